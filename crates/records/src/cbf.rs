//! CCBridge's XML records (`.cbf`):
//!
//! ```text
//! <ChineseChessRecord Version="1.0">
//!  <Head> <Red>..</Red> <RecordResult>3</RecordResult> <FEN>...</FEN> </Head>
//!  <MoveList>
//!   <Move value="00-00"><![CDATA[opening comment]]></Move>
//!   <Move value="77-47" />
//! ```
//!
//! A move is `CR-CR`: column 0..8 from Red's left, row 0..9 from Black's
//! back rank. The first `Move` is the root (its comment is the game's), not
//! a move. Only `Move` elements directly inside `MoveList` are the main
//! line. Results: 1 Red won, 2 Black won, 3 a draw.

use crate::pgn::lenient_fen;
use crate::record::{Collection, FileError, Format, GameFault, ReadGame, ReadOptions, Record};
use crate::replay::Replay;
use palace_rules::{GameResult, Move, Position, Square, Variant};

const HEAD_FIELDS: [&str; 9] = [
    "Name",
    "Contest",
    "Round",
    "Date",
    "Site",
    "Red",
    "Black",
    "ECCO",
    "RecordResult",
];

pub(crate) fn read(text: &str, options: &ReadOptions, out: &mut Collection) -> Result<(), FileError> {
    let Some(list_at) = text.find("<MoveList") else {
        return Err(FileError::Malformed {
            format: Format::Cbf,
            reason: "no <MoveList> element".to_owned(),
        });
    };
    match read_game(text, list_at, options) {
        Ok(record) => out.games.push(ReadGame { number: 1, record }),
        Err((at, ply, message)) => out.errors.push(GameFault {
            game: 1,
            line: Some(text[..at.min(text.len())].matches('\n').count() + 1),
            offset: None,
            ply,
            message,
        }),
    }
    Ok(())
}

/// The text of `<name>...</name>` (empty for `<name />`).
fn element<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    let open = format!("<{name}>");
    let a = text.find(&open)? + open.len();
    let b = text[a..].find(&format!("</{name}>"))? + a;
    Some(text[a..b].trim())
}

/// The main line's move values with their byte offsets: `value`s of the
/// `Move` elements directly inside `MoveList`.
fn main_line(text: &str, list_at: usize) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    let mut at = list_at;
    while let Some(p) = text[at..].find('<').map(|p| p + at) {
        let rest = &text[p..];
        if rest.starts_with("<![CDATA[") {
            at = rest.find("]]>").map_or(text.len(), |e| p + e + 3);
            continue;
        }
        if rest.starts_with("<!--") {
            at = rest.find("-->").map_or(text.len(), |e| p + e + 3);
            continue;
        }
        let Some(end) = rest.find('>') else { break };
        let tag = &rest[1..end];
        at = p + end + 1;
        if let Some(name) = tag.strip_prefix('/') {
            if name.trim() == "MoveList" {
                break;
            }
            depth = depth.saturating_sub(1);
            continue;
        }
        let self_closing = tag.ends_with('/');
        let name = tag.split_whitespace().next().unwrap_or("");
        if name == "MoveList" {
            depth = 0;
            continue;
        }
        if name == "Move" && depth == 0 {
            if let Some(v) = tag.find("value=\"").map(|v| v + 7) {
                if let Some(e) = tag[v..].find('"') {
                    out.push((p, &tag[v..v + e]));
                }
            }
        }
        if !self_closing {
            depth += 1;
        }
    }
    out
}

fn point(s: &str) -> Option<Square> {
    let b = s.as_bytes();
    if b.len() != 2 || !b[0].is_ascii_digit() || !b[1].is_ascii_digit() {
        return None;
    }
    let (col, row) = (b[0] - b'0', b[1] - b'0');
    if col > 8 {
        return None;
    }
    Square::new(col, 9 - row)
}

fn read_game(
    text: &str,
    list_at: usize,
    options: &ReadOptions,
) -> Result<Record, (usize, Option<usize>, String)> {
    let rules = options.rules_for(Variant::Xiangqi).map_err(|e| (0, None, e))?;
    let (start, side_known) = match element(text, "FEN").filter(|f| !f.is_empty()) {
        Some(fen) => lenient_fen(fen, rules).map_err(|e| (text.find("<FEN>").unwrap_or(0), None, e))?,
        None => (Position::start(rules), true),
    };
    let moves = main_line(text, list_at);
    let mut start = start;
    let mut replay = Replay::new(start.clone());
    for (i, (at, value)) in moves.iter().enumerate() {
        let (from, to) = value.split_once('-').unwrap_or((value, ""));
        let ply = replay.next_ply();
        let (Some(from), Some(to)) = (point(from), point(to)) else {
            return Err((
                *at,
                Some(ply),
                format!("'{value}' is not a move (expected e.g. 77-47)"),
            ));
        };
        if i == 0 && from == to {
            continue; // the root
        }
        let m = Move::new(from, to);
        if ply == 1 && !side_known && !replay.pos.is_legal(m) {
            if let Some(other) = crate::pgn::other_side(&replay.pos) {
                start = other;
                replay = Replay::new(start.clone());
            }
        }
        replay.play_points(m).map_err(|e| (*at, Some(ply), e))?;
    }
    let tags: Vec<(String, String)> = HEAD_FIELDS
        .iter()
        .filter_map(|n| {
            element(text, n)
                .filter(|v| !v.is_empty())
                .map(|v| ((*n).to_owned(), v.to_owned()))
        })
        .collect();
    let result = match element(text, "RecordResult") {
        Some("1") => Some(GameResult::FirstWins),
        Some("2") => Some(GameResult::SecondWins),
        Some("3") => Some(GameResult::Draw),
        _ => None,
    };
    Ok(Record {
        start,
        moves: replay.moves,
        result,
        tags,
    })
}
