//! The online-play figures of docs/bench.md: server memory per live rated
//! game with clocks (both players connected, two plies played), the time
//! to serve the lobby with many open seeks, and how fast the lobby's
//! updates reach many connected lobby sockets.
//!
//! ```text
//! cargo run --release -p palace-server --example online_bench -- [GAMES] [SEEKS] [LOBBY_SOCKETS]
//! ```
//!
//! Defaults: 200 games, 1,000 seeks, 1,000 lobby sockets. The server runs
//! in a child process (this program started again with `--serve`) with
//! its seek, login and connection limits opened wide, so its memory is
//! read from its own `/metrics` apart from the clients'. Loopback only.

use futures_util::{SinkExt, StreamExt};
use palace_server::SqliteStorage;
use palace_server::{AppState, CaptureFirst, Limits};
use serde_json::{json, Value};
use std::io::BufRead;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.get(1).map(String::as_str) == Some("--serve") {
        serve(&args[2]);
        return;
    }
    let number = |i: usize, default: usize| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(default);
    let (games, seeks, sockets) = (number(1, 200), number(2, 1000), number(3, 1000));
    let _ = palace_server::net::raise_file_limit();
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("online.sqlite3");
    let exe = std::env::current_exe().expect("this program's path");
    // PALACE_BENCH_WRAPPER (e.g. `heaptrack`) runs the server child under a profiler.
    let mut command = match std::env::var("PALACE_BENCH_WRAPPER") {
        Ok(wrapper) => {
            let mut c = std::process::Command::new(wrapper);
            c.arg(exe);
            c
        }
        Err(_) => std::process::Command::new(exe),
    };
    let mut child = command
        .arg("--serve")
        .arg(&db)
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the server child starts");
    // The first line that is an address (a wrapper may print its own first).
    let address = std::io::BufReader::new(child.stdout.take().expect("its output"))
        .lines()
        .map_while(Result::ok)
        .find_map(|l| l.trim().parse::<std::net::SocketAddr>().ok())
        .expect("the child prints its address");
    let base = format!("http://{address}");
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async {
        let http = reqwest::Client::new();
        println!(
            "== server {base}; memory at start {:.1} MB",
            memory(&http, &base).await / 1e6
        );
        rated_games(&http, &base, games).await;
        lobby(&http, &base, seeks, sockets).await;
    });
    let _ = child.kill();
    let _ = child.wait();
}

/// The child: a server with the limits that would stop one address from
/// opening this many seeks, accounts and sockets opened wide.
fn serve(db: &str) {
    let _ = palace_server::net::raise_file_limit();
    // As `palace serve` does.
    palace_server::net::return_large_allocations();
    let limits = Limits {
        max_connections: 50_000,
        max_connections_per_address: 50_000,
        games_per_minute: 1e9,
        games_burst: 1e9,
        auth_per_minute: 1e9,
        auth_burst: 1e9,
        max_open_seeks: 1_000_000,
        seeks_per_minute: 1e9,
        seeks_burst: 1e9,
        ..Limits::default()
    };
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    runtime.block_on(async move {
        let storage = Arc::new(SqliteStorage::open(std::path::Path::new(db)).expect("the database opens"));
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("a port");
        println!("{}", listener.local_addr().expect("its address"));
        let app = AppState::with_limits(storage, Arc::new(CaptureFirst), 1, limits);
        palace_server::serve(listener, app).await.expect("serving");
    });
}

