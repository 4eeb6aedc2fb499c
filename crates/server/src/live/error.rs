//! Why a game refused a request: one enum, each case with a stable code
//! (what clients act on and translate) and a message in the project's own
//! words (internals such as database errors go to the log only).

use super::Ended;
use crate::storage::StorageError;
use palace_rules::{ParseMoveError, UnknownArrangement};
use std::fmt;

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
    Over(Ended),
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
    /// The action was made against an older state of the game (a resent
    /// or duplicated message): nothing changed.
    Stale {
        version: u64,
    },
    /// Too many requests of this kind in a short time.
    RateLimited(&'static str),
    /// The game has as many spectators as it takes.
    TooManySpectators(usize),
    /// Draws by agreement are not part of this rule set.
    NoDraws,
    /// Offers, aborts and claims are for games between two players.
    TwoPlayersOnly,
    /// Nothing of this kind is offered to you now.
    NoOffer,
    /// A game can be aborted only within its first two plies.
    TooLateToAbort,
    /// The opponent is connected, or has not been gone for the grace
    /// period yet (how many ms are left).
    OpponentPresent(Option<u64>),
    /// A rematch is asked for after the end.
    NotOver,
    /// A chat message too long, empty, or to a room the sender may not use.
    BadChat(String),
    Storage(StorageError),
    /// Refused by the node that owns the game (see [`crate::cluster`]):
    /// its code and message as that node gave them.
    Remote {
        code: &'static str,
        message: String,
    },
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
            ActionError::Stale { .. } => "stale",
            ActionError::RateLimited(_) => "rate-limited",
            ActionError::TooManySpectators(_) => "too-many-spectators",
            ActionError::NoDraws => "no-draws",
            ActionError::TwoPlayersOnly => "two-players-only",
            ActionError::NoOffer => "no-offer",
            ActionError::TooLateToAbort => "too-late-to-abort",
            ActionError::OpponentPresent(_) => "opponent-present",
            ActionError::NotOver => "not-over",
            ActionError::BadChat(_) => "bad-chat",
            ActionError::Storage(StorageError::Unavailable(_)) => "storage-unavailable",
            ActionError::Storage(_) => "storage",
            ActionError::Remote { code, .. } => code,
        }
    }

    /// The error another node answered with, from its code: the same case
    /// where it carries nothing, else [`ActionError::Remote`].
    #[must_use]
    pub fn from_code(code: &str, message: String) -> ActionError {
        const PLAIN: [ActionError; 15] = [
            ActionError::UnknownGame,
            ActionError::WrongToken,
            ActionError::Spectator,
            ActionError::UndoNotAllowed,
            ActionError::NoSetup,
            ActionError::NothingToUndo,
            ActionError::WrongInvite,
            ActionError::SeatTaken,
            ActionError::Gone,
            ActionError::NoDraws,
            ActionError::TwoPlayersOnly,
            ActionError::NoOffer,
            ActionError::TooLateToAbort,
            ActionError::NotOver,
            ActionError::NoPass,
        ];
        // NoPass shares "illegal-move" with illegal moves: keep the message.
        if let Some(e) = PLAIN
            .into_iter()
            .find(|e| e.code() == code && e.code() != "illegal-move")
        {
            return e;
        }
        const CODES: [&str; 14] = [
            "not-your-turn",
            "malformed-move",
            "illegal-move",
            "game-over",
            "setup-pending",
            "unknown-setup",
            "stale",
            "rate-limited",
            "too-many-spectators",
            "opponent-present",
            "bad-chat",
            "storage-unavailable",
            "storage",
            "unavailable",
        ];
        let code = CODES.into_iter().find(|c| *c == code).unwrap_or("unavailable");
        ActionError::Remote { code, message }
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
            ActionError::Stale { version } => write!(
                f,
                "this was sent for an earlier state of the game (now version {version}); nothing changed"
            ),
            ActionError::RateLimited(what) => write!(f, "too many {what} in a short time; wait a moment"),
            ActionError::TooManySpectators(n) => {
                write!(f, "this game already has {n} spectators, as many as it takes")
            }
            ActionError::NoDraws => write!(f, "this rule set has no draws by agreement"),
            ActionError::TwoPlayersOnly => write!(f, "this is only for games between two players"),
            ActionError::NoOffer => write!(f, "there is no such offer from your opponent to answer"),
            ActionError::TooLateToAbort => write!(f, "a game can be aborted only before each side has moved"),
            ActionError::OpponentPresent(None) => write!(f, "your opponent is connected"),
            ActionError::OpponentPresent(Some(ms)) => write!(
                f,
                "your opponent left only recently; you can claim in {} s",
                ms.div_ceil(1000)
            ),
            ActionError::NotOver => write!(f, "a rematch can be asked for once the game is over"),
            ActionError::BadChat(why) => f.write_str(why),
            // The storage's own text (paths, SQLite's words) goes to the log.
            ActionError::Storage(StorageError::Unavailable(_)) => write!(
                f,
                "the server cannot save games right now; nothing was changed, try again later"
            ),
            ActionError::Storage(_) => write!(f, "the game could not be saved; nothing was changed, try again"),
            ActionError::Remote { message, .. } => f.write_str(message),
        }
    }
}

impl std::error::Error for ActionError {}

impl From<StorageError> for ActionError {
    fn from(e: StorageError) -> Self {
        match &e {
            // Another node owns the game now: the caller finds it there.
            StorageError::NotOwner(id) => {
                tracing::info!(game = %id, "not written: another node owns the game now");
                return ActionError::Gone;
            }
            StorageError::NotFound => {}
            other => tracing::error!("storage: {other}"),
        }
        ActionError::Storage(e)
    }
}
