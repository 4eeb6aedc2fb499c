//! Whether a set-up position could arise in a game: the board editor's
//! judge. [`Position::from_setup`] already refuses what would break move
//! generation (a missing general, one outside its palace, the side not to
//! move in check); [`validate`] adds what only a real game rules out: too
//! many pieces of a kind, generals facing in Xiangqi, a soldier behind its
//! start line, advisors and Xiangqi elephants off the points they can reach.
//!
//! ```
//! use palace_rules::{validate_fen, PositionFault, RuleSet};
//!
//! let xiangqi = RuleSet::preset("xiangqi").unwrap();
//! let fault = validate_fen("4k4/9/9/9/9/9/9/9/9/4K4 w", xiangqi).unwrap_err();
//! assert_eq!(fault, PositionFault::GeneralsFacing);
//! assert_eq!(fault.code(), "generals-facing");
//! assert!(validate_fen("3k5/9/9/9/9/9/9/9/9/4K4 w", xiangqi).is_ok());
//! ```

use crate::fen::FenError;
use crate::piece::{Color, Piece, Role};
use crate::position::{Position, PositionError, Setup};
use crate::rules::{Facing, RuleSet, Variant};
use crate::square::{Square, FILES};
use std::fmt;

/// Why a position cannot be played from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionFault {
    /// The FEN text is malformed.
    Fen(FenError),
    /// A side has no general or more than one.
    GeneralCount { color: Color, count: usize },
    /// A general stands outside its own palace.
    GeneralOutsidePalace { color: Color, square: Square },
    /// Xiangqi: the generals face each other on an open file.
    GeneralsFacing,
    /// More pieces of a kind than a side starts with.
    TooMany {
        color: Color,
        role: Role,
        count: usize,
        max: usize,
    },
    /// An advisor stands where it can never go (outside its palace; in
    /// Xiangqi, off the palace's diagonal points).
    AdvisorMisplaced { color: Color, square: Square },
    /// A Xiangqi elephant stands off its seven points or across the river.
    ElephantMisplaced { color: Color, square: Square },
    /// A soldier stands behind the rank it starts on (soldiers never retreat).
    SoldierBehindStartLine { color: Color, square: Square },
    /// The side not to move is in check: the last move was illegal.
    OpponentInCheck,
}

impl PositionFault {
    /// A short machine name of the fault, for clients to word it.
    #[must_use]
    pub const fn code(&self) -> &'static str {
        match self {
            PositionFault::Fen(_) => "bad-fen",
            PositionFault::GeneralCount { .. } => "general-count",
            PositionFault::GeneralOutsidePalace { .. } => "general-outside-palace",
            PositionFault::GeneralsFacing => "generals-facing",
            PositionFault::TooMany { .. } => "too-many",
            PositionFault::AdvisorMisplaced { .. } => "advisor-misplaced",
            PositionFault::ElephantMisplaced { .. } => "elephant-misplaced",
            PositionFault::SoldierBehindStartLine { .. } => "soldier-behind-start",
            PositionFault::OpponentInCheck => "opponent-in-check",
        }
    }

    /// The side the fault is about, if it is about one.
    #[must_use]
    pub const fn color(&self) -> Option<Color> {
        match self {
            PositionFault::GeneralCount { color, .. }
            | PositionFault::GeneralOutsidePalace { color, .. }
            | PositionFault::TooMany { color, .. }
            | PositionFault::AdvisorMisplaced { color, .. }
            | PositionFault::ElephantMisplaced { color, .. }
            | PositionFault::SoldierBehindStartLine { color, .. } => Some(*color),
            _ => None,
        }
    }

    /// The point the fault is about, if it is about one.
    #[must_use]
    pub const fn square(&self) -> Option<Square> {
        match self {
            PositionFault::GeneralOutsidePalace { square, .. }
            | PositionFault::AdvisorMisplaced { square, .. }
            | PositionFault::ElephantMisplaced { square, .. }
            | PositionFault::SoldierBehindStartLine { square, .. } => Some(*square),
            _ => None,
        }
    }
}

