//! Static tests of a move before it is played: the exchange evaluation
//! (what the side to move wins on the destination when both sides keep
//! capturing there with their cheapest piece), and whether a move may give
//! check at all.

use crate::eval::piece_value;
use palace_rules::square::{HORSE_OFFSETS, JG_ELEPHANT_OFFSETS};
use palace_rules::{Move, Position, Role, Variant};

/// Board codes of the exchange evaluator: `role + 1`, plus 8 for the second
/// player; 0 is empty.
const SEE_EMPTY: u8 = 0;
/// Value of a general in an exchange: never worth giving up.
const SEE_GENERAL: i32 = 5_000;

#[inline]
fn see_code(color: usize, role: usize) -> u8 {
    (role as u8 + 1) | ((color as u8) << 3)
}

#[inline]
fn see_sq(f: i32, r: i32) -> Option<usize> {
    if (0..9).contains(&f) && (0..10).contains(&r) {
        Some((r * 9 + f) as usize)
    } else {
        None
    }
}

#[inline]
fn see_in_palace(f: i32, r: i32) -> bool {
    (3..=5).contains(&f) && (r <= 2 || r >= 7)
}

/// Corners and centres of the palaces.
#[inline]
fn see_palace_diag(f: i32, r: i32) -> bool {
    if !see_in_palace(f, r) {
        return false;
    }
    let rr = if r >= 7 { r - 7 } else { r };
    (f == 4 && rr == 1) || (f != 4 && rr != 1)
}

/// A one-point step along a palace line (Janggi general, advisor, soldier).
#[inline]
fn see_palace_step(f1: i32, r1: i32, f2: i32, r2: i32) -> bool {
    if !see_in_palace(f1, r1) || !see_in_palace(f2, r2) || (r1 >= 7) != (r2 >= 7) {
        return false;
    }
    f1 == f2 || r1 == r2 || (see_palace_diag(f1, r1) && see_palace_diag(f2, r2))
}

