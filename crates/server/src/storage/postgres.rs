//! [`PostgresStorage`]: games in PostgreSQL, for several nodes sharing one
//! store (`--database postgres://...`).
//!
//! The [`Storage`] interface blocks (async code calls it on blocking
//! threads), while the driver (`tokio-postgres`, pooled by
//! `deadpool-postgres`) is async: the storage owns a small runtime of its
//! own and each call runs one task on it and waits for the answer, so a
//! call works from any thread. Each operation is one transaction on a
//! pooled connection with statements prepared once per connection; a move
//! is acknowledged once PostgreSQL has committed it (`synchronous_commit`
//! as the server is configured, on by default).
//!
//! Losing the database is not fatal: calls fail with
//! [`StorageError::Unavailable`] and [`Storage::health`] says why until a
//! call or [`Storage::check`] reaches it again.

use super::{
    now, pg_leases, pg_queries as q, Account, Claim, GameRecord, GameSummary, Leases, Pending, RatingRow,
    Retention, Seat, Storage, StorageError,
};
use deadpool_postgres::{Manager, ManagerConfig, Pool, RecyclingMethod, Runtime};
use palace_rules::{Arrangement, Color};
use std::collections::HashSet;
use std::fmt;
use std::future::Future;
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

/// Connections the pool keeps at most.
const POOL_SIZE: usize = 16;

/// The lease a node takes on a game it creates, until its next renewal
/// (see `crate::cluster` for the renewal period).
const LEASE_AT_CREATION: Duration = Duration::from_secs(5);

/// How long a call waits to connect or for a free connection.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

impl From<tokio_postgres::Error> for StorageError {
    fn from(e: tokio_postgres::Error) -> Self {
        match e.as_db_error() {
            // The server is shutting down or starting (class 57, operator
            // intervention), the connection failed (08) or the server is
            // out of resources (53): the database is not there for now, and
            // the client may retry, as when it cannot be reached at all.
            Some(db) if matches!(db.code().code().get(..2), Some("57" | "08" | "53")) => {
                StorageError::Unavailable(format!("PostgreSQL is not available: {}", db.message()))
            }
            // The statement was refused (a constraint, a type): this call.
            Some(db) => StorageError::Database(format!("{}: {}", db.code().code(), db.message())),
            // The connection failed or closed: the database is not there.
            None if e.is_closed() || e.code().is_none() => {
                StorageError::Unavailable(format!("PostgreSQL is not reachable: {}", describe(&e)))
            }
            None => StorageError::Database(describe(&e)),
        }
    }
}

/// The driver's error with its causes (its own text is terse: "error
/// connecting to server").
fn describe(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        text.push_str(": ");
        text.push_str(&s.to_string());
        source = s.source();
    }
    text
}

impl From<deadpool_postgres::PoolError> for StorageError {
    fn from(e: deadpool_postgres::PoolError) -> Self {
        match e {
            deadpool_postgres::PoolError::Backend(e) => e.into(),
            other => StorageError::Unavailable(format!("PostgreSQL is not reachable: {}", describe(&other))),
        }
    }
}

/// Games in PostgreSQL through a pool of connections.
pub struct PostgresStorage {
    pool: Pool,
    /// `None` only while dropping.
    runtime: Option<tokio::runtime::Runtime>,
    /// Why the last call could not reach the database (cleared by the next
    /// that does).
    fault: Arc<Mutex<Option<String>>>,
    /// The URL without its password, for the log.
    shown: String,
    /// When [`Storage::health`] last asked the database.
    probed: Mutex<Option<std::time::Instant>>,
    /// The node whose lease every write to a game checks (several nodes;
    /// see [`super::Leases::join`]).
    fence: std::sync::OnceLock<Arc<str>>,
}

impl fmt::Debug for PostgresStorage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("PostgresStorage")
            .field("url", &self.shown)
            .finish_non_exhaustive()
    }
}

impl Drop for PostgresStorage {
    /// Without waiting: a storage may be dropped on an async thread, where
    /// a runtime may not block.
    fn drop(&mut self) {
        if let Some(rt) = self.runtime.take() {
            rt.shutdown_background();
        }
    }
}

