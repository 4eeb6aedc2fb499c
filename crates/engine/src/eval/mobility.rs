//! The board as the evaluation reads it, and what each piece reaches from
//! where it stands: mobility, attack sets and the lines they run along.

use palace_rules::square::{horse_leaps, jg_elephant_leaps, Leaps, DIAG_DIRS, NO_POINT, ORTHO_DIRS as ORTHO};
use palace_rules::{Color, Position};

// Local board codes: 1 + role + 8 * color, 0 empty (Role order).
pub(super) const ADVISOR: u8 = 2;
pub(super) const ELEPHANT: u8 = 3;
pub(super) const HORSE: u8 = 4;
pub(super) const CHARIOT: u8 = 5;
pub(super) const CANNON: u8 = 6;
pub(super) const SOLDIER: u8 = 7;

/// The board as evaluation reads it: the points' codes, each side's
/// pieces and all pieces as sets.
pub(super) struct Board<'a> {
    pub(super) sq: &'a [u8; 90],
    pub(super) own: [u128; 2],
    pub(super) occ: u128,
}

impl Board<'_> {
    pub(super) fn of(pos: &Position) -> Board<'_> {
        let own = [pos.occupied(Color::First), pos.occupied(Color::Second)];
        Board {
            sq: pos.codes(),
            own,
            occ: own[0] | own[1],
        }
    }

    #[inline]
    pub(super) fn at(&self, f: i32, r: i32) -> Option<u8> {
        if (0..9).contains(&f) && (0..10).contains(&r) {
            Some(self.sq[(r * 9 + f) as usize])
        } else {
            None
        }
    }
}

#[inline]
pub(super) fn role(code: u8) -> u8 {
    code & 7
}

#[inline]
pub(super) fn color_of(code: u8) -> usize {
    (code >> 3) as usize
}

/// Relative rank: 0 = the side's own back rank.
#[inline]
pub(super) fn rel_rank(color: usize, rank: i32) -> i32 {
    if color == 0 {
        rank
    } else {
        9 - rank
    }
}

/// Whether a point lies in the palace of the side `them`.
#[inline]
pub(super) fn in_palace_of(them: usize, f: i32, r: i32) -> bool {
    (3..=5).contains(&f) && if them == 0 { r <= 2 } else { r >= 7 }
}

/// Points reachable by the leaps `t` (not blocked, not holding a piece of
/// `us`); every unblocked destination is added to `att`.
#[inline]
pub(super) fn leap_reach(b: &Board, t: &Leaps, us: usize, att: &mut u128) -> u128 {
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
pub(super) fn horse_mobility(b: &Board, f: i32, r: i32, us: usize, att: &mut u128) -> (i32, i32) {
    let reach = leap_reach(b, horse_leaps((r * 9 + f) as usize), us, att);
    (
        reach.count_ones() as i32,
        (reach & PALACE[us ^ 1]).count_ones() as i32,
    )
}

/// The bit of a point (on the board) in an attack set.
#[inline]
pub(super) fn bit(f: i32, r: i32) -> u128 {
    1u128 << (r * 9 + f)
}

/// File and rank of every point.
pub(super) static FILE_RANK: [(u8, u8); 90] = {
    let mut t = [(0u8, 0u8); 90];
    let mut s = 0;
    while s < 90 {
        t[s] = ((s % 9) as u8, (s / 9) as u8);
        s += 1;
    }
    t
};

/// `1 << point` for every point: a load is cheaper than a 128-bit shift.
pub(super) static POINT: [u128; 90] = {
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
pub(super) const fn on_palace_diagonal(f: i32, r: i32) -> bool {
    ((f == 3 || f == 5) && matches!(r, 0 | 2 | 7 | 9)) || (f == 4 && (r == 1 || r == 8))
}

/// The lines a line-mover moves along from each point: the four
/// orthogonal rays, then the palace diagonals through the point (Janggi
/// only; at most two steps from a corner, one from the centre), as lists of
/// points outward.
pub(super) struct Rays {
    len: [[u8; 8]; 90],
    sq: [[[u8; 9]; 8]; 90],
}

pub(super) const fn make_rays() -> Rays {
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

pub(super) static RAYS: Rays = make_rays();

/// Each side's palace as a set of points.
pub(super) const fn palace_mask(side: usize) -> u128 {
    let mut m = 0u128;
    let mut p = 0;
    while p < 9 {
        let r = if side == 0 { p / 3 } else { 7 + p / 3 };
        m |= 1u128 << (r * 9 + 3 + p % 3);
        p += 1;
    }
    m
}

pub(super) const PALACE: [u128; 2] = [palace_mask(0), palace_mask(1)];

/// The orthogonal rays of `RAYS` as sets of points (directions in
/// `ORTHO` order: up the ranks, down, up the files, down).
pub(super) static RAY_MASK: [[u128; 4]; 90] = {
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
pub(super) fn first_on_ray(set: u128, d: usize) -> usize {
    if d & 1 == 0 {
        set.trailing_zeros() as usize
    } else {
        127 - set.leading_zeros() as usize
    }
}

/// The points a line-mover on `s` sees along the orthogonal ray `d`: the
/// empty points up to the first piece, that piece included.
#[inline(always)]
pub(super) fn ray_attack(s: usize, d: usize, occ: u128) -> u128 {
    let ray = RAY_MASK[s][d];
    let blockers = ray & occ;
    if blockers == 0 {
        ray
    } else {
        ray ^ RAY_MASK[first_on_ray(blockers, d)][d]
    }
}

/// Reachable points of a chariot, and how many of them lie in the enemy palace.
pub(super) fn chariot_mobility(b: &Board, s: usize, us: usize, janggi: bool, att: &mut u128) -> (i32, i32) {
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
pub(super) fn cannon_mobility(
    b: &Board,
    s: usize,
    us: usize,
    janggi: bool,
    slides: bool,
    att: &mut u128,
) -> (i32, i32) {
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
pub(super) static XQ_ELEPHANT: [Leaps; 90] = {
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
pub(super) fn elephant_mobility(b: &Board, s: usize, us: usize, janggi: bool, att: &mut u128) -> i32 {
    let leaps = if janggi {
        jg_elephant_leaps(s)
    } else {
        &XQ_ELEPHANT[s]
    };
    leap_reach(b, leaps, us, att).count_ones() as i32
}

/// Points a general, advisor or soldier of `us` on `(f, r)` attacks.
pub(super) fn step_attacks(ro: u8, f: i32, r: i32, us: usize, janggi: bool, soldier_diagonals: bool) -> u128 {
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
pub(super) type StepTable = [[[[u128; 90]; 2]; 7]; 3];

pub(super) static STEPS: std::sync::LazyLock<Box<StepTable>> = std::sync::LazyLock::new(|| {
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

/// Pieces strictly between two points of one file.
pub(super) fn between_on_file(b: &Board, f: i32, r1: i32, r2: i32) -> i32 {
    let (lo, hi) = if r1 < r2 { (r1, r2) } else { (r2, r1) };
    ((lo + 1)..hi)
        .filter(|&r| b.sq[(r * 9 + f) as usize] != 0)
        .count() as i32
}
