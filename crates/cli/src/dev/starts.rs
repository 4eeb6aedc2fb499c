//! The opening positions a match plays: the committed book, a book file, or
//! random starts (a few uniformly random legal plies from the rule set's
//! standard start, passes and general moves included), so that a match can
//! be measured both on balanced book positions and off them.

use palace_engine::openings::{book_lines, openings};
use palace_rules::{Game, RuleSet};
use std::path::Path;

/// Where a match's openings come from.
#[derive(Clone, Debug, PartialEq)]
pub enum OpeningSet<'a> {
    /// The committed openings of the game.
    Committed,
    /// A file of FENs, one per line.
    File(&'a Path),
    /// `count` distinct positions, each `plies` random legal plies from the
    /// standard start, drawn in order from `seed`.
    Random { plies: u32, count: usize, seed: u64 },
}

impl OpeningSet<'_> {
    /// A line naming the set, for the match's report.
    pub fn describe(&self) -> String {
        match self {
            OpeningSet::Committed => "the committed openings".to_owned(),
            OpeningSet::File(path) => format!("openings from {}", path.display()),
            OpeningSet::Random { plies, count, seed } => {
                format!("{count} random starts of {plies} plies, seed {seed}")
            }
        }
    }

    /// The opening FENs, each checked to be a legal position under `rules`
    /// where the game is not over.
    pub fn load(&self, rules: &'static RuleSet) -> Result<Vec<String>, String> {
        match *self {
            OpeningSet::Committed => Ok(openings(rules.variant).into_iter().map(str::to_owned).collect()),
            OpeningSet::File(path) => load_file(path, rules),
            OpeningSet::Random { plies, count, seed } => random_starts(rules, plies, count, seed),
        }
    }
}

fn load_file(path: &Path, rules: &'static RuleSet) -> Result<Vec<String>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("--openings {}: {e}", path.display()))?;
    let mut book = Vec::new();
    for (line, fen) in book_lines(&text) {
        let game = Game::from_fen(fen, rules)
            .map_err(|e| format!("--openings {} line {line}: {e}", path.display()))?;
        if game.outcome().is_some() {
            return Err(format!(
                "--openings {} line {line}: the game is already over there",
                path.display()
            ));
        }
        book.push(fen.to_owned());
    }
    if book.is_empty() {
        return Err(format!("--openings {}: no positions in the file", path.display()));
    }
    Ok(book)
}

/// SplitMix64: a fixed, documented generator, so that a seed names the same
/// openings in every build (a library generator may change between versions,
/// and a long match is resumed across builds with `--first-game`).
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n` (n > 0); the bias of the modulo is below 1e-16
    /// for the few dozen moves of a position.
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// `count` distinct positions after `plies` random legal plies from the
/// standard start. Walks that end the game (two passes in a row, say) or
/// repeat an earlier position are drawn again; the k-th opening depends only
/// on the seed and k, never on how many are asked for.
fn random_starts(
    rules: &'static RuleSet,
    plies: u32,
    count: usize,
    seed: u64,
) -> Result<Vec<String>, String> {
    let mut rng = SplitMix64(seed);
    let mut seen = std::collections::HashSet::new();
    let mut book = Vec::with_capacity(count);
    // Enough tries for any set with room for `count` positions; fewer
    // distinct positions than that exist only after very few plies.
    let tries = count.saturating_mul(100).max(1000);
    for _ in 0..tries {
        if book.len() == count {
            return Ok(book);
        }
        let mut game = Game::new(rules);
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len())];
            game.play(m).map_err(|e| format!("random start: {e}"))?;
        }
        if game.outcome().is_some() {
            continue;
        }
        let fen = game.position().fen();
        if seen.insert(fen.clone()) {
            book.push(fen);
        }
    }
    if book.len() == count {
        return Ok(book);
    }
    Err(format!(
        "--random-plies {plies}: only {} distinct positions found for --random-openings {count}",
        book.len()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use palace_rules::Position;

    fn set(plies: u32, count: usize, seed: u64) -> OpeningSet<'static> {
        OpeningSet::Random { plies, count, seed }
    }

    #[test]
    fn random_starts_are_distinct_legal_positions_fixed_by_the_seed() {
        for name in ["janggi", "xiangqi"] {
            let rules: &'static RuleSet = name.parse().unwrap();
            let book = set(2, 200, 1).load(rules).unwrap();
            assert_eq!(book.len(), 200);
            let mut unique = book.clone();
            unique.sort_unstable();
            unique.dedup();
            assert_eq!(unique.len(), 200, "{name}: duplicates");
            let start = Position::start(rules);
            for fen in &book {
                let pos = Position::from_fen(fen, rules).unwrap();
                // Two plies: the first player is to move again.
                assert_eq!(pos.turn(), start.turn(), "{fen}");
                assert_ne!(pos.fen(), start.fen());
            }
            // The same seed gives the same openings, a longer list starts
            // with the shorter one, and another seed gives others.
            assert_eq!(set(2, 50, 1).load(rules).unwrap(), book[..50]);
            assert_ne!(set(2, 50, 2).load(rules).unwrap(), book[..50]);
        }
    }

    #[test]
    fn janggi_random_starts_include_passes_and_general_moves() {
        let rules: &'static RuleSet = "janggi".parse().unwrap();
        let book = set(2, 200, 1).load(rules).unwrap();
        let start = Position::start(rules).fen();
        let board = |fen: &str| fen.split(' ').next().unwrap().to_owned();
        let ranks = |fen: &str| board(fen).split('/').map(str::to_owned).collect::<Vec<_>>();
        let s = ranks(&start);
        // A pass leaves one side's half of the board as it was; both passing
        // would end the game, so no opening is the start itself.
        let one_side_passed = book.iter().filter(|f| {
            let r = ranks(f);
            r[..5] == s[..5] || r[5..] == s[5..]
        });
        assert!(one_side_passed.count() >= 3);
        // The generals' points (as (rank, file) in the FEN's board): some
        // openings move one of them.
        let generals = |fen: &str| {
            let mut at = Vec::new();
            for (rank, row) in board(fen).split('/').enumerate() {
                let mut file = 0;
                for c in row.chars() {
                    match c.to_digit(10) {
                        Some(n) => file += n as usize,
                        None => {
                            if c.eq_ignore_ascii_case(&'k') {
                                at.push((c, rank, file));
                            }
                            file += 1;
                        }
                    }
                }
            }
            at
        };
        let general_moved = book.iter().filter(|f| generals(f) != generals(&start));
        assert!(general_moved.count() >= 3);
    }

    #[test]
    fn too_few_distinct_starts_are_refused() {
        let rules: &'static RuleSet = "xiangqi".parse().unwrap();
        // One ply from the Xiangqi start has 44 moves.
        let err = set(1, 100, 1).load(rules).unwrap_err();
        assert!(err.contains("only 44 distinct positions"), "{err}");
        assert_eq!(set(1, 44, 1).load(rules).unwrap().len(), 44);
    }
}
