//! Korean Janggi notation (`71졸72`) and Fairy-Stockfish's numeric form
//! (`P71-72`).
//!
//! A point is two digits, rank then file, both as Cho sees the board: ranks
//! 1..9 counted from the top edge and 0 for Cho's back rank, files 1..9 from
//! Cho's left. So a4 is `71`, h1 is `08`, e9 is `25`.
//!
//! Korean: from-point, piece, to-point, then (by default) the piece taken:
//! `74상42병`. Piece names in Hangul: 장 사 상 마 차 포, soldiers 졸 (Cho)
//! and 병 (Han); in Hanja: 將 士 象 馬 車 包, 卒 and 兵. A pass is `한수쉼`.
//! GIB records sometimes put the side before the piece (`71초졸72`,
//! `71楚卒72`), `장군` after a check, `타` before the piece taken: all of
//! that is read, and can be written with [`KoreanOptions`].
//!
//! Fairy-Stockfish: piece letter (`K A E H R C P`), from-point, `-` or `x`
//! for a capture, to-point, and `+` for check or `#` for mate: `R84x06#`.
//! A pass is the general's point twice: `K95-95`.

use super::{check_game, check_legal, clip, legal_or_explain, Notation, NotationError};
use crate::moves::Move;
use crate::piece::{Color, Piece, Role};
use crate::position::Position;
use crate::rules::{BikjangEnd, Variant};
use crate::square::Square;

/// The written pass.
pub const PASS: &str = "한수쉼";

/// Hangul or Hanja piece names.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum KoreanScript {
    /// 장 사 상 마 차 포 졸 / 병.
    #[default]
    Hangul,
    /// 將 士 象 馬 車 包 卒 / 兵.
    Hanja,
}

/// How Korean notation is written.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct KoreanOptions {
    pub script: KoreanScript,
    /// Put the side before the piece: `71초졸72` / `71楚卒72`.
    pub side_marker: bool,
    /// Append the piece taken: `74상42병`.
    pub capture: bool,
    /// Append `장군` after a move that gives check.
    pub check: bool,
}

impl Default for KoreanOptions {
    fn default() -> KoreanOptions {
        KoreanOptions {
            script: KoreanScript::Hangul,
            side_marker: false,
            capture: true,
            check: false,
        }
    }
}

impl KoreanOptions {
    /// The default with Hanja piece names.
    #[must_use]
    pub fn hanja() -> KoreanOptions {
        KoreanOptions {
            script: KoreanScript::Hanja,
            ..KoreanOptions::default()
        }
    }
}

/// Two digits for a point: rank from the top as Cho sees it (0 = Cho's back
/// rank), then file from Cho's left.
#[must_use]
pub(crate) fn point(sq: Square) -> String {
    let rank_digit = (10 - sq.rank()) % 10;
    format!("{}{}", rank_digit, sq.file() + 1)
}

fn point_of_digits(r: u32, f: u32) -> Option<Square> {
    if !(1..=9).contains(&f) || r > 9 {
        return None;
    }
    Square::new(f as u8 - 1, ((10 - r) % 10) as u8)
}

fn name(piece: Piece, script: KoreanScript) -> char {
    match (script, piece.role, piece.color) {
        (KoreanScript::Hangul, Role::General, _) => '장',
        (KoreanScript::Hangul, Role::Advisor, _) => '사',
        (KoreanScript::Hangul, Role::Elephant, _) => '상',
        (KoreanScript::Hangul, Role::Horse, _) => '마',
        (KoreanScript::Hangul, Role::Chariot, _) => '차',
        (KoreanScript::Hangul, Role::Cannon, _) => '포',
        (KoreanScript::Hangul, Role::Soldier, Color::First) => '졸',
        (KoreanScript::Hangul, Role::Soldier, Color::Second) => '병',
        (KoreanScript::Hanja, Role::General, _) => '將',
        (KoreanScript::Hanja, Role::Advisor, _) => '士',
        (KoreanScript::Hanja, Role::Elephant, _) => '象',
        (KoreanScript::Hanja, Role::Horse, _) => '馬',
        (KoreanScript::Hanja, Role::Chariot, _) => '車',
        (KoreanScript::Hanja, Role::Cannon, _) => '包',
        (KoreanScript::Hanja, Role::Soldier, Color::First) => '卒',
        (KoreanScript::Hanja, Role::Soldier, Color::Second) => '兵',
    }
}

