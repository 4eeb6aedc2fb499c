//! The `palace-dev` command: the developer's tools for measuring and tuning
//! the engine, kept out of the `palace` binary so that a user's `--help`
//! shows what a user needs.

mod engine_proc;
mod matches;
mod starts;
mod train_net;
mod tune;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// Palace's developer tools: engine matches and evaluation tuning.
#[derive(Parser, Debug)]
#[command(name = "palace-dev", version, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play a match between two UCI engines over the committed openings, a book file or random starts.
    Match(matches::MatchArgs),
    /// Developer tool: self-play positions labelled by a stronger engine's search, for `palace-dev tune`.
    Datagen(tune::DatagenArgs),
    /// Developer tool: fit the evaluation's weights to positions written by `palace-dev datagen`.
    Tune(tune::TuneArgs),
    /// Developer tool: train a learned evaluation (a network file for `EvalFile`) on positions written by `palace-dev datagen`.
    TrainNet(train_net::TrainNetArgs),
    /// Speak the UCI protocol on standard input and output, as `palace uci` does (what `match`
    /// starts for the engine `palace`).
    Uci,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Command::Match(a) => matches::run(a),
        Command::Datagen(a) => tune::datagen(a),
        Command::Tune(a) => tune::tune(a),
        Command::TrainNet(a) => train_net::train_net(a),
        Command::Uci => {
            palace_engine::uci::run_stdio();
            Ok(())
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("palace-dev: {msg}");
            ExitCode::from(2)
        }
    }
}
