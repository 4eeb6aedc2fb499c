//! `palace loadtest`: simulated players over real WebSockets, in pairs
//! playing real games (random legal moves from palace-rules) against each
//! other on one or several nodes, for a bounded time, loopback only.
//!
//! Each pair creates a friend game over HTTP on one node, the second
//! player joins it (on the next node when there are several), and both
//! open the game's socket. The side to move sends a random legal move
//! against the version it knows; the round trip is timed from the send to
//! the update that acknowledges it on the mover's socket, and the other
//! side must then see the same update. A finished game (or one past
//! [`MAX_PLIES`]) is followed by a new one. At the end every acknowledged
//! move can be checked against the game as the server stored it.
//!
//! `--watchers` adds spectator sockets spread over the games, so that the
//! number of open sockets and the fan-out of every move are those of a
//! busy site rather than of players alone.

mod player;
mod report;

use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use palace_rules::RuleSet;
use player::play_one;
use report::{report, sample, verify, Sample};
use std::collections::BTreeMap;
use std::net::{IpAddr, ToSocketAddrs};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A game this long is resigned and replaced (random games can wander).
const MAX_PLIES: usize = 300;

/// How long one reply may take before the player counts a timeout.
const REPLY_TIMEOUT: Duration = Duration::from_secs(10);

#[derive(Args, Debug)]
pub struct LoadtestArgs {
    /// The node the players use: http://127.0.0.1:PORT (loopback addresses only).
    #[arg(long, value_name = "URL", required_unless_present = "nodes")]
    url: Option<String>,
    /// Several nodes, comma-separated: each game is created on one and its second player joins on the next.
    #[arg(long, value_name = "URL,URL", value_delimiter = ',')]
    nodes: Vec<String>,
    /// Simulated players (an even number: they play in pairs).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(2..=40_000))]
    players: u32,
    /// How long to play, in seconds.
    #[arg(long, value_name = "S", value_parser = clap::value_parser!(u64).range(1..=3600))]
    duration: u64,
    /// Rule set of the games.
    #[arg(long, default_value = "xiangqi-standard", value_name = "PRESET")]
    rules: String,
    /// Seconds over which the players connect (spreads the start).
    #[arg(long, default_value_t = 5, value_name = "S")]
    ramp: u64,
    /// Milliseconds a player thinks before each move (the server allows a socket 10 messages a second).
    #[arg(long, default_value_t = 100, value_name = "MS", value_parser = clap::value_parser!(u64).range(0..=60_000))]
    think_ms: u64,
    /// Spectator sockets besides the players', spread evenly over the games (each follows its game to the end).
    #[arg(long, default_value_t = 0, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=100_000))]
    watchers: u32,
    /// Skip checking each game's stored moves against the acknowledged ones at the end.
    #[arg(long)]
    no_verify: bool,
}

/// What the run measured, shared by the players.
#[derive(Default)]
struct Tally {
    acked: AtomicU64,
    games_started: AtomicU64,
    games_finished: AtomicU64,
    /// Round trips in microseconds.
    rtts: Mutex<Vec<u32>>,
    errors: Mutex<BTreeMap<String, u64>>,
    /// Each game's node and the moves acknowledged in it.
    games: Mutex<Vec<(String, Vec<String>)>>,
    /// Times a pair reconnected after losing its node or connection.
    reconnected: AtomicU64,
    /// How long each reconnection took, from the loss to both players
    /// back (milliseconds).
    outages: Mutex<Vec<u32>>,
    /// Nodes that refused a connection: new games avoid them.
    down: Mutex<std::collections::BTreeSet<String>>,
    /// Sockets open now, players' and watchers', and the most at once.
    sockets: AtomicU64,
    sockets_peak: AtomicU64,
    /// Messages the watchers received.
    watched: AtomicU64,
    /// Replies that did not come, by whose socket waited (the mover's or
    /// the opponent's; the host's socket is on the node that created the
    /// game, the guest's on the next): where an update went missing.
    timeouts: Mutex<BTreeMap<String, u64>>,
}

impl Tally {
    /// The `i`-th node (round robin), skipping nodes seen down while
    /// another is up.
    fn node<'a>(&self, nodes: &'a [String], i: usize) -> &'a str {
        let down = self.down.lock().map(|d| d.clone()).unwrap_or_default();
        (0..nodes.len())
            .map(|k| nodes[(i + k) % nodes.len()].as_str())
            .find(|n| !down.contains(*n))
            .unwrap_or(nodes[i % nodes.len()].as_str())
    }

    /// Notes a node that could not be reached.
    fn unreachable(&self, node: &str, kind: &str) {
        if kind == "http-failed" {
            if let Ok(mut d) = self.down.lock() {
                d.insert(node.to_owned());
            }
        }
    }
}

impl Tally {
    fn socket_opened(&self) {
        let now = self.sockets.fetch_add(1, Ordering::Relaxed) + 1;
        self.sockets_peak.fetch_max(now, Ordering::Relaxed);
    }

    fn socket_closed(&self) {
        self.sockets.fetch_sub(1, Ordering::Relaxed);
    }

    fn timed_out(&self, kind: &str, who: &str, seat: usize) {
        if kind == "reply-timeout" {
            let seat = if seat == 0 { "host" } else { "guest" };
            *self
                .timeouts
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .entry(format!("{who} ({seat})"))
                .or_default() += 1;
        }
    }

