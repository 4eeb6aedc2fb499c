//! Several nodes on PostgreSQL + Redis (the machines run both; these tests
//! fail, saying so, without them): a game played across two nodes, with
//! a spectator; moves forwarded to the owner; the owner killed mid-game
//! and the game finished on the other node; a graceful stop handing the
//! games over at once; the fence that keeps two nodes from both writing.

mod common;

use common::{get, moves, post, post_guest, Lobby, TestServer, Ws, WAIT};
use palace_server::cluster::{Cluster, ClusterConfig, LEASE_TTL, RENEW_EVERY};
use palace_server::{AppState, CaptureFirst, Limits, PostgresStorage, Storage};
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::{Duration, Instant};

fn redis_url() -> String {
    std::env::var("PALACE_TEST_REDIS").unwrap_or_else(|_| "redis://127.0.0.1:6379".to_owned())
}

/// A fresh schema and cluster name for one test.
struct Place {
    base: String,
    schema: String,
    url: String,
}

impl Place {
    fn new(tag: &str) -> Place {
        let base = std::env::var("PALACE_TEST_POSTGRES")
            .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned());
        let schema = format!("palace_t_cl_{tag}_{}", std::process::id());
        let url = PostgresStorage::url_with_schema(&base, &schema).unwrap_or_else(|e| {
            panic!("PostgreSQL is not reachable at {base} ({e}): the cluster tests need it")
        });
        Place { base, schema, url }
    }

    fn cluster(&self) -> String {
        self.schema.replace('_', "-")
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        let _ = PostgresStorage::drop_schema(&self.base, &self.schema);
    }
}

/// A node: `palace serve` with --database postgres://... --redis ... on
/// a runtime of its own. `crash()` stops it at once (nothing released,
/// as kill -9); `stop()` stops it as SIGTERM does.
struct Node {
    server: TestServer,
    graceful: Option<tokio::sync::oneshot::Sender<()>>,
}

impl Node {
    fn start(place: &Place, name: &str) -> Node {
        Node::start_with(place, name, Limits::default())
    }

    fn start_with(place: &Place, name: &str, limits: Limits) -> Node {
        let (url, cluster, node) = (place.url.clone(), place.cluster(), name.to_owned());
        let (addr_tx, addr_rx) = std::sync::mpsc::channel();
        let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
        let (graceful, graceful_rx) = tokio::sync::oneshot::channel::<()>();
        let thread = std::thread::spawn(move || {
            let rt = tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .unwrap();
            rt.block_on(async move {
                let storage: Arc<dyn Storage> = Arc::new(PostgresStorage::connect(&url).unwrap());
                let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
                let app = AppState::with_limits(storage, Arc::new(CaptureFirst), 1, limits);
                let config = ClusterConfig {
                    redis: redis_url(),
                    node,
                    name: cluster,
                };
                app.join_cluster(config)
                    .await
                    .unwrap_or_else(|e| panic!("{e}: the cluster tests need Redis at {}", redis_url()));
                addr_tx.send(listener.local_addr().unwrap()).unwrap();
                let serving = palace_server::serve_until(listener, app, async {
                    let _ = graceful_rx.await;
                });
                tokio::select! {
                    r = serving => r.unwrap(),
                    _ = stopped => {},
                }
            });
            rt.shutdown_background();
        });
        let addr = addr_rx.recv_timeout(WAIT * 2).expect("node started");
        Node {
            server: TestServer {
                addr,
                stop: Some(stop),
                thread: Some(thread),
            },
            graceful: Some(graceful),
        }
    }

    /// As kill -9: every task stops where it is; nothing is released.
    fn crash(self) {
        drop(self);
    }

    /// As SIGTERM: sockets closed, leases released, then the process ends.
    fn stop(mut self) {
        let _ = self.graceful.take().unwrap().send(());
        if let Some(t) = self.server.thread.take() {
            let _ = t.join();
        }
    }
}

