//! What a rule set says, as data, for pages that teach it: how each game
//! ends ([`RuleSet::endings`]), what a piece's movement depends on
//! ([`RuleSet::movement_notes`]) and a small position per piece whose legal
//! moves show how it moves ([`diagrams`], [`Diagram::targets`]).
//!
//! Everything here is derived from the [`RuleSet`]'s options and from the
//! move generator, so a page built from it cannot disagree with the game.

use crate::piece::Role;
use crate::position::Position;
use crate::rules::{BikjangEnd, Decision, Facing, PassRule, Repetition, RuleSet, Variant};
use crate::square::Square;

/// Han's bonus for moving second, doubled like [`Role::janggi_points_x2`].
pub const HAN_BONUS_X2: i32 = 3;

/// One rule about how a game ends or what may end it, in the order a page
/// lists them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ending {
    /// A side in check with no legal move loses.
    Checkmate,
    /// A side with no legal move (not in check) loses.
    NoLegalMove,
    /// Xiangqi's flying general: no move may leave the generals facing.
    FlyingGeneral,
    /// The generals may face each other; nothing follows from it.
    FacingAllowed,
    /// Bikjang: a side whose turn begins facing must break it or pass.
    BikjangBreakOrPass,
    /// Bikjang: a side whose turn begins facing must break it.
    BikjangMustBreak,
    /// A pass made while the generals face each other ends the game.
    BikjangPassWhileFacing(Decision),
    /// After a capture, leaving the generals facing ends the game.
    BikjangStillFacing(Decision),
    /// A side not in check may pass.
    PassAllowed,
    /// Passing is never allowed.
    PassNever,
    /// Two passes in a row end the game.
    DoublePass(Decision),
    /// Xiangqi simplified repetition (third occurrence; perpetual check loses).
    RepetitionXiangqi,
    /// Janggi repetition on points (third occurrence; perpetual check loses).
    RepetitionJanggi,
    /// The n-fold repetition rule; perpetual check loses.
    RepetitionFold { count: u32, decision: Decision },
    /// Perpetually chasing a piece loses, as perpetual check does.
    Chasing,
    /// Shuttling one piece back and forth is refused (Kakao rule).
    MoveRepetition,
    /// Repeated positions do not end the game.
    RepetitionNone,
    /// The game ends after this many plies.
    PlyLimit { plies: u32, decision: Decision },
    /// The game ends after this many plies without a capture.
    QuietLimit { plies: u32, decision: Decision },
    /// Checks beyond ten per side extend the quiet limit.
    QuietLimitCheckOffset,
    /// Neither side has an attacking piece left: draw.
    BareMaterial,
    /// The players may agree a draw.
    DrawAgreement,
    /// A player may resign.
    Resignation,
    /// How points are counted (some ending is decided on points).
    Points { han_bonus_x2: i32 },
}

impl Ending {
    /// A stable name for the rule (`bikjang-still-facing`, ...).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            Ending::Checkmate => "checkmate",
            Ending::NoLegalMove => "no-legal-move",
            Ending::FlyingGeneral => "flying-general",
            Ending::FacingAllowed => "facing-allowed",
            Ending::BikjangBreakOrPass => "bikjang-break-or-pass",
            Ending::BikjangMustBreak => "bikjang-must-break",
            Ending::BikjangPassWhileFacing(_) => "bikjang-pass-while-facing",
            Ending::BikjangStillFacing(_) => "bikjang-still-facing",
            Ending::PassAllowed => "pass-allowed",
            Ending::PassNever => "pass-never",
            Ending::DoublePass(_) => "double-pass",
            Ending::RepetitionXiangqi => "repetition-xiangqi",
            Ending::RepetitionJanggi => "repetition-janggi",
            Ending::RepetitionFold { .. } => "repetition-fold",
            Ending::Chasing => "chasing",
            Ending::MoveRepetition => "move-repetition",
            Ending::RepetitionNone => "repetition-none",
            Ending::PlyLimit { .. } => "ply-limit",
            Ending::QuietLimit { .. } => "quiet-limit",
            Ending::QuietLimitCheckOffset => "quiet-limit-check-offset",
            Ending::BareMaterial => "bare-material",
            Ending::DrawAgreement => "draw-agreement",
            Ending::Resignation => "resignation",
            Ending::Points { .. } => "points",
        }
    }

    /// How the ending is decided, where that depends on the rule set.
    #[must_use]
    pub const fn decision(self) -> Option<Decision> {
        match self {
            Ending::BikjangPassWhileFacing(d)
            | Ending::BikjangStillFacing(d)
            | Ending::DoublePass(d)
            | Ending::RepetitionFold { decision: d, .. }
            | Ending::PlyLimit { decision: d, .. }
            | Ending::QuietLimit { decision: d, .. } => Some(d),
            _ => None,
        }
    }

    /// The number in the rule: plies of a limit, occurrences of a repetition.
    #[must_use]
    pub const fn count(self) -> Option<u32> {
        match self {
            Ending::RepetitionFold { count, .. } => Some(count),
            Ending::PlyLimit { plies, .. } | Ending::QuietLimit { plies, .. } => Some(plies),
            _ => None,
        }
    }
}

