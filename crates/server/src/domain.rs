//! The server's domain model: games, their seats and modes, accounts and
//! ratings as the rest of the server speaks of them. Storage reads and
//! writes these (and re-exports them, so `storage::GameRecord` still
//! names the same type); the API turns them into its views.

use palace_rules::{Arrangement, Color};

/// How the players of a game meet.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// One player against the computer.
    Computer,
    /// Two players on one device: one token moves both sides.
    Local,
    /// Two players on two devices: the second joins through an invite link.
    Friend,
    /// Two players who met in the lobby (a seek or a challenge).
    Online,
}

impl Mode {
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Mode::Computer => "computer",
            Mode::Local => "local",
            Mode::Friend => "friend",
            Mode::Online => "online",
        }
    }

    #[must_use]
    pub fn parse(s: &str) -> Option<Mode> {
        [Mode::Computer, Mode::Local, Mode::Friend, Mode::Online]
            .into_iter()
            .find(|m| m.as_str() == s)
    }
}

/// Who sits on one side.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Seat {
    /// Nobody yet (a friend game before the friend joins).
    Open,
    /// A person holding the token whose SHA-256 digest this is.
    Human { token_digest: String },
    /// The computer.
    Computer,
}

impl Seat {
    pub(crate) fn kind(&self) -> &'static str {
        match self {
            Seat::Open => "open",
            Seat::Human { .. } => "human",
            Seat::Computer => "computer",
        }
    }

    pub(crate) fn digest(&self) -> Option<&str> {
        match self {
            Seat::Human { token_digest } => Some(token_digest),
            _ => None,
        }
    }
}

/// Everything stored about a game.
#[derive(Clone, PartialEq, Debug)]
pub struct GameRecord {
    pub id: String,
    /// Rule-set preset name.
    pub rules: String,
    pub start_fen: String,
    /// Janggi arrangements `[cho, han]` chosen so far (rule sets with a
    /// choice of setup; `[None, None]` for the others).
    pub arrangements: [Option<Arrangement>; 2],
    pub mode: Mode,
    /// Computer level 1..=8 (computer games).
    pub level: Option<u8>,
    /// Seats by [`Color::index`].
    pub seats: [Seat; 2],
    /// Digest of the friend invite secret.
    pub invite_digest: Option<String>,
    /// Coordinate moves in order.
    pub moves: Vec<String>,
    /// The side that resigned, if one did.
    pub resigned: Option<Color>,
    /// Seconds since the Unix epoch.
    pub created_at: i64,
    /// Accounts, rating and clocks (games from the lobby; empty otherwise).
    pub online: Online,
}

/// What a game between accounts adds to its record.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Online {
    /// Account ids by [`Color::index`] (guests: `None`).
    pub players: [Option<i64>; 2],
    /// Their usernames (read from the accounts; not written with the game).
    pub names: [Option<String>; 2],
    /// Whether the result changes the players' ratings.
    pub rated: bool,
    pub clock: Option<crate::clock::TimeControl>,
    /// The clocks after the last move ([`crate::clock::Clocks::snapshot`]).
    pub clocks: Option<String>,
    /// How the game ended (result, reason), once it has; the rules'
    /// endings are also kept so that lists need not replay games.
    pub ending: Option<(String, String)>,
}

/// A game in a player's list.
#[derive(Clone, PartialEq, Debug)]
pub struct GameSummary {
    pub id: String,
    pub rules: String,
    pub players: [Option<String>; 2],
    pub rated: bool,
    /// The time control as JSON text.
    pub time_control: Option<String>,
    pub result: Option<String>,
    pub reason: Option<String>,
    pub created_at: i64,
    pub plies: i64,
}

/// A registered player.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Account {
    pub id: i64,
    /// As registered (unique without regard to case).
    pub username: String,
    /// Argon2id PHC string.
    pub password_hash: String,
    pub created_at: i64,
}

/// A player's rating in one game and the results that made it.
#[derive(Clone, PartialEq, Debug)]
pub struct RatingRow {
    /// `xiangqi` or `janggi`.
    pub game: String,
    pub glicko: crate::ratings::Glicko,
    pub games: i64,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}
