//! Runs the hold-up issue's attacks against a running server and prints
//! what each got. Loopback only: point it at a server you started.
//!
//! ```text
//! palace serve --bind 127.0.0.1:8080 --database /tmp/abuse.sqlite3 &
//! cargo run --release -p palace-server --example abuse -- http://127.0.0.1:8080 [SPECTATORS]
//! ```
//!
//! For the broadcast figure with many spectators from one address, start
//! the server with `--max-connections-per-address` above SPECTATORS.

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

type Socket = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

#[tokio::main]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let base = args
        .get(1)
        .cloned()
        .unwrap_or_else(|| "http://127.0.0.1:8080".into());
    let spectators: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(2000);
    let host = base.trim_start_matches("http://").to_owned();
    assert!(
        host.starts_with("127.") || host.starts_with("localhost") || host.starts_with("[::1]"),
        "loopback addresses only"
    );
    raise_file_limit();
    let http = reqwest::Client::new();
    println!("== target {base}; server memory {}", memory(&http, &base).await);
    engine_flood(&http, &base, &host).await;
    socket_flood(&http, &base, &host).await;
    creation_flood(&http, &base).await;
    idle_and_slowloris(&host).await;
    broadcast(&http, &base, &host, spectators).await;
    smaller(&http, &base, &host).await;
    println!("== server memory after: {}", memory(&http, &base).await);
}

fn raise_file_limit() {
    // SAFETY: getrlimit/setrlimit only read and write the struct passed.
    unsafe {
        let mut lim = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) == 0 {
            lim.rlim_cur = lim.rlim_max;
            libc::setrlimit(libc::RLIMIT_NOFILE, &lim);
        }
    }
}

async fn memory(http: &reqwest::Client, base: &str) -> String {
    let Ok(res) = http.get(format!("{base}/metrics")).send().await else {
        return "unknown".into();
    };
    let text = res.text().await.unwrap_or_default();
    text.lines()
        .find_map(|l| l.strip_prefix("palace_resident_memory_bytes "))
        .and_then(|v| v.parse::<f64>().ok())
        .map_or_else(|| "unknown".into(), |b| format!("{:.1} MB", b / 1e6))
}

async fn create(http: &reqwest::Client, base: &str, body: Value) -> Option<Value> {
    let res = http
        .post(format!("{base}/api/games"))
        .json(&body)
        .send()
        .await
        .ok()?;
    if res.status() == 201 {
        res.json().await.ok()
    } else {
        None
    }
}

async fn open(host: &str, id: &str, token: Option<&str>) -> Option<Socket> {
    let q = token.map(|t| format!("?token={t}")).unwrap_or_default();
    let (ws, _) = tokio_tungstenite::connect_async(format!("ws://{host}/api/games/{id}/socket{q}"))
        .await
        .ok()?;
    Some(ws)
}

/// The next text message as JSON within `wait`.
async fn next(ws: &mut Socket, wait: Duration) -> Option<Value> {
    loop {
        match tokio::time::timeout(wait, ws.next()).await {
            Ok(Some(Ok(Message::Text(t)))) => return serde_json::from_str(t.as_str()).ok(),
            Ok(Some(Ok(Message::Close(f)))) => {
                return Some(json!({"type": "closed", "code": f.map(|f| u16::from(f.code))}))
            }
            Ok(Some(Ok(_))) => continue,
            _ => return None,
        }
    }
}