/// What a piece's movement depends on in a rule set.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MovementNote {
    /// A Janggi cannon moves like a chariot when it does not capture.
    CannonSlides,
    /// A Janggi cannon always jumps exactly one piece, to move or capture.
    CannonMustJump,
    /// A Janggi soldier may step diagonally forward along the enemy palace lines.
    SoldierPalaceDiagonals,
}

impl MovementNote {
    /// A stable name (`cannon-slides`, ...).
    #[must_use]
    pub const fn key(self) -> &'static str {
        match self {
            MovementNote::CannonSlides => "cannon-slides",
            MovementNote::CannonMustJump => "cannon-must-jump",
            MovementNote::SoldierPalaceDiagonals => "soldier-palace-diagonals",
        }
    }
}

impl RuleSet {
    /// Every rule about how a game under this rule set ends, from its
    /// options: checkmate first, then facing generals, passes, repetition,
    /// limits, material, agreement and resignation, and last how points are
    /// counted when some ending is decided on points.
    #[must_use]
    pub fn endings(&self) -> Vec<Ending> {
        let mut out = vec![Ending::Checkmate, Ending::NoLegalMove];
        out.push(match self.facing {
            Facing::Illegal => Ending::FlyingGeneral,
            Facing::Free => Ending::FacingAllowed,
            Facing::BreakOrPass => Ending::BikjangBreakOrPass,
            Facing::MustBreak => Ending::BikjangMustBreak,
        });
        match self.bikjang_end {
            BikjangEnd::None => {}
            BikjangEnd::PassWhileFacing(d) => out.push(Ending::BikjangPassWhileFacing(d)),
            BikjangEnd::StillFacingAfterCapture(d) => out.push(Ending::BikjangStillFacing(d)),
        }
        out.push(match self.pass {
            PassRule::Never => Ending::PassNever,
            PassRule::WhenNotInCheck => Ending::PassAllowed,
        });
        if let Some(d) = self.double_pass {
            out.push(Ending::DoublePass(d));
        }
        match self.repetition {
            Repetition::None => out.push(Ending::RepetitionNone),
            Repetition::XiangqiSimple => out.push(Ending::RepetitionXiangqi),
            Repetition::JanggiPoints => out.push(Ending::RepetitionJanggi),
            Repetition::Fsf {
                n_fold,
                chasing,
                move_repetition,
                decision,
            } => {
                out.push(Ending::RepetitionFold {
                    count: n_fold,
                    decision,
                });
                if chasing {
                    out.push(Ending::Chasing);
                }
                if move_repetition {
                    out.push(Ending::MoveRepetition);
                }
            }
        }
        if let Some((plies, decision)) = self.ply_limit {
            out.push(Ending::PlyLimit { plies, decision });
        }
        if let Some((plies, decision)) = self.quiet_limit {
            out.push(Ending::QuietLimit { plies, decision });
            if self.quiet_limit_check_offset {
                out.push(Ending::QuietLimitCheckOffset);
            }
        }
        if self.bare_material_draw {
            out.push(Ending::BareMaterial);
        }
        if self.draw_agreement {
            out.push(Ending::DrawAgreement);
        }
        out.push(Ending::Resignation);
        let on_points = self.repetition == Repetition::JanggiPoints
            || out.iter().any(|e| e.decision() == Some(Decision::Points));
        if on_points {
            out.push(Ending::Points {
                han_bonus_x2: HAN_BONUS_X2,
            });
        }
        out
    }

