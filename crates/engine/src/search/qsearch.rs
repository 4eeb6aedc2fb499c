//! Quiescence search: captures (all evasions in check) until the
//! position is quiet, standing pat on the static evaluation.

use super::{from_tt, to_tt, Searcher, INF, MATE, MATE_BOUND, MAX_PLY};
use crate::eval::piece_value;
use crate::params::*;
use crate::tt::Bound;
use palace_rules::movelist::MAX_MOVES;
use palace_rules::{BikjangEnd, Move, MoveList, Position, RuleSet};

/// Whether a pass now would end the game at once (a pass just made and a
/// double-pass rule, or generals facing and a pass-while-facing rule).
#[inline]
fn pass_matters_now(rules: &RuleSet, last_was_pass: bool, pos: &Position) -> bool {
    (rules.double_pass.is_some() && last_was_pass)
        || (matches!(rules.bikjang_end, BikjangEnd::PassWhileFacing(_)) && pos.generals_facing())
}

impl Searcher<'_> {
    /// Quiescence: captures (all evasions in check) until the position is quiet.
    pub(super) fn qsearch(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.nodes += 1;
        if self.poll() {
            return 0;
        }
        if ply > self.seldepth {
            self.seldepth = ply;
        }
        if ply > 0 {
            if let Some(v) = self.path.ending(pos) {
                return Self::verdict_score(v, pos, ply);
            }
        }
        if ply >= MAX_PLY - 2 {
            return self.evaluate(pos);
        }
        let key = self.key(pos);
        let mut tt_move = None;
        let hit = self.tt.probe(key);
        if let Some(h) = hit {
            let s = from_tt(h.score, ply);
            match h.bound {
                Bound::Exact => return s,
                Bound::Lower if s >= beta => return s,
                Bound::Upper if s <= alpha => return s,
                _ => {}
            }
            tt_move = h.mv;
        }
        let old_alpha = alpha;
        let mut best_move = None;
        let in_check = pos.in_check();
        let mut list = MoveList::new();
        let mut best;
        let mut raw = -INF;
        if in_check {
            pos.generate_legal(&mut list);
            if list.is_empty() {
                return -(MATE - ply as i32);
            }
            best = -INF;
        } else {
            // With few pieces, having no legal move at all (a loss) is
            // likely enough to be worth a look.
            if pos.occupied(pos.turn()).count() <= STALEMATE_PIECES
                && !pos.pass_legal()
                && pos.count_legal() == 0
            {
                return -(MATE - ply as i32);
            }
            // The table keeps the static evaluation of positions seen before.
            raw = match hit {
                Some(h) if h.eval > -MATE_BOUND => h.eval,
                _ => self.evaluate(pos),
            };
            let mut stand = self.corrected(pos, ply, raw);
            // A pass that ends the game at once (double pass, or a pass
            // while the generals face each other) is a move the side to
            // move can always make: its result bounds the score from below.
            if let Some(s) = self.ending_pass(pos, ply) {
                stand = stand.max(s);
            }
            if stand >= beta {
                return stand;
            }
            alpha = alpha.max(stand);
            best = stand;
            pos.generate_pseudo_legal_captures(&mut list);
        }
        let mut scores = [0i32; MAX_MOVES];
        self.score_moves(pos, &list, &mut scores, tt_move, ply.min(MAX_PLY));
        let mut filter = None;
        for i in 0..list.len() {
            let (m, order) = Self::pick(&mut list, &mut scores, i);
            let victim = pos.captured_by(m);
            let mut child = pos.clone();
            if !in_check {
                let gain = victim.map_or(0, |v| piece_value(self.janggi, v.role as usize));
                if best + gain + DELTA_MARGIN <= alpha
                    || !pos.pseudo_legal_is_legal_with(filter.get_or_insert_with(|| pos.move_filter()), m)
                {
                    continue;
                }
                child.play_unchecked(m);
                // A capture that loses material by exchange evaluation
                // (ordered below zero) is skipped unless it checks.
                if order < 0 && !child.in_check() {
                    continue;
                }
            } else {
                child.play_unchecked(m);
            }
            self.path.push(&child, m, false, victim.is_some());
            self.moved[ply] = Self::cont_key(pos, m);
            self.enter_keys(pos, m, ply);
            let s = -self.qsearch(&child, -beta, -alpha, ply + 1);
            self.path.pop();
            if self.aborted {
                return 0;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    best_move = Some(m);
                    if s >= beta {
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if alpha > old_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, best_move, to_tt(best, ply), raw.max(-MATE_BOUND), 0, bound);
        best
    }

    /// The score of a pass that ends the game at once, if one is legal.
    pub(super) fn ending_pass(&mut self, pos: &Position, ply: usize) -> Option<i32> {
        if !pos.pass_legal() || !pass_matters_now(self.rules, self.path.last_was_pass(), pos) {
            return None;
        }
        let pass = Move::pass(pos.general(pos.turn()));
        let mut child = pos.clone();
        child.play_unchecked(pass);
        self.path.push(&child, pass, false, false);
        let v = self.path.ending(&child);
        self.path.pop();
        v.map(|v| -Self::verdict_score(v, &child, ply + 1))
    }
}
