//! Points of the 9 x 10 board (their geometry is in `attacks`).

use std::fmt;

/// Number of files (a..i).
pub(crate) const FILES: u8 = 9;
/// Number of ranks (1..10).
pub(crate) const RANKS: u8 = 10;
/// Number of points on the board.
pub(crate) const NUM_SQUARES: usize = 90;

/// A point of the board: `rank * 9 + file`, with file 0 = `a` and rank 0 =
/// rank 1 (the first player's back rank).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square(u8);

impl Square {
    /// Builds a square from file (0..9) and rank (0..10) indices.
    #[must_use]
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < FILES && rank < RANKS {
            Some(Square(rank * FILES + file))
        } else {
            None
        }
    }

    /// Builds a square from its index `0..90`.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Square> {
        if index < NUM_SQUARES {
            Some(Square(index as u8))
        } else {
            None
        }
    }

    pub(crate) const fn from_u8_unchecked(index: u8) -> Square {
        Square(index)
    }

    /// The index `0..90`.
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// File index, 0 = `a`.
    #[must_use]
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 % FILES
    }

    /// Rank index, 0 = rank 1.
    #[must_use]
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 / FILES
    }

    /// Whether the point lies in either palace (files d..f, ranks 1..3 or 8..10).
    #[must_use]
    pub const fn in_palace(self) -> bool {
        let f = self.file();
        let r = self.rank();
        f >= 3 && f <= 5 && (r <= 2 || r >= 7)
    }

    /// All 90 points, `a1` first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..NUM_SQUARES as u8).map(Square)
    }

    /// Parses `a1`..`i10`, the coordinate form used by Fairy-Stockfish.
    #[must_use]
    pub fn parse(text: &str) -> Option<Square> {
        let bytes = text.as_bytes();
        if bytes.len() < 2 || bytes.len() > 3 {
            return None;
        }
        let file = bytes[0].wrapping_sub(b'a');
        let rank: u8 = text[1..].parse().ok()?;
        if text[1..].starts_with('0') || rank == 0 {
            return None;
        }
        Square::new(file, rank - 1)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, self.rank() + 1)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_and_display_round_trip() {
        for sq in Square::all() {
            assert_eq!(Square::parse(&sq.to_string()), Some(sq));
        }
        assert_eq!(Square::parse("j1"), None);
        assert_eq!(Square::parse("a11"), None);
        assert_eq!(Square::parse("a0"), None);
        assert_eq!(Square::parse("a01"), None);
    }
}
