//! The UCI protocol, as tools drive Fairy-Stockfish: `uci`, `isready`,
//! `ucinewgame`, `setoption`, `position`, `go` (with `perft`), `stop`,
//! `quit`. The search runs in its own thread so that `stop` works during
//! `go infinite`. A line that cannot be understood is answered with
//! `info string` and changes nothing.

use crate::eval::net::builtin;
use crate::eval::Network;
use crate::levels::{self, ELO_MAX, ELO_MIN, MAX_LEVEL};
use crate::search::{uci_score, Report, Searcher, Tables};
use crate::time::Limits;
use crate::tt::Tt;
use palace_rules::{divide, Game, RuleSet, Variant, PRESETS};
use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::Duration;

/// Where the engine writes: shared by the protocol loop and the search thread.
pub type Out = Arc<Mutex<Box<dyn Write + Send>>>;

/// Longest input line accepted (a game of thousands of moves fits).
pub const MAX_LINE: usize = 100_000;
/// Default transposition table size in megabytes.
pub const DEFAULT_HASH_MB: usize = 16;
pub const MAX_HASH_MB: usize = 65_536;
pub const MAX_THREADS: usize = 64;
/// Most lines `MultiPV` may ask for (Fairy-Stockfish allows 500; no
/// position of either game has that many legal moves).
pub const MAX_MULTIPV: usize = 500;
const SEARCH_STACK: usize = 32 << 20;

fn say(out: &Out, text: &str) {
    if let Ok(mut w) = out.lock() {
        let _ = writeln!(w, "{text}");
        let _ = w.flush();
    }
}

fn clip(s: &str) -> String {
    let c: String = s.chars().take(60).collect();
    if c.len() < s.len() {
        format!("{c}...")
    } else {
        c
    }
}

/// The engine's protocol state.
pub struct Uci {
    out: Out,
    rules: &'static RuleSet,
    game: Game,
    tt: Arc<Tt>,
    hash_mb: usize,
    threads: usize,
    multipv: usize,
    level: u8,
    limit_strength: bool,
    elo: i64,
    stop: Arc<AtomicBool>,
    search: Option<JoinHandle<()>>,
    /// Move-ordering statistics from the last search of this game.
    tables: Arc<Mutex<Option<Tables>>>,
    /// Learned evaluations loaded with `EvalFile`: Xiangqi's, Janggi's.
    nets: [Option<Arc<Network>>; 2],
}

impl std::fmt::Debug for Uci {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Uci")
            .field("rules", &self.rules.name)
            .field("level", &self.level)
            .finish()
    }
}

/// Whether the protocol loop goes on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Flow {
    Continue,
    Quit,
}

impl Uci {
    /// An engine writing to `out`, playing Xiangqi (Fairy-Stockfish's default).
    #[must_use]
    pub fn new(out: Out) -> Uci {
        let rules = RuleSet::preset("xiangqi").expect("preset");
        Uci {
            out,
            rules,
            game: Game::new(rules),
            tt: Arc::new(Tt::new(DEFAULT_HASH_MB)),
            hash_mb: DEFAULT_HASH_MB,
            threads: 1,
            multipv: 1,
            level: MAX_LEVEL,
            limit_strength: false,
            elo: ELO_MAX,
            stop: Arc::new(AtomicBool::new(false)),
            search: None,
            tables: Arc::new(Mutex::new(None)),
            nets: Uci::builtin_nets(),
        }
    }

    /// The learned evaluations played with unless `EvalFile` says
    /// otherwise: Xiangqi's, Janggi's.
    fn builtin_nets() -> [Option<Arc<Network>>; 2] {
        [Some(builtin(Variant::Xiangqi)), Some(builtin(Variant::Janggi))]
    }

    /// The learned evaluation for the game being played, if one is loaded.
    fn net(&self) -> Option<Arc<Network>> {
        self.nets[usize::from(self.rules.variant == Variant::Janggi)].clone()
    }

