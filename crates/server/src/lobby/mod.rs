//! The lobby: open seeks anyone may accept, direct challenges to a named
//! player, and the counts of who is online and how many games are played.
//!
//! Seeks and challenges live in memory (a restart clears them). Their
//! creator's seat token is made when the seek is, and handed out then: when
//! someone accepts, the game is created with that token's seat, so the
//! creator only learns the game's id (from the lobby socket, or by asking)
//! and opens it with the token already held. The token also proves who
//! may cancel a guest's seek.
//!
//! - `api.rs`: `/api/seeks`, `/api/challenges`, `/api/stats`, `/api/games?status=live`.
//! - `socket.rs`: `/api/lobby/socket`, the live updates.

pub mod api;
pub mod socket;

use crate::clock::{TimeControl, TimeControlView};
use crate::limits::{Limits, PerAddress, PerKey};
use crate::ratings::{Glicko, RatingView};
use crate::registry::SideChoice;
use crate::tokens;
use palace_rules::{RuleSet, Variant};
use serde::Serialize;
use std::collections::{BTreeMap, HashMap, VecDeque};
use std::fmt;
use std::sync::{Arc, Mutex, PoisonError};
use tokio::sync::{broadcast, watch};
use utoipa::ToSchema;

/// Accepted offers remembered (for a creator asking what became of one).
const ACCEPTED_KEPT: usize = 10_000;

/// Lobby events kept for a slow socket before it lags.
const EVENT_QUEUE: usize = 256;

/// Who made a seek or a challenge.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Owner {
    Account {
        id: i64,
        name: String,
    },
    /// A guest, known by address (for the caps) and by the seat token.
    Guest {
        address: String,
    },
}

impl Owner {
    /// The key of the owner's caps and rate bucket.
    fn key(&self) -> String {
        match self {
            Owner::Account { id, .. } => format!("a{id}"),
            Owner::Guest { address } => format!("g{address}"),
        }
    }

    fn name(&self) -> Option<&str> {
        match self {
            Owner::Account { name, .. } => Some(name),
            Owner::Guest { .. } => None,
        }
    }
}

/// What a seek or a challenge asks for.
#[derive(Clone, Debug)]
pub struct Terms {
    pub rules: &'static RuleSet,
    pub clock: Option<TimeControl>,
    pub rated: bool,
    /// The creator's side.
    pub side: SideChoice,
}

/// The terms of an offer as the API shows them.
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
pub struct TermsView {
    /// `xiangqi` or `janggi`.
    pub game: &'static str,
    /// Rule-set preset name.
    pub rules: &'static str,
    pub clock: Option<TimeControlView>,
    pub clock_shown: Option<String>,
    pub rated: bool,
    /// The creator's side: `first`, `second` or `random`.
    pub side: &'static str,
}

impl Terms {
    fn view(&self) -> TermsView {
        TermsView {
            game: game_name(self.rules.variant),
            rules: self.rules.name,
            clock: self.clock.map(|c| c.view()),
            clock_shown: self.clock.map(|c| c.to_string()),
            rated: self.rated,
            side: match self.side {
                SideChoice::First => "first",
                SideChoice::Second => "second",
                SideChoice::Random => "random",
            },
        }
    }
}

/// A seek or a challenge as the API and the lobby socket show it.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
#[schema(as = Offer)]
pub struct OfferView {
    #[serde(flatten)]
    pub terms: TermsView,
    pub id: String,
    /// The creator's name (null for a guest).
    pub by: Option<String>,
    /// The creator's rating in this game when the offer was made.
    pub rating: Option<RatingView>,
    pub created_at: i64,
    /// Challenges: the challenged player.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub to: Option<String>,
}

/// People online (open sockets) and games being played.
#[derive(Serialize, ToSchema, Clone, Copy, PartialEq, Eq, Debug)]
#[schema(as = Stats)]
pub struct StatsView {
    pub online: usize,
    pub games: usize,
}

