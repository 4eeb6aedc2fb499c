//! The SQL of [`super::PostgresStorage`]: the schema with its migrations
//! and one function per storage operation. Every statement is a constant
//! with `$n` parameters, prepared once per connection (`prepare_cached`).

use super::{Account, Color};
use super::{GameRecord, GameSummary, Mode, Online, RatingRow, Retention, Seat, StorageError};
use crate::clock::TimeControl;
use crate::ratings::Glicko;
use deadpool_postgres::GenericClient;
use palace_rules::Arrangement;
use std::collections::HashSet;
use tokio_postgres::types::ToSql;
use tokio_postgres::Row;

/// The schema's versions, in order: migration `i` takes the version in
/// `palace_schema` from `i` to `i + 1`. Append, never edit. Version 1 is
/// the SQLite schema as of its version 5, with PostgreSQL's types.
const MIGRATIONS: &[&str] = &[
    // 1: games, moves, accounts, sessions, ratings and their history.
    "CREATE TABLE accounts (
        id BIGSERIAL PRIMARY KEY,
        username TEXT NOT NULL,
        username_key TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        created_at BIGINT NOT NULL
    );
    CREATE TABLE games (
        id TEXT PRIMARY KEY,
        rules TEXT NOT NULL,
        start_fen TEXT NOT NULL,
        arrangement_cho TEXT,
        arrangement_han TEXT,
        mode TEXT NOT NULL,
        level SMALLINT,
        first_seat TEXT NOT NULL,
        first_token TEXT,
        second_seat TEXT NOT NULL,
        second_token TEXT,
        invite_digest TEXT,
        resigned TEXT,
        created_at BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        first_account BIGINT REFERENCES accounts(id),
        second_account BIGINT REFERENCES accounts(id),
        rated BOOLEAN NOT NULL DEFAULT false,
        time_control TEXT,
        clocks TEXT,
        result TEXT,
        reason TEXT,
        ended_at BIGINT
    );
    CREATE INDEX games_by_use ON games (updated_at);
    CREATE INDEX games_by_first_account ON games (first_account, created_at)
        WHERE first_account IS NOT NULL;
    CREATE INDEX games_by_second_account ON games (second_account, created_at)
        WHERE second_account IS NOT NULL;
    CREATE TABLE moves (
        game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        ply BIGINT NOT NULL,
        mv TEXT NOT NULL,
        PRIMARY KEY (game_id, ply)
    );
    CREATE TABLE sessions (
        token_digest TEXT PRIMARY KEY,
        account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
    );
    CREATE INDEX sessions_by_expiry ON sessions (expires_at);
    CREATE TABLE ratings (
        account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        game TEXT NOT NULL,
        rating DOUBLE PRECISION NOT NULL,
        deviation DOUBLE PRECISION NOT NULL,
        volatility DOUBLE PRECISION NOT NULL,
        games BIGINT NOT NULL,
        wins BIGINT NOT NULL,
        draws BIGINT NOT NULL,
        losses BIGINT NOT NULL,
        updated_at BIGINT NOT NULL,
        PRIMARY KEY (account_id, game)
    );
    CREATE INDEX ratings_by_game ON ratings (game, rating);
    CREATE TABLE rating_history (
        id BIGSERIAL PRIMARY KEY,
        account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        game TEXT NOT NULL,
        game_id TEXT NOT NULL,
        rating DOUBLE PRECISION NOT NULL,
        deviation DOUBLE PRECISION NOT NULL,
        at BIGINT NOT NULL
    );
    CREATE INDEX rating_history_by_player ON rating_history (account_id, game, at);",
    // 2: several nodes: which node owns each live game, until when, and
    // which nodes are alive (see `pg_leases.rs`).
    "CREATE TABLE game_leases (
        game_id TEXT PRIMARY KEY,
        node TEXT NOT NULL,
        expires_at BIGINT NOT NULL
    );
    CREATE INDEX game_leases_by_node ON game_leases (node);
    CREATE TABLE cluster_nodes (
        node TEXT PRIMARY KEY,
        started_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
    );",
];