/// Whether a `--database` value names PostgreSQL rather than a file.
#[must_use]
pub fn is_postgres_url(spec: &str) -> bool {
    spec.starts_with("postgres://") || spec.starts_with("postgresql://")
}

impl PostgresStorage {
    /// Connects to the database at `url` (`postgres://user@host:port/db`,
    /// options such as `?options=-csearch_path%3Dschema` included) and
    /// applies the migrations. Fails when the database cannot be reached:
    /// a node must not start without its store.
    pub fn connect(url: &str) -> Result<PostgresStorage, StorageError> {
        let mut config: tokio_postgres::Config = url
            .parse()
            .map_err(|e| StorageError::Database(format!("the database URL is not valid: {e}")))?;
        if config.get_connect_timeout().is_none() {
            config.connect_timeout(CONNECT_TIMEOUT);
        }
        if config.get_application_name().is_none() {
            config.application_name("palace");
        }
        let shown = shown_url(&config);
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name("palace-postgres")
            .enable_all()
            .build()
            .map_err(|e| StorageError::Database(format!("starting the storage runtime: {e}")))?;
        let manager = Manager::from_config(
            config,
            tokio_postgres::NoTls,
            ManagerConfig {
                recycling_method: RecyclingMethod::Fast,
            },
        );
        let pool = Pool::builder(manager)
            .max_size(POOL_SIZE)
            .runtime(Runtime::Tokio1)
            .wait_timeout(Some(CONNECT_TIMEOUT))
            .create_timeout(Some(CONNECT_TIMEOUT))
            .build()
            .map_err(|e| StorageError::Database(format!("building the connection pool: {e}")))?;
        let storage = PostgresStorage {
            pool,
            runtime: Some(runtime),
            fault: Arc::default(),
            shown,
            probed: Mutex::default(),
            fence: std::sync::OnceLock::new(),
        };
        storage
            .run(|pool| async move {
                let mut client = pool.get().await?;
                q::migrate(&mut client).await
            })
            .map_err(|e| match e {
                StorageError::Unavailable(why) => {
                    StorageError::Unavailable(format!("{why} (at {})", storage.shown))
                }
                other => other,
            })?;
        Ok(storage)
    }

    /// Runs `f` on the storage's runtime and waits for its answer; notes
    /// whether the database was reachable.
    pub(super) fn run<T, F, Fut>(&self, f: F) -> Result<T, StorageError>
    where
        T: Send + 'static,
        F: FnOnce(Pool) -> Fut,
        Fut: Future<Output = Result<T, StorageError>> + Send + 'static,
    {
        let stopped = || StorageError::Unavailable("the storage runtime has stopped".into());
        let rt = self.runtime.as_ref().ok_or_else(stopped)?;
        let (tx, rx) = std::sync::mpsc::sync_channel(1);
        let fut = f(self.pool.clone());
        rt.spawn(async move {
            let _ = tx.send(fut.await);
        });
        let answer = rx.recv().map_err(|_| stopped())?;
        note_reachable(&self.fault, &answer);
        answer
    }

    /// [`PostgresStorage::run`] for an async caller: returns at once, and
    /// the answer comes on the receiver.
    pub(super) fn queue<T, F, Fut>(&self, f: F) -> Pending<T>
    where
        T: Send + 'static,
        F: FnOnce(Pool) -> Fut,
        Fut: Future<Output = Result<T, StorageError>> + Send + 'static,
    {
        let (tx, rx) = tokio::sync::oneshot::channel();
        let Some(rt) = self.runtime.as_ref() else {
            let _ = tx.send(Err(StorageError::Unavailable(
                "the storage runtime has stopped".into(),
            )));
            return rx;
        };
        let fut = f(self.pool.clone());
        let fault = Arc::clone(&self.fault);
        rt.spawn(async move {
            let answer = fut.await;
            note_reachable(&fault, &answer);
            let _ = tx.send(answer);
        });
        rx
    }
}

