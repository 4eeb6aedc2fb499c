//! How the computer picks its moves.
//!
//! The server sees the engine only through [`MoveChooser`]; searches run on
//! blocking threads behind a semaphore sized to the engine threads, never
//! on the async runtime.

use palace_rules::{Game, Move, Role};
use rand::seq::IndexedRandom;
use std::sync::atomic::AtomicBool;

/// Picks the computer's move in a game; `level` is 1 (weakest) ..= 8.
/// Returns `None` only when the game has no legal move. When `stop` becomes
/// true the answer is no longer wanted: return soon, with any move.
pub trait MoveChooser: Send + Sync + 'static {
    fn choose(&self, game: &Game, level: u8, stop: &AtomicBool) -> Option<Move>;
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
