//! What a search learns about moves and positions and keeps from one
//! move of a game to the next: butterfly and continuation history,
//! counter-moves, correction history and the evaluation cache.

use super::{Searcher, MATE_BOUND};
use crate::params::*;
use palace_rules::zobrist::{occupant_key, piece_key};
use palace_rules::{Move, Occupant, Piece, Position, Role, Square};

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

/// The keys correction history is indexed by: the Zobrist keys (as in
/// `Position::hash`) of the soldiers; of the generals, advisors and
/// elephants; of the chariots, cannons and horses (both sides each).
pub(super) type CorrKeys = [u64; 3];

/// Which of the `CorrKeys` a piece counts in.
const fn corr_class(piece: Piece) -> usize {
    match piece.role {
        Role::Soldier => 0,
        Role::General | Role::Advisor | Role::Elephant => 1,
        Role::Horse | Role::Chariot | Role::Cannon => 2,
    }
}

/// `corr_class` by `Occupant::index` (an empty point's key is 0, so its
/// class does not matter): a load in the search's hot path.
static CORR_CLASS: [usize; Occupant::COUNT] = {
    let mut t = [0; Occupant::COUNT];
    let mut c = 0;
    while c < 2 {
        let mut r = 0;
        while r < 7 {
            let p = Piece::new(palace_rules::Color::ALL[c], Role::ALL[r]);
            t[Occupant::new(p).index()] = corr_class(p);
            r += 1;
        }
        c += 1;
    }
    t
};

/// The correction keys of a position, from its board.
pub(super) fn corr_keys(pos: &Position) -> CorrKeys {
    let mut keys = [0; 3];
    for (i, o) in pos.board().iter().enumerate() {
        if let Some(p) = o.piece() {
            let sq = Square::from_index(i).expect("a point of the board");
            keys[corr_class(p)] ^= piece_key(p, sq);
        }
    }
    keys
}

/// The correction keys after `m` is played in `pos`, from those of `pos`:
/// the search keeps them along its path, as `Position` keeps its hash,
/// rather than scan the board at every node.
#[inline(always)]
pub(super) fn corr_keys_after(mut keys: CorrKeys, pos: &Position, m: Move) -> CorrKeys {
    if m.is_pass() {
        return keys;
    }
    let (from, to) = (m.from(), m.to());
    let moved = pos.board()[from.index()];
    let taken = pos.board()[to.index()];
    // `& 15`: an index is below `Occupant::COUNT`; the mask spares the
    // bounds checks.
    keys[CORR_CLASS[moved.index() & 15]] ^= occupant_key(moved, from) ^ occupant_key(moved, to);
    keys[CORR_CLASS[taken.index() & 15]] ^= occupant_key(taken, to);
    keys
}

impl std::fmt::Debug for Tables {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tables").finish_non_exhaustive()
    }
}

