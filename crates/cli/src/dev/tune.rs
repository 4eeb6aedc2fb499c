//! Evaluation tuning, a developer's tool in two steps:
//!
//! - `palace-dev datagen`: Palace plays itself from the committed openings
//!   (after a few random plies) at a small node budget; quiet positions of
//!   those games are labelled with the score of a stronger engine's search
//!   (Fairy-Stockfish at a fixed depth) and written one per line as
//!   `FEN;score;result` (score in centipawns from the side to move, result
//!   1 / 0.5 / 0 for the first player).
//! - `palace-dev tune`: fits the evaluation's weights (`crates/engine/src/weights.rs`)
//!   so that `sigmoid(eval / K)` matches `sigmoid(score / K)` (least squares,
//!   Adam), reports the loss on held-out positions before and after, and
//!   rewrites the game's table in `weights.rs`.

use crate::engine_proc::{EngineProc, EngineSpec};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use palace_engine::eval::features;
use palace_engine::eval::Network;
use palace_engine::openings::openings;
use palace_engine::search::Rng;
use palace_engine::weights::{self, N_FEATURES};
use palace_engine::{levels, Limits, Searcher, Tt, MATE_BOUND};
use palace_rules::{Color, Game, Position, RuleSet, Variant};
use std::io::{BufRead, BufWriter, Write};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

#[derive(Args, Debug)]
pub struct DatagenArgs {
    /// Rule set of the games (an engine-compatible preset: `xiangqi` or `janggi`).
    #[arg(long, value_name = "PRESET", default_value = "xiangqi")]
    pub rules: String,
    /// Games to play.
    #[arg(long, default_value_t = 100)]
    pub games: usize,
    /// Nodes per move of Palace's self-play.
    #[arg(long, default_value_t = 4000)]
    pub nodes: u64,
    /// Random plies played after the opening position, at most.
    #[arg(long, default_value_t = 8)]
    pub random_plies: u64,
    /// Keep about one quiet position in this many.
    #[arg(long, default_value_t = 3)]
    pub sample: u64,
    /// Engine whose search labels the positions (a UCI command).
    #[arg(long, value_name = "ENGINE", default_value = "/usr/games/fairy-stockfish")]
    pub labeller: String,
    /// Depth of the labelling search.
    #[arg(long, default_value_t = 7)]
    pub depth: u32,
    /// Seed of the random plies.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Output file (appended to).
    #[arg(long, value_name = "FILE")]
    pub out: std::path::PathBuf,
    /// Label the positions of the games in a `palace-dev match --verbose` log
    /// (repeatable) instead of playing new games: positions from games
    /// against another engine, such as Fairy-Stockfish, where Palace's own
    /// games would not go. Each game's result is the one the log records.
    #[arg(
        long = "from-log",
        value_name = "LOG",
        conflicts_with_all = ["games", "nodes", "random_plies"]
    )]
    pub from_log: Vec<std::path::PathBuf>,
    /// Palace plays itself with this learned evaluation (a network file
    /// for the game, as `train-net` writes) instead of the table: the
    /// positions a network's own search steers to, where its errors lie.
    #[arg(long, value_name = "FILE", conflicts_with = "from_log")]
    pub net: Option<std::path::PathBuf>,
}

/// A game of a `palace-dev match --verbose` log: its start, the result for the
/// first player and the moves.
#[derive(Debug, PartialEq)]
struct LoggedGame {
    number: u64,
    fen: String,
    result: &'static str,
    moves: Vec<String>,
}

/// Parses a game line of a match log,
/// `game N: SCORE (REASON) engine1 first|second from FEN | MOVES`, where
/// SCORE is engine 1's result. `None` for any other line.
fn logged_game(line: &str) -> Option<LoggedGame> {
    let rest = line.trim().strip_prefix("game ")?;
    let (number, rest) = rest.split_once(": ")?;
    let number = number.parse().ok()?;
    let (score, rest) = rest.split_once(' ')?;
    let (_, rest) = rest.rsplit_once(") engine1 ")?;
    let (side, rest) = rest.split_once(" from ")?;
    let (fen, moves) = rest.split_once(" | ")?;
    let score1 = match score {
        "1" => 2,
        "0.5" => 1,
        "0" => 0,
        _ => return None,
    };
    let first = match side {
        "first" => score1,
        "second" => 2 - score1,
        _ => return None,
    };
    Some(LoggedGame {
        number,
        fen: fen.trim().to_owned(),
        result: ["0", "0.5", "1"][first],
        moves: moves.split_whitespace().map(str::to_owned).collect(),
    })
}

