//! `GET /api/lobby/socket`: the lobby live. On connecting, a `lobby`
//! message with the open seeks, the challenges this player may see and
//! the counts; then `seek-added`, `seek-removed`, `challenge-added`,
//! `challenge-removed` and `stats` as they happen. Clients only send
//! `{"type":"ping"}` (answered with `pong`).

use super::{Event, LobbyMessage, StatsView};
use crate::accounts;
use crate::api::ErrorBody;
use crate::limits::Bucket;
use crate::net::LocalAddr;
use crate::socket::{CLOSE_GOING_AWAY, CLOSE_RATE_LIMITED, CLOSE_TIMEOUT};
use crate::AppState;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use futures_util::{SinkExt, StreamExt};
use tokio::sync::broadcast;

pub async fn upgrade(
    ws: WebSocketUpgrade,
    State(app): State<AppState>,
    headers: HeaderMap,
    local: Option<axum::Extension<LocalAddr>>,
) -> Response {
    if !app.site.origin_allowed(&headers, local.map(|e| e.0)) {
        return (
            StatusCode::FORBIDDEN,
            Json(ErrorBody::new(
                "bad-origin",
                "the lobby socket opens only from this site's own pages",
            )),
        )
            .into_response();
    }
    let user = accounts::current(&app, &headers)
        .await
        .ok()
        .flatten()
        .map(|a| a.id);
    ws.max_message_size(4096)
        .max_frame_size(4096)
        .read_buffer_size(4096)
        .write_buffer_size(0)
        .on_upgrade(move |socket| run(app, user, socket))
}

fn text(m: &LobbyMessage) -> Message {
    Message::Text(
        serde_json::to_string(m)
            .expect("a lobby message serializes")
            .into(),
    )
}

async fn run(app: AppState, user: Option<i64>, socket: WebSocket) {
    let (mut sink, mut stream) = socket.split();
    let mut events = app.lobby.subscribe();
    let mut stats = app.lobby.stats.subscribe();
    let (online, games) = super::api::counts(&app).await;
    // Built in a block and sent as text: the JSON trees of a busy lobby
    // weigh megabytes and must not live as long as the socket.
    let hello = {
        let (seeks, challenges) = app.lobby.listing(user);
        text(&LobbyMessage::Lobby {
            seeks,
            challenges,
            stats: Some(StatsView { online, games }),
        })
    };
    if sink.send(hello).await.is_err() {
        return;
    }
    let limits = &app.limits;
    let mut ping = tokio::time::interval(limits.socket_ping);
    ping.tick().await;
    let mut bucket = Bucket::new(limits.socket_rate, limits.socket_burst);
    let mut strikes = 0;
    let mut closing = false;
    let mut stopping = app.stopping.clone();
    let stopped = async move {
        let _ = stopping.wait_for(|s| *s).await;
    };
    tokio::pin!(stopped);
    let close = |code: u16, reason: &'static str| {
        Message::Close(Some(CloseFrame {
            code,
            reason: reason.into(),
        }))
    };
    loop {
        let out = tokio::select! {
            ev = events.recv() => match ev {
                Ok(Event { text: t, only }) => {
                    if only.is_some_and(|ids| !user.is_some_and(|u| ids.contains(&u))) {
                        continue;
                    }
                    Message::Text(t.as_ref().into())
                }
                Err(broadcast::error::RecvError::Lagged(_)) => {
                    // Fell behind: the whole lobby again.
                    let (seeks, challenges) = app.lobby.listing(user);
                    text(&LobbyMessage::Lobby {
                        seeks,
                        challenges,
                        stats: None,
                    })
                }
                Err(broadcast::error::RecvError::Closed) => break,
            },
            changed = stats.changed() => {
                if changed.is_err() {
                    break;
                }
                let (online, games) = *stats.borrow_and_update();
                text(&LobbyMessage::Stats { online, games })
            }
            _ = ping.tick() => Message::Ping(Vec::new().into()),
            () = &mut stopped => {
                closing = true;
                close(CLOSE_GOING_AWAY, "server-restarting")
            }
            msg = tokio::time::timeout(limits.socket_idle, stream.next()) => match msg {
                Err(_) => {
                    let _ = sink.send(close(CLOSE_TIMEOUT, "idle")).await;
                    break;
                }
                Ok(None | Some(Err(_) | Ok(Message::Close(_)))) => break,
                Ok(Some(Ok(Message::Text(_)))) => {
                    if !bucket.take() {
                        strikes += 1;
                        if strikes >= limits.socket_strikes {
                            let _ = sink.send(close(CLOSE_RATE_LIMITED, "rate-limited")).await;
                            break;
                        }
                        continue;
                    }
                    text(&LobbyMessage::Pong)
                }
                Ok(Some(Ok(_))) => continue,
            },
        };
        match tokio::time::timeout(limits.socket_send_timeout, sink.send(out)).await {
            Ok(Ok(())) if !closing => {}
            _ => break,
        }
    }
}
