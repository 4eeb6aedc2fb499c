//! The study board's API over HTTP: records read and written, positions
//! judged and replayed, and the per-address limit on all three.

mod common;

use common::{post, temp_db, TestServer};
use palace_server::CaptureFirst;
use serde_json::{json, Value};
use std::path::PathBuf;
use std::sync::Arc;

fn data(name: &str) -> Vec<u8> {
    std::fs::read(data_dir().join(name)).unwrap()
}

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../records/tests/data")
}

fn server() -> (tempfile::TempDir, TestServer) {
    let (dir, db) = temp_db();
    (dir, TestServer::start(&db, Arc::new(CaptureFirst)))
}

/// Posts raw bytes to `/api/records/read` with a query string.
async fn read(server: &TestServer, query: &str, bytes: Vec<u8>) -> (u16, Value) {
    let res = reqwest::Client::new()
        .post(server.url(&format!("/api/records/read{query}")))
        .body(bytes)
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_gib_file_with_passes_reads_as_convert_prints_it() {
    let (_dir, server) = server();
    let name = "janggi-gib-09-hangame-study-passes-comments.gib";
    let (status, v) = read(&server, "", data(name)).await;
    assert_eq!(status, 200, "{v}");
    let expected = palace_records::collection_json(
        &palace_records::read(&data(name), &palace_records::ReadOptions::default()).unwrap(),
    );
    assert_eq!(v, expected, "the endpoint gives convert's JSON");
    assert_eq!(v["format"], "gib");
    assert_eq!(v["games"][0]["rules"], "janggi-standard");
    let passes = v["games"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|g| strings(&g["moves"]))
        .filter(|m| m[..m.len() / 2] == m[m.len() / 2..])
        .count();
    assert!(passes > 0, "a pass is the general's point twice: {v}");
}

#[tokio::test]
async fn a_gbk_pgn_file_is_decoded_and_several_games_are_listed() {
    let (_dir, server) = server();
    let (status, v) = read(
        &server,
        "",
        data("xiangqi-pgn-01-2017-online-gbk-chinese-draw.pgn"),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(
        (v["format"].as_str(), v["encoding"].as_str()),
        (Some("pgn"), Some("GBK"))
    );
    assert_eq!(v["games"][0]["rules"], "xiangqi-standard");
    assert!(v["games"][0]["moves"].as_array().unwrap().len() > 10);

    let (status, v) = read(&server, "", data("janggi-gib-08-mgame-10games.gib")).await;
    assert_eq!(status, 200);
    assert_eq!(v["games"].as_array().unwrap().len(), 10);

    // A game that goes wrong is named with its ply; the file still reads.
    let (status, v) = read(
        &server,
        "",
        data("janggi-gib-h03-ai-selfplay-noresult-illegal-ply33.gib"),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["errors"][0]["ply"], 33, "{v}");
}

#[tokio::test]
async fn unreadable_files_and_bad_queries_are_refused() {
    let (_dir, server) = server();
    let (status, v) = read(&server, "", b"\x00\x01 hello there".to_vec()).await;
    assert_eq!(
        (status, v["error"].as_str()),
        (422, Some("unreadable-record")),
        "{v}"
    );
    let (status, v) = read(&server, "", b"   \n".to_vec()).await;
    assert_eq!((status, v["error"].as_str()), (422, Some("unreadable-record")));
    let pgn = data("xiangqi-pgn-02-ccgc2006-r11-xqwizard-redwin.pgn");
    let (status, v) = read(&server, "?rules=chess", pgn.clone()).await;
    assert_eq!(status, 400);
    assert!(v["message"].as_str().unwrap().contains("unknown rule set"), "{v}");
    let (status, _) = read(&server, "?from=docx", pgn.clone()).await;
    assert_eq!(status, 400);
    let (status, _) = read(&server, "?colour=red", pgn.clone()).await;
    assert_eq!(status, 400);
    // A Xiangqi record under a Janggi rule set: each game says why.
    let (status, v) = read(&server, "?rules=janggi&from=pgn", pgn).await;
    assert_eq!(status, 200);
    assert!(
        v["errors"][0]["message"].as_str().unwrap().contains("Janggi"),
        "{v}"
    );
    let (status, v) = read(&server, "", vec![b'1'; 1024 * 1024 + 1]).await;
    assert_eq!((status, v["error"].as_str()), (413, Some("too-large")));
}

#[tokio::test]
async fn a_written_game_reads_back_the_same() {
    let (_dir, server) = server();
    let moves = ["a4b4", "i7h7", "e2e2", "h10g8"];
    for to in ["pgn", "gib", "korean"] {
        let (status, v) = post(
            &server,
            "/api/records/write",
            json!({"rules": "janggi", "moves": moves, "to": to, "tags": {"Event": "Study"}, "result": "*"}),
        )
        .await;
        assert_eq!(status, 200, "{to}: {v}");
        let text = v["text"].as_str().unwrap().to_owned();
        let (status, back) = read(&server, "", text.clone().into_bytes()).await;
        assert_eq!(status, 200, "{to}: {back}\n{text}");
        assert_eq!(strings(&back["games"][0]["moves"]), moves, "{to}:\n{text}");
    }
    let (status, v) = post(
        &server,
        "/api/records/write",
        json!({"rules": "xiangqi", "moves": ["h3e3", "h10g8"], "to": "chinese"}),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    assert!(v["text"].as_str().unwrap().contains("炮二平五"), "{v}");
    let (status, v) = post(
        &server,
        "/api/records/write",
        json!({"rules": "xiangqi", "moves": ["h3e3"], "to": "fen"}),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(
        v["text"].as_str().unwrap().trim(),
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
    );
}

#[tokio::test]
async fn writing_refuses_what_cannot_be_written() {
    let (_dir, server) = server();
    for (body, status, code) in [
        (
            json!({"rules": "xiangqi", "moves": ["h3e3"], "to": "gib"}),
            422,
            "cannot-write",
        ),
        (
            json!({"rules": "xiangqi", "moves": ["h3h9"], "to": "pgn"}),
            422,
            "bad-move",
        ),
        (
            json!({"rules": "xiangqi", "start_fen": "4k4/9/9/9/9/9/9/9/9/4K4 w", "to": "pgn"}),
            422,
            "bad-position",
        ),
        (json!({"rules": "xiangqi", "to": "docx"}), 400, "bad-request"),
        (
            json!({"rules": "xiangqi", "to": "pgn", "result": "2-0"}),
            400,
            "bad-request",
        ),
        (
            json!({"rules": "xiangqi", "to": "pgn", "colour": "red"}),
            400,
            "bad-request",
        ),
    ] {
        let (got, v) = post(&server, "/api/records/write", body.clone()).await;
        assert_eq!((got, v["error"].as_str()), (status, Some(code)), "{body}: {v}");
    }
}

#[tokio::test]
async fn replayed_moves_come_in_the_games_notation() {
    let (_dir, server) = server();
    let (_, v) = post(
        &server,
        "/api/positions/check",
        json!({"rules": "xiangqi", "moves": ["h3e3", "h10g8"]}),
    )
    .await;
    assert_eq!(v["notation"], json!(["C2=5", "H8+7"]), "{v}");
    let (_, v) = post(
        &server,
        "/api/positions/check",
        json!({"rules": "janggi", "moves": ["a4b4", "e9e9"]}),
    )
    .await;
    let texts = strings(&v["notation"]);
    assert_eq!(texts.len(), 2, "{v}");
    assert!(texts[0].contains('졸'), "{texts:?}");
    assert_eq!(texts[1], "한수쉼", "a pass: {texts:?}");
}

#[tokio::test]
async fn a_position_is_judged_with_its_reason() {
    let (_dir, server) = server();
    let (status, v) = post(&server, "/api/positions/check", json!({"rules": "xiangqi"})).await;
    assert_eq!(status, 200);
    assert_eq!(v["ok"], true);
    assert_eq!(v["legal_moves"].as_array().unwrap().len(), 44);
    assert_eq!(v["side_to_move"], "red");
    for (fen, rules, reason) in [
        ("4k4/9/9/9/9/9/9/9/9/4K4 w", "xiangqi", "generals-facing"),
        ("3k5/9/9/9/9/4K4/9/9/9/9 w", "janggi", "general-outside-palace"),
        ("3k5/9/9/9/9/9/RRR6/9/9/4K4 w", "xiangqi", "too-many"),
        ("3k5/9/9/9/9/9/9/P8/9/4K4 w", "xiangqi", "soldier-behind-start"),
        ("3k5/9/9/9/9/9/9/9/3R5/4K4 w", "xiangqi", "opponent-in-check"),
        ("3k5/9 w", "xiangqi", "bad-fen"),
    ] {
        let (status, v) = post(
            &server,
            "/api/positions/check",
            json!({"rules": rules, "start_fen": fen}),
        )
        .await;
        assert_eq!(status, 200, "{v}");
        assert_eq!(
            (v["ok"].as_bool(), v["reason"].as_str()),
            (Some(false), Some(reason)),
            "{fen}: {v}"
        );
        assert!(!v["message"].as_str().unwrap().is_empty());
    }
    let (_, v) = post(
        &server,
        "/api/positions/check",
        json!({"rules": "xiangqi", "start_fen": "3k5/9/9/9/9/9/RRR6/9/9/4K4 w"}),
    )
    .await;
    assert_eq!(
        (
            v["side"].as_str(),
            v["piece"].as_str(),
            v["count"].as_u64(),
            v["max"].as_u64()
        ),
        (Some("red"), Some("chariot"), Some(3), Some(2))
    );
    let (_, v) = post(
        &server,
        "/api/positions/check",
        json!({"rules": "janggi", "start_fen": "3k5/9/9/9/9/4K4/9/9/9/9 w"}),
    )
    .await;
    assert_eq!(
        (v["side"].as_str(), v["square"].as_str()),
        (Some("cho"), Some("e5"))
    );
}

#[tokio::test]
async fn moves_replay_from_a_position_to_its_state() {
    let (_dir, server) = server();
    let (status, v) = post(
        &server,
        "/api/positions/check",
        json!({"rules": "janggi", "moves": ["a4b4", "e9e9"]}),
    )
    .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["ok"], true, "{v}");
    let positions = strings(&v["positions"]);
    assert_eq!(positions.len(), 2);
    assert_eq!(positions[1], v["fen"].as_str().unwrap());
    assert_eq!(v["side_to_move"], "cho");
    assert!(strings(&v["legal_moves"]).contains(&"e2e2".to_owned()), "{v}");
    let (_, v) = post(
        &server,
        "/api/positions/check",
        json!({"rules": "janggi", "moves": ["a4b4", "a4a5"]}),
    )
    .await;
    assert_eq!(
        (v["ok"].as_bool(), v["reason"].as_str(), v["ply"].as_u64()),
        (Some(false), Some("illegal-move"), Some(2))
    );
    let (status, _) = post(
        &server,
        "/api/positions/check",
        json!({"rules": "xiangqi", "moves": vec!["h3e3"; 2001]}),
    )
    .await;
    assert_eq!(status, 400, "too many moves");
}

#[tokio::test]
async fn a_record_replays_past_what_would_end_a_live_game() {
    let (_dir, server) = server();
    // Game 1 of this file goes on after a third repetition (ply 71), game 3
    // past the 200-ply limit: records are replayed move by move, as read.
    let read = palace_records::read(
        &data("janggi-gib-09-hangame-study-passes-comments.gib"),
        &palace_records::ReadOptions::default(),
    )
    .unwrap();
    for number in [0, 2] {
        let game = &palace_records::collection_json(&read)["games"][number];
        let (status, v) = post(
            &server,
            "/api/positions/check",
            json!({"rules": game["rules"], "start_fen": game["start_fen"], "moves": game["moves"]}),
        )
        .await;
        assert_eq!(status, 200);
        assert_eq!(v["ok"], true, "game {}: {v}", number + 1);
        assert_eq!(
            v["positions"].as_array().unwrap().len(),
            game["moves"].as_array().unwrap().len()
        );
    }
}

#[tokio::test]
async fn a_game_starts_from_a_set_up_position() {
    let (_dir, server) = server();
    // Black to move: the computer (Black) answers at once.
    let fen = "3k5/9/9/9/9/9/9/9/4A4/4K4 b - - 0 1";
    let created = common::create(
        &server,
        json!({"game": "xiangqi", "mode": "computer", "level": 1, "start_fen": fen}),
    )
    .await;
    assert_eq!(created["state"]["start_fen"], fen, "{created}");
    let janggi = common::create(
        &server,
        json!({"game": "janggi", "rules": "janggi-standard", "mode": "local", "start_fen": "3k5/9/9/9/9/9/9/9/4K4/9 w"}),
    )
    .await;
    assert_eq!(
        janggi["state"]["fen"], "3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1",
        "no setup to choose first: {janggi}"
    );
    for (body, needle) in [
        (
            json!({"game": "xiangqi", "mode": "local", "start_fen": "4k4/9/9/9/9/9/9/9/9/4K4 w"}),
            "face each other",
        ),
        (
            json!({"game": "janggi", "mode": "local", "start_fen": "3k5/9/9/9/9/9/9/9/4K4/9 w", "setups": {"cho": "ma-sang-sang-ma"}}),
            "set up",
        ),
    ] {
        let (status, v) = post(&server, "/api/games", body).await;
        assert_eq!(status, 400, "{v}");
        assert!(v["message"].as_str().unwrap().contains(needle), "{v}");
    }
}

#[tokio::test]
async fn one_address_is_limited() {
    let (_dir, server) = server();
    let mut refused = None;
    for i in 0..100 {
        let res = reqwest::Client::new()
            .post(server.url("/api/positions/check"))
            .json(&json!({}))
            .send()
            .await
            .unwrap();
        if res.status() == 429 {
            assert!(res.headers().get("retry-after").is_some());
            refused = Some(i);
            break;
        }
    }
    let refused = refused.expect("a flood is refused");
    assert!((60..=62).contains(&refused), "refused after {refused} requests");
}

/// Every start position of every record in the test data passes the board
/// editor's judge: the study board can open each one.
#[test]
fn every_record_start_passes_the_position_judge() {
    let mut judged = 0;
    for entry in std::fs::read_dir(data_dir()).unwrap() {
        let path = entry.unwrap().path();
        if matches!(path.extension().and_then(|e| e.to_str()), Some("json" | "md")) {
            continue;
        }
        let bytes = std::fs::read(&path).unwrap();
        let Ok(read) = palace_records::read(&bytes, &palace_records::ReadOptions::default()) else {
            continue;
        };
        for g in &read.games {
            let fen = g.record.start.fen();
            if let Err(e) = palace_rules::validate_fen(&fen, g.record.rules()) {
                panic!("{} game {}: {fen}: {e}", path.display(), g.number);
            }
            judged += 1;
        }
    }
    assert!(judged > 100, "{judged} games judged");
}
