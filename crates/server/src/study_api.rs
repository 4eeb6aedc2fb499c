//! The study board's API: read a record file, write a game in a record
//! format, judge a position (the board editor) and replay moves from it.
//! The records crate and the rules library do the work; this module only
//! moves bytes and JSON, and limits how often one address may ask.

use crate::api::ErrorBody;
use crate::net::PeerAddr;
use crate::status::{status_view, StatusView};
use crate::AppState;
use axum::body::Bytes;
use axum::extract::rejection::{BytesRejection, JsonRejection};
use axum::extract::{DefaultBodyLimit, Query};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::{Extension, Json, Router};
use palace_records::{
    collection_json, read, write_fen, write_gib, write_pgn, Format, GibEncoding, MoveStyle, ReadOptions,
    Record,
};
use palace_rules::notation::Notation;
use palace_rules::{validate_fen, Game, GameResult, Move, Position, PositionFault, RuleSet, Variant};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::collections::BTreeMap;
use std::sync::Arc;
use utoipa::ToSchema;

use crate::limits::PerAddress;

/// Largest record file read, in bytes.
pub const MAX_RECORD_BYTES: usize = 1024 * 1024;
/// Largest JSON body of the write and check requests, in bytes.
pub const MAX_STUDY_JSON: usize = 64 * 1024;
/// Most moves one write or check request replays.
pub const MAX_PLIES: usize = 2000;
/// Study requests one address may make per minute on average...
pub const STUDY_PER_MINUTE: f64 = 120.0;
/// ...and in a burst (stepping through a game asks once per branch move).
pub const STUDY_BURST: f64 = 60.0;

/// Study requests per address.
#[derive(Debug)]
struct StudyLimits(PerAddress);

/// Why a study request failed: the same `{"error", "message"}` body as the
/// rest of the API.
#[derive(Debug)]
enum StudyError {
    BadRequest(String),
    TooLarge(usize),
    /// The file or game is well formed as a request but cannot be read or written.
    Unprocessable(&'static str, String),
    RateLimited,
}

impl IntoResponse for StudyError {
    fn into_response(self) -> Response {
        let (status, code, message) = match self {
            StudyError::BadRequest(m) => (StatusCode::BAD_REQUEST, "bad-request", m),
            StudyError::TooLarge(max) => (
                StatusCode::PAYLOAD_TOO_LARGE,
                "too-large",
                format!("request body is longer than {max} bytes"),
            ),
            StudyError::Unprocessable(code, m) => (StatusCode::UNPROCESSABLE_ENTITY, code, m),
            StudyError::RateLimited => (
                StatusCode::TOO_MANY_REQUESTS,
                "rate-limited",
                "too many study requests from this address; wait a few seconds".to_owned(),
            ),
        };
        let mut res = (status, Json(ErrorBody::new(code, message))).into_response();
        if status == StatusCode::TOO_MANY_REQUESTS {
            res.headers_mut()
                .insert(header::RETRY_AFTER, header::HeaderValue::from_static("5"));
        }
        res
    }
}

fn json_error(e: JsonRejection) -> StudyError {
    if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
        return StudyError::TooLarge(MAX_STUDY_JSON);
    }
    // Reuse the API's wording of body faults.
    StudyError::BadRequest(crate::api::ApiError::from(e).to_string())
}

/// The study routes, with their own body limits and rate bucket.
pub fn routes() -> Router<AppState> {
    let limits = Arc::new(StudyLimits(PerAddress::per_minute(STUDY_PER_MINUTE, STUDY_BURST)));
    let json_routes = Router::new()
        .route("/api/records/write", post(write_record))
        .route("/api/positions/check", post(check_position))
        .layer(DefaultBodyLimit::max(MAX_STUDY_JSON));
    Router::new()
        .route("/api/records/read", post(read_record))
        .layer(DefaultBodyLimit::max(MAX_RECORD_BYTES))
        .merge(json_routes)
        .layer(Extension(limits))
}

fn admit(limits: &StudyLimits, peer: Option<Extension<PeerAddr>>) -> Result<(), StudyError> {
    match peer {
        Some(Extension(PeerAddr(addr))) if !limits.0.take(addr.ip()) => Err(StudyError::RateLimited),
        _ => Ok(()),
    }
}

fn clip(s: &str) -> String {
    s.chars().take(40).collect()
}

