//! The study board's engine analysis: `GET /api/analysis/socket`.
//!
//! A WebSocket on which the client names a position and hears the engine's
//! view of it as the search deepens. Searches run on the computer
//! opponents' engine threads, behind the same fair queue
//! ([`crate::thinking::Engine::permits`]), so analysis never takes a thread
//! a game's reply is waiting for for long: a live analysis ends after
//! [`ANALYSIS_TIME`], and a game's graph takes a permit per position.
//! One address may hold [`MAX_ANALYSES_PER_ADDRESS`] analysis sockets; one
//! socket runs one search at a time, and a new request stops the old one.
//!
//! ```text
//! client → server
//! {"type": "analyse", "id": 7, "rules": "janggi", "fen": "...", "moves": ["a4b4"],
//!  "lines": 3, "notation": "korean"}       // fen, moves, lines, notation optional
//! {"type": "graph", "id": 8, "rules": "xiangqi", "fen": "...", "moves": [...]}
//! {"type": "stop"}
//! server → client
//! {"type": "eval", "id": 7, "fen": "...", "depth": 12, "nodes": 81234,
//!  "lines": [{"multipv": 1, "score": {"cp": 35}, "pv": ["h3e3", ...], "text": ["C2=5", ...]}]}
//! {"type": "point", "id": 8, "ply": 0, "cp": 20, "mate": null, "best": "h3e3"}  // First's view
//! {"type": "done", "id": 7}
//! {"type": "error", "id": 7, "code": "bad-position", "message": "..."}
//! ```
//! Scores of `eval` are from the side to move's point of view (as UCI
//! gives them); a graph's points are from the first player's (Red, Cho),
//! so that a falling line is always a good move for the second player.

use crate::api::ErrorBody;
use crate::chooser::{AnalysisLimits, AnalysisLine, Score};
use crate::net::{LocalAddr, PeerAddr};
use crate::AppState;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Extension, Json, Router};
use futures_util::{SinkExt, StreamExt};
use palace_rules::notation::Notation;
use palace_rules::{validate_fen, Color, Game, Move, Position, RuleSet, Variant};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{mpsc, Notify};
use utoipa::ToSchema;

/// Analysis sockets one address may hold at once.
pub const MAX_ANALYSES_PER_ADDRESS: usize = 3;
/// Longest a live analysis searches before it ends by itself.
pub const ANALYSIS_TIME: Duration = Duration::from_secs(20);
/// Deepest a live analysis goes.
pub const ANALYSIS_DEPTH: i32 = 40;
/// Most lines one analysis shows.
pub const MAX_LINES: usize = 5;
/// Nodes searched per position of a game's graph.
pub const GRAPH_NODES: u64 = 12_000;
/// Most moves a request may carry.
pub const MAX_MOVES: usize = 2000;
/// Largest message a client may send.
const MAX_MESSAGE: usize = 64 * 1024;
/// Mate scores drawn in a graph: beyond any ordinary evaluation.
pub const GRAPH_MATE_CP: i32 = 10_000;

/// Close code of a socket refused for the per-address limit.
pub const CLOSE_TOO_MANY: u16 = 4429;

/// Open analysis sockets per address.
#[derive(Debug, Default)]
struct Seats(Mutex<HashMap<IpAddr, usize>>);

/// One address's place, given back when the socket ends.
struct Seat {
    seats: Arc<Seats>,
    ip: IpAddr,
}

impl Seats {
    fn take(self: &Arc<Self>, ip: IpAddr) -> Option<Seat> {
        let mut map = self.0.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let n = map.entry(ip).or_insert(0);
        if *n >= MAX_ANALYSES_PER_ADDRESS {
            return None;
        }
        *n += 1;
        Some(Seat {
            seats: Arc::clone(self),
            ip,
        })
    }
}

impl Drop for Seat {
    fn drop(&mut self) {
        let mut map = self
            .seats
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(n) = map.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                map.remove(&self.ip);
            }
        }
    }
}

/// The analysis route, with its own per-address count.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/analysis/socket", get(upgrade))
        .layer(Extension(Arc::new(Seats::default())))
}

