//! The game WebSocket: `GET /api/games/{id}/socket?token=...`.
//!
//! A connection with a seat token may move for its seats; without one it
//! watches. The reader (client intents) and the writer (game events and
//! replies) run side by side, joined with `select!`: whichever ends first
//! ends the connection.

use crate::live::{ActionError, Connection};
use crate::protocol::{self, ClientMessage, ProtocolError};
use crate::status::side_name;
use crate::AppState;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use palace_rules::{Color, Variant};
use serde::Deserialize;
use serde_json::{json, Value};
use tokio::sync::{broadcast, mpsc};

/// Frames beyond this are refused by the WebSocket layer itself (the
/// connection closes); messages between [`crate::protocol::MAX_MESSAGE`] and this get an
/// error reply and change nothing.
const MAX_FRAME: usize = 64 * 1024;

/// Query of the socket URL.
#[derive(Deserialize, Debug)]
pub struct SocketQuery {
    pub token: Option<String>,
}

/// Bytes read from a socket at a time.
const SOCKET_READ_BUFFER: usize = 4096;

pub async fn upgrade(
    ws: WebSocketUpgrade,
    State(app): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<SocketQuery>,
) -> Response {
    // Small buffers: client messages are a few bytes, and the default 128 KiB
    // read buffer per socket would make 4,000 idle sockets cost ~0.5 GB.
    ws.max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .read_buffer_size(SOCKET_READ_BUFFER)
        .write_buffer_size(0)
        .on_upgrade(move |socket| run(app, id, q.token.filter(|t| !t.is_empty()), socket))
}

fn text(v: &Value) -> Message {
    Message::Text(v.to_string().into())
}

fn close_code(e: &ActionError) -> u16 {
    match e {
        ActionError::UnknownGame => 4404,
        ActionError::WrongToken => 4403,
        _ => 4500,
    }
}

async fn run(app: AppState, id: String, token: Option<String>, socket: WebSocket) {
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
            let frame = CloseFrame {
                code: close_code(&e),
                reason: e.code().into(),
            };
            let _ = sink.send(Message::Close(Some(frame))).await;
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
    let hello = json!({
        "type": "hello",
        "you": {"seats": seats, "spectator": access.is_spectator()},
        "state": *state,
    });
    if sink.send(text(&hello)).await.is_err() {
        handle.disconnect(access).await;
        return;
    }

    let (reply_tx, mut reply_rx) = mpsc::channel::<Value>(16);
    let writer_handle = handle.clone();
    let writer = async move {
        loop {
            let msg = tokio::select! {
                ev = events.recv() => match ev {
                    Ok(t) => Message::Text(t.as_ref().into()),
                    Err(broadcast::error::RecvError::Lagged(_)) => match writer_handle.view().await {
                        Ok(state) => text(&json!({"type": "state", "state": *state})),
                        Err(_) => break,
                    },
                    Err(broadcast::error::RecvError::Closed) => break,
                },
                reply = reply_rx.recv() => match reply {
                    Some(v) => text(&v),
                    None => break,
                },
            };
            if sink.send(msg).await.is_err() {
                break;
            }
        }
    };
    let reader_handle = handle.clone();
    let reader = async move {
        while let Some(Ok(msg)) = stream.next().await {
            let decoded = match msg {
                Message::Text(t) => protocol::decode(t.as_str()),
                Message::Binary(_) => Err(ProtocolError::Binary),
                Message::Close(_) => break,
                Message::Ping(_) | Message::Pong(_) => continue,
            };
            let reply = match decoded {
                Err(e) => Some(protocol::error(e.code(), &e.to_string())),
                Ok(ClientMessage::Ping) => Some(json!({"type": "pong"})),
                Ok(m) => {
                    let action = m.action().expect("not a ping");
                    match reader_handle.act(access, action).await {
                        Ok(()) => None,
                        Err(e) => Some(protocol::error(e.code(), &e.to_string())),
                    }
                }
            };
            if let Some(r) = reply {
                if reply_tx.send(r).await.is_err() {
                    break;
                }
            }
        }
    };
    tokio::select! {
        () = writer => {},
        () = reader => {},
    }
    handle.disconnect(access).await;
    tracing::debug!(game = %id, "socket closed");
}

const _: () = assert!(MAX_FRAME > crate::protocol::MAX_MESSAGE, "room for error replies");
