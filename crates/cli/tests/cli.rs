//! The `palace` command driven as a user would: a child process.

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Output, Stdio};

fn palace(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_palace"))
        .args(args)
        .output()
        .expect("run palace")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// Asserts exit status 2, nothing on stdout, one line on stderr containing `needle`.
fn refused(args: &[&str], needle: &str) {
    let o = palace(args);
    assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
    assert!(stdout(&o).is_empty(), "{args:?} printed {}", stdout(&o));
    let err = stderr(&o);
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(needle), "{args:?}: '{err}' lacks '{needle}'");
}

#[test]
fn perft_last_line_is_the_node_count() {
    let o = palace(&["perft", "--rules", "janggi", "3"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o).lines().last(), Some("Nodes searched: 33000"));
    assert!(stderr(&o).contains("nodes/s"));
}

#[test]
fn perft_divide_lists_every_move() {
    let o = palace(&["perft", "--rules", "xiangqi", "--divide", "2"]);
    assert!(o.status.success());
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 45);
    assert_eq!(lines[44], "Nodes searched: 1920");
    let sum: u64 = lines[..44]
        .iter()
        .map(|l| l.split(": ").nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(sum, 1920);
    assert!(lines.contains(&"h3e3: 45"), "{out}");
}

#[test]
fn perft_after_moves_and_fen() {
    let o = palace(&["perft", "--rules", "janggi", "--moves", "a4b4 i7h7", "1"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o).lines().last(), Some("Nodes searched: 38"));
    // Two passes in a row end a `janggi` game: no children.
    let o = palace(&["perft", "--rules", "janggi", "--moves", "e2e2 e9e9", "2"]);
    assert_eq!(stdout(&o).lines().last(), Some("Nodes searched: 0"));
}

#[test]
fn status_reports_the_position() {
    let o = palace(&["status", "--rules", "janggi-standard", "--moves", "a4b4"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["rules"], "janggi-standard");
    assert_eq!(v["side_to_move"], "han");
    assert_eq!(v["in_check"], false);
    assert_eq!(v["bikjang"], false);
    assert_eq!(v["points"]["cho"], 72.0);
    assert_eq!(v["points"]["han"], 73.5);
    assert_eq!(v["outcome"], Value::Null);
    let legal: Vec<&str> = v["legal_moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    let mut sorted = legal.clone();
    sorted.sort();
    assert_eq!(legal, sorted);
    assert!(legal.contains(&"e9e9"), "pass is legal");
    assert_eq!(
        v["fen"],
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/1PP1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 1 1"
    );
}

#[test]
fn status_xiangqi_sides_and_outcome() {
    let o = palace(&["status", "--rules", "xiangqi-standard"]);
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["side_to_move"], "red");
    assert_eq!(v["points"], Value::Null);
    assert_eq!(v["legal_moves"].as_array().unwrap().len(), 44);
    // A chariot checks the black general along rank 10.
    let o = palace(&[
        "status",
        "--rules",
        "xiangqi",
        "--fen",
        "3k5/9/9/9/9/9/9/9/R8/R3K4 w - - 0 1",
        "--moves",
        "a2a10",
    ]);
    // a10 checks, d10 general may step to d9 (a1 chariot covers rank 1 only).
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["in_check"], true);
    assert_eq!(v["side_to_move"], "black");
}

