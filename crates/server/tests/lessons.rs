//! The lessons (web/lessons.json) judged by the rules library: every
//! position valid under its rule set, every candidate and answer legal,
//! every claim a lesson makes (mate, a capture, a pass, bikjang broken)
//! true, every message in the English catalogue; and the file served as
//! the client fetches it. A second test breaks lessons on purpose and
//! expects each fault to be reported, so the first cannot pass vacuously.

mod common;

use common::{temp_db, TestServer};
use palace_rules::{validate_fen, Position, RuleSet};
use palace_server::CaptureFirst;
use serde_json::{json, Value};
use std::collections::HashSet;
use std::sync::Arc;

const LESSONS: &str = include_str!("../../../web/lessons.json");
const ENGLISH: &str = include_str!("../../../web/locales/en.ftl");
/// Fewest lessons per game.
const MIN_PER_GAME: usize = 15;
/// What a lesson's answer may be asked to achieve.
const GOALS: &[&str] = &["mate", "capture", "move", "pass", "break-bikjang"];

/// Message ids defined in a Fluent catalogue (`id = ...` at a line's start).
fn message_ids(ftl: &str) -> HashSet<&str> {
    ftl.lines()
        .filter(|l| l.starts_with(|c: char| c.is_ascii_lowercase()))
        .filter_map(|l| l.split_once(" =").map(|(id, _)| id.trim()))
        .collect()
}

fn strings(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| a.iter().filter_map(|s| s.as_str().map(str::to_owned)).collect())
        .unwrap_or_default()
}

fn is_mate(p: &Position) -> bool {
    p.in_check() && p.legal_moves().is_empty()
}

/// Everything wrong with one lesson, each fault a sentence naming it.
fn lesson_faults(l: &Value, ids: &HashSet<&str>) -> Vec<String> {
    let id = l["id"].as_str().unwrap_or("?").to_owned();
    let mut out = Vec::new();
    let mut fault = |m: String| out.push(format!("{id}: {m}"));
    for key in ["title", "rule", "question", "explain", "wrong", "review"] {
        match l[key].as_str() {
            Some(m) if ids.contains(m) => {}
            Some(m) => fault(format!("{key} message '{m}' is not in en.ftl")),
            None => fault(format!("no {key} message id")),
        }
    }
    let Some(rules) = l["rules"].as_str().and_then(RuleSet::preset) else {
        fault(format!("unknown rule set {}", l["rules"]));
        return out;
    };
    let game = if rules.is_janggi() { "janggi" } else { "xiangqi" };
    if l["game"].as_str() != Some(game) {
        fault(format!(
            "game {} but rule set {} is {game}",
            l["game"], l["rules"]
        ));
    }
    let fen = l["fen"].as_str().unwrap_or("");
    let start = match validate_fen(fen, rules) {
        Ok(p) => p,
        Err(e) => {
            fault(format!("FEN refused: {e}"));
            return out;
        }
    };
    if l["side"].as_str() != fen.split(' ').nth(1) {
        fault(format!("side {} disagrees with the FEN", l["side"]));
    }
    // Each move text once, played by the rules library.
    let play = |text: &str| start.parse_move(text).and_then(|m| Ok((m, start.play(m)?)));
    let candidates = strings(&l["candidates"]);
    let answers = strings(&l["answer"]);
    if candidates.len() < 2 {
        fault("fewer than two candidate moves to compare".to_owned());
    }
    if answers.is_empty() {
        fault("no answer".to_owned());
    }
    if !answers.iter().any(|a| candidates.contains(a)) {
        fault("no answer is among the candidates".to_owned());
    }
    for c in candidates.iter().chain(&answers) {
        if let Err(e) = play(c) {
            fault(format!("move {c} is not legal: {e}"));
        }
    }
    let legal: Vec<String> = start.legal_moves().iter().map(ToString::to_string).collect();
    let goal = l["goal"].as_str().unwrap_or("");
    if !GOALS.contains(&goal) {
        fault(format!("goal '{goal}' is none of {GOALS:?}"));
    }
    for a in &answers {
        let Ok((m, after)) = play(a) else { continue };
        match goal {
            "mate" if !is_mate(&after) => fault(format!("answer {a} does not mate")),
            "capture" if start.captured_by(m).is_none() => fault(format!("answer {a} captures nothing")),
            "pass" if !m.is_pass() => fault(format!("answer {a} is not a pass")),
            "break-bikjang" if after.generals_facing() => {
                fault(format!("answer {a} leaves the generals facing"))
            }
            _ => {}
        }
    }
    // Every move that achieves a checkable goal is an answer, so that a
    // right move is never called wrong.
    for m in &legal {
        if answers.contains(m) {
            continue;
        }
        let Ok((_, after)) = play(m) else { continue };
        let achieves = match goal {
            "mate" => is_mate(&after),
            "break-bikjang" => !after.generals_facing(),
            _ => false,
        };
        if achieves {
            fault(format!("{m} also achieves '{goal}' but is not an answer"));
        }
    }
    if goal == "break-bikjang" && !start.generals_facing() {
        fault("the generals do not face each other at the start".to_owned());
    }
    out
}

