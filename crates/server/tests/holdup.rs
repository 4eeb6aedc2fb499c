//! The server under abuse (issue: hold up under abuse): each test replays
//! an attack and checks that it is now refused or harmless, and that
//! refusals change nothing.

mod common;

use common::*;
use futures_util::{SinkExt, StreamExt};
use palace_rules::{Game, Move};
use palace_server::storage::{GameRecord, Mode, Seat};
use palace_server::{Limits, MoveChooser, SqliteStorage, Storage};
use serde_json::{json, Value};
use std::io::{Read, Write};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

/// A computer that thinks for `ms` (checking its stop flag every 5 ms) and
/// then plays the first legal move; counts its searches.
struct Slow {
    ms: u64,
    searches: AtomicUsize,
    stopped: AtomicUsize,
}

impl MoveChooser for Slow {
    fn choose(&self, game: &Game, _level: u8, stop: &AtomicBool) -> Option<Move> {
        self.searches.fetch_add(1, Ordering::Relaxed);
        let start = Instant::now();
        while start.elapsed() < Duration::from_millis(self.ms) {
            if stop.load(Ordering::Relaxed) {
                self.stopped.fetch_add(1, Ordering::Relaxed);
                break;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        game.legal_moves().first().copied()
    }
}

/// Limits with every rate wide open, to reach what lies behind them.
fn open_limits() -> Limits {
    Limits {
        socket_rate: 1e6,
        socket_burst: 1e6,
        undo_burst: 1e6,
        games_per_minute: 1e6,
        games_burst: 1e6,
        ..Limits::default()
    }
}

async fn metric(server: &TestServer, name: &str) -> f64 {
    let text = reqwest::get(server.url("/metrics"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    text.lines()
        .find_map(|l| l.strip_prefix(&format!("palace_{name} ")))
        .unwrap_or_else(|| panic!("no metric {name} in {text}"))
        .parse()
        .unwrap()
}

#[tokio::test]
async fn resent_move_and_duplicated_undo_are_refused_as_stale() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(palace_server::CaptureFirst));
    let created = create(&server, json!({"game": "xiangqi", "mode": "local"})).await;
    let id = created["id"].as_str().unwrap();
    let (mut ws, hello) = Ws::join(&server, id, created["token"].as_str()).await;
    let v0 = hello["state"]["version"].as_u64().unwrap();
    let mv = json!({"type": "move", "move": "b3b5", "version": v0});
    ws.send(mv.clone()).await;
    let s = ws.state_with(1).await;
    // The same message again: stale, and the game is as it was.
    ws.refused(mv, "stale").await;
    let v1 = s["version"].as_u64().unwrap();
    assert_eq!(v1, v0 + 1);
    ws.send(json!({"type": "move", "move": "a7a6"})).await;
    let s = ws.state_with(2).await;
    let v2 = s["version"].as_u64().unwrap();
    // Two undos sent for one intended: the second is stale.
    let undo = json!({"type": "undo", "version": v2});
    ws.send(undo.clone()).await;
    ws.send(undo).await;
    ws.error("stale").await;
    let (_, state) = get(&server, &format!("/api/games/{id}")).await;
    assert_eq!(state["moves"], json!(["b3b5"]), "one ply taken back, not two");
    assert_eq!(state["version"].as_u64().unwrap(), v2 + 1);
}

#[tokio::test]
async fn move_undo_flood_leaves_one_search_and_others_get_replies() {
    let (_dir, db) = temp_db();
    let slow = Arc::new(Slow {
        ms: 1000,
        searches: AtomicUsize::new(0),
        stopped: AtomicUsize::new(0),
    });
    // One engine thread, so a queue of stale searches would block the
    // second game entirely.
    let server =
        TestServer::start_with_threads(&db, Arc::clone(&slow) as Arc<dyn MoveChooser>, open_limits(), 1);
    let flood = create(
        &server,
        json!({"game": "xiangqi", "mode": "computer", "level": 8}),
    )
    .await;
    let (mut ws, _) = Ws::join(&server, flood["id"].as_str().unwrap(), flood["token"].as_str()).await;
    for _ in 0..300 {
        ws.send(json!({"type": "move", "move": "h3e3"})).await;
        ws.state_with(1).await;
        ws.send(json!({"type": "undo"})).await;
        ws.state_with(0).await;
    }
    assert!(metric(&server, "engine_queue_depth").await <= 1.0);
    assert!(metric(&server, "engine_running").await <= 1.0);
    // The flood's searches were cancelled, not run out.
    assert!(
        slow.searches.load(Ordering::Relaxed) < 300,
        "{} searches ran",
        slow.searches.load(Ordering::Relaxed)
    );
    // Another game's computer answers within about one search time.
    let other = create(
        &server,
        json!({"game": "xiangqi", "mode": "computer", "level": 1, "side": "second"}),
    )
    .await;
    let t = Instant::now();
    let (mut ws2, _) = Ws::join(&server, other["id"].as_str().unwrap(), other["token"].as_str()).await;
    ws2.state_with(1).await;
    assert!(
        t.elapsed() < Duration::from_millis(2500),
        "reply after {:?}",
        t.elapsed()
    );
    ws.send(json!({"type": "move", "move": "h3e3"})).await;
    ws.state_with(2).await;
}

#[tokio::test]
async fn undo_against_the_computer_is_rate_limited() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(palace_server::CaptureFirst));
    let created = create(
        &server,
        json!({"game": "xiangqi", "mode": "computer", "level": 1}),
    )
    .await;
    let (mut ws, _) = Ws::join(
        &server,
        created["id"].as_str().unwrap(),
        created["token"].as_str(),
    )
    .await;
    let burst = Limits::default().undo_burst as usize;
    for _ in 0..burst {
        ws.send(json!({"type": "move", "move": "h3e3"})).await;
        ws.state_with(2).await;
        ws.send(json!({"type": "undo"})).await;
        ws.state_with(0).await;
    }
    ws.send(json!({"type": "move", "move": "h3e3"})).await;
    ws.state_with(2).await;
    ws.refused(json!({"type": "undo"}), "rate-limited").await;
    let (_, state) = get(
        &server,
        &format!("/api/games/{}", created["id"].as_str().unwrap()),
    )
    .await;
    assert_eq!(
        state["moves"].as_array().unwrap().len(),
        2,
        "the refused undo took nothing back"
    );
}

