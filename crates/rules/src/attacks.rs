//! The board's geometry, built at compile time: the lines, leaps and
//! steps of every piece from every point, the palaces and their
//! diagonals, and the points that matter for the safety of a general.
//! Move generation, check detection and the legality shortcut read these
//! tables; the functions below give the same geometry to any program that
//! reasons about reach without generating moves (a board that shades what
//! a piece attacks, an evaluation, a teaching diagram). Points are raw
//! `Square::index` bytes, so the tables stay small and hot loops cheap.

use crate::bitboard::Bitboard;
use crate::piece::{Color, Role};
use crate::rules::Variant;
use crate::square::{FILES, NUM_SQUARES, RANKS};

// Squares are stored as raw `u8` indices; `NONE` marks an unused slot.

pub(crate) const NONE: u8 = 0xff;

const fn sq(file: i32, rank: i32) -> u8 {
    if file < 0 || file >= FILES as i32 || rank < 0 || rank >= RANKS as i32 {
        NONE
    } else {
        (rank * FILES as i32 + file) as u8
    }
}

const fn file_of(s: u8) -> i32 {
    (s % FILES) as i32
}

const fn rank_of(s: u8) -> i32 {
    (s / FILES) as i32
}

const fn in_palace(s: u8) -> bool {
    let f = file_of(s);
    let r = rank_of(s);
    f >= 3 && f <= 5 && (r <= 2 || r >= 7)
}

/// Points on a palace diagonal: the corners and the centre of each palace.
const fn on_palace_diagonal(s: u8) -> bool {
    if !in_palace(s) {
        return false;
    }
    let f = file_of(s);
    let r = rank_of(s);
    let rr = if r >= 7 { r - 7 } else { r };
    (f == 4 && rr == 1) || (f != 4 && rr != 1)
}

/// A ray: points in order away from its origin.
#[derive(Clone, Copy)]
pub(crate) struct Ray {
    pub len: u8,
    pub sq: [u8; 9],
}

const EMPTY_RAY: Ray = Ray {
    len: 0,
    sq: [NONE; 9],
};

/// Orthogonal directions (file step, rank step): north (+rank), south,
/// east (+file), west.
pub const ORTHO_DIRS: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
/// Diagonal directions (file step, rank step).
pub const DIAG_DIRS: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];

/// A short list of up to 8 points with companions (blocking points).
#[derive(Clone, Copy, Debug)]
pub struct Leaps {
    pub len: u8,
    /// Destination (or, for attacker tables, origin) point.
    pub to: [u8; 8],
    /// First blocking point.
    pub b1: [u8; 8],
    /// Second blocking point (Janggi elephant) or `NO_POINT`.
    pub b2: [u8; 8],
}

/// The padding point of leap tables (no second blocking point).
pub const NO_POINT: u8 = NONE;

/// Horse moves from a point (index `rank * 9 + file`): destinations and legs.
#[must_use]
#[inline]
pub fn horse_leaps(point: usize) -> &'static Leaps {
    &TABLES.horse[point]
}

/// Janggi elephant moves from a point: destinations and both blocking points.
#[must_use]
#[inline]
pub fn jg_elephant_leaps(point: usize) -> &'static Leaps {
    &TABLES.jg_elephant[point]
}

/// The horses that attack a point: their points and legs (the table check
/// detection reads), by point.
#[must_use]
#[inline]
pub fn horse_attackers(point: usize) -> &'static Leaps {
    &TABLES.horse_attackers[point]
}

/// The Janggi elephants that attack a point: their points and both
/// blocking points (the table check detection reads), by point.
#[must_use]
#[inline]
pub fn jg_elephant_attackers(point: usize) -> &'static Leaps {
    &TABLES.jg_elephant_attackers[point]
}

const EMPTY_LEAPS: Leaps = Leaps {
    len: 0,
    to: [NONE; 8],
    b1: [NONE; 8],
    b2: [NONE; 8],
};

const fn push_leap(l: &mut Leaps, to: u8, b1: u8, b2: u8) {
    let i = l.len as usize;
    l.to[i] = to;
    l.b1[i] = b1;
    l.b2[i] = b2;
    l.len += 1;
}

