//! [`SqliteStorage`]: games in one SQLite file, written with group commit.
//!
//! One writer thread owns the connection. A call queues a job and waits;
//! the writer takes every job waiting, runs them in one transaction (each
//! in its own savepoint, so one failing job does not undo the others),
//! commits with one fsync, and only then answers each call. Under load many
//! games' moves share an fsync, so acknowledging a move only once it is on
//! disk (`synchronous = FULL`) costs little throughput.
//!
//! Faults are detected rather than discovered after a restart: the file's
//! identity (device and inode) is checked before every commit and by
//! [`Storage::health`], `PRAGMA quick_check` runs at start and in
//! [`Storage::check`], and SQLite's corruption codes mark the storage
//! unavailable. An unavailable storage refuses every write with
//! [`StorageError::Unavailable`] and never acknowledges one.

use super::{
    accounts, now, queries, Account, GameRecord, GameSummary, Pending, RatingRow, Retention, Seat, Storage,
    StorageError,
};
use palace_rules::{Arrangement, Color};
use rusqlite::{Connection, ErrorCode};
use std::any::Any;
use std::collections::HashSet;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{mpsc, Arc, Mutex, PoisonError};

/// Most jobs committed together.
const MAX_BATCH: usize = 512;

/// Jobs that may wait for the writer before callers block on sending.
const QUEUE: usize = 4096;

type Reply = Result<Box<dyn Any + Send>, StorageError>;
type Work = Box<dyn FnOnce(&Connection) -> Reply + Send>;

struct Job {
    work: Work,
    reply: Answer,
}

/// Where a job's answer goes: to a caller blocked on it, or to a waiting
/// async task (which holds no thread meanwhile).
enum Answer {
    Blocked(mpsc::SyncSender<Reply>),
    Queued(Box<dyn FnOnce(Reply) + Send>),
}

impl Answer {
    fn send(self, reply: Reply) {
        match self {
            Answer::Blocked(tx) => {
                let _ = tx.send(reply);
            }
            Answer::Queued(f) => f(reply),
        }
    }
}

fn stopped() -> StorageError {
    StorageError::Unavailable("the storage thread has stopped".into())
}

/// Which file the storage opened, to notice it deleted or replaced.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct FileId {
    dev: u64,
    ino: u64,
}

fn file_id(path: &Path) -> std::io::Result<FileId> {
    use std::os::unix::fs::MetadataExt;
    let m = std::fs::metadata(path)?;
    Ok(FileId {
        dev: m.dev(),
        ino: m.ino(),
    })
}

/// What the storage knows about its own health, shared with the writer.
#[derive(Debug, Default)]
struct Health {
    /// A fault that lasts until restart (missing, replaced, corrupt).
    fatal: Option<String>,
    /// A fault that the next successful commit clears (read-only, disk full).
    transient: Option<String>,
}

#[derive(Debug)]
struct Shared {
    /// `None` for an in-memory database.
    path: Option<PathBuf>,
    id: Option<FileId>,
    health: Mutex<Health>,
}

impl Shared {
    fn health(&self) -> std::sync::MutexGuard<'_, Health> {
        self.health.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// `Err` when the file at the path is no longer the one opened.
    fn check_identity(&self) -> Result<(), String> {
        let (Some(path), Some(id)) = (&self.path, self.id) else {
            return Ok(());
        };
        match file_id(path) {
            Ok(now) if now == id => Ok(()),
            Ok(_) => Err(format!(
                "the database file {} was replaced while in use",
                path.display()
            )),
            Err(e) => Err(format!("the database file {} is gone: {e}", path.display())),
        }
    }

    fn fatal(&self, why: String) {
        let mut h = self.health();
        if h.fatal.is_none() {
            tracing::error!("storage unavailable: {why}; writes are refused until a restart");
            h.fatal = Some(why);
        }
    }

    /// Classifies a failed statement or commit.
    fn note(&self, e: &rusqlite::Error) {
        match e.sqlite_error_code() {
            Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase) => {
                self.fatal(format!("the database is corrupt: {e}"));
            }
            Some(
                ErrorCode::ReadOnly
                | ErrorCode::SystemIoFailure
                | ErrorCode::DiskFull
                | ErrorCode::CannotOpen
                | ErrorCode::PermissionDenied,
            ) => {
                let mut h = self.health();
                if h.transient.is_none() {
                    tracing::error!("storage cannot be written: {e}");
                }
                h.transient = Some(format!("the database cannot be written: {e}"));
            }
            _ => {}
        }
    }
}

fn db_error(e: rusqlite::Error) -> StorageError {
    StorageError::Database(e.to_string())
}

