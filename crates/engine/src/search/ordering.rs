//! Move ordering: every move gets a score (the hash move first, then
//! captures by victim and attacker, those losing material by exchange
//! evaluation after the quiet moves, killers, the counter-move, and quiet
//! moves by their history), and the picker hands them out best first.

use super::history::NO_CONT;
use super::see::see_cached;
use super::Searcher;
use crate::eval::piece_value;
use palace_rules::movelist::MAX_MOVES;
use palace_rules::{Move, MoveList, Position};

/// Order score of captures that lose material: below every quiet move.
const BAD_CAPTURE: i32 = -(1 << 19);

/// Order score of a quiet move that refuted the previous move elsewhere.
pub(super) const COUNTER_SCORE: i32 = (1 << 22) - 1;

impl Searcher<'_> {
    /// Scores moves for ordering.
    pub(super) fn score_moves(
        &self,
        pos: &Position,
        list: &MoveList,
        scores: &mut [i32; MAX_MOVES],
        tt_move: Option<Move>,
        ply: usize,
    ) {
        let killers = self.killers[ply];
        let (c1, c2) = self.conts(ply);
        let counter = if c1 == NO_CONT {
            None
        } else {
            self.counters[usize::from(c1)]
        };
        let mut see_b = None;
        for (i, &m) in list.iter().enumerate() {
            scores[i] = if Some(m) == tt_move {
                1 << 30
            } else if m.is_pass() {
                -(1 << 20)
            } else if let Some(victim) = pos.captured_by(m) {
                let v = piece_value(self.janggi, victim.role as usize);
                let a = piece_value(self.janggi, Self::role_at(pos, m.from()));
                // Captures that lose material (by exchange evaluation) come
                // after the quiet moves, and score below zero.
                if a > v && see_cached(&mut see_b, pos, m) < 0 {
                    BAD_CAPTURE + v * 16 - a / 16
                } else {
                    (1 << 24) + v * 16 - a / 16
                }
            } else if killers[0] == Some(m) {
                (1 << 22) + 1
            } else if killers[1] == Some(m) {
                1 << 22
            } else if counter == Some(m) {
                COUNTER_SCORE
            } else {
                self.quiet_history(pos, m, c1, c2)
            };
        }
    }

    /// Moves the best-scored of the moves from `i` on to `i`; returns it
    /// and its score.
    #[inline]
    pub(super) fn pick(list: &mut MoveList, scores: &mut [i32; MAX_MOVES], i: usize) -> (Move, i32) {
        // The first of the highest scores: the maximum first (a loop the
        // compiler vectorises), then where it is.
        let rest = &scores[i..list.len()];
        let top = rest.iter().copied().max().unwrap_or(i32::MIN);
        let best = i + rest.iter().position(|&s| s == top).unwrap_or(0);
        scores.swap(i, best);
        list.as_mut_slice().swap(i, best);
        (list[i], top)
    }
}
