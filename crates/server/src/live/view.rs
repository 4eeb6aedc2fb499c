//! A live game as clients see it: the whole state (on join, reconnect or
//! resync) and the update after a change, which carries only the moves
//! from the first one that differs instead of the whole history.

use super::actor::Actor;
use super::{has_setup_choice, setup_turn, start_game};
use crate::status::{side_name, status_json};
use crate::storage::Seat;
use palace_rules::notation::Notation;
use palace_rules::{Arrangement, Color, Game, Variant};
use serde_json::{json, Value};

/// The moves of a game with their notation, the position after each and
/// whether it gives check: built once per move, not once per message.
#[derive(Debug, Default)]
pub(super) struct History {
    entries: Vec<Value>,
}

impl History {
    pub(super) fn of(game: &Game) -> History {
        let mut h = History::default();
        let positions = game.positions();
        for (i, &m) in game.moves().iter().enumerate() {
            h.entries.push(entry(game, &positions[i], m, &positions[i + 1]));
        }
        h
    }

    /// Adds the game's last move.
    pub(super) fn push(&mut self, game: &Game) {
        let positions = game.positions();
        let n = game.moves().len();
        if let Some(&m) = game.moves().last() {
            self.entries
                .push(entry(game, &positions[n - 1], m, &positions[n]));
        }
    }

    pub(super) fn truncate(&mut self, len: usize) {
        self.entries.truncate(len);
    }

    pub(super) fn len(&self) -> usize {
        self.entries.len()
    }
}

fn entry(
    game: &Game,
    before: &palace_rules::Position,
    m: palace_rules::Move,
    after: &palace_rules::Position,
) -> Value {
    let notation = match game.rules().variant {
        Variant::Xiangqi => Notation::Wxf,
        Variant::Janggi => Notation::Korean,
    };
    json!({
        "move": m.to_string(),
        "text": notation.format(before, m).unwrap_or_else(|_| m.to_string()),
        "fen": after.fen(),
        "check": after.in_check(),
    })
}

impl Actor {
    /// The setup choice of a setup-choice Janggi game: who chooses now,
    /// what is chosen, and (while one side still chooses) the start each of
    /// the four arrangements would give.
    fn setup_json(&self, turn: Option<Color>) -> Value {
        let rules = self.game.rules();
        if !has_setup_choice(rules) {
            return Value::Null;
        }
        let [cho, han] = self.record.arrangements;
        let options: Vec<Value> = turn
            .map(|c| {
                Arrangement::ALL
                    .iter()
                    .filter_map(|&a| {
                        let mut chosen = self.record.arrangements;
                        chosen[c.index()] = Some(a);
                        let game = start_game(rules, chosen).ok()?;
                        Some(json!({"name": a.name(), "fen": game.start_position().fen()}))
                    })
                    .collect()
            })
            .unwrap_or_default();
        json!({
            "to_choose": turn.map(|c| self.side(c)),
            "cho": cho.map(Arrangement::name),
            "han": han.map(Arrangement::name),
            "options": options,
        })
    }

    pub(super) fn seats_json(&self) -> Value {
        let variant = self.game.rules().variant;
        let mut seats = serde_json::Map::new();
        for c in Color::ALL {
            let (player, taken) = match &self.record.seats[c.index()] {
                Seat::Open => (Value::Null, false),
                Seat::Human { .. } => (json!("human"), true),
                Seat::Computer => (json!("computer"), true),
            };
            let connected = match &self.record.seats[c.index()] {
                Seat::Computer => true,
                _ => self.seated[c.index()] > 0,
            };
            seats.insert(
                side_name(variant, c).to_owned(),
                json!({
                    "player": player,
                    "taken": taken,
                    "connected": connected,
                    "claim_in_ms": if connected { None } else { self.claim_in_ms(c) },
                }),
            );
        }
        Value::Object(seats)
    }

    /// Every field of the state but the move history.
    fn summary(&self) -> Value {
        let mut v = status_json(&self.game);
        let game = &self.game;
        let variant = game.rules().variant;
        let positions = game.positions();
        let mut captured = [Vec::new(), Vec::new()];
        for (i, &m) in game.moves().iter().enumerate() {
            if let Some(p) = positions[i].captured_by(m) {
                captured[p.color.index()].push(p.char().to_string());
            }
        }
        let setup_turn = setup_turn(game.rules(), self.record.arrangements);
        let obj = v.as_object_mut().expect("status is an object");
        if setup_turn.is_some() {
            obj.insert("legal_moves".into(), json!([]));
        }
        let extra = json!({
            "id": self.record.id,
            "game": match variant {
                Variant::Xiangqi => "xiangqi",
                Variant::Janggi => "janggi",
            },
            "mode": self.record.mode.as_str(),
            "level": self.record.level,
            "start_fen": game.start_position().fen(),
            "arrangements": match self.record.arrangements {
                [Some(c), Some(h)] => json!({"cho": c.name(), "han": h.name()}),
                _ => Value::Null,
            },
            "setup": self.setup_json(setup_turn),
            "last_move": self.record.moves.last(),
            "captured": {
                side_name(variant, Color::First): captured[0],
                side_name(variant, Color::Second): captured[1],
            },
            "repetitions": game.repetition_count(),
            "resigned": self.record.resigned.map(|c| side_name(variant, c)),
            "seats": self.seats_json(),
            "spectators": self.spectators,
            "clocks": self.clocks.as_ref().map(|c| c.to_json(tokio::time::Instant::now(), |side| side_name(variant, side))),
            "players": {
                side_name(variant, Color::First): self.record.online.names[0],
                side_name(variant, Color::Second): self.record.online.names[1],
            },
            "rated": self.record.online.rated,
            // Whether offer-draw may be sent: the client offers the button
            // only where the rule set has draws by agreement.
            "draw_agreement": game.rules().draw_agreement,
            "offers": self.offers_json(),
            "version": self.version,
        });
        if let Value::Object(extra) = extra {
            obj.extend(extra);
        }
        // Endings the server decides (time, abort, a claim) are not the
        // rules' own: the outcome and the legal moves say so too.
        if game.outcome().is_none() {
            if let Some((result, reason)) = &self.record.online.ending {
                obj.insert("outcome".into(), json!({"result": result, "reason": reason}));
                obj.insert("legal_moves".into(), json!([]));
                obj.insert("pass_outcome".into(), Value::Null);
            }
        }
        v
    }

    /// The state as the API and the socket show it: `palace status`'s
    /// fields plus the game's players, moves and spectators.
    pub(super) fn view(&self) -> Value {
        let mut v = self.summary();
        let obj = v.as_object_mut().expect("an object");
        obj.insert("history".into(), Value::Array(self.history.entries.clone()));
        obj.insert("moves".into(), json!(self.record.moves));
        v
    }

    /// The update message after a change: the state without its history,
    /// and the history entries from ply `from` on (the client keeps its
    /// first `from` entries and appends these).
    pub(super) fn update(&self, from: usize) -> Value {
        json!({
            "type": "update",
            "version": self.version,
            "history_from": from,
            "history": self.history.entries[from.min(self.history.len())..],
            "state": self.summary(),
        })
    }
}
