//! `palace-dev tune` and `datagen`: bad data is refused with the file and
//! line; a fit prints a table in the format of `weights.rs`.

use std::process::Command;

fn palace_dev(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_palace-dev"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn data_file(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("palace-tune-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn bad_data_and_bad_game_are_refused() {
    let bad = data_file("bad.txt", "not a labelled position\n");
    let (code, _, err) = palace_dev(&["tune", "--game", "xiangqi", "--data", &bad]);
    assert_eq!(code, 2);
    assert!(err.contains("bad.txt:1: expected FEN;score;result"), "{err}");

    let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    let bad_fen = data_file("fen.txt", &format!("{}x;0;0.5\n", &fen[..10]));
    let (code, _, err) = palace_dev(&["tune", "--game", "xiangqi", "--data", &bad_fen]);
    assert_eq!(code, 2);
    assert!(err.contains("fen.txt:1:"), "{err}");

    let (code, _, err) = palace_dev(&["tune", "--game", "chess", "--data", &bad]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown game 'chess'"), "{err}");

    let few = data_file("few.txt", &format!("{fen};10;0.5\n"));
    let (code, _, err) = palace_dev(&["tune", "--game", "xiangqi", "--data", &few]);
    assert_eq!(code, 2);
    assert!(err.contains("too few"), "{err}");
}

#[test]
fn a_fit_prints_a_table() {
    // Red a chariot up, scored +600 for the side to move (Red) and -600 when Black moves.
    let w = "rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1;600;1\n";
    let b = "rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1;-600;1\n";
    let text = format!("{}{}", w.repeat(100), b.repeat(100));
    let data = data_file("fit.txt", &text);
    let (code, out, err) = palace_dev(&["tune", "--game", "xiangqi", "--data", &data, "--epochs", "20"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("pub static XQ_WEIGHTS: [i32; N_FEATURES] = ["),
        "{out}"
    );
    // Training loss goes down.
    let loss = |key: &str| -> f64 {
        let rest = &err[err.find(key).unwrap_or_else(|| panic!("{key}: {err}")) + key.len()..];
        rest.split_whitespace().next().unwrap().parse().unwrap()
    };
    assert!(loss("loss after:") < loss("loss before:"), "{err}");
}

#[test]
fn holdout_files_are_held_out_instead_of_every_tenth_position() {
    let w = "rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1;600;1\n";
    let b = "rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1;-600;1\n";
    let train = data_file("train.txt", &w.repeat(150));
    let held = data_file("held.txt", &b.repeat(30));
    let (code, _, err) = palace_dev(&[
        "tune",
        "--game",
        "xiangqi",
        "--data",
        &train,
        "--holdout",
        &held,
        "--epochs",
        "20",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("150 training, 30 held-out positions"), "{err}");
    // Without it, every tenth position of the data.
    let (code, _, err) = palace_dev(&["tune", "--game", "xiangqi", "--data", &train, "--epochs", "20"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("135 training, 15 held-out positions"), "{err}");
    // A bad held-out file is refused like a bad data file.
    let bad = data_file("badheld.txt", &format!("{w}oops\n"));
    let (code, _, err) = palace_dev(&["tune", "--game", "xiangqi", "--data", &train, "--holdout", &bad]);
    assert_eq!(code, 2);
    assert!(err.contains("badheld.txt:2: expected FEN;score;result"), "{err}");
    // An empty one is refused, not silently replaced by every tenth position.
    let empty = data_file("emptyheld.txt", "");
    let (code, _, err) = palace_dev(&["tune", "--game", "xiangqi", "--data", &train, "--holdout", &empty]);
    assert_eq!(code, 2);
    assert!(err.contains("the --holdout files hold no positions"), "{err}");
}

#[test]
fn l2_start_keeps_the_table_closer_to_where_it_started() {
    // A chariot up scored far below what the table says: the fit moves the
    // weights, less so with a pull towards the current table.
    let w = "rnbakabn1/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1;50;0.5\n";
    let data = data_file("pull.txt", &w.repeat(200));
    let loss_after = |extra: &[&str]| -> f64 {
        let mut args = vec!["tune", "--game", "xiangqi", "--data", &data, "--epochs", "50"];
        args.extend_from_slice(extra);
        let (code, _, err) = palace_dev(&args);
        assert_eq!(code, 0, "{err}");
        let key = "loss after:";
        let rest = &err[err.find(key).unwrap_or_else(|| panic!("{err}")) + key.len()..];
        rest.split_whitespace().next().unwrap().parse().unwrap()
    };
    let free = loss_after(&[]);
    let pulled = loss_after(&["--l2-start", "1"]);
    assert!(pulled > free, "free {free}, pulled {pulled}");
}

#[test]
fn datagen_labels_the_quiet_positions_of_logged_games() {
    let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    // Engine 1 had Black and lost: the first player (Red) won. Plies 1-3
    // are quiet, ply 4 (b8b1) and ply 5 (a1b1) captures.
    let log = data_file(
        "match.log",
        &format!(
            "score 1.0/1\ngame 7: 0 (checkmate) engine1 second from {fen} | h3e3 h10g8 h1g3 b8b1 a1b1\n"
        ),
    );
    let out = data_file("labelled.txt", "");
    let labeller = format!("{} uci", env!("CARGO_BIN_EXE_palace"));
    let args = [
        "datagen",
        "--rules",
        "xiangqi",
        "--from-log",
        &log,
        "--sample",
        "1",
        "--depth",
        "2",
        "--labeller",
        &labeller,
        "--out",
        &out,
    ];
    let (code, _, err) = palace_dev(&args);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("3 positions of 1 logged games appended"), "{err}");
    let lines: Vec<String> = std::fs::read_to_string(&out)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(lines[0].starts_with(&format!("{fen};")), "{lines:?}");
    for line in &lines {
        let parts: Vec<&str> = line.split(';').collect();
        assert_eq!(parts.len(), 3, "{line}");
        parts[1].parse::<i32>().unwrap();
        assert_eq!(parts[2], "1", "{line}");
    }
    // The labelled positions read back as tuning data.
    let (code, _, err) = palace_dev(&["tune", "--game", "xiangqi", "--data", &out, "--epochs", "1"]);
    assert_eq!(code, 2);
    assert!(err.contains("too few"), "{err}");
}

#[test]
fn datagen_refuses_bad_logs() {
    let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    let out = data_file("never.txt", "");
    let labeller = format!("{} uci", env!("CARGO_BIN_EXE_palace"));
    let run = |log: &str| {
        palace_dev(&[
            "datagen",
            "--rules",
            "xiangqi",
            "--from-log",
            log,
            "--depth",
            "1",
            "--labeller",
            &labeller,
            "--out",
            &out,
        ])
    };
    let illegal = data_file(
        "illegal.log",
        &format!("game 3: 1 (checkmate) engine1 first from {fen} | h3e3 h3e3\n"),
    );
    let (code, _, err) = run(&illegal);
    assert_eq!(code, 2);
    assert!(err.contains("game 3: move 2 (h3e3) cannot be played"), "{err}");

    let empty = data_file("empty.log", "score 0/0\n");
    let (code, _, err) = run(&empty);
    assert_eq!(code, 2);
    assert!(err.contains("empty.log: no game lines"), "{err}");

    let (code, _, err) = run("/nonexistent/match.log");
    assert_eq!(code, 2);
    assert!(err.contains("cannot read /nonexistent/match.log"), "{err}");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "", "nothing written");

    let (code, _, err) = palace_dev(&["datagen", "--from-log", &empty, "--games", "3", "--out", &out]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot be used with"), "{err}");
}

#[test]
fn datagen_plays_with_a_network_for_its_game_only() {
    use palace_engine::eval::net::{FloatWeights, Network, INPUTS};
    use palace_rules::Variant;
    let flat = FloatWeights {
        hidden: 4,
        w1: vec![0.0; INPUTS * 4],
        b1: vec![0.5; 4],
        w2: vec![0.0; 8],
        b2: 0.0,
    };
    let write = |name: &str, variant| {
        let dir = std::env::temp_dir().join(format!("palace-tune-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        let net = Network::quantize(variant, &flat, 100, true).unwrap();
        std::fs::write(&path, net.to_bytes()).unwrap();
        path.to_string_lossy().into_owned()
    };
    let janggi = write("janggi.net", Variant::Janggi);
    let xiangqi = write("xiangqi.net", Variant::Xiangqi);
    let out = data_file("net-games.txt", "");
    let labeller = format!("{} uci", env!("CARGO_BIN_EXE_palace"));
    let run = |net: &str| {
        palace_dev(&[
            "datagen",
            "--rules",
            "janggi",
            "--games",
            "1",
            "--nodes",
            "300",
            "--sample",
            "1",
            "--depth",
            "1",
            "--labeller",
            &labeller,
            "--net",
            net,
            "--out",
            &out,
        ])
    };
    let (code, _, err) = run(&xiangqi);
    assert_eq!(code, 2);
    assert!(err.contains("a network for the other game"), "{err}");
    let (code, _, err) = run("/nonexistent/janggi.net");
    assert_eq!(code, 2);
    assert!(err.contains("cannot read /nonexistent/janggi.net"), "{err}");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), "", "nothing written");
    // A network that adds nothing to the table plays the table's game.
    let (code, _, err) = run(&janggi);
    assert_eq!(code, 0, "{err}");
    let lines = std::fs::read_to_string(&out).unwrap();
    assert!(lines.lines().count() > 10, "{lines}");
    assert!(err.contains("positions appended"), "{err}");
}
