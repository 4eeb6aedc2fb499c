//! Zobrist keys, generated at compile time from a fixed seed.

use crate::square::NUM_SQUARES;

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
    (keys, side)
}

const TABLES: ([[u64; NUM_SQUARES]; 16], u64) = build();
static KEYS: [[u64; NUM_SQUARES]; 16] = TABLES.0;

/// Key of the side to move being the second player.
pub const SIDE: u64 = TABLES.1;

/// Key of a board code on a square.
#[inline]
pub(crate) fn piece(code: u8, sq: usize) -> u64 {
    KEYS[code as usize & 15][sq]
}