impl Searcher<'_> {
    /// Records the correction keys of the position `m` leads to from
    /// `pos`, searched at `ply + 1`.
    #[inline(always)]
    pub(super) fn enter_keys(&mut self, pos: &Position, m: Move, ply: usize) {
        self.corr_keys[ply + 1] = corr_keys_after(self.corr_keys[ply], pos, m);
    }

    /// Indices of the correction-history entries of `pos`, searched at
    /// `ply`.
    #[inline]
    fn corr_slots(&self, pos: &Position, ply: usize) -> [usize; 3] {
        let keys = self.corr_keys[ply];
        debug_assert_eq!(keys, corr_keys(pos), "{}", pos.fen());
        let side = pos.turn().index() * 3 * CORR_SIZE;
        [
            side + (keys[0] as usize & (CORR_SIZE - 1)),
            side + CORR_SIZE + (keys[1] as usize & (CORR_SIZE - 1)),
            side + 2 * CORR_SIZE + (keys[2] as usize & (CORR_SIZE - 1)),
        ]
    }

    /// The static evaluation of `pos`, searched at `ply`, corrected by what
    /// searches of positions with the same structures found.
    #[inline(always)]
    pub(super) fn corrected(&self, pos: &Position, ply: usize, raw: i32) -> i32 {
        let c = self
            .corr_slots(pos, ply)
            .iter()
            .map(|&i| i32::from(self.correction[i]))
            .sum::<i32>()
            / CORR_UNITS_PER_CP;
        (raw + c).clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
    }

    /// Moves both correction entries towards `score - eval`, by more the
    /// deeper the search.
    pub(super) fn update_correction(
        &mut self,
        pos: &Position,
        ply: usize,
        eval: i32,
        score: i32,
        depth: i32,
    ) {
        let bonus = ((score - eval) * depth / 8).clamp(-CORR_LIMIT / 4, CORR_LIMIT / 4);
        for i in self.corr_slots(pos, ply) {
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
        assert_eq!(corr_keys(&black)[0], corr_keys(&start)[0]);
        let soldier = play(&black, "c7c6");
        let raw = 20;
        // Each position as the search's root, with its keys.
        let corrected = |s: &mut Searcher, pos: &Position| {
            s.corr_keys[0] = corr_keys(pos);
            s.corrected(pos, 0, raw)
        };
        assert_eq!(corrected(&mut s, &start), raw);
        for _ in 0..200 {
            let e = s.corrected(&start, 0, raw);
            s.update_correction(&start, 0, e, raw + 100, 10);
        }
        let up = s.corrected(&start, 0, raw);
        assert!((raw + 60..=raw + 100 + 5).contains(&up), "{up}");
        assert!(up <= raw + 3 * CORR_LIMIT / CORR_UNITS_PER_CP);
        // The same key with the other side to move is untouched; a soldier
        // move changes one key of three, so part of the correction stays.
        assert_eq!(corrected(&mut s, &black), raw);
        let soldier_moved = corrected(&mut s, &soldier);
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

    /// Each correction key follows only its pieces (moved or taken), and
    /// the keys the search carries from move to move are those of the board.
    #[test]
    fn correction_keys_follow_only_their_pieces() {
        let rules = palace_rules::RuleSet::preset("xiangqi").unwrap();
        let start = Position::start(rules);
        let play = |pos: &Position, m: &str| {
            let mv = pos.parse_move(m).unwrap();
            let next = pos.play(mv).unwrap();
            assert_eq!(corr_keys_after(corr_keys(pos), pos, mv), corr_keys(&next), "{m}");
            next
        };
        let [s0, g0, a0] = corr_keys(&start);
        // A horse move changes the attackers' key only.
        let [s, g, a] = corr_keys(&play(&start, "b1c3"));
        assert_eq!((s, g), (s0, g0));
        assert_ne!(a, a0);
        // A soldier move changes the soldier key only; an advisor move the
        // guard key only.
        let [s, g, a] = corr_keys(&play(&start, "c4c5"));
        assert_ne!(s, s0);
        assert_eq!((g, a), (g0, a0));
        let [s, g, a] = corr_keys(&play(&start, "d1e2"));
        assert_ne!(g, g0);
        assert_eq!((s, a), (s0, a0));
        // A cannon taking a soldier changes the soldier and attacker keys,
        // not the guards'; a pass (Janggi) changes none.
        let before = play(&play(&start, "h3e3"), "a10a9");
        let [s1, g1, a1] = corr_keys(&before);
        let [s, g, a] = corr_keys(&play(&before, "e3e7"));
        assert_ne!(s, s1);
        assert_ne!(a, a1);
        assert_eq!(g, g1);
        let janggi = Position::start(palace_rules::RuleSet::preset("janggi").unwrap());
        let pass = palace_rules::Move::pass(janggi.general(janggi.turn()));
        assert_eq!(
            corr_keys_after(corr_keys(&janggi), &janggi, pass),
            corr_keys(&janggi)
        );
    }
}
