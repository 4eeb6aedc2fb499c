//! One simulated pair: creates a game, plays it to its end over two
//! sockets (reconnecting when a node is lost), with its share of the
//! watchers following it.

use super::{Plan, Tally, MAX_PLIES, REPLY_TIMEOUT};
use futures_util::{SinkExt, StreamExt};
use palace_rules::Game;
use rand::seq::IndexedRandom;
use serde::Deserialize;
use serde_json::{json, Value};
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio_tungstenite::tungstenite::Message;

type Stream = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// An open socket, counted in the tally while it lives.
struct Socket {
    ws: Stream,
    tally: Arc<Tally>,
}

impl Socket {
    fn new(ws: Stream, tally: &Arc<Tally>) -> Socket {
        tally.socket_opened();
        Socket {
            ws,
            tally: Arc::clone(tally),
        }
    }

    async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

impl Drop for Socket {
    fn drop(&mut self) {
        self.tally.socket_closed();
    }
}

/// The fields of a server message the players act on; the rest is
/// skipped unparsed (the generator shares the server's cores, so it
/// parses no more than it needs).
#[derive(Deserialize)]
struct Incoming<'a> {
    #[serde(rename = "type", borrow)]
    kind: &'a str,
    version: Option<u64>,
    state: Option<StateVersion>,
    code: Option<String>,
}

#[derive(Deserialize)]
struct StateVersion {
    version: Option<u64>,
}

impl Incoming<'_> {
    fn version(&self) -> Option<u64> {
        self.version.or(self.state.as_ref().and_then(|s| s.version))
    }
}

async fn post(http: &reqwest::Client, url: String, body: Value) -> Result<Value, String> {
    let res = http
        .post(url)
        .json(&body)
        .send()
        .await
        .map_err(|_| "http-failed".to_owned())?;
    let status = res.status();
    let v: Value = res.json().await.map_err(|_| "http-failed".to_owned())?;
    if status.is_success() {
        Ok(v)
    } else {
        Err(format!(
            "http-{}-{}",
            status.as_u16(),
            v["error"].as_str().unwrap_or("?")
        ))
    }
}

/// Opens a WebSocket with a small read buffer: tungstenite zeroes its
/// whole read buffer (128 KiB by default) on every read, which took half
/// of the generator's time with 10,000 sockets of short messages.
async fn connect(
    url: String,
) -> Result<
    (
        Stream,
        tokio_tungstenite::tungstenite::http::Response<Option<Vec<u8>>>,
    ),
    tokio_tungstenite::tungstenite::Error,
> {
    let config = tokio_tungstenite::tungstenite::protocol::WebSocketConfig::default()
        .read_buffer_size(4096)
        .write_buffer_size(0);
    tokio_tungstenite::connect_async_with_config(url, Some(config), false).await
}

/// What a socket's hello says of the game.
struct Hello {
    version: u64,
    start_fen: String,
    moves: Vec<String>,
}

/// The game's socket and what its hello says.
async fn open(node: &str, id: &str, token: &str, tally: &Arc<Tally>) -> Result<(Socket, Hello), String> {
    let url = format!("ws{}/api/games/{id}/socket?token={token}", &node[4..]);
    let (ws, _) = connect(url).await.map_err(|_| "socket-refused".to_owned())?;
    let mut ws = Socket::new(ws, tally);
    let hello: Value = serde_json::from_str(&next_text(&mut ws).await?).map_err(|_| "bad-json".to_owned())?;
    if hello["type"] != "hello" {
        return Err(format!("socket-{}", hello["code"].as_str().unwrap_or("no-hello")));
    }
    let state = &hello["state"];
    let moves = state["moves"]
        .as_array()
        .map(|m| m.iter().filter_map(|x| x.as_str().map(str::to_owned)).collect())
        .unwrap_or_default();
    Ok((
        ws,
        Hello {
            version: state["version"].as_u64().unwrap_or(0),
            start_fen: state["start_fen"].as_str().unwrap_or_default().to_owned(),
            moves,
        },
    ))
}

/// Opens the game's socket on the first node that takes it, starting
/// with `nodes[first]`, as the browser client does after a node is lost:
/// retries with backoff until `give_up`.
async fn reopen(
    nodes: &[String],
    first: usize,
    id: &str,
    token: &str,
    give_up: Instant,
    tally: &Arc<Tally>,
) -> Result<(Socket, Hello), String> {
    let mut wait = Duration::from_millis(100);
    let mut i = first;
    loop {
        match open(&nodes[i % nodes.len()], id, token, tally).await {
            Ok(opened) => return Ok(opened),
            Err(kind) if Instant::now() >= give_up => return Err(kind),
            Err(kind) => tally.error(format!("reconnect-{kind}")),
        }
        i += 1;
        tokio::time::sleep(wait).await;
        wait = (wait * 2).min(Duration::from_secs(1));
    }
}

