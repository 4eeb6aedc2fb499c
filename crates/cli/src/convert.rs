//! `palace convert`: read a game record file and print it as JSON or in
//! another record format.

use clap::{Args, ValueEnum};
use palace_records::{
    collection_json, read, write_fen, write_gib, write_pgn, Format, GibEncoding, MoveStyle, ReadOptions,
};
use palace_rules::RuleSet;
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// Largest record file read (XQF opening trees reach a few megabytes).
const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;

#[derive(Args, Debug)]
pub(crate) struct ConvertArgs {
    /// The record file to read; `-` reads standard input.
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// The file's format: gib, pgn, xqf, dhtmlxq, cbf, plain (a move list,
    /// optionally after a FEN line) or fen; detected from the content when absent.
    #[arg(long, value_name = "FORMAT")]
    from: Option<String>,
    /// What to print.
    #[arg(long, value_enum, value_name = "FORMAT", default_value_t = Output::Json)]
    to: Output,
    /// Rule set every move is checked under (see `palace perft --help`);
    /// default: xiangqi-standard or janggi-standard, after the record's game.
    #[arg(long, value_name = "PRESET")]
    rules: Option<String>,
    /// Text encoding of `--to gib`: utf-8, or cp949 as Korean Janggi programs read it.
    #[arg(long, value_enum, value_name = "ENCODING", default_value_t = Encoding::Utf8)]
    encoding: Encoding,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Output {
    /// One JSON object: {"games": [{"game", "rules", "start_fen", "moves", "result", "tags"}], "errors": [...]};
    /// moves in coordinates, a Janggi pass as the general's square twice.
    Json,
    /// PGN with coordinate moves (h3e3), for either game.
    Pgn,
    /// GIB (Janggi only), with --encoding.
    Gib,
    /// The FEN of each game's last position, one a line.
    Fen,
    /// PGN with WXF moves (C2=5), Xiangqi only.
    Wxf,
    /// PGN with Chinese moves (炮二平五), Xiangqi only.
    Chinese,
    /// PGN with Korean moves (71졸72, pass 한수쉼), Janggi only.
    Korean,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Encoding {
    #[value(name = "utf-8", alias = "utf8")]
    Utf8,
    #[value(alias = "euc-kr")]
    Cp949,
}

fn fail(message: &str) -> ExitCode {
    eprintln!("palace: {message}");
    ExitCode::from(2)
}

fn read_input(file: &PathBuf) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    if file.as_os_str() == "-" {
        std::io::stdin().take(MAX_FILE_BYTES).read_to_end(&mut bytes)?;
    } else {
        std::fs::File::open(file)?
            .take(MAX_FILE_BYTES)
            .read_to_end(&mut bytes)?;
    }
    Ok(bytes)
}

/// Runs `palace convert`: 0 when every game was read, 1 when some were not
/// (the others are still printed), 2 when the file could not be read at all.
pub(crate) fn run(args: &ConvertArgs) -> ExitCode {
    let format = match args.from.as_deref().map(str::parse::<Format>).transpose() {
        Ok(f) => f,
        Err(e) => return fail(&e.to_string()),
    };
    let rules: Option<&'static RuleSet> = match args.rules.as_deref().map(str::parse).transpose() {
        Ok(r) => r,
        Err(e) => return fail(&format!("{e}")),
    };
    let bytes = match read_input(&args.file) {
        Ok(b) => b,
        Err(e) => return fail(&format!("cannot read {}: {e}", args.file.display())),
    };
    let collection = match read(&bytes, &ReadOptions { format, rules }) {
        Ok(c) => c,
        Err(e) => return fail(&format!("{}: {e}", args.file.display())),
    };
    let records: Vec<_> = collection.games.iter().map(|g| g.record.clone()).collect();
    let written: Result<Vec<u8>, String> = match args.to {
        Output::Json => Ok(format!("{}\n", collection_json(&collection)).into_bytes()),
        Output::Pgn | Output::Wxf | Output::Chinese | Output::Korean => {
            let style = match args.to {
                Output::Wxf => MoveStyle::Wxf,
                Output::Chinese => MoveStyle::Chinese,
                Output::Korean => MoveStyle::Korean,
                _ => MoveStyle::Coordinate,
            };
            write_pgn(&records, style)
                .map(String::into_bytes)
                .map_err(|e| e.to_string())
        }
        Output::Gib => write_gib(
            &records,
            match args.encoding {
                Encoding::Utf8 => GibEncoding::Utf8,
                Encoding::Cp949 => GibEncoding::Cp949,
            },
        )
        .map_err(|e| e.to_string()),
        Output::Fen => Ok(write_fen(&records).into_bytes()),
    };
    let written = match written {
        Ok(w) => w,
        Err(e) => return fail(&e),
    };
    let mut out = std::io::stdout().lock();
    if out.write_all(&written).and_then(|()| out.flush()).is_err() {
        return ExitCode::from(2);
    }
    if args.to != Output::Json {
        for e in &collection.errors {
            eprintln!("palace: {e}");
        }
    }
    if collection.errors.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
