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

use crate::endings::{pass_matters, Path, Verdict};
use crate::eval::{evaluate, piece_value};
use crate::levels::{self, Level};
use crate::params::*;
use crate::time::Limits;
use crate::tt::{Bound, Tt};
use palace_rules::movelist::MAX_MOVES;
use palace_rules::square::{HORSE_OFFSETS, JG_ELEPHANT_OFFSETS};
use palace_rules::{Game, Move, MoveList, Position, Role, Square, Variant};
use std::sync::atomic::{AtomicBool, Ordering};
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

/// Whether a pass now would end the game at once (a pass just made and a
/// double-pass rule, or generals facing and a pass-while-facing rule).
#[inline]
fn pass_matters_now(rules: &palace_rules::RuleSet, last: &crate::endings::Entry, pos: &Position) -> bool {
    (rules.double_pass.is_some() && last.pass)
        || (matches!(rules.bikjang_end, palace_rules::BikjangEnd::PassWhileFacing(_))
            && pos.generals_facing())
}

// -- static exchange evaluation ---------------------------------------------

/// Board codes of the exchange evaluator: `role + 1`, plus 8 for the second
/// player; 0 is empty.
const SEE_EMPTY: u8 = 0;
/// Value of a general in an exchange: never worth giving up.
const SEE_GENERAL: i32 = 5_000;

#[inline]
fn see_code(color: usize, role: usize) -> u8 {
    (role as u8 + 1) | ((color as u8) << 3)
}

#[inline]
fn see_sq(f: i32, r: i32) -> Option<usize> {
    if (0..9).contains(&f) && (0..10).contains(&r) {
        Some((r * 9 + f) as usize)
    } else {
        None
    }
}

#[inline]
fn see_in_palace(f: i32, r: i32) -> bool {
    (3..=5).contains(&f) && (r <= 2 || r >= 7)
}

/// Corners and centres of the palaces.
#[inline]
fn see_palace_diag(f: i32, r: i32) -> bool {
    if !see_in_palace(f, r) {
        return false;
    }
    let rr = if r >= 7 { r - 7 } else { r };
    (f == 4 && rr == 1) || (f != 4 && rr != 1)
}

/// A one-point step along a palace line (Janggi general, advisor, soldier).
#[inline]
fn see_palace_step(f1: i32, r1: i32, f2: i32, r2: i32) -> bool {
    if !see_in_palace(f1, r1) || !see_in_palace(f2, r2) || (r1 >= 7) != (r2 >= 7) {
        return false;
    }
    f1 == f2 || r1 == r2 || (see_palace_diag(f1, r1) && see_palace_diag(f2, r2))
}

