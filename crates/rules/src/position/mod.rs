//! Positions: the board, the side to move and the counters, with move
//! making and check detection; legal move generation is in `movegen`.

mod movegen;
#[cfg(test)]
mod tests;

pub use crate::setup::{PositionError, Setup};

use crate::attacks::NONE;
use crate::bitboard::Bitboard;
use crate::chase::{self, Pieces};
use crate::fen::FenError;
use crate::moves::{Move, ParseMoveError};
use crate::piece::{code, Color, Occupant, Piece, Role};
use crate::rules::{RuleSet, Variant};
use crate::square::{Square, NUM_SQUARES};
use crate::zobrist;
use movegen::facing_on;

/// A legal position under a rule set.
#[derive(Clone, Debug)]
pub struct Position {
    pub(crate) board: [u8; NUM_SQUARES],
    pub(crate) occ: [u128; 2],
    pub(crate) generals: [u8; 2],
    turn: Color,
    halfmoves: u32,
    fullmoves: u32,
    hash: u64,
    points_x2: [i32; 2],
    checkers: bool,
    facing: bool,
    rules: &'static RuleSet,
}

impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        self.board == other.board
            && self.turn == other.turn
            && self.halfmoves == other.halfmoves
            && self.fullmoves == other.fullmoves
            && self.rules == other.rules
    }
}

impl Eq for Position {}

/// A position's shortcut for the legality of its pseudo-legal moves: the
/// points a move must neither leave nor reach to be legal without the full
/// test, or `None` where every move takes the full test.
#[derive(Clone, Copy, Debug)]
pub struct MoveFilter(Option<(u128, u128)>);

impl Position {
    /// Validates a setup under a rule set.
    pub fn from_setup(setup: &Setup, rules: &'static RuleSet) -> Result<Position, PositionError> {
        let mut board = [0u8; NUM_SQUARES];
        let mut occ = [0u128; 2];
        let mut generals = [NONE; 2];
        let mut counts = [[0usize; 7]; 2];
        let mut points_x2 = [0i32; 2];
        let mut hash = 0u64;
        for (i, p) in setup.board.iter().enumerate() {
            if let Some(p) = p {
                board[i] = p.code();
                occ[p.color.index()] |= 1u128 << i;
                counts[p.color.index()][p.role as usize] += 1;
                points_x2[p.color.index()] += p.role.janggi_points_x2();
                hash ^= zobrist::piece(p.code(), i);
                if p.role == Role::General {
                    generals[p.color.index()] = i as u8;
                }
            }
        }
        for color in Color::ALL {
            let n = counts[color.index()][Role::General as usize];
            if n != 1 {
                return Err(PositionError::GeneralCount { color, count: n });
            }
            let g = Square::from_index(generals[color.index()] as usize).expect("general square");
            let own_half = match color {
                Color::First => g.rank() <= 2,
                Color::Second => g.rank() >= 7,
            };
            if !g.in_palace() || !own_half {
                return Err(PositionError::GeneralOutsidePalace { color, square: g });
            }
        }
        if setup.turn == Color::Second {
            hash ^= zobrist::SIDE;
        }
        let mut pos = Position {
            board,
            occ,
            generals,
            turn: setup.turn,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.max(1),
            hash,
            points_x2,
            checkers: false,
            facing: false,
            rules,
        };
        let them = (!pos.turn).index();
        if pos.attacked(&pos.board, pos.generals[them], pos.turn.index()) {
            return Err(PositionError::OpponentInCheck);
        }
        pos.update_state();
        Ok(pos)
    }

    /// The start position of a rule set (for Janggi, 馬象象馬 for both).
    #[must_use]
    pub fn start(rules: &'static RuleSet) -> Position {
        Position::from_fen(rules.start_fen(), rules).expect("start FEN is valid")
    }

