//! How the computer picks its moves.
//!
//! The server sees the engine only through [`MoveChooser`]; searches run on
//! blocking threads behind a semaphore sized to the engine threads, never
//! on the async runtime.

use palace_rules::{Game, Move, Role};
use rand::seq::IndexedRandom;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// Picks the computer's move in a game; `level` is 1 (weakest) ..= 8.
/// Returns `None` only when the game has no legal move. When `stop` becomes
/// true the answer is no longer wanted: return soon, with any move.
pub trait MoveChooser: Send + Sync + 'static {
    fn choose(&self, game: &Game, level: u8, stop: &AtomicBool) -> Option<Move>;

    /// Analyses the game's current position at full strength until `stop`
    /// or the limits, calling `report` with every line of each completed
    /// depth (best first). Returns false when this chooser cannot analyse
    /// (it has no engine); the default cannot.
    fn analyse(
        &self,
        game: &Game,
        limits: &AnalysisLimits,
        stop: &AtomicBool,
        report: &mut dyn FnMut(&[AnalysisLine]),
    ) -> bool {
        let _ = (game, limits, stop, report);
        false
    }
}

/// An engine's score, from the side to move's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns (a soldier is about 100).
    Cp(i32),
    /// Mate in this many moves; negative when the side to move is mated.
    Mate(i32),
}

/// One line of an analysis at one depth.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AnalysisLine {
    /// 1 for the best line.
    pub multipv: usize,
    pub depth: i32,
    pub score: Score,
    pub nodes: u64,
    pub pv: Vec<Move>,
}

/// How far one analysis may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnalysisLimits {
    /// Lines wanted (MultiPV), at least 1.
    pub lines: usize,
    pub max_depth: Option<i32>,
    pub max_nodes: Option<u64>,
    pub max_time: Duration,
}

/// A stand-in until the engine is wired in: captures the most valuable
/// piece it can, else plays a random legal move (passes only when nothing
/// else is legal).
#[derive(Clone, Copy, Debug, Default)]
pub struct CaptureFirst;

fn value(role: Role) -> i32 {
    match role {
        Role::General => 1000,
        r => r.janggi_points_x2(),
    }
}

impl MoveChooser for CaptureFirst {
    fn choose(&self, game: &Game, _level: u8, _stop: &AtomicBool) -> Option<Move> {
        let pos = game.position();
        let moves = game.legal_moves();
        let best_capture = moves
            .iter()
            .filter_map(|&m| pos.captured_by(m).map(|p| (value(p.role), m)))
            .max_by_key(|(v, _)| *v);
        if let Some((_, m)) = best_capture {
            return Some(m);
        }
        let quiet: Vec<Move> = moves.iter().copied().filter(|m| !m.is_pass()).collect();
        let pool = if quiet.is_empty() { &moves } else { &quiet };
        pool.choose(&mut rand::rng()).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use palace_rules::RuleSet;

    #[test]
    fn captures_first() {
        let rules = RuleSet::preset("xiangqi-standard").unwrap();
        // At the start either red cannon can take a black horse over the
        // black cannon in front of it: the only captures.
        let game = Game::new(rules);
        let m = CaptureFirst.choose(&game, 1, &AtomicBool::new(false)).unwrap();
        let taken = game.position().captured_by(m).map(|p| p.role);
        assert_eq!(taken, Some(Role::Horse), "{m}");
    }

    #[test]
    fn plays_something_legal() {
        let rules = RuleSet::preset("janggi-standard").unwrap();
        let game = Game::new(rules);
        let m = CaptureFirst.choose(&game, 4, &AtomicBool::new(false)).unwrap();
        assert!(game.position().is_legal(m));
        assert!(!m.is_pass());
    }
}
