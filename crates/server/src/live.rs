//! Live games: one actor task per game, driven through a cloneable
//! [`GameHandle`] (commands over `mpsc`, replies over `oneshot`, events over
//! `broadcast`).
//!
//! The actor owns the [`Game`]. Every change is validated by palace-rules,
//! written to storage, and only then acknowledged and broadcast.

use crate::chooser::MoveChooser;
use crate::status::{side_name, status_json};
use crate::storage::{GameRecord, Mode, Seat, Storage, StorageError};
use crate::tokens;
use palace_rules::notation::Notation;
use palace_rules::{
    parse_coordinate, Arrangement, Color, Game, GameError, Move, Outcome, ParseMoveError, RuleSet, SetupRule,
    UnknownArrangement, Variant,
};
use serde_json::{json, Value};
use std::fmt;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{broadcast, mpsc, oneshot, Semaphore};

/// A live game with no connection and no command for this long is unloaded
/// (it is reloaded from storage on the next request).
pub const IDLE_UNLOAD: Duration = Duration::from_secs(600);

/// Commands waiting for one game's actor.
const COMMAND_QUEUE: usize = 64;

/// Events kept for a slow connection before it lags.
const EVENT_QUEUE: usize = 64;

/// What a connection may do in a game: a token's seats, or nothing
/// (spectators). `seats[c]` for [`Color::index`] `c`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
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
#[derive(Clone, PartialEq, Eq, Debug)]
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
}

/// Why a game refused a request. Each has a stable machine code.
#[derive(Debug)]
pub enum ActionError {
    UnknownGame,
    /// The token holds no seat in this game.
    WrongToken,
    /// Spectators cannot move.
    Spectator,
    NotYourTurn {
        to_move: &'static str,
    },
    /// Not a coordinate move, or not legal here.
    BadMove(ParseMoveError),
    /// A pass where the rules give no pass now.
    NoPass,
    Over(Outcome),
    /// Takebacks are not offered in this mode.
    UndoNotAllowed,
    /// The Janggi setup is still being chosen.
    SetupPending {
        to_choose: &'static str,
    },
    /// No setup to choose (not a setup-choice rule set, or both chosen).
    NoSetup,
    /// Not one of the four arrangements.
    BadSetup(UnknownArrangement),
    NothingToUndo,
    /// The invite secret is not this game's.
    WrongInvite,
    /// The seat the invite was for is taken (the link still shows the game).
    SeatTaken,
    /// The game is being unloaded; the caller retries.
    Gone,
    Storage(StorageError),
}

impl ActionError {
    /// Stable machine code, sent to clients with the message.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            ActionError::UnknownGame => "unknown-game",
            ActionError::WrongToken => "wrong-token",
            ActionError::Spectator => "spectator",
            ActionError::NotYourTurn { .. } => "not-your-turn",
            ActionError::BadMove(ParseMoveError::Syntax(_)) => "malformed-move",
            ActionError::BadMove(ParseMoveError::Illegal(_)) => "illegal-move",
            ActionError::NoPass => "illegal-move",
            ActionError::Over(_) => "game-over",
            ActionError::UndoNotAllowed => "undo-not-allowed",
            ActionError::SetupPending { .. } => "setup-pending",
            ActionError::NoSetup => "no-setup",
            ActionError::BadSetup(_) => "unknown-setup",
            ActionError::NothingToUndo => "nothing-to-undo",
            ActionError::WrongInvite => "wrong-invite",
            ActionError::SeatTaken => "seat-taken",
            ActionError::Gone => "unavailable",
            ActionError::Storage(_) => "storage",
        }
    }
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::UnknownGame => write!(f, "no game with this id"),
            ActionError::WrongToken => write!(f, "this token holds no seat in this game"),
            ActionError::Spectator => write!(f, "spectators cannot move"),
            ActionError::NotYourTurn { to_move } => write!(f, "it is not your turn ({to_move} to move)"),
            ActionError::BadMove(e) => write!(f, "{e}"),
            ActionError::NoPass => write!(f, "passing is not allowed in this position"),
            ActionError::Over(o) => write!(f, "the game is over ({}, {})", o.result, o.reason),
            ActionError::UndoNotAllowed => write!(f, "takebacks are not offered in this game"),
            ActionError::SetupPending { to_choose } => write!(
                f,
                "the horse and elephant setup is not chosen yet ({to_choose} chooses now; Han first, then Cho)"
            ),
            ActionError::NoSetup => write!(f, "there is no setup to choose in this game now"),
            ActionError::BadSetup(e) => write!(f, "{e}"),
            ActionError::NothingToUndo => write!(f, "there is no move of yours to take back"),
            ActionError::WrongInvite => write!(f, "this invite is not valid for this game"),
            ActionError::SeatTaken => write!(f, "the invited seat is already taken; you can watch the game"),
            ActionError::Gone => write!(f, "the game is restarting; try again"),
            ActionError::Storage(e) => write!(f, "the game could not be saved: {e}"),
        }
    }
}

