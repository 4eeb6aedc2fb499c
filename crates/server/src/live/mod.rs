//! Live games: one actor task per game, driven through a cloneable
//! [`GameHandle`] (commands over `mpsc`, replies over `oneshot`, events over
//! `broadcast`).
//!
//! The actor owns the [`Game`]. Every change is validated by palace-rules,
//! written to storage, and only then acknowledged and broadcast.
//!
//! - `error.rs`: why a request is refused ([`ActionError`]).
//! - `actor.rs`: the actor, the only owner of a game's state; its clocks
//!   (flag timer) and how a game's end is stored once.
//! - `between.rs`: draw offers, takebacks, abort, claims, rematch and chat
//!   between two players.
//! - `view.rs`: the state as clients see it, whole or as an update.

mod actor;
mod between;
mod error;
#[cfg(test)]
mod tests;
mod view;

pub use crate::thinking::Engine;
pub use between::{ChatMessage, OffersView};
pub use error::ActionError;
pub use view::{
    ArrangementsView, GameView, HistoryEntry, SeatView, SetupOption, SetupView, StateView, UpdateMessage,
};

use crate::limits::Limits;
use crate::storage::{GameRecord, Storage, StorageError};
use palace_rules::{Arrangement, Color, Game, GameError, RuleSet, SetupRule, Variant};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{broadcast, mpsc, oneshot};

/// A live game with no connection and no command for this long is unloaded
/// (it is reloaded from storage on the next request).
pub const IDLE_UNLOAD: Duration = Duration::from_secs(600);

/// Commands waiting for one game's actor.
const COMMAND_QUEUE: usize = 64;

/// Events kept for a slow connection before it lags.
const EVENT_QUEUE: usize = 64;

/// How a game ended: by its rules, or by the server (time, abort,
/// abandonment). `result` is `1-0`, `0-1`, `1/2-1/2`, or `*` (aborted).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Ended {
    pub result: String,
    pub reason: String,
}

impl Ended {
    #[must_use]
    pub fn new(result: &str, reason: &str) -> Ended {
        Ended {
            result: result.to_owned(),
            reason: reason.to_owned(),
        }
    }

    /// The win of `color` for `reason`.
    #[must_use]
    pub fn win(color: Color, reason: &str) -> Ended {
        Ended::new(palace_rules::GameResult::win(color).as_str(), reason)
    }
}

impl From<palace_rules::Outcome> for Ended {
    fn from(o: palace_rules::Outcome) -> Ended {
        Ended::new(o.result.as_str(), o.reason.as_str())
    }
}

/// What a connection may do in a game: a token's seats, or nothing
/// (spectators). `seats[c]` for [`Color::index`] `c`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Access {
    pub seats: [bool; 2],
}

impl Access {
    pub const SPECTATOR: Access = Access {
        seats: [false, false],
    };

    #[must_use]
    pub fn is_spectator(self) -> bool {
        self.seats == [false, false]
    }

    #[must_use]
    pub fn holds(self, c: Color) -> bool {
        self.seats[c.index()]
    }
}

/// A player's intent.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Action {
    /// A coordinate move (`h3e3`; a pass as the general's square twice).
    Move(String),
    Pass,
    Resign,
    /// Take back: one move (local) or your move and the computer's reply.
    Undo,
    /// A Janggi horse/elephant arrangement (`ma-sang-sang-ma`), chosen
    /// before the first move: Han first, then Cho.
    Setup(String),
    /// Offer, accept or decline a draw (rule sets with draws by agreement).
    Draw(Answer),
    /// Ask the opponent to take back your last move; accept or decline
    /// their asking (casual games between two players).
    Takeback(Answer),
    /// End the game without a result, within its first two plies.
    Abort,
    /// The opponent has been gone past the grace period: take the win
    /// (`true`) or a draw (`false`).
    Claim {
        win: bool,
    },
    /// After the end: ask for (or agree to) a new game, colours swapped.
    Rematch,
}

/// An offer's step: made, accepted or declined.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Answer {
    Offer,
    Accept,
    Decline,
}

/// Which chat a message goes to.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Room {
    /// The players' chat: everyone reads it.
    Players,
    /// The spectators' chat: players do not see it until the game ends.
    Spectators,
}

/// A game event for its connections: the message, and whether players
/// must not see it (the spectators' chat during play).
#[derive(Clone, Debug)]
pub struct Event {
    /// The message as sent: shared (reference-counted) by every socket
    /// that sends it, not copied per socket.
    pub text: axum::extract::ws::Utf8Bytes,
    pub spectators_only: bool,
}

