//! Static evaluation: material, piece placement per game, mobility of
//! horses and chariots, and the safety of the general. From the side to
//! move's point of view, in centipawns.

use crate::params::{JG_VALUE, XQ_VALUE};
use crate::weights::*;
use palace_rules::{Color, Position, Variant};

// Local board codes: 1 + role + 8 * color, 0 empty (Role order).
const ADVISOR: u8 = 2;
const ELEPHANT: u8 = 3;
const HORSE: u8 = 4;
const CHARIOT: u8 = 5;
const CANNON: u8 = 6;
const SOLDIER: u8 = 7;

use palace_rules::square::{horse_leaps, jg_elephant_leaps, Leaps, DIAG_DIRS, NO_POINT, ORTHO_DIRS as ORTHO};

/// The board as evaluation reads it: the points' codes, each side's
/// pieces and all pieces as sets.
struct Board<'a> {
    sq: &'a [u8; 90],
    own: [u128; 2],
    occ: u128,
}

impl Board<'_> {
    fn of(pos: &Position) -> Board<'_> {
        let own = [pos.occupied(Color::First), pos.occupied(Color::Second)];
        Board {
            sq: pos.codes(),
            own,
            occ: own[0] | own[1],
        }
    }

    #[inline]
    fn at(&self, f: i32, r: i32) -> Option<u8> {
        if (0..9).contains(&f) && (0..10).contains(&r) {
            Some(self.sq[(r * 9 + f) as usize])
        } else {
            None
        }
    }
}

#[inline]
fn role(code: u8) -> u8 {
    code & 7
}

#[inline]
fn color_of(code: u8) -> usize {
    (code >> 3) as usize
}

/// Relative rank: 0 = the side's own back rank.
#[inline]
fn rel_rank(color: usize, rank: i32) -> i32 {
    if color == 0 {
        rank
    } else {
        9 - rank
    }
}

/// Whether a point lies in the palace of the side `them`.
#[inline]
fn in_palace_of(them: usize, f: i32, r: i32) -> bool {
    (3..=5).contains(&f) && if them == 0 { r <= 2 } else { r >= 7 }
}

/// Points reachable by the leaps `t` (not blocked, not holding a piece of
/// `us`); every unblocked destination is added to `att`.
#[inline]
fn leap_reach(b: &Board, t: &Leaps, us: usize, att: &mut u128) -> u128 {
    let mut reach = 0u128;
    for k in 0..usize::from(t.len) {
        let (v1, v2) = (t.b1[k], t.b2[k]);
        if b.sq[usize::from(v1)] != 0 || (v2 != NO_POINT && b.sq[usize::from(v2)] != 0) {
            continue;
        }
        let to = t.to[k];
        let m = POINT[usize::from(to)];
        *att |= m;
        let c = b.sq[usize::from(to)];
        if c == 0 || color_of(c) != us {
            reach |= m;
        }
    }
    reach
}

/// Reachable points of a horse, and how many of them lie in the enemy palace.
#[inline]
fn horse_mobility(b: &Board, f: i32, r: i32, us: usize, att: &mut u128) -> (i32, i32) {
    let reach = leap_reach(b, horse_leaps((r * 9 + f) as usize), us, att);
    (
        reach.count_ones() as i32,
        (reach & PALACE[us ^ 1]).count_ones() as i32,
    )
}

/// The bit of a point (on the board) in an attack set.
#[inline]
fn bit(f: i32, r: i32) -> u128 {
    1u128 << (r * 9 + f)
}

/// File and rank of every point.
static FILE_RANK: [(u8, u8); 90] = {
    let mut t = [(0u8, 0u8); 90];
    let mut s = 0;
    while s < 90 {
        t[s] = ((s % 9) as u8, (s / 9) as u8);
        s += 1;
    }
    t
};

/// `1 << point` for every point: a load is cheaper than a 128-bit shift.
static POINT: [u128; 90] = {
    let mut t = [0u128; 90];
    let mut s = 0;
    while s < 90 {
        t[s] = 1u128 << s;
        s += 1;
    }
    t
};

/// Whether a point lies on a palace diagonal (a corner or a centre).
#[inline]
const fn on_palace_diagonal(f: i32, r: i32) -> bool {
    ((f == 3 || f == 5) && matches!(r, 0 | 2 | 7 | 9)) || (f == 4 && (r == 1 || r == 8))
}

/// The lines a line-mover moves along from each point: the four
/// orthogonal rays, then the palace diagonals through the point (Janggi
/// only; at most two steps from a corner, one from the centre), as lists of
/// points outward.
struct Rays {
    len: [[u8; 8]; 90],
    sq: [[[u8; 9]; 8]; 90],
}

const fn make_rays() -> Rays {
    let mut rays = Rays {
        len: [[0; 8]; 90],
        sq: [[[0; 9]; 8]; 90],
    };
    let dirs: [(i32, i32); 8] = [
        ORTHO[0],
        ORTHO[1],
        ORTHO[2],
        ORTHO[3],
        DIAG_DIRS[0],
        DIAG_DIRS[1],
        DIAG_DIRS[2],
        DIAG_DIRS[3],
    ];
    let mut s = 0;
    while s < 90 {
        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
        let mut d = 0;
        while d < 8 {
            let (df, dr) = dirs[d];
            let max = if d < 4 {
                9
            } else if !on_palace_diagonal(f, r) || !on_palace_diagonal(f + df, r + dr) {
                0
            } else if f == 4 {
                1
            } else {
                2
            };
            let (mut tf, mut tr) = (f + df, r + dr);
            let mut n = 0;
            while n < max && tf >= 0 && tf < 9 && tr >= 0 && tr < 10 {
                rays.sq[s][d][n] = (tr * 9 + tf) as u8;
                n += 1;
                tf += df;
                tr += dr;
            }
            rays.len[s][d] = n as u8;
            d += 1;
        }
        s += 1;
    }
    rays
}

