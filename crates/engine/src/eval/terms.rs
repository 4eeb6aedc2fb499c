//! The evaluation's terms: every feature a position has for each side,
//! handed to a sink that weighs them (play) or counts them (tuning, the
//! breakdown).

use super::danger::{king_danger, DangerInput, DangerParts, PalaceAttack};
use super::decides_on_points;
use super::mobility::*;
use crate::params::{JG_VALUE, XQ_VALUE};
use crate::weights::*;
use palace_rules::{Color, Position, Variant};

/// The kinds of piece other than the general (as `role` gives them) from the least
/// valuable up, each with whether its value differs from the one before:
/// `[Xiangqi, Janggi]`.
pub(super) static VALUE_ORDER: [[(u8, bool); 6]; 2] = [value_order(&XQ_VALUE), value_order(&JG_VALUE)];

pub(super) const fn value_order(values: &[i32; 7]) -> [(u8, bool); 6] {
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

/// Where the evaluation's terms go: summed with weights (play), or counted
/// per feature (tuning).
pub(super) trait Sink {
    /// `n` times feature `f` for the side `color`.
    fn add(&mut self, color: usize, f: usize, n: i32);
    /// The points each side's pieces of each kind attack (for tests).
    #[inline(always)]
    fn attacks(&mut self, _att: &[[u128; 8]; 2]) {}
    /// Whether feature `f` counts at all (a costly feature whose weight is
    /// zero need not be computed in play).
    #[inline(always)]
    fn wants(&self, _f: usize) -> bool {
        true
    }
    /// The parts of the attack of side `color` on the enemy general (for
    /// the UCI `eval` command).
    #[inline(always)]
    fn danger_parts(&mut self, _color: usize, _parts: &DangerParts) {}
}

pub(super) struct Sum<'a> {
    pub(super) w: &'a [i32; N_FEATURES],
    pub(super) s: [i32; 2],
}

impl Sink for Sum<'_> {
    #[inline(always)]
    fn add(&mut self, color: usize, f: usize, n: i32) {
        self.s[color] += self.w[f] * n;
    }
    #[inline(always)]
    fn wants(&self, f: usize) -> bool {
        self.w[f] != 0
    }
}

/// Feature counts of a position, First's minus Second's.
pub(super) struct Counts(pub(super) [i32; N_FEATURES]);

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
pub(super) fn terms<S: Sink>(pos: &Position, sink: &mut S) {
    let b = Board::of(pos);
    let janggi = pos.variant() == Variant::Janggi;
    let slides = pos.rules().cannon_slides;
    let mut count = [[0i32; 8]; 2];
    let mut attackers = [[0i32; 4]; 2];
    // Pieces bearing on the enemy general (see `NEAR_PAIRS`).
    let mut near = [0i32; 2];
    let general = [pos.general(Color::First), pos.general(Color::Second)]
        .map(|g| (i32::from(g.file()), i32::from(g.rank())));
    let total = (pos.occupied(Color::First).count() + pos.occupied(Color::Second).count()) as i32;
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
    let mut palace_attack = PalaceAttack::default();
    // The king danger costs work only where it counts (weight 0 in play).
    let danger = sink.wants(KING_DANGER);

    for color in Color::ALL {
        for s in pos.occupied(color) {
            let s = s.index();
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
            if danger {
                palace_attack.add(us, ro, att);
            }
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
        for s in pos.occupied(color) {
            let s = s.index();
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
    if danger {
        let input = DangerInput {
            janggi,
            att_by: &att_by,
            all: &all,
            attack: &palace_attack,
            chariots: [count[0][CHARIOT as usize], count[1][CHARIOT as usize]],
        };
        king_danger(&b, pos, &input, sink);
    }
    if janggi && decides_on_points(pos) {
        sink.add(1, HAN_POINTS, 1);
    }
    let side = if pos.turn() == Color::First { 0 } else { 1 };
    sink.add(side, TEMPO, 1);
}
