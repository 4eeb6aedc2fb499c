//! A game's history as the endings read it, and the one decision of every
//! ending of every rule set from it (repetition with perpetual check, the
//! Xiangqi chasing rule and the Kakao shuttle rule, double pass, bikjang,
//! ply and quiet limits, bare material), in the order of precedence of
//! `docs/rules.md`. [`Game`](crate::Game) decides its endings with it; a
//! search keeps one along its path and asks it at every node, which costs
//! a few comparisons per node.

use crate::bitboard::Bitboard;
use crate::moves::Move;
use crate::outcome::{EndReason, GameResult, Outcome};
use crate::piece::{Color, Role};
use crate::position::Position;
use crate::rules::{BikjangEnd, Decision, Repetition, RuleSet};

/// What the endings need of one position of the history and the move that
/// led to it.
#[derive(Clone, Copy, Debug)]
struct Ply {
    hash: u64,
    in_check: bool,
    facing: bool,
    /// The move that led here was a pass (a real one).
    pass: bool,
    /// The move that led here was a null move (a search's pass outside the
    /// rules): repetitions are not looked for across it.
    null: bool,
    /// The move that led here captured.
    capture: bool,
    /// Some move up to here (this one included) captured.
    any_capture: bool,
    /// The move that led here (`None` for the start position).
    mv: Option<Move>,
    /// Index of the last null move's position, 0 if none.
    last_null: u32,
}

/// Stands in for the position before the start: nothing happened there.
const NO_MOVE: Ply = Ply {
    hash: 0,
    in_check: false,
    facing: false,
    pass: false,
    null: false,
    capture: false,
    any_capture: false,
    mv: None,
    last_null: 0,
};

/// The positions of a game from its start, as the endings read them.
#[derive(Clone, Debug)]
pub struct History {
    plies: Vec<Ply>,
    rules: &'static RuleSet,
    /// The positions themselves, kept only under the Xiangqi chasing rule
    /// (chases are worked out only when a repetition is found).
    positions: Vec<Position>,
    chasing: bool,
}

impl History {
    /// The history of a game that starts at `start`.
    #[must_use]
    pub fn new(start: &Position) -> History {
        let rules = start.rules();
        let chasing = matches!(rules.repetition, Repetition::Fsf { chasing: true, .. });
        History {
            plies: vec![Ply {
                hash: start.hash(),
                in_check: start.in_check(),
                facing: start.generals_facing(),
                ..NO_MOVE
            }],
            rules,
            positions: if chasing { vec![start.clone()] } else { Vec::new() },
            chasing,
        }
    }

    /// Makes room for `extra` more positions, so that pushing them does not
    /// allocate.
    pub fn reserve(&mut self, extra: usize) {
        self.plies.reserve(extra);
        if self.chasing {
            self.positions.reserve(extra);
        }
    }

    /// Number of positions (the start included).
    #[must_use]
    #[inline]
    pub fn len(&self) -> usize {
        self.plies.len()
    }

    /// Never empty: the start position is always there.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Whether the last position was reached by a (real) pass.
    #[must_use]
    #[inline]
    pub fn last_was_pass(&self) -> bool {
        self.last().pass
    }

    #[inline]
    fn last(&self) -> &Ply {
        &self.plies[self.plies.len() - 1]
    }

    /// Adds `pos`, reached by the legal move `m` (`capture`: whether it
    /// captured).
    #[inline]
    pub fn push(&mut self, pos: &Position, m: Move, capture: bool) {
        self.push_ply(pos, m, false, capture);
    }

    /// Adds `pos`, reached by a null move: the side that moved passed
    /// where the rules may not let it (a search's null move). Repetitions
    /// are not looked for across it, and it chases nothing.
    #[inline]
    pub fn push_null(&mut self, pos: &Position) {
        self.push_ply(pos, Move::pass(pos.general(!pos.turn())), true, false);
    }

    #[inline]
    fn push_ply(&mut self, pos: &Position, m: Move, null: bool, capture: bool) {
        if self.chasing {
            self.positions.push(pos.clone());
        }
        let prev = *self.last();
        let index = self.plies.len() as u32;
        self.plies.push(Ply {
            hash: pos.hash(),
            in_check: pos.in_check(),
            facing: pos.generals_facing(),
            pass: m.is_pass() && !null,
            null,
            capture,
            any_capture: prev.any_capture || capture,
            mv: Some(m),
            last_null: if null { index } else { prev.last_null },
        });
    }