    /// Plain data of this position.
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        let mut board = [None; NUM_SQUARES];
        for (i, c) in self.board.iter().enumerate() {
            board[i] = Piece::from_code(*c);
        }
        Setup {
            board,
            turn: self.turn,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    // -- accessors ----------------------------------------------------------

    #[must_use]
    #[inline]
    pub fn rules(&self) -> &'static RuleSet {
        self.rules
    }

    #[must_use]
    #[inline]
    pub fn variant(&self) -> Variant {
        self.rules.variant
    }

    #[must_use]
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    #[must_use]
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.board[sq.index()])
    }

    /// What stands on every point, by [`Square::index`] (`rank * 9 +
    /// file`): the whole board at once, for programs that scan or copy it.
    #[must_use]
    #[inline]
    pub fn board(&self) -> &[Occupant; NUM_SQUARES] {
        // SAFETY: `Occupant` is `repr(transparent)` over `u8`, so the two
        // arrays have one layout, and every byte of `board` is a piece code
        // or 0, which is what an `Occupant` holds.
        unsafe { &*std::ptr::from_ref(&self.board).cast::<[Occupant; NUM_SQUARES]>() }
    }

    /// The square of a side's general.
    #[must_use]
    #[inline]
    pub fn general(&self, color: Color) -> Square {
        Square::from_index(self.generals[color.index()] as usize).expect("general present")
    }

    /// Plies since the last capture (the FEN's halfmove field).
    #[must_use]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The FEN's fullmove number.
    #[must_use]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// Zobrist hash of pieces and side to move, kept incrementally: the XOR
    /// of [`zobrist::piece_key`] of every piece on its point, and
    /// [`zobrist::SIDE_KEY`] when the second player is to move.
    #[must_use]
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Whether the side to move is in check.
    #[must_use]
    #[inline]
    pub fn in_check(&self) -> bool {
        self.checkers
    }

    /// Whether the generals face each other on an open file (bikjang
    /// geometry, whatever the rule set does with it).
    #[must_use]
    #[inline]
    pub fn generals_facing(&self) -> bool {
        self.facing
    }

    /// Janggi material points of a side, doubled (Han's 1.5 bonus excluded).
    #[must_use]
    pub(crate) fn material_points_x2(&self, color: Color) -> i32 {
        self.points_x2[color.index()]
    }

    /// Janggi points of both sides including Han's 1.5: `[cho, han]`.
    #[must_use]
    pub fn janggi_points(&self) -> [f64; 2] {
        [
            f64::from(self.points_x2[0]) / 2.0,
            f64::from(self.points_x2[1]) / 2.0 + 1.5,
        ]
    }

    /// The points a side's pieces stand on.
    #[must_use]
    #[inline]
    pub fn occupied(&self, color: Color) -> Bitboard {
        Bitboard::from_bits(self.occ[color.index()])
    }

    /// Whether `color` still has a piece that could ever attack the other
    /// general, and so could win: a chariot, horse, cannon or soldier, or
    /// in Janggi an elephant (which, unlike Xiangqi's, crosses the river).
    /// Generals and advisors never leave their palace. A side that runs
    /// out of time against a side that cannot win draws (docs/rules.md,
    /// clocks).
    #[must_use]
    pub fn can_win(&self, color: Color) -> bool {
        let attackers: &[Role] = match self.variant() {
            Variant::Janggi => &[
                Role::Chariot,
                Role::Horse,
                Role::Cannon,
                Role::Soldier,
                Role::Elephant,
            ],
            Variant::Xiangqi => &[Role::Chariot, Role::Horse, Role::Cannon, Role::Soldier],
        };
        attackers.iter().any(|&r| self.count(color, r) > 0)
    }

    /// Number of pieces of a kind for a side.
    #[must_use]
    pub fn count(&self, color: Color, role: Role) -> u32 {
        let c = Piece::new(color, role).code();
        let mut n = 0;
        let mut bb = self.occ[color.index()];
        while bb != 0 {
            let s = bb.trailing_zeros() as usize;
            bb &= bb - 1;
            n += u32::from(self.board[s] == c);
        }
        n
    }

    /// Whether `m` captures a piece.
    #[must_use]
    pub fn is_capture(&self, m: Move) -> bool {
        !m.is_pass() && self.board[m.to().index()] != 0
    }

    /// The piece `m` captures, if any.
    #[must_use]
    pub fn captured_by(&self, m: Move) -> Option<Piece> {
        if m.is_pass() {
            None
        } else {
            Piece::from_code(self.board[m.to().index()])
        }
    }

    // -- FEN ----------------------------------------------------------------

    /// Reads a FEN and validates the position under a rule set.
    pub fn from_fen(fen: &str, rules: &'static RuleSet) -> Result<Position, FenError> {
        let setup = Setup::from_fen(fen)?;
        Ok(Position::from_setup(&setup, rules)?)
    }

    /// Writes the FEN (Fairy-Stockfish's form).
    #[must_use]
    pub fn fen(&self) -> String {
        self.to_setup().to_fen()
    }

    // -- making moves -------------------------------------------------------

    /// Plays a move known to be legal, in place.
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn.index();
        let from = m.from().index();
        let to = m.to().index();
        if m.is_pass() {
            self.halfmoves += 1;
        } else {
            let moved = self.board[from];
            let captured = self.board[to];
            let key = zobrist::piece(moved, from) ^ zobrist::piece(moved, to);
            self.hash ^= key;
            if captured != 0 {
                let them = code::color(captured);
                self.hash ^= zobrist::piece(captured, to);
                self.occ[them] &= !(1u128 << to);
                self.points_x2[them] -= Piece::from_code(captured).map_or(0, |p| p.role.janggi_points_x2());
                self.halfmoves = 0;
            } else {
                self.halfmoves += 1;
            }
            self.board[to] = moved;
            self.board[from] = 0;
            self.occ[us] ^= (1u128 << from) | (1u128 << to);
            if code::role(moved) == code::GENERAL {
                self.generals[us] = to as u8;
            }
        }
        if self.turn == Color::Second {
            self.fullmoves += 1;
        }
        self.turn = !self.turn;
        self.hash ^= zobrist::SIDE;
        self.update_state();
    }

    /// Plays a move after checking it is legal; returns the new position.
    pub fn play(&self, m: Move) -> Result<Position, ParseMoveError> {
        if !self.is_legal(m) {
            return Err(ParseMoveError::Illegal(m.to_string()));
        }
        let mut next = self.clone();
        next.play_unchecked(m);
        Ok(next)
    }

    fn update_state(&mut self) {
        let us = self.turn.index();
        self.checkers = self.attacked(&self.board, self.generals[us], us ^ 1);
        self.facing = self.rules.variant == Variant::Janggi
            && facing_on(&self.board, self.generals[0], self.generals[1]);
    }

    /// Whether the move gives check (the opponent is in check after it).
    #[must_use]
    pub fn gives_check(&self, m: Move) -> bool {
        let mut next = self.clone();
        next.play_unchecked(m);
        next.checkers
    }

    /// The pieces of the side to move (a 90-bit set) that `last`, the move
    /// that led here from `prev`, chases under Fairy-Stockfish's Xiangqi
    /// chasing rule (for `History`, which decides repetitions for games and
    /// searches alike).
    #[must_use]
    pub(crate) fn chased_by(&self, prev: &Position, last: Move) -> u128 {
        chase::chased(&self.pieces(), &prev.pieces(), self.turn.index(), last)
    }

    /// The board as chase detection reads it.
    fn pieces(&self) -> Pieces<'_> {
        Pieces {
            codes: &self.board,
            sides: self.occ,
        }
    }

    /// Hash recomputed from scratch (to cross-check the incremental one).
    #[must_use]
    pub fn fresh_hash(&self) -> u64 {
        let mut h = 0;
        for (i, c) in self.board.iter().enumerate() {
            if *c != 0 {
                h ^= zobrist::piece(*c, i);
            }
        }
        if self.turn == Color::Second {
            h ^= zobrist::SIDE;
        }
        h
    }
}