static RAYS: Rays = make_rays();

/// Each side's palace as a set of points.
const fn palace_mask(side: usize) -> u128 {
    let mut m = 0u128;
    let mut p = 0;
    while p < 9 {
        let r = if side == 0 { p / 3 } else { 7 + p / 3 };
        m |= 1u128 << (r * 9 + 3 + p % 3);
        p += 1;
    }
    m
}

const PALACE: [u128; 2] = [palace_mask(0), palace_mask(1)];

/// The orthogonal rays of `RAYS` as sets of points (directions in
/// `ORTHO` order: up the ranks, down, up the files, down).
static RAY_MASK: [[u128; 4]; 90] = {
    let mut t = [[0u128; 4]; 90];
    let mut s = 0;
    while s < 90 {
        let mut d = 0;
        while d < 4 {
            let mut n = 0;
            while n < RAYS.len[s][d] as usize {
                t[s][d] |= 1u128 << RAYS.sq[s][d][n];
                n += 1;
            }
            d += 1;
        }
        s += 1;
    }
    t
};

/// The first point of `set` (a non-empty subset of a ray in direction `d`)
/// met going outward.
#[inline(always)]
fn first_on_ray(set: u128, d: usize) -> usize {
    if d & 1 == 0 {
        set.trailing_zeros() as usize
    } else {
        127 - set.leading_zeros() as usize
    }
}

/// The points a line-mover on `s` sees along the orthogonal ray `d`: the
/// empty points up to the first piece, that piece included.
#[inline(always)]
fn ray_attack(s: usize, d: usize, occ: u128) -> u128 {
    let ray = RAY_MASK[s][d];
    let blockers = ray & occ;
    if blockers == 0 {
        ray
    } else {
        ray ^ RAY_MASK[first_on_ray(blockers, d)][d]
    }
}

/// Reachable points of a chariot, and how many of them lie in the enemy palace.
fn chariot_mobility(b: &Board, s: usize, us: usize, janggi: bool, att: &mut u128) -> (i32, i32) {
    let mut seen = 0u128;
    for d in 0..4 {
        seen |= ray_attack(s, d, b.occ);
    }
    if janggi {
        for d in 4..8 {
            for &t in &RAYS.sq[s][d][..usize::from(RAYS.len[s][d])] {
                seen |= POINT[usize::from(t)];
                if b.sq[usize::from(t)] != 0 {
                    break;
                }
            }
        }
    }
    *att |= seen;
    let reach = seen & !b.own[us];
    (
        reach.count_ones() as i32,
        (reach & PALACE[us ^ 1]).count_ones() as i32,
    )
}

/// Points a cannon can move to or capture on, and how many of them lie in
/// the enemy palace. Xiangqi: slides to empty points, captures over one
/// screen. Janggi: moves and captures only over one screen that is not a
/// cannon, never capturing a cannon, also along the palace diagonals (with
/// `slides`, as in some club rules, it also slides like a chariot).
fn cannon_mobility(b: &Board, s: usize, us: usize, janggi: bool, slides: bool, att: &mut u128) -> (i32, i32) {
    let occ = b.occ;
    let mut reach = 0u128;
    let mut seen = 0u128;
    for (d, &ray) in RAY_MASK[s].iter().enumerate() {
        let blockers = ray & occ;
        if blockers == 0 {
            if slides {
                reach |= ray;
            }
            continue;
        }
        let screen = first_on_ray(blockers, d);
        if slides {
            reach |= ray ^ RAY_MASK[screen][d] ^ POINT[screen];
        }
        if janggi && role(b.sq[screen]) == CANNON {
            continue;
        }
        let beyond = RAY_MASK[screen][d];
        let blockers = beyond & occ;
        let (empty, target) = if blockers == 0 {
            (beyond, None)
        } else {
            let t = first_on_ray(blockers, d);
            (beyond ^ RAY_MASK[t][d] ^ POINT[t], Some(t))
        };
        seen |= empty;
        if !slides {
            reach |= empty;
        }
        if let Some(t) = target {
            if !(janggi && role(b.sq[t]) == CANNON) {
                seen |= POINT[t];
                reach |= POINT[t] & !b.own[us];
            }
        }
    }
    if janggi {
        for d in 4..8 {
            let mut screen = false;
            for &t in &RAYS.sq[s][d][..usize::from(RAYS.len[s][d])] {
                let m = POINT[usize::from(t)];
                let c = b.sq[usize::from(t)];
                if !screen {
                    if c == 0 {
                        if slides {
                            reach |= m;
                        }
                        continue;
                    }
                    if role(c) == CANNON {
                        break;
                    }
                    screen = true;
                } else if c == 0 {
                    seen |= m;
                    if !slides {
                        reach |= m;
                    }
                } else {
                    if role(c) != CANNON {
                        seen |= m;
                        if color_of(c) != us {
                            reach |= m;
                        }
                    }
                    break;
                }
            }
        }
    }
    *att |= seen;
    (
        reach.count_ones() as i32,
        (reach & PALACE[us ^ 1]).count_ones() as i32,
    )
}

