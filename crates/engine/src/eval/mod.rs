//! Static evaluation: material, piece placement per game, mobility of
//! horses and chariots, and the safety of the general. From the side to
//! move's point of view, in centipawns.
//!
//! The rooms: `mobility` (the board and what each piece reaches),
//! `terms` (the features of a position), `scale` (Xiangqi endgame
//! scaling), `breakdown` (feature counts and the term-by-term view),
//! `net` (a learned evaluation read from a file, used instead when loaded).

mod breakdown;
mod danger;
mod mobility;
pub mod net;
mod scale;
mod terms;
#[cfg(test)]
mod tests;

pub use breakdown::{breakdown, danger_parts, features, Term};
pub use danger::DangerParts;
pub use net::Network;
pub use scale::xq_scale;
pub use terms::pst_index;

use crate::params::{JG_VALUE, XQ_VALUE};
use crate::weights::*;
use palace_rules::{Color, Position, Variant};
use terms::{terms, Sum};

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
    let mut s = sum.s[0] - sum.s[1];
    if s != 0 && pos.variant() == Variant::Xiangqi {
        let strong = if s > 0 { Color::First } else { Color::Second };
        s = s * xq_scale(pos, strong) / 16;
    }
    match pos.turn() {
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
