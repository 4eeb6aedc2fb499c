//! What the server's integration tests share: a server on its own
//! runtime, HTTP helpers, and a socket client that keeps the game's state
//! as the browser client does (whole states and updates).

#![allow(dead_code)]

use futures_util::{SinkExt, StreamExt};
use palace_rules::{Game, Move};
use palace_server::{AppState, CaptureFirst, Limits, MoveChooser, PostgresStorage, SqliteStorage, Storage};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;
use tokio_tungstenite::tungstenite::Message;

pub const WAIT: Duration = Duration::from_secs(10);

/// A server on its own runtime and thread; dropping it stops everything at
/// once, as a crash would (nothing is flushed on the way out).
pub struct TestServer {
    pub addr: SocketAddr,
    pub stop: Option<tokio::sync::oneshot::Sender<()>>,
    pub thread: Option<std::thread::JoinHandle<()>>,
}

impl TestServer {
    pub fn start(db: &Path, chooser: Arc<dyn MoveChooser>) -> TestServer {
        TestServer::start_with(db, chooser, Limits::default())
    }

    /// A server with the given limits.
    pub fn start_with(db: &Path, chooser: Arc<dyn MoveChooser>, limits: Limits) -> TestServer {
        TestServer::start_with_threads(db, chooser, limits, 2)
    }

    /// A server with the given limits and engine threads.
    pub fn start_with_threads(
        db: &Path,
        chooser: Arc<dyn MoveChooser>,
        limits: Limits,
        threads: usize,
    ) -> TestServer {
        let db = db.to_owned();
        let (addr_tx, addr_rx) = std::sync::mpsc::channel();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async move {
                let storage = test_store(&db);
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                addr_tx.send(listener.local_addr().unwrap()).unwrap();
                let app = AppState::with_limits(storage, chooser, threads, limits);
                tokio::select! {
                    r = palace_server::serve(listener, app) => r.unwrap(),
                    _ = stopped => {},
                }
            });
            rt.shutdown_background();
        });
        let addr = addr_rx.recv_timeout(WAIT).expect("server started");
        TestServer {
            addr,
            stop: Some(stop),
            thread: Some(thread),
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("http://{}{path}", self.addr)
    }
}

impl Drop for TestServer {
    fn drop(&mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// Plays a fixed line for the computer (by ply), else captures first.
pub struct Scripted(pub &'static [&'static str]);

impl MoveChooser for Scripted {
    fn choose(&self, game: &Game, level: u8, stop: &AtomicBool) -> Option<Move> {
        let ply = game.moves().len();
        self.0
            .get(ply)
            .and_then(|t| game.position().parse_move(t).ok())
            .or_else(|| CaptureFirst.choose(game, level, stop))
    }
}

/// The store of a test server whose SQLite file would be `db`: that file,
/// or with `PALACE_TEST_STORE=postgres` a PostgreSQL schema named after it
/// (the same path gives the same schema, so a restarted server finds its
/// games). The PostgreSQL run fails, saying so, when it is not reachable.
pub fn test_store(db: &Path) -> Arc<dyn Storage> {
    if std::env::var("PALACE_TEST_STORE").as_deref() != Ok("postgres") {
        return Arc::new(SqliteStorage::open(db).unwrap());
    }
    use sha2::Digest;
    let digest = sha2::Sha256::digest(db.to_string_lossy().as_bytes());
    let hex: String = digest[..10].iter().map(|b| format!("{b:02x}")).collect();
    let base = std::env::var("PALACE_TEST_POSTGRES")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned());
    let url = PostgresStorage::url_with_schema(&base, &format!("palace_t_srv_{hex}")).unwrap_or_else(|e| {
        panic!("PostgreSQL is not reachable at {base} ({e}): PALACE_TEST_STORE=postgres needs it")
    });
    Arc::new(PostgresStorage::connect(&url).unwrap())
}

pub fn temp_db() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("palace.sqlite3");
    (dir, path)
}