/// Any number: nodes starting together take this advisory lock so that
/// only one of them migrates.
const MIGRATION_LOCK: i64 = 0x7061_6c61_6365;

type Params<'a> = &'a [&'a (dyn ToSql + Sync)];

async fn exec<C: GenericClient>(c: &C, sql: &str, p: Params<'_>) -> Result<u64, StorageError> {
    let st = c.prepare_cached(sql).await?;
    Ok(c.execute(&st, p).await?)
}

async fn opt<C: GenericClient>(c: &C, sql: &str, p: Params<'_>) -> Result<Option<Row>, StorageError> {
    let st = c.prepare_cached(sql).await?;
    Ok(c.query_opt(&st, p).await?)
}

async fn rows<C: GenericClient>(c: &C, sql: &str, p: Params<'_>) -> Result<Vec<Row>, StorageError> {
    let st = c.prepare_cached(sql).await?;
    Ok(c.query(&st, p).await?)
}

/// Brings the schema up to the newest version in one transaction, under an
/// advisory lock; refuses a database made by a newer Palace.
pub(super) async fn migrate(client: &mut deadpool_postgres::Client) -> Result<(), StorageError> {
    let tx = client.transaction().await?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])
        .await?;
    tx.batch_execute("CREATE TABLE IF NOT EXISTS palace_schema (version BIGINT NOT NULL)")
        .await?;
    let version = match tx.query_opt("SELECT version FROM palace_schema", &[]).await? {
        Some(row) => row.try_get::<_, i64>(0)?,
        None => {
            tx.execute("INSERT INTO palace_schema (version) VALUES (0)", &[])
                .await?;
            0
        }
    };
    let version = usize::try_from(version).unwrap_or(usize::MAX);
    if version > MIGRATIONS.len() {
        return Err(StorageError::Unavailable(format!(
            "the database has schema version {version}, newer than this Palace knows ({})",
            MIGRATIONS.len()
        )));
    }
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(version) {
        tx.batch_execute(sql).await?;
        let v = i64::try_from(i + 1).unwrap_or(i64::MAX);
        tx.execute("UPDATE palace_schema SET version = $1", &[&v]).await?;
    }
    tx.commit().await?;
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

fn changed(n: u64) -> Result<(), StorageError> {
    if n == 0 {
        Err(StorageError::NotFound)
    } else {
        Ok(())
    }
}

fn ply_number(ply: usize) -> i64 {
    i64::try_from(ply).unwrap_or(i64::MAX)
}

pub(super) async fn create<C: GenericClient>(c: &C, g: &GameRecord) -> Result<(), StorageError> {
    let arrangements = g.arrangements.map(|a| a.map(Arrangement::name));
    let level = g.level.map(i16::from);
    let resigned = g.resigned.map(color_name);
    let clock = g.online.clock.map(|t| t.to_json().to_string());
    let result = g.online.ending.as_ref().map(|e| e.0.as_str());
    let reason = g.online.ending.as_ref().map(|e| e.1.as_str());
    exec(
        c,
        "INSERT INTO games (id, rules, start_fen, arrangement_cho, arrangement_han, mode, level,
            first_seat, first_token, second_seat, second_token, invite_digest, resigned,
            created_at, updated_at, first_account, second_account, rated, time_control, clocks,
            result, reason)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15, $16, $17,
            $18, $19, $20, $21)",
        &[
            &g.id,
            &g.rules,
            &g.start_fen,
            &arrangements[0],
            &arrangements[1],
            &g.mode.as_str(),
            &level,
            &g.seats[0].kind(),
            &g.seats[0].digest(),
            &g.seats[1].kind(),
            &g.seats[1].digest(),
            &g.invite_digest,
            &resigned,
            &g.created_at,
            &g.online.players[0],
            &g.online.players[1],
            &g.online.rated,
            &clock,
            &g.online.clocks,
            &result,
            &reason,
        ],
    )
    .await?;
    for (ply, mv) in g.moves.iter().enumerate() {
        exec(
            c,
            "INSERT INTO moves (game_id, ply, mv) VALUES ($1, $2, $3)",
            &[&g.id, &ply_number(ply), mv],
        )
        .await?;
    }
    Ok(())
}