async fn next_text(ws: &mut Socket) -> Result<tokio_tungstenite::tungstenite::Utf8Bytes, String> {
    loop {
        let msg = tokio::time::timeout(REPLY_TIMEOUT, ws.ws.next())
            .await
            .map_err(|_| "reply-timeout".to_owned())?
            .ok_or_else(|| "socket-closed".to_owned())?
            .map_err(|_| "socket-failed".to_owned())?;
        match msg {
            Message::Text(t) => return Ok(t),
            Message::Close(_) => return Err("socket-closed".into()),
            _ => {}
        }
    }
}

/// Reads until the update to `version` (or later) and returns the
/// version it reached; an error message counts by its code.
async fn until_version(ws: &mut Socket, version: u64) -> Result<u64, String> {
    loop {
        let text = next_text(ws).await?;
        let m: Incoming<'_> = serde_json::from_str(text.as_str()).map_err(|_| "bad-json".to_owned())?;
        match m.kind {
            "update" | "state" if m.version() >= Some(version) => return Ok(m.version().unwrap_or(version)),
            "error" => return Err(format!("refused-{}", m.code.as_deref().unwrap_or("?"))),
            _ => {}
        }
    }
}

/// A spectator socket on the game, read (and counted) until the game's
/// players are done with it; it ends when `done` changes or drops.
async fn watch(node: String, id: String, tally: Arc<Tally>, mut done: tokio::sync::watch::Receiver<()>) {
    let url = format!("ws{}/api/games/{id}/socket", &node[4..]);
    let ws = match connect(url).await {
        Ok((ws, _)) => ws,
        Err(_) => return tally.error("watcher-refused"),
    };
    let mut ws = Socket::new(ws, &tally);
    loop {
        tokio::select! {
            msg = ws.ws.next() => match msg {
                Some(Ok(Message::Text(_))) => {
                    tally.watched.fetch_add(1, Ordering::Relaxed);
                }
                Some(Ok(Message::Close(_)) | Err(_)) | None => return,
                Some(Ok(_)) => {}
            },
            _ = done.changed() => break,
        }
    }
    ws.close().await;
}

/// Whether an error means the node or its connection was lost (the
/// players reconnect, to another node if need be) rather than a refusal.
fn connection_lost(kind: &str) -> bool {
    matches!(
        kind,
        "socket-closed"
            | "socket-failed"
            | "reply-timeout"
            | "refused-unavailable"
            | "refused-storage-unavailable"
    )
}

/// How long players try to reconnect to a game before giving it up.
const RECONNECT_FOR: Duration = Duration::from_secs(30);

