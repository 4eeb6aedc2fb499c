//! Fairy-Stockfish's Xiangqi chasing rule: the chased sets after single
//! moves (`tools/oracle/gen_chased.py`, from Fairy-Stockfish's own `d`
//! output) and the repetition verdicts of provoked cycles
//! (`tools/oracle/gen_chase.py`, pyffish).

use palace_rules::{Game, RuleSet};
use std::path::Path;

fn data(file: &str) -> Vec<Vec<String>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').map(str::to_owned).collect())
        .collect()
}

#[test]
fn chased_sets_match_fairy_stockfish() {
    let rules = RuleSet::preset("xiangqi").unwrap();
    let rows = data("chased.tsv");
    assert!(rows.len() >= 300, "{} rows", rows.len());
    let mut failures = Vec::new();
    let mut nonempty = 0;
    for row in &rows {
        let mut game = Game::from_fen(&row[0], rules).unwrap();
        game.play_text(&row[1]).unwrap();
        let mut ours: Vec<String> = game.chased_squares().iter().map(|s| s.to_string()).collect();
        ours.sort();
        let ours = if ours.is_empty() {
            "-".to_owned()
        } else {
            ours.join(" ")
        };
        nonempty += usize::from(row[2] != "-");
        if ours != row[2] {
            failures.push(format!("{} {}: ours {ours}, theirs {}", row[0], row[1], row[2]));
        }
    }
    assert!(nonempty >= 200, "{nonempty} non-empty sets");
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        rows.len(),
        failures.join("\n")
    );
}

#[test]
fn repetition_verdicts_with_chasing_match_fairy_stockfish() {
    let rules = RuleSet::preset("xiangqi").unwrap();
    let rows = data("chase.tsv");
    let mut failures = Vec::new();
    let mut decisive = 0;
    for row in &rows {
        let mut game = Game::from_fen(&row[1], rules).unwrap();
        for m in row[2].split_whitespace() {
            game.play_text(m)
                .unwrap_or_else(|e| panic!("{} {}: {e}", row[1], row[2]));
        }
        let ours = game.outcome().map_or("-", |o| o.result.as_str());
        decisive += usize::from(row[3] == "1-0" || row[3] == "0-1");
        if ours != row[3] {
            failures.push(format!(
                "{} moves {}: ours {ours}, theirs {}",
                row[1], row[2], row[3]
            ));
        }
    }
    assert!(decisive >= 10, "{decisive} decisive cycles");
    assert!(
        failures.is_empty(),
        "{} of {} differ:\n{}",
        failures.len(),
        rows.len(),
        failures.join("\n")
    );
}