/// A Xiangqi friend game created on `at`; its creator (red) and the
/// friend's tokens, the friend joining through `join_at`.
async fn friend_game(at: &TestServer, join_at: &TestServer) -> (String, String, String) {
    let (status, created) = post(
        at,
        "/api/games",
        json!({"game": "xiangqi", "mode": "friend", "side": "first"}),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_owned();
    let invite = created["links"]["invite"].as_str().unwrap();
    let secret = invite.split("#invite=").nth(1).unwrap();
    let (status, joined) = post(
        join_at,
        &format!("/api/games/{id}/join"),
        json!({"invite": secret}),
    )
    .await;
    assert_eq!(status, 200, "{joined}");
    (
        id,
        created["token"].as_str().unwrap().to_owned(),
        joined["token"].as_str().unwrap().to_owned(),
    )
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
        .unwrap_or_else(|| panic!("no metric {name}"))
        .parse()
        .unwrap()
}

/// Reads until the socket closes (the node it is connected to gave up
/// the game's owner); panics if it stays open past `within`.
/// Joins a game a node is taking over. Until the game is loaded the node
/// answers `unavailable` ("the game is restarting; try again"), which a
/// client retries, as the web client does; any other error fails.
async fn join_taken_over(server: &TestServer, id: &str, token: Option<&str>) -> (Ws, Value) {
    let deadline = Instant::now() + WAIT;
    loop {
        let mut ws = Ws::open(server, id, token).await;
        loop {
            let v = ws.next().await.expect("closed before the hello");
            if v["type"] == "hello" {
                return (ws, v);
            }
            if v["type"] == "error" {
                assert_eq!(v["code"], "unavailable", "joining: {v}");
                assert!(Instant::now() < deadline, "still unavailable: {v}");
                break;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

async fn closes(ws: &mut Ws, within: Duration) {
    let deadline = Instant::now() + within;
    loop {
        assert!(Instant::now() < deadline, "the socket stayed open");
        let next = tokio::time::timeout(
            Duration::from_millis(500),
            futures_util::StreamExt::next(&mut ws.stream),
        )
        .await;
        if let Ok(None | Some(Err(_) | Ok(tokio_tungstenite::tungstenite::Message::Close(_)))) = next {
            return;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_nodes_play_one_game_with_a_spectator_on_a_third_connection() {
    let place = Place::new("play");
    let (a, b) = (Node::start(&place, "a"), Node::start(&place, "b"));
    let (id, red, black) = friend_game(&a.server, &b.server).await;
    let (mut r, hello) = Ws::join(&a.server, &id, Some(&red)).await;
    assert_eq!(hello["you"]["seats"], json!(["red"]));
    // Black plays on node b: its moves are forwarded to a, the owner.
    let (mut k, hello) = Ws::join(&b.server, &id, Some(&black)).await;
    assert_eq!(hello["you"]["seats"], json!(["black"]));
    let (mut watcher, _) = Ws::join(&b.server, &id, None).await;
    for (i, mv) in ["h3e3", "h10g8", "h1g3", "i10h10"].iter().enumerate() {
        let (mover, other) = if i % 2 == 0 {
            (&mut r, &mut k)
        } else {
            (&mut k, &mut r)
        };
        mover.play(mv).await;
        for ws in [other, &mut watcher] {
            let s = ws.state_with(i + 1).await;
            assert_eq!(moves(&s).last().map(String::as_str), Some(*mv));
        }
    }
    // "Online now" counts every node's sockets, each game once (each node
    // publishes its counts every 2 s).
    let deadline = Instant::now() + Duration::from_secs(6);
    loop {
        let (_, stats) = get(&a.server, "/api/stats").await;
        if (stats["online"].as_u64(), stats["games"].as_u64()) == (Some(3), Some(1)) {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "a counts {stats}, not 3 sockets and 1 game"
        );
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    // Chat reaches the other node too; the spectator count includes b's.
    k.send(json!({"type": "chat", "room": "players", "text": "gg"}))
        .await;
    let chat = r.next_of("chat").await;
    assert_eq!(chat["text"], "gg");
    let (_, state) = get(&a.server, &format!("/api/games/{id}")).await;
    assert_eq!(state["spectators"], 1, "{state}");
    // Resigning on b ends the game for everyone.
    k.send(json!({"type": "resign"})).await;
    for ws in [&mut r, &mut watcher] {
        loop {
            let v = ws.next_of("state").await;
            if !v["state"]["outcome"].is_null() {
                assert_eq!(
                    v["state"]["outcome"],
                    json!({"result": "1-0", "reason": "resignation"})
                );
                break;
            }
        }
    }
    for node in [&a.server, &b.server] {
        let (_, state) = get(node, &format!("/api/games/{id}")).await;
        assert_eq!(moves(&state), ["h3e3", "h10g8", "h1g3", "i10h10"]);
        assert_eq!(state["outcome"]["result"], "1-0");
    }
    assert!(metric(&b.server, "cluster_calls_total").await >= 4.0);
    // Moves are timed and refusals counted where they are asked for (per
    // process: in this test both nodes share the counters).
    assert!(metric(&b.server, "move_seconds_count").await >= 4.0);
    assert!(metric(&a.server, "cluster_served_total").await >= 4.0);
    // Each node reads which nodes are alive at every renewal.
    let deadline = Instant::now() + RENEW_EVERY * 3;
    while metric(&a.server, "cluster_nodes_alive").await < 2.0 {
        assert!(Instant::now() < deadline, "a never saw b alive");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    a.crash();
    b.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_move_on_another_node_gets_the_owners_error() {
    let place = Place::new("refuse");
    let (a, b) = (Node::start(&place, "a"), Node::start(&place, "b"));
    let (id, _red, black) = friend_game(&a.server, &b.server).await;
    let (mut k, _) = Ws::join(&b.server, &id, Some(&black)).await;
    k.refused(json!({"type": "move", "move": "h10g8"}), "not-your-turn")
        .await;
    let e = k
        .refused(json!({"type": "move", "move": "a1a10"}), "not-your-turn")
        .await;
    assert!(e["message"].as_str().unwrap().contains("red to move"), "{e}");
    let (mut watcher, _) = Ws::join(&b.server, &id, None).await;
    watcher
        .refused(json!({"type": "move", "move": "h3e3"}), "spectator")
        .await;
    let (status, body) = get(&b.server, "/api/games/AAAAAAAAAAAA").await;
    assert_eq!(status, 404, "{body}");
    a.crash();
    b.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_owner_killed_mid_game_the_game_finishes_on_the_other_node() {
    let place = Place::new("kill");
    let (a, b) = (Node::start(&place, "a"), Node::start(&place, "b"));
    let (id, red, black) = friend_game(&a.server, &b.server).await;
    let (mut r, _) = Ws::join(&a.server, &id, Some(&red)).await;
    let (mut k, _) = Ws::join(&b.server, &id, Some(&black)).await;
    r.play("h3e3").await;
    k.state_with(1).await;
    k.play("h10g8").await;
    r.state_with(2).await;
    let killed = Instant::now();
    a.crash();
    // b sees a's lease lapse, closes its connection to a's game; the
    // client reconnects (to b) and b takes the game over from the store.
    closes(&mut k, LEASE_TTL + Duration::from_secs(5)).await;
    let (mut k, hello) = join_taken_over(&b.server, &id, Some(&black)).await;
    assert_eq!(
        moves(&hello["state"]),
        ["h3e3", "h10g8"],
        "every acknowledged move kept"
    );
    assert!(killed.elapsed() < LEASE_TTL + Duration::from_secs(8));
    let (mut r, _) = join_taken_over(&b.server, &id, Some(&red)).await;
    r.play("h1g3").await;
    k.state_with(3).await;
    k.send(json!({"type": "resign"})).await;
    let end = loop {
        let v = r.next_of("state").await;
        if !v["state"]["outcome"].is_null() {
            break v;
        }
    };
    assert_eq!(end["state"]["outcome"]["result"], "1-0");
    assert!(metric(&b.server, "cluster_claimed_total").await >= 1.0);
    b.crash();
    // What a crashed node left is taken over by a new node once b's
    // lease lapses (until then b is asked, does not answer: 503).
    let c = Node::start(&place, "c");
    let deadline = Instant::now() + LEASE_TTL + Duration::from_secs(5);
    let state = loop {
        let (status, state) = get(&c.server, &format!("/api/games/{id}")).await;
        if status == 200 {
            break state;
        }
        assert_eq!(
            (status, state["error"].as_str()),
            (503, Some("unavailable")),
            "{state}"
        );
        assert!(Instant::now() < deadline, "not taken over");
        tokio::time::sleep(Duration::from_millis(200)).await;
    };
    assert_eq!(moves(&state), ["h3e3", "h10g8", "h1g3"]);
    c.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stopped_node_hands_its_games_over_at_once() {
    let place = Place::new("stop");
    let (a, b) = (Node::start(&place, "a"), Node::start(&place, "b"));
    let (id, red, black) = friend_game(&a.server, &b.server).await;
    let (mut r, _) = Ws::join(&a.server, &id, Some(&red)).await;
    r.play("h3e3").await;
    let stopped = Instant::now();
    a.stop();
    // No lease to wait for: b owns the game as soon as it is asked.
    let (mut k, hello) = Ws::join(&b.server, &id, Some(&black)).await;
    assert_eq!(hello["type"], "hello", "{hello}");
    assert!(
        stopped.elapsed() < LEASE_TTL,
        "taken over in {:?}",
        stopped.elapsed()
    );
    k.play("h10g8").await;
    b.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_needs_postgres_and_redis_and_says_so() {
    let place = Place::new("refusals");
    let dir = tempfile::tempdir().unwrap();
    let sqlite: Arc<dyn Storage> =
        Arc::new(palace_server::SqliteStorage::open(&dir.path().join("db")).unwrap());
    let app = AppState::new(sqlite, Arc::new(CaptureFirst), 1);
    let config = |redis: &str| ClusterConfig {
        redis: redis.to_owned(),
        node: "x".into(),
        name: place.cluster(),
    };
    let e = Cluster::join(config(&redis_url()), &app.registry)
        .await
        .unwrap_err();
    assert!(e.contains("postgres://"), "{e}");
    let pg: Arc<dyn Storage> = Arc::new(PostgresStorage::connect(&place.url).unwrap());
    let app = AppState::new(pg, Arc::new(CaptureFirst), 1);
    let e = Cluster::join(config("redis://127.0.0.1:1"), &app.registry)
        .await
        .unwrap_err();
    assert!(e.contains("Redis at redis://127.0.0.1:1"), "{e}");
    let pg: Arc<dyn Storage> = Arc::new(PostgresStorage::connect(&place.url).unwrap());
    let app = AppState::new(pg, Arc::new(CaptureFirst), 1);
    let e = Cluster::join(config("nonsense"), &app.registry)
        .await
        .unwrap_err();
    assert!(e.contains("not valid"), "{e}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn per_address_limits_count_every_node() {
    let place = Place::new("limits");
    let limits = || Limits {
        games_per_minute: 0.5,
        games_burst: 3.0,
        max_connections_per_address: 6,
        ..Limits::default()
    };
    let (a, b) = (
        Node::start_with(&place, "a", limits()),
        Node::start_with(&place, "b", limits()),
    );
    // Three games at once from one address, wherever they are created.
    let body = json!({"game": "xiangqi", "mode": "local"});
    let mut statuses = Vec::new();
    for node in [&a.server, &b.server, &a.server, &b.server] {
        statuses.push(post(node, "/api/games", body.clone()).await.0);
    }
    assert_eq!(
        statuses,
        [201, 201, 201, 429],
        "one node alone would allow a fourth"
    );
    let (_, refused) = post(&b.server, "/api/games", body.clone()).await;
    assert_eq!(refused["error"], "rate-limited", "{refused}");
    // Connections: four held on a count on b once a renewal shares them.
    let mut held = Vec::new();
    for _ in 0..4 {
        held.push(tokio::net::TcpStream::connect(a.server.addr).await.unwrap());
    }
    tokio::time::sleep(RENEW_EVERY * 2 + Duration::from_millis(500)).await;
    let mut answered = Vec::new();
    for _ in 0..4 {
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let mut s = tokio::net::TcpStream::connect(b.server.addr).await.unwrap();
        let _ = s.write_all(b"GET /health HTTP/1.1\r\nHost: x\r\n\r\n").await;
        let mut buf = [0u8; 64];
        if let Ok(Ok(n)) = tokio::time::timeout(Duration::from_secs(2), s.read(&mut buf)).await {
            if n > 0 {
                answered.push(s);
            }
        }
    }
    // Past the cap, b makes room by closing its own idle connections (or
    // refuses): at least two of its four, as a's four count too.
    let made_room = metric(&b.server, "connections_evicted_total").await
        + metric(&b.server, "connections_refused_total").await;
    assert!(
        made_room >= 2.0,
        "b kept {} connections beside a's 4 (cap 6)",
        answered.len()
    );
    drop(held);
    a.crash();
    b.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn login_and_seek_rates_count_every_node() {
    let place = Place::new("rates");
    let limits = || Limits {
        auth_per_minute: 0.5,
        auth_burst: 3.0,
        seeks_per_minute: 0.5,
        seeks_burst: 2.0,
        max_open_seeks: 10,
        ..Limits::default()
    };
    let (a, b) = (
        Node::start_with(&place, "a", limits()),
        Node::start_with(&place, "b", limits()),
    );
    // Logins from one address, spread over the nodes: the fourth is
    // refused although neither node saw more than two.
    let creds = json!({"username": "nobody_here", "password": "not the password"});
    let mut statuses = Vec::new();
    for node in [&a.server, &b.server, &a.server, &b.server] {
        statuses.push(post_guest(node, "/api/account/login", creds.clone()).await.0);
    }
    assert!(!statuses[..3].contains(&429), "{statuses:?}");
    assert_eq!(
        statuses[3], 429,
        "one node alone would allow a fourth: {statuses:?}"
    );
    // Seeks of one guest: two, then the third is refused on either node.
    let seek = json!({"game": "xiangqi"});
    let mut statuses = Vec::new();
    for node in [&a.server, &b.server, &a.server] {
        statuses.push(post_guest(node, "/api/seeks", seek.clone()).await.0);
    }
    assert_eq!(statuses, [201, 201, 429], "one node alone would allow a third");
    let (_, refused) = post_guest(&b.server, "/api/seeks", seek).await;
    assert_eq!(refused["error"], "rate-limited", "{refused}");
    a.crash();
    b.crash();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_is_one_across_nodes() {
    let place = Place::new("lobby");
    let (a, b) = (Node::start(&place, "a"), Node::start(&place, "b"));
    let (mut on_a, _) = Lobby::open(&a.server, None).await;
    let (mut on_b, _) = Lobby::open(&b.server, None).await;
    // A seek made on a is seen on b, live and in the listing.
    let (status, made) = post_guest(&a.server, "/api/seeks", json!({"game": "xiangqi"})).await;
    assert_eq!(status, 201, "{made}");
    let seek = made["seek"]["id"].as_str().unwrap().to_owned();
    assert_eq!(on_b.next_of("seek-added").await["seek"]["id"], seek.as_str());
    let (_, listed) = get(&b.server, "/api/seeks").await;
    assert_eq!(listed["seeks"][0]["id"], seek.as_str(), "{listed}");
    // Accepted on both nodes at once: one game, the other refused.
    let path = format!("/api/seeks/{seek}/accept");
    let (ra, rb) = tokio::join!(
        post_guest(&a.server, &path, json!({})),
        post_guest(&b.server, &path, json!({}))
    );
    let mut statuses = [ra.0, rb.0];
    statuses.sort_unstable();
    assert_eq!(statuses, [201, 404], "{} / {}", ra.1, rb.1);
    let game = if ra.0 == 201 { &ra.1 } else { &rb.1 };
    let id = game["id"].as_str().unwrap();
    // Both nodes' sockets hear it, with the game; the creator can ask a.
    for lobby in [&mut on_a, &mut on_b] {
        let removed = lobby.next_of("seek-removed").await;
        assert_eq!(
            (removed["reason"].as_str(), removed["game"].as_str()),
            (Some("accepted"), Some(id))
        );
    }
    let (_, what) = get(&a.server, &format!("/api/seeks/{seek}")).await;
    assert_eq!(what, json!({"status": "accepted", "game": id}));
    for node in [&a.server, &b.server] {
        assert_eq!(get(node, "/api/seeks").await.1["seeks"], json!([]));
    }
    // The creator plays with the seek's token, on either node.
    let token = made["token"].as_str().unwrap();
    let (_, hello) = Ws::join(&b.server, id, Some(token)).await;
    assert_eq!(hello["type"], "hello", "{hello}");
    a.crash();
    b.crash();
}

/// The fence: a node whose lease was taken over writes nothing more.
#[test]
fn a_node_that_lost_its_lease_cannot_write() {
    use palace_server::storage::Claim;
    let place = Place::new("fence");
    let a = PostgresStorage::connect(&place.url).unwrap();
    let b = PostgresStorage::connect(&place.url).unwrap();
    let (la, lb) = (a.leases().unwrap(), b.leases().unwrap());
    la.join("a").unwrap();
    lb.join("b").unwrap();
    let mut record = sample_record();
    a.create(&record).unwrap();
    assert_eq!(
        lb.claim(&record.id, "b", LEASE_TTL).unwrap(),
        Claim::HeldBy("a".into())
    );
    a.append_move(&record.id, 0, "h3e3", None).unwrap();
    let e = b.append_move(&record.id, 1, "h10g8", None).unwrap_err();
    assert!(matches!(e, palace_server::StorageError::NotOwner(_)), "{e}");
    // a hands over (or its lease lapses): b claims, and a is fenced off.
    la.release("a", None).unwrap();
    assert_eq!(lb.claim(&record.id, "b", LEASE_TTL).unwrap(), Claim::Ours);
    let e = a.append_move(&record.id, 1, "h10g8", None).unwrap_err();
    assert!(matches!(e, palace_server::StorageError::NotOwner(_)), "{e}");
    b.append_move(&record.id, 1, "h10g8", None).unwrap();
    // A timed move writes its clocks in the same fenced statement.
    let e = a.append_move(&record.id, 2, "e3e7", Some("{}")).unwrap_err();
    assert!(matches!(e, palace_server::StorageError::NotOwner(_)), "{e}");
    b.append_move(&record.id, 2, "e3e7", Some("{}")).unwrap();
    b.truncate_moves(&record.id, 2).unwrap();
    assert_eq!(b.load(&record.id).unwrap().unwrap().moves, ["h3e3", "h10g8"]);
    assert_eq!(lb.claim("nosuchgame12", "b", LEASE_TTL).unwrap(), Claim::NoGame);
    record.id = "othergame123".into();
    b.create(&record).unwrap();
    assert_eq!(
        la.claim(&record.id, "a", LEASE_TTL).unwrap(),
        Claim::HeldBy("b".into())
    );
    assert_eq!(
        lb.live_nodes().unwrap(),
        Vec::<String>::new(),
        "no node renewed yet"
    );
    lb.renew("b", std::slice::from_ref(&record.id), LEASE_TTL)
        .unwrap();
    assert_eq!(lb.live_nodes().unwrap(), ["b"]);
}

fn sample_record() -> palace_server::storage::GameRecord {
    let rules = palace_rules::RuleSet::preset("xiangqi").unwrap();
    palace_server::storage::GameRecord {
        id: "fencegame123".into(),
        rules: rules.name.into(),
        start_fen: palace_rules::Game::new(rules).start_position().fen(),
        arrangements: [None, None],
        mode: palace_server::storage::Mode::Local,
        level: None,
        seats: [
            palace_server::storage::Seat::Open,
            palace_server::storage::Seat::Open,
        ],
        invite_digest: None,
        moves: Vec::new(),
        resigned: None,
        created_at: 0,
        online: palace_server::storage::Online::default(),
    }
}
