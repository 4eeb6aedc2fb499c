//! `palace loadtest` against a real `palace serve`, as a user runs both,
//! and its refusals.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

fn palace() -> Command {
    Command::new(env!("CARGO_BIN_EXE_palace"))
}

/// The number after `label` in the report (on its line).
fn number_after(text: &str, label: &str) -> u64 {
    text.lines()
        .find_map(|l| l.split(label).nth(1))
        .and_then(|l| l.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no number after '{label}' in:\n{text}"))
}

#[test]
fn pairs_play_real_games_and_every_acknowledged_move_is_stored() {
    let dir = tempfile::tempdir().unwrap();
    let mut server = palace()
        .args(["serve", "--bind", "127.0.0.1:0", "--log-level", "warn"])
        .args(["--games-per-minute", "10000", "--database"])
        .arg(dir.path().join("palace.sqlite3"))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(server.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let url = line
        .trim()
        .strip_prefix("Palace is listening on ")
        .unwrap()
        .to_owned();
    let out = palace()
        .args(["loadtest", "--url", &url, "--players", "4", "--duration", "3"])
        // 120 ms a move keeps each socket well under the server's 10
        // messages a second; faster players are closed as rate-limited.
        .args(["--ramp", "0", "--think-ms", "120", "--watchers", "3"])
        .output()
        .unwrap();
    server.kill().unwrap();
    server.wait().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let acked = number_after(&text, "moves acknowledged");
    assert!(acked > 10, "{text}");
    // Two players and their share of the three watchers for each of the
    // two games, all open at once; the watchers hear every move.
    assert!(number_after(&text, "sockets") >= 7, "{text}");
    let watched = number_after(&text, "watchers received ");
    assert!(watched >= acked, "{text}");
    for needle in [
        "round trip (ms)    p50",
        "p99",
        "errors             0",
        "server memory",
        " 0 with a move lost",
    ] {
        assert!(text.contains(needle), "{needle} missing from:\n{text}");
    }
}

#[test]
fn refuses_other_machines_and_an_odd_number_of_players() {
    for (args, why) in [
        (
            vec!["--url", "http://10.1.2.3:8080", "--players", "2"],
            "not a loopback address",
        ),
        (
            vec!["--url", "ftp://127.0.0.1", "--players", "2"],
            "must start with http://",
        ),
        (
            vec!["--url", "http://127.0.0.1:9", "--players", "3"],
            "even number",
        ),
    ] {
        let out = palace()
            .arg("loadtest")
            .args(&args)
            .args(["--duration", "1"])
            .output()
            .unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(why), "{args:?}: {err}");
    }
}
