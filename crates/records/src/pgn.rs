//! PGN for both games: xqbase / XQWizard (`[Game "Chinese Chess"]`,
//! `[Format "ICCS" | "WXF" | "Chinese"]`), pychess (`[Variant "Janggi"]`,
//! SAN), and what hobby converters write (ICCS ranks 0..9 without a hyphen,
//! full-width WXF, Chinese with no space after the move number, tag values
//! that start with an XQF length byte, `[FEN "... -b"]`).
//!
//! Comments (`{}` and `;`), variations (`()`, nested), NAGs and move
//! numbers are skipped; the main line is read. A Janggi game without a FEN
//! takes its setup from `[Cho]` / `[Han]` (each side's horses and elephants
//! from its own left, as pychess studies write them) or from GIB's
//! `[초차림]` / `[한차림]`.

use crate::gib::{arranged_start, parse_tag, strip_move_number};
use crate::record::{Collection, GameFault, ReadGame, ReadOptions, Record};
use crate::san::parse_san;
use crate::text;
use palace_rules::notation::{parse_any, Notation, NotationError};
use palace_rules::{Arrangement, Color, GameResult, Move, Position, RuleSet, Setup, Variant};

pub(crate) struct Word {
    pub text: String,
    pub line: usize,
}

#[derive(Default)]
struct RawGame {
    first_line: usize,
    tags: Vec<(String, String)>,
    words: Vec<Word>,
    result_token: Option<String>,
}

pub(crate) fn read(text: &str, options: &ReadOptions, out: &mut Collection) {
    for (i, raw) in split_games(text).into_iter().enumerate() {
        let number = i + 1;
        match read_game(&raw, number, options) {
            Ok(record) => out.games.push(ReadGame { number, record }),
            Err(fault) => out.errors.push(fault),
        }
    }
}

/// The state of the movetext scanner, carried across lines.
#[derive(Default)]
struct Scanner {
    /// Inside `{...}`.
    comment: bool,
    /// Depth of `(...)`.
    variation: usize,
    /// A result token ended the game's moves.
    ended: bool,
}

fn split_games(text: &str) -> Vec<RawGame> {
    let lines: Vec<&str> = text::lines(text).collect();
    let mut games = Vec::new();
    let mut current = RawGame::default();
    let mut scanner = Scanner::default();
    let mut seen_moves = false;
    let mut i = 0;
    while i < lines.len() {
        let number = i + 1;
        let trimmed = lines[i].trim();
        if !scanner.comment && trimmed.starts_with('[') {
            // A tag, maybe with a line break inside its value.
            let mut tag_text = trimmed.to_owned();
            while tag_text.matches('"').count() % 2 == 1 && i + 1 < lines.len() && tag_text.len() < 4096 {
                i += 1;
                tag_text.push('\n');
                tag_text.push_str(lines[i].trim());
            }
            if seen_moves {
                games.push(std::mem::take(&mut current));
                scanner = Scanner::default();
                seen_moves = false;
            }
            if current.tags.is_empty() {
                current.first_line = number;
            }
            if let Some(tag) = parse_tag(&tag_text, number) {
                current.tags.push((tag.name, clean_tag_value(&tag.value)));
            }
            i += 1;
            continue;
        }
        let before = current.words.len();
        scan_line(lines[i], number, &mut scanner, &mut current);
        if current.words.len() > before || current.result_token.is_some() {
            if !seen_moves && current.tags.is_empty() {
                current.first_line = number;
            }
            seen_moves = true;
        }
        i += 1;
    }
    if seen_moves || !current.tags.is_empty() {
        games.push(current);
    }
    games
}

