//! `palace status`: the state of a game as JSON.

use serde_json::{json, Value};
use std::io::{BufRead, Write};

/// Longest query line accepted in batch mode.
const MAX_LINE: usize = 64 * 1024;

/// The JSON object `palace status` prints (shared with the server's API).
pub use palace_server::status_json;

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
