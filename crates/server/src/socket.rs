//! The game WebSocket: `GET /api/games/{id}/socket?token=...`.
//!
//! A connection with a seat token may move for its seats; without one it
//! watches. The reader (client intents) and the writer (game events and
//! replies) run side by side, joined with `select!`: whichever ends first
//! ends the connection.
//!
//! Each socket is bounded by [`crate::Limits`]: it may send `socket_rate`
//! messages a second (refusals beyond that, then a close with 4429), must
//! say something (a pong will do) within `socket_idle`, and must read what
//! it is sent: a message that cannot be written within
//! `socket_send_timeout`, or falling behind the game's events
//! twice within a minute, closes it with 4408. On shutdown it gets 1001.

use crate::limits::Bucket;
use crate::live::{ActionError, Connection};
use crate::net::LocalAddr;
use crate::protocol::{self, ClientMessage, ProtocolError};
use crate::status::side_name;
use crate::AppState;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use futures_util::{SinkExt, StreamExt};
use palace_rules::{Color, Variant};
use serde::Deserialize;
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::{broadcast, mpsc, watch};
use tokio::time::Instant;

/// Frames beyond this are refused by the WebSocket layer itself (the
/// connection closes); messages between [`crate::protocol::MAX_MESSAGE`] and this get an
/// error reply and change nothing.
const MAX_FRAME: usize = 64 * 1024;

/// Query of the socket URL.
#[derive(Deserialize, Debug)]
pub struct SocketQuery {
    pub token: Option<String>,
}

/// Bytes read from a socket at a time. Client messages are tens of bytes
/// (a longer one makes the buffer grow as needed), and every open socket
/// keeps this buffer: 1 KiB rather than 4 saves 3 KiB a socket.
const SOCKET_READ_BUFFER: usize = 1024;

/// Close codes beyond the standard ones.
pub const CLOSE_GOING_AWAY: u16 = 1001;
pub const CLOSE_TIMEOUT: u16 = 4408;
pub const CLOSE_RATE_LIMITED: u16 = 4429;

pub async fn upgrade(
    ws: WebSocketUpgrade,
    State(app): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<SocketQuery>,
    headers: HeaderMap,
    local: Option<axum::Extension<LocalAddr>>,
) -> Response {
    // A page of another site must not open a socket in the player's name.
    if !app.site.origin_allowed(&headers, local.map(|e| e.0)) {
        return (
            StatusCode::FORBIDDEN,
            Json(crate::api::ErrorBody::new(
                "bad-origin",
                "game sockets can be opened only from this site's own pages",
            )),
        )
            .into_response();
    }
    // The name a logged-in spectator chats under.
    let author = crate::accounts::current(&app, &headers)
        .await
        .ok()
        .flatten()
        .map(|a| a.username);
    // Small buffers: client messages are a few bytes, and the default 128 KiB
    // read buffer per socket would make 4,000 idle sockets cost ~0.5 GB.
    ws.max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .read_buffer_size(SOCKET_READ_BUFFER)
        .write_buffer_size(0)
        .on_upgrade(move |socket| run(app, id, q.token.filter(|t| !t.is_empty()), author, socket))
}

fn text(v: &impl serde::Serialize) -> Message {
    Message::Text(
        serde_json::to_string(v)
            .expect("a socket message serializes")
            .into(),
    )
}

fn to_value(m: &protocol::SocketMessage<'_>) -> Value {
    serde_json::to_value(m).expect("a socket message serializes")
}

fn close(code: u16, reason: &'static str) -> Message {
    Message::Close(Some(CloseFrame {
        code,
        reason: reason.into(),
    }))
}

fn close_code(e: &ActionError) -> u16 {
    match e {
        ActionError::UnknownGame => 4404,
        ActionError::WrongToken => 4403,
        ActionError::TooManySpectators(_) => 4503,
        ActionError::Remote {
            code: "too-many-spectators",
            ..
        } => 4503,
        _ => 4500,
    }
}