    /// Takes back the last position (never the start).
    #[inline]
    pub fn pop(&mut self) {
        if self.plies.len() > 1 {
            self.plies.pop();
            if self.chasing {
                self.positions.pop();
            }
        }
    }

    /// The pieces that the move into position `j` chases under the Xiangqi
    /// chasing rule (0 for the start, for null moves and under other rule
    /// sets).
    #[must_use]
    pub fn chased(&self, j: usize) -> Bitboard {
        Bitboard::from_bits(self.chased_bits(j))
    }

    /// [`History::chased`] as bits, for the chase masks.
    fn chased_bits(&self, j: usize) -> u128 {
        let p = &self.plies[j];
        match p.mv {
            Some(m) if self.chasing && j > 0 && !p.null => {
                self.positions[j].chased_by(&self.positions[j - 1], m)
            }
            _ => 0,
        }
    }

    /// The game's ending at `pos`, the last position of the history, if
    /// any: what [`Game`](crate::Game) reports.
    #[must_use]
    pub fn outcome(&self, pos: &Position) -> Option<Outcome> {
        self.ending(pos, None)
            .or_else(|| (pos.count_legal() == 0).then(|| no_legal_move(pos)))
    }

    /// Every ending at `pos` (the last position of the history) other than
    /// "no legal move", which a search finds by generating moves; where the
    /// order of precedence puts "no legal move" before the ending found,
    /// this checks for it too. With `tree_root`, a position repeated once
    /// after that index ends the game at once (a search: the side could
    /// repeat it again).
    #[must_use]
    pub fn ending(&self, pos: &Position, tree_root: Option<usize>) -> Option<Outcome> {
        let rules = self.rules;
        let k = self.plies.len() - 1;
        let cur = &self.plies[k];
        // Before any move, the move-dependent endings cannot apply.
        let prev = if k == 0 { &NO_MOVE } else { &self.plies[k - 1] };
        let bikjang = match rules.bikjang_end {
            BikjangEnd::None => None,
            BikjangEnd::PassWhileFacing(d) => {
                (cur.pass && prev.facing && cur.facing).then(|| decided(pos, d, EndReason::Bikjang))
            }
            // A capture before the turn that began facing.
            BikjangEnd::StillFacingAfterCapture(d) => {
                (prev.any_capture && prev.facing && cur.facing).then(|| decided(pos, d, EndReason::Bikjang))
            }
        };
        let double_pass = rules
            .double_pass
            .and_then(|d| (k >= 2 && cur.pass && prev.pass).then(|| decided(pos, d, EndReason::DoublePass)));
        // Fairy-Stockfish's immediate endings come before the no-legal-move
        // verdict: after them the game has no moves at all.
        if rules.engine_compatible {
            if let Some(o) = bikjang.or(double_pass) {
                return Some(o);
            }
        }
        let other = bikjang
            .or_else(|| self.repetition(pos, tree_root))
            .or(double_pass)
            .or_else(|| {
                let (limit, d) = rules.ply_limit?;
                let ply = 2 * (pos.fullmoves() - 1) + u32::from(pos.turn() == Color::Second);
                (ply >= limit).then(|| decided(pos, d, EndReason::PlyLimit))
            })
            .or_else(|| self.quiet(pos))
            .or_else(|| {
                (rules.bare_material_draw && bare(pos)).then_some(Outcome {
                    result: GameResult::Draw,
                    reason: EndReason::BareMaterial,
                })
            })?;
        // No legal move takes precedence over all of these.
        if pos.count_legal() == 0 {
            return Some(no_legal_move(pos));
        }
        Some(other)
    }

    /// The quiet-move limit; under Fairy-Stockfish's Xiangqi rules, past
    /// twenty plies played, checks beyond ten by either side extend it by
    /// two plies each.
    fn quiet(&self, pos: &Position) -> Option<Outcome> {
        let (limit, d) = self.rules.quiet_limit?;
        let quiet = pos.halfmoves();
        if quiet < limit {
            return None;
        }
        let k = self.plies.len() - 1;
        let mut offset = 0;
        if self.rules.quiet_limit_check_offset {
            let played = k as u32;
            if played >= 20 {
                let end = quiet.min(played) as usize;
                let (mut them, mut us) = (0, 0);
                let mut i = 0;
                while i < end {
                    them += u32::from(self.plies[k - i].in_check);
                    us += u32::from(self.plies[k - i - 1].in_check);
                    i += 2;
                }
                offset = 2 * (them.max(us).saturating_sub(10));
            }
        }
        (quiet.saturating_sub(offset) >= limit).then(|| decided(pos, d, EndReason::QuietLimit))
    }

