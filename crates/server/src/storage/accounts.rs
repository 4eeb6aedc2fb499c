//! The SQL of accounts, sessions and ratings (run by the writer thread,
//! like the games' queries in `queries.rs`).

use super::{Account, GameSummary, RatingRow, StorageError};
use crate::ratings::Glicko;
use rusqlite::{params, Connection, OptionalExtension, Row};

fn account_row(r: &Row<'_>) -> rusqlite::Result<Account> {
    Ok(Account {
        id: r.get(0)?,
        username: r.get(1)?,
        password_hash: r.get(2)?,
        created_at: r.get(3)?,
    })
}

/// Creates an account; `None` when the name is taken (in any case).
pub(super) fn create_account(
    conn: &Connection,
    username: &str,
    password_hash: &str,
    now: i64,
) -> Result<Option<Account>, StorageError> {
    let inserted = conn
        .prepare_cached(
            "INSERT INTO accounts (username, username_key, password_hash, created_at)
             VALUES (?1, ?2, ?3, ?4) ON CONFLICT (username_key) DO NOTHING",
        )?
        .execute(params![username, username.to_lowercase(), password_hash, now])?;
    if inserted == 0 {
        return Ok(None);
    }
    Ok(Some(Account {
        id: conn.last_insert_rowid(),
        username: username.to_owned(),
        password_hash: password_hash.to_owned(),
        created_at: now,
    }))
}

pub(super) fn account(conn: &Connection, username: &str) -> Result<Option<Account>, StorageError> {
    Ok(conn
        .prepare_cached(
            "SELECT id, username, password_hash, created_at FROM accounts WHERE username_key = ?1",
        )?
        .query_row(params![username.to_lowercase()], account_row)
        .optional()?)
}

pub(super) fn create_session(
    conn: &Connection,
    digest: &str,
    account: i64,
    now: i64,
    expires_at: i64,
) -> Result<(), StorageError> {
    // Expired sessions of anyone go with each new one: the table holds
    // only live sessions.
    conn.prepare_cached("DELETE FROM sessions WHERE expires_at <= ?1")?
        .execute(params![now])?;
    conn.prepare_cached(
        "INSERT INTO sessions (token_digest, account_id, created_at, expires_at) VALUES (?1, ?2, ?3, ?4)",
    )?
    .execute(params![digest, account, now, expires_at])?;
    Ok(())
}

pub(super) fn session(conn: &Connection, digest: &str, now: i64) -> Result<Option<Account>, StorageError> {
    Ok(conn
        .prepare_cached(
            "SELECT a.id, a.username, a.password_hash, a.created_at
             FROM sessions s JOIN accounts a ON a.id = s.account_id
             WHERE s.token_digest = ?1 AND s.expires_at > ?2",
        )?
        .query_row(params![digest, now], account_row)
        .optional()?)
}

pub(super) fn end_session(conn: &Connection, digest: &str) -> Result<(), StorageError> {
    conn.prepare_cached("DELETE FROM sessions WHERE token_digest = ?1")?
        .execute(params![digest])?;
    Ok(())
}

fn rating_row(r: &Row<'_>) -> rusqlite::Result<RatingRow> {
    Ok(RatingRow {
        game: r.get(0)?,
        glicko: Glicko {
            rating: r.get(1)?,
            deviation: r.get(2)?,
            volatility: r.get(3)?,
        },
        games: r.get(4)?,
        wins: r.get(5)?,
        draws: r.get(6)?,
        losses: r.get(7)?,
    })
}

pub(super) fn ratings(conn: &Connection, account: i64) -> Result<Vec<RatingRow>, StorageError> {
    Ok(conn
        .prepare_cached(
            "SELECT game, rating, deviation, volatility, games, wins, draws, losses
             FROM ratings WHERE account_id = ?1 ORDER BY game",
        )?
        .query_map(params![account], rating_row)?
        .collect::<Result<_, _>>()?)
}

pub(super) fn set_rating(
    conn: &Connection,
    account: i64,
    row: &RatingRow,
    now: i64,
) -> Result<(), StorageError> {
    conn.prepare_cached(
        "INSERT INTO ratings (account_id, game, rating, deviation, volatility, games, wins, draws,
            losses, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
         ON CONFLICT (account_id, game) DO UPDATE SET rating = ?3, deviation = ?4,
            volatility = ?5, games = ?6, wins = ?7, draws = ?8, losses = ?9, updated_at = ?10",
    )?
    .execute(params![
        account,
        row.game,
        row.glicko.rating,
        row.glicko.deviation,
        row.glicko.volatility,
        row.games,
        row.wins,
        row.draws,
        row.losses,
        now
    ])?;
    Ok(())
}