impl std::error::Error for ActionError {}

impl From<StorageError> for ActionError {
    fn from(e: StorageError) -> Self {
        ActionError::Storage(e)
    }
}

/// The computer opponent's resources, shared by all games.
#[derive(Clone)]
pub struct Engine {
    pub chooser: Arc<dyn MoveChooser>,
    /// Searches at once; each runs on a blocking thread.
    pub permits: Arc<Semaphore>,
}

impl fmt::Debug for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Engine({} permits free)", self.permits.available_permits())
    }
}

/// What a new connection gets: its access, the state now and the events
/// from then on.
#[derive(Debug)]
pub struct Connection {
    pub access: Access,
    /// The game's state at the moment of subscribing.
    pub state: Arc<Value>,
    pub events: broadcast::Receiver<Arc<str>>,
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
        mv: Option<Move>,
    },
}

/// A cloneable address of a live game's actor.
#[derive(Clone, Debug)]
pub struct GameHandle {
    tx: mpsc::Sender<Command>,
}

impl GameHandle {
    /// Whether the actor has stopped (the registry then reloads the game).
    #[must_use]
    pub fn is_closed(&self) -> bool {
        self.tx.is_closed()
    }

    async fn call<T>(&self, make: impl FnOnce(oneshot::Sender<T>) -> Command) -> Result<T, ActionError> {
        let (reply, rx) = oneshot::channel();
        self.tx.send(make(reply)).await.map_err(|_| ActionError::Gone)?;
        rx.await.map_err(|_| ActionError::Gone)
    }

    /// Performs a player's action; returns once it is stored and broadcast.
    pub async fn act(&self, access: Access, action: Action) -> Result<(), ActionError> {
        self.call(|reply| Command::Act {
            access,
            action,
            reply,
        })
        .await?
    }

    /// The game's state as the API shows it.
    pub async fn view(&self) -> Result<Arc<Value>, ActionError> {
        self.call(|reply| Command::View { reply }).await
    }

    /// Opens a connection with a seat token (or none: a spectator).
    pub async fn connect(&self, token: Option<String>) -> Result<Connection, ActionError> {
        self.call(|reply| Command::Connect { token, reply }).await?
    }

    /// Closes a connection opened with [`GameHandle::connect`].
    pub async fn disconnect(&self, access: Access) {
        let _ = self.tx.send(Command::Disconnect { access }).await;
    }

    /// Takes the free seat of a friend game.
    pub async fn join(&self, invite: String) -> Result<Joined, ActionError> {
        self.call(|reply| Command::Join { invite, reply }).await?
    }
}

/// A game's actor: the only owner of its state.
struct Actor {
    record: GameRecord,
    game: Game,
    storage: Arc<dyn Storage>,
    engine: Engine,
    events: broadcast::Sender<Arc<str>>,
    /// For handing to the computer's search task (does not keep us alive).
    me: mpsc::WeakSender<Command>,
    /// Bumped by every change; a computer move for an older version is stale.
    version: u64,
    thinking: Option<u64>,
    spectators: usize,
    /// Open connections per seat.
    seated: [usize; 2],
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
    Ok(game)
}

