//! `palace-dev match` between engines: levels of Palace, Palace behind a
//! script that records what it is sent, a fake engine that hangs; games by
//! time, by nodes and with time odds; opening files; resign adjudication.

use std::process::Command;
use std::time::{Duration, Instant};

/// Runs `palace-dev match` with these arguments, checks that it succeeds, and
/// returns its standard output and standard error.
fn palace_match<S: AsRef<std::ffi::OsStr>>(args: impl IntoIterator<Item = S>) -> (String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_palace-dev"))
        .arg("match")
        .args(args)
        .output()
        .expect("run palace-dev match");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{stdout} {stderr}");
    (stdout, stderr)
}

/// Runs `palace-dev match` with arguments it must refuse; returns its
/// standard error after checking that it failed and played no game.
fn palace_match_refused<S: AsRef<std::ffi::OsStr>>(args: impl IntoIterator<Item = S>) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_palace-dev"))
        .arg("match")
        .args(args)
        .output()
        .expect("run palace-dev match");
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
fn time_and_node_odds_give_each_engine_its_own_budget() {
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
    let odds_match = |args: &[&str]| {
        let common = [
            "--engine1",
            e1.as_str(),
            "--engine2",
            e2.as_str(),
            "--rules",
            "janggi",
        ];
        palace_match(common.iter().chain(args))
    };
    let (stdout, _) = odds_match(&[
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
    // Every `go` line an engine's log holds is `want`, `count` of them;
    // the log is removed for the next match.
    let gos_are = |log: &str, want: &str, count: usize| {
        let text = std::fs::read_to_string(dir.join(log)).unwrap();
        let gos: Vec<&str> = text.lines().filter(|l| l.starts_with("go")).collect();
        assert_eq!(gos.len(), count, "{log}: {text}");
        assert!(gos.iter().all(|g| *g == want), "{log}: {gos:?}");
        std::fs::remove_file(dir.join(log)).unwrap();
    };
    // Four plies per engine per game, two games.
    gos_are("one.log", "go movetime 15", 8);
    gos_are("two.log", "go movetime 40", 8);
    // Node odds: each engine gets its own `go nodes`.
    let (stdout, _) = odds_match(&[
        "--games",
        "1",
        "--nodes",
        "700",
        "--nodes2",
        "300",
        "--max-plies",
        "4",
    ]);
    assert!(stdout.contains("700/300 nodes/move (node odds)"), "{stdout}");
    gos_are("one.log", "go nodes 700", 2);
    gos_are("two.log", "go nodes 300", 2);
    std::fs::remove_dir_all(&dir).ok();
    // --nodes2 needs --nodes.
    let err = palace_match_refused(["--engine1", "palace", "--engine2", "palace", "--nodes2", "10"]);
    assert!(err.contains("--nodes <N>"), "{err}");
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

#[test]
fn a_match_from_random_starts_names_its_openings_and_load() {
    let run = |seed: &str| {
        let (stdout, stderr) = palace_match([
            "--engine1",
            "palace",
            "--engine2",
            "palace:level=2",
            "--rules",
            "janggi",
            "--random-plies",
            "2",
            "--random-openings",
            "3",
            "--seed",
            seed,
            "--nodes",
            "300",
            "--max-plies",
            "6",
            "--verbose",
        ]);
        let fens: Vec<String> = stderr
            .lines()
            .filter(|l| l.starts_with("game "))
            .map(|l| {
                l.split(" from ")
                    .nth(1)
                    .unwrap()
                    .split(" |")
                    .next()
                    .unwrap()
                    .to_owned()
            })
            .collect();
        (stdout, fens)
    };
    let (stdout, fens) = run("7");
    // Three openings, each with both colours: six games by default.
    assert!(stdout.contains(": 6 games"), "{stdout}");
    assert!(
        stdout.contains("openings: 3 random starts of 2 plies, seed 7"),
        "{stdout}"
    );
    assert!(stdout.contains("load average (1, 5, 15 min): "), "{stdout}");
    assert!(stdout.contains("lower bound"), "{stdout}");
    let mut sorted = fens.clone();
    sorted.sort();
    sorted.dedup();
    assert_eq!(sorted.len(), 3, "{fens:?}");
    let start = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR";
    assert!(
        fens.iter().all(|f| !f.starts_with(start) && f.contains(" w ")),
        "{fens:?}"
    );
    // The seed names the openings.
    assert_eq!(run("7").1, fens);
    assert_ne!(run("8").1, fens);
    // A book file and random starts at once, or a seed alone, are refused.
    let err = palace_match_refused([
        "--engine1",
        "palace",
        "--engine2",
        "palace",
        "--random-plies",
        "2",
        "--openings",
        "book.txt",
    ]);
    assert!(err.contains("cannot be used with"), "{err}");
    let err = palace_match_refused(["--engine1", "palace", "--engine2", "palace", "--seed", "3"]);
    assert!(err.contains("--random-plies"), "{err}");
}