/// A piece name, Hangul or Hanja; soldiers name their side.
fn role_of_name(c: char) -> Option<(Role, Option<Color>)> {
    Some(match c {
        '장' | '將' | '将' | '帥' | '帅' | '宮' | '궁' => (Role::General, None),
        '사' | '士' | '仕' => (Role::Advisor, None),
        '상' | '象' | '相' => (Role::Elephant, None),
        '마' | '馬' | '马' | '傌' => (Role::Horse, None),
        '차' | '車' | '车' | '俥' => (Role::Chariot, None),
        '포' | '包' | '炮' | '砲' => (Role::Cannon, None),
        '졸' | '卒' => (Role::Soldier, Some(Color::First)),
        '병' | '兵' => (Role::Soldier, Some(Color::Second)),
        _ => return None,
    })
}

fn side_of_marker(c: char) -> Option<Color> {
    match c {
        '초' | '楚' => Some(Color::First),
        '한' | '漢' | '汉' => Some(Color::Second),
        _ => None,
    }
}

fn marker(color: Color, script: KoreanScript) -> char {
    match (script, color) {
        (KoreanScript::Hangul, Color::First) => '초',
        (KoreanScript::Hangul, Color::Second) => '한',
        (KoreanScript::Hanja, Color::First) => '楚',
        (KoreanScript::Hanja, Color::Second) => '漢',
    }
}

/// Writes a legal Janggi move in Korean notation with Hangul piece names and
/// the piece taken: `71졸72`, `74상42병`, `한수쉼`.
pub fn to_korean(pos: &Position, m: Move) -> Result<String, NotationError> {
    to_korean_with(pos, m, &KoreanOptions::default())
}

/// Writes a legal Janggi move in Korean notation as the options say.
pub fn to_korean_with(pos: &Position, m: Move, options: &KoreanOptions) -> Result<String, NotationError> {
    let notation = match options.script {
        KoreanScript::Hangul => Notation::Korean,
        KoreanScript::Hanja => Notation::KoreanHanja,
    };
    check_legal(pos, m, notation)?;
    if m.is_pass() {
        return Ok(PASS.to_owned());
    }
    let piece = pos.piece_at(m.from()).expect("a legal move starts on a piece");
    let mut out = point(m.from());
    if options.side_marker {
        out.push(marker(piece.color, options.script));
    }
    out.push(name(piece, options.script));
    out.push_str(&point(m.to()));
    if options.capture {
        if let Some(taken) = pos.captured_by(m) {
            out.push(name(taken, options.script));
        }
    }
    if options.check && pos.gives_check(m) {
        out.push_str("장군");
    }
    Ok(out)
}

const fn fsf_letter(role: Role) -> char {
    match role {
        Role::General => 'K',
        Role::Advisor => 'A',
        Role::Elephant => 'E',
        Role::Horse => 'H',
        Role::Chariot => 'R',
        Role::Cannon => 'C',
        Role::Soldier => 'P',
    }
}

