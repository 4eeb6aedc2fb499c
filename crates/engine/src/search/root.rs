//! The root: iterative deepening with aspiration windows, the time and
//! node limits, and the weak levels' choice among the root moves.

use super::history::corr_keys;
use super::{Report, SearchResult, Searcher, INF, MATE, MATE_BOUND, MAX_PLY};
use crate::levels::Level;
use crate::params::*;
use crate::time::Limits;
use palace_rules::movelist::MAX_MOVES;
use palace_rules::{Move, MoveList, Position};
use std::time::{Duration, Instant};

impl Searcher<'_> {
    /// Searches every root move; returns the best score. With `exact`, each
    /// move gets a full window so that its score is exact (weak levels).
    fn root_search(
        &mut self,
        pos: &Position,
        root_moves: &mut [(Move, i32)],
        depth: i32,
        mut alpha: i32,
        beta: i32,
        exact: bool,
    ) -> i32 {
        let mut best = -INF;
        self.pv_len[0] = 0;
        self.corr_keys[0] = corr_keys(pos);
        for i in 0..root_moves.len() {
            let m = root_moves[i].0;
            let capture = pos.is_capture(m);
            let mut child = pos.clone();
            child.play_unchecked(m);
            let new_depth = depth - 1 + i32::from(child.in_check());
            self.path.push(&child, m, false, capture);
            self.moved[0] = Self::cont_key(pos, m);
            self.enter_keys(pos, m, 0);
            let s = if exact {
                -self.negamax(&child, new_depth, -INF, INF, 1, true, false)
            } else if i == 0 {
                -self.negamax(&child, new_depth, -beta, -alpha, 1, true, false)
            } else {
                let mut s = -self.negamax(&child, new_depth, -alpha - 1, -alpha, 1, true, true);
                if s > alpha && s < beta {
                    s = -self.negamax(&child, new_depth, -beta, -alpha, 1, true, false);
                }
                s
            };
            self.path.pop();
            if self.aborted {
                break;
            }
            root_moves[i].1 = if exact || i == 0 || s > alpha { s } else { -INF };
            if s > best {
                best = s;
                if s > alpha || exact {
                    self.update_pv(0, m);
                    // Move the new best to the front (it is searched first next time).
                    root_moves[..=i].rotate_right(1);
                    if !exact {
                        alpha = s;
                        if s >= beta {
                            break;
                        }
                    }
                }
            }
        }
        best
    }

    /// One iteration's search of the root moves with an aspiration window
    /// around the previous score (a full window at low depths and near mates).
    fn aspiration(
        &mut self,
        root: &Position,
        root_moves: &mut [(Move, i32)],
        depth: i32,
        prev_score: i32,
    ) -> i32 {
        if depth >= 4 && prev_score.abs() < MATE_BOUND {
            let mut delta = ASPIRATION;
            let (mut a, mut b) = (prev_score - delta, prev_score + delta);
            loop {
                let s = self.root_search(root, root_moves, depth, a, b, false);
                if self.aborted {
                    break s;
                }
                if s <= a {
                    a = (a - delta).max(-INF);
                    b = (a + b) / 2 + delta / 2;
                } else if s >= b {
                    b = (b + delta).min(INF);
                } else {
                    break s;
                }
                delta *= 2;
                if delta > 1000 {
                    a = -INF;
                    b = INF;
                }
            }
        } else {
            self.root_search(root, root_moves, depth, -INF, INF, false)
        }
    }

    /// MultiPV: line `k` is the best of the root moves that are not the
    /// first `k - 1` lines' moves, as Stockfish searches them. Fills
    /// `lines` best first when the iteration completes (left as it was
    /// when stopped); returns line 1's score.
    fn search_lines(
        &mut self,
        root: &Position,
        root_moves: &mut [(Move, i32)],
        depth: i32,
        lines: &mut Vec<(Move, i32, Vec<Move>)>,
        want: usize,
    ) -> i32 {
        let mut found = Vec::with_capacity(want);
        for k in 0..want {
            let prev = lines.get(k).map_or(0, |l| l.1);
            let s = self.aspiration(root, &mut root_moves[k..], depth, prev);
            if self.aborted {
                return s;
            }
            let m = root_moves[k].0;
            let mut pv = self.pv_line();
            if pv.first() != Some(&m) {
                pv = vec![m];
            }
            found.push((m, s, pv));
        }
        // A later line may score above an earlier one (search instability):
        // order them, and the root moves with them.
        found.sort_by_key(|l| -l.1);
        for (k, l) in found.iter().enumerate() {
            root_moves[k] = (l.0, l.1);
        }
        *lines = found;
        lines[0].1
    }

    fn pv_line(&self) -> Vec<Move> {
        (0..self.pv_len[0]).map_while(|j| self.pv[0][j]).collect()
    }

    /// Searches the root position under the limits and the level; calls
    /// `report` after every completed iteration.
    pub fn think(
        &mut self,
        root: &Position,
        limits: &Limits,
        level: &Level,
        report: &mut dyn FnMut(&Report),
    ) -> SearchResult {
        self.start = Instant::now();
        self.nodes = 0;
        self.aborted = false;
        self.can_abort = false;
        self.quiescence = level.quiescence;
        let budget = limits.budget(root.turn()).map(|b| {
            let scale = |d: Duration| (d * level.time_percent / 100).max(Duration::from_millis(1));
            crate::time::Budget {
                soft: scale(b.soft),
                hard: scale(b.hard),
            }
        });
        self.hard = budget.map(|b| b.hard);
        self.node_limit = match (limits.nodes, level.max_nodes) {
            (Some(a), Some(b)) => a.min(b),
            (Some(a), None) | (None, Some(a)) => a,
            (None, None) => u64::MAX,
        };
        let max_depth = limits
            .depth
            .unwrap_or(MAX_PLY as i32 - 8)
            .min(level.max_depth.unwrap_or(i32::MAX))
            .clamp(1, MAX_PLY as i32 - 8);
        self.tt.new_search();
        for k in &mut self.killers {
            *k = [None; 2];
        }
        // What an earlier search learnt still orders moves, at less weight.
        for h in &mut self.history {
            *h /= HISTORY_KEEP_DIV;
        }
        for h in &mut self.cont {
            *h /= HISTORY_KEEP_DIV as i16;
        }

        let mut list = MoveList::new();
        root.generate_legal(&mut list);
        if list.is_empty() {
            return SearchResult {
                best: None,
                score: -MATE,
                depth: 0,
                nodes: 0,
                pv: Vec::new(),
            };
        }
        let mut scores = [0i32; MAX_MOVES];
        let tt_move = self.tt.probe(self.key(root)).and_then(|h| h.mv);
        self.score_moves(root, &list, &mut scores, tt_move, 0);
        let mut root_moves: Vec<(Move, i32)> = Vec::with_capacity(list.len());
        for i in 0..list.len() {
            let (m, _) = Self::pick(&mut list, &mut scores, i);
            root_moves.push((m, -INF));
        }
        let noisy = level.noise > 0 || level.blunder_percent > 0;
        let mut result = SearchResult {
            best: Some(root_moves[0].0),
            score: 0,
            depth: 0,
            nodes: 0,
            pv: vec![root_moves[0].0],
        };
        let mut prev_score = 0i32;
        // MultiPV: how many lines, and each line's move, score and PV from
        // the last completed iteration (weak levels search one line).
        let want = if noisy {
            1
        } else {
            self.multipv.clamp(1, root_moves.len())
        };
        let mut lines: Vec<(Move, i32, Vec<Move>)> = Vec::new();
        for depth in 1..=max_depth {
            self.seldepth = 0;
            let score = if noisy {
                self.root_search(root, &mut root_moves, depth, -INF, INF, true)
            } else if want > 1 {
                self.search_lines(root, &mut root_moves, depth, &mut lines, want)
            } else {
                self.aspiration(root, &mut root_moves, depth, prev_score)
            };
            if self.aborted {
                // A move that took the lead before the stop was searched to
                // the end at this depth and beat the previous best there
                // (which is searched first): it is the better move, even
                // where the iteration was failing low.
                // (Also one that failed high in an aspiration window and
                // was being searched again.)
                let lead = root_moves[0].0;
                if depth > 1 && !noisy && want == 1 && Some(lead) != result.best {
                    result.best = Some(lead);
                    result.score = root_moves[0].1;
                    result.pv = self.pv_line();
                    if result.pv.first() != Some(&lead) {
                        result.pv = vec![lead];
                    }
                }
                break;
            }
            self.can_abort = true;
            prev_score = score;
            result = SearchResult {
                best: Some(root_moves[0].0),
                score,
                depth,
                nodes: self.nodes,
                pv: self.pv_line(),
            };
            if result.pv.first() != result.best.as_ref() {
                result.pv = vec![root_moves[0].0];
            }
            if want > 1 {
                // Line 1 is the answer; every line is reported, best first.
                result.pv.clone_from(&lines[0].2);
                for (k, (_, s, pv)) in lines.iter().enumerate() {
                    report(&Report {
                        depth,
                        seldepth: self.seldepth as i32,
                        score: *s,
                        nodes: self.nodes,
                        time: self.start.elapsed(),
                        pv: pv.clone(),
                        hashfull: self.tt.hashfull(),
                        multipv: k + 1,
                    });
                }
                root_moves[want..].sort_by_key(|&(_, s)| -s);
            } else {
                report(&Report {
                    depth,
                    seldepth: self.seldepth as i32,
                    score,
                    nodes: self.nodes,
                    time: self.start.elapsed(),
                    pv: result.pv.clone(),
                    hashfull: self.tt.hashfull(),
                    multipv: 1,
                });
                // Keep the order: best first, then by this iteration's scores.
                root_moves[1..].sort_by_key(|&(_, s)| -s);
            }
            if let Some(b) = budget {
                let elapsed = self.start.elapsed();
                if b.soft < b.hard && elapsed.as_secs_f64() > b.soft.as_secs_f64() * SOFT_STOP_FRACTION {
                    break;
                }
                if root_moves.len() == 1 {
                    break;
                }
            }
            if !limits.infinite && score.abs() >= MATE_BOUND && depth >= 2 * (MATE - score.abs()) + 2 {
                break;
            }
            if self.nodes >= self.node_limit {
                break;
            }
        }
        result.nodes = self.nodes;
        if noisy {
            self.choose_weakly(&mut result, &root_moves, level);
        }
        result
    }

    /// Weak levels: noise on the root scores, and sometimes a random move.
    fn choose_weakly(&mut self, result: &mut SearchResult, root_moves: &[(Move, i32)], level: &Level) {
        let scored: Vec<(Move, i32)> = root_moves.iter().copied().filter(|&(_, s)| s > -INF).collect();
        if scored.is_empty() {
            return;
        }
        let pick = if self.rng.below(100) < u64::from(level.blunder_percent) {
            // A careless move: any move that does not lose at once to mate.
            let sane: Vec<&(Move, i32)> = scored.iter().filter(|(_, s)| *s > -MATE_BOUND).collect();
            if sane.is_empty() {
                scored[0]
            } else {
                *sane[self.rng.below(sane.len() as u64) as usize]
            }
        } else {
            let noise = level.noise.max(0) as u64;
            let mut best = scored[0];
            let mut best_noisy = i32::MIN;
            for &(m, s) in &scored {
                // Never miss a mate or walk into one because of noise.
                let n = if s.abs() >= MATE_BOUND {
                    0
                } else {
                    self.rng.below(noise + 1) as i32
                };
                if s + n > best_noisy {
                    best_noisy = s + n;
                    best = (m, s);
                }
            }
            best
        };
        if result.best != Some(pick.0) {
            result.best = Some(pick.0);
            result.score = pick.1;
            result.pv = vec![pick.0];
        }
    }
}
