//! The computer's thinking, shared fairly by every game.
//!
//! Each search runs on a blocking thread behind a semaphore with one permit
//! per engine thread; tokio's semaphore is first-come first-served, so the
//! waiting searches form a fair queue. A game has at most one search
//! queued or running: a new position cancels the old search (its stop flag
//! ends it within milliseconds, or before it starts if it is still
//! waiting), so no game can hold more than one place in the queue and
//! none delays another's reply by more than one search per thread.

use crate::chooser::MoveChooser;
use palace_rules::{Game, Move};
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use tokio::sync::{Notify, Semaphore};
use tokio::time::Instant;

/// The computer opponent's resources, shared by all games.
#[derive(Clone)]
pub struct Engine {
    pub chooser: Arc<dyn MoveChooser>,
    /// Searches at once; each runs on a blocking thread.
    pub permits: Arc<Semaphore>,
    pub stats: Arc<EngineStats>,
}

impl fmt::Debug for Engine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Engine({} permits free)", self.permits.available_permits())
    }
}

/// Counters of the engine queue (reported by `/metrics`).
#[derive(Debug, Default)]
pub struct EngineStats {
    /// Searches waiting for a thread now.
    pub queued: AtomicUsize,
    /// Searches running now.
    pub running: AtomicUsize,
    /// Searches started, and the sum and maximum of their waits (µs).
    pub started: AtomicU64,
    pub wait_us_total: AtomicU64,
    pub wait_us_max: AtomicU64,
    /// Searches cancelled because their position went stale.
    pub cancelled: AtomicU64,
}

/// A search that has been asked for: cancel it through [`Thinking::cancel`].
#[derive(Debug)]
pub struct Thinking {
    /// The game version it searches for.
    pub version: u64,
    stop: Arc<AtomicBool>,
    /// Wakes the search out of the queue if it is still waiting.
    leave: Arc<Notify>,
}

impl Thinking {
    /// Stops the search, or takes it out of the queue if it has not started.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
        self.leave.notify_one();
    }
}

impl Drop for Thinking {
    /// A search nobody waits for any more is stale.
    fn drop(&mut self) {
        self.cancel();
    }
}

impl Engine {
    #[must_use]
    pub fn new(chooser: Arc<dyn MoveChooser>, threads: usize) -> Engine {
        Engine {
            chooser,
            permits: Arc::new(Semaphore::new(threads.max(1))),
            stats: Arc::default(),
        }
    }

    /// Queues a search of `game` at `level`; `done` gets its move unless
    /// the search was cancelled first.
    pub fn think(
        &self,
        game: Game,
        level: u8,
        version: u64,
        done: impl FnOnce(Option<Move>) -> futures_util::future::BoxFuture<'static, ()> + Send + 'static,
    ) -> Thinking {
        let stop = Arc::new(AtomicBool::new(false));
        let leave = Arc::new(Notify::new());
        let left = Arc::clone(&leave);
        let engine = self.clone();
        let flag = Arc::clone(&stop);
        let stats = Arc::clone(&self.stats);
        stats.queued.fetch_add(1, Ordering::Relaxed);
        tokio::spawn(async move {
            let queued_at = Instant::now();
            let permit = tokio::select! {
                p = engine.permits.acquire_owned() => p.ok(),
                () = left.notified() => None,
            };
            stats.queued.fetch_sub(1, Ordering::Relaxed);
            let Some(_permit) = permit.filter(|_| !flag.load(Ordering::Relaxed)) else {
                stats.cancelled.fetch_add(1, Ordering::Relaxed);
                return;
            };
            let wait = u64::try_from(queued_at.elapsed().as_micros()).unwrap_or(u64::MAX);
            stats.started.fetch_add(1, Ordering::Relaxed);
            stats.wait_us_total.fetch_add(wait, Ordering::Relaxed);
            stats.wait_us_max.fetch_max(wait, Ordering::Relaxed);
            stats.running.fetch_add(1, Ordering::Relaxed);
            let chooser = Arc::clone(&engine.chooser);
            let search_stop = Arc::clone(&flag);
            let mv = tokio::task::spawn_blocking(move || chooser.choose(&game, level, &search_stop))
                .await
                .unwrap_or_else(|e| {
                    tracing::error!("computer search failed: {e}");
                    None
                });
            stats.running.fetch_sub(1, Ordering::Relaxed);
            if flag.load(Ordering::Relaxed) {
                stats.cancelled.fetch_add(1, Ordering::Relaxed);
            } else {
                done(mv).await;
            }
        });
        Thinking { version, stop, leave }
    }
}
