//! Between two players in a lobby game: draw offers, takebacks, abort,
//! resign and rematch, a game left and claimed, the two chats and the
//! PGN; each refusal changes nothing.

mod common;

use common::*;
use palace_server::{CaptureFirst, Limits};
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Duration;

/// A game from a seek: its id, the creator's token (first side) and the
/// accepter's. `None` sessions are guests.
async fn seek_game(
    server: &TestServer,
    creator: Option<&str>,
    accepter: Option<&str>,
    body: Value,
) -> (String, String, String) {
    let (status, made) = match creator {
        Some(s) => post_as(server, "/api/seeks", body, s).await,
        None => post_guest(server, "/api/seeks", body).await,
    };
    assert_eq!(status, 201, "{made}");
    let path = format!("/api/seeks/{}/accept", made["seek"]["id"].as_str().unwrap());
    let (status, game) = match accepter {
        Some(s) => post_as(server, &path, json!({}), s).await,
        None => post_guest(server, &path, json!({})).await,
    };
    assert_eq!(status, 201, "{game}");
    (
        game["id"].as_str().unwrap().to_owned(),
        made["token"].as_str().unwrap().to_owned(),
        game["token"].as_str().unwrap().to_owned(),
    )
}

async fn state(server: &TestServer, id: &str) -> Value {
    get(server, &format!("/api/games/{id}")).await.1
}

/// Sends an action and expects this refusal, with the game unchanged.
async fn refused_unchanged(server: &TestServer, ws: &mut Ws, id: &str, msg: Value, code: &str) {
    let before = state(server, id).await;
    ws.refused(msg, code).await;
    let after = state(server, id).await;
    assert_eq!(before["version"], after["version"], "{code}: nothing changed");
    assert_eq!(before["moves"], after["moves"]);
    assert_eq!(before["offers"], after["offers"]);
}

#[tokio::test]
async fn draws_by_agreement_only_where_the_rules_have_them() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let alice = register(&server, "alice").await;
    let bob = register(&server, "bob").await;
    let (id, a, _b) = seek_game(
        &server,
        Some(&alice),
        Some(&bob),
        json!({"game": "xiangqi", "rated": true}),
    )
    .await;
    let (mut red, hello) = Ws::join(&server, &id, Some(&a)).await;
    assert_eq!(
        hello["state"]["draw_agreement"], false,
        "the client hides the offer"
    );
    refused_unchanged(&server, &mut red, &id, json!({"type": "offer-draw"}), "no-draws").await;
    // No takebacks in a rated game either.
    red.play("b3b5").await;
    refused_unchanged(
        &server,
        &mut red,
        &id,
        json!({"type": "takeback"}),
        "undo-not-allowed",
    )
    .await;

    let rated_strict = json!({"game": "janggi", "rules": "janggi-strict", "rated": true});
    let (id, a, b) = seek_game(&server, Some(&alice), Some(&bob), rated_strict).await;
    let (mut cho, hello) = Ws::join(&server, &id, Some(&a)).await;
    assert_eq!(hello["state"]["draw_agreement"], true);
    let (mut han, _) = Ws::join(&server, &id, Some(&b)).await;
    cho.play("a1a2").await;
    han.send(json!({"type": "offer-draw"})).await;
    assert_eq!(han.next_of("state").await["state"]["offers"]["draw"], "han");
    refused_unchanged(&server, &mut han, &id, json!({"type": "accept-draw"}), "no-offer").await;
    cho.send(json!({"type": "accept-draw"})).await;
    let ended = cho.next_of("state").await["state"].clone();
    assert_eq!(
        ended["outcome"],
        json!({"result": "1/2-1/2", "reason": "agreement"})
    );
    let (_, p) = get(&server, "/api/players/alice").await;
    assert_eq!(
        (
            p["ratings"]["janggi"]["games"].as_i64(),
            p["ratings"]["janggi"]["draws"].as_i64()
        ),
        (Some(1), Some(1))
    );
    // The agreed draw survives a reload of the game.
    drop((cho, han));
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(state(&server, &id).await["outcome"]["reason"], "agreement");
}