    /// `setoption name EvalFile value PATH`: loads a network for its game;
    /// an empty value or `<empty>` goes back to the classical evaluation
    /// alone, `<default>` to the built-in networks.
    fn set_eval_file(&mut self, value: &str) -> Result<(), String> {
        self.stop_search();
        // Cached evaluations came from the evaluation in use before.
        self.forget_tables();
        if value.is_empty() || value == "<empty>" {
            self.nets = [None, None];
            say(&self.out, "info string classical evaluation");
            return Ok(());
        }
        if value == "<default>" {
            self.nets = Uci::builtin_nets();
            say(&self.out, "info string built-in evaluation: each game's network");
            return Ok(());
        }
        let net = Network::load(std::path::Path::new(value))?;
        let janggi = net.variant() == Variant::Janggi;
        say(
            &self.out,
            &format!(
                "info string network {value}: {}, {} hidden values{}",
                if janggi { "Janggi" } else { "Xiangqi" },
                net.hidden(),
                if net.residual() {
                    ", on top of the classical evaluation"
                } else {
                    ""
                }
            ),
        );
        self.nets[usize::from(janggi)] = Some(Arc::new(net));
        Ok(())
    }

    /// Reads commands until `quit` or the end of input.
    pub fn run(&mut self, input: impl BufRead) {
        for line in input.lines() {
            let Ok(line) = line else { break };
            if self.command(&line) == Flow::Quit {
                return;
            }
        }
        self.stop_search();
    }

    fn error(&self, text: &str) {
        say(&self.out, &format!("info string error: {text}"));
    }

    /// The level in force.
    #[must_use]
    pub fn effective_level(&self) -> u8 {
        if self.limit_strength {
            levels::from_elo(self.elo)
        } else {
            self.level
        }
    }

    /// Handles one line.
    pub fn command(&mut self, line: &str) -> Flow {
        if line.len() > MAX_LINE {
            self.error(&format!("line longer than {MAX_LINE} bytes ignored"));
            return Flow::Continue;
        }
        let line = line.trim();
        let mut words = line.split_ascii_whitespace();
        let Some(cmd) = words.next() else {
            return Flow::Continue;
        };
        let rest: Vec<&str> = words.collect();
        match cmd {
            "uci" => self.uci(),
            "isready" => say(&self.out, "readyok"),
            "ucinewgame" => {
                self.stop_search();
                self.tt = Arc::new(Tt::new(self.hash_mb));
                self.game = Game::new(self.rules);
                self.forget_tables();
            }
            "setoption" => self.setoption(&rest),
            "position" => self.position(&rest),
            "go" => self.go(&rest),
            "stop" => self.stop_search(),
            "quit" => {
                self.stop_search();
                return Flow::Quit;
            }
            "eval" => self.eval(),
            "d" => {
                let fen = self.game.position().fen();
                say(
                    &self.out,
                    &format!("info string variant {} fen {fen}", self.rules.name),
                );
            }
            _ => self.error(&format!("unknown command '{}'", clip(line))),
        }
        Flow::Continue
    }

    /// `eval`: the static evaluation of the current position term by
    /// term (no search), as Fairy-Stockfish's `eval` prints its own.
    fn eval(&self) {
        let pos = self.game.position();
        let (terms, scale, total) = crate::eval::breakdown(pos);
        let mut text = format!(
            "{:<34} {:>6} {:>6} {:>7} {:>7}\n",
            "term (cp from First's side)", "First", "Second", "weight", "cp"
        );
        for t in &terms {
            let weight = t.weight.map_or_else(|| "table".to_owned(), |w| w.to_string());
            text.push_str(&format!(
                "{:<34} {:>6} {:>6} {:>7} {:>+7}\n",
                t.name, t.counts[0], t.counts[1], weight, t.cp
            ));
        }
        if scale != 16 {
            text.push_str(&format!("endgame scale: {scale}/16\n"));
        }
        // The danger's parts, for refitting its units (tools/tune/fit_danger.py).
        let parts = crate::eval::danger_parts(pos);
        for (side, p) in ["First", "Second"].iter().zip(parts) {
            text.push_str(&format!("danger parts {side}: {}\n", p.to_line()));
        }
        let stm = if pos.turn() == palace_rules::Color::First {
            total
        } else {
            -total
        };
        text.push_str(&format!(
            "Final evaluation: {total:+} cp from First's side, {stm:+} cp for the side to move (static, no search)"
        ));
        if let Some(net) = self.net() {
            text.push_str(&format!(
                "\nNetwork evaluation (used in search): {:+} cp for the side to move",
                net.evaluate(pos)
            ));
        }
        say(&self.out, &text);
    }