/// What a new connection gets: its access, the state now and the events
/// from then on.
#[derive(Debug)]
pub struct Connection {
    pub access: Access,
    /// The game's state at the moment of subscribing.
    pub state: Arc<Value>,
    pub events: broadcast::Receiver<Event>,
    pub handle: GameHandle,
}

/// What joining a friend game returns.
#[derive(Clone, Debug)]
pub struct Joined {
    pub token: String,
    pub color: Color,
}

pub(crate) enum Command {
    Act {
        access: Access,
        /// The state version the action was made against.
        version: u64,
        action: Action,
        reply: oneshot::Sender<Result<(), ActionError>>,
    },
    View {
        reply: oneshot::Sender<Arc<Value>>,
    },
    Connect {
        token: Option<String>,
        reply: oneshot::Sender<Result<Connection, ActionError>>,
    },
    Disconnect {
        access: Access,
    },
    Join {
        invite: String,
        reply: oneshot::Sender<Result<Joined, ActionError>>,
    },
    ComputerMove {
        version: u64,
        mv: Option<palace_rules::Move>,
    },
    Chat {
        access: Access,
        /// The writer's username, if logged in.
        author: Option<String>,
        room: Room,
        text: String,
        reply: oneshot::Sender<Result<(), ActionError>>,
    },
}

/// A cloneable address of a live game: its actor on this node, or the
/// node that owns it (see [`crate::cluster`]).
#[derive(Clone, Debug)]
pub struct GameHandle {
    to: To,
}

#[derive(Clone, Debug)]
enum To {
    Actor(mpsc::Sender<Command>),
    Owner(Arc<crate::cluster::RemoteGame>),
}

impl GameHandle {
    pub(super) fn local(tx: mpsc::Sender<Command>) -> GameHandle {
        GameHandle { to: To::Actor(tx) }
    }

    /// The handle of a game another node owns.
    pub(crate) fn remote(game: Arc<crate::cluster::RemoteGame>) -> GameHandle {
        GameHandle { to: To::Owner(game) }
    }

    /// Whether the actor has stopped, or the owner node cannot be reached
    /// (the registry then finds the game again).
    #[must_use]
    pub fn is_closed(&self) -> bool {
        match &self.to {
            To::Actor(tx) => tx.is_closed(),
            To::Owner(r) => r.is_broken(),
        }
    }

    async fn call<T>(&self, make: impl FnOnce(oneshot::Sender<T>) -> Command) -> Result<T, ActionError> {
        let To::Actor(tx) = &self.to else {
            unreachable!("remote games are called through the cluster");
        };
        let (reply, rx) = oneshot::channel();
        tx.send(make(reply)).await.map_err(|_| ActionError::Gone)?;
        rx.await.map_err(|_| ActionError::Gone)
    }

    /// Performs a player's action made against state `version`; returns
    /// once it is stored and broadcast. A stale version changes nothing.
    pub async fn act(&self, access: Access, version: u64, action: Action) -> Result<(), ActionError> {
        let timed = matches!(action, Action::Move(_)).then(std::time::Instant::now);
        let done = match &self.to {
            To::Owner(r) => r.act(access, version, action).await,
            To::Actor(_) => {
                self.call(|reply| Command::Act {
                    access,
                    version,
                    action,
                    reply,
                })
                .await?
            }
        };
        if let (Some(start), Ok(())) = (timed, &done) {
            crate::counters::MOVES.observe(start.elapsed());
        }
        done
    }

    /// The game's state as the API shows it.
    pub async fn view(&self) -> Result<Arc<Value>, ActionError> {
        if let To::Owner(r) = &self.to {
            return r.view().await;
        }
        self.call(|reply| Command::View { reply }).await
    }

    /// Opens a connection with a seat token (or none: a spectator).
    pub async fn connect(&self, token: Option<String>) -> Result<Connection, ActionError> {
        if let To::Owner(r) = &self.to {
            return crate::cluster::RemoteGame::connect(r, token).await;
        }
        self.call(|reply| Command::Connect { token, reply }).await?
    }

    /// Closes a connection opened with [`GameHandle::connect`].
    pub async fn disconnect(&self, access: Access) {
        match &self.to {
            To::Actor(tx) => {
                let _ = tx.send(Command::Disconnect { access }).await;
            }
            To::Owner(r) => r.disconnect(access).await,
        }
    }

    /// Posts a chat message (checked for length and rate by the socket).
    pub async fn chat(
        &self,
        access: Access,
        author: Option<String>,
        room: Room,
        text: String,
    ) -> Result<(), ActionError> {
        if let To::Owner(r) = &self.to {
            return r.chat(access, author, room, text).await;
        }
        self.call(|reply| Command::Chat {
            access,
            author,
            room,
            text,
            reply,
        })
        .await?
    }

