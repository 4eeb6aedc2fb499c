//! Perft: the number of leaf nodes of the legal move tree, with
//! Fairy-Stockfish's conventions (passes count; a position where the game
//! has immediately ended has no children).

use crate::movelist::MoveList;
use crate::moves::Move;
use crate::position::Position;
use crate::rules::BikjangEnd;

/// Whether the game ended immediately on reaching `pos` by `last`, in the
/// sense of Fairy-Stockfish's immediate game end: two passes in a row, or a
/// pass answering bikjang.
#[must_use]
pub(crate) fn immediate_end(pos: &Position, last: Option<Move>, before_last: Option<Move>) -> bool {
    let rules = pos.rules();
    let Some(last) = last else { return false };
    if !last.is_pass() {
        return false;
    }
    if rules.double_pass.is_some() && before_last.is_some_and(|m| m.is_pass()) {
        return true;
    }
    matches!(rules.bikjang_end, BikjangEnd::PassWhileFacing(_)) && pos.generals_facing()
}

/// Counts leaf nodes at `depth`. `last` and `before_last` are the moves that
/// led to `pos` (for the immediate endings that depend on them).
#[must_use]
pub fn perft(pos: &Position, depth: u32) -> u64 {
    perft_inner(pos, depth, None, None)
}

/// Perft with the two moves that led to `pos`.
#[must_use]
pub fn perft_with_history(pos: &Position, depth: u32, last: Option<Move>, before_last: Option<Move>) -> u64 {
    perft_inner(pos, depth, last, before_last)
}

fn perft_inner(pos: &Position, depth: u32, last: Option<Move>, before_last: Option<Move>) -> u64 {
    if depth == 0 {
        return 1;
    }
    if immediate_end(pos, last, before_last) {
        return 0;
    }
    let mut list = MoveList::new();
    pos.generate_legal(&mut list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut total = 0;
    for &m in list.iter() {
        let mut next = pos.clone();
        next.play_unchecked(m);
        total += perft_inner(&next, depth - 1, Some(m), last);
    }
    total
}

/// Perft split by first move: `(move, count)` for every legal move.
#[must_use]
pub fn divide(pos: &Position, depth: u32, last: Option<Move>, before_last: Option<Move>) -> Vec<(Move, u64)> {
    if depth == 0 || immediate_end(pos, last, before_last) {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|&m| {
            let mut next = pos.clone();
            next.play_unchecked(m);
            (m, perft_inner(&next, depth - 1, Some(m), last))
        })
        .collect()
}
