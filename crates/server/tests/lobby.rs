//! The lobby over real HTTP and WebSocket: seeks and challenges from
//! creation to a game, the live lobby, the counts, the live games list,
//! a rated game's end changing both ratings once, and every refusal
//! changing nothing.

mod common;

use common::*;
use palace_server::{CaptureFirst, Limits};
use serde_json::{json, Value};
use std::sync::Arc;
use std::time::Duration;

const RATED_BLITZ: &str = r#"{"game": "xiangqi", "rated": true, "side": "first",
    "clock": {"kind": "fischer", "base": 300, "increment": 2}}"#;

fn rated_blitz() -> Value {
    serde_json::from_str(RATED_BLITZ).unwrap()
}

async fn seeks(server: &TestServer) -> Vec<Value> {
    get(server, "/api/seeks").await.1["seeks"]
        .as_array()
        .unwrap()
        .clone()
}

#[tokio::test]
async fn a_rated_seek_becomes_a_game_that_rates_both_players_once() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let alice = register(&server, "alice").await;
    let bob = register(&server, "bob").await;
    let (mut watching, hello) = Lobby::open(&server, Some(&alice)).await;
    assert_eq!(hello["seeks"], json!([]));
    assert!(hello["stats"]["online"].as_u64().unwrap() >= 1);

    let (status, made) = post_as(&server, "/api/seeks", rated_blitz(), &bob).await;
    assert_eq!(status, 201, "{made}");
    let (seek, bob_token) = (
        made["seek"]["id"].as_str().unwrap(),
        made["token"].as_str().unwrap(),
    );
    assert_eq!(made["seek"]["by"], "bob");
    assert_eq!(made["seek"]["rating"]["shown"], "1500?");
    assert_eq!(made["seek"]["clock_shown"], "5+2");
    let added = watching.next_of("seek-added").await;
    assert_eq!(added["seek"]["id"], seek);
    assert_eq!(seeks(&server).await.len(), 1);

    let (status, game) = post_as(&server, &format!("/api/seeks/{seek}/accept"), json!({}), &alice).await;
    assert_eq!(status, 201, "{game}");
    let id = game["id"].as_str().unwrap();
    assert_eq!(game["seats"], json!(["black"]));
    assert_eq!(game["state"]["players"], json!({"red": "bob", "black": "alice"}));
    assert_eq!(game["state"]["rated"], true);
    assert_eq!(game["state"]["mode"], "online");
    let removed = watching.next_of("seek-removed").await;
    assert_eq!(
        (
            removed["id"].as_str(),
            removed["reason"].as_str(),
            removed["game"].as_str()
        ),
        (Some(seek), Some("accepted"), Some(id))
    );
    assert!(seeks(&server).await.is_empty());
    let (_, what) = get(&server, &format!("/api/seeks/{seek}")).await;
    assert_eq!(
        what,
        json!({"status": "accepted", "game": id}),
        "the creator can ask too"
    );

    // The creator's token from the seek holds red; the accepter's black.
    let (mut red, hello) = Ws::join(&server, id, Some(bob_token)).await;
    assert_eq!(hello["you"]["seats"], json!(["red"]));
    let (mut black, _) = Ws::join(&server, id, game["token"].as_str()).await;
    red.play("b3b5").await;
    black.play("a7a6").await;
    let (_, live) = get(&server, "/api/games?status=live").await;
    let listed = &live["games"][0];
    assert_eq!(listed["id"], id);
    assert_eq!(listed["players"]["red"]["name"], "bob");
    assert_eq!(listed["players"]["black"]["rating"]["rating"], 1500);
    assert_eq!(listed["clocks"]["shown"], "5+2");
    let (_, stats) = get(&server, "/api/stats").await;
    assert!(
        stats["games"].as_u64().unwrap() >= 1 && stats["online"].as_u64().unwrap() >= 3,
        "{stats}"
    );

    red.send(json!({"type": "resign"})).await;
    let ended = red.next_of("state").await;
    assert_eq!(ended["state"]["outcome"]["result"], "0-1");
    let (_, a) = get(&server, "/api/players/alice").await;
    let (_, b) = get(&server, "/api/players/bob").await;
    let (ra, rb) = (&a["ratings"]["xiangqi"], &b["ratings"]["xiangqi"]);
    assert!(
        ra["rating"].as_i64().unwrap() > 1500 && rb["rating"].as_i64().unwrap() < 1500,
        "{ra} {rb}"
    );
    assert_eq!((ra["games"].as_i64(), ra["wins"].as_i64()), (Some(1), Some(1)));
    assert_eq!((rb["games"].as_i64(), rb["losses"].as_i64()), (Some(1), Some(1)));
    assert_eq!(a["ratings"]["janggi"]["games"], 0, "one rating per game");
    let chart = ra["history"].as_array().unwrap();
    assert_eq!(chart.len(), 1, "{ra}");
    assert_eq!(
        (chart[0]["game"].as_str(), &chart[0]["rating"]),
        (Some(id), &ra["rating"])
    );
    assert_eq!(a["ratings"]["janggi"]["history"], json!([]));
    let (_, board) = get(&server, "/api/leaderboard/xiangqi").await;
    assert_eq!(board["players"][0]["username"], "alice");
    assert_eq!(board["players"][1]["username"], "bob");
    let (_, list) = get(&server, "/api/players/bob/games").await;
    assert_eq!(list["games"][0]["id"], id);
    assert_eq!(
        (
            list["games"][0]["result"].as_str(),
            list["games"][0]["reason"].as_str()
        ),
        (Some("0-1"), Some("resignation"))
    );
    assert_eq!(list["next_page"], Value::Null);

    // Reloading the finished game (a restart) rates nothing again.
    drop((red, black));
    let (_, again) = get(&server, &format!("/api/games/{id}")).await;
    assert_eq!(again["outcome"]["reason"], "resignation");
    let (_, a2) = get(&server, "/api/players/alice").await;
    assert_eq!(a2["ratings"]["xiangqi"]["games"], 1);
}