pub(crate) struct Tables {
    /// Orthogonal rays per point and direction.
    pub ortho: [[Ray; 4]; NUM_SQUARES],
    /// Palace-diagonal rays per point and diagonal direction (empty where
    /// the point has no palace line in that direction).
    pub diag: [[Ray; 4]; NUM_SQUARES],
    /// Horse moves: destination and leg.
    pub horse: [Leaps; NUM_SQUARES],
    /// Horses that attack a point: origin and leg.
    pub horse_attackers: [Leaps; NUM_SQUARES],
    /// Xiangqi elephant moves (never across the river): destination and eye.
    pub xq_elephant: [Leaps; NUM_SQUARES],
    /// Two points diagonally over an eye, anywhere (Fairy-Stockfish's
    /// attack sets, which chase detection follows).
    pub diag_leaps: [Leaps; NUM_SQUARES],
    /// One point diagonally, anywhere.
    pub diag_steps: [Leaps; NUM_SQUARES],
    /// Janggi elephant moves: destination and both blocking points.
    pub jg_elephant: [Leaps; NUM_SQUARES],
    /// Janggi elephants that attack a point: origin and both blocking points.
    pub jg_elephant_attackers: [Leaps; NUM_SQUARES],
    /// Xiangqi general: orthogonal steps inside the palace.
    pub xq_general: [Leaps; NUM_SQUARES],
    /// Xiangqi advisor: diagonal steps inside the palace.
    pub xq_advisor: [Leaps; NUM_SQUARES],
    /// Janggi general and advisor: steps along the palace lines.
    pub jg_palace: [Leaps; NUM_SQUARES],
    /// Soldier steps, `[color][point]`, Xiangqi.
    pub xq_soldier: [[Leaps; NUM_SQUARES]; 2],
    /// Soldier steps, `[color][point]`, Janggi without palace diagonals.
    pub jg_soldier: [[Leaps; NUM_SQUARES]; 2],
    /// Soldier steps, `[color][point]`, Janggi with palace diagonals.
    pub jg_soldier_diag: [[Leaps; NUM_SQUARES]; 2],
}

const fn build_ray(s: u8, df: i32, dr: i32, palace_diag: bool) -> Ray {
    let mut ray = EMPTY_RAY;
    if palace_diag && !on_palace_diagonal(s) {
        return ray;
    }
    let mut f = file_of(s) + df;
    let mut r = rank_of(s) + dr;
    loop {
        let t = sq(f, r);
        if t == NONE {
            break;
        }
        if palace_diag && !(in_palace(t) && on_palace_diagonal(t)) {
            break;
        }
        // A palace diagonal never leaves the palace it started in.
        if palace_diag && (rank_of(t) >= 7) != (rank_of(s) >= 7) {
            break;
        }
        ray.sq[ray.len as usize] = t;
        ray.len += 1;
        f += df;
        r += dr;
    }
    ray
}

const fn sign(x: i32) -> i32 {
    if x > 0 {
        1
    } else if x < 0 {
        -1
    } else {
        0
    }
}

/// Horse offsets (file step, rank step); the leg is one orthogonal step
/// along the long axis.
const HORSE_OFFSETS: [(i32, i32); 8] = [
    (1, 2),
    (-1, 2),
    (1, -2),
    (-1, -2),
    (2, 1),
    (2, -1),
    (-2, 1),
    (-2, -1),
];

const fn horse_leg(s: u8, df: i32, dr: i32) -> u8 {
    if df.abs() == 2 {
        sq(file_of(s) + sign(df), rank_of(s))
    } else {
        sq(file_of(s), rank_of(s) + sign(dr))
    }
}

/// Janggi elephant offsets (file step, rank step): one orthogonal step
/// then two diagonal; the two points passed over must be empty.
const JG_ELEPHANT_OFFSETS: [(i32, i32); 8] = [
    (2, 3),
    (-2, 3),
    (2, -3),
    (-2, -3),
    (3, 2),
    (3, -2),
    (-3, 2),
    (-3, -2),
];

const fn jg_elephant_blocks(s: u8, df: i32, dr: i32) -> (u8, u8) {
    let f = file_of(s);
    let r = rank_of(s);
    if df.abs() == 3 {
        // orthogonal step along the file axis, then diagonal
        let b1 = sq(f + sign(df), r);
        let b2 = sq(f + 2 * sign(df), r + sign(dr));
        (b1, b2)
    } else {
        let b1 = sq(f, r + sign(dr));
        let b2 = sq(f + sign(df), r + 2 * sign(dr));
        (b1, b2)
    }
}

