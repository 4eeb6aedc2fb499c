//! Differential test against Fairy-Stockfish: random playouts recorded with
//! pyffish by `tools/oracle/gen_differential.py`. For every visited position
//! the legal move set, check, and the game-end verdict must agree.

use palace_rules::{Game, RuleSet};
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::Path;

const PRESETS: [&str; 5] = [
    "xiangqi",
    "janggi",
    "janggitraditional",
    "janggimodern",
    "janggicasual",
];

fn moves_of(v: &Value) -> BTreeSet<String> {
    match v {
        Value::Array(a) => a.iter().map(|m| m.as_str().unwrap().to_owned()).collect(),
        Value::String(s) => s.split_whitespace().map(str::to_owned).collect(),
        _ => panic!("bad legal field {v}"),
    }
}

/// Checks one preset's file; returns the number of positions compared.
fn check_file(preset: &str) -> usize {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/data/differential/{preset}.jsonl"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let rules = RuleSet::preset(preset).unwrap();
    let mut positions = 0;
    let mut failures = Vec::new();
    for (lineno, line) in text.lines().enumerate() {
        let rec: Value = serde_json::from_str(line).unwrap();
        assert_eq!(rec["preset"], preset);
        let fen = rec["fen"].as_str().unwrap();
        let moves: Vec<&str> = rec["moves"]
            .as_array()
            .unwrap()
            .iter()
            .map(|m| m.as_str().unwrap())
            .collect();
        let expected = rec["positions"].as_array().unwrap();
        assert_eq!(expected.len(), moves.len() + 1);
        let mut game = Game::from_fen(fen, rules).unwrap_or_else(|e| panic!("line {}: {e}", lineno + 1));
        for (i, exp) in expected.iter().enumerate() {
            positions += 1;
            let pos = game.position();
            let ours: BTreeSet<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
            let theirs = moves_of(&exp["legal"]);
            let here = || {
                format!(
                    "{preset} line {} ply {i}: fen {fen} moves {}",
                    lineno + 1,
                    moves[..i].join(" ")
                )
            };
            // After an immediate ending (two passes, a pass answering
            // bikjang) Fairy-Stockfish lists no legal moves at all.
            let ended_immediately = theirs.is_empty() && game.outcome().is_some();
            if ours != theirs && !ended_immediately {
                failures.push(format!(
                    "{}: legal moves differ; only ours {:?}, only theirs {:?}",
                    here(),
                    ours.difference(&theirs).collect::<Vec<_>>(),
                    theirs.difference(&ours).collect::<Vec<_>>()
                ));
                break;
            }
            if pos.in_check() != exp["check"].as_bool().unwrap() {
                failures.push(format!("{}: check differs (ours {})", here(), pos.in_check()));
                break;
            }
            let our_end = game.outcome().map(|o| o.result.as_str().to_owned());
            let their_end = exp["end"]
                .get("result")
                .and_then(Value::as_str)
                .map(str::to_owned);
            if our_end != their_end {
                failures.push(format!(
                    "{}: end differs, ours {:?} ({:?}), theirs {}",
                    here(),
                    our_end,
                    game.outcome().map(|o| o.reason),
                    exp["end"]
                ));
                break;
            }
            if i < moves.len() {
                game.play_text(moves[i])
                    .unwrap_or_else(|e| panic!("{}: {e}", here()));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
    positions
}

#[test]
fn differential_against_fairy_stockfish() {
    let mut report = Vec::new();
    for preset in PRESETS {
        let path =
            Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/data/differential/{preset}.jsonl"));
        assert!(path.exists(), "missing {}", path.display());
        let n = check_file(preset);
        assert!(n >= 2000, "{preset}: only {n} positions");
        report.push(format!("{preset}: {n}"));
    }
    eprintln!("positions compared: {}", report.join(", "));
}