pub(super) async fn load<C: GenericClient>(c: &C, id: &str) -> Result<Option<GameRecord>, StorageError> {
    let Some(r) = opt(
        c,
        "SELECT g.rules, g.start_fen, g.arrangement_cho, g.arrangement_han, g.mode, g.level,
                g.first_seat, g.first_token, g.second_seat, g.second_token, g.invite_digest,
                g.resigned, g.created_at, g.first_account, g.second_account, a1.username,
                a2.username, g.rated, g.time_control, g.clocks, g.result, g.reason
         FROM games g LEFT JOIN accounts a1 ON a1.id = g.first_account
                      LEFT JOIN accounts a2 ON a2.id = g.second_account
         WHERE g.id = $1",
        &[&id],
    )
    .await?
    else {
        return Ok(None);
    };
    let arrangement = |i: usize| -> Result<Option<Arrangement>, StorageError> {
        r.try_get::<_, Option<String>>(i)?
            .map(|a| a.parse().map_err(|e| StorageError::Corrupt(format!("{e}"))))
            .transpose()
    };
    let arrangements = [arrangement(2)?, arrangement(3)?];
    let mode: String = r.try_get(4)?;
    let level = r
        .try_get::<_, Option<i16>>(5)?
        .map(|l| u8::try_from(l).map_err(|_| StorageError::Corrupt(format!("level {l}"))))
        .transpose()?;
    let seat = |kind: usize| -> Result<Seat, StorageError> {
        Seat::from_columns(&r.try_get::<_, String>(kind)?, r.try_get(kind + 1)?)
    };
    let seats = [seat(6)?, seat(8)?];
    let clock = r
        .try_get::<_, Option<String>>(18)?
        .map(|t| {
            let v: serde_json::Value =
                serde_json::from_str(&t).map_err(|e| StorageError::Corrupt(format!("time control: {e}")))?;
            TimeControl::from_json(&v).map_err(StorageError::Corrupt)
        })
        .transpose()?;
    let result: Option<String> = r.try_get(20)?;
    let reason: Option<String> = r.try_get(21)?;
    let online = Online {
        players: [r.try_get(13)?, r.try_get(14)?],
        names: [r.try_get(15)?, r.try_get(16)?],
        rated: r.try_get(17)?,
        clock,
        clocks: r.try_get(19)?,
        ending: result.zip(reason),
    };
    let mut moves = Vec::new();
    for m in rows(
        c,
        "SELECT ply, mv FROM moves WHERE game_id = $1 ORDER BY ply",
        &[&id],
    )
    .await?
    {
        let ply: i64 = m.try_get(0)?;
        if ply != ply_number(moves.len()) {
            return Err(StorageError::Corrupt(format!(
                "game {id}: ply {ply} out of order"
            )));
        }
        moves.push(m.try_get(1)?);
    }
    Ok(Some(GameRecord {
        id: id.to_owned(),
        rules: r.try_get(0)?,
        start_fen: r.try_get(1)?,
        arrangements,
        mode: Mode::parse(&mode).ok_or_else(|| StorageError::Corrupt(format!("mode '{mode}'")))?,
        level,
        seats,
        invite_digest: r.try_get(10)?,
        moves,
        resigned: r
            .try_get::<_, Option<String>>(11)?
            .as_deref()
            .map(color_from)
            .transpose()?,
        created_at: r.try_get(12)?,
        online,
    }))
}

async fn touched<C: GenericClient>(c: &C, id: &str) -> Result<(), StorageError> {
    changed(
        exec(
            c,
            "UPDATE games SET updated_at = $2 WHERE id = $1",
            &[&id, &super::now()],
        )
        .await?,
    )
}

pub(super) async fn touch<C: GenericClient>(c: &C, id: &str) -> Result<(), StorageError> {
    touched(c, id).await
}

