//! The SQL of [`super::SqliteStorage`]: the schema with its migrations and
//! one function per storage operation, each run by the writer thread inside
//! the batch's transaction.

use super::{now, GameRecord, Mode, Online, Retention, Seat, StorageError};
use crate::clock::TimeControl;
use palace_rules::{Arrangement, Color};
use rusqlite::{params, Connection, OptionalExtension};
use std::collections::HashSet;

/// The schema's versions, in order: migration `i` takes `PRAGMA
/// user_version` from `i` to `i + 1`. Append, never edit: a database made
/// by an older Palace is brought up to date at start.
const MIGRATIONS: &[&str] = &[
    // 1: games and their moves.
    "CREATE TABLE IF NOT EXISTS games (
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
    ) WITHOUT ROWID;",
    // 2: the retention policy finds unused games by their last use.
    "CREATE INDEX IF NOT EXISTS games_by_use ON games (updated_at);",
    // 3: accounts, their sessions and their ratings (one per game).
    "CREATE TABLE accounts (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL,
        username_key TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at INTEGER NOT NULL
    );
    CREATE TABLE sessions (
        token_digest TEXT PRIMARY KEY,
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX sessions_by_expiry ON sessions (expires_at);
    CREATE TABLE ratings (
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        game TEXT NOT NULL,
        rating REAL NOT NULL,
        deviation REAL NOT NULL,
        volatility REAL NOT NULL,
        games INTEGER NOT NULL,
        wins INTEGER NOT NULL,
        draws INTEGER NOT NULL,
        losses INTEGER NOT NULL,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (account_id, game)
    ) WITHOUT ROWID;
    CREATE INDEX ratings_by_game ON ratings (game, rating);",
    // 4: games between accounts: players, rated, clocks and how they ended.
    "ALTER TABLE games ADD COLUMN first_account INTEGER REFERENCES accounts(id);
    ALTER TABLE games ADD COLUMN second_account INTEGER REFERENCES accounts(id);
    ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN time_control TEXT;
    ALTER TABLE games ADD COLUMN clocks TEXT;
    ALTER TABLE games ADD COLUMN result TEXT;
    ALTER TABLE games ADD COLUMN reason TEXT;
    ALTER TABLE games ADD COLUMN ended_at INTEGER;
    CREATE INDEX games_by_first_account ON games (first_account, created_at)
        WHERE first_account IS NOT NULL;
    CREATE INDEX games_by_second_account ON games (second_account, created_at)
        WHERE second_account IS NOT NULL;",
    // 5: each rated game's new rating, for a player's rating chart.
    "CREATE TABLE rating_history (
        account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        game TEXT NOT NULL,
        game_id TEXT NOT NULL,
        rating REAL NOT NULL,
        deviation REAL NOT NULL,
        at INTEGER NOT NULL
    );
    CREATE INDEX rating_history_by_player ON rating_history (account_id, game, at);",
];

/// The newest schema version.
#[cfg(test)]
pub(super) const SCHEMA_VERSION: usize = MIGRATIONS.len();

/// Brings the schema up to the newest version, one migration per
/// transaction; refuses a database made by a newer Palace.
pub(super) fn migrate(conn: &mut Connection) -> Result<(), StorageError> {
    let version: usize = conn
        .query_row("PRAGMA user_version", [], |r| r.get::<_, i64>(0))
        .map(|v| usize::try_from(v).unwrap_or(usize::MAX))?;
    if version > MIGRATIONS.len() {
        return Err(StorageError::Unavailable(format!(
            "the database has schema version {version}, newer than this Palace knows ({})",
            MIGRATIONS.len()
        )));
    }
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(version) {
        let tx = conn.transaction()?;
        tx.execute_batch(sql)?;
        // PRAGMA takes no parameters; the value is our own integer.
        tx.execute_batch(&format!("PRAGMA user_version = {}", i + 1))?;
        tx.commit()?;
    }
    Ok(())
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

fn changed(n: usize) -> Result<(), StorageError> {
    if n == 0 {
        Err(StorageError::NotFound)
    } else {
        Ok(())
    }
}

pub(super) fn create(conn: &Connection, g: &GameRecord) -> Result<(), StorageError> {
    conn.prepare_cached(
        "INSERT INTO games (id, rules, start_fen, arrangement_cho, arrangement_han, mode, level,
            first_seat, first_token, second_seat, second_token, invite_digest, resigned,
            created_at, updated_at, first_account, second_account, rated, time_control, clocks,
            result, reason)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?14, ?15, ?16, ?17,
            ?18, ?19, ?20, ?21)",
    )?
    .execute(params![
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
        g.online.players[0],
        g.online.players[1],
        g.online.rated,
        g.online.clock.map(|c| c.to_json().to_string()),
        g.online.clocks,
        g.online.ending.as_ref().map(|e| e.0.clone()),
        g.online.ending.as_ref().map(|e| e.1.clone()),
    ])?;
    let mut insert = conn.prepare_cached("INSERT INTO moves (game_id, ply, mv) VALUES (?1, ?2, ?3)")?;
    for (ply, mv) in g.moves.iter().enumerate() {
        insert.execute(params![g.id, ply as i64, mv])?;
    }
    Ok(())
}

