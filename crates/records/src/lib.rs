//! # palace-records
//!
//! Game records of Janggi and Xiangqi in the formats players trade, read
//! into checked move lists and written back out.
//!
//! | [`Format`] | game | read | write |
//! |---|---|---|---|
//! | `Gib` | Janggi | cp949 / UTF-8, Hangul and Hanja pieces, passes, Kakao `[판]`, old `구좌표` and Kakao letter coordinates | UTF-8 or cp949 |
//! | `Pgn` | both | `[Variant]`, `[FEN]`, coordinates, ICCS, WXF, Chinese, Korean, SAN; GBK, Big5, UTF-8 | coordinates, WXF, Chinese, Korean |
//! | `Xqf` | Xiangqi | versions 1.0 to 1.8, encrypted or not | |
//! | `DhtmlXq` | Xiangqi | `[DhtmlXQ_movelist]` blocks in a web page | |
//! | `Cbf` | Xiangqi | CCBridge XML | |
//! | `Plain` | both | a move list, optionally after a FEN line | |
//! | `Fen` | both | one FEN per line | the last position of each game |
//!
//! Every move is checked against the rules as it is read ([`palace_rules`]
//! decides legality); a game that goes wrong is reported with its number,
//! its line (or byte offset for binary formats), its ply and the fault, and
//! the other games of the file are still read.
//!
//! ```
//! use palace_records::{read, ReadOptions, Format};
//!
//! let gib = "[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 71졸72 2. 49병48 3. 한수쉼\n";
//! let read = read(gib.as_bytes(), &ReadOptions::default()).unwrap();
//! assert_eq!(read.format, Format::Gib);
//! let game = &read.games[0].record;
//! let moves: Vec<String> = game.moves.iter().map(|m| m.to_string()).collect();
//! assert_eq!(moves, ["a4b4", "i7h7", "e2e2"]);
//! ```

#![warn(missing_debug_implementations)]

mod cbf;
mod detect;
mod dhtmlxq;
mod fen;
mod gib;
mod json;
mod pgn;
mod plain;
mod record;
mod replay;
mod san;
mod text;
mod write;
mod xqf;

pub use json::collection_json;
pub use record::{Collection, FileError, Format, GameFault, ReadGame, ReadOptions, Record, UnknownFormat};
pub use san::parse_san;
pub use write::{write_fen, write_gib, write_pgn, GibEncoding, MoveStyle, WriteError};

/// Reads every game of a file. The format is detected from the content
/// unless `options.format` names it.
///
/// `Err` means the file could not be read at all (empty, of no known
/// format, or a binary header that is not what its format requires); games
/// that fail one by one are listed in [`Collection::errors`].
pub fn read(bytes: &[u8], options: &ReadOptions) -> Result<Collection, FileError> {
    if text::strip_trailing_junk(bytes)
        .iter()
        .all(u8::is_ascii_whitespace)
    {
        return Err(FileError::Empty);
    }
    let format = match options.format {
        Some(f) => f,
        None => detect::detect(bytes).ok_or(FileError::Unrecognized)?,
    };
    let mut out = Collection {
        format,
        encoding: None,
        games: Vec::new(),
        errors: Vec::new(),
    };
    match format {
        Format::Xqf => xqf::read(bytes, options, &mut out)?,
        _ => {
            let family = match format {
                Format::Gib => text::Family::Korean,
                Format::Pgn | Format::DhtmlXq | Format::Cbf => text::Family::Chinese,
                _ => text::Family::Any,
            };
            let decoded = text::decode(bytes, family);
            if decoded.text.trim().is_empty() {
                return Err(FileError::Empty);
            }
            out.encoding = Some(decoded.encoding.name());
            let text = decoded.text.as_str();
            match format {
                Format::Gib => gib::read(text, options, &mut out),
                Format::Pgn => pgn::read(text, options, &mut out),
                Format::DhtmlXq => dhtmlxq::read(text, options, &mut out)?,
                Format::Cbf => cbf::read(text, options, &mut out)?,
                Format::Plain => plain::read(text, options, &mut out),
                Format::Fen => fen::read(text, options, &mut out),
                Format::Xqf => unreachable!("handled above"),
            }
        }
    }
    if out.games.is_empty() && out.errors.is_empty() {
        return Err(FileError::NoGames(format));
    }
    Ok(out)
}
