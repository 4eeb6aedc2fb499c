//! What reading gives: records, per-game faults, whole-file errors.

use palace_rules::{GameResult, Move, Position, RuleSet, Variant};
use std::fmt;
use std::str::FromStr;

/// A record format.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Format {
    /// Korean Janggi records (Hangame, Kakao, Mgame, KJA).
    Gib,
    /// PGN for either game (xqbase / XQWizard tags, pychess `[Variant]`).
    Pgn,
    /// XQWizard's binary Xiangqi format.
    Xqf,
    /// `[DhtmlXQ]` blocks as web pages embed them.
    DhtmlXq,
    /// CCBridge's XML records (`.cbf`).
    Cbf,
    /// A bare move list, optionally after a FEN line.
    Plain,
    /// One FEN per line, each a game without moves.
    Fen,
}

impl Format {
    /// Every format.
    pub const ALL: [Format; 7] = [
        Format::Gib,
        Format::Pgn,
        Format::Xqf,
        Format::DhtmlXq,
        Format::Cbf,
        Format::Plain,
        Format::Fen,
    ];

    /// The name accepted by [`Format::from_str`].
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Format::Gib => "gib",
            Format::Pgn => "pgn",
            Format::Xqf => "xqf",
            Format::DhtmlXq => "dhtmlxq",
            Format::Cbf => "cbf",
            Format::Plain => "plain",
            Format::Fen => "fen",
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A format name that is none of [`Format::ALL`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownFormat(pub String);

impl fmt::Display for UnknownFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<&str> = Format::ALL.iter().map(|f| f.name()).collect();
        write!(
            f,
            "unknown record format '{}' (expected one of: {})",
            self.0.chars().take(40).collect::<String>(),
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownFormat {}

impl FromStr for Format {
    type Err = UnknownFormat;
    fn from_str(s: &str) -> Result<Format, UnknownFormat> {
        let lower = s.trim().to_ascii_lowercase();
        Ok(match lower.as_str() {
            "gib" => Format::Gib,
            "pgn" => Format::Pgn,
            "xqf" => Format::Xqf,
            "dhtmlxq" | "ubb" => Format::DhtmlXq,
            "cbf" | "ccbridge" => Format::Cbf,
            "plain" | "moves" | "txt" => Format::Plain,
            "fen" => Format::Fen,
            _ => return Err(UnknownFormat(s.to_owned())),
        })
    }
}

/// How to read a file.
#[derive(Clone, Copy, Debug, Default)]
pub struct ReadOptions {
    /// The format; detected from the content when `None`.
    pub format: Option<Format>,
    /// The rule set moves are checked under; when `None`, the default
    /// preset of the game the record is of ([`RuleSet::default_for`]).
    pub rules: Option<&'static RuleSet>,
}

impl ReadOptions {
    /// The rule set for a game of `variant`, or why there is none.
    pub(crate) fn rules_for(&self, variant: Variant) -> Result<&'static RuleSet, String> {
        match self.rules {
            Some(r) if r.variant == variant => Ok(r),
            Some(r) => Err(format!(
                "the record is a {} game, but the rule set '{}' is for {}",
                variant_name(variant),
                r.name,
                variant_name(r.variant)
            )),
            None => Ok(RuleSet::default_for(variant)),
        }
    }
}

pub(crate) fn variant_name(v: Variant) -> &'static str {
    match v {
        Variant::Xiangqi => "Xiangqi",
        Variant::Janggi => "Janggi",
    }
}

/// One game: where it starts, the moves played (each legal under the start
/// position's rule set), the result and the record's own tags.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The start position, with the rule set the moves were checked under.
    pub start: Position,
    /// The main line; a Janggi pass is the general's point twice.
    pub moves: Vec<Move>,
    /// The result, where the record states one that can be understood.
    pub result: Option<GameResult>,
    /// Tags as the record writes them (names and values), in order.
    pub tags: Vec<(String, String)>,
}

impl Record {
    /// A record of no moves from `start`.
    #[must_use]
    pub fn new(start: Position) -> Record {
        Record {
            start,
            moves: Vec::new(),
            result: None,
            tags: Vec::new(),
        }
    }

    #[must_use]
    pub fn rules(&self) -> &'static RuleSet {
        self.start.rules()
    }

    #[must_use]
    pub fn variant(&self) -> Variant {
        self.start.variant()
    }

    /// The value of the first tag named `name` (exact match).
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n == name).map(|(_, v)| v.as_str())
    }

    /// The first non-empty value among tags with any of `names`.
    #[must_use]
    pub fn tag_any(&self, names: &[&str]) -> Option<&str> {
        names
            .iter()
            .filter_map(|n| self.tag(n))
            .map(str::trim)
            .find(|v| !v.is_empty())
    }

    /// Every position of the game, the start first.
    ///
    /// # Panics
    /// If a move is not legal, which the readers never let happen.
    #[must_use]
    pub fn positions(&self) -> Vec<Position> {
        let mut out = Vec::with_capacity(self.moves.len() + 1);
        out.push(self.start.clone());
        for &m in &self.moves {
            let next = out
                .last()
                .expect("start")
                .play(m)
                .expect("record moves are legal");
            out.push(next);
        }
        out
    }

    /// The position after the last move.
    #[must_use]
    pub fn final_position(&self) -> Position {
        self.positions().pop().expect("at least the start")
    }
}

/// A game read from a file, with its number there (1 = first).
#[derive(Clone, Debug)]
pub struct ReadGame {
    pub number: usize,
    pub record: Record,
}

/// Why one game of a file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameFault {
    /// The game's number in the file (1 = first).
    pub game: usize,
    /// The line (1 = first) of a text format.
    pub line: Option<usize>,
    /// The byte offset of a binary format.
    pub offset: Option<usize>,
    /// The ply (1 = first move) that could not be played, if a move failed.
    pub ply: Option<usize>,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for GameFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "game {}", self.game)?;
        if let Some(l) = self.line {
            write!(f, ", line {l}")?;
        }
        if let Some(o) = self.offset {
            write!(f, ", byte {o}")?;
        }
        if let Some(p) = self.ply {
            write!(f, ", ply {p}")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for GameFault {}

/// Everything read from one file.
#[derive(Clone, Debug)]
pub struct Collection {
    pub format: Format,
    /// The text encoding found (`UTF-8`, `EUC-KR`, `GBK`, `Big5`); `None`
    /// for binary formats.
    pub encoding: Option<&'static str>,
    /// The games read in full.
    pub games: Vec<ReadGame>,
    /// The games that could not be read.
    pub errors: Vec<GameFault>,
}

/// Why a file could not be read at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FileError {
    /// Nothing but whitespace and control bytes.
    Empty,
    /// The content is of no format this crate reads.
    Unrecognized,
    /// The format's fixed structure is missing or broken.
    Malformed { format: Format, reason: String },
    /// The format was found but no game in it.
    NoGames(Format),
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FileError::Empty => write!(f, "the file is empty"),
            FileError::Unrecognized => write!(
                f,
                "the file is not a game record in any known format (GIB, PGN, XQF, DhtmlXQ, CBF, FEN or a move list)"
            ),
            FileError::Malformed { format, reason } => write!(f, "not a readable {format} file: {reason}"),
            FileError::NoGames(format) => write!(f, "no game found in this {format} file"),
        }
    }
}

impl std::error::Error for FileError {}
