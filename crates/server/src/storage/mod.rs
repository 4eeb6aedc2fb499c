//! Storage of games: what a game needs to be rebuilt after a restart.
//!
//! A game is stored as its rule set, start FEN, seats and the list of
//! moves played; loading replays the moves with palace-rules. Every move is
//! written and fsynced before the server acknowledges or broadcasts it, so
//! neither `kill -9` nor a power cut loses an acknowledged move.
//!
//! Accounts, sessions (token digests with an expiry), ratings and their
//! history live in the same file (`accounts.rs`); a game between accounts
//! keeps its players, rated flag, clocks and ending ([`Online`]).
//!
//! [`Storage`] is the interface; [`SqliteStorage`] the default (one file,
//! WAL journal, group commit: see `sqlite.rs`) and [`PostgresStorage`] the
//! store several nodes share (`postgres.rs`); [`open`] picks one from the
//! `--database` value. Calls block: async code runs them on blocking
//! threads.

mod accounts;
pub mod migrate;
mod pg_leases;
mod pg_queries;
mod postgres;
mod queries;
mod sqlite;

pub use postgres::{is_postgres_url, PostgresStorage};
pub use sqlite::SqliteStorage;

use palace_rules::{Arrangement, Color};
use std::collections::HashSet;
use std::fmt;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

pub use crate::domain::{Account, GameRecord, GameSummary, Mode, Online, RatingRow, Seat};

/// Storage's side of [`Seat`]: the columns it is kept in.
impl Seat {
    pub(crate) fn from_columns(kind: &str, digest: Option<String>) -> Result<Seat, StorageError> {
        match (kind, digest) {
            ("open", _) => Ok(Seat::Open),
            ("computer", _) => Ok(Seat::Computer),
            ("human", Some(token_digest)) => Ok(Seat::Human { token_digest }),
            (k, _) => Err(StorageError::Corrupt(format!("seat kind '{k}'"))),
        }
    }
}

/// Why storage failed. The texts are for the log: clients get the
/// project's own words from [`crate::live::ActionError`].
#[derive(Debug)]
pub enum StorageError {
    /// The database refused or failed (this call; later ones may succeed).
    Database(String),
    /// A stored value cannot be read back.
    Corrupt(String),
    /// No game with this id.
    NotFound,
    /// The database is missing, replaced, corrupt or cannot be written:
    /// every write is refused until an operator repairs it and restarts.
    Unavailable(String),
    /// This node does not own the game (any more): another node took it
    /// over, or its lease lapsed. Nothing was written.
    NotOwner(String),
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::Database(e) => write!(f, "database error: {e}"),
            StorageError::Corrupt(e) => write!(f, "stored game cannot be read: {e}"),
            StorageError::NotFound => write!(f, "no such game in storage"),
            StorageError::Unavailable(e) => write!(f, "storage unavailable: {e}"),
            StorageError::NotOwner(id) => write!(f, "game {id} is owned by another node"),
        }
    }
}

impl std::error::Error for StorageError {}

/// How long games are kept (the retention policy, see [`Storage::purge`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Retention {
    /// A game nobody opened or played for this many seconds is deleted.
    pub idle_secs: i64,
    /// A game with no move that nobody opened for this many seconds is
    /// deleted (games created and abandoned at once).
    pub empty_secs: i64,
}

impl Retention {
    /// 90 days for every game; one day for a game that never had a move.
    pub const DEFAULT: Retention = Retention {
        idle_secs: 90 * 86_400,
        empty_secs: 86_400,
    };
}

/// A write queued to the store's own worker (SQLite's writer thread,
/// PostgreSQL's runtime): answers once it is committed, or with why not.
pub type Pending<T> = tokio::sync::oneshot::Receiver<Result<T, StorageError>>;