/// Registers pairs of players, each pair a rated Xiangqi game at 5+2 from
/// the lobby, both seats connected and two plies played; the server's
/// memory before and after, per game.
async fn rated_games(http: &reqwest::Client, base: &str, games: usize) {
    let started = Instant::now();
    let mut players = Vec::with_capacity(games * 2);
    for i in 0..games * 2 {
        players.push(register(http, base, &format!("bench{i}")).await);
    }
    println!(
        "   registered {} players in {:.1} s (Argon2id)",
        players.len(),
        started.elapsed().as_secs_f64()
    );
    let before = memory(http, base).await;
    let mut sockets = Vec::with_capacity(games * 2);
    for pair in players.chunks(2) {
        let seek = json!({"game": "xiangqi", "rated": true, "side": "first",
            "clock": {"kind": "fischer", "base": 300, "increment": 2}});
        let made = post(http, base, "/api/seeks", &seek, &pair[0]).await;
        let id = made["seek"]["id"].as_str().expect("a seek id").to_owned();
        let game = post(
            http,
            base,
            &format!("/api/seeks/{id}/accept"),
            &json!({}),
            &pair[1],
        )
        .await;
        let game_id = game["id"].as_str().expect("a game id");
        let (mut red, version) = join(base, game_id, made["token"].as_str().expect("a seat")).await;
        let (mut black, _) = join(base, game_id, game["token"].as_str().expect("a seat")).await;
        play(&mut red, "b3b5", version).await;
        wait_version(&mut black, version + 1).await;
        play(&mut black, "a7a6", version + 1).await;
        wait_version(&mut red, version + 2).await;
        sockets.push(red);
        sockets.push(black);
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let after = memory(http, base).await;
    let live = get(http, base, "/api/stats").await;
    println!(
        "== {games} live rated games with clocks ({} sockets; stats {live}): memory {:.1} -> {:.1} MB, {:.1} KiB per game",
        sockets.len(),
        before / 1e6,
        after / 1e6,
        (after - before) / games as f64 / 1024.0
    );
    for mut s in sockets {
        let _ = s.close(None).await;
    }
}

/// Opens `seeks` seeks, times `GET /api/seeks`, then connects `sockets`
/// lobby sockets and counts how fast new seeks reach all of them.
async fn lobby(http: &reqwest::Client, base: &str, seeks: usize, sockets: usize) {
    let guest =
        json!({"game": "janggi", "clock": {"kind": "byoyomi", "main": 600, "periods": 3, "period": 30}});
    for _ in 0..seeks {
        post(http, base, "/api/seeks", &guest, "").await;
    }
    let mut times = Vec::new();
    let mut bytes = 0;
    for _ in 0..200 {
        let t = Instant::now();
        let body = http
            .get(format!("{base}/api/seeks"))
            .send()
            .await
            .expect("the lobby answers")
            .bytes()
            .await
            .expect("a body");
        times.push(t.elapsed());
        bytes = body.len();
    }
    times.sort();
    println!(
        "== GET /api/seeks with {seeks} open seeks ({} KB): p50 {:.2} ms, p99 {:.2} ms over 200 requests",
        bytes / 1000,
        ms(times[100]),
        ms(times[198])
    );

    let host = base.trim_start_matches("http://");
    let mut listeners = Vec::with_capacity(sockets);
    let started = Instant::now();
    for _ in 0..sockets {
        let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{host}/api/lobby/socket"))
            .await
            .expect("a lobby socket");
        next_of(&mut ws, "lobby").await;
        listeners.push(ws);
    }
    println!(
        "   {sockets} lobby sockets connected in {:.1} s (each welcomed with the {seeks} seeks); memory {:.1} MB",
        started.elapsed().as_secs_f64(),
        memory(http, base).await / 1e6
    );
    let events = 200;
    let counters: Vec<_> = listeners
        .into_iter()
        .map(|mut ws| {
            tokio::spawn(async move {
                let (mut added, mut resyncs) = (0, 0);
                while added < events {
                    match tokio::time::timeout(Duration::from_secs(20), ws.next()).await {
                        Ok(Some(Ok(Message::Text(t)))) => {
                            let v: Value = serde_json::from_str(t.as_str()).unwrap_or(Value::Null);
                            match v["type"].as_str() {
                                Some("seek-added") => added += 1,
                                Some("lobby") => resyncs += 1,
                                _ => {}
                            }
                        }
                        Ok(Some(Ok(_))) => {}
                        _ => break,
                    }
                }
                (added, resyncs, Instant::now())
            })
        })
        .collect();
    let started = Instant::now();
    for _ in 0..events {
        post(http, base, "/api/seeks", &guest, "").await;
    }
    let posted = started.elapsed();
    let (mut delivered, mut resyncs, mut last) = (0, 0, started);
    for c in counters {
        let (added, r, at) = c.await.expect("a counter");
        delivered += added;
        resyncs += r;
        last = last.max(at);
    }
    let took = (last - started).as_secs_f64();
    println!(
        "== lobby updates: {events} new seeks posted in {:.2} s to {sockets} sockets: {delivered} of {} delivered in {took:.2} s \
         ({:.0} messages/s, {resyncs} resyncs after lagging)",
        posted.as_secs_f64(),
        events * sockets,
        delivered as f64 / took
    );
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

async fn register(http: &reqwest::Client, base: &str, name: &str) -> String {
    let res = http
        .post(format!("{base}/api/account/register"))
        .json(&json!({"username": name, "password": "a long bench password"}))
        .send()
        .await
        .expect("registration answers");
    assert_eq!(res.status(), 201, "registering {name}");
    res.headers()
        .get("set-cookie")
        .and_then(|c| c.to_str().ok())
        .and_then(|c| c.strip_prefix("palace_session="))
        .and_then(|c| c.split(';').next())
        .expect("a session cookie")
        .to_owned()
}

async fn post(http: &reqwest::Client, base: &str, path: &str, body: &Value, session: &str) -> Value {
    let mut req = http
        .post(format!("{base}{path}"))
        .header("origin", base)
        .json(body);
    if !session.is_empty() {
        req = req.header("cookie", format!("palace_session={session}"));
    }
    let res = req.send().await.expect("the server answers");
    let status = res.status();
    let v: Value = res.json().await.unwrap_or(Value::Null);
    assert!(status.is_success(), "POST {path}: {status} {v}");
    v
}

async fn get(http: &reqwest::Client, base: &str, path: &str) -> Value {
    http.get(format!("{base}{path}"))
        .send()
        .await
        .expect("the server answers")
        .json()
        .await
        .unwrap_or(Value::Null)
}

/// Joins a seat; the socket and the game's version.
async fn join(base: &str, id: &str, token: &str) -> (Socket, u64) {
    let host = base.trim_start_matches("http://");
    let (mut ws, _) =
        tokio_tungstenite::connect_async(format!("ws://{host}/api/games/{id}/socket?token={token}"))
            .await
            .expect("a game socket");
    let hello = next_of(&mut ws, "hello").await;
    (ws, hello["state"]["version"].as_u64().expect("a version"))
}

async fn play(ws: &mut Socket, mv: &str, version: u64) {
    let msg = json!({"type": "move", "move": mv, "version": version}).to_string();
    ws.send(Message::text(msg)).await.expect("sent");
    wait_version(ws, version + 1).await;
}

/// Reads until an update to `version` (a refusal stops the run).
async fn wait_version(ws: &mut Socket, version: u64) {
    loop {
        let v = next(ws).await;
        assert_ne!(v["type"], "error", "{v}");
        if v["version"].as_u64().or_else(|| v["state"]["version"].as_u64()) >= Some(version) {
            return;
        }
    }
}

async fn next(ws: &mut Socket) -> Value {
    loop {
        match tokio::time::timeout(Duration::from_secs(20), ws.next()).await {
            Ok(Some(Ok(Message::Text(t)))) => return serde_json::from_str(t.as_str()).unwrap_or(Value::Null),
            Ok(Some(Ok(_))) => {}
            other => panic!("the socket closed or was silent: {other:?}"),
        }
    }
}

async fn next_of(ws: &mut Socket, kind: &str) -> Value {
    loop {
        let v = next(ws).await;
        if v["type"] == kind {
            return v;
        }
    }
}

/// The server's resident memory, from its `/metrics`.
async fn memory(http: &reqwest::Client, base: &str) -> f64 {
    let text = http
        .get(format!("{base}/metrics"))
        .send()
        .await
        .expect("metrics answer")
        .text()
        .await
        .unwrap_or_default();
    text.lines()
        .find_map(|l| l.strip_prefix("palace_resident_memory_bytes "))
        .and_then(|v| v.parse().ok())
        .unwrap_or(f64::NAN)
}
