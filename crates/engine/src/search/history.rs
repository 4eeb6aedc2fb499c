//! What a search learns about moves and positions and keeps from one
//! move of a game to the next: butterfly and continuation history,
//! counter-moves, correction history and the evaluation cache.

use super::{Searcher, MATE_BOUND};
use crate::params::*;
use palace_rules::{Move, Position, Square};

/// Continuation keys: side, piece kind and destination of a move.
const CONT_KEYS: usize = 2 * 7 * 90;
/// Continuation entries per key: piece kind and destination.
pub(super) const CONT_CUR: usize = 7 * 90;
/// No continuation (a pass, or before the root).
pub(super) const NO_CONT: u16 = u16::MAX;

/// The move-ordering statistics a search learns (butterfly and
/// continuation history, counter-moves): kept from one move of a game to
/// the next, so that a new search starts with what the last one learned.
#[derive(Clone)]
pub struct Tables {
    pub(super) history: Vec<i32>,
    pub(super) cont: Vec<i16>,
    pub(super) counters: Vec<Option<Move>>,
    pub(super) correction: Vec<i16>,
    pub(super) eval_cache: Vec<u64>,
}

impl Default for Tables {
    fn default() -> Tables {
        Tables {
            history: vec![0; 2 * 90 * 90],
            cont: vec![0; CONT_KEYS * CONT_CUR],
            counters: vec![None; CONT_KEYS],
            correction: vec![0; 2 * 3 * CORR_SIZE],
            eval_cache: vec![0; EVAL_CACHE],
        }
    }
}

impl std::fmt::Debug for Tables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tables").finish_non_exhaustive()
    }
}

