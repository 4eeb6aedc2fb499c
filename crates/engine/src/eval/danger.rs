//! The danger to each general, counted the way Stockfish's king danger
//! counts an attack on the king: the pieces that bear on the palace and
//! the kinds of piece that can give check (safely or not); the
//! evaluation adds its square.
//!
//! Why a square: the linear terms (pieces near the general, palace points
//! attacked) add a little per attacker, yet against Fairy-Stockfish at 1 s
//! more than half of Palace's Janggi losses came with material in hand, to
//! attacks its evaluation scored as little or nothing (game 16 of the random set in
//! `docs/matches/`: Palace +281 cp static, Fairy-Stockfish's static king
//! safety alone 5.6 pawns the other way). An attack is worth little with
//! one piece and a lot with three; a square says so.
//!
//! The units were fitted to Fairy-Stockfish's depth-12 scores and the
//! results of Palace's 1 s games against it (`tools/tune/fit_danger.py`);
//! they came out close to Stockfish 11's own (safe checks 108 / 79 / 63,
//! no queen -87). The feature's weight is 0 in both tables, so play does
//! not compute it: at weight 1 in Janggi it scored above the table
//! without it in two fixed-node screens against Fairy-Stockfish, but it
//! costs about 6% of Palace's nodes per second in Janggi game positions,
//! and with its nodes cut by 12% (the cost as first measured) it scored
//! below (docs/engine-log.md, 2026-12-05). None of the three differences
//! is significant.

use super::mobility::*;
use super::terms::Sink;
use crate::weights::KING_DANGER;
use palace_rules::attacks::horse_attackers;
use palace_rules::{Color, Position};

/// Danger units per piece that attacks a point of the enemy palace, by
/// kind as `role` gives it (general, advisor, elephant, horse, chariot,
/// cannon, soldier from index 1).
const ATTACKER_UNITS: [i32; 8] = [0, 0, 0, 40, 80, 40, 60, 30];
/// Per point of the palace the enemy attacks that no defender but the
/// general covers (the fit gave it 0; kept for refits).
const WEAK_POINT_UNITS: i32 = 0;
/// Per kind of piece that can give a safe check (to a point not held by
/// its own side and not attacked by the defender): chariot, cannon, horse.
const SAFE_CHECK_UNITS: [i32; 3] = [88, 62, 83];
/// Per kind of piece that can give check only where the defender covers
/// the point: chariot, cannon, horse.
const UNSAFE_CHECK_UNITS: [i32; 3] = [0, 12, 18];
/// Taken off when the attacker has no chariot left (Stockfish: no queen).
const NO_CHARIOT_UNITS: i32 = 87;
/// Taken off every attack: below this many units there is no danger.
const DANGER_THRESHOLD: i32 = 108;
/// The feature is `danger^2 / DANGER_DIV` (so that its weight is a few
/// centipawns).
const DANGER_DIV: i32 = 64;

/// What the piece loop of the evaluation gathers for the danger: for each
/// side, how many of its pieces of each kind attack a point of the enemy
/// palace.
#[derive(Default)]
pub(super) struct PalaceAttack {
    pub(super) attackers: [[i32; 8]; 2],
}

impl PalaceAttack {
    /// Counts the piece of kind `ro` of side `us` that attacks `att`.
    #[inline(always)]
    pub(super) fn add(&mut self, us: usize, ro: u8, att: u128) {
        if att & PALACE[us ^ 1] != 0 {
            self.attackers[us][usize::from(ro)] += 1;
        }
    }
}

/// The parts of one side's attack on the enemy general, before the units
/// weigh them (the UCI `eval` command prints them, for refitting the
/// units: `tools/tune/fit_danger.py`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DangerParts {
    /// Pieces of each kind (as `role` gives it: index 1 general ... 7
    /// soldier) that attack a point of the enemy palace.
    pub attackers: [i32; 8],
    /// Points of the enemy palace attacked and covered by no defender
    /// but the general.
    pub weak_points: i32,
    /// Chariot, cannon, horse: some piece of that kind can check safely.
    pub safe_checks: [bool; 3],
    /// Chariot, cannon, horse: some piece of that kind can check, but
    /// only on a point the defender covers.
    pub unsafe_checks: [bool; 3],
    /// The attacker has no chariot.
    pub no_chariot: bool,
}

impl DangerParts {
    /// The danger units of the parts (the feature is their square, where
    /// positive).
    #[must_use]
    pub fn units(&self) -> i32 {
        let mut danger = -DANGER_THRESHOLD + WEAK_POINT_UNITS * self.weak_points;
        for (n, u) in self.attackers.iter().zip(ATTACKER_UNITS) {
            danger += n * u;
        }
        for k in 0..3 {
            if self.safe_checks[k] {
                danger += SAFE_CHECK_UNITS[k];
            } else if self.unsafe_checks[k] {
                danger += UNSAFE_CHECK_UNITS[k];
            }
        }
        if self.no_chariot {
            danger -= NO_CHARIOT_UNITS;
        }
        danger
    }

