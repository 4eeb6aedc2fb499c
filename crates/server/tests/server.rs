//! The server over real HTTP and WebSocket connections: whole games in
//! each mode, every refusal, and durability across restarts (a dropped
//! runtime and a `kill -9`ed process).

mod common;

use common::*;
use palace_server::{AppState, CaptureFirst};
use serde_json::{json, Value};
use std::sync::Arc;

/// Cho mates in three (Han helps): the chariot goes round to d10.
const JANGGI_MATE: [&str; 5] = ["a1a2", "f10f9", "a2d2", "e9f10", "d2d10"];

/// Red mates in three (Black helps): a cannon takes c10 and checks over d10.
const XIANGQI_MATE: [&str; 5] = ["b3b5", "a7a6", "b5c5", "f10e9", "c5c10"];

#[tokio::test]
async fn health_openapi_and_client_are_served() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let (status, v) = get(&server, "/health").await;
    assert_eq!((status, v), (200, json!({"status": "ok"})));
    let (status, doc) = get(&server, "/api/openapi.json").await;
    assert_eq!(status, 200);
    for path in [
        "/health",
        "/api/games",
        "/api/games/{id}",
        "/api/games/{id}/join",
        "/api/games/{id}/socket",
        "/api/account/register",
        "/api/account/login",
        "/api/account/logout",
        "/api/account/me",
        "/api/players/{name}",
        "/api/leaderboard/{game}",
        "/api/players/{name}/games",
        "/api/seeks",
        "/api/seeks/{id}",
        "/api/seeks/{id}/accept",
        "/api/challenges",
        "/api/challenges/{id}/accept",
        "/api/challenges/{id}/decline",
        "/api/stats",
        "/api/lobby/socket",
        "/api/games/{id}/pgn",
        "/metrics",
    ] {
        assert!(doc["paths"].get(path).is_some(), "openapi lacks {path}");
    }
    for (path, kind) in [
        ("/", "text/html"),
        ("/play/abcdefghijkm", "text/html"),
        ("/lobby", "text/html"),
        ("/live", "text/html"),
        ("/players/alice", "text/html"),
        ("/leaderboard/janggi", "text/html"),
        ("/app.js", "text/javascript"),
        ("/style.css", "text/css"),
    ] {
        let res = reqwest::get(server.url(path)).await.unwrap();
        assert_eq!(res.status(), 200, "{path}");
        let ct = res.headers()["content-type"].to_str().unwrap().to_owned();
        assert!(ct.starts_with(kind), "{path}: {ct}");
    }
    let res = reqwest::get(server.url("/nothing.js")).await.unwrap();
    assert_eq!(res.status(), 404);
}

#[tokio::test]
async fn local_game_to_checkmate_with_undo() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let created = create(&server, json!({"game": "xiangqi", "mode": "local"})).await;
    assert_eq!(created["seats"], json!(["red", "black"]));
    assert_eq!(created["state"]["rules"], "xiangqi-standard");
    let (id, token) = (
        created["id"].as_str().unwrap(),
        created["token"].as_str().unwrap(),
    );
    let (mut ws, hello) = Ws::join(&server, id, Some(token)).await;
    assert_eq!(hello["you"]["seats"], json!(["red", "black"]));
    // One token moves both sides; undo takes back one move.
    ws.play(XIANGQI_MATE[0]).await;
    ws.play(XIANGQI_MATE[1]).await;
    ws.send(json!({"type": "undo"})).await;
    let s = ws.state_with(1).await;
    assert_eq!(moves(&s), [XIANGQI_MATE[0]]);
    let mut last = Value::Null;
    for mv in &XIANGQI_MATE[1..] {
        last = ws.play(mv).await;
    }
    assert_eq!(last["outcome"], json!({"result": "1-0", "reason": "checkmate"}));
    assert_eq!(last["legal_moves"], json!([]));
    ws.refused(json!({"type": "move", "move": "a1a2"}), "game-over")
        .await;
    ws.refused(json!({"type": "undo"}), "game-over").await;
    let (status, state) = get(&server, &format!("/api/games/{id}")).await;
    assert_eq!(status, 200);
    assert_eq!(moves(&state), XIANGQI_MATE);
    assert_eq!(state["outcome"]["reason"], "checkmate");
    assert_eq!(state["clocks"], Value::Null);
}