impl Searcher<'_> {
    /// Indices of the position's two correction-history entries.
    #[inline]
    fn corr_slots(pos: &Position) -> [usize; 3] {
        let side = pos.turn().index() * 3 * CORR_SIZE;
        [
            side + (pos.soldier_key() as usize & (CORR_SIZE - 1)),
            side + CORR_SIZE + (pos.guard_key() as usize & (CORR_SIZE - 1)),
            side + 2 * CORR_SIZE + (pos.attacker_key() as usize & (CORR_SIZE - 1)),
        ]
    }

    /// The static evaluation corrected by what searches of positions with
    /// the same structures found.
    #[inline(always)]
    pub(super) fn corrected(&self, pos: &Position, raw: i32) -> i32 {
        let c = Self::corr_slots(pos)
            .iter()
            .map(|&i| i32::from(self.correction[i]))
            .sum::<i32>()
            / CORR_UNITS_PER_CP;
        (raw + c).clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
    }

    /// Moves both correction entries towards `score - eval`, by more the
    /// deeper the search.
    pub(super) fn update_correction(&mut self, pos: &Position, eval: i32, score: i32, depth: i32) {
        let bonus = ((score - eval) * depth / 8).clamp(-CORR_LIMIT / 4, CORR_LIMIT / 4);
        for i in Self::corr_slots(pos) {
            let e = i32::from(self.correction[i]);
            let e = e + bonus - e * bonus.abs() / CORR_LIMIT;
            self.correction[i] = e.clamp(-CORR_LIMIT, CORR_LIMIT) as i16;
        }
    }

    #[inline]
    pub(super) fn role_at(pos: &Position, sq: Square) -> usize {
        pos.piece_at(sq).map_or(0, |p| p.role as usize)
    }

    #[inline]
    fn hist_index(pos: &Position, m: Move) -> usize {
        pos.turn().index() * 8100 + m.from().index() * 90 + m.to().index()
    }

    /// Continuation key of `m` (not a pass) played in `pos`.
    #[inline]
    pub(super) fn cont_key(pos: &Position, m: Move) -> u16 {
        if m.is_pass() {
            return NO_CONT;
        }
        let p = pos
            .piece_at(m.from())
            .map_or(0, |p| p.color.index() * 7 + p.role as usize);
        (p * 90 + m.to().index()) as u16
    }

    /// Continuation keys of the moves one and two plies before `ply`.
    #[inline]
    pub(super) fn conts(&self, ply: usize) -> (u16, u16) {
        let c1 = if ply >= 1 { self.moved[ply - 1] } else { NO_CONT };
        let c2 = if ply >= 2 { self.moved[ply - 2] } else { NO_CONT };
        (c1, c2)
    }

    /// History of a quiet move: butterfly plus both continuations.
    #[inline]
    pub(super) fn quiet_history(&self, pos: &Position, m: Move, c1: u16, c2: u16) -> i32 {
        let cur = Self::role_at(pos, m.from()) * 90 + m.to().index();
        let mut h = self.history[Self::hist_index(pos, m)];
        if c1 != NO_CONT {
            h += i32::from(self.cont[usize::from(c1) * CONT_CUR + cur]);
        }
        if c2 != NO_CONT {
            h += i32::from(self.cont[usize::from(c2) * CONT_CUR + cur]);
        }
        h
    }

    pub(super) fn update_quiet(&mut self, pos: &Position, m: Move, depth: i32, ply: usize, tried: &[Move]) {
        if self.killers[ply][0] != Some(m) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(m);
        }
        let bonus = (HISTORY_BONUS_QUAD * depth * depth + HISTORY_BONUS_LIN * depth).min(HISTORY_BONUS_MAX);
        let (c1, c2) = self.conts(ply);
        if c1 != NO_CONT {
            self.counters[usize::from(c1)] = Some(m);
        }
        let i = Self::hist_index(pos, m);
        self.history[i] += bonus - self.history[i] * bonus / HISTORY_MAX;
        self.cont_update(pos, m, c1, c2, bonus);
        for &q in tried {
            if q != m {
                let j = Self::hist_index(pos, q);
                self.history[j] -= bonus + self.history[j] * bonus / HISTORY_MAX;
                self.cont_update(pos, q, c1, c2, -bonus);
            }
        }
    }

    /// Moves the continuation entries of `m` towards +-`HISTORY_MAX`.
    #[inline]
    fn cont_update(&mut self, pos: &Position, m: Move, c1: u16, c2: u16, bonus: i32) {
        let cur = Self::role_at(pos, m.from()) * 90 + m.to().index();
        for c in [c1, c2] {
            if c != NO_CONT {
                let e = &mut self.cont[usize::from(c) * CONT_CUR + cur];
                let v = i32::from(*e);
                *e = (v + bonus - v * bonus.abs() / HISTORY_MAX) as i16;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::levels;
    use crate::search::Searcher;
    use crate::time::Limits;
    use crate::tt::Tt;
    use palace_rules::Game;
    use std::sync::atomic::AtomicBool;

    /// A search's move-ordering statistics can be carried to the next
    /// search of the game, which starts from half of them.
    #[test]
    fn tables_carry_to_the_next_search() {
        let rules = palace_rules::RuleSet::preset("janggi").unwrap();
        let game = Game::new(rules);
        let tt = Tt::new(1);
        let stop = AtomicBool::new(false);
        let limits = Limits {
            depth: Some(6),
            ..Limits::default()
        };
        let mut a = Searcher::new(&game, &tt, &stop);
        a.think(
            game.position(),
            &limits,
            levels::level(levels::MAX_LEVEL),
            &mut |_| {},
        );
        let learnt = a.take_tables();
        assert!(learnt.history.iter().any(|&h| h.abs() >= 4));
        assert!(learnt.cont.iter().any(|&h| h.abs() >= 4));
        let fresh = Tables::default();
        assert!(fresh.history.iter().all(|&h| h == 0));
        let mut b = Searcher::new(&game, &tt, &stop);
        b.set_tables(learnt.clone());
        let depth0 = Limits {
            nodes: Some(1),
            ..Limits::default()
        };
        b.think(
            game.position(),
            &depth0,
            levels::level(levels::MAX_LEVEL),
            &mut |_| {},
        );
        let kept = b.take_tables();
        let i = learnt.history.iter().position(|&h| h.abs() >= 4).unwrap();
        assert_ne!(kept.history[i], 0);
        assert!(kept.history[i].abs() <= learnt.history[i].abs());
    }

    /// Correction history: a search that keeps finding a structure better
    /// than its static evaluation raises that evaluation, by a bounded
    /// amount, for positions sharing the structure and side to move only;
    /// a search from the start learns some correction; it is kept between
    /// moves with the other tables.
    #[test]
    fn correction_history_learns_the_evaluation_error() {
        let rules = palace_rules::RuleSet::preset("xiangqi").unwrap();
        let game = Game::new(rules);
        let tt = Tt::new(1);
        let stop = AtomicBool::new(false);
        let mut s = Searcher::new(&game, &tt, &stop);
        let start = game.position().clone();
        let play = |p: &Position, m: &str| p.play(p.parse_move(m).unwrap()).unwrap();
        // The start's soldiers and guards with the other side to move; a
        // position with the start's side to move and a soldier moved.
        let black = play(&start, "b1c3");
        assert_eq!(black.soldier_key(), start.soldier_key());
        let soldier = play(&black, "c7c6");
        let raw = 20;
        assert_eq!(s.corrected(&start, raw), raw);
        for _ in 0..200 {
            let e = s.corrected(&start, raw);
            s.update_correction(&start, e, raw + 100, 10);
        }
        let up = s.corrected(&start, raw);
        assert!((raw + 60..=raw + 100 + 5).contains(&up), "{up}");
        assert!(up <= raw + 3 * CORR_LIMIT / CORR_UNITS_PER_CP);
        // The same key with the other side to move is untouched; a soldier
        // move changes one key of three, so part of the correction stays.
        assert_eq!(s.corrected(&black, raw), raw);
        let soldier_moved = s.corrected(&soldier, raw);
        assert!(soldier_moved > raw && soldier_moved < up, "{soldier_moved}");
        // A real search learns corrections, and they are carried.
        let mut t = Searcher::new(&game, &tt, &stop);
        let limits = Limits {
            depth: Some(6),
            ..Limits::default()
        };
        t.think(&start, &limits, levels::level(levels::MAX_LEVEL), &mut |_| {});
        let learnt = t.take_tables();
        assert!(learnt.correction.iter().filter(|&&c| c != 0).count() >= 3);
    }
}