#[tokio::test]
async fn a_flooding_socket_is_told_then_closed_with_4429() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(palace_server::CaptureFirst));
    let (_, mut ws) = seated(&server, json!({"game": "xiangqi", "mode": "local"})).await;
    for _ in 0..200 {
        if ws.stream.send(Message::text(r#"{"type":"ping"}"#)).await.is_err() {
            break;
        }
    }
    let mut limited = 0;
    let code = loop {
        match tokio::time::timeout(WAIT, ws.stream.next())
            .await
            .expect("in time")
        {
            Some(Ok(Message::Text(t))) if t.contains("rate-limited") => limited += 1,
            Some(Ok(Message::Close(Some(f)))) => break u16::from(f.code),
            Some(Ok(_)) => {}
            other => panic!("closed without a close frame: {other:?}"),
        }
    };
    assert!(limited >= 1);
    assert_eq!(code, 4429);
}

/// A raw TCP connection; `true` if the server closed it within `within`.
fn closed_within(stream: &mut std::net::TcpStream, within: Duration) -> bool {
    stream.set_read_timeout(Some(within)).unwrap();
    let mut buf = [0u8; 1024];
    loop {
        match stream.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => continue,
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => return true,
            Err(_) => return false,
        }
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn idle_slowloris_and_silent_sockets_are_closed() {
    let (_dir, db) = temp_db();
    let limits = Limits {
        header_timeout: Duration::from_millis(300),
        idle_timeout: Duration::from_millis(300),
        socket_ping: Duration::from_millis(100),
        socket_idle: Duration::from_millis(400),
        ..Limits::default()
    };
    let server = TestServer::start_with(&db, Arc::new(palace_server::CaptureFirst), limits);
    let addr = server.addr;
    let created = create(&server, json!({"game": "xiangqi", "mode": "local"})).await;
    let id = created["id"].as_str().unwrap().to_owned();
    tokio::task::spawn_blocking(move || {
        // Connected, never a byte.
        let mut idle = std::net::TcpStream::connect(addr).unwrap();
        assert!(
            closed_within(&mut idle, Duration::from_secs(3)),
            "idle connection kept"
        );
        // Headers one byte at a time, slower than the header timeout.
        let mut slow = std::net::TcpStream::connect(addr).unwrap();
        slow.write_all(b"GET /health HTTP/1.1\r\n").unwrap();
        let start = Instant::now();
        let mut cut = false;
        while start.elapsed() < Duration::from_secs(3) {
            std::thread::sleep(Duration::from_millis(100));
            if slow.write_all(b"X").is_err() {
                cut = true;
                break;
            }
            slow.set_nonblocking(true).unwrap();
            let mut b = [0u8; 256];
            let r = slow.read(&mut b);
            slow.set_nonblocking(false).unwrap();
            if matches!(r, Ok(0) | Ok(_)) {
                cut = true;
                break;
            }
        }
        assert!(cut, "slowloris connection kept for 3 s");
        // A keep-alive connection after its request, then silence.
        let mut kept = std::net::TcpStream::connect(addr).unwrap();
        kept.write_all(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n")
            .unwrap();
        assert!(
            closed_within(&mut kept, Duration::from_secs(3)),
            "idle keep-alive kept"
        );
    })
    .await
    .unwrap();
    // A socket that never answers pings (it is not read) is closed with 4408.
    let mut ws = Ws::open(&server, &id, None).await;
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let code = ws.close_code().await;
    assert_eq!(code, 4408);
}

#[tokio::test(flavor = "multi_thread")]
async fn connection_caps_evict_idle_ones_then_refuse() {
    let (_dir, db) = temp_db();
    let limits = Limits {
        max_connections_per_address: 4,
        ..Limits::default()
    };
    let server = TestServer::start_with(&db, Arc::new(palace_server::CaptureFirst), limits);
    let created = create(&server, json!({"game": "xiangqi", "mode": "local"})).await;
    let id = created["id"].as_str().unwrap().to_owned();
    // Four idle connections fill the address's cap; a real request still
    // gets through by closing the longest idle one.
    let idle: Vec<_> = (0..4)
        .map(|_| std::net::TcpStream::connect(server.addr).unwrap())
        .collect();
    tokio::time::sleep(Duration::from_millis(100)).await;
    let (status, _) = get(&server, "/health").await;
    assert_eq!(status, 200);
    drop(idle);
    // Four game sockets are never closed to make room: the next is refused.
    let mut sockets = Vec::new();
    for _ in 0..4 {
        sockets.push(Ws::join(&server, &id, None).await.0);
    }
    let mut extra = std::net::TcpStream::connect(server.addr).unwrap();
    extra.set_read_timeout(Some(WAIT)).unwrap();
    let mut answer = String::new();
    let _ = extra.read_to_string(&mut answer);
    assert!(answer.starts_with("HTTP/1.1 503"), "{answer}");
    let body: Value = serde_json::from_str(answer.split("\r\n\r\n").nth(1).unwrap()).unwrap();
    assert_eq!(body["error"], "too-many-connections");
    assert!(
        metric_text(&server).await.is_none(),
        "the cap also holds for /metrics"
    );
    drop(sockets);
}

async fn metric_text(server: &TestServer) -> Option<String> {
    let res = reqwest::get(server.url("/metrics")).await.ok()?;
    (res.status() == 200).then_some(res.text().await.ok()?)
}

#[tokio::test]
async fn game_creation_is_limited_per_address() {
    let (_dir, db) = temp_db();
    let limits = Limits {
        games_per_minute: 3.0,
        games_burst: 3.0,
        ..Limits::default()
    };
    let server = TestServer::start_with(&db, Arc::new(palace_server::CaptureFirst), limits);
    for _ in 0..3 {
        create(&server, json!({"game": "janggi", "mode": "local"})).await;
    }
    let res = reqwest::Client::new()
        .post(server.url("/api/games"))
        .json(&json!({"game": "janggi", "mode": "local"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 429);
    assert!(res.headers().contains_key("retry-after"));
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"], "rate-limited");
}

#[tokio::test]
async fn spectators_are_capped_and_get_updates_not_histories() {
    let (_dir, db) = temp_db();
    let limits = Limits {
        max_spectators: 20,
        ..Limits::default()
    };
    let server = TestServer::start_with(&db, Arc::new(palace_server::CaptureFirst), limits);
    let created = create(&server, json!({"game": "xiangqi", "mode": "local"})).await;
    let id = created["id"].as_str().unwrap().to_owned();
    let (mut player, _) = Ws::join(&server, &id, created["token"].as_str()).await;
    let (mut first, _) = Ws::join(&server, &id, None).await;
    let mut crowd = Vec::new();
    for _ in 0..19 {
        crowd.push(Ws::join(&server, &id, None).await.0);
    }
    // The 21st spectator is refused with its reason, then closed.
    let mut late = Ws::open(&server, &id, None).await;
    let refusal = late.next().await.unwrap();
    assert_eq!(refusal["code"], "too-many-spectators", "{refusal}");
    // Presence of 20 arrivals reaches a watcher coalesced, not 20 times.
    let mut presence = 0;
    let deadline = Instant::now() + Duration::from_millis(1500);
    while Instant::now() < deadline {
        match tokio::time::timeout(Duration::from_millis(100), first.stream.next()).await {
            Ok(Some(Ok(Message::Text(t)))) if t.contains("\"presence\"") => presence += 1,
            _ => {}
        }
    }
    assert!(presence <= 3, "{presence} presence messages");
    // A move reaches watchers as an update with just that move.
    player.play("b3b5").await;
    player.play("a7a6").await;
    let raw = loop {
        let msg = tokio::time::timeout(WAIT, first.stream.next())
            .await
            .unwrap()
            .unwrap()
            .unwrap();
        if let Message::Text(t) = msg {
            let v: Value = serde_json::from_str(t.as_str()).unwrap();
            if v["type"] == "update" && v["history_from"] == 1 {
                break v;
            }
        }
    };
    assert_eq!(raw["history"].as_array().unwrap().len(), 1);
    assert_eq!(raw["history"][0]["move"], "a7a6");
    assert!(raw["history"][0]["text"].as_str().is_some() && raw["history"][0]["fen"].as_str().is_some());
    assert!(raw["state"].get("history").is_none() && raw["state"].get("moves").is_none());
}

#[tokio::test]
async fn a_deleted_database_turns_health_not_ready_and_refuses_moves() {
    let (dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(palace_server::CaptureFirst));
    let created = create(&server, json!({"game": "xiangqi", "mode": "local"})).await;
    let id = created["id"].as_str().unwrap().to_owned();
    let (mut ws, _) = Ws::join(&server, &id, created["token"].as_str()).await;
    ws.play("b3b5").await;
    assert_eq!(get(&server, "/health").await.0, 200);
    std::fs::remove_file(&db).unwrap();
    let (status, health) = get(&server, "/health").await;
    assert_eq!(status, 503);
    assert_eq!(health["status"], "not-ready");
    // Nothing more is acknowledged: the move is refused, and so is a game.
    let refusal = ws
        .refused(json!({"type": "move", "move": "a7a6"}), "storage-unavailable")
        .await;
    let text = refusal["message"].as_str().unwrap();
    assert!(
        !text.contains("sqlite") && !text.contains(dir.path().to_str().unwrap()),
        "{text}"
    );
    let (status, body) = post(&server, "/api/games", json!({"game": "xiangqi", "mode": "local"})).await;
    assert_eq!(status, 503, "{body}");
    assert_eq!(body["error"], "storage-unavailable");
}

#[tokio::test]
async fn a_corrupt_database_is_not_ready_at_start() {
    let (_dir, db) = temp_db();
    {
        // Closed (and checkpointed into the main file) before the damage.
        let storage = SqliteStorage::open(&db).unwrap();
        for i in 0..300 {
            storage
                .create(&GameRecord {
                    id: format!("g{i:05}"),
                    rules: "xiangqi-standard".into(),
                    start_fen: palace_rules::XIANGQI_START_FEN.into(),
                    arrangements: [None, None],
                    mode: Mode::Local,
                    level: None,
                    seats: [Seat::Open, Seat::Open],
                    invite_digest: None,
                    moves: vec!["b3b5".into(); 40],
                    resigned: None,
                    created_at: 1,
                    online: Default::default(),
                })
                .unwrap();
        }
    }
    let mut bytes = std::fs::read(&db).unwrap();
    assert!(bytes.len() > 12 * 4096, "{}", bytes.len());
    bytes[8 * 4096..9 * 4096].fill(0x5a);
    std::fs::write(&db, &bytes).unwrap();
    let server = TestServer::start(&db, Arc::new(palace_server::CaptureFirst));
    let (status, health) = get(&server, "/health").await;
    assert_eq!(status, 503, "{health}");
    let (status, body) = post(&server, "/api/games", json!({"game": "xiangqi", "mode": "local"})).await;
    assert_eq!(status, 503, "{body}");
}

#[tokio::test]
async fn links_and_sockets_only_for_this_site() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(palace_server::CaptureFirst));
    // A forged Host does not reach the invite link.
    let res = reqwest::Client::new()
        .post(server.url("/api/games"))
        .header("host", "evil.example")
        .json(&json!({"game": "xiangqi", "mode": "friend"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let created: Value = res.json().await.unwrap();
    let invite = created["links"]["invite"].as_str().unwrap();
    assert!(
        invite.starts_with(&format!("http://{}/play/", server.addr)),
        "{invite}"
    );
    // A page of another origin cannot open a game socket.
    let url = format!(
        "ws://{}/api/games/{}/socket",
        server.addr,
        created["id"].as_str().unwrap()
    );
    let mut req =
        tokio_tungstenite::tungstenite::client::IntoClientRequest::into_client_request(url.as_str()).unwrap();
    req.headers_mut()
        .insert("origin", "https://evil.example".parse().unwrap());
    match tokio_tungstenite::connect_async(req).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(res)) => {
            assert_eq!(res.status(), 403);
            let body: Value = serde_json::from_slice(res.body().as_deref().unwrap_or_default()).unwrap();
            assert_eq!(body["error"], "bad-origin");
        }
        other => panic!("a cross-site socket was not refused: {other:?}"),
    }
    // The site's own page can.
    let mut req =
        tokio_tungstenite::tungstenite::client::IntoClientRequest::into_client_request(url.as_str()).unwrap();
    let own = format!("http://{}", server.addr);
    req.headers_mut().insert("origin", own.parse().unwrap());
    assert!(tokio_tungstenite::connect_async(req).await.is_ok());
}

#[tokio::test]
async fn every_error_is_json_in_our_own_words() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(palace_server::CaptureFirst));
    let client = reqwest::Client::new();
    for (method, path, status, code) in [
        ("GET", "/api/nope", 404, "not-found"),
        ("GET", "/nope.txt", 404, "not-found"),
        ("DELETE", "/api/games", 405, "method-not-allowed"),
        ("POST", "/health", 405, "method-not-allowed"),
        ("POST", "/", 405, "method-not-allowed"),
        ("PUT", "/style.css", 405, "method-not-allowed"),
    ] {
        let res = client
            .request(method.parse().unwrap(), server.url(path))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), status, "{method} {path}");
        let body: Value = res
            .json()
            .await
            .unwrap_or_else(|e| panic!("{method} {path}: not JSON: {e}"));
        assert_eq!(body["error"], code, "{method} {path}");
        assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()));
    }
    // Static files answer GET and HEAD only.
    assert_eq!(
        client
            .head(server.url("/style.css"))
            .send()
            .await
            .unwrap()
            .status(),
        200
    );
    for body in [
        r#"{"game": "#,
        r#"{"game": "xiangqi"}"#,
        r#"{"game": "xiangqi", "mode": "local", "x": 1}"#,
    ] {
        let res = client
            .post(server.url("/api/games"))
            .header("content-type", "application/json")
            .body(body)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 400);
        let v: Value = res.json().await.unwrap();
        let msg = v["message"].as_str().unwrap();
        for internal in ["line 1", "column", "Failed to deserialize", "`"] {
            assert!(!msg.contains(internal), "{body}: {msg}");
        }
    }
}

