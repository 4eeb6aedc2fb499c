//! The game's history along the search path: the endings are decided by
//! `palace_rules::History`, as `Game` decides them; this keeps what is
//! search-specific: the root (a position repeated once inside the tree
//! counts as a repetition at once), null moves (repetitions are not looked
//! for across them), and the verdicts the search scores.

use palace_rules::{BikjangEnd, Color, Game, GameResult, History, Move, Position, RuleSet};

/// How a finished game went.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Verdict {
    Win(Color),
    Draw,
}

impl Verdict {
    fn of(result: GameResult) -> Verdict {
        match result.winner() {
            Some(c) => Verdict::Win(c),
            None => Verdict::Draw,
        }
    }
}

/// Positions from the game's start to the current search node.
#[derive(Clone, Debug)]
pub struct Path {
    history: History,
    /// Index of the search root; a position repeated after it counts as a
    /// repetition at once (the side could repeat it again).
    root: Option<usize>,
}

impl Path {
    /// The path of a game: every position it reached. `extra` reserves room
    /// for the search's plies so that pushing never allocates.
    #[must_use]
    pub fn from_game(game: &Game, extra: usize) -> Path {
        let mut history = game.history().clone();
        history.reserve(extra);
        Path { history, root: None }
    }

    /// The path of a lone position (no earlier history).
    #[must_use]
    pub fn from_position(pos: &Position, extra: usize) -> Path {
        let mut history = History::new(pos);
        history.reserve(extra);
        Path { history, root: None }
    }

    /// Marks the current position as the search root.
    pub fn set_root(&mut self) {
        self.root = Some(self.history.len() - 1);
    }

    /// Number of positions on the path.
    #[must_use]
    pub fn len(&self) -> usize {
        self.history.len()
    }

    /// Never empty: the start position is always there.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        false
    }

    /// Whether the last position was reached by a real pass.
    #[must_use]
    #[inline]
    pub fn last_was_pass(&self) -> bool {
        self.history.last_was_pass()
    }

    /// Adds the position reached by a move (`null` for a search-only null
    /// move, given as a pass).
    #[inline]
    pub fn push(&mut self, pos: &Position, m: Move, null: bool, capture: bool) {
        if null {
            self.history.push_null(pos);
        } else {
            self.history.push(pos, m, capture);
        }
    }

    #[inline]
    pub fn pop(&mut self) {
        self.history.pop();
    }

    /// The ending that applies at `pos` (the last position on the path),
    /// other than "no legal move", which the caller finds by generating
    /// moves. Where the game's order of precedence puts "no legal move"
    /// first, this checks for it too.
    #[must_use]
    #[inline]
    pub fn ending(&self, pos: &Position) -> Option<Verdict> {
        self.history.ending(pos, self.root).map(|o| Verdict::of(o.result))
    }
}

/// The move that led to the last position was a pass that a further pass
/// could turn into an ending (double pass, or bikjang answered by a pass):
/// such positions get their own hash key.
#[must_use]
#[inline]
pub fn pass_matters(rules: &RuleSet, last_was_pass: bool) -> bool {
    last_was_pass
        && (rules.double_pass.is_some() || matches!(rules.bikjang_end, BikjangEnd::PassWhileFacing(_)))
}

/// The ending of a game position as `Game` reports it, from the path alone.
#[must_use]
pub fn game_verdict(path: &Path, pos: &Position) -> Option<Verdict> {
    path.ending(pos)
        .or_else(|| (pos.count_legal() == 0).then_some(Verdict::Win(!pos.turn())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use palace_rules::{GameResult, PRESETS};

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    fn verdict_of(result: GameResult) -> Verdict {
        match result.winner() {
            Some(c) => Verdict::Win(c),
            None => Verdict::Draw,
        }
    }

    /// Random games that favour passes and shuffling (so that repetitions,
    /// double passes and bikjang happen), compared ply by ply with `Game`.
    #[test]
    fn endings_match_the_game_for_every_preset() {
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        let mut seen = std::collections::HashMap::new();
        for rules in PRESETS {
            for game_no in 0..60 {
                let start = if game_no % 3 == 0 {
                    // Sparse positions reach the endings sooner.
                    if rules.is_janggi() {
                        "3k5/4a4/9/9/9/9/9/9/4A4/3K1R3 w - - 0 1"
                    } else {
                        "4k4/4a4/9/9/9/9/9/9/4A4/3K1R3 w - - 90 1"
                    }
                } else {
                    rules.start_fen()
                };
                let Ok(mut game) = Game::from_fen(start, rules) else {
                    continue;
                };
                let mut path = Path::from_game(&game, 400);
                for _ in 0..300 {
                    let pos = game.position().clone();
                    let expected = game.outcome().map(|o| verdict_of(o.result));
                    assert_eq!(
                        game_verdict(&path, &pos),
                        expected,
                        "{} {} after {:?}",
                        rules.name,
                        game.start_position().fen(),
                        game.moves()
                    );
                    if let Some(o) = game.outcome() {
                        *seen.entry(o.reason).or_insert(0) += 1;
                        break;
                    }
                    let moves = pos.legal_moves();
                    // Prefer passes, and otherwise repeat moves of a few pieces.
                    let pass = moves.iter().find(|m| m.is_pass()).copied();
                    let r = rng.next();
                    let m = match pass {
                        Some(p) if r % 4 == 0 => p,
                        _ => moves[(r as usize >> 8) % moves.len().min(if r % 3 == 0 { 64 } else { 3 })],
                    };
                    let capture = pos.is_capture(m);
                    game.play(m).unwrap();
                    path.push(game.position(), m, false, capture);
                }
            }
        }
        // Scripted cycles: a chariot checking along ranks 10 and 9 (perpetual
        // check), and a chariot chasing an unprotected horse (Xiangqi chase).
        let scripts = [
            (
                "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1",
                "i1i10 d10d9 i10i9 d9d10 i9i10 d10d9 i10i9 d9d10 i9i10 d10d9 i10i9 d9d10 i9i10",
            ),
            (
                "1n3k3/9/9/9/9/9/9/9/9/R2K5 w - - 0 1",
                "a1b1 b10a8 b1a1 a8b10 a1b1 b10a8 b1a1 a8b10 a1b1 b10a8 b1a1 a8b10",
            ),
        ];
        let mut chase_seen = false;
        for rules in PRESETS {
            for (fen, script) in scripts {
                let Ok(mut game) = Game::from_fen(fen, rules) else {
                    continue;
                };
                let mut path = Path::from_game(&game, 64);
                for text in script.split(' ') {
                    if game.outcome().is_some() {
                        break;
                    }
                    let pos = game.position().clone();
                    let m = pos.parse_move(text).unwrap();
                    game.play(m).unwrap();
                    path.push(game.position(), m, false, pos.is_capture(m));
                    let expected = game.outcome().map(|o| verdict_of(o.result));
                    assert_eq!(
                        game_verdict(&path, game.position()),
                        expected,
                        "{} {text}",
                        rules.name
                    );
                    if let Some(o) = game.outcome() {
                        *seen.entry(o.reason).or_insert(0) += 1;
                        if rules.name == "xiangqi" && fen.starts_with("1n3k3") {
                            // The chaser loses.
                            assert_eq!(o.result, GameResult::SecondWins);
                            chase_seen = true;
                        }
                    }
                }
            }
        }
        assert!(chase_seen, "the chase cycle did not end the game");
        // The random games really reached the interesting endings.
        for reason in ["repetition", "double-pass", "perpetual-check"] {
            assert!(
                seen.keys().any(|r| r.as_str() == reason),
                "no {reason} among {seen:?}"
            );
        }
    }
}
