//! A finished (or running) game as a record: `GET /api/games/{id}/pgn`,
//! written by palace-records with `[Variant]`, `[FEN]` and result tags,
//! and `GET /api/games/{id}/gib` for Janggi (UTF-8).

use crate::api::ApiError;
use crate::live::ActionError;
use crate::net::LocalAddr;
use crate::AppState;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, HeaderValue};
use axum::response::{IntoResponse, Response};
use axum::Extension;
use palace_records::{write_gib, write_pgn, GibEncoding, MoveStyle, Record};
use palace_rules::{parse_coordinate, Game, GameResult, RuleSet};
use serde_json::Value;

/// The PGN of a game's state as the API shows it.
pub fn pgn_of(state: &Value, site: &str) -> Result<String, String> {
    write_pgn(&[record_of(state, site)?], MoveStyle::Coordinate).map_err(|e| e.to_string())
}

/// The record of a game's state as the API shows it.
pub fn record_of(state: &Value, site: &str) -> Result<Record, String> {
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
    Ok(record)
}

fn corrupt(e: String) -> ApiError {
    ApiError::Game(ActionError::Storage(crate::storage::StorageError::Corrupt(e)))
}

fn download(body: Vec<u8>, kind: &'static str, name: &str) -> Response {
    let mut res = body.into_response();
    res.headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(kind));
    if let Ok(v) = HeaderValue::from_str(&format!("attachment; filename=\"{name}\"")) {
        res.headers_mut().insert(header::CONTENT_DISPOSITION, v);
    }
    res
}

async fn state_of(app: &AppState, id: &str) -> Result<std::sync::Arc<Value>, ApiError> {
    Ok(app
        .registry
        .with_game(id, |h| async move { h.view().await })
        .await?)
}

pub async fn pgn(
    State(app): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    local: Option<Extension<LocalAddr>>,
) -> Result<Response, ApiError> {
    let state = state_of(&app, &id).await?;
    let site = app.site.base(&headers, local.map(|e| e.0));
    let text = pgn_of(&state, &site).map_err(corrupt)?;
    Ok(download(
        text.into_bytes(),
        "application/x-chess-pgn; charset=utf-8",
        &format!("palace-{id}.pgn"),
    ))
}

/// A Janggi game as GIB (UTF-8); 400 for a Xiangqi game.
pub async fn gib(
    State(app): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    local: Option<Extension<LocalAddr>>,
) -> Result<Response, ApiError> {
    let state = state_of(&app, &id).await?;
    if state["game"] != "janggi" {
        return Err(ApiError::BadRequest(
            "GIB is a Janggi format; download Xiangqi games as PGN".into(),
        ));
    }
    let site = app.site.base(&headers, local.map(|e| e.0));
    let record = record_of(&state, &site).map_err(corrupt)?;
    let bytes = write_gib(&[record], GibEncoding::Utf8).map_err(|e| corrupt(e.to_string()))?;
    Ok(download(
        bytes,
        "text/plain; charset=utf-8",
        &format!("palace-{id}.gib"),
    ))
}
