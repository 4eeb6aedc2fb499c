//! A game's actor: the only owner of its state. Commands arrive one at a
//! time; each change is stored, then the version is bumped and an update
//! is broadcast.

use super::view::History;
use super::{
    queued, random_arrangement, setup_turn, start_game, store, Access, Action, ActionError, Command,
    Connection, Ended, Engine, GameHandle, Joined, IDLE_UNLOAD,
};
use crate::clock::{Clocks, Flagged};
use crate::limits::{Bucket, Limits};
use crate::status::side_name;
use crate::storage::{GameRecord, Mode, Seat, Storage, StorageError};
use crate::thinking::Thinking;
use crate::tokens;
use palace_rules::{parse_coordinate, Arrangement, Color, Game, GameError, Move, ParseMoveError};
use std::sync::Arc;
use tokio::sync::{broadcast, mpsc};
use tokio::time::Instant;

pub(super) struct Actor {
    pub(super) record: GameRecord,
    pub(super) game: Game,
    pub(super) storage: Arc<dyn Storage>,
    engine: Engine,
    pub(super) limits: Arc<Limits>,
    pub(super) events: broadcast::Sender<super::Event>,
    /// For handing to the computer's search task (does not keep us alive).
    me: mpsc::WeakSender<Command>,
    /// Bumped by every change. Clients send it back with each action, and
    /// a computer move searched for another version is stale. It starts
    /// from the clock at each load so that a version from before an unload
    /// never matches again.
    pub(super) version: u64,
    /// The search for the current version, if one is queued or running.
    thinking: Option<Thinking>,
    pub(super) spectators: usize,
    /// Open connections per seat.
    pub(super) seated: [usize; 2],
    /// Moves with their notation, kept as they are played.
    pub(super) history: History,
    /// History length and start FEN of the last broadcast state, from
    /// which the next update is a delta.
    sent_len: usize,
    sent_start: String,
    /// Presence changes wait for this long after the last one sent.
    presence_due: Option<Instant>,
    presence_sent: Option<Instant>,
    undo_bucket: Bucket,
    /// The clocks of a timed game.
    pub(super) clocks: Option<Clocks>,
    /// After a flag fall failed to be stored: not before then again.
    flag_retry: Option<Instant>,
    /// Since when each seat has had no connection (human seats).
    pub(super) away_since: [Option<Instant>; 2],
    /// Draw, takeback and rematch offers waiting for an answer.
    pub(super) offers: super::between::Offers,
}

impl Actor {
    #[allow(clippy::too_many_arguments)]
    pub(super) fn new(
        record: GameRecord,
        game: Game,
        storage: Arc<dyn Storage>,
        engine: Engine,
        limits: Arc<Limits>,
        events: broadcast::Sender<super::Event>,
        me: mpsc::WeakSender<Command>,
    ) -> Actor {
        let version = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(1, |d| u64::try_from(d.as_millis()).unwrap_or(1));
        let history = History::of(&game);
        let undo_bucket = Bucket::new(
            1.0 / limits.undo_interval.as_secs_f64().max(1e-3),
            limits.undo_burst,
        );
        let clocks = record.online.clock.map(|tc| {
            let mut c = record
                .online
                .clocks
                .as_deref()
                .map_or_else(|| Clocks::new(tc), |s| Clocks::restore(tc, s));
            // The clock of the side to move runs from the first move on
            // (time between an unload and a reload is not charged).
            let over = game.outcome().is_some() || record.online.ending.is_some();
            if !over && !game.moves().is_empty() {
                c.start(game.position().turn(), Instant::now());
            }
            c
        });
        Actor {
            sent_len: history.len(),
            sent_start: game.start_position().fen(),
            record,
            game,
            storage,
            engine,
            limits,
            events,
            me,
            version,
            thinking: None,
            spectators: 0,
            seated: [0, 0],
            history,
            presence_due: None,
            presence_sent: None,
            undo_bucket,
            clocks,
            flag_retry: None,
            away_since: [Some(Instant::now()); 2],
            offers: super::between::Offers::default(),
        }
    }