fn preset(name: &str) -> Result<&'static RuleSet, StudyError> {
    RuleSet::preset(name).ok_or_else(|| {
        StudyError::BadRequest(format!(
            "unknown rule set '{}' (known: {})",
            clip(name),
            RuleSet::preset_names().collect::<Vec<_>>().join(", ")
        ))
    })
}

/// Query of `POST /api/records/read`.
#[derive(Deserialize, Debug)]
#[serde(deny_unknown_fields)]
struct ReadQuery {
    rules: Option<String>,
    from: Option<String>,
}

/// The file's bytes in, every game read (and every fault) out, in the
/// shape `palace convert --to json` prints.
async fn read_record(
    Extension(limits): Extension<Arc<StudyLimits>>,
    peer: Option<Extension<PeerAddr>>,
    query: Result<Query<ReadQuery>, axum::extract::rejection::QueryRejection>,
    body: Result<Bytes, BytesRejection>,
) -> Result<Json<Value>, StudyError> {
    admit(&limits, peer)?;
    let Query(query) = query.map_err(|_| {
        StudyError::BadRequest("the query takes only rules=PRESET and from=FORMAT".to_owned())
    })?;
    let body = body.map_err(|e| {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            StudyError::TooLarge(MAX_RECORD_BYTES)
        } else {
            StudyError::BadRequest("the body could not be read".to_owned())
        }
    })?;
    let rules = query.rules.as_deref().map(preset).transpose()?;
    let format = query
        .from
        .as_deref()
        .map(str::parse::<Format>)
        .transpose()
        .map_err(|e| StudyError::BadRequest(e.to_string()))?;
    // Reading a large XQF tree is real work: off the async threads.
    let read = tokio::task::spawn_blocking(move || {
        read(&body, &ReadOptions { format, rules }).map(|c| collection_json(&c))
    })
    .await
    .map_err(|_| StudyError::Unprocessable("unreadable-record", "the file could not be read".to_owned()))?;
    read.map(Json)
        .map_err(|e| StudyError::Unprocessable("unreadable-record", e.to_string()))
}

/// A game as the client holds it: a rule set, a start and moves (body of
/// `POST /api/positions/check`).
#[derive(Deserialize, ToSchema, Debug)]
#[serde(deny_unknown_fields)]
pub(crate) struct GameBody {
    #[schema(schema_with = rules_schema)]
    rules: Option<String>,
    /// Default: the rule set's start position.
    start_fen: Option<String>,
    // `max_items` is `MAX_PLIES` (schema attributes take literals only;
    // tests/openapi.rs checks the two agree).
    #[serde(default)]
    #[schema(max_items = 2000)]
    moves: Vec<String>,
}

/// The named preset, or standard Xiangqi.
fn rules_or_default(name: Option<&str>) -> Result<&'static RuleSet, StudyError> {
    name.map_or(Ok(RuleSet::default_for(Variant::Xiangqi)), preset)
}

/// Why a move list could not be replayed: its ply and the fault.
struct BadMove {
    ply: usize,
    message: String,
}

/// Plays `moves` from `start`: every position after each. Records go on
/// past what would end a live game (a repetition, a ply limit), so only
/// each move's legality is checked, as the record readers do.
fn replay(start: Position, moves: &[String]) -> Result<Vec<(Move, Position)>, BadMove> {
    let mut out: Vec<(Move, Position)> = Vec::with_capacity(moves.len());
    let mut pos = start;
    for (i, text) in moves.iter().enumerate() {
        let played = pos.parse_move(text).and_then(|m| Ok((m, pos.play(m)?)));
        let (m, next) = played.map_err(|e| BadMove {
            ply: i + 1,
            message: format!("ply {}: '{}': {e}", i + 1, clip(text)),
        })?;
        out.push((m, next.clone()));
        pos = next;
    }
    Ok(out)
}

fn too_many_plies(moves: &[String]) -> Result<(), StudyError> {
    if moves.len() > MAX_PLIES {
        return Err(StudyError::BadRequest(format!(
            "{} moves, at most {MAX_PLIES} allowed",
            moves.len()
        )));
    }
    Ok(())
}

/// A position the board editor may not use: a code, the English sentence,
/// and the side, point and kind of piece it is about.
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
pub struct PositionFaultView {
    /// Always false.
    pub ok: bool,
    pub reason: &'static str,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub side: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub square: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub piece: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max: Option<usize>,
}