    /// What the movement of a kind of piece depends on in this rule set.
    #[must_use]
    pub fn movement_notes(&self, role: Role) -> Vec<MovementNote> {
        if self.variant != Variant::Janggi {
            return Vec::new();
        }
        match role {
            Role::Cannon if self.cannon_slides => vec![MovementNote::CannonSlides],
            Role::Cannon => vec![MovementNote::CannonMustJump],
            Role::Soldier if self.soldier_palace_diagonals => vec![MovementNote::SoldierPalaceDiagonals],
            _ => Vec::new(),
        }
    }

    /// Janggi points of a kind of piece, doubled (Han's 1.5 bonus stays
    /// whole); `None` for Xiangqi, which counts no points, and the general.
    #[must_use]
    pub fn points_x2(&self, role: Role) -> Option<i32> {
        (self.variant == Variant::Janggi && role != Role::General).then(|| role.janggi_points_x2())
    }
}

/// A teaching position: one piece of the side to move on `from`, with
/// pieces around it that block it or that it may capture.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Diagram {
    pub role: Role,
    pub fen: &'static str,
    pub from: &'static str,
}

impl Diagram {
    /// The points the piece may move to under `rules`, from the move
    /// generator (so the cannon's screens, the horse's and elephant's
    /// blocks, the palace lines and the facing generals all count).
    ///
    /// # Panics
    /// If the diagram's FEN does not fit its game (a test checks them all).
    #[must_use]
    pub fn targets(&self, rules: &'static RuleSet) -> Vec<Square> {
        let from = Square::parse(self.from).expect("diagram points are valid");
        targets_in(self.fen, from, rules)
    }

    /// Points in the piece's way that it could reach on an empty board but
    /// not here (its blocks, as a page marks them).
    ///
    /// # Panics
    /// If the diagram's FEN does not fit its game (a test checks them all).
    #[must_use]
    pub fn blocked(&self, rules: &'static RuleSet) -> Vec<Square> {
        let pos = Position::from_fen(self.fen, rules).expect("diagram FENs are valid");
        let from = Square::parse(self.from).expect("diagram points are valid");
        let piece = pos.piece_at(from).expect("a diagram has its piece");
        let here = self.targets(rules);
        targets_in(&lone_fen(self.fen, from, piece.char()), from, rules)
            .into_iter()
            .filter(|s| !here.contains(s) && pos.piece_at(*s).is_none())
            .collect()
    }
}

/// The legal destinations of the piece on `from` in a position.
fn targets_in(fen: &str, from: Square, rules: &'static RuleSet) -> Vec<Square> {
    let pos = Position::from_fen(fen, rules).expect("diagram FENs are valid");
    let mut out: Vec<Square> = pos
        .legal_moves()
        .iter()
        .filter(|m| m.from() == from && m.to() != from)
        .map(|m| m.to())
        .collect();
    out.sort_by_key(|s| (s.rank(), s.file()));
    out
}

/// The FEN with only the two generals and the piece on `from`.
fn lone_fen(fen: &str, from: Square, piece: char) -> String {
    let board = fen.split(' ').next().unwrap_or_default();
    let rest = &fen[board.len()..];
    let mut rows = Vec::new();
    for (i, row) in board.split('/').enumerate() {
        let rank = 9 - i as u8;
        let mut cells = Vec::new();
        for c in row.chars() {
            if let Some(n) = c.to_digit(10) {
                cells.extend(std::iter::repeat(None).take(n as usize));
            } else {
                cells.push(Some(c));
            }
        }
        let mut out = String::new();
        let mut gap = 0;
        for (file, cell) in cells.iter().enumerate() {
            let here = Square::new(file as u8, rank) == Some(from);
            let keep = cell.filter(|c| here || c.eq_ignore_ascii_case(&'k'));
            match keep {
                Some(c) => {
                    if gap > 0 {
                        out.push_str(&gap.to_string());
                        gap = 0;
                    }
                    out.push(if here { piece } else { c });
                }
                None => gap += 1,
            }
        }
        if gap > 0 {
            out.push_str(&gap.to_string());
        }
        rows.push(out);
    }
    format!("{}{rest}", rows.join("/"))
}

