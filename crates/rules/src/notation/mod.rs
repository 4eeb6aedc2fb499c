//! The players' move notations, written and read against a position.
//!
//! | [`Notation`] | game | example |
//! |---|---|---|
//! | `Coordinate` | both | `h3e3`, `i10h10`, pass `e2e2` (Fairy-Stockfish's UCI form) |
//! | `Iccs` | both | `h2e2` (ranks 0..9) |
//! | `Wxf` | Xiangqi | `C2=5`, `H8+7`, `R+=5`, tandem soldiers `15+1` |
//! | `Chinese` | Xiangqi | `炮二平五`, `马８进７`, `前车进四`, `中兵平四`, `一兵平六` |
//! | `ChineseTraditional` | Xiangqi | `炮二平五`, `馬８進７`, `前車進四` |
//! | `Korean` | Janggi | `71졸72`, `49병48`, `74상42병`, pass `한수쉼` |
//! | `KoreanHanja` | Janggi | `71卒72`, `49兵48`, `74象42兵`, pass `한수쉼` |
//! | `FsfJanggi` | Janggi | `P71-72`, `R84x06#`, pass `K95-95` (Fairy-Stockfish's numeric form) |
//!
//! WXF and the Janggi numeric form are written exactly as Fairy-Stockfish
//! writes them (`pyffish.get_san` with `NOTATION_XIANGQI_WXF` /
//! `NOTATION_JANGGI`); the tests compare against its output on thousands of
//! positions. Readers accept the usual variants as well: full-width
//! characters, `.` for `=`, WXF tandem prefixes (`+R+1`), traditional
//! characters, Arabic digits for either side, GIB's side markers (`71초졸72`,
//! `71楚卒72`), capture suffixes with or without `타`, `장군` / `멍군`.
//!
//! ```
//! use palace_rules::notation::Notation;
//! use palace_rules::{Position, RuleSet};
//!
//! let pos = Position::start(RuleSet::preset("xiangqi").unwrap());
//! let m = pos.parse_move("h3e3").unwrap();
//! assert_eq!(Notation::Wxf.format(&pos, m).unwrap(), "C2=5");
//! assert_eq!(Notation::Chinese.format(&pos, m).unwrap(), "炮二平五");
//! assert_eq!(Notation::Chinese.parse(&pos, "炮二平五").unwrap(), m);
//! assert_eq!(palace_rules::notation::parse_any(&pos, "C2.5").unwrap(), m);
//!
//! let pos = Position::start(RuleSet::preset("janggi").unwrap());
//! let m = pos.parse_move("a4b4").unwrap();
//! assert_eq!(Notation::Korean.format(&pos, m).unwrap(), "71졸72");
//! assert_eq!(Notation::FsfJanggi.format(&pos, m).unwrap(), "P71-72");
//! ```
//!
//! Reading is always against a position and fails with a [`NotationError`]
//! that says what is wrong: the shape of the text, the piece it names, an
//! ambiguity, or the legality of the move.

mod chinese;
mod korean;
mod wxf;

pub use chinese::{to_chinese, to_chinese_traditional};
pub use korean::{to_fsf_janggi, to_korean, to_korean_with, KoreanOptions, KoreanScript};
pub use wxf::to_wxf;

use crate::moves::{parse_coordinate, parse_iccs, Move};
use crate::piece::{Color, Role};
use crate::position::Position;
use crate::rules::Variant;
use crate::square::Square;
use std::fmt;
use std::str::FromStr;

/// A move notation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Notation {
    /// Fairy-Stockfish's coordinates, ranks 1..10: `h3e3`, pass `e2e2`.
    Coordinate,
    /// ICCS / UCCI coordinates, ranks 0..9: `h2e2`.
    Iccs,
    /// WXF for Xiangqi: `C2=5`.
    Wxf,
    /// Chinese characters for Xiangqi, simplified: `炮二平五 马８进７`.
    Chinese,
    /// Chinese characters for Xiangqi, traditional: `炮二平五 馬８進７`, `前車進四`.
    ChineseTraditional,
    /// Korean for Janggi with Hangul piece names: `71졸72`.
    Korean,
    /// Korean for Janggi with Hanja piece names: `71卒72`.
    KoreanHanja,
    /// Fairy-Stockfish's numeric Janggi notation: `P71-72`.
    FsfJanggi,
}

