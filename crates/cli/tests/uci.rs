//! UCI conversations with `palace uci` as a child process, the way tools
//! drive Fairy-Stockfish.

use palace_rules::{Game, RuleSet};
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_palace"))
            .arg("uci")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("start palace uci");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            stdin,
            lines: rx,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str, timeout: Duration) -> Vec<String> {
        let deadline = Instant::now() + timeout;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(l) => {
                    let done = l.starts_with(prefix);
                    seen.push(l);
                    if done {
                        return seen;
                    }
                }
                Err(_) => panic!("no '{prefix}' within {timeout:?}; got {seen:?}"),
            }
        }
    }

    /// Nothing arrives within `wait`.
    fn silent(&mut self, wait: Duration) -> Option<String> {
        self.lines.recv_timeout(wait).ok()
    }

    fn sync(&mut self) -> Vec<String> {
        self.send("isready");
        self.until("readyok", Duration::from_secs(10))
    }

    fn bestmove(&mut self, go: &str) -> (Vec<String>, String) {
        self.send(go);
        let lines = self.until("bestmove", Duration::from_secs(30));
        let best = lines
            .last()
            .unwrap()
            .split_whitespace()
            .nth(1)
            .unwrap()
            .to_owned();
        (lines, best)
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send_quiet("quit");
        let deadline = Instant::now() + Duration::from_secs(5);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
    }
}

impl Engine {
    fn send_quiet(&mut self, line: &str) -> std::io::Result<()> {
        writeln!(self.stdin, "{line}")?;
        self.stdin.flush()
    }
}

#[test]
fn handshake_lists_every_preset_and_option() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok", Duration::from_secs(10));
    assert!(lines[0].starts_with("id name Palace"), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("id author ")));
    let variant = lines
        .iter()
        .find(|l| l.starts_with("option name UCI_Variant type combo default xiangqi"))
        .expect("UCI_Variant option");
    for name in RuleSet::preset_names() {
        assert!(
            variant.contains(&format!(" var {name}")),
            "{variant} lacks {name}"
        );
    }
    for opt in [
        "Hash",
        "Threads",
        "MultiPV",
        "Level",
        "Skill Level",
        "UCI_LimitStrength",
        "UCI_Elo",
        "EvalFile",
    ] {
        assert!(
            lines
                .iter()
                .any(|l| l.starts_with(&format!("option name {opt} type "))),
            "no {opt} in {lines:?}"
        );
    }
    assert_eq!(e.sync(), ["readyok"]);
    e.send("quit");
    let status = e.child.wait().unwrap();
    assert!(status.success());
}

#[test]
fn perft_after_moves_matches_the_reference_counts() {
    let mut e = Engine::start();
    e.send("setoption name UCI_Variant value janggi");
    e.send("position startpos");
    e.send("go perft 2");
    let lines = e.until("Nodes searched", Duration::from_secs(30));
    assert_eq!(lines.last().unwrap(), "Nodes searched: 1024");
    assert_eq!(lines.len(), 33, "32 moves then the total: {lines:?}");
    assert!(lines.contains(&"e2e2: 32".to_owned()), "{lines:?}");
    e.send("setoption name UCI_Variant value xiangqi");
    e.send("position startpos moves h3e3 h10g8");
    e.send("go perft 1");
    let lines = e.until("Nodes searched", Duration::from_secs(30));
    let expected = Game::new(RuleSet::preset("xiangqi").unwrap());
    let mut g = expected;
    g.play_text("h3e3").unwrap();
    g.play_text("h10g8").unwrap();
    let n = g.legal_moves().len();
    assert_eq!(lines.last().unwrap(), &format!("Nodes searched: {n}"));
    assert_eq!(lines.len(), n + 1);
    e.send("position startpos");
    e.send("go perft 3");
    let lines = e.until("Nodes searched", Duration::from_secs(60));
    assert_eq!(lines.last().unwrap(), "Nodes searched: 79666");
}

