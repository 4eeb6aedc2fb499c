//! The computer opponent of `palace serve`: palace-engine behind the
//! server's `MoveChooser`.

use palace_engine::{levels, mate_moves, Limits, Report, Searcher, Tt};
use palace_rules::{Game, Move};
use palace_server::{AnalysisLimits, AnalysisLine, Score};
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

    fn analyse(
        &self,
        game: &Game,
        limits: &AnalysisLimits,
        stop: &AtomicBool,
        report: &mut dyn FnMut(&[AnalysisLine]),
    ) -> bool {
        analyse(game, limits, stop, report);
        true
    }
}

/// The engine's analysis behind the server's [`AnalysisLimits`]: a
/// full-strength MultiPV search whose lines are handed on a depth at a time.
pub fn analyse(
    game: &Game,
    limits: &AnalysisLimits,
    stop: &AtomicBool,
    report: &mut dyn FnMut(&[AnalysisLine]),
) {
    let tt = Tt::new(HASH_MB);
    let engine_limits = Limits {
        depth: limits.max_depth,
        nodes: limits.max_nodes,
        movetime: Some(u64::try_from(limits.max_time.as_millis()).unwrap_or(u64::MAX)),
        ..Limits::default()
    };
    // The engine reports line 1..=k of each depth in turn; k is at most
    // the number of legal moves.
    let want = limits.lines.clamp(1, game.legal_moves().len().max(1));
    let mut searcher = Searcher::new(game, &tt, stop);
    searcher.set_multipv(want);
    let mut depth_lines: Vec<AnalysisLine> = Vec::with_capacity(want);
    let mut on_report = |r: &Report| {
        depth_lines.push(AnalysisLine {
            multipv: r.multipv,
            depth: r.depth,
            score: mate_moves(r.score).map_or(Score::Cp(r.score), Score::Mate),
            nodes: r.nodes,
            pv: r.pv.clone(),
        });
        if r.multipv == want {
            report(&depth_lines);
            depth_lines.clear();
        }
    };
    let level = levels::level(levels::MAX_LEVEL);
    searcher.think(game.position(), &engine_limits, level, &mut on_report);
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

    /// The analysis `palace serve` runs: every depth brings the lines
    /// asked for, best first, each a legal line from the position.
    #[test]
    fn analysis_reports_each_depth_with_its_lines() {
        let game = Game::new(RuleSet::preset("xiangqi").unwrap());
        let limits = AnalysisLimits {
            lines: 3,
            max_depth: Some(5),
            max_nodes: None,
            max_time: std::time::Duration::from_secs(30),
        };
        let mut depths = Vec::new();
        let analysed = EngineChooser.analyse(&game, &limits, &AtomicBool::new(false), &mut |lines| {
            assert_eq!(lines.len(), 3);
            assert_eq!(lines.iter().map(|l| l.multipv).collect::<Vec<_>>(), [1, 2, 3]);
            for l in lines {
                let mut g = game.clone();
                for m in &l.pv {
                    g.play(*m).unwrap();
                }
            }
            let cp: Vec<i32> = lines
                .iter()
                .map(|l| match l.score {
                    Score::Cp(c) => c,
                    Score::Mate(m) => m.signum() * 100_000,
                })
                .collect();
            assert!(cp.windows(2).all(|w| w[0] >= w[1]), "{cp:?}");
            depths.push(lines[0].depth);
        });
        assert!(analysed);
        assert_eq!(depths, [1, 2, 3, 4, 5]);
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