#[tokio::test]
async fn takeback_abort_resign_and_rematch_in_a_casual_game() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let (id, r, b) = seek_game(&server, None, None, json!({"game": "xiangqi"})).await;
    let (mut red, _) = Ws::join(&server, &id, Some(&r)).await;
    let (mut black, _) = Ws::join(&server, &id, Some(&b)).await;
    // A wrong user's move, and an answer to an offer nobody made.
    refused_unchanged(
        &server,
        &mut black,
        &id,
        json!({"type": "move", "move": "a7a6"}),
        "not-your-turn",
    )
    .await;
    refused_unchanged(
        &server,
        &mut black,
        &id,
        json!({"type": "accept-takeback"}),
        "no-offer",
    )
    .await;
    refused_unchanged(
        &server,
        &mut red,
        &id,
        json!({"type": "takeback"}),
        "nothing-to-undo",
    )
    .await;
    red.play("b3b5").await;
    black.play("a7a6").await;
    red.send(json!({"type": "takeback"})).await;
    assert_eq!(red.next_of("state").await["state"]["offers"]["takeback"], "red");
    black.send(json!({"type": "accept-takeback"})).await;
    let back = black.next_of("state").await["state"].clone();
    assert_eq!(moves(&back), Vec::<String>::new(), "red's move and black's reply");
    red.play("b3b5").await;
    black.play("a7a6").await;
    refused_unchanged(
        &server,
        &mut red,
        &id,
        json!({"type": "abort"}),
        "too-late-to-abort",
    )
    .await;
    refused_unchanged(&server, &mut red, &id, json!({"type": "rematch"}), "not-over").await;
    red.send(json!({"type": "resign"})).await;
    assert_eq!(
        red.next_of("state").await["state"]["outcome"]["reason"],
        "resignation"
    );
    red.send(json!({"type": "rematch"})).await;
    assert_eq!(
        red.next_of("state").await["state"]["offers"]["rematch"],
        json!(["red"])
    );
    black.send(json!({"type": "rematch"})).await;
    let s = black.next_of("state").await["state"].clone();
    let next = s["offers"]["rematch_game"].as_str().unwrap().to_owned();
    // Colours swapped: the old red token holds black in the new game.
    let (_, hello) = Ws::join(&server, &next, Some(&r)).await;
    assert_eq!(hello["you"]["seats"], json!(["black"]));
    let (_, hello) = Ws::join(&server, &next, Some(&b)).await;
    assert_eq!(hello["you"]["seats"], json!(["red"]));

    // Aborting within the first two plies: no result, no rating.
    let alice = register(&server, "alice").await;
    let bob = register(&server, "bob").await;
    let (id, a, b) = seek_game(
        &server,
        Some(&alice),
        Some(&bob),
        json!({"game": "xiangqi", "rated": true}),
    )
    .await;
    let (mut red, _) = Ws::join(&server, &id, Some(&a)).await;
    let (mut black, _) = Ws::join(&server, &id, Some(&b)).await;
    red.play("b3b5").await;
    black.send(json!({"type": "abort"})).await;
    let s = black.next_of("state").await["state"].clone();
    assert_eq!(s["outcome"], json!({"result": "*", "reason": "aborted"}));
    let (_, p) = get(&server, "/api/players/bob").await;
    assert_eq!(p["ratings"]["xiangqi"]["games"], 0);
    refused_unchanged(
        &server,
        &mut red,
        &id,
        json!({"type": "move", "move": "b5b9"}),
        "game-over",
    )
    .await;
}

#[tokio::test]
async fn a_game_left_past_the_grace_period_can_be_claimed() {
    let (_dir, db) = temp_db();
    let limits = Limits {
        abandon_grace: Duration::from_millis(800),
        ..Limits::default()
    };
    let server = TestServer::start_with(&db, Arc::new(CaptureFirst), limits);
    let alice = register(&server, "alice").await;
    let bob = register(&server, "bob").await;
    let body =
        json!({"game": "xiangqi", "rated": true, "clock": {"kind": "fischer", "base": 600, "increment": 0}});
    let (id, a, b) = seek_game(&server, Some(&alice), Some(&bob), body).await;
    let (mut red, _) = Ws::join(&server, &id, Some(&a)).await;
    let (black, _) = Ws::join(&server, &id, Some(&b)).await;
    red.play("b3b5").await;
    refused_unchanged(
        &server,
        &mut red,
        &id,
        json!({"type": "claim", "result": "win"}),
        "opponent-present",
    )
    .await;
    // Black leaves; its clock keeps running; reconnecting in time continues.
    drop(black);
    tokio::time::sleep(Duration::from_millis(200)).await;
    let s = state(&server, &id).await;
    assert_eq!(s["clocks"]["running"], "black");
    let left = s["seats"]["black"]["claim_in_ms"].as_u64().unwrap();
    assert!(left > 0 && left <= 800, "{left}");
    refused_unchanged(
        &server,
        &mut red,
        &id,
        json!({"type": "claim", "result": "win"}),
        "opponent-present",
    )
    .await;
    let (black, _) = Ws::join(&server, &id, Some(&b)).await;
    assert_eq!(
        state(&server, &id).await["seats"]["black"]["claim_in_ms"],
        Value::Null
    );
    drop(black);
    tokio::time::sleep(Duration::from_millis(1000)).await;
    red.send(json!({"type": "claim", "result": "win"})).await;
    let s = loop {
        let s = red.next_of("state").await["state"].clone();
        if !s["outcome"].is_null() {
            break s;
        }
    };
    assert_eq!(s["outcome"], json!({"result": "1-0", "reason": "abandonment"}));
    let (_, p) = get(&server, "/api/players/alice").await;
    assert_eq!(p["ratings"]["xiangqi"]["wins"], 1);
}

