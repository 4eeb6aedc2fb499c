//! A live game as clients see it: the whole state (on join, reconnect or
//! resync) and the update after a change, which carries only the moves
//! from the first one that differs instead of the whole history.

use super::actor::Actor;
use super::between::OffersView;
use super::{has_setup_choice, setup_turn, start_game};
use crate::clock::ClocksView;
use crate::status::{side_name, status_view, OutcomeView, StatusView};
use crate::storage::Seat;
use palace_rules::notation::Notation;
use palace_rules::{Arrangement, Color, Game, Variant};
use serde::Serialize;
use serde_json::Value;
use std::collections::BTreeMap;
use utoipa::ToSchema;

/// One move of the history.
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
pub struct HistoryEntry {
    /// Coordinates.
    #[serde(rename = "move")]
    pub mv: String,
    /// In the game's notation (WXF or Korean).
    pub text: String,
    /// The position after it.
    pub fen: String,
    /// Whether it gives check.
    pub check: bool,
}

/// Both sides' arrangements once both chose (Janggi).
#[derive(Serialize, ToSchema, Clone, Copy, PartialEq, Eq, Debug)]
pub struct ArrangementsView {
    pub cho: &'static str,
    pub han: &'static str,
}

/// One arrangement the side choosing may take, and the start it gives.
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
pub struct SetupOption {
    pub name: &'static str,
    pub fen: String,
}

/// The setup choice of a setup-choice Janggi game.
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
pub struct SetupView {
    /// The side choosing now.
    pub to_choose: Option<&'static str>,
    pub cho: Option<&'static str>,
    pub han: Option<&'static str>,
    pub options: Vec<SetupOption>,
}

/// Who sits on one side, as the state shows it.
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
#[schema(as = Seat)]
pub struct SeatView {
    /// `human`, `computer`, or null while open.
    pub player: Option<&'static str>,
    pub taken: bool,
    pub connected: bool,
    /// While the player is away: milliseconds until the opponent may claim.
    pub claim_in_ms: Option<u64>,
}

/// A live game's state without its move history: the status fields plus
/// the game's players, clocks and offers.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
#[schema(as = GameSummaryState)]
pub struct StateView {
    #[serde(flatten)]
    pub status: StatusView,
    pub id: String,
    /// `xiangqi` or `janggi`.
    pub game: &'static str,
    /// `computer`, `local`, `friend` or `online`.
    pub mode: &'static str,
    pub level: Option<u8>,
    pub start_fen: String,
    pub arrangements: Option<ArrangementsView>,
    pub setup: Option<SetupView>,
    pub last_move: Option<String>,
    /// Captured pieces by the side that lost them.
    pub captured: BTreeMap<&'static str, Vec<String>>,
    pub repetitions: usize,
    pub resigned: Option<&'static str>,
    pub seats: BTreeMap<&'static str, SeatView>,
    pub spectators: usize,
    pub clocks: Option<ClocksView>,
    /// Usernames by side (guests: null).
    pub players: BTreeMap<&'static str, Option<String>>,
    pub rated: bool,
    /// Whether offer-draw may be sent: the client offers the button only
    /// where the rule set has draws by agreement.
    pub draw_agreement: bool,
    pub offers: OffersView,
    pub version: u64,
}

/// The whole state of a game: as the API returns it and the socket's
/// `state` message carries it.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
#[schema(as = GameState)]
pub struct GameView {
    #[serde(flatten)]
    pub state: StateView,
    pub history: Vec<HistoryEntry>,
    /// Coordinate moves in order.
    pub moves: Vec<String>,
}

/// Who is there: sent at most once per presence interval.
#[derive(Serialize, Clone, PartialEq, Debug)]
#[serde(tag = "type", rename_all = "lowercase")]
pub(super) enum PresenceMessage {
    Presence { spectators: usize, seats: Value },
}

/// The socket's message after a change (an enum so that the schema
/// carries the `type` tag).
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
#[serde(tag = "type", rename_all = "lowercase")]
pub enum UpdateMessage<'a> {
    Update {
        version: u64,
        /// The client keeps its first `history_from` entries and appends these.
        history_from: usize,
        history: &'a [HistoryEntry],
        state: StateView,
    },
}

/// The moves of a game with their notation, the position after each and
/// whether it gives check: built once per move, not once per message.
#[derive(Debug, Default)]
pub(super) struct History {
    entries: Vec<HistoryEntry>,
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
) -> HistoryEntry {
    let notation = match game.rules().variant {
        Variant::Xiangqi => Notation::Wxf,
        Variant::Janggi => Notation::Korean,
    };
    HistoryEntry {
        mv: m.to_string(),
        text: notation.format(before, m).unwrap_or_else(|_| m.to_string()),
        fen: after.fen(),
        check: after.in_check(),
    }
}