/// The games of the match logs, in order; an error names a log that cannot
/// be read or holds no game line with its start position.
fn logged_games(paths: &[std::path::PathBuf]) -> Result<Vec<LoggedGame>, String> {
    let mut all = Vec::new();
    for path in paths {
        let text =
            std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let before = all.len();
        all.extend(text.lines().filter_map(logged_game));
        if all.len() == before {
            return Err(format!(
                "{}: no game lines (`game N: SCORE (REASON) engine1 first|second from FEN | MOVES`, \
                 written by `palace-dev match --verbose`)",
                path.display()
            ));
        }
    }
    Ok(all)
}

/// How long the labeller may take to start or to answer one search.
const LABEL_TIMEOUT: Duration = Duration::from_secs(60);

/// Labels the positions `kept` with the labeller's search and appends them
/// with the game's `result`; returns how many were written (positions
/// scored as mate are left out).
fn label(
    labeller: &mut EngineProc,
    depth: u32,
    kept: Vec<String>,
    result: &str,
    out: &mut impl Write,
) -> Result<u64, String> {
    let mut written = 0;
    for fen in kept {
        labeller.send(&format!("position fen {fen}"))?;
        labeller.send(&format!("go depth {depth}"))?;
        let lines = labeller.lines_until("bestmove", LABEL_TIMEOUT)?;
        if let Some(score) = label_score(&lines) {
            writeln!(out, "{fen};{score};{result}").map_err(|e| e.to_string())?;
            written += 1;
        }
    }
    out.flush().map_err(|e| e.to_string())?;
    Ok(written)
}

/// `palace-dev datagen --from-log`: about one in `--sample` quiet positions
/// (not in check, the move played there not a capture) of each logged
/// game, labelled.
fn datagen_from_logs(
    args: &DatagenArgs,
    rules: &'static RuleSet,
    labeller: &mut EngineProc,
    out: &mut impl Write,
) -> Result<(), String> {
    let games = logged_games(&args.from_log)?;
    let mut rng = Rng::new(args.seed);
    let progress = bar(games.len() as u64, "games");
    let mut written = 0u64;
    for g in &games {
        let mut game = Game::from_fen(&g.fen, rules)
            .map_err(|e| format!("game {}: bad start position: {e}", g.number))?;
        let mut kept = Vec::new();
        for (ply, text) in g.moves.iter().enumerate() {
            let bad = |e: &dyn std::fmt::Display| {
                format!(
                    "game {}: move {} ({text}) cannot be played: {e}",
                    g.number,
                    ply + 1
                )
            };
            let pos = game.position();
            let m = pos.parse_move(text).map_err(|e| bad(&e))?;
            if !pos.in_check() && !pos.is_capture(m) && rng.below(args.sample) == 0 {
                kept.push(pos.fen());
            }
            game.play(m).map_err(|e| bad(&e))?;
        }
        written += label(labeller, args.depth, kept, g.result, out)?;
        progress.set_message(format!("{written} positions"));
        progress.inc(1);
    }
    progress.finish();
    eprintln!(
        "{written} positions of {} logged games appended to {}",
        games.len(),
        args.out.display()
    );
    Ok(())
}

#[derive(Args, Debug)]
pub struct TuneArgs {
    /// Game whose weights are fitted: `xiangqi` or `janggi`.
    #[arg(long, default_value = "xiangqi")]
    pub game: String,
    /// Labelled position files written by `palace-dev datagen`.
    #[arg(long = "data", value_name = "FILE", required = true)]
    pub data: Vec<std::path::PathBuf>,
    /// Held-out positions (files as --data) for the loss reported after the
    /// fit, instead of every tenth position of --data: positions from other
    /// games than the training positions show overfitting that every tenth
    /// position of the same games hides.
    #[arg(long = "holdout", value_name = "FILE")]
    pub holdout: Vec<std::path::PathBuf>,
    /// Scale of the sigmoid, in centipawns.
    #[arg(long, default_value_t = 300.0)]
    pub k: f64,
    /// Full passes over the data.
    #[arg(long, default_value_t = 1500)]
    pub epochs: usize,
    /// Adam step size, in centipawns.
    #[arg(long, default_value_t = 1.0)]
    pub rate: f64,
    /// Weight of the label score against the game result: the target is
    /// `lambda * sigmoid(score / k) + (1 - lambda) * result` (1 = score
    /// only). 0.7 measured best (self-play at 10k nodes: +57 / +79 Elo over
    /// 1.0 in Xiangqi / Janggi, 0.5 no better).
    #[arg(long, default_value_t = 0.7)]
    pub lambda: f64,
    /// Pull of each piece-square entry towards zero (L2, per position).
    #[arg(long, default_value_t = 1e-7)]
    pub l2: f64,
    /// Pull of each weight towards its value in the current table (L2 on
    /// the change): a refit that keeps what the current table has shown
    /// in play unless the data says otherwise.
    #[arg(long, default_value_t = 0.0)]
    pub l2_start: f64,
    /// Palace's centipawns per centipawn of the labeller: the current table
    /// is divided by it before fitting and the fitted weights multiplied by
    /// it when written (Palace's search margins assume its own scale).
    #[arg(long, default_value_t = 1.0)]
    pub scale: f64,
    /// The weights file to rewrite; without it the table is printed.
    #[arg(long, value_name = "FILE")]
    pub write: Option<std::path::PathBuf>,
}