#[tokio::test]
async fn players_and_spectators_chat_apart() {
    let (_dir, db) = temp_db();
    let limits = Limits {
        chat_burst: 3.0,
        chat_max_chars: 20,
        ..Limits::default()
    };
    let server = TestServer::start_with(&db, Arc::new(CaptureFirst), limits);
    let carol = register(&server, "carol").await;
    let (id, r, b) = seek_game(&server, None, None, json!({"game": "xiangqi"})).await;
    let (mut red, _) = Ws::join(&server, &id, Some(&r)).await;
    let (_black, _) = Ws::join(&server, &id, Some(&b)).await;
    let (mut watcher, _) = Ws::join(&server, &id, None).await;
    let url = format!("ws://{}/api/games/{id}/socket", server.addr);
    let mut req =
        tokio_tungstenite::tungstenite::client::IntoClientRequest::into_client_request(url).unwrap();
    req.headers_mut()
        .insert("cookie", format!("palace_session={carol}").parse().unwrap());
    let (stream, _) = tokio_tungstenite::connect_async(req).await.unwrap();
    let mut named = Ws {
        stream,
        state: Value::Null,
        auto_version: false,
        game_url: server.url(&format!("/api/games/{id}")),
    };
    named.next_of("hello").await;

    red.send(json!({"type": "chat", "room": "players", "text": "<b>hi</b>"}))
        .await;
    assert_eq!(red.next_of("chat").await["text"], "<b>hi</b>");
    let heard = watcher.next_of("chat").await;
    assert_eq!(
        heard,
        json!({"type": "chat", "room": "players", "from": "red", "text": "<b>hi</b>"}),
        "text as sent, for text display"
    );
    named
        .send(json!({"type": "chat", "room": "spectators", "text": "nice"}))
        .await;
    let heard = watcher.next_of("chat").await;
    assert_eq!(
        (heard["from"].as_str(), heard["room"].as_str()),
        (Some("carol"), Some("spectators"))
    );
    // The players do not see it: red hears its own next message first.
    red.send(json!({"type": "chat", "text": "again"})).await;
    let next = red.next_of("chat").await;
    assert_eq!(next["text"], "again");

    watcher
        .refused(
            json!({"type": "chat", "room": "players", "text": "hello"}),
            "bad-chat",
        )
        .await;
    red.refused(json!({"type": "chat", "text": "x".repeat(21)}), "bad-chat")
        .await;
    red.refused(json!({"type": "chat", "text": "   "}), "bad-chat")
        .await;
    // A burst of three: two were spent above (refusals for length take none).
    red.refused(
        json!({"type": "chat", "room": "spectators", "text": "psst"}),
        "bad-chat",
    )
    .await;
    red.refused(json!({"type": "chat", "text": "four"}), "rate-limited")
        .await;
    assert!(
        !watcher_hears_text(&mut watcher, "four").await,
        "a refused message is not sent"
    );
}

async fn watcher_hears_text(ws: &mut Ws, text: &str) -> bool {
    tokio::time::timeout(Duration::from_millis(300), async {
        loop {
            match ws.next().await {
                Some(v) if v["type"] == "chat" && v["text"] == text => return true,
                Some(_) => continue,
                None => return false,
            }
        }
    })
    .await
    .unwrap_or(false)
}

#[tokio::test]
async fn a_finished_game_downloads_as_pgn() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let alice = register(&server, "alice").await;
    let bob = register(&server, "bob").await;
    let (id, a, _) = seek_game(
        &server,
        Some(&alice),
        Some(&bob),
        json!({"game": "xiangqi", "rated": true}),
    )
    .await;
    let (mut red, _) = Ws::join(&server, &id, Some(&a)).await;
    red.play("b3b5").await;
    red.send(json!({"type": "resign"})).await;
    red.next_of("state").await;
    let res = reqwest::get(server.url(&format!("/api/games/{id}/pgn")))
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert!(res.headers()["content-type"].to_str().unwrap().contains("pgn"));
    let pgn = res.text().await.unwrap();
    for part in [
        "[Variant \"Xiangqi\"]",
        "[White \"alice\"]",
        "[Black \"bob\"]",
        "[Result \"0-1\"]",
        "[FEN \"",
        "b3b5",
        "0-1",
    ] {
        assert!(pgn.contains(part), "{part} in {pgn}");
    }
    assert_eq!(get(&server, "/api/games/abcdefghijkm/pgn").await.0, 404);
    assert_eq!(
        get(&server, &format!("/api/games/{id}/gib")).await.0,
        400,
        "GIB is Janggi's"
    );

    let (id, a, _) = seek_game(
        &server,
        Some(&alice),
        Some(&bob),
        json!({"game": "janggi", "rules": "janggi-strict"}),
    )
    .await;
    let (mut cho, _) = Ws::join(&server, &id, Some(&a)).await;
    cho.play("a1a2").await;
    let res = reqwest::get(server.url(&format!("/api/games/{id}/gib")))
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let gib = res.text().await.unwrap();
    assert!(
        gib.contains("초대국자 \"alice\"") && gib.contains("한대국자 \"bob\""),
        "{gib}"
    );
}