pub(super) fn leaderboard(
    conn: &Connection,
    game: &str,
    limit: usize,
) -> Result<Vec<(String, RatingRow)>, StorageError> {
    Ok(conn
        .prepare_cached(
            "SELECT r.game, r.rating, r.deviation, r.volatility, r.games, r.wins, r.draws, r.losses,
                    a.username
             FROM ratings r JOIN accounts a ON a.id = r.account_id
             WHERE r.game = ?1 AND r.games > 0
             ORDER BY r.rating DESC, a.username_key LIMIT ?2",
        )?
        .query_map(params![game, limit as i64], |r| Ok((r.get(8)?, rating_row(r)?)))?
        .collect::<Result<_, _>>()?)
}

fn rating_or_new(conn: &Connection, account: i64, game: &str) -> Result<RatingRow, StorageError> {
    Ok(ratings(conn, account)?
        .into_iter()
        .find(|r| r.game == game)
        .unwrap_or(RatingRow {
            game: game.to_owned(),
            glicko: Glicko::default(),
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
        }))
}

/// Both players' ratings after a rated game; `score` is the first's.
pub(super) fn rate_game(
    conn: &Connection,
    game_id: &str,
    game: &str,
    first: i64,
    second: i64,
    score: f64,
) -> Result<(), StorageError> {
    let a = rating_or_new(conn, first, game)?;
    let b = rating_or_new(conn, second, game)?;
    let (ga, gb) = Glicko::after_game(a.glicko, b.glicko, score);
    let tally = |mut r: RatingRow, g: Glicko, s: f64| {
        r.glicko = g;
        r.games += 1;
        if s > 0.75 {
            r.wins += 1;
        } else if s < 0.25 {
            r.losses += 1;
        } else {
            r.draws += 1;
        }
        r
    };
    let now = super::now();
    set_rating(conn, first, &tally(a, ga, score), now)?;
    set_rating(conn, second, &tally(b, gb, 1.0 - score), now)?;
    let mut history = conn.prepare_cached(
        "INSERT INTO rating_history (account_id, game, game_id, rating, deviation, at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?;
    for (account, g) in [(first, ga), (second, gb)] {
        history.execute(params![account, game, game_id, g.rating, g.deviation, now])?;
    }
    Ok(())
}

/// A player's ratings in one game after each rated game, oldest first
/// (the last `limit`): (seconds since the epoch, game id, rating, deviation).
pub(super) fn rating_history(
    conn: &Connection,
    account: i64,
    game: &str,
    limit: usize,
) -> Result<Vec<(i64, String, f64, f64)>, StorageError> {
    let mut rows: Vec<(i64, String, f64, f64)> = conn
        .prepare_cached(
            "SELECT at, game_id, rating, deviation FROM rating_history
             WHERE account_id = ?1 AND game = ?2 ORDER BY at DESC, rowid DESC LIMIT ?3",
        )?
        .query_map(params![account, game, limit as i64], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
        })?
        .collect::<Result<_, _>>()?;
    rows.reverse();
    Ok(rows)
}

/// A player's games, newest first.
pub(super) fn player_games(
    conn: &Connection,
    account: i64,
    offset: usize,
    limit: usize,
) -> Result<Vec<GameSummary>, StorageError> {
    Ok(conn
        .prepare_cached(
            "SELECT g.id, g.rules, a1.username, a2.username, g.rated, g.time_control, g.result,
                    g.reason, g.created_at,
                    (SELECT count(*) FROM moves m WHERE m.game_id = g.id)
             FROM games g LEFT JOIN accounts a1 ON a1.id = g.first_account
                          LEFT JOIN accounts a2 ON a2.id = g.second_account
             WHERE g.id IN (SELECT id FROM games WHERE first_account = ?1
                            UNION SELECT id FROM games WHERE second_account = ?1)
             ORDER BY g.created_at DESC, g.id LIMIT ?2 OFFSET ?3",
        )?
        .query_map(params![account, limit as i64, offset as i64], |r| {
            Ok(GameSummary {
                id: r.get(0)?,
                rules: r.get(1)?,
                players: [r.get(2)?, r.get(3)?],
                rated: r.get(4)?,
                time_control: r.get(5)?,
                result: r.get(6)?,
                reason: r.get(7)?,
                created_at: r.get(8)?,
                plies: r.get(9)?,
            })
        })?
        .collect::<Result<_, _>>()?)
}
