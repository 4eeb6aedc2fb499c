//! The analysis socket over a real connection: lines arrive and deepen,
//! several on request, in the notation asked for; a new position stops
//! the old search; a game's graph; every bad request refused with its
//! reason; the per-address limit; and a server without an engine says so.

mod common;

use common::{temp_db, TestServer};
use futures_util::{SinkExt, StreamExt};
use palace_engine::{levels, mate_moves, Limits, Report, Searcher, Tt};
use palace_rules::{Game, Move, RuleSet};
use palace_server::{AnalysisLimits, AnalysisLine, CaptureFirst, MoveChooser, Score};
use serde_json::{json, Value};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

/// The engine behind the server's chooser, as `palace serve` wires it.
struct EngineBacked;

impl MoveChooser for EngineBacked {
    fn choose(&self, game: &Game, _level: u8, _stop: &AtomicBool) -> Option<Move> {
        game.legal_moves().first().copied()
    }

    fn analyse(
        &self,
        game: &Game,
        limits: &AnalysisLimits,
        stop: &AtomicBool,
        report: &mut dyn FnMut(&[AnalysisLine]),
    ) -> bool {
        let tt = Tt::new(4);
        let want = limits.lines.clamp(1, game.legal_moves().len().max(1));
        let mut s = Searcher::new(game, &tt, stop);
        s.set_multipv(want);
        let engine_limits = Limits {
            depth: limits.max_depth,
            nodes: limits.max_nodes,
            movetime: Some(limits.max_time.as_millis() as u64),
            ..Limits::default()
        };
        let mut batch = Vec::new();
        let mut each = |r: &Report| {
            batch.push(AnalysisLine {
                multipv: r.multipv,
                depth: r.depth,
                score: mate_moves(r.score).map_or(Score::Cp(r.score), Score::Mate),
                nodes: r.nodes,
                pv: r.pv.clone(),
            });
            if r.multipv == want {
                report(&batch);
                batch.clear();
            }
        };
        s.think(
            game.position(),
            &engine_limits,
            levels::level(levels::MAX_LEVEL),
            &mut each,
        );
        true
    }
}

type Stream = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

struct Client(Stream);

impl Client {
    async fn open(server: &TestServer) -> Client {
        let url = format!("ws://{}/api/analysis/socket", server.addr);
        let (stream, _) = tokio_tungstenite::connect_async(url).await.unwrap();
        Client(stream)
    }

    async fn send(&mut self, v: Value) {
        self.0.send(Message::Text(v.to_string().into())).await.unwrap();
    }

    /// The next JSON message; `None` once closed.
    async fn next(&mut self) -> Option<Value> {
        loop {
            let m = tokio::time::timeout(Duration::from_secs(20), self.0.next())
                .await
                .expect("a message within 20 s");
            match m {
                Some(Ok(Message::Text(t))) => return Some(serde_json::from_str(t.as_str()).unwrap()),
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
                Some(Ok(_)) => {}
            }
        }
    }

    /// Messages up to the first of `kind` (which is last).
    async fn until(&mut self, kind: &str) -> Vec<Value> {
        let mut seen = Vec::new();
        loop {
            let v = self
                .next()
                .await
                .unwrap_or_else(|| panic!("closed before {kind}: {seen:?}"));
            let done = v["type"] == kind;
            seen.push(v);
            if done {
                return seen;
            }
        }
    }
}

fn server() -> (tempfile::TempDir, TestServer) {
    let (dir, db) = temp_db();
    (dir, TestServer::start(&db, Arc::new(EngineBacked)))
}

#[tokio::test]
async fn a_score_and_a_line_arrive_and_deepen() {
    let (_dir, server) = server();
    let mut c = Client::open(&server).await;
    let start = Instant::now();
    c.send(json!({"type": "analyse", "id": 1, "rules": "xiangqi"}))
        .await;
    let first = c.next().await.unwrap();
    assert_eq!(first["type"], "eval", "{first}");
    assert!(start.elapsed() < Duration::from_secs(2), "{:?}", start.elapsed());
    assert_eq!(first["id"], 1);
    let line = &first["lines"][0];
    assert!(line["score"]["cp"].is_i64(), "{first}");
    let pv = line["pv"].as_array().unwrap();
    assert!(!pv.is_empty());
    // The line is legal from the position, and written in WXF.
    let mut g = Game::new(RuleSet::preset("xiangqi").unwrap());
    for m in pv {
        g.play_text(m.as_str().unwrap()).unwrap();
    }
    let wxf = line["text"][0].as_str().unwrap();
    assert!(wxf.contains(['+', '-', '=', '.']), "{wxf}");
    // Deeper evaluations follow.
    let mut depth = first["depth"].as_i64().unwrap();
    for _ in 0..3 {
        let v = c.next().await.unwrap();
        assert_eq!(v["type"], "eval", "{v}");
        assert!(v["depth"].as_i64().unwrap() > depth, "{v}");
        depth = v["depth"].as_i64().unwrap();
    }
}

