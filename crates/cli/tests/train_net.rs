//! `palace-dev train-net` and the engine's `EvalFile` option: bad input is
//! refused with a message; a network trained on labelled positions loads
//! into `palace uci`, judges the positions it was taught and plays.

use palace_engine::eval::net::{FloatWeights, Network, INPUTS};
use palace_rules::{Game, RuleSet, Variant};
use std::io::Write;
use std::process::{Command, Stdio};

fn palace_dev(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_palace-dev"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn temp_file(name: &str, bytes: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("palace-net-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, bytes).unwrap();
    path.to_string_lossy().into_owned()
}

/// Runs `palace uci` on `lines` and returns what it wrote.
fn uci(lines: &[String]) -> String {
    let mut child = Command::new(env!("CARGO_BIN_EXE_palace"))
        .arg("uci")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    for l in lines {
        writeln!(stdin, "{l}").unwrap();
    }
    // `isready` waits for nothing: a search ends before `quit` is read
    // only because `go depth` is short; `quit` stops any search left.
    writeln!(stdin, "quit").unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// Network evaluations printed by `eval`, in order.
fn net_evals(out: &str) -> Vec<i32> {
    out.lines()
        .filter_map(|l| l.strip_prefix("Network evaluation (used in search): "))
        .map(|r| r.split_whitespace().next().unwrap().parse().unwrap())
        .collect()
}

const START: &str = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
/// Han without a chariot (a10 empty), Cho to move.
const UP: &str = "1nba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";

/// 300 labelled positions: a chariot up is +600 for Cho to move (and
/// -600 for Han to move in it); the start is level.
fn taught(name: &str) -> String {
    let han = UP.replace(" w ", " b ");
    let text = format!("{UP};600;1\n{han};-600;1\n{START};0;0.5\n").repeat(100);
    temp_file(name, text.as_bytes())
}

#[test]
fn bad_input_is_refused_with_a_message() {
    let data = temp_file("one.txt", format!("{START};0;0.5\n").as_bytes());
    let out = temp_file("never.net", b"");
    let run = |extra: &[&str]| {
        let mut args = vec!["train-net", "--data", &data, "--out", &out];
        args.extend_from_slice(extra);
        palace_dev(&args)
    };
    let (code, err) = run(&["--game", "chess"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown game 'chess'"), "{err}");
    let (code, err) = run(&["--hidden", "0"]);
    assert_eq!(code, 2);
    assert!(err.contains("--hidden 0 outside"), "{err}");
    let (code, err) = run(&[]);
    assert_eq!(code, 2);
    assert!(err.contains("too few to train a network"), "{err}");
    let bad = temp_file("bad.txt", format!("{START};0;0.5\n{START};lots;1\n").as_bytes());
    let (code, err) = palace_dev(&["train-net", "--data", &bad, "--out", &out]);
    assert_eq!(code, 2);
    assert!(err.contains("bad.txt:2: expected FEN;score;result"), "{err}");
    let nan = temp_file("nan.txt", format!("{START};NaN;1\n").as_bytes());
    let (code, err) = palace_dev(&["train-net", "--data", &nan, "--out", &out]);
    assert_eq!(code, 2);
    assert!(err.contains("nan.txt:1: expected FEN;score;result"), "{err}");
    let many = temp_file("many.txt", format!("{START};0;0.5\n").repeat(200).as_bytes());
    let (code, err) = palace_dev(&["train-net", "--data", &many, "--out", &out, "--init", &data]);
    assert_eq!(code, 2);
    assert!(err.contains("not a Palace network file"), "{err}");
    // Nothing was written.
    assert_eq!(std::fs::read(&out).unwrap(), b"");
}

#[test]
fn a_trained_network_judges_what_it_was_taught_and_plays() {
    let data = taught("taught.txt");
    let net = temp_file("taught.net", b"");
    let (code, err) = palace_dev(&[
        "train-net",
        "--data",
        &data,
        "--out",
        &net,
        "--hidden",
        "8",
        "--epochs",
        "30",
        "--threads",
        "2",
        "--batch",
        "16",
        "--rate",
        "0.01",
    ]);
    assert_eq!(code, 0, "{err}");
    let loss = |key: &str| -> f64 {
        let rest = &err[err.find(key).unwrap_or_else(|| panic!("{key}: {err}")) + key.len()..];
        rest.split_whitespace()
            .next()
            .unwrap()
            .trim_end_matches(';')
            .parse()
            .unwrap()
    };
    assert!(
        loss("best held-out loss") < loss("held-out loss at the start") / 4.0,
        "{err}"
    );

    let out = uci(&[
        "setoption name UCI_Variant value janggi".into(),
        format!("setoption name EvalFile value {net}"),
        format!("position fen {UP}"),
        "eval".into(),
        format!("position fen {START}"),
        "eval".into(),
        "go depth 3".into(),
        "isready".into(),
    ]);
    assert!(
        out.contains(&format!("info string network {net}: Janggi, 8 hidden values")),
        "{out}"
    );
    let evals = net_evals(&out);
    assert_eq!(evals.len(), 2, "{out}");
    // Taught +600 (labeller's centipawns) at Palace's scale of 1.6.
    assert!(evals[0] > 600, "{out}");
    assert!(evals[1].abs() < 150, "{out}");
    let best = out
        .lines()
        .find_map(|l| l.strip_prefix("bestmove "))
        .unwrap_or_else(|| panic!("{out}"));
    let mut game = Game::from_fen(START, RuleSet::preset("janggi").unwrap()).unwrap();
    game.play_text(best).unwrap();

    // Going on from the file starts where it left off.
    let (code, err2) = palace_dev(&[
        "train-net",
        "--data",
        &data,
        "--out",
        &net,
        "--init",
        &net,
        "--epochs",
        "1",
    ]);
    assert_eq!(code, 0, "{err2}");
    let start = &err2[err2.find("held-out loss at the start").unwrap() + 27..];
    let start: f64 = start.split_whitespace().next().unwrap().parse().unwrap();
    assert!(start < loss("held-out loss at the start") / 4.0, "{err2}");
    // A network trained without --residual cannot go on with it.
    let (code, err3) = palace_dev(&[
        "train-net",
        "--data",
        &data,
        "--out",
        &net,
        "--init",
        &net,
        "--residual",
    ]);
    assert_eq!(code, 2);
    assert!(err3.contains("trained without --residual"), "{err3}");
}

#[test]
fn a_residual_network_starts_from_the_table_and_adds_to_it() {
    let data = taught("residual.txt");
    let net = temp_file("residual.net", b"");
    let train = |extra: &[&str]| {
        let mut args = vec![
            "train-net",
            "--data",
            &data,
            "--out",
            &net,
            "--hidden",
            "8",
            "--batch",
            "16",
            "--rate",
            "0.01",
        ];
        args.extend_from_slice(extra);
        let (code, err) = palace_dev(&args);
        assert_eq!(code, 0, "{err}");
        let key = "held-out loss at the start";
        let rest = &err[err.find(key).unwrap() + key.len()..];
        rest.split_whitespace().next().unwrap().parse::<f64>().unwrap()
    };
    // The table already knows a chariot: on top of it the start is far
    // closer to the targets than a random network's.
    let plain = train(&["--epochs", "1"]);
    let residual = train(&["--epochs", "10", "--residual"]);
    assert!(residual < plain / 2.0, "residual {residual}, plain {plain}");
    let out = uci(&[
        "setoption name UCI_Variant value janggi".into(),
        format!("setoption name EvalFile value {net}"),
        format!("position fen {UP}"),
        "eval".into(),
        "isready".into(),
    ]);
    assert!(out.contains("on top of the classical evaluation"), "{out}");
    assert!(net_evals(&out)[0] > 600, "{out}");
}

#[test]
fn a_bad_eval_file_is_refused_and_a_network_serves_only_its_game() {
    let zero = FloatWeights {
        hidden: 4,
        w1: vec![0.0; INPUTS * 4],
        b1: vec![0.5; 4],
        w2: vec![1.0; 8],
        b2: 0.0,
    };
    let bytes = Network::quantize(Variant::Xiangqi, &zero, 100, false)
        .unwrap()
        .to_bytes();
    let xq = temp_file("xiangqi.net", &bytes);
    let junk = temp_file("junk.net", b"PALNET01 and then nothing");
    let out = uci(&[
        "setoption name UCI_Variant value janggi".into(),
        "setoption name EvalFile value /nonexistent/palace.net".into(),
        format!("setoption name EvalFile value {junk}"),
        // Janggi's built-in network, kept through the refusals.
        "eval".into(),
        format!("setoption name EvalFile value {xq}"),
        // A Xiangqi network does not replace Janggi's.
        "eval".into(),
        "setoption name UCI_Variant value xiangqi".into(),
        "eval".into(),
        "setoption name EvalFile value <empty>".into(),
        "eval".into(),
        "setoption name UCI_Variant value janggi".into(),
        "eval".into(),
        "setoption name EvalFile value <default>".into(),
        "eval".into(),
        // `<default>` brings back Xiangqi's built-in network too.
        "setoption name UCI_Variant value xiangqi".into(),
        "eval".into(),
        "isready".into(),
    ]);
    assert!(
        out.contains("info string error: cannot read /nonexistent/palace.net"),
        "{out}"
    );
    assert!(out.contains(&format!("info string error: {junk}: ")), "{out}");
    assert!(out.contains("info string classical evaluation"), "{out}");
    assert!(out.contains("info string built-in evaluation"), "{out}");
    // Janggi's built-in network judged the start three times (none after
    // `<empty>`); the Xiangqi network the Xiangqi start once: 0.5 x 1.0
    // x 2 views x 4 values x 100 cp, give or take the rounding of 0.5 to
    // 128 / 255.
    // Last, Xiangqi's built-in network judges the Xiangqi start, not as
    // the test network does.
    let evals = net_evals(&out);
    assert_eq!(evals.len(), 5, "{out}");
    assert_eq!((evals[0], evals[3]), (evals[1], evals[1]), "{out}");
    assert!((398..=402).contains(&evals[2]), "{out}");
    assert!(!(398..=402).contains(&evals[4]), "{out}");
    assert_eq!(out.matches("Final evaluation").count(), 7, "{out}");
}