/// The English name of a kind of piece, as faults are worded.
#[must_use]
pub const fn role_name(role: Role) -> &'static str {
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

fn side(c: Color) -> &'static str {
    match c {
        Color::First => "the first player (uppercase)",
        Color::Second => "the second player (lowercase)",
    }
}

impl fmt::Display for PositionFault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionFault::Fen(e) => write!(f, "{e}"),
            PositionFault::GeneralCount { color, count } => {
                write!(f, "{} has {count} generals, expected exactly one", side(*color))
            }
            PositionFault::GeneralOutsidePalace { color, square } => write!(
                f,
                "the general of {} stands on {square}, outside its palace",
                side(*color)
            ),
            PositionFault::GeneralsFacing => {
                write!(f, "the generals face each other with nothing between them")
            }
            PositionFault::TooMany {
                color,
                role,
                count,
                max,
            } => write!(
                f,
                "{} has {count} pieces of kind {}, at most {max} allowed",
                side(*color),
                role_name(*role)
            ),
            PositionFault::AdvisorMisplaced { color, square } => write!(
                f,
                "the advisor of {} on {square} stands where an advisor can never go",
                side(*color)
            ),
            PositionFault::ElephantMisplaced { color, square } => write!(
                f,
                "the elephant of {} on {square} stands where an elephant can never go",
                side(*color)
            ),
            PositionFault::SoldierBehindStartLine { color, square } => write!(
                f,
                "the soldier of {} on {square} stands behind its start line (soldiers never retreat)",
                side(*color)
            ),
            PositionFault::OpponentInCheck => write!(
                f,
                "the side not to move is in check (its general could be captured)"
            ),
        }
    }
}

impl std::error::Error for PositionFault {}

impl From<PositionError> for PositionFault {
    fn from(e: PositionError) -> Self {
        match e {
            PositionError::GeneralCount { color, count } => PositionFault::GeneralCount { color, count },
            PositionError::GeneralOutsidePalace { color, square } => {
                PositionFault::GeneralOutsidePalace { color, square }
            }
            PositionError::OpponentInCheck => PositionFault::OpponentInCheck,
        }
    }
}

impl From<FenError> for PositionFault {
    fn from(e: FenError) -> Self {
        match e {
            FenError::Position(p) => p.into(),
            other => PositionFault::Fen(other),
        }
    }
}

/// How many pieces of a kind a side starts with (the same in both games).
#[must_use]
pub const fn start_count(role: Role) -> usize {
    match role {
        Role::General => 1,
        Role::Soldier => 5,
        _ => 2,
    }
}

/// The rank index a side's soldiers start on, counted from its own back rank.
const SOLDIER_START: u8 = 3;

/// Ranks counted from the side's own back rank (0 = its back rank).
fn own_rank(color: Color, sq: Square) -> u8 {
    match color {
        Color::First => sq.rank(),
        Color::Second => 9 - sq.rank(),
    }
}

fn advisor_can_stand(variant: Variant, color: Color, sq: Square) -> bool {
    let home = sq.in_palace() && own_rank(color, sq) <= 2;
    match variant {
        // Janggi advisors step along every palace line.
        Variant::Janggi => home,
        // Xiangqi advisors keep to the palace's corners and centre.
        Variant::Xiangqi => home && (sq.file() + own_rank(color, sq)) % 2 == 1,
    }
}

fn xiangqi_elephant_can_stand(color: Color, sq: Square) -> bool {
    const POINTS: [(u8, u8); 7] = [(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)];
    POINTS.contains(&(sq.file(), own_rank(color, sq)))
}

/// Whether the two generals stand on one file with nothing between them.
fn generals_face(setup: &Setup) -> bool {
    let general =
        |c: Color| Square::all().find(|s| setup.board[s.index()] == Some(Piece::new(c, Role::General)));
    let (Some(a), Some(b)) = (general(Color::First), general(Color::Second)) else {
        return false;
    };
    if a.file() != b.file() {
        return false;
    }
    let (lo, hi) = (a.rank().min(b.rank()), a.rank().max(b.rank()));
    ((lo + 1)..hi).all(|r| setup.board[usize::from(r * FILES + a.file())].is_none())
}