    pub(super) async fn run(mut self, mut rx: mpsc::Receiver<Command>, on_exit: impl FnOnce()) {
        tracing::debug!(game = %self.record.id, "game loaded");
        self.maybe_think();
        // A game that ended by its rules before a crash gets its ending
        // (and a rated game its ratings) now.
        if self.settle().await {
            self.changed();
        }
        loop {
            let presence_at = self.presence_due;
            let flag_at = self
                .clocks
                .as_ref()
                .and_then(Clocks::flag_at)
                .map(|at| self.flag_retry.map_or(at, |r| r.max(at)));
            tokio::select! {
                cmd = rx.recv() => match cmd {
                    Some(cmd) => if !self.handle(cmd).await {
                        // Another node owns the game now (a write was
                        // refused): unload, so that calls go there.
                        break;
                    },
                    None => break,
                },
                () = tokio::time::sleep_until(presence_at.unwrap_or_else(Instant::now)), if presence_at.is_some() => {
                    self.send_presence();
                }
                () = tokio::time::sleep_until(flag_at.unwrap_or_else(Instant::now)), if flag_at.is_some() => {
                    self.check_flag().await;
                }
                () = tokio::time::sleep(IDLE_UNLOAD), if self.idle() => break,
            }
        }
        // Stop thinking, refuse what is queued (callers see `Gone` and
        // reload), then let the registry forget us.
        self.thinking = None;
        rx.close();
        on_exit();
        tracing::debug!(game = %self.record.id, "game unloaded");
    }

    /// Nobody watches, nothing is computed and no clock runs.
    fn idle(&self) -> bool {
        self.spectators == 0
            && self.seated == [0, 0]
            && self.thinking.is_none()
            && !self.clocks.as_ref().is_some_and(|c| c.running().is_some())
    }

    /// Handles one command; false when a write was refused because this
    /// node no longer owns the game (the only `Gone` a change returns).
    async fn handle(&mut self, cmd: Command) -> bool {
        match cmd {
            Command::Act {
                access,
                version,
                action,
                reply,
            } => {
                let result = self.act(access, version, action).await;
                if result.is_ok() {
                    self.settle().await;
                    self.changed();
                }
                let owned = !matches!(result, Err(ActionError::Gone));
                let _ = reply.send(result);
                return owned;
            }
            Command::View { reply } => {
                let _ = reply.send(Arc::new(self.view()));
            }
            Command::Connect { token, reply } => {
                let _ = reply.send(self.connect(token.as_deref()));
            }
            Command::Disconnect { access } => {
                if access.is_spectator() {
                    self.spectators = self.spectators.saturating_sub(1);
                }
                for c in Color::ALL {
                    if access.holds(c) {
                        self.seated[c.index()] = self.seated[c.index()].saturating_sub(1);
                        if self.seated[c.index()] == 0 {
                            self.away_since[c.index()] = Some(Instant::now());
                        }
                    }
                }
                self.presence_changed();
            }
            Command::Chat {
                access,
                author,
                room,
                text,
                reply,
            } => {
                let _ = reply.send(self.chat(access, author, room, &text));
            }
            Command::Join { invite, reply } => {
                let result = self.join(&invite).await;
                if result.is_ok() {
                    self.changed();
                }
                let owned = !matches!(result, Err(ActionError::Gone));
                let _ = reply.send(result);
                return owned;
            }
            Command::ComputerMove { version, mv } => {
                if self.thinking.as_ref().is_some_and(|t| t.version == version) {
                    self.thinking = None;
                }
                if version == self.version {
                    self.computer_move(mv).await;
                }
            }
        }
        true
    }

    fn connect(&mut self, token: Option<&str>) -> Result<Connection, ActionError> {
        let access = self.access(token)?;
        if access.is_spectator() {
            if self.spectators >= self.limits.max_spectators {
                return Err(ActionError::TooManySpectators(self.spectators));
            }
            self.spectators += 1;
        }
        for c in Color::ALL {
            if access.holds(c) {
                self.seated[c.index()] += 1;
                self.away_since[c.index()] = None;
            }
        }
        let events = self.events.subscribe();
        self.presence_changed();
        Ok(Connection {
            access,
            state: Arc::new(self.view()),
            events,
            handle: GameHandle::local(self.me.upgrade().expect("a command arrived, so a sender exists")),
        })
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

    pub(super) fn side(&self, c: Color) -> &'static str {
        side_name(self.game.rules().variant, c)
    }