#[tokio::test]
async fn friend_game_with_every_refusal() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let created = create(
        &server,
        json!({"game": "janggi", "rules": "janggi-standard", "mode": "friend", "side": "first",
               "setups": {"cho": "ma-sang-sang-ma", "han": "ma-sang-sang-ma"}}),
    )
    .await;
    let id = created["id"].as_str().unwrap().to_owned();
    let cho = created["token"].as_str().unwrap().to_owned();
    let invite_link = created["links"]["invite"].as_str().unwrap();
    let invite = invite_link.split("#invite=").nth(1).unwrap().to_owned();
    assert!(created["links"]["spectate"]
        .as_str()
        .unwrap()
        .ends_with(&format!("/play/{id}")));
    assert_eq!(created["state"]["seats"]["han"]["taken"], false);

    // A wrong invite is refused; the right one seats Han once.
    let (status, v) = post(
        &server,
        &format!("/api/games/{id}/join"),
        json!({"invite": "0".repeat(32)}),
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (403, Some("wrong-invite")));
    let (status, joined) = post(
        &server,
        &format!("/api/games/{id}/join"),
        json!({"invite": invite}),
    )
    .await;
    assert_eq!(status, 200, "{joined}");
    assert_eq!(joined["seats"], json!(["han"]));
    let han = joined["token"].as_str().unwrap().to_owned();
    let (status, v) = post(
        &server,
        &format!("/api/games/{id}/join"),
        json!({"invite": invite}),
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (409, Some("seat-taken")));

    let (mut a, hello) = Ws::join(&server, &id, Some(&cho)).await;
    assert_eq!(hello["you"]["seats"], json!(["cho"]));
    let (mut b, _) = Ws::join(&server, &id, Some(&han)).await;
    let (mut watcher, hello) = Ws::join(&server, &id, None).await;
    assert_eq!(hello["you"]["spectator"], true);
    // The spectator count reaches the players.
    loop {
        let p = a.next_of("presence").await;
        if p["spectators"] == 1 {
            break;
        }
    }

    // Refusals change nothing.
    b.refused(json!({"type": "move", "move": "a7a6"}), "not-your-turn")
        .await;
    a.refused(json!({"type": "move", "move": "a1a9"}), "illegal-move")
        .await;
    a.refused(json!({"type": "move", "move": "z9z9"}), "malformed-move")
        .await;
    watcher
        .refused(json!({"type": "move", "move": "a1a2"}), "spectator")
        .await;
    watcher.refused(json!({"type": "resign"}), "spectator").await;
    a.send_text("{not json".into()).await;
    a.error("malformed").await;
    a.refused(json!({"type": "castle"}), "malformed").await;
    a.send_text(json!({"type": "move", "move": "a".repeat(5000)}).to_string())
        .await;
    a.error("too-large").await;
    a.refused(json!({"type": "undo"}), "undo-not-allowed").await;
    let (_, state) = get(&server, &format!("/api/games/{id}")).await;
    assert_eq!(moves(&state), Vec::<String>::new());
    assert_eq!(state["spectators"], 1);
    assert_eq!(
        state["seats"]["han"],
        json!({"player": "human", "taken": true, "connected": true, "claim_in_ms": null})
    );

    // Wrong token and unknown game: an error, then the socket closes.
    let mut wrong = Ws::open(&server, &id, Some(&"f".repeat(32))).await;
    wrong.error("wrong-token").await;
    assert!(wrong.next().await.is_none());
    let mut unknown = Ws::open(&server, "abcdefghijkm", None).await;
    unknown.error("unknown-game").await;
    assert!(unknown.next().await.is_none());

    // The game itself, each side with its own token.
    for (i, mv) in JANGGI_MATE.iter().enumerate() {
        let ws = if i % 2 == 0 { &mut a } else { &mut b };
        ws.play(mv).await;
    }
    let s = watcher.state_with(JANGGI_MATE.len()).await;
    assert_eq!(s["outcome"], json!({"result": "1-0", "reason": "checkmate"}));
    assert_eq!(s["captured"]["han"], json!(["a"]));
}