/// Notes whether the database was reachable, saying so in the log when
/// that changes.
fn note_reachable<T>(fault: &Mutex<Option<String>>, answer: &Result<T, StorageError>) {
    let mut fault = fault.lock().unwrap_or_else(PoisonError::into_inner);
    match answer {
        Err(StorageError::Unavailable(why)) => {
            if fault.is_none() {
                tracing::error!("storage unavailable: {why}");
            }
            *fault = Some(why.clone());
        }
        _ => {
            if fault.take().is_some() {
                tracing::info!("storage reachable again");
            }
        }
    }
}

impl PostgresStorage {
    /// Creates the schema `name` (letters, digits and `_`) in the database
    /// at `url` if it is missing, and returns a URL whose connections use
    /// it: several Palaces, or test runs, can then share one database.
    pub fn url_with_schema(url: &str, name: &str) -> Result<String, StorageError> {
        on_server(url, "CREATE SCHEMA IF NOT EXISTS %I", name)?;
        let sep = if url.contains('?') { '&' } else { '?' };
        Ok(format!("{url}{sep}options=-csearch_path%3D{name}"))
    }

    /// Drops the schema `name` and everything in it.
    pub fn drop_schema(url: &str, name: &str) -> Result<(), StorageError> {
        on_server(url, "DROP SCHEMA IF EXISTS %I CASCADE", name)
    }
}

/// Runs one statement about the schema `name`, quoted by the server
/// (`format('%I')`), on a connection of its own (on a thread of its own,
/// so that async callers may call it too).
pub(super) fn on_server(url: &str, template: &'static str, name: &str) -> Result<(), StorageError> {
    let valid = !name.is_empty()
        && name.len() <= 63
        && name.starts_with(|c: char| c.is_ascii_lowercase())
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_');
    if !valid {
        return Err(StorageError::Database(format!(
            "'{name}' is not a schema name (lower-case letters, digits and _, at most 63)"
        )));
    }
    let mut config: tokio_postgres::Config = url
        .parse()
        .map_err(|e| StorageError::Database(format!("the database URL is not valid: {e}")))?;
    config.connect_timeout(CONNECT_TIMEOUT);
    let name = name.to_owned();
    let work = move || -> Result<(), StorageError> {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(|e| StorageError::Database(e.to_string()))?;
        rt.block_on(async move {
            let (client, connection) = config.connect(tokio_postgres::NoTls).await?;
            tokio::spawn(connection);
            let statement: String = client
                .query_one("SELECT format($1::text, $2::text)", &[&template, &name])
                .await?
                .try_get(0)?;
            client.batch_execute(&statement).await?;
            Ok(())
        })
    };
    std::thread::spawn(work)
        .join()
        .map_err(|_| StorageError::Database("the schema thread panicked".into()))?
}

/// `user@host:port/db`, without the password.
pub(super) fn shown_url(c: &tokio_postgres::Config) -> String {
    let host = c
        .get_hosts()
        .first()
        .map(|h| match h {
            tokio_postgres::config::Host::Tcp(h) => h.clone(),
            #[cfg(unix)]
            tokio_postgres::config::Host::Unix(p) => p.display().to_string(),
        })
        .unwrap_or_default();
    let port = c.get_ports().first().copied().unwrap_or(5432);
    format!(
        "postgres://{}@{host}:{port}/{}",
        c.get_user().unwrap_or(""),
        c.get_dbname().unwrap_or("")
    )
}

/// Runs one operation in a transaction of its own on a pooled connection:
/// `tx!(self, |t| q::op(&t, ..))`.
macro_rules! tx {
    ($storage:ident, |$t:ident| $body:expr) => {
        $storage.run(move |pool| async move {
            let mut client = pool.get().await?;
            let $t = client.transaction().await?;
            let value = $body.await?;
            $t.commit().await?;
            Ok(value)
        })
    };
}