/// Starts the actor of a stored game. `on_exit` runs when it unloads.
pub(crate) fn spawn(
    record: GameRecord,
    storage: Arc<dyn Storage>,
    engine: Engine,
    on_exit: impl FnOnce() + Send + 'static,
) -> Result<GameHandle, StorageError> {
    let game = replay(&record)?;
    let (tx, rx) = mpsc::channel(COMMAND_QUEUE);
    let (events, _) = broadcast::channel(EVENT_QUEUE);
    let actor = Actor {
        record,
        game,
        storage,
        engine,
        events,
        me: tx.downgrade(),
        version: 0,
        thinking: None,
        spectators: 0,
        seated: [0, 0],
    };
    tokio::spawn(actor.run(rx, on_exit));
    Ok(GameHandle { tx })
}

/// Runs a blocking storage call off the async runtime.
async fn store<T: Send + 'static>(
    storage: &Arc<dyn Storage>,
    f: impl FnOnce(&dyn Storage) -> Result<T, StorageError> + Send + 'static,
) -> Result<T, StorageError> {
    let s = Arc::clone(storage);
    tokio::task::spawn_blocking(move || f(s.as_ref()))
        .await
        .map_err(|e| StorageError::Database(format!("storage task failed: {e}")))?
}

impl Actor {
    async fn run(mut self, mut rx: mpsc::Receiver<Command>, on_exit: impl FnOnce()) {
        tracing::debug!(game = %self.record.id, "game loaded");
        self.maybe_think();
        loop {
            tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(cmd) => self.handle(cmd).await,
                    None => break,
                },
                () = tokio::time::sleep(IDLE_UNLOAD), if self.idle() => break,
            }
        }
        // Refuse what is queued (callers see `Gone` and reload), then let
        // the registry forget us.
        rx.close();
        on_exit();
        tracing::debug!(game = %self.record.id, "game unloaded");
    }

    fn idle(&self) -> bool {
        self.spectators == 0 && self.seated == [0, 0] && self.thinking.is_none()
    }

    async fn handle(&mut self, cmd: Command) {
        match cmd {
            Command::Act {
                access,
                action,
                reply,
            } => {
                let result = self.act(access, action).await;
                if result.is_ok() {
                    self.changed();
                }
                let _ = reply.send(result);
            }
            Command::View { reply } => {
                let _ = reply.send(Arc::new(self.view()));
            }
            Command::Connect { token, reply } => {
                let result = self.access(token.as_deref()).map(|access| {
                    if access.is_spectator() {
                        self.spectators += 1;
                    }
                    for c in Color::ALL {
                        if access.holds(c) {
                            self.seated[c.index()] += 1;
                        }
                    }
                    let events = self.events.subscribe();
                    self.presence_changed();
                    Connection {
                        access,
                        state: Arc::new(self.view()),
                        events,
                        handle: GameHandle {
                            tx: self.me.upgrade().expect("a command arrived, so a sender exists"),
                        },
                    }
                });
                let _ = reply.send(result);
            }
            Command::Disconnect { access } => {
                if access.is_spectator() {
                    self.spectators = self.spectators.saturating_sub(1);
                }
                for c in Color::ALL {
                    if access.holds(c) {
                        self.seated[c.index()] = self.seated[c.index()].saturating_sub(1);
                    }
                }
                self.presence_changed();
            }
            Command::Join { invite, reply } => {
                let result = self.join(&invite).await;
                if result.is_ok() {
                    self.changed();
                }
                let _ = reply.send(result);
            }
            Command::ComputerMove { version, mv } => {
                if self.thinking == Some(version) {
                    self.thinking = None;
                }
                if version == self.version {
                    self.computer_move(mv).await;
                }
            }
        }
    }

    /// The seats a token holds; no token = spectator.
    fn access(&self, token: Option<&str>) -> Result<Access, ActionError> {
        let Some(token) = token else {
            return Ok(Access::SPECTATOR);
        };
        let digest = tokens::digest(token);
        let seats = self
            .record
            .seats
            .each_ref()
            .map(|s| matches!(s, Seat::Human { token_digest } if *token_digest == digest));
        if seats == [false, false] {
            Err(ActionError::WrongToken)
        } else {
            Ok(Access { seats })
        }
    }

    fn side(&self, c: Color) -> &'static str {
        side_name(self.game.rules().variant, c)
    }

    async fn act(&mut self, access: Access, action: Action) -> Result<(), ActionError> {
        if access.is_spectator() {
            return Err(ActionError::Spectator);
        }
        if let Some(o) = self.game.outcome() {
            return Err(ActionError::Over(o));
        }
        let pending = setup_turn(self.game.rules(), self.record.arrangements);
        match (&action, pending) {
            (Action::Setup(_) | Action::Resign, _) | (_, None) => {}
            (_, Some(c)) => {
                return Err(ActionError::SetupPending {
                    to_choose: self.side(c),
                })
            }
        }
        match action {
            Action::Setup(name) => {
                let a = name.parse::<Arrangement>().map_err(ActionError::BadSetup)?;
                let color = pending.ok_or(ActionError::NoSetup)?;
                if !access.holds(color) {
                    return Err(ActionError::NotYourTurn {
                        to_move: self.side(color),
                    });
                }
                self.choose_setup(color, a).await?;
                // The computer chooses as soon as its turn to choose comes.
                while let Some(c) = setup_turn(self.game.rules(), self.record.arrangements) {
                    if self.record.seats[c.index()] != Seat::Computer {
                        break;
                    }
                    self.choose_setup(c, random_arrangement()).await?;
                }
                Ok(())
            }
            Action::Move(text) => {
                let m = self.check_move(access, &text)?;
                self.play(m).await
            }
            Action::Pass => {
                let pos = self.game.position();
                let m = Move::pass(pos.general(pos.turn()));
                self.check_turn(access)?;
                if !pos.is_legal(m) {
                    return Err(ActionError::NoPass);
                }
                self.play(m).await
            }
            Action::Resign => {
                let turn = self.game.position().turn();
                // A token holding both seats (local games) resigns for the
                // side to move.
                let color = if access.holds(turn) { turn } else { !turn };
                let id = self.record.id.clone();
                store(&self.storage, move |s| s.set_resigned(&id, color)).await?;
                self.record.resigned = Some(color);
                self.game
                    .resign(color)
                    .map_err(|_| ActionError::Over(self.game.outcome().expect("over")))?;
                Ok(())
            }
            Action::Undo => self.undo(access).await,
        }
    }

    fn check_turn(&self, access: Access) -> Result<(), ActionError> {
        let turn = self.game.position().turn();
        if access.holds(turn) {
            Ok(())
        } else {
            Err(ActionError::NotYourTurn {
                to_move: self.side(turn),
            })
        }
    }

    fn check_move(&self, access: Access, text: &str) -> Result<Move, ActionError> {
        let m = parse_coordinate(text).map_err(ActionError::BadMove)?;
        self.check_turn(access)?;
        if !self.game.position().is_legal(m) {
            return Err(ActionError::BadMove(ParseMoveError::Illegal(text.to_owned())));
        }
        Ok(m)
    }

    /// Stores a legal move, then plays it.
    async fn play(&mut self, m: Move) -> Result<(), ActionError> {
        let ply = self.game.moves().len();
        let text = m.to_string();
        let (id, t) = (self.record.id.clone(), text.clone());
        store(&self.storage, move |s| s.append_move(&id, ply, &t)).await?;
        self.game.play(m).map_err(|e| match e {
            GameError::Over(o) => ActionError::Over(o),
            GameError::Move(e) => ActionError::BadMove(e),
            other => ActionError::BadMove(ParseMoveError::Illegal(other.to_string())),
        })?;
        self.record.moves.push(text);
        Ok(())
    }

    /// Stores one side's arrangement and restarts the (moveless) game from it.
    async fn choose_setup(&mut self, color: Color, a: Arrangement) -> Result<(), ActionError> {
        let mut arrangements = self.record.arrangements;
        arrangements[color.index()] = Some(a);
        let game = start_game(self.game.rules(), arrangements)
            .map_err(|e| ActionError::Storage(StorageError::Corrupt(e.to_string())))?;
        let fen = game.start_position().fen();
        let (id, f) = (self.record.id.clone(), fen.clone());
        store(&self.storage, move |s| s.set_arrangement(&id, color, a, &f)).await?;
        self.record.arrangements = arrangements;
        self.record.start_fen = fen;
        self.game = game;
        Ok(())
    }

    async fn undo(&mut self, access: Access) -> Result<(), ActionError> {
        let n = self.game.moves().len();
        let count = match self.record.mode {
            Mode::Friend => return Err(ActionError::UndoNotAllowed),
            Mode::Local => 1,
            Mode::Computer => {
                // Back to before the player's last move: one ply while the
                // computer thinks, two once it has replied.
                let positions = self.game.positions();
                match (0..n).rev().find(|&i| access.holds(positions[i].turn())) {
                    Some(i) => n - i,
                    None => return Err(ActionError::NothingToUndo),
                }
            }
        };
        if n < count || count == 0 {
            return Err(ActionError::NothingToUndo);
        }
        let keep = n - count;
        let id = self.record.id.clone();
        store(&self.storage, move |s| s.truncate_moves(&id, keep)).await?;
        for _ in 0..count {
            self.game.undo();
        }
        self.record.moves.truncate(keep);
        Ok(())
    }

    async fn join(&mut self, invite: &str) -> Result<Joined, ActionError> {
        let valid = self
            .record
            .invite_digest
            .as_deref()
            .is_some_and(|d| d == tokens::digest(invite));
        if !valid {
            return Err(ActionError::WrongInvite);
        }
        let Some(color) = Color::ALL
            .into_iter()
            .find(|c| self.record.seats[c.index()] == Seat::Open)
        else {
            return Err(ActionError::SeatTaken);
        };
        let token = tokens::new_secret();
        let seat = Seat::Human {
            token_digest: tokens::digest(&token),
        };
        let (id, s) = (self.record.id.clone(), seat.clone());
        store(&self.storage, move |st| st.set_seat(&id, color, &s)).await?;
        self.record.seats[color.index()] = seat;
        Ok(Joined { token, color })
    }

    /// After a stored change: a new version, the state to everyone, and
    /// the computer's turn if it is one.
    fn changed(&mut self) {
        self.version += 1;
        let msg = json!({"type": "state", "state": self.view()});
        let _ = self.events.send(Arc::from(msg.to_string()));
        self.maybe_think();
    }

    fn presence_changed(&self) {
        let msg = json!({
            "type": "presence",
            "spectators": self.spectators,
            "seats": self.seats_json(),
        });
        let _ = self.events.send(Arc::from(msg.to_string()));
    }

    fn maybe_think(&mut self) {
        if self.game.outcome().is_some()
            || self.thinking == Some(self.version)
            || setup_turn(self.game.rules(), self.record.arrangements).is_some()
        {
            return;
        }
        let turn = self.game.position().turn();
        if self.record.seats[turn.index()] != Seat::Computer {
            return;
        }
        let Some(me) = self.me.upgrade() else { return };
        let version = self.version;
        self.thinking = Some(version);
        let game = self.game.clone();
        let level = self.record.level.unwrap_or(4);
        let engine = self.engine.clone();
        let id = self.record.id.clone();
        tokio::spawn(async move {
            let Ok(_permit) = engine.permits.acquire_owned().await else {
                return;
            };
            let chooser = Arc::clone(&engine.chooser);
            let mv = tokio::task::spawn_blocking(move || chooser.choose(&game, level))
                .await
                .unwrap_or_else(|e| {
                    tracing::error!(game = %id, "computer search failed: {e}");
                    None
                });
            let _ = me.send(Command::ComputerMove { version, mv }).await;
        });
    }

    async fn computer_move(&mut self, mv: Option<Move>) {
        let turn = self.game.position().turn();
        if self.game.outcome().is_some() || self.record.seats[turn.index()] != Seat::Computer {
            return;
        }
        let legal = mv.filter(|&m| self.game.position().is_legal(m));
        let Some(m) = legal else {
            tracing::error!(game = %self.record.id, ?mv, "computer chose no legal move; it resigns");
            let id = self.record.id.clone();
            if store(&self.storage, move |s| s.set_resigned(&id, turn))
                .await
                .is_ok()
            {
                self.record.resigned = Some(turn);
                let _ = self.game.resign(turn);
                self.changed();
            }
            return;
        };
        match self.play(m).await {
            Ok(()) => self.changed(),
            Err(e) => tracing::error!(game = %self.record.id, "computer move {m} not stored: {e}"),
        }
    }

    /// The setup choice of a setup-choice Janggi game: who chooses now,
    /// what is chosen, and (while one side still chooses) the start each of
    /// the four arrangements would give.
    fn setup_json(&self, turn: Option<Color>) -> Value {
        let rules = self.game.rules();
        if !has_setup_choice(rules) {
            return Value::Null;
        }
        let [cho, han] = self.record.arrangements;
        let options: Vec<Value> = turn
            .map(|c| {
                Arrangement::ALL
                    .iter()
                    .filter_map(|&a| {
                        let mut chosen = self.record.arrangements;
                        chosen[c.index()] = Some(a);
                        let game = start_game(rules, chosen).ok()?;
                        Some(json!({"name": a.name(), "fen": game.start_position().fen()}))
                    })
                    .collect()
            })
            .unwrap_or_default();
        json!({
            "to_choose": turn.map(|c| self.side(c)),
            "cho": cho.map(Arrangement::name),
            "han": han.map(Arrangement::name),
            "options": options,
        })
    }

    fn seats_json(&self) -> Value {
        let variant = self.game.rules().variant;
        let mut seats = serde_json::Map::new();
        for c in Color::ALL {
            let (player, taken) = match &self.record.seats[c.index()] {
                Seat::Open => (Value::Null, false),
                Seat::Human { .. } => (json!("human"), true),
                Seat::Computer => (json!("computer"), true),
            };
            let connected = match &self.record.seats[c.index()] {
                Seat::Computer => true,
                _ => self.seated[c.index()] > 0,
            };
            seats.insert(
                side_name(variant, c).to_owned(),
                json!({"player": player, "taken": taken, "connected": connected}),
            );
        }
        Value::Object(seats)
    }

    /// The state as the API and the socket show it: `palace status`'s
    /// fields plus the game's players, moves and spectators.
    fn view(&self) -> Value {
        let mut v = status_json(&self.game);
        let game = &self.game;
        let variant = game.rules().variant;
        let positions = game.positions();
        let mut captured = [Vec::new(), Vec::new()];
        for (i, &m) in game.moves().iter().enumerate() {
            if let Some(p) = positions[i].captured_by(m) {
                captured[p.color.index()].push(p.char().to_string());
            }
        }
        let setup_turn = setup_turn(game.rules(), self.record.arrangements);
        let history: Vec<Value> = game
            .moves()
            .iter()
            .enumerate()
            .map(|(i, &m)| {
                let notation = match variant {
                    Variant::Xiangqi => Notation::Wxf,
                    Variant::Janggi => Notation::Korean,
                };
                json!({
                    "move": m.to_string(),
                    "text": notation.format(&positions[i], m).unwrap_or_else(|_| m.to_string()),
                    "fen": positions[i + 1].fen(),
                    "check": positions[i + 1].in_check(),
                })
            })
            .collect();
        let obj = v.as_object_mut().expect("status is an object");
        if setup_turn.is_some() {
            obj.insert("legal_moves".into(), json!([]));
        }
        let extra = json!({
            "id": self.record.id,
            "game": match variant {
                palace_rules::Variant::Xiangqi => "xiangqi",
                palace_rules::Variant::Janggi => "janggi",
            },
            "mode": self.record.mode.as_str(),
            "level": self.record.level,
            "start_fen": game.start_position().fen(),
            "arrangements": match self.record.arrangements {
                [Some(c), Some(h)] => json!({"cho": c.name(), "han": h.name()}),
                _ => Value::Null,
            },
            "setup": self.setup_json(setup_turn),
            "history": history,
            "moves": self.record.moves,
            "last_move": self.record.moves.last(),
            "captured": {
                side_name(variant, Color::First): captured[0],
                side_name(variant, Color::Second): captured[1],
            },
            "repetitions": game.repetition_count(),
            "resigned": self.record.resigned.map(|c| side_name(variant, c)),
            "seats": self.seats_json(),
            "spectators": self.spectators,
            "clocks": Value::Null,
            "version": self.version,
        });
        if let Value::Object(extra) = extra {
            obj.extend(extra);
        }
        v
    }
}
