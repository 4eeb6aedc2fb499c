//! Storage throughput and acknowledgement latency: `GAMES` games each
//! append moves as fast as their acknowledgements come back, for `SECS`
//! seconds, through the [`Storage`] trait the server uses.
//!
//! ```text
//! cargo run --release -p palace-server --example storage_bench -- [GAMES] [SECS] [DIR]
//! ```
//!
//! Prints moves per second and the latency percentiles of one
//! `append_move` call (from the call to its durable acknowledgement).

use palace_server::storage::{now, GameRecord, Mode, Seat};
use palace_server::{SqliteStorage, Storage};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let games: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(200);
    let secs: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(5);
    let dir = args
        .get(3)
        .map_or_else(std::env::temp_dir, std::path::PathBuf::from);
    let path = dir.join(format!("storage-bench-{}.sqlite3", std::process::id()));
    let storage: Arc<dyn Storage> = Arc::new(SqliteStorage::open(&path).expect("open database"));
    for g in 0..games {
        storage.create(&record(g)).expect("create game");
    }
    let deadline = Instant::now() + Duration::from_secs(secs);
    let threads: Vec<_> = (0..games)
        .map(|g| {
            let storage = Arc::clone(&storage);
            std::thread::spawn(move || {
                let mut latencies = Vec::new();
                let id = format!("bench{g:06}");
                let mut ply = 0;
                while Instant::now() < deadline {
                    let t = Instant::now();
                    // Two alternating moves: the text does not matter here.
                    let mv = if ply % 2 == 0 { "a1a2" } else { "a2a1" };
                    storage.append_move(&id, ply, mv, None).expect("append");
                    latencies.push(t.elapsed());
                    ply += 1;
                }
                latencies
            })
        })
        .collect();
    let mut all: Vec<Duration> = threads.into_iter().flat_map(|t| t.join().unwrap()).collect();
    all.sort();
    let pct = |p: f64| all[((all.len() as f64 - 1.0) * p) as usize].as_secs_f64() * 1e3;
    println!(
        "{games} games, {secs} s: {} moves, {:.0} moves/s; ack latency ms p50 {:.2} p90 {:.2} p99 {:.2} max {:.2}",
        all.len(),
        all.len() as f64 / secs as f64,
        pct(0.5),
        pct(0.9),
        pct(0.99),
        pct(1.0)
    );
    drop(storage);
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
}

fn record(g: usize) -> GameRecord {
    GameRecord {
        id: format!("bench{g:06}"),
        rules: "xiangqi-standard".into(),
        start_fen: palace_rules::XIANGQI_START_FEN.into(),
        arrangements: [None, None],
        mode: Mode::Local,
        level: None,
        seats: [Seat::Open, Seat::Open],
        invite_digest: None,
        moves: Vec::new(),
        resigned: None,
        created_at: now(),
        online: Default::default(),
    }
}