#[tokio::test]
async fn shutdown_closes_every_socket_with_1001() {
    let (_dir, db) = temp_db();
    let storage = Arc::new(SqliteStorage::open(&db).unwrap());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let app = palace_server::AppState::new(storage, Arc::new(palace_server::CaptureFirst), 1);
    let serving = tokio::spawn(palace_server::serve_until(listener, app, async {
        let _ = stopped.await;
    }));
    let remote = TestServer {
        addr,
        stop: None,
        thread: None,
    };
    let created = create(&remote, json!({"game": "janggi", "mode": "local"})).await;
    let (mut ws, _) = Ws::join(&remote, created["id"].as_str().unwrap(), None).await;
    stop.send(()).unwrap();
    let code = ws.close_code().await;
    assert_eq!(code, 1001);
    drop(ws);
    serving.await.unwrap().unwrap();
}

/// Runs a server for `near_the_file_limit_health_still_answers` when this
/// test binary is started as that test's child, with 256 files allowed.
#[test]
fn child_with_few_files() {
    let Ok(db) = std::env::var("PALACE_TEST_FEW_FILES_DB") else {
        return;
    };
    // SAFETY: setrlimit only reads the struct we pass.
    unsafe {
        let lim = libc::rlimit {
            rlim_cur: 256,
            rlim_max: 256,
        };
        assert_eq!(libc::setrlimit(libc::RLIMIT_NOFILE, &lim), 0);
    }
    let budget = palace_server::net::connection_budget(palace_server::net::raise_file_limit()).unwrap();
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async move {
        let storage = Arc::new(SqliteStorage::open(db.as_ref()).unwrap());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        println!("PALACE_CHILD_ADDR={}", listener.local_addr().unwrap());
        std::io::stdout().flush().unwrap();
        let limits = Limits {
            max_connections: budget,
            ..Limits::default()
        };
        let app =
            palace_server::AppState::with_limits(storage, Arc::new(palace_server::CaptureFirst), 1, limits);
        palace_server::serve(listener, app).await.unwrap();
    });
}