/// Judges a placement under a rule set: the position to play from, or the
/// first fault found (counts, then placements, then facing, then check).
pub fn validate(setup: &Setup, rules: &'static RuleSet) -> Result<Position, PositionFault> {
    let mut counts = [[0usize; 7]; 2];
    for piece in setup.board.iter().flatten() {
        counts[piece.color.index()][piece.role as usize] += 1;
    }
    for color in Color::ALL {
        let generals = counts[color.index()][Role::General as usize];
        if generals != 1 {
            return Err(PositionFault::GeneralCount {
                color,
                count: generals,
            });
        }
        for role in Role::ALL {
            let (count, max) = (counts[color.index()][role as usize], start_count(role));
            if count > max {
                return Err(PositionFault::TooMany {
                    color,
                    role,
                    count,
                    max,
                });
            }
        }
    }
    for square in Square::all() {
        let Some(Piece { color, role }) = setup.board[square.index()] else {
            continue;
        };
        match role {
            Role::General if !(square.in_palace() && own_rank(color, square) <= 2) => {
                return Err(PositionFault::GeneralOutsidePalace { color, square });
            }
            Role::Advisor if !advisor_can_stand(rules.variant, color, square) => {
                return Err(PositionFault::AdvisorMisplaced { color, square });
            }
            Role::Elephant
                if rules.variant == Variant::Xiangqi && !xiangqi_elephant_can_stand(color, square) =>
            {
                return Err(PositionFault::ElephantMisplaced { color, square });
            }
            Role::Soldier if own_rank(color, square) < SOLDIER_START => {
                return Err(PositionFault::SoldierBehindStartLine { color, square });
            }
            _ => {}
        }
    }
    if rules.facing == Facing::Illegal && generals_face(setup) {
        return Err(PositionFault::GeneralsFacing);
    }
    Ok(Position::from_setup(setup, rules)?)
}

