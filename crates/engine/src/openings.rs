//! The committed opening positions for matches: balanced starts of each
//! game (`data/openings-*.txt`, one FEN per line, `#` starts a comment).

use palace_rules::Variant;

const XIANGQI: &str = include_str!("../data/openings-xiangqi.txt");
const JANGGI: &str = include_str!("../data/openings-janggi.txt");

/// The opening FENs of a game.
#[must_use]
pub fn openings(variant: Variant) -> Vec<&'static str> {
    let text = match variant {
        Variant::Xiangqi => XIANGQI,
        Variant::Janggi => JANGGI,
    };
    book_lines(text).map(|(_, fen)| fen).collect()
}

/// The FENs of a book's text (one per line, `#` starts a comment), each
/// with its line number (from 1), for books read from files.
pub fn book_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.split('#').next().unwrap_or("").trim()))
        .filter(|(_, l)| !l.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::evaluate;
    use palace_rules::{Position, RuleSet, PRESETS};

    #[test]
    fn every_opening_is_a_legal_balanced_position_in_every_preset() {
        for rules in PRESETS {
            let list = openings(rules.variant);
            assert!(list.len() >= 16, "{}", rules.name);
            for fen in &list {
                let pos = Position::from_fen(fen, rules).unwrap_or_else(|e| panic!("{fen}: {e}"));
                assert!(!pos.legal_moves().is_empty());
                assert!(
                    evaluate(&pos).abs() < 250,
                    "{} {fen}: {}",
                    rules.name,
                    evaluate(&pos)
                );
            }
            let mut unique = list.clone();
            unique.sort_unstable();
            unique.dedup();
            assert_eq!(unique.len(), list.len(), "duplicate openings");
        }
        let _ = RuleSet::preset("xiangqi");
    }
}
