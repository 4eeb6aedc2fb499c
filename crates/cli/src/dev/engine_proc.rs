//! A UCI engine as a child process, talked to over pipes with timeouts: a
//! reader thread forwards its output lines over a channel, so a hung
//! engine costs a timeout, never a hung match.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

/// How to start an engine and what to tell it first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSpec {
    /// Shown in the results.
    pub name: String,
    pub program: String,
    pub args: Vec<String>,
    /// `setoption` pairs sent after `uci`.
    pub options: Vec<(String, String)>,
    /// Palace itself: knows every preset name as `UCI_Variant`.
    pub palace: bool,
}

impl EngineSpec {
    /// Parses `palace[:level=N[,hash=M,threads=T,net=FILE]]` or an engine command line
    /// (program and arguments separated by spaces).
    pub fn parse(text: &str) -> Result<EngineSpec, String> {
        let text = text.trim();
        if text.is_empty() {
            return Err("empty engine specification".into());
        }
        if text == "palace" || text.starts_with("palace:") {
            // This binary speaks UCI too (`palace-dev uci`), with the same
            // engine as `palace uci`: no need to find the other binary.
            let exe =
                std::env::current_exe().map_err(|e| format!("cannot find the palace-dev binary: {e}"))?;
            let mut options = Vec::new();
            let mut name = "palace".to_owned();
            if let Some(opts) = text.strip_prefix("palace:") {
                for kv in opts.split(',').filter(|s| !s.is_empty()) {
                    let (k, v) = kv
                        .split_once('=')
                        .ok_or_else(|| format!("engine option '{kv}' is not key=value"))?;
                    let key = match k.to_ascii_lowercase().as_str() {
                        "level" => "Level",
                        "hash" => "Hash",
                        "threads" => "Threads",
                        "elo" => "UCI_Elo",
                        "skill" => "Skill Level",
                        "net" => "EvalFile",
                        other => {
                            return Err(format!(
                                "unknown palace option '{other}' (level, hash, threads, elo, skill, net)"
                            ))
                        }
                    };
                    if key == "UCI_Elo" {
                        options.push(("UCI_LimitStrength".to_owned(), "true".to_owned()));
                    }
                    options.push((key.to_owned(), v.to_owned()));
                }
                name = format!("palace:{opts}");
            }
            return Ok(EngineSpec {
                name,
                program: exe.to_string_lossy().into_owned(),
                args: vec!["uci".to_owned()],
                options,
                palace: true,
            });
        }
        let mut words = text.split_ascii_whitespace();
        let program = words.next().expect("non-empty").to_owned();
        Ok(EngineSpec {
            name: std::path::Path::new(&program)
                .file_name()
                .map_or_else(|| program.clone(), |f| f.to_string_lossy().into_owned()),
            program,
            args: words.map(str::to_owned).collect(),
            options: Vec::new(),
            palace: false,
        })
    }
}

/// A running engine.
pub struct EngineProc {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    pub name: String,
}

impl std::fmt::Debug for EngineProc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("EngineProc").field("name", &self.name).finish()
    }
}

impl EngineProc {
    /// Starts the engine and completes the `uci` handshake, sets its
    /// options and its variant.
    pub fn start(spec: &EngineSpec, variant: &str, timeout: Duration) -> Result<EngineProc, String> {
        let mut child = Command::new(&spec.program)
            .args(&spec.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start '{}': {e}", spec.program))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = child.stdout.take().ok_or("no stdout")?;
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let mut e = EngineProc {
            child,
            stdin,
            lines: rx,
            name: spec.name.clone(),
        };
        e.send("uci")?;
        e.wait_for("uciok", timeout)?;
        for (k, v) in &spec.options {
            e.send(&format!("setoption name {k} value {v}"))?;
        }
        e.send(&format!("setoption name UCI_Variant value {variant}"))?;
        e.ready(timeout)?;
        Ok(e)
    }

    pub fn send(&mut self, line: &str) -> Result<(), String> {
        writeln!(self.stdin, "{line}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| format!("{}: cannot write: {e}", self.name))
    }

    /// Waits for a line starting with `prefix`; returns it.
    pub fn wait_for(&mut self, prefix: &str, timeout: Duration) -> Result<String, String> {
        let mut lines = self.lines_until(prefix, timeout)?;
        Ok(lines.pop().expect("the matching line"))
    }

    /// Every line up to and including the first that starts with `prefix`.
    pub fn lines_until(&mut self, prefix: &str, timeout: Duration) -> Result<Vec<String>, String> {
        let deadline = Instant::now() + timeout;
        let mut out = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.trim_start().starts_with(prefix);
                    out.push(line);
                    if done {
                        return Ok(out);
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!(
                        "{}: no '{prefix}' within {} ms",
                        self.name,
                        timeout.as_millis()
                    ))
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(format!("{}: the engine exited", self.name))
                }
            }
        }
    }

    /// `isready` / `readyok`.
    pub fn ready(&mut self, timeout: Duration) -> Result<(), String> {
        self.send("isready")?;
        self.wait_for("readyok", timeout).map(|_| ())
    }

    /// Ends the engine: `quit`, then a kill if it lingers.
    pub fn shutdown(&mut self) {
        let _ = self.send("quit");
        let deadline = Instant::now() + Duration::from_millis(500);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for EngineProc {
    fn drop(&mut self) {
        self.shutdown();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn specs() {
        let s = EngineSpec::parse("palace:level=3,hash=8").unwrap();
        assert!(s.palace);
        assert_eq!(s.args, ["uci"]);
        assert_eq!(
            s.options,
            [("Level".into(), "3".into()), ("Hash".into(), "8".into())]
        );
        let s = EngineSpec::parse("/usr/games/fairy-stockfish --flag").unwrap();
        assert!(!s.palace);
        assert_eq!(s.program, "/usr/games/fairy-stockfish");
        assert_eq!(s.args, ["--flag"]);
        assert_eq!(s.name, "fairy-stockfish");
        assert!(EngineSpec::parse("palace:depth=3").is_err());
        assert!(EngineSpec::parse("palace:level").is_err());
        assert!(EngineSpec::parse(" ").is_err());
    }
}
