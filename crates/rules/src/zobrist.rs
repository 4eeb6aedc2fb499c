//! Zobrist keys, generated at compile time from a fixed seed:
//! [`Position::hash`](crate::Position::hash) is made of them. A program
//! that keys tables by part of the board (the soldiers, one side's pieces)
//! XORs the keys of those pieces alone and gets values consistent with the
//! full hash. The keys are fixed: they do not change between versions
//! without a note in the changelog, so stored hashes stay valid.

use crate::piece::{Occupant, Piece};
use crate::square::{Square, NUM_SQUARES};

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

const fn build() -> ([[u64; NUM_SQUARES]; 16], u64) {
    let mut keys = [[0u64; NUM_SQUARES]; 16];
    let mut state = 0x5041_4c41_4345_2024; // "PALACE 2024"
    let mut c = 0;
    while c < 16 {
        let mut s = 0;
        while s < NUM_SQUARES {
            let (next, v) = splitmix(state);
            state = next;
            keys[c][s] = v;
            s += 1;
        }
        c += 1;
    }
    let (_, side) = splitmix(state);
    // Code 0 is an empty point: no key, so that XORing the keys of a
    // whole board (`occupant_key`) needs no test for empty points.
    keys[0] = [0; NUM_SQUARES];
    (keys, side)
}

const TABLES: ([[u64; NUM_SQUARES]; 16], u64) = build();
static KEYS: [[u64; NUM_SQUARES]; 16] = TABLES.0;

/// Key of the side to move being the second player.
pub const SIDE_KEY: u64 = TABLES.1;
pub(crate) const SIDE: u64 = SIDE_KEY;

/// Key of `piece` standing on `square`.
#[must_use]
#[inline]
pub fn piece_key(piece: Piece, square: Square) -> u64 {
    self::piece(piece.code(), square.index())
}

/// Key of what stands on `square`: [`piece_key`] of its piece, 0 for an
/// empty point (so a board view's keys XOR without a test).
#[must_use]
#[inline]
pub fn occupant_key(occupant: Occupant, square: Square) -> u64 {
    KEYS[occupant.index() & 15][square.index()]
}

/// Key of a board code on a square.
#[inline]
pub(crate) fn piece(code: u8, sq: usize) -> u64 {
    KEYS[code as usize & 15][sq]
}