impl Notation {
    /// Every notation.
    pub const ALL: [Notation; 8] = [
        Notation::Coordinate,
        Notation::Iccs,
        Notation::Wxf,
        Notation::Chinese,
        Notation::ChineseTraditional,
        Notation::Korean,
        Notation::KoreanHanja,
        Notation::FsfJanggi,
    ];

    /// The name accepted by [`Notation::from_str`].
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Notation::Coordinate => "coordinate",
            Notation::Iccs => "iccs",
            Notation::Wxf => "wxf",
            Notation::Chinese => "chinese",
            Notation::ChineseTraditional => "chinese-traditional",
            Notation::Korean => "korean",
            Notation::KoreanHanja => "korean-hanja",
            Notation::FsfJanggi => "fsf-janggi",
        }
    }

    /// The game the notation is made for; `None` for the coordinate forms.
    #[must_use]
    pub const fn variant(self) -> Option<Variant> {
        match self {
            Notation::Coordinate | Notation::Iccs => None,
            Notation::Wxf | Notation::Chinese | Notation::ChineseTraditional => Some(Variant::Xiangqi),
            Notation::Korean | Notation::KoreanHanja | Notation::FsfJanggi => Some(Variant::Janggi),
        }
    }

    /// Whether the notation can be used for positions of `variant`.
    #[must_use]
    pub fn applies_to(self, variant: Variant) -> bool {
        self.variant().map_or(true, |v| v == variant)
    }

    /// The notations that apply to a game, coordinate forms first.
    pub fn for_variant(variant: Variant) -> impl Iterator<Item = Notation> {
        Notation::ALL.into_iter().filter(move |n| n.applies_to(variant))
    }

    /// Writes the legal move `m` of `pos` in this notation.
    pub fn format(self, pos: &Position, m: Move) -> Result<String, NotationError> {
        match self {
            Notation::Coordinate => {
                check_legal(pos, m, self)?;
                Ok(m.to_string())
            }
            Notation::Iccs => {
                check_legal(pos, m, self)?;
                Ok(m.to_iccs())
            }
            Notation::Wxf => wxf::to_wxf(pos, m),
            Notation::Chinese => chinese::to_chinese(pos, m),
            Notation::ChineseTraditional => chinese::to_chinese_traditional(pos, m),
            Notation::Korean => korean::to_korean(pos, m),
            Notation::KoreanHanja => korean::to_korean_with(pos, m, &KoreanOptions::hanja()),
            Notation::FsfJanggi => korean::to_fsf_janggi(pos, m),
        }
    }

    /// Reads a move of `pos` written in this notation.
    pub fn parse(self, pos: &Position, text: &str) -> Result<Move, NotationError> {
        match self {
            Notation::Coordinate => parse_coordinate_text(pos, text),
            Notation::Iccs => parse_iccs_text(pos, text),
            Notation::Wxf => wxf::parse_wxf(pos, text),
            Notation::Chinese | Notation::ChineseTraditional => chinese::parse_chinese(pos, text, self),
            Notation::Korean | Notation::KoreanHanja => korean::parse_korean(pos, text, self),
            Notation::FsfJanggi => korean::parse_fsf_janggi(pos, text),
        }
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An unknown notation name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownNotation(pub String);

impl fmt::Display for UnknownNotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown notation '{}' (expected one of: ", self.0)?;
        for (i, n) in Notation::ALL.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(n.name())?;
        }
        f.write_str(")")
    }
}

impl std::error::Error for UnknownNotation {}

impl FromStr for Notation {
    type Err = UnknownNotation;

    fn from_str(s: &str) -> Result<Notation, UnknownNotation> {
        let lower = s.trim().to_ascii_lowercase().replace('_', "-");
        let n = match lower.as_str() {
            "coordinate" | "coordinates" | "coord" | "uci" | "fsf" => Notation::Coordinate,
            "iccs" | "ucci" => Notation::Iccs,
            "wxf" => Notation::Wxf,
            "chinese" | "zh" | "chinese-simplified" => Notation::Chinese,
            "chinese-traditional" | "traditional" | "zh-tw" => Notation::ChineseTraditional,
            "korean" | "hangul" | "ko" | "gib" => Notation::Korean,
            "korean-hanja" | "hanja" => Notation::KoreanHanja,
            "fsf-janggi" | "janggi-numeric" | "numeric" => Notation::FsfJanggi,
            _ => return Err(UnknownNotation(s.chars().take(40).collect())),
        };
        Ok(n)
    }
}