/// Xiangqi elephant moves from each point: two points diagonally, over an
/// eye, never across the river.
static XQ_ELEPHANT: [Leaps; 90] = {
    let mut t = [Leaps {
        len: 0,
        to: [0; 8],
        b1: [0; 8],
        b2: [NO_POINT; 8],
    }; 90];
    let mut s = 0;
    while s < 90 {
        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
        let mut d = 0;
        while d < 4 {
            let (df, dr) = DIAG_DIRS[d];
            let (tf, tr) = (f + 2 * df, r + 2 * dr);
            if tf >= 0 && tf < 9 && tr >= 0 && tr < 10 && (tr >= 5) == (r >= 5) {
                let n = t[s].len as usize;
                t[s].to[n] = (tr * 9 + tf) as u8;
                t[s].b1[n] = ((r + dr) * 9 + f + df) as u8;
                t[s].len += 1;
            }
            d += 1;
        }
        s += 1;
    }
    t
};

/// Points an elephant can move to or capture on.
fn elephant_mobility(b: &Board, s: usize, us: usize, janggi: bool, att: &mut u128) -> i32 {
    let leaps = if janggi {
        jg_elephant_leaps(s)
    } else {
        &XQ_ELEPHANT[s]
    };
    leap_reach(b, leaps, us, att).count_ones() as i32
}

/// Points a general, advisor or soldier of `us` on `(f, r)` attacks.
fn step_attacks(ro: u8, f: i32, r: i32, us: usize, janggi: bool, soldier_diagonals: bool) -> u128 {
    let mut att = 0;
    let on = |tf: i32, tr: i32| (0..9).contains(&tf) && (0..10).contains(&tr);
    if ro == SOLDIER {
        let fwd = if us == 0 { 1 } else { -1 };
        let mut add = |df: i32, dr: i32| {
            if on(f + df, r + dr) {
                att |= bit(f + df, r + dr);
            }
        };
        add(0, fwd);
        if janggi || rel_rank(us, r) >= 5 {
            add(1, 0);
            add(-1, 0);
        }
        if janggi && soldier_diagonals && in_palace_of(us ^ 1, f, r) && on_palace_diagonal(f, r) {
            for df in [1, -1] {
                if in_palace_of(us ^ 1, f + df, r + fwd) && on_palace_diagonal(f + df, r + fwd) {
                    add(df, fwd);
                }
            }
        }
        return att;
    }
    // General or advisor: one step inside its own palace.
    let ortho = janggi || ro != ADVISOR;
    let diag = janggi || ro == ADVISOR;
    let mut try_step = |df: i32, dr: i32| {
        let (tf, tr) = (f + df, r + dr);
        if (3..=5).contains(&tf) && (tr <= 2) == (r <= 2) && (tr <= 2 || tr >= 7) && on(tf, tr) {
            att |= bit(tf, tr);
        }
    };
    if ortho {
        for (df, dr) in ORTHO {
            try_step(df, dr);
        }
    }
    if diag && on_palace_diagonal(f, r) {
        for (df, dr) in DIAG_DIRS {
            if on_palace_diagonal(f + df, r + dr) {
                try_step(df, dr);
            }
        }
    }
    att
}

/// `step_attacks` for every point: `[game][role - 1][color][point]` for
/// the general, advisor and soldier (game 0 Xiangqi, 1 Janggi, 2 Janggi with
/// soldiers on the palace diagonals).
type StepTable = [[[[u128; 90]; 2]; 7]; 3];

static STEPS: std::sync::LazyLock<Box<StepTable>> = std::sync::LazyLock::new(|| {
    let mut t = Box::new([[[[0u128; 90]; 2]; 7]; 3]);
    for (g, (janggi, diag)) in [(false, false), (true, false), (true, true)]
        .into_iter()
        .enumerate()
    {
        for ro in [1, ADVISOR, SOLDIER] {
            for us in 0..2 {
                for s in 0..90 {
                    let (f, r) = ((s % 9) as i32, (s / 9) as i32);
                    t[g][usize::from(ro - 1)][us][s] = step_attacks(ro, f, r, us, janggi, diag);
                }
            }
        }
    }
    t
});

/// The kinds of piece other than the general (board codes) from the least
/// valuable up, each with whether its value differs from the one before:
/// `[Xiangqi, Janggi]`.
static VALUE_ORDER: [[(u8, bool); 6]; 2] = [value_order(&XQ_VALUE), value_order(&JG_VALUE)];

const fn value_order(values: &[i32; 7]) -> [(u8, bool); 6] {
    let mut roles = [2u8, 3, 4, 5, 6, 7];
    // Insertion sort by value (const context).
    let mut i = 1;
    while i < 6 {
        let mut j = i;
        while j > 0 && values[roles[j] as usize - 1] < values[roles[j - 1] as usize - 1] {
            let t = roles[j];
            roles[j] = roles[j - 1];
            roles[j - 1] = t;
            j -= 1;
        }
        i += 1;
    }
    let mut out = [(0u8, false); 6];
    let mut k = 0;
    while k < 6 {
        let new_value = k == 0 || values[roles[k] as usize - 1] != values[roles[k - 1] as usize - 1];
        out[k] = (roles[k], new_value);
        k += 1;
    }
    out
}

/// Pieces strictly between two points of one file.
fn between_on_file(b: &Board, f: i32, r1: i32, r2: i32) -> i32 {
    let (lo, hi) = if r1 < r2 { (r1, r2) } else { (r2, r1) };
    ((lo + 1)..hi)
        .filter(|&r| b.sq[(r * 9 + f) as usize] != 0)
        .count() as i32
}

/// Where the evaluation's terms go: summed with weights (play), or counted
/// per feature (tuning).
trait Sink {
    /// `n` times feature `f` for the side `color`.
    fn add(&mut self, color: usize, f: usize, n: i32);
    /// The points each side's pieces of each kind attack (for tests).
    #[inline(always)]
    fn attacks(&mut self, _att: &[[u128; 8]; 2]) {}
}

struct Sum<'a> {
    w: &'a [i32; N_FEATURES],
    s: [i32; 2],
}