pub(super) async fn truncate_moves<C: GenericClient>(
    c: &C,
    id: &str,
    len: usize,
) -> Result<(), StorageError> {
    touched(c, id).await?;
    exec(
        c,
        "DELETE FROM moves WHERE game_id = $1 AND ply >= $2",
        &[&id, &ply_number(len)],
    )
    .await?;
    Ok(())
}

pub(super) async fn set_seat<C: GenericClient>(
    c: &C,
    id: &str,
    color: Color,
    seat: &Seat,
) -> Result<(), StorageError> {
    let sql = match color {
        Color::First => "UPDATE games SET first_seat = $2, first_token = $3, updated_at = $4 WHERE id = $1",
        Color::Second => {
            "UPDATE games SET second_seat = $2, second_token = $3, updated_at = $4 WHERE id = $1"
        }
    };
    changed(exec(c, sql, &[&id, &seat.kind(), &seat.digest(), &super::now()]).await?)
}

pub(super) async fn set_resigned<C: GenericClient>(
    c: &C,
    id: &str,
    color: Color,
) -> Result<(), StorageError> {
    changed(
        exec(
            c,
            "UPDATE games SET resigned = $2, updated_at = $3 WHERE id = $1",
            &[&id, &color_name(color), &super::now()],
        )
        .await?,
    )
}

pub(super) async fn set_arrangement<C: GenericClient>(
    c: &C,
    id: &str,
    color: Color,
    arrangement: Arrangement,
    start_fen: &str,
) -> Result<(), StorageError> {
    let sql = match color {
        Color::First => {
            "UPDATE games SET arrangement_cho = $2, start_fen = $3, updated_at = $4 WHERE id = $1"
        }
        Color::Second => {
            "UPDATE games SET arrangement_han = $2, start_fen = $3, updated_at = $4 WHERE id = $1"
        }
    };
    changed(exec(c, sql, &[&id, &arrangement.name(), &start_fen, &super::now()]).await?)
}

pub(super) async fn purge<C: GenericClient>(
    c: &C,
    policy: Retention,
    now: i64,
    keep: &HashSet<String>,
) -> Result<usize, StorageError> {
    let idle_before = now.saturating_sub(policy.idle_secs);
    let empty_before = now.saturating_sub(policy.empty_secs);
    let keep: Vec<&str> = keep.iter().map(String::as_str).collect();
    let n = exec(
        c,
        "DELETE FROM games
         WHERE first_account IS NULL AND second_account IS NULL
           AND NOT (id = ANY($3))
           AND (updated_at < $1
            OR (updated_at < $2 AND NOT EXISTS (SELECT 1 FROM moves WHERE game_id = games.id)))",
        &[&idle_before, &empty_before, &keep],
    )
    .await?;
    Ok(usize::try_from(n).unwrap_or(usize::MAX))
}

/// Records how a game ended, once; `Ok(false)` if it was recorded before.
/// A rated game's players' ratings change in the same transaction (the
/// caller's).
pub(super) async fn finish<C: GenericClient>(
    c: &C,
    id: &str,
    result: &str,
    reason: &str,
    clocks: Option<&str>,
) -> Result<bool, StorageError> {
    let n = exec(
        c,
        "UPDATE games SET result = $2, reason = $3, ended_at = $4, updated_at = $4,
            clocks = coalesce($5, clocks)
         WHERE id = $1 AND result IS NULL",
        &[&id, &result, &reason, &super::now(), &clocks],
    )
    .await?;
    if n == 0 {
        return Ok(false);
    }
    let r = opt(
        c,
        "SELECT rated, rules, first_account, second_account FROM games WHERE id = $1",
        &[&id],
    )
    .await?
    .ok_or(StorageError::NotFound)?;
    let (rated, rules): (bool, String) = (r.try_get(0)?, r.try_get(1)?);
    let (a, b): (Option<i64>, Option<i64>) = (r.try_get(2)?, r.try_get(3)?);
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
        rate_game(c, id, game, a, b, score).await?;
    }
    Ok(true)
}

fn account_row(r: &Row) -> Result<Account, StorageError> {
    Ok(Account {
        id: r.try_get(0)?,
        username: r.try_get(1)?,
        password_hash: r.try_get(2)?,
        created_at: r.try_get(3)?,
    })
}