/// The lobby socket's messages.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
#[serde(tag = "type", rename_all = "kebab-case")]
pub enum LobbyMessage {
    /// On connect: the open seeks and the challenges the player may see.
    /// (Again, with no stats, after the socket fell behind.)
    Lobby {
        seeks: Vec<OfferView>,
        challenges: Vec<OfferView>,
        #[serde(skip_serializing_if = "Option::is_none")]
        stats: Option<StatsView>,
    },
    /// The counts changed.
    Stats {
        online: usize,
        games: usize,
    },
    Pong,
    SeekAdded {
        seek: OfferView,
    },
    ChallengeAdded {
        challenge: OfferView,
    },
    /// `reason`: accepted (with the game's id), cancelled or declined.
    SeekRemoved {
        id: String,
        reason: String,
        game: Option<String>,
    },
    ChallengeRemoved {
        id: String,
        reason: String,
        game: Option<String>,
    },
}

#[must_use]
pub fn game_name(v: Variant) -> &'static str {
    match v {
        Variant::Xiangqi => "xiangqi",
        Variant::Janggi => "janggi",
    }
}

/// An open seek, or a challenge waiting for its answer.
#[derive(Clone, Debug)]
pub struct Offer {
    pub id: String,
    pub owner: Owner,
    /// The owner's rating in this game when the offer was made.
    pub rating: Option<Glicko>,
    pub terms: Terms,
    /// The creator's seat token's digest.
    pub seat_digest: String,
    /// Challenges: the challenged player (lowercase name and as shown).
    pub to: Option<(i64, String)>,
    pub created_at: i64,
}

impl Offer {
    #[must_use]
    pub fn view(&self) -> OfferView {
        OfferView {
            terms: self.terms.view(),
            id: self.id.clone(),
            by: self.owner.name().map(str::to_owned),
            rating: self.rating.map(|g| g.view()),
            created_at: self.created_at,
            to: self.to.as_ref().map(|(_, name)| name.clone()),
        }
    }

    /// Whether a player may see it: seeks are public, a challenge is seen
    /// by its two players only.
    fn seen_by(&self, user: Option<i64>) -> bool {
        match &self.to {
            None => true,
            Some((to, _)) => {
                user.is_some_and(|u| u == *to || matches!(self.owner, Owner::Account { id, .. } if id == u))
            }
        }
    }
}

/// A lobby event: its JSON text, and who may see it (`None`: everyone;
/// else these account ids only).
#[derive(Clone, Debug)]
pub struct Event {
    pub text: Arc<str>,
    pub only: Option<[i64; 2]>,
}

/// Why the lobby refused. Each has a stable machine code.
#[derive(Debug, PartialEq, Eq)]
pub enum LobbyError {
    RatedNeedsAccount,
    TooManyOpen(usize),
    UnknownSeek,
    UnknownChallenge,
    OwnOffer,
    /// Only the challenged player may accept or decline; only the owner
    /// may cancel.
    NotYours,
    UnknownPlayer,
    RateLimited,
}

impl LobbyError {
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            LobbyError::RatedNeedsAccount => "rated-needs-account",
            LobbyError::TooManyOpen(_) => "too-many-seeks",
            LobbyError::UnknownSeek => "unknown-seek",
            LobbyError::UnknownChallenge => "unknown-challenge",
            LobbyError::OwnOffer => "own-seek",
            LobbyError::NotYours => "not-yours",
            LobbyError::UnknownPlayer => "unknown-player",
            LobbyError::RateLimited => "rate-limited",
        }
    }

    #[must_use]
    pub fn status(&self) -> axum::http::StatusCode {
        use axum::http::StatusCode;
        match self {
            LobbyError::RatedNeedsAccount => StatusCode::UNAUTHORIZED,
            LobbyError::TooManyOpen(_) | LobbyError::OwnOffer => StatusCode::CONFLICT,
            LobbyError::UnknownSeek | LobbyError::UnknownChallenge | LobbyError::UnknownPlayer => {
                StatusCode::NOT_FOUND
            }
            LobbyError::NotYours => StatusCode::FORBIDDEN,
            LobbyError::RateLimited => StatusCode::TOO_MANY_REQUESTS,
        }
    }
}

impl fmt::Display for LobbyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LobbyError::RatedNeedsAccount => f.write_str("rated games are only between logged-in players"),
            LobbyError::TooManyOpen(n) => write!(
                f,
                "you already have {n} open seeks or challenges; cancel one first"
            ),
            LobbyError::UnknownSeek => f.write_str("this seek is no longer open"),
            LobbyError::UnknownChallenge => f.write_str("this challenge is no longer open"),
            LobbyError::OwnOffer => f.write_str("you cannot accept your own seek or challenge yourself"),
            LobbyError::NotYours => f.write_str("this seek or challenge is not yours to answer or cancel"),
            LobbyError::UnknownPlayer => f.write_str("no player of this name"),
            LobbyError::RateLimited => {
                f.write_str("too many seeks or challenges in a short time; wait a moment")
            }
        }
    }
}