#[tokio::test]
async fn janggi_passes_and_setups() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let created = create(
        &server,
        json!({"game": "janggi", "mode": "local", "setups": {"cho": "sang-ma-ma-sang", "han": "ma-sang-ma-sang"}}),
    )
    .await;
    let state = &created["state"];
    assert_eq!(state["rules"], "janggi-standard");
    assert_eq!(
        state["arrangements"],
        json!({"cho": "sang-ma-ma-sang", "han": "ma-sang-ma-sang"})
    );
    assert_eq!(state["points"], json!({"cho": 72.0, "han": 73.5}));
    assert!(
        state["fen"].as_str().unwrap().ends_with("/RBNA1ANBR w - - 0 1"),
        "{state}"
    );
    let (id, token) = (
        created["id"].as_str().unwrap(),
        created["token"].as_str().unwrap(),
    );
    let (mut ws, _) = Ws::join(&server, id, Some(token)).await;
    ws.send(json!({"type": "pass"})).await;
    let s = ws.state_with(1).await;
    assert_eq!(s["last_move"], "e2e2");
    ws.send(json!({"type": "pass"})).await;
    let s = ws.state_with(2).await;
    // Two passes in a row end the game on points: Han's 1.5 wins.
    assert_eq!(s["outcome"], json!({"result": "0-1", "reason": "double-pass"}));

    // A rule set without passes refuses one.
    let created = create(
        &server,
        json!({"game": "janggi", "rules": "janggi-strict", "mode": "local"}),
    )
    .await;
    let (id, token) = (
        created["id"].as_str().unwrap(),
        created["token"].as_str().unwrap(),
    );
    let (mut ws, _) = Ws::join(&server, id, Some(token)).await;
    ws.refused(json!({"type": "pass"}), "illegal-move").await;
}

