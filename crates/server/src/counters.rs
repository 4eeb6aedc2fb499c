//! Process-wide counters for `/metrics`: moves and their latency, storage
//! write latency, and refusals by error code. Plain atomics, so that the
//! hot path (every move) costs a few relaxed additions.

use std::collections::BTreeMap;
use std::fmt::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Duration;

/// Upper bounds of the histogram buckets, in seconds (Prometheus' `le`).
const BOUNDS: [f64; 12] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5,
];

/// A latency histogram in Prometheus' cumulative form.
#[derive(Debug)]
pub struct Histogram {
    buckets: [AtomicU64; BOUNDS.len()],
    count: AtomicU64,
    sum_us: AtomicU64,
}

impl Histogram {
    const fn new() -> Histogram {
        Histogram {
            buckets: [const { AtomicU64::new(0) }; BOUNDS.len()],
            count: AtomicU64::new(0),
            sum_us: AtomicU64::new(0),
        }
    }

    /// Records one observation.
    pub fn observe(&self, d: Duration) {
        let secs = d.as_secs_f64();
        if let Some(i) = BOUNDS.iter().position(|b| secs <= *b) {
            self.buckets[i].fetch_add(1, Ordering::Relaxed);
        }
        self.count.fetch_add(1, Ordering::Relaxed);
        self.sum_us.fetch_add(
            u64::try_from(d.as_micros()).unwrap_or(u64::MAX),
            Ordering::Relaxed,
        );
    }

    /// Appends the histogram in Prometheus' text format.
    pub fn render(&self, out: &mut String, name: &str, help: &str) {
        let _ = writeln!(out, "# HELP palace_{name} {help}\n# TYPE palace_{name} histogram");
        let mut cumulative = 0;
        for (b, n) in BOUNDS.iter().zip(&self.buckets) {
            cumulative += n.load(Ordering::Relaxed);
            let _ = writeln!(out, "palace_{name}_bucket{{le=\"{b}\"}} {cumulative}");
        }
        let count = self.count.load(Ordering::Relaxed);
        let _ = writeln!(out, "palace_{name}_bucket{{le=\"+Inf\"}} {count}");
        #[allow(clippy::cast_precision_loss)]
        let sum = self.sum_us.load(Ordering::Relaxed) as f64 / 1e6;
        let _ = writeln!(out, "palace_{name}_sum {sum}\npalace_{name}_count {count}");
    }
}

/// Moves accepted, from the request reaching the game to its reply (the
/// move stored and broadcast), on the owner or through it.
pub static MOVES: Histogram = Histogram::new();

/// Storage calls of live games (each a committed write or a read).
pub static STORAGE: Histogram = Histogram::new();

/// Requests refused, by error code.
static ERRORS: Mutex<BTreeMap<&'static str, u64>> = Mutex::new(BTreeMap::new());

/// Counts a refusal with this code.
pub fn refused(code: &'static str) {
    let mut e = ERRORS.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    *e.entry(code).or_insert(0) += 1;
}

/// Appends the refusals by code.
pub fn render_errors(out: &mut String) {
    let _ = writeln!(
        out,
        "# HELP palace_errors_total Requests refused, by error code.\n# TYPE palace_errors_total counter"
    );
    let e = ERRORS.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    for (code, n) in e.iter() {
        let _ = writeln!(out, "palace_errors_total{{code=\"{code}\"}} {n}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_histogram_counts_cumulatively() {
        let h = Histogram::new();
        h.observe(Duration::from_micros(300));
        h.observe(Duration::from_millis(3));
        h.observe(Duration::from_secs(9));
        let mut out = String::new();
        h.render(&mut out, "x", "help");
        assert!(out.contains("palace_x_bucket{le=\"0.0005\"} 1\n"), "{out}");
        assert!(out.contains("palace_x_bucket{le=\"0.005\"} 2\n"), "{out}");
        assert!(out.contains("palace_x_bucket{le=\"2.5\"} 2\n"), "{out}");
        assert!(out.contains("palace_x_bucket{le=\"+Inf\"} 3\n"), "{out}");
        assert!(out.contains("palace_x_count 3"), "{out}");
    }
}
