//! How a game ended: its result and the reason.

use crate::piece::Color;
use std::fmt;

/// The result of a finished game, from the first player's side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameResult {
    FirstWins,
    SecondWins,
    Draw,
}

impl GameResult {
    /// `1-0`, `0-1` or `1/2-1/2`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::FirstWins => "1-0",
            GameResult::SecondWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// The win of `color`.
    #[must_use]
    pub const fn win(color: Color) -> GameResult {
        match color {
            Color::First => GameResult::FirstWins,
            Color::Second => GameResult::SecondWins,
        }
    }

    /// The winner, if any.
    #[must_use]
    pub const fn winner(self) -> Option<Color> {
        match self {
            GameResult::FirstWins => Some(Color::First),
            GameResult::SecondWins => Some(Color::Second),
            GameResult::Draw => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    Checkmate,
    NoLegalMoves,
    Bikjang,
    Repetition,
    PerpetualCheck,
    DoublePass,
    PlyLimit,
    QuietLimit,
    BareMaterial,
    Resignation,
    Agreement,
}

impl EndReason {
    /// The machine name used in JSON (`checkmate`, `no-legal-moves`, ...).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::NoLegalMoves => "no-legal-moves",
            EndReason::Bikjang => "bikjang",
            EndReason::Repetition => "repetition",
            EndReason::PerpetualCheck => "perpetual-check",
            EndReason::DoublePass => "double-pass",
            EndReason::PlyLimit => "ply-limit",
            EndReason::QuietLimit => "quiet-limit",
            EndReason::BareMaterial => "bare-material",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "agreement",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A finished game's result and reason.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Outcome {
    pub result: GameResult,
    pub reason: EndReason,
}