/// Why a move could not be written or read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// The text does not have the notation's shape.
    Syntax {
        notation: Notation,
        text: String,
        expected: &'static str,
    },
    /// The text is not of the shape of any notation of the game.
    Unrecognized { variant: Variant, text: String },
    /// The notation belongs to the other game.
    WrongGame { notation: Notation, variant: Variant },
    /// No piece of the side to move answers the description.
    NoSuchPiece {
        notation: Notation,
        text: String,
        reason: String,
    },
    /// The text names a piece or capture that is not what the board holds.
    Mismatch {
        notation: Notation,
        text: String,
        reason: String,
    },
    /// More than one legal move answers the description.
    Ambiguous {
        notation: Notation,
        text: String,
        moves: Vec<Move>,
    },
    /// The piece is there but the move described is not legal here.
    Illegal {
        notation: Notation,
        text: String,
        reason: String,
    },
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Syntax {
                notation,
                text,
                expected,
            } => {
                write!(
                    f,
                    "'{text}' is not a move in {} notation (expected {expected})",
                    display_name(*notation)
                )
            }
            NotationError::Unrecognized { variant, text } => write!(
                f,
                "'{text}' is not a {} move in any notation (expected e.g. {})",
                variant_name(*variant),
                match variant {
                    Variant::Xiangqi => "h3e3, C2=5 or 炮二平五",
                    Variant::Janggi => "a4b4, 71졸72, 71卒72 or P71-72",
                }
            ),
            NotationError::WrongGame { notation, variant } => write!(
                f,
                "{} notation is not used for {}",
                display_name(*notation),
                variant_name(*variant)
            ),
            NotationError::NoSuchPiece {
                notation,
                text,
                reason,
            } => {
                write!(f, "{} '{text}': {reason}", display_name(*notation))
            }
            NotationError::Mismatch {
                notation,
                text,
                reason,
            } => {
                write!(f, "{} '{text}': {reason}", display_name(*notation))
            }
            NotationError::Ambiguous {
                notation,
                text,
                moves,
            } => {
                write!(f, "{} '{text}' is ambiguous: it fits ", display_name(*notation))?;
                for (i, m) in moves.iter().enumerate() {
                    if i > 0 {
                        f.write_str(if i + 1 == moves.len() { " and " } else { ", " })?;
                    }
                    write!(f, "{m}")?;
                }
                Ok(())
            }
            NotationError::Illegal {
                notation,
                text,
                reason,
            } => {
                write!(f, "{} '{text}': {reason}", display_name(*notation))
            }
        }
    }
}

impl std::error::Error for NotationError {}

impl NotationError {
    /// The text as given (cut to 40 characters), where there is one.
    #[must_use]
    pub fn text(&self) -> Option<&str> {
        match self {
            NotationError::WrongGame { .. } => None,
            NotationError::Syntax { text, .. }
            | NotationError::Unrecognized { text, .. }
            | NotationError::NoSuchPiece { text, .. }
            | NotationError::Mismatch { text, .. }
            | NotationError::Ambiguous { text, .. }
            | NotationError::Illegal { text, .. } => Some(text),
        }
    }
}

fn display_name(n: Notation) -> &'static str {
    match n {
        Notation::Coordinate => "coordinate",
        Notation::Iccs => "ICCS",
        Notation::Wxf => "WXF",
        Notation::Chinese => "Chinese",
        Notation::ChineseTraditional => "Chinese (traditional)",
        Notation::Korean => "Korean",
        Notation::KoreanHanja => "Korean (hanja)",
        Notation::FsfJanggi => "Fairy-Stockfish Janggi",
    }
}

fn variant_name(v: Variant) -> &'static str {
    match v {
        Variant::Xiangqi => "Xiangqi",
        Variant::Janggi => "Janggi",
    }
}

/// Reads a move written in any notation of the position's game: the
/// coordinate form first, then each human notation. ICCS is not tried (its
/// `h2e2` is also a coordinate move); use [`Notation::Iccs`] for it.
pub fn parse_any(pos: &Position, text: &str) -> Result<Move, NotationError> {
    let variant = pos.variant();
    for n in Notation::for_variant(variant) {
        if n == Notation::Iccs || n == Notation::ChineseTraditional || n == Notation::KoreanHanja {
            continue; // ICCS is ambiguous with coordinates; the others read the same as their siblings
        }
        match n.parse(pos, text) {
            Err(NotationError::Syntax { .. }) => continue,
            other => return other,
        }
    }
    Err(NotationError::Unrecognized {
        variant,
        text: clip(text),
    })
}