/// Reads one line of movetext into words of the main line.
fn scan_line(line: &str, number: usize, s: &mut Scanner, game: &mut RawGame) {
    let mut word = String::new();
    let flush = |word: &mut String, s: &mut Scanner, game: &mut RawGame| {
        if word.is_empty() {
            return;
        }
        let w = std::mem::take(word);
        if s.variation > 0 || s.ended || w.starts_with('$') {
            return;
        }
        if matches!(w.as_str(), "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*") {
            game.result_token = Some(w);
            s.ended = true;
            return;
        }
        if let Some(rest) = strip_move_number(&w) {
            game.words.push(Word {
                text: rest.to_owned(),
                line: number,
            });
        }
    };
    for c in line.chars() {
        if s.comment {
            if c == '}' {
                s.comment = false;
            }
            continue;
        }
        match c {
            '{' => {
                flush(&mut word, s, game);
                s.comment = true;
            }
            ';' if s.variation == 0 => {
                flush(&mut word, s, game);
                return;
            }
            '(' => {
                flush(&mut word, s, game);
                s.variation += 1;
            }
            ')' => {
                flush(&mut word, s, game);
                s.variation = s.variation.saturating_sub(1);
            }
            c if c.is_whitespace() || c.is_control() => flush(&mut word, s, game),
            c => word.push(c),
        }
    }
    flush(&mut word, s, game);
}

/// Drops control characters, and an XQF Pascal length byte some converters
/// leave at the start of a value (`"&1、第一轮..."`, where `&` = 38 bytes).
fn clean_tag_value(value: &str) -> String {
    let v: String = value.chars().filter(|c| !c.is_control()).collect();
    let mut chars = v.chars();
    if let Some(first) = chars.next() {
        let rest = chars.as_str();
        let legacy_len: usize = rest.chars().map(|c| if c.is_ascii() { 1 } else { 2 }).sum();
        if first.is_ascii() && !rest.is_empty() && first as usize == legacy_len {
            return rest.trim().to_owned();
        }
    }
    v.trim().to_owned()
}

fn tag<'a>(raw: &'a RawGame, name: &str) -> Option<&'a str> {
    raw.tags
        .iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

fn variant_of(raw: &RawGame, options: &ReadOptions) -> Variant {
    if let Some(r) = options.rules {
        return r.variant;
    }
    let named = |s: &str| {
        let l = s.to_ascii_lowercase();
        if l.contains("janggi") || l.contains("korean") {
            Some(Variant::Janggi)
        } else if l.contains("xiangqi") || l.contains("chinese") {
            Some(Variant::Xiangqi)
        } else {
            None
        }
    };
    if let Some(v) = tag(raw, "Variant")
        .and_then(named)
        .or_else(|| tag(raw, "Game").and_then(named))
    {
        return v;
    }
    if ["Cho", "Han", "초차림", "한차림"]
        .iter()
        .any(|n| tag(raw, n).is_some())
    {
        return Variant::Janggi;
    }
    let hangul = |c: char| ('\u{AC00}'..='\u{D7A3}').contains(&c);
    if raw.words.iter().any(|w| w.text.chars().any(hangul)) {
        return Variant::Janggi;
    }
    Variant::Xiangqi
}

/// Reads a `[FEN]` value; the side is `None` when the field is not a
/// standard one (`-b` as some converters write, though Red moves first).
pub(crate) fn lenient_fen(value: &str, rules: &'static RuleSet) -> Result<(Position, bool), String> {
    if let Ok(pos) = Position::from_fen(value, rules) {
        return Ok((pos, true));
    }
    let mut fields = value.split_whitespace();
    let board = fields.next().unwrap_or("");
    let (side, known) = match fields.next() {
        Some("w" | "r" | "red" | "W" | "R") => ("w", true),
        Some("b" | "B") => ("b", true),
        _ => ("w", false),
    };
    let pos =
        Position::from_fen(&format!("{board} {side} - - 0 1"), rules).map_err(|e| format!("FEN: {e}"))?;
    Ok((pos, known))
}

