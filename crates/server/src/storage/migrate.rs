//! `palace migrate`: copies a SQLite database into an empty PostgreSQL
//! one, every table in one transaction (all or nothing), account ids kept
//! so that games, sessions and ratings still point at their players.

use super::postgres::PostgresStorage;
use super::{SqliteStorage, StorageError};
use rusqlite::types::ValueRef;
use std::path::Path;
use tokio_postgres::types::ToSql;

/// How a column is read from SQLite and written to PostgreSQL.
#[derive(Clone, Copy)]
enum Kind {
    Text,
    Int,
    /// SQLite INTEGER into SMALLINT (a computer level).
    Small,
    /// SQLite 0/1 into BOOLEAN.
    Bool,
    Real,
}

use Kind::{Bool, Int, Real, Small, Text};

/// One table: what to read, how to write it, and each column's kind.
struct Table {
    name: &'static str,
    select: &'static str,
    insert: &'static str,
    kinds: &'static [Kind],
}

/// In the order foreign keys need.
const TABLES: &[Table] = &[
    Table {
        name: "accounts",
        select: "SELECT id, username, username_key, password_hash, created_at FROM accounts ORDER BY id",
        insert: "INSERT INTO accounts (id, username, username_key, password_hash, created_at)
                 VALUES ($1, $2, $3, $4, $5)",
        kinds: &[Int, Text, Text, Text, Int],
    },
    Table {
        name: "games",
        select: "SELECT id, rules, start_fen, arrangement_cho, arrangement_han, mode, level,
                    first_seat, first_token, second_seat, second_token, invite_digest, resigned,
                    created_at, updated_at, first_account, second_account, rated, time_control,
                    clocks, result, reason, ended_at FROM games ORDER BY id",
        insert: "INSERT INTO games (id, rules, start_fen, arrangement_cho, arrangement_han, mode,
                    level, first_seat, first_token, second_seat, second_token, invite_digest,
                    resigned, created_at, updated_at, first_account, second_account, rated,
                    time_control, clocks, result, reason, ended_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
                    $17, $18, $19, $20, $21, $22, $23)",
        kinds: &[
            Text, Text, Text, Text, Text, Text, Small, Text, Text, Text, Text, Text, Text, Int, Int, Int,
            Int, Bool, Text, Text, Text, Text, Int,
        ],
    },
    Table {
        name: "moves",
        select: "SELECT game_id, ply, mv FROM moves ORDER BY game_id, ply",
        insert: "INSERT INTO moves (game_id, ply, mv) VALUES ($1, $2, $3)",
        kinds: &[Text, Int, Text],
    },
    Table {
        name: "sessions",
        select: "SELECT token_digest, account_id, created_at, expires_at FROM sessions",
        insert: "INSERT INTO sessions (token_digest, account_id, created_at, expires_at)
                 VALUES ($1, $2, $3, $4)",
        kinds: &[Text, Int, Int, Int],
    },
    Table {
        name: "ratings",
        select: "SELECT account_id, game, rating, deviation, volatility, games, wins, draws, losses,
                    updated_at FROM ratings",
        insert: "INSERT INTO ratings (account_id, game, rating, deviation, volatility, games, wins,
                    draws, losses, updated_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        kinds: &[Int, Text, Real, Real, Real, Int, Int, Int, Int, Int],
    },
    Table {
        name: "rating_history",
        // In insertion order, which PostgreSQL's serial id then keeps.
        select: "SELECT account_id, game, game_id, rating, deviation, at FROM rating_history ORDER BY rowid",
        insert: "INSERT INTO rating_history (account_id, game, game_id, rating, deviation, at)
                 VALUES ($1, $2, $3, $4, $5, $6)",
        kinds: &[Int, Text, Text, Real, Real, Int],
    },
];

type Cell = Box<dyn ToSql + Sync + Send>;

