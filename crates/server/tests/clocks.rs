//! Clocks over real HTTP and WebSocket: asked for at creation, shown in
//! the state, and a flag that falls while nobody moves. (The clock rules
//! themselves run under a paused clock in the crate's unit tests.)

mod common;

use common::*;
use palace_server::CaptureFirst;
use serde_json::{json, Value};
use std::sync::Arc;

#[tokio::test]
async fn clocks_are_asked_for_and_computer_games_stay_untimed() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let plain = create(&server, json!({"game": "xiangqi", "mode": "computer"})).await;
    assert_eq!(plain["state"]["clocks"], Value::Null);
    let timed = create(
        &server,
        json!({"game": "janggi", "mode": "computer", "clock": {"kind": "byoyomi", "main": 600, "periods": 3, "period": 30}}),
    )
    .await;
    let clocks = &timed["state"]["clocks"];
    assert_eq!(clocks["shown"], "10m 3x30s");
    assert_eq!(
        clocks["sides"]["cho"],
        json!({"remaining_ms": 600_000, "periods": 3, "period_ms": 30_000})
    );
    assert_eq!(clocks["running"], Value::Null);
    for bad in [
        json!({"kind": "fischer", "base": 0, "increment": 0}),
        json!({"kind": "hourglass"}),
        json!({"kind": "byoyomi", "main": 60, "periods": 0, "period": 30}),
    ] {
        let (status, v) = post(
            &server,
            "/api/games",
            json!({"game": "xiangqi", "mode": "friend", "clock": bad}),
        )
        .await;
        assert_eq!((status, v["error"].as_str()), (400, Some("bad-request")), "{bad}");
    }
}

#[tokio::test]
async fn a_flag_falls_while_nobody_moves() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let created = create(
        &server,
        json!({"game": "xiangqi", "mode": "local", "clock": {"kind": "fischer", "base": 1, "increment": 0}}),
    )
    .await;
    let (id, token) = (
        created["id"].as_str().unwrap(),
        created["token"].as_str().unwrap(),
    );
    let (mut ws, _) = Ws::join(&server, id, Some(token)).await;
    let s = ws.play("b3b5").await;
    assert_eq!(s["clocks"]["running"], "black");
    // Black's second runs out: the server ends the game and says so.
    let started = std::time::Instant::now();
    let ended = loop {
        let v = ws.next_of("state").await;
        if !v["state"]["outcome"].is_null() {
            break v["state"].clone();
        }
    };
    assert!(started.elapsed() < std::time::Duration::from_secs(3));
    assert_eq!(ended["outcome"], json!({"result": "1-0", "reason": "timeout"}));
    assert_eq!(ended["clocks"]["sides"]["black"]["remaining_ms"], 0);
    ws.refused(json!({"type": "move", "move": "a7a6"}), "game-over")
        .await;
    let (_, stored) = get(&server, &format!("/api/games/{id}")).await;
    assert_eq!(stored["outcome"]["reason"], "timeout");
}