#[test]
fn bestmove_is_legal_in_both_games_with_info_lines() {
    let mut e = Engine::start();
    for (variant, moves) in [
        ("xiangqi", "h3e3 h10g8 h1g3"),
        ("janggi", "a4b4 i7h7"),
        ("janggi-standard", ""),
        ("xiangqi-standard", "c4c5"),
    ] {
        e.send(&format!("setoption name UCI_Variant value {variant}"));
        let cmd = if moves.is_empty() {
            "position startpos".to_owned()
        } else {
            format!("position startpos moves {moves}")
        };
        e.send(&cmd);
        let (lines, best) = e.bestmove("go depth 5");
        let info = lines
            .iter()
            .rfind(|l| l.starts_with("info depth 5 "))
            .unwrap_or_else(|| panic!("{lines:?}"));
        for field in [" seldepth ", " score cp ", " nodes ", " nps ", " time ", " pv "] {
            assert!(info.contains(field), "{info} lacks {field}");
        }
        let mut g = Game::new(RuleSet::preset(variant).unwrap());
        for m in moves.split_whitespace() {
            g.play_text(m).unwrap();
        }
        g.play_text(&best)
            .unwrap_or_else(|err| panic!("{variant}: bestmove {best}: {err}"));
    }
    // A clock-driven search answers within its time.
    e.send("position startpos");
    let start = Instant::now();
    let (_, best) = e.bestmove("go wtime 2000 btime 2000 winc 0 binc 0");
    assert!(start.elapsed() < Duration::from_millis(1500));
    assert_ne!(best, "(none)");
    let start = Instant::now();
    let _ = e.bestmove("go movetime 200");
    assert!(start.elapsed() < Duration::from_millis(1000));
    let _ = e.bestmove("go btime 0 wtime 0 byoyomi 300");
}

#[test]
fn the_pass_is_written_as_the_generals_square_twice() {
    let mut e = Engine::start();
    e.send("setoption name UCI_Variant value janggi");
    // Cho's general on d1 cannot move (d2, e2, e1 are attacked) and is not
    // in check: the pass is the only legal move.
    e.send("position fen 5k3/9/9/9/9/4r4/9/9/r8/3K5 w - - 0 1");
    e.send("go perft 1");
    let lines = e.until("Nodes searched", Duration::from_secs(10));
    assert_eq!(lines, ["d1d1: 1", "Nodes searched: 1"]);
    let (_, best) = e.bestmove("go depth 3");
    assert_eq!(best, "d1d1");
    let (_, best) = e.bestmove("go movetime 100");
    assert_eq!(best, "d1d1");
}

#[test]
fn stop_ends_an_infinite_search() {
    let mut e = Engine::start();
    e.send("position startpos moves h3e3");
    e.send("go infinite");
    // No bestmove before stop, but the engine stays responsive.
    std::thread::sleep(Duration::from_millis(300));
    let early = e.sync();
    assert!(early.iter().all(|l| !l.starts_with("bestmove")), "{early:?}");
    let start = Instant::now();
    e.send("stop");
    let lines = e.until("bestmove", Duration::from_secs(5));
    assert!(start.elapsed() < Duration::from_secs(2));
    let best = lines.last().unwrap().split_whitespace().nth(1).unwrap();
    let mut g = Game::new(RuleSet::preset("xiangqi").unwrap());
    g.play_text("h3e3").unwrap();
    g.play_text(best).unwrap();
    // Exactly one bestmove.
    assert_eq!(e.silent(Duration::from_millis(200)), None);
}

#[test]
fn bad_lines_are_refused_and_change_nothing() {
    let mut e = Engine::start();
    e.send("setoption name UCI_Variant value janggi");
    e.send("position startpos moves a4b4");
    e.sync();
    for bad in [
        "garbage",
        "setoption name NoSuchOption value 3",
        "setoption name UCI_Variant value chess",
        "setoption name Hash value lots",
        "setoption name Level value 9",
        "position fen not/a/fen w - - 0 1",
        "position startpos moves e2e5",
        "position startpos moves a4b4 zz99",
        "position sideways",
        "go depth x",
        "go sometimes",
        "go perft many",
    ] {
        e.send(bad);
        let lines = e.sync();
        assert_eq!(lines.len(), 2, "{bad}: {lines:?}");
        assert!(lines[0].starts_with("info string "), "{bad}: {lines:?}");
    }
    // Still Janggi after a4b4: 31 moves + ... the count Game gives.
    let mut g = Game::new(RuleSet::preset("janggi").unwrap());
    g.play_text("a4b4").unwrap();
    e.send("go perft 1");
    let lines = e.until("Nodes searched", Duration::from_secs(10));
    assert_eq!(
        lines.last().unwrap(),
        &format!("Nodes searched: {}", g.legal_moves().len())
    );
    // A very long line is refused too.
    let long = format!("position startpos moves {}", "a4b4 ".repeat(30_000));
    e.send(&long);
    let lines = e.sync();
    assert!(lines[0].starts_with("info string "), "{lines:?}");
}