async fn upgrade(
    ws: WebSocketUpgrade,
    State(app): State<AppState>,
    Extension(seats): Extension<Arc<Seats>>,
    headers: HeaderMap,
    local: Option<Extension<LocalAddr>>,
    peer: Option<Extension<PeerAddr>>,
) -> Response {
    if !app.site.origin_allowed(&headers, local.map(|e| e.0)) {
        return (
            StatusCode::FORBIDDEN,
            Json(ErrorBody::new(
                "bad-origin",
                "analysis sockets can be opened only from this site's own pages",
            )),
        )
            .into_response();
    }
    let ip = peer.map_or(IpAddr::from([127, 0, 0, 1]), |Extension(PeerAddr(a))| a.ip());
    let seat = seats.take(ip);
    ws.max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| async move {
            match seat {
                Some(seat) => run(app, socket, seat).await,
                None => refuse(socket).await,
            }
        })
}

/// A score from the side to move's view.
#[derive(Serialize, ToSchema, Clone, Copy, PartialEq, Eq, Debug)]
#[serde(untagged)]
pub enum ScoreView {
    /// Centipawns.
    Cp { cp: i32 },
    /// Mate in this many moves (negative: being mated).
    Mate { mate: i32 },
}

/// One line of an analysis.
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
pub struct LineView {
    pub multipv: usize,
    pub score: ScoreView,
    /// Coordinate moves.
    pub pv: Vec<String>,
    /// The moves in the chosen notation.
    pub text: Vec<String>,
}

/// What the analysis socket sends; `id` echoes the request's.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum AnalysisMessage {
    Error {
        id: Option<u64>,
        code: String,
        message: String,
    },
    /// The lines at one depth.
    Eval {
        id: Option<u64>,
        fen: String,
        depth: i32,
        nodes: u64,
        lines: Vec<LineView>,
    },
    /// One position of a game's graph, from the first player's view.
    Point {
        id: Option<u64>,
        ply: usize,
        cp: i32,
        mate: Option<i32>,
        best: Option<String>,
    },
    /// The request is answered (with `no_moves` when the position has none).
    Done {
        id: Option<u64>,
        #[serde(skip_serializing_if = "Option::is_none")]
        fen: Option<String>,
        #[serde(skip_serializing_if = "Option::is_none")]
        no_moves: Option<bool>,
    },
}

impl AnalysisMessage {
    fn done(id: Option<u64>) -> AnalysisMessage {
        AnalysisMessage::Done {
            id,
            fen: None,
            no_moves: None,
        }
    }
}

fn text(m: &AnalysisMessage) -> Message {
    Message::Text(
        serde_json::to_string(m)
            .expect("an analysis message serializes")
            .into(),
    )
}

fn error(id: Option<u64>, code: &str, message: &str) -> AnalysisMessage {
    AnalysisMessage::Error {
        id,
        code: code.to_owned(),
        message: message.to_owned(),
    }
}

/// The per-address limit: say why, then close.
async fn refuse(mut socket: WebSocket) {
    let why = format!(
        "at most {MAX_ANALYSES_PER_ADDRESS} analysis boards may be open at once from one address; close another first"
    );
    let _ = socket.send(text(&error(None, "too-many-analyses", &why))).await;
    let _ = socket
        .send(Message::Close(Some(CloseFrame {
            code: CLOSE_TOO_MANY,
            reason: "too-many-analyses".into(),
        })))
        .await;
}

/// A request as the client sends it.
#[derive(Deserialize, Debug)]
#[serde(tag = "type", rename_all = "lowercase", deny_unknown_fields)]
enum Request {
    Analyse {
        id: Option<u64>,
        rules: Option<String>,
        fen: Option<String>,
        #[serde(default)]
        moves: Vec<String>,
        lines: Option<usize>,
        notation: Option<String>,
    },
    Graph {
        id: Option<u64>,
        rules: Option<String>,
        fen: Option<String>,
        #[serde(default)]
        moves: Vec<String>,
    },
    Stop,
}