    fn uci(&self) {
        let mut text = format!(
            "id name Palace {}\nid author the Palace developers\n",
            env!("CARGO_PKG_VERSION")
        );
        text.push_str("option name UCI_Variant type combo default xiangqi");
        for r in PRESETS {
            text.push_str(" var ");
            text.push_str(r.name);
        }
        text.push('\n');
        text.push_str(&format!(
            "option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}\n\
             option name Threads type spin default 1 min 1 max {MAX_THREADS}\n\
             option name MultiPV type spin default 1 min 1 max {MAX_MULTIPV}\n\
             option name Level type spin default {MAX_LEVEL} min 1 max {MAX_LEVEL}\n\
             option name Skill Level type spin default 20 min 0 max 20\n\
             option name UCI_LimitStrength type check default false\n\
             option name UCI_Elo type spin default {ELO_MAX} min {ELO_MIN} max {ELO_MAX}\n\
             option name EvalFile type string default <default>\n\
             uciok"
        ));
        say(&self.out, &text);
    }

    fn setoption(&mut self, rest: &[&str]) {
        // setoption name <id...> [value <x...>]
        if rest.first() != Some(&"name") {
            self.error("expected 'setoption name <id> [value <x>]'");
            return;
        }
        let vpos = rest.iter().position(|w| *w == "value");
        let name = rest[1..vpos.unwrap_or(rest.len())].join(" ");
        let value = vpos.map(|v| rest[v + 1..].join(" ")).unwrap_or_default();
        let int = |lo: i64, hi: i64| -> Result<i64, String> {
            match value.parse::<i64>() {
                Ok(v) if (lo..=hi).contains(&v) => Ok(v),
                _ => Err(format!(
                    "option '{name}' wants a number {lo}..{hi}, got '{}'",
                    clip(&value)
                )),
            }
        };
        let result: Result<(), String> = match name.to_ascii_lowercase().as_str() {
            "uci_variant" => match RuleSet::preset(&value) {
                Some(r) => {
                    self.stop_search();
                    self.rules = r;
                    self.game = Game::new(r);
                    self.forget_tables();
                    Ok(())
                }
                None => Err(format!(
                    "unknown variant '{}' (known: {})",
                    clip(&value),
                    RuleSet::preset_names().collect::<Vec<_>>().join(", ")
                )),
            },
            "hash" => int(1, MAX_HASH_MB as i64).map(|v| {
                self.stop_search();
                self.hash_mb = v as usize;
                self.tt = Arc::new(Tt::new(self.hash_mb));
            }),
            "threads" => int(1, MAX_THREADS as i64).map(|v| self.threads = v as usize),
            "multipv" => int(1, MAX_MULTIPV as i64).map(|v| self.multipv = v as usize),
            "level" => match levels::named(&value) {
                Some(l) => {
                    self.level = l.level;
                    Ok(())
                }
                None => int(1, i64::from(MAX_LEVEL)).map(|v| self.level = v as u8),
            },
            "skill level" => int(0, 20).map(|v| self.level = levels::from_skill(v)),
            "uci_limitstrength" => match value.as_str() {
                "true" => {
                    self.limit_strength = true;
                    Ok(())
                }
                "false" => {
                    self.limit_strength = false;
                    Ok(())
                }
                _ => Err(format!("option '{name}' wants true or false")),
            },
            "uci_elo" => int(ELO_MIN, ELO_MAX).map(|v| self.elo = v),
            "evalfile" => self.set_eval_file(&value),
            _ => Err(format!("unknown option '{}'", clip(&name))),
        };
        if let Err(e) = result {
            self.error(&e);
        }
    }

