//! The state of a game as JSON: the shape `palace status` prints, which the
//! API extends with the players, the move list and the spectators.

use palace_rules::{Color, Game, Variant};
use serde_json::{json, Value};

/// The name of a side in its game: `red`/`black` (Xiangqi) or `cho`/`han` (Janggi).
#[must_use]
pub fn side_name(variant: Variant, color: Color) -> &'static str {
    match (variant, color) {
        (Variant::Xiangqi, Color::First) => "red",
        (Variant::Xiangqi, Color::Second) => "black",
        (Variant::Janggi, Color::First) => "cho",
        (Variant::Janggi, Color::Second) => "han",
    }
}

/// The JSON object `palace status` prints: rules, fen, side_to_move,
/// legal_moves (sorted), in_check, bikjang, points and outcome.
#[must_use]
pub fn status_json(game: &Game) -> Value {
    let pos = game.position();
    let janggi = pos.variant() == Variant::Janggi;
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
        "side_to_move": side_name(pos.variant(), pos.turn()),
        "legal_moves": legal,
        "in_check": pos.in_check(),
        "bikjang": janggi && pos.generals_facing(),
        "points": points,
        "outcome": outcome,
    })
}