/// [`tx!`] for a write to game `id`: when this store belongs to a node of
/// several, the write first checks (and holds) that node's lease.
macro_rules! fenced {
    ($storage:ident, $id:ident, |$t:ident| $body:expr) => {{
        let fence = $storage.fence.get().cloned();
        $storage.run(move |pool| async move {
            let mut client = pool.get().await?;
            let $t = client.transaction().await?;
            if let Some(node) = &fence {
                pg_leases::fence(&$t, &$id, node).await?;
            }
            let value = $body.await?;
            $t.commit().await?;
            Ok(value)
        })
    }};
}

impl Storage for PostgresStorage {
    fn create(&self, game: &GameRecord) -> Result<(), StorageError> {
        let game = game.clone();
        let fence = self.fence.get().cloned();
        tx!(self, |t| async {
            q::create(&t, &game).await?;
            // A game is born owned by the node that created it.
            if let Some(node) = &fence {
                let claim = pg_leases::claim(&t, &game.id, node, LEASE_AT_CREATION).await?;
                if claim != Claim::Ours {
                    return Err(StorageError::Database(format!(
                        "new game {} not claimed: {claim:?}",
                        game.id
                    )));
                }
            }
            Ok::<(), StorageError>(())
        })
    }

    fn load(&self, id: &str) -> Result<Option<GameRecord>, StorageError> {
        let id = id.to_owned();
        tx!(self, |t| q::load(&t, &id))
    }

    fn truncate_moves(&self, id: &str, len: usize) -> Result<(), StorageError> {
        let id = id.to_owned();
        fenced!(self, id, |t| q::truncate_moves(&t, &id, len))
    }

    fn set_seat(&self, id: &str, color: Color, seat: &Seat) -> Result<(), StorageError> {
        let (id, seat) = (id.to_owned(), seat.clone());
        fenced!(self, id, |t| q::set_seat(&t, &id, color, &seat))
    }

    fn set_resigned(&self, id: &str, color: Color) -> Result<(), StorageError> {
        let id = id.to_owned();
        fenced!(self, id, |t| q::set_resigned(&t, &id, color))
    }

    fn set_arrangement(
        &self,
        id: &str,
        color: Color,
        arrangement: Arrangement,
        start_fen: &str,
    ) -> Result<(), StorageError> {
        let (id, fen) = (id.to_owned(), start_fen.to_owned());
        fenced!(self, id, |t| q::set_arrangement(
            &t,
            &id,
            color,
            arrangement,
            &fen
        ))
    }

    fn touch(&self, id: &str) -> Result<(), StorageError> {
        let id = id.to_owned();
        tx!(self, |t| q::touch(&t, &id))
    }

    fn purge(&self, policy: Retention, now: i64, keep: &HashSet<String>) -> Result<usize, StorageError> {
        let keep = keep.clone();
        tx!(self, |t| q::purge(&t, policy, now, &keep))
    }

    fn queue_move(&self, id: &str, ply: usize, mv: &str, clocks: Option<&str>) -> Pending<()> {
        let (id, mv, clocks) = (id.to_owned(), mv.to_owned(), clocks.map(str::to_owned));
        let fence = self.fence.get().cloned();
        let ply = i64::try_from(ply).unwrap_or(i64::MAX);
        self.queue(move |pool| async move {
            let client = pool.get().await?;
            pg_leases::fenced_move(
                &client,
                (&id, ply, &mv),
                clocks.as_deref(),
                fence.as_deref(),
                now(),
            )
            .await
        })
    }

    fn finish(
        &self,
        id: &str,
        result: &str,
        reason: &str,
        clocks: Option<&str>,
    ) -> Result<bool, StorageError> {
        let (id, result, reason) = (id.to_owned(), result.to_owned(), reason.to_owned());
        let clocks = clocks.map(str::to_owned);
        fenced!(self, id, |t| q::finish(
            &t,
            &id,
            &result,
            &reason,
            clocks.as_deref()
        ))
    }

    fn rating_history(
        &self,
        account: i64,
        game: &str,
        limit: usize,
    ) -> Result<Vec<(i64, String, f64, f64)>, StorageError> {
        let game = game.to_owned();
        tx!(self, |t| q::rating_history(&t, account, &game, limit))
    }

    fn player_games(
        &self,
        account: i64,
        offset: usize,
        limit: usize,
    ) -> Result<Vec<GameSummary>, StorageError> {
        tx!(self, |t| q::player_games(&t, account, offset, limit))
    }