    fn error(&self, kind: impl Into<String>) {
        *self
            .errors
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .entry(kind.into())
            .or_default() += 1;
    }
}

/// Accepts only `http://` URLs of loopback addresses: load is never sent
/// anywhere else.
fn loopback(url: &str) -> Result<String, String> {
    let rest = url
        .strip_prefix("http://")
        .ok_or_else(|| format!("'{url}': the URL must start with http://"))?;
    let host_port = rest.split('/').next().unwrap_or_default();
    let with_port = if host_port.contains(':') && !host_port.ends_with(']') {
        host_port.to_owned()
    } else {
        format!("{host_port}:80")
    };
    let addrs: Vec<IpAddr> = with_port
        .to_socket_addrs()
        .map_err(|e| format!("'{url}': {e}"))?
        .map(|a| a.ip())
        .collect();
    if addrs.is_empty() || !addrs.iter().all(IpAddr::is_loopback) {
        return Err(format!(
            "'{url}' is not a loopback address: the load test only runs against this machine"
        ));
    }
    Ok(format!("http://{host_port}"))
}

pub fn run(args: &LoadtestArgs) -> Result<(), String> {
    let mut nodes = args.nodes.clone();
    if let Some(u) = &args.url {
        nodes.insert(0, u.clone());
    }
    let nodes: Vec<String> = nodes.iter().map(|u| loopback(u)).collect::<Result<_, _>>()?;
    if args.players % 2 != 0 {
        return Err(format!(
            "--players {}: the players play in pairs, give an even number",
            args.players
        ));
    }
    let rules: &'static RuleSet = args
        .rules
        .parse()
        .map_err(|e: palace_rules::UnknownPreset| e.to_string())?;
    let _ = palace_server::net::raise_file_limit();
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    rt.block_on(drive(args, nodes, rules))
}

/// What the run needs besides the arguments.
struct Plan {
    nodes: Vec<String>,
    rules: &'static RuleSet,
    deadline: Instant,
    think: Duration,
}

async fn drive(args: &LoadtestArgs, nodes: Vec<String>, rules: &'static RuleSet) -> Result<(), String> {
    let http = reqwest::Client::builder()
        .pool_max_idle_per_host(64)
        .timeout(REPLY_TIMEOUT)
        .build()
        .map_err(|e| e.to_string())?;
    let before = sample(&http, &nodes).await;
    let tally = Arc::new(Tally::default());
    let start = Instant::now();
    let plan = Arc::new(Plan {
        nodes,
        rules,
        deadline: start + Duration::from_secs(args.duration),
        think: Duration::from_millis(args.think_ms),
    });
    let pairs = args.players / 2;
    let ramp = Duration::from_secs(args.ramp.min(args.duration));
    let mut tasks = Vec::new();
    for i in 0..pairs {
        let (tally, http, plan) = (Arc::clone(&tally), http.clone(), Arc::clone(&plan));
        let watchers = args.watchers / pairs + u32::from(i < args.watchers % pairs);
        let mut host = i as usize;
        let delay = ramp.mul_f64(f64::from(i) / f64::from(pairs));
        tasks.push(tokio::spawn(async move {
            tokio::time::sleep(delay).await;
            while Instant::now() < plan.deadline {
                if let Err(kind) = play_one(&http, &plan, host, watchers, &tally).await {
                    tally.error(kind);
                    // A failing pair does not spin, and tries the next
                    // node (its node may be gone).
                    host += 1;
                    tokio::time::sleep(Duration::from_millis(200)).await;
                }
            }
        }));
    }
    let bar = ProgressBar::new(args.duration);
    bar.set_style(
        ProgressStyle::with_template("{elapsed_precise} [{bar:30}] {pos}/{len} s  {msg}")
            .map_err(|e| e.to_string())?,
    );
    let mut last = 0;
    // Moves acknowledged in each second after the ramp: the rate must
    // hold through the run, not only on average.
    let mut per_second = Vec::new();
    let mut busiest: Option<Vec<Sample>> = None;
    let middle = start + Duration::from_secs(args.duration) / 2;
    while Instant::now() < plan.deadline {
        tokio::time::sleep(Duration::from_secs(1)).await;
        let acked = tally.acked.load(Ordering::Relaxed);
        let errors: u64 = tally.errors.lock().map(|e| e.values().sum()).unwrap_or(0);
        if start.elapsed() > ramp + Duration::from_secs(1) && Instant::now() < plan.deadline {
            per_second.push(acked - last);
        }
        if busiest.is_none() && Instant::now() >= middle.max(start + ramp) {
            // The server with every game and socket open.
            busiest = Some(sample(&http, &plan.nodes).await);
        }
        bar.set_position(start.elapsed().as_secs().min(args.duration));
        bar.set_message(format!(
            "{} moves/s, {acked} moves, {} sockets, {errors} errors",
            acked - last,
            tally.sockets.load(Ordering::Relaxed)
        ));
        last = acked;
    }
    bar.finish_and_clear();
    let played = start.elapsed();
    for t in tasks {
        let _ = tokio::time::timeout(REPLY_TIMEOUT, t).await;
    }
    let after = sample(&http, &plan.nodes).await;
    let samples = [before, busiest.unwrap_or_default(), after];
    report(&tally, played, &plan.nodes, args.players, &per_second, &samples);
    if !args.no_verify {
        verify(&http, &plan.nodes, &tally).await?;
    }
    Ok(())
}