pub(super) fn load(conn: &Connection, id: &str) -> Result<Option<GameRecord>, StorageError> {
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
        .prepare_cached(
            "SELECT rules, start_fen, arrangement_cho, arrangement_han, mode, level,
                    first_seat, first_token, second_seat, second_token, invite_digest,
                    resigned, created_at
             FROM games WHERE id = ?1",
        )?
        .query_row(params![id], |r| {
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
        })
        .optional()?;
    let Some((rules, start_fen, cho, han, mode, level, s1, t1, s2, t2, invite, resigned, created_at)) = row
    else {
        return Ok(None);
    };
    let online = load_online(conn, id)?;
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
        online,
    }))
}

fn load_online(conn: &Connection, id: &str) -> Result<Online, StorageError> {
    type Row = (
        Option<i64>,
        Option<i64>,
        Option<String>,
        Option<String>,
        bool,
        Option<String>,
        Option<String>,
        Option<String>,
        Option<String>,
    );
    let (a1, a2, n1, n2, rated, tc, clocks, result, reason): Row = conn
        .prepare_cached(
            "SELECT g.first_account, g.second_account, a1.username, a2.username, g.rated,
                    g.time_control, g.clocks, g.result, g.reason
             FROM games g LEFT JOIN accounts a1 ON a1.id = g.first_account
                          LEFT JOIN accounts a2 ON a2.id = g.second_account
             WHERE g.id = ?1",
        )?
        .query_row(params![id], |r| {
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
            ))
        })?;
    let clock = tc
        .map(|t| {
            let v: serde_json::Value =
                serde_json::from_str(&t).map_err(|e| StorageError::Corrupt(format!("time control: {e}")))?;
            TimeControl::from_json(&v).map_err(StorageError::Corrupt)
        })
        .transpose()?;
    Ok(Online {
        players: [a1, a2],
        names: [n1, n2],
        rated,
        clock,
        clocks,
        ending: result.zip(reason),
    })
}

