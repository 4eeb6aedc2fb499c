//! Iterative deepening principal variation search.
//!
//! Per node: the rule set's endings (from [`Path`]), mate distance pruning,
//! transposition table cut-offs, reverse futility, null move (in Janggi a
//! real pass where passing is legal), legal move generation ordered by hash
//! move, captures by value (MVV-LVA; those that lose material by static
//! exchange evaluation after the quiet moves), killers, counter-moves,
//! butterfly and continuation history (one and two plies back), ProbCut,
//! late move pruning and reductions (more at expected cut nodes and after
//! a capturing hash move), exchange-evaluation pruning, check and singular
//! extensions (and a hash move searched one ply less when another move
//! nearly matches it where a cut is expected anyway), and quiescence on
//! captures that do not lose material (all evasions when in check).
//!
//! The rooms: `root` (iterative deepening, aspiration windows, weak
//! levels), `negamax` (the main search, node by node), `qsearch`
//! (quiescence), `ordering` (move scores and the picker), `history`
//! (the statistics learnt: history, counter-moves, correction), `see`
//! (exchange evaluation and the check test of unplayed moves).

mod history;
mod negamax;
mod ordering;
mod qsearch;
mod rng;
mod root;
mod see;

pub use history::Tables;
pub use rng::Rng;

use crate::endings::{pass_matters, Path, Verdict};
use crate::eval::net::Accumulator;
use crate::eval::{evaluate, Network};
use crate::levels;
use crate::params::*;
use crate::time::Limits;
use crate::tt::Tt;
use history::{corr_keys, CorrKeys, NO_CONT};
use palace_rules::{Game, Move, Position, Variant};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Score of a won game at the root; a win in `n` plies scores `MATE - n`.
pub const MATE: i32 = 30_000;
/// Scores beyond this are wins or losses in a known number of plies.
pub const MATE_BOUND: i32 = MATE - 1_000;
/// Above every score.
pub const INF: i32 = 31_000;
/// Deepest ply the search reaches.
pub const MAX_PLY: usize = 120;

/// Distinguishes a position reached by a pass (where a second pass ends
/// the game) from the same board reached otherwise.
const PASS_KEY: u64 = 0x51f1_5e5a_c0ff_ee11;

/// One completed iteration, for `info` lines.
#[derive(Clone, Debug)]
pub struct Report {
    pub depth: i32,
    pub seldepth: i32,
    pub score: i32,
    pub nodes: u64,
    pub time: Duration,
    pub pv: Vec<Move>,
    pub hashfull: u32,
    /// Which line this is (1 = the best), under MultiPV.
    pub multipv: usize,
}

/// The answer of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchResult {
    /// `None` only when the side to move has no legal move.
    pub best: Option<Move>,
    pub score: i32,
    pub depth: i32,
    pub nodes: u64,
    pub pv: Vec<Move>,
}

/// Formats a score the UCI way: `cp N` or `mate N` (moves, negative when
/// the side to move is mated).
#[must_use]
pub fn uci_score(score: i32) -> String {
    if score >= MATE_BOUND {
        format!("mate {}", (MATE - score + 1) / 2)
    } else if score <= -MATE_BOUND {
        format!("mate -{}", (MATE + score) / 2)
    } else {
        format!("cp {score}")
    }
}

/// The moves to a mate a score announces (negative when the side to move
/// is mated), or `None` for an ordinary score.
#[must_use]
pub fn mate_moves(score: i32) -> Option<i32> {
    if score >= MATE_BOUND {
        Some((MATE - score + 1) / 2)
    } else if score <= -MATE_BOUND {
        Some(-(MATE + score) / 2)
    } else {
        None
    }
}

#[inline]
fn to_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