/// A move that cannot be played where it is.
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
pub struct IllegalMoveView {
    /// Always false.
    pub ok: bool,
    /// `illegal-move`.
    pub reason: &'static str,
    pub ply: usize,
    pub message: String,
}

/// A position and the moves after it, judged and replayed.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
pub struct StudyState {
    /// Always true.
    pub ok: bool,
    /// The last position's state.
    #[serde(flatten)]
    pub status: StatusView,
    pub start_fen: String,
    /// The FEN after each move.
    pub positions: Vec<String>,
    /// Each move in the game's notation.
    pub notation: Vec<String>,
}

/// The answer of `POST /api/positions/check`.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
#[serde(untagged)]
pub enum PositionCheck {
    Fault(PositionFaultView),
    IllegalMove(IllegalMoveView),
    Ok(StudyState),
}

/// The fault as the client words it: a code, the English sentence, and the
/// side, point and kind of piece it is about.
fn fault_view(rules: &RuleSet, fault: &PositionFault) -> PositionFaultView {
    let mut out = PositionFaultView {
        ok: false,
        reason: fault.code(),
        message: fault.to_string(),
        side: fault.color().map(|c| crate::status::side_name(rules.variant, c)),
        square: fault.square().map(|s| s.to_string()),
        piece: None,
        count: None,
        max: None,
    };
    if let PositionFault::TooMany { role, count, max, .. } = fault {
        out.piece = Some(palace_rules::validate::role_name(*role));
        out.count = Some(*count);
        out.max = Some(*max);
    }
    if let PositionFault::GeneralCount { count, .. } = fault {
        out.count = Some(*count);
    }
    out
}

/// Judges a position (the board editor's check) and, when moves follow,
/// replays them: the answer is the last position's state (as a game's
/// state gives it: legal moves, check, outcome) and every FEN on the way.
async fn check_position(
    Extension(limits): Extension<Arc<StudyLimits>>,
    peer: Option<Extension<PeerAddr>>,
    body: Result<Json<GameBody>, JsonRejection>,
) -> Result<Json<PositionCheck>, StudyError> {
    admit(&limits, peer)?;
    let Json(body) = body.map_err(json_error)?;
    let rules = rules_or_default(body.rules.as_deref())?;
    too_many_plies(&body.moves)?;
    let start = body.start_fen.as_deref().unwrap_or(rules.start_fen());
    let pos = match validate_fen(start, rules) {
        Ok(p) => p,
        Err(fault) => return Ok(Json(PositionCheck::Fault(fault_view(rules, &fault)))),
    };
    let start_fen = pos.fen();
    let positions = match replay(pos.clone(), &body.moves) {
        Ok(p) => p,
        Err(bad) => {
            return Ok(Json(PositionCheck::IllegalMove(IllegalMoveView {
                ok: false,
                reason: "illegal-move",
                ply: bad.ply,
                message: bad.message,
            })))
        }
    };
    // The last position's state as a game from it would give it (an ending
    // such as checkmate shows; repetitions before it do not count).
    let last = positions.last().map_or_else(|| pos.clone(), |(_, p)| p.clone());
    let mut legal: Vec<String> = last.legal_moves().iter().map(ToString::to_string).collect();
    legal.sort();
    let mut status = status_view(&Game::from_position(last));
    // A study goes on where a game would have ended (bare material): the
    // position's moves, whatever the outcome says.
    status.legal_moves = legal;
    // Each move in the game's notation, as live games show them (WXF for
    // Xiangqi, Korean for Janggi): the study board's move list.
    let notation = match rules.variant {
        Variant::Xiangqi => Notation::Wxf,
        Variant::Janggi => Notation::Korean,
    };
    let mut before = pos;
    let mut texts = Vec::with_capacity(positions.len());
    for (m, after) in &positions {
        texts.push(notation.format(&before, *m).unwrap_or_else(|_| m.to_string()));
        before = after.clone();
    }
    Ok(Json(PositionCheck::Ok(StudyState {
        ok: true,
        status,
        start_fen,
        positions: positions.iter().map(|(_, p)| p.fen()).collect(),
        notation: texts,
    })))
}