/// Calls `f(square, role)` for the pieces of `c` that can capture on `t` on
/// board `b` (pins and the flying general ignored), cheapest kinds first;
/// stops when `f` returns true.
fn see_attackers(
    b: &[u8; 90],
    t: usize,
    c: usize,
    rules: &palace_rules::RuleSet,
    mut f: impl FnMut(usize, usize) -> bool,
) {
    let janggi = rules.variant == Variant::Janggi;
    let tf = (t % 9) as i32;
    let tr = (t / 9) as i32;
    let is = |s: Option<usize>, role: usize| s.is_some_and(|s| b[s] == see_code(c, role));
    let empty = |f: i32, r: i32| see_sq(f, r).is_some_and(|s| b[s] == SEE_EMPTY);
    // Soldiers.
    let fwd = if c == 0 { 1 } else { -1 };
    let s = see_sq(tf, tr - fwd);
    if is(s, Role::Soldier as usize) && f(s.unwrap_or(0), Role::Soldier as usize) {
        return;
    }
    let crossed = if c == 0 { tr >= 5 } else { tr <= 4 };
    if janggi || crossed {
        for df in [-1, 1] {
            let s = see_sq(tf + df, tr);
            if is(s, Role::Soldier as usize) && f(s.unwrap_or(0), Role::Soldier as usize) {
                return;
            }
        }
    }
    if janggi && rules.soldier_palace_diagonals {
        for df in [-1, 1] {
            let s = see_sq(tf + df, tr - fwd);
            if is(s, Role::Soldier as usize)
                && see_palace_step(tf + df, tr - fwd, tf, tr)
                && see_palace_diag(tf + df, tr - fwd)
                && see_palace_diag(tf, tr)
                && f(s.unwrap_or(0), Role::Soldier as usize)
            {
                return;
            }
        }
    }
    // Advisors.
    if see_in_palace(tf, tr) {
        for (df, dr) in [
            (1, 1),
            (1, -1),
            (-1, 1),
            (-1, -1),
            (0, 1),
            (0, -1),
            (1, 0),
            (-1, 0),
        ] {
            let diag = df != 0 && dr != 0;
            if !janggi && !diag {
                continue;
            }
            let (sf, sr) = (tf + df, tr + dr);
            let ok = if janggi {
                see_palace_step(sf, sr, tf, tr)
            } else {
                see_in_palace(sf, sr) && (sr >= 7) == (tr >= 7)
            };
            let s = see_sq(sf, sr);
            if ok && is(s, Role::Advisor as usize) && f(s.unwrap_or(0), Role::Advisor as usize) {
                return;
            }
        }
    }
    // Elephants.
    if janggi {
        for (df, dr) in JG_ELEPHANT_OFFSETS {
            let (sf, sr) = (tf - df, tr - dr);
            let s = see_sq(sf, sr);
            if !is(s, Role::Elephant as usize) {
                continue;
            }
            let (b1, b2) = if i32::abs(df) == 3 {
                ((sf + df.signum(), sr), (sf + 2 * df.signum(), sr + dr.signum()))
            } else {
                ((sf, sr + dr.signum()), (sf + df.signum(), sr + 2 * dr.signum()))
            };
            if empty(b1.0, b1.1) && empty(b2.0, b2.1) && f(s.unwrap_or(0), Role::Elephant as usize) {
                return;
            }
        }
    } else {
        for (df, dr) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let (sf, sr) = (tf + 2 * df, tr + 2 * dr);
            let s = see_sq(sf, sr);
            if is(s, Role::Elephant as usize)
                && (sr >= 5) == (tr >= 5)
                && empty(tf + df, tr + dr)
                && f(s.unwrap_or(0), Role::Elephant as usize)
            {
                return;
            }
        }
    }
    // Horses.
    for (df, dr) in HORSE_OFFSETS {
        let (sf, sr) = (tf - df, tr - dr);
        let s = see_sq(sf, sr);
        if !is(s, Role::Horse as usize) {
            continue;
        }
        let leg = if i32::abs(df) == 2 {
            (sf + df.signum(), sr)
        } else {
            (sf, sr + dr.signum())
        };
        if empty(leg.0, leg.1) && f(s.unwrap_or(0), Role::Horse as usize) {
            return;
        }
    }
    // Cannons and chariots along the lines through `t`.
    let target_cannon = b[t] & 7 == Role::Cannon as u8 + 1;
    let mut chariots = [0usize; 8];
    let mut n_chariots = 0;
    let diag_ok = janggi && see_palace_diag(tf, tr);
    for (d, (df, dr)) in [
        (0, 1),
        (0, -1),
        (1, 0),
        (-1, 0),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ]
    .into_iter()
    .enumerate()
    {
        let diagonal = d >= 4;
        if diagonal && !diag_ok {
            continue;
        }
        let on_ray = |k: i32| -> Option<usize> {
            let (sf, sr) = (tf + k * df, tr + k * dr);
            if diagonal && (!see_palace_diag(sf, sr) || (sr >= 7) != (tr >= 7)) {
                return None;
            }
            see_sq(sf, sr)
        };
        let mut k = 1;
        let mut first = None;
        while let Some(s) = on_ray(k) {
            k += 1;
            if b[s] != SEE_EMPTY {
                first = Some(s);
                break;
            }
        }
        let Some(s1) = first else { continue };
        if b[s1] == see_code(c, Role::Chariot as usize) {
            chariots[n_chariots] = s1;
            n_chariots += 1;
        }
        if janggi && (target_cannon || b[s1] & 7 == Role::Cannon as u8 + 1) {
            continue;
        }
        while let Some(s) = on_ray(k) {
            k += 1;
            if b[s] != SEE_EMPTY {
                if b[s] == see_code(c, Role::Cannon as usize) && f(s, Role::Cannon as usize) {
                    return;
                }
                break;
            }
        }
    }
    for &s in &chariots[..n_chariots] {
        if f(s, Role::Chariot as usize) {
            return;
        }
    }
    // The general.
    if see_in_palace(tf, tr) {
        for (df, dr) in [
            (0, 1),
            (0, -1),
            (1, 0),
            (-1, 0),
            (1, 1),
            (1, -1),
            (-1, 1),
            (-1, -1),
        ] {
            let diag = df != 0 && dr != 0;
            if !janggi && diag {
                continue;
            }
            let (sf, sr) = (tf + df, tr + dr);
            let s = see_sq(sf, sr);
            let ok = if janggi {
                see_palace_step(sf, sr, tf, tr)
            } else {
                see_in_palace(sf, sr) && (sr >= 7) == (tr >= 7)
            };
            if ok && is(s, Role::General as usize) && f(s.unwrap_or(0), Role::General as usize) {
                return;
            }
        }
    }
}

/// The exchange board of a position.
fn see_board(pos: &Position) -> [u8; 90] {
    // The rules library's board codes are the exchange codes.
    *pos.codes()
}

#[inline]
fn see_value(janggi: bool, role: usize) -> i32 {
    if role == Role::General as usize {
        SEE_GENERAL
    } else {
        piece_value(janggi, role)
    }
}

/// For each point of the enemy general: the points a move must leave or
/// reach to be able to give check in either game (its file and rank, and
/// every point at most two files and two ranks away: lines for chariots and
/// cannons and their screens, palace diagonals, horse and elephant legs,
/// horse and soldier attacks), and the points a Janggi elephant checks from.
struct CheckZones {
    near: [u128; 90],
    jg_elephant: [u128; 90],
}