#[inline]
fn from_tt(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// A searcher: one thread's tables and the path from the game's start.
pub struct Searcher<'a> {
    tt: &'a Tt,
    stop: &'a AtomicBool,
    path: Path,
    rules: &'static palace_rules::RuleSet,
    janggi: bool,
    nodes: u64,
    node_limit: u64,
    start: Instant,
    hard: Option<Duration>,
    seldepth: usize,
    aborted: bool,
    /// Depth 1 is complete: time and node limits may now abort.
    can_abort: bool,
    quiescence: bool,
    /// Lines searched (MultiPV); 1 searches exactly as without it.
    multipv: usize,
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<i32>,
    /// Continuation history: `[previous piece and point][piece kind and
    /// point]`, for the moves one and two plies back.
    cont: Vec<i16>,
    /// Refutation of each previous piece and point.
    counters: Vec<Option<Move>>,
    /// Correction history: how far searches found the static evaluation
    /// off, by side to move and soldier structure, then by side to move and
    /// general/advisor/elephant structure (`2 * 2 * CORR_SIZE` entries).
    correction: Vec<i16>,
    /// Static evaluations of positions met before (`EVAL_CACHE` entries:
    /// the high half of the position's hash, with its lowest bit set, over
    /// the evaluation), so that a position is evaluated once.
    eval_cache: Vec<u64>,
    /// Continuation key of the move made at each ply (`NO_CONT` for a pass).
    moved: [u16; MAX_PLY + 2],
    /// Correction-history keys of the position at each ply.
    corr_keys: [CorrKeys; MAX_PLY + 2],
    /// Static evaluation at each ply (`-INF` in check).
    evals: [i32; MAX_PLY + 2],
    /// The move left out at each ply (singular extension's search).
    excluded: [Option<Move>; MAX_PLY + 2],
    pv: Vec<[Option<Move>; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 1],
    lmr: Vec<[u8; 64]>,
    rng: Rng,
    /// A learned evaluation used instead of the classical one.
    net: Option<Arc<Network>>,
    /// The network's first layer for the last board evaluated at each ply
    /// from the root: a child's costs only the points its move changed.
    net_accs: Vec<Accumulator>,
    /// `path.len()` at the root.
    root_len: usize,
}

impl std::fmt::Debug for Searcher<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Searcher").field("nodes", &self.nodes).finish()
    }
}

