//! A finished (or running) game as a record: `GET /api/games/{id}/pgn`,
//! written by palace-records with `[Variant]`, `[FEN]` and result tags.

use crate::api::ApiError;
use crate::live::ActionError;
use crate::net::LocalAddr;
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::Extension;
use palace_records::{write_pgn, MoveStyle, Record};
use palace_rules::{parse_coordinate, Game, GameResult, RuleSet};
use serde_json::Value;

/// The PGN of a game's state as the API shows it.
pub fn pgn_of(state: &Value, site: &str) -> Result<String, String> {
    let rules = state["rules"]
        .as_str()
        .and_then(RuleSet::preset)
        .ok_or("unknown rule set")?;
    let start = state["start_fen"].as_str().ok_or("no start position")?;
    let game = Game::from_fen(start, rules).map_err(|e| e.to_string())?;
    let mut record = Record::new(game.start_position().clone());
    for mv in state["moves"].as_array().into_iter().flatten() {
        let m = parse_coordinate(mv.as_str().unwrap_or_default()).map_err(|e| e.to_string())?;
        record.moves.push(m);
    }
    record.result = match state["outcome"]["result"].as_str() {
        Some("1-0") => Some(GameResult::FirstWins),
        Some("0-1") => Some(GameResult::SecondWins),
        Some("1/2-1/2") => Some(GameResult::Draw),
        _ => None,
    };
    let players: Vec<String> = state["players"]
        .as_object()
        .map(|p| {
            // First side first: red or cho.
            let mut sides: Vec<(&String, &Value)> = p.iter().collect();
            sides.sort_by_key(|(side, _)| !matches!(side.as_str(), "red" | "cho"));
            sides
                .into_iter()
                .map(|(side, name)| name.as_str().map_or_else(|| side.clone(), str::to_owned))
                .collect()
        })
        .unwrap_or_default();
    let mut tag = |k: &str, v: String| record.tags.push((k.to_owned(), v));
    tag(
        "Event",
        format!("Palace {} game", state["mode"].as_str().unwrap_or("")),
    );
    tag(
        "Site",
        format!("{site}/play/{}", state["id"].as_str().unwrap_or("")),
    );
    if let [first, second] = &players[..] {
        tag("White", first.clone());
        tag("Black", second.clone());
    }
    write_pgn(&[record], MoveStyle::Coordinate).map_err(|e| e.to_string())
}

pub async fn pgn(
    State(app): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    local: Option<Extension<LocalAddr>>,
) -> Result<Response, ApiError> {
    let state = app
        .registry
        .with_game(&id, |h| async move { h.view().await })
        .await?;
    let site = app.site.base(&headers, local.map(|e| e.0));
    let text = pgn_of(&state, &site)
        .map_err(|e| ApiError::Game(ActionError::Storage(crate::storage::StorageError::Corrupt(e))))?;
    let mut res = text.into_response();
    res.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/x-chess-pgn; charset=utf-8"),
    );
    if let Ok(v) = HeaderValue::from_str(&format!("attachment; filename=\"palace-{id}.pgn\"")) {
        res.headers_mut().insert(header::CONTENT_DISPOSITION, v);
    }
    Ok(res)
}
