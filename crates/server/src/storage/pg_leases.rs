//! Game ownership between nodes sharing one PostgreSQL store.
//!
//! Each live game is owned by one node at a time, recorded as a lease row
//! (`game_leases`) that the owner renews, together with its node row
//! (`cluster_nodes`), every second or so. A lease that has expired can be
//! claimed by any node: that is how a dead node's games are taken over.
//!
//! Every time comparison uses the database's clock, so nodes with skewed
//! clocks still agree. A write to a game by its owner first takes a share
//! lock on the lease row and checks it is still the owner's and not
//! expired (see [`fence`]); a claim updates that row, so it waits for such
//! a write to commit and then sees it when loading the game. Two nodes
//! therefore never both accept moves for one game, and a taken-over game
//! holds every move its old owner acknowledged.

use super::{Claim, StorageError};
use deadpool_postgres::GenericClient;
use std::time::Duration;

/// Milliseconds since the epoch by the database's clock.
const DB_NOW: &str = "(extract(epoch from clock_timestamp()) * 1000)::bigint";

fn ttl_ms(ttl: Duration) -> i64 {
    i64::try_from(ttl.as_millis()).unwrap_or(i64::MAX / 4)
}

async fn execute<C: GenericClient>(
    c: &C,
    sql: &str,
    p: &[&(dyn tokio_postgres::types::ToSql + Sync)],
) -> Result<u64, StorageError> {
    let st = c.prepare_cached(sql).await?;
    Ok(c.execute(&st, p).await?)
}

/// Claims game `game` for `node` if the game exists and nobody else holds
/// a live lease on it (or renews `node`'s own).
pub(super) async fn claim<C: GenericClient>(
    c: &C,
    game: &str,
    node: &str,
    ttl: Duration,
) -> Result<Claim, StorageError> {
    let sql = format!(
        "INSERT INTO game_leases (game_id, node, expires_at)
         SELECT $1, $2, {DB_NOW} + $3 WHERE EXISTS (SELECT 1 FROM games WHERE id = $1)
         ON CONFLICT (game_id) DO UPDATE SET node = EXCLUDED.node, expires_at = EXCLUDED.expires_at
         WHERE game_leases.node = EXCLUDED.node OR game_leases.expires_at < {DB_NOW}
         RETURNING node"
    );
    let st = c.prepare_cached(&sql).await?;
    if c.query_opt(&st, &[&game, &node, &ttl_ms(ttl)]).await?.is_some() {
        return Ok(Claim::Ours);
    }
    let st = c
        .prepare_cached("SELECT node FROM game_leases WHERE game_id = $1")
        .await?;
    match c.query_opt(&st, &[&game]).await? {
        Some(row) => Ok(Claim::HeldBy(row.try_get(0)?)),
        None => Ok(Claim::NoGame),
    }
}

/// Renews `node`'s row: the node is alive for `ttl` more. Committed on
/// its own, before the leases: renewing the leases waits for the moves
/// being written (each holds its lease row), and under load a node whose
/// row waited with them looked dead to the others for a moment.
pub(super) async fn renew_node<C: GenericClient>(
    c: &C,
    node: &str,
    ttl: Duration,
) -> Result<(), StorageError> {
    let ttl = ttl_ms(ttl);
    execute(
        c,
        &format!(
            "INSERT INTO cluster_nodes (node, started_at, expires_at) VALUES ($1, {DB_NOW}, {DB_NOW} + $2)
             ON CONFLICT (node) DO UPDATE SET expires_at = EXCLUDED.expires_at"
        ),
        &[&node, &ttl],
    )
    .await?;
    Ok(())
}

/// Renews `node`'s leases on the games it still has loaded (the others
/// lapse). Returns how many leases were renewed: a lease another node
/// took over is not among them.
pub(super) async fn renew_leases<C: GenericClient>(
    c: &C,
    node: &str,
    games: &[String],
    ttl: Duration,
) -> Result<u64, StorageError> {
    let ttl = ttl_ms(ttl);
    execute(
        c,
        &format!("UPDATE game_leases SET expires_at = {DB_NOW} + $2 WHERE node = $1 AND game_id = ANY($3)"),
        &[&node, &ttl, &games],
    )
    .await
}

