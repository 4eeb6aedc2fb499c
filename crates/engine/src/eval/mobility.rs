//! The board as the evaluation reads it, and what each piece reaches from
//! where it stands: mobility and attack sets, on the lines and leaps of
//! `palace_rules::attacks`.

use palace_rules::attacks::{
    horse_leaps, is_on_palace_diagonal, jg_elephant_leaps, palace, xq_elephant_leaps, Leaps, DIAG_DIRS,
    LINE_SETS, NO_POINT, ORTHO_DIRS as ORTHO,
};
use palace_rules::{Color, Position};

// The board codes of `Position::codes`.
pub(super) use palace_rules::piece::code::{
    color as color_of, role, ADVISOR, CANNON, CHARIOT, ELEPHANT, HORSE, SOLDIER,
};

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
pub(super) fn on_palace_diagonal(f: i32, r: i32) -> bool {
    (0..9).contains(&f) && (0..10).contains(&r) && is_on_palace_diagonal((r * 9 + f) as usize)
}

/// The lines from each point as sets (`palace_rules::attacks::line_sets`),
/// in a static of this crate: the mobility loops reach it without the
/// indirection another crate's static costs (about 8M instructions per
/// `palace bench`).
static LINES: [[u128; 8]; 90] = LINE_SETS;

/// The lines from `s` as sets.
#[inline(always)]
fn line_sets(s: usize) -> &'static [u128; 8] {
    &LINES[s]
}

/// The palace diagonals from each point (`palace_rules::attacks::palace_line`,
/// taken from `LINE_SETS`): up to two points, nearest first, and how many.
static DIAGONALS: [[([u8; 2], u8); 4]; 90] = {
    let mut t = [[([0u8; 2], 0u8); 4]; 90];
    let mut s = 0;
    while s < 90 {
        let mut d = 0;
        while d < 4 {
            let mut set = LINE_SETS[s][4 + d];
            let mut n = 0;
            while set != 0 {
                t[s][d].0[n] = set.trailing_zeros() as u8;
                set &= set - 1;
                n += 1;
            }
            // Nearest first: a line running down the board was read from
            // its far end.
            if n == 2 && (t[s][d].0[0] as usize) < s {
                let far = t[s][d].0[0];
                t[s][d].0[0] = t[s][d].0[1];
                t[s][d].0[1] = far;
            }
            t[s][d].1 = n as u8;
            d += 1;
        }
        s += 1;
    }
    t
};

/// The points of the palace diagonal from `s` in direction `d` (of
/// `DIAG_DIRS`), nearest first.
#[inline(always)]
pub(super) fn palace_line(s: usize, d: usize) -> &'static [u8] {
    let (points, n) = &DIAGONALS[s][d];
    &points[..usize::from(*n)]
}

/// Each side's palace as a set of points.
pub(super) const PALACE: [u128; 2] = [palace(Color::First), palace(Color::Second)];

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
    let ray = line_sets(s)[d];
    let blockers = ray & occ;
    if blockers == 0 {
        ray
    } else {
        ray ^ line_sets(first_on_ray(blockers, d))[d]
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
            for &t in palace_line(s, d - 4) {
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
    let orthogonal: &[u128; 4] = line_sets(s)[..4].try_into().expect("four orthogonal lines");
    for (d, &ray) in orthogonal.iter().enumerate() {
        let blockers = ray & occ;
        if blockers == 0 {
            if slides {
                reach |= ray;
            }
            continue;
        }
        let screen = first_on_ray(blockers, d);
        if slides {
            reach |= ray ^ line_sets(screen)[d] ^ POINT[screen];
        }
        if janggi && role(b.sq[screen]) == CANNON {
            continue;
        }
        let beyond = line_sets(screen)[d];
        let blockers = beyond & occ;
        let (empty, target) = if blockers == 0 {
            (beyond, None)
        } else {
            let t = first_on_ray(blockers, d);
            (beyond ^ line_sets(t)[d] ^ POINT[t], Some(t))
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
            for &t in palace_line(s, d - 4) {
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

/// Points an elephant can move to or capture on.
pub(super) fn elephant_mobility(b: &Board, s: usize, us: usize, janggi: bool, att: &mut u128) -> i32 {
    let leaps = if janggi {
        jg_elephant_leaps(s)
    } else {
        xq_elephant_leaps(s)
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
