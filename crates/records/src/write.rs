//! Writing records: PGN (UTF-8), GIB (UTF-8 or cp949) and FEN.

use crate::gib::{arranged_start, arrangement_tag, kakao_board_value, korean_result_text};
use crate::record::{variant_name, Record};
use palace_rules::notation::{to_korean_with, KoreanOptions, Notation};
use palace_rules::{Arrangement, Color, GameResult, Variant};
use std::fmt;
use std::fmt::Write as _;

/// How moves are written in PGN.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MoveStyle {
    /// Fairy-Stockfish / pychess coordinates (`h3e3`, pass `e2e2`): both games.
    Coordinate,
    /// WXF (`C2=5`): Xiangqi.
    Wxf,
    /// Chinese characters (`炮二平五`): Xiangqi.
    Chinese,
    /// Korean (`71졸72`, pass `한수쉼`): Janggi.
    Korean,
}

impl MoveStyle {
    fn notation(self) -> Notation {
        match self {
            MoveStyle::Coordinate => Notation::Coordinate,
            MoveStyle::Wxf => Notation::Wxf,
            MoveStyle::Chinese => Notation::Chinese,
            MoveStyle::Korean => Notation::Korean,
        }
    }

    /// The `[Format]` tag XQWizard reads, where there is one.
    fn format_tag(self) -> Option<&'static str> {
        match self {
            MoveStyle::Coordinate => None,
            MoveStyle::Wxf => Some("WXF"),
            MoveStyle::Chinese => Some("Chinese"),
            MoveStyle::Korean => Some("Korean"),
        }
    }
}

/// How GIB text is encoded.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GibEncoding {
    Utf8,
    /// cp949 (EUC-KR with Microsoft's extension), as Korean programs write.
    Cp949,
}

/// Why a record could not be written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WriteError {
    /// The format or notation is not used for this game.
    WrongGame { what: &'static str, variant: Variant },
    /// A move could not be written (the record holds an illegal move).
    Move { ply: usize, message: String },
}

impl fmt::Display for WriteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WriteError::WrongGame { what, variant } => {
                write!(f, "{what} is not used for {} games", variant_name(*variant))
            }
            WriteError::Move { ply, message } => write!(f, "ply {ply}: {message}"),
        }
    }
}

impl std::error::Error for WriteError {}

/// A tag value made safe to put between quotes.
fn quoted(value: &str) -> String {
    value
        .chars()
        .filter(|c| !c.is_control())
        .map(|c| if c == '"' { '\'' } else { c })
        .collect()
}

struct Info<'a> {
    event: &'a str,
    site: &'a str,
    date: &'a str,
    round: &'a str,
    first: &'a str,
    second: &'a str,
}

fn info(r: &Record) -> Info<'_> {
    Info {
        event: r
            .tag_any(&["Event", "대회명", "event", "Title", "title", "Name"])
            .unwrap_or(""),
        site: r.tag_any(&["Site", "대국장소", "place", "site"]).unwrap_or(""),
        date: r.tag_any(&["Date", "대국일자", "date"]).unwrap_or(""),
        round: r.tag_any(&["Round", "회전", "round"]).unwrap_or(""),
        first: r.tag_any(&["Red", "White", "초대국자", "red"]).unwrap_or(""),
        second: r.tag_any(&["Black", "한대국자", "black"]).unwrap_or(""),
    }
}

fn result_token(result: Option<GameResult>) -> &'static str {
    result.map_or("*", GameResult::as_str)
}

