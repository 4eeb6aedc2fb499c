//! The evaluation feature by feature: the counts a tuner fits weights to,
//! and the term-by-term breakdown of the UCI `eval` command.

use super::danger::DangerParts;
use super::terms::{terms, Counts, Sink};
use super::xq_scale;
use crate::weights::*;
use palace_rules::{Color, Position, Variant};

/// The evaluation's feature counts (First's minus Second's), such that
/// `evaluate` from First's side is their dot product with the weights.
#[must_use]
pub fn features(pos: &Position) -> Vec<i32> {
    let mut c = Counts([0; N_FEATURES]);
    terms(pos, &mut c);
    c.0.to_vec()
}

/// The parts of each side's attack on the enemy general (First's,
/// Second's), before the danger's units weigh them.
#[must_use]
pub fn danger_parts(pos: &Position) -> [DangerParts; 2] {
    struct Parts([DangerParts; 2]);
    impl Sink for Parts {
        fn add(&mut self, _: usize, _: usize, _: i32) {}
        fn danger_parts(&mut self, color: usize, parts: &DangerParts) {
            self.0[color] = *parts;
        }
    }
    let mut p = Parts([DangerParts::default(); 2]);
    terms(pos, &mut p);
    p.0
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