/// Writes a legal Janggi move in Fairy-Stockfish's numeric notation, exactly
/// as `pyffish.get_san(.., NOTATION_JANGGI)` does: `P71-72`, `C32x36`,
/// `R98-95#`, pass `K95-95`.
pub fn to_fsf_janggi(pos: &Position, m: Move) -> Result<String, NotationError> {
    check_legal(pos, m, Notation::FsfJanggi)?;
    let piece = pos.piece_at(m.from()).expect("a legal move starts on a piece");
    let mut out = String::with_capacity(8);
    out.push(fsf_letter(piece.role));
    out.push_str(&point(m.from()));
    out.push(if pos.is_capture(m) { 'x' } else { '-' });
    out.push_str(&point(m.to()));
    let mut next = pos.clone();
    next.play_unchecked(m);
    if next.in_check() {
        // A pass that leaves the generals facing ends the game at once
        // under Fairy-Stockfish's bikjang rule: no move follows.
        let ended = m.is_pass()
            && next.generals_facing()
            && matches!(pos.rules().bikjang_end, BikjangEnd::PassWhileFacing(_));
        out.push(if ended || next.legal_moves().is_empty() {
            '#'
        } else {
            '+'
        });
    }
    Ok(out)
}

const EXPECTED_KOREAN: &str = "from-point, piece, to-point (71졸72, 08馬87, 74상42병), or 한수쉼 for a pass";

/// Reads Korean notation, Hangul or Hanja or both mixed.
pub(crate) fn parse_korean(pos: &Position, text: &str, notation: Notation) -> Result<Move, NotationError> {
    check_game(pos, notation)?;
    let syntax = || NotationError::Syntax {
        notation,
        text: clip(text),
        expected: EXPECTED_KOREAN,
    };
    let chars: Vec<char> = text
        .chars()
        .map(super::halfwidth)
        .filter(|c| !c.is_whitespace())
        .collect();
    let s: String = chars.iter().collect();
    let turn = pos.turn();
    if matches!(
        s.as_str(),
        "한수쉼" | "한수쉽" | "한수" | "쉼" | "pass" | "PASS" | "Pass"
    ) {
        let m = Move::pass(pos.general(turn));
        return legal_or_explain(pos, m, notation, text);
    }
    let mut i = 0;
    let digit = |i: usize| chars.get(i).and_then(|c| c.to_digit(10));
    let (r1, f1) = (digit(0).ok_or_else(syntax)?, digit(1).ok_or_else(syntax)?);
    i += 2;
    let mut side = None;
    if let Some(c) = chars.get(i).and_then(|&c| side_of_marker(c)) {
        side = Some(c);
        i += 1;
    }
    let mut named = None;
    if let Some(r) = chars.get(i).and_then(|&c| role_of_name(c)) {
        named = Some(r);
        i += 1;
    } else if side.is_some() {
        // 楚 / 漢 alone stand for the general.
        named = Some((Role::General, None));
    }
    let (r2, f2) = (digit(i).ok_or_else(syntax)?, digit(i + 1).ok_or_else(syntax)?);
    i += 2;
    // What follows: the piece taken (maybe after 타, maybe with a side), and
    // 장군 / 멍군 / + / #.
    let mut rest: String = chars[i..].iter().collect();
    for suffix in ["장군", "멍군", "+", "#"] {
        if let Some(stripped) = rest.strip_suffix(suffix) {
            rest = stripped.to_owned();
            break;
        }
    }
    let mut taken = None;
    let mut rc = rest.chars().peekable();
    if rc.peek() == Some(&'타') {
        rc.next();
    }
    if let Some(c) = rc.peek().copied() {
        if side_of_marker(c).is_some() {
            rc.next();
        }
    }
    if let Some(c) = rc.next() {
        taken = Some(role_of_name(c).ok_or_else(syntax)?.0);
    }
    if rc.next().is_some() {
        return Err(syntax());
    }
    let from = point_of_digits(r1, f1).ok_or_else(syntax)?;
    let to = point_of_digits(r2, f2).ok_or_else(syntax)?;
    if from == to {
        // The general's point twice: a pass, as Fairy-Stockfish writes it.
        let m = Move::new(from, to);
        return legal_or_explain(pos, m, notation, text);
    }
    let m = Move::new(from, to);
    check_description(pos, m, notation, text, side, named.map(|n| n.0), taken)?;
    legal_or_explain(pos, m, notation, text)
}