async fn engine_flood(http: &reqwest::Client, base: &str, host: &str) {
    println!("== 1. engine: 300 move/undo pairs on a level-8 computer game");
    let Some(g) = create(
        http,
        base,
        json!({"game": "xiangqi", "mode": "computer", "level": 8}),
    )
    .await
    else {
        println!("   could not create a game");
        return;
    };
    let mut ws = open(host, g["id"].as_str().unwrap(), g["token"].as_str())
        .await
        .unwrap();
    let mut version = next(&mut ws, Duration::from_secs(5)).await.unwrap()["state"]["version"].clone();
    let (mut sent, mut refused) = (0, std::collections::BTreeMap::<String, usize>::new());
    let t = Instant::now();
    for i in 0..600 {
        let msg = if i % 2 == 0 {
            json!({"type": "move", "move": "h3e3", "version": version})
        } else {
            json!({"type": "undo", "version": version})
        };
        if ws.send(Message::text(msg.to_string())).await.is_err() {
            break;
        }
        sent += 1;
        match next(&mut ws, Duration::from_secs(3)).await {
            Some(v) if v["type"] == "update" => version = v["version"].clone(),
            Some(v) if v["type"] == "error" => {
                *refused
                    .entry(v["code"].as_str().unwrap_or("?").into())
                    .or_default() += 1
            }
            Some(v) if v["type"] == "closed" => {
                println!("   socket closed with {}", v["code"]);
                break;
            }
            _ => {}
        }
    }
    println!(
        "   {sent} messages in {:.1} s; refused: {refused:?}",
        t.elapsed().as_secs_f64()
    );
    let metrics = http
        .get(format!("{base}/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    for name in [
        "engine_queue_depth",
        "engine_running",
        "engine_cancelled_total",
        "engine_wait_seconds_max",
    ] {
        if let Some(l) = metrics
            .lines()
            .find(|l| l.starts_with(&format!("palace_{name} ")))
        {
            println!("   {l}");
        }
    }
    let other = create(
        http,
        base,
        json!({"game": "xiangqi", "mode": "computer", "level": 1, "side": "second"}),
    )
    .await
    .unwrap();
    let t = Instant::now();
    let mut ws2 = open(host, other["id"].as_str().unwrap(), other["token"].as_str())
        .await
        .unwrap();
    loop {
        match next(&mut ws2, Duration::from_secs(40)).await {
            Some(v)
                if v["type"] == "update" || (v["type"] == "hello" && v["state"]["last_move"].is_string()) =>
            {
                println!(
                    "   another game's level-1 computer replied in {:.2} s",
                    t.elapsed().as_secs_f64()
                );
                break;
            }
            Some(_) => {}
            None => {
                println!("   another game's computer did not reply within 40 s");
                break;
            }
        }
    }
}

async fn socket_flood(http: &reqwest::Client, base: &str, host: &str) {
    println!("== 2. one socket sends 10,000 pings as fast as it can");
    let g = create(http, base, json!({"game": "janggi", "mode": "local"}))
        .await
        .unwrap();
    let mut ws = open(host, g["id"].as_str().unwrap(), g["token"].as_str())
        .await
        .unwrap();
    let _ = next(&mut ws, Duration::from_secs(5)).await;
    let t = Instant::now();
    let mut sent = 0;
    for _ in 0..10_000 {
        if ws.send(Message::text(r#"{"type":"ping"}"#)).await.is_err() {
            break;
        }
        sent += 1;
    }
    let (mut pongs, mut limited, mut close) = (0, 0, None);
    while let Some(v) = next(&mut ws, Duration::from_secs(2)).await {
        match v["type"].as_str() {
            Some("pong") => pongs += 1,
            Some("error") if v["code"] == "rate-limited" => limited += 1,
            Some("closed") => {
                close = v["code"].as_u64();
                break;
            }
            _ => {}
        }
    }
    println!(
        "   sent {sent} in {:.2} s: {pongs} answered, {limited} refused as rate-limited, closed with {close:?}",
        t.elapsed().as_secs_f64()
    );
}

async fn creation_flood(http: &reqwest::Client, base: &str) {
    println!("== 3. one address creates games for 5 s");
    let (mut created, mut refused) = (0, 0);
    let end = Instant::now() + Duration::from_secs(5);
    while Instant::now() < end {
        let res = http
            .post(format!("{base}/api/games"))
            .json(&json!({"game": "xiangqi", "mode": "local"}))
            .send()
            .await;
        match res.map(|r| r.status().as_u16()) {
            Ok(201) => created += 1,
            Ok(429) => refused += 1,
            _ => {}
        }
    }
    println!("   {created} created, {refused} refused with 429");
}

async fn idle_and_slowloris(host: &str) {
    println!("== 4. 2,000 idle connections and 300 slowloris connections, checked after 15 s");
    let host = host.to_owned();
    let (idle_open, slow_open) = tokio::task::spawn_blocking(move || {
        let idle: Vec<_> = (0..2000)
            .filter_map(|_| std::net::TcpStream::connect(&host).ok())
            .collect();
        let mut slow: Vec<_> = (0..300)
            .filter_map(|_| std::net::TcpStream::connect(&host).ok())
            .collect();
        for s in &mut slow {
            let _ = s.write_all(b"GET / HTTP/1.1\r\n");
        }
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(15) {
            for s in &mut slow {
                let _ = s.write_all(b"X");
            }
            std::thread::sleep(
                Duration::from_secs(5)
                    .min(Duration::from_secs(15) - start.elapsed().min(Duration::from_secs(15))),
            );
        }
        let still_open = |s: &std::net::TcpStream| {
            s.set_nonblocking(true).ok();
            let mut b = [0u8; 512];
            matches!((&*s).read(&mut b), Err(e) if e.kind() == std::io::ErrorKind::WouldBlock)
        };
        (
            idle.iter().filter(|s| still_open(s)).count(),
            slow.iter().filter(|s| still_open(s)).count(),
        )
    })
    .await
    .unwrap();
    println!("   still open: {idle_open} of the idle ones, {slow_open} of the slowloris ones");
}

async fn broadcast(http: &reqwest::Client, base: &str, host: &str, spectators: usize) {
    println!("== 5. {spectators} spectators on one game; 20 moves and takebacks");
    let g = create(http, base, json!({"game": "xiangqi", "mode": "local"}))
        .await
        .unwrap();
    let id = g["id"].as_str().unwrap().to_owned();
    let bytes = Arc::new(AtomicU64::new(0));
    let mut joined = 0;
    let mut tasks = Vec::new();
    for _ in 0..spectators {
        let Some(mut ws) = open(host, &id, None).await else {
            break;
        };
        joined += 1;
        let bytes = Arc::clone(&bytes);
        tasks.push(tokio::spawn(async move {
            while let Ok(Some(Ok(m))) = tokio::time::timeout(Duration::from_secs(30), ws.next()).await {
                if let Message::Text(t) = m {
                    bytes.fetch_add(t.len() as u64, Ordering::Relaxed);
                }
            }
        }));
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let joining = bytes.swap(0, Ordering::Relaxed);
    println!(
        "   {joined} joined; their welcome and presence came to {:.1} MB",
        joining as f64 / 1e6
    );
    let mut player = open(host, &id, g["token"].as_str()).await.unwrap();
    let mut version = next(&mut player, Duration::from_secs(5)).await.unwrap()["state"]["version"].clone();
    let line = ["b3b5", "a7a6", "b5b4", "a6a5", "b4b3"];
    let mut changes = 0;
    for i in 0..20 {
        let msg = if i % 4 == 3 {
            json!({"type": "undo", "version": version})
        } else {
            json!({"type": "move", "move": line[(i - i / 4) % line.len()], "version": version})
        };
        player.send(Message::text(msg.to_string())).await.unwrap();
        loop {
            match next(&mut player, Duration::from_secs(5)).await {
                Some(v) if v["type"] == "update" => {
                    version = v["version"].clone();
                    changes += 1;
                    break;
                }
                Some(v) if v["type"] == "error" => break,
                Some(_) => {}
                None => break,
            }
        }
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
    tokio::time::sleep(Duration::from_secs(2)).await;
    let total = bytes.load(Ordering::Relaxed);
    println!(
        "   {changes} changes sent {:.2} MB to the spectators: {:.0} bytes per watcher per change",
        total as f64 / 1e6,
        total as f64 / (changes.max(1) * joined.max(1)) as f64
    );
    for t in tasks {
        t.abort();
    }
}

async fn smaller(http: &reqwest::Client, base: &str, host: &str) {
    println!("== 6. the smaller items");
    let res = http
        .post(format!("{base}/api/games"))
        .header("host", "evil.example")
        .json(&json!({"game": "xiangqi", "mode": "friend"}))
        .send()
        .await
        .unwrap();
    let v: Value = res.json().await.unwrap_or_default();
    println!("   Host: evil.example -> invite link {}", v["links"]["invite"]);
    let url = format!("ws://{host}/api/games/{}/socket", v["id"].as_str().unwrap_or("x"));
    let mut req =
        tokio_tungstenite::tungstenite::client::IntoClientRequest::into_client_request(url.as_str()).unwrap();
    req.headers_mut()
        .insert("origin", "https://evil.example".parse().unwrap());
    let cross = match tokio_tungstenite::connect_async(req).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(r)) => format!("refused {}", r.status()),
        Ok(_) => "OPENED".into(),
        Err(e) => format!("error {e}"),
    };
    println!("   socket from Origin https://evil.example: {cross}");
    for (method, path) in [
        ("GET", "/api/nope"),
        ("DELETE", "/api/games"),
        ("POST", "/index.html"),
    ] {
        let res = http
            .request(method.parse().unwrap(), format!("{base}{path}"))
            .send()
            .await
            .unwrap();
        let status = res.status();
        let body = res.text().await.unwrap_or_default();
        println!("   {method} {path}: {status} {body}");
    }
}