impl From<rusqlite::Error> for StorageError {
    fn from(e: rusqlite::Error) -> Self {
        match e.sqlite_error_code() {
            Some(ErrorCode::DatabaseCorrupt | ErrorCode::NotADatabase) => {
                StorageError::Unavailable(format!("the database is corrupt: {e}"))
            }
            _ => db_error(e),
        }
    }
}

/// Games in one SQLite file: WAL journal with `synchronous = FULL` (a move
/// is acknowledged once fsynced) and exclusive locking (the WAL index
/// lives in this process's memory, not in a shared-memory file whose
/// mapping could fault; no other process can open the file while Palace
/// runs).
pub struct SqliteStorage {
    /// `None` only while dropping.
    jobs: Option<mpsc::SyncSender<Job>>,
    writer: Option<std::thread::JoinHandle<()>>,
    shared: Arc<Shared>,
}

impl Drop for SqliteStorage {
    /// Waits for the writer to finish its batch and close the file, so that
    /// the exclusive lock is released when this returns (a reopen works).
    fn drop(&mut self) {
        self.jobs = None;
        if let Some(w) = self.writer.take() {
            let _ = w.join();
        }
    }
}

impl fmt::Debug for SqliteStorage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("SqliteStorage")
            .field("path", &self.shared.path)
            .finish_non_exhaustive()
    }
}

impl SqliteStorage {
    /// Opens (creating if needed) the database file at `path`, migrates its
    /// schema and checks it. A database that fails its check still opens,
    /// unavailable (reads may work; [`Storage::health`] says why).
    pub fn open(path: &Path) -> Result<SqliteStorage, StorageError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .map_err(|e| StorageError::Database(format!("creating {}: {e}", dir.display())))?;
        }
        let conn = Connection::open(path)?;
        let id = file_id(path).map_err(|e| StorageError::Database(format!("{}: {e}", path.display())))?;
        Self::start(conn, Some(path.to_owned()), Some(id))
    }

    /// A private in-memory database (tests).
    pub fn in_memory() -> Result<SqliteStorage, StorageError> {
        Self::start(Connection::open_in_memory()?, None, None)
    }

    fn start(
        mut conn: Connection,
        path: Option<PathBuf>,
        id: Option<FileId>,
    ) -> Result<SqliteStorage, StorageError> {
        conn.busy_timeout(std::time::Duration::from_secs(5))?;
        // Exclusive before WAL: then SQLite never creates the -shm file.
        conn.pragma_update(None, "locking_mode", "EXCLUSIVE")?;
        conn.pragma_update(None, "journal_mode", "WAL")?;
        conn.pragma_update(None, "synchronous", "FULL")?;
        conn.pragma_update(None, "foreign_keys", "ON")?;
        // 16 MiB of page cache (the default is 2 MiB): with a few thousand
        // games being played, their rows and the moves' pages did not fit,
        // and every batch re-read pages with thousands of reads a second.
        conn.pragma_update(None, "cache_size", -16_384)?;
        let shared = Arc::new(Shared {
            path,
            id,
            health: Mutex::default(),
        });
        match queries::migrate(&mut conn) {
            Ok(()) => {}
            Err(StorageError::Unavailable(why)) => shared.fatal(why),
            Err(e) => return Err(e),
        }
        if let Err(why) = quick_check(&conn) {
            shared.fatal(why);
        }
        let (jobs, rx) = mpsc::sync_channel(QUEUE);
        let writer_shared = Arc::clone(&shared);
        let writer = std::thread::Builder::new()
            .name("palace-storage".into())
            .spawn(move || writer(conn, &rx, &writer_shared))
            .map_err(|e| StorageError::Database(format!("starting the storage thread: {e}")))?;
        Ok(SqliteStorage {
            jobs: Some(jobs),
            writer: Some(writer),
            shared,
        })
    }

    /// Runs `f` on the writer thread inside the next batch; answers once
    /// the batch is committed.
    fn run<T: Send + 'static>(
        &self,
        write: bool,
        f: impl FnOnce(&Connection) -> Result<T, StorageError> + Send + 'static,
    ) -> Result<T, StorageError> {
        if write {
            if let Some(why) = self.shared.health().fatal.clone() {
                return Err(StorageError::Unavailable(why));
            }
        }
        let (reply, answer) = mpsc::sync_channel(1);
        let work: Work = Box::new(move |c| f(c).map(|v| Box::new(v) as Box<dyn Any + Send>));
        self.jobs
            .as_ref()
            .ok_or_else(stopped)?
            .send(Job {
                work,
                reply: Answer::Blocked(reply),
            })
            .map_err(|_| stopped())?;
        let value = answer.recv().map_err(|_| stopped())??;
        Ok(*value.downcast::<T>().expect("a job answers with its own type"))
    }

    /// [`SqliteStorage::run`] for an async caller: queues the write and
    /// returns at once; the answer comes once its batch is committed.
    fn queue<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Connection) -> Result<T, StorageError> + Send + 'static,
    ) -> Pending<T> {
        let (tx, rx) = tokio::sync::oneshot::channel();
        if let Some(why) = self.shared.health().fatal.clone() {
            let _ = tx.send(Err(StorageError::Unavailable(why)));
            return rx;
        }
        let Some(jobs) = self.jobs.clone() else {
            let _ = tx.send(Err(stopped()));
            return rx;
        };
        let work: Work = Box::new(move |c| f(c).map(|v| Box::new(v) as Box<dyn Any + Send>));
        let reply = Answer::Queued(Box::new(move |r: Reply| {
            let _ = tx.send(r.map(|v| *v.downcast::<T>().expect("a job answers with its own type")));
        }));
        match jobs.try_send(Job { work, reply }) {
            Ok(()) => {}
            // A full queue: wait for room on a blocking thread rather than
            // block the runtime's, or right here off the runtime (the job
            // answers as usual; a stopped writer drops it, which the
            // receiver sees as a closed channel).
            Err(mpsc::TrySendError::Full(job)) => match tokio::runtime::Handle::try_current() {
                Ok(rt) => {
                    rt.spawn_blocking(move || {
                        let _ = jobs.send(job);
                    });
                }
                Err(_) => {
                    let _ = jobs.send(job);
                }
            },
            Err(mpsc::TrySendError::Disconnected(_)) => {}
        }
        rx
    }
}