    /// The one-line form the UCI `eval` command prints.
    #[must_use]
    pub fn to_line(&self) -> String {
        let flags = |f: &[bool; 3]| f.map(|x| u8::from(x).to_string()).join(" ");
        format!(
            "attackers {} weak {} safe {} unsafe {} no-chariot {}",
            self.attackers[1..]
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(" "),
            self.weak_points,
            flags(&self.safe_checks),
            flags(&self.unsafe_checks),
            u8::from(self.no_chariot)
        )
    }
}

/// Points from which a horse would attack the point `g`: the rules'
/// horse-attacker table (the one check detection reads), where the
/// horse's leg point is empty.
fn horse_checks(b: &Board, g: usize) -> u128 {
    let t = horse_attackers(g);
    let mut set = 0u128;
    for k in 0..usize::from(t.len) {
        if b.sq[usize::from(t.b1[k])].is_empty() {
            set |= POINT[usize::from(t.to[k])];
        }
    }
    set
}

/// The points from which each kind (chariot, cannon, horse) of the enemy
/// of `us` would check `us`'s general on `g`: seen from the general, as
/// the chariot's and the cannon's moves are symmetric (the horse's leg is
/// not, see `horse_checks`). The points are what `chariot_mobility` and
/// `cannon_mobility` from `g` would mark as attacked; one walk along each
/// line serves both, as the chariot's first piece is the cannon's screen
/// (the danger's whole cost in play is in this function and the piece
/// loop's palace counts).
fn check_points(b: &Board, g: usize, janggi: bool) -> [u128; 3] {
    let occ = b.occ;
    let (mut rays, mut screens) = (0u128, 0u128);
    for d in 0..4 {
        let ray = line_sets(g)[d];
        let blockers = ray & occ;
        if blockers == 0 {
            rays |= ray;
            continue;
        }
        let screen = first_on_ray(blockers, d);
        let beyond = line_sets(screen)[d];
        rays |= ray ^ beyond;
        // A Janggi cannon does not jump a cannon.
        if janggi && role(b.sq[screen]) == CANNON {
            continue;
        }
        let blockers = beyond & occ;
        if blockers == 0 {
            screens |= beyond;
            continue;
        }
        let t = first_on_ray(blockers, d);
        screens |= beyond ^ line_sets(t)[d] ^ POINT[t];
        // Nor does it take one.
        if !(janggi && role(b.sq[t]) == CANNON) {
            screens |= POINT[t];
        }
    }
    if janggi {
        for d in 0..4 {
            let mut screened = false;
            for &t in palace_line(g, d) {
                let m = POINT[usize::from(t)];
                let c = b.sq[usize::from(t)];
                if !screened {
                    rays |= m;
                    if c.is_empty() {
                        continue;
                    }
                    if role(c) == CANNON {
                        break;
                    }
                    screened = true;
                } else {
                    if c.is_empty() || role(c) != CANNON {
                        screens |= m;
                    }
                    if !c.is_empty() {
                        break;
                    }
                }
            }
        }
    }
    [rays, screens, horse_checks(b, g)]
}

/// The board's facts the danger reads, gathered by the evaluation's
/// piece loop.
pub(super) struct DangerInput<'a> {
    pub(super) janggi: bool,
    /// Points attacked by each side's pieces of each kind.
    pub(super) att_by: &'a [[u128; 8]; 2],
    /// Points attacked by each side.
    pub(super) all: &'a [u128; 2],
    pub(super) attack: &'a PalaceAttack,
    /// Each side's chariot count.
    pub(super) chariots: [i32; 2],
}

/// The parts of the attack on `color`'s general.
fn parts(b: &Board, pos: &Position, input: &DangerInput, color: Color) -> DangerParts {
    let us = color.index();
    let them = us ^ 1;
    let att_by = input.att_by;
    let mine = input.all[us];
    // Covered by a defender other than the general itself.
    let defended = att_by[us][2..].iter().fold(0u128, |a, &x| a | x);
    let theirs = input.all[them];
    let open = !b.own[them];
    let safe = open & !mine;
    let points = check_points(b, pos.general(color).index(), input.janggi);
    let mut p = DangerParts {
        attackers: input.attack.attackers[them],
        weak_points: (theirs & PALACE[us] & !defended).count_ones() as i32,
        no_chariot: input.chariots[them] == 0,
        ..DangerParts::default()
    };
    for (k, kind) in [CHARIOT, CANNON, HORSE].into_iter().enumerate() {
        let checks = points[k] & att_by[them][usize::from(kind)];
        p.safe_checks[k] = checks & safe != 0;
        p.unsafe_checks[k] = checks & open & !safe != 0;
    }
    p
}

