//! The `palace` command: what a user runs. The developer tools (match,
//! datagen, tune) are the `palace-dev` binary (`src/dev/main.rs`).

mod computer;
mod convert;
mod loadtest;
mod status;

use clap::{Args, Parser, Subcommand};
use palace_rules::{divide, perft::perft_with_history, Game, GameError, RuleSet};
use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

/// Palace: Janggi (Korean chess) and Xiangqi (Chinese chess).
#[derive(Parser, Debug)]
#[command(name = "palace", version, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Count the leaf nodes of the legal move tree (Fairy-Stockfish's `go perft` conventions).
    Perft(PerftArgs),
    /// Print the state of a position as one JSON object: legal moves, check, bikjang, points, outcome.
    Status(StatusArgs),
    /// Speak the UCI protocol on standard input and output (as tools drive Fairy-Stockfish).
    Uci,
    /// Search fixed positions of both games to a fixed depth; prints total nodes and nodes per second.
    Bench(BenchArgs),
    /// Read a game record file (GIB, PGN, XQF, DhtmlXQ, CBF, FEN or a move list) and print it as JSON or another format.
    Convert(convert::ConvertArgs),
    /// Serve the browser client and the game API (HTTP and WebSocket) from one process, games kept in SQLite.
    Serve(palace_server::ServeArgs),
    /// Play many simulated games against running servers over WebSockets (loopback only) and report moves/s, round trips, errors and memory.
    Loadtest(loadtest::LoadtestArgs),
    /// Copy a SQLite database (games, accounts, sessions, ratings) into an empty PostgreSQL one, all or nothing.
    Migrate(MigrateArgs),
}

#[derive(Args, Debug)]
struct MigrateArgs {
    /// The SQLite file `palace serve` used (stop that server first).
    #[arg(long, value_name = "FILE")]
    from: std::path::PathBuf,
    /// The PostgreSQL database to fill: postgres://user@host:port/db (it must hold no games or accounts yet).
    #[arg(long, value_name = "URL")]
    to: String,
}

fn run_migrate(args: &MigrateArgs) -> Result<(), Failure> {
    use palace_server::storage::{is_postgres_url, migrate, shown_database};
    if !is_postgres_url(&args.to) {
        return Err(Failure(format!(
            "--to must be a PostgreSQL URL (postgres://user@host:port/db), not '{}'",
            clip(&args.to)
        )));
    }
    let copied = migrate::sqlite_to_postgres(&args.from, &args.to)
        .map_err(|e| Failure(format!("migrating {}: {e}", args.from.display())))?;
    for (table, rows) in &copied {
        println!("{table}: {rows}");
    }
    println!("copied {} into {}", args.from.display(), shown_database(&args.to));
    Ok(())
}

#[derive(Args, Debug)]
struct BenchArgs {
    /// Depth in plies of every search.
    #[arg(long, default_value_t = palace_engine::bench::DEFAULT_DEPTH, value_parser = clap::value_parser!(i32).range(1..=30))]
    depth: i32,
}

/// Where a position comes from: a rule set, a FEN and moves played from it.
#[derive(Args, Debug, Clone)]
struct PositionArgs {
    /// Rule set: xiangqi-standard, janggi-standard, janggi-club, janggi-strict,
    /// or the engine-compatible xiangqi, janggi, janggitraditional, janggimodern, janggicasual.
    #[arg(long, value_name = "PRESET")]
    rules: String,
    /// Start position as FEN (Fairy-Stockfish's form); default: the rule set's start position.
    #[arg(long, value_name = "FEN")]
    fen: Option<String>,
    /// Coordinate moves played from the start position, separated by spaces (e.g. "h3e3 h10g8"; a pass is the general's square twice, "e2e2").
    #[arg(long, value_name = "MOVES", allow_hyphen_values = true)]
    moves: Option<String>,
}

#[derive(Args, Debug)]
struct PerftArgs {
    #[command(flatten)]
    position: PositionArgs,
    /// Print one line `<move>: <count>` per legal move before the total.
    #[arg(long)]
    divide: bool,
    /// Depth in plies.
    #[arg(value_name = "DEPTH", value_parser = clap::value_parser!(u32).range(0..=12))]
    depth: u32,
}