pub async fn post(server: &TestServer, path: &str, body: Value) -> (u16, Value) {
    let res = reqwest::Client::new()
        .post(server.url(path))
        .json(&body)
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

pub async fn get(server: &TestServer, path: &str) -> (u16, Value) {
    let res = reqwest::get(server.url(path)).await.unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

pub async fn create(server: &TestServer, body: Value) -> Value {
    let (status, v) = post(server, "/api/games", body).await;
    assert_eq!(status, 201, "{v}");
    v
}

pub struct Ws {
    pub stream: tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
    /// The state as the client knows it: the last whole state with every
    /// update since applied, as the browser client does.
    pub state: Value,
    /// Actions get the known state's version unless they carry one.
    pub auto_version: bool,
    /// The game's address over HTTP, to learn its current version.
    pub game_url: String,
}

impl Ws {
    pub async fn open(server: &TestServer, id: &str, token: Option<&str>) -> Ws {
        let q = token.map(|t| format!("?token={t}")).unwrap_or_default();
        let url = format!("ws://{}/api/games/{id}/socket{q}", server.addr);
        let (stream, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        Ws {
            stream,
            state: Value::Null,
            auto_version: true,
            game_url: server.url(&format!("/api/games/{id}")),
        }
    }

    /// Opens and reads the hello.
    pub async fn join(server: &TestServer, id: &str, token: Option<&str>) -> (Ws, Value) {
        let mut ws = Ws::open(server, id, token).await;
        let hello = ws.next_of("hello").await;
        (ws, hello)
    }

    /// Reads on until the known state is the game's current one, as a
    /// player sees the other's move before answering it.
    pub async fn sync(&mut self) {
        let now: Value = reqwest::get(&self.game_url).await.unwrap().json().await.unwrap();
        while self.state["version"] != now["version"] {
            assert!(self.next().await.is_some(), "closed while catching up");
        }
    }

    pub async fn send(&mut self, mut v: Value) {
        if self.auto_version && v["type"] != "ping" && v.get("version").is_none() {
            self.sync().await;
            v["version"] = self.state["version"].clone();
        }
        self.send_text(v.to_string()).await;
    }

    /// Keeps the known state; an update comes back as the `state` message
    /// it amounts to (the tests read whole states).
    pub fn apply(&mut self, v: Value) -> Value {
        match v["type"].as_str() {
            Some("hello" | "state") => {
                self.state = v["state"].clone();
                v
            }
            Some("update") => {
                let from = v["history_from"].as_u64().unwrap() as usize;
                let mut history = self.state["history"].as_array().cloned().unwrap_or_default();
                assert!(
                    from <= history.len(),
                    "an update from {from} past the known history"
                );
                history.truncate(from);
                history.extend(v["history"].as_array().unwrap().iter().cloned());
                let mut state = v["state"].clone();
                assert!(state.get("history").is_none(), "updates carry no whole history");
                state["moves"] = history.iter().map(|h| h["move"].clone()).collect();
                state["history"] = Value::Array(history);
                assert_eq!(state["version"], v["version"]);
                self.state = state.clone();
                json!({"type": "state", "state": state})
            }
            _ => v,
        }
    }

    pub async fn send_text(&mut self, text: String) {
        self.stream.send(Message::text(text)).await.unwrap();
    }

    /// The next JSON message (None once closed).
    pub async fn next(&mut self) -> Option<Value> {
        loop {
            let msg = tokio::time::timeout(WAIT, self.stream.next())
                .await
                .expect("a message in time")?;
            match msg.ok()? {
                Message::Text(t) => return Some(self.apply(serde_json::from_str(t.as_str()).unwrap())),
                Message::Close(_) => return None,
                _ => continue,
            }
        }
    }

    /// Skips to the next message of a type.
    pub async fn next_of(&mut self, kind: &str) -> Value {
        loop {
            let v = self
                .next()
                .await
                .unwrap_or_else(|| panic!("closed while waiting for {kind}"));
            if v["type"] == kind {
                return v;
            }
            assert_ne!(v["type"], "error", "waiting for {kind}: {v}");
        }
    }

    /// Skips to the next state with `n` moves.
    pub async fn state_with(&mut self, n: usize) -> Value {
        loop {
            let v = self.next_of("state").await;
            if v["state"]["moves"].as_array().unwrap().len() == n {
                return v["state"].clone();
            }
        }
    }

    /// Sends a move and returns the state after it.
    pub async fn play(&mut self, mv: &str) -> Value {
        self.send(json!({"type": "move", "move": mv})).await;
        loop {
            let v = self.next().await.expect("open");
            match v["type"].as_str() {
                Some("state") if v["state"]["last_move"] == mv => return v["state"].clone(),
                Some("error") => panic!("{mv} refused: {v}"),
                _ => {}
            }
        }
    }

    /// Chooses a Janggi arrangement and returns the state after it.
    pub async fn choose(&mut self, arrangement: &str) -> Value {
        self.send(json!({"type": "setup", "arrangement": arrangement}))
            .await;
        loop {
            let v = self.next().await.expect("open");
            match v["type"].as_str() {
                Some("state") => return v["state"].clone(),
                Some("error") => panic!("setup {arrangement} refused: {v}"),
                _ => {}
            }
        }
    }

    /// Sends something and expects an error with this code.
    pub async fn refused(&mut self, msg: Value, code: &str) -> Value {
        self.send(msg).await;
        self.error(code).await
    }

    pub async fn error(&mut self, code: &str) -> Value {
        loop {
            let v = self.next().await.expect("open");
            if v["type"] == "error" {
                assert_eq!(v["code"], code, "{v}");
                assert!(v["message"].as_str().is_some_and(|m| !m.is_empty()));
                return v;
            }
        }
    }
}

pub fn moves(state: &Value) -> Vec<String> {
    state["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_owned())
        .collect()
}

/// A request with an optional session cookie and `Origin`; the status,
/// the JSON body and the session token a `Set-Cookie` gave, if any.
pub async fn request(
    server: &TestServer,
    method: reqwest::Method,
    path: &str,
    body: Option<Value>,
    session: Option<&str>,
    origin: Option<&str>,
) -> (u16, Value, Option<String>) {
    let mut req = reqwest::Client::new().request(method, server.url(path));
    if let Some(s) = session {
        req = req.header("cookie", format!("palace_session={s}"));
    }
    if let Some(o) = origin {
        req = req.header("origin", o);
    }
    if let Some(b) = body {
        req = req.json(&b);
    }
    let res = req.send().await.unwrap();
    let status = res.status().as_u16();
    let cookie = res
        .headers()
        .get("set-cookie")
        .and_then(|c| c.to_str().ok())
        .and_then(|c| c.strip_prefix("palace_session="))
        .and_then(|c| c.split(';').next())
        .filter(|t| !t.is_empty())
        .map(str::to_owned);
    (status, res.json().await.unwrap_or(Value::Null), cookie)
}

/// POST as a logged-in player (with this site's own `Origin`).
pub async fn post_as(server: &TestServer, path: &str, body: Value, session: &str) -> (u16, Value) {
    let origin = format!("http://{}", server.addr);
    let (s, v, _) = request(
        server,
        reqwest::Method::POST,
        path,
        Some(body),
        Some(session),
        Some(&origin),
    )
    .await;
    (s, v)
}

pub async fn get_as(server: &TestServer, path: &str, session: &str) -> (u16, Value) {
    let (s, v, _) = request(server, reqwest::Method::GET, path, None, Some(session), None).await;
    (s, v)
}

/// Registers a player; its session token.
pub async fn register(server: &TestServer, name: &str) -> String {
    let body = json!({"username": name, "password": "a long password"});
    let (status, v, cookie) = request(
        server,
        reqwest::Method::POST,
        "/api/account/register",
        Some(body),
        None,
        None,
    )
    .await;
    assert_eq!(status, 201, "{v}");
    cookie.expect("a session cookie")
}

/// A lobby socket, as a player (with a session) or a guest.
pub struct Lobby {
    pub stream: tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
}

impl Lobby {
    /// Opens it and reads the `lobby` snapshot.
    pub async fn open(server: &TestServer, session: Option<&str>) -> (Lobby, Value) {
        use tokio_tungstenite::tungstenite::client::IntoClientRequest;
        let mut req = format!("ws://{}/api/lobby/socket", server.addr)
            .into_client_request()
            .unwrap();
        if let Some(s) = session {
            req.headers_mut()
                .insert("cookie", format!("palace_session={s}").parse().unwrap());
        }
        let (stream, _) = tokio_tungstenite::connect_async(req).await.unwrap();
        let mut lobby = Lobby { stream };
        let hello = lobby.next_of("lobby").await;
        (lobby, hello)
    }

    pub async fn next(&mut self) -> Option<Value> {
        loop {
            let msg = tokio::time::timeout(WAIT, self.stream.next())
                .await
                .expect("a message in time")?;
            match msg.ok()? {
                Message::Text(t) => return Some(serde_json::from_str(t.as_str()).unwrap()),
                Message::Close(_) => return None,
                _ => continue,
            }
        }
    }

    /// Skips to the next message of a type.
    pub async fn next_of(&mut self, kind: &str) -> Value {
        loop {
            let v = self
                .next()
                .await
                .unwrap_or_else(|| panic!("closed waiting for {kind}"));
            if v["type"] == kind {
                return v;
            }
        }
    }

    /// Whether a message of this type arrives within a short wait.
    pub async fn hears(&mut self, kind: &str, within: Duration) -> bool {
        tokio::time::timeout(within, async {
            loop {
                match self.next().await {
                    Some(v) if v["type"] == kind => return true,
                    Some(_) => continue,
                    None => return false,
                }
            }
        })
        .await
        .unwrap_or(false)
    }
}

pub async fn delete_as(server: &TestServer, path: &str, session: Option<&str>) -> (u16, Value) {
    let origin = format!("http://{}", server.addr);
    let (s, v, _) = request(
        server,
        reqwest::Method::DELETE,
        path,
        None,
        session,
        Some(&origin),
    )
    .await;
    (s, v)
}

/// POST as a guest.
pub async fn post_guest(server: &TestServer, path: &str, body: Value) -> (u16, Value) {
    let (s, v, _) = request(server, reqwest::Method::POST, path, Some(body), None, None).await;
    (s, v)
}

/// Starts this test binary again as a child running only the test `name`
/// (which serves when `env_var` is set, printing `PALACE_CHILD_ADDR=...`);
/// returns the child and a handle on the server it runs.
pub fn spawn_child_server(name: &str, env_var: &str, db: &Path) -> (std::process::Child, TestServer) {
    use std::io::BufRead;
    let mut child = std::process::Command::new(std::env::current_exe().unwrap())
        .args([name, "--exact", "--nocapture", "--test-threads=1"])
        .env(env_var, db)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let stdout = child.stdout.take().unwrap();
    let addr: SocketAddr = std::io::BufReader::new(stdout)
        .lines()
        .map_while(Result::ok)
        // The harness may print "test NAME ... " before it on the line.
        .find_map(|l| {
            l.split("PALACE_CHILD_ADDR=")
                .nth(1)
                .map(|a| a.trim().parse().unwrap())
        })
        .expect("child server address");
    let remote = TestServer {
        addr,
        stop: None,
        thread: None,
    };
    (child, remote)
}

impl Ws {
    /// Reads on to the close frame and returns its code.
    pub async fn close_code(&mut self) -> u16 {
        loop {
            match tokio::time::timeout(WAIT, self.stream.next())
                .await
                .expect("in time")
            {
                Some(Ok(Message::Close(Some(f)))) => return u16::from(f.code),
                Some(Ok(_)) => {}
                other => panic!("closed without a close frame: {other:?}"),
            }
        }
    }
}

/// Creates a game and opens its creator's socket (hello read).
pub async fn seated(server: &TestServer, body: Value) -> (Value, Ws) {
    let created = create(server, body).await;
    let (ws, _) = Ws::join(server, created["id"].as_str().unwrap(), created["token"].as_str()).await;
    (created, ws)
}