const fn palace_step_allowed(from: u8, to: u8, diagonal: bool) -> bool {
    if to == NONE || !in_palace(to) || !in_palace(from) {
        return false;
    }
    if (rank_of(to) >= 7) != (rank_of(from) >= 7) {
        return false;
    }
    if diagonal {
        on_palace_diagonal(from) && on_palace_diagonal(to)
    } else {
        true
    }
}

const fn build_tables() -> Tables {
    let mut t = Tables {
        ortho: [[EMPTY_RAY; 4]; NUM_SQUARES],
        diag: [[EMPTY_RAY; 4]; NUM_SQUARES],
        horse: [EMPTY_LEAPS; NUM_SQUARES],
        horse_attackers: [EMPTY_LEAPS; NUM_SQUARES],
        xq_elephant: [EMPTY_LEAPS; NUM_SQUARES],
        diag_leaps: [EMPTY_LEAPS; NUM_SQUARES],
        diag_steps: [EMPTY_LEAPS; NUM_SQUARES],
        jg_elephant: [EMPTY_LEAPS; NUM_SQUARES],
        jg_elephant_attackers: [EMPTY_LEAPS; NUM_SQUARES],
        xq_general: [EMPTY_LEAPS; NUM_SQUARES],
        xq_advisor: [EMPTY_LEAPS; NUM_SQUARES],
        jg_palace: [EMPTY_LEAPS; NUM_SQUARES],
        xq_soldier: [[EMPTY_LEAPS; NUM_SQUARES]; 2],
        jg_soldier: [[EMPTY_LEAPS; NUM_SQUARES]; 2],
        jg_soldier_diag: [[EMPTY_LEAPS; NUM_SQUARES]; 2],
    };
    let mut s: u8 = 0;
    while (s as usize) < NUM_SQUARES {
        let i = s as usize;
        let f = file_of(s);
        let r = rank_of(s);
        let mut d = 0;
        while d < 4 {
            t.ortho[i][d] = build_ray(s, ORTHO_DIRS[d].0, ORTHO_DIRS[d].1, false);
            t.diag[i][d] = build_ray(s, DIAG_DIRS[d].0, DIAG_DIRS[d].1, true);
            d += 1;
        }
        // Horse.
        let mut k = 0;
        while k < 8 {
            let (df, dr) = HORSE_OFFSETS[k];
            let to = sq(f + df, r + dr);
            if to != NONE {
                let leg = horse_leg(s, df, dr);
                push_leap(&mut t.horse[i], to, leg, NONE);
                push_leap(&mut t.horse_attackers[to as usize], s, leg, NONE);
            }
            k += 1;
        }
        // Janggi elephant.
        k = 0;
        while k < 8 {
            let (df, dr) = JG_ELEPHANT_OFFSETS[k];
            let to = sq(f + df, r + dr);
            if to != NONE {
                let (b1, b2) = jg_elephant_blocks(s, df, dr);
                push_leap(&mut t.jg_elephant[i], to, b1, b2);
                push_leap(&mut t.jg_elephant_attackers[to as usize], s, b1, b2);
            }
            k += 1;
        }
        // Xiangqi elephant: two points diagonally, same side of the river.
        k = 0;
        while k < 4 {
            let (df, dr) = DIAG_DIRS[k];
            let to = sq(f + 2 * df, r + 2 * dr);
            if to != NONE && (rank_of(to) >= 5) == (r >= 5) {
                push_leap(&mut t.xq_elephant[i], to, sq(f + df, r + dr), NONE);
            }
            if to != NONE {
                push_leap(&mut t.diag_leaps[i], to, sq(f + df, r + dr), NONE);
            }
            let step = sq(f + df, r + dr);
            if step != NONE {
                push_leap(&mut t.diag_steps[i], step, NONE, NONE);
            }
            k += 1;
        }
        // Palace pieces.
        k = 0;
        while k < 4 {
            let (df, dr) = ORTHO_DIRS[k];
            let to = sq(f + df, r + dr);
            if palace_step_allowed(s, to, false) {
                push_leap(&mut t.xq_general[i], to, NONE, NONE);
                push_leap(&mut t.jg_palace[i], to, NONE, NONE);
            }
            k += 1;
        }
        k = 0;
        while k < 4 {
            let (df, dr) = DIAG_DIRS[k];
            let to = sq(f + df, r + dr);
            if to != NONE && in_palace(s) && in_palace(to) && (rank_of(to) >= 7) == (r >= 7) {
                push_leap(&mut t.xq_advisor[i], to, NONE, NONE);
            }
            if palace_step_allowed(s, to, true) {
                push_leap(&mut t.jg_palace[i], to, NONE, NONE);
            }
            k += 1;
        }
        // Soldiers.
        let mut c = 0;
        while c < 2 {
            let fwd: i32 = if c == 0 { 1 } else { -1 };
            let crossed = if c == 0 { r >= 5 } else { r <= 4 };
            let ahead = sq(f, r + fwd);
            let left = sq(f - 1, r);
            let right = sq(f + 1, r);
            if ahead != NONE {
                push_leap(&mut t.xq_soldier[c][i], ahead, NONE, NONE);
                push_leap(&mut t.jg_soldier[c][i], ahead, NONE, NONE);
                push_leap(&mut t.jg_soldier_diag[c][i], ahead, NONE, NONE);
            }
            if left != NONE {
                if crossed {
                    push_leap(&mut t.xq_soldier[c][i], left, NONE, NONE);
                }
                push_leap(&mut t.jg_soldier[c][i], left, NONE, NONE);
                push_leap(&mut t.jg_soldier_diag[c][i], left, NONE, NONE);
            }
            if right != NONE {
                if crossed {
                    push_leap(&mut t.xq_soldier[c][i], right, NONE, NONE);
                }
                push_leap(&mut t.jg_soldier[c][i], right, NONE, NONE);
                push_leap(&mut t.jg_soldier_diag[c][i], right, NONE, NONE);
            }
            // Forward along a palace diagonal.
            let mut side = -1;
            while side <= 1 {
                let to = sq(f + side, r + fwd);
                if palace_step_allowed(s, to, true) {
                    push_leap(&mut t.jg_soldier_diag[c][i], to, NONE, NONE);
                }
                side += 2;
            }
            c += 1;
        }
        s += 1;
    }
    t
}

