//! Static evaluation: material, piece placement per game, mobility of
//! horses and chariots, and the safety of the general. From the side to
//! move's point of view, in centipawns.

use crate::params::*;
use palace_rules::{Color, Position, Square, Variant};

// Local board codes: 1 + role + 8 * color, 0 empty (Role order).
const GENERAL: u8 = 1;
const ADVISOR: u8 = 2;
const ELEPHANT: u8 = 3;
const HORSE: u8 = 4;
const CHARIOT: u8 = 5;
const CANNON: u8 = 6;
const SOLDIER: u8 = 7;

const ORTHO: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

/// A compact copy of the board for evaluation.
struct Board {
    sq: [u8; 90],
}

impl Board {
    fn of(pos: &Position) -> Board {
        let mut sq = [0u8; 90];
        for color in Color::ALL {
            let mut bb = pos.occupied(color);
            while bb != 0 {
                let s = bb.trailing_zeros() as usize;
                bb &= bb - 1;
                if let Some(p) = Square::from_index(s).and_then(|q| pos.piece_at(q)) {
                    sq[s] = 1 + p.role as u8 + 8 * color.index() as u8;
                }
            }
        }
        Board { sq }
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

/// Reachable points of a horse, and how many of them lie in the enemy palace.
fn horse_mobility(b: &Board, f: i32, r: i32, us: usize) -> (i32, i32) {
    let mut n = 0;
    let mut palace = 0;
    for (df, dr) in ORTHO {
        if b.at(f + df, r + dr) != Some(0) {
            continue;
        }
        let dests = if dr == 0 {
            [(f + 2 * df, r + 1), (f + 2 * df, r - 1)]
        } else {
            [(f + 1, r + 2 * dr), (f - 1, r + 2 * dr)]
        };
        for (tf, tr) in dests {
            match b.at(tf, tr) {
                Some(0) => n += 1,
                Some(c) if color_of(c) != us => n += 1,
                _ => continue,
            }
            palace += i32::from(in_palace_of(us ^ 1, tf, tr));
        }
    }
    (n, palace)
}

/// Reachable points of a chariot, and how many of them lie in the enemy palace.
fn chariot_mobility(b: &Board, f: i32, r: i32, us: usize) -> (i32, i32) {
    let mut n = 0;
    let mut palace = 0;
    for (df, dr) in ORTHO {
        let (mut tf, mut tr) = (f + df, r + dr);
        while let Some(c) = b.at(tf, tr) {
            if c != 0 && color_of(c) == us {
                break;
            }
            n += 1;
            palace += i32::from(in_palace_of(us ^ 1, tf, tr));
            if c != 0 {
                break;
            }
            tf += df;
            tr += dr;
        }
    }
    (n, palace)
}

#[inline]
fn horse_terms(b: &Board, f: i32, r: i32, us: usize) -> i32 {
    let (n, palace) = horse_mobility(b, f, r, us);
    n * HORSE_MOBILITY + palace * PALACE_ATTACK_HORSE
}

#[inline]
fn chariot_terms(b: &Board, f: i32, r: i32, us: usize) -> i32 {
    let (n, palace) = chariot_mobility(b, f, r, us);
    n * CHARIOT_MOBILITY + palace * PALACE_ATTACK_CHARIOT
}

/// Pieces strictly between two points of one file.
fn between_on_file(b: &Board, f: i32, r1: i32, r2: i32) -> i32 {
    let (lo, hi) = if r1 < r2 { (r1, r2) } else { (r2, r1) };
    ((lo + 1)..hi)
        .filter(|&r| b.sq[(r * 9 + f) as usize] != 0)
        .count() as i32
}

/// Evaluation from the side to move's point of view.
#[must_use]
pub fn evaluate(pos: &Position) -> i32 {
    let b = Board::of(pos);
    let janggi = pos.variant() == Variant::Janggi;
    let values = if janggi { &JG_VALUE } else { &XQ_VALUE };
    let mut score = [0i32; 2];
    let mut count = [[0i32; 8]; 2];
    let mut attack = [0i32; 2];
    let general = [pos.general(Color::First), pos.general(Color::Second)]
        .map(|g| (i32::from(g.file()), i32::from(g.rank())));
    let total = (pos.occupied(Color::First).count_ones() + pos.occupied(Color::Second).count_ones()) as i32;

    for color in Color::ALL {
        let mut bb = pos.occupied(color);
        while bb != 0 {
            let s = bb.trailing_zeros() as usize;
            bb &= bb - 1;
            let c = b.sq[s];
            let us = color_of(c);
            let ro = role(c);
            count[us][ro as usize] += 1;
            let f = (s % 9) as i32;
            let r = (s / 9) as i32;
            let rr = rel_rank(us, r);
            let center = 4 - (f - 4).abs();
            let mut v = values[(ro - 1) as usize];
            let (ef, er) = general[us ^ 1];
            let near_enemy_general = (f - ef).abs() <= 2 && (r - er).abs() <= 3;
            if janggi {
                match ro {
                    SOLDIER => {
                        v += (rr - 3).max(0) * JG_SOLDIER_ADVANCE;
                        if b.at(f + 1, r).is_some_and(|x| x == c) || b.at(f - 1, r).is_some_and(|x| x == c) {
                            v += JG_SOLDIER_CONNECTED;
                        }
                        if rr >= 7 && (3..=5).contains(&f) {
                            v += JG_SOLDIER_PALACE;
                        }
                        if rr >= 5 {
                            attack[us] += ATTACK_SOLDIER;
                        }
                    }
                    HORSE | ELEPHANT => {
                        v += center * JG_MINOR_CENTER + rr.min(JG_MINOR_ADVANCE_MAX) * JG_MINOR_ADVANCE;
                        if ro == HORSE {
                            v += horse_terms(&b, f, r, us);
                            attack[us] += ATTACK_HORSE;
                        }
                    }
                    CHARIOT => {
                        v += chariot_terms(&b, f, r, us);
                        attack[us] += ATTACK_CHARIOT;
                    }
                    CANNON => {
                        v += (total - JG_CANNON_PIECES_BASE) * JG_CANNON_PER_PIECE;
                        attack[us] += ATTACK_CANNON;
                    }
                    GENERAL if f == 4 && rr == 1 => v += JG_GENERAL_CENTER,
                    _ => {}
                }
            } else {
                match ro {
                    SOLDIER if rr >= 5 => {
                        v += XQ_SOLDIER_CROSSED
                            + (rr - 5).min(3) * XQ_SOLDIER_ADVANCE
                            + center * XQ_SOLDIER_CENTER;
                        if rr == 9 {
                            v -= XQ_SOLDIER_LAST_RANK;
                        }
                        attack[us] += ATTACK_SOLDIER;
                    }
                    HORSE => {
                        v += center * XQ_HORSE_CENTER + rr.min(XQ_HORSE_ADVANCE_MAX) * XQ_HORSE_ADVANCE;
                        if rr == 0 {
                            v += XQ_HORSE_BACK;
                        }
                        v += horse_terms(&b, f, r, us);
                        attack[us] += ATTACK_HORSE;
                    }
                    CHARIOT => {
                        v += chariot_terms(&b, f, r, us) + (rr - 3).max(0) * XQ_CHARIOT_ADVANCE;
                        attack[us] += ATTACK_CHARIOT;
                    }
                    CANNON => {
                        if f == 4 && total >= 24 {
                            v += XQ_CANNON_CENTRAL;
                        }
                        if f == ef && between_on_file(&b, f, r, er) == 1 {
                            v += XQ_CANNON_AIM;
                        }
                        attack[us] += ATTACK_CANNON;
                    }
                    GENERAL => {
                        v += rr * XQ_GENERAL_RAISED;
                    }
                    _ => {}
                }
            }
            if near_enemy_general && matches!(ro, CHARIOT | HORSE | CANNON | SOLDIER) {
                v += NEAR_GENERAL;
            }
            score[us] += v;
        }
    }

    for us in 0..2 {
        let missing_a = 2 - count[us][ADVISOR as usize];
        let missing_e = 2 - count[us][ELEPHANT as usize];
        score[us] -= (missing_a * MISSING_ADVISOR + missing_e * MISSING_ELEPHANT) * attack[us ^ 1];
    }
    if janggi && decides_on_points(pos) {
        score[1] += JG_HAN_POINTS_BONUS;
    }
    let s = score[0] - score[1];
    TEMPO
        + match pos.turn() {
            Color::First => s,
            Color::Second => -s,
        }
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

    #[test]
    fn start_positions_are_near_balanced_and_symmetric() {
        for name in ["xiangqi", "xiangqi-standard", "janggi-club", "janggicasual"] {
            let rules = RuleSet::preset(name).unwrap();
            let pos = Position::start(rules);
            let e = evaluate(&pos);
            assert!(e.abs() < 60, "{name}: {e}");
            let flipped = Position::from_fen(&flip_fen(&pos.fen()), rules).unwrap();
            assert_eq!(evaluate(&flipped), e, "{name}");
        }
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
