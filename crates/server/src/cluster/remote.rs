//! [`RemoteGame`]: a game another node owns, called through Redis.

use super::wire::{Answer, Call};
use super::{lock, Cluster};
use crate::live::{Access, Action, ActionError, Connection, Event, GameHandle, Joined, Room};
use serde_json::Value;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use tokio::sync::broadcast;

/// Events kept for a slow connection before it lags (as a local game).
const EVENT_QUEUE: usize = 64;

/// A game owned by another node: calls go to the owner, its events come
/// from the game's channel. Broken when the owner stops answering or
/// dies: its connections then close and their clients reconnect.
pub struct RemoteGame {
    cluster: Arc<Cluster>,
    id: String,
    owner: String,
    /// The game's events for this node's connections; taken when broken.
    events: Mutex<Option<broadcast::Sender<Event>>>,
    /// Whether this handle follows the game's channel (the first
    /// connection subscribes).
    subscribed: tokio::sync::OnceCell<()>,
    broken: AtomicBool,
}

impl std::fmt::Debug for RemoteGame {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RemoteGame")
            .field("id", &self.id)
            .field("owner", &self.owner)
            .finish_non_exhaustive()
    }
}

impl Drop for RemoteGame {
    fn drop(&mut self) {
        {
            let mut remote = lock(&self.cluster.remote);
            if remote.get(&self.id).is_some_and(|w| w.strong_count() == 0) {
                remote.remove(&self.id);
            }
        }
        if self.subscribed.initialized() {
            let (cluster, id) = (Arc::clone(&self.cluster), self.id.clone());
            if let Ok(rt) = tokio::runtime::Handle::try_current() {
                rt.spawn(async move { cluster.unsubscribe(&id).await });
            }
        }
    }
}

impl RemoteGame {
    pub(super) fn new(cluster: Arc<Cluster>, id: String, owner: String) -> RemoteGame {
        RemoteGame {
            cluster,
            id,
            owner,
            events: Mutex::new(Some(broadcast::channel(EVENT_QUEUE).0)),
            subscribed: tokio::sync::OnceCell::new(),
            broken: AtomicBool::new(false),
        }
    }

    pub(super) fn owner(&self) -> &str {
        &self.owner
    }

    /// Whether calls through this handle can no longer work (the registry
    /// then looks the game up again).
    pub fn is_broken(&self) -> bool {
        self.broken.load(Ordering::Relaxed) || !self.cluster.is_alive(&self.owner)
    }

    /// Stops this handle: its connections' event streams end.
    pub(super) fn break_off(&self) {
        self.broken.store(true, Ordering::Relaxed);
        lock(&self.events).take();
    }

    pub(super) fn deliver(&self, event: Event) {
        if let Some(tx) = lock(&self.events).as_ref() {
            let _ = tx.send(event);
        }
    }

    async fn call(&self, call: Call) -> Result<Answer, ActionError> {
        let answer = self.cluster.call(&self.owner, &self.id, call).await;
        if matches!(answer, Err(ActionError::Gone)) {
            // The owner did not answer, or no longer owns the game.
            self.break_off();
        }
        answer
    }

    fn unexpected(answer: &Answer) -> ActionError {
        tracing::warn!("unexpected answer from another node: {answer:?}");
        ActionError::Gone
    }

    pub async fn act(&self, access: Access, version: u64, action: Action) -> Result<(), ActionError> {
        match self
            .call(Call::Act {
                access,
                version,
                action,
            })
            .await?
        {
            Answer::Done => Ok(()),
            other => Err(Self::unexpected(&other)),
        }
    }

    pub async fn view(&self) -> Result<Arc<Value>, ActionError> {
        match self.call(Call::View).await? {
            Answer::View { state } => Ok(Arc::new(state)),
            other => Err(Self::unexpected(&other)),
        }
    }

    /// Follows the game's events, then connects through the owner: the
    /// state it answers with is no older than the first event received.
    pub async fn connect(this: &Arc<RemoteGame>, token: Option<String>) -> Result<Connection, ActionError> {
        this.subscribed
            .get_or_try_init(|| this.cluster.subscribe(&this.id))
            .await?;
        let events = lock(&this.events)
            .as_ref()
            .map(broadcast::Sender::subscribe)
            .ok_or(ActionError::Gone)?;
        match this.call(Call::Connect { token }).await? {
            Answer::Connected { access, state } => Ok(Connection {
                access,
                state: Arc::new(state),
                events,
                handle: GameHandle::remote(Arc::clone(this)),
            }),
            other => Err(Self::unexpected(&other)),
        }
    }

    pub async fn disconnect(&self, access: Access) {
        if !self.is_broken() {
            let _ = self.call(Call::Disconnect { access }).await;
        }
    }

    pub async fn chat(
        &self,
        access: Access,
        author: Option<String>,
        room: Room,
        text: String,
    ) -> Result<(), ActionError> {
        match self
            .call(Call::Chat {
                access,
                author,
                room,
                text,
            })
            .await?
        {
            Answer::Done => Ok(()),
            other => Err(Self::unexpected(&other)),
        }
    }

    pub async fn join(&self, invite: String) -> Result<Joined, ActionError> {
        match self.call(Call::Join { invite }).await? {
            Answer::Joined { token, first } => Ok(Joined {
                token,
                color: if first {
                    palace_rules::Color::First
                } else {
                    palace_rules::Color::Second
                },
            }),
            other => Err(Self::unexpected(&other)),
        }
    }
}