/// One game between two simulated players, to its end or the deadline.
/// When a connection is lost, both players reconnect (trying every node)
/// and go on from the state the server has.
pub(super) async fn play_one(
    http: &reqwest::Client,
    plan: &Plan,
    host: usize,
    watchers: u32,
    tally: &Arc<Tally>,
) -> Result<(), String> {
    let (nodes, rules, deadline, think) = (&plan.nodes[..], plan.rules, plan.deadline, plan.think);
    let guest = host + 1;
    let variant = if rules.name.starts_with("janggi") {
        "janggi"
    } else {
        "xiangqi"
    };
    let mut body = json!({"game": variant, "rules": rules.name, "mode": "friend", "side": "first"});
    if variant == "janggi" {
        body["setups"] = json!({"cho": "ma-sang-sang-ma", "han": "ma-sang-sang-ma"});
    }
    let (host_node, guest_node) = (tally.node(nodes, host), tally.node(nodes, guest));
    let created = post(http, format!("{host_node}/api/games"), body)
        .await
        .inspect_err(|k| tally.unreachable(host_node, k))?;
    let id = created["id"].as_str().ok_or("no-game-id")?.to_owned();
    let first = created["token"].as_str().ok_or("no-token")?.to_owned();
    let invite = created["links"]["invite"]
        .as_str()
        .and_then(|l| l.split("#invite=").nth(1))
        .ok_or("no-invite")?
        .to_owned();
    let joined = post(
        http,
        format!("{guest_node}/api/games/{id}/join"),
        json!({"invite": invite}),
    )
    .await
    .inspect_err(|k| tally.unreachable(guest_node, k))?;
    let second = joined["token"].as_str().ok_or("no-token")?.to_owned();
    tally.games_started.fetch_add(1, Ordering::Relaxed);
    let tokens = [first, second];
    let (a, hello) = open(host_node, &id, &tokens[0], tally).await?;
    let (b, _) = open(guest_node, &id, &tokens[1], tally).await?;
    let mut sockets = [a, b];
    // The watchers follow the game on the nodes in turn; dropping
    // `_watching` at the end sends them away.
    let (_watching, done) = tokio::sync::watch::channel(());
    for w in 0..watchers as usize {
        let node = tally.node(nodes, host + w).to_owned();
        tokio::spawn(watch(node, id.clone(), Arc::clone(tally), done.clone()));
    }
    let mut version = hello.version;
    // From the server's start position (a Janggi game's setup included).
    let mut game = Game::from_fen(&hello.start_fen, rules).map_err(|_| "bad-start-fen".to_owned())?;
    let mut acked: Vec<String> = Vec::new();
    let mut reconnects = 0;
    let mut at = [host, guest];
    let result = loop {
        let played = async {
            while Instant::now() < deadline && game.outcome().is_none() && acked.len() < MAX_PLIES {
                let side = game.position().turn().index();
                let legal = game.legal_moves();
                let Some(&mv) = legal.choose(&mut rand::rng()) else {
                    break;
                };
                let text = mv.to_string();
                tokio::time::sleep(think).await;
                let sent = Instant::now();
                sockets[side]
                    .ws
                    .send(Message::text(
                        json!({"type": "move", "move": text, "version": version}).to_string(),
                    ))
                    .await
                    .map_err(|_| "socket-failed".to_owned())?;
                let reached = until_version(&mut sockets[side], version + 1)
                    .await
                    .inspect_err(|k| tally.timed_out(k, "mover", side))?;
                let rtt = sent.elapsed();
                acked.push(text.clone());
                tally.acked.fetch_add(1, Ordering::Relaxed);
                if let Ok(mut r) = tally.rtts.lock() {
                    r.push(u32::try_from(rtt.as_micros()).unwrap_or(u32::MAX));
                }
                version = reached;
                game.play(mv).map_err(|_| "local-replay-failed".to_owned())?;
                // The opponent hears of the move before answering it.
                until_version(&mut sockets[1 - side], version)
                    .await
                    .inspect_err(|k| tally.timed_out(k, "opponent", 1 - side))?;
            }
            Ok::<(), String>(())
        }
        .await;
        match played {
            Err(kind) if connection_lost(&kind) && reconnects < 5 && Instant::now() < deadline => {
                tally.error(kind);
                reconnects += 1;
                tally.reconnected.fetch_add(1, Ordering::Relaxed);
                // Both players start over on whichever node takes them.
                let lost_at = Instant::now();
                let give_up = lost_at + RECONNECT_FOR;
                let mut fresh = Vec::new();
                for seat in 0..2 {
                    at[seat] += 1;
                    fresh.push(reopen(nodes, at[seat], &id, &tokens[seat], give_up, tally).await);
                }
                let (Some(Ok((b, _))), Some(Ok((a, hello)))) = (fresh.pop(), fresh.pop()) else {
                    break Err("reconnect-failed".to_owned());
                };
                if let Ok(mut o) = tally.outages.lock() {
                    o.push(u32::try_from(lost_at.elapsed().as_millis()).unwrap_or(u32::MAX));
                }
                for old in std::mem::replace(&mut sockets, [a, b]) {
                    old.close().await;
                }
                // The server's moves: every acknowledged one, and perhaps
                // one more whose acknowledgement was lost with the node.
                if hello.moves.len() < acked.len() || hello.moves[..acked.len()] != acked[..] {
                    tally.error("acknowledged-move-missing");
                }
                let mut replay =
                    Game::from_fen(&hello.start_fen, rules).map_err(|_| "bad-start-fen".to_owned())?;
                for m in &hello.moves {
                    replay
                        .play_text(m)
                        .map_err(|_| "server-moves-unreadable".to_owned())?;
                }
                game = replay;
                acked.clone_from(&hello.moves);
                version = hello.version;
            }
            other => break other,
        }
    };
    if game.outcome().is_some() {
        tally.games_finished.fetch_add(1, Ordering::Relaxed);
    }
    if let Ok(mut g) = tally.games.lock() {
        g.push((id, acked));
    }
    for s in sockets {
        s.close().await;
    }
    result
}
