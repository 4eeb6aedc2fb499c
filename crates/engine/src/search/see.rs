//! Static tests of a move before it is played: the exchange evaluation
//! (what the side to move wins on the destination when both sides keep
//! capturing there with their cheapest piece), and whether a move may give
//! check at all.

use crate::eval::piece_value;
use palace_rules::attacks::{
    check_zone, horse_attackers, jg_elephant_attackers, line, palace_line, steps, xq_elephant_leaps, Leaps,
};
use palace_rules::{Color, Move, Occupant, Piece, Position, Role, Variant};

/// The exchange evaluator works on a copy of `Position::board`.
type SeeBoard = [Occupant; 90];
const SEE_EMPTY: Occupant = Occupant::EMPTY;
/// Value of a general in an exchange: never worth giving up.
const SEE_GENERAL: i32 = 5_000;

/// A piece of `color` (by index) and kind `role` (as in `Role`).
#[inline]
fn see_code(color: usize, role: usize) -> Occupant {
    Occupant::new(Piece::new(Color::ALL[color], Role::ALL[role]))
}

/// The kind of the piece on a point, as in `Role` (callers ask only of
/// points that hold one), from the layout `Occupant::index` documents:
/// cheaper in the exchange loop than building the `Piece`.
#[inline]
fn role_of(o: Occupant) -> usize {
    (o.index() & 7) - 1
}

/// The points of a table of leaps.
#[inline]
fn points(l: &Leaps) -> &[u8] {
    &l.to[..l.len as usize]
}

