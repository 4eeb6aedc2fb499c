//! Rule sets: every rule is an option, every preset is data.

use std::fmt;
use std::str::FromStr;

/// Xiangqi start position.
pub const XIANGQI_START_FEN: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
/// Janggi start position with 馬象象馬 for both sides.
pub const JANGGI_START_FEN: &str =
    "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";

/// Which game is played.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Variant {
    Xiangqi,
    Janggi,
}

/// How the Janggi horses and elephants are arranged before the game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SetupRule {
    /// The start position is fixed (Xiangqi, or Janggi with 馬象象馬 both sides).
    Fixed,
    /// Each side chooses one of four arrangements, Han first then Cho.
    Choice,
}

/// What generals facing each other on an open file mean for move legality.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Facing {
    /// Xiangqi's flying general: a move may never leave them facing.
    Illegal,
    /// No effect on legality.
    Free,
    /// Fairy-Stockfish's bikjang: a side whose turn begins facing must break
    /// it with its move, or pass (a pass is then legal even in check).
    BreakOrPass,
    /// A side whose turn begins facing must break it, as if in check.
    MustBreak,
}

/// When a pass (the general's square twice) is a legal move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PassRule {
    Never,
    /// When the side to move is not in check.
    WhenNotInCheck,
}

/// How an ending that is not a checkmate is decided.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Decision {
    /// A draw.
    Draw,
    /// The higher Janggi point total wins (Han's 1.5 makes it never tie).
    Points,
}

/// What ends a game when the generals face each other.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BikjangEnd {
    None,
    /// Fairy-Stockfish: a pass made while facing ends the game.
    PassWhileFacing(Decision),
    /// Seed 000: a side whose turn began facing, after at least one capture
    /// in the game, and whose move or pass leaves them facing, ends the game.
    StillFacingAfterCapture(Decision),
}

/// How repeated positions end a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Repetition {
    None,
    /// Seed 003 (Xiangqi): at the third occurrence, a side that gave check
    /// with every move since the first occurrence loses if the other side did
    /// not; otherwise a draw.
    XiangqiSimple,
    /// Seed 000 (Janggi): at the third occurrence the game ends on points; a
    /// side that gave check with every move since the first occurrence loses
    /// instead, unless both did.
    JanggiPoints,
    /// Fairy-Stockfish's n-fold rule with perpetual check, its chasing rule
    /// (Xiangqi) and its move-repetition rule (Kakao, `janggimodern`).
    Fsf {
        n_fold: u32,
        chasing: bool,
        move_repetition: bool,
        decision: Decision,
    },
}

/// A complete rule set. Construct one from a preset name with
/// [`RuleSet::preset`] or copy a preset and change options.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct RuleSet {
    /// Preset name, as accepted by [`RuleSet::preset`].
    pub name: &'static str,
    pub variant: Variant,
    pub setup: SetupRule,
    /// Janggi soldiers may step diagonally forward along the enemy palace lines.
    pub soldier_palace_diagonals: bool,
    /// Janggi cannons move like chariots when not capturing (seed 004).
    pub cannon_slides: bool,
    pub pass: PassRule,
    pub facing: Facing,
    pub bikjang_end: BikjangEnd,
    /// Two passes in a row end the game.
    pub double_pass: Option<Decision>,
    pub repetition: Repetition,
    /// Total plies (moves and passes) after which the game ends.
    pub ply_limit: Option<(u32, Decision)>,
    /// Plies without a capture after which the game ends.
    pub quiet_limit: Option<(u32, Decision)>,
    /// Fairy-Stockfish's Xiangqi n-move rule: checks beyond ten per side
    /// extend the quiet limit.
    pub quiet_limit_check_offset: bool,
    /// Neither side has a chariot, horse, cannon or soldier: draw.
    pub bare_material_draw: bool,
    /// Players may agree a draw.
    pub draw_agreement: bool,
    /// Engine-compatible preset: Fairy-Stockfish's semantics exactly.
    pub engine_compatible: bool,
}