/// Body of `POST /api/records/write`.
#[derive(Deserialize, ToSchema, Debug)]
#[serde(deny_unknown_fields)]
pub(crate) struct WriteBody {
    #[schema(schema_with = rules_schema)]
    rules: Option<String>,
    /// Default: the rule set's start position.
    start_fen: Option<String>,
    // `max_items` is `MAX_PLIES` (schema attributes take literals only;
    // tests/openapi.rs checks the two agree).
    #[serde(default)]
    #[schema(max_items = 2000)]
    moves: Vec<String>,
    #[schema(schema_with = record_format_schema)]
    to: String,
    /// Tags written into the record (PGN and GIB headers): at most 64,
    /// names of 64 bytes and values of 1024.
    #[serde(default)]
    tags: BTreeMap<String, String>,
    #[schema(schema_with = result_schema)]
    result: Option<String>,
}

/// Every preset `rules_or_default` finds.
fn rules_schema() -> utoipa::openapi::Object {
    crate::api::one_of(RuleSet::preset_names(), "Preset name; default standard Xiangqi")
}

/// The formats `write_record` writes.
const RECORD_FORMATS: [&str; 6] = ["pgn", "gib", "fen", "wxf", "chinese", "korean"];

fn record_format_schema() -> utoipa::openapi::Object {
    crate::api::one_of(
        RECORD_FORMATS,
        "gib and korean for Janggi, wxf and chinese for Xiangqi; fen gives the last position",
    )
}

/// The results `write_record` reads (`""` counts as `*`).
fn result_schema() -> utoipa::openapi::Object {
    crate::api::one_of(["1-0", "0-1", "1/2-1/2", "*"], "")
}

/// Writes one game in a record format, as `palace convert --to` does.
async fn write_record(
    Extension(limits): Extension<Arc<StudyLimits>>,
    peer: Option<Extension<PeerAddr>>,
    body: Result<Json<WriteBody>, JsonRejection>,
) -> Result<Json<Value>, StudyError> {
    admit(&limits, peer)?;
    let Json(body) = body.map_err(json_error)?;
    let rules = rules_or_default(body.rules.as_deref())?;
    too_many_plies(&body.moves)?;
    let start = body.start_fen.as_deref().unwrap_or(rules.start_fen());
    let pos =
        validate_fen(start, rules).map_err(|f| StudyError::Unprocessable("bad-position", f.to_string()))?;
    let moves = replay(pos.clone(), &body.moves)
        .map_err(|b| StudyError::Unprocessable("bad-move", b.message))?
        .into_iter()
        .map(|(m, _)| m)
        .collect();
    let result = match body.result.as_deref() {
        None | Some("*" | "") => None,
        Some("1-0") => Some(GameResult::FirstWins),
        Some("0-1") => Some(GameResult::SecondWins),
        Some("1/2-1/2") => Some(GameResult::Draw),
        Some(other) => {
            return Err(StudyError::BadRequest(format!(
                "result '{}' is none of 1-0, 0-1, 1/2-1/2, *",
                clip(other)
            )))
        }
    };
    if body.tags.len() > 64 || body.tags.iter().any(|(k, v)| k.len() > 64 || v.len() > 1024) {
        return Err(StudyError::BadRequest(
            "at most 64 tags, names of 64 bytes and values of 1024".to_owned(),
        ));
    }
    let record = Record {
        start: pos,
        moves,
        result,
        tags: body.tags.into_iter().collect(),
    };
    let records = [record];
    let unprocessable =
        |e: palace_records::WriteError| StudyError::Unprocessable("cannot-write", e.to_string());
    let text = match body.to.as_str() {
        "pgn" => write_pgn(&records, MoveStyle::Coordinate).map_err(unprocessable)?,
        "wxf" => write_pgn(&records, MoveStyle::Wxf).map_err(unprocessable)?,
        "chinese" => write_pgn(&records, MoveStyle::Chinese).map_err(unprocessable)?,
        "korean" => write_pgn(&records, MoveStyle::Korean).map_err(unprocessable)?,
        "gib" => {
            let bytes = write_gib(&records, GibEncoding::Utf8).map_err(unprocessable)?;
            String::from_utf8(bytes).map_err(|_| {
                StudyError::Unprocessable("cannot-write", "the GIB text is not UTF-8".to_owned())
            })?
        }
        "fen" => write_fen(&records),
        other => {
            return Err(StudyError::BadRequest(format!(
                "unknown output '{}' (expected pgn, gib, fen, wxf, chinese or korean)",
                clip(other)
            )))
        }
    };
    let mut out = Map::new();
    out.insert("to".into(), body.to.into());
    out.insert("text".into(), text.into());
    Ok(Json(Value::Object(out)))
}