const fn make_check_zones() -> CheckZones {
    let mut z = CheckZones {
        near: [0; 90],
        jg_elephant: [0; 90],
    };
    let mut g = 0;
    while g < 90 {
        let (gf, gr) = ((g % 9) as i32, (g / 9) as i32);
        let mut s: usize = 0;
        while s < 90 {
            let (f, r) = ((s % 9) as i32, (s / 9) as i32);
            let (df, dr) = ((f - gf).abs(), (r - gr).abs());
            if df == 0 || dr == 0 || (df <= 2 && dr <= 2) {
                z.near[g] |= 1u128 << s;
            }
            if (df == 2 && dr == 3) || (df == 3 && dr == 2) {
                z.jg_elephant[g] |= 1u128 << s;
            }
            s += 1;
        }
        g += 1;
    }
    z
}

static CHECK_ZONES: CheckZones = make_check_zones();

/// False only when the (non-pass) move `m` cannot give check: it neither
/// leaves nor reaches a point from which a check could start or be
/// uncovered (see `CheckZones`). Lets the search prune quiet moves without
/// playing them first.
#[inline]
fn may_check(pos: &Position, m: Move) -> bool {
    let g = pos.general(!pos.turn()).index();
    let (from, to) = (m.from().index(), m.to().index());
    let z = &CHECK_ZONES;
    (z.near[g] >> from) & 1 != 0
        || (z.near[g] >> to) & 1 != 0
        || (pos.variant() == Variant::Janggi
            && (z.jg_elephant[g] >> to) & 1 != 0
            && pos.piece_at(m.from()).is_some_and(|p| p.role == Role::Elephant))
}

/// Static exchange evaluation of `m` (a capture or a quiet move): the
/// material the side to move wins on the destination when both sides
/// capture there with their cheapest piece and may stop at any time.
#[cfg(test)]
fn see(pos: &Position, m: Move) -> i32 {
    see_on(&see_board(pos), pos, m)
}

/// [`see`] with the exchange board of `pos` already built, or built into
/// `cache` on first use.
#[inline]
fn see_cached(cache: &mut Option<[u8; 90]>, pos: &Position, m: Move) -> i32 {
    let b = cache.get_or_insert_with(|| see_board(pos));
    see_on(b, pos, m)
}

fn see_on(board: &[u8; 90], pos: &Position, m: Move) -> i32 {
    if m.is_pass() {
        return 0;
    }
    let rules = pos.rules();
    let janggi = rules.variant == Variant::Janggi;
    let mut b = *board;
    let (from, t) = (m.from().index(), m.to().index());
    let mut gain = [0i32; 40];
    gain[0] = if b[t] == SEE_EMPTY {
        0
    } else {
        see_value(janggi, usize::from((b[t] & 7) - 1))
    };
    let mut on_square = see_value(janggi, usize::from((b[from] & 7) - 1));
    b[t] = b[from];
    b[from] = SEE_EMPTY;
    let mut side = pos.turn().index() ^ 1;
    let mut d = 0;
    while d + 1 < gain.len() {
        let mut found = None;
        see_attackers(&b, t, side, rules, |s, role| {
            found = Some((s, role));
            true
        });
        let Some((s, role)) = found else { break };
        d += 1;
        gain[d] = on_square - gain[d - 1];
        if (-gain[d - 1]).max(gain[d]) < 0 {
            break;
        }
        on_square = see_value(janggi, role);
        b[t] = b[s];
        b[s] = SEE_EMPTY;
        side ^= 1;
    }
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

/// Continuation keys: side, piece kind and destination of a move.
const CONT_KEYS: usize = 2 * 7 * 90;
/// Continuation entries per key: piece kind and destination.
const CONT_CUR: usize = 7 * 90;
/// No continuation (a pass, or before the root).
const NO_CONT: u16 = u16::MAX;
/// Order score of a quiet move that refuted the previous move elsewhere.
const COUNTER_SCORE: i32 = (1 << 22) - 1;

/// Order score of captures that lose material: below every quiet move.
const BAD_CAPTURE: i32 = -(1 << 19);

/// A small deterministic random source (xorshift).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    #[must_use]
    pub fn new(seed: u64) -> Rng {
        Rng(seed | 1)
    }

    /// Seeded from the clock.
    #[must_use]
    pub fn from_time() -> Rng {
        let t = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0x1234_5678, |d| d.as_nanos() as u64);
        Rng::new(t.wrapping_mul(0x9e37_79b9_7f4a_7c15))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }
}