const XIANGQI_DIAGRAMS: [Diagram; 7] = [
    // The general: d2 would face the other general on the open d file.
    Diagram {
        role: Role::General,
        fen: "3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1",
        from: "e2",
    },
    Diagram {
        role: Role::Advisor,
        fen: "3k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1",
        from: "e2",
    },
    // The elephant: f4 blocks g5, and the river stops it.
    Diagram {
        role: Role::Elephant,
        fen: "3k5/9/9/9/9/9/5p3/4B4/9/4K4 w - - 0 1",
        from: "e3",
    },
    // The horse: e6 blocks both forward jumps.
    Diagram {
        role: Role::Horse,
        fen: "3k5/9/9/9/4p4/4N4/9/9/9/4K4 w - - 0 1",
        from: "e5",
    },
    Diagram {
        role: Role::Chariot,
        fen: "3k5/9/2p6/9/9/2R2P3/9/9/9/4K4 w - - 0 1",
        from: "c5",
    },
    // The cannon: slides, or jumps the screen on b5 to take b8.
    Diagram {
        role: Role::Cannon,
        fen: "3k5/9/1p7/9/9/1P7/9/1C7/9/4K4 w - - 0 1",
        from: "b3",
    },
    // Across the river, a soldier also steps sideways.
    Diagram {
        role: Role::Soldier,
        fen: "3k5/9/9/9/2P6/9/9/9/9/4K4 w - - 0 1",
        from: "c6",
    },
];

const JANGGI_DIAGRAMS: [Diagram; 7] = [
    // In the palace centre: along every line, the diagonals included.
    Diagram {
        role: Role::General,
        fen: "3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1",
        from: "e2",
    },
    Diagram {
        role: Role::Advisor,
        fen: "3k5/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1",
        from: "e2",
    },
    // The elephant: f6 blocks the way to g7.
    Diagram {
        role: Role::Elephant,
        fen: "3k5/9/9/9/5p3/9/4B4/9/4K4/9 w - - 0 1",
        from: "e4",
    },
    Diagram {
        role: Role::Horse,
        fen: "3k5/9/9/9/4p4/4N4/9/9/4K4/9 w - - 0 1",
        from: "e5",
    },
    // The chariot in its palace corner: along the diagonal too.
    Diagram {
        role: Role::Chariot,
        fen: "4k4/9/9/9/3p5/9/9/9/5K3/3R5 w - - 0 1",
        from: "d1",
    },
    // The cannon: jumps b5 to b6, b7 or onto b8; never over or onto a cannon (f3).
    Diagram {
        role: Role::Cannon,
        fen: "3k5/9/1p7/9/9/1P7/9/1C3c3/4K4/9 w - - 0 1",
        from: "b3",
    },
    // In the enemy palace corner: forward, sideways, and (where allowed) along the diagonal.
    Diagram {
        role: Role::Soldier,
        fen: "5k3/9/3P5/9/9/9/9/9/9/3K5 w - - 0 1",
        from: "d8",
    },
];

