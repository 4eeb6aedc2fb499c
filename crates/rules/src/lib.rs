//! # palace-rules
//!
//! Janggi (Korean chess) and Xiangqi (Chinese chess) on one 9 x 10 board:
//! positions, legal moves, every ending of every rule set, FEN and the
//! players' notations, and perft.
//!
//! ```
//! use palace_rules::{Position, RuleSet, perft};
//!
//! let rules = RuleSet::preset("xiangqi").unwrap();
//! let pos = Position::start(rules);
//! assert_eq!(pos.legal_moves().len(), 44);
//! assert_eq!(perft(&pos, 2), 1920);
//!
//! let janggi = RuleSet::preset("janggi").unwrap();
//! let pos = Position::start(janggi);
//! // 31 moves and a pass.
//! assert_eq!(pos.legal_moves().len(), 32);
//! let next = pos.play(pos.parse_move("a4b4").unwrap()).unwrap();
//! assert_eq!(next.fen(), "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/1PP1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 1 1");
//! ```
//!
//! A rule set ([`RuleSet`]) is plain data: every rule is an option, and the
//! presets in [`PRESETS`] are values of it.

#![warn(missing_debug_implementations)]

pub mod arrangement;
pub mod attacks;
pub mod bitboard;
mod chase;
pub mod describe;
pub mod fen;
pub mod game;
pub mod history;
pub mod movelist;
pub mod moves;
pub mod notation;
mod outcome;
pub mod perft;
pub mod piece;
pub mod position;
pub mod rules;
mod setup;
pub mod square;
pub mod validate;
pub mod zobrist;

pub use arrangement::{Arrangement, UnknownArrangement};
pub use bitboard::Bitboard;
pub use describe::{diagrams, Diagram, Ending, MovementNote, HAN_BONUS_X2};
pub use fen::{FenError, RankFault};
pub use game::{EndReason, Game, GameError, GameResult, Outcome};
pub use history::History;
pub use movelist::MoveList;
pub use moves::{parse_coordinate, parse_iccs, Move, ParseMoveError};
pub use notation::{parse_any, Notation, NotationError};
pub use perft::{divide, perft};
pub use piece::{Color, Occupant, Piece, Role};
pub use position::{MoveFilter, Position, PositionError, Setup};
pub use rules::{
    BikjangEnd, Decision, Facing, PassRule, Repetition, RuleSet, SetupRule, UnknownPreset, Variant,
    JANGGI_START_FEN, PRESETS, XIANGQI_START_FEN,
};
pub use square::Square;
pub use validate::{validate, validate_fen, PositionFault};