    fn repetition(&self, pos: &Position, tree_root: Option<usize>) -> Option<Outcome> {
        match self.rules.repetition {
            Repetition::None => None,
            Repetition::XiangqiSimple | Repetition::JanggiPoints => self.simple_repetition(pos, tree_root),
            Repetition::Fsf {
                n_fold,
                decision,
                move_repetition,
                ..
            } => self.fsf_repetition(pos, tree_root, n_fold, decision, move_repetition),
        }
    }

    /// How far back a repetition may be looked for: not past the last
    /// capture (positions before it have more pieces) nor a null move.
    #[inline]
    fn window(&self, pos: &Position) -> usize {
        let k = self.plies.len() - 1;
        let since_null = k - self.plies[k].last_null as usize;
        (pos.halfmoves() as usize).min(k).min(since_null)
    }

    /// The third occurrence of a position ends the game; a side that gave
    /// check with every move since the first loses (perpetual check).
    fn simple_repetition(&self, pos: &Position, tree_root: Option<usize>) -> Option<Outcome> {
        let k = self.plies.len() - 1;
        let end = self.window(pos);
        // Two plies back is the same position only after two passes.
        if end < 2 {
            return None;
        }
        let h = self.plies[k].hash;
        let mut count = 1;
        let mut first = k;
        // The positions 2, 4, .. `end` plies back, nearest first.
        for (j, p) in self.plies[k - end..=k - 2].iter().enumerate().rev().step_by(2) {
            if p.hash == h {
                count += 1;
                first = k - end + j;
            }
        }
        let in_tree = count == 2 && tree_root.is_some_and(|root| first > root);
        if count < 3 && !in_tree {
            return None;
        }
        let us = pos.turn();
        let mut all_check = [true, true];
        let mut moved = [false, false];
        for j in first..k {
            // Position j has `us` to move when k - j is even.
            let side = if (k - j) % 2 == 0 { us } else { !us };
            moved[side.index()] = true;
            if !self.plies[j + 1].in_check {
                all_check[side.index()] = false;
            }
        }
        let checker = [all_check[0] && moved[0], all_check[1] && moved[1]];
        Some(match (checker[0], checker[1]) {
            (true, false) => Outcome {
                result: GameResult::SecondWins,
                reason: EndReason::PerpetualCheck,
            },
            (false, true) => Outcome {
                result: GameResult::FirstWins,
                reason: EndReason::PerpetualCheck,
            },
            _ => match self.rules.repetition {
                Repetition::JanggiPoints => decided(pos, Decision::Points, EndReason::Repetition),
                _ => Outcome {
                    result: GameResult::Draw,
                    reason: EndReason::Repetition,
                },
            },
        })
    }

    /// The chase masks when the repetition loop stops at `stop` plies back:
    /// the pieces chased by every move of each side, tracked through the
    /// moves.
    fn chase_masks(&self, stop: usize, end: usize) -> (u128, u128) {
        let k = self.plies.len() - 1;
        let mv = |back: usize| if back < k { self.plies[k - back].mv } else { None };
        let chased = |back: usize| self.chased_bits(k - back);
        let mut them = undo_move(chased(0), mv(1)) & chased(2);
        let mut us = undo_move(chased(1), mv(2)) & chased(3);
        let mut i = 4;
        while i <= stop {
            if i != k {
                them = undo_move(them, mv(i - 1)) & chased(i);
            }
            if i < stop && i < end {
                us = undo_move(us, mv(i)) & chased(i + 1);
            }
            i += 2;
        }
        (them, us)
    }