/// Everything wrong with a lessons file.
fn faults(file: &Value, ftl: &str) -> Vec<String> {
    let ids = message_ids(ftl);
    let Some(lessons) = file["lessons"].as_array() else {
        return vec!["no lessons array".to_owned()];
    };
    let mut out: Vec<String> = lessons.iter().flat_map(|l| lesson_faults(l, &ids)).collect();
    let mut seen = HashSet::new();
    for l in lessons {
        let id = l["id"].as_str().unwrap_or("");
        let well_formed = !id.is_empty()
            && id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !well_formed {
            out.push(format!("id '{id}' is not lowercase letters, digits and dashes"));
        }
        if !seen.insert(id) {
            out.push(format!("id '{id}' appears twice"));
        }
    }
    for game in ["xiangqi", "janggi"] {
        let n = lessons.iter().filter(|l| l["game"] == game).count();
        if n < MIN_PER_GAME {
            out.push(format!("{n} {game} lessons, at least {MIN_PER_GAME} wanted"));
        }
    }
    out
}

fn lessons() -> Value {
    serde_json::from_str(LESSONS).expect("web/lessons.json is JSON")
}

#[test]
fn every_lesson_is_sound() {
    let found = faults(&lessons(), ENGLISH);
    assert!(found.is_empty(), "{} faults:\n{}", found.len(), found.join("\n"));
}

/// One lesson broken in one way: the fault it must produce.
fn broken(index: usize, key: &str, value: Value, expect: &str) {
    let mut file = lessons();
    file["lessons"][index][key] = value;
    let found = faults(&file, ENGLISH);
    assert!(
        found.iter().any(|f| f.contains(expect)),
        "breaking {key} of lesson {index} should report '{expect}', got {found:?}"
    );
}

#[test]
fn a_broken_lesson_is_caught() {
    let file = lessons();
    let all = file["lessons"].as_array().unwrap();
    let find = |goal: &str| all.iter().position(|l| l["goal"] == goal).unwrap();
    let (mate, capture, pass, bikjang) = (find("mate"), find("capture"), find("pass"), find("break-bikjang"));
    // A FEN with a rank too long, and one with the generals facing in Xiangqi.
    broken(
        0,
        "fen",
        json!("5k3/9/1r7/9/1p7/9/9/1C8/9/4K4 w - - 0 1"),
        "FEN refused",
    );
    broken(
        0,
        "fen",
        json!("4k4/9/9/9/9/9/9/1C7/9/4K4 w - - 0 1"),
        "FEN refused",
    );
    broken(0, "rules", json!("chess"), "unknown rule set");
    broken(0, "game", json!("janggi"), "but rule set");
    broken(0, "side", json!("b"), "disagrees with the FEN");
    broken(0, "title", json!("lesson-no-such-message"), "is not in en.ftl");
    broken(capture, "candidates", json!(["a1a2", "b3b8"]), "is not legal");
    broken(capture, "answer", json!(["i1i9"]), "is not legal");
    // A legal non-capture called a capture; a check that is not mate.
    let quiet = strings(&all[capture]["candidates"])
        .into_iter()
        .find(|c| !strings(&all[capture]["answer"]).contains(c))
        .unwrap();
    broken(capture, "answer", json!([quiet]), "captures nothing");
    let not_mate = strings(&all[mate]["candidates"])
        .into_iter()
        .find(|c| !strings(&all[mate]["answer"]).contains(c))
        .unwrap();
    let mut cands = strings(&all[mate]["candidates"]);
    cands.push(not_mate.clone());
    broken(mate, "answer", json!([not_mate]), "does not mate");
    // A mate left out of the answers, and a bikjang-breaking move left out.
    broken(mate, "answer", json!([not_mate.clone()]), "also achieves 'mate'");
    let one = strings(&all[bikjang]["answer"])[0].clone();
    broken(bikjang, "answer", json!([one]), "also achieves 'break-bikjang'");
    let moving = strings(&all[pass]["candidates"])
        .into_iter()
        .find(|c| c[..2] != c[2..])
        .unwrap();
    broken(pass, "answer", json!([moving]), "is not a pass");
    broken(0, "goal", json!("win"), "is none of");
    let mut file = lessons();
    file["lessons"][1]["id"] = file["lessons"][0]["id"].clone();
    assert!(faults(&file, ENGLISH).iter().any(|f| f.contains("appears twice")));
    let mut file = lessons();
    file["lessons"]
        .as_array_mut()
        .unwrap()
        .retain(|l| l["game"] != "janggi" || l["goal"] != "mate");
    assert!(faults(&file, ENGLISH)
        .iter()
        .any(|f| f.contains("janggi lessons, at least")));
}

/// The client fetches the lessons from the server, as embedded.
#[tokio::test(flavor = "multi_thread")]
async fn the_lessons_are_served() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let res = reqwest::get(server.url("/lessons.json")).await.unwrap();
    assert_eq!(res.status(), 200, "{:?}", res.text().await);
    let mime = res.headers()["content-type"].to_str().unwrap().to_owned();
    assert!(mime.starts_with("application/json"), "{mime}");
    let body: Value = res.json().await.unwrap();
    assert_eq!(body, lessons());
    // The lesson screen's paths are the client's, answered with the page.
    for path in ["/learn", "/learn/jg-pass"] {
        let res = reqwest::get(server.url(path)).await.unwrap();
        assert_eq!(res.status(), 200, "{path}");
        assert!(res.text().await.unwrap().contains("<!doctype html>"), "{path}");
    }
}
