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

use clap::Args;
use futures_util::{SinkExt, StreamExt};
use indicatif::{ProgressBar, ProgressStyle};
use palace_rules::{Game, RuleSet};
use rand::seq::IndexedRandom;
use serde_json::{json, Value};
use std::collections::BTreeMap;
use std::net::{IpAddr, ToSocketAddrs};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

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

async fn drive(args: &LoadtestArgs, nodes: Vec<String>, rules: &'static RuleSet) -> Result<(), String> {
    let http = reqwest::Client::builder()
        .pool_max_idle_per_host(64)
        .timeout(REPLY_TIMEOUT)
        .build()
        .map_err(|e| e.to_string())?;
    let memory_before = memory(&http, &nodes).await;
    let tally = Arc::new(Tally::default());
    let start = Instant::now();
    let deadline = start + Duration::from_secs(args.duration);
    let pairs = args.players / 2;
    let ramp = Duration::from_secs(args.ramp.min(args.duration));
    let think = Duration::from_millis(args.think_ms);
    let mut tasks = Vec::new();
    for i in 0..pairs {
        let (tally, http) = (Arc::clone(&tally), http.clone());
        let nodes = nodes.clone();
        let mut host = i as usize;
        let delay = ramp.mul_f64(f64::from(i) / f64::from(pairs));
        tasks.push(tokio::spawn(async move {
            tokio::time::sleep(delay).await;
            while Instant::now() < deadline {
                if let Err(kind) = play_one(&http, &nodes, host, rules, deadline, think, &tally).await {
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
    while Instant::now() < deadline {
        tokio::time::sleep(Duration::from_secs(1)).await;
        let acked = tally.acked.load(Ordering::Relaxed);
        let errors: u64 = tally.errors.lock().map(|e| e.values().sum()).unwrap_or(0);
        bar.set_position(start.elapsed().as_secs().min(args.duration));
        bar.set_message(format!(
            "{} moves/s, {acked} moves, {errors} errors",
            acked - last
        ));
        last = acked;
    }
    bar.finish_and_clear();
    let played = start.elapsed();
    for t in tasks {
        let _ = tokio::time::timeout(REPLY_TIMEOUT, t).await;
    }
    let memory_after = memory(&http, &nodes).await;
    report(&tally, played, &nodes, args.players, memory_before, memory_after);
    if !args.no_verify {
        verify(&http, &nodes, &tally).await?;
    }
    Ok(())
}

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

async fn post(http: &reqwest::Client, url: String, body: Value) -> Result<Value, String> {
    let res = http
        .post(url)
        .json(&body)
        .send()
        .await
        .map_err(|_| "http-failed".to_owned())?;
    let status = res.status();
    let v: Value = res.json().await.map_err(|_| "http-failed".to_owned())?;
    if status.is_success() {
        Ok(v)
    } else {
        Err(format!(
            "http-{}-{}",
            status.as_u16(),
            v["error"].as_str().unwrap_or("?")
        ))
    }
}

/// What a socket's hello says of the game.
struct Hello {
    version: u64,
    start_fen: String,
    moves: Vec<String>,
}

/// The game's socket and what its hello says.
async fn open(node: &str, id: &str, token: &str) -> Result<(Socket, Hello), String> {
    let url = format!("ws{}/api/games/{id}/socket?token={token}", &node[4..]);
    let (mut ws, _) = tokio_tungstenite::connect_async(url)
        .await
        .map_err(|_| "socket-refused".to_owned())?;
    let hello = next_json(&mut ws).await?;
    if hello["type"] != "hello" {
        return Err(format!("socket-{}", hello["code"].as_str().unwrap_or("no-hello")));
    }
    let state = &hello["state"];
    let moves = state["moves"]
        .as_array()
        .map(|m| m.iter().filter_map(|x| x.as_str().map(str::to_owned)).collect())
        .unwrap_or_default();
    Ok((
        ws,
        Hello {
            version: state["version"].as_u64().unwrap_or(0),
            start_fen: state["start_fen"].as_str().unwrap_or_default().to_owned(),
            moves,
        },
    ))
}

/// Opens the game's socket on the first node that takes it, starting
/// with `nodes[first]`, as the browser client does after a node is lost:
/// retries with backoff until `give_up`.
async fn reopen(
    nodes: &[String],
    first: usize,
    id: &str,
    token: &str,
    give_up: Instant,
    tally: &Tally,
) -> Result<(Socket, Hello), String> {
    let mut wait = Duration::from_millis(100);
    let mut i = first;
    loop {
        match open(&nodes[i % nodes.len()], id, token).await {
            Ok(opened) => return Ok(opened),
            Err(kind) if Instant::now() >= give_up => return Err(kind),
            Err(kind) => tally.error(format!("reconnect-{kind}")),
        }
        i += 1;
        tokio::time::sleep(wait).await;
        wait = (wait * 2).min(Duration::from_secs(1));
    }
}

async fn next_json(ws: &mut Socket) -> Result<Value, String> {
    loop {
        let msg = tokio::time::timeout(REPLY_TIMEOUT, ws.next())
            .await
            .map_err(|_| "reply-timeout".to_owned())?
            .ok_or_else(|| "socket-closed".to_owned())?
            .map_err(|_| "socket-failed".to_owned())?;
        match msg {
            Message::Text(t) => return serde_json::from_str(t.as_str()).map_err(|_| "bad-json".to_owned()),
            Message::Close(_) => return Err("socket-closed".into()),
            _ => {}
        }
    }
}

/// Reads until the update to `version` (or later); an error message
/// counts by its code.
async fn until_version(ws: &mut Socket, version: u64) -> Result<Value, String> {
    loop {
        let v = next_json(ws).await?;
        match v["type"].as_str() {
            Some("update" | "state")
                if v["version"].as_u64().or(v["state"]["version"].as_u64()) >= Some(version) =>
            {
                return Ok(v)
            }
            Some("error") => return Err(format!("refused-{}", v["code"].as_str().unwrap_or("?"))),
            _ => {}
        }
    }
}

/// Whether an error means the node or its connection was lost (the
/// players reconnect, to another node if need be) rather than a refusal.
fn connection_lost(kind: &str) -> bool {
    matches!(
        kind,
        "socket-closed"
            | "socket-failed"
            | "reply-timeout"
            | "refused-unavailable"
            | "refused-storage-unavailable"
    )
}

/// How long players try to reconnect to a game before giving it up.
const RECONNECT_FOR: Duration = Duration::from_secs(30);

/// One game between two simulated players, to its end or the deadline.
/// When a connection is lost, both players reconnect (trying every node)
/// and go on from the state the server has.
#[allow(clippy::too_many_arguments)]
async fn play_one(
    http: &reqwest::Client,
    nodes: &[String],
    host: usize,
    rules: &'static RuleSet,
    deadline: Instant,
    think: Duration,
    tally: &Tally,
) -> Result<(), String> {
    let guest = host + 1;
    let variant = if rules.name.starts_with("janggi") {
        "janggi"
    } else {
        "xiangqi"
    };
    let mut body = json!({"game": variant, "rules": rules.name, "mode": "friend", "side": "first"});
    if variant == "janggi" {
        body["setups"] = json!({"cho": "ma-sang-sang-ma", "han": "ma-sang-sang-ma"});
    }
    let (host_node, guest_node) = (tally.node(nodes, host), tally.node(nodes, guest));
    let created = post(http, format!("{host_node}/api/games"), body)
        .await
        .inspect_err(|k| tally.unreachable(host_node, k))?;
    let id = created["id"].as_str().ok_or("no-game-id")?.to_owned();
    let first = created["token"].as_str().ok_or("no-token")?.to_owned();
    let invite = created["links"]["invite"]
        .as_str()
        .and_then(|l| l.split("#invite=").nth(1))
        .ok_or("no-invite")?
        .to_owned();
    let joined = post(
        http,
        format!("{guest_node}/api/games/{id}/join"),
        json!({"invite": invite}),
    )
    .await
    .inspect_err(|k| tally.unreachable(guest_node, k))?;
    let second = joined["token"].as_str().ok_or("no-token")?.to_owned();
    tally.games_started.fetch_add(1, Ordering::Relaxed);
    let tokens = [first, second];
    let (a, hello) = open(host_node, &id, &tokens[0]).await?;
    let (b, _) = open(guest_node, &id, &tokens[1]).await?;
    let mut sockets = [a, b];
    let mut version = hello.version;
    // From the server's start position (a Janggi game's setup included).
    let mut game = Game::from_fen(&hello.start_fen, rules).map_err(|_| "bad-start-fen".to_owned())?;
    let mut acked: Vec<String> = Vec::new();
    let mut reconnects = 0;
    let mut at = [host, guest];
    let result = loop {
        let played = async {
            while Instant::now() < deadline && game.outcome().is_none() && acked.len() < MAX_PLIES {
                let side = game.position().turn().index();
                let legal = game.legal_moves();
                let Some(&mv) = legal.choose(&mut rand::rng()) else {
                    break;
                };
                let text = mv.to_string();
                tokio::time::sleep(think).await;
                let sent = Instant::now();
                sockets[side]
                    .send(Message::text(
                        json!({"type": "move", "move": text, "version": version}).to_string(),
                    ))
                    .await
                    .map_err(|_| "socket-failed".to_owned())?;
                let update = until_version(&mut sockets[side], version + 1).await?;
                let rtt = sent.elapsed();
                acked.push(text.clone());
                tally.acked.fetch_add(1, Ordering::Relaxed);
                if let Ok(mut r) = tally.rtts.lock() {
                    r.push(u32::try_from(rtt.as_micros()).unwrap_or(u32::MAX));
                }
                version = update["version"]
                    .as_u64()
                    .or(update["state"]["version"].as_u64())
                    .unwrap_or(version + 1);
                game.play(mv).map_err(|_| "local-replay-failed".to_owned())?;
                // The opponent hears of the move before answering it.
                until_version(&mut sockets[1 - side], version).await?;
            }
            Ok::<(), String>(())
        }
        .await;
        match played {
            Err(kind) if connection_lost(&kind) && reconnects < 5 && Instant::now() < deadline => {
                tally.error(kind);
                reconnects += 1;
                tally.reconnected.fetch_add(1, Ordering::Relaxed);
                // Both players start over on whichever node takes them.
                let lost_at = Instant::now();
                let give_up = lost_at + RECONNECT_FOR;
                let mut fresh = Vec::new();
                for seat in 0..2 {
                    at[seat] += 1;
                    fresh.push(reopen(nodes, at[seat], &id, &tokens[seat], give_up, tally).await);
                }
                let (Some(Ok((b, _))), Some(Ok((a, hello)))) = (fresh.pop(), fresh.pop()) else {
                    break Err("reconnect-failed".to_owned());
                };
                if let Ok(mut o) = tally.outages.lock() {
                    o.push(u32::try_from(lost_at.elapsed().as_millis()).unwrap_or(u32::MAX));
                }
                for mut old in std::mem::replace(&mut sockets, [a, b]) {
                    let _ = old.close(None).await;
                }
                // The server's moves: every acknowledged one, and perhaps
                // one more whose acknowledgement was lost with the node.
                if hello.moves.len() < acked.len() || hello.moves[..acked.len()] != acked[..] {
                    tally.error("acknowledged-move-missing");
                }
                let mut replay =
                    Game::from_fen(&hello.start_fen, rules).map_err(|_| "bad-start-fen".to_owned())?;
                for m in &hello.moves {
                    replay
                        .play_text(m)
                        .map_err(|_| "server-moves-unreadable".to_owned())?;
                }
                game = replay;
                acked.clone_from(&hello.moves);
                version = hello.version;
            }
            other => break other,
        }
    };
    if game.outcome().is_some() {
        tally.games_finished.fetch_add(1, Ordering::Relaxed);
    }
    if let Ok(mut g) = tally.games.lock() {
        g.push((id, acked));
    }
    for mut s in sockets {
        let _ = s.close(None).await;
    }
    result
}

fn percentile(sorted: &[u32], p: f64) -> f64 {
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

/// Resident memory and live games of each node, from `/metrics`.
async fn memory(http: &reqwest::Client, nodes: &[String]) -> Vec<(u64, u64)> {
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
        out.push((
            value("palace_resident_memory_bytes "),
            value("palace_games_live "),
        ));
    }
    out
}

#[allow(clippy::cast_precision_loss)]
fn report(
    tally: &Tally,
    played: Duration,
    nodes: &[String],
    players: u32,
    before: Vec<(u64, u64)>,
    after: Vec<(u64, u64)>,
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
    println!("moves acknowledged {acked} ({:.0} moves/s)", acked as f64 / secs);
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
    for (i, n) in nodes.iter().enumerate() {
        let (b, a) = (
            before.get(i).copied().unwrap_or_default(),
            after.get(i).copied().unwrap_or_default(),
        );
        println!(
            "server memory      {n}: {:.1} MiB before, {:.1} MiB after ({} live games)",
            b.0 as f64 / 1_048_576.0,
            a.0 as f64 / 1_048_576.0,
            a.1
        );
    }
}

/// Checks each game's stored moves against the acknowledged ones: every
/// acknowledged move must be stored, in order. Asks each node in turn (a
/// node may have been stopped during the run).
async fn verify(http: &reqwest::Client, nodes: &[String], tally: &Tally) -> Result<(), String> {
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
