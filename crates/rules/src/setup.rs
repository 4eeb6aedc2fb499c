//! Plain placement data, not yet judged: what a FEN or an arrangement
//! describes, and why such a board may not be a position.

use crate::piece::{Color, Piece};
use crate::square::{Square, NUM_SQUARES};

/// Why a board cannot be a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A side has no general or more than one.
    GeneralCount { color: Color, count: usize },
    /// A general stands outside its palace.
    GeneralOutsidePalace { color: Color, square: Square },
    /// The side that just moved left its general attacked.
    OpponentInCheck,
}

impl std::fmt::Display for PositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let side = |c: &Color| match c {
            Color::First => "the first player (uppercase)",
            Color::Second => "the second player (lowercase)",
        };
        match self {
            PositionError::GeneralCount { color, count } => {
                write!(f, "{} has {} generals, expected exactly one", side(color), count)
            }
            PositionError::GeneralOutsidePalace { color, square } => {
                write!(
                    f,
                    "the general of {} stands on {}, outside its palace",
                    side(color),
                    square
                )
            }
            PositionError::OpponentInCheck => {
                write!(
                    f,
                    "the side not to move is in check (its general could be captured)"
                )
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// Plain placement data, not yet checked: what a FEN describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub board: [Option<Piece>; NUM_SQUARES],
    pub turn: Color,
    /// Plies since the last capture.
    pub halfmoves: u32,
    /// Move number, starting at 1, incremented after the second player moves.
    pub fullmoves: u32,
}
