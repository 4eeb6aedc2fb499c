//! `palace status`: the state of a game as JSON.

use palace_rules::{Color, Game, Variant};
use serde_json::{json, Value};
use std::io::{BufRead, Write};

/// Longest query line accepted in batch mode.
const MAX_LINE: usize = 64 * 1024;

/// The JSON object `palace status` prints.
pub fn status_json(game: &Game) -> Value {
    let pos = game.position();
    let janggi = pos.variant() == Variant::Janggi;
    let side = match (janggi, pos.turn()) {
        (false, Color::First) => "red",
        (false, Color::Second) => "black",
        (true, Color::First) => "cho",
        (true, Color::Second) => "han",
    };
    let mut legal: Vec<String> = game.legal_moves().iter().map(|m| m.to_string()).collect();
    legal.sort();
    let points = if janggi {
        let [cho, han] = pos.janggi_points();
        json!({"cho": cho, "han": han})
    } else {
        Value::Null
    };
    let outcome = match game.outcome() {
        None => Value::Null,
        Some(o) => json!({"result": o.result.as_str(), "reason": o.reason.as_str()}),
    };
    json!({
        "rules": game.rules().name,
        "fen": pos.fen(),
        "side_to_move": side,
        "legal_moves": legal,
        "in_check": pos.in_check(),
        "bikjang": janggi && pos.generals_facing(),
        "points": points,
        "outcome": outcome,
    })
}

fn answer(line: &str) -> Value {
    if line.len() > MAX_LINE {
        return json!({"error": format!("query of {} bytes is longer than {MAX_LINE}", line.len())});
    }
    let q: Value = match serde_json::from_str(line) {
        Ok(v) => v,
        Err(e) => return json!({"error": format!("query is not JSON: {e}")}),
    };
    let Some(rules) = q.get("rules").and_then(Value::as_str) else {
        return json!({"error": "query lacks the string field 'rules'"});
    };
    let fen = q.get("fen").and_then(Value::as_str);
    let moves = match q.get("moves") {
        None | Some(Value::Null) => String::new(),
        Some(Value::String(s)) => s.clone(),
        Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).collect::<Vec<_>>().join(" "),
        Some(_) => return json!({"error": "'moves' must be a string or a list of strings"}),
    };
    match crate::build_game(rules, fen, Some(&moves)) {
        Ok(game) => status_json(&game),
        Err(e) => json!({"error": e}),
    }
}

/// Answers queries from standard input, one JSON line each.
pub fn batch() -> std::io::Result<()> {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for line in stdin.lock().lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        writeln!(out, "{}", answer(&line))?;
        out.flush()?;
    }
    Ok(())
}