/// Reads a FEN and judges it with [`validate`].
pub fn validate_fen(fen: &str, rules: &'static RuleSet) -> Result<Position, PositionFault> {
    validate(&Setup::from_fen(fen)?, rules)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn xiangqi() -> &'static RuleSet {
        RuleSet::preset("xiangqi").unwrap()
    }

    fn janggi() -> &'static RuleSet {
        RuleSet::preset("janggi").unwrap()
    }

    fn fault(fen: &str, rules: &'static RuleSet) -> PositionFault {
        validate_fen(fen, rules).expect_err(fen)
    }

    #[test]
    fn start_positions_and_a_bare_ending_are_valid() {
        for rules in [xiangqi(), janggi()] {
            let pos = validate_fen(rules.start_fen(), rules).unwrap();
            assert_eq!(pos.fen(), rules.start_fen());
        }
        assert!(validate_fen("3k5/9/9/9/9/9/9/9/4A4/4K4 w", xiangqi()).is_ok());
    }

    #[test]
    fn malformed_fen_is_named() {
        let f = fault("rnbakabnr/9 w", xiangqi());
        assert_eq!(f.code(), "bad-fen");
        assert!(f.to_string().contains("ranks"), "{f}");
    }

    #[test]
    fn generals_facing_refused_in_xiangqi_only() {
        let fen = "4k4/9/9/9/9/9/9/9/9/4K4 w";
        assert_eq!(fault(fen, xiangqi()), PositionFault::GeneralsFacing);
        // A piece between them, or Janggi's bikjang, is fine.
        assert!(validate_fen("4k4/9/9/9/4p4/9/9/9/9/4K4 w", xiangqi()).is_ok());
        assert!(validate_fen("9/4k4/9/9/9/9/9/9/4K4/9 w", janggi()).is_ok());
    }

    #[test]
    fn general_outside_its_palace() {
        let f = fault("4k4/9/9/9/9/4K4/9/9/9/9 w", janggi());
        assert_eq!(
            f,
            PositionFault::GeneralOutsidePalace {
                color: Color::First,
                square: Square::parse("e5").unwrap()
            }
        );
        // The other side's palace is not its own.
        assert_eq!(
            fault("3K5/9/4k4/9/9/9/9/9/9/9 w", xiangqi()).code(),
            "general-outside-palace"
        );
    }

    #[test]
    fn missing_or_extra_general() {
        assert_eq!(
            fault("9/9/9/9/9/9/9/9/9/4K4 w", xiangqi()),
            PositionFault::GeneralCount {
                color: Color::Second,
                count: 0
            }
        );
        assert_eq!(
            fault("3kk4/9/9/9/9/9/9/9/9/4K4 w", xiangqi()).code(),
            "general-count"
        );
    }

    #[test]
    fn too_many_pieces_of_a_kind() {
        let f = fault("3k5/9/9/9/9/9/RRR6/9/9/4K4 w", xiangqi());
        assert_eq!(
            f,
            PositionFault::TooMany {
                color: Color::First,
                role: Role::Chariot,
                count: 3,
                max: 2
            }
        );
        assert!(f.to_string().contains("chariot"), "{f}");
        assert_eq!(
            fault("3k5/9/9/9/pppppp3/9/9/9/9/4K4 w", janggi()).code(),
            "too-many"
        );
    }

    #[test]
    fn soldier_behind_its_start_line() {
        // A red soldier on rank 3, a black one on rank 8.
        let f = fault("3k5/9/9/9/9/9/9/P8/9/4K4 w", xiangqi());
        assert_eq!(
            f,
            PositionFault::SoldierBehindStartLine {
                color: Color::First,
                square: Square::parse("a3").unwrap()
            }
        );
        assert_eq!(
            fault("3k5/9/p8/9/9/9/9/9/9/4K4 w", janggi()).code(),
            "soldier-behind-start"
        );
        // On its start rank or beyond is fine, even deep in the enemy camp.
        assert!(validate_fen("3k5/P8/9/9/9/9/P8/9/9/4K4 w", xiangqi()).is_ok());
    }

    #[test]
    fn advisors_and_xiangqi_elephants_keep_to_their_points() {
        assert_eq!(
            fault("3k5/9/9/9/9/9/9/9/9/A3K4 w", xiangqi()).code(),
            "advisor-misplaced"
        );
        // e2 is the palace centre: fine in both games; d2 only in Janggi.
        assert!(validate_fen("3k5/9/9/9/9/9/9/9/4A4/4K4 w", xiangqi()).is_ok());
        assert_eq!(
            fault("3k5/9/9/9/9/9/9/9/3A5/4K4 w", xiangqi()).code(),
            "advisor-misplaced"
        );
        assert!(validate_fen("3k5/9/9/9/9/9/9/9/3A5/4K4 w", janggi()).is_ok());
        // An elephant across the river, and one off its points.
        assert_eq!(
            fault("3k5/9/9/9/2B6/9/9/9/9/4K4 w", xiangqi()).code(),
            "elephant-misplaced"
        );
        assert_eq!(
            fault("3k5/9/9/9/9/9/9/9/1B7/4K4 w", xiangqi()).code(),
            "elephant-misplaced"
        );
        assert!(validate_fen("3k5/9/9/9/9/2B6/9/9/9/4K4 w", xiangqi()).is_ok());
        assert!(validate_fen("3k5/9/9/9/2B6/9/9/9/9/4K4 w", janggi()).is_ok());
    }

    #[test]
    fn side_not_to_move_in_check() {
        // Red to move while the black general stands in the red chariot's line.
        assert_eq!(
            fault("3k5/9/9/9/9/9/9/9/3R5/4K4 w", xiangqi()),
            PositionFault::OpponentInCheck
        );
        // The same with black to move is a check to answer, not a fault.
        assert!(validate_fen("3k5/9/9/9/9/9/9/9/3R5/4K4 b", xiangqi()).is_ok());
    }
}