pub(crate) static TABLES: Tables = build_tables();

/// Squares from which a move may expose a general standing on a point, and
/// squares onto which a move may (as a cannon screen): per variant index
/// (0 Xiangqi, 1 Janggi) and general point.
pub(crate) struct Danger {
    /// A piece leaving one of these may uncover an attack.
    pub from: [[u128; NUM_SQUARES]; 2],
    /// A piece arriving on one of these may become a cannon screen.
    pub to: [[u128; NUM_SQUARES]; 2],
    /// A piece of the other side arriving on one of these may attack the
    /// general or become a cannon screen (for [`check_zone`]).
    pub reach: [[u128; NUM_SQUARES]; 2],
    /// The points of each ray from a point (the orthogonal rays, then the
    /// palace diagonals), as sets.
    pub rays: [[u128; 8]; NUM_SQUARES],
}

const fn build_danger() -> Danger {
    let mut d = Danger {
        from: [[0; NUM_SQUARES]; 2],
        to: [[0; NUM_SQUARES]; 2],
        reach: [[0; NUM_SQUARES]; 2],
        rays: [[0; 8]; NUM_SQUARES],
    };
    let mut g = 0;
    while g < NUM_SQUARES {
        let mut lines: u128 = 0;
        let mut dir = 0;
        while dir < 4 {
            let ray = TABLES.ortho[g][dir];
            let mut i = 0;
            while i < ray.len as usize {
                lines |= 1u128 << ray.sq[i];
                d.rays[g][dir] |= 1u128 << ray.sq[i];
                i += 1;
            }
            dir += 1;
        }
        let mut diag_lines: u128 = 0;
        dir = 0;
        while dir < 4 {
            let ray = TABLES.diag[g][dir];
            let mut i = 0;
            while i < ray.len as usize {
                diag_lines |= 1u128 << ray.sq[i];
                d.rays[g][4 + dir] |= 1u128 << ray.sq[i];
                i += 1;
            }
            dir += 1;
        }
        // Horse legs next to the general (its diagonal neighbours), and
        // the points the horses attack it from.
        let mut legs: u128 = 0;
        let mut horses: u128 = 0;
        let l = TABLES.horse_attackers[g];
        let mut i = 0;
        while i < l.len as usize {
            legs |= 1u128 << l.b1[i];
            horses |= 1u128 << l.to[i];
            i += 1;
        }
        // Janggi elephant blocking points, and the points the elephants
        // attack it from. (A Xiangqi elephant never reaches the other
        // side's palace, so it never attacks a general.)
        let mut blocks: u128 = 0;
        let mut elephants: u128 = 0;
        let l = TABLES.jg_elephant_attackers[g];
        i = 0;
        while i < l.len as usize {
            blocks |= (1u128 << l.b1[i]) | (1u128 << l.b2[i]);
            elephants |= 1u128 << l.to[i];
            i += 1;
        }
        // A soldier attacks from a point next to the general on one of
        // these lines, so its points are in the lines already.
        d.from[0][g] = lines | legs;
        d.to[0][g] = lines;
        d.reach[0][g] = lines | horses;
        d.from[1][g] = lines | diag_lines | legs | blocks;
        d.to[1][g] = lines | diag_lines;
        d.reach[1][g] = lines | diag_lines | horses | elephants;
        g += 1;
    }
    d
}