/// Product presets first (the first of each game is its default), then the
/// engine-compatible ones.
pub const PRESETS: &[RuleSet] = &[
    XIANGQI_STANDARD,
    JANGGI_STANDARD,
    JANGGI_CLUB,
    JANGGI_STRICT,
    FSF_XIANGQI,
    FSF_JANGGI,
    FSF_JANGGI_TRADITIONAL,
    FSF_JANGGI_MODERN,
    FSF_JANGGI_CASUAL,
];

const XIANGQI_BASE: RuleSet = RuleSet {
    name: "xiangqi",
    variant: Variant::Xiangqi,
    setup: SetupRule::Fixed,
    soldier_palace_diagonals: false,
    cannon_slides: true,
    pass: PassRule::Never,
    facing: Facing::Illegal,
    bikjang_end: BikjangEnd::None,
    double_pass: None,
    repetition: Repetition::None,
    ply_limit: None,
    quiet_limit: None,
    quiet_limit_check_offset: false,
    bare_material_draw: false,
    draw_agreement: false,
    engine_compatible: false,
};

/// Seed 003: simplified repetition, 120 quiet plies, bare material draw.
pub const XIANGQI_STANDARD: RuleSet = RuleSet {
    name: "xiangqi-standard",
    repetition: Repetition::XiangqiSimple,
    quiet_limit: Some((120, Decision::Draw)),
    bare_material_draw: true,
    ..XIANGQI_BASE
};

/// Fairy-Stockfish `xiangqi`.
pub const FSF_XIANGQI: RuleSet = RuleSet {
    name: "xiangqi",
    repetition: Repetition::Fsf {
        n_fold: 3,
        chasing: true,
        move_repetition: false,
        decision: Decision::Draw,
    },
    quiet_limit: Some((100, Decision::Draw)),
    quiet_limit_check_offset: true,
    engine_compatible: true,
    ..XIANGQI_BASE
};

const JANGGI_BASE: RuleSet = RuleSet {
    name: "janggi",
    variant: Variant::Janggi,
    setup: SetupRule::Fixed,
    soldier_palace_diagonals: true,
    cannon_slides: false,
    pass: PassRule::WhenNotInCheck,
    facing: Facing::Free,
    bikjang_end: BikjangEnd::None,
    double_pass: None,
    repetition: Repetition::None,
    ply_limit: None,
    quiet_limit: None,
    quiet_limit_check_offset: false,
    bare_material_draw: false,
    draw_agreement: false,
    engine_compatible: false,
};

/// Seed 000: setup choice, bikjang and repetition on points, 200 plies.
pub const JANGGI_STANDARD: RuleSet = RuleSet {
    name: "janggi-standard",
    setup: SetupRule::Choice,
    bikjang_end: BikjangEnd::StillFacingAfterCapture(Decision::Points),
    double_pass: Some(Decision::Points),
    repetition: Repetition::JanggiPoints,
    ply_limit: Some((200, Decision::Points)),
    ..JANGGI_BASE
};

/// Seed 004: fixed setup, cannons slide, 200 quiet plies draw.
pub const JANGGI_CLUB: RuleSet = RuleSet {
    name: "janggi-club",
    soldier_palace_diagonals: false,
    cannon_slides: true,
    quiet_limit: Some((200, Decision::Draw)),
    ..JANGGI_BASE
};

/// Seed 001: no pass, bikjang must be broken, 120 quiet plies draw.
pub const JANGGI_STRICT: RuleSet = RuleSet {
    name: "janggi-strict",
    soldier_palace_diagonals: false,
    pass: PassRule::Never,
    facing: Facing::MustBreak,
    quiet_limit: Some((120, Decision::Draw)),
    draw_agreement: true,
    ..JANGGI_BASE
};

/// Fairy-Stockfish `janggi`.
pub const FSF_JANGGI: RuleSet = RuleSet {
    name: "janggi",
    facing: Facing::BreakOrPass,
    bikjang_end: BikjangEnd::PassWhileFacing(Decision::Points),
    double_pass: Some(Decision::Points),
    repetition: Repetition::Fsf {
        n_fold: 3,
        chasing: false,
        move_repetition: false,
        decision: Decision::Points,
    },
    quiet_limit: Some((100, Decision::Points)),
    engine_compatible: true,
    ..JANGGI_BASE
};