// ---------------------------------------------------------------------------
// Shared helpers

pub(crate) fn clip(text: &str) -> String {
    text.trim().chars().take(40).collect()
}

pub(crate) fn check_game(pos: &Position, notation: Notation) -> Result<(), NotationError> {
    if notation.applies_to(pos.variant()) {
        Ok(())
    } else {
        Err(NotationError::WrongGame {
            notation,
            variant: pos.variant(),
        })
    }
}

pub(crate) fn check_legal(pos: &Position, m: Move, notation: Notation) -> Result<(), NotationError> {
    check_game(pos, notation)?;
    if pos.is_legal(m) {
        Ok(())
    } else {
        Err(NotationError::Illegal {
            notation,
            text: m.to_string(),
            reason: "not a legal move in this position".to_owned(),
        })
    }
}

fn parse_coordinate_text(pos: &Position, text: &str) -> Result<Move, NotationError> {
    let t = text.trim();
    let m = parse_coordinate(t).map_err(|_| NotationError::Syntax {
        notation: Notation::Coordinate,
        text: clip(text),
        expected: "file letter and rank 1..10 twice, e.g. h3e3, i10h10, or e2e2 for a pass",
    })?;
    legal_or_explain(pos, m, Notation::Coordinate, text)
}

fn parse_iccs_text(pos: &Position, text: &str) -> Result<Move, NotationError> {
    let t: String = text.trim().chars().filter(|c| *c != '-').collect();
    let m = parse_iccs(&t).map_err(|_| NotationError::Syntax {
        notation: Notation::Iccs,
        text: clip(text),
        expected: "file letter and rank 0..9 twice, e.g. h2e2 or H2-E2",
    })?;
    legal_or_explain(pos, m, Notation::Iccs, text)
}

/// Checks a move read from points: the piece must be there and the side to
/// move's, and the move legal.
pub(crate) fn legal_or_explain(
    pos: &Position,
    m: Move,
    notation: Notation,
    text: &str,
) -> Result<Move, NotationError> {
    let turn = pos.turn();
    match pos.piece_at(m.from()) {
        None => Err(NotationError::NoSuchPiece {
            notation,
            text: clip(text),
            reason: format!("there is no piece on {}", point_name(notation, m.from())),
        }),
        Some(p) if p.color != turn => Err(NotationError::NoSuchPiece {
            notation,
            text: clip(text),
            reason: format!(
                "the piece on {} is {}'s, and {} is to move",
                point_name(notation, m.from()),
                side_name(pos.variant(), p.color),
                side_name(pos.variant(), turn)
            ),
        }),
        Some(_) if pos.is_legal(m) => Ok(m),
        Some(p) => Err(NotationError::Illegal {
            notation,
            text: clip(text),
            reason: if m.is_pass() {
                if p.role == Role::General && pos.rules().is_janggi() {
                    "passing is not allowed here (in check, or the rules forbid it)".to_owned()
                } else {
                    "a pass is written as the general's point twice, and is only legal in Janggi".to_owned()
                }
            } else {
                format!(
                    "the {} on {} cannot move to {} here",
                    role_name(p.role),
                    point_name(notation, m.from()),
                    point_name(notation, m.to())
                )
            },
        }),
    }
}

fn point_name(notation: Notation, sq: Square) -> String {
    match notation {
        Notation::Iccs => format!("{}{}", (b'a' + sq.file()) as char, sq.rank()),
        Notation::Korean | Notation::KoreanHanja | Notation::FsfJanggi => {
            format!("{} ({sq})", korean::point(sq))
        }
        _ => sq.to_string(),
    }
}

/// "Red" / "Black" or "Cho" / "Han".
pub(crate) fn side_name(variant: Variant, color: Color) -> &'static str {
    match (variant, color) {
        (Variant::Xiangqi, Color::First) => "Red",
        (Variant::Xiangqi, Color::Second) => "Black",
        (Variant::Janggi, Color::First) => "Cho",
        (Variant::Janggi, Color::Second) => "Han",
    }
}