/// Calls `f(square, role)` for the pieces of `c` that can capture on `t` on
/// board `b` (pins and the flying general ignored), cheapest kinds first;
/// stops when `f` returns true.
fn see_attackers(
    b: &[u8; 90],
    t: usize,
    c: usize,
    rules: &palace_rules::RuleSet,
    mut f: impl FnMut(usize, usize) -> bool,
) {
    let janggi = rules.variant == Variant::Janggi;
    let tf = (t % 9) as i32;
    let tr = (t / 9) as i32;
    let is = |s: Option<usize>, role: usize| s.is_some_and(|s| b[s] == see_code(c, role));
    let empty = |f: i32, r: i32| see_sq(f, r).is_some_and(|s| b[s] == SEE_EMPTY);
    // Soldiers.
    let fwd = if c == 0 { 1 } else { -1 };
    let s = see_sq(tf, tr - fwd);
    if is(s, Role::Soldier as usize) && f(s.unwrap_or(0), Role::Soldier as usize) {
        return;
    }
    let crossed = if c == 0 { tr >= 5 } else { tr <= 4 };
    if janggi || crossed {
        for df in [-1, 1] {
            let s = see_sq(tf + df, tr);
            if is(s, Role::Soldier as usize) && f(s.unwrap_or(0), Role::Soldier as usize) {
                return;
            }
        }
    }
    if janggi && rules.soldier_palace_diagonals {
        for df in [-1, 1] {
            let s = see_sq(tf + df, tr - fwd);
            if is(s, Role::Soldier as usize)
                && see_palace_step(tf + df, tr - fwd, tf, tr)
                && see_palace_diag(tf + df, tr - fwd)
                && see_palace_diag(tf, tr)
                && f(s.unwrap_or(0), Role::Soldier as usize)
            {
                return;
            }
        }
    }
    // Advisors.
    if see_in_palace(tf, tr) {
        for (df, dr) in [
            (1, 1),
            (1, -1),
            (-1, 1),
            (-1, -1),
            (0, 1),
            (0, -1),
            (1, 0),
            (-1, 0),
        ] {
            let diag = df != 0 && dr != 0;
            if !janggi && !diag {
                continue;
            }
            let (sf, sr) = (tf + df, tr + dr);
            let ok = if janggi {
                see_palace_step(sf, sr, tf, tr)
            } else {
                see_in_palace(sf, sr) && (sr >= 7) == (tr >= 7)
            };
            let s = see_sq(sf, sr);
            if ok && is(s, Role::Advisor as usize) && f(s.unwrap_or(0), Role::Advisor as usize) {
                return;
            }
        }
    }
    // Elephants.
    if janggi {
        for (df, dr) in JG_ELEPHANT_OFFSETS {
            let (sf, sr) = (tf - df, tr - dr);
            let s = see_sq(sf, sr);
            if !is(s, Role::Elephant as usize) {
                continue;
            }
            let (b1, b2) = if i32::abs(df) == 3 {
                ((sf + df.signum(), sr), (sf + 2 * df.signum(), sr + dr.signum()))
            } else {
                ((sf, sr + dr.signum()), (sf + df.signum(), sr + 2 * dr.signum()))
            };
            if empty(b1.0, b1.1) && empty(b2.0, b2.1) && f(s.unwrap_or(0), Role::Elephant as usize) {
                return;
            }
        }
    } else {
        for (df, dr) in [(1, 1), (1, -1), (-1, 1), (-1, -1)] {
            let (sf, sr) = (tf + 2 * df, tr + 2 * dr);
            let s = see_sq(sf, sr);
            if is(s, Role::Elephant as usize)
                && (sr >= 5) == (tr >= 5)
                && empty(tf + df, tr + dr)
                && f(s.unwrap_or(0), Role::Elephant as usize)
            {
                return;
            }
        }
    }
    // Horses.
    for (df, dr) in HORSE_OFFSETS {
        let (sf, sr) = (tf - df, tr - dr);
        let s = see_sq(sf, sr);
        if !is(s, Role::Horse as usize) {
            continue;
        }
        let leg = if i32::abs(df) == 2 {
            (sf + df.signum(), sr)
        } else {
            (sf, sr + dr.signum())
        };
        if empty(leg.0, leg.1) && f(s.unwrap_or(0), Role::Horse as usize) {
            return;
        }
    }
    // Cannons and chariots along the lines through `t`.
    let target_cannon = b[t] & 7 == Role::Cannon as u8 + 1;
    let mut chariots = [0usize; 8];
    let mut n_chariots = 0;
    let diag_ok = janggi && see_palace_diag(tf, tr);
    for (d, (df, dr)) in [
        (0, 1),
        (0, -1),
        (1, 0),
        (-1, 0),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-1, -1),
    ]
    .into_iter()
    .enumerate()
    {
        let diagonal = d >= 4;
        if diagonal && !diag_ok {
            continue;
        }
        let on_ray = |k: i32| -> Option<usize> {
            let (sf, sr) = (tf + k * df, tr + k * dr);
            if diagonal && (!see_palace_diag(sf, sr) || (sr >= 7) != (tr >= 7)) {
                return None;
            }
            see_sq(sf, sr)
        };
        let mut k = 1;
        let mut first = None;
        while let Some(s) = on_ray(k) {
            k += 1;
            if b[s] != SEE_EMPTY {
                first = Some(s);
                break;
            }
        }
        let Some(s1) = first else { continue };
        if b[s1] == see_code(c, Role::Chariot as usize) {
            chariots[n_chariots] = s1;
            n_chariots += 1;
        }
        if janggi && (target_cannon || b[s1] & 7 == Role::Cannon as u8 + 1) {
            continue;
        }
        while let Some(s) = on_ray(k) {
            k += 1;
            if b[s] != SEE_EMPTY {
                if b[s] == see_code(c, Role::Cannon as usize) && f(s, Role::Cannon as usize) {
                    return;
                }
                break;
            }
        }
    }
    for &s in &chariots[..n_chariots] {
        if f(s, Role::Chariot as usize) {
            return;
        }
    }
    // The general.
    if see_in_palace(tf, tr) {
        for (df, dr) in [
            (0, 1),
            (0, -1),
            (1, 0),
            (-1, 0),
            (1, 1),
            (1, -1),
            (-1, 1),
            (-1, -1),
        ] {
            let diag = df != 0 && dr != 0;
            if !janggi && diag {
                continue;
            }
            let (sf, sr) = (tf + df, tr + dr);
            let s = see_sq(sf, sr);
            let ok = if janggi {
                see_palace_step(sf, sr, tf, tr)
            } else {
                see_in_palace(sf, sr) && (sr >= 7) == (tr >= 7)
            };
            if ok && is(s, Role::General as usize) && f(s.unwrap_or(0), Role::General as usize) {
                return;
            }
        }
    }
}

/// The exchange board of a position.
fn see_board(pos: &Position) -> [u8; 90] {
    // The rules library's board codes are the exchange codes.
    *pos.codes()
}

#[inline]
fn see_value(janggi: bool, role: usize) -> i32 {
    if role == Role::General as usize {
        SEE_GENERAL
    } else {
        piece_value(janggi, role)
    }
}

