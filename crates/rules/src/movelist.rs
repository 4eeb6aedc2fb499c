//! A fixed-capacity move list that lives on the stack.

use crate::moves::Move;
use std::mem::MaybeUninit;
use std::ops::Deref;

/// More than any reachable position has (the most known is below 130).
pub const MAX_MOVES: usize = 224;

/// Moves of one position, without heap allocation.
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

    #[inline]
    pub fn push(&mut self, m: Move) {
        // A position with more pseudo-legal moves than MAX_MOVES cannot be
        // built from 32 pieces; the bound check keeps this safe regardless.
        if self.len < MAX_MOVES {
            self.moves[self.len] = MaybeUninit::new(m);
            self.len += 1;
        }
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