/// A bad request: its code and sentence.
struct Refusal(&'static str, String);

/// The rule set, start position and every position after each move.
fn positions(rules: Option<&str>, fen: Option<&str>, moves: &[String]) -> Result<Vec<Position>, Refusal> {
    let rules = match rules {
        None => RuleSet::default_for(Variant::Xiangqi),
        Some(name) => RuleSet::preset(name).ok_or_else(|| {
            Refusal(
                "bad-rules",
                format!(
                    "unknown rule set '{}' (known: {})",
                    name.chars().take(40).collect::<String>(),
                    RuleSet::preset_names().collect::<Vec<_>>().join(", ")
                ),
            )
        })?,
    };
    if moves.len() > MAX_MOVES {
        return Err(Refusal(
            "bad-request",
            format!("{} moves, at most {MAX_MOVES} allowed", moves.len()),
        ));
    }
    let start = validate_fen(fen.unwrap_or(rules.start_fen()), rules)
        .map_err(|f| Refusal("bad-position", format!("bad FEN: {f}")))?;
    let mut out = Vec::with_capacity(moves.len() + 1);
    out.push(start);
    for (i, text) in moves.iter().enumerate() {
        let pos = out.last().expect("start");
        let next = pos.parse_move(text).and_then(|m| pos.play(m)).map_err(|e| {
            Refusal(
                "bad-move",
                format!(
                    "ply {}: '{}': {e}",
                    i + 1,
                    text.chars().take(40).collect::<String>()
                ),
            )
        })?;
        out.push(next);
    }
    Ok(out)
}

/// The notation asked for, or the game's usual one (as live games show).
fn notation(name: Option<&str>, variant: Variant) -> Result<Notation, Refusal> {
    let n = match name {
        None => match variant {
            Variant::Xiangqi => Notation::Wxf,
            Variant::Janggi => Notation::Korean,
        },
        Some(s) => s
            .parse::<Notation>()
            .map_err(|e| Refusal("bad-notation", e.to_string()))?,
    };
    if !n.applies_to(variant) {
        return Err(Refusal(
            "bad-notation",
            format!("the {} notation is not used for this game", n.name()),
        ));
    }
    Ok(n)
}

/// A line's moves in the notation, as far as they can be written.
fn line_text(pos: &Position, pv: &[Move], n: Notation) -> Vec<String> {
    let mut out = Vec::with_capacity(pv.len());
    let mut pos = pos.clone();
    for &m in pv {
        let Ok(t) = n.format(&pos, m) else { break };
        out.push(t);
        match pos.play(m) {
            Ok(p) => pos = p,
            Err(_) => break,
        }
    }
    out
}

fn score_view(s: Score) -> ScoreView {
    match s {
        Score::Cp(cp) => ScoreView::Cp { cp },
        Score::Mate(mate) => ScoreView::Mate { mate },
    }
}

fn eval_message(id: Option<u64>, pos: &Position, lines: &[AnalysisLine], n: Notation) -> AnalysisMessage {
    let depth = lines.first().map_or(0, |l| l.depth);
    let nodes = lines.iter().map(|l| l.nodes).max().unwrap_or(0);
    let lines = lines
        .iter()
        .map(|l| LineView {
            multipv: l.multipv,
            score: score_view(l.score),
            pv: l.pv.iter().map(ToString::to_string).collect(),
            text: line_text(pos, &l.pv, n),
        })
        .collect();
    AnalysisMessage::Eval {
        id,
        fen: pos.fen(),
        depth,
        nodes,
        lines,
    }
}

/// A search in flight: stopping it ends it (or takes it out of the queue).
struct Job {
    stop: Arc<AtomicBool>,
    leave: Arc<Notify>,
}

impl Drop for Job {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        self.leave.notify_one();
    }
}

/// Waits for an engine thread from the computer opponents' queue; `None`
/// when the job was stopped first.
/// The queue's counters (`/metrics`) count analyses with the games' searches.
async fn permit(app: &AppState, stop: &AtomicBool, leave: &Notify) -> Option<Running> {
    let engine = app.registry.engine();
    let stats = Arc::clone(&engine.stats);
    stats.queued.fetch_add(1, Ordering::Relaxed);
    let queued_at = tokio::time::Instant::now();
    let p = tokio::select! {
        p = Arc::clone(&engine.permits).acquire_owned() => p.ok(),
        () = leave.notified() => None,
    };
    stats.queued.fetch_sub(1, Ordering::Relaxed);
    let Some(permit) = p.filter(|_| !stop.load(Ordering::Relaxed)) else {
        stats.cancelled.fetch_add(1, Ordering::Relaxed);
        return None;
    };
    let wait = u64::try_from(queued_at.elapsed().as_micros()).unwrap_or(u64::MAX);
    stats.started.fetch_add(1, Ordering::Relaxed);
    stats.wait_us_total.fetch_add(wait, Ordering::Relaxed);
    stats.wait_us_max.fetch_max(wait, Ordering::Relaxed);
    stats.running.fetch_add(1, Ordering::Relaxed);
    Some(Running {
        _permit: permit,
        stats,
    })
}