/// Static exchange evaluation of `m` (a capture or a quiet move): the
/// material the side to move wins on the destination when both sides
/// capture there with their cheapest piece and may stop at any time.
#[cfg(test)]
fn see(pos: &Position, m: Move) -> i32 {
    see_on(&see_board(pos), pos, m)
}

/// [`see`] with the exchange board of `pos` already built, or built into
/// `cache` on first use.
#[inline]
pub(super) fn see_cached(cache: &mut Option<[u8; 90]>, pos: &Position, m: Move) -> i32 {
    let b = cache.get_or_insert_with(|| see_board(pos));
    see_on(b, pos, m)
}

fn see_on(board: &[u8; 90], pos: &Position, m: Move) -> i32 {
    if m.is_pass() {
        return 0;
    }
    let rules = pos.rules();
    let janggi = rules.variant == Variant::Janggi;
    let mut b = *board;
    let (from, t) = (m.from().index(), m.to().index());
    let mut gain = [0i32; 40];
    gain[0] = if b[t] == SEE_EMPTY {
        0
    } else {
        see_value(janggi, usize::from((b[t] & 7) - 1))
    };
    let mut on_square = see_value(janggi, usize::from((b[from] & 7) - 1));
    b[t] = b[from];
    b[from] = SEE_EMPTY;
    let mut side = pos.turn().index() ^ 1;
    let mut d = 0;
    while d + 1 < gain.len() {
        let mut found = None;
        see_attackers(&b, t, side, rules, |s, role| {
            found = Some((s, role));
            true
        });
        let Some((s, role)) = found else { break };
        d += 1;
        gain[d] = on_square - gain[d - 1];
        if (-gain[d - 1]).max(gain[d]) < 0 {
            break;
        }
        on_square = see_value(janggi, role);
        b[t] = b[s];
        b[s] = SEE_EMPTY;
        side ^= 1;
    }
    while d > 0 {
        gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
        d -= 1;
    }
    gain[0]
}

/// reach to be able to give check in either game (its file and rank, and
/// every point at most two files and two ranks away: lines for chariots and
/// cannons and their screens, palace diagonals, horse and elephant legs,
/// horse and soldier attacks), and the points a Janggi elephant checks from.
struct CheckZones {
    near: [u128; 90],
    jg_elephant: [u128; 90],
}

const fn make_check_zones() -> CheckZones {
    let mut z = CheckZones {
        near: [0; 90],
        jg_elephant: [0; 90],
    };
    let mut g = 0;
    while g < 90 {
        let (gf, gr) = ((g % 9) as i32, (g / 9) as i32);
        let mut s: usize = 0;
        while s < 90 {
            let (f, r) = ((s % 9) as i32, (s / 9) as i32);
            let (df, dr) = ((f - gf).abs(), (r - gr).abs());
            if df == 0 || dr == 0 || (df <= 2 && dr <= 2) {
                z.near[g] |= 1u128 << s;
            }
            if (df == 2 && dr == 3) || (df == 3 && dr == 2) {
                z.jg_elephant[g] |= 1u128 << s;
            }
            s += 1;
        }
        g += 1;
    }
    z
}

static CHECK_ZONES: CheckZones = make_check_zones();