/// Calls `f(square, role)` for the pieces of `c` that can capture on `t` on
/// board `b` (pins and the flying general ignored), cheapest kinds first;
/// stops when `f` returns true. Pieces of one kind come in a fixed order
/// (which piece takes first can open a line for the next), kept as it was
/// when this had its own geometry, so the search does not change.
fn see_attackers(
    b: &SeeBoard,
    t: usize,
    c: usize,
    rules: &palace_rules::RuleSet,
    mut f: impl FnMut(usize, usize) -> bool,
) {
    let janggi = rules.variant == Variant::Janggi;
    let (us, them) = (Color::ALL[c], Color::ALL[c ^ 1]);
    let is = |s: u8, role: Role| b[usize::from(s)] == see_code(c, role as usize);
    let empty = |s: u8| b[usize::from(s)] == SEE_EMPTY;
    // Soldiers: from the points a Janggi soldier of the other side steps to
    // from `t` (behind, the sides, then the palace diagonals); in Xiangqi a
    // sideways capture also needs the river crossed, as its own steps say.
    let diagonals = janggi && rules.soldier_palace_diagonals;
    if let Some(from) = steps(Variant::Janggi, diagonals, Role::Soldier, them, t) {
        for &s in points(from) {
            if is(s, Role::Soldier)
                && (janggi
                    || steps(Variant::Xiangqi, false, Role::Soldier, us, usize::from(s))
                        .is_some_and(|l| points(l).contains(&(t as u8))))
                && f(usize::from(s), Role::Soldier as usize)
            {
                return;
            }
        }
    }
    // Advisors: north-east, south-east, north-west, south-west, then (in
    // Janggi) north, south, east, west.
    if janggi {
        for d in [0, 2, 1, 3] {
            if let Some(&s) = palace_line(t, d).first() {
                if is(s, Role::Advisor) && f(usize::from(s), Role::Advisor as usize) {
                    return;
                }
            }
        }
        // A Xiangqi general's steps: the orthogonal steps in the palace.
        if let Some(l) = steps(Variant::Xiangqi, false, Role::General, us, t) {
            for &s in points(l) {
                if is(s, Role::Advisor) && f(usize::from(s), Role::Advisor as usize) {
                    return;
                }
            }
        }
    } else if let Some(l) = steps(Variant::Xiangqi, false, Role::Advisor, us, t) {
        // The table lists north-east, north-west, south-east, south-west;
        // only a palace centre has both of the middle two.
        for i in [0, 2, 1, 3] {
            if let Some(&s) = points(l).get(i) {
                if is(s, Role::Advisor) && f(usize::from(s), Role::Advisor as usize) {
                    return;
                }
            }
        }
    }
    // Elephants and horses, in the tables' order: the point a leaper leaves
    // is on no line, leg or blocking point of another attack on `t`, so
    // which of two takes first does not change the exchange.
    if janggi {
        let l = jg_elephant_attackers(t);
        for i in 0..usize::from(l.len) {
            let s = l.to[i];
            if is(s, Role::Elephant)
                && empty(l.b1[i])
                && empty(l.b2[i])
                && f(usize::from(s), Role::Elephant as usize)
            {
                return;
            }
        }
    } else {
        let l = xq_elephant_leaps(t);
        for i in 0..usize::from(l.len) {
            let s = l.to[i];
            if is(s, Role::Elephant) && empty(l.b1[i]) && f(usize::from(s), Role::Elephant as usize) {
                return;
            }
        }
    }
    let l = horse_attackers(t);
    for i in 0..usize::from(l.len) {
        let s = l.to[i];
        if is(s, Role::Horse) && empty(l.b1[i]) && f(usize::from(s), Role::Horse as usize) {
            return;
        }
    }
    // Cannons and chariots along the lines through `t`: north, south, east,
    // west, then the palace diagonals north-east, south-east, north-west,
    // south-west.
    let target_cannon = role_of(b[t]) == Role::Cannon as usize;
    let mut chariots = [0usize; 8];
    let mut n_chariots = 0;
    let lines: &[usize] = if janggi {
        &[0, 1, 2, 3, 4, 6, 5, 7]
    } else {
        &[0, 1, 2, 3]
    };
    for &d in lines {
        let ray = if d < 4 { line(t, d) } else { palace_line(t, d - 4) };
        let mut pieces = ray.iter().map(|&s| usize::from(s)).filter(|&s| b[s] != SEE_EMPTY);
        let Some(s1) = pieces.next() else { continue };
        if b[s1] == see_code(c, Role::Chariot as usize) {
            chariots[n_chariots] = s1;
            n_chariots += 1;
        }
        if janggi && (target_cannon || role_of(b[s1]) == Role::Cannon as usize) {
            continue;
        }
        if let Some(s) = pieces.next() {
            if b[s] == see_code(c, Role::Cannon as usize) && f(s, Role::Cannon as usize) {
                return;
            }
        }
    }
    for &s in &chariots[..n_chariots] {
        if f(s, Role::Chariot as usize) {
            return;
        }
    }
    // The general (one a side, so the order does not matter).
    if let Some(l) = steps(rules.variant, false, Role::General, us, t) {
        for &s in points(l) {
            if is(s, Role::General) && f(usize::from(s), Role::General as usize) {
                return;
            }
        }
    }
}

/// The exchange board of a position.
fn see_board(pos: &Position) -> SeeBoard {
    *pos.board()
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
pub(super) fn see_cached(cache: &mut Option<SeeBoard>, pos: &Position, m: Move) -> i32 {
    let b = cache.get_or_insert_with(|| see_board(pos));
    see_on(b, pos, m)
}

fn see_on(board: &SeeBoard, pos: &Position, m: Move) -> i32 {
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
        see_value(janggi, role_of(b[t]))
    };
    let mut on_square = see_value(janggi, role_of(b[from]));
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

/// False only when the (non-pass) move `m` cannot give check: it neither
/// leaves nor reaches a point of the enemy general's
/// `palace_rules::attacks::check_zone`. Lets the search prune quiet moves
/// without playing them first.
#[inline]
pub(super) fn may_check(pos: &Position, m: Move) -> bool {
    let zone = check_zone(pos.variant(), pos.general(!pos.turn()).index());
    zone.leave.contains(m.from()) || zone.reach.contains(m.to())
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
                        if !b[t]
                            .piece()
                            .is_some_and(|p| p.color.index() != us && p.role != Role::General)
                        {
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
