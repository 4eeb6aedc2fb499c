//! Sets of points: the representation the attack tables and a position's
//! occupancy are given in.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use crate::square::{Square, NUM_SQUARES};

/// A set of points of the board: bit `i` is the point of index `i`
/// (`rank * 9 + file`, as [`Square::index`]); the bits above 89 are
/// always clear. Iterating yields the points in index order, `a1` first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(transparent)]
pub struct Bitboard(u128);

/// The 90 bits of the board.
const BOARD: u128 = (1u128 << NUM_SQUARES) - 1;

impl Bitboard {
    /// No point.
    pub const EMPTY: Bitboard = Bitboard(0);
    /// Every point of the board.
    pub const ALL: Bitboard = Bitboard(BOARD);

    /// The set of the bits of `bits` (bit `i` = point `i`); bits above 89
    /// are dropped.
    #[must_use]
    #[inline]
    pub const fn from_bits(bits: u128) -> Bitboard {
        Bitboard(bits & BOARD)
    }

    /// The set as bits (bit `i` = point `i`), for code that keeps its own
    /// tables of sets.
    #[must_use]
    #[inline]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set of one point.
    #[must_use]
    #[inline]
    pub const fn from_square(square: Square) -> Bitboard {
        Bitboard(1u128 << square.index())
    }

    /// Whether the set holds `square`.
    #[must_use]
    #[inline]
    pub const fn contains(self, square: Square) -> bool {
        (self.0 >> square.index()) & 1 != 0
    }

    /// Whether the set is empty.
    #[must_use]
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many points the set holds.
    #[must_use]
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// The point of lowest index, if any.
    #[must_use]
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_u8_unchecked(self.0.trailing_zeros() as u8))
        }
    }

    /// The set with `square` added.
    #[must_use]
    #[inline]
    pub const fn with(self, square: Square) -> Bitboard {
        Bitboard(self.0 | (1u128 << square.index()))
    }
}

impl Iterator for Bitboard {
    type Item = Square;

    /// Takes the point of lowest index out of the set.
    #[inline]
    fn next(&mut self) -> Option<Square> {
        let first = self.first()?;
        self.0 &= self.0 - 1;
        Some(first)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.count() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bitboard {}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(squares: I) -> Bitboard {
        squares.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

impl BitAnd for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitand(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & other.0)
    }
}

impl BitOr for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitor(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 | other.0)
    }
}

impl BitXor for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn bitxor(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 ^ other.0)
    }
}

impl Not for Bitboard {
    type Output = Bitboard;
    /// The points of the board not in the set.
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & BOARD)
    }
}

impl BitAndAssign for Bitboard {
    #[inline]
    fn bitand_assign(&mut self, other: Bitboard) {
        self.0 &= other.0;
    }
}

impl BitOrAssign for Bitboard {
    #[inline]
    fn bitor_assign(&mut self, other: Bitboard) {
        self.0 |= other.0;
    }
}

impl BitXorAssign for Bitboard {
    #[inline]
    fn bitxor_assign(&mut self, other: Bitboard) {
        self.0 ^= other.0;
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(*self).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn points_in_and_out() {
        let set: Bitboard = [sq("e1"), sq("a1"), sq("i10")].into_iter().collect();
        assert_eq!(set.count(), 3);
        assert!(set.contains(sq("i10")) && !set.contains(sq("e2")));
        assert_eq!(set.first(), Some(sq("a1")));
        assert_eq!(set.collect::<Vec<_>>(), [sq("a1"), sq("e1"), sq("i10")]);
        assert_eq!(format!("{set:?}"), "{a1, e1, i10}");
        assert!(Bitboard::EMPTY.is_empty() && Bitboard::EMPTY.first().is_none());
    }

    #[test]
    fn operations_stay_on_the_board() {
        let a = Bitboard::from_square(sq("a1")) | Bitboard::from_square(sq("b1"));
        let b = Bitboard::from_square(sq("b1"));
        assert_eq!(a & b, b);
        assert_eq!((a ^ b).collect::<Vec<_>>(), [sq("a1")]);
        assert_eq!((!a).count(), 88);
        assert_eq!(!Bitboard::ALL, Bitboard::EMPTY);
        assert_eq!(Bitboard::from_bits(u128::MAX), Bitboard::ALL);
        assert_eq!(Bitboard::ALL.count(), 90);
        let mut c = a;
        c &= b;
        c |= Bitboard::from_square(sq("c1"));
        c ^= b;
        assert_eq!(c.collect::<Vec<_>>(), [sq("c1")]);
    }
}