impl Sink for Sum<'_> {
    #[inline(always)]
    fn add(&mut self, color: usize, f: usize, n: i32) {
        self.s[color] += self.w[f] * n;
    }
}

/// Feature counts of a position, First's minus Second's.
struct Counts([i32; N_FEATURES]);

impl Sink for Counts {
    #[inline]
    fn add(&mut self, color: usize, f: usize, n: i32) {
        self.0[f] += if color == 0 { n } else { -n };
    }
}

/// Index of a point in a piece-square table: files mirrored (0 = edge,
/// 4 = centre), ranks relative to the side's own back rank.
#[inline]
#[must_use]
pub fn pst_index(role: usize, center: i32, rel_rank: i32) -> usize {
    PST + role * PST_POINTS + (rel_rank * 5 + center) as usize
}

/// The evaluation's terms for both sides.
#[inline(always)]
fn terms<S: Sink>(pos: &Position, sink: &mut S) {
    let b = Board::of(pos);
    let janggi = pos.variant() == Variant::Janggi;
    let slides = pos.rules().cannon_slides;
    let mut count = [[0i32; 8]; 2];
    let mut attackers = [[0i32; 4]; 2];
    // Pieces bearing on the enemy general (see `NEAR_PAIRS`).
    let mut near = [0i32; 2];
    let general = [pos.general(Color::First), pos.general(Color::Second)]
        .map(|g| (i32::from(g.file()), i32::from(g.rank())));
    let total = (pos.occupied(Color::First).count_ones() + pos.occupied(Color::Second).count_ones()) as i32;
    let steps = &STEPS[if !janggi {
        0
    } else if pos.rules().soldier_palace_diagonals {
        2
    } else {
        1
    }];
    // Points attacked by each side's pieces of each kind (own pieces
    // included: those are defended).
    let mut att_by = [[0u128; 8]; 2];

    for color in Color::ALL {
        let mut bb = pos.occupied(color);
        while bb != 0 {
            let s = bb.trailing_zeros() as usize;
            bb &= bb - 1;
            let c = b.sq[s];
            let us = color_of(c);
            let ro = role(c);
            let ri = (ro - 1) as usize;
            count[us][ro as usize] += 1;
            let (f, r) = (i32::from(FILE_RANK[s].0), i32::from(FILE_RANK[s].1));
            let rr = rel_rank(us, r);
            let center = 4 - (f - 4).abs();
            sink.add(us, MATERIAL + ri, 1);
            sink.add(us, pst_index(ri, center, rr), 1);
            let (ef, er) = general[us ^ 1];
            let mut att = 0u128;
            match ro {
                HORSE => {
                    let (n, palace) = horse_mobility(&b, f, r, us, &mut att);
                    sink.add(us, HORSE_MOBILITY, n);
                    sink.add(us, HORSE_PALACE, palace);
                    attackers[us][1] += 1;
                    sink.add(us, HORSE_SCREENS, total - PIECES_BASE);
                }
                CHARIOT => {
                    let (n, palace) = chariot_mobility(&b, s, us, janggi, &mut att);
                    sink.add(us, CHARIOT_MOBILITY, n);
                    sink.add(us, CHARIOT_PALACE, palace);
                    attackers[us][0] += 1;
                }
                ELEPHANT => {
                    let n = elephant_mobility(&b, s, us, janggi, &mut att);
                    sink.add(us, ELEPHANT_MOBILITY, n);
                }
                CANNON => {
                    let (n, palace) = cannon_mobility(&b, s, us, janggi, slides, &mut att);
                    sink.add(us, CANNON_MOBILITY, n);
                    sink.add(us, CANNON_PALACE, palace);
                    attackers[us][2] += 1;
                    sink.add(us, CANNON_SCREENS, total - PIECES_BASE);
                    if !janggi && f == 4 && total >= 24 {
                        sink.add(us, CANNON_CENTRAL, 1);
                    }
                    if f == ef {
                        match between_on_file(&b, f, r, er) {
                            0 => {
                                sink.add(us, CANNON_EMPTY, 1);
                                near[us] += 1;
                            }
                            1 => {
                                sink.add(us, CANNON_AIM, 1);
                                near[us] += 1;
                            }
                            _ => {}
                        }
                    }
                }
                SOLDIER => {
                    if rr >= 5 {
                        attackers[us][3] += 1;
                    }
                    if b.at(f + 1, r).is_some_and(|x| x == c) || b.at(f - 1, r).is_some_and(|x| x == c) {
                        sink.add(us, SOLDIER_CONNECTED, 1);
                    }
                    att = steps[usize::from(ro - 1)][us][s];
                }
                _ => att = steps[usize::from(ro - 1)][us][s],
            }
            att_by[us][ro as usize] |= att;
            if matches!(ro, CHARIOT | HORSE | CANNON | SOLDIER) && (f - ef).abs() <= 2 && (r - er).abs() <= 3
            {
                let k = match ro {
                    CHARIOT => 0,
                    HORSE => 1,
                    CANNON => 2,
                    _ => 3,
                };
                sink.add(us, NEAR_GENERAL + k, 1);
                if ro != CANNON {
                    near[us] += 1;
                }
            }
        }
    }

    // Threats: pieces attacked and not defended, or attacked by a piece
    // worth less; for the side to move (which may still save them) and for
    // the side that has just moved.
    sink.attacks(&att_by);
    let all = [0, 1].map(|u| att_by[u].iter().fold(0u128, |a, &x| a | x));
    let mover = pos.turn().index();
    // Points each side attacks with a piece worth less than each kind.
    let order = &VALUE_ORDER[usize::from(janggi)];
    let cheaper = [0, 1].map(|u| {
        let mut c = [0u128; 8];
        let mut below = 0u128;
        let mut group = 0u128;
        for (k, &(ro, new_value)) in order.iter().enumerate() {
            if new_value && k > 0 {
                below |= group;
                group = 0;
            }
            c[usize::from(ro)] = below;
            group |= att_by[u][usize::from(ro)];
        }
        c
    });
    for color in Color::ALL {
        let us = color.index();
        let them = us ^ 1;
        let base = if us == mover { THREATS } else { THREATS + 12 };
        let mut bb = pos.occupied(color);
        while bb != 0 {
            let s = bb.trailing_zeros() as usize;
            bb &= bb - 1;
            let ro = role(b.sq[s]);
            if ro == 1 {
                continue;
            }
            let m = POINT[s];
            if all[them] & m == 0 {
                continue;
            }
            let k = (ro - 2) as usize;
            if all[us] & m == 0 {
                sink.add(us, base + k, 1);
            }
            if cheaper[them][usize::from(ro)] & m != 0 {
                sink.add(us, base + 6 + k, 1);
            }
        }
        // Points of the own palace the enemy attacks.
        sink.add(us, PALACE_ATTACKED, (all[them] & PALACE[us]).count_ones() as i32);
    }

    for us in 0..2 {
        let n = near[us];
        let missing = 4 - count[us ^ 1][ADVISOR as usize] - count[us ^ 1][ELEPHANT as usize];
        sink.add(us, NEAR_PAIRS, n * (n - 1) / 2);
        sink.add(us, NEAR_X_MISSING, n * missing);
    }
    for us in 0..2 {
        let missing_a = 2 - count[us][ADVISOR as usize];
        let missing_e = 2 - count[us][ELEPHANT as usize];
        for (k, &a) in attackers[us ^ 1].iter().enumerate() {
            sink.add(us, SAFETY_ADVISOR + k, missing_a * a);
            sink.add(us, SAFETY_ELEPHANT + k, missing_e * a);
        }
    }
    if janggi && decides_on_points(pos) {
        sink.add(1, HAN_POINTS, 1);
    }
    let side = if pos.turn() == Color::First { 0 } else { 1 };
    sink.add(side, TEMPO, 1);
}