#[tokio::test(flavor = "multi_thread")]
async fn near_the_file_limit_health_still_answers() {
    let (_dir, db) = temp_db();
    let (mut child, remote) = spawn_child_server("child_with_few_files", "PALACE_TEST_FEW_FILES_DB", &db);
    let addr = remote.addr;
    // 400 idle connections against a limit of 256 open files.
    let idle: Vec<_> = (0..400)
        .filter_map(|_| std::net::TcpStream::connect(addr).ok())
        .collect();
    tokio::time::sleep(Duration::from_millis(300)).await;
    let t = Instant::now();
    let res = tokio::time::timeout(Duration::from_secs(5), reqwest::get(remote.url("/health"))).await;
    let answered = matches!(&res, Ok(Ok(r)) if r.status() == 200);
    child.kill().unwrap();
    child.wait().unwrap();
    drop(idle);
    assert!(answered, "/health: {res:?} after {:?}", t.elapsed());
}

#[tokio::test]
async fn an_immutable_database_refuses_moves_without_crashing() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(palace_server::CaptureFirst));
    let (_, mut ws) = seated(&server, json!({"game": "xiangqi", "mode": "local"})).await;
    ws.play("b3b5").await;
    let wal = db.with_extension("sqlite3-wal");
    let chattr = |flag: &str| {
        std::process::Command::new("chattr")
            .arg(flag)
            .arg(&db)
            .arg(&wal)
            .status()
            .is_ok_and(|s| s.success())
    };
    if !chattr("+i") {
        eprintln!("skipped: chattr +i is not available here (needs root and a filesystem that has it)");
        return;
    }
    // Before the fix the next write hit SIGBUS in SQLite's shared-memory
    // mapping and killed the process; now it is refused.
    ws.refused(json!({"type": "move", "move": "a7a6"}), "storage")
        .await;
    let (status, _) = get(&server, "/health").await;
    chattr("-i");
    assert_eq!(status, 503);
    // Writable again: the next commit succeeds and the server is ready.
    ws.play("a7a6").await;
    assert_eq!(get(&server, "/health").await.0, 200);
}