/// The move-ordering statistics a search learns (butterfly and
/// continuation history, counter-moves): kept from one move of a game to
/// the next, so that a new search starts with what the last one learned.
#[derive(Clone)]
pub struct Tables {
    history: Vec<i32>,
    cont: Vec<i16>,
    counters: Vec<Option<Move>>,
    correction: Vec<i16>,
    eval_cache: Vec<u64>,
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
    /// Static evaluation at each ply (`-INF` in check).
    evals: [i32; MAX_PLY + 2],
    /// The move left out at each ply (singular extension's search).
    excluded: [Option<Move>; MAX_PLY + 2],
    pv: Vec<[Option<Move>; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 1],
    lmr: Vec<[u8; 64]>,
    rng: Rng,
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
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: Vec::new(),
            cont: Vec::new(),
            counters: Vec::new(),
            correction: Vec::new(),
            eval_cache: Vec::new(),
            moved: [NO_CONT; MAX_PLY + 2],
            evals: [-INF; MAX_PLY + 2],
            excluded: [None; MAX_PLY + 2],
            pv: vec![[None; MAX_PLY + 1]; MAX_PLY + 1],
            pv_len: [0; MAX_PLY + 1],
            lmr,
            rng: Rng::from_time(),
        };
        s.set_tables(Tables::default());
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

    /// Fixes the random source (for reproducible weak levels).
    pub fn set_seed(&mut self, seed: u64) {
        self.rng = Rng::new(seed);
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
        let v = evaluate(pos);
        self.eval_cache[slot] = check << 32 | u64::from(v as u32);
        v
    }

    #[inline]
    fn key(&self, pos: &Position) -> u64 {
        if pass_matters(self.rules, self.path.last()) {
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
    #[inline]
    fn corrected(&self, pos: &Position, raw: i32) -> i32 {
        let c = Self::corr_slots(pos)
            .iter()
            .map(|&i| i32::from(self.correction[i]))
            .sum::<i32>()
            / CORR_UNITS_PER_CP;
        (raw + c).clamp(-MATE_BOUND + 1, MATE_BOUND - 1)
    }

    /// Moves both correction entries towards `score - eval`, by more the
    /// deeper the search.
    fn update_correction(&mut self, pos: &Position, eval: i32, score: i32, depth: i32) {
        let bonus = ((score - eval) * depth / 8).clamp(-CORR_LIMIT / 4, CORR_LIMIT / 4);
        for i in Self::corr_slots(pos) {
            let e = i32::from(self.correction[i]);
            let e = e + bonus - e * bonus.abs() / CORR_LIMIT;
            self.correction[i] = e.clamp(-CORR_LIMIT, CORR_LIMIT) as i16;
        }
    }

    #[inline]
    fn verdict_score(v: Verdict, pos: &Position, ply: usize) -> i32 {
        match v {
            Verdict::Draw => 0,
            Verdict::Win(c) if c == pos.turn() => MATE - ply as i32,
            Verdict::Win(_) => -(MATE - ply as i32),
        }
    }

    #[inline]
    fn role_at(pos: &Position, sq: Square) -> usize {
        pos.piece_at(sq).map_or(0, |p| p.role as usize)
    }

    #[inline]
    fn hist_index(pos: &Position, m: Move) -> usize {
        pos.turn().index() * 8100 + m.from().index() * 90 + m.to().index()
    }

    /// Continuation key of `m` (not a pass) played in `pos`.
    #[inline]
    fn cont_key(pos: &Position, m: Move) -> u16 {
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
    fn conts(&self, ply: usize) -> (u16, u16) {
        let c1 = if ply >= 1 { self.moved[ply - 1] } else { NO_CONT };
        let c2 = if ply >= 2 { self.moved[ply - 2] } else { NO_CONT };
        (c1, c2)
    }

    /// History of a quiet move: butterfly plus both continuations.
    #[inline]
    fn quiet_history(&self, pos: &Position, m: Move, c1: u16, c2: u16) -> i32 {
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

    /// Scores moves for ordering.
    fn score_moves(
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

    #[inline]
    fn pick(list: &mut MoveList, scores: &mut [i32; MAX_MOVES], i: usize) -> Move {
        // The first of the highest scores: the maximum first (a loop the
        // compiler vectorises), then where it is.
        let rest = &scores[i..list.len()];
        let top = rest.iter().copied().max().unwrap_or(i32::MIN);
        let best = i + rest.iter().position(|&s| s == top).unwrap_or(0);
        scores.swap(i, best);
        list.as_mut_slice().swap(i, best);
        list[i]
    }

    fn update_quiet(&mut self, pos: &Position, m: Move, depth: i32, ply: usize, tried: &[Move]) {
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

    fn null_ok(&self, pos: &Position) -> bool {
        if self.janggi && pos.pass_legal() {
            return true;
        }
        let us = pos.turn();
        pos.count(us, Role::Chariot) + pos.count(us, Role::Horse) + pos.count(us, Role::Cannon) > 0
    }

    /// Alpha-beta with principal variation search. `cut_node`: a zero-window
    /// node expected to fail high (the reduced and first zero-window
    /// searches of later moves; their children alternate).
    #[allow(clippy::too_many_arguments)]
    fn negamax(
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
        let in_check = pos.in_check();
        let key = self.key(pos);
        let hit = self.tt.probe(key);
        let excluded = self.excluded[ply];
        let mut tt_move = None;
        if let Some(h) = hit {
            tt_move = h.mv;
            if !pv_node && ply > 0 && h.depth >= depth && excluded.is_none() {
                let s = from_tt(h.score, ply);
                match h.bound {
                    Bound::Exact => return s,
                    Bound::Lower if s >= beta => return s,
                    Bound::Upper if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        let raw_eval = if in_check {
            -INF
        } else {
            match hit {
                Some(h) => h.eval,
                None => self.evaluate(pos),
            }
        };
        let static_eval = if in_check {
            -INF
        } else {
            self.corrected(pos, raw_eval)
        };
        self.evals[ply] = static_eval;
        // Improving: the static evaluation beats the one two plies back
        // (assumed when either side was in check).
        let improving =
            !in_check && (ply < 2 || self.evals[ply - 2] == -INF || static_eval > self.evals[ply - 2]);
        // The hash score bounds the value better than the static evaluation
        // where its bound points the right way (for pruning decisions).
        let mut eval = static_eval;
        if let Some(h) = hit {
            let s = from_tt(h.score, ply);
            if !in_check
                && s.abs() < MATE_BOUND
                && match h.bound {
                    Bound::Exact => true,
                    Bound::Lower => s > eval,
                    Bound::Upper => s < eval,
                }
            {
                eval = s;
            }
        }

        if !pv_node && !in_check && ply > 0 && beta.abs() < MATE_BOUND && excluded.is_none() {
            if depth <= RFP_DEPTH && eval - RFP_MARGIN * depth >= beta {
                return eval;
            }
            if allow_null && depth >= 2 && eval >= beta && self.null_ok(pos) {
                let r = NULL_BASE + depth / NULL_DIV + ((eval - beta) / NULL_EVAL_DIV).min(3);
                let real_pass = self.janggi && pos.pass_legal();
                let pass = Move::pass(pos.general(pos.turn()));
                let mut child = pos.clone();
                child.play_unchecked(pass);
                self.path.push(&child, pass, !real_pass, false);
                self.moved[ply] = NO_CONT;
                let s = -self.negamax(&child, depth - 1 - r, -beta, -beta + 1, ply + 1, false, !cut_node);
                self.path.pop();
                if self.aborted {
                    return 0;
                }
                if s >= beta {
                    return if s >= MATE_BOUND { beta } else { s };
                }
            }
            // ProbCut: a capture whose reduced search beats beta by a
            // margin would almost surely beat beta at full depth.
            let pc_beta = beta + PROBCUT_MARGIN;
            if depth >= PROBCUT_DEPTH
                && !hit.is_some_and(|h| h.depth >= depth - 3 && from_tt(h.score, ply) < pc_beta)
            {
                if let Some((s, m)) = self.probcut(pos, depth, pc_beta, static_eval, ply, cut_node, tt_move) {
                    self.tt.store(
                        key,
                        Some(m),
                        to_tt(s, ply),
                        raw_eval.max(-MATE_BOUND),
                        depth - 3,
                        Bound::Lower,
                    );
                    return s;
                }
                if self.aborted {
                    return 0;
                }
            }
        }

        // Internal iterative reduction: without a hash move, search less.
        let depth = if tt_move.is_none() && depth >= IIR_DEPTH {
            depth - 1
        } else {
            depth
        };
        // Pseudo-legal moves; legality is tested only for moves reached.
        let mut list = MoveList::new();
        pos.generate_pseudo_legal(&mut list);
        if pos.pass_legal() {
            list.push(Move::pass(pos.general(pos.turn())));
        }
        let mut scores = [0i32; MAX_MOVES];
        self.score_moves(pos, &list, &mut scores, tt_move, ply);
        let mut legal = 0;
        let tt_capture = tt_move.is_some_and(|m| pos.is_capture(m));

        let mut best = -INF;
        let mut best_move = None;
        let old_alpha = alpha;
        let mut see_b = None;
        let mut quiets = [Move::pass(pos.general(pos.turn())); 64];
        let mut n_quiets = 0;
        let filter = pos.move_filter();
        for i in 0..list.len() {
            let m = Self::pick(&mut list, &mut scores, i);
            if Some(m) == excluded || (!m.is_pass() && !pos.pseudo_legal_is_legal_with(&filter, m)) {
                continue;
            }
            legal += 1;
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
            let quiet = !capture && !gives_check;
            // A Janggi pass is pruned like any quiet move (late move pruning,
            // futility) but has no history to judge it by. (Never pruning it,
            // as before bench 719,872: 45.3% in Janggi self-play over 600
            // games at 30,000 nodes/move.)
            if !pv_node && !in_check && quiet && best > -MATE_BOUND {
                let lmp = if improving {
                    LMP_BASE + depth * depth
                } else {
                    (LMP_BASE + depth * depth) * 2 / 3
                };
                if depth <= LMP_DEPTH && n_quiets as i32 >= lmp {
                    continue;
                }
                // Quiet moves with a bad history (not killers or the
                // counter-move) at low depth.
                if !m.is_pass() && depth <= HISTORY_PRUNE_DEPTH && scores[i] < -HISTORY_PRUNE_MARGIN * depth {
                    continue;
                }
                if depth <= FUTILITY_DEPTH && eval + FUTILITY_MARGIN * depth <= alpha {
                    continue;
                }
                if depth <= SEE_PRUNE_DEPTH
                    && piece_value(self.janggi, Self::role_at(pos, m.from()))
                        >= SEE_QUIET_MARGIN * depth * depth
                    && see_cached(&mut see_b, pos, m) < -SEE_QUIET_MARGIN * depth * depth
                {
                    continue;
                }
            }
            if !pv_node
                && !in_check
                && capture
                && !gives_check
                && best > -MATE_BOUND
                && depth <= SEE_PRUNE_DEPTH
                && scores[i] < 0
                && see_cached(&mut see_b, pos, m) < -SEE_CAPTURE_MARGIN * depth
            {
                continue;
            }
            let mut extension = i32::from(gives_check);
            // Singular extension: when every other move falls well short of
            // the hash move's score, the hash move is searched one ply deeper.
            if let Some(h) = hit {
                if Some(m) == tt_move
                    && excluded.is_none()
                    && ply > 0
                    && extension == 0
                    && depth >= SINGULAR_DEPTH
                    && h.depth >= depth - 3
                    && matches!(h.bound, Bound::Lower | Bound::Exact)
                    && h.score.abs() < MATE_BOUND
                {
                    let singular_beta = from_tt(h.score, ply) - SINGULAR_MARGIN * depth;
                    self.excluded[ply] = Some(m);
                    let v = self.negamax(
                        pos,
                        (depth - 1) / 2,
                        singular_beta - 1,
                        singular_beta,
                        ply,
                        false,
                        cut_node,
                    );
                    self.excluded[ply] = None;
                    self.pv_len[ply] = ply;
                    if self.aborted {
                        return 0;
                    }
                    if v < singular_beta {
                        extension = 1;
                    } else if singular_beta >= beta {
                        // Several moves beat beta: cut here (multi-cut).
                        return singular_beta;
                    } else if from_tt(h.score, ply) >= beta || cut_node {
                        // Another move nearly as good, where the hash move
                        // is expected to cut anyway: searched less.
                        extension = -1;
                    }
                }
            }
            let new_depth = depth - 1 + extension;
            let child = played.unwrap_or_else(|| {
                let mut child = pos.clone();
                child.play_unchecked(m);
                child
            });
            self.path.push(&child, m, false, capture);
            self.moved[ply] = Self::cont_key(pos, m);
            let mut s;
            if legal == 1 {
                s = -self.negamax(
                    &child,
                    new_depth,
                    -beta,
                    -alpha,
                    ply + 1,
                    true,
                    !pv_node && !cut_node,
                );
            } else {
                let mut r = 0;
                // Non-captures, checks included: a check is extended by one
                // ply and reduced by `LMR_CHECK` less than the others.
                if depth >= 3 && !capture && !in_check && legal >= 3 {
                    r = i32::from(self.lmr[depth.min(63) as usize][legal.min(63)]);
                    if gives_check {
                        r -= LMR_CHECK;
                    }
                    if pv_node {
                        r -= 1;
                    }
                    if !improving {
                        r += 1;
                    }
                    // Where a fail high is expected, the other moves
                    // rarely matter; after a capturing hash move, quiet
                    // moves rarely beat it.
                    if cut_node {
                        r += LMR_CUT_NODE;
                    }
                    if tt_capture {
                        r += 1;
                    }
                    if scores[i] >= COUNTER_SCORE {
                        r -= 1;
                    } else {
                        // Moves that often cut off elsewhere are reduced less.
                        r -= scores[i] / LMR_HISTORY_DIV;
                    }
                    r = r.clamp(0, new_depth - 1);
                } else if depth >= 3 && capture && scores[i] < 0 && !gives_check && !in_check {
                    // Captures that lose material.
                    r = (i32::from(self.lmr[depth.min(63) as usize][legal.min(63)]) / 2)
                        .max(1)
                        .min(new_depth - 1);
                }
                s = -self.negamax(
                    &child,
                    new_depth - r,
                    -alpha - 1,
                    -alpha,
                    ply + 1,
                    true,
                    r > 0 || !cut_node,
                );
                if s > alpha && r > 0 {
                    s = -self.negamax(&child, new_depth, -alpha - 1, -alpha, ply + 1, true, !cut_node);
                }
                if s > alpha && s < beta {
                    s = -self.negamax(&child, new_depth, -beta, -alpha, ply + 1, true, false);
                }
            }
            self.path.pop();
            if self.aborted {
                return 0;
            }
            if s > best {
                best = s;
                if s > alpha {
                    alpha = s;
                    best_move = Some(m);
                    self.pv[ply][ply] = Some(m);
                    let child_len = self.pv_len[ply + 1];
                    for j in ply + 1..child_len {
                        self.pv[ply][j] = self.pv[ply + 1][j];
                    }
                    self.pv_len[ply] = child_len.max(ply + 1);
                    if s >= beta {
                        if !capture && !m.is_pass() {
                            self.update_quiet(pos, m, depth, ply, &quiets[..n_quiets]);
                        }
                        break;
                    }
                }
            }
            if !capture && n_quiets < quiets.len() {
                quiets[n_quiets] = m;
                n_quiets += 1;
            }
        }
        if legal == 0 {
            // No legal move loses (checkmate, or no move at all).
            return -(MATE - ply as i32);
        }
        if best == -INF {
            // Every move was pruned: fail low.
            return alpha;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if alpha > old_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        if excluded.is_none() {
            self.tt.store(
                key,
                best_move,
                to_tt(best, ply),
                raw_eval.max(-MATE_BOUND),
                depth,
                bound,
            );
            // Not where the score says little about the evaluation: in
            // check, at mate scores, after a capture, or where the bound
            // points the same way as the evaluation.
            let uninformative = in_check
                || best.abs() >= MATE_BOUND
                || best_move.is_some_and(|m| pos.is_capture(m))
                || (bound == Bound::Lower && best <= static_eval)
                || (bound == Bound::Upper && best >= static_eval);
            if !uninformative {
                self.update_correction(pos, static_eval, best, depth);
            }
        }
        best
    }

    /// ProbCut's search: the captures that win at least `pc_beta -
    /// static_eval` by exchange evaluation, each first by quiescence, then
    /// `depth - 4` plies; the first that holds `pc_beta` and its score.
    #[allow(clippy::too_many_arguments)]
    fn probcut(
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
            let m = Self::pick(&mut caps, &mut scores, i);
            if scores[i] < 0
                || !pos.pseudo_legal_is_legal_with(filter.get_or_insert_with(|| pos.move_filter()), m)
                || see_cached(&mut see_b, pos, m) < pc_beta - static_eval
            {
                continue;
            }
            let mut child = pos.clone();
            child.play_unchecked(m);
            self.path.push(&child, m, false, true);
            self.moved[ply] = Self::cont_key(pos, m);
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

    /// Quiescence: captures (all evasions in check) until the position is quiet.
    fn qsearch(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize) -> i32 {
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
            if pos.occupied(pos.turn()).count_ones() <= STALEMATE_PIECES
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
            let mut stand = self.corrected(pos, raw);
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
            let m = Self::pick(&mut list, &mut scores, i);
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
                if scores[i] < 0 && !child.in_check() {
                    continue;
                }
            } else {
                child.play_unchecked(m);
            }
            self.path.push(&child, m, false, victim.is_some());
            self.moved[ply] = Self::cont_key(pos, m);
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
    fn ending_pass(&mut self, pos: &Position, ply: usize) -> Option<i32> {
        if !pos.pass_legal() || !pass_matters_now(self.rules, self.path.last(), pos) {
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

    /// Searches every root move; returns the best score. With `exact`, each
    /// move gets a full window so that its score is exact (weak levels).
    fn root(
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
        for i in 0..root_moves.len() {
            let m = root_moves[i].0;
            let capture = pos.is_capture(m);
            let mut child = pos.clone();
            child.play_unchecked(m);
            let new_depth = depth - 1 + i32::from(child.in_check());
            self.path.push(&child, m, false, capture);
            self.moved[0] = Self::cont_key(pos, m);
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
                    self.pv[0][0] = Some(m);
                    let child_len = self.pv_len[1];
                    for j in 1..child_len {
                        self.pv[0][j] = self.pv[1][j];
                    }
                    self.pv_len[0] = child_len.max(1);
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
            let m = Self::pick(&mut list, &mut scores, i);
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
        for depth in 1..=max_depth {
            self.seldepth = 0;
            let score = if noisy {
                self.root(root, &mut root_moves, depth, -INF, INF, true)
            } else if depth >= 4 && prev_score.abs() < MATE_BOUND {
                let mut delta = ASPIRATION;
                let (mut a, mut b) = (prev_score - delta, prev_score + delta);
                loop {
                    let s = self.root(root, &mut root_moves, depth, a, b, false);
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
                self.root(root, &mut root_moves, depth, -INF, INF, false)
            };
            if self.aborted {
                // A move that took the lead before the stop was searched to
                // the end at this depth and beat the previous best there
                // (which is searched first): it is the better move, even
                // where the iteration was failing low.
                // (Also one that failed high in an aspiration window and
                // was being searched again.)
                let lead = root_moves[0].0;
                if depth > 1 && !noisy && Some(lead) != result.best {
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
            report(&Report {
                depth,
                seldepth: self.seldepth as i32,
                score,
                nodes: self.nodes,
                time: self.start.elapsed(),
                pv: result.pv.clone(),
                hashfull: self.tt.hashfull(),
            });
            // Keep the order: best first, then by this iteration's scores.
            root_moves[1..].sort_by_key(|&(_, s)| -s);
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
    }

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
                    let v = evaluate(&pos);
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
                assert_eq!(t.evaluate(pos), evaluate(pos), "{}", pos.fen());
            }
        }
    }

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
        let eval = s.corrected(&pos, evaluate(&pos));
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

    /// `may_check` never says no to a move that gives check (it lets the
    /// search prune a move unplayed), over random games of every rule set;
    /// and it does say no to a good share of the moves.
    #[test]
    fn moves_that_check_are_never_ruled_out() {
        let mut rng = Rng::new(11);
        let (mut checks, mut ruled_out, mut total) = (0, 0, 0);
        for rules in palace_rules::PRESETS {
            for _ in 0..20 {
                let mut pos = Position::start(rules);
                for _ in 0..150 {
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    for &m in legal.iter().filter(|m| !m.is_pass()) {
                        let check = pos.gives_check(m);
                        let may = may_check(&pos, m);
                        assert!(may || !check, "{} {}", pos.fen(), m);
                        checks += usize::from(check);
                        ruled_out += usize::from(!may);
                        total += 1;
                    }
                    let m = legal[rng.below(legal.len() as u64) as usize];
                    pos.play_unchecked(m);
                }
            }
        }
        assert!(checks > 1_000, "{checks} checks");
        assert!(ruled_out * 4 > total, "{ruled_out} of {total} ruled out");
    }

    /// The exchange evaluator's attackers are the pieces whose pseudo-legal
    /// moves capture on the point, over varied positions of every rule set.
    #[test]
    fn exchange_attackers_match_move_generation() {
        let mut rng = Rng::new(7);
        let mut checked = 0;
        for name in [
            "xiangqi",
            "janggi",
            "janggi-club",
            "janggimodern",
            "janggi-standard",
        ] {
            let rules = palace_rules::RuleSet::preset(name).unwrap();
            for _ in 0..30 {
                let mut pos = Position::start(rules);
                for _ in 0..80 {
                    let mut list = MoveList::new();
                    pos.generate_pseudo_legal(&mut list);
                    let b = see_board(&pos);
                    let us = pos.turn().index();
                    for t in 0..90 {
                        if b[t] == SEE_EMPTY || usize::from(b[t] >> 3) == us || b[t] & 7 == 1 {
                            continue;
                        }
                        let mut expected: Vec<usize> = list
                            .iter()
                            .filter(|m| m.to().index() == t)
                            .map(|m| m.from().index())
                            .collect();
                        let mut got = Vec::new();
                        see_attackers(&b, t, us, rules, |s, _| {
                            got.push(s);
                            false
                        });
                        expected.sort_unstable();
                        got.sort_unstable();
                        assert_eq!(got, expected, "{} {}", pos.fen(), t);
                        checked += 1;
                    }
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    // Prefer captures now and then, to thin the board.
                    let caps: Vec<Move> = legal.iter().copied().filter(|m| pos.is_capture(*m)).collect();
                    let m = if !caps.is_empty() && rng.below(2) == 0 {
                        caps[rng.below(caps.len() as u64) as usize]
                    } else {
                        legal[rng.below(legal.len() as u64) as usize]
                    };
                    pos.play_unchecked(m);
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    #[test]
    fn exchange_values() {
        let rules = palace_rules::RuleSet::preset("xiangqi").unwrap();
        // Chariot takes a soldier defended by a horse: loses chariot for soldier.
        let pos = Position::from_fen("4k4/9/9/4p4/9/4p4/9/9/4R4/4K4 w - - 0 1", rules).unwrap();
        let m = pos.parse_move("e2e5").unwrap();
        assert_eq!(see(&pos, m), 90);
        let pos = Position::from_fen("4k4/9/5n3/9/4p4/9/9/9/4R4/3K5 w - - 0 1", rules).unwrap();
        let m = pos.parse_move("e2e6").unwrap();
        assert_eq!(see(&pos, m), 90 - 950);
        // A cannon behind the chariot has no screen once the chariot goes.
        let pos = Position::from_fen("4k4/9/5n3/9/4p4/9/9/4R4/4C4/3K5 w - - 0 1", rules).unwrap();
        let m = pos.parse_move("e3e6").unwrap();
        assert_eq!(see(&pos, m), 90 - 950);
        // A second chariot behind does recapture.
        let pos = Position::from_fen("4k4/9/5n3/9/4p4/9/9/4R4/4R4/3K5 w - - 0 1", rules).unwrap();
        let m = pos.parse_move("e3e6").unwrap();
        assert_eq!(see(&pos, m), 90 - 950 + 430);
        // The cannon over the chariot takes first; the chariot then
        // recaptures through the cleared file.
        let m = Move::new(Square::parse("e2").unwrap(), Square::parse("e6").unwrap());
        let pos = Position::from_fen("4k4/9/5n3/9/4p4/9/9/4R4/4C4/3K5 w - - 0 1", rules).unwrap();
        assert_eq!(see(&pos, m), 90 - 460 + 430);
        // A quiet move onto a point the horse covers loses the piece.
        let m = pos.parse_move("e3e4").unwrap();
        assert_eq!(see(&pos, m), 0);
        let m = pos.parse_move("e3f3").unwrap();
        assert_eq!(see(&pos, m), 0);
        let pos = Position::from_fen("3k5/9/5n3/9/9/9/9/4R4/4C4/4K4 w - - 0 1", rules).unwrap();
        let m = pos.parse_move("e3e6").unwrap();
        assert_eq!(see(&pos, m), -950);
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