    /// Fairy-Stockfish's n-fold repetition with perpetual check and the
    /// Xiangqi chasing rule, counted back no further than the last
    /// capture, and (`janggimodern`) its Kakao rule against shuttling one
    /// piece back and forth.
    fn fsf_repetition(
        &self,
        pos: &Position,
        tree_root: Option<usize>,
        n_fold: u32,
        decision: Decision,
        move_repetition: bool,
    ) -> Option<Outcome> {
        let k = self.plies.len() - 1;
        let end = self.window(pos);
        if end < 4 {
            return None;
        }
        // `at(b)`: the position `b` plies back; `mv(b)`: the move into it
        // (None for the start position, which no move led to).
        let at = |back: usize| &self.plies[k - back];
        let mv = |back: usize| if back < k { self.plies[k - back].mv } else { None };
        let reverse = |m: Move| Move::new(m.to(), m.from());
        let us = pos.turn();
        // Kakao rule: the side that just moved shuttles a piece (not its
        // general or an advisor) without check; 2 = its previous move was
        // the reverse of the last one, 1 = its previous move was a pass.
        let mut shuttle = 0;
        if move_repetition {
            if let Some(last) = mv(0) {
                let moved_role = pos.piece_at(last.to()).map(|p| p.role);
                if !last.is_pass()
                    && !at(1).in_check
                    && !at(3).in_check
                    && !matches!(moved_role, Some(Role::General | Role::Advisor))
                {
                    if mv(2) == Some(reverse(last)) {
                        shuttle = 2;
                    } else if mv(2).is_some_and(Move::is_pass) {
                        shuttle = 1;
                    }
                }
            }
        }
        let mut count = 0;
        let h = at(0).hash;
        if shuttle == 0 {
            // No shuttle to follow: only the positions 4, 6, .. `end` plies
            // back, nearest first.
            let window = &self.plies[k - end..=k - 4];
            for (j, p) in window.iter().enumerate().rev().step_by(2) {
                if p.hash == h {
                    count += 1;
                    let i = k - (k - end + j);
                    if count + 1 >= n_fold || tree_root.is_some_and(|root| k - i > root) {
                        return Some(self.fsf_repeated(pos, i, end, decision));
                    }
                }
            }
            return None;
        }
        let mut i = 4;
        while i <= end {
            if shuttle > 0 {
                if i < end && at(i + 1).in_check {
                    shuttle = 0;
                } else if shuttle < 4 {
                    let against = if shuttle == 1 { mv(0) } else { mv(i - 2) };
                    if against.is_some_and(|a| !a.is_pass() && mv(i) == Some(reverse(a))) {
                        shuttle += 1;
                    } else {
                        shuttle = 0;
                    }
                } else if (i == k || !self.plies[k - i].capture)
                    // Fairy-Stockfish reads the missing move before the
                    // start as a1a1.
                    && mv(i - 2).map(|m| m.from().index()) == Some(mv(i).map_or(0, |m| m.to().index()))
                {
                    return Some(Outcome {
                        result: GameResult::win(us),
                        reason: EndReason::Repetition,
                    });
                } else {
                    shuttle = 0;
                }
            }
            if at(i).hash == h {
                count += 1;
                let in_tree = tree_root.is_some_and(|root| k - i > root);
                if count + 1 >= n_fold || in_tree {
                    return Some(self.fsf_repeated(pos, i, end, decision));
                }
            }
            i += 2;
        }
        None
    }

    /// The result of a repetition found `i` plies back (`end`: the window):
    /// a side that checked with every move since loses; else a side that
    /// chased a piece with every move (Xiangqi chasing rule) loses; else
    /// the rule set's decision.
    fn fsf_repeated(&self, pos: &Position, i: usize, end: usize, decision: Decision) -> Outcome {
        let k = self.plies.len() - 1;
        let us = pos.turn();
        let in_check = |back: usize| self.plies[k - back].in_check;
        // Checks by the side that just moved: the positions 0, 2, .., i
        // plies back; by the other side: 1, 3, .., i - 1 plies back.
        let perpetual_them = (0..=i).step_by(2).all(in_check);
        let perpetual_us = (1..i).step_by(2).all(in_check);
        if perpetual_them || perpetual_us {
            let win = |c: Color| Outcome {
                result: GameResult::win(c),
                reason: EndReason::PerpetualCheck,
            };
            return if !perpetual_us {
                win(us)
            } else if !perpetual_them {
                win(!us)
            } else {
                decided(pos, decision, EndReason::Repetition)
            };
        }
        if self.chasing {
            let (chase_them, chase_us) = self.chase_masks(i, end);
            let win = |c: Color| Outcome {
                result: GameResult::win(c),
                reason: EndReason::Repetition,
            };
            if chase_them != 0 && chase_us == 0 {
                return win(us);
            }
            if chase_us != 0 && chase_them == 0 {
                return win(!us);
            }
        }
        decided(pos, decision, EndReason::Repetition)
    }
}

