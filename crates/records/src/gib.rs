//! GIB, the record format of Korean Janggi programs and sites.
//!
//! ```text
//! [대회명 "최고수전"]
//! [초차림 "마상상마"]        Cho's horses and elephants, board left to right
//! [한차림 "마상마상"]        Han's, also board left to right (as Cho sees it)
//! [대국결과 "초 완승"]
//!
//! 1. 71졸72 2. 12마33 ... 34. 29차09차 ... 66. 51차01차장군 ... 116. 한수쉼
//! ```
//!
//! Moves are read by the Korean notation of `palace-rules` (Hangul or Hanja
//! pieces, side markers, capture and check suffixes, `타`). Three other
//! shapes are turned into it first:
//!
//! - Kakao's board tag `[판 "차마상사1사상1차/4장/.../車馬象士1士象1車 한 접장기"]`:
//!   ten ranks from Cho's back rank (rank 1) up, files a to i, digits for
//!   empty points (trailing ones may be left out), Cho's pieces in Hangul
//!   and Han's in Hanja, then the side to move (`초` / `한`). Games with it
//!   have no 차림 tags.
//! - `[기보형식 "구좌표"]` (old coordinates): a point is `10 * file + rank`
//!   with file 0..8 from Cho's left and rank 1..10 from Cho's back rank, so
//!   `4` is a4, `84` is i4, `10` is a10 and `90` is i10.
//! - Kakao's letter coordinates: file letter and rank 0..9 from Cho's back
//!   rank (`i3卒h3` = i4 to h4).

use crate::record::{Collection, GameFault, ReadGame, ReadOptions, Record};
use crate::replay::{explain, Replay};
use crate::text;
use palace_rules::notation::Notation;
use palace_rules::{
    Arrangement, Color, GameResult, Move, Piece, Position, Role, RuleSet, Setup, Square, Variant,
    JANGGI_START_FEN,
};

/// A tag as written.
pub(crate) struct Tag {
    pub name: String,
    pub value: String,
    pub line: usize,
}

/// A word of the move text and the line it is on.
struct Word {
    text: String,
    line: usize,
}

