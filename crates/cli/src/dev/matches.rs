//! `palace-dev match`: two UCI engines play each other over the committed
//! opening positions, both colours per opening. Every move is validated and
//! every ending decided by palace-rules' `Game` under the chosen rule set;
//! an illegal move, a crash or a timeout loses.

use crate::engine_proc::{EngineProc, EngineSpec};
use crate::starts::OpeningSet;
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use palace_rules::{Color, Game, RuleSet};
use std::io::Write;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

#[derive(Args, Debug, Clone)]
pub struct MatchArgs {
    /// First engine: `palace[:level=N,hash=MB,threads=T,net=FILE]` or an engine command (e.g. "/usr/games/fairy-stockfish").
    #[arg(long, value_name = "ENGINE")]
    pub engine1: String,
    /// Second engine, as --engine1.
    #[arg(long, value_name = "ENGINE")]
    pub engine2: String,
    /// Rule set (see `palace perft --help`).
    #[arg(long, value_name = "PRESET", default_value = "xiangqi")]
    pub rules: String,
    /// Number of games (default: two per opening, one with each colour,
    /// from --first-game on).
    #[arg(long)]
    pub games: Option<usize>,
    /// Number of the first game to play (1 = the start): game i plays
    /// opening (i - 1) / 2 of the book, engine 1 first when i is odd, and is
    /// numbered i in --verbose logs, so that a long match stopped after
    /// game k resumes with --first-game k+1.
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..))]
    pub first_game: u64,

    /// Milliseconds per move (`go movetime`).
    #[arg(long, value_name = "MS", conflicts_with = "tc")]
    pub movetime: Option<u64>,
    /// With --movetime: engine 2's milliseconds per move, for a time-odds
    /// match (e.g. --movetime 1000 --movetime2 300 shows how much an
    /// engine gains from three times the time).
    #[arg(long, value_name = "MS", requires = "movetime", conflicts_with_all = ["tc", "nodes"], value_parser = clap::value_parser!(u64).range(1..))]
    pub movetime2: Option<u64>,
    /// Clock per game as SECONDS+INCREMENT (e.g. "10+0.1"), sent as wtime/btime/winc/binc.
    #[arg(long, value_name = "TC", conflicts_with = "nodes")]
    pub tc: Option<String>,
    /// Nodes per move (`go nodes`): results that do not depend on the
    /// machine's load, for comparing versions of one engine.
    #[arg(long, value_name = "N", conflicts_with = "movetime", value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes: Option<u64>,
    /// With --nodes: engine 2's nodes per move, for node odds that match
    /// the two engines' speeds (e.g. --nodes 370000 --nodes2 170000 stands
    /// for 1 s each where engine 1 searches 2.2 times as many nodes per
    /// second), so that a timed match can be screened without timing.
    #[arg(long, value_name = "N", requires = "nodes", value_parser = clap::value_parser!(u64).range(1..))]
    pub nodes2: Option<u64>,
    /// With --nodes: seconds an engine may take for one move before it loses on time.
    #[arg(long, value_name = "SECONDS", default_value_t = 60)]
    pub nodes_timeout: u64,
    /// Games played at once (each uses one engine pair).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=16))]
    pub concurrency: u32,
    /// Plies after which a game is adjudicated a draw.
    #[arg(long, default_value_t = 400)]
    pub max_plies: u32,
    /// Extra milliseconds an engine may take beyond its time before it loses on time.
    #[arg(long, default_value_t = 1000)]
    pub grace_ms: u64,
    /// Print every game's result and moves on standard error.
    #[arg(long)]
    pub verbose: bool,
    /// Opening book: a file of FENs, one per line (`#` starts a comment),
    /// instead of the committed openings; each is played with both colours.
    #[arg(long, value_name = "FILE", conflicts_with = "random_plies")]
    pub openings: Option<std::path::PathBuf>,
    /// Random starts instead of a book: each opening is this many uniformly
    /// random legal plies (passes and general moves included) from the
    /// standard start, each played with both colours. Two plies give the
    /// off-book opening set of docs/strength.md.
    #[arg(long, value_name = "PLIES", value_parser = clap::value_parser!(u32).range(1..=40))]
    pub random_plies: Option<u32>,
    /// With --random-plies: how many distinct openings (the match has twice
    /// as many games unless --games says otherwise).
    #[arg(long, value_name = "N", default_value_t = 200, requires = "random_plies", value_parser = clap::value_parser!(u32).range(1..=100_000))]
    pub random_openings: u32,
    /// With --random-plies: the seed that names the openings (the same seed
    /// gives the same openings in every build).
    #[arg(long, value_name = "SEED", default_value_t = 1, requires = "random_plies")]
    pub seed: u64,
    /// Adjudicate a game won once both engines agree on it: the side to
    /// move scoring at most -CP and its opponent at least +CP (a mate
    /// score counts as beyond any CP) on each engine's last --resign-moves
    /// moves. Saves the long tails of decided games; off unless given.
    #[arg(long, value_name = "CP", value_parser = clap::value_parser!(i32).range(1..))]
    pub resign_score: Option<i32>,
    /// With --resign-score: how many consecutive moves of each engine must agree [default: 4].
    #[arg(long, value_name = "N", requires = "resign_score", value_parser = clap::value_parser!(u32).range(1..=100))]
    pub resign_moves: Option<u32>,
}

