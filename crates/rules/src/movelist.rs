//! A fixed-capacity move list that lives on the stack.

use crate::moves::Move;
use std::mem::MaybeUninit;
use std::ops::Deref;

/// More than any reachable position has (the most known is below 130).
pub const MAX_MOVES: usize = 224;

/// Moves of one position, without heap allocation. Pushing past
/// [`MAX_MOVES`] panics rather than losing a move.
pub struct MoveList {
    len: usize,
    moves: [MaybeUninit<Move>; MAX_MOVES],
}

impl MoveList {
    #[must_use]
    #[inline]
    pub fn new() -> MoveList {
        MoveList {
            len: 0,
            moves: [MaybeUninit::uninit(); MAX_MOVES],
        }
    }

    /// Appends a move.
    ///
    /// # Panics
    /// When the list already holds [`MAX_MOVES`] moves (no position built
    /// from 32 pieces has that many pseudo-legal moves): a move is never
    /// dropped silently.
    #[inline]
    pub fn push(&mut self, m: Move) {
        if self.len >= MAX_MOVES {
            full();
        }
        self.moves[self.len] = MaybeUninit::new(m);
        self.len += 1;
    }

    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Keeps only the moves for which `keep` holds, in order.
    #[inline]
    pub fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        let mut j = 0;
        for i in 0..self.len {
            // SAFETY: every slot below `len` was written by `push`.
            let m = unsafe { self.moves[i].assume_init() };
            if keep(m) {
                self.moves[j] = MaybeUninit::new(m);
                j += 1;
            }
        }
        self.len = j;
    }

    #[must_use]
    pub fn as_slice(&self) -> &[Move] {
        // SAFETY: the first `len` slots are initialised and `Move` is `Copy`.
        unsafe { std::slice::from_raw_parts(self.moves.as_ptr().cast::<Move>(), self.len) }
    }

    #[must_use]
    pub fn as_mut_slice(&mut self) -> &mut [Move] {
        // SAFETY: as in `as_slice`.
        unsafe { std::slice::from_raw_parts_mut(self.moves.as_mut_ptr().cast::<Move>(), self.len) }
    }
}

/// A move list overflowed: out of line, so that `push` stays small.
#[cold]
#[inline(never)]
fn full() -> ! {
    panic!("more than {MAX_MOVES} moves in one position")
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList::new()
    }
}

impl Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}

impl std::fmt::Debug for MoveList {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_every_move_up_to_capacity_in_order() {
        let mut list = MoveList::new();
        let moves: Vec<Move> = (0..MAX_MOVES)
            .map(|i| Move::from_raw((i % 90) as u8, (i / 90) as u8))
            .collect();
        for &m in &moves {
            list.push(m);
        }
        assert_eq!(list.as_slice(), &moves[..]);
        list.retain(|m| m.from().index() % 2 == 0);
        let even: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| m.from().index() % 2 == 0)
            .collect();
        assert_eq!(list.as_slice(), &even[..]);
        list.clear();
        assert!(list.is_empty());
    }

    #[test]
    #[should_panic]
    fn refuses_a_move_past_capacity() {
        let mut list = MoveList::new();
        for _ in 0..=MAX_MOVES {
            list.push(Move::from_raw(0, 1));
        }
    }
}
