//! Fairy-Stockfish's Xiangqi chasing rule (its "AXF chasing"), as used by
//! the engine-compatible `xiangqi` preset to decide repetitions: after each
//! move, the set of the opponent's pieces that the move newly "chases"
//! (attacks while they are unprotected, or attacks with a weaker piece).
//!
//! Written from the rule's behaviour as Fairy-Stockfish documents and
//! exhibits it (checked against pyffish by `tests/chase.rs`); the geometry
//! follows Fairy-Stockfish's attack sets, which ignore the palace and the
//! river for advisors, elephants and generals.

use crate::attacks::{Leaps, NONE, TABLES};
use crate::moves::Move;
use crate::piece::code;
use crate::square::NUM_SQUARES;

type Bb = u128;

const FIRST: usize = 0;

#[inline]
fn bit(s: usize) -> Bb {
    1u128 << s
}

#[inline]
fn file_of(s: usize) -> i32 {
    (s % 9) as i32
}

#[inline]
fn rank_of(s: usize) -> i32 {
    (s / 9) as i32
}

fn squares(mut b: Bb) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        if b == 0 {
            None
        } else {
            let s = b.trailing_zeros() as usize;
            b &= b - 1;
            Some(s)
        }
    })
}

/// Whether a soldier of `c` on `s` has crossed the river.
fn crossed(c: usize, s: usize) -> bool {
    if c == FIRST {
        rank_of(s) >= 5
    } else {
        rank_of(s) <= 4
    }
}

/// Attack set of a piece of kind `role` and side `c` on `s` (any colour on
/// the target squares), with occupancy `occ`: Fairy-Stockfish's
/// `attacks_bb`, pure geometry plus blocking (advisors, elephants and
/// generals are not held to their regions here).
fn attacks(c: usize, role: u8, s: usize, occ: Bb) -> Bb {
    let leaps = |l: &Leaps| {
        let mut b = 0;
        for k in 0..usize::from(l.len) {
            if l.b1[k] == NONE || occ & bit(usize::from(l.b1[k])) == 0 {
                b |= bit(usize::from(l.to[k]));
            }
        }
        b
    };
    let mut b = 0;
    match role {
        code::CHARIOT => {
            for ray in &TABLES.ortho[s] {
                for &t in &ray.sq[..usize::from(ray.len)] {
                    b |= bit(usize::from(t));
                    if occ & bit(usize::from(t)) != 0 {
                        break;
                    }
                }
            }
        }
        code::CANNON => {
            // Every point beyond the screen up to the next piece.
            for ray in &TABLES.ortho[s] {
                let mut screen = false;
                for &t in &ray.sq[..usize::from(ray.len)] {
                    let t = bit(usize::from(t));
                    if screen {
                        b |= t;
                        if occ & t != 0 {
                            break;
                        }
                    } else if occ & t != 0 {
                        screen = true;
                    }
                }
            }
        }
        code::HORSE => b = leaps(&TABLES.horse[s]),
        code::ELEPHANT => b = leaps(&TABLES.diag_leaps[s]),
        code::ADVISOR => b = leaps(&TABLES.diag_steps[s]),
        code::GENERAL => {
            for ray in &TABLES.ortho[s] {
                b |= ray.sq[..usize::from(ray.len)]
                    .first()
                    .map_or(0, |&t| bit(usize::from(t)));
            }
        }
        _ => {
            // Soldier: forward and sideways.
            for d in [forward_dir(c), EAST, WEST] {
                b |= first_on(s, d).map_or(0, bit);
            }
        }
    }
    b
}

/// Directions of `TABLES.ortho`: north (up the ranks), south, east, west.
const NORTH: usize = 0;
const SOUTH: usize = 1;
const EAST: usize = 2;
const WEST: usize = 3;

/// The direction of a side's soldiers.
fn forward_dir(c: usize) -> usize {
    if c == FIRST {
        NORTH
    } else {
        SOUTH
    }
}

/// The point next to `s` in orthogonal direction `d`, if on the board.
fn first_on(s: usize, d: usize) -> Option<usize> {
    let ray = &TABLES.ortho[s][d];
    (ray.len > 0).then(|| usize::from(ray.sq[0]))
}