/// An engine thread held by an analysis; counted as running until dropped.
struct Running {
    _permit: tokio::sync::OwnedSemaphorePermit,
    stats: Arc<crate::thinking::EngineStats>,
}

impl Drop for Running {
    fn drop(&mut self) {
        self.stats.running.fetch_sub(1, Ordering::Relaxed);
    }
}

/// Runs one search of `pos` on an engine thread; `report` hears every
/// depth. Returns false when the engine cannot analyse.
async fn search(
    app: &AppState,
    pos: Position,
    limits: AnalysisLimits,
    stop: &Arc<AtomicBool>,
    report: impl FnMut(&[AnalysisLine]) + Send + 'static,
) -> bool {
    let chooser = Arc::clone(&app.registry.engine().chooser);
    let flag = Arc::clone(stop);
    let mut report = report;
    tokio::task::spawn_blocking(move || {
        chooser.analyse(&Game::from_position(pos), &limits, &flag, &mut report)
    })
    .await
    .unwrap_or_else(|e| {
        tracing::error!("analysis failed: {e}");
        true
    })
}

const NO_ENGINE: &str = "this server has no engine to analyse with";

/// A live analysis: `eval` at every depth, then `done`.
async fn analyse(
    app: AppState,
    id: Option<u64>,
    pos: Position,
    lines: usize,
    n: Notation,
    tx: mpsc::Sender<AnalysisMessage>,
    job: (Arc<AtomicBool>, Arc<Notify>),
) {
    let (stop, leave) = job;
    let Some(_permit) = permit(&app, &stop, &leave).await else {
        return;
    };
    let limits = AnalysisLimits {
        lines,
        max_depth: Some(ANALYSIS_DEPTH),
        max_nodes: None,
        max_time: ANALYSIS_TIME,
    };
    let at = pos.clone();
    let evals = tx.clone();
    let flag = Arc::clone(&stop);
    let report = move |l: &[AnalysisLine]| {
        // A slow reader misses intermediate depths, never the stop.
        if !flag.load(Ordering::Relaxed) {
            let _ = evals.try_send(eval_message(id, &at, l, n));
        }
    };
    if !search(&app, pos, limits, &stop, report).await {
        let _ = tx.send(error(id, "no-engine", NO_ENGINE)).await;
        return;
    }
    if !stop.load(Ordering::Relaxed) {
        let _ = tx.send(AnalysisMessage::done(id)).await;
    }
}

/// A game's graph: one `point` per position, from the first player's view.
async fn graph(
    app: AppState,
    id: Option<u64>,
    positions: Vec<Position>,
    tx: mpsc::Sender<AnalysisMessage>,
    job: (Arc<AtomicBool>, Arc<Notify>),
) {
    let (stop, leave) = job;
    for (ply, pos) in positions.into_iter().enumerate() {
        // A permit per position: games waiting for the computer's reply
        // get their turn between two positions.
        let Some(_permit) = permit(&app, &stop, &leave).await else {
            return;
        };
        let limits = AnalysisLimits {
            lines: 1,
            max_depth: Some(ANALYSIS_DEPTH),
            max_nodes: Some(GRAPH_NODES),
            max_time: ANALYSIS_TIME,
        };
        let last: Arc<Mutex<Option<AnalysisLine>>> = Arc::default();
        let keep = Arc::clone(&last);
        let report = move |l: &[AnalysisLine]| {
            if let (Some(first), Ok(mut k)) = (l.first(), keep.lock()) {
                *k = Some(first.clone());
            }
        };
        let turn = pos.turn();
        let no_moves = pos.legal_moves().is_empty();
        if !search(&app, pos, limits, &stop, report).await {
            let _ = tx.send(error(id, "no-engine", NO_ENGINE)).await;
            return;
        }
        if stop.load(Ordering::Relaxed) {
            return;
        }
        let line = last.lock().ok().and_then(|mut l| l.take());
        // No legal move: the side to move has lost (both games).
        let score = line
            .as_ref()
            .map_or(if no_moves { Score::Mate(0) } else { Score::Cp(0) }, |l| l.score);
        let sign = if turn == Color::First { 1 } else { -1 };
        let (cp, mate) = match score {
            Score::Cp(c) => (sign * c, None),
            Score::Mate(m) => {
                let first_wins = (m > 0) == (turn == Color::First);
                let cp = if first_wins { GRAPH_MATE_CP } else { -GRAPH_MATE_CP };
                (cp, Some(sign * if m == 0 { -1 } else { m }))
            }
        };
        let best = line.and_then(|l| l.pv.first().map(ToString::to_string));
        let point = AnalysisMessage::Point {
            id,
            ply,
            cp,
            mate,
            best,
        };
        if tx.send(point).await.is_err() {
            return;
        }
    }
    let _ = tx.send(AnalysisMessage::done(id)).await;
}