#[tokio::test]
async fn janggi_setup_is_chosen_han_first_then_cho() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    // Two players on one device: Han chooses, then Cho, before any move.
    let created = create(&server, json!({"game": "janggi", "mode": "local"})).await;
    let state = &created["state"];
    assert_eq!(state["setup"]["to_choose"], "han");
    assert_eq!(state["setup"]["options"].as_array().unwrap().len(), 4);
    assert_eq!(state["legal_moves"], json!([]));
    assert_eq!(state["arrangements"], Value::Null);
    let (id, token) = (
        created["id"].as_str().unwrap(),
        created["token"].as_str().unwrap(),
    );
    let (mut ws, _) = Ws::join(&server, id, Some(token)).await;
    for msg in [
        json!({"type": "move", "move": "a4b4"}),
        json!({"type": "pass"}),
        json!({"type": "undo"}),
    ] {
        let e = ws.refused(msg, "setup-pending").await;
        assert!(e["message"].as_str().unwrap().contains("han chooses"), "{e}");
    }
    ws.refused(
        json!({"type": "setup", "arrangement": "ma-ma-sang-sang"}),
        "unknown-setup",
    )
    .await;
    let s = ws.choose("sang-ma-ma-sang").await;
    assert_eq!(s["setup"]["han"], "sang-ma-ma-sang");
    assert_eq!(s["setup"]["to_choose"], "cho");
    // Cho's options show Han's choice already made.
    let option_fen = s["setup"]["options"][1]["fen"].as_str().unwrap().to_owned();
    assert!(option_fen.starts_with("rbna1anbr/"), "{option_fen}");
    let s = ws.choose("sang-ma-sang-ma").await;
    assert_eq!(
        s["arrangements"],
        json!({"cho": "sang-ma-sang-ma", "han": "sang-ma-ma-sang"})
    );
    assert_eq!(s["setup"]["to_choose"], Value::Null);
    assert_eq!(s["fen"].as_str().unwrap(), option_fen);
    assert_eq!(s["start_fen"].as_str().unwrap(), option_fen);
    assert!(!s["legal_moves"].as_array().unwrap().is_empty());
    ws.refused(
        json!({"type": "setup", "arrangement": "ma-sang-sang-ma"}),
        "no-setup",
    )
    .await;
    let s = ws.play("a4b4").await;
    assert_eq!(s["history"][0]["text"], "71졸72");
    // The choice survives a reload from storage.
    drop(ws);
    drop(server);
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let (_, s) = get(&server, &format!("/api/games/{id}")).await;
    assert_eq!(s["start_fen"].as_str().unwrap(), option_fen);
    assert_eq!(moves(&s), ["a4b4"]);

    // A friend game created by Cho: Han (the friend) chooses first.
    let created = create(
        &server,
        json!({"game": "janggi", "mode": "friend", "side": "first"}),
    )
    .await;
    let id = created["id"].as_str().unwrap();
    let (mut cho, _) = Ws::join(&server, id, created["token"].as_str()).await;
    cho.refused(
        json!({"type": "setup", "arrangement": "ma-sang-sang-ma"}),
        "not-your-turn",
    )
    .await;
    let invite = created["links"]["invite"].as_str().unwrap();
    let secret = invite.split("#invite=").nth(1).unwrap();
    let (_, joined) = post(
        &server,
        &format!("/api/games/{id}/join"),
        json!({"invite": secret}),
    )
    .await;
    let (mut han, _) = Ws::join(&server, id, joined["token"].as_str()).await;
    han.choose("ma-sang-ma-sang").await;
    han.refused(
        json!({"type": "setup", "arrangement": "ma-sang-sang-ma"}),
        "not-your-turn",
    )
    .await;
    let mut s = cho.choose("ma-sang-sang-ma").await;
    while s["arrangements"].is_null() {
        s = cho.next_of("state").await["state"].clone();
    }
    assert_eq!(
        s["arrangements"],
        json!({"cho": "ma-sang-sang-ma", "han": "ma-sang-ma-sang"})
    );

    // Against the computer as Cho: the computer (Han) has chosen already.
    let created = create(
        &server,
        json!({"game": "janggi", "mode": "computer", "side": "first"}),
    )
    .await;
    let setup = &created["state"]["setup"];
    assert_eq!(setup["to_choose"], "cho");
    assert!(setup["han"].is_string(), "{setup}");
    let id = created["id"].as_str().unwrap();
    let (mut ws, _) = Ws::join(&server, id, created["token"].as_str()).await;
    let s = ws.choose("sang-ma-ma-sang").await;
    assert_eq!(s["arrangements"]["cho"], "sang-ma-ma-sang");
    assert_eq!(s["side_to_move"], "cho");
    ws.play("a4b4").await;
    ws.state_with(2).await;

    // Against the computer as Han: the computer chooses Cho's at once
    // after Han, then makes the first move.
    let created = create(
        &server,
        json!({"game": "janggi", "mode": "computer", "side": "second"}),
    )
    .await;
    assert_eq!(created["state"]["setup"]["to_choose"], "han");
    let id = created["id"].as_str().unwrap();
    let (mut ws, _) = Ws::join(&server, id, created["token"].as_str()).await;
    let s = ws.choose("ma-sang-ma-sang").await;
    assert_eq!(s["arrangements"]["han"], "ma-sang-ma-sang");
    assert!(s["arrangements"]["cho"].is_string(), "{s}");
    let s = ws.state_with(1).await;
    assert_eq!(s["side_to_move"], "han");
}