impl<'a> Searcher<'a> {
    /// A searcher for the current position of `game`.
    #[must_use]
    pub fn new(game: &Game, tt: &'a Tt, stop: &'a AtomicBool) -> Searcher<'a> {
        let mut path = Path::from_game(game, MAX_PLY + 8);
        path.set_root();
        let mut lmr = vec![[0u8; 64]; 64];
        for (d, row) in lmr.iter_mut().enumerate().skip(1) {
            for (m, r) in row.iter_mut().enumerate().skip(1) {
                *r = (LMR_BASE + (d as f64).ln() * (m as f64).ln() / LMR_DIV).max(0.0) as u8;
            }
        }
        let rules = game.rules();
        let mut s = Searcher {
            tt,
            stop,
            path,
            rules,
            janggi: rules.variant == Variant::Janggi,
            nodes: 0,
            node_limit: u64::MAX,
            start: Instant::now(),
            hard: None,
            seldepth: 0,
            aborted: false,
            can_abort: false,
            quiescence: true,
            multipv: 1,
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: Vec::new(),
            cont: Vec::new(),
            counters: Vec::new(),
            correction: Vec::new(),
            eval_cache: Vec::new(),
            moved: [NO_CONT; MAX_PLY + 2],
            corr_keys: [corr_keys(game.position()); MAX_PLY + 2],
            evals: [-INF; MAX_PLY + 2],
            excluded: [None; MAX_PLY + 2],
            pv: vec![[None; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            lmr,
            rng: Rng::from_time(),
            net: None,
            net_accs: Vec::new(),
            root_len: 0,
        };
        s.root_len = s.path.len();
        s.set_tables(Tables::default());
        s.set_network(Some(crate::eval::net::builtin(rules.variant)));
        s
    }

    /// Starts from the statistics of an earlier search of the same game.
    pub fn set_tables(&mut self, t: Tables) {
        self.history = t.history;
        self.cont = t.cont;
        self.counters = t.counters;
        self.correction = t.correction;
        self.eval_cache = t.eval_cache;
    }

    /// The statistics learnt, for the next search of the same game.
    #[must_use]
    pub fn take_tables(&mut self) -> Tables {
        Tables {
            history: std::mem::take(&mut self.history),
            cont: std::mem::take(&mut self.cont),
            counters: std::mem::take(&mut self.counters),
            correction: std::mem::take(&mut self.correction),
            eval_cache: std::mem::take(&mut self.eval_cache),
        }
    }

    /// Evaluates with `net` (`None`: the classical evaluation alone; a new
    /// searcher has the game's built-in network, `eval::net::builtin`).
    /// The network must be for the game searched, and
    /// statistics from searches with another evaluation should not be set.
    pub fn set_network(&mut self, net: Option<Arc<Network>>) {
        self.net_accs = match net {
            Some(_) => vec![Accumulator::new(); MAX_PLY + 2],
            None => Vec::new(),
        };
        self.net = net;
    }

    /// Fixes the random source (for reproducible weak levels).
    pub fn set_seed(&mut self, seed: u64) {
        self.rng = Rng::new(seed);
    }

    /// Searches the best `lines` root moves each to an exact score (at
    /// least 1). Weak levels always search one line.
    pub fn set_multipv(&mut self, lines: usize) {
        self.multipv = lines.max(1);
    }

    /// Nodes searched so far.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The static evaluation of `pos`, from the cache when it holds it.
    #[inline]
    fn evaluate(&mut self, pos: &Position) -> i32 {
        let h = pos.hash();
        let slot = (h as usize) & (EVAL_CACHE - 1);
        let check = (h >> 32) | 1;
        let e = self.eval_cache[slot];
        if e >> 32 == check {
            return e as u32 as i32;
        }
        let v = match &self.net {
            Some(net) => {
                let ply = (self.path.len() - self.root_len).min(self.net_accs.len() - 1);
                let (before, from_here) = self.net_accs.split_at_mut(ply);
                let acc = &mut from_here[0];
                match before.last() {
                    Some(parent) => net.update_from(pos, parent, acc),
                    None => net.update(pos, acc),
                }
                net.evaluate_with(pos, acc)
            }
            None => evaluate(pos),
        };
        self.eval_cache[slot] = check << 32 | u64::from(v as u32);
        v
    }

    #[inline]
    fn key(&self, pos: &Position) -> u64 {
        if pass_matters(self.rules, self.path.last_was_pass()) {
            pos.hash() ^ PASS_KEY
        } else {
            pos.hash()
        }
    }

    #[inline]
    fn poll(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if self.nodes & 1023 == 0 && self.stop.load(Ordering::Relaxed) {
            self.aborted = true;
        }
        if self.can_abort {
            if self.nodes >= self.node_limit {
                self.aborted = true;
            } else if self.nodes & 1023 == 0 {
                if let Some(h) = self.hard {
                    if self.start.elapsed() >= h {
                        self.aborted = true;
                    }
                }
            }
        }
        self.aborted
    }

    #[inline]
    fn verdict_score(v: Verdict, pos: &Position, ply: usize) -> i32 {
        match v {
            Verdict::Draw => 0,
            Verdict::Win(c) if c == pos.turn() => MATE - ply as i32,
            Verdict::Win(_) => -(MATE - ply as i32),
        }
    }
}

/// Searches a game's current position with a fresh searcher (convenience
/// for tests, bench and tools).
#[must_use]
pub fn search_game(game: &Game, tt: &Tt, limits: &Limits, level_no: u8) -> SearchResult {
    let stop = AtomicBool::new(false);
    let mut s = Searcher::new(game, tt, &stop);
    s.think(game.position(), limits, levels::level(level_no), &mut |_| {})
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_in_uci_form() {
        assert_eq!(uci_score(35), "cp 35");
        assert_eq!(uci_score(-120), "cp -120");
        assert_eq!(uci_score(MATE - 1), "mate 1");
        assert_eq!(uci_score(MATE - 3), "mate 2");
        assert_eq!(uci_score(-(MATE - 2)), "mate -1");
        assert_eq!(uci_score(-(MATE - 4)), "mate -2");
        assert_eq!(mate_moves(MATE - 3), Some(2));
        assert_eq!(mate_moves(-(MATE - 4)), Some(-2));
        assert_eq!(mate_moves(35), None);
    }

    /// With a network, the evaluation that keeps one accumulator per ply
    /// answers what a fresh evaluation says, as the path goes down, back
    /// up and down another way (the cache is cleared so that each call
    /// computes).
    #[test]
    fn network_evaluation_along_the_path_matches_a_fresh_one() {
        use crate::eval::net::{FloatWeights, INPUTS};
        let h = 8;
        let mut rng = Rng::new(11);
        let mut small = |a: f32| (rng.below(2001) as f32 / 1000.0 - 1.0) * a;
        let f = FloatWeights {
            hidden: h,
            w1: (0..INPUTS * h).map(|_| small(0.1)).collect(),
            b1: (0..h).map(|_| 0.5).collect(),
            w2: (0..2 * h).map(|_| small(1.0)).collect(),
            b2: 0.0,
        };
        let net = Arc::new(Network::quantize(Variant::Janggi, &f, 300, true).unwrap());
        let tt = Tt::new(1);
        let stop = AtomicBool::new(false);
        let game = Game::new(palace_rules::RuleSet::preset("janggi").unwrap());
        let mut s = Searcher::new(&game, &tt, &stop);
        s.set_network(Some(net.clone()));
        let mut walk = Rng::new(5);
        for _ in 0..30 {
            let mut stack = vec![game.position().clone()];
            for _ in 0..200 {
                let pos = stack.last().unwrap().clone();
                s.eval_cache.iter_mut().for_each(|e| *e = 0);
                assert_eq!(s.evaluate(&pos), net.evaluate(&pos), "{}", pos.fen());
                let legal = pos.legal_moves();
                if legal.is_empty() || (stack.len() > 1 && walk.below(3) == 0) {
                    stack.pop();
                    s.path.pop();
                    continue;
                }
                let m = legal[walk.below(legal.len() as u64) as usize];
                let mut child = pos.clone();
                child.play_unchecked(m);
                s.path.push(&child, m, false, pos.is_capture(m));
                stack.push(child);
                if stack.len() > MAX_PLY {
                    break;
                }
            }
            while stack.len() > 1 {
                stack.pop();
                s.path.pop();
            }
        }
    }

    /// The evaluation cache answers what the evaluation says, for every
    /// position of random games of both games (many share a slot), and
    /// keeps its entries from one search to the next.
    #[test]
    fn evaluation_cache_returns_the_evaluation() {
        let tt = Tt::new(1);
        let stop = AtomicBool::new(false);
        let mut rng = Rng::new(7);
        for preset in ["xiangqi", "janggi"] {
            let game = Game::new(palace_rules::RuleSet::preset(preset).unwrap());
            let mut s = Searcher::new(&game, &tt, &stop);
            let mut seen = Vec::new();
            for _ in 0..60 {
                let mut pos = game.position().clone();
                for _ in 0..150 {
                    // Janggi's searcher has the built-in network.
                    let v = s
                        .net
                        .as_ref()
                        .map_or_else(|| evaluate(&pos), |n| n.evaluate(&pos));
                    assert_eq!(s.evaluate(&pos), v, "{}", pos.fen());
                    // Stored: the second call answers from the cache.
                    let slot = (pos.hash() as usize) & (EVAL_CACHE - 1);
                    assert_eq!(s.eval_cache[slot] as u32 as i32, v, "{}", pos.fen());
                    assert_eq!(s.evaluate(&pos), v, "{}", pos.fen());
                    seen.push(pos.clone());
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    pos.play_unchecked(legal[rng.below(legal.len() as u64) as usize]);
                }
            }
            let tables = s.take_tables();
            let mut t = Searcher::new(&game, &tt, &stop);
            t.set_tables(tables);
            for pos in &seen {
                let v = t.net.as_ref().map_or_else(|| evaluate(pos), |n| n.evaluate(pos));
                assert_eq!(t.evaluate(pos), v, "{}", pos.fen());
            }
            assert!(t.net.is_some(), "{preset} has a built-in network");
        }
    }

    #[test]
    fn mate_scores_survive_the_table() {
        for ply in [0usize, 1, 7, 40] {
            for s in [MATE - 5 - ply as i32, -(MATE - 9 - ply as i32), 123, -77] {
                assert_eq!(from_tt(to_tt(s, ply), ply), s);
            }
        }
    }
}