/// Adds each side's danger feature: the square of the danger units its
/// attack on the enemy general adds up to, credited to the attacker.
#[inline(always)]
pub(super) fn king_danger<S: Sink>(b: &Board, pos: &Position, input: &DangerInput, sink: &mut S) {
    for color in Color::ALL {
        let p = parts(b, pos, input, color);
        sink.danger_parts(color.index() ^ 1, &p);
        let danger = p.units();
        if danger > 0 {
            sink.add(color.index() ^ 1, KING_DANGER, danger * danger / DANGER_DIV);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::features;
    use palace_rules::{Piece, Role, RuleSet, Setup};

    /// The check points of each kind are exactly the points where a piece
    /// of that kind of the other side gives check (placed there, on an
    /// empty point or one of the defender's pieces other than the
    /// general), over random games of every rule set.
    #[test]
    fn check_points_are_where_each_kind_gives_check() {
        let mut rng = crate::search::Rng::new(0x005E_ED0F_DA4E_u64);
        let mut checked = 0;
        for rules in palace_rules::PRESETS {
            let janggi = rules.variant == palace_rules::Variant::Janggi;
            for _ in 0..6 {
                let mut pos = Position::start(rules);
                for _ in 0..rng.below(80) {
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    pos.play_unchecked(legal[rng.below(legal.len() as u64) as usize]);
                }
                // With a check already on the board a placed piece says
                // nothing about itself.
                if pos.in_check() {
                    continue;
                }
                let color = pos.turn();
                let g = pos.general(color);
                let points = check_points(&Board::of(&pos), g.index(), janggi);
                for (k, role) in [Role::Chariot, Role::Cannon, Role::Horse].into_iter().enumerate() {
                    for (s, &bit) in POINT.iter().enumerate() {
                        let mut setup: Setup = pos.to_setup();
                        let there = setup.board[s];
                        // Not the general, not the attacker's own pieces, and
                        // not a Janggi cannon capturing a cannon (never legal).
                        if s == g.index()
                            || there.is_some_and(|p| {
                                p.color != color || (janggi && role == Role::Cannon && p.role == Role::Cannon)
                            })
                        {
                            continue;
                        }
                        // A piece on a cannon's screen point checks
                        // whatever its kind: such points say nothing.
                        setup.board[s] = Some(Piece::new(color, Role::Chariot));
                        if Position::from_setup(&setup, rules).is_ok_and(|p| p.in_check()) {
                            continue;
                        }
                        setup.board[s] = Some(Piece::new(!color, role));
                        // Positions the rules refuse (a piece where its
                        // kind may not stand) say nothing.
                        let Ok(placed) = Position::from_setup(&setup, rules) else {
                            continue;
                        };
                        let expected = placed.in_check();
                        let got = points[k] & bit != 0;
                        assert_eq!(got, expected, "{} {role:?} on point {s}", pos.fen());
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 5_000, "{checked}");
    }

    /// A horse on the palace and a chariot with a safe check add up to
    /// danger for the attacker; the same check covered by the defender's
    /// horse, or no horse on the palace, leave it under the threshold.
    #[test]
    fn a_safe_check_and_a_palace_attacker_are_danger() {
        let jg = RuleSet::preset("janggi").unwrap();
        let danger = |fen: &str| features(&Position::from_fen(fen, jg).unwrap())[KING_DANGER];
        // Red chariot a7 checks from e7; red horse g6 attacks f8.
        let attack = danger("9/3aka3/9/R8/6N2/9/9/9/3K5/9 w - - 0 1");
        assert_eq!(attack, (80 + 88 - 108) * (80 + 88 - 108) / 64);
        // A black horse on g8 covers e7: the check is no longer safe.
        assert_eq!(danger("9/3aka3/6n2/R8/6N2/9/9/9/3K5/9 w - - 0 1"), 0);
        // Without the horse on the palace the lone check stays under it.
        assert_eq!(danger("9/3aka3/9/R8/9/9/9/9/3K5/9 w - - 0 1"), 0);
        // The defender's side of the feature: the same attack by Cho on Han.
        assert_eq!(danger("9/3k5/9/9/9/6n2/r8/9/3AKA3/9 b - - 0 1"), -attack);
    }

    /// A horse's check needs its leg point empty.
    #[test]
    fn a_horse_check_needs_its_leg_free() {
        let jg = RuleSet::preset("janggi").unwrap();
        let open = Position::from_fen("9/4k4/9/9/9/9/9/9/3K5/9 w - - 0 1", jg).unwrap();
        let blocked = Position::from_fen("9/4k4/3p5/9/9/9/9/9/3K5/9 w - - 0 1", jg).unwrap();
        // Black's general on e9 (index 76): d7 (index 57) checks over d8.
        let g = open.general(Color::Second).index();
        let d7 = POINT[57];
        assert_ne!(horse_checks(&Board::of(&open), g) & d7, 0);
        assert_eq!(horse_checks(&Board::of(&blocked), g) & d7, 0);
    }
}