/// The score of an engine's last `info ... score` line among `lines`, in
/// centipawns from its own side's view; a mate is +/- 100,000.
fn reported_score(lines: &[String]) -> Option<i32> {
    lines.iter().rev().find_map(|line| {
        let mut words = line.split_ascii_whitespace();
        if words.next() != Some("info") {
            return None;
        }
        let mut words = words.skip_while(|w| *w != "score").skip(1);
        let kind = words.next()?;
        let value: i32 = words.next()?.parse().ok()?;
        match kind {
            "cp" => Some(value),
            "mate" if value > 0 => Some(100_000),
            "mate" => Some(-100_000),
            _ => None,
        }
    })
}

/// Whether the scores so far decide the game for resign adjudication:
/// `scores` holds, per ply, the mover's reported score (None: none given).
/// Returns the winning ply parity (0: the side that moved at even plies).
fn resign_verdict(scores: &[Option<i32>], cp: i32, moves: u32) -> Option<usize> {
    let start = scores.len().checked_sub(2 * moves as usize)?;
    // Whether the side moving at plies of this parity claims the win on
    // each of its last moves while its opponent concedes on each of its own.
    let won_by = |parity: usize| {
        scores[start..].iter().enumerate().all(|(i, s)| {
            let winner = (start + i) % 2 == parity;
            matches!(*s, Some(v) if if winner { v >= cp } else { v <= -cp })
        })
    };
    (0..2).find(|&p| won_by(p))
}

/// How the time is given to the engines.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Clock {
    /// Milliseconds per move for engine 1 and engine 2.
    MoveTime([u64; 2]),
    /// Base and increment in milliseconds.
    Tc(u64, u64),
    /// A node budget per move for engine 1 and engine 2.
    Nodes([u64; 2]),
}

fn parse_tc(text: &str) -> Result<Clock, String> {
    let (base, inc) = text.split_once('+').unwrap_or((text, "0"));
    let secs = |s: &str| -> Result<u64, String> {
        s.trim()
            .parse::<f64>()
            .ok()
            .filter(|v| v.is_finite() && *v >= 0.0 && *v < 1e7)
            .map(|v| (v * 1000.0).round() as u64)
            .ok_or_else(|| format!("bad time control '{text}' (expected SECONDS+INCREMENT, e.g. 10+0.1)"))
    };
    let b = secs(base)?;
    if b == 0 {
        return Err(format!("bad time control '{text}': no base time"));
    }
    Ok(Clock::Tc(b, secs(inc)?))
}

/// How one game ended.
#[derive(Clone, Debug)]
struct GameRecord {
    index: usize,
    reason: String,
}

