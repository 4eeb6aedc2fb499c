//! The JSON shape of a read file, shared by `palace convert --to json` and
//! the server's `POST /api/records/read`.

use crate::record::Collection;
use serde_json::{json, Map, Value};

/// `{"format", "encoding", "games": [{"game", "rules", "start_fen", "moves",
/// "result", "tags"}], "errors": [{"game", "line", "offset", "ply",
/// "message"}]}`: moves in coordinates, a Janggi pass as the general's point
/// twice; of tags written twice, the first.
#[must_use]
pub fn collection_json(c: &Collection) -> Value {
    let games: Vec<Value> = c
        .games
        .iter()
        .map(|g| {
            let r = &g.record;
            let mut tags = Map::new();
            for (name, value) in &r.tags {
                tags.entry(name.clone())
                    .or_insert_with(|| Value::String(value.clone()));
            }
            json!({
                "game": g.number,
                "rules": r.rules().name,
                "start_fen": r.start.fen(),
                "moves": r.moves.iter().map(ToString::to_string).collect::<Vec<_>>(),
                "result": r.result.map(|x| x.as_str()),
                "tags": tags,
            })
        })
        .collect();
    let errors: Vec<Value> = c
        .errors
        .iter()
        .map(|e| {
            json!({
                "game": e.game,
                "line": e.line,
                "offset": e.offset,
                "ply": e.ply,
                "message": e.to_string(),
            })
        })
        .collect();
    json!({
        "format": c.format.name(),
        "encoding": c.encoding,
        "games": games,
        "errors": errors,
    })
}