/// What one request starts: a reply now, or a search.
fn start(
    app: &AppState,
    req: Request,
    tx: &mpsc::Sender<AnalysisMessage>,
) -> Result<Option<Job>, AnalysisMessage> {
    let job = || {
        let stop = Arc::new(AtomicBool::new(false));
        let leave = Arc::new(Notify::new());
        (
            Job {
                stop: Arc::clone(&stop),
                leave: Arc::clone(&leave),
            },
            (stop, leave),
        )
    };
    match req {
        Request::Stop => Ok(None),
        Request::Analyse {
            id,
            rules,
            fen,
            moves,
            lines,
            notation: name,
        } => {
            let refuse = |r: Refusal| error(id, r.0, &r.1);
            let lines = lines.unwrap_or(1);
            if !(1..=MAX_LINES).contains(&lines) {
                return Err(error(
                    id,
                    "bad-request",
                    &format!("lines must be 1 to {MAX_LINES}, not {lines}"),
                ));
            }
            let mut all = positions(rules.as_deref(), fen.as_deref(), &moves).map_err(refuse)?;
            let pos = all.pop().expect("start");
            let n = notation(name.as_deref(), pos.variant()).map_err(refuse)?;
            if pos.legal_moves().is_empty() {
                return Err(AnalysisMessage::Done {
                    id,
                    fen: Some(pos.fen()),
                    no_moves: Some(true),
                });
            }
            let (handle, parts) = job();
            tokio::spawn(analyse(app.clone(), id, pos, lines, n, tx.clone(), parts));
            Ok(Some(handle))
        }
        Request::Graph {
            id,
            rules,
            fen,
            moves,
        } => {
            let all =
                positions(rules.as_deref(), fen.as_deref(), &moves).map_err(|r| error(id, r.0, &r.1))?;
            let (handle, parts) = job();
            tokio::spawn(graph(app.clone(), id, all, tx.clone(), parts));
            Ok(Some(handle))
        }
    }
}

async fn run(app: AppState, socket: WebSocket, seat: Seat) {
    let (mut sink, mut stream) = socket.split();
    // Searches write here; the loop below is the only writer of the socket.
    let (tx, mut rx) = mpsc::channel::<AnalysisMessage>(32);
    let mut job: Option<Job> = None;
    let mut stopping = app.stopping.clone();
    let stopped = async move {
        let _ = stopping.wait_for(|s| *s).await;
    };
    tokio::pin!(stopped);
    loop {
        tokio::select! {
            msg = stream.next() => {
                let text = match msg {
                    Some(Ok(Message::Text(t))) => t,
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Binary(_))) => {
                        let e = error(None, "bad-message", "messages are JSON text");
                        if sink.send(self::text(&e)).await.is_err() { break; }
                        continue;
                    }
                    _ => break,
                };
                // Whatever comes next, the old search's answer is stale.
                job = None;
                while rx.try_recv().is_ok() {}
                let reply = match serde_json::from_str::<Request>(text.as_str()) {
                    Err(e) => Some(error(None, "bad-message", &format!("not an analysis request: {e}"))),
                    Ok(req) => match start(&app, req, &tx) {
                        Ok(j) => { job = j; None }
                        Err(reply) => Some(reply),
                    },
                };
                if let Some(r) = reply {
                    if sink.send(self::text(&r)).await.is_err() { break; }
                }
            }
            Some(v) = rx.recv() => {
                // A message of a search stopped since is dropped.
                let current = job.as_ref().is_some_and(|j| !j.stop.load(Ordering::Relaxed));
                if current && sink.send(text(&v)).await.is_err() {
                    break;
                }
            }
            () = &mut stopped => break,
        }
    }
    drop(job);
    drop(seat);
}
