//! Telling a record's format from its content.

use crate::record::Format;
use crate::text;

/// GIB's own tag names (Hangul, so they survive only a Korean decoding).
const GIB_TAGS: [&str; 8] = [
    "[초차림",
    "[한차림",
    "[대국결과",
    "[판 ",
    "[총수",
    "[대회명",
    "[초대국자",
    "[한대국자",
];

/// The format of a file, or `None` when it is no record at all.
pub(crate) fn detect(bytes: &[u8]) -> Option<Format> {
    if bytes.starts_with(b"XQ") && bytes.get(2).is_some_and(|v| (1..=18).contains(v)) {
        return Some(Format::Xqf);
    }
    let decoded = text::decode(bytes, text::Family::Any);
    let t = decoded.text.as_str();
    if t.contains("<ChineseChessRecord") {
        return Some(Format::Cbf);
    }
    if t.to_ascii_lowercase().contains("[dhtmlxq") {
        return Some(Format::DhtmlXq);
    }
    // A Korean-decoded copy: GIB is cp949 even when another encoding scored
    // higher on a file with little text.
    let korean = text::decode(bytes, text::Family::Korean);
    if GIB_TAGS.iter().any(|tag| korean.text.contains(tag)) {
        return Some(Format::Gib);
    }
    let mut lines = text::lines(t).map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next()?;
    if first.starts_with('[') && t.contains("\"]") {
        return Some(Format::Pgn);
    }
    if looks_like_fen(first) {
        // Several FEN lines are a FEN list; one FEN then moves is a move list.
        return Some(if lines.all(looks_like_fen) {
            Format::Fen
        } else {
            Format::Plain
        });
    }
    if first.split_whitespace().any(is_gib_move) {
        return Some(Format::Gib);
    }
    if t.chars()
        .any(|c| !c.is_control() && !c.is_whitespace() && c != '\u{FFFD}')
        && !is_binary(bytes)
    {
        return Some(Format::Plain);
    }
    None
}

/// Ten ranks separated by `/` before the first space.
pub(crate) fn looks_like_fen(line: &str) -> bool {
    let board = line.split_whitespace().next().unwrap_or("");
    board.split('/').count() == 10
        && board
            .chars()
            .all(|c| c == '/' || c.is_ascii_digit() || "kabnrcpehKABNRCPEH".contains(c))
}

/// `71졸72`-like: two digits, then a Korean or Hanja piece.
fn is_gib_move(word: &str) -> bool {
    let mut c = word.chars();
    matches!((c.next(), c.next(), c.next()), (Some(a), Some(b), Some(p))
        if a.is_ascii_digit() && b.is_ascii_digit() && "장사상마차포졸병將士象馬車包卒兵楚漢초한".contains(p))
}

/// Control bytes other than whitespace, as binary files have.
fn is_binary(bytes: &[u8]) -> bool {
    let sample = &bytes[..bytes.len().min(4096)];
    let controls = sample
        .iter()
        .filter(|&&b| b < 0x20 && !matches!(b, b'\n' | b'\r' | b'\t' | 0x0C | 0x1A))
        .count();
    controls * 20 > sample.len().max(1)
}