pub(crate) fn role_name(role: Role) -> &'static str {
    match role {
        Role::General => "general",
        Role::Advisor => "advisor",
        Role::Elephant => "elephant",
        Role::Horse => "horse",
        Role::Chariot => "chariot",
        Role::Cannon => "cannon",
        Role::Soldier => "soldier",
    }
}

// ---------------------------------------------------------------------------
// Xiangqi vertical-line notation (shared by WXF and Chinese)

/// Direction word of a line move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Op {
    /// `+`, 进: towards the opponent.
    Advance,
    /// `-`, 退: towards the own side.
    Retreat,
    /// `=`, 平: along the rank.
    Traverse,
}

/// Files numbered from the mover's right: Red's file `a` is 9, Black's is 1.
pub(crate) const fn file_number(color: Color, file: u8) -> u8 {
    match color {
        Color::First => 9 - file,
        Color::Second => file + 1,
    }
}

/// Inverse of [`file_number`]; `None` outside 1..9.
pub(crate) const fn file_from_number(color: Color, n: u8) -> Option<u8> {
    if n < 1 || n > 9 {
        return None;
    }
    Some(match color {
        Color::First => 9 - n,
        Color::Second => n - 1,
    })
}

const fn forward(color: Color) -> i32 {
    match color {
        Color::First => 1,
        Color::Second => -1,
    }
}

/// Pieces whose number after the direction is a file, not a distance.
pub(crate) const fn moves_diagonally(role: Role) -> bool {
    matches!(role, Role::Advisor | Role::Elephant | Role::Horse)
}

/// Direction and number of a move in vertical-line notation.
pub(crate) fn line_move(color: Color, role: Role, from: Square, to: Square) -> (Op, u8) {
    let dr = (i32::from(to.rank()) - i32::from(from.rank())) * forward(color);
    if dr == 0 {
        (Op::Traverse, file_number(color, to.file()))
    } else {
        let op = if dr > 0 { Op::Advance } else { Op::Retreat };
        let num = if moves_diagonally(role) {
            file_number(color, to.file())
        } else {
            dr.unsigned_abs() as u8
        };
        (op, num)
    }
}

/// The point a piece on `from` reaches with direction `op` and number `num`
/// (geometry only: whether the move is legal is the caller's business).
pub(crate) fn line_target(color: Color, role: Role, from: Square, op: Op, num: u8) -> Option<Square> {
    let f = i32::from(from.file());
    let r = i32::from(from.rank());
    let sign = match op {
        Op::Advance => forward(color),
        Op::Retreat => -forward(color),
        Op::Traverse => 0,
    };
    let (tf, tr) = if moves_diagonally(role) {
        if op == Op::Traverse {
            return None;
        }
        let tf = i32::from(file_from_number(color, num)?);
        let df = (tf - f).abs();
        let dr = match (role, df) {
            (Role::Advisor, 1) => 1,
            (Role::Elephant, 2) => 2,
            (Role::Horse, 1) => 2,
            (Role::Horse, 2) => 1,
            _ => return None,
        };
        (tf, r + sign * dr)
    } else if op == Op::Traverse {
        let tf = i32::from(file_from_number(color, num)?);
        if tf == f {
            return None;
        }
        (tf, r)
    } else {
        if num == 0 {
            return None;
        }
        (f, r + sign * i32::from(num))
    };
    if (0..9).contains(&tf) && (0..10).contains(&tr) {
        Square::new(tf as u8, tr as u8)
    } else {
        None
    }
}

/// The side's pieces of a kind on a file, front first (front = nearer the
/// opponent).
pub(crate) fn file_stack(pos: &Position, color: Color, role: Role, file: u8) -> Vec<Square> {
    let mut v: Vec<Square> = (0..10u8)
        .filter_map(|r| Square::new(file, r))
        .filter(|&s| {
            pos.piece_at(s)
                .is_some_and(|p| p.color == color && p.role == role)
        })
        .collect();
    if color == Color::First {
        v.reverse();
    }
    v
}

/// Files numbered from the side's right to its left (Red: `i`..`a`).
pub(crate) fn files_right_to_left(color: Color) -> [u8; 9] {
    match color {
        Color::First => [8, 7, 6, 5, 4, 3, 2, 1, 0],
        Color::Second => [0, 1, 2, 3, 4, 5, 6, 7, 8],
    }
}

