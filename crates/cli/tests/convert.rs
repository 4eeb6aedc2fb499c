//! `palace convert` run as a user would, on the real records of
//! `crates/records/tests/data`.

use serde_json::Value;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn data(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../records/tests/data")
        .join(name)
        .to_string_lossy()
        .into_owned()
}

fn palace(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_palace"))
        .args(args)
        .output()
        .expect("run palace")
}

fn palace_stdin(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_palace"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run palace");
    child.stdin.take().unwrap().write_all(input).unwrap();
    child.wait_with_output().unwrap()
}

fn json(o: &Output) -> Value {
    serde_json::from_slice(&o.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&o.stdout)))
}

fn moves(game: &Value) -> Vec<String> {
    game["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn json_lists_every_game_of_a_gib_file() {
    let o = palace(&["convert", &data("janggi-gib-05-2008-hangame-masters-14games.gib")]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    let v = json(&o);
    let games = v["games"].as_array().unwrap();
    assert_eq!(games.len(), 14);
    assert!(v["errors"].as_array().unwrap().is_empty());
    let g = &games[0];
    assert_eq!(g["game"], 1);
    assert_eq!(g["rules"], "janggi-standard");
    assert_eq!(
        g["start_fen"],
        "rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
    );
    assert_eq!(moves(g)[..4], ["a4b4", "b10c8", "b1c3", "g10f8"]);
    assert_eq!(g["result"], "1-0");
    assert_eq!(g["tags"]["대국결과"], "초 완승");
    // Game 1's pass (ply 152) is the general's square twice.
    let pass = &moves(g)[151];
    assert_eq!(pass[..pass.len() / 2], pass[pass.len() / 2..], "{pass}");
}

#[test]
fn a_bad_game_gives_exit_1_and_its_fault() {
    let o = palace(&[
        "convert",
        &data("janggi-gib-h03-ai-selfplay-noresult-illegal-ply33.gib"),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let v = json(&o);
    assert!(v["games"].as_array().unwrap().is_empty());
    let e = &v["errors"][0];
    assert_eq!(e["game"], 1);
    assert_eq!(e["ply"], 33);
    assert_eq!(e["line"], 9);
    let message = e["message"].as_str().unwrap();
    assert!(
        message.starts_with("game 1, line 9, ply 33: '68포88'"),
        "{message}"
    );
    // Under a rule set of the other game, every game is refused; still exit 1.
    let o = palace(&[
        "convert",
        "--rules",
        "xiangqi",
        &data("janggi-gib-02-2010-kbs-chuseok-hanja.gib"),
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(json(&o)["errors"][0]["message"]
        .as_str()
        .unwrap()
        .contains("is for Xiangqi"));
}

#[test]
fn unreadable_files_give_exit_2() {
    for args in [
        vec!["convert".to_owned(), "/nonexistent/record.pgn".to_owned()],
        vec![
            "convert".to_owned(),
            data("janggi-gib-01-1937-dongailbo-hanja-draw.gib"),
            "--from".to_owned(),
            "xqf".to_owned(),
        ],
        vec![
            "convert".to_owned(),
            data("SOURCES.md"),
            "--from".to_owned(),
            "klingon".to_owned(),
        ],
        vec![
            "convert".to_owned(),
            data("SOURCES.md"),
            "--rules".to_owned(),
            "chess".to_owned(),
        ],
    ] {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let o = palace(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(o.stdout.is_empty(), "{args:?}");
        assert!(
            String::from_utf8_lossy(&o.stderr).starts_with("palace: "),
            "{args:?}"
        );
    }
    let o = palace_stdin(
        &["convert", "-"],
        &[0u8, 1, 2, 3, 0xFE, 0x80, 0x81, 7, 8, 0x0B, 0x0E, 0x0F],
    );
    assert_eq!(o.status.code(), Some(2), "{}", String::from_utf8_lossy(&o.stderr));
}

#[test]
fn every_written_format_reads_back() {
    let xqf = data("xiangqi-xqf-h02-2001-wuyang-r1-tao-hu-v16-comments-variations.xqf");
    let original = moves(&json(&palace(&["convert", &xqf]))["games"][0]);
    assert_eq!(original.len(), 51);
    for to in ["pgn", "wxf", "chinese"] {
        let o = palace(&["convert", &xqf, "--to", to]);
        assert_eq!(o.status.code(), Some(0), "{to}");
        let back = palace_stdin(&["convert", "-"], &o.stdout);
        assert_eq!(
            back.status.code(),
            Some(0),
            "{to}: {}",
            String::from_utf8_lossy(&back.stdout)
        );
        assert_eq!(moves(&json(&back)["games"][0]), original, "{to}");
    }
    let gib = data("janggi-gib-09-hangame-study-passes-comments.gib");
    let original = json(&palace(&["convert", &gib]));
    for args in [
        vec!["--to", "gib", "--encoding", "cp949"],
        vec!["--to", "gib"],
        vec!["--to", "korean"],
        vec!["--to", "pgn"],
    ] {
        let mut full = vec!["convert", gib.as_str()];
        full.extend(&args);
        let o = palace(&full);
        assert_eq!(o.status.code(), Some(0), "{args:?}");
        if args.contains(&"cp949") {
            assert!(std::str::from_utf8(&o.stdout).is_err(), "cp949 is not UTF-8");
        }
        let back = json(&palace_stdin(&["convert", "-"], &o.stdout));
        assert_eq!(back["games"].as_array().unwrap().len(), 22, "{args:?}");
        for (a, b) in original["games"]
            .as_array()
            .unwrap()
            .iter()
            .zip(back["games"].as_array().unwrap())
        {
            assert_eq!(moves(a), moves(b), "{args:?}");
            assert_eq!(a["start_fen"], b["start_fen"], "{args:?}");
        }
    }
    // FEN: the last position of each game.
    let o = palace(&["convert", &gib, "--to", "fen"]);
    assert_eq!(String::from_utf8(o.stdout).unwrap().lines().count(), 22);
    // A notation of the other game is refused.
    let o = palace(&["convert", &gib, "--to", "wxf"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("not used for Janggi"));
}

#[test]
fn help_describes_every_flag() {
    let o = palace(&["convert", "--help"]);
    let help = String::from_utf8(o.stdout).unwrap();
    for needle in [
        "--from",
        "--to",
        "--rules",
        "--encoding",
        "gib, pgn, xqf",
        "json",
        "korean",
        "cp949",
        "standard input",
    ] {
        assert!(help.contains(needle), "help lacks {needle}:\n{help}");
    }
}