pub(crate) static DANGER: Danger = build_danger();

// -- queries ------------------------------------------------------------------

/// The points of the palace diagonal from `point` in direction `dir` (of
/// [`DIAG_DIRS`]), nearest first; empty where the point has no palace
/// line that way (Janggi's chariots, cannons and palace pieces move along
/// these).
#[must_use]
#[inline]
pub fn palace_line(point: usize, dir: usize) -> &'static [u8] {
    let ray = &TABLES.diag[point][dir];
    &ray.sq[..ray.len as usize]
}

/// The points of the orthogonal line from `point` in direction `dir` (of
/// [`ORTHO_DIRS`]), nearest first, to the board's edge (the rays move
/// generation walks).
#[must_use]
#[inline]
pub fn line(point: usize, dir: usize) -> &'static [u8] {
    let ray = &TABLES.ortho[point][dir];
    &ray.sq[..ray.len as usize]
}

/// The lines from `point` as sets of points (bit `i` = point `i`): the
/// four orthogonal lines in [`ORTHO_DIRS`] order, then the four palace
/// diagonals in [`DIAG_DIRS`] order. A `const fn`, so that a hot loop in
/// another crate can copy the table into a static of its own.
#[must_use]
#[inline]
pub const fn line_sets(point: usize) -> &'static [Bitboard; 8] {
    &LINE_SETS[point]
}

/// [`line_sets`] of every point (the same sets as `DANGER.rays`, built
/// again here because a `const fn` cannot read a static).
const LINE_SETS: &[[Bitboard; 8]; NUM_SQUARES] = &{
    let mut t = [[Bitboard::EMPTY; 8]; NUM_SQUARES];
    let mut s = 0;
    while s < NUM_SQUARES {
        let mut d = 0;
        while d < 4 {
            let ortho = build_ray(s as u8, ORTHO_DIRS[d].0, ORTHO_DIRS[d].1, false);
            let diag = build_ray(s as u8, DIAG_DIRS[d].0, DIAG_DIRS[d].1, true);
            let (mut o, mut g) = (0u128, 0u128);
            let mut i = 0;
            while i < ortho.len as usize {
                o |= 1u128 << ortho.sq[i];
                i += 1;
            }
            i = 0;
            while i < diag.len as usize {
                g |= 1u128 << diag.sq[i];
                i += 1;
            }
            t[s][d] = Bitboard::from_bits(o);
            t[s][4 + d] = Bitboard::from_bits(g);
            d += 1;
        }
        s += 1;
    }
    t
};

/// Where a move can change whether the general on a point is attacked:
/// the result of [`check_zone`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CheckZone {
    /// A piece leaving one of these points may uncover an attack: the
    /// lines through the general's point (a chariot's line, a cannon's
    /// screen), the legs of the horses and the blocking points of the
    /// Janggi elephants that would attack it.
    pub leave: Bitboard,
    /// A piece of the other side arriving on one of these points may
    /// attack the general or become a cannon's screen: the lines, and the
    /// points horses and Janggi elephants attack it from.
    pub reach: Bitboard,
}