/// One diagram per kind of piece, in [`Role::ALL`] order.
#[must_use]
pub fn diagrams(variant: Variant) -> &'static [Diagram; 7] {
    match variant {
        Variant::Xiangqi => &XIANGQI_DIAGRAMS,
        Variant::Janggi => &JANGGI_DIAGRAMS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{JANGGI_CLUB, JANGGI_STANDARD, JANGGI_STRICT, PRESETS, XIANGQI_STANDARD};

    fn names(v: &[Square]) -> Vec<String> {
        v.iter().map(ToString::to_string).collect()
    }

    fn keys(r: &RuleSet) -> Vec<&'static str> {
        r.endings().iter().map(|e| e.key()).collect()
    }

    #[test]
    fn endings_follow_the_options() {
        let std = keys(&JANGGI_STANDARD);
        assert!(std.contains(&"bikjang-still-facing"));
        assert!(std.contains(&"double-pass") && std.contains(&"ply-limit") && std.contains(&"points"));
        let club = keys(&JANGGI_CLUB);
        assert!(!club.contains(&"points") && club.contains(&"quiet-limit"));
        assert!(club.contains(&"repetition-none"));
        let strict = keys(&JANGGI_STRICT);
        assert!(strict.contains(&"pass-never") && strict.contains(&"bikjang-must-break"));
        assert!(strict.contains(&"draw-agreement"));
        let xq = keys(&XIANGQI_STANDARD);
        assert!(xq.contains(&"flying-general") && xq.contains(&"bare-material"));
        assert!(xq.contains(&"repetition-xiangqi"));
        assert_eq!(
            XIANGQI_STANDARD
                .endings()
                .iter()
                .find_map(|e| e.count().zip(e.decision())),
            Some((120, Decision::Draw))
        );
        let fsf = RuleSet::preset("xiangqi").unwrap().endings();
        assert!(fsf.contains(&Ending::Chasing) && fsf.contains(&Ending::QuietLimitCheckOffset));
        let modern = RuleSet::preset("janggimodern").unwrap().endings();
        assert!(modern.contains(&Ending::MoveRepetition));
        assert!(modern.contains(&Ending::RepetitionFold {
            count: 4,
            decision: Decision::Points
        }));
    }

    #[test]
    fn every_preset_ends_by_checkmate_and_resignation_and_presets_differ() {
        for (i, r) in PRESETS.iter().enumerate() {
            let e = r.endings();
            assert_eq!(e[0], Ending::Checkmate, "{}", r.name);
            assert!(e.contains(&Ending::Resignation), "{}", r.name);
            for other in &PRESETS[..i] {
                assert_ne!(e, other.endings(), "{} and {} read the same", r.name, other.name);
            }
        }
    }

    #[test]
    fn han_bonus_matches_the_position_count() {
        let pos = Position::start(&JANGGI_STANDARD);
        let [cho, han] = pos.janggi_points();
        assert!((han - cho - f64::from(HAN_BONUS_X2) / 2.0).abs() < 1e-9);
    }

    #[test]
    fn diagrams_show_the_moves() {
        for variant in [Variant::Xiangqi, Variant::Janggi] {
            let rules = RuleSet::default_for(variant);
            for (d, role) in diagrams(variant).iter().zip(Role::ALL) {
                assert_eq!(d.role, role);
                let pos = Position::from_fen(d.fen, rules).unwrap();
                assert_eq!(
                    pos.piece_at(Square::parse(d.from).unwrap()).map(|p| p.role),
                    Some(role)
                );
                assert!(!d.targets(rules).is_empty(), "{variant:?} {role:?} cannot move");
            }
        }
        let xq = &XIANGQI_STANDARD;
        // Flying general: d2 is refused.
        assert_eq!(
            names(&diagrams(Variant::Xiangqi)[0].targets(xq)),
            ["e1", "f2", "e3"]
        );
        // Elephant blocked at f4; the river keeps it home.
        assert_eq!(
            names(&diagrams(Variant::Xiangqi)[2].targets(xq)),
            ["c1", "g1", "c5"]
        );
        assert_eq!(names(&diagrams(Variant::Xiangqi)[2].blocked(xq)), ["g5"]);
        // Horse: the forward leg blocked.
        let horse = diagrams(Variant::Xiangqi)[3];
        assert_eq!(names(&horse.blocked(xq)), ["d7", "f7"]);
        // Janggi cannon: jumps only, never over the cannon; club cannons slide.
        let cannon = diagrams(Variant::Janggi)[5];
        assert_eq!(names(&cannon.targets(&JANGGI_STANDARD)), ["b6", "b7", "b8"]);
        assert!(names(&cannon.targets(&JANGGI_CLUB)).contains(&"c3".to_owned()));
        // Janggi soldier: the palace diagonal only where the rule set has it.
        let soldier = diagrams(Variant::Janggi)[6];
        assert!(names(&soldier.targets(&JANGGI_STANDARD)).contains(&"e9".to_owned()));
        assert!(!names(&soldier.targets(&JANGGI_CLUB)).contains(&"e9".to_owned()));
        // Janggi chariot: along its palace diagonal.
        let chariot = diagrams(Variant::Janggi)[4];
        let t = names(&chariot.targets(&JANGGI_STANDARD));
        assert!(t.contains(&"e2".to_owned()) && t.contains(&"f3".to_owned()));
        assert!(t.contains(&"d6".to_owned()) && !t.contains(&"d7".to_owned()));
    }

    #[test]
    fn movement_notes_follow_the_options() {
        assert_eq!(
            JANGGI_CLUB.movement_notes(Role::Cannon),
            [MovementNote::CannonSlides]
        );
        assert_eq!(
            JANGGI_STANDARD.movement_notes(Role::Cannon),
            [MovementNote::CannonMustJump]
        );
        assert!(JANGGI_STRICT.movement_notes(Role::Soldier).is_empty());
        assert!(XIANGQI_STANDARD.movement_notes(Role::Cannon).is_empty());
        assert_eq!(JANGGI_STANDARD.points_x2(Role::Chariot), Some(26));
        assert_eq!(XIANGQI_STANDARD.points_x2(Role::Chariot), None);
    }
}