/// One game's text, not yet checked.
#[derive(Default)]
struct RawGame {
    first_line: usize,
    tags: Vec<Tag>,
    words: Vec<Word>,
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

/// Whether a line or word is only what broken transfers leave (U+FFFD,
/// control characters).
fn is_junk(s: &str) -> bool {
    s.chars()
        .all(|c| c == '\u{FFFD}' || c.is_control() || c.is_whitespace())
}

fn split_games(text: &str) -> Vec<RawGame> {
    let mut games = Vec::new();
    let mut current = RawGame::default();
    let mut in_comment = false;
    for (index, line) in text::lines(text).enumerate() {
        let number = index + 1;
        let trimmed = line.trim();
        if !in_comment && trimmed.starts_with('[') {
            if !current.words.is_empty() {
                games.push(std::mem::take(&mut current));
            }
            if current.tags.is_empty() {
                current.first_line = number;
            }
            if let Some(tag) = parse_tag(trimmed, number) {
                current.tags.push(tag);
            }
            continue;
        }
        let mut rest = String::new();
        for c in line.chars() {
            match (in_comment, c) {
                (false, '{') => in_comment = true,
                (true, '}') => {
                    in_comment = false;
                    rest.push(' ');
                }
                (false, _) => rest.push(c),
                (true, _) => {}
            }
        }
        for word in rest.split_whitespace() {
            let Some(word) = strip_move_number(word) else {
                continue;
            };
            if is_junk(word) {
                continue;
            }
            if current.words.is_empty() && current.tags.is_empty() {
                current.first_line = number;
            }
            current.words.push(Word {
                text: word.to_owned(),
                line: number,
            });
        }
    }
    if !current.words.is_empty() || !current.tags.is_empty() {
        games.push(current);
    }
    games
}

/// `[name "value"]` (the closing bracket may be missing).
pub(crate) fn parse_tag(line: &str, number: usize) -> Option<Tag> {
    let inner = line.trim().strip_prefix('[')?;
    let inner = inner.strip_suffix(']').unwrap_or(inner);
    let name_end = inner
        .find(|c: char| c.is_whitespace() || c == '"')
        .unwrap_or(inner.len());
    let name = inner[..name_end].trim().to_owned();
    let rest = &inner[name_end..];
    let value = match (rest.find('"'), rest.rfind('"')) {
        (Some(a), Some(b)) if b > a => &rest[a + 1..b],
        _ => rest.trim().trim_matches('"'),
    };
    Some(Tag {
        name,
        value: value.to_owned(),
        line: number,
    })
}

/// Drops a move number (`12.`, `12...`) before a word; `None` when the word
/// is nothing else.
pub(crate) fn strip_move_number(word: &str) -> Option<&str> {
    let digits = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let after = &word[digits..];
    if digits > 0 && after.starts_with('.') {
        let rest = after.trim_start_matches('.');
        return (!rest.is_empty()).then_some(rest);
    }
    if word.chars().all(|c| c == '.') {
        return None;
    }
    Some(word)
}

fn read_game(raw: &RawGame, number: usize, options: &ReadOptions) -> Result<Record, GameFault> {
    let fault = |line: usize, ply: Option<usize>, message: String| GameFault {
        game: number,
        line: Some(line),
        offset: None,
        ply,
        message,
    };
    let rules = options
        .rules_for(Variant::Janggi)
        .map_err(|e| fault(raw.first_line, None, e))?;
    let tag = |name: &str| raw.tags.iter().find(|t| t.name == name);
    let start = if let Some(board) = tag("판") {
        kakao_board(&board.value, rules).map_err(|e| fault(board.line, None, e))?
    } else {
        let cho = tag("초차림");
        let han = tag("한차림");
        arranged_start(
            cho.map(|t| t.value.as_str()),
            han.map(|t| t.value.as_str()),
            rules,
        )
        .map_err(|e| fault(cho.or(han).map_or(raw.first_line, |t| t.line), None, e))?
    };
    let old_points = tag("기보형식").is_some_and(|t| t.value.contains("구좌표"));
    let mut replay = Replay::new(start.clone());
    for word in &raw.words {
        let ply = replay.next_ply();
        let modern = if word.text.starts_with(|c: char| c.is_ascii_lowercase()) {
            letter_points(&word.text)
        } else if old_points {
            old_points_to_modern(&word.text)
        } else {
            Some(word.text.clone())
        };
        let Some(modern) = modern else {
            return Err(fault(
                word.line,
                Some(ply),
                format!(
                    "'{}' is not a move: expected from-point, piece, to-point ({}) or 한수쉼",
                    clip(&word.text),
                    if old_points {
                        "구좌표: 84졸74, 4졸14"
                    } else {
                        "71졸72, 08馬87"
                    }
                ),
            ));
        };
        match Notation::Korean.parse(&replay.pos, &modern) {
            Ok(m) => replay.push(m),
            Err(e) => {
                let detail = match korean_points(&modern) {
                    Some(m) if !replay.pos.is_legal(m) && replay.pos.piece_at(m.from()).is_some() => {
                        format!("'{}' ({m}): {}", clip(&word.text), explain(&replay.pos, m))
                    }
                    _ => format!("'{}': {e}", clip(&word.text)),
                };
                return Err(fault(word.line, Some(ply), detail));
            }
        }
    }
    let result = tag("대국결과").and_then(|t| korean_result(&t.value));
    Ok(Record {
        start,
        moves: replay.moves,
        result,
        tags: raw
            .tags
            .iter()
            .map(|t| (t.name.clone(), t.value.clone()))
            .collect(),
    })
}

fn clip(s: &str) -> String {
    s.chars().take(40).collect()
}

/// The start position from the 차림 tags (both board left to right);
/// 마상상마 where a tag is missing.
pub(crate) fn arranged_start(
    cho: Option<&str>,
    han: Option<&str>,
    rules: &'static RuleSet,
) -> Result<Position, String> {
    let mut setup = Setup::from_fen(JANGGI_START_FEN).expect("start FEN");
    if let Some(cho) = cho {
        let a: Arrangement = cho.trim().parse().map_err(|e| format!("초차림: {e}"))?;
        a.apply(&mut setup, Color::First);
    }
    if let Some(han) = han {
        // Written from the board's left, which is Han's right.
        let reversed: String = han.trim().chars().rev().collect();
        let a: Arrangement = reversed.parse().map_err(|_| {
            format!(
                "한차림: unknown arrangement '{}' (expected e.g. 마상상마 or 상마상마)",
                clip(han)
            )
        })?;
        a.apply(&mut setup, Color::Second);
    }
    Position::from_setup(&setup, rules).map_err(|e| e.to_string())
}

/// The 차림 value of a side's arrangement, board left to right.
pub(crate) fn arrangement_tag(a: Arrangement, color: Color) -> String {
    match color {
        Color::First => a.hangul().to_owned(),
        Color::Second => a.hangul().chars().rev().collect(),
    }
}

fn kakao_role(c: char) -> Option<(Role, Color)> {
    Some(match c {
        '장' => (Role::General, Color::First),
        '사' => (Role::Advisor, Color::First),
        '상' => (Role::Elephant, Color::First),
        '마' => (Role::Horse, Color::First),
        '차' => (Role::Chariot, Color::First),
        '포' => (Role::Cannon, Color::First),
        '졸' | '병' => (Role::Soldier, Color::First),
        '將' | '漢' | '楚' => (Role::General, Color::Second),
        '士' => (Role::Advisor, Color::Second),
        '象' => (Role::Elephant, Color::Second),
        '馬' => (Role::Horse, Color::Second),
        '車' => (Role::Chariot, Color::Second),
        '包' | '砲' => (Role::Cannon, Color::Second),
        '兵' | '卒' => (Role::Soldier, Color::Second),
        _ => return None,
    })
}

/// Reads Kakao's `[판]` board tag (see the module documentation).
pub(crate) fn kakao_board(value: &str, rules: &'static RuleSet) -> Result<Position, String> {
    let mut parts = value.split_whitespace();
    let board = parts.next().unwrap_or("");
    let turn = match parts.next() {
        Some(w) if w.starts_with('한') || w.starts_with('漢') => Color::Second,
        _ => Color::First,
    };
    let ranks: Vec<&str> = board.split('/').collect();
    if ranks.len() != 10 {
        return Err(format!(
            "판: the board has {} ranks, expected 10 separated by '/'",
            ranks.len()
        ));
    }
    let mut setup = Setup {
        board: [None; 90],
        turn,
        halfmoves: 0,
        fullmoves: 1,
    };
    for (rank, text) in ranks.iter().enumerate() {
        let mut file = 0u8;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10) {
                file += d as u8;
            } else {
                let (role, color) =
                    kakao_role(c).ok_or_else(|| format!("판: '{c}' on rank {} is not a piece", rank + 1))?;
                let sq = Square::new(file, rank as u8)
                    .ok_or_else(|| format!("판: rank {} has more than nine points", rank + 1))?;
                setup.board[sq.index()] = Some(Piece::new(color, role));
                file += 1;
            }
            if file > 9 {
                return Err(format!("판: rank {} has more than nine points", rank + 1));
            }
        }
    }
    Position::from_setup(&setup, rules).map_err(|e| format!("판: {e}"))
}

