//! Every game of every real record file in `tests/data/` is read to the
//! start position and moves that `EXPECTED.json` gives (produced and checked
//! with Fairy-Stockfish, not with this crate). Failures name the file, the
//! game and the first ply that differs.

use palace_records::{read, Collection, Format, ReadOptions};
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::PathBuf;

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

fn expected() -> Value {
    let text = std::fs::read_to_string(data_dir().join("EXPECTED.json")).expect("EXPECTED.json");
    serde_json::from_str(&text).expect("EXPECTED.json parses")
}

fn read_file(name: &str) -> Collection {
    let bytes = std::fs::read(data_dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
    read(&bytes, &ReadOptions::default()).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The first ply where two move lists differ, as a sentence.
fn first_difference(got: &[String], want: &[&str]) -> Option<String> {
    for i in 0..got.len().max(want.len()) {
        let g = got.get(i).map_or("(none)", String::as_str);
        let w = want.get(i).copied().unwrap_or("(none)");
        if g != w {
            return Some(format!(
                "ply {}: read {g}, expected {w} ({} plies read, {} expected)",
                i + 1,
                got.len(),
                want.len()
            ));
        }
    }
    None
}

#[test]
fn every_expected_game_is_read_exactly() {
    let expected = expected();
    let files = expected["files"].as_object().expect("files");
    let mut problems = Vec::new();
    // format -> (read exactly, expected readable)
    let mut tally: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for (name, file) in files {
        let collection = read_file(name);
        let format = collection.format;
        let want_format = match name.split('-').nth(1) {
            Some("gib") => Format::Gib,
            Some("pgn") => Format::Pgn,
            Some("xqf") => Format::Xqf,
            Some("dhtmlxq") => Format::DhtmlXq,
            Some("cbf") => Format::Cbf,
            other => panic!("{name}: unknown kind {other:?}"),
        };
        if format != want_format {
            problems.push(format!("{name}: detected as {format}, expected {want_format}"));
        }
        let games = file["games"].as_array().expect("games");
        let total = collection.games.len() + collection.errors.len();
        if total != games.len() {
            problems.push(format!("{name}: {total} games found, {} expected", games.len()));
        }
        for g in games {
            let number = g["game"].as_u64().expect("game number") as usize;
            let uci = g["uci"].as_str().unwrap_or("");
            let legal = !g["legal_to_end"].as_array().expect("legal_to_end").is_empty();
            let entry = tally
                .entry(format!("{}-{}", file["game"].as_str().unwrap(), want_format))
                .or_default();
            let read = collection.games.iter().find(|r| r.number == number);
            let fault = collection.errors.iter().find(|e| e.game == number);
            if !legal {
                continue; // the refusals are checked by their own tests
            }
            entry.1 += 1;
            let Some(read) = read else {
                problems.push(format!(
                    "{name} game {number}: not read: {}",
                    fault.map_or("missing".to_owned(), ToString::to_string)
                ));
                continue;
            };
            let want_fen = g["start_fen"].as_str().expect("start_fen");
            if read.record.start.fen() != want_fen {
                problems.push(format!(
                    "{name} game {number}: start {} , expected {want_fen}",
                    read.record.start.fen()
                ));
                continue;
            }
            let got: Vec<String> = read.record.moves.iter().map(ToString::to_string).collect();
            let want: Vec<&str> = uci.split_whitespace().collect();
            if let Some(d) = first_difference(&got, &want) {
                problems.push(format!("{name} game {number}: {d}"));
                continue;
            }
            entry.0 += 1;
        }
    }
    for (kind, (ok, all)) in &tally {
        eprintln!("{kind}: {ok} of {all} expected games read exactly");
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn old_coordinate_games_are_decoded_to_their_written_length() {
    // EXPECTED.json has no moves for these four (its converter could not
    // decode 구좌표); they must replay legally, each to its 총수.
    let collection = read_file("janggi-gib-07-lee-ilhun-old-coords.gib");
    let expected = expected();
    let games = expected["files"]["janggi-gib-07-lee-ilhun-old-coords.gib"]["games"]
        .as_array()
        .unwrap();
    for number in 2..=5 {
        let read = collection
            .games
            .iter()
            .find(|g| g.number == number)
            .unwrap_or_else(|| panic!("game {number}: {:?}", collection.errors));
        let written = games[number - 1]["plies_written"].as_u64().unwrap() as usize;
        assert_eq!(read.record.moves.len(), written, "game {number}");
        assert_eq!(read.record.tag("기보형식"), Some("구좌표"));
        let want_fen = games[number - 1]["start_fen"].as_str().unwrap();
        assert_eq!(read.record.start.fen(), want_fen, "game {number}");
    }
}

#[test]
fn the_illegal_self_play_game_is_refused_at_ply_33() {
    let collection = read_file("janggi-gib-h03-ai-selfplay-noresult-illegal-ply33.gib");
    assert!(collection.games.is_empty());
    assert_eq!(collection.errors.len(), 1);
    let fault = &collection.errors[0];
    assert_eq!(fault.game, 1);
    assert_eq!(fault.ply, Some(33), "{fault}");
    let text = fault.to_string();
    assert!(text.contains("68포88"), "{text}");
    assert!(text.contains("h5h3"), "{text}");
    assert!(text.contains("in check"), "{text}");
    assert!(fault.line.is_some(), "{text}");
}

#[test]
fn results_and_tags_are_kept() {
    let c = read_file("janggi-gib-05-2008-hangame-masters-14games.gib");
    let g = &c.games[0].record;
    assert_eq!(g.result, Some(palace_rules::GameResult::FirstWins));
    assert_eq!(g.tag("대회명"), Some("최고수전"));
    let c = read_file("xiangqi-pgn-h01-2001-wuyang-r1-xu-xu-iccs-gbk-variations.pgn");
    assert_eq!(c.encoding, Some("GBK"));
    let g = &c.games[0].record;
    assert_eq!(g.result, Some(palace_rules::GameResult::SecondWins));
    assert_eq!(g.tag("RMKWriter"), Some("郭有志"));
    let c = read_file("xiangqi-pgn-06-1999-xu-nie-handicap-comments-big5.pgn");
    assert_eq!(c.encoding, Some("Big5"));
    assert_eq!(c.games[0].record.tag("Red"), Some("許銀川"));
    let c = read_file("xiangqi-pgn-h02-1993-zhang-hu-chinese-gbk-ctrlchar-tags.pgn");
    assert_eq!(c.games[0].record.tag("Black"), Some("上海胡荣华"));
    assert_eq!(c.games[0].record.result, Some(palace_rules::GameResult::Draw));
    let c = read_file("xiangqi-xqf-h01-1993-zhang-hu-v13-draw.xqf");
    assert_eq!(c.games[0].record.tag("Red"), Some("北京张强"));
    assert_eq!(c.games[0].record.result, Some(palace_rules::GameResult::Draw));
}

#[test]
fn bikjang_games_follow_the_rule_set_as_fairy_stockfish_does() {
    // EXPECTED.json: games 72, 74 and 95 of this file replay under FSF
    // janggimodern / janggicasual only; janggi / janggitraditional refuse
    // plies 55, 70 and 66, played while the generals faced each other.
    let bytes = std::fs::read(data_dir().join("janggi-gib-11-kakao-001-crlf-pan-handicap.gib")).unwrap();
    for preset in ["janggi", "janggitraditional"] {
        let options = ReadOptions {
            format: None,
            rules: palace_rules::RuleSet::preset(preset),
        };
        let c = read(&bytes, &options).unwrap();
        let refused: Vec<(usize, Option<usize>)> = c.errors.iter().map(|e| (e.game, e.ply)).collect();
        assert_eq!(
            refused,
            [(72, Some(55)), (74, Some(70)), (95, Some(66))],
            "{preset}: {:?}",
            c.errors
        );
        assert_eq!(c.games.len(), 97, "{preset}");
    }
    for preset in ["janggimodern", "janggicasual", "janggi-standard"] {
        let options = ReadOptions {
            format: None,
            rules: palace_rules::RuleSet::preset(preset),
        };
        let c = read(&bytes, &options).unwrap();
        assert!(c.errors.is_empty(), "{preset}: {:?}", c.errors);
        assert_eq!(c.games.len(), 100, "{preset}");
    }
}