/// Squares a rook on `s` reaches with nothing in the way (whole rank and file).
fn rook_lines(s: usize) -> Bb {
    attacks(0, code::CHARIOT, s, 0)
}

/// What chase detection reads of a position: the board codes (see
/// `piece::code`) and each side's pieces as a set.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Pieces<'a> {
    pub codes: &'a [u8; NUM_SQUARES],
    pub sides: [Bb; 2],
}

struct Board<'a> {
    b: &'a [u8; NUM_SQUARES],
    occ: Bb,
    sides: [Bb; 2],
}

impl<'a> Board<'a> {
    fn new(p: &Pieces<'a>) -> Board<'a> {
        Board {
            b: p.codes,
            occ: p.sides[0] | p.sides[1],
            sides: p.sides,
        }
    }

    fn role(&self, s: usize) -> u8 {
        code::role(self.b[s])
    }

    fn pieces(&self, c: usize, role: u8) -> Bb {
        squares(self.sides[c])
            .filter(|&s| self.role(s) == role)
            .fold(0, |acc, s| acc | bit(s))
    }

    fn king(&self, c: usize) -> usize {
        squares(self.sides[c])
            .find(|&s| self.role(s) == code::GENERAL)
            .expect("a general")
    }

    /// Unpromoted soldiers: those of `c` that have not crossed the river.
    fn raw_soldiers(&self, c: usize) -> Bb {
        squares(self.pieces(c, code::SOLDIER))
            .filter(|&s| !crossed(c, s))
            .fold(0, |acc, s| acc | bit(s))
    }

    /// Attack set of the piece on `s` under its real rules (Fairy-Stockfish's
    /// `attacks_from`): soldiers that have not crossed attack straight ahead
    /// only, and generals, advisors and elephants stay in their regions.
    fn attacks_from(&self, c: usize, role: u8, s: usize) -> Bb {
        let mut b = attacks(c, role, s, self.occ);
        if role == code::SOLDIER && !crossed(c, s) {
            b &= file_mask(file_of(s));
        }
        squares(b)
            .filter(|&t| in_region(c, role, t))
            .fold(0, |acc, t| acc | bit(t))
    }

    /// Pieces of side `c` that attack `s` with occupancy `occ`.
    fn attackers_to(&self, s: usize, occ: Bb, c: usize) -> Bb {
        let them = c ^ 1;
        let mut b = 0;
        for role in [
            code::GENERAL,
            code::ADVISOR,
            code::ELEPHANT,
            code::HORSE,
            code::CHARIOT,
            code::CANNON,
            code::SOLDIER,
        ] {
            let own = self.pieces(c, role) & occ;
            if own == 0 || !in_region(c, role, s) {
                continue;
            }
            if role == code::HORSE {
                for h in squares(own) {
                    if attacks(c, code::HORSE, h, occ) & bit(s) != 0 {
                        b |= bit(h);
                    }
                }
            } else {
                b |= attacks(them, role, s, occ) & own;
            }
        }
        // Soldiers attacking a square on their own side of the river do so
        // only from straight behind it.
        let soldiers = b & self.pieces(c, code::SOLDIER);
        if soldiers != 0 && !crossed(c, s) {
            let behind = first_on(s, forward_dir(c) ^ 1).map_or(0, bit);
            b &= !(soldiers & !behind);
        }
        b
    }

    /// Pieces (either side) that block an attack of `c`'s opponent on `c`'s
    /// general: the single piece between a chariot and it, the two pieces
    /// between a cannon and it, the piece on a horse's leg or elephant's eye.
    fn blockers_for_king(&self, c: usize) -> Bb {
        let them = c ^ 1;
        let s = self.king(c);
        let mut snipers: Bb = 0;
        let mut sliding: Bb = 0;
        // Chariots and cannons on the lines, not attacking now.
        let lines = rook_lines(s);
        let rooks = lines & self.pieces(them, code::CHARIOT);
        snipers |= rooks & !attacks(c, code::CHARIOT, s, self.occ);
        sliding |= snipers & self.pieces(them, code::CHARIOT);
        let cannons = lines & self.pieces(them, code::CANNON);
        snipers |= cannons & !attacks(c, code::CANNON, s, self.occ);
        // Horses a jump away whose leg is blocked.
        for h in squares(self.pieces(them, code::HORSE)) {
            if attacks(them, code::HORSE, h, 0) & bit(s) != 0
                && attacks(them, code::HORSE, h, self.occ) & bit(s) == 0
            {
                snipers |= bit(h);
            }
        }
        sliding |= snipers & self.pieces(them, code::HORSE);
        // Elephants two diagonal steps away whose eye is blocked.
        let elephants = attacks(c, code::ELEPHANT, s, 0) & self.pieces(them, code::ELEPHANT);
        snipers |= elephants & !attacks(c, code::ELEPHANT, s, self.occ);
        sliding |= snipers & self.pieces(them, code::ELEPHANT);
        let occupancy = self.occ ^ sliding;
        let mut blockers = 0;
        for sniper in squares(snipers) {
            let role = self.role(sniper);
            let hopper = role == code::CANNON;
            let between = between(s, sniper, role) & if hopper { self.occ ^ bit(sniper) } else { occupancy };
            let n = between.count_ones();
            if n == 1 || (hopper && n == 2) {
                blockers |= between;
            }
        }
        blockers
    }
}

fn file_mask(f: i32) -> Bb {
    (0..10).fold(0, |acc, r| acc | bit((r * 9 + f) as usize))
}

/// Where a piece kind of side `c` may stand (Fairy-Stockfish's mobility
/// regions for Xiangqi): the general and advisors in their palace, the
/// elephants on their own side.
fn in_region(c: usize, role: u8, s: usize) -> bool {
    let (f, r) = (file_of(s), rank_of(s));
    let r = if c == FIRST { r } else { 9 - r };
    match role {
        code::GENERAL | code::ADVISOR => (3..=5).contains(&f) && r <= 2,
        code::ELEPHANT => r <= 4,
        _ => true,
    }
}

/// Squares strictly between `a` and `b` for a line piece, or the blocking
/// point of a horse on `b` jumping to `a` / an elephant between them.
fn between(a: usize, b: usize, role: u8) -> Bb {
    match role {
        code::HORSE => {
            let l = &TABLES.horse[b];
            (0..usize::from(l.len))
                .find(|&k| usize::from(l.to[k]) == a)
                .map_or(0, |k| bit(usize::from(l.b1[k])))
        }
        // The eye: the midpoint of two points two steps apart diagonally.
        code::ELEPHANT => bit((a + b) / 2),
        _ => {
            for ray in &TABLES.ortho[b] {
                let points = &ray.sq[..usize::from(ray.len)];
                if let Some(n) = points.iter().position(|&t| usize::from(t) == a) {
                    return points[..n].iter().fold(0, |acc, &t| acc | bit(usize::from(t)));
                }
            }
            0
        }
    }
}

/// The pieces of side `us` (to move in `now`) chased by `last`, the move
/// that led to `now` from `prev`.
pub(crate) fn chased(now: &Pieces, prev: &Pieces, us: usize, last: Move) -> Bb {
    let bd = Board::new(now);
    let them = us ^ 1;
    let mut b: Bb = 0;
    let mut pins = bd.blockers_for_king(us);
    // Flying general: our only piece on the file of the opponent's general.
    let their_king = bd.king(them);
    let file_pieces = file_mask(file_of(their_king)) & bd.sides[us];
    let kings = bd.pieces(0, code::GENERAL) | bd.pieces(1, code::GENERAL);
    if file_pieces & kings != 0 && (file_pieces & !kings).count_ones() <= 1 {
        pins |= file_pieces & !kings;
    }
    let excluded = bd.pieces(us, code::GENERAL) | bd.raw_soldiers(us);

    let add = |b: &mut Bb, attacker_sq: usize, attacker: u8, mut targets: Bb| {
        if targets & !*b == 0 {
            return;
        }
        targets &= !excluded;
        if attacker == code::HORSE || attacker == code::CANNON {
            *b |= targets & bd.pieces(us, code::CHARIOT);
        }
        if attacker == code::ELEPHANT || attacker == code::ADVISOR {
            *b |= targets
                & (bd.pieces(us, code::CHARIOT) | bd.pieces(us, code::CANNON) | bd.pieces(us, code::HORSE));
        }
        // Mutual attacks do not chase, except by an impaired horse or on a
        // pinned piece.
        if attacker == code::HORSE && attacks(0, code::ADVISOR, attacker_sq, 0) & bd.occ != 0 {
            for h in squares(targets & bd.pieces(us, code::HORSE)) {
                if attacks(us, code::HORSE, h, bd.occ) & bit(attacker_sq) != 0 {
                    targets ^= bit(h);
                }
            }
        } else {
            targets &= !bd.pieces(us, attacker) | pins;
        }
        for s in squares(targets) {
            let roots = bd.attackers_to(s, bd.occ ^ bit(attacker_sq), us) & !pins;
            let only_king_cannot_recapture = roots == bd.pieces(us, code::GENERAL)
                && attacks(us, code::CHARIOT, their_king, bd.occ ^ bit(attacker_sq)) & bit(s) != 0;
            if roots == 0 || only_king_cannot_recapture {
                *b |= bit(s);
            }
        }
    };

    let from = last.from().index();
    let to = last.to().index();
    let moved = bd.role(to);
    // Direct attacks of the moved piece; only new ones count.
    if moved != code::GENERAL && moved != code::SOLDIER {
        let mut direct = bd.attacks_from(them, moved, to) & bd.sides[us];
        if moved == code::CHARIOT || moved == code::CANNON {
            direct &= !line(from, to);
        }
        add(&mut b, to, moved, direct);
    }
    // Discovered attacks.
    let candidates = (attacks(0, code::GENERAL, from, 0) & bd.pieces(them, code::HORSE))
        | (attacks(0, code::ADVISOR, from, 0) & bd.pieces(them, code::ELEPHANT))
        | (rook_lines(from) & (bd.pieces(them, code::CANNON) | bd.pieces(them, code::CHARIOT)))
        | (rook_lines(to) & bd.pieces(them, code::CANNON));
    let captured = prev.codes[to] != 0;
    let before = (if captured { bd.occ } else { bd.occ ^ bit(to) }) ^ bit(from);
    for s in squares(candidates) {
        let role = bd.role(s);
        let discoveries = bd.sides[us] & attacks(them, role, s, bd.occ) & !attacks(them, role, s, before);
        add(&mut b, s, role, discoveries);
    }
    // New pins make fake roots; new blockers of ours give discovered checks.
    let prev_bd = Board::new(prev);
    let new_blockers = bd.blockers_for_king(us) & !prev_bd.blockers_for_king(us);
    let their_blockers = bd.blockers_for_king(them);
    for s in squares(new_blockers & bd.sides[us]) {
        let role = bd.role(s);
        let fake_rooted = bd.sides[us] & !excluded & attacks(us, role, s, bd.occ);
        for s2 in squares(fake_rooted) {
            if bd.attackers_to(s2, bd.occ, them) & !their_blockers != 0 {
                b |= bit(s2);
            }
        }
    }
    let our_king = bd.king(us);
    let king_steps = attacks(us, code::GENERAL, our_king, bd.occ);
    for s in squares(new_blockers & bd.sides[them]) {
        let role = bd.role(s);
        let mut discovery = bd.attacks_from(them, role, s) & bd.sides[us];
        b |= discovery & !king_steps;
        discovery &= king_steps;
        for s2 in squares(discovery) {
            if bd.attackers_to(s2, bd.occ ^ bit(s) ^ bit(our_king), them) & !bit(s) != 0 {
                b |= bit(s2);
            }
        }
    }
    b
}

/// The whole rank or file through `a` and `b` (empty if they share neither).
fn line(a: usize, b: usize) -> Bb {
    if rank_of(a) == rank_of(b) {
        (0..9).fold(0, |acc, f| acc | bit((rank_of(a) * 9 + f) as usize))
    } else if file_of(a) == file_of(b) {
        file_mask(file_of(a))
    } else {
        0
    }
}