/// Writes a position as Kakao's `[판]` value.
pub(crate) fn kakao_board_value(pos: &Position) -> String {
    let mut ranks = Vec::with_capacity(10);
    // The board view runs rank by rank from the first, nine points each.
    for rank in pos.board().chunks(9) {
        let mut s = String::new();
        let mut empty = 0;
        for point in rank {
            match point.piece() {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        s.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    s.push(kakao_char(p));
                }
            }
        }
        ranks.push(s);
    }
    let side = if pos.turn() == Color::First { "초" } else { "한" };
    format!("{} {side}", ranks.join("/"))
}

fn kakao_char(p: Piece) -> char {
    match (p.color, p.role) {
        (Color::First, Role::General) => '장',
        (Color::First, Role::Advisor) => '사',
        (Color::First, Role::Elephant) => '상',
        (Color::First, Role::Horse) => '마',
        (Color::First, Role::Chariot) => '차',
        (Color::First, Role::Cannon) => '포',
        (Color::First, Role::Soldier) => '졸',
        (Color::Second, Role::General) => '將',
        (Color::Second, Role::Advisor) => '士',
        (Color::Second, Role::Elephant) => '象',
        (Color::Second, Role::Horse) => '馬',
        (Color::Second, Role::Chariot) => '車',
        (Color::Second, Role::Cannon) => '包',
        (Color::Second, Role::Soldier) => '兵',
    }
}

/// A point in the Korean two digits: rank from the top as Cho sees it (0 =
/// Cho's back rank), then file 1..9 from Cho's left.
pub(crate) fn korean_point(sq: Square) -> String {
    format!("{}{}", (10 - sq.rank()) % 10, sq.file() + 1)
}

fn square_of_korean(rank_digit: u32, file_digit: u32) -> Option<Square> {
    if !(1..=9).contains(&file_digit) || rank_digit > 9 {
        return None;
    }
    Square::new(file_digit as u8 - 1, ((10 - rank_digit) % 10) as u8)
}

