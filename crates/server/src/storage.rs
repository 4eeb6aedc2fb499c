//! Storage of games: what a game needs to be rebuilt after a restart.
//!
//! A game is stored as its rule set, start FEN, seats and the list of
//! moves played; loading replays the moves with palace-rules. Every move is
//! written before the server acknowledges or broadcasts it, so stopping the
//! process (even with `kill -9`) loses no acknowledged move.
//!
//! [`Storage`] is the interface; [`SqliteStorage`] the default (one file,
//! WAL journal). Calls block: async code runs them on blocking threads.

use palace_rules::{Arrangement, Color};
use rusqlite::{params, Connection, OptionalExtension};
use std::fmt;
use std::path::Path;
use std::sync::Mutex;
use std::time::{SystemTime, UNIX_EPOCH};

/// How the players of a game meet.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mode {
    /// One player against the computer.
    Computer,
    /// Two players on one device: one token moves both sides.
    Local,
    /// Two players on two devices: the second joins through an invite link.
    Friend,
}

impl Mode {
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Mode::Computer => "computer",
            Mode::Local => "local",
            Mode::Friend => "friend",
        }
    }

    #[must_use]
    pub fn parse(s: &str) -> Option<Mode> {
        [Mode::Computer, Mode::Local, Mode::Friend]
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
    fn kind(&self) -> &'static str {
        match self {
            Seat::Open => "open",
            Seat::Human { .. } => "human",
            Seat::Computer => "computer",
        }
    }

    fn digest(&self) -> Option<&str> {
        match self {
            Seat::Human { token_digest } => Some(token_digest),
            _ => None,
        }
    }

    fn from_columns(kind: &str, digest: Option<String>) -> Result<Seat, StorageError> {
        match (kind, digest) {
            ("open", _) => Ok(Seat::Open),
            ("computer", _) => Ok(Seat::Computer),
            ("human", Some(token_digest)) => Ok(Seat::Human { token_digest }),
            (k, _) => Err(StorageError::Corrupt(format!("seat kind '{k}'"))),
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
}

/// Why storage failed.
#[derive(Debug)]
pub enum StorageError {
    /// The database refused or failed.
    Database(String),
    /// A stored value cannot be read back.
    Corrupt(String),
    /// No game with this id.
    NotFound,
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::Database(e) => write!(f, "database error: {e}"),
            StorageError::Corrupt(e) => write!(f, "stored game cannot be read: {e}"),
            StorageError::NotFound => write!(f, "no such game in storage"),
        }
    }
}

impl std::error::Error for StorageError {}

impl From<rusqlite::Error> for StorageError {
    fn from(e: rusqlite::Error) -> Self {
        StorageError::Database(e.to_string())
    }
}

/// Where games are kept. Every method commits before it returns.
pub trait Storage: Send + Sync + 'static {
    /// Stores a new game (with no moves).
    fn create(&self, game: &GameRecord) -> Result<(), StorageError>;
    /// Reads a game back, moves included.
    fn load(&self, id: &str) -> Result<Option<GameRecord>, StorageError>;
    /// Appends the move of ply `ply` (0-based); fails if that ply is stored.
    fn append_move(&self, id: &str, ply: usize, mv: &str) -> Result<(), StorageError>;
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
}

/// Seconds since the Unix epoch.
#[must_use]
pub fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    rules TEXT NOT NULL,
    start_fen TEXT NOT NULL,
    arrangement_cho TEXT,
    arrangement_han TEXT,
    mode TEXT NOT NULL,
    level INTEGER,
    first_seat TEXT NOT NULL,
    first_token TEXT,
    second_seat TEXT NOT NULL,
    second_token TEXT,
    invite_digest TEXT,
    resigned TEXT,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS moves (
    game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    ply INTEGER NOT NULL,
    mv TEXT NOT NULL,
    PRIMARY KEY (game_id, ply)
) WITHOUT ROWID;
PRAGMA user_version = 1;
";

/// Games in one SQLite file (WAL journal: a committed move survives the
/// process being killed).
pub struct SqliteStorage {
    conn: Mutex<Connection>,
}

impl fmt::Debug for SqliteStorage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SqliteStorage")
    }
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::First => "first",
        Color::Second => "second",
    }
}

fn color_from(s: &str) -> Result<Color, StorageError> {
    match s {
        "first" => Ok(Color::First),
        "second" => Ok(Color::Second),
        other => Err(StorageError::Corrupt(format!("side '{other}'"))),
    }
}

