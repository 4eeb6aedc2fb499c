//! The WebSocket game protocol: what clients send, decoded by a pure
//! function, and what the server sends back.
//!
//! Client to server, one JSON object per text message (at most
//! [`MAX_MESSAGE`] bytes):
//!
//! ```json
//! {"type": "move", "move": "h3e3", "version": 17}
//! {"type": "pass", "version": 17}
//! {"type": "resign", "version": 17}
//! {"type": "undo", "version": 17}
//! {"type": "setup", "arrangement": "ma-sang-sang-ma", "version": 17}
//! {"type": "offer-draw", "version": 17}     // also accept-draw, decline-draw
//! {"type": "takeback", "version": 17}       // ask; accept-takeback, decline-takeback
//! {"type": "abort", "version": 17}          // within the first two plies
//! {"type": "claim", "result": "win", "version": 17}  // or "draw": opponent gone past the grace
//! {"type": "rematch", "version": 17}        // after the end; both ask: offers.rematch_game
//! {"type": "chat", "room": "players", "text": "good game"}  // or "spectators"
//! {"type": "ping"}
//! ```
//!
//! Every action carries the `version` of the state it was made against;
//! one made against an older state is refused as `stale` and changes
//! nothing, so a resent or duplicated message cannot act twice.
//!
//! Server to client:
//!
//! ```json
//! {"type": "hello", "you": {"seats": ["red"], "spectator": false}, "state": {...}}
//! {"type": "update", "version": 18, "history_from": 4, "history": [...], "state": {...}}
//! {"type": "state", "state": {...}}
//! {"type": "presence", "spectators": 2, "seats": {...}}
//! {"type": "chat", "room": "players", "from": "alice", "text": "..."}
//! {"type": "error", "code": "not-your-turn", "message": "..."}
//! {"type": "pong"}
//! ```
//!
//! `hello` and `state` carry the whole state; `state` is sent again only
//! to a connection that fell behind. `update` follows each change: the
//! state without `history` and `moves`, and the history entries from ply
//! `history_from` on (keep the first `history_from` entries, append these;
//! `moves` is the entries' `move`s). Presence is sent at most once a
//! second per game. A socket that floods is told `rate-limited`, then
//! closed with code 4429; one that is silent past the idle timeout, or
//! cannot keep up, is closed with 4408; on shutdown every socket gets 1001.

use crate::live::{Action, Answer, Room};
use serde::Serialize;
use serde_json::Value;
use std::fmt;
use utoipa::ToSchema;

/// Longest client message accepted, in bytes.
pub const MAX_MESSAGE: usize = 4096;

/// A decoded client message.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ClientMessage {
    /// An action made against the state of this version.
    Act {
        version: u64,
        action: Action,
    },
    Ping,
    /// A chat message (no version: it changes no state).
    Chat {
        room: Room,
        text: String,
    },
}

/// Why a client message was refused before reaching the game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ProtocolError {
    TooLarge(usize),
    /// What is wrong, in the project's own words.
    Malformed(String),
    Binary,
}

impl ProtocolError {
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            ProtocolError::TooLarge(_) => "too-large",
            ProtocolError::Malformed(_) | ProtocolError::Binary => "malformed",
        }
    }
}

impl fmt::Display for ProtocolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProtocolError::TooLarge(n) => write!(f, "message of {n} bytes is longer than {MAX_MESSAGE}"),
            ProtocolError::Malformed(e) => write!(f, "malformed message: {e}"),
            ProtocolError::Binary => write!(f, "binary messages are not understood; send JSON text"),
        }
    }
}

impl std::error::Error for ProtocolError {}

const TYPES: &str = "move, pass, resign, undo, setup, offer-draw, accept-draw, decline-draw, \
    takeback, accept-takeback, decline-takeback, abort, claim, rematch, chat or ping";

fn malformed(msg: impl Into<String>) -> ProtocolError {
    ProtocolError::Malformed(msg.into())
}

/// A string field of a message, or what is wrong with it.
fn text_field(
    obj: &serde_json::Map<String, Value>,
    kind: &str,
    field: &str,
    example: &str,
) -> Result<String, ProtocolError> {
    match obj.get(field) {
        Some(Value::String(s)) => Ok(s.clone()),
        Some(_) => Err(malformed(format!(
            "'{field}' of a {kind} message must be text, like \"{example}\""
        ))),
        None => Err(malformed(format!(
            "a {kind} message needs '{field}', like \"{example}\""
        ))),
    }
}