#[test]
fn status_batch_answers_each_line() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_palace"))
        .args(["status", "--batch"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    {
        let stdin = child.stdin.as_mut().unwrap();
        writeln!(stdin, r#"{{"rules":"janggi","fen":null,"moves":"e2e2 e9e9"}}"#).unwrap();
        writeln!(stdin, r#"{{"rules":"nope"}}"#).unwrap();
        writeln!(stdin, "not json").unwrap();
        writeln!(stdin, r#"{{"rules":"xiangqi","moves":["h3e3","h10g8"]}}"#).unwrap();
    }
    let out = child.wait_with_output().unwrap();
    let lines: Vec<Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 4);
    assert_eq!(lines[0]["outcome"]["reason"], "double-pass");
    // Points: Cho 72, Han 73.5.
    assert_eq!(lines[0]["outcome"]["result"], "0-1");
    assert!(lines[1]["error"]
        .as_str()
        .unwrap()
        .contains("unknown rule set 'nope'"));
    assert!(lines[2]["error"].as_str().unwrap().contains("not JSON"));
    assert_eq!(lines[3]["side_to_move"], "red");
}

#[test]
fn bad_input_is_refused_with_one_clear_line() {
    refused(&["status", "--rules", "chess"], "unknown rule set 'chess'");
    refused(&["perft", "--rules", "chess", "1"], "unknown rule set 'chess'");
    refused(
        &["status", "--rules", "xiangqi", "--fen", "rnbakabnr/9/9 w - - 0 1"],
        "field 1 (board) has 3 ranks",
    );
    refused(
        &[
            "status",
            "--rules",
            "xiangqi",
            "--fen",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1",
        ],
        "field 2 (side to move)",
    );
    refused(
        &["status", "--rules", "xiangqi", "--moves", "h3e3 h10"],
        "move 2 'h10'",
    );
    refused(
        &["status", "--rules", "xiangqi", "--moves", "h3e3 h3e3"],
        "move 2 'h3e3': 'h3e3' is not a legal move",
    );
    refused(
        &["perft", "--rules", "xiangqi", "--moves", "e2e2", "1"],
        "move 1 'e2e2'",
    );
    refused(
        &["status", "--rules", "janggi", "--moves", "e2e2 e9e9 a4b4"],
        "move 3 'a4b4': the game is over",
    );
}

#[test]
fn help_describes_every_flag() {
    let o = palace(&["--help"]);
    assert!(o.status.success());
    let h = stdout(&o);
    assert!(h.contains("perft") && h.contains("status"));
    let o = palace(&["perft", "--help"]);
    let h = stdout(&o);
    for flag in ["--rules", "--fen", "--moves", "--divide", "<DEPTH>"] {
        assert!(h.contains(flag), "perft --help lacks {flag}");
    }
    let o = palace(&["status", "--help"]);
    let h = stdout(&o);
    for flag in ["--rules", "--fen", "--moves", "--batch"] {
        assert!(h.contains(flag), "status --help lacks {flag}");
    }
}

/// `palace --help` shows what a user needs; the developer tools are
/// `palace-dev`'s, each with every flag it had in `palace`.
#[test]
fn developer_tools_are_in_palace_dev_only() {
    let h = stdout(&palace(&["--help"]));
    let commands: Vec<&str> = h
        .lines()
        .filter_map(|l| l.strip_prefix("  ")?.split_whitespace().next())
        .collect();
    for user in ["serve", "status", "perft", "uci", "bench"] {
        assert!(commands.contains(&user), "palace --help lacks {user}: {h}");
    }
    for dev in ["match", "datagen", "tune"] {
        assert!(!commands.contains(&dev), "palace --help lists {dev}: {h}");
        let o = palace(&[dev, "--help"]);
        assert!(!o.status.success(), "palace {dev} is still a command");
    }
    let dev = |args: &[&str]| {
        let o = Command::new(env!("CARGO_BIN_EXE_palace-dev"))
            .args(args)
            .output()
            .unwrap();
        assert!(o.status.success(), "palace-dev {args:?}: {}", stderr(&o));
        stdout(&o)
    };
    let h = dev(&["--help"]);
    for command in ["match", "datagen", "tune", "uci"] {
        assert!(h.contains(command), "palace-dev --help lacks {command}: {h}");
    }
    let flags: [(&str, &[&str]); 3] = [
        (
            "match",
            &[
                "--engine1",
                "--engine2",
                "--rules",
                "--games",
                "--first-game",
                "--movetime",
                "--movetime2",
                "--tc",
                "--nodes",
                "--nodes-timeout",
                "--concurrency",
                "--max-plies",
                "--grace-ms",
                "--verbose",
                "--openings",
                "--resign-score",
                "--resign-moves",
            ],
        ),
        (
            "datagen",
            &[
                "--rules",
                "--games",
                "--nodes",
                "--random-plies",
                "--sample",
                "--labeller",
                "--depth",
                "--seed",
                "--out",
                "--from-log",
            ],
        ),
        (
            "tune",
            &[
                "--game",
                "--data",
                "--holdout",
                "--k",
                "--epochs",
                "--rate",
                "--lambda",
                "--l2",
                "--l2-start",
                "--scale",
                "--write",
            ],
        ),
    ];
    for (command, flags) in flags {
        let h = dev(&[command, "--help"]);
        for flag in flags {
            assert!(h.contains(flag), "palace-dev {command} --help lacks {flag}");
        }
    }
}

/// The server's log, when it is not a terminal (a file, a pipe), carries
/// no colour codes; it says where it listens, and a bad flag is refused.
#[test]
fn serve_logs_without_colour_codes_when_not_a_terminal() {
    use std::io::{BufRead, BufReader};
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("palace.sqlite3");
    let mut child = Command::new(env!("CARGO_BIN_EXE_palace"))
        .args(["serve", "--bind", "127.0.0.1:0", "--database"])
        .arg(&db)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    assert!(
        line.starts_with("Palace is listening on http://127.0.0.1:"),
        "{line}"
    );
    child.kill().unwrap();
    let out = child.wait_with_output().unwrap();
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(log.contains("starting"), "{log}");
    assert!(!log.contains('\u{1b}'), "colour codes in the log: {log:?}");
    refused(&["serve", "--public-url", "palace.example"], "--public-url");
}