    /// Takes the free seat of a friend game.
    pub async fn join(&self, invite: String) -> Result<Joined, ActionError> {
        if let To::Owner(r) = &self.to {
            return r.join(invite).await;
        }
        self.call(|reply| Command::Join { invite, reply }).await?
    }
}

/// Whether a rule set lets each side choose its horse/elephant arrangement.
#[must_use]
pub fn has_setup_choice(rules: &RuleSet) -> bool {
    rules.variant == Variant::Janggi && rules.setup == SetupRule::Choice
}

/// The start of a game with the arrangements chosen so far; a side that has
/// not chosen yet is shown in the first arrangement until it does.
pub fn start_game(
    rules: &'static RuleSet,
    arrangements: [Option<Arrangement>; 2],
) -> Result<Game, GameError> {
    if has_setup_choice(rules) {
        let pick = |a: Option<Arrangement>| a.unwrap_or(Arrangement::MaSangSangMa);
        Game::with_arrangements(rules, pick(arrangements[0]), pick(arrangements[1]))
    } else {
        Ok(Game::new(rules))
    }
}

/// The side that chooses its arrangement next (Han first, then Cho), while
/// the setup of a setup-choice game is incomplete.
#[must_use]
pub fn setup_turn(rules: &RuleSet, arrangements: [Option<Arrangement>; 2]) -> Option<Color> {
    if !has_setup_choice(rules) {
        None
    } else if arrangements[Color::Second.index()].is_none() {
        Some(Color::Second)
    } else if arrangements[Color::First.index()].is_none() {
        Some(Color::First)
    } else {
        None
    }
}

/// An arrangement chosen by chance (the computer's choice).
#[must_use]
pub fn random_arrangement() -> Arrangement {
    Arrangement::ALL[rand::random_range(0..Arrangement::ALL.len())]
}

/// Builds the game a record describes by replaying its moves.
pub fn replay(record: &GameRecord) -> Result<Game, StorageError> {
    let rules = RuleSet::preset(&record.rules)
        .ok_or_else(|| StorageError::Corrupt(format!("unknown rule set '{}'", record.rules)))?;
    let corrupt = |e: GameError| StorageError::Corrupt(format!("game {}: {e}", record.id));
    let mut game = Game::from_fen(&record.start_fen, rules).map_err(corrupt)?;
    for mv in &record.moves {
        game.play_text(mv).map_err(corrupt)?;
    }
    if let Some(c) = record.resigned {
        game.resign(c).map_err(corrupt)?;
    }
    if record
        .online
        .ending
        .as_ref()
        .is_some_and(|(_, reason)| reason == "agreement")
    {
        game.agree_draw().map_err(corrupt)?;
    }
    Ok(game)
}

/// Starts the actor of a stored game. `on_exit` runs when it unloads.
/// Returns its handle and a receiver of all its events (for other nodes'
/// connections; dropping it costs nothing).
pub(crate) fn spawn(
    record: GameRecord,
    storage: Arc<dyn Storage>,
    engine: Engine,
    limits: Arc<Limits>,
    on_exit: impl FnOnce() + Send + 'static,
) -> Result<(GameHandle, broadcast::Receiver<Event>), StorageError> {
    let game = replay(&record)?;
    let (tx, rx) = mpsc::channel(COMMAND_QUEUE);
    let (events, all) = broadcast::channel(EVENT_QUEUE);
    let actor = actor::Actor::new(record, game, storage, engine, limits, events, tx.downgrade());
    tokio::spawn(actor.run(rx, on_exit));
    Ok((GameHandle { to: To::Actor(tx) }, all))
}

/// Waits for a write queued with the store (no thread is held meanwhile).
async fn queued<T>(pending: crate::storage::Pending<T>) -> Result<T, StorageError> {
    let start = std::time::Instant::now();
    let done = pending.await.unwrap_or_else(|_| {
        Err(StorageError::Unavailable(
            "the storage stopped before answering".into(),
        ))
    });
    crate::counters::STORAGE.observe(start.elapsed());
    done
}

/// Runs a blocking storage call off the async runtime.
async fn store<T: Send + 'static>(
    storage: &Arc<dyn Storage>,
    f: impl FnOnce(&dyn Storage) -> Result<T, StorageError> + Send + 'static,
) -> Result<T, StorageError> {
    let s = Arc::clone(storage);
    let start = std::time::Instant::now();
    let done = tokio::task::spawn_blocking(move || f(s.as_ref()))
        .await
        .map_err(|e| StorageError::Database(format!("storage task failed: {e}")))?;
    crate::counters::STORAGE.observe(start.elapsed());
    done
}