    fn create_account(&self, username: &str, password_hash: &str) -> Result<Option<Account>, StorageError> {
        let (name, hash) = (username.to_owned(), password_hash.to_owned());
        tx!(self, |t| q::create_account(&t, &name, &hash, now()))
    }

    fn account(&self, username: &str) -> Result<Option<Account>, StorageError> {
        let name = username.to_owned();
        tx!(self, |t| q::account(&t, &name))
    }

    fn create_session(&self, token_digest: &str, account: i64, expires_at: i64) -> Result<(), StorageError> {
        let digest = token_digest.to_owned();
        tx!(self, |t| q::create_session(
            &t,
            &digest,
            account,
            now(),
            expires_at
        ))
    }

    fn session(&self, token_digest: &str) -> Result<Option<Account>, StorageError> {
        let digest = token_digest.to_owned();
        tx!(self, |t| q::session(&t, &digest, now()))
    }

    fn end_session(&self, token_digest: &str) -> Result<(), StorageError> {
        let digest = token_digest.to_owned();
        tx!(self, |t| q::end_session(&t, &digest))
    }

    fn ratings(&self, account: i64) -> Result<Vec<RatingRow>, StorageError> {
        tx!(self, |t| q::ratings(&t, account))
    }

    fn set_rating(&self, account: i64, row: &RatingRow) -> Result<(), StorageError> {
        let row = row.clone();
        tx!(self, |t| q::set_rating(&t, account, &row, now()))
    }

    fn leaderboard(&self, game: &str, limit: usize) -> Result<Vec<(String, RatingRow)>, StorageError> {
        let game = game.to_owned();
        tx!(self, |t| q::leaderboard(&t, &game, limit))
    }

    /// Asks the database (at most once a second; `/health` and
    /// `/metrics` call this) so that readiness follows it within a second.
    fn health(&self) -> Result<(), String> {
        let due = {
            let mut last = self.probed.lock().unwrap_or_else(PoisonError::into_inner);
            let due = !matches!(*last, Some(t) if t.elapsed() < Duration::from_secs(1));
            if due {
                *last = Some(std::time::Instant::now());
            }
            due
        };
        if due {
            self.check();
        }
        match self.fault.lock().unwrap_or_else(PoisonError::into_inner).clone() {
            Some(why) => Err(why),
            None => Ok(()),
        }
    }

    /// Asks the database for one row, which sets or clears the fault.
    fn check(&self) {
        let _ = self.run(|pool| async move {
            let client = pool.get().await?;
            client.simple_query("SELECT 1").await?;
            Ok(())
        });
    }

    fn leases(&self) -> Option<&dyn Leases> {
        Some(self)
    }
}

impl Leases for PostgresStorage {
    fn join(&self, node: &str) -> Result<(), StorageError> {
        self.fence
            .set(Arc::from(node))
            .map_err(|_| StorageError::Database("this store already belongs to a node".into()))
    }

    fn claim(&self, game: &str, node: &str, ttl: Duration) -> Result<Claim, StorageError> {
        let (game, node) = (game.to_owned(), node.to_owned());
        tx!(self, |t| pg_leases::claim(&t, &game, &node, ttl))
    }

    fn renew(&self, node: &str, games: &[String], ttl: Duration) -> Result<u64, StorageError> {
        let (node, games) = (node.to_owned(), games.to_vec());
        let name = node.clone();
        tx!(self, |t| pg_leases::renew_node(&t, &name, ttl))?;
        tx!(self, |t| pg_leases::renew_leases(&t, &node, &games, ttl))
    }

    fn release(&self, node: &str, games: Option<&[String]>) -> Result<(), StorageError> {
        let (node, games) = (node.to_owned(), games.map(<[String]>::to_vec));
        tx!(self, |t| pg_leases::release(&t, &node, games.as_deref()))
    }

    fn live_nodes(&self) -> Result<Vec<String>, StorageError> {
        tx!(self, |t| pg_leases::live_nodes(&t))
    }
}