impl SqliteStorage {
    /// Opens (creating if needed) the database file at `path`.
    pub fn open(path: &Path) -> Result<SqliteStorage, StorageError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .map_err(|e| StorageError::Database(format!("creating {}: {e}", dir.display())))?;
        }
        let conn = Connection::open(path)?;
        Self::init(conn)
    }

    /// A private in-memory database (tests).
    pub fn in_memory() -> Result<SqliteStorage, StorageError> {
        Self::init(Connection::open_in_memory()?)
    }

    fn init(conn: Connection) -> Result<SqliteStorage, StorageError> {
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        // WAL with synchronous=NORMAL: a commit is durable once the call
        // returns as far as the process is concerned (kill -9 loses
        // nothing); only a power cut may lose the last commits.
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "NORMAL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        conn.execute_batch(SCHEMA)?;
        Ok(SqliteStorage {
            conn: Mutex::new(conn),
        })
    }

    fn conn(&self) -> std::sync::MutexGuard<'_, Connection> {
        // A panic while holding the lock leaves SQLite consistent.
        self.conn
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

fn changed(n: usize) -> Result<(), StorageError> {
    if n == 0 {
        Err(StorageError::NotFound)
    } else {
        Ok(())
    }
}

impl Storage for SqliteStorage {
    fn create(&self, g: &GameRecord) -> Result<(), StorageError> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        tx.execute(
            "INSERT INTO games (id, rules, start_fen, arrangement_cho, arrangement_han, mode, level,
                first_seat, first_token, second_seat, second_token, invite_digest, resigned,
                created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?14)",
            params![
                g.id,
                g.rules,
                g.start_fen,
                g.arrangements[0].map(Arrangement::name),
                g.arrangements[1].map(Arrangement::name),
                g.mode.as_str(),
                g.level,
                g.seats[0].kind(),
                g.seats[0].digest(),
                g.seats[1].kind(),
                g.seats[1].digest(),
                g.invite_digest,
                g.resigned.map(color_name),
                g.created_at,
            ],
        )?;
        for (ply, mv) in g.moves.iter().enumerate() {
            tx.execute(
                "INSERT INTO moves (game_id, ply, mv) VALUES (?1, ?2, ?3)",
                params![g.id, ply as i64, mv],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    fn load(&self, id: &str) -> Result<Option<GameRecord>, StorageError> {
        let conn = self.conn();
        type Row = (
            String,
            String,
            Option<String>,
            Option<String>,
            String,
            Option<u8>,
            String,
            Option<String>,
            String,
            Option<String>,
            Option<String>,
            Option<String>,
            i64,
        );
        let row: Option<Row> = conn
            .query_row(
                "SELECT rules, start_fen, arrangement_cho, arrangement_han, mode, level,
                        first_seat, first_token, second_seat, second_token, invite_digest,
                        resigned, created_at
                 FROM games WHERE id = ?1",
                params![id],
                |r| {
                    Ok((
                        r.get(0)?,
                        r.get(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get(4)?,
                        r.get(5)?,
                        r.get(6)?,
                        r.get(7)?,
                        r.get(8)?,
                        r.get(9)?,
                        r.get(10)?,
                        r.get(11)?,
                        r.get(12)?,
                    ))
                },
            )
            .optional()?;
        let Some((rules, start_fen, cho, han, mode, level, s1, t1, s2, t2, invite, resigned, created_at)) =
            row
        else {
            return Ok(None);
        };
        let parse = |v: Option<String>| -> Result<Option<Arrangement>, StorageError> {
            v.map(|a| a.parse().map_err(|e| StorageError::Corrupt(format!("{e}"))))
                .transpose()
        };
        let arrangements = [parse(cho)?, parse(han)?];
        let mut stmt = conn.prepare_cached("SELECT ply, mv FROM moves WHERE game_id = ?1 ORDER BY ply")?;
        let mut moves = Vec::new();
        for row in stmt.query_map(params![id], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))? {
            let (ply, mv) = row?;
            if ply != moves.len() as i64 {
                return Err(StorageError::Corrupt(format!(
                    "game {id}: ply {ply} out of order"
                )));
            }
            moves.push(mv);
        }
        Ok(Some(GameRecord {
            id: id.to_owned(),
            rules,
            start_fen,
            arrangements,
            mode: Mode::parse(&mode).ok_or_else(|| StorageError::Corrupt(format!("mode '{mode}'")))?,
            level,
            seats: [Seat::from_columns(&s1, t1)?, Seat::from_columns(&s2, t2)?],
            invite_digest: invite,
            moves,
            resigned: resigned.as_deref().map(color_from).transpose()?,
            created_at,
        }))
    }

    fn append_move(&self, id: &str, ply: usize, mv: &str) -> Result<(), StorageError> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        tx.execute(
            "INSERT INTO moves (game_id, ply, mv) VALUES (?1, ?2, ?3)",
            params![id, ply as i64, mv],
        )?;
        changed(tx.execute(
            "UPDATE games SET updated_at = ?2 WHERE id = ?1",
            params![id, now()],
        )?)?;
        tx.commit()?;
        Ok(())
    }

    fn truncate_moves(&self, id: &str, len: usize) -> Result<(), StorageError> {
        let mut conn = self.conn();
        let tx = conn.transaction()?;
        tx.execute(
            "DELETE FROM moves WHERE game_id = ?1 AND ply >= ?2",
            params![id, len as i64],
        )?;
        changed(tx.execute(
            "UPDATE games SET updated_at = ?2 WHERE id = ?1",
            params![id, now()],
        )?)?;
        tx.commit()?;
        Ok(())
    }

    fn set_seat(&self, id: &str, color: Color, seat: &Seat) -> Result<(), StorageError> {
        let sql = match color {
            Color::First => {
                "UPDATE games SET first_seat = ?2, first_token = ?3, updated_at = ?4 WHERE id = ?1"
            }
            Color::Second => {
                "UPDATE games SET second_seat = ?2, second_token = ?3, updated_at = ?4 WHERE id = ?1"
            }
        };
        changed(
            self.conn()
                .execute(sql, params![id, seat.kind(), seat.digest(), now()])?,
        )
    }

    fn set_resigned(&self, id: &str, color: Color) -> Result<(), StorageError> {
        changed(self.conn().execute(
            "UPDATE games SET resigned = ?2, updated_at = ?3 WHERE id = ?1",
            params![id, color_name(color), now()],
        )?)
    }

    fn set_arrangement(
        &self,
        id: &str,
        color: Color,
        arrangement: Arrangement,
        start_fen: &str,
    ) -> Result<(), StorageError> {
        let sql = match color {
            Color::First => {
                "UPDATE games SET arrangement_cho = ?2, start_fen = ?3, updated_at = ?4 WHERE id = ?1"
            }
            Color::Second => {
                "UPDATE games SET arrangement_han = ?2, start_fen = ?3, updated_at = ?4 WHERE id = ?1"
            }
        };
        changed(
            self.conn()
                .execute(sql, params![id, arrangement.name(), start_fen, now()])?,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(id: &str) -> GameRecord {
        GameRecord {
            id: id.to_owned(),
            rules: "janggi-standard".to_owned(),
            start_fen: palace_rules::JANGGI_START_FEN.to_owned(),
            arrangements: [None, Some(Arrangement::MaSangSangMa)],
            mode: Mode::Friend,
            level: None,
            seats: [
                Seat::Human {
                    token_digest: "ab".into(),
                },
                Seat::Open,
            ],
            invite_digest: Some("cd".into()),
            moves: vec![],
            resigned: None,
            created_at: 7,
        }
    }

    /// The behaviour every storage must have.
    fn conformance(s: &dyn Storage) {
        let g = record("g1");
        s.create(&g).unwrap();
        assert_eq!(s.load("g1").unwrap().unwrap(), g);
        assert!(s.load("nope").unwrap().is_none());
        s.append_move("g1", 0, "a4b4").unwrap();
        s.append_move("g1", 1, "i7h7").unwrap();
        assert!(s.append_move("g1", 1, "a7b7").is_err(), "a ply is written once");
        assert!(s.append_move("nope", 0, "a4b4").is_err());
        s.append_move("g1", 2, "b4b5").unwrap();
        s.truncate_moves("g1", 2).unwrap();
        let human = Seat::Human {
            token_digest: "ef".into(),
        };
        s.set_seat("g1", Color::Second, &human).unwrap();
        s.set_resigned("g1", Color::First).unwrap();
        s.set_arrangement("g1", Color::First, Arrangement::SangMaMaSang, "fen after setup")
            .unwrap();
        let back = s.load("g1").unwrap().unwrap();
        assert_eq!(
            back.arrangements,
            [Some(Arrangement::SangMaMaSang), Some(Arrangement::MaSangSangMa)]
        );
        assert_eq!(back.start_fen, "fen after setup");
        assert_eq!(back.moves, ["a4b4", "i7h7"]);
        assert_eq!(back.seats[1], human);
        assert_eq!(back.resigned, Some(Color::First));
        assert!(matches!(
            s.set_resigned("nope", Color::First),
            Err(StorageError::NotFound)
        ));
    }

    #[test]
    fn sqlite_in_memory() {
        conformance(&SqliteStorage::in_memory().unwrap());
    }

    #[test]
    fn sqlite_file_survives_reopen() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("sub/palace.sqlite3");
        conformance(&SqliteStorage::open(&path).unwrap());
        let again = SqliteStorage::open(&path).unwrap();
        assert_eq!(again.load("g1").unwrap().unwrap().moves, ["a4b4", "i7h7"]);
    }
}