/// The system's load averages over 1, 5 and 15 minutes, as the kernel
/// reports them ("unknown" where /proc is not there).
fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .map(|t| t.split_whitespace().take(3).collect::<Vec<_>>().join(" "))
        .filter(|t| !t.is_empty())
        .unwrap_or_else(|| "unknown".to_owned())
}

/// Elo difference for a score fraction.
fn elo(p: f64) -> f64 {
    let p = p.clamp(1e-6, 1.0 - 1e-6);
    let e = -400.0 * (1.0 / p - 1.0).log10();
    // An even score prints +0, not -0.
    if e.abs() < 0.5 {
        0.0
    } else {
        e
    }
}

/// Elo difference and its 95% error margin from wins, draws and losses
/// (the margin through the slope of the Elo curve at the score, so that it
/// stays finite near 0% and 100%).
#[must_use]
pub fn elo_with_margin(w: u32, d: u32, l: u32) -> (f64, f64) {
    let n = f64::from(w + d + l);
    if n == 0.0 {
        return (0.0, 0.0);
    }
    let p = (f64::from(w) + 0.5 * f64::from(d)) / n;
    let var =
        (f64::from(w) * (1.0 - p).powi(2) + f64::from(d) * (0.5 - p).powi(2) + f64::from(l) * p.powi(2)) / n;
    let se = (var / n).sqrt();
    let q = p.clamp(0.5 / n, 1.0 - 0.5 / n);
    let slope = 400.0 / (std::f64::consts::LN_10 * q * (1.0 - q));
    (elo(p), 1.96 * se * slope)
}

fn variant_name(rules: &RuleSet, palace: bool) -> &'static str {
    if palace || rules.engine_compatible {
        rules.name
    } else if rules.is_janggi() {
        "janggi"
    } else {
        "xiangqi"
    }
}

struct Pair {
    engines: [Option<EngineProc>; 2],
}