/// False only when the (non-pass) move `m` cannot give check: it neither
/// leaves nor reaches a point from which a check could start or be
/// uncovered (see `CheckZones`). Lets the search prune quiet moves without
/// playing them first.
#[inline]
pub(super) fn may_check(pos: &Position, m: Move) -> bool {
    let g = pos.general(!pos.turn()).index();
    let (from, to) = (m.from().index(), m.to().index());
    let z = &CHECK_ZONES;
    (z.near[g] >> from) & 1 != 0
        || (z.near[g] >> to) & 1 != 0
        || (pos.variant() == Variant::Janggi
            && (z.jg_elephant[g] >> to) & 1 != 0
            && pos.piece_at(m.from()).is_some_and(|p| p.role == Role::Elephant))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::Rng;
    use palace_rules::{MoveList, Square};

    /// `may_check` never says no to a move that gives check (it lets the
    /// search prune a move unplayed), over random games of every rule set;
    /// and it does say no to a good share of the moves.
    #[test]
    fn moves_that_check_are_never_ruled_out() {
        let mut rng = Rng::new(11);
        let (mut checks, mut ruled_out, mut total) = (0, 0, 0);
        for rules in palace_rules::PRESETS {
            for _ in 0..20 {
                let mut pos = Position::start(rules);
                for _ in 0..150 {
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    for &m in legal.iter().filter(|m| !m.is_pass()) {
                        let check = pos.gives_check(m);
                        let may = may_check(&pos, m);
                        assert!(may || !check, "{} {}", pos.fen(), m);
                        checks += usize::from(check);
                        ruled_out += usize::from(!may);
                        total += 1;
                    }
                    let m = legal[rng.below(legal.len() as u64) as usize];
                    pos.play_unchecked(m);
                }
            }
        }
        assert!(checks > 1_000, "{checks} checks");
        assert!(ruled_out * 4 > total, "{ruled_out} of {total} ruled out");
    }

    /// The exchange evaluator's attackers are the pieces whose pseudo-legal
    /// moves capture on the point, over varied positions of every rule set.
    #[test]
    fn exchange_attackers_match_move_generation() {
        let mut rng = Rng::new(7);
        let mut checked = 0;
        for name in [
            "xiangqi",
            "janggi",
            "janggi-club",
            "janggimodern",
            "janggi-standard",
        ] {
            let rules = palace_rules::RuleSet::preset(name).unwrap();
            for _ in 0..30 {
                let mut pos = Position::start(rules);
                for _ in 0..80 {
                    let mut list = MoveList::new();
                    pos.generate_pseudo_legal(&mut list);
                    let b = see_board(&pos);
                    let us = pos.turn().index();
                    for t in 0..90 {
                        if b[t] == SEE_EMPTY || usize::from(b[t] >> 3) == us || b[t] & 7 == 1 {
                            continue;
                        }
                        let mut expected: Vec<usize> = list
                            .iter()
                            .filter(|m| m.to().index() == t)
                            .map(|m| m.from().index())
                            .collect();
                        let mut got = Vec::new();
                        see_attackers(&b, t, us, rules, |s, _| {
                            got.push(s);
                            false
                        });
                        expected.sort_unstable();
                        got.sort_unstable();
                        assert_eq!(got, expected, "{} {}", pos.fen(), t);
                        checked += 1;
                    }
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    // Prefer captures now and then, to thin the board.
                    let caps: Vec<Move> = legal.iter().copied().filter(|m| pos.is_capture(*m)).collect();
                    let m = if !caps.is_empty() && rng.below(2) == 0 {
                        caps[rng.below(caps.len() as u64) as usize]
                    } else {
                        legal[rng.below(legal.len() as u64) as usize]
                    };
                    pos.play_unchecked(m);
                }
            }
        }
        assert!(checked > 10_000, "{checked}");
    }

    #[test]
    fn exchange_values() {
        let rules = palace_rules::RuleSet::preset("xiangqi").unwrap();
        // Chariot takes a soldier defended by a horse: loses chariot for soldier.
        let pos = Position::from_fen("4k4/9/9/4p4/9/4p4/9/9/4R4/4K4 w - - 0 1", rules).unwrap();
        let m = pos.parse_move("e2e5").unwrap();
        assert_eq!(see(&pos, m), 90);
        let pos = Position::from_fen("4k4/9/5n3/9/4p4/9/9/9/4R4/3K5 w - - 0 1", rules).unwrap();
        let m = pos.parse_move("e2e6").unwrap();
        assert_eq!(see(&pos, m), 90 - 950);
        // A cannon behind the chariot has no screen once the chariot goes.
        let pos = Position::from_fen("4k4/9/5n3/9/4p4/9/9/4R4/4C4/3K5 w - - 0 1", rules).unwrap();
        let m = pos.parse_move("e3e6").unwrap();
        assert_eq!(see(&pos, m), 90 - 950);
        // A second chariot behind does recapture.
        let pos = Position::from_fen("4k4/9/5n3/9/4p4/9/9/4R4/4R4/3K5 w - - 0 1", rules).unwrap();
        let m = pos.parse_move("e3e6").unwrap();
        assert_eq!(see(&pos, m), 90 - 950 + 430);
        // The cannon over the chariot takes first; the chariot then
        // recaptures through the cleared file.
        let m = Move::new(Square::parse("e2").unwrap(), Square::parse("e6").unwrap());
        let pos = Position::from_fen("4k4/9/5n3/9/4p4/9/9/4R4/4C4/3K5 w - - 0 1", rules).unwrap();
        assert_eq!(see(&pos, m), 90 - 460 + 430);
        // A quiet move onto a point the horse covers loses the piece.
        let m = pos.parse_move("e3e4").unwrap();
        assert_eq!(see(&pos, m), 0);
        let m = pos.parse_move("e3f3").unwrap();
        assert_eq!(see(&pos, m), 0);
        let pos = Position::from_fen("3k5/9/5n3/9/9/9/9/4R4/4C4/4K4 w - - 0 1", rules).unwrap();
        let m = pos.parse_move("e3e6").unwrap();
        assert_eq!(see(&pos, m), -950);
    }
}