/// Decodes one client text message.
pub fn decode(text: &str) -> Result<ClientMessage, ProtocolError> {
    if text.len() > MAX_MESSAGE {
        return Err(ProtocolError::TooLarge(text.len()));
    }
    let value: Value = serde_json::from_str(text).map_err(|_| malformed("not a JSON object"))?;
    let Value::Object(obj) = value else {
        return Err(malformed("not a JSON object"));
    };
    let kind = match obj.get("type") {
        Some(Value::String(k)) => k.as_str(),
        _ => return Err(malformed(format!("a message needs a 'type': {TYPES}"))),
    };
    if kind == "ping" {
        return Ok(ClientMessage::Ping);
    }
    if kind == "chat" {
        let room = match obj.get("room").and_then(Value::as_str) {
            Some("players") | None => Room::Players,
            Some("spectators") => Room::Spectators,
            Some(_) => return Err(malformed("a chat's room is players or spectators")),
        };
        let text = text_field(&obj, kind, "text", "good game")?;
        return Ok(ClientMessage::Chat { room, text });
    }
    let action = match kind {
        "move" => Action::Move(text_field(&obj, kind, "move", "h3e3")?),
        "pass" => Action::Pass,
        "resign" => Action::Resign,
        "undo" => Action::Undo,
        "setup" => Action::Setup(text_field(&obj, kind, "arrangement", "ma-sang-sang-ma")?),
        "offer-draw" => Action::Draw(Answer::Offer),
        "accept-draw" => Action::Draw(Answer::Accept),
        "decline-draw" => Action::Draw(Answer::Decline),
        "takeback" => Action::Takeback(Answer::Offer),
        "accept-takeback" => Action::Takeback(Answer::Accept),
        "decline-takeback" => Action::Takeback(Answer::Decline),
        "abort" => Action::Abort,
        "rematch" => Action::Rematch,
        "claim" => match obj.get("result").and_then(Value::as_str) {
            Some("win") => Action::Claim { win: true },
            Some("draw") => Action::Claim { win: false },
            _ => return Err(malformed("a claim's result is win or draw")),
        },
        other => {
            let shown: String = other.chars().take(20).collect();
            return Err(malformed(format!(
                "unknown message type '{shown}' (expected {TYPES})"
            )));
        }
    };
    let version = obj.get("version").and_then(Value::as_u64).ok_or_else(|| {
        malformed(format!(
            "a {kind} message needs 'version', the state version it was made against"
        ))
    })?;
    Ok(ClientMessage::Act { version, action })
}

/// An error message for the client (`"type": "error"`; an enum so that
/// the schema carries the tag).
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum ErrorMessage<'a> {
    Error { code: &'a str, message: &'a str },
}

/// What a game socket sends besides updates, presence and errors.
#[derive(Serialize, Clone, PartialEq, Debug)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum SocketMessage<'a> {
    /// First, on connecting: what the connection may do and the state.
    Hello {
        you: You<'a>,
        state: &'a Value,
    },
    /// The whole state (after falling behind the events).
    State {
        state: &'a Value,
    },
    Pong,
}

/// A connection's seats (side names), or a spectator.
#[derive(Serialize, Clone, PartialEq, Eq, Debug)]
pub struct You<'a> {
    pub seats: Vec<&'a str>,
    pub spectator: bool,
}

/// An error message for the client.
#[must_use]
pub fn error(code: &'static str, message: &str) -> Value {
    crate::counters::refused(code);
    serde_json::to_value(ErrorMessage::Error { code, message }).expect("an error message serializes")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_each_message() {
        let act = |version, action| Ok(ClientMessage::Act { version, action });
        assert_eq!(
            decode(r#"{"type":"move","move":"h3e3","version":3}"#),
            act(3, Action::Move("h3e3".into()))
        );
        assert_eq!(decode(r#"{"type":"pass","version":4}"#), act(4, Action::Pass));
        assert_eq!(decode(r#"{"type":"resign","version":5}"#), act(5, Action::Resign));
        assert_eq!(decode(r#"{"type":"undo","version":6}"#), act(6, Action::Undo));
        assert_eq!(decode(r#"{"type":"ping"}"#), Ok(ClientMessage::Ping));
        assert_eq!(
            decode(r#"{"type":"setup","arrangement":"sang-ma-ma-sang","version":7}"#),
            act(7, Action::Setup("sang-ma-ma-sang".into()))
        );
    }

    #[test]
    fn refuses_malformed_and_oversized() {
        for bad in [
            "",
            "{",
            "[]",
            r#"{"type":"fly"}"#,
            r#"{"type":"move"}"#,
            r#"{"type":"move","move":3}"#,
            r#"{"type":"setup"}"#,
            r#"{"type":"undo"}"#,
            r#"{"type":"move","move":"h3e3","version":-1}"#,
            r#"{"type":"move","move":"h3e3","version":"3"}"#,
        ] {
            let e = decode(bad).unwrap_err();
            assert!(matches!(e, ProtocolError::Malformed(_)), "{bad}");
            // In our own words: no serde internals such as "line 1 column".
            assert!(!e.to_string().contains("column"), "{e}");
        }
        assert!(decode(r#"{"type":"undo"}"#)
            .unwrap_err()
            .to_string()
            .contains("needs 'version'"));
        let big = format!(r#"{{"type":"move","move":"{}"}}"#, "a".repeat(MAX_MESSAGE));
        assert_eq!(decode(&big), Err(ProtocolError::TooLarge(big.len())));
    }
}