pub(crate) fn bar(len: u64, what: &str) -> ProgressBar {
    let bar = ProgressBar::new(len);
    bar.set_style(
        ProgressStyle::with_template(&format!(
            "{{elapsed_precise}} [{{bar:30}}] {{pos}}/{{len}} {what} {{msg}}"
        ))
        .expect("template"),
    );
    bar
}

/// Score (centipawns, side to move) from an engine's last `info ... score` line.
fn label_score(lines: &[String]) -> Option<i32> {
    let line = lines.iter().rev().find(|l| l.contains(" score "))?;
    let mut words = line.split_whitespace();
    while let Some(w) = words.next() {
        if w == "score" {
            return match (words.next(), words.next()) {
                (Some("cp"), Some(v)) => v.parse().ok(),
                _ => None, // mate scores are not evaluation targets
            };
        }
    }
    None
}

pub fn datagen(args: &DatagenArgs) -> Result<(), String> {
    let rules = RuleSet::preset(&args.rules).ok_or_else(|| format!("unknown rule set '{}'", args.rules))?;
    let spec = EngineSpec::parse(&args.labeller)?;
    let mut labeller = EngineProc::start(&spec, rules.name, LABEL_TIMEOUT)?;
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.out)
        .map_err(|e| format!("cannot open {}: {e}", args.out.display()))?;
    let mut out = BufWriter::new(file);
    if !args.from_log.is_empty() {
        return datagen_from_logs(args, rules, &mut labeller, &mut out);
    }
    let net = match &args.net {
        None => None,
        Some(path) => {
            let n = Network::load(path)?;
            if n.variant() != rules.variant {
                return Err(format!("{}: a network for the other game", path.display()));
            }
            Some(Arc::new(n))
        }
    };
    let book = openings(rules.variant);
    let tt = Tt::new(16);
    let stop = AtomicBool::new(false);
    let mut rng = Rng::new(args.seed);
    let progress = bar(args.games as u64, "games");
    let mut written = 0u64;
    for g in 0..args.games {
        let mut game =
            Game::from_fen(book[g % book.len()], rules).map_err(|e| format!("opening {g}: {e:?}"))?;
        let plies = rng.below(args.random_plies + 1);
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() || game.outcome().is_some() {
                break;
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            let _ = game.play(m);
        }
        let mut kept: Vec<String> = Vec::new();
        tt.clear();
        while game.outcome().is_none() && game.ply_count() < 300 {
            let limits = Limits {
                nodes: Some(args.nodes),
                ..Limits::default()
            };
            let mut searcher = Searcher::new(&game, &tt, &stop);
            searcher.set_network(net.clone());
            let r = searcher.think(game.position(), &limits, levels::level(8), &mut |_| {});
            let Some(m) = r.best else { break };
            let pos = game.position();
            if !pos.in_check()
                && !pos.is_capture(m)
                && r.score.abs() < MATE_BOUND
                && rng.below(args.sample) == 0
            {
                kept.push(pos.fen());
            }
            game.play(m)
                .map_err(|e| format!("self-play made an illegal move: {e:?}"))?;
        }
        let result = match game.outcome().and_then(|o| o.result.winner()) {
            Some(Color::First) => "1",
            Some(Color::Second) => "0",
            None => "0.5",
        };
        written += label(&mut labeller, args.depth, kept, result, &mut out)?;
        progress.set_message(format!("{written} positions"));
        progress.inc(1);
    }
    progress.finish();
    eprintln!("{written} positions appended to {}", args.out.display());
    Ok(())
}

/// One labelled position: sparse features, target and game result.
struct Sample {
    x: Vec<(u16, i16)>,
    target: f64,
}

