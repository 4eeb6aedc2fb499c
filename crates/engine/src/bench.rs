//! `palace bench`: fixed positions of both games searched to a fixed depth.
//! The total node count is the engine's behaviour fingerprint: a change
//! that alters it changes how the engine plays.

use crate::levels;
use crate::search::{SearchResult, Searcher};
use crate::time::Limits;
use crate::tt::Tt;
use palace_rules::{Game, RuleSet};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

/// Default bench depth.
pub const DEFAULT_DEPTH: i32 = 10;
/// Table size used for every bench position (megabytes).
pub const BENCH_HASH_MB: usize = 16;

/// Bench positions: rule set, FEN (`None` = start), moves played from it.
pub const POSITIONS: &[(&str, Option<&str>, &str)] = &[
    ("xiangqi", None, ""),
    ("xiangqi", None, "h3e3 h10g8 h1g3 i10h10 i1h1 b10c8"),
    (
        "xiangqi",
        None,
        "b3e3 b10c8 b1c3 h10g8 a1b1 a10b10 h1g3 c7c6 b1b5 h8i8",
    ),
    ("xiangqi", None, "c4c5 c7c6 b1c3 b10c8 h3e3 h8e8 h1g3 h10g8"),
    (
        "xiangqi",
        Some("2bakab2/9/2n1c1n2/p1p3p1p/4r4/2P6/P3P1P1P/2N1C1N2/4A4/2BAK1B2 w - - 0 1"),
        "",
    ),
    ("xiangqi", Some("3k5/4a4/4b4/9/9/4R4/9/9/4A4/3AK4 w - - 0 1"), ""),
    (
        "xiangqi-standard",
        Some("4k4/9/4b4/9/2p6/9/9/4B4/4A4/3AKC3 w - - 0 1"),
        "",
    ),
    ("janggi", None, ""),
    ("janggi", None, "a4b4 i7h7 h1g3 h10g8 g4f4 c7d7"),
    ("janggi", None, "c4d4 c7d7 b1c3 b10c8 g4f4 g7f7"),
    ("janggi-standard", None, "e4f4 e7f7 i1i2 i10i9 a1a2 a10a9"),
    (
        "janggimodern",
        Some("3ak4/4a4/9/2p1p4/9/9/2P1P4/4C4/4A4/3AK4 w - - 0 1"),
        "",
    ),
    ("janggi-club", None, "b3e3 h8e8 c4d4 g7f7"),
    ("janggi", Some("4ka3/9/4b4/9/1r7/9/9/4B4/4A4/R3K4 w - - 0 1"), ""),
];

/// The games of the bench positions.
#[must_use]
pub fn games() -> Vec<Game> {
    POSITIONS
        .iter()
        .map(|(rules, fen, moves)| {
            let rules = RuleSet::preset(rules).expect("bench preset");
            let mut g = match fen {
                Some(f) => Game::from_fen(f, rules).expect("bench FEN"),
                None => Game::new(rules),
            };
            for m in moves.split_ascii_whitespace() {
                g.play_text(m).expect("bench move");
            }
            g
        })
        .collect()
}

/// The result of a bench run.
#[derive(Clone, Debug)]
pub struct BenchResult {
    pub nodes: u64,
    pub time: Duration,
    pub per_position: Vec<SearchResult>,
}

impl BenchResult {
    #[must_use]
    pub fn nps(&self) -> u64 {
        let s = self.time.as_secs_f64();
        if s > 0.0 {
            (self.nodes as f64 / s) as u64
        } else {
            0
        }
    }
}

/// Searches every bench position to `depth` with a fresh table each.
#[must_use]
pub fn run(depth: i32) -> BenchResult {
    let start = Instant::now();
    let mut nodes = 0;
    let mut per_position = Vec::new();
    for game in games() {
        let tt = Tt::new(BENCH_HASH_MB);
        let stop = AtomicBool::new(false);
        let mut s = Searcher::new(&game, &tt, &stop);
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        let r = s.think(
            game.position(),
            &limits,
            levels::level(levels::MAX_LEVEL),
            &mut |_| {},
        );
        nodes += r.nodes;
        per_position.push(r);
    }
    BenchResult {
        nodes,
        time: start.elapsed(),
        per_position,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bench_positions_are_valid_and_bench_is_deterministic() {
        assert_eq!(games().len(), POSITIONS.len());
        let a = run(3);
        let b = run(3);
        assert_eq!(a.nodes, b.nodes);
        assert!(a.per_position.iter().all(|r| r.best.is_some()));
    }
}