pub(super) async fn create_account<C: GenericClient>(
    c: &C,
    username: &str,
    password_hash: &str,
    now: i64,
) -> Result<Option<Account>, StorageError> {
    let row = opt(
        c,
        "INSERT INTO accounts (username, username_key, password_hash, created_at)
         VALUES ($1, $2, $3, $4) ON CONFLICT (username_key) DO NOTHING RETURNING id",
        &[&username, &username.to_lowercase(), &password_hash, &now],
    )
    .await?;
    let Some(row) = row else { return Ok(None) };
    Ok(Some(Account {
        id: row.try_get(0)?,
        username: username.to_owned(),
        password_hash: password_hash.to_owned(),
        created_at: now,
    }))
}

pub(super) async fn account<C: GenericClient>(
    c: &C,
    username: &str,
) -> Result<Option<Account>, StorageError> {
    opt(
        c,
        "SELECT id, username, password_hash, created_at FROM accounts WHERE username_key = $1",
        &[&username.to_lowercase()],
    )
    .await?
    .as_ref()
    .map(account_row)
    .transpose()
}

pub(super) async fn create_session<C: GenericClient>(
    c: &C,
    digest: &str,
    account: i64,
    now: i64,
    expires_at: i64,
) -> Result<(), StorageError> {
    // Expired sessions of anyone go with each new one.
    exec(c, "DELETE FROM sessions WHERE expires_at <= $1", &[&now]).await?;
    exec(
        c,
        "INSERT INTO sessions (token_digest, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
        &[&digest, &account, &now, &expires_at],
    )
    .await?;
    Ok(())
}

pub(super) async fn session<C: GenericClient>(
    c: &C,
    digest: &str,
    now: i64,
) -> Result<Option<Account>, StorageError> {
    opt(
        c,
        "SELECT a.id, a.username, a.password_hash, a.created_at
         FROM sessions s JOIN accounts a ON a.id = s.account_id
         WHERE s.token_digest = $1 AND s.expires_at > $2",
        &[&digest, &now],
    )
    .await?
    .as_ref()
    .map(account_row)
    .transpose()
}

pub(super) async fn end_session<C: GenericClient>(c: &C, digest: &str) -> Result<(), StorageError> {
    exec(c, "DELETE FROM sessions WHERE token_digest = $1", &[&digest]).await?;
    Ok(())
}

fn rating_row(r: &Row) -> Result<RatingRow, StorageError> {
    Ok(RatingRow {
        game: r.try_get(0)?,
        glicko: Glicko {
            rating: r.try_get(1)?,
            deviation: r.try_get(2)?,
            volatility: r.try_get(3)?,
        },
        games: r.try_get(4)?,
        wins: r.try_get(5)?,
        draws: r.try_get(6)?,
        losses: r.try_get(7)?,
    })
}

pub(super) async fn ratings<C: GenericClient>(c: &C, account: i64) -> Result<Vec<RatingRow>, StorageError> {
    rows(
        c,
        "SELECT game, rating, deviation, volatility, games, wins, draws, losses
         FROM ratings WHERE account_id = $1 ORDER BY game",
        &[&account],
    )
    .await?
    .iter()
    .map(rating_row)
    .collect()
}

pub(super) async fn set_rating<C: GenericClient>(
    c: &C,
    account: i64,
    row: &RatingRow,
    now: i64,
) -> Result<(), StorageError> {
    exec(
        c,
        "INSERT INTO ratings (account_id, game, rating, deviation, volatility, games, wins, draws,
            losses, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (account_id, game) DO UPDATE SET rating = $3, deviation = $4,
            volatility = $5, games = $6, wins = $7, draws = $8, losses = $9, updated_at = $10",
        &[
            &account,
            &row.game,
            &row.glicko.rating,
            &row.glicko.deviation,
            &row.glicko.volatility,
            &row.games,
            &row.wins,
            &row.draws,
            &row.losses,
            &now,
        ],
    )
    .await?;
    Ok(())
}