impl std::error::Error for LobbyError {}

/// Open seeks and challenges, and the lobby's event stream.
#[derive(Debug)]
pub struct Lobby {
    seeks: Mutex<BTreeMap<String, Offer>>,
    challenges: Mutex<BTreeMap<String, Offer>>,
    /// Offer id to game id of accepted offers, oldest first.
    accepted: Mutex<(HashMap<String, String>, VecDeque<String>)>,
    events: broadcast::Sender<Event>,
    max_open: usize,
    per_owner: PerKey<String>,
    per_address: PerAddress,
    /// `(online, games)` now, updated by the stats task.
    pub stats: watch::Sender<(usize, usize)>,
    /// The other nodes' copies, when this node is one of several.
    cluster: std::sync::OnceLock<Arc<crate::cluster::Cluster>>,
}

impl Lobby {
    #[must_use]
    pub fn new(limits: &Limits) -> Lobby {
        Lobby {
            seeks: Mutex::default(),
            challenges: Mutex::default(),
            accepted: Mutex::default(),
            events: broadcast::channel(EVENT_QUEUE).0,
            max_open: limits.max_open_seeks,
            per_owner: PerKey::per_minute(limits.seeks_per_minute, limits.seeks_burst),
            per_address: PerAddress::per_minute(limits.seeks_per_minute * 2.0, limits.seeks_burst * 2.0),
            stats: watch::channel((0, 0)).0,
            cluster: std::sync::OnceLock::new(),
        }
    }

    /// Shares this lobby with the other nodes (see `cluster/lobby.rs`).
    pub(crate) fn set_cluster(&self, cluster: Arc<crate::cluster::Cluster>) {
        let _ = self.cluster.set(cluster);
    }

    fn publish(&self, op: impl FnOnce() -> crate::cluster::LobbyOp) {
        if let Some(c) = self.cluster.get() {
            c.publish_lobby(op());
        }
    }

    /// Another node's offer, copied here.
    pub(crate) fn insert_copy(&self, offer: Offer) {
        let map = if offer.to.is_some() {
            &self.challenges
        } else {
            &self.seeks
        };
        lock(map).insert(offer.id.clone(), offer);
    }

    /// Another node's offer gone.
    pub(crate) fn remove_copy(&self, challenge: bool, id: &str) {
        let map = if challenge { &self.challenges } else { &self.seeks };
        lock(map).remove(id);
    }

    /// Another node's lobby event, for this node's sockets.
    pub(crate) fn deliver(&self, event: Event) {
        let _ = self.events.send(event);
    }

    /// Takes an offer out to accept, cancel or decline it; with several
    /// nodes, only if no other node took it first.
    pub(crate) async fn take_shared(&self, challenge: bool, id: &str) -> Option<Offer> {
        let offer = self.take(challenge, id)?;
        if let Some(c) = self.cluster.get() {
            if !c.claim_offer(id).await {
                return None;
            }
            c.publish_lobby(crate::cluster::LobbyOp::Del {
                id: id.to_owned(),
                challenge,
            });
        }
        Some(offer)
    }

    /// The events from now on.
    #[must_use]
    pub fn subscribe(&self) -> broadcast::Receiver<Event> {
        self.events.subscribe()
    }

    fn send(&self, m: &LobbyMessage, only: Option<[i64; 2]>) {
        let text = serde_json::to_string(m).expect("a lobby message serializes");
        self.publish(|| crate::cluster::LobbyOp::Event {
            text: text.clone(),
            only,
        });
        let _ = self.events.send(Event {
            text: Arc::from(text),
            only,
        });
    }

    /// Open seeks, and the challenges a player may see.
    #[must_use]
    pub fn listing(&self, user: Option<i64>) -> (Vec<OfferView>, Vec<OfferView>) {
        let seeks = lock(&self.seeks).values().map(Offer::view).collect();
        let challenges = lock(&self.challenges)
            .values()
            .filter(|c| c.seen_by(user))
            .map(Offer::view)
            .collect();
        (seeks, challenges)
    }