/// Evaluation from the side to move's point of view.
#[must_use]
pub fn evaluate(pos: &Position) -> i32 {
    let w = if pos.variant() == Variant::Janggi {
        &JG_WEIGHTS
    } else {
        &XQ_WEIGHTS
    };
    let mut sum = Sum { w, s: [0, 0] };
    terms(pos, &mut sum);
    let mut s = sum.s[0] - sum.s[1];
    if s != 0 && pos.variant() == Variant::Xiangqi {
        let strong = if s > 0 { Color::First } else { Color::Second };
        s = s * xq_scale(pos, strong) / 16;
    }
    match pos.turn() {
        Color::First => s,
        Color::Second => -s,
    }
}

/// How much of its evaluation the side `strong` keeps in a Xiangqi
/// ending, in sixteenths: 16 unless its material cannot, or can hardly,
/// force mate against the defenders left (the values are in `params`).
#[must_use]
pub fn xq_scale(pos: &Position, strong: Color) -> i32 {
    use crate::params::*;
    // Kings and up to four guards plus two attackers: anything more can win.
    if pos.occupied(strong).count_ones() > 7 {
        return 16;
    }
    let codes = pos.codes();
    // Per side: counts by role code, and soldiers short of the last rank.
    let mut n = [[0i32; 8]; 2];
    let mut live_soldiers = [0i32; 2];
    for color in Color::ALL {
        let mut bb = pos.occupied(color);
        while bb != 0 {
            let sq = bb.trailing_zeros() as usize;
            bb &= bb - 1;
            let c = codes[sq];
            let us = color_of(c);
            n[us][role(c) as usize] += 1;
            if role(c) == SOLDIER && rel_rank(us, i32::from(FILE_RANK[sq].1)) < 9 {
                live_soldiers[us] += 1;
            }
        }
    }
    let (st, wk) = (strong.index(), strong.index() ^ 1);
    let [chariots, horses, cannons, soldiers] = [CHARIOT, HORSE, CANNON, SOLDIER].map(|r| n[st][r as usize]);
    let defenders = n[wk][ADVISOR as usize] + n[wk][ELEPHANT as usize];
    let weak_attackers =
        n[wk][CHARIOT as usize] + n[wk][HORSE as usize] + n[wk][CANNON as usize] + n[wk][SOLDIER as usize];
    let full_defence = n[wk][ADVISOR as usize] == 2 && n[wk][ELEPHANT as usize] == 2;
    let majors = chariots + horses + cannons;
    if majors == 0 && soldiers == 0 {
        return XQ_SCALE_NO_ATTACKER;
    }
    if majors == 0 && live_soldiers[st] == 0 {
        // Soldiers on the last rank only: they can still check sideways.
        return XQ_SCALE_LONE_MINOR_DRAW;
    }
    match (chariots, horses, cannons, soldiers) {
        (0, 0, 0, 1) if defenders >= 2 => XQ_SCALE_LONE_MINOR_DRAW,
        (0, 0, 0, 1) if defenders == 1 => XQ_SCALE_HARD,
        (0, 0, 0, 2) if full_defence => XQ_SCALE_HARD,
        (0, 0, 1, 0) if defenders + weak_attackers > 0 || n[st][ADVISOR as usize] == 0 => {
            XQ_SCALE_LONE_MINOR_DRAW
        }
        (0, 1, 0, 0) if n[wk][ELEPHANT as usize] == 2 || defenders >= 3 => XQ_SCALE_FULL_DEFENCE,
        (0, 1, 0, 0) if n[wk][ADVISOR as usize] == 2 => XQ_SCALE_HARD,
        (1, 0, 0, 0) if full_defence && n[wk][CHARIOT as usize] == 0 => XQ_SCALE_FULL_DEFENCE,
        _ if chariots == 0 && majors + soldiers == 2 && full_defence && weak_attackers == 0 => {
            XQ_SCALE_TWO_MINORS
        }
        _ => 16,
    }
}