fn quick_check(conn: &Connection) -> Result<(), String> {
    let verdict: String = conn
        .query_row("PRAGMA quick_check(1)", [], |r| r.get(0))
        .map_err(|e| format!("the database cannot be checked: {e}"))?;
    if verdict == "ok" {
        Ok(())
    } else {
        Err(format!("the database is corrupt: {verdict}"))
    }
}

/// The writer thread: batches, savepoints, one commit per batch.
fn writer(conn: Connection, rx: &mpsc::Receiver<Job>, shared: &Shared) {
    while let Ok(first) = rx.recv() {
        let mut batch = vec![first];
        while batch.len() < MAX_BATCH {
            match rx.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        let answers = run_batch(
            &conn,
            batch.iter_mut().map(|j| std::mem::replace(&mut j.work, noop())),
            shared,
        );
        for (job, answer) in batch.into_iter().zip(answers) {
            job.reply.send(answer);
        }
    }
}

fn noop() -> Work {
    Box::new(|_| Ok(Box::new(())))
}

fn run_batch(conn: &Connection, works: impl Iterator<Item = Work>, shared: &Shared) -> Vec<Reply> {
    let fail_all = |n: usize, e: &StorageError| -> Vec<Reply> {
        (0..n)
            .map(|_| Err(StorageError::Unavailable(e.to_string())))
            .collect()
    };
    let works: Vec<Work> = works.collect();
    if let Err(e) = conn.execute_batch("BEGIN IMMEDIATE") {
        shared.note(&e);
        let e = StorageError::from(e);
        return works
            .into_iter()
            .map(|_| Err(StorageError::Database(e.to_string())))
            .collect();
    }
    let mut answers = Vec::with_capacity(works.len());
    for work in works {
        let answer = conn
            .execute_batch("SAVEPOINT job")
            .map_err(StorageError::from)
            .and_then(|()| work(conn));
        let end = if answer.is_ok() {
            "RELEASE job"
        } else {
            "ROLLBACK TO job; RELEASE job"
        };
        if let Err(e) = conn.execute_batch(end) {
            shared.note(&e);
        }
        answers.push(answer);
    }
    // Never commit into a file that is no longer the database: the moves
    // would be acknowledged and then lost.
    if let Err(why) = shared.check_identity() {
        let _ = conn.execute_batch("ROLLBACK");
        shared.fatal(why.clone());
        return fail_all(answers.len(), &StorageError::Unavailable(why));
    }
    match conn.execute_batch("COMMIT") {
        Ok(()) => {
            shared.health().transient = None;
            answers
        }
        Err(e) => {
            shared.note(&e);
            let _ = conn.execute_batch("ROLLBACK");
            answers
                .into_iter()
                .map(|_| Err(StorageError::Database(format!("commit failed: {e}"))))
                .collect()
        }
    }
}

impl Storage for SqliteStorage {
    fn create(&self, game: &GameRecord) -> Result<(), StorageError> {
        let game = game.clone();
        self.run(true, move |c| queries::create(c, &game))
    }

    fn load(&self, id: &str) -> Result<Option<GameRecord>, StorageError> {
        let id = id.to_owned();
        let shared_note = Arc::clone(&self.shared);
        self.run(false, move |c| queries::load(c, &id)).inspect_err(|e| {
            if let StorageError::Unavailable(why) = e {
                shared_note.fatal(why.clone());
            }
        })
    }

    fn truncate_moves(&self, id: &str, len: usize) -> Result<(), StorageError> {
        let id = id.to_owned();
        self.run(true, move |c| queries::truncate_moves(c, &id, len))
    }

    fn set_seat(&self, id: &str, color: Color, seat: &Seat) -> Result<(), StorageError> {
        let (id, seat) = (id.to_owned(), seat.clone());
        self.run(true, move |c| queries::set_seat(c, &id, color, &seat))
    }

    fn set_resigned(&self, id: &str, color: Color) -> Result<(), StorageError> {
        let id = id.to_owned();
        self.run(true, move |c| queries::set_resigned(c, &id, color))
    }

    fn set_arrangement(
        &self,
        id: &str,
        color: Color,
        arrangement: Arrangement,
        start_fen: &str,
    ) -> Result<(), StorageError> {
        let (id, fen) = (id.to_owned(), start_fen.to_owned());
        self.run(true, move |c| {
            queries::set_arrangement(c, &id, color, arrangement, &fen)
        })
    }

    fn touch(&self, id: &str) -> Result<(), StorageError> {
        let id = id.to_owned();
        self.run(true, move |c| queries::touch(c, &id))
    }

    fn purge(&self, policy: Retention, now: i64, keep: &HashSet<String>) -> Result<usize, StorageError> {
        let keep = keep.clone();
        self.run(true, move |c| queries::purge(c, policy, now, &keep))
    }

    fn queue_move(&self, id: &str, ply: usize, mv: &str, clocks: Option<&str>) -> Pending<()> {
        let (id, mv, clocks) = (id.to_owned(), mv.to_owned(), clocks.map(str::to_owned));
        self.queue(move |c| queries::append_move(c, &id, ply, &mv, clocks.as_deref()))
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
        self.run(true, move |c| {
            queries::finish(c, &id, &result, &reason, clocks.as_deref())
        })
    }

    fn rating_history(
        &self,
        account: i64,
        game: &str,
        limit: usize,
    ) -> Result<Vec<(i64, String, f64, f64)>, StorageError> {
        let game = game.to_owned();
        self.run(false, move |c| accounts::rating_history(c, account, &game, limit))
    }

    fn player_games(
        &self,
        account: i64,
        offset: usize,
        limit: usize,
    ) -> Result<Vec<GameSummary>, StorageError> {
        self.run(false, move |c| accounts::player_games(c, account, offset, limit))
    }

    fn create_account(&self, username: &str, password_hash: &str) -> Result<Option<Account>, StorageError> {
        let (name, hash) = (username.to_owned(), password_hash.to_owned());
        self.run(true, move |c| accounts::create_account(c, &name, &hash, now()))
    }

    fn account(&self, username: &str) -> Result<Option<Account>, StorageError> {
        let name = username.to_owned();
        self.run(false, move |c| accounts::account(c, &name))
    }

    fn create_session(&self, token_digest: &str, account: i64, expires_at: i64) -> Result<(), StorageError> {
        let digest = token_digest.to_owned();
        self.run(true, move |c| {
            accounts::create_session(c, &digest, account, now(), expires_at)
        })
    }

    fn session(&self, token_digest: &str) -> Result<Option<Account>, StorageError> {
        let digest = token_digest.to_owned();
        self.run(false, move |c| accounts::session(c, &digest, now()))
    }

    fn end_session(&self, token_digest: &str) -> Result<(), StorageError> {
        let digest = token_digest.to_owned();
        self.run(true, move |c| accounts::end_session(c, &digest))
    }

    fn ratings(&self, account: i64) -> Result<Vec<RatingRow>, StorageError> {
        self.run(false, move |c| accounts::ratings(c, account))
    }

    fn set_rating(&self, account: i64, row: &RatingRow) -> Result<(), StorageError> {
        let row = row.clone();
        self.run(true, move |c| accounts::set_rating(c, account, &row, now()))
    }

    fn leaderboard(&self, game: &str, limit: usize) -> Result<Vec<(String, RatingRow)>, StorageError> {
        let game = game.to_owned();
        self.run(false, move |c| accounts::leaderboard(c, &game, limit))
    }

    fn health(&self) -> Result<(), String> {
        if let Err(why) = self.shared.check_identity() {
            self.shared.fatal(why);
        }
        let h = self.shared.health();
        match (&h.fatal, &h.transient) {
            (Some(why), _) | (None, Some(why)) => Err(why.clone()),
            (None, None) => Ok(()),
        }
    }

    fn check(&self) {
        let shared = Arc::clone(&self.shared);
        let checked = self.run(false, move |c| {
            if let Err(why) = shared.check_identity().and_then(|()| quick_check(c)) {
                shared.fatal(why);
            }
            Ok(())
        });
        if let Err(e) = checked {
            self.shared.fatal(e.to_string());
        }
    }
}
