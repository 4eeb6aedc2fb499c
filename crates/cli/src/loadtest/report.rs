//! What a run measured, printed for people and scripts alike; and the
//! check of every acknowledged move against the store.

use super::Tally;
use serde_json::Value;
use std::sync::atomic::Ordering;
use std::time::Duration;

pub(super) fn percentile(sorted: &[u32], p: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    #[allow(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        clippy::cast_precision_loss
    )]
    let i = ((sorted.len() as f64 * p).ceil() as usize).clamp(1, sorted.len()) - 1;
    f64::from(sorted[i]) / 1000.0
}

/// One node's state, from its `/metrics`.
#[derive(Clone, Copy, Default)]
pub(super) struct Sample {
    resident: u64,
    games: u64,
    sockets: u64,
}

/// Resident memory, live games and open game sockets of each node.
pub(super) async fn sample(http: &reqwest::Client, nodes: &[String]) -> Vec<Sample> {
    let mut out = Vec::new();
    for n in nodes {
        let text = match http.get(format!("{n}/metrics")).send().await {
            Ok(r) => r.text().await.unwrap_or_default(),
            Err(_) => String::new(),
        };
        let value = |name: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(name)?.trim().parse::<f64>().ok())
                .map_or(0, |v| v as u64)
        };
        out.push(Sample {
            resident: value("palace_resident_memory_bytes "),
            games: value("palace_games_live "),
            sockets: value("palace_sockets_open "),
        });
    }
    out
}

fn mib(bytes: u64) -> f64 {
    bytes as f64 / 1_048_576.0
}

#[allow(clippy::cast_precision_loss)]
pub(super) fn report(
    tally: &Tally,
    played: Duration,
    nodes: &[String],
    players: u32,
    per_second: &[u64],
    samples: &[Vec<Sample>; 3],
) {
    let mut rtts = tally.rtts.lock().map(|r| r.clone()).unwrap_or_default();
    rtts.sort_unstable();
    let acked = tally.acked.load(Ordering::Relaxed);
    let secs = played.as_secs_f64();
    println!(
        "players            {players} on {} node(s): {}",
        nodes.len(),
        nodes.join(", ")
    );
    println!("duration           {secs:.1} s");
    println!(
        "games              {} started, {} finished",
        tally.games_started.load(Ordering::Relaxed),
        tally.games_finished.load(Ordering::Relaxed)
    );
    println!(
        "sockets            {} at most open (players and watchers); watchers received {} messages",
        tally.sockets_peak.load(Ordering::Relaxed),
        tally.watched.load(Ordering::Relaxed)
    );
    println!("moves acknowledged {acked} ({:.0} moves/s)", acked as f64 / secs);
    let mut seconds = per_second.to_vec();
    seconds.sort_unstable();
    if let (Some(low), Some(high)) = (seconds.first(), seconds.last()) {
        println!(
            "moves per second   after the ramp: min {low}  median {}  max {high} (over {} whole seconds)",
            seconds[seconds.len() / 2],
            seconds.len()
        );
    }
    println!(
        "round trip (ms)    p50 {:.2}  p90 {:.2}  p99 {:.2}  max {:.2}",
        percentile(&rtts, 0.50),
        percentile(&rtts, 0.90),
        percentile(&rtts, 0.99),
        rtts.last().map_or(0.0, |&m| f64::from(m) / 1000.0)
    );
    let mut outages = tally.outages.lock().map(|o| o.clone()).unwrap_or_default();
    outages.sort_unstable();
    println!(
        "reconnections      {} (a pair reconnecting after losing its node or connection)",
        tally.reconnected.load(Ordering::Relaxed)
    );
    if !outages.is_empty() {
        println!(
            "back in play (s)   p50 {:.1}  p90 {:.1}  max {:.1} (from the loss to both players reconnected)",
            percentile(&outages, 0.50),
            percentile(&outages, 0.90),
            outages.last().map_or(0.0, |&m| f64::from(m) / 1000.0)
        );
    }
    let errors = tally.errors.lock().map(|e| e.clone()).unwrap_or_default();
    let total: u64 = errors.values().sum();
    let kinds: Vec<String> = errors.iter().map(|(k, n)| format!("{k} {n}")).collect();
    println!(
        "errors             {total}{}",
        if kinds.is_empty() {
            String::new()
        } else {
            format!(" ({})", kinds.join(", "))
        }
    );
    let timeouts = tally.timeouts.lock().map(|t| t.clone()).unwrap_or_default();
    if !timeouts.is_empty() {
        let kinds: Vec<String> = timeouts.iter().map(|(k, n)| format!("{k} {n}")).collect();
        println!("reply timeouts     waited on: {}", kinds.join(", "));
    }
    let [before, busiest, after] = samples;
    for (i, n) in nodes.iter().enumerate() {
        let at = |s: &Vec<Sample>| s.get(i).copied().unwrap_or_default();
        let (b, m, a) = (at(before), at(busiest), at(after));
        println!(
            "server memory      {n}: {:.1} MiB before, {:.1} MiB mid-run ({} live games, {} sockets), {:.1} MiB after ({} live games)",
            mib(b.resident),
            mib(m.resident),
            m.games,
            m.sockets,
            mib(a.resident),
            a.games
        );
    }
}

/// Checks each game's stored moves against the acknowledged ones: every
/// acknowledged move must be stored, in order. Asks each node in turn (a
/// node may have been stopped during the run).
pub(super) async fn verify(http: &reqwest::Client, nodes: &[String], tally: &Tally) -> Result<(), String> {
    let games = tally.games.lock().map(|g| g.clone()).unwrap_or_default();
    let mut lost = 0;
    let mut unreadable = 0;
    for (id, acked) in &games {
        let mut stored: Option<Vec<String>> = None;
        'nodes: for _ in 0..3 {
            for node in nodes {
                let Ok(r) = http.get(format!("{node}/api/games/{id}")).send().await else {
                    continue;
                };
                stored = r.json::<Value>().await.ok().and_then(|v| {
                    v["moves"]
                        .as_array()
                        .map(|m| m.iter().filter_map(|x| x.as_str().map(str::to_owned)).collect())
                });
                if stored.is_some() {
                    break 'nodes;
                }
            }
            // A game whose owner was lost is readable once taken over.
            tokio::time::sleep(Duration::from_secs(3)).await;
        }
        match stored {
            Some(s) if s.len() >= acked.len() && s[..acked.len()] == acked[..] => {}
            Some(_) => lost += 1,
            None => unreadable += 1,
        }
    }
    println!(
        "verified           {} games: {} with every acknowledged move stored, {lost} with a move lost, {unreadable} unreadable",
        games.len(),
        games.len() - lost - unreadable
    );
    if lost > 0 {
        return Err(format!("{lost} games lost acknowledged moves"));
    }
    Ok(())
}