#[test]
fn eval_prints_the_static_evaluation_term_by_term() {
    let mut e = Engine::start();
    e.send("uci");
    e.until("uciok", Duration::from_secs(10));
    e.send("setoption name UCI_Variant value janggi");
    // Han (lower case) without one chariot, Han to move after Cho's first move.
    e.send(
        "position fen rnba1abn1/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1 moves a4b4",
    );
    e.send("eval");
    let lines = e.until("Final evaluation", Duration::from_secs(10));
    assert!(
        lines[0].contains("First") && lines[0].contains("Second"),
        "{lines:?}"
    );
    let chariot = lines
        .iter()
        .find(|l| l.starts_with("material chariot"))
        .expect("chariot line");
    let cols: Vec<&str> = chariot.split_whitespace().collect();
    assert_eq!(&cols[2..4], ["2", "1"], "{chariot}");
    // The cp column adds up to the total, from First's side; the side to
    // move (Han) sees its negative.
    let sum: i32 = lines[1..lines.len() - 1]
        .iter()
        .map(|l| l.split_whitespace().last().unwrap().parse::<i32>().unwrap())
        .sum();
    let last = lines.last().unwrap();
    let total: i32 = last.split_whitespace().nth(2).unwrap().parse().unwrap();
    assert_eq!(sum, total, "{lines:?}");
    assert!(total > 500, "{last}");
    assert!(
        last.contains(&format!("{:+} cp for the side to move", -total)),
        "{last}"
    );
    // Then Janggi's built-in network's score, what the search uses;
    // nothing else was printed, and the engine still answers.
    let net = e.until("Network evaluation", Duration::from_secs(10));
    assert_eq!(net.len(), 1, "{net:?}");
    assert_eq!(e.silent(Duration::from_millis(200)), None);
    e.sync();
}

#[test]
fn no_bestmove_once_the_game_is_over() {
    let mut e = Engine::start();
    e.send("setoption name UCI_Variant value janggi");
    // Two passes in a row end the game.
    e.send("position startpos moves e2e2 e9e9");
    let (lines, best) = e.bestmove("go depth 3");
    assert_eq!(best, "(none)");
    assert!(lines.iter().any(|l| l.starts_with("info string")), "{lines:?}");
    // Checkmate in Xiangqi: Black to move is mated.
    e.send("setoption name UCI_Variant value xiangqi");
    e.send("position fen 4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1 moves b1b10");
    let (_, best) = e.bestmove("go movetime 100");
    assert_eq!(best, "(none)");
}

#[test]
fn mate_is_reported_as_mate() {
    let mut e = Engine::start();
    e.send("setoption name UCI_Variant value xiangqi");
    e.send("position fen 4k4/9/9/9/9/9/9/9/1R7/R2K5 w - - 0 1");
    let (lines, _) = e.bestmove("go depth 5");
    assert!(lines.iter().any(|l| l.contains(" score mate 2 ")), "{lines:?}");
}

#[test]
fn options_are_accepted() {
    let mut e = Engine::start();
    for line in [
        "setoption name Hash value 1",
        "setoption name Threads value 2",
        "setoption name Level value 3",
        "setoption name Level value easy",
        "setoption name Skill Level value 10",
        "setoption name UCI_LimitStrength value true",
        "setoption name UCI_Elo value 1500",
        "setoption name UCI_LimitStrength value false",
        "ucinewgame",
    ] {
        e.send(line);
        assert_eq!(e.sync(), ["readyok"], "{line}");
    }
    e.send("position startpos");
    let (_, best) = e.bestmove("go movetime 200");
    let mut g = Game::new(RuleSet::preset("xiangqi").unwrap());
    g.play_text(&best).unwrap();
}

/// Resident memory of a process in MiB (Linux).
#[cfg(target_os = "linux")]
fn resident_mib(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let kb: f64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmRSS");
    kb / 1024.0
}

