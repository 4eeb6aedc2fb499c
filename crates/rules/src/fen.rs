//! FEN, read and written exactly as Fairy-Stockfish does for `xiangqi` and
//! `janggi`: ten ranks from rank 10 down to rank 1, `w`/`b` for the side to
//! move, `-` for castling and en passant, then halfmove and fullmove counters.

use crate::piece::{Color, Piece, Role};
use crate::setup::{PositionError, Setup};
use crate::square::{Square, FILES, NUM_SQUARES, RANKS};
use std::fmt;

/// The start positions live with the rule sets; here for the old path.
pub use crate::rules::{JANGGI_START_FEN, XIANGQI_START_FEN};

/// Longest FEN text accepted (anything longer is refused before parsing).
pub const MAX_FEN_LEN: usize = 256;

/// What is wrong with a FEN, naming the field and the fault.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Nothing but whitespace.
    Empty,
    /// Longer than [`MAX_FEN_LEN`].
    TooLong { len: usize },
    /// More than six space-separated fields.
    TooManyFields { found: usize },
    /// The board field does not have ten ranks.
    RankCount { found: usize },
    /// A rank (1..10, as on the board) is malformed.
    Rank { rank: u8, fault: RankFault },
    /// The side-to-move field is not `w` or `b`.
    Turn { found: String },
    /// The castling field is not `-`.
    Castling { found: String },
    /// The en-passant field is not `-`.
    EnPassant { found: String },
    /// The halfmove field is not a number below 10000.
    Halfmoves { found: String },
    /// The fullmove field is not a number from 1 to 100000.
    Fullmoves { found: String },
    /// The board is well formed but not a legal position.
    Position(PositionError),
}

/// What is wrong within one rank of the board field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RankFault {
    /// A character that is neither a piece letter nor a digit 1..9.
    BadChar(char),
    /// The rank describes more or fewer than nine points.
    Width(usize),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::Empty => write!(f, "invalid FEN: it is empty"),
            FenError::TooLong { len } => {
                write!(f, "invalid FEN: {len} characters, at most {MAX_FEN_LEN} allowed")
            }
            FenError::TooManyFields { found } => {
                write!(f, "invalid FEN: {found} fields, at most 6 expected")
            }
            FenError::RankCount { found } => write!(
                f,
                "invalid FEN: field 1 (board) has {found} ranks separated by '/', expected 10"
            ),
            FenError::Rank { rank, fault } => match fault {
                RankFault::BadChar(c) => write!(
                    f,
                    "invalid FEN: field 1 (board), rank {rank}: '{c}' is not a piece letter (k a b n r c p, h e) or a digit 1-9"
                ),
                RankFault::Width(w) => write!(
                    f,
                    "invalid FEN: field 1 (board), rank {rank}: describes {w} points, expected 9"
                ),
            },
            FenError::Turn { found } => write!(
                f,
                "invalid FEN: field 2 (side to move) is '{found}', expected 'w' or 'b'"
            ),
            FenError::Castling { found } => {
                write!(f, "invalid FEN: field 3 (castling) is '{found}', expected '-'")
            }
            FenError::EnPassant { found } => {
                write!(f, "invalid FEN: field 4 (en passant) is '{found}', expected '-'")
            }
            FenError::Halfmoves { found } => write!(
                f,
                "invalid FEN: field 5 (halfmove clock) is '{found}', expected a number from 0 to 9999"
            ),
            FenError::Fullmoves { found } => write!(
                f,
                "invalid FEN: field 6 (move number) is '{found}', expected a number from 1 to 100000"
            ),
            FenError::Position(e) => write!(f, "invalid FEN: {e}"),
        }
    }
}

impl std::error::Error for FenError {}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> Self {
        FenError::Position(e)
    }
}

fn clip(s: &str) -> String {
    s.chars().take(24).collect()
}