/// The same board with the other side to move.
pub(crate) fn other_side(pos: &Position) -> Option<Position> {
    let mut setup: Setup = pos.to_setup();
    setup.turn = !setup.turn;
    Position::from_setup(&setup, pos.rules()).ok()
}

fn start_position(raw: &RawGame, rules: &'static RuleSet) -> Result<(Position, bool), String> {
    if let Some(fen) = tag(raw, "FEN").filter(|f| !f.trim().is_empty()) {
        return lenient_fen(fen, rules);
    }
    if rules.variant == Variant::Janggi {
        if tag(raw, "Cho").is_some() || tag(raw, "Han").is_some() {
            let mut setup = Position::start(rules).to_setup();
            for (name, color) in [("Cho", Color::First), ("Han", Color::Second)] {
                if let Some(v) = tag(raw, name) {
                    let a: Arrangement = v.parse().map_err(|e| format!("[{name}]: {e}"))?;
                    a.apply(&mut setup, color);
                }
            }
            return Ok((
                Position::from_setup(&setup, rules).map_err(|e| e.to_string())?,
                true,
            ));
        }
        if tag(raw, "초차림").is_some() || tag(raw, "한차림").is_some() {
            return Ok((
                arranged_start(tag(raw, "초차림"), tag(raw, "한차림"), rules)?,
                true,
            ));
        }
    }
    Ok((Position::start(rules), true))
}

/// How the words of a game are read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Mode {
    /// One notation throughout.
    Fixed(Notation),
    /// Each word in whatever notation of the game it is in, or SAN.
    Any,
}

/// Reads one move word.
pub(crate) fn read_word(pos: &Position, text: &str, mode: Mode) -> Result<Move, String> {
    match mode {
        Mode::Fixed(n) => n.parse(pos, text).map_err(|e| e.to_string()),
        Mode::Any => match parse_any(pos, text) {
            Ok(m) => Ok(m),
            Err(e @ (NotationError::Syntax { .. } | NotationError::Unrecognized { .. })) => {
                parse_san(pos, text).map_err(|san| {
                    if san.contains("not a SAN move") {
                        e.to_string()
                    } else {
                        san
                    }
                })
            }
            Err(e) => Err(e.to_string()),
        },
    }
}

/// Plays words from `start`; on failure, the index of the word and why.
pub(crate) fn play_words(start: &Position, words: &[Word], mode: Mode) -> Result<Vec<Move>, (usize, String)> {
    let mut pos = start.clone();
    let mut moves = Vec::with_capacity(words.len());
    for (i, w) in words.iter().enumerate() {
        let m = read_word(&pos, &w.text, mode).map_err(|e| (i, e))?;
        pos = pos.play(m).map_err(|e| (i, e.to_string()))?;
        moves.push(m);
    }
    Ok(moves)
}

/// Reads words with every plausible mode and start (coordinates or ICCS when
/// all words are coordinate-shaped; the other side to move when the start's
/// side was not given), keeping the reading that gets furthest.
pub(crate) fn play_best(
    start: &Position,
    side_known: bool,
    words: &[Word],
    modes: &[Mode],
) -> Result<(Position, Vec<Move>), (usize, String)> {
    let mut starts = vec![start.clone()];
    if !side_known {
        starts.extend(other_side(start));
    }
    let mut best: Option<(usize, String)> = None;
    for s in &starts {
        for &mode in modes {
            match play_words(s, words, mode) {
                Ok(moves) => return Ok((s.clone(), moves)),
                Err((i, e)) => {
                    if best.as_ref().map_or(true, |(b, _)| i > *b) {
                        best = Some((i, e));
                    }
                }
            }
        }
    }
    Err(best.expect("at least one attempt"))
}