impl Actor {
    /// The setup choice of a setup-choice Janggi game: who chooses now,
    /// what is chosen, and (while one side still chooses) the start each of
    /// the four arrangements would give.
    fn setup_view(&self, turn: Option<Color>) -> Option<SetupView> {
        let rules = self.game.rules();
        if !has_setup_choice(rules) {
            return None;
        }
        let [cho, han] = self.record.arrangements;
        let options = turn
            .map(|c| {
                Arrangement::ALL
                    .iter()
                    .filter_map(|&a| {
                        let mut chosen = self.record.arrangements;
                        chosen[c.index()] = Some(a);
                        let game = start_game(rules, chosen).ok()?;
                        Some(SetupOption {
                            name: a.name(),
                            fen: game.start_position().fen(),
                        })
                    })
                    .collect()
            })
            .unwrap_or_default();
        Some(SetupView {
            to_choose: turn.map(|c| self.side(c)),
            cho: cho.map(Arrangement::name),
            han: han.map(Arrangement::name),
            options,
        })
    }

    fn seats_view(&self) -> BTreeMap<&'static str, SeatView> {
        let variant = self.game.rules().variant;
        let mut seats = BTreeMap::new();
        for c in Color::ALL {
            let (player, taken) = match &self.record.seats[c.index()] {
                Seat::Open => (None, false),
                Seat::Human { .. } => (Some("human"), true),
                Seat::Computer => (Some("computer"), true),
            };
            let connected = match &self.record.seats[c.index()] {
                Seat::Computer => true,
                _ => self.seated[c.index()] > 0,
            };
            seats.insert(
                side_name(variant, c),
                SeatView {
                    player,
                    taken,
                    connected,
                    claim_in_ms: if connected { None } else { self.claim_in_ms(c) },
                },
            );
        }
        seats
    }

    /// The seats by side name, as the presence message carries them.
    pub(super) fn seats_json(&self) -> Value {
        serde_json::to_value(self.seats_view()).expect("seats serialize")
    }

    /// Every field of the state but the move history.
    fn summary(&self) -> StateView {
        let mut status = status_view(&self.game);
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
        if setup_turn.is_some() {
            status.legal_moves.clear();
        }
        // Endings the server decides (time, abort, a claim) are not the
        // rules' own: the outcome and the legal moves say so too.
        if game.outcome().is_none() {
            if let Some((result, reason)) = &self.record.online.ending {
                status.outcome = Some(OutcomeView {
                    result: result.clone(),
                    reason: reason.clone(),
                });
                status.legal_moves.clear();
                status.pass_outcome = None;
            }
        }
        let [first, second] = captured;
        let [first_name, second_name] = self.record.online.names.clone();
        StateView {
            status,
            id: self.record.id.clone(),
            game: match variant {
                Variant::Xiangqi => "xiangqi",
                Variant::Janggi => "janggi",
            },
            mode: self.record.mode.as_str(),
            level: self.record.level,
            start_fen: game.start_position().fen(),
            arrangements: match self.record.arrangements {
                [Some(c), Some(h)] => Some(ArrangementsView {
                    cho: c.name(),
                    han: h.name(),
                }),
                _ => None,
            },
            setup: self.setup_view(setup_turn),
            last_move: self.record.moves.last().cloned(),
            captured: BTreeMap::from([
                (side_name(variant, Color::First), first),
                (side_name(variant, Color::Second), second),
            ]),
            repetitions: game.repetition_count(),
            resigned: self.record.resigned.map(|c| side_name(variant, c)),
            seats: self.seats_view(),
            spectators: self.spectators,
            clocks: self
                .clocks
                .as_ref()
                .map(|c| c.view(tokio::time::Instant::now(), |side| side_name(variant, side))),
            players: BTreeMap::from([
                (side_name(variant, Color::First), first_name),
                (side_name(variant, Color::Second), second_name),
            ]),
            rated: self.record.online.rated,
            draw_agreement: game.rules().draw_agreement,
            offers: self.offers_view(),
            version: self.version,
        }
    }

    /// The state as the API and the socket show it: `palace status`'s
    /// fields plus the game's players, moves and spectators.
    pub(super) fn view(&self) -> Value {
        let view = GameView {
            state: self.summary(),
            history: self.history.entries.clone(),
            moves: self.record.moves.clone(),
        };
        serde_json::to_value(view).expect("a game view serializes")
    }

    /// The update message after a change: the state without its history,
    /// and the history entries from ply `from` on (the client keeps its
    /// first `from` entries and appends these).
    pub(super) fn update(&self, from: usize) -> Value {
        let msg = UpdateMessage::Update {
            version: self.version,
            history_from: from,
            history: &self.history.entries[from.min(self.history.len())..],
            state: self.summary(),
        };
        serde_json::to_value(msg).expect("an update serializes")
    }
}