/// The evaluation's feature counts (First's minus Second's), such that
/// `evaluate` from First's side is their dot product with the weights.
#[must_use]
pub fn features(pos: &Position) -> Vec<i32> {
    let mut c = Counts([0; N_FEATURES]);
    terms(pos, &mut c);
    c.0.to_vec()
}

/// Feature counts per side (First's, Second's).
struct SideCounts([[i32; N_FEATURES]; 2]);

impl Sink for SideCounts {
    #[inline]
    fn add(&mut self, color: usize, f: usize, n: i32) {
        self.0[color][f] += n;
    }
}

/// One line of an evaluation breakdown: a term (a feature, or one piece
/// kind's piece-square table), how much of it each side has, and what it
/// adds to the evaluation from First's point of view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Term {
    pub name: String,
    /// The feature's count for First and Second (for a piece-square table,
    /// the pieces of that kind each side has).
    pub counts: [i32; 2],
    /// The weight (`None` for a piece-square table, whose entries differ).
    pub weight: Option<i32>,
    /// Centipawns from First's point of view, before Xiangqi's endgame scaling.
    pub cp: i32,
}

/// The evaluation term by term (the UCI `eval` command): every term that
/// adds something, then the Xiangqi endgame scale in sixteenths (16 when
/// none applies) and the total from First's point of view, which is what
/// `evaluate` returns for First to move.
#[must_use]
pub fn breakdown(pos: &Position) -> (Vec<Term>, i32, i32) {
    let w = if pos.variant() == Variant::Janggi {
        &JG_WEIGHTS
    } else {
        &XQ_WEIGHTS
    };
    let mut c = SideCounts([[0; N_FEATURES]; 2]);
    terms(pos, &mut c);
    let cp = |f: usize| w[f] * (c.0[0][f] - c.0[1][f]);
    let mut out = Vec::new();
    for (r, role) in ROLE_NAMES.iter().enumerate() {
        let f = MATERIAL + r;
        out.push(Term {
            name: format!("material {role}"),
            counts: [c.0[0][f], c.0[1][f]],
            weight: Some(w[f]),
            cp: cp(f),
        });
    }
    for (r, role) in ROLE_NAMES.iter().enumerate() {
        let range = PST + r * PST_POINTS..PST + (r + 1) * PST_POINTS;
        out.push(Term {
            name: format!("squares {role}"),
            counts: [c.0[0][MATERIAL + r], c.0[1][MATERIAL + r]],
            weight: None,
            cp: range.map(cp).sum(),
        });
    }
    for (i, name) in SCALAR_NAMES.iter().enumerate() {
        let f = HORSE_MOBILITY + i;
        out.push(Term {
            name: (*name).to_owned(),
            counts: [c.0[0][f], c.0[1][f]],
            weight: Some(w[f]),
            cp: cp(f),
        });
    }
    out.retain(|t| t.cp != 0);
    let total: i32 = out.iter().map(|t| t.cp).sum();
    let scale = if total != 0 && pos.variant() == Variant::Xiangqi {
        xq_scale(pos, if total > 0 { Color::First } else { Color::Second })
    } else {
        16
    };
    (out, scale, total * scale / 16)
}

/// Whether some ending of the rule set is decided on Janggi points.
#[must_use]
pub fn decides_on_points(pos: &Position) -> bool {
    use palace_rules::{BikjangEnd, Decision, Repetition};
    let r = pos.rules();
    let p = |d: Decision| d == Decision::Points;
    r.double_pass.is_some_and(p)
        || r.ply_limit.is_some_and(|(_, d)| p(d))
        || r.quiet_limit.is_some_and(|(_, d)| p(d))
        || matches!(
            r.bikjang_end,
            BikjangEnd::PassWhileFacing(Decision::Points)
                | BikjangEnd::StillFacingAfterCapture(Decision::Points)
        )
        || matches!(
            r.repetition,
            Repetition::JanggiPoints
                | Repetition::Fsf {
                    decision: Decision::Points,
                    ..
                }
        )
}