/// Plays one game; `e1_first`: engine 1 has the first player.
fn play_game(
    args: &MatchArgs,
    specs: &[EngineSpec; 2],
    rules: &'static RuleSet,
    clock: Clock,
    pair: &mut Pair,
    fen: &str,
    e1_first: bool,
) -> Result<(f64, String, String), String> {
    let handshake = Duration::from_secs(10);
    for (slot, spec) in pair.engines.iter_mut().zip(specs) {
        let start = || EngineProc::start(spec, variant_name(rules, spec.palace), handshake);
        if slot.is_none() {
            *slot = Some(start()?);
        }
        let e = slot.as_mut().expect("started");
        if e.send("ucinewgame").and_then(|()| e.ready(handshake)).is_err() {
            // Restart once.
            *slot = None;
            *slot = Some(start()?);
        }
    }
    let mut game = Game::from_fen(fen, rules).map_err(|e| format!("opening '{fen}': {e}"))?;
    let mut moves: Vec<String> = Vec::new();
    // Each ply's mover's own score, for resign adjudication.
    let mut scores: Vec<Option<i32>> = Vec::new();
    let first_to_move = game.position().turn();
    let (mut left, inc) = match clock {
        Clock::Tc(b, i) => ([b, b], i),
        Clock::MoveTime(_) | Clock::Nodes(_) => ([0, 0], 0),
    };
    // Engine index (0 = engine 1) of each colour.
    let engine_of = |c: Color| -> usize { usize::from((c == Color::First) != e1_first) };
    let score_for_e1 = |winner: Option<Color>| -> f64 {
        match winner {
            None => 0.5,
            Some(c) if engine_of(c) == 0 => 1.0,
            Some(_) => 0.0,
        }
    };
    loop {
        if let Some(o) = game.outcome() {
            return Ok((
                score_for_e1(o.result.winner()),
                o.reason.to_string(),
                moves.join(" "),
            ));
        }
        if moves.len() as u32 >= args.max_plies {
            return Ok((0.5, "max-plies adjudication".into(), moves.join(" ")));
        }
        let turn = game.position().turn();
        let idx = engine_of(turn);
        let loses = |why: String, moves: &Vec<String>| -> Result<(f64, String, String), String> {
            Ok((score_for_e1(Some(!turn)), why, moves.join(" ")))
        };
        let e = pair.engines[idx].as_mut().expect("started");
        let mut pos_cmd = format!("position fen {fen}");
        if !moves.is_empty() {
            pos_cmd.push_str(" moves ");
            pos_cmd.push_str(&moves.join(" "));
        }
        let (go, allowed) = match clock {
            Clock::MoveTime(ms) => (
                format!("go movetime {}", ms[idx]),
                Duration::from_millis(ms[idx] + args.grace_ms),
            ),
            Clock::Nodes(n) => (
                format!("go nodes {}", n[idx]),
                Duration::from_secs(args.nodes_timeout) + Duration::from_millis(args.grace_ms),
            ),
            Clock::Tc(_, _) => {
                let (w, b) = (left[engine_of(Color::First)], left[engine_of(Color::Second)]);
                (
                    format!("go wtime {w} btime {b} winc {inc} binc {inc}"),
                    Duration::from_millis(left[idx] + args.grace_ms),
                )
            }
        };
        let sent = e.send(&pos_cmd).and_then(|()| e.send(&go));
        let started = Instant::now();
        let reply = sent.and_then(|()| e.lines_until("bestmove", allowed));
        let spent = started.elapsed();
        let line = match reply {
            Ok(mut lines) => {
                let line = lines.pop().expect("the bestmove line");
                scores.push(reported_score(&lines));
                line
            }
            Err(err) => {
                // Hung or dead: it loses; a fresh process plays the next game.
                pair.engines[idx] = None;
                return loses(format!("{} lost: {err}", specs[idx].name), &moves);
            }
        };
        if let Clock::Tc(_, _) = clock {
            let ms = spent.as_millis() as u64;
            if ms > left[idx] + args.grace_ms {
                return loses(format!("{} lost on time", specs[idx].name), &moves);
            }
            left[idx] = left[idx].saturating_sub(ms) + inc;
        }
        let text = line.split_ascii_whitespace().nth(1).unwrap_or("").to_owned();
        if let Err(err) = game.play_text(&text) {
            return loses(
                format!("{} played an illegal move '{text}': {err}", specs[idx].name),
                &moves,
            );
        }
        moves.push(text);
        if let Some(cp) = args.resign_score {
            if game.outcome().is_none() {
                if let Some(parity) = resign_verdict(&scores, cp, args.resign_moves.unwrap_or(4)) {
                    let winner = if parity == 0 {
                        first_to_move
                    } else {
                        !first_to_move
                    };
                    return Ok((
                        score_for_e1(Some(winner)),
                        "resign adjudication".into(),
                        moves.join(" "),
                    ));
                }
            }
        }
    }
}

/// A line on standard error that does not break the progress bar.
fn note(bar: &ProgressBar, text: String) {
    if bar.is_hidden() {
        eprintln!("{text}");
    } else {
        bar.println(text);
    }
}

