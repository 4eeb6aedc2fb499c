//! The WebSocket game protocol: what clients send, decoded by a pure
//! function, and what the server sends back.
//!
//! Client to server, one JSON object per text message (at most
//! [`MAX_MESSAGE`] bytes):
//!
//! ```json
//! {"type": "move", "move": "h3e3"}
//! {"type": "pass"}
//! {"type": "resign"}
//! {"type": "undo"}
//! {"type": "setup", "arrangement": "ma-sang-sang-ma"}
//! {"type": "ping"}
//! ```
//!
//! Server to client:
//!
//! ```json
//! {"type": "hello", "you": {"seats": ["red"], "spectator": false}, "state": {...}}
//! {"type": "state", "state": {...}}
//! {"type": "presence", "spectators": 2, "seats": {...}}
//! {"type": "error", "code": "not-your-turn", "message": "..."}
//! {"type": "pong"}
//! ```

use crate::live::Action;
use serde::Deserialize;
use serde_json::{json, Value};
use std::fmt;

/// Longest client message accepted, in bytes.
pub const MAX_MESSAGE: usize = 4096;

/// A decoded client message.
#[derive(Clone, PartialEq, Eq, Debug, Deserialize)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum ClientMessage {
    Move {
        #[serde(rename = "move")]
        mv: String,
    },
    Pass,
    Resign,
    Undo,
    /// A Janggi arrangement, before the first move (Han first, then Cho).
    Setup {
        arrangement: String,
    },
    Ping,
}

impl ClientMessage {
    /// The game action this message asks for (`None` for ping).
    #[must_use]
    pub fn action(self) -> Option<Action> {
        match self {
            ClientMessage::Move { mv } => Some(Action::Move(mv)),
            ClientMessage::Pass => Some(Action::Pass),
            ClientMessage::Resign => Some(Action::Resign),
            ClientMessage::Undo => Some(Action::Undo),
            ClientMessage::Setup { arrangement } => Some(Action::Setup(arrangement)),
            ClientMessage::Ping => None,
        }
    }
}

/// Why a client message was refused before reaching the game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ProtocolError {
    TooLarge(usize),
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

/// Decodes one client text message.
pub fn decode(text: &str) -> Result<ClientMessage, ProtocolError> {
    if text.len() > MAX_MESSAGE {
        return Err(ProtocolError::TooLarge(text.len()));
    }
    serde_json::from_str(text).map_err(|e| {
        let mut msg = e.to_string();
        msg.truncate(200);
        ProtocolError::Malformed(msg)
    })
}

/// An error message for the client.
#[must_use]
pub fn error(code: &str, message: &str) -> Value {
    json!({"type": "error", "code": code, "message": message})
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_each_message() {
        assert_eq!(
            decode(r#"{"type":"move","move":"h3e3"}"#),
            Ok(ClientMessage::Move { mv: "h3e3".into() })
        );
        assert_eq!(decode(r#"{"type":"pass"}"#), Ok(ClientMessage::Pass));
        assert_eq!(decode(r#"{"type":"resign"}"#), Ok(ClientMessage::Resign));
        assert_eq!(decode(r#"{"type":"undo"}"#), Ok(ClientMessage::Undo));
        assert_eq!(decode(r#"{"type":"ping"}"#), Ok(ClientMessage::Ping));
        assert_eq!(
            decode(r#"{"type":"setup","arrangement":"sang-ma-ma-sang"}"#),
            Ok(ClientMessage::Setup {
                arrangement: "sang-ma-ma-sang".into()
            })
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
        ] {
            assert!(matches!(decode(bad), Err(ProtocolError::Malformed(_))), "{bad}");
        }
        let big = format!(r#"{{"type":"move","move":"{}"}}"#, "a".repeat(MAX_MESSAGE));
        assert_eq!(decode(&big), Err(ProtocolError::TooLarge(big.len())));
    }
}