/// The modes to try for a game's words.
pub(crate) fn modes_for(words: &[Word], format_tag: Option<&str>) -> Vec<Mode> {
    if let Some(f) = format_tag {
        let l = f.to_ascii_lowercase();
        if l.contains("iccs") {
            return vec![Mode::Fixed(Notation::Iccs)];
        }
        if l.contains("wxf") {
            return vec![Mode::Fixed(Notation::Wxf)];
        }
    }
    let coordinate_shaped = |t: &str| {
        let t: String = t.chars().filter(|&c| c != '-').collect();
        let b = t.as_bytes();
        t.is_ascii() && (4..=6).contains(&b.len()) && b[0].is_ascii_lowercase() && b[1].is_ascii_digit()
    };
    if !words.is_empty() && words.iter().all(|w| coordinate_shaped(&w.text)) {
        let iccs_only = words.iter().any(|w| {
            let t: String = w.text.chars().filter(|&c| c != '-').collect();
            let b = t.as_bytes();
            b.len() == 4 && (b[1] == b'0' || b[3] == b'0')
        });
        let upper = words
            .iter()
            .any(|w| w.text.chars().next().is_some_and(|c| c.is_ascii_uppercase()));
        if iccs_only || upper {
            return vec![Mode::Fixed(Notation::Iccs)];
        }
        return vec![Mode::Fixed(Notation::Coordinate), Mode::Fixed(Notation::Iccs)];
    }
    vec![Mode::Any]
}

/// A result written in a tag: PGN's, or Chinese words.
pub(crate) fn parse_result(text: &str) -> Option<GameResult> {
    let t = text.trim();
    match t {
        "1-0" => return Some(GameResult::FirstWins),
        "0-1" => return Some(GameResult::SecondWins),
        "1/2-1/2" | "½-½" => return Some(GameResult::Draw),
        _ => {}
    }
    if t.contains("红胜") || t.contains("紅勝") || t.contains("红先胜") || t.contains("紅先勝") {
        Some(GameResult::FirstWins)
    } else if t.contains("黑胜") || t.contains("黑勝") || t.contains("红先负") || t.contains("紅先負")
    {
        Some(GameResult::SecondWins)
    } else if t.contains('和') {
        Some(GameResult::Draw)
    } else {
        crate::gib::korean_result(t)
    }
}

fn read_game(raw: &RawGame, number: usize, options: &ReadOptions) -> Result<Record, GameFault> {
    let fault = |line: usize, ply: Option<usize>, message: String| GameFault {
        game: number,
        line: Some(line),
        offset: None,
        ply,
        message,
    };
    let variant = variant_of(raw, options);
    let rules = options
        .rules_for(variant)
        .map_err(|e| fault(raw.first_line, None, e))?;
    let (start, side_known) = start_position(raw, rules).map_err(|e| fault(raw.first_line, None, e))?;
    let modes = modes_for(&raw.words, tag(raw, "Format"));
    let (start, moves) = play_best(&start, side_known, &raw.words, &modes).map_err(|(i, e)| {
        let w = &raw.words[i];
        fault(w.line, Some(i + 1), e)
    })?;
    let result = tag(raw, "Result")
        .and_then(parse_result)
        .or_else(|| raw.result_token.as_deref().and_then(parse_result));
    Ok(Record {
        start,
        moves,
        result,
        tags: raw.tags.clone(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn length_byte_is_dropped() {
        assert_eq!(clean_tag_value("\u{6}郭有志"), "郭有志");
        assert_eq!(
            clean_tag_value("&1、第一轮 徐天红\u{3000}红先负 许银川 2001.1"),
            "1、第一轮 徐天红\u{3000}红先负 许银川 2001.1"
        );
        assert_eq!(clean_tag_value("Zhongli Cup"), "Zhongli Cup");
    }

    #[test]
    fn results() {
        assert_eq!(parse_result("黑胜"), Some(GameResult::SecondWins));
        assert_eq!(parse_result("和棋"), Some(GameResult::Draw));
        assert_eq!(parse_result("1-0"), Some(GameResult::FirstWins));
        assert_eq!(parse_result("*"), None);
    }
}