impl Setup {
    /// Reads a FEN without judging the position. Missing trailing fields
    /// default to `- - 0 1`.
    pub fn from_fen(fen: &str) -> Result<Setup, FenError> {
        if fen.len() > MAX_FEN_LEN {
            return Err(FenError::TooLong { len: fen.len() });
        }
        let fields: Vec<&str> = fen.split_ascii_whitespace().collect();
        if fields.is_empty() {
            return Err(FenError::Empty);
        }
        if fields.len() > 6 {
            return Err(FenError::TooManyFields { found: fields.len() });
        }
        let ranks: Vec<&str> = fields[0].split('/').collect();
        if ranks.len() != RANKS as usize {
            return Err(FenError::RankCount { found: ranks.len() });
        }
        let mut board = [None; NUM_SQUARES];
        for (i, text) in ranks.iter().enumerate() {
            let rank = RANKS - 1 - i as u8;
            let mut file = 0usize;
            for c in text.chars() {
                if let Some(d) = c.to_digit(10) {
                    if d == 0 {
                        return Err(FenError::Rank {
                            rank: rank + 1,
                            fault: RankFault::BadChar(c),
                        });
                    }
                    file += d as usize;
                } else if let Some(role) = Role::from_char(c) {
                    let color = if c.is_ascii_uppercase() {
                        Color::First
                    } else {
                        Color::Second
                    };
                    if file < FILES as usize {
                        let sq = Square::new(file as u8, rank).expect("in range");
                        board[sq.index()] = Some(Piece::new(color, role));
                    }
                    file += 1;
                } else {
                    return Err(FenError::Rank {
                        rank: rank + 1,
                        fault: RankFault::BadChar(c),
                    });
                }
            }
            if file != FILES as usize {
                return Err(FenError::Rank {
                    rank: rank + 1,
                    fault: RankFault::Width(file),
                });
            }
        }
        let turn = match fields.get(1).copied().unwrap_or("w") {
            "w" => Color::First,
            "b" => Color::Second,
            other => return Err(FenError::Turn { found: clip(other) }),
        };
        if let Some(c) = fields.get(2) {
            if *c != "-" {
                return Err(FenError::Castling { found: clip(c) });
            }
        }
        if let Some(c) = fields.get(3) {
            if *c != "-" {
                return Err(FenError::EnPassant { found: clip(c) });
            }
        }
        let halfmoves = match fields.get(4) {
            None => 0,
            Some(t) => match t.parse::<u32>() {
                Ok(n) if n < 10_000 && t.bytes().all(|b| b.is_ascii_digit()) => n,
                _ => return Err(FenError::Halfmoves { found: clip(t) }),
            },
        };
        let fullmoves = match fields.get(5) {
            None => 1,
            Some(t) => match t.parse::<u32>() {
                Ok(n) if (1..=100_000).contains(&n) && t.bytes().all(|b| b.is_ascii_digit()) => n,
                _ => return Err(FenError::Fullmoves { found: clip(t) }),
            },
        };
        Ok(Setup {
            board,
            turn,
            halfmoves,
            fullmoves,
        })
    }

    /// Writes the FEN of this placement.
    #[must_use]
    pub fn to_fen(&self) -> String {
        let mut out = String::with_capacity(80);
        for rank in (0..RANKS).rev() {
            let mut empty = 0;
            for file in 0..FILES {
                let sq = Square::new(file, rank).expect("in range");
                match self.board[sq.index()] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            out.push(char::from(b'0' + empty));
                            empty = 0;
                        }
                        out.push(p.char());
                    }
                }
            }
            if empty > 0 {
                out.push(char::from(b'0' + empty));
            }
            if rank > 0 {
                out.push('/');
            }
        }
        out.push(' ');
        out.push(match self.turn {
            Color::First => 'w',
            Color::Second => 'b',
        });
        out.push_str(&format!(" - - {} {}", self.halfmoves, self.fullmoves));
        out
    }
}