    fn position(&mut self, rest: &[&str]) {
        let (fen, after) = match rest.first() {
            Some(&"startpos") => (None, &rest[1..]),
            Some(&"fen") => {
                let end = rest.iter().position(|w| *w == "moves").unwrap_or(rest.len());
                (Some(rest[1..end].join(" ")), &rest[end..])
            }
            _ => {
                self.error("expected 'position startpos|fen <FEN> [moves ...]'");
                return;
            }
        };
        let moves = match after.first() {
            None => &[][..],
            Some(&"moves") => &after[1..],
            Some(w) => {
                self.error(&format!("expected 'moves' after the position, got '{}'", clip(w)));
                return;
            }
        };
        let game = match fen {
            None => Ok(Game::new(self.rules)),
            Some(f) => Game::from_fen(&f, self.rules),
        };
        let mut game = match game {
            Ok(g) => g,
            Err(e) => {
                self.error(&format!("bad FEN: {e}"));
                return;
            }
        };
        for (i, text) in moves.iter().enumerate() {
            if let Err(e) = game.play_text(text) {
                self.error(&format!("move {} '{}': {e}", i + 1, clip(text)));
                return;
            }
        }
        self.stop_search();
        self.game = game;
    }

    fn go(&mut self, rest: &[&str]) {
        if rest.first() == Some(&"perft") {
            match rest.get(1).and_then(|d| d.parse::<u32>().ok()) {
                Some(d) if d <= 12 && rest.len() == 2 => self.perft(d),
                _ => self.error("expected 'go perft <depth 0..12>'"),
            }
            return;
        }
        let mut limits = Limits::default();
        let mut i = 0;
        while i < rest.len() {
            let key = rest[i];
            let num = || rest.get(i + 1).and_then(|v| v.parse::<i64>().ok());
            let ok = match key {
                "infinite" => {
                    limits.infinite = true;
                    i += 1;
                    continue;
                }
                "ponder" => {
                    i += 1;
                    continue;
                }
                "depth" => num()
                    .filter(|v| *v >= 1)
                    .map(|v| limits.depth = Some(v.min(100) as i32)),
                "nodes" => num().filter(|v| *v >= 1).map(|v| limits.nodes = Some(v as u64)),
                "movetime" => num()
                    .filter(|v| *v >= 0)
                    .map(|v| limits.movetime = Some(v as u64)),
                "wtime" => num().map(|v| limits.time[0] = Some(v.max(0) as u64)),
                "btime" => num().map(|v| limits.time[1] = Some(v.max(0) as u64)),
                "winc" => num().map(|v| limits.inc[0] = v.max(0) as u64),
                "binc" => num().map(|v| limits.inc[1] = v.max(0) as u64),
                "movestogo" => num()
                    .filter(|v| *v >= 1)
                    .map(|v| limits.movestogo = Some(v as u64)),
                "byoyomi" => num().map(|v| limits.byoyomi = v.max(0) as u64),
                _ => None,
            };
            if ok.is_none() {
                self.error(&format!("bad go parameter '{}'", clip(&rest[i..].join(" "))));
                return;
            }
            i += 2;
        }
        self.stop_search();
        if let Some(o) = self.game.outcome() {
            say(
                &self.out,
                &format!(
                    "info string game over: {} ({})\nbestmove (none)",
                    o.result, o.reason
                ),
            );
            return;
        }
        self.stop.store(false, Ordering::SeqCst);
        let job = Job {
            game: self.game.clone(),
            tt: self.tt.clone(),
            stop: self.stop.clone(),
            out: self.out.clone(),
            limits,
            level: self.effective_level(),
            threads: self.threads,
            multipv: self.multipv,
            tables: self.tables.clone(),
            net: self.net(),
        };
        let handle = std::thread::Builder::new()
            .name("search".into())
            .stack_size(SEARCH_STACK)
            .spawn(move || job.run());
        match handle {
            Ok(h) => self.search = Some(h),
            Err(e) => self.error(&format!("cannot start the search thread: {e}")),
        }
    }

    fn perft(&self, depth: u32) {
        let pos = self.game.position();
        let moves = self.game.moves();
        let last = moves.last().copied();
        let before = moves.len().checked_sub(2).map(|i| moves[i]);
        let mut rows = divide(pos, depth, last, before);
        rows.sort_by_key(|(m, _)| m.to_string());
        let mut text = String::new();
        let mut total = 0;
        for (m, n) in rows {
            text.push_str(&format!("{m}: {n}\n"));
            total += n;
        }
        if depth == 0 {
            total = 1;
        }
        text.push_str(&format!("Nodes searched: {total}"));
        say(&self.out, &text);
    }

