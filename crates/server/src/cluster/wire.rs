//! What nodes say to each other over Redis: calls to a game's owner and
//! their answers (on each node's own channel), and game events (on the
//! game's channel).

use crate::live::{Access, Action, ActionError, Event, Room};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A message on a node's channel.
#[derive(Serialize, Deserialize, Debug)]
#[serde(tag = "k", rename_all = "snake_case")]
pub(super) enum Envelope {
    /// A call to a game this node owns, from node `from`.
    Call {
        id: u64,
        from: String,
        game: String,
        call: Call,
    },
    /// The answer to call `id` of this node.
    Answer {
        id: u64,
        answer: Result<Answer, WireError>,
    },
}

/// A [`crate::live::GameHandle`] call, made on another node.
#[derive(Serialize, Deserialize, Debug)]
#[serde(tag = "c", rename_all = "snake_case")]
pub(super) enum Call {
    Act {
        access: Access,
        version: u64,
        action: Action,
    },
    View,
    Connect {
        token: Option<String>,
    },
    Disconnect {
        access: Access,
    },
    Join {
        invite: String,
    },
    Chat {
        access: Access,
        author: Option<String>,
        room: Room,
        text: String,
    },
}

/// What a call returns.
#[derive(Serialize, Deserialize, Debug)]
#[serde(tag = "a", rename_all = "snake_case")]
pub(super) enum Answer {
    Done,
    View { state: Value },
    Connected { access: Access, state: Value },
    Joined { token: String, first: bool },
}

/// An [`ActionError`] on its way back: its code and message.
#[derive(Serialize, Deserialize, Debug)]
pub(super) struct WireError {
    pub code: String,
    pub message: String,
}

impl From<&ActionError> for WireError {
    fn from(e: &ActionError) -> WireError {
        WireError {
            code: e.code().to_owned(),
            message: e.to_string(),
        }
    }
}

impl From<WireError> for ActionError {
    fn from(e: WireError) -> ActionError {
        ActionError::from_code(&e.code, e.message)
    }
}

/// A game event as published: one byte for who may see it, then its text
/// (already JSON: it is not wrapped again).
pub(super) fn encode_event(e: &Event) -> Vec<u8> {
    let mut out = Vec::with_capacity(e.text.len() + 1);
    out.push(if e.spectators_only { b'S' } else { b'P' });
    out.extend_from_slice(e.text.as_bytes());
    out
}

pub(super) fn decode_event(payload: &[u8]) -> Option<Event> {
    let (&kind, text) = payload.split_first()?;
    let text = std::str::from_utf8(text).ok()?;
    Some(Event {
        text: text.into(),
        spectators_only: kind == b'S',
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_event_survives_the_wire() {
        let e = Event {
            text: "{\"type\":\"chat\"}".into(),
            spectators_only: true,
        };
        let back = decode_event(&encode_event(&e)).unwrap();
        assert_eq!(back.text, e.text);
        assert!(back.spectators_only);
        assert!(decode_event(b"").is_none());
    }

    #[test]
    fn a_call_and_an_error_survive_the_wire() {
        let env = Envelope::Call {
            id: 7,
            from: "a".into(),
            game: "g".into(),
            call: Call::Act {
                access: Access { seats: [true, false] },
                version: 3,
                action: Action::Move("h3e3".into()),
            },
        };
        let text = serde_json::to_string(&env).unwrap();
        let back: Envelope = serde_json::from_str(&text).unwrap();
        assert!(matches!(
            back,
            Envelope::Call {
                id: 7,
                call: Call::Act { version: 3, .. },
                ..
            }
        ));
        let e = ActionError::NotYourTurn { to_move: "cho" };
        let wire = WireError::from(&e);
        let back = ActionError::from(wire);
        assert_eq!(back.code(), "not-your-turn");
        assert_eq!(back.to_string(), e.to_string());
        let gone = ActionError::from(WireError::from(&ActionError::UnknownGame));
        assert!(matches!(gone, ActionError::UnknownGame));
    }
}