/// Gives up `node`'s leases on `games` (all of them when `None`), and its
/// node row too in that case: other nodes may take them at once.
pub(super) async fn release<C: GenericClient>(
    c: &C,
    node: &str,
    games: Option<&[String]>,
) -> Result<(), StorageError> {
    match games {
        Some(games) => {
            execute(
                c,
                "DELETE FROM game_leases WHERE node = $1 AND game_id = ANY($2)",
                &[&node, &games],
            )
            .await?;
        }
        None => {
            execute(c, "DELETE FROM game_leases WHERE node = $1", &[&node]).await?;
            execute(c, "DELETE FROM cluster_nodes WHERE node = $1", &[&node]).await?;
        }
    }
    Ok(())
}

/// The nodes whose row has not expired.
pub(super) async fn live_nodes<C: GenericClient>(c: &C) -> Result<Vec<String>, StorageError> {
    let sql = format!("SELECT node FROM cluster_nodes WHERE expires_at > {DB_NOW} ORDER BY node");
    let st = c.prepare_cached(&sql).await?;
    c.query(&st, &[])
        .await?
        .iter()
        .map(|r| r.try_get(0).map_err(StorageError::from))
        .collect()
}

/// Inside a write's transaction: refuses the write unless `node` holds a
/// live lease on `game`, and keeps the lease row locked (shared) until
/// the write commits, so that no claim can pass it.
pub(super) async fn fence<C: GenericClient>(c: &C, game: &str, node: &str) -> Result<(), StorageError> {
    let sql = format!(
        "SELECT 1 FROM game_leases WHERE game_id = $1 AND node = $2 AND expires_at > {DB_NOW} FOR SHARE"
    );
    let st = c.prepare_cached(&sql).await?;
    match c.query_opt(&st, &[&game, &node]).await? {
        Some(_) => Ok(()),
        None => Err(StorageError::NotOwner(game.to_owned())),
    }
}

/// A move appended in one statement (one round trip, its own implicit
/// transaction) rather than a transaction of five: the fence (when `node`
/// is given), the insert, and the game's clocks and last use. Moves are
/// the one write made thousands of times a second, and on a shared
/// machine each round trip to PostgreSQL cost more than the work.
///
/// The same checks as [`fence`] plus `append_move`: `NotFound` for an
/// unknown game, `NotOwner` without a live lease, a unique violation for a
/// ply written twice. `updated_at` is rewritten at most once a minute for
/// an untimed game (retention counts in days).
pub(super) async fn fenced_move<C: GenericClient>(
    c: &C,
    (id, ply, mv): (&str, i64, &str),
    clocks: Option<&str>,
    node: Option<&str>,
    now: i64,
) -> Result<(), StorageError> {
    let sql = format!(
        "WITH lease AS (
             SELECT 1 FROM game_leases
             WHERE $5::text IS NOT NULL AND game_id = $1 AND node = $5 AND expires_at > {DB_NOW}
             FOR SHARE
         ), game AS (
             SELECT 1 FROM games WHERE id = $1
         ), ins AS (
             INSERT INTO moves (game_id, ply, mv)
             SELECT $1, $2, $3 FROM game
             WHERE $5::text IS NULL OR EXISTS (SELECT 1 FROM lease)
             RETURNING 1
         ), upd AS (
             UPDATE games SET updated_at = $6::bigint, clocks = coalesce($4, clocks)
             WHERE id = $1 AND EXISTS (SELECT 1 FROM ins)
               AND ($4::text IS NOT NULL OR updated_at < $6::bigint - 60)
             RETURNING 1
         )
         SELECT EXISTS (SELECT 1 FROM game), EXISTS (SELECT 1 FROM lease), EXISTS (SELECT 1 FROM ins)"
    );
    let st = c.prepare_cached(&sql).await?;
    let row = c.query_one(&st, &[&id, &ply, &mv, &clocks, &node, &now]).await?;
    let (game, lease, inserted): (bool, bool, bool) = (row.try_get(0)?, row.try_get(1)?, row.try_get(2)?);
    if !game {
        return Err(StorageError::NotFound);
    }
    if node.is_some() && !lease {
        return Err(StorageError::NotOwner(id.to_owned()));
    }
    if !inserted {
        return Err(StorageError::Database(format!(
            "move {ply} of game {id} was not stored"
        )));
    }
    Ok(())
}