/// Where games are kept. Every method commits before it returns.
pub trait Storage: Send + Sync + 'static {
    /// Stores a new game (with no moves).
    fn create(&self, game: &GameRecord) -> Result<(), StorageError>;
    /// Reads a game back, moves included.
    fn load(&self, id: &str) -> Result<Option<GameRecord>, StorageError>;
    /// Removes every move from ply `len` on (takebacks).
    fn truncate_moves(&self, id: &str, len: usize) -> Result<(), StorageError>;
    /// Sets who sits on a side.
    fn set_seat(&self, id: &str, color: Color, seat: &Seat) -> Result<(), StorageError>;
    /// Records a resignation.
    fn set_resigned(&self, id: &str, color: Color) -> Result<(), StorageError>;
    /// Records one side's Janggi arrangement and the start position that
    /// follows from the arrangements chosen so far.
    fn set_arrangement(
        &self,
        id: &str,
        color: Color,
        arrangement: Arrangement,
        start_fen: &str,
    ) -> Result<(), StorageError>;
    /// Records that a game was opened now (it counts as used for
    /// [`Storage::purge`]).
    fn touch(&self, id: &str) -> Result<(), StorageError>;
    /// Deletes the games the retention policy no longer keeps, as of `now`
    /// (seconds since the epoch), except those in `keep` (the live ones).
    /// Returns how many were deleted.
    fn purge(&self, policy: Retention, now: i64, keep: &HashSet<String>) -> Result<usize, StorageError>;
    /// Appends the move of ply `ply` (0-based), and for a timed game the
    /// clocks after it; fails if that ply is stored. Returns at once: both
    /// stores hand their work to a worker of their own, so an async caller
    /// waits for the commit without holding a thread. Moves are the one
    /// write a busy server makes thousands of times a second; blocking a
    /// pool thread for each one cost more in thread switches than the
    /// commits did.
    fn queue_move(&self, id: &str, ply: usize, mv: &str, clocks: Option<&str>) -> Pending<()>;
    /// [`Storage::queue_move`], waiting for the answer: for callers off the
    /// async runtime (tools, tests). The same path as the server's.
    fn append_move(&self, id: &str, ply: usize, mv: &str, clocks: Option<&str>) -> Result<(), StorageError> {
        self.queue_move(id, ply, mv, clocks)
            .blocking_recv()
            .unwrap_or_else(|_| {
                Err(StorageError::Unavailable(
                    "the storage stopped before answering".into(),
                ))
            })
    }
    /// Records how a game ended (result `1-0`, `0-1`, `1/2-1/2` or `*` for
    /// aborted, and the reason), once: `Ok(false)` if it already was. A
    /// rated game's ratings change with it, in one transaction.
    fn finish(
        &self,
        id: &str,
        result: &str,
        reason: &str,
        clocks: Option<&str>,
    ) -> Result<bool, StorageError>;
    /// A player's rating in one game after each of its last `limit` rated
    /// games, oldest first: (seconds since the epoch, game id, rating,
    /// deviation).
    fn rating_history(
        &self,
        account: i64,
        game: &str,
        limit: usize,
    ) -> Result<Vec<(i64, String, f64, f64)>, StorageError>;
    /// A player's games, newest first.
    fn player_games(
        &self,
        account: i64,
        offset: usize,
        limit: usize,
    ) -> Result<Vec<GameSummary>, StorageError>;
    /// Creates an account; `Ok(None)` when the name is taken, in any case.
    fn create_account(&self, username: &str, password_hash: &str) -> Result<Option<Account>, StorageError>;
    /// The account of this name, in any case.
    fn account(&self, username: &str) -> Result<Option<Account>, StorageError>;
    /// Starts a session: the digest of its token, valid until `expires_at`.
    fn create_session(&self, token_digest: &str, account: i64, expires_at: i64) -> Result<(), StorageError>;
    /// The account of a session that has not expired or ended.
    fn session(&self, token_digest: &str) -> Result<Option<Account>, StorageError>;
    /// Ends a session (logout).
    fn end_session(&self, token_digest: &str) -> Result<(), StorageError>;
    /// A player's ratings, one per game played rated.
    fn ratings(&self, account: i64) -> Result<Vec<RatingRow>, StorageError>;
    /// Stores a player's rating in one game.
    fn set_rating(&self, account: i64, row: &RatingRow) -> Result<(), StorageError>;
    /// The best-rated players of a game (with at least one rated game).
    fn leaderboard(&self, game: &str, limit: usize) -> Result<Vec<(String, RatingRow)>, StorageError>;
    /// `Err(why)` while the storage cannot be trusted with writes.
    fn health(&self) -> Result<(), String> {
        Ok(())
    }
    /// Checks the storage (periodically, and at start): sets
    /// [`Storage::health`] when it finds a fault.
    fn check(&self) {}
    /// Game ownership between nodes, where the store is shared
    /// (PostgreSQL); `None` for a store one process owns (SQLite).
    fn leases(&self) -> Option<&dyn Leases> {
        None
    }
}

/// What claiming a game found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Claim {
    /// The game is the claiming node's now.
    Ours,
    /// Another node holds a live lease on it.
    HeldBy(String),
    /// No game with this id is stored.
    NoGame,
}

/// Game ownership between several nodes sharing one store: a lease per
/// live game, renewed by its owner (see `pg_leases.rs` for the guarantees).
pub trait Leases: Send + Sync {
    /// From now on this store's writes to a game check that `node` owns
    /// it ([`StorageError::NotOwner`] otherwise), and a game created
    /// through it is `node`'s. Set once, at start.
    fn join(&self, node: &str) -> Result<(), StorageError>;
    /// Claims a stored game for `node` unless another node holds a live
    /// lease on it.
    fn claim(&self, game: &str, node: &str, ttl: Duration) -> Result<Claim, StorageError>;
    /// Renews `node`'s liveness and its leases on `games`; returns how
    /// many of those leases were still its own.
    fn renew(&self, node: &str, games: &[String], ttl: Duration) -> Result<u64, StorageError>;
    /// Gives up leases on `games`, or all and the node itself (`None`).
    fn release(&self, node: &str, games: Option<&[String]>) -> Result<(), StorageError>;
    /// The nodes alive now.
    fn live_nodes(&self) -> Result<Vec<String>, StorageError>;
}

/// Opens the storage a `--database` value names: a `postgres://` or
/// `postgresql://` URL, else a SQLite file (created on first use).
pub fn open(spec: &str) -> Result<std::sync::Arc<dyn Storage>, StorageError> {
    if is_postgres_url(spec) {
        Ok(std::sync::Arc::new(PostgresStorage::connect(spec)?))
    } else {
        Ok(std::sync::Arc::new(SqliteStorage::open(std::path::Path::new(
            spec,
        ))?))
    }
}

/// A `--database` value as the log shows it (a URL without its password).
#[must_use]
pub fn shown_database(spec: &str) -> String {
    if is_postgres_url(spec) {
        spec.parse::<tokio_postgres::Config>().map_or_else(
            |_| "postgres://(not a valid URL)".to_owned(),
            |c| postgres::shown_url(&c),
        )
    } else {
        spec.to_owned()
    }
}

/// Seconds since the Unix epoch.
#[must_use]
pub fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

#[cfg(test)]
mod tests;