/// Records how a game ended, once; `Ok(false)` if it was recorded before.
/// A rated game's players' ratings change in the same transaction.
pub(super) fn finish(
    conn: &Connection,
    id: &str,
    result: &str,
    reason: &str,
    clocks: Option<&str>,
) -> Result<bool, StorageError> {
    let n = conn
        .prepare_cached(
            "UPDATE games SET result = ?2, reason = ?3, ended_at = ?4, updated_at = ?4,
                clocks = coalesce(?5, clocks)
             WHERE id = ?1 AND result IS NULL",
        )?
        .execute(params![id, result, reason, now(), clocks])?;
    if n == 0 {
        return Ok(false);
    }
    let (rated, rules, a, b): (bool, String, Option<i64>, Option<i64>) = conn
        .prepare_cached("SELECT rated, rules, first_account, second_account FROM games WHERE id = ?1")?
        .query_row(params![id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?;
    if let (true, Some(a), Some(b)) = (rated, a, b) {
        let game = palace_rules::RuleSet::preset(&rules)
            .map(|r| match r.variant {
                palace_rules::Variant::Xiangqi => "xiangqi",
                palace_rules::Variant::Janggi => "janggi",
            })
            .ok_or_else(|| StorageError::Corrupt(format!("unknown rule set '{rules}'")))?;
        let score = match result {
            "1-0" => 1.0,
            "0-1" => 0.0,
            "1/2-1/2" => 0.5,
            // Aborted: no result, no rating change.
            _ => return Ok(true),
        };
        super::accounts::rate_game(conn, id, game, a, b, score)?;
    }
    Ok(true)
}

fn touched(conn: &Connection, id: &str) -> Result<(), StorageError> {
    changed(
        conn.prepare_cached("UPDATE games SET updated_at = ?2 WHERE id = ?1")?
            .execute(params![id, now()])?,
    )
}

pub(super) fn touch(conn: &Connection, id: &str) -> Result<(), StorageError> {
    touched(conn, id)
}

/// How stale a game's `updated_at` may get while it is played: retention
/// counts in days, and rewriting the row (and its `games_by_use` index
/// entry) on every move made each move dirty several more pages.
const TOUCH_EVERY_SECS: i64 = 60;

/// Appends a move, and for a timed game the clocks after it.
pub(super) fn append_move(
    conn: &Connection,
    id: &str,
    ply: usize,
    mv: &str,
    clocks: Option<&str>,
) -> Result<(), StorageError> {
    // Checked first so that a move for an unknown game is NotFound, not a
    // foreign-key failure.
    let used: Option<i64> = conn
        .prepare_cached("SELECT updated_at FROM games WHERE id = ?1")?
        .query_row(params![id], |r| r.get(0))
        .optional()?;
    match used {
        None => return Err(StorageError::NotFound),
        Some(at) if at < now() - TOUCH_EVERY_SECS => touched(conn, id)?,
        Some(_) => {}
    }
    conn.prepare_cached("INSERT INTO moves (game_id, ply, mv) VALUES (?1, ?2, ?3)")?
        .execute(params![id, ply as i64, mv])?;
    if let Some(clocks) = clocks {
        conn.prepare_cached("UPDATE games SET clocks = ?2 WHERE id = ?1")?
            .execute(params![id, clocks])?;
    }
    Ok(())
}

pub(super) fn truncate_moves(conn: &Connection, id: &str, len: usize) -> Result<(), StorageError> {
    touched(conn, id)?;
    conn.prepare_cached("DELETE FROM moves WHERE game_id = ?1 AND ply >= ?2")?
        .execute(params![id, len as i64])?;
    Ok(())
}

pub(super) fn set_seat(conn: &Connection, id: &str, color: Color, seat: &Seat) -> Result<(), StorageError> {
    let sql = match color {
        Color::First => "UPDATE games SET first_seat = ?2, first_token = ?3, updated_at = ?4 WHERE id = ?1",
        Color::Second => {
            "UPDATE games SET second_seat = ?2, second_token = ?3, updated_at = ?4 WHERE id = ?1"
        }
    };
    changed(
        conn.prepare_cached(sql)?
            .execute(params![id, seat.kind(), seat.digest(), now()])?,
    )
}

pub(super) fn set_resigned(conn: &Connection, id: &str, color: Color) -> Result<(), StorageError> {
    changed(
        conn.prepare_cached("UPDATE games SET resigned = ?2, updated_at = ?3 WHERE id = ?1")?
            .execute(params![id, color_name(color), now()])?,
    )
}

pub(super) fn set_arrangement(
    conn: &Connection,
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
        conn.prepare_cached(sql)?
            .execute(params![id, arrangement.name(), start_fen, now()])?,
    )
}

pub(super) fn purge(
    conn: &Connection,
    policy: Retention,
    now: i64,
    keep: &HashSet<String>,
) -> Result<usize, StorageError> {
    let idle_before = now.saturating_sub(policy.idle_secs);
    let empty_before = now.saturating_sub(policy.empty_secs);
    let candidates: Vec<String> = conn
        .prepare_cached(
            "SELECT id FROM games
             WHERE first_account IS NULL AND second_account IS NULL
               AND (updated_at < ?1
                OR (updated_at < ?2 AND NOT EXISTS (SELECT 1 FROM moves WHERE game_id = games.id)))",
        )?
        .query_map(params![idle_before, empty_before], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let mut deleted = 0;
    let mut moves = conn.prepare_cached("DELETE FROM moves WHERE game_id = ?1")?;
    let mut games = conn.prepare_cached("DELETE FROM games WHERE id = ?1")?;
    for id in candidates.iter().filter(|id| !keep.contains(*id)) {
        moves.execute(params![id])?;
        deleted += games.execute(params![id])?;
    }
    Ok(deleted)
}