/// Value of a piece kind for move ordering and pruning (`role` as in `Role`).
#[must_use]
#[inline]
pub fn piece_value(janggi: bool, role: usize) -> i32 {
    if janggi {
        JG_VALUE[role]
    } else {
        XQ_VALUE[role]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use palace_rules::RuleSet;

    fn flip_fen(fen: &str) -> String {
        // Mirror ranks and swap colours and the side to move.
        let mut parts = fen.split(' ');
        let board = parts.next().unwrap();
        let turn = parts.next().unwrap();
        let ranks: Vec<String> = board
            .split('/')
            .rev()
            .map(|r| {
                r.chars()
                    .map(|c| {
                        if c.is_ascii_uppercase() {
                            c.to_ascii_lowercase()
                        } else {
                            c.to_ascii_uppercase()
                        }
                    })
                    .collect()
            })
            .collect();
        let t = if turn == "w" { "b" } else { "w" };
        format!("{} {} - - 0 1", ranks.join("/"), t)
    }

    /// The mobility terms count exactly the pseudo-legal moves of the piece
    /// (chariot, cannon, elephant, horse), over random games of both games.
    #[test]
    fn mobility_counts_match_move_generation() {
        use palace_rules::MoveList;
        let mut rng = crate::search::Rng::new(0x9E37_79B9_7F4A_7C15u64);
        let mut next = move |n: usize| rng.below(n as u64) as usize;
        let mut checked = [0; 4];
        for rules in palace_rules::PRESETS {
            let name = rules.name;
            let janggi = rules.variant == Variant::Janggi;
            for _ in 0..40 {
                let mut pos = Position::start(rules);
                for _ in 0..120 {
                    let b = Board::of(&pos);
                    let mut list = MoveList::new();
                    pos.generate_pseudo_legal(&mut list);
                    for s in 0..90 {
                        let c = b.sq[s];
                        if c == 0 || color_of(c) != pos.turn().index() {
                            continue;
                        }
                        let (f, r) = ((s % 9) as i32, (s / 9) as i32);
                        let us = color_of(c);
                        let got = match role(c) {
                            CHARIOT => chariot_mobility(&b, s, us, janggi, &mut 0).0,
                            CANNON => cannon_mobility(&b, s, us, janggi, rules.cannon_slides, &mut 0).0,
                            ELEPHANT => elephant_mobility(&b, s, us, janggi, &mut 0),
                            HORSE => horse_mobility(&b, f, r, us, &mut 0).0,
                            _ => continue,
                        };
                        let expected = list
                            .iter()
                            .filter(|m| !m.is_pass() && m.from().index() == s)
                            .count() as i32;
                        assert_eq!(got, expected, "{name} {} piece on {s}", pos.fen());
                        checked[usize::from(role(c)) - 3] += 1;
                    }
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    let m = legal[next(legal.len())];
                    pos.play_unchecked(m);
                }
            }
        }
        assert!(checked.iter().all(|&n| n > 500), "{checked:?}");
    }

    struct Attacks([[u128; 8]; 2]);

    impl Sink for Attacks {
        fn add(&mut self, _: usize, _: usize, _: i32) {}
        fn attacks(&mut self, att: &[[u128; 8]; 2]) {
            self.0 = *att;
        }
    }

    /// The breakdown adds up to the evaluation over random games of both
    /// games, names every material term with each side's piece count, and
    /// shows a missing chariot as material.
    #[test]
    fn breakdown_adds_up_to_the_evaluation() {
        let mut rng = crate::search::Rng::new(0x9E37_79B9_7F4A_7C15u64);
        let (xq, jg) = (
            RuleSet::preset("xiangqi").unwrap(),
            RuleSet::preset("janggi").unwrap(),
        );
        for rules in [xq, jg] {
            for _ in 0..20 {
                let mut pos = Position::start(rules);
                for _ in 0..100 {
                    let (terms, scale, total) = breakdown(&pos);
                    let white = if pos.turn() == Color::First { 1 } else { -1 };
                    assert_eq!(total, white * evaluate(&pos), "{}", pos.fen());
                    assert!((0..=16).contains(&scale));
                    assert!(terms.iter().all(|t| t.cp != 0));
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    pos.play_unchecked(legal[rng.below(legal.len() as u64) as usize]);
                }
            }
        }
        let start = Position::start(jg);
        let (terms, _, total) = breakdown(&start);
        // Symmetric material: no material line, and only Han's points and
        // the tempo can make the start uneven.
        assert!(!terms.iter().any(|t| t.name.starts_with("material")), "{terms:?}");
        assert_eq!(total, terms.iter().map(|t| t.cp).sum::<i32>());
        let fen = "rnba1abn1/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
        let pos = Position::from_fen(fen, jg).unwrap();
        let (terms, _, _) = breakdown(&pos);
        let chariot = terms
            .iter()
            .find(|t| t.name == "material chariot")
            .expect("chariot line");
        assert_eq!(chariot.counts, [2, 1]);
        assert_eq!(chariot.cp, JG_WEIGHTS[MATERIAL + 4]);
    }

    /// A piece of the side to move attacks an enemy piece exactly when it
    /// has a pseudo-legal capture of it, over random games of every Janggi
    /// rule set.
    #[test]
    fn attack_sets_match_captures() {
        use palace_rules::MoveList;
        let mut rng = crate::search::Rng::new(0x2545_F491_4F6C_DD1Du64);
        let mut next = move |n: usize| rng.below(n as u64) as usize;
        let mut checked = 0;
        // (Attack sets are computed in Janggi only.)
        for rules in palace_rules::PRESETS
            .iter()
            .filter(|r| r.variant == Variant::Janggi)
        {
            for _ in 0..30 {
                let mut pos = Position::start(rules);
                for _ in 0..120 {
                    let b = Board::of(&pos);
                    let mut sink = Attacks([[0; 8]; 2]);
                    terms(&pos, &mut sink);
                    let us = pos.turn().index();
                    let mut list = MoveList::new();
                    pos.generate_pseudo_legal(&mut list);
                    for s in 0..90 {
                        if b.sq[s] == 0 || color_of(b.sq[s]) == us {
                            continue;
                        }
                        for ro in 1..8u8 {
                            let expected = list.iter().any(|m| {
                                !m.is_pass() && m.to().index() == s && role(b.sq[m.from().index()]) == ro
                            });
                            let got = sink.0[us][usize::from(ro)] & (1u128 << s) != 0;
                            assert_eq!(got, expected, "{} {} kind {ro} on {s}", rules.name, pos.fen());
                            checked += 1;
                        }
                    }
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    pos.play_unchecked(legal[next(legal.len())]);
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    #[test]
    fn start_positions_are_near_balanced_and_symmetric() {
        for name in ["xiangqi", "xiangqi-standard", "janggi-club", "janggicasual"] {
            let rules = RuleSet::preset(name).unwrap();
            let pos = Position::start(rules);
            let e = evaluate(&pos);
            // Balanced but for the move (and Han's points, where they count).
            let tempo = if pos.variant() == Variant::Janggi {
                JG_WEIGHTS[TEMPO]
            } else {
                XQ_WEIGHTS[TEMPO]
            };
            assert!((e - tempo).abs() < 60, "{name}: {e}, tempo {tempo}");
            let flipped = Position::from_fen(&flip_fen(&pos.fen()), rules).unwrap();
            assert_eq!(evaluate(&flipped), e, "{name}");
        }
    }

    /// Endings that a lone piece cannot win are scored near a draw, for
    /// either colour; the same material with a winning extra keeps its score.
    #[test]
    fn xiangqi_endgame_scaling_knows_drawn_material() {
        let xq = RuleSet::preset("xiangqi").unwrap();
        let eval = |fen: &str| {
            let e = evaluate(&Position::from_fen(fen, xq).unwrap());
            let f = evaluate(&Position::from_fen(&flip_fen(fen), xq).unwrap());
            assert_eq!(e, f, "{fen}: colours give the same score");
            e
        };
        let raw = |fen: &str| {
            let pos = Position::from_fen(fen, xq).unwrap();
            let mut sum = Sum {
                w: &XQ_WEIGHTS,
                s: [0, 0],
            };
            terms(&pos, &mut sum);
            sum.s[0] - sum.s[1]
        };
        // Drawn or nearly: a lone chariot against a full defence, a lone
        // cannon against defenders, a lone horse against two elephants,
        // one soldier against two advisors, guards only.
        for fen in [
            "2bakab2/9/9/9/9/9/9/9/9/R2K5 w - - 0 1",
            "3akab2/9/9/9/9/9/9/9/9/3K1C3 w - - 0 1",
            "2b1k1b2/9/9/9/9/9/9/9/9/3K1N3 w - - 0 1",
            "2bak4/9/2P6/9/9/9/9/9/9/3K5 w - - 0 1",
            "4k4/9/9/9/9/9/9/9/9/2BAKAB2 w - - 0 1",
            "4k3P/9/9/9/9/9/9/9/9/2BAKAB2 b - - 0 1",
        ] {
            let (e, r) = (eval(fen), raw(fen));
            assert!(r > 50, "{fen}: unscaled {r}");
            assert!(e.abs() * 4 <= r, "{fen}: {e} of {r}");
        }
        // Won: the chariot against one missing elephant, the cannon with an
        // advisor against a bare general, two chariots, a horse against a
        // bare general.
        for fen in [
            "2bak4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1",
            "3k5/9/9/9/9/9/9/9/9/3KAC3 w - - 0 1",
            "2bakab2/9/9/9/9/9/9/9/9/R2K4R w - - 0 1",
            "3k5/9/9/9/9/9/9/9/9/3K1N3 w - - 0 1",
        ] {
            assert_eq!(eval(fen), raw(fen), "{fen}");
        }
        // Janggi is not scaled: guards there count on points.
        let jg = RuleSet::preset("janggi").unwrap();
        let pos = Position::from_fen("4k4/9/9/9/9/9/9/9/3AKA3/9 w - - 0 1", jg).unwrap();
        let mut sum = Sum {
            w: &JG_WEIGHTS,
            s: [0, 0],
        };
        terms(&pos, &mut sum);
        assert!(sum.s[0] - sum.s[1] > 100);
        assert_eq!(evaluate(&pos), sum.s[0] - sum.s[1]);
    }

    #[test]
    fn features_times_weights_is_the_evaluation() {
        let cases = [
            (
                "xiangqi",
                "r1bakab2/7r1/2n3n2/p1pCp1p1p/5P3/9/P1P3P1P/4B4/7cR/RN1AKABN1 b - - 0 9",
            ),
            ("xiangqi", "3akab2/9/9/9/9/9/9/9/9/R2AKAB2 w - - 0 1"),
            (
                "janggi",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
            ),
            ("janggi", "4ka3/4a4/9/p3p3p/2c6/6B2/P7P/4C4/4K4/R2A1A3 b - - 0 30"),
        ];
        for (preset, fen) in cases {
            let pos = Position::from_fen(fen, RuleSet::preset(preset).unwrap()).unwrap();
            let w = if pos.variant() == Variant::Janggi {
                &JG_WEIGHTS
            } else {
                &XQ_WEIGHTS
            };
            let dot: i32 = features(&pos).iter().zip(w.iter()).map(|(x, w)| x * w).sum();
            let sign = if pos.turn() == Color::First { 1 } else { -1 };
            assert_eq!(dot * sign, evaluate(&pos), "{fen}");
        }
    }

    #[test]
    fn weight_tables_are_in_the_tuners_format() {
        let src = include_str!("weights.rs");
        assert!(src.contains(&crate::weights::render(
            "XQ_WEIGHTS",
            "Weights, Xiangqi.",
            &XQ_WEIGHTS
        )));
        assert!(src.contains(&crate::weights::render(
            "JG_WEIGHTS",
            "Weights, Janggi.",
            &JG_WEIGHTS
        )));
    }

    #[test]
    fn material_counts() {
        let rules = RuleSet::preset("xiangqi").unwrap();
        // Red has an extra chariot.
        let pos = Position::from_fen("3akab2/9/9/9/9/9/9/9/9/R2AKAB2 w - - 0 1", rules).unwrap();
        assert!(evaluate(&pos) > 700);
        let pos = Position::from_fen("3akab2/9/9/9/9/9/9/9/9/R2AKAB2 b - - 0 1", rules).unwrap();
        assert!(evaluate(&pos) < -700);
    }
}