/// Fairy-Stockfish `janggitraditional`: bikjang, endings are draws.
pub const FSF_JANGGI_TRADITIONAL: RuleSet = RuleSet {
    name: "janggitraditional",
    bikjang_end: BikjangEnd::PassWhileFacing(Decision::Draw),
    double_pass: Some(Decision::Draw),
    repetition: Repetition::Fsf {
        n_fold: 3,
        chasing: false,
        move_repetition: false,
        decision: Decision::Draw,
    },
    quiet_limit: Some((100, Decision::Draw)),
    ..FSF_JANGGI
};

/// Fairy-Stockfish `janggimodern`: no bikjang, points, Kakao repetition ban.
pub const FSF_JANGGI_MODERN: RuleSet = RuleSet {
    name: "janggimodern",
    facing: Facing::Free,
    bikjang_end: BikjangEnd::None,
    repetition: Repetition::Fsf {
        n_fold: 4,
        chasing: false,
        move_repetition: true,
        decision: Decision::Points,
    },
    quiet_limit: Some((200, Decision::Points)),
    ..FSF_JANGGI
};

/// Fairy-Stockfish `janggicasual`: no bikjang, endings are draws.
pub const FSF_JANGGI_CASUAL: RuleSet = RuleSet {
    name: "janggicasual",
    facing: Facing::Free,
    bikjang_end: BikjangEnd::None,
    double_pass: Some(Decision::Draw),
    repetition: Repetition::Fsf {
        n_fold: 3,
        chasing: false,
        move_repetition: false,
        decision: Decision::Draw,
    },
    quiet_limit: Some((100, Decision::Draw)),
    ..FSF_JANGGI
};

impl RuleSet {
    /// Looks up a preset by name.
    #[must_use]
    pub fn preset(name: &str) -> Option<&'static RuleSet> {
        PRESETS.iter().find(|r| r.name == name)
    }

    /// All preset names, product presets first.
    pub fn preset_names() -> impl Iterator<Item = &'static str> {
        PRESETS.iter().map(|r| r.name)
    }

    /// The default preset of a game.
    #[must_use]
    pub fn default_for(variant: Variant) -> &'static RuleSet {
        match variant {
            Variant::Xiangqi => &PRESETS[0],
            Variant::Janggi => &PRESETS[1],
        }
    }

    #[must_use]
    pub fn is_janggi(&self) -> bool {
        self.variant == Variant::Janggi
    }

    /// The start position's FEN (for Janggi, 馬象象馬 for both sides).
    #[must_use]
    pub fn start_fen(&self) -> &'static str {
        match self.variant {
            Variant::Xiangqi => XIANGQI_START_FEN,
            Variant::Janggi => JANGGI_START_FEN,
        }
    }
}

/// An unknown preset name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPreset(pub String);

impl fmt::Display for UnknownPreset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown rule set '{}' (known: {})",
            self.0,
            RuleSet::preset_names().collect::<Vec<_>>().join(", ")
        )
    }
}

impl std::error::Error for UnknownPreset {}

impl FromStr for &'static RuleSet {
    type Err = UnknownPreset;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        RuleSet::preset(s).ok_or_else(|| UnknownPreset(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preset_names_are_unique_and_found() {
        let names: Vec<_> = RuleSet::preset_names().collect();
        for (i, n) in names.iter().enumerate() {
            assert!(!names[..i].contains(n), "duplicate preset {n}");
            assert_eq!(RuleSet::preset(n).unwrap().name, *n);
        }
        assert_eq!(names.len(), 9);
        assert!(RuleSet::preset("chess").is_none());
    }

    #[test]
    fn defaults() {
        assert_eq!(RuleSet::default_for(Variant::Xiangqi).name, "xiangqi-standard");
        assert_eq!(RuleSet::default_for(Variant::Janggi).name, "janggi-standard");
    }
}