/// The transposition table takes what `Hash` says, and the process stays
/// under 50 MiB beyond it: idle, after a search that touches a 1 MiB table
/// all over, and after one that touches much of a 96 MiB table (more than
/// the default 16 MiB could hold).
#[cfg(target_os = "linux")]
#[test]
fn memory_follows_the_hash_option() {
    let mut e = Engine::start();
    e.send("uci");
    e.until("uciok", Duration::from_secs(10));
    e.sync();
    let pid = e.child.id();
    let idle = resident_mib(pid);
    assert!(idle < 50.0, "idle: {idle:.1} MiB");
    for (hash, at_least) in [(1, 0.0), (96, 40.0)] {
        e.send(&format!("setoption name Hash value {hash}"));
        e.send("setoption name UCI_Variant value janggi");
        e.send("ucinewgame");
        e.sync();
        e.send("position startpos");
        let (lines, _) = e.bestmove("go nodes 200000");
        let rss = resident_mib(pid);
        assert!(
            rss >= at_least && rss < f64::from(hash) + 50.0,
            "Hash {hash}: {rss:.1} MiB resident; {:?}",
            lines.iter().rev().nth(1)
        );
    }
}

/// The `multipv` field of an info line, and its PV's first move.
fn line_of(info: &str) -> (usize, String, i32) {
    let words: Vec<&str> = info.split_whitespace().collect();
    let at = |key: &str| words.iter().position(|w| *w == key).map(|i| i + 1);
    let k = words[at("multipv").expect("multipv")].parse().unwrap();
    let first = words[at("pv").expect("pv")].to_owned();
    let s = at("score").unwrap();
    let score = match words[s] {
        "cp" => words[s + 1].parse().unwrap(),
        _ => 100_000 * words[s + 1].parse::<i32>().unwrap().signum(),
    };
    (k, first, score)
}

#[test]
fn multipv_reports_several_distinct_lines_best_first() {
    let mut e = Engine::start();
    for (variant, n) in [("xiangqi", 3usize), ("janggi", 4)] {
        e.send(&format!("setoption name UCI_Variant value {variant}"));
        e.send(&format!("setoption name MultiPV value {n}"));
        e.send("position startpos");
        let (lines, best) = e.bestmove("go depth 6");
        let last: Vec<(usize, String, i32)> = lines
            .iter()
            .filter(|l| l.starts_with("info depth 6 "))
            .map(|l| line_of(l))
            .collect();
        assert_eq!(last.len(), n, "{lines:?}");
        let ks: Vec<usize> = last.iter().map(|l| l.0).collect();
        assert_eq!(ks, (1..=n).collect::<Vec<_>>(), "{lines:?}");
        let mut firsts: Vec<&String> = last.iter().map(|l| &l.1).collect();
        firsts.sort();
        firsts.dedup();
        assert_eq!(firsts.len(), n, "each line starts with its own move: {lines:?}");
        assert!(last.windows(2).all(|w| w[0].2 >= w[1].2), "best first: {lines:?}");
        assert_eq!(best, last[0].1, "bestmove is line 1");
        let g = Game::new(RuleSet::preset(variant).unwrap());
        for (_, m, _) in &last {
            g.clone().play_text(m).unwrap_or_else(|err| panic!("{m}: {err}"));
        }
    }
    // More lines than moves: one line per legal move. The pass is the only
    // legal move here.
    e.send("setoption name UCI_Variant value janggi");
    e.send("position fen 5k3/9/9/9/9/4r4/9/9/r8/3K5 w - - 0 1");
    let (lines, best) = e.bestmove("go depth 3");
    assert_eq!(best, "d1d1");
    assert!(lines.iter().all(|l| !l.contains(" multipv 2 ")), "{lines:?}");
    // MultiPV 1 prints line 1 only; out-of-range values are refused.
    e.send("setoption name MultiPV value 1");
    e.send("position startpos");
    let (lines, _) = e.bestmove("go depth 4");
    assert!(lines
        .iter()
        .filter(|l| l.starts_with("info depth"))
        .all(|l| l.contains(" multipv 1 ")));
    e.send("setoption name MultiPV value 0");
    e.send("setoption name MultiPV value 501");
    let said = e.sync();
    assert_eq!(
        said.iter().filter(|l| l.contains("MultiPV")).count(),
        2,
        "{said:?}"
    );
}