    async fn act(&mut self, access: Access, version: u64, action: Action) -> Result<(), ActionError> {
        if access.is_spectator() {
            return Err(ActionError::Spectator);
        }
        if version != self.version {
            return Err(ActionError::Stale {
                version: self.version,
            });
        }
        if action == Action::Rematch {
            return self.rematch(access).await;
        }
        if let Some(o) = self.ended() {
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
                self.game.resign(color).map_err(|_| self.over())?;
                Ok(())
            }
            Action::Undo => self.undo(access).await,
            Action::Draw(answer) => self.draw(access, answer),
            Action::Takeback(answer) => self.takeback(access, answer).await,
            Action::Abort => self.abort(access).await,
            Action::Claim { win } => self.claim(access, win).await,
            Action::Rematch => unreachable!("a rematch is asked for after the end, before this"),
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

    /// Stores a legal move, then plays it. In a timed game the mover's
    /// clock is charged first: a move after the flag fell ends the game on
    /// time instead.
    async fn play(&mut self, m: Move) -> Result<(), ActionError> {
        let ply = self.game.moves().len();
        let text = m.to_string();
        let mut clocks = self.clocks.clone();
        let mut snapshot = None;
        if let Some(c) = &mut clocks {
            if let Err(Flagged(side)) = c.moved(self.game.position().turn(), Instant::now()) {
                self.flag(side).await?;
                return Err(self.over());
            }
            snapshot = Some(c.snapshot());
        }
        queued(
            self.storage
                .queue_move(&self.record.id, ply, &text, snapshot.as_deref()),
        )
        .await?;
        self.clocks = clocks;
        self.offers.draw = None;
        self.offers.takeback = None;
        self.game.play(m).map_err(|e| match e {
            GameError::Over(o) => ActionError::Over(o.into()),
            GameError::Move(e) => ActionError::BadMove(e),
            other => ActionError::BadMove(ParseMoveError::Illegal(other.to_string())),
        })?;
        self.history.push(&self.game);
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
        self.history = super::view::History::of(&self.game);
        Ok(())
    }

    pub(super) async fn undo(&mut self, access: Access) -> Result<(), ActionError> {
        let n = self.game.moves().len();
        let count = match self.record.mode {
            Mode::Friend | Mode::Online => return Err(ActionError::UndoNotAllowed),
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
        // Each takeback against the computer starts a new search: a bound
        // on them is a bound on the engine work one player can cause.
        if self.record.mode == Mode::Computer && !self.undo_bucket.take() {
            return Err(ActionError::RateLimited("takebacks"));
        }
        let keep = n - count;
        let id = self.record.id.clone();
        store(&self.storage, move |s| s.truncate_moves(&id, keep)).await?;
        for _ in 0..count {
            self.game.undo();
        }
        self.history.truncate(keep);
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

    /// Sends a message to every connection of the game.
    pub(super) fn broadcast(&self, msg: &serde_json::Value) {
        let _ = self.events.send(super::Event {
            text: msg.to_string().into(),
            spectators_only: false,
        });
    }

    /// After a stored change: a new version, the update to everyone (only
    /// what changed: the moves from the first one that differs), and the
    /// computer's turn if it is one. A search for the old position is
    /// cancelled.
    fn changed(&mut self) {
        self.version += 1;
        self.thinking = None;
        let start = self.game.start_position().fen();
        let from = if start == self.sent_start {
            self.sent_len.min(self.history.len())
        } else {
            0
        };
        let msg = self.update(from);
        self.sent_len = self.history.len();
        self.sent_start = start;
        self.broadcast(&msg);
        self.maybe_think();
    }

    /// Presence changes are sent at most once per presence interval: a
    /// crowd arriving costs each watcher one message a second, not one per
    /// arrival.
    fn presence_changed(&mut self) {
        if self.presence_due.is_some() {
            return;
        }
        let now = Instant::now();
        let due = self
            .presence_sent
            .map_or(now, |t| (t + self.limits.presence_interval).max(now));
        self.presence_due = Some(due);
    }

    fn send_presence(&mut self) {
        self.presence_due = None;
        self.presence_sent = Some(Instant::now());
        let msg = super::view::PresenceMessage::Presence {
            spectators: self.spectators,
            seats: self.seats_json(),
        };
        self.broadcast(&serde_json::to_value(&msg).expect("presence serializes"));
    }

    fn maybe_think(&mut self) {
        if self.ended().is_some()
            || self.thinking.as_ref().is_some_and(|t| t.version == self.version)
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
        let level = self.record.level.unwrap_or(4);
        self.thinking = Some(self.engine.think(self.game.clone(), level, version, move |mv| {
            Box::pin(async move {
                let _ = me.send(Command::ComputerMove { version, mv }).await;
            })
        }));
    }

    async fn computer_move(&mut self, mv: Option<Move>) {
        let turn = self.game.position().turn();
        if self.ended().is_some() || self.record.seats[turn.index()] != Seat::Computer {
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
                self.settle().await;
                self.changed();
            }
            return;
        };
        match self.play(m).await {
            Ok(()) => {
                self.settle().await;
                self.changed();
            }
            Err(e) => tracing::error!(game = %self.record.id, "computer move {m} not stored: {e}"),
        }
    }
}

impl Actor {
    /// How the game ended, if it has: by its rules, or by the server.
    pub(super) fn ended(&self) -> Option<Ended> {
        self.game.outcome().map(Ended::from).or_else(|| {
            self.record
                .online
                .ending
                .as_ref()
                .map(|(r, why)| Ended::new(r, why))
        })
    }

    /// The refusal of an action in an ended game.
    pub(super) fn over(&self) -> ActionError {
        ActionError::Over(self.ended().unwrap_or_else(|| Ended::new("*", "unknown")))
    }

    /// Records a game's end once (a rated game's ratings change with it);
    /// whether it was recorded now.
    pub(super) async fn settle(&mut self) -> bool {
        let Some(end) = self.ended() else { return false };
        if self.record.online.ending.is_some() {
            return false;
        }
        if let Some(c) = &mut self.clocks {
            c.stop(Instant::now());
        }
        let snapshot = self.clocks.as_ref().map(Clocks::snapshot);
        let (id, e) = (self.record.id.clone(), end.clone());
        match store(&self.storage, move |s| {
            s.finish(&id, &e.result, &e.reason, snapshot.as_deref())
        })
        .await
        {
            Ok(_) => {
                self.record.online.ending = Some((end.result, end.reason));
                true
            }
            Err(e) => {
                tracing::error!(game = %self.record.id, "the end of the game was not stored: {e}");
                false
            }
        }
    }

    /// Ends the game by the server's decision (time, abort, a claim after
    /// the opponent left): stored first, then the state changes.
    pub(super) async fn end_by(&mut self, end: Ended) -> Result<(), ActionError> {
        if let Some(c) = &mut self.clocks {
            c.stop(Instant::now());
        }
        let snapshot = self.clocks.as_ref().map(Clocks::snapshot);
        let (id, e) = (self.record.id.clone(), end.clone());
        store(&self.storage, move |s| {
            s.finish(&id, &e.result, &e.reason, snapshot.as_deref())
        })
        .await?;
        self.record.online.ending = Some((end.result, end.reason));
        Ok(())
    }

    /// `side`'s flag fell: it loses on time, or draws where the opponent
    /// has nothing left that could win.
    async fn flag(&mut self, side: Color) -> Result<(), ActionError> {
        if self.ended().is_some() {
            return Ok(());
        }
        let end = if self.game.position().can_win(!side) {
            Ended::win(!side, "timeout")
        } else {
            Ended::new(palace_rules::GameResult::Draw.as_str(), "timeout")
        };
        self.end_by(end).await?;
        tracing::info!(game = %self.record.id, side = self.side(side), "flag fell");
        self.changed();
        Ok(())
    }

    /// The flag timer fired: ends the game if the running side is out of time.
    async fn check_flag(&mut self) {
        let flagged = self.clocks.as_ref().and_then(|c| c.flagged(Instant::now()));
        if let Some(Flagged(side)) = flagged {
            if let Err(e) = self.flag(side).await {
                tracing::error!(game = %self.record.id, "flag fall not stored: {e}");
                // Try again in a second rather than spinning on the same instant.
                self.flag_retry = Some(Instant::now() + std::time::Duration::from_secs(1));
            }
        }
    }
}
