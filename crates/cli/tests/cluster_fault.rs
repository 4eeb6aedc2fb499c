//! Two real `palace serve` nodes on PostgreSQL + Redis (the machines run
//! both; this test fails, saying so, without them), `palace loadtest`
//! playing across both, and `kill -9` of one node mid-run: every game
//! goes on on the other node once its players reconnect, and no move any
//! player saw acknowledged is lost.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

fn palace() -> Command {
    Command::new(env!("CARGO_BIN_EXE_palace"))
}

fn pg_base() -> String {
    std::env::var("PALACE_TEST_POSTGRES")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned())
}

/// Starts a node; returns it and its address.
fn node(name: &str, database: &str, cluster: &str) -> (Child, String) {
    let mut child = palace()
        .args(["serve", "--bind", "127.0.0.1:0", "--log-level", "warn"])
        .args(["--games-per-minute", "10000", "--database", database])
        .args([
            "--redis",
            "redis://127.0.0.1:6379",
            "--node",
            name,
            "--cluster",
            cluster,
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let Some(url) = line.trim().strip_prefix("Palace is listening on ") else {
        let mut err = String::new();
        let _ = std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut err);
        panic!(
            "node {name} did not start (PostgreSQL at {} and Redis at 127.0.0.1:6379 are needed): {err}",
            pg_base()
        );
    };
    (child, url.to_owned())
}

#[test]
fn kill_9_of_a_node_loses_no_acknowledged_move() {
    let schema = format!("palace_t_fault_{}", std::process::id());
    let url = palace_server::PostgresStorage::url_with_schema(&pg_base(), &schema).unwrap_or_else(|e| {
        panic!(
            "PostgreSQL is not reachable at {} ({e}): this test needs it",
            pg_base()
        )
    });
    let cluster = schema.replace('_', "-");
    let (mut a, url_a) = node("a", &url, &cluster);
    let (mut b, url_b) = node("b", &url, &cluster);
    let loadtest = palace()
        .args(["loadtest", "--nodes", &format!("{url_a},{url_b}")])
        .args([
            "--players",
            "16",
            "--duration",
            "14",
            "--ramp",
            "0",
            "--think-ms",
            "120",
        ])
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    std::thread::sleep(Duration::from_secs(3));
    a.kill().unwrap(); // SIGKILL: nothing released, nothing flushed
    a.wait().unwrap();
    let out = loadtest.wait_with_output().unwrap();
    b.kill().unwrap();
    b.wait().unwrap();
    let _ = palace_server::PostgresStorage::drop_schema(&pg_base(), &schema);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}");
    let number = |prefix: &str| -> u64 {
        text.lines()
            .find_map(|l| l.strip_prefix(prefix))
            .and_then(|l| l.split_whitespace().next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no '{prefix}' in:\n{text}"))
    };
    assert!(
        number("reconnections") >= 4,
        "the killed node's games were reconnected:\n{text}"
    );
    assert!(number("moves acknowledged") > 50, "{text}");
    assert!(text.contains(" 0 with a move lost, 0 unreadable"), "{text}");
    assert!(!text.contains("acknowledged-move-missing"), "{text}");
}