#[tokio::test]
async fn computer_game_both_sides() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(Scripted(&XIANGQI_MATE)));
    // Playing first: the computer answers each move; mate ends the game.
    let created = create(
        &server,
        json!({"game": "xiangqi", "mode": "computer", "level": 2, "side": "first"}),
    )
    .await;
    assert_eq!(created["state"]["level"], 2);
    assert_eq!(created["state"]["seats"]["black"]["player"], "computer");
    let (id, token) = (
        created["id"].as_str().unwrap(),
        created["token"].as_str().unwrap(),
    );
    let (mut ws, _) = Ws::join(&server, id, Some(token)).await;
    ws.refused(json!({"type": "undo"}), "nothing-to-undo").await;
    for i in (0..XIANGQI_MATE.len()).step_by(2) {
        ws.play(XIANGQI_MATE[i]).await;
        if i + 1 < XIANGQI_MATE.len() {
            let s = ws.state_with(i + 2).await;
            assert_eq!(s["last_move"], XIANGQI_MATE[i + 1]);
        }
    }
    let (_, s) = get(&server, &format!("/api/games/{id}")).await;
    assert_eq!(s["outcome"], json!({"result": "1-0", "reason": "checkmate"}));

    // Playing second: the computer moves first; undo takes back the
    // player's move and the computer's reply together.
    let created = create(
        &server,
        json!({"game": "xiangqi", "mode": "computer", "side": "second"}),
    )
    .await;
    assert_eq!(created["seats"], json!(["black"]));
    let (id, token) = (
        created["id"].as_str().unwrap(),
        created["token"].as_str().unwrap(),
    );
    let (mut ws, hello) = Ws::join(&server, id, Some(token)).await;
    if hello["state"]["moves"].as_array().unwrap().is_empty() {
        ws.state_with(1).await;
    }
    ws.refused(json!({"type": "undo"}), "nothing-to-undo").await;
    // Moving the computer's pieces is no legal move of yours.
    ws.refused(json!({"type": "move", "move": "a1a2"}), "illegal-move")
        .await;
    ws.play(XIANGQI_MATE[1]).await;
    let s = ws.state_with(3).await;
    assert_eq!(moves(&s), XIANGQI_MATE[..3]);
    ws.send(json!({"type": "undo"})).await;
    let s = ws.state_with(1).await;
    assert_eq!(moves(&s), [XIANGQI_MATE[0]]);
    assert_eq!(s["side_to_move"], "black");
    ws.send(json!({"type": "resign"})).await;
    let s = ws.next_of("state").await["state"].clone();
    assert_eq!(s["outcome"], json!({"result": "1-0", "reason": "resignation"}));
    assert_eq!(s["resigned"], "black");
}

#[tokio::test]
async fn http_refusals() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    for (body, needle) in [
        (json!({"game": "chess", "mode": "local"}), "unknown game"),
        (json!({"game": "xiangqi", "mode": "online"}), "unknown mode"),
        (
            json!({"game": "xiangqi", "mode": "computer", "level": 9}),
            "level 9",
        ),
        (json!({"game": "xiangqi", "mode": "local", "level": 3}), "level"),
        (
            json!({"game": "xiangqi", "rules": "janggi", "mode": "local"}),
            "not a xiangqi",
        ),
        (
            json!({"game": "xiangqi", "rules": "shogi", "mode": "local"}),
            "unknown rule set",
        ),
        (
            json!({"game": "xiangqi", "mode": "local", "side": "left"}),
            "unknown side",
        ),
        (
            json!({"game": "xiangqi", "mode": "local", "setups": {"cho": "ma-sang-sang-ma"}}),
            "no choice",
        ),
        (
            json!({"game": "janggi", "mode": "local", "setups": {"cho": "ma-ma-sang-sang"}}),
            "unknown arrangement",
        ),
        (
            json!({"game": "xiangqi", "mode": "local", "colour": "red"}),
            "unknown field",
        ),
        (json!({"mode": "local"}), "missing field"),
    ] {
        let (status, v) = post(&server, "/api/games", body.clone()).await;
        assert_eq!(status, 400, "{body}: {v}");
        assert_eq!(v["error"], "bad-request");
        let msg = v["message"].as_str().unwrap();
        assert!(msg.contains(needle), "{body}: {msg}");
    }
    let res = reqwest::Client::new()
        .post(server.url("/api/games"))
        .header("content-type", "application/json")
        .body("{\"game\": \"xiangqi\"")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let huge = json!({"game": "xiangqi", "mode": "local", "rules": "x".repeat(5000)});
    let (status, v) = post(&server, "/api/games", huge).await;
    assert_eq!((status, v["error"].as_str()), (413, Some("too-large")));
    for path in [
        "/api/games/abcdefghijkm",
        "/api/games/not-an-id",
        "/api/games/..%2F..%2Fetc",
    ] {
        let (status, v) = get(&server, path).await;
        assert_eq!(
            (status, v["error"].as_str()),
            (404, Some("unknown-game")),
            "{path}"
        );
    }
    let (status, v) = post(&server, "/api/games/abcdefghijkm/join", json!({"invite": "x"})).await;
    assert_eq!((status, v["error"].as_str()), (404, Some("unknown-game")));
    // A local game has no free seat to join.
    let created = create(&server, json!({"game": "xiangqi", "mode": "local"})).await;
    let id = created["id"].as_str().unwrap();
    let (status, _) = post(&server, &format!("/api/games/{id}/join"), json!({"invite": "x"})).await;
    assert_eq!(status, 403);
}

