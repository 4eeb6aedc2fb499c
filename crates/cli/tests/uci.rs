//! UCI conversations with `palace uci` as a child process, the way tools
//! drive Fairy-Stockfish; and a short `palace match` between two levels.

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
        "Level",
        "Skill Level",
        "UCI_LimitStrength",
        "UCI_Elo",
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
    // Nothing else was printed, and the engine still answers.
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

/// Runs `palace match` with these arguments, checks that it succeeds, and
/// returns its standard output and standard error.
fn palace_match<S: AsRef<std::ffi::OsStr>>(args: impl IntoIterator<Item = S>) -> (String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_palace"))
        .arg("match")
        .args(args)
        .output()
        .expect("run palace match");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{stdout} {stderr}");
    (stdout, stderr)
}

/// Runs `palace match` with arguments it must refuse; returns its
/// standard error after checking that it failed and played no game.
fn palace_match_refused<S: AsRef<std::ffi::OsStr>>(args: impl IntoIterator<Item = S>) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_palace"))
        .arg("match")
        .args(args)
        .output()
        .expect("run palace match");
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(!out.status.success(), "{stderr}");
    assert!(!String::from_utf8_lossy(&out.stdout).contains("game"), "{stderr}");
    stderr
}

#[test]
fn match_smoke_test_between_two_levels() {
    let (stdout, _) = palace_match([
        "--engine1",
        "palace:level=3",
        "--engine2",
        "palace:level=1",
        "--rules",
        "janggi",
        "--games",
        "2",
        "--movetime",
        "20",
        "--max-plies",
        "60",
    ]);
    assert!(stdout.contains(": 2 games"), "{stdout}");
    assert!(stdout.contains("Elo difference"), "{stdout}");
    let wdl: Vec<u32> = stdout
        .lines()
        .find(|l| l.starts_with("wins "))
        .unwrap()
        .split_whitespace()
        .filter_map(|w| w.parse().ok())
        .collect();
    assert_eq!(wdl.iter().sum::<u32>(), 2, "{stdout}");
    assert!(!stdout.contains("illegal"), "{stdout}");
}

#[test]
fn a_match_by_nodes_replays_the_same_games() {
    let run = || {
        let (stdout, stderr) = palace_match([
            "--engine1",
            "palace",
            "--engine2",
            "palace:level=7",
            "--rules",
            "xiangqi",
            "--games",
            "2",
            "--nodes",
            "3000",
            "--max-plies",
            "40",
            "--verbose",
        ]);
        assert!(stdout.contains("3000 nodes/move"), "{stdout}");
        // The games' moves, as --verbose prints them.
        stderr
            .lines()
            .filter(|l| l.starts_with("game "))
            .map(str::to_owned)
            .collect::<Vec<_>>()
    };
    let first = run();
    assert_eq!(first.len(), 2, "{first:?}");
    assert_eq!(first, run(), "a node budget gives the same games on every run");
    let err = palace_match_refused([
        "--engine1",
        "palace",
        "--engine2",
        "palace",
        "--nodes",
        "100",
        "--movetime",
        "10",
    ]);
    assert!(err.contains("cannot be used with"), "{err}");
}