/// The loss of the side to move, which has no legal move.
fn no_legal_move(pos: &Position) -> Outcome {
    Outcome {
        result: GameResult::win(!pos.turn()),
        reason: if pos.in_check() {
            EndReason::Checkmate
        } else {
            EndReason::NoLegalMoves
        },
    }
}

/// An ending decided as the rule set says: a draw, or on Janggi points
/// (Cho wins when its total exceeds Han's plus 1.5, never equal).
fn decided(pos: &Position, d: Decision, reason: EndReason) -> Outcome {
    let result = match d {
        Decision::Draw => GameResult::Draw,
        Decision::Points => {
            if pos.material_points_x2(Color::First) > pos.material_points_x2(Color::Second) + 3 {
                GameResult::FirstWins
            } else {
                GameResult::SecondWins
            }
        }
    };
    Outcome { result, reason }
}

/// Fairy-Stockfish's `undo_move_board`: a chased piece that made `m` is
/// tracked back to the square it came from.
fn undo_move(b: u128, m: Option<Move>) -> u128 {
    match m {
        Some(m) if b & (1u128 << m.to().index()) != 0 => {
            (b ^ (1u128 << m.to().index())) | (1u128 << m.from().index())
        }
        _ => b,
    }
}

/// Neither side has a chariot, horse, cannon or soldier.
fn bare(pos: &Position) -> bool {
    if pos.occupied(Color::First).count() > 5 || pos.occupied(Color::Second).count() > 5 {
        return false;
    }
    Color::ALL.iter().all(|&c| {
        [Role::Chariot, Role::Horse, Role::Cannon, Role::Soldier]
            .iter()
            .all(|&r| pos.count(c, r) == 0)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A chariot shuttle that repeats a position once: no ending in a
    /// game, a repetition at once inside a search tree rooted before the
    /// first occurrence, and none across a null move.
    #[test]
    fn a_single_repetition_ends_only_inside_a_search_tree() {
        let rules = RuleSet::preset("xiangqi-standard").unwrap();
        let start = Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", rules).unwrap();
        let mut history = History::new(&start);
        let mut pos = start.clone();
        let mut after_first = None;
        for text in ["a1a2", "d10d9", "a2a1", "d9d10", "a1a2"] {
            let m = pos.parse_move(text).unwrap();
            let capture = pos.is_capture(m);
            pos.play_unchecked(m);
            history.push(&pos, m, capture);
            after_first.get_or_insert_with(|| pos.hash());
            if history.len() == 5 {
                // Back at the start: the root itself is no repetition.
                assert_eq!(pos.hash(), start.hash());
                assert_eq!(history.ending(&pos, Some(0)), None);
            }
        }
        assert_eq!(Some(pos.hash()), after_first);
        assert_eq!(history.outcome(&pos), None);
        let o = history
            .ending(&pos, Some(0))
            .expect("a repetition inside the tree");
        assert_eq!(o.reason, EndReason::Repetition);
        assert_eq!(o.result, GameResult::Draw);
        // The same cycle with a null move of each side after d10d9: the
        // first occurrence lies before them, and nothing is looked for
        // across a null move.
        let mut nulls = History::new(&start);
        let mut q = start.clone();
        for text in ["a1a2", "d10d9", "a2a1", "d9d10", "a1a2"] {
            if nulls.len() == 3 {
                q.play_unchecked(Move::pass(q.general(q.turn())));
                nulls.push_null(&q);
                q.play_unchecked(Move::pass(q.general(q.turn())));
                nulls.push_null(&q);
                assert!(!nulls.last_was_pass());
                assert_eq!(nulls.chased(nulls.len() - 1), Bitboard::EMPTY);
            }
            let m = q.parse_move(text).unwrap();
            q.play_unchecked(m);
            nulls.push(&q, m, false);
        }
        assert_eq!(q.hash(), pos.hash());
        assert_eq!(nulls.ending(&q, Some(0)), None);
        nulls.pop();
        assert_eq!(nulls.len(), 7);
    }
}