    /// Opens a seek (or, with `to`, a challenge): checks the caps and the
    /// rates; returns the offer and the creator's seat token.
    pub async fn open(
        &self,
        owner: Owner,
        address: std::net::IpAddr,
        rating: Option<Glicko>,
        terms: Terms,
        to: Option<(i64, String)>,
    ) -> Result<(Offer, String), LobbyError> {
        if terms.rated && matches!(owner, Owner::Guest { .. }) {
            return Err(LobbyError::RatedNeedsAccount);
        }
        if let (Owner::Account { id, .. }, Some((to_id, _))) = (&owner, &to) {
            if id == to_id {
                return Err(LobbyError::OwnOffer);
            }
        }
        let key = owner.key();
        let open = lock(&self.seeks)
            .values()
            .filter(|s| s.owner.key() == key)
            .count()
            + lock(&self.challenges)
                .values()
                .filter(|s| s.owner.key() == key)
                .count();
        if open >= self.max_open {
            return Err(LobbyError::TooManyOpen(open));
        }
        // Counted across the cluster when there is one.
        let cluster = self.cluster.get();
        if !crate::cluster::limits::take(cluster, "seeks", &self.per_address, address).await
            || !crate::cluster::limits::take(cluster, "seeks-owner", &self.per_owner, key).await
        {
            return Err(LobbyError::RateLimited);
        }
        let token = tokens::new_secret();
        let offer = Offer {
            id: tokens::new_game_id(),
            owner,
            rating,
            terms,
            seat_digest: tokens::digest(&token),
            to,
            created_at: crate::storage::now(),
        };
        self.publish(|| crate::cluster::LobbyOp::Put {
            offer: Box::new((&offer).into()),
        });
        match &offer.to {
            None => {
                lock(&self.seeks).insert(offer.id.clone(), offer.clone());
                self.send(&LobbyMessage::SeekAdded { seek: offer.view() }, None);
            }
            Some((to, _)) => {
                lock(&self.challenges).insert(offer.id.clone(), offer.clone());
                let from = match offer.owner {
                    Owner::Account { id, .. } => id,
                    Owner::Guest { .. } => *to,
                };
                self.send(
                    &LobbyMessage::ChallengeAdded {
                        challenge: offer.view(),
                    },
                    Some([from, *to]),
                );
            }
        }
        Ok((offer, token))
    }

    /// Takes an offer out (accepted, cancelled or declined).
    fn take(&self, challenge: bool, id: &str) -> Option<Offer> {
        if challenge {
            lock(&self.challenges).remove(id)
        } else {
            lock(&self.seeks).remove(id)
        }
    }

    /// Puts an offer back (the game could not be created).
    fn restore(&self, offer: Offer) {
        if let Some(c) = self.cluster.get() {
            c.publish_lobby(crate::cluster::LobbyOp::Put {
                offer: Box::new((&offer).into()),
            });
            let (c, id) = (Arc::clone(c), offer.id.clone());
            tokio::spawn(async move { c.release_offer(&id).await });
        }
        let map = if offer.to.is_some() {
            &self.challenges
        } else {
            &self.seeks
        };
        lock(map).insert(offer.id.clone(), offer);
    }

    /// Tells the lobby an offer is gone: `reason` is accepted (with the
    /// game's id), cancelled or declined.
    fn gone(&self, offer: &Offer, reason: &str, game: Option<&str>) {
        match &offer.to {
            None => self.send(
                &LobbyMessage::SeekRemoved {
                    id: offer.id.clone(),
                    reason: reason.to_owned(),
                    game: game.map(str::to_owned),
                },
                None,
            ),
            Some((to, _)) => {
                let from = match offer.owner {
                    Owner::Account { id, .. } => id,
                    Owner::Guest { .. } => *to,
                };
                self.send(
                    &LobbyMessage::ChallengeRemoved {
                        id: offer.id.clone(),
                        reason: reason.to_owned(),
                        game: game.map(str::to_owned),
                    },
                    Some([from, *to]),
                );
            }
        }
    }

    /// Sends the counts to the lobby's sockets.
    pub fn send_stats(&self, online: usize, games: usize) {
        self.stats.send_if_modified(|s| {
            let changed = *s != (online, games);
            *s = (online, games);
            changed
        });
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}