#[tokio::test]
async fn several_lines_on_request_in_korean_for_janggi() {
    let (_dir, server) = server();
    let mut c = Client::open(&server).await;
    c.send(json!({"type": "analyse", "id": 2, "rules": "janggi", "moves": ["a4b4"], "lines": 3}))
        .await;
    // Take an evaluation a few plies deep.
    let v = loop {
        let v = c.next().await.unwrap();
        assert_eq!(v["type"], "eval", "{v}");
        if v["depth"].as_i64().unwrap() >= 4 {
            break v;
        }
    };
    let lines = v["lines"].as_array().unwrap();
    assert_eq!(lines.len(), 3, "{v}");
    let firsts: std::collections::BTreeSet<&str> =
        lines.iter().map(|l| l["pv"][0].as_str().unwrap()).collect();
    assert_eq!(firsts.len(), 3, "three different moves: {v}");
    let cp: Vec<i64> = lines.iter().map(|l| l["score"]["cp"].as_i64().unwrap()).collect();
    assert!(cp.windows(2).all(|w| w[0] >= w[1]), "best first: {cp:?}");
    let korean = lines[0]["text"][0].as_str().unwrap();
    assert!(korean.chars().any(|ch| ('가'..='힣').contains(&ch)), "{korean}");
}

#[tokio::test]
async fn a_new_position_stops_the_old_search() {
    let (_dir, server) = server();
    let mut c = Client::open(&server).await;
    c.send(json!({"type": "analyse", "id": 3, "rules": "xiangqi"}))
        .await;
    assert_eq!(c.next().await.unwrap()["id"], 3);
    c.send(json!({"type": "analyse", "id": 4, "rules": "xiangqi", "moves": ["h3e3"]}))
        .await;
    // After the switch, nothing of search 3 arrives.
    let mut seen_four = 0;
    while seen_four < 3 {
        let v = c.next().await.unwrap();
        if v["id"] == 4 {
            seen_four += 1;
            assert!(v["fen"].as_str().unwrap().contains(" b "), "{v}");
        } else {
            assert!(seen_four == 0, "search 3 after search 4: {v}");
        }
    }
    c.send(json!({"type": "stop"})).await;
    // Stopped: it falls silent.
    let quiet = tokio::time::timeout(Duration::from_millis(600), c.0.next()).await;
    match quiet {
        Err(_) => {}
        Ok(Some(Ok(Message::Text(t)))) => {
            // One already on its way may still come; then silence.
            let v: Value = serde_json::from_str(t.as_str()).unwrap();
            assert_eq!(v["id"], 4);
            assert!(tokio::time::timeout(Duration::from_millis(600), c.0.next())
                .await
                .is_err());
        }
        Ok(other) => panic!("{other:?}"),
    }
    // Both searches went through the computer opponents' queue.
    let metrics = reqwest::get(server.url("/metrics"))
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let started = metrics
        .lines()
        .find_map(|l| l.strip_prefix("palace_engine_searches_total "))
        .map(|v| v.trim().parse::<f64>().unwrap());
    assert!(started.is_some_and(|n| n >= 2.0), "{metrics}");
}

#[tokio::test]
async fn a_mate_is_reported_as_mate() {
    let (_dir, server) = server();
    let mut c = Client::open(&server).await;
    c.send(json!({"type": "analyse", "rules": "xiangqi", "fen": "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1"}))
        .await;
    let v = loop {
        let v = c.next().await.unwrap();
        if v["lines"][0]["score"]["mate"].is_i64() {
            break v;
        }
    };
    assert_eq!(v["lines"][0]["score"]["mate"], 1, "{v}");
}

#[tokio::test]
async fn a_games_graph_has_a_point_per_position() {
    let (_dir, server) = server();
    let mut c = Client::open(&server).await;
    let moves = ["h3e3", "h10g8", "h1g3", "i10h10", "i1h1", "b10c8"];
    c.send(json!({"type": "graph", "id": 9, "rules": "xiangqi", "moves": moves}))
        .await;
    let got = c.until("done").await;
    let points: Vec<&Value> = got.iter().filter(|v| v["type"] == "point").collect();
    assert_eq!(points.len(), moves.len() + 1, "{got:?}");
    for (i, p) in points.iter().enumerate() {
        assert_eq!(p["ply"], i, "{p}");
        assert!(p["cp"].is_i64() && p["best"].is_string(), "{p}");
    }
    // A lost position in the graph: Black is mated after a1a10? No: a
    // position where the side to move is already mated scores as a loss.
    c.send(json!({"type": "graph", "id": 10, "rules": "xiangqi",
        "fen": "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1", "moves": ["b1b10"]}))
        .await;
    let got = c.until("done").await;
    let points: Vec<&Value> = got.iter().filter(|v| v["type"] == "point").collect();
    assert_eq!(points.len(), 2, "{got:?}");
    assert!(
        points[0]["cp"].as_i64().unwrap() >= 10_000,
        "Red mates: {:?}",
        points[0]
    );
    assert!(
        points[1]["cp"].as_i64().unwrap() >= 10_000,
        "Black is mated: {:?}",
        points[1]
    );
}

