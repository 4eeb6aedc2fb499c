//! The main search, node by node: the node's endings and table cut-off,
//! its static evaluation, the pruning before any move (reverse futility,
//! null move, ProbCut), then the moves in order with their own pruning,
//! extensions and reductions, and what the node leaves in the tables.

use super::history::NO_CONT;
use super::ordering::COUNTER_SCORE;
use super::see::{may_check, see_cached};
use super::{from_tt, to_tt, Searcher, INF, MATE, MATE_BOUND, MAX_PLY};
use crate::eval::piece_value;
use crate::params::*;
use crate::tt::{Bound, Hit};
use palace_rules::movelist::MAX_MOVES;
use palace_rules::{Move, MoveList, Position, Role};

/// What a node knows before its moves: its window's kind, the hash entry
/// and the static evaluation.
struct Node {
    /// Remaining depth (one less after internal iterative reduction).
    depth: i32,
    ply: usize,
    /// A full-window node.
    pv_node: bool,
    /// A zero-window node expected to fail high.
    cut_node: bool,
    in_check: bool,
    key: u64,
    hit: Option<Hit>,
    tt_move: Option<Move>,
    /// The move left out (singular extension's search), if any.
    excluded: Option<Move>,
    /// The static evaluation as the evaluator (or the table) gives it;
    /// `-INF` in check.
    raw_eval: i32,
    /// `raw_eval` corrected by the correction history; `-INF` in check.
    static_eval: i32,
    /// `static_eval`, or the hash score where its bound says it is closer
    /// to the value (for pruning decisions).
    eval: i32,
    /// The static evaluation beats the one two plies back.
    improving: bool,
}

impl Node {
    /// The hash entry's score where it settles this node (never at the
    /// root, in a full window, or in a singular extension's search).
    #[inline(always)]
    fn table_cutoff(&self, alpha: i32, beta: i32) -> Option<i32> {
        let h = self.hit?;
        if self.pv_node || self.ply == 0 || h.depth < self.depth || self.excluded.is_some() {
            return None;
        }
        let s = from_tt(h.score, self.ply);
        match h.bound {
            Bound::Exact => Some(s),
            Bound::Lower if s >= beta => Some(s),
            Bound::Upper if s <= alpha => Some(s),
            _ => None,
        }
    }
}

/// A move about to be searched, with what is known of it unplayed.
struct Candidate {
    mv: Move,
    /// Its move-ordering score.
    order: i32,
    capture: bool,
    gives_check: bool,
}

/// The move loop's running state.
struct Progress {
    alpha: i32,
    best: i32,
    best_move: Option<Move>,
    /// Legal moves met so far.
    legal: usize,
    /// Quiet moves searched so far (for the history update on a cut).
    quiets: [Move; 64],
    n_quiets: usize,
}