#[derive(Args, Debug)]
struct StatusArgs {
    /// Rule set (see `palace perft --help`); required unless --batch.
    #[arg(long, value_name = "PRESET", required_unless_present = "batch")]
    rules: Option<String>,
    /// Start position as FEN; default: the rule set's start position.
    #[arg(long, value_name = "FEN")]
    fen: Option<String>,
    /// Coordinate moves played from the start position, separated by spaces.
    #[arg(long, value_name = "MOVES", allow_hyphen_values = true)]
    moves: Option<String>,
    /// Read one JSON query per line from standard input ({"rules": .., "fen": .., "moves": ".."})
    /// and answer each with one JSON line (errors as {"error": ..}); for test harnesses.
    #[arg(long, conflicts_with_all = ["rules", "fen", "moves"])]
    batch: bool,
}

/// A user-facing error: printed as one line, exit status 2.
struct Failure(String);

impl From<GameError> for Failure {
    fn from(e: GameError) -> Self {
        Failure(e.to_string())
    }
}

/// Builds the game described by a rule set, an optional FEN and moves.
pub(crate) fn build_game(rules: &str, fen: Option<&str>, moves: Option<&str>) -> Result<Game, String> {
    let rules: &'static RuleSet = rules
        .parse()
        .map_err(|e: palace_rules::UnknownPreset| e.to_string())?;
    let mut game = match fen {
        Some(f) => Game::from_fen(f, rules).map_err(|e| e.to_string())?,
        None => Game::new(rules),
    };
    for (i, text) in moves.unwrap_or("").split_ascii_whitespace().enumerate() {
        game.play_text(text)
            .map_err(|e| format!("move {} '{}': {}", i + 1, clip(text), e))?;
    }
    Ok(game)
}

fn clip(s: &str) -> String {
    s.chars().take(40).collect()
}

fn run_perft(args: &PerftArgs) -> Result<(), Failure> {
    let p = &args.position;
    let game = build_game(&p.rules, p.fen.as_deref(), p.moves.as_deref()).map_err(Failure)?;
    let pos = game.position();
    let moves = game.moves();
    let last = moves.last().copied();
    let before = moves.len().checked_sub(2).map(|i| moves[i]);
    let start = Instant::now();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let nodes = if args.divide {
        let mut rows = divide(pos, args.depth, last, before);
        rows.sort_by_key(|(m, _)| m.to_string());
        let mut total = 0;
        for (m, n) in rows {
            let _ = writeln!(out, "{m}: {n}");
            total += n;
        }
        total
    } else {
        perft_with_history(pos, args.depth, last, before)
    };
    let secs = start.elapsed().as_secs_f64();
    let _ = writeln!(out, "Nodes searched: {nodes}");
    let _ = out.flush();
    eprintln!(
        "time {:.3} s, {:.0} nodes/s",
        secs,
        if secs > 0.0 { nodes as f64 / secs } else { 0.0 }
    );
    Ok(())
}

fn run_status(args: &StatusArgs) -> Result<(), Failure> {
    if args.batch {
        return status::batch().map_err(|e| Failure(format!("reading standard input: {e}")));
    }
    let rules = args.rules.as_deref().unwrap_or_default();
    let game = build_game(rules, args.fen.as_deref(), args.moves.as_deref()).map_err(Failure)?;
    println!("{}", status::status_json(&game));
    Ok(())
}

fn run_bench(args: &BenchArgs) -> Result<(), Failure> {
    let r = palace_engine::bench::run(args.depth);
    for (i, p) in r.per_position.iter().enumerate() {
        eprintln!(
            "position {:2}: bestmove {} score {} nodes {}",
            i + 1,
            p.best.map_or_else(|| "(none)".to_owned(), |m| m.to_string()),
            palace_engine::uci_score(p.score),
            p.nodes
        );
    }
    println!("Total time (ms) : {}", r.time.as_millis());
    println!("Nodes searched  : {}", r.nodes);
    println!("Nodes/second    : {}", r.nps());
    Ok(())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Command::Perft(a) => run_perft(a),
        Command::Status(a) => run_status(a),
        Command::Uci => {
            palace_engine::uci::run_stdio();
            Ok(())
        }
        Command::Bench(a) => run_bench(a),
        Command::Convert(a) => return convert::run(a),
        Command::Migrate(a) => run_migrate(a),
        Command::Loadtest(a) => loadtest::run(a).map_err(Failure),
        Command::Serve(a) => {
            palace_server::run_with(a.clone(), std::sync::Arc::new(computer::EngineChooser)).map_err(Failure)
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure(msg)) => {
            eprintln!("palace: {msg}");
            ExitCode::from(2)
        }
    }
}