fn sigmoid(v: f64, k: f64) -> f64 {
    1.0 / (1.0 + (-v / k).exp())
}

/// Reads labelled position files (`FEN;score;result`, as `datagen`
/// writes them) and hands each position to `each` with its score
/// (centipawns, side to move) and result (for the first player); an
/// error names the file and line that cannot be read.
pub(crate) fn labelled_lines(
    files: &[std::path::PathBuf],
    rules: &'static RuleSet,
    mut each: impl FnMut(&Position, f64, f64),
) -> Result<(), String> {
    for path in files {
        let f = std::fs::File::open(path).map_err(|e| format!("cannot open {}: {e}", path.display()))?;
        for (n, line) in std::io::BufReader::new(f).lines().enumerate() {
            let line = line.map_err(|e| format!("{}:{}: {e}", path.display(), n + 1))?;
            let parts: Vec<&str> = line.split(';').collect();
            let bad = || format!("{}:{}: expected FEN;score;result", path.display(), n + 1);
            if parts.len() != 3 {
                return Err(bad());
            }
            let pos = Position::from_fen(parts[0], rules)
                .map_err(|e| format!("{}:{}: {e}", path.display(), n + 1))?;
            let score: f64 = parts[1].parse().map_err(|_| bad())?;
            let result: f64 = parts[2].parse().map_err(|_| bad())?;
            if !(0.0..=1.0).contains(&result) || !score.is_finite() {
                return Err(bad());
            }
            each(&pos, score, result);
        }
    }
    Ok(())
}

fn load(
    args: &TuneArgs,
    files: &[std::path::PathBuf],
    rules: &'static RuleSet,
) -> Result<Vec<Sample>, String> {
    let mut out = Vec::new();
    labelled_lines(files, rules, |pos, score, result| {
        // Scores from the first player's side.
        let score = if pos.turn() == Color::First { score } else { -score };
        let target = args.lambda * sigmoid(score, args.k) + (1.0 - args.lambda) * result;
        let f = features(pos);
        let x = f
            .iter()
            .enumerate()
            .filter(|(_, &v)| v != 0)
            .map(|(i, &v)| (i as u16, v as i16))
            .collect();
        out.push(Sample { x, target });
    })?;
    Ok(out)
}

fn loss(data: &[Sample], w: &[f64], k: f64) -> f64 {
    let sum: f64 = data
        .iter()
        .map(|s| {
            let e: f64 = s.x.iter().map(|&(i, v)| w[i as usize] * f64::from(v)).sum();
            (sigmoid(e, k) - s.target).powi(2)
        })
        .sum();
    sum / data.len().max(1) as f64
}

