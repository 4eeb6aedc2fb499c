//! The computer opponent of `palace serve`: palace-engine behind the
//! server's `MoveChooser`.

use palace_engine::{levels, Limits, Searcher, Tt};
use palace_rules::{Game, Move};
use std::sync::atomic::AtomicBool;

/// Thinking time per move of the computer (no clock in games against it);
/// the lower levels stop earlier by their depth and node limits.
const MOVE_TIME_MS: u64 = 1000;

/// Hash table per search, in megabytes.
const HASH_MB: usize = 16;

/// Searches with palace-engine at the requested level (1..=8).
#[derive(Clone, Copy, Debug, Default)]
pub struct EngineChooser;

impl palace_server::MoveChooser for EngineChooser {
    /// Stops early when `stop` is set: the server cancels a search whose
    /// position was taken back, so that stale work does not hold a thread.
    fn choose(&self, game: &Game, level: u8, stop: &AtomicBool) -> Option<Move> {
        let tt = Tt::new(HASH_MB);
        let limits = Limits {
            movetime: Some(MOVE_TIME_MS),
            ..Limits::default()
        };
        let mut searcher = Searcher::new(game, &tt, stop);
        let best = searcher
            .think(game.position(), &limits, levels::level(level), &mut |_| {})
            .best;
        // A search stopped before its first iteration may have no move.
        best.or_else(|| game.legal_moves().first().copied())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use palace_rules::RuleSet;
    use palace_server::MoveChooser;

    #[test]
    fn chooses_a_legal_move_at_every_level() {
        for preset in ["xiangqi-standard", "janggi-standard"] {
            let game = Game::new(RuleSet::preset(preset).unwrap());
            for level in [1, 4, 8] {
                let m = EngineChooser
                    .choose(&game, level, &AtomicBool::new(false))
                    .unwrap();
                assert!(game.position().is_legal(m), "{preset} level {level}: {m}");
            }
        }
    }

    #[test]
    fn a_stopped_search_returns_at_once() {
        let game = Game::new(RuleSet::preset("janggi-standard").unwrap());
        let start = std::time::Instant::now();
        let m = EngineChooser.choose(&game, 8, &AtomicBool::new(true)).unwrap();
        assert!(game.position().is_legal(m));
        assert!(
            start.elapsed() < std::time::Duration::from_millis(500),
            "{:?}",
            start.elapsed()
        );
    }
}