/// Writes records as PGN with the tags pychess (`[Variant]`, `[FEN]`,
/// `[SetUp]`, `[White]`, `[Black]`) and XQWizard (`[Game]`, `[Red]`,
/// `[Format]`) read.
pub fn write_pgn(records: &[Record], style: MoveStyle) -> Result<String, WriteError> {
    let mut out = String::new();
    for r in records {
        let variant = r.variant();
        if !style.notation().applies_to(variant) {
            return Err(WriteError::WrongGame {
                what: match style {
                    MoveStyle::Wxf => "WXF notation",
                    MoveStyle::Chinese => "Chinese notation",
                    _ => "Korean notation",
                },
                variant,
            });
        }
        let i = info(r);
        let mut tag = |name: &str, value: &str| {
            let _ = writeln!(out, "[{name} \"{}\"]", quoted(value));
        };
        if variant == Variant::Xiangqi {
            tag("Game", "Chinese Chess");
        }
        tag(
            "Variant",
            if variant == Variant::Xiangqi {
                "Xiangqi"
            } else {
                "Janggi"
            },
        );
        tag("Event", i.event);
        tag("Site", i.site);
        tag("Date", i.date);
        tag("Round", i.round);
        if variant == Variant::Xiangqi {
            tag("Red", i.first);
        }
        // pychess reads the first player from White in both games.
        tag("White", i.first);
        tag("Black", i.second);
        tag("Result", result_token(r.result));
        let fen = r.start.fen();
        if fen != r.rules().start_fen() {
            tag("SetUp", "1");
        }
        tag("FEN", &fen);
        if let Some(f) = style.format_tag() {
            tag("Format", f);
        }
        out.push('\n');
        let mut line = String::new();
        let mut pos = r.start.clone();
        let mut number = pos.fullmoves();
        for (i, &m) in r.moves.iter().enumerate() {
            let text = style.notation().format(&pos, m).map_err(|e| WriteError::Move {
                ply: i + 1,
                message: e.to_string(),
            })?;
            let mut piece = String::new();
            if pos.turn() == Color::First {
                let _ = write!(piece, "{number}. ");
            } else if i == 0 {
                let _ = write!(piece, "{number}... ");
            }
            piece.push_str(&text);
            if !line.is_empty() && line.chars().count() + piece.chars().count() + 1 > 78 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&piece);
            if pos.turn() == Color::Second {
                number += 1;
            }
            pos = pos.play(m).map_err(|e| WriteError::Move {
                ply: i + 1,
                message: e.to_string(),
            })?;
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(result_token(r.result));
        out.push_str(&line);
        out.push_str("\n\n");
    }
    Ok(out)
}

/// Writes Janggi records as GIB: the KJA tags, `초차림` / `한차림` for a
/// standard start (else Kakao's `[판]`), then six numbered moves a line in
/// Korean notation with the piece taken and `장군`.
pub fn write_gib(records: &[Record], encoding: GibEncoding) -> Result<Vec<u8>, WriteError> {
    let mut out = String::new();
    for r in records {
        if r.variant() != Variant::Janggi {
            return Err(WriteError::WrongGame {
                what: "GIB",
                variant: r.variant(),
            });
        }
        let i = info(r);
        let mut tag = |name: &str, value: &str| {
            let _ = writeln!(out, "[{name} \"{}\"]", quoted(value));
        };
        tag("대회명", i.event);
        tag("회전", i.round);
        tag("대국일자", i.date);
        tag("대국장소", i.site);
        tag("초대국자", i.first);
        tag("한대국자", i.second);
        match standard_arrangements(r) {
            Some([cho, han]) => {
                tag("초차림", &arrangement_tag(cho, Color::First));
                tag("한차림", &arrangement_tag(han, Color::Second));
            }
            None => tag("판", &kakao_board_value(&r.start)),
        }
        tag("총수", &r.moves.len().to_string());
        tag("대국결과", korean_result_text(r.result));
        out.push('\n');
        let options = KoreanOptions {
            check: true,
            ..KoreanOptions::default()
        };
        let mut pos = r.start.clone();
        for (n, &m) in r.moves.iter().enumerate() {
            let text = to_korean_with(&pos, m, &options).map_err(|e| WriteError::Move {
                ply: n + 1,
                message: e.to_string(),
            })?;
            let _ = write!(out, "{}. {text}", n + 1);
            out.push(if (n + 1) % 6 == 0 || n + 1 == r.moves.len() {
                '\n'
            } else {
                ' '
            });
            pos = pos.play(m).map_err(|e| WriteError::Move {
                ply: n + 1,
                message: e.to_string(),
            })?;
        }
        out.push('\n');
    }
    Ok(match encoding {
        GibEncoding::Utf8 => out.into_bytes(),
        GibEncoding::Cp949 => encoding_rs::EUC_KR.encode(&out).0.into_owned(),
    })
}

/// The arrangements `[cho, han]` when the record starts from a standard
/// position with Cho to move.
fn standard_arrangements(r: &Record) -> Option<[Arrangement; 2]> {
    let setup = r.start.to_setup();
    let cho = Arrangement::detect(&setup, Color::First)?;
    let han = Arrangement::detect(&setup, Color::Second)?;
    let expected = arranged_start(
        Some(&arrangement_tag(cho, Color::First)),
        Some(&arrangement_tag(han, Color::Second)),
        r.rules(),
    )
    .ok()?;
    (expected == r.start).then_some([cho, han])
}

/// The FEN of each record's last position, one a line.
#[must_use]
pub fn write_fen(records: &[Record]) -> String {
    let mut out = String::new();
    for r in records {
        out.push_str(&r.final_position().fen());
        out.push('\n');
    }
    out
}