pub fn tune(args: &TuneArgs) -> Result<(), String> {
    let (variant, preset, table) = match args.game.as_str() {
        "xiangqi" => (Variant::Xiangqi, "xiangqi", &weights::XQ_WEIGHTS),
        "janggi" => (Variant::Janggi, "janggi", &weights::JG_WEIGHTS),
        other => return Err(format!("unknown game '{other}' (xiangqi or janggi)")),
    };
    let rules = RuleSet::preset(preset).expect("preset");
    debug_assert_eq!(rules.variant, variant);
    let mut data = load(args, &args.data, rules)?;
    if data.len() < 100 {
        return Err(format!(
            "only {} positions: too few to fit {N_FEATURES} weights",
            data.len()
        ));
    }
    // Hold out the --holdout files' positions, or else every tenth.
    let mut train = Vec::new();
    let mut valid = load(args, &args.holdout, rules)?;
    let every_tenth = args.holdout.is_empty();
    if !every_tenth && valid.is_empty() {
        return Err("the --holdout files hold no positions".into());
    }
    for (i, s) in data.drain(..).enumerate() {
        if every_tenth && i % 10 == 9 {
            valid.push(s);
        } else {
            train.push(s);
        }
    }
    // Start from the current table in the labeller's units.
    let mut w: Vec<f64> = table.iter().map(|&v| f64::from(v) / args.scale).collect();
    let before = (loss(&train, &w, args.k), loss(&valid, &w, args.k));
    eprintln!(
        "{} training, {} held-out positions; loss before: {:.6} / {:.6}",
        train.len(),
        valid.len(),
        before.0,
        before.1
    );
    let w0 = w.clone();
    let frozen =
        |i: usize| i == weights::MATERIAL || (variant == Variant::Xiangqi && i == weights::HAN_POINTS);
    let (b1, b2, eps) = (0.9, 0.999, 1e-8);
    let mut m = vec![0.0; N_FEATURES];
    let mut v = vec![0.0; N_FEATURES];
    let n = train.len() as f64;
    let progress = bar(args.epochs as u64, "epochs");
    for epoch in 1..=args.epochs {
        let mut grad = vec![0.0; N_FEATURES];
        for s in &train {
            let e: f64 = s.x.iter().map(|&(i, x)| w[i as usize] * f64::from(x)).sum();
            let p = sigmoid(e, args.k);
            let d = 2.0 * (p - s.target) * p * (1.0 - p) / args.k;
            for &(i, x) in &s.x {
                grad[i as usize] += d * f64::from(x);
            }
        }
        for i in 0..N_FEATURES {
            if frozen(i) {
                continue;
            }
            let mut g = grad[i] / n;
            if (weights::PST..weights::HORSE_MOBILITY).contains(&i) {
                g += 2.0 * args.l2 * w[i];
            }
            g += 2.0 * args.l2_start * (w[i] - w0[i]);
            m[i] = b1 * m[i] + (1.0 - b1) * g;
            v[i] = b2 * v[i] + (1.0 - b2) * g * g;
            let mh = m[i] / (1.0 - b1.powi(epoch as i32));
            let vh = v[i] / (1.0 - b2.powi(epoch as i32));
            w[i] -= args.rate * mh / (vh.sqrt() + eps);
        }
        if epoch % 100 == 0 {
            let l = loss(&valid, &w, args.k);
            progress.set_message(format!("held-out loss {l:.6}"));
            progress.suspend(|| eprintln!("epoch {epoch}: held-out loss {l:.6}"));
        }
        progress.inc(1);
    }
    progress.finish();
    let after = (loss(&train, &w, args.k), loss(&valid, &w, args.k));
    eprintln!(
        "loss after: {:.6} / {:.6} (training / held-out)",
        after.0, after.1
    );
    let rounded: Vec<i32> = w.iter().map(|x| (x * args.scale).round() as i32).collect();
    let (name, doc) = if variant == Variant::Janggi {
        ("JG_WEIGHTS", "Weights, Janggi.")
    } else {
        ("XQ_WEIGHTS", "Weights, Xiangqi.")
    };
    let text = weights::render(name, doc, &rounded);
    match &args.write {
        None => print!("{text}"),
        Some(path) => {
            let src =
                std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let start = src
                .find(&format!("/// {doc}"))
                .ok_or_else(|| format!("{}: no table '{name}'", path.display()))?;
            let end = start + src[start..].find("];\n").ok_or("unterminated table")? + 3;
            let new = format!("{}{}{}", &src[..start], text, &src[end..]);
            std::fs::write(path, new).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            eprintln!("{name} rewritten in {}", path.display());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn label_scores() {
        let lines = vec![
            "info depth 1 score cp 10 pv a".to_owned(),
            "info depth 2 seldepth 3 multipv 1 score cp -57 nodes 7".to_owned(),
            "bestmove a0a1".to_owned(),
        ];
        assert_eq!(label_score(&lines), Some(-57));
        assert_eq!(label_score(&["info depth 9 score mate 3".to_owned()]), None);
        assert_eq!(label_score(&["bestmove a0a1".to_owned()]), None);
    }

    #[test]
    fn match_log_lines() {
        let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        let g = logged_game(&format!(
            "game 12: 0 (resign adjudication) engine1 second from {fen} | h3e3 h10g8"
        ))
        .unwrap();
        assert_eq!(
            g,
            LoggedGame {
                number: 12,
                fen: fen.to_owned(),
                result: "1",
                moves: vec!["h3e3".to_owned(), "h10g8".to_owned()],
            }
        );
        let first = |line: &str| logged_game(line).map(|g| g.result);
        assert_eq!(
            first(&format!("game 1: 1 (checkmate) engine1 first from {fen} | a")),
            Some("1")
        );
        assert_eq!(
            first(&format!(
                "game 1: 0.5 (repetition (chase)) engine1 second from {fen} | a"
            )),
            Some("0.5")
        );
        assert_eq!(
            first(&format!("game 1: 1 (checkmate) engine1 second from {fen} | a")),
            Some("0")
        );
        // Not game lines: a game not played, the summary, old lines without the start.
        assert_eq!(first("game 4: not played: engine 2 exited"), None);
        assert_eq!(first("score 88.0/150 = 58.7%"), None);
        assert_eq!(first("game 1: 1 (checkmate) engine1 first | a"), None);
        assert_eq!(
            first(&format!("game 1: 2 (checkmate) engine1 first from {fen} | a")),
            None
        );
    }
}