impl Searcher<'_> {
    /// Alpha-beta with principal variation search. `cut_node`: a zero-window
    /// node expected to fail high (the reduced and first zero-window
    /// searches of later moves; their children alternate).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        allow_null: bool,
        cut_node: bool,
    ) -> i32 {
        let pv_node = beta - alpha > 1;
        self.pv_len[ply] = ply;
        if ply > 0 {
            if let Some(v) = self.path.ending(pos) {
                return Self::verdict_score(v, pos, ply);
            }
            // Mate distance pruning.
            alpha = alpha.max(-(MATE - ply as i32));
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }
        if depth <= 0 {
            return if self.quiescence {
                self.qsearch(pos, alpha, beta, ply)
            } else {
                self.nodes += 1;
                self.evaluate(pos)
            };
        }
        self.nodes += 1;
        if self.poll() {
            return 0;
        }
        if ply > self.seldepth {
            self.seldepth = ply;
        }
        if ply >= MAX_PLY - 2 {
            return self.evaluate(pos);
        }
        let key = self.key(pos);
        let hit = self.tt.probe(key);
        let mut node = Node {
            depth,
            ply,
            pv_node,
            cut_node,
            in_check: pos.in_check(),
            key,
            hit,
            tt_move: hit.and_then(|h| h.mv),
            excluded: self.excluded[ply],
            raw_eval: -INF,
            static_eval: -INF,
            eval: -INF,
            improving: false,
        };
        if let Some(s) = node.table_cutoff(alpha, beta) {
            return s;
        }
        self.evaluate_node(pos, &mut node);
        if let Some(s) = self.prune_node(pos, &node, beta, allow_null) {
            return s;
        }
        // Internal iterative reduction: without a hash move, search less.
        if node.tt_move.is_none() && depth >= IIR_DEPTH {
            node.depth -= 1;
        }
        self.search_moves(pos, &node, alpha, beta)
    }

    /// Fills in the node's static evaluation, its corrected and refined
    /// forms, and whether it is improving.
    #[inline(always)]
    fn evaluate_node(&mut self, pos: &Position, node: &mut Node) {
        let ply = node.ply;
        if !node.in_check {
            node.raw_eval = match node.hit {
                Some(h) => h.eval,
                None => self.evaluate(pos),
            };
            node.static_eval = self.corrected(pos, ply, node.raw_eval);
        }
        let static_eval = node.static_eval;
        self.evals[ply] = static_eval;
        // Improving: the static evaluation beats the one two plies back
        // (assumed when either side was in check).
        node.improving =
            !node.in_check && (ply < 2 || self.evals[ply - 2] == -INF || static_eval > self.evals[ply - 2]);
        // The hash score bounds the value better than the static evaluation
        // where its bound points the right way (for pruning decisions).
        node.eval = static_eval;
        if let Some(h) = node.hit {
            let s = from_tt(h.score, ply);
            if !node.in_check
                && s.abs() < MATE_BOUND
                && match h.bound {
                    Bound::Exact => true,
                    Bound::Lower => s > static_eval,
                    Bound::Upper => s < static_eval,
                }
            {
                node.eval = s;
            }
        }
    }

    /// The pruning of a whole node before its moves (zero-window nodes not
    /// in check only): reverse futility, null move and ProbCut. The score
    /// to return, if one applies.
    #[inline(always)]
    fn prune_node(&mut self, pos: &Position, node: &Node, beta: i32, allow_null: bool) -> Option<i32> {
        if node.pv_node
            || node.in_check
            || node.ply == 0
            || beta.abs() >= MATE_BOUND
            || node.excluded.is_some()
        {
            return None;
        }
        let (depth, eval) = (node.depth, node.eval);
        if depth <= RFP_DEPTH && eval - RFP_MARGIN * depth >= beta {
            return Some(eval);
        }
        if allow_null && depth >= 2 && eval >= beta && self.null_ok(pos) {
            if let Some(s) = self.null_move(pos, node, beta) {
                return Some(s);
            }
        }
        // ProbCut: a capture whose reduced search beats beta by a
        // margin would almost surely beat beta at full depth.
        let pc_beta = beta + PROBCUT_MARGIN;
        let ply = node.ply;
        if depth >= PROBCUT_DEPTH
            && !node
                .hit
                .is_some_and(|h| h.depth >= depth - 3 && from_tt(h.score, ply) < pc_beta)
        {
            if let Some((s, m)) = self.probcut(
                pos,
                depth,
                pc_beta,
                node.static_eval,
                ply,
                node.cut_node,
                node.tt_move,
            ) {
                self.tt.store(
                    node.key,
                    Some(m),
                    to_tt(s, ply),
                    node.raw_eval.max(-MATE_BOUND),
                    depth - 3,
                    Bound::Lower,
                );
                return Some(s);
            }
            if self.aborted {
                return Some(0);
            }
        }
        None
    }

    /// Whether the side to move may try a null move: a real pass is legal,
    /// or it has a piece that can do something on its own.
    fn null_ok(&self, pos: &Position) -> bool {
        if self.janggi && pos.pass_legal() {
            return true;
        }
        let us = pos.turn();
        pos.count(us, Role::Chariot) + pos.count(us, Role::Horse) + pos.count(us, Role::Cannon) > 0
    }

    /// The null move (in Janggi a real pass where passing is legal),
    /// searched shallower: its score where it still beats beta.
    #[inline(always)]
    fn null_move(&mut self, pos: &Position, node: &Node, beta: i32) -> Option<i32> {
        let (depth, eval) = (node.depth, node.eval);
        let r = NULL_BASE + depth / NULL_DIV + ((eval - beta) / NULL_EVAL_DIV).min(3);
        let real_pass = self.janggi && pos.pass_legal();
        let pass = Move::pass(pos.general(pos.turn()));
        let mut child = pos.clone();
        child.play_unchecked(pass);
        self.path.push(&child, pass, !real_pass, false);
        self.moved[node.ply] = NO_CONT;
        self.enter_keys(pos, pass, node.ply);
        let s = -self.negamax(
            &child,
            depth - 1 - r,
            -beta,
            -beta + 1,
            node.ply + 1,
            false,
            !node.cut_node,
        );
        self.path.pop();
        if self.aborted {
            return Some(0);
        }
        (s >= beta).then_some(if s >= MATE_BOUND { beta } else { s })
    }

    /// The moves of the node in order, each pruned, extended or reduced,
    /// searched with a zero window after the first; the node's score, left
    /// in the tables.
    #[inline(always)]
    fn search_moves(&mut self, pos: &Position, node: &Node, alpha: i32, beta: i32) -> i32 {
        let (depth, ply) = (node.depth, node.ply);
        // Pseudo-legal moves; legality is tested only for moves reached.
        let mut list = MoveList::new();
        pos.generate_pseudo_legal(&mut list);
        if pos.pass_legal() {
            list.push(Move::pass(pos.general(pos.turn())));
        }
        let mut scores = [0i32; MAX_MOVES];
        self.score_moves(pos, &list, &mut scores, node.tt_move, ply);
        let tt_capture = node.tt_move.is_some_and(|m| pos.is_capture(m));
        let mut progress = Progress {
            alpha,
            best: -INF,
            best_move: None,
            legal: 0,
            quiets: [Move::pass(pos.general(pos.turn())); 64],
            n_quiets: 0,
        };
        let mut see_b = None;
        let filter = pos.move_filter();
        for i in 0..list.len() {
            let (m, order) = Self::pick(&mut list, &mut scores, i);
            if Some(m) == node.excluded || (!m.is_pass() && !pos.pseudo_legal_is_legal_with(&filter, m)) {
                continue;
            }
            progress.legal += 1;
            let capture = pos.is_capture(m);
            // The move is played before the pruning tests only when it may
            // give check (checks are not pruned).
            let mut played = None;
            let gives_check = if capture || m.is_pass() || may_check(pos, m) {
                let mut child = pos.clone();
                child.play_unchecked(m);
                let check = child.in_check();
                played = Some(child);
                check
            } else {
                false
            };
            let c = Candidate {
                mv: m,
                order,
                capture,
                gives_check,
            };
            if self.prune_move(pos, node, &c, &progress, &mut see_b) {
                continue;
            }
            let extension = match self.extension(pos, node, &c, beta) {
                Ok(e) => e,
                Err(s) => return s,
            };
            let new_depth = depth - 1 + extension;
            let child = played.unwrap_or_else(|| {
                let mut child = pos.clone();
                child.play_unchecked(m);
                child
            });
            self.path.push(&child, m, false, capture);
            self.moved[ply] = Self::cont_key(pos, m);
            self.enter_keys(pos, m, ply);
            let alpha = progress.alpha;
            let s = if progress.legal == 1 {
                -self.negamax(
                    &child,
                    new_depth,
                    -beta,
                    -alpha,
                    ply + 1,
                    true,
                    !node.pv_node && !node.cut_node,
                )
            } else {
                let r = self.reduction(node, &c, progress.legal, new_depth, tt_capture);
                let mut s = -self.negamax(
                    &child,
                    new_depth - r,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    true,
                    r > 0 || !node.cut_node,
                );
                if s > alpha && r > 0 {
                    s = -self.negamax(
                        &child,
                        new_depth,
                        -alpha - 1,
                        -alpha,
                        ply + 1,
                        true,
                        !node.cut_node,
                    );
                }
                if s > alpha && s < beta {
                    s = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, true, false);
                }
                s
            };
            self.path.pop();
            if self.aborted {
                return 0;
            }
            if s > progress.best {
                progress.best = s;
                if s > progress.alpha {
                    progress.alpha = s;
                    progress.best_move = Some(m);
                    self.update_pv(ply, m);
                    if s >= beta {
                        if !capture && !m.is_pass() {
                            let tried = &progress.quiets[..progress.n_quiets];
                            self.update_quiet(pos, m, depth, ply, tried);
                        }
                        break;
                    }
                }
            }
            if !capture && progress.n_quiets < progress.quiets.len() {
                progress.quiets[progress.n_quiets] = m;
                progress.n_quiets += 1;
            }
        }
        if progress.legal == 0 {
            // No legal move loses (checkmate, or no move at all).
            return -(MATE - ply as i32);
        }
        if progress.best == -INF {
            // Every move was pruned: fail low.
            return progress.alpha;
        }
        self.store_node(pos, node, &progress, alpha, beta);
        progress.best
    }

    /// Whether a move may be skipped unsearched (zero-window nodes not in
    /// check, once a move has saved the node from a mate score): late
    /// quiet moves, quiet moves with a bad history, quiet moves that
    /// cannot raise the evaluation to alpha, and moves that lose too much
    /// by exchange evaluation. Checks are never skipped.
    #[inline(always)]
    fn prune_move(
        &self,
        pos: &Position,
        node: &Node,
        c: &Candidate,
        progress: &Progress,
        see_b: &mut Option<[palace_rules::Occupant; 90]>,
    ) -> bool {
        if node.pv_node || node.in_check || progress.best <= -MATE_BOUND {
            return false;
        }
        let (depth, m) = (node.depth, c.mv);
        // A Janggi pass is pruned like any quiet move (late move pruning,
        // futility) but has no history to judge it by. (Never pruning it,
        // as before bench 719,872: 45.3% in Janggi self-play over 600
        // games at 30,000 nodes/move.)
        if !c.capture && !c.gives_check {
            let lmp = if node.improving {
                LMP_BASE + depth * depth
            } else {
                (LMP_BASE + depth * depth) * 2 / 3
            };
            if depth <= LMP_DEPTH && progress.n_quiets as i32 >= lmp {
                return true;
            }
            // Quiet moves with a bad history (not killers or the
            // counter-move) at low depth.
            if !m.is_pass() && depth <= HISTORY_PRUNE_DEPTH && c.order < -HISTORY_PRUNE_MARGIN * depth {
                return true;
            }
            if depth <= FUTILITY_DEPTH && node.eval + FUTILITY_MARGIN * depth <= progress.alpha {
                return true;
            }
            if depth <= SEE_PRUNE_DEPTH
                && piece_value(self.janggi, Self::role_at(pos, m.from())) >= SEE_QUIET_MARGIN * depth * depth
                && see_cached(see_b, pos, m) < -SEE_QUIET_MARGIN * depth * depth
            {
                return true;
            }
        }
        c.capture
            && !c.gives_check
            && depth <= SEE_PRUNE_DEPTH
            && c.order < 0
            && see_cached(see_b, pos, m) < -SEE_CAPTURE_MARGIN * depth
    }

    /// The extension of a move: one ply for a check; for the hash move,
    /// singular extension (one ply when every other move falls well short
    /// of its score, one less when another nearly matches it where a cut
    /// is expected anyway). `Err` with the node's score where the test
    /// settles the node (several moves beat beta, or the search stopped).
    #[inline(always)]
    fn extension(&mut self, pos: &Position, node: &Node, c: &Candidate, beta: i32) -> Result<i32, i32> {
        let mut extension = i32::from(c.gives_check);
        let (depth, ply) = (node.depth, node.ply);
        let Some(h) = node.hit else {
            return Ok(extension);
        };
        if Some(c.mv) == node.tt_move
            && node.excluded.is_none()
            && ply > 0
            && extension == 0
            && depth >= SINGULAR_DEPTH
            && h.depth >= depth - 3
            && matches!(h.bound, Bound::Lower | Bound::Exact)
            && h.score.abs() < MATE_BOUND
        {
            let singular_beta = from_tt(h.score, ply) - SINGULAR_MARGIN * depth;
            self.excluded[ply] = Some(c.mv);
            let v = self.negamax(
                pos,
                (depth - 1) / 2,
                singular_beta - 1,
                singular_beta,
                ply,
                false,
                node.cut_node,
            );
            self.excluded[ply] = None;
            self.pv_len[ply] = ply;
            if self.aborted {
                return Err(0);
            }
            if v < singular_beta {
                extension = 1;
            } else if singular_beta >= beta {
                // Several moves beat beta: cut here (multi-cut).
                return Err(singular_beta);
            } else if from_tt(h.score, ply) >= beta || node.cut_node {
                // Another move nearly as good, where the hash move
                // is expected to cut anyway: searched less.
                extension = -1;
            }
        }
        Ok(extension)
    }

    /// How many plies less than `new_depth` a later move's zero-window
    /// search looks: late move reductions for quiet moves (checks
    /// included), half as much for captures that lose material.
    #[inline(always)]
    fn reduction(&self, node: &Node, c: &Candidate, legal: usize, new_depth: i32, tt_capture: bool) -> i32 {
        let depth = node.depth;
        if depth < 3 || node.in_check || (c.capture && (c.order >= 0 || c.gives_check)) {
            return 0;
        }
        if c.capture {
            // Captures that lose material.
            let base = i32::from(self.lmr[depth.min(63) as usize][legal.min(63)]);
            return (base / 2).max(1).min(new_depth - 1);
        }
        if legal < 3 {
            return 0;
        }
        // Non-captures, checks included: a check is extended by one
        // ply and reduced by `LMR_CHECK` less than the others.
        let mut r = i32::from(self.lmr[depth.min(63) as usize][legal.min(63)]);
        if c.gives_check {
            r -= LMR_CHECK;
        }
        if node.pv_node {
            r -= 1;
        }
        if !node.improving {
            r += 1;
        }
        // Where a fail high is expected, the other moves rarely matter;
        // after a capturing hash move, quiet moves rarely beat it.
        if node.cut_node {
            r += LMR_CUT_NODE;
        }
        if tt_capture {
            r += 1;
        }
        if c.order >= COUNTER_SCORE {
            r -= 1;
        } else {
            // Moves that often cut off elsewhere are reduced less.
            r -= c.order / LMR_HISTORY_DIV;
        }
        // `new_depth` is at least 1 here (depth 3 or more, extended by -1 at worst).
        r.max(0).min(new_depth - 1)
    }

    /// The principal variation at `ply`: `m`, then the child's.
    #[inline(always)]
    pub(super) fn update_pv(&mut self, ply: usize, m: Move) {
        self.pv[ply][ply] = Some(m);
        let child_len = self.pv_len[ply + 1];
        for j in ply + 1..child_len {
            self.pv[ply][j] = self.pv[ply + 1][j];
        }
        self.pv_len[ply] = child_len.max(ply + 1);
    }

    /// Leaves the node's result in the transposition table, and what it
    /// says about the static evaluation in the correction history (not in
    /// a singular extension's search).
    #[inline(always)]
    fn store_node(&mut self, pos: &Position, node: &Node, progress: &Progress, old_alpha: i32, beta: i32) {
        let (best, best_move) = (progress.best, progress.best_move);
        let bound = if best >= beta {
            Bound::Lower
        } else if progress.alpha > old_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if node.excluded.is_some() {
            return;
        }
        self.tt.store(
            node.key,
            best_move,
            to_tt(best, node.ply),
            node.raw_eval.max(-MATE_BOUND),
            node.depth,
            bound,
        );
        // Not where the score says little about the evaluation: in
        // check, at mate scores, after a capture, or where the bound
        // points the same way as the evaluation.
        let static_eval = node.static_eval;
        let uninformative = node.in_check
            || best.abs() >= MATE_BOUND
            || best_move.is_some_and(|m| pos.is_capture(m))
            || (bound == Bound::Lower && best <= static_eval)
            || (bound == Bound::Upper && best >= static_eval);
        if !uninformative {
            self.update_correction(pos, node.ply, static_eval, best, node.depth);
        }
    }

    /// ProbCut's search: the captures that win at least `pc_beta -
    /// static_eval` by exchange evaluation, each first by quiescence, then
    /// `depth - 4` plies; the first that holds `pc_beta` and its score.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn probcut(
        &mut self,
        pos: &Position,
        depth: i32,
        pc_beta: i32,
        static_eval: i32,
        ply: usize,
        cut_node: bool,
        tt_move: Option<Move>,
    ) -> Option<(i32, Move)> {
        let mut caps = MoveList::new();
        pos.generate_pseudo_legal_captures(&mut caps);
        let mut scores = [0i32; MAX_MOVES];
        self.score_moves(pos, &caps, &mut scores, tt_move, ply);
        let mut see_b = None;
        let mut filter = None;
        for i in 0..caps.len() {
            let (m, order) = Self::pick(&mut caps, &mut scores, i);
            if order < 0
                || !pos.pseudo_legal_is_legal_with(filter.get_or_insert_with(|| pos.move_filter()), m)
                || see_cached(&mut see_b, pos, m) < pc_beta - static_eval
            {
                continue;
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            self.path.push(&child, m, false, true);
            self.moved[ply] = Self::cont_key(pos, m);
            self.enter_keys(pos, m, ply);
            let mut s = -self.qsearch(&child, -pc_beta, -pc_beta + 1, ply + 1);
            if s >= pc_beta && !self.aborted {
                s = -self.negamax(
                    &child,
                    depth - 4,
                    -pc_beta,
                    -pc_beta + 1,
                    ply + 1,
                    true,
                    !cut_node,
                );
            }
            self.path.pop();
            if self.aborted {
                return None;
            }
            if s >= pc_beta {
                return Some((s, m));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::evaluate;
    use crate::tt::Tt;
    use palace_rules::Game;
    use std::sync::atomic::AtomicBool;

    /// ProbCut's search finds the capture that wins more than the margin
    /// asks (with a score that holds it), and tries nothing when no capture
    /// can win that much by exchange evaluation.
    #[test]
    fn probcut_takes_a_free_chariot_and_nothing_less() {
        let rules = palace_rules::RuleSet::preset("xiangqi").unwrap();
        let game = Game::from_fen("3k5/9/9/9/9/r8/9/9/9/R3K4 w - - 0 1", rules).unwrap();
        let tt = Tt::new(1);
        let stop = AtomicBool::new(false);
        let mut s = Searcher::new(&game, &tt, &stop);
        let pos = game.position().clone();
        let eval = s.corrected(&pos, 0, evaluate(&pos));
        let take = pos.parse_move("a1a5").unwrap();
        let pc_beta = eval + 300;
        let (score, mv) = s.probcut(&pos, 6, pc_beta, eval, 0, true, None).expect("a cut");
        assert_eq!(mv, take);
        assert!(score >= pc_beta, "{score} < {pc_beta}");
        let nodes = s.nodes();
        // More than a chariot is asked: no capture is even tried.
        assert_eq!(s.probcut(&pos, 6, eval + 2_000, eval, 0, true, None), None);
        assert_eq!(s.nodes(), nodes);
        assert!(!s.aborted);
    }
}