/// Where a move by the other side can change whether a general standing
/// on `point` is attacked, in `variant` (the palace diagonals count in
/// Janggi): a move that neither leaves a point of `leave` nor reaches one
/// of `reach` cannot give check, whatever the pieces. A cheap test before
/// playing a move (evaluations and searches prune quiet moves that cannot
/// check this way).
#[must_use]
#[inline]
pub fn check_zone(variant: Variant, point: usize) -> CheckZone {
    let v = usize::from(variant == Variant::Janggi);
    CheckZone {
        leave: Bitboard::from_bits(DANGER.from[v][point]),
        reach: Bitboard::from_bits(DANGER.reach[v][point]),
    }
}

/// Xiangqi elephant moves from a point: destinations and eyes (never
/// across the river).
#[must_use]
#[inline]
pub fn xq_elephant_leaps(point: usize) -> &'static Leaps {
    &TABLES.xq_elephant[point]
}

/// The one-point steps of a general, advisor or soldier of `color` on
/// `point` (the points it attacks), in Xiangqi or in Janggi (where
/// `soldier_diagonals`: soldiers also step forward along the enemy
/// palace's diagonals); `None` for the other pieces.
#[must_use]
pub fn steps(
    variant: Variant,
    soldier_diagonals: bool,
    role: Role,
    color: Color,
    point: usize,
) -> Option<&'static Leaps> {
    let janggi = variant == Variant::Janggi;
    let c = color as usize;
    Some(match role {
        Role::General | Role::Advisor if janggi => &TABLES.jg_palace[point],
        Role::General => &TABLES.xq_general[point],
        Role::Advisor => &TABLES.xq_advisor[point],
        Role::Soldier if !janggi => &TABLES.xq_soldier[c][point],
        Role::Soldier if soldier_diagonals => &TABLES.jg_soldier_diag[c][point],
        Role::Soldier => &TABLES.jg_soldier[c][point],
        _ => return None,
    })
}

/// A side's palace as a set of points.
#[must_use]
#[inline]
pub const fn palace(color: Color) -> Bitboard {
    Bitboard::from_bits(PALACES[color as usize])
}

const PALACES: [u128; 2] = {
    let mut m = [0u128; 2];
    let mut s = 0;
    while s < NUM_SQUARES {
        if in_palace(s as u8) {
            m[if rank_of(s as u8) <= 2 { 0 } else { 1 }] |= 1u128 << s;
        }
        s += 1;
    }
    m
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::square::Square;

    fn s(name: &str) -> u8 {
        Square::parse(name).unwrap().index() as u8
    }

    #[test]
    fn the_constant_line_sets_are_the_tables() {
        for (p, sets) in DANGER.rays.iter().enumerate() {
            assert_eq!(*sets, line_sets(p).map(Bitboard::bits));
        }
    }

    #[test]
    fn palace_diagonals() {
        let ray = TABLES.diag[s("d1") as usize][0];
        assert_eq!(&ray.sq[..ray.len as usize], &[s("e2"), s("f3")]);
        let ray = TABLES.diag[s("e9") as usize][3];
        assert_eq!(&ray.sq[..ray.len as usize], &[s("d8")]);
        for d in 0..4 {
            assert_eq!(TABLES.diag[s("e1") as usize][d].len, 0);
            assert_eq!(TABLES.diag[s("f3") as usize][d].len > 0, d == 3);
        }
        assert_eq!(TABLES.jg_palace[s("e2") as usize].len, 8);
        assert_eq!(TABLES.jg_palace[s("e1") as usize].len, 3);
        assert_eq!(TABLES.jg_palace[s("d1") as usize].len, 3);
    }

    #[test]
    fn soldier_diagonals_only_forward_in_palace() {
        // Cho soldier on d8 may step to e9 along the palace line.
        let l = TABLES.jg_soldier_diag[0][s("d8") as usize];
        assert!(l.to[..l.len as usize].contains(&s("e9")));
        // On e8 there is no diagonal line.
        let l = TABLES.jg_soldier_diag[0][s("e8") as usize];
        assert_eq!(l.len, 3);
        // On e9 both forward diagonals.
        let l = TABLES.jg_soldier_diag[0][s("e9") as usize];
        assert_eq!(l.len, 5);
    }
}