/// Plays moves in a fresh local game; returns its id and token.
async fn local_game_with(server: &TestServer, line: &[&str]) -> (String, String) {
    let created = create(server, json!({"game": "janggi", "mode": "local"})).await;
    let id = created["id"].as_str().unwrap().to_owned();
    let token = created["token"].as_str().unwrap().to_owned();
    let (mut ws, _) = Ws::join(server, &id, Some(&token)).await;
    ws.choose("ma-sang-sang-ma").await;
    ws.choose("ma-sang-sang-ma").await;
    for mv in line {
        ws.play(mv).await;
    }
    (id, token)
}

#[tokio::test]
async fn restart_keeps_every_acknowledged_move() {
    let (_dir, db) = temp_db();
    let line = &JANGGI_MATE[..4];
    let (id, token) = {
        let server = TestServer::start(&db, Arc::new(CaptureFirst));
        local_game_with(&server, line).await
    };
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let (status, state) = get(&server, &format!("/api/games/{id}")).await;
    assert_eq!(status, 200);
    assert_eq!(moves(&state), line);
    // The same token still holds the seats; the game goes on.
    let (mut ws, hello) = Ws::join(&server, &id, Some(&token)).await;
    assert_eq!(hello["state"]["fen"], state["fen"]);
    let s = ws.play(JANGGI_MATE[4]).await;
    assert_eq!(s["outcome"]["reason"], "checkmate");
}

/// Runs a server for `kill_9_loses_no_acknowledged_move` when this test
/// binary is started as that test's child; otherwise does nothing.
#[test]
fn child_server() {
    let Ok(db) = std::env::var("PALACE_TEST_CHILD_DB") else {
        return;
    };
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async move {
        let storage = common::test_store(db.as_ref());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        println!("PALACE_CHILD_ADDR={}", listener.local_addr().unwrap());
        use std::io::Write;
        std::io::stdout().flush().unwrap();
        palace_server::serve(listener, AppState::new(storage, Arc::new(CaptureFirst), 1))
            .await
            .unwrap();
    });
}

#[tokio::test]
async fn kill_9_loses_no_acknowledged_move() {
    let (_dir, db) = temp_db();
    let (mut child, remote) = spawn_child_server("child_server", "PALACE_TEST_CHILD_DB", &db);
    let line = &XIANGQI_MATE[..3];
    let created = create(&remote, json!({"game": "xiangqi", "mode": "local"})).await;
    let id = created["id"].as_str().unwrap().to_owned();
    let (mut ws, _) = Ws::join(&remote, &id, created["token"].as_str()).await;
    for mv in line {
        ws.play(mv).await;
    }
    // SIGKILL right after the last acknowledgement.
    child.kill().unwrap();
    child.wait().unwrap();
    drop(ws);
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let (status, state) = get(&server, &format!("/api/games/{id}")).await;
    assert_eq!(status, 200);
    assert_eq!(moves(&state), line);
}
