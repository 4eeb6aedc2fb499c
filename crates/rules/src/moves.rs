//! Moves and their coordinate forms (Fairy-Stockfish's and ICCS).

use crate::square::{Square, FILES};
use std::fmt;

/// A move: origin and destination. A pass is written as the general's point
/// twice (`e2e2`), so `from == to` marks it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move(u16);

impl Move {
    #[must_use]
    #[inline]
    pub const fn new(from: Square, to: Square) -> Move {
        Move(from.index() as u16 | ((to.index() as u16) << 7))
    }

    #[inline]
    pub(crate) const fn from_raw(from: u8, to: u8) -> Move {
        Move(from as u16 | ((to as u16) << 7))
    }

    /// A pass by the general standing on `general`.
    #[must_use]
    pub const fn pass(general: Square) -> Move {
        Move::new(general, general)
    }

    #[must_use]
    #[inline]
    pub const fn from(self) -> Square {
        Square::from_u8_unchecked((self.0 & 0x7f) as u8)
    }

    #[must_use]
    #[inline]
    pub const fn to(self) -> Square {
        Square::from_u8_unchecked((self.0 >> 7) as u8)
    }

    #[must_use]
    #[inline]
    pub const fn is_pass(self) -> bool {
        self.0 & 0x7f == self.0 >> 7
    }

    /// A compact 14-bit encoding (for hash tables).
    #[must_use]
    pub const fn to_u16(self) -> u16 {
        self.0
    }

    /// Inverse of [`Move::to_u16`]; `None` for values that name no points.
    #[must_use]
    pub fn from_u16(v: u16) -> Option<Move> {
        let from = Square::from_index((v & 0x7f) as usize)?;
        let to = Square::from_index((v >> 7) as usize)?;
        Some(Move::new(from, to))
    }

    /// ICCS / UCCI form: ranks counted 0..9 (`h2e2`).
    #[must_use]
    pub fn to_iccs(self) -> String {
        let f = self.from();
        let t = self.to();
        format!(
            "{}{}{}{}",
            (b'a' + f.file()) as char,
            f.rank(),
            (b'a' + t.file()) as char,
            t.rank()
        )
    }
}

impl fmt::Display for Move {
    /// Fairy-Stockfish's coordinate form, ranks 1..10 (`h3e3`, `i10h10`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from(), self.to())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Why a move text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseMoveError {
    /// The text is not of the coordinate shape.
    Syntax(String),
    /// The text is well formed but the move is not legal here.
    Illegal(String),
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Syntax(s) => write!(
                f,
                "'{s}' is not a coordinate move (expected e.g. h3e3, i10h10, or e2e2 for a pass)"
            ),
            ParseMoveError::Illegal(s) => write!(f, "'{s}' is not a legal move in this position"),
        }
    }
}

impl std::error::Error for ParseMoveError {}

/// Parses the coordinate shape `a1`..`i10` twice, without checking legality.
pub fn parse_coordinate(text: &str) -> Result<Move, ParseMoveError> {
    let err = || ParseMoveError::Syntax(text.chars().take(40).collect());
    let bytes = text.as_bytes();
    if !(4..=6).contains(&bytes.len()) || !text.is_ascii() {
        return Err(err());
    }
    // Split before the second file letter.
    let split = bytes[1..]
        .iter()
        .position(|b| b.is_ascii_lowercase())
        .map(|p| p + 1)
        .ok_or_else(err)?;
    let from = Square::parse(&text[..split]).ok_or_else(err)?;
    let to = Square::parse(&text[split..]).ok_or_else(err)?;
    Ok(Move::new(from, to))
}

/// Parses ICCS (`h2e2`, ranks 0..9), without checking legality.
pub fn parse_iccs(text: &str) -> Result<Move, ParseMoveError> {
    let err = || ParseMoveError::Syntax(text.chars().take(40).collect());
    let b = text.as_bytes();
    if b.len() != 4 {
        return Err(err());
    }
    let sq = |f: u8, r: u8| -> Option<Square> {
        let f = f.to_ascii_lowercase().wrapping_sub(b'a');
        let r = r.wrapping_sub(b'0');
        if f < FILES && r < 10 {
            Square::new(f, r)
        } else {
            None
        }
    };
    let from = sq(b[0], b[1]).ok_or_else(err)?;
    let to = sq(b[2], b[3]).ok_or_else(err)?;
    Ok(Move::new(from, to))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn coordinate_round_trip() {
        for text in ["h3e3", "i10h10", "e2e2", "a1a10", "a10a1"] {
            let m = parse_coordinate(text).unwrap();
            assert_eq!(m.to_string(), text);
        }
        assert!(parse_coordinate("e2e2").unwrap().is_pass());
        for bad in [
            "",
            "h3",
            "h3e",
            "j1a1",
            "a0a1",
            "a11a1",
            "h3e3x",
            "H3E3",
            "가나다라",
        ] {
            assert!(parse_coordinate(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn iccs() {
        let m = parse_iccs("h2e2").unwrap();
        assert_eq!(m.to_string(), "h3e3");
        assert_eq!(m.to_iccs(), "h2e2");
        assert!(parse_iccs("h2e").is_err());
        assert!(parse_iccs("j2e2").is_err());
    }

    #[test]
    fn u16_round_trip() {
        let m = parse_coordinate("i10h10").unwrap();
        assert_eq!(Move::from_u16(m.to_u16()), Some(m));
        assert_eq!(Move::from_u16(0x7f), None);
    }
}
