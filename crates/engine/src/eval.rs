//! Static evaluation: material, piece placement per game, mobility of
//! horses and chariots, and the safety of the general. From the side to
//! move's point of view, in centipawns.

use crate::params::{JG_VALUE, XQ_VALUE};
use crate::weights::*;
use palace_rules::{Color, Position, Square, Variant};

// Local board codes: 1 + role + 8 * color, 0 empty (Role order).
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
    let mut count = [[0i32; 8]; 2];
    let mut attackers = [[0i32; 4]; 2];
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
            let ri = (ro - 1) as usize;
            count[us][ro as usize] += 1;
            let f = (s % 9) as i32;
            let r = (s / 9) as i32;
            let rr = rel_rank(us, r);
            let center = 4 - (f - 4).abs();
            sink.add(us, MATERIAL + ri, 1);
            sink.add(us, pst_index(ri, center, rr), 1);
            let (ef, er) = general[us ^ 1];
            match ro {
                HORSE => {
                    let (n, palace) = horse_mobility(&b, f, r, us);
                    sink.add(us, HORSE_MOBILITY, n);
                    sink.add(us, HORSE_PALACE, palace);
                    attackers[us][1] += 1;
                    sink.add(us, HORSE_SCREENS, total - PIECES_BASE);
                }
                CHARIOT => {
                    let (n, palace) = chariot_mobility(&b, f, r, us);
                    sink.add(us, CHARIOT_MOBILITY, n);
                    sink.add(us, CHARIOT_PALACE, palace);
                    attackers[us][0] += 1;
                }
                CANNON => {
                    attackers[us][2] += 1;
                    sink.add(us, CANNON_SCREENS, total - PIECES_BASE);
                    if !janggi && f == 4 && total >= 24 {
                        sink.add(us, CANNON_CENTRAL, 1);
                    }
                    if f == ef {
                        match between_on_file(&b, f, r, er) {
                            0 => sink.add(us, CANNON_EMPTY, 1),
                            1 => sink.add(us, CANNON_AIM, 1),
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
                }
                _ => {}
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
            }
        }
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
    let s = sum.s[0] - sum.s[1];
    match pos.turn() {
        Color::First => s,
        Color::Second => -s,
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