fn cell(kind: Kind, v: ValueRef<'_>, table: &str) -> Result<Cell, StorageError> {
    let wrong = || StorageError::Corrupt(format!("{table}: a value of an unexpected type ({v:?})"));
    Ok(match (kind, v) {
        (Text, ValueRef::Null) => Box::new(None::<String>),
        (Text, ValueRef::Text(t)) => Box::new(Some(String::from_utf8_lossy(t).into_owned())),
        (Int, ValueRef::Null) => Box::new(None::<i64>),
        (Int, ValueRef::Integer(i)) => Box::new(Some(i)),
        (Small, ValueRef::Null) => Box::new(None::<i16>),
        (Small, ValueRef::Integer(i)) => Box::new(Some(i16::try_from(i).map_err(|_| wrong())?)),
        (Bool, ValueRef::Integer(i)) => Box::new(i != 0),
        (Real, ValueRef::Null) => Box::new(None::<f64>),
        #[allow(clippy::cast_precision_loss)]
        (Real, ValueRef::Integer(i)) => Box::new(Some(i as f64)),
        (Real, ValueRef::Real(r)) => Box::new(Some(r)),
        _ => return Err(wrong()),
    })
}

/// How many rows of each table were copied.
pub type Copied = Vec<(&'static str, usize)>;

/// Copies the SQLite database at `from` into the PostgreSQL database at
/// `to`, which must hold no games and no accounts yet. The SQLite file is
/// first brought to the newest schema (as `palace serve` would) and must
/// not be in use.
pub fn sqlite_to_postgres(from: &Path, to: &str) -> Result<Copied, StorageError> {
    if !from.is_file() {
        return Err(StorageError::Database(format!(
            "there is no SQLite database at {}",
            from.display()
        )));
    }
    // Migrates the file's schema and checks it; dropped (and unlocked)
    // before reading.
    let sqlite = SqliteStorage::open(from).map_err(|e| match e {
        StorageError::Database(why) if why.contains("locked") => StorageError::Database(format!(
            "{} is in use by another process: stop the server that uses it first",
            from.display()
        )),
        other => other,
    })?;
    if let Err(why) = super::Storage::health(&sqlite) {
        return Err(StorageError::Unavailable(why));
    }
    drop(sqlite);
    // As the server opens it (exclusive, so no shared-memory file); only
    // read.
    let conn = rusqlite::Connection::open(from)?;
    conn.pragma_update(None, "locking_mode", "EXCLUSIVE")?;
    let mut data: Vec<(&'static Table, Vec<Vec<Cell>>)> = Vec::new();
    for table in TABLES {
        let mut stmt = conn.prepare(table.select)?;
        let mut rows = stmt.query([])?;
        let mut out = Vec::new();
        while let Some(row) = rows.next()? {
            let cells = table
                .kinds
                .iter()
                .enumerate()
                .map(|(i, &k)| cell(k, row.get_ref(i)?, table.name))
                .collect::<Result<Vec<_>, StorageError>>()?;
            out.push(cells);
        }
        data.push((table, out));
    }
    let target = PostgresStorage::connect(to)?;
    target.copy_in(data)
}

impl PostgresStorage {
    fn copy_in(&self, data: Vec<(&'static Table, Vec<Vec<Cell>>)>) -> Result<Copied, StorageError> {
        self.run(move |pool| async move {
            let mut client = pool.get().await?;
            let tx = client.transaction().await?;
            let held: i64 = tx
                .query_one(
                    "SELECT (SELECT count(*) FROM games) + (SELECT count(*) FROM accounts)",
                    &[],
                )
                .await?
                .try_get(0)?;
            if held > 0 {
                return Err(StorageError::Database(format!(
                    "the PostgreSQL database already holds {held} games and accounts: \
                     migrate into an empty one"
                )));
            }
            let mut copied = Vec::new();
            for (table, rows) in &data {
                let stmt = tx.prepare_cached(table.insert).await?;
                for row in rows {
                    let params: Vec<&(dyn ToSql + Sync)> =
                        row.iter().map(|c| &**c as &(dyn ToSql + Sync)).collect();
                    tx.execute(&stmt, &params).await?;
                }
                copied.push((table.name, rows.len()));
            }
            // New accounts continue after the copied ids.
            tx.execute(
                "SELECT setval(pg_get_serial_sequence('accounts', 'id'),
                    (SELECT coalesce(max(id), 0) + 1 FROM accounts), false)",
                &[],
            )
            .await?;
            tx.commit().await?;
            Ok(copied)
        })
    }
}
