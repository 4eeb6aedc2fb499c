//! The computer opponent of `palace serve`: palace-engine behind the
//! server's `MoveChooser`.

use palace_engine::{search_game, Limits, Tt};
use palace_rules::{Game, Move};

/// Thinking time per move of the computer (no clock in games against it);
/// the lower levels stop earlier by their depth and node limits.
const MOVE_TIME_MS: u64 = 1000;

/// Hash table per search, in megabytes.
const HASH_MB: usize = 16;

/// Searches with palace-engine at the requested level (1..=8).
#[derive(Clone, Copy, Debug, Default)]
pub struct EngineChooser;

impl palace_server::MoveChooser for EngineChooser {
    fn choose(&self, game: &Game, level: u8) -> Option<Move> {
        let tt = Tt::new(HASH_MB);
        let limits = Limits {
            movetime: Some(MOVE_TIME_MS),
            ..Limits::default()
        };
        search_game(game, &tt, &limits, level.clamp(1, 8)).best
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
                let m = EngineChooser.choose(&game, level).unwrap();
                assert!(game.position().is_legal(m), "{preset} level {level}: {m}");
            }
        }
    }
}