#[tokio::test]
async fn guests_play_casual_seeks_but_not_rated_ones() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let (status, v) = post_guest(&server, "/api/seeks", rated_blitz()).await;
    assert_eq!((status, v["error"].as_str()), (401, Some("rated-needs-account")));
    assert!(seeks(&server).await.is_empty(), "nothing opened");

    let alice = register(&server, "alice").await;
    let (_, made) = post_as(&server, "/api/seeks", rated_blitz(), &alice).await;
    let seek = made["seek"]["id"].as_str().unwrap().to_owned();
    let (status, v) = post_guest(&server, &format!("/api/seeks/{seek}/accept"), json!({})).await;
    assert_eq!((status, v["error"].as_str()), (401, Some("rated-needs-account")));
    let (status, v) = post_as(&server, &format!("/api/seeks/{seek}/accept"), json!({}), &alice).await;
    assert_eq!((status, v["error"].as_str()), (409, Some("own-seek")));
    assert_eq!(seeks(&server).await.len(), 1, "still open after both refusals");

    // A casual guest seek, accepted by another guest, cancelled by nobody else.
    let (status, made) = post_guest(&server, "/api/seeks", json!({"game": "janggi", "side": "random"})).await;
    assert_eq!(status, 201, "{made}");
    let guest_seek = made["seek"]["id"].as_str().unwrap().to_owned();
    assert_eq!(made["seek"]["by"], Value::Null);
    let (status, v) = delete_as(&server, &format!("/api/seeks/{guest_seek}"), Some(&alice)).await;
    assert_eq!((status, v["error"].as_str()), (403, Some("not-yours")));
    let (status, v) = delete_as(
        &server,
        &format!("/api/seeks/{guest_seek}?token=0123456789abcdef0123456789abcdef"),
        None,
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (403, Some("not-yours")));
    assert_eq!(seeks(&server).await.len(), 2);
    let (status, game) = post_guest(&server, &format!("/api/seeks/{guest_seek}/accept"), json!({})).await;
    assert_eq!(status, 201, "{game}");
    assert_eq!(game["state"]["rated"], false);
    assert_eq!(game["state"]["players"], json!({"cho": null, "han": null}));
    // The creator's token holds the other seat; a token of another game holds none.
    let id = game["id"].as_str().unwrap();
    let (_, hello) = Ws::join(&server, id, made["token"].as_str()).await;
    assert_eq!(hello["you"]["seats"].as_array().unwrap().len(), 1);
    assert_ne!(hello["you"]["seats"], game["seats"]);
    let other = create(&server, json!({"game": "janggi", "mode": "friend"})).await;
    let mut ws = Ws::open(&server, id, other["token"].as_str()).await;
    ws.error("wrong-token").await;

    // The owner cancels with its token.
    let (_, mine) = post_guest(&server, "/api/seeks", json!({"game": "xiangqi"})).await;
    let path = format!(
        "/api/seeks/{}?token={}",
        mine["seek"]["id"].as_str().unwrap(),
        mine["token"].as_str().unwrap()
    );
    assert_eq!(delete_as(&server, &path, None).await.0, 204);
}

