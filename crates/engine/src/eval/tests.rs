//! The evaluation's tests: its terms against move generation, its
//! symmetry, its scaling, and its forms (sum, features, breakdown) against
//! each other.

use super::mobility::*;
use super::terms::{terms, Sink, Sum};
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
                    if c.is_empty() || color_of(c) != pos.turn().index() {
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
                    if b.sq[s].is_empty() || color_of(b.sq[s]) == us {
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
    let src = include_str!("../weights.rs");
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

/// The evaluation's copies of the palace diagonals are the rules'.
#[test]
fn palace_lines_are_the_rules() {
    for s in 0..90 {
        for d in 0..4 {
            assert_eq!(
                palace_line(s, d),
                palace_rules::attacks::palace_line(s, d),
                "{s} {d}"
            );
        }
    }
}