#[tokio::test]
async fn bad_requests_are_refused_with_their_reason() {
    let (_dir, server) = server();
    let mut c = Client::open(&server).await;
    let cases = [
        (
            json!({"type": "analyse", "id": 5, "rules": "xiangqi", "fen": "not a fen"}),
            "bad-position",
        ),
        // Two generals facing each other on an open file.
        (
            json!({"type": "analyse", "rules": "xiangqi", "fen": "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"}),
            "bad-position",
        ),
        (json!({"type": "analyse", "rules": "chess"}), "bad-rules"),
        (
            json!({"type": "analyse", "rules": "xiangqi", "moves": ["h3e3", "z9z9"]}),
            "bad-move",
        ),
        (
            json!({"type": "analyse", "rules": "xiangqi", "lines": 9}),
            "bad-request",
        ),
        (
            json!({"type": "analyse", "rules": "xiangqi", "notation": "korean"}),
            "bad-notation",
        ),
        (
            json!({"type": "graph", "rules": "janggi", "fen": "rnba1abnr/4k4"}),
            "bad-position",
        ),
        (json!({"type": "think", "rules": "xiangqi"}), "bad-message"),
    ];
    for (req, code) in cases {
        c.send(req.clone()).await;
        let v = c.next().await.unwrap();
        assert_eq!(v["type"], "error", "{req} → {v}");
        assert_eq!(v["code"], code, "{req} → {v}");
        assert!(v["message"].as_str().unwrap().len() > 10, "{v}");
    }
    c.send(json!({"type": "analyse", "id": 5, "rules": "xiangqi", "fen": "not a fen"}))
        .await;
    let v = c.next().await.unwrap();
    assert_eq!(v["id"], 5);
    assert!(v["message"].as_str().unwrap().starts_with("bad FEN"), "{v}");
    // The socket still works after all of them.
    c.send(json!({"type": "analyse", "rules": "xiangqi"})).await;
    assert_eq!(c.next().await.unwrap()["type"], "eval");
}

#[tokio::test]
async fn one_address_may_open_only_a_few_analyses() {
    // A thread for each analysis, so that none waits in the queue.
    let (_dir, db) = temp_db();
    let threads = palace_server::analysis::MAX_ANALYSES_PER_ADDRESS;
    let server = TestServer::start_with_threads(
        &db,
        Arc::new(EngineBacked),
        palace_server::Limits::default(),
        threads,
    );
    let mut open = Vec::new();
    for _ in 0..palace_server::analysis::MAX_ANALYSES_PER_ADDRESS {
        let mut c = Client::open(&server).await;
        c.send(json!({"type": "analyse", "rules": "janggi"})).await;
        assert_eq!(c.next().await.unwrap()["type"], "eval");
        open.push(c);
    }
    let mut extra = Client::open(&server).await;
    let v = extra.next().await.unwrap();
    assert_eq!(v["code"], "too-many-analyses", "{v}");
    assert!(v["message"].as_str().unwrap().contains("at most"), "{v}");
    assert!(extra.next().await.is_none(), "then it closes");
    // Closing one frees its place.
    let mut gone = open.pop().unwrap();
    gone.0.close(None).await.unwrap();
    drop(gone);
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let mut again = Client::open(&server).await;
        again.send(json!({"type": "analyse", "rules": "janggi"})).await;
        let v = again.next().await.unwrap();
        if v["type"] == "eval" {
            break;
        }
        assert!(Instant::now() < deadline, "the place was not given back: {v}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn the_socket_is_in_the_api_description() {
    let (_dir, server) = server();
    let doc: Value = reqwest::get(server.url("/api/openapi.json"))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let summary = doc["paths"]["/api/analysis/socket"]["get"]["summary"]
        .as_str()
        .unwrap();
    assert!(summary.contains("too-many-analyses"), "{summary}");
}

#[tokio::test]
async fn a_server_without_an_engine_says_so() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let mut c = Client::open(&server).await;
    c.send(json!({"type": "analyse", "rules": "xiangqi"})).await;
    let v = c.next().await.unwrap();
    assert_eq!(v["code"], "no-engine", "{v}");
}