/// Why the reader or the writer ended the connection.
enum End {
    /// The client closed, or the connection broke: nothing to send.
    Gone,
    /// Close with this code and reason.
    Close(u16, &'static str),
}

/// A chat message as it may be posted: trimmed, not empty, not longer
/// than the limit, no control characters; and within the chat rate.
fn check_chat(limits: &crate::Limits, bucket: &mut Bucket, text: &str) -> Result<String, ActionError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ActionError::BadChat("the message is empty".into()));
    }
    if text.chars().count() > limits.chat_max_chars {
        return Err(ActionError::BadChat(format!(
            "a chat message is at most {} characters",
            limits.chat_max_chars
        )));
    }
    if !bucket.take() {
        return Err(ActionError::RateLimited("chat messages"));
    }
    Ok(text.chars().filter(|c| !c.is_control()).collect())
}

async fn run(app: AppState, id: String, token: Option<String>, author: Option<String>, socket: WebSocket) {
    let (mut sink, mut stream) = socket.split();
    let connected = app
        .registry
        .with_game(&id, |h| {
            let token = token.clone();
            async move { h.connect(token).await }
        })
        .await;
    let Connection {
        access,
        state,
        mut events,
        handle,
    } = match connected {
        Ok(c) => c,
        Err(e) => {
            let _ = sink.send(text(&protocol::error(e.code(), &e.to_string()))).await;
            let _ = sink.send(close(close_code(&e), e.code())).await;
            return;
        }
    };
    let variant = if state["game"] == "janggi" {
        Variant::Janggi
    } else {
        Variant::Xiangqi
    };
    let seats: Vec<&str> = Color::ALL
        .into_iter()
        .filter(|&c| access.holds(c))
        .map(|c| side_name(variant, c))
        .collect();
    tracing::debug!(game = %id, ?seats, "socket connected");
    let hello = protocol::SocketMessage::Hello {
        you: protocol::You {
            spectator: access.is_spectator(),
            seats,
        },
        state: &state,
    };
    let limits = Arc::clone(&app.limits);
    let hello = text(&hello);
    // The state as a JSON tree is several KiB: not kept for the socket's
    // life (with 10,000 sockets it was 7 KiB of every socket's 24).
    drop(state);
    if sink.send(hello).await.is_err() {
        handle.disconnect(access).await;
        return;
    }

    let (reply_tx, mut reply_rx) = mpsc::channel::<Message>(16);
    let (writer_done, mut writer_ended) = tokio::sync::oneshot::channel::<()>();
    let writer_handle = handle.clone();
    let writer_limits = Arc::clone(&limits);
    let mut stopping: watch::Receiver<bool> = app.stopping.clone();
    let writer = async move {
        let stopped = async move {
            let _ = stopping.wait_for(|s| *s).await;
        };
        tokio::pin!(stopped);
        let mut ping = tokio::time::interval(writer_limits.socket_ping);
        ping.tick().await;
        let mut last_lag: Option<Instant> = None;
        let end = loop {
            let msg = tokio::select! {
                ev = events.recv() => match ev {
                    // The spectators' chat stays hidden from the players during play.
                    Ok(ev) if ev.spectators_only && !access.is_spectator() => continue,
                    Ok(ev) => Message::Text(ev.text),
                    Err(broadcast::error::RecvError::Lagged(_)) => {
                        // Fell behind: one resync with the whole state; a
                        // second time within a minute, it is too slow.
                        if last_lag.is_some_and(|t| t.elapsed() < Duration::from_secs(60)) {
                            break End::Close(CLOSE_TIMEOUT, "too-slow");
                        }
                        last_lag = Some(Instant::now());
                        match writer_handle.view().await {
                            Ok(state) => text(&protocol::SocketMessage::State { state: &state }),
                            Err(_) => break End::Close(CLOSE_GOING_AWAY, "unavailable"),
                        }
                    }
                    Err(broadcast::error::RecvError::Closed) => break End::Close(CLOSE_GOING_AWAY, "unavailable"),
                },
                reply = reply_rx.recv() => match reply {
                    Some(Message::Close(frame)) => {
                        let _ = sink.send(Message::Close(frame)).await;
                        break End::Gone;
                    }
                    Some(m) => m,
                    None => break End::Gone,
                },
                _ = ping.tick() => Message::Ping(Vec::new().into()),
                () = &mut stopped => break End::Close(CLOSE_GOING_AWAY, "server-restarting"),
            };
            match tokio::time::timeout(writer_limits.socket_send_timeout, sink.send(msg)).await {
                Ok(Ok(())) => {}
                Ok(Err(_)) => break End::Gone,
                Err(_) => break End::Close(CLOSE_TIMEOUT, "too-slow"),
            }
        };
        if let End::Close(code, reason) = end {
            let _ = tokio::time::timeout(Duration::from_secs(1), sink.send(close(code, reason))).await;
        }
        drop(writer_done);
    };
    let reader_handle = handle.clone();
    let reader_tx = reply_tx;
    let reader = async move {
        let mut bucket = Bucket::new(limits.socket_rate, limits.socket_burst);
        let mut chat_bucket = Bucket::new(limits.chat_per_minute / 60.0, limits.chat_burst);
        let mut strikes = 0;
        // Closing: after our close frame, read on (and drop) what the
        // client still sends until it closes too, for at most a second;
        // closing with unread data would reset the connection and lose
        // the close frame on the way.
        let drain = |mut stream: futures_util::stream::SplitStream<WebSocket>| async move {
            let _ = tokio::time::timeout(Duration::from_secs(1), async {
                while let Some(Ok(m)) = stream.next().await {
                    if matches!(m, Message::Close(_)) {
                        break;
                    }
                }
            })
            .await;
        };
        loop {
            let next = tokio::select! {
                next = tokio::time::timeout(limits.socket_idle, stream.next()) => next,
                _ = &mut writer_ended => return drain(stream).await,
            };
            let msg = match next {
                Err(_) => {
                    let _ = reader_tx.send(close(CLOSE_TIMEOUT, "idle")).await;
                    return drain(stream).await;
                }
                Ok(None | Some(Err(_))) => return,
                Ok(Some(Ok(msg))) => msg,
            };
            let decoded = match msg {
                Message::Text(t) => protocol::decode(t.as_str()),
                Message::Binary(_) => Err(ProtocolError::Binary),
                Message::Close(_) => return,
                Message::Ping(_) | Message::Pong(_) => continue,
            };
            let reply = if bucket.take() {
                match decoded {
                    Err(e) => Some(protocol::error(e.code(), &e.to_string())),
                    Ok(ClientMessage::Ping) => Some(to_value(&protocol::SocketMessage::Pong)),
                    Ok(ClientMessage::Chat { room, text }) => {
                        let checked = check_chat(&limits, &mut chat_bucket, &text);
                        let sent = match checked {
                            Ok(text) => reader_handle.chat(access, author.clone(), room, text).await,
                            Err(e) => Err(e),
                        };
                        sent.err().map(|e| protocol::error(e.code(), &e.to_string()))
                    }
                    Ok(ClientMessage::Act { version, action }) => {
                        match reader_handle.act(access, version, action).await {
                            Ok(()) => None,
                            Err(e) => Some(protocol::error(e.code(), &e.to_string())),
                        }
                    }
                }
            } else {
                strikes += 1;
                if strikes >= limits.socket_strikes {
                    let _ = reader_tx.send(close(CLOSE_RATE_LIMITED, "rate-limited")).await;
                    return drain(stream).await;
                }
                let e = ActionError::RateLimited("messages");
                Some(protocol::error(e.code(), &e.to_string()))
            };
            if let Some(r) = reply {
                if reader_tx.send(text(&r)).await.is_err() {
                    return;
                }
            }
        }
    };
    // The writer owns the sink and ends the connection: when the reader
    // ends (its sender dropped, or a close frame sent through it), when it
    // cannot write, or on shutdown; the reader then drains and ends.
    tokio::join!(writer, reader);
    handle.disconnect(access).await;
    tracing::debug!(game = %id, "socket closed");
}

const _: () = assert!(MAX_FRAME > crate::protocol::MAX_MESSAGE, "room for error replies");