#[tokio::test]
async fn a_seek_flood_is_capped_and_rate_limited() {
    let (_dir, db) = temp_db();
    let limits = Limits {
        max_open_seeks: 3,
        seeks_burst: 4.0,
        seeks_per_minute: 4.0,
        ..Limits::default()
    };
    let server = TestServer::start_with(&db, Arc::new(CaptureFirst), limits);
    let alice = register(&server, "alice").await;
    let mut ids = Vec::new();
    for _ in 0..3 {
        let (status, v) = post_as(&server, "/api/seeks", json!({"game": "xiangqi"}), &alice).await;
        assert_eq!(status, 201);
        ids.push(v["seek"]["id"].as_str().unwrap().to_owned());
    }
    let (status, v) = post_as(&server, "/api/seeks", json!({"game": "xiangqi"}), &alice).await;
    assert_eq!((status, v["error"].as_str()), (409, Some("too-many-seeks")));
    assert_eq!(seeks(&server).await.len(), 3);
    // Cancelling makes room, but the rate still holds.
    assert_eq!(
        delete_as(&server, &format!("/api/seeks/{}", ids[0]), Some(&alice))
            .await
            .0,
        204
    );
    assert_eq!(
        post_as(&server, "/api/seeks", json!({"game": "xiangqi"}), &alice)
            .await
            .0,
        201
    );
    assert_eq!(
        delete_as(&server, &format!("/api/seeks/{}", ids[1]), Some(&alice))
            .await
            .0,
        204
    );
    let (status, v) = post_as(&server, "/api/seeks", json!({"game": "xiangqi"}), &alice).await;
    assert_eq!((status, v["error"].as_str()), (429, Some("rate-limited")));
    assert_eq!(seeks(&server).await.len(), 2);
}

#[tokio::test]
async fn challenges_reach_only_their_players() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let alice = register(&server, "alice").await;
    let bob = register(&server, "bob").await;
    let carol = register(&server, "carol").await;
    let (mut bobs, _) = Lobby::open(&server, Some(&bob)).await;
    let (mut carols, _) = Lobby::open(&server, Some(&carol)).await;
    let body = |to: &str| json!({"to": to, "game": "janggi", "rules": "janggi-strict", "rated": true, "side": "second"});
    let (status, v) = post_guest(&server, "/api/challenges", body("bob")).await;
    assert_eq!((status, v["error"].as_str()), (401, Some("not-logged-in")));
    let (status, v) = post_as(&server, "/api/challenges", body("nobody"), &alice).await;
    assert_eq!((status, v["error"].as_str()), (404, Some("unknown-player")));
    let (status, v) = post_as(&server, "/api/challenges", body("ALICE"), &alice).await;
    assert_eq!((status, v["error"].as_str()), (409, Some("own-seek")));

    let (status, made) = post_as(&server, "/api/challenges", body("BOB"), &alice).await;
    assert_eq!(status, 201, "{made}");
    let ch = made["challenge"]["id"].as_str().unwrap().to_owned();
    assert_eq!(made["challenge"]["to"], "bob");
    assert_eq!(
        bobs.next_of("challenge-added").await["challenge"]["id"],
        ch.as_str()
    );
    assert!(!carols.hears("challenge-added", Duration::from_millis(300)).await);
    assert_eq!(
        get_as(&server, "/api/seeks", &carol).await.1["challenges"],
        json!([])
    );
    assert_eq!(
        get_as(&server, "/api/seeks", &bob).await.1["challenges"][0]["id"],
        ch.as_str()
    );
    // Carol can neither take nor refuse it; it stays open.
    let (status, _) = post_as(
        &server,
        &format!("/api/challenges/{ch}/accept"),
        json!({}),
        &carol,
    )
    .await;
    assert_eq!(status, 404);
    let (status, _) = post_as(
        &server,
        &format!("/api/challenges/{ch}/decline"),
        json!({}),
        &carol,
    )
    .await;
    assert_eq!(status, 404);
    let (status, v) = post_as(
        &server,
        &format!("/api/challenges/{ch}/accept"),
        json!({}),
        &alice,
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (403, Some("not-yours")));
    assert_eq!(
        post_as(&server, &format!("/api/challenges/{ch}/decline"), json!({}), &bob)
            .await
            .0,
        204
    );
    assert_eq!(bobs.next_of("challenge-removed").await["reason"], "declined");

    let (_, made) = post_as(&server, "/api/challenges", body("bob"), &alice).await;
    let ch = made["challenge"]["id"].as_str().unwrap();
    let (status, game) = post_as(&server, &format!("/api/challenges/{ch}/accept"), json!({}), &bob).await;
    assert_eq!(status, 201, "{game}");
    assert_eq!(game["seats"], json!(["cho"]));
    assert_eq!(game["state"]["players"], json!({"cho": "bob", "han": "alice"}));
    let (_, hello) = Ws::join(&server, game["id"].as_str().unwrap(), made["token"].as_str()).await;
    assert_eq!(hello["you"]["seats"], json!(["han"]));
}

#[tokio::test]
async fn lists_need_their_query_and_a_cross_site_seek_is_refused() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    assert_eq!(get(&server, "/api/games").await.0, 400);
    assert_eq!(
        get(&server, "/api/games?status=live").await.1,
        json!({"games": []})
    );
    let alice = register(&server, "alice").await;
    let (status, v, _) = request(
        &server,
        reqwest::Method::POST,
        "/api/seeks",
        Some(json!({"game": "xiangqi"})),
        Some(&alice),
        Some("https://evil.example"),
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (403, Some("bad-origin")));
    assert!(seeks(&server).await.is_empty());
}