/// The two points of a modern Korean move text (`71졸72장군` → a4b4).
fn korean_points(text: &str) -> Option<Move> {
    let chars: Vec<char> = text.chars().collect();
    let digit = |i: usize| chars.get(i).and_then(|c| c.to_digit(10));
    let from = square_of_korean(digit(0)?, digit(1)?)?;
    let j = (2..chars.len()).find(|&j| digit(j).is_some() && digit(j + 1).is_some())?;
    let to = square_of_korean(digit(j)?, digit(j + 1)?)?;
    Some(Move::new(from, to))
}

/// Splits `<point><pieces><point><rest>` where points are made of the
/// characters `point_char` accepts.
fn split_move(text: &str, point_char: impl Fn(char) -> bool) -> Option<(&str, &str, &str, &str)> {
    let a = text.find(|c: char| !point_char(c))?;
    let (from, rest) = text.split_at(a);
    let b = rest.find(&point_char)?;
    let (pieces, rest) = rest.split_at(b);
    let c = rest.find(|c: char| !point_char(c)).unwrap_or(rest.len());
    let (to, tail) = rest.split_at(c);
    (!from.is_empty() && !pieces.is_empty()).then_some((from, pieces, to, tail))
}

/// `84졸74` in old coordinates, rewritten as modern Korean notation.
fn old_points_to_modern(text: &str) -> Option<String> {
    if text.starts_with('한') {
        return Some(text.to_owned());
    }
    let (from, pieces, to, tail) = split_move(text, |c| c.is_ascii_digit())?;
    let point = |s: &str| -> Option<Square> {
        let n: u8 = s.parse().ok()?;
        if !(1..=90).contains(&n) {
            return None;
        }
        Square::new((n - 1) / 10, (n - 1) % 10)
    };
    Some(format!(
        "{}{pieces}{}{tail}",
        korean_point(point(from)?),
        korean_point(point(to)?)
    ))
}

/// `i3卒h3` in Kakao letter coordinates, rewritten as modern Korean notation.
fn letter_points(text: &str) -> Option<String> {
    let (from, pieces, to, tail) = split_move(text, |c| c.is_ascii_alphanumeric())?;
    let point = |s: &str| -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return None;
        }
        Square::new(b[0].wrapping_sub(b'a'), b[1].wrapping_sub(b'0'))
    };
    Some(format!(
        "{}{pieces}{}{tail}",
        korean_point(point(from)?),
        korean_point(point(to)?)
    ))
}

/// The result written in Korean (`초 완승`, `한 8.5점 승`, `楚의 기권승`,
/// `무승부(동의)`); `None` when it says none (`미상`).
pub(crate) fn korean_result(text: &str) -> Option<GameResult> {
    let t = text.trim();
    if t.contains("무승부") || t.contains("비김") {
        return Some(GameResult::Draw);
    }
    if !t.contains('승') {
        return None;
    }
    if t.starts_with('초') || t.starts_with('楚') {
        Some(GameResult::FirstWins)
    } else if t.starts_with('한') || t.starts_with('漢') {
        Some(GameResult::SecondWins)
    } else {
        None
    }
}

/// The result as GIB writes it.
pub(crate) fn korean_result_text(result: Option<GameResult>) -> &'static str {
    match result {
        Some(GameResult::FirstWins) => "초 완승",
        Some(GameResult::SecondWins) => "한 완승",
        Some(GameResult::Draw) => "무승부",
        None => "미상",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_points_decode() {
        assert_eq!(old_points_to_modern("84졸74").as_deref(), Some("79졸78"));
        assert_eq!(old_points_to_modern("4졸14").as_deref(), Some("71졸72"));
        assert_eq!(old_points_to_modern("10차20").as_deref(), Some("11차12"));
        assert_eq!(
            old_points_to_modern("48포43상장군").as_deref(),
            Some("35포85상장군")
        );
    }

    #[test]
    fn letter_points_decode() {
        assert_eq!(letter_points("i3卒h3").as_deref(), Some("79卒78"));
        assert_eq!(letter_points("i0車i4").as_deref(), Some("09車69"));
    }

    #[test]
    fn results() {
        assert_eq!(korean_result("초 완승"), Some(GameResult::FirstWins));
        assert_eq!(korean_result("한 8.5점 승"), Some(GameResult::SecondWins));
        assert_eq!(korean_result("楚의 기권승"), Some(GameResult::FirstWins));
        assert_eq!(korean_result("무승부(동의)"), Some(GameResult::Draw));
        assert_eq!(korean_result("미상"), None);
    }
}