pub(super) async fn leaderboard<C: GenericClient>(
    c: &C,
    game: &str,
    limit: usize,
) -> Result<Vec<(String, RatingRow)>, StorageError> {
    let limit = i64::try_from(limit).unwrap_or(i64::MAX);
    rows(
        c,
        "SELECT r.game, r.rating, r.deviation, r.volatility, r.games, r.wins, r.draws, r.losses,
                a.username
         FROM ratings r JOIN accounts a ON a.id = r.account_id
         WHERE r.game = $1 AND r.games > 0
         ORDER BY r.rating DESC, a.username_key LIMIT $2",
        &[&game, &limit],
    )
    .await?
    .iter()
    .map(|r| Ok((r.try_get(8)?, rating_row(r)?)))
    .collect()
}

/// Both players' ratings after a rated game; `score` is the first's.
async fn rate_game<C: GenericClient>(
    c: &C,
    game_id: &str,
    game: &str,
    first: i64,
    second: i64,
    score: f64,
) -> Result<(), StorageError> {
    let current = |rows: Vec<RatingRow>| {
        rows.into_iter().find(|r| r.game == game).unwrap_or(RatingRow {
            game: game.to_owned(),
            glicko: Glicko::default(),
            games: 0,
            wins: 0,
            draws: 0,
            losses: 0,
        })
    };
    let a = current(ratings(c, first).await?);
    let b = current(ratings(c, second).await?);
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
    set_rating(c, first, &tally(a, ga, score), now).await?;
    set_rating(c, second, &tally(b, gb, 1.0 - score), now).await?;
    for (account, g) in [(first, ga), (second, gb)] {
        exec(
            c,
            "INSERT INTO rating_history (account_id, game, game_id, rating, deviation, at)
             VALUES ($1, $2, $3, $4, $5, $6)",
            &[&account, &game, &game_id, &g.rating, &g.deviation, &now],
        )
        .await?;
    }
    Ok(())
}

pub(super) async fn rating_history<C: GenericClient>(
    c: &C,
    account: i64,
    game: &str,
    limit: usize,
) -> Result<Vec<(i64, String, f64, f64)>, StorageError> {
    let limit = i64::try_from(limit).unwrap_or(i64::MAX);
    let mut out = rows(
        c,
        "SELECT at, game_id, rating, deviation FROM rating_history
         WHERE account_id = $1 AND game = $2 ORDER BY at DESC, id DESC LIMIT $3",
        &[&account, &game, &limit],
    )
    .await?
    .iter()
    .map(|r| Ok((r.try_get(0)?, r.try_get(1)?, r.try_get(2)?, r.try_get(3)?)))
    .collect::<Result<Vec<_>, StorageError>>()?;
    out.reverse();
    Ok(out)
}

pub(super) async fn player_games<C: GenericClient>(
    c: &C,
    account: i64,
    offset: usize,
    limit: usize,
) -> Result<Vec<GameSummary>, StorageError> {
    let limit = i64::try_from(limit).unwrap_or(i64::MAX);
    let offset = i64::try_from(offset).unwrap_or(i64::MAX);
    rows(
        c,
        "SELECT g.id, g.rules, a1.username, a2.username, g.rated, g.time_control, g.result,
                g.reason, g.created_at,
                (SELECT count(*) FROM moves m WHERE m.game_id = g.id)
         FROM games g LEFT JOIN accounts a1 ON a1.id = g.first_account
                      LEFT JOIN accounts a2 ON a2.id = g.second_account
         WHERE g.first_account = $1 OR g.second_account = $1
         ORDER BY g.created_at DESC, g.id LIMIT $2 OFFSET $3",
        &[&account, &limit, &offset],
    )
    .await?
    .iter()
    .map(|r| {
        Ok(GameSummary {
            id: r.try_get(0)?,
            rules: r.try_get(1)?,
            players: [r.try_get(2)?, r.try_get(3)?],
            rated: r.try_get(4)?,
            time_control: r.try_get(5)?,
            result: r.try_get(6)?,
            reason: r.try_get(7)?,
            created_at: r.try_get(8)?,
            plies: r.try_get(9)?,
        })
    })
    .collect()
}
