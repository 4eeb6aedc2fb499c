//! The board as the evaluation reads it, and what each piece reaches from
//! where it stands: mobility and attack sets, on the lines and leaps of
//! `palace_rules::attacks`.

use palace_rules::attacks::steps;
use palace_rules::attacks::{horse_leaps, jg_elephant_leaps, palace, xq_elephant_leaps, Leaps, NO_POINT};
use palace_rules::{Color, Occupant, Position, Role, Variant};

// The evaluation reads a point's kind and color as numbers, from the
// layout `Occupant::index` documents, so that its tables and tests stay
// plain byte comparisons: a kind is 0 for an empty point, else 1 + role.

/// The kind of a point's piece (0 for an empty point, else 1 + role).
#[inline(always)]
pub(super) const fn role(o: Occupant) -> u8 {
    (o.index() & 7) as u8
}

/// The color index of a point's piece (0 for an empty point).
#[inline(always)]
pub(super) const fn color_of(o: Occupant) -> usize {
    o.index() >> 3
}

/// The kinds as `role` gives them.
pub(super) const ADVISOR: u8 = 1 + Role::Advisor as u8;
pub(super) const ELEPHANT: u8 = 1 + Role::Elephant as u8;
pub(super) const HORSE: u8 = 1 + Role::Horse as u8;
pub(super) const CHARIOT: u8 = 1 + Role::Chariot as u8;
pub(super) const CANNON: u8 = 1 + Role::Cannon as u8;
pub(super) const SOLDIER: u8 = 1 + Role::Soldier as u8;

/// The board as evaluation reads it: what stands on each point, each
/// side's pieces and all pieces as sets.
pub(super) struct Board<'a> {
    pub(super) sq: &'a [Occupant; 90],
    pub(super) own: [u128; 2],
    pub(super) occ: u128,
}

impl Board<'_> {
    pub(super) fn of(pos: &Position) -> Board<'_> {
        let own = [
            pos.occupied(Color::First).bits(),
            pos.occupied(Color::Second).bits(),
        ];
        Board {
            sq: pos.board(),
            own,
            occ: own[0] | own[1],
        }
    }

    #[inline]
    pub(super) fn at(&self, f: i32, r: i32) -> Option<Occupant> {
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

/// Points reachable by the leaps `t` (not blocked, not holding a piece of
/// `us`); every unblocked destination is added to `att`.
#[inline]
pub(super) fn leap_reach(b: &Board, t: &Leaps, us: usize, att: &mut u128) -> u128 {
    let mut reach = 0u128;
    for k in 0..usize::from(t.len) {
        let (v1, v2) = (t.b1[k], t.b2[k]);
        if !b.sq[usize::from(v1)].is_empty() || (v2 != NO_POINT && !b.sq[usize::from(v2)].is_empty()) {
            continue;
        }
        let to = t.to[k];
        let m = POINT[usize::from(to)];
        *att |= m;
        let c = b.sq[usize::from(to)];
        if c.is_empty() || color_of(c) != us {
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

/// The lines from each point as sets (`palace_rules::attacks::line_sets`),
/// copied into a static of this crate: the mobility loops reach it without
/// the indirection another crate's static costs (about 8M instructions per
/// `palace bench`).
static LINES: [[u128; 8]; 90] = {
    let mut t = [[0u128; 8]; 90];
    let mut s = 0;
    while s < 90 {
        let sets = palace_rules::attacks::line_sets(s);
        let mut d = 0;
        while d < 8 {
            t[s][d] = sets[d].bits();
            d += 1;
        }
        s += 1;
    }
    t
};

/// The lines from `s` as sets.
#[inline(always)]
pub(super) fn line_sets(s: usize) -> &'static [u128; 8] {
    &LINES[s]
}

/// The palace diagonals from each point (`palace_rules::attacks::palace_line`,
/// taken from `LINES`): up to two points, nearest first, and how many.
static DIAGONALS: [[([u8; 2], u8); 4]; 90] = {
    let mut t = [[([0u8; 2], 0u8); 4]; 90];
    let mut s = 0;
    while s < 90 {
        let mut d = 0;
        while d < 4 {
            let mut set = LINES[s][4 + d];
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
pub(super) const PALACE: [u128; 2] = [palace(Color::First).bits(), palace(Color::Second).bits()];

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
                if !b.sq[usize::from(t)].is_empty() {
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
                    if c.is_empty() {
                        if slides {
                            reach |= m;
                        }
                        continue;
                    }
                    if role(c) == CANNON {
                        break;
                    }
                    screen = true;
                } else if c.is_empty() {
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

/// Points a general, advisor or soldier (`ro`, a kind as `role` gives it) of `us`
/// on `s` attacks: its steps in `palace_rules::attacks`.
pub(super) fn step_attacks(ro: u8, s: usize, us: usize, janggi: bool, soldier_diagonals: bool) -> u128 {
    let variant = if janggi { Variant::Janggi } else { Variant::Xiangqi };
    let role = Role::ALL[usize::from(ro - 1)];
    let l = steps(variant, soldier_diagonals, role, Color::ALL[us], s).expect("a stepping piece");
    l.to[..usize::from(l.len)]
        .iter()
        .fold(0, |att, &t| att | POINT[usize::from(t)])
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
                    t[g][usize::from(ro - 1)][us][s] = step_attacks(ro, s, us, janggi, diag);
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
        .filter(|&r| !b.sq[(r * 9 + f) as usize].is_empty())
        .count() as i32
}