/// Which piece of a file (or of all files with several) a description means.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Rank {
    Front,
    Middle,
    Back,
    /// 0-based from the front.
    Nth(u8),
}

/// How a line notation picks the piece that moves.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Selector {
    /// The piece on this file (0-based board file).
    File(u8),
    /// By its place on a file holding two or more of its kind; the file is
    /// given or, when `None`, any file that has several.
    Rank(Rank, Option<u8>),
    /// The xqbase numbering of soldiers when several files hold two or more:
    /// right to left, front to back, 0-based.
    Global(u8),
}

/// A parsed line-notation move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct LineQuery {
    pub role: Role,
    pub selector: Selector,
    pub op: Op,
    pub num: u8,
}

fn select_pieces(pos: &Position, color: Color, role: Role, selector: Selector) -> Vec<Square> {
    match selector {
        Selector::File(f) => file_stack(pos, color, role, f),
        Selector::Rank(rank, file) => {
            let files: Vec<u8> = match file {
                Some(f) => vec![f],
                None => (0..9).collect(),
            };
            files
                .into_iter()
                .filter_map(|f| {
                    let stack = file_stack(pos, color, role, f);
                    if stack.len() < 2 {
                        return None;
                    }
                    match rank {
                        Rank::Front => Some(stack[0]),
                        Rank::Back => stack.last().copied(),
                        Rank::Middle => (stack.len() == 3).then(|| stack[1]),
                        Rank::Nth(k) => stack.get(usize::from(k)).copied(),
                    }
                })
                .collect()
        }
        Selector::Global(k) => files_right_to_left(color)
            .into_iter()
            .map(|f| file_stack(pos, color, role, f))
            .filter(|s| s.len() >= 2)
            .flatten()
            .nth(usize::from(k))
            .into_iter()
            .collect(),
    }
}

fn describe_selector(variant: Variant, color: Color, role: Role, selector: Selector) -> String {
    let piece = format!("{} {}", side_name(variant, color), role_name(role));
    let numbered = |f: u8| file_number(color, f);
    match selector {
        Selector::File(f) => format!("{piece} on file {}", numbered(f)),
        Selector::Rank(rank, file) => {
            let which = match rank {
                Rank::Front => "front".to_owned(),
                Rank::Middle => "middle (of three)".to_owned(),
                Rank::Back => "rear".to_owned(),
                Rank::Nth(k) => format!("number {} from the front", k + 1),
            };
            match file {
                Some(f) => format!("{which} {piece} of several on file {}", numbered(f)),
                None => format!("{which} {piece} of several on one file"),
            }
        }
        Selector::Global(k) => format!("{piece} number {} of those sharing files", k + 1),
    }
}

/// Finds the legal move a line-notation description means.
pub(crate) fn resolve_line(
    pos: &Position,
    q: LineQuery,
    notation: Notation,
    text: &str,
) -> Result<Move, NotationError> {
    let color = pos.turn();
    let variant = pos.variant();
    let pieces = select_pieces(pos, color, q.role, q.selector);
    if pieces.is_empty() {
        return Err(NotationError::NoSuchPiece {
            notation,
            text: clip(text),
            reason: format!(
                "there is no {}",
                describe_selector(variant, color, q.role, q.selector)
            ),
        });
    }
    let legal = pos.legal_moves();
    let mut found: Vec<Move> = Vec::new();
    let mut reachable = false;
    for from in pieces {
        if let Some(to) = line_target(color, q.role, from, q.op, q.num) {
            reachable = true;
            let m = Move::new(from, to);
            if legal.contains(&m) && !found.contains(&m) {
                found.push(m);
            }
        }
    }
    match found.len() {
        1 => Ok(found[0]),
        0 => Err(NotationError::Illegal {
            notation,
            text: clip(text),
            reason: if reachable {
                format!(
                    "the {} cannot make that move here",
                    describe_selector(variant, color, q.role, q.selector)
                )
            } else {
                format!("a {} cannot move that way (no such point)", role_name(q.role))
            },
        }),
        _ => Err(NotationError::Ambiguous {
            notation,
            text: clip(text),
            moves: found,
        }),
    }
}

/// Maps full-width ASCII forms (U+FF01..U+FF5E) and the ideographic space to
/// ASCII.
pub(crate) fn halfwidth(c: char) -> char {
    match c {
        '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFF01 + 0x21).unwrap_or(c),
        '\u{3000}' => ' ',
        _ => c,
    }
}