    /// A new game: the next search learns its move ordering afresh.
    fn forget_tables(&self) {
        if let Ok(mut t) = self.tables.lock() {
            *t = None;
        }
    }

    /// Stops a running search and waits for its `bestmove`.
    pub fn stop_search(&mut self) {
        if let Some(h) = self.search.take() {
            self.stop.store(true, Ordering::SeqCst);
            let _ = h.join();
        }
    }
}

/// One `go`: everything the search thread needs.
struct Job {
    game: Game,
    tt: Arc<Tt>,
    stop: Arc<AtomicBool>,
    out: Out,
    limits: Limits,
    level: u8,
    threads: usize,
    multipv: usize,
    tables: Arc<Mutex<Option<Tables>>>,
    net: Option<Arc<Network>>,
}

impl Job {
    fn run(self) {
        let level = levels::level(self.level);
        // Helper threads (lazy SMP) share the table and stop with the main one.
        let helpers_stop = Arc::new(AtomicBool::new(false));
        let helpers: Vec<JoinHandle<()>> = if level.noise == 0 && level.blunder_percent == 0 {
            (1..self.threads)
                .filter_map(|i| {
                    let game = self.game.clone();
                    let tt = self.tt.clone();
                    let stop = helpers_stop.clone();
                    let net = self.net.clone();
                    let limits = Limits {
                        depth: self.limits.depth,
                        infinite: true,
                        ..Limits::default()
                    };
                    std::thread::Builder::new()
                        .name(format!("helper{i}"))
                        .stack_size(SEARCH_STACK)
                        .spawn(move || {
                            let mut s = Searcher::new(&game, &tt, &stop);
                            s.set_seed(i as u64);
                            s.set_network(net);
                            let _ = s.think(game.position(), &limits, level, &mut |_| {});
                        })
                        .ok()
                })
                .collect()
        } else {
            Vec::new()
        };
        let out = self.out.clone();
        let mut report = |r: &Report| {
            let ms = r.time.as_millis().max(1);
            let nps = u128::from(r.nodes) * 1000 / ms;
            let pv: Vec<String> = r.pv.iter().map(ToString::to_string).collect();
            say(
                &out,
                &format!(
                    "info depth {} seldepth {} multipv {} score {} nodes {} nps {} hashfull {} time {} pv {}",
                    r.depth,
                    r.seldepth.max(r.depth),
                    r.multipv,
                    uci_score(r.score),
                    r.nodes,
                    nps,
                    r.hashfull,
                    r.time.as_millis(),
                    pv.join(" ")
                ),
            );
        };
        let mut searcher = Searcher::new(&self.game, &self.tt, &self.stop);
        searcher.set_multipv(self.multipv);
        searcher.set_network(self.net.clone());
        if let Some(t) = self.tables.lock().ok().and_then(|mut t| t.take()) {
            searcher.set_tables(t);
        }
        let result = searcher.think(self.game.position(), &self.limits, level, &mut report);
        if let Ok(mut t) = self.tables.lock() {
            *t = Some(searcher.take_tables());
        }
        helpers_stop.store(true, Ordering::SeqCst);
        for h in helpers {
            let _ = h.join();
        }
        if self.limits.infinite {
            // UCI: no bestmove before `stop` in infinite mode.
            while !self.stop.load(Ordering::SeqCst) {
                std::thread::sleep(Duration::from_millis(2));
            }
        }
        match result.best {
            Some(m) => say(&self.out, &format!("bestmove {m}")),
            None => say(&self.out, "bestmove (none)"),
        }
    }
}

/// Runs the protocol on standard input and output.
pub fn run_stdio() {
    let out: Out = Arc::new(Mutex::new(Box::new(std::io::stdout())));
    let mut uci = Uci::new(out);
    let stdin = std::io::stdin();
    uci.run(stdin.lock());
}
