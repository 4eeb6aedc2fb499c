//! The lobby across nodes: every node keeps a copy of the open seeks and
//! challenges, and each change is published on the cluster's lobby
//! channel and applied by the others, which pass its event on to their
//! lobby sockets. Accepting, cancelling or declining an offer first claims
//! it in Redis (`SET NX`), so that one offer is never taken twice.
//!
//! A node that joins later sees only the offers made after it joined
//! (offers live in memory on every node, as on a single node).

use super::Cluster;
use crate::clock::TimeControl;
use crate::lobby::{Event, Lobby, Offer, Owner, Terms};
use crate::ratings::Glicko;
use crate::registry::SideChoice;
use palace_rules::RuleSet;
use serde::{Deserialize, Serialize};
use std::sync::{Arc, Weak};
use std::time::Duration;

/// How long an offer's claim is kept (it is released at once if the game
/// cannot be created).
const CLAIM_FOR: Duration = Duration::from_secs(600);

/// A change of the lobby, as published.
#[derive(Serialize, Deserialize, Debug)]
#[serde(tag = "op", rename_all = "snake_case")]
pub(crate) enum LobbyOp {
    Put { offer: Box<WireOffer> },
    Del { id: String, challenge: bool },
    Event { text: String, only: Option<[i64; 2]> },
    Accepted { id: String, game: String },
}

#[derive(Serialize, Deserialize, Debug)]
struct Envelope {
    from: String,
    #[serde(flatten)]
    op: LobbyOp,
}

/// An [`Offer`] on the wire.
#[derive(Serialize, Deserialize, Debug)]
pub(crate) struct WireOffer {
    id: String,
    account: Option<(i64, String)>,
    address: Option<String>,
    rating: Option<[f64; 3]>,
    rules: String,
    clock: Option<serde_json::Value>,
    rated: bool,
    side: String,
    seat_digest: String,
    to: Option<(i64, String)>,
    created_at: i64,
}

impl From<&Offer> for WireOffer {
    fn from(o: &Offer) -> WireOffer {
        let (account, address) = match &o.owner {
            Owner::Account { id, name } => (Some((*id, name.clone())), None),
            Owner::Guest { address } => (None, Some(address.clone())),
        };
        WireOffer {
            id: o.id.clone(),
            account,
            address,
            rating: o.rating.map(|g| [g.rating, g.deviation, g.volatility]),
            rules: o.terms.rules.name.to_owned(),
            clock: o.terms.clock.map(|c| c.to_json()),
            rated: o.terms.rated,
            side: match o.terms.side {
                SideChoice::First => "first",
                SideChoice::Second => "second",
                SideChoice::Random => "random",
            }
            .to_owned(),
            seat_digest: o.seat_digest.clone(),
            to: o.to.clone(),
            created_at: o.created_at,
        }
    }
}

impl WireOffer {
    fn offer(self) -> Option<Offer> {
        let owner = match (self.account, self.address) {
            (Some((id, name)), _) => Owner::Account { id, name },
            (None, Some(address)) => Owner::Guest { address },
            (None, None) => return None,
        };
        let clock = match self.clock {
            Some(v) => Some(TimeControl::from_json(&v).ok()?),
            None => None,
        };
        Some(Offer {
            id: self.id,
            owner,
            rating: self.rating.map(|[rating, deviation, volatility]| Glicko {
                rating,
                deviation,
                volatility,
            }),
            terms: Terms {
                rules: RuleSet::preset(&self.rules)?,
                clock,
                rated: self.rated,
                side: match self.side.as_str() {
                    "first" => SideChoice::First,
                    "second" => SideChoice::Second,
                    _ => SideChoice::Random,
                },
            },
            seat_digest: self.seat_digest,
            to: self.to,
            created_at: self.created_at,
        })
    }
}

impl Cluster {
    pub(super) fn lobby_channel(&self) -> String {
        format!("{}:lobby", self.config.name)
    }

    /// Publishes a change of this node's lobby to the others, in order
    /// (an offer before its event, its removal after).
    pub(crate) fn publish_lobby(&self, op: LobbyOp) {
        let envelope = Envelope {
            from: self.config.node.clone(),
            op,
        };
        if let (Ok(text), Some(tx)) = (serde_json::to_string(&envelope), self.lobby_out.get()) {
            let _ = tx.send(text);
        }
    }

    /// Claims an offer for this node (to accept, cancel or decline it):
    /// false if another node already did.
    pub(crate) async fn claim_offer(&self, id: &str) -> bool {
        let mut conn = self.publisher.clone();
        let key = format!("{}:offer:{id}", self.config.name);
        let set: redis::RedisResult<Option<String>> = redis::cmd("SET")
            .arg(&key)
            .arg(&self.config.node)
            .arg("NX")
            .arg("PX")
            .arg(u64::try_from(CLAIM_FOR.as_millis()).unwrap_or(600_000))
            .query_async(&mut conn)
            .await;
        match set {
            Ok(answer) => answer.is_some(),
            Err(e) => {
                // Without Redis the offer cannot be known to be free.
                tracing::warn!("offer {id} not claimed: {e}");
                false
            }
        }
    }

    /// Releases an offer's claim (its game could not be created).
    pub(crate) async fn release_offer(&self, id: &str) {
        let mut conn = self.publisher.clone();
        let key = format!("{}:offer:{id}", self.config.name);
        let _: redis::RedisResult<i64> = redis::cmd("DEL").arg(key).query_async(&mut conn).await;
    }

    /// Applies another node's lobby change here.
    pub(super) fn apply_lobby(&self, payload: &[u8]) {
        let Some(lobby) = self.lobby.get().and_then(Weak::upgrade) else {
            return;
        };
        let envelope: Envelope = match serde_json::from_slice(payload) {
            Ok(e) => e,
            Err(e) => {
                tracing::warn!("unreadable lobby change: {e}");
                return;
            }
        };
        if envelope.from == self.config.node {
            return;
        }
        match envelope.op {
            LobbyOp::Put { offer } => {
                if let Some(offer) = (*offer).offer() {
                    lobby.insert_copy(offer);
                }
            }
            LobbyOp::Del { id, challenge } => lobby.remove_copy(challenge, &id),
            LobbyOp::Event { text, only } => lobby.deliver(Event {
                text: Arc::from(text),
                only,
            }),
            LobbyOp::Accepted { id, game } => lobby.remember_copy(&id, &game),
        }
    }

    /// Makes `lobby` this node's copy of the cluster's lobby.
    pub fn share_lobby(self: &Arc<Self>, lobby: &Arc<Lobby>) {
        let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<String>();
        if self.lobby_out.set(tx).is_err() {
            return;
        }
        let _ = self.lobby.set(Arc::downgrade(lobby));
        let (mut conn, channel) = (self.publisher.clone(), self.lobby_channel());
        tokio::spawn(async move {
            while let Some(text) = rx.recv().await {
                let sent: redis::RedisResult<i64> = redis::cmd("PUBLISH")
                    .arg(&channel)
                    .arg(text)
                    .query_async(&mut conn)
                    .await;
                if let Err(e) = sent {
                    tracing::warn!("lobby change not published: {e}");
                }
            }
        });
        lobby.set_cluster(Arc::clone(self));
    }
}
