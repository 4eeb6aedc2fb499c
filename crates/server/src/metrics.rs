//! `/metrics`: the server's counters in Prometheus' text format, so the
//! limits can be watched working (queue depth and wait, connections,
//! refusals) rather than guessed at.

use crate::AppState;
use axum::extract::State;
use axum::http::header;
use axum::response::{IntoResponse, Response};
use std::fmt::Write;
use std::sync::atomic::Ordering;

/// Resident memory of this process in bytes (Linux), if it can be read.
#[must_use]
pub fn resident_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    // SAFETY: sysconf only reads a configuration value.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    Some(pages * u64::try_from(page).ok()?)
}

pub async fn render(State(app): State<AppState>) -> Response {
    let (open, sockets) = app.tracker.counts();
    let live = app.registry.live_ids().await.len();
    let e = &app.registry.engine().stats;
    let started = e.started.load(Ordering::Relaxed);
    let wait_total = e.wait_us_total.load(Ordering::Relaxed) as f64 / 1e6;
    let storage = app.registry.storage();
    let ready = tokio::task::spawn_blocking(move || storage.health().is_ok())
        .await
        .unwrap_or(false);
    let mut out = String::new();
    let mut metric = |name: &str, kind: &str, help: &str, value: f64| {
        let _ = writeln!(
            out,
            "# HELP palace_{name} {help}\n# TYPE palace_{name} {kind}\npalace_{name} {value}"
        );
    };
    metric("connections_open", "gauge", "Open TCP connections.", open as f64);
    metric("sockets_open", "gauge", "Open game WebSockets.", sockets as f64);
    metric(
        "connections_refused_total",
        "counter",
        "Connections refused at a connection cap.",
        app.tracker.refused.load(Ordering::Relaxed) as f64,
    );
    metric(
        "connections_evicted_total",
        "counter",
        "Idle connections closed to make room at a cap.",
        app.tracker.evicted.load(Ordering::Relaxed) as f64,
    );
    metric("games_live", "gauge", "Games loaded in memory.", live as f64);
    metric(
        "engine_queue_depth",
        "gauge",
        "Computer searches waiting for a thread.",
        e.queued.load(Ordering::Relaxed) as f64,
    );
    metric(
        "engine_running",
        "gauge",
        "Computer searches running.",
        e.running.load(Ordering::Relaxed) as f64,
    );
    metric(
        "engine_searches_total",
        "counter",
        "Computer searches started.",
        started as f64,
    );
    metric(
        "engine_cancelled_total",
        "counter",
        "Computer searches cancelled as stale.",
        e.cancelled.load(Ordering::Relaxed) as f64,
    );
    metric(
        "engine_wait_seconds_total",
        "counter",
        "Time searches waited for a thread, summed.",
        wait_total,
    );
    metric(
        "engine_wait_seconds_max",
        "gauge",
        "Longest wait of a search for a thread.",
        e.wait_us_max.load(Ordering::Relaxed) as f64 / 1e6,
    );
    metric(
        "storage_ready",
        "gauge",
        "1 while the database takes writes.",
        f64::from(u8::from(ready)),
    );
    if let Some(c) = app.registry.cluster() {
        let s = &c.stats;
        let get = |a: &std::sync::atomic::AtomicU64| a.load(Ordering::Relaxed) as f64;
        metric(
            "cluster_nodes_alive",
            "gauge",
            "Nodes alive in the cluster at the last reading.",
            c.nodes_alive() as f64,
        );
        metric(
            "redis_up",
            "gauge",
            "1 while the Redis connection for calls and events is up.",
            f64::from(u8::from(c.redis_up())),
        );
        metric(
            "cluster_calls_total",
            "counter",
            "Calls sent to the node owning a game.",
            get(&s.calls),
        );
        metric(
            "cluster_calls_failed_total",
            "counter",
            "Calls to other nodes unanswered or refused as not owned.",
            get(&s.calls_failed),
        );
        metric(
            "cluster_call_seconds_total",
            "counter",
            "Round trips of calls to other nodes, summed.",
            get(&s.call_us_total) / 1e6,
        );
        metric(
            "cluster_served_total",
            "counter",
            "Calls served for other nodes.",
            get(&s.served),
        );
        metric(
            "redis_published_total",
            "counter",
            "Game events published to other nodes.",
            get(&s.published),
        );
        metric(
            "redis_publish_failed_total",
            "counter",
            "Game events that could not be published.",
            get(&s.publish_failed),
        );
        metric(
            "redis_publish_seconds_total",
            "counter",
            "Time spent publishing game events, summed.",
            get(&s.publish_us_total) / 1e6,
        );
        metric(
            "lease_renewals_total",
            "counter",
            "Lease renewals done (one database round trip each).",
            get(&s.renewals),
        );
        metric(
            "lease_renewals_failed_total",
            "counter",
            "Lease renewals that failed (database not reachable).",
            get(&s.renew_failed),
        );
        metric(
            "lease_renewal_seconds_total",
            "counter",
            "Time lease renewals took, summed.",
            get(&s.renew_us_total) / 1e6,
        );
        metric(
            "cluster_claimed_total",
            "counter",
            "Games claimed from the store (new to this node, or taken over).",
            get(&s.claimed),
        );
    }
    if let Some(rss) = resident_bytes() {
        metric(
            "resident_memory_bytes",
            "gauge",
            "Resident memory of the process.",
            rss as f64,
        );
    }
    crate::counters::MOVES.render(
        &mut out,
        "move_seconds",
        "Moves accepted: from the request reaching the game to the move stored and broadcast.",
    );
    crate::counters::STORAGE.render(
        &mut out,
        "storage_seconds",
        "Storage calls of live games (a commit each for writes).",
    );
    crate::counters::render_errors(&mut out);
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], out).into_response()
}