pub fn run(args: &MatchArgs) -> Result<(), String> {
    let rules: &'static RuleSet = args
        .rules
        .parse()
        .map_err(|e: palace_rules::UnknownPreset| e.to_string())?;
    let clock = match (&args.tc, args.movetime, args.nodes) {
        (Some(tc), _, _) => parse_tc(tc)?,
        (None, Some(ms), _) => Clock::MoveTime([ms, args.movetime2.unwrap_or(ms)]),
        (None, None, Some(n)) => Clock::Nodes([n, args.nodes2.unwrap_or(n)]),
        (None, None, None) => Clock::MoveTime([100, 100]),
    };
    let specs = [
        EngineSpec::parse(&args.engine1)?,
        EngineSpec::parse(&args.engine2)?,
    ];
    let set = match (&args.openings, args.random_plies) {
        (Some(path), _) => OpeningSet::File(path),
        (None, Some(plies)) => OpeningSet::Random {
            plies,
            count: args.random_openings as usize,
            seed: args.seed,
        },
        (None, None) => OpeningSet::Committed,
    };
    let book = set.load(rules)?;
    // The load before the first game, for the record of a controlled
    // measurement (docs/strength.md: nothing else may be running).
    let load_before = load_average();
    let first = usize::try_from(args.first_game - 1).map_err(|_| "--first-game is too large".to_owned())?;
    let total = match args.games {
        Some(n) => n,
        None if first >= 2 * book.len() => {
            return Err(format!(
                "--first-game {}: the book has {} games (two per opening); give --games to play it again",
                args.first_game,
                2 * book.len()
            ))
        }
        None => 2 * book.len() - first,
    };
    if total == 0 {
        return Err("--games must be at least 1".into());
    }
    let bar = ProgressBar::new(total as u64);
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} games  {msg}  [{elapsed_precise}, eta {eta}]")
            .unwrap_or_else(|_| ProgressStyle::default_bar()),
    );
    let next = Arc::new(AtomicUsize::new(0));
    let records: Arc<Mutex<Vec<GameRecord>>> = Arc::new(Mutex::new(Vec::new()));
    let errors: Arc<Mutex<Vec<String>>> = Arc::new(Mutex::new(Vec::new()));
    let tally = Arc::new(Mutex::new([0u32; 3]));
    std::thread::scope(|scope| {
        for _ in 0..args.concurrency.min(total as u32) {
            let next = next.clone();
            let records = records.clone();
            let errors = errors.clone();
            let tally = tally.clone();
            let bar = bar.clone();
            let specs = specs.clone();
            let book = book.clone();
            scope.spawn(move || {
                let mut pair = Pair {
                    engines: [None, None],
                };
                loop {
                    let k = next.fetch_add(1, Ordering::SeqCst);
                    if k >= total {
                        break;
                    }
                    let i = first + k;
                    let fen = &book[(i / 2) % book.len()];
                    let e1_first = i % 2 == 0;
                    match play_game(args, &specs, rules, clock, &mut pair, fen, e1_first) {
                        Ok((score1, reason, moves)) => {
                            let mut t = tally.lock().expect("tally");
                            t[if score1 == 1.0 {
                                0
                            } else if score1 == 0.5 {
                                1
                            } else {
                                2
                            }] += 1;
                            bar.set_message(format!("+{} ={} -{}", t[0], t[1], t[2]));
                            if args.verbose {
                                note(
                                    &bar,
                                    format!(
                                        "game {}: {} ({}) engine1 {} from {} | {}",
                                        i + 1,
                                        score1,
                                        reason,
                                        if e1_first { "first" } else { "second" },
                                        fen,
                                        moves
                                    ),
                                );
                            }
                            records
                                .lock()
                                .expect("records")
                                .push(GameRecord { index: i, reason });
                        }
                        Err(e) => {
                            note(&bar, format!("game {}: not played: {e}", i + 1));
                            errors.lock().expect("errors").push(e);
                            pair = Pair {
                                engines: [None, None],
                            };
                        }
                    }
                    bar.inc(1);
                }
            });
        }
    });
    bar.finish_and_clear();
    let mut records = records.lock().expect("records").clone();
    records.sort_by_key(|r| r.index);
    let [w, d, l] = *tally.lock().expect("tally");
    let n = w + d + l;
    if n == 0 {
        let errors = errors.lock().expect("errors");
        return Err(format!(
            "no game could be played: {}",
            errors.first().cloned().unwrap_or_default()
        ));
    }
    let score = f64::from(w) + 0.5 * f64::from(d);
    let (e, margin) = elo_with_margin(w, d, l);
    let mut reasons: std::collections::BTreeMap<String, u32> = std::collections::BTreeMap::new();
    for r in &records {
        let key = if r.reason.contains("illegal") {
            "illegal move".to_owned()
        } else if r.reason.contains("lost") {
            "time/crash".to_owned()
        } else {
            r.reason.clone()
        };
        *reasons.entry(key).or_default() += 1;
    }
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    let _ = writeln!(
        out,
        "{} vs {} ({}, {}): {n} games",
        specs[0].name,
        specs[1].name,
        rules.name,
        match clock {
            Clock::MoveTime([a, b]) if a == b => format!("{a} ms/move"),
            Clock::MoveTime([a, b]) => format!("{a}/{b} ms/move (time odds)"),
            Clock::Nodes([a, b]) if a == b => format!("{a} nodes/move"),
            Clock::Nodes([a, b]) => format!("{a}/{b} nodes/move (node odds)"),
            Clock::Tc(b, i) => format!("{}+{} s", b as f64 / 1000.0, i as f64 / 1000.0),
        }
    );
    let _ = writeln!(out, "openings: {}", set.describe());
    let _ = writeln!(
        out,
        "load average (1, 5, 15 min): {} before, {} after",
        load_before,
        load_average()
    );
    let _ = writeln!(out, "wins {w}  draws {d}  losses {l}  (engine1's view)");
    let _ = writeln!(out, "score {score:.1}/{n} = {:.1}%", 100.0 * score / f64::from(n));
    let _ = writeln!(
        out,
        "Elo difference: {e:+.0} +/- {margin:.0} (95%), lower bound {:+.0}",
        e - margin
    );
    let summary: Vec<String> = reasons.iter().map(|(k, v)| format!("{k} {v}")).collect();
    let _ = writeln!(out, "endings: {}", summary.join(", "));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_even_and_lopsided_scores() {
        let (e, m) = elo_with_margin(10, 0, 10);
        assert_eq!(format!("{e:+.0}"), "+0");
        assert!(m > 100.0 && m < 300.0, "{m}");
        let (_, m) = elo_with_margin(3, 0, 17);
        assert!(m > 100.0 && m < 400.0, "{m}");
        let (e, _) = elo_with_margin(75, 0, 25);
        assert!((e - 190.8).abs() < 1.0, "{e}");
        assert_eq!(elo_with_margin(0, 0, 0), (0.0, 0.0));
    }

    #[test]
    fn scores_read_from_info_lines() {
        let l = |v: &[&str]| v.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        assert_eq!(
            reported_score(&l(&["info depth 3 score cp -42 nodes 9 pv a1a2"])),
            Some(-42)
        );
        assert_eq!(
            reported_score(&l(&[
                "info depth 1 score cp 5",
                "info depth 2 score mate 3",
                "info string x"
            ])),
            Some(100_000)
        );
        assert_eq!(
            reported_score(&l(&["info depth 9 score mate -2 pv"])),
            Some(-100_000)
        );
        assert_eq!(
            reported_score(&l(&["info depth 9 nodes 5", "bogus score cp 7"])),
            None
        );
        assert_eq!(reported_score(&l(&["info score cp x"])), None);
    }

    #[test]
    fn resign_adjudication_needs_both_engines_to_agree() {
        // Plies alternate between the two sides; each score is the mover's own.
        let s = |v: &[i32]| v.iter().map(|x| Some(*x)).collect::<Vec<_>>();
        // Even plies' side winning, odd plies' side agreeing it loses.
        assert_eq!(
            resign_verdict(&s(&[0, 0, 900, -900, 950, -1000]), 900, 2),
            Some(0)
        );
        // The same from the other side's move.
        assert_eq!(resign_verdict(&s(&[0, 900, -900, 900, -900]), 900, 2), Some(1));
        // One engine disagrees, or too few moves, or a missing score.
        assert_eq!(resign_verdict(&s(&[900, -900, 900, 100]), 900, 2), None);
        assert_eq!(resign_verdict(&s(&[900, -900, 900]), 900, 2), None);
        assert_eq!(
            resign_verdict(&[Some(900), None, Some(900), Some(-900)], 900, 2),
            None
        );
        // Both sides claiming to win decides nothing.
        assert_eq!(resign_verdict(&s(&[900, 900, 900, 900]), 900, 2), None);
    }

    #[test]
    fn time_controls() {
        assert_eq!(parse_tc("10+0.1"), Ok(Clock::Tc(10_000, 100)));
        assert_eq!(parse_tc("60"), Ok(Clock::Tc(60_000, 0)));
        assert!(parse_tc("abc").is_err());
        assert!(parse_tc("0+1").is_err());
    }
}