#[cfg(unix)]
#[test]
fn a_time_odds_match_gives_each_engine_its_own_movetime() {
    use std::os::unix::fs::PermissionsExt;
    // Each engine is palace behind a shell script that copies what the
    // match sends it into a file, so the test reads the `go` lines.
    let dir = std::env::temp_dir().join(format!("palace-odds-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let wrap = dir.join("wrap.sh");
    std::fs::write(&wrap, "#!/bin/sh\ntee -a \"$1\" | \"$2\" uci\n").unwrap();
    std::fs::set_permissions(&wrap, std::fs::Permissions::from_mode(0o755)).unwrap();
    let engine = |log: &str| {
        format!(
            "{} {} {}",
            wrap.display(),
            dir.join(log).display(),
            env!("CARGO_BIN_EXE_palace")
        )
    };
    let (e1, e2) = (engine("one.log"), engine("two.log"));
    let (stdout, _) = palace_match([
        "--engine1",
        e1.as_str(),
        "--engine2",
        e2.as_str(),
        "--rules",
        "janggi",
        "--games",
        "2",
        "--movetime",
        "15",
        "--movetime2",
        "40",
        "--max-plies",
        "8",
    ]);
    assert!(stdout.contains("15/40 ms/move (time odds)"), "{stdout}");
    for (log, ms) in [("one.log", 15), ("two.log", 40)] {
        let text = std::fs::read_to_string(dir.join(log)).unwrap();
        let gos: Vec<&str> = text.lines().filter(|l| l.starts_with("go")).collect();
        // Four plies per engine per game, two games.
        assert_eq!(gos.len(), 8, "{log}: {text}");
        assert!(
            gos.iter().all(|g| *g == format!("go movetime {ms}")),
            "{log}: {gos:?}"
        );
    }
    std::fs::remove_dir_all(&dir).ok();
    // Time odds need --movetime, and mean nothing with a node budget.
    let odds = |extra: &[&str]| {
        let mut args = vec!["--engine1", "palace", "--engine2", "palace", "--movetime2", "10"];
        args.extend_from_slice(extra);
        palace_match_refused(args)
    };
    let err = odds(&[]);
    assert!(
        err.contains("required") && err.contains("--movetime <MS>"),
        "{err}"
    );
    let err = odds(&["--nodes", "100"]);
    assert!(err.contains("cannot be used with"), "{err}");
}

#[test]
fn a_match_plays_an_openings_file_and_refuses_a_bad_one() {
    let dir = std::env::temp_dir().join(format!("palace-book-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let a = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    let b = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
    let book = dir.join("book.txt");
    std::fs::write(&book, format!("# two openings\n{a} # a comment\n\n{b}\n")).unwrap();
    let book = book.to_string_lossy().into_owned();
    let (_, stderr) = palace_match([
        "--engine1",
        "palace",
        "--engine2",
        "palace:level=2",
        "--games",
        "4",
        "--nodes",
        "500",
        "--max-plies",
        "6",
        "--verbose",
        "--openings",
        book.as_str(),
    ]);
    let games: Vec<&str> = stderr.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 4, "{stderr}");
    for g in games {
        let n: usize = g[5..g.find(':').unwrap()].parse().unwrap();
        let fen = if n <= 2 { a } else { b };
        assert!(g.contains(&format!("from {fen} |")), "{g}");
    }
    // Resuming at game 4 plays the rest of the book: the second opening
    // with engine 1 second, numbered 4; past the book's 4 games is refused.
    let resume = |first: &str| {
        let flags = [
            "--engine1",
            "palace",
            "--engine2",
            "palace:level=2",
            "--nodes",
            "500",
        ];
        flags
            .iter()
            .map(|&f| f.to_owned())
            .chain(
                [
                    "--max-plies",
                    "6",
                    "--verbose",
                    "--openings",
                    book.as_str(),
                    "--first-game",
                    first,
                ]
                .map(str::to_owned),
            )
            .collect::<Vec<String>>()
    };
    let (stdout, stderr) = palace_match(resume("4"));
    let games: Vec<&str> = stderr.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 1, "{stderr}");
    assert!(games[0].starts_with("game 4: "), "{stderr}");
    assert!(
        games[0].contains(&format!("engine1 second from {b} |")),
        "{stderr}"
    );
    assert!(stdout.contains(": 1 games"), "{stdout}");
    let err = palace_match_refused(resume("5"));
    assert!(err.contains("--first-game 5: the book has 4 games"), "{err}");
    // A malformed FEN, a finished game, an empty file and a missing file
    // are refused before any game, naming the line.
    let mate = "3k5/4R4/4R4/9/9/9/9/9/9/4K4 b - - 0 1";
    for (text, expect) in [
        (Some(format!("{a}\nnot a fen\n")), "line 2"),
        (Some(format!("{mate}\n")), "line 1: the game is already over"),
        (Some("# nothing\n".to_owned()), "no positions"),
        (None, "missing.txt"),
    ] {
        let file = dir.join(if text.is_some() { "bad.txt" } else { "missing.txt" });
        if let Some(text) = &text {
            std::fs::write(&file, text).unwrap();
        }
        let flags = ["--engine1", "palace", "--engine2", "palace", "--openings"];
        let err = palace_match_refused(flags.iter().map(std::ffi::OsStr::new).chain([file.as_os_str()]));
        assert!(err.contains(expect), "{text:?}: {err}");
    }
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn resign_adjudication_ends_a_decided_game_for_the_side_both_engines_name() {
    let dir = std::env::temp_dir().join(format!("palace-resign-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Red is a chariot, a horse and a soldier up, far from any mate.
    let fen = "2bakab2/9/9/9/9/9/4P4/9/9/RN1AKAB2 w - - 0 1";
    let book = dir.join("book.txt");
    std::fs::write(&book, format!("{fen}\n")).unwrap();
    let book = book.to_string_lossy().into_owned();
    let run = |extra: &[&str]| {
        let mut args = vec![
            "--engine1",
            "palace",
            "--engine2",
            "palace",
            "--games",
            "2",
            "--nodes",
            "2000",
            "--max-plies",
            "12",
            "--verbose",
            "--openings",
            book.as_str(),
        ];
        args.extend_from_slice(extra);
        palace_match(args)
    };
    let (stdout, stderr) = run(&["--resign-score", "500", "--resign-moves", "2"]);
    let games: Vec<&str> = stderr.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(games.len(), 2, "{stderr}");
    // Red wins both: engine 1 when it has red, engine 2 when it has.
    assert!(
        games[0].starts_with("game 1: 1 (resign adjudication) engine1 first"),
        "{}",
        games[0]
    );
    assert!(
        games[1].starts_with("game 2: 0 (resign adjudication) engine1 second"),
        "{}",
        games[1]
    );
    for g in &games {
        // Two moves of each engine: four plies.
        let plies = g.split(" | ").nth(1).unwrap().split_whitespace().count();
        assert_eq!(plies, 4, "{g}");
    }
    assert!(stdout.contains("resign adjudication 2"), "{stdout}");
    // Without it the same games run on to the ply limit.
    let (stdout, _) = run(&[]);
    assert!(stdout.contains("max-plies adjudication 2"), "{stdout}");
    // --resign-moves alone is refused.
    let err = palace_match_refused([
        "--engine1",
        "palace",
        "--engine2",
        "palace",
        "--resign-moves",
        "3",
    ]);
    assert!(err.contains("--resign-score"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_hung_engine_loses_on_time_instead_of_hanging_the_match() {
    // A fake engine that completes the handshake but never answers `go`.
    let dir = std::env::temp_dir().join(format!("palace-hung-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let script = dir.join("hung.sh");
    std::fs::write(
        &script,
        "#!/bin/sh\nwhile read line; do\n  case \"$line\" in\n    uci) echo uciok;;\n    isready) echo readyok;;\n    quit) exit 0;;\n  esac\ndone\n",
    )
    .unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    let start = Instant::now();
    let script = script.to_string_lossy().into_owned();
    let (stdout, _) = palace_match([
        "--engine1",
        "palace:level=1",
        "--engine2",
        script.as_str(),
        "--rules",
        "xiangqi",
        "--games",
        "2",
        "--movetime",
        "20",
        "--grace-ms",
        "300",
    ]);
    assert!(stdout.contains("wins 2  draws 0  losses 0"), "{stdout}");
    assert!(stdout.contains("time/crash 2"), "{stdout}");
    assert!(start.elapsed() < Duration::from_secs(20));
    let _ = std::fs::remove_dir_all(&dir);
}