/// Compares what the text says about the pieces with the board.
fn check_description(
    pos: &Position,
    m: Move,
    notation: Notation,
    text: &str,
    side: Option<Color>,
    named: Option<Role>,
    taken: Option<Role>,
) -> Result<(), NotationError> {
    let turn = pos.turn();
    let mismatch = |reason: String| NotationError::Mismatch {
        notation,
        text: clip(text),
        reason,
    };
    if let Some(side) = side {
        if side != turn {
            return Err(mismatch(format!(
                "it names a {} piece, and {} is to move",
                super::side_name(Variant::Janggi, side),
                super::side_name(Variant::Janggi, turn)
            )));
        }
    }
    let here = pos.piece_at(m.from());
    if let (Some(role), Some(p)) = (named, here) {
        if p.color == turn && p.role != role {
            return Err(mismatch(format!(
                "it names a {}, but the piece on {} is a {}",
                super::role_name(role),
                point(m.from()),
                super::role_name(p.role)
            )));
        }
    }
    if let (Some(role), Some(p)) = (taken, here) {
        if p.color == turn {
            match pos.piece_at(m.to()) {
                Some(t) if t.color != turn && t.role == role => {}
                Some(t) if t.color != turn => {
                    return Err(mismatch(format!(
                        "it says a {} is taken, but the piece on {} is a {}",
                        super::role_name(role),
                        point(m.to()),
                        super::role_name(t.role)
                    )))
                }
                _ => {
                    return Err(mismatch(format!(
                        "it says a {} is taken, but there is no enemy piece on {}",
                        super::role_name(role),
                        point(m.to())
                    )))
                }
            }
        }
    }
    Ok(())
}

const EXPECTED_FSF: &str =
    "piece letter, from-point, - or x, to-point, optional + or # (P71-72, R84x06#, K95-95)";

/// Reads Fairy-Stockfish's numeric Janggi notation.
pub(crate) fn parse_fsf_janggi(pos: &Position, text: &str) -> Result<Move, NotationError> {
    let notation = Notation::FsfJanggi;
    check_game(pos, notation)?;
    let syntax = || NotationError::Syntax {
        notation,
        text: clip(text),
        expected: EXPECTED_FSF,
    };
    let t = text.trim();
    let t = t.strip_suffix(['+', '#']).unwrap_or(t);
    let b = t.as_bytes();
    if b.len() != 6 || !t.is_ascii() {
        return Err(syntax());
    }
    let role = match b[0].to_ascii_uppercase() {
        b'K' | b'G' => Role::General,
        b'A' => Role::Advisor,
        b'E' | b'B' => Role::Elephant,
        b'H' | b'N' => Role::Horse,
        b'R' => Role::Chariot,
        b'C' => Role::Cannon,
        b'P' => Role::Soldier,
        _ => return Err(syntax()),
    };
    let d = |i: usize| (b[i] as char).to_digit(10).ok_or_else(syntax);
    let from = point_of_digits(d(1)?, d(2)?).ok_or_else(syntax)?;
    let capture = match b[3] {
        b'-' => false,
        b'x' | b'X' | b':' => true,
        _ => return Err(syntax()),
    };
    let to = point_of_digits(d(4)?, d(5)?).ok_or_else(syntax)?;
    let m = Move::new(from, to);
    if !m.is_pass() {
        check_description(pos, m, notation, text, None, Some(role), None)?;
        if capture && !pos.is_capture(m) {
            return Err(NotationError::Mismatch {
                notation,
                text: clip(text),
                reason: format!(
                    "it says x (a capture), but there is nothing to take on {}",
                    point(to)
                ),
            });
        }
    } else if role != Role::General {
        return Err(NotationError::Mismatch {
            notation,
            text: clip(text),
            reason: "a pass is written with the general's letter K".to_owned(),
        });
    }
    legal_or_explain(pos, m, notation, text)
}
