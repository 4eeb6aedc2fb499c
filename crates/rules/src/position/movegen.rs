//! Move generation and legality: pseudo-legal moves piece by piece, the
//! shortcut that spares most of them the full legality test, and whether
//! a point is attacked.

use super::{MoveFilter, Position};
use crate::movelist::MoveList;
use crate::moves::{parse_coordinate, Move, ParseMoveError};
use crate::piece::code;
use crate::rules::{Facing, PassRule, Variant};
use crate::square::{Leaps, DANGER, NONE, NUM_SQUARES, TABLES};

impl Position {
    // -- move generation ----------------------------------------------------

    /// All legal moves, passes included where the rule set allows them.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate_legal(&mut list);
        list
    }

    /// Appends all legal moves to `list` (after clearing it).
    pub fn generate_legal(&self, list: &mut MoveList) {
        list.clear();
        self.generate_pseudo(list);
        let filter = self.exact_legality_filter();
        list.retain(|m| self.is_legal_with(&filter, m));
        if self.pass_legal() {
            list.push(Move::from_raw(
                self.generals[self.turn.index()],
                self.generals[self.turn.index()],
            ));
        }
    }

    /// Appends the legal captures to `list` (after clearing it): exactly the
    /// moves of [`Position::generate_legal`] that capture, in the same order.
    /// For a search's quiescence, which skips the legality test of quiet moves.
    pub fn generate_captures(&self, list: &mut MoveList) {
        list.clear();
        self.generate_pseudo_captures(list);
        let filter = self.exact_legality_filter();
        list.retain(|m| self.is_legal_with(&filter, m));
    }

    /// The captures among [`Position::generate_pseudo_legal`]'s moves, in
    /// the same order (after clearing `list`).
    pub fn generate_pseudo_legal_captures(&self, list: &mut MoveList) {
        list.clear();
        self.generate_pseudo_captures(list);
    }

    /// Pseudo-legal moves (after clearing `list`): the moves of the pieces,
    /// some of which may leave the own general attacked or break a facing
    /// rule; passes excluded. With [`Position::pseudo_legal_is_legal`] a
    /// search tests legality only of the moves it reaches.
    #[inline]
    pub fn generate_pseudo_legal(&self, list: &mut MoveList) {
        list.clear();
        self.generate_pseudo(list);
    }

    /// Whether a move of [`Position::generate_pseudo_legal`] is legal (not
    /// meaningful for other moves; use [`Position::is_legal`] for those).
    #[must_use]
    #[inline]
    pub fn pseudo_legal_is_legal(&self, m: Move) -> bool {
        self.is_legal_with(&self.legality_filter(), m)
    }

    /// What [`Position::pseudo_legal_is_legal_with`] needs to test many of
    /// this position's pseudo-legal moves quickly (computed once).
    #[must_use]
    pub fn move_filter(&self) -> MoveFilter {
        MoveFilter(self.exact_legality_filter())
    }

    /// [`Position::pseudo_legal_is_legal`] with the position's
    /// [`Position::move_filter`] (only meaningful with this position's).
    #[must_use]
    #[inline]
    pub fn pseudo_legal_is_legal_with(&self, filter: &MoveFilter, m: Move) -> bool {
        self.is_legal_with(&filter.0, m)
    }

    /// Number of legal moves (perft's leaf count).
    #[must_use]
    pub fn count_legal(&self) -> usize {
        let mut list = MoveList::new();
        self.generate_pseudo(&mut list);
        let filter = self.exact_legality_filter();
        let mut n = list.iter().filter(|m| self.is_legal_with(&filter, **m)).count();
        if self.pass_legal() {
            n += 1;
        }
        n
    }

    /// Whether a pass is legal now.
    #[must_use]
    pub fn pass_legal(&self) -> bool {
        match self.rules.pass {
            PassRule::Never => false,
            PassRule::WhenNotInCheck => {
                !self.checkers || (self.facing && self.rules.facing == Facing::BreakOrPass)
            }
        }
    }

    /// Whether `m` is legal here.
    #[must_use]
    pub fn is_legal(&self, m: Move) -> bool {
        if m.is_pass() {
            return m.from().index() as u8 == self.generals[self.turn.index()] && self.pass_legal();
        }
        let us = self.turn.index();
        let from = m.from().index();
        let piece = self.board[from];
        if piece == 0 || code::color(piece) != us {
            return false;
        }
        let mut list = MoveList::new();
        self.generate_piece::<false>(&mut list, from, us);
        list.contains(&m) && self.is_pseudo_legal_move_legal(m)
    }

    /// Parses a coordinate move and checks it is legal here.
    pub fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        let m = parse_coordinate(text)?;
        if self.is_legal(m) {
            Ok(m)
        } else {
            Err(ParseMoveError::Illegal(text.to_owned()))
        }
    }

    /// In check, or a facing rule binds now: no shortcut applies.
    #[inline]
    fn every_move_needs_the_full_test(&self) -> bool {
        self.checkers || (matches!(self.rules.facing, Facing::BreakOrPass | Facing::MustBreak) && self.facing)
    }

    /// What a pseudo-legal move must avoid to be legal without the full
    /// test: `None` when every move needs the full test (in check, or a
    /// facing rule binds now). The points that may matter for the general's
    /// point, from a table (cheap; for a single move).
    #[inline]
    fn legality_filter(&self) -> Option<(u128, u128)> {
        if self.every_move_needs_the_full_test() {
            return None;
        }
        let v = usize::from(self.rules.variant == Variant::Janggi);
        let g = self.generals[self.turn.index()] as usize;
        Some((DANGER.from[v][g], DANGER.to[v][g]))
    }

    /// [`Position::legality_filter`] narrowed to the enemy pieces standing
    /// now: a line from the general matters only with an enemy chariot,
    /// cannon or general on it (screens only with a cannon), a horse leg or
    /// elephant block only with that horse or elephant in place. Worth its
    /// cost for a whole list of moves.
    fn exact_legality_filter(&self) -> Option<(u128, u128)> {
        if self.every_move_needs_the_full_test() {
            return None;
        }
        let janggi = self.rules.variant == Variant::Janggi;
        let us = self.turn.index();
        let them = us ^ 1;
        let g = self.generals[us] as usize;
        let theirs = self.occ[them];
        let mut from = 0u128;
        let mut to = 0u128;
        let lines = if janggi { 8 } else { 4 };
        for &ray in &DANGER.rays[g][..lines] {
            let mut on = ray & theirs;
            let mut slider = false;
            let mut cannon = false;
            while on != 0 {
                let s = on.trailing_zeros() as usize;
                on &= on - 1;
                match code::role(self.board[s]) {
                    code::CANNON => cannon = true,
                    code::CHARIOT | code::GENERAL => slider = true,
                    _ => {}
                }
            }
            if slider || cannon {
                from |= ray;
            }
            if cannon {
                to |= ray;
            }
        }
        let horse = code::make(them, code::HORSE);
        let l = &TABLES.horse_attackers[g];
        for i in 0..l.len as usize {
            if self.board[l.to[i] as usize] == horse {
                from |= 1u128 << l.b1[i];
            }
        }
        if janggi {
            let elephant = code::make(them, code::ELEPHANT);
            let l = &TABLES.jg_elephant_attackers[g];
            for i in 0..l.len as usize {
                if self.board[l.to[i] as usize] == elephant {
                    from |= (1u128 << l.b1[i]) | (1u128 << l.b2[i]);
                }
            }
        }
        Some((from, to))
    }

    /// Legality of a pseudo-legal move: when not in check, a move of another
    /// piece than the general, from a point that uncovers nothing and to a
    /// point that screens nothing, is legal; the rest take the full test.
    /// (Xiangqi's flying general is covered: the general's file is in both
    /// sets.)
    #[inline]
    fn is_legal_with(&self, filter: &Option<(u128, u128)>, m: Move) -> bool {
        if let Some((from_mask, to_mask)) = filter {
            let from = m.from().index();
            if code::role(self.board[from]) != code::GENERAL
                && (from_mask >> from) & 1 == 0
                && (to_mask >> m.to().index()) & 1 == 0
            {
                return true;
            }
        }
        self.is_pseudo_legal_move_legal(m)
    }

    #[inline]
    pub(super) fn is_pseudo_legal_move_legal(&self, m: Move) -> bool {
        let us = self.turn.index();
        let them = us ^ 1;
        let from = m.from().index();
        let to = m.to().index();
        let mut b = self.board;
        let moved = b[from];
        b[to] = moved;
        b[from] = 0;
        let own_general = if code::role(moved) == code::GENERAL {
            to as u8
        } else {
            self.generals[us]
        };
        if self.attacked(&b, own_general, them) {
            return false;
        }
        match self.rules.facing {
            Facing::Free => true,
            Facing::Illegal => !facing_on(&b, own_general, self.generals[them]),
            Facing::BreakOrPass | Facing::MustBreak => {
                !self.facing || !facing_on(&b, own_general, self.generals[them])
            }
        }
    }

    /// Pseudo-legal moves (own general may be left attacked), passes excluded.
    pub(crate) fn generate_pseudo(&self, list: &mut MoveList) {
        self.generate_all::<false>(list);
    }

    /// The captures among the pseudo-legal moves, in the same order.
    fn generate_pseudo_captures(&self, list: &mut MoveList) {
        self.generate_all::<true>(list);
    }

    /// The pseudo-legal moves of every piece of the side to move (only the
    /// captures with `CAPTURES`).
    #[inline]
    fn generate_all<const CAPTURES: bool>(&self, list: &mut MoveList) {
        let us = self.turn.index();
        let mut bb = self.occ[us];
        while bb != 0 {
            let s = bb.trailing_zeros() as usize;
            bb &= bb - 1;
            self.generate_piece::<CAPTURES>(list, s, us);
        }
    }

    /// Pseudo-legal moves of the piece of side `us` on `s`.
    #[inline]
    fn generate_piece<const CAPTURES: bool>(&self, list: &mut MoveList, s: usize, us: usize) {
        let janggi = self.rules.variant == Variant::Janggi;
        match code::role(self.board[s]) {
            code::CHARIOT => {
                for ray in &TABLES.ortho[s] {
                    self.slide::<CAPTURES>(list, s, ray, us);
                }
                if janggi {
                    for ray in &TABLES.diag[s] {
                        self.slide::<CAPTURES>(list, s, ray, us);
                    }
                }
            }
            code::CANNON => {
                if janggi {
                    for ray in TABLES.ortho[s].iter().chain(TABLES.diag[s].iter()) {
                        self.janggi_cannon::<CAPTURES>(list, s, ray, us);
                    }
                } else {
                    for ray in &TABLES.ortho[s] {
                        self.xiangqi_cannon::<CAPTURES>(list, s, ray, us);
                    }
                }
            }
            code::HORSE => self.leaps::<CAPTURES>(list, s, &TABLES.horse[s], us),
            code::ELEPHANT => {
                if janggi {
                    self.leaps::<CAPTURES>(list, s, &TABLES.jg_elephant[s], us);
                } else {
                    self.leaps::<CAPTURES>(list, s, &TABLES.xq_elephant[s], us);
                }
            }
            code::ADVISOR => {
                if janggi {
                    self.leaps::<CAPTURES>(list, s, &TABLES.jg_palace[s], us);
                } else {
                    self.leaps::<CAPTURES>(list, s, &TABLES.xq_advisor[s], us);
                }
            }
            code::GENERAL => {
                if janggi {
                    self.leaps::<CAPTURES>(list, s, &TABLES.jg_palace[s], us);
                } else {
                    self.leaps::<CAPTURES>(list, s, &TABLES.xq_general[s], us);
                }
            }
            _ => self.leaps::<CAPTURES>(list, s, self.soldier_steps(us, s), us),
        }
    }

    #[inline]
    fn soldier_steps(&self, color: usize, s: usize) -> &'static Leaps {
        match self.rules.variant {
            Variant::Xiangqi => &TABLES.xq_soldier[color][s],
            Variant::Janggi if self.rules.soldier_palace_diagonals => &TABLES.jg_soldier_diag[color][s],
            Variant::Janggi => &TABLES.jg_soldier[color][s],
        }
    }

    #[inline]
    fn can_land(&self, target: u8, us: usize) -> bool {
        target == 0 || code::color(target) != us
    }

    #[inline]
    fn leaps<const CAPTURES: bool>(&self, list: &mut MoveList, s: usize, l: &Leaps, us: usize) {
        let b = &self.board;
        for i in 0..l.len as usize {
            let to = l.to[i];
            if !self.can_land(b[to as usize], us) || (CAPTURES && b[to as usize] == 0) {
                continue;
            }
            if l.b1[i] != NONE && b[l.b1[i] as usize] != 0 {
                continue;
            }
            if l.b2[i] != NONE && b[l.b2[i] as usize] != 0 {
                continue;
            }
            list.push(Move::from_raw(s as u8, to));
        }
    }

    #[inline]
    fn slide<const CAPTURES: bool>(
        &self,
        list: &mut MoveList,
        s: usize,
        ray: &crate::square::Ray,
        us: usize,
    ) {
        let b = &self.board;
        for &t in &ray.sq[..ray.len as usize] {
            let target = b[t as usize];
            if target == 0 {
                if !CAPTURES {
                    list.push(Move::from_raw(s as u8, t));
                }
            } else {
                if code::color(target) != us {
                    list.push(Move::from_raw(s as u8, t));
                }
                break;
            }
        }
    }

    #[inline]
    fn xiangqi_cannon<const CAPTURES: bool>(
        &self,
        list: &mut MoveList,
        s: usize,
        ray: &crate::square::Ray,
        us: usize,
    ) {
        let b = &self.board;
        let squares = &ray.sq[..ray.len as usize];
        let mut i = 0;
        while i < squares.len() {
            let t = squares[i];
            if b[t as usize] != 0 {
                break;
            }
            if !CAPTURES {
                list.push(Move::from_raw(s as u8, t));
            }
            i += 1;
        }
        i += 1;
        while i < squares.len() {
            let t = squares[i];
            let target = b[t as usize];
            if target != 0 {
                if code::color(target) != us {
                    list.push(Move::from_raw(s as u8, t));
                }
                break;
            }
            i += 1;
        }
    }

    #[inline]
    fn janggi_cannon<const CAPTURES: bool>(
        &self,
        list: &mut MoveList,
        s: usize,
        ray: &crate::square::Ray,
        us: usize,
    ) {
        let b = &self.board;
        let squares = &ray.sq[..ray.len as usize];
        let mut i = 0;
        // Without a screen: slides only under the club option.
        while i < squares.len() {
            let t = squares[i];
            if b[t as usize] != 0 {
                break;
            }
            if !CAPTURES && self.rules.cannon_slides {
                list.push(Move::from_raw(s as u8, t));
            }
            i += 1;
        }
        if i >= squares.len() || code::role(b[squares[i] as usize]) == code::CANNON {
            return;
        }
        i += 1;
        while i < squares.len() {
            let t = squares[i];
            let target = b[t as usize];
            if target == 0 {
                if !CAPTURES && !self.rules.cannon_slides {
                    list.push(Move::from_raw(s as u8, t));
                }
            } else {
                if code::color(target) != us && code::role(target) != code::CANNON {
                    list.push(Move::from_raw(s as u8, t));
                }
                break;
            }
            i += 1;
        }
    }

    // -- attacks ------------------------------------------------------------

    /// Whether `sq` is attacked by `them` on board `b`: could a piece of
    /// `them` capture on `sq`? (Used for generals, which are never cannons.)
    #[inline]
    pub(super) fn attacked(&self, b: &[u8; NUM_SQUARES], sq: u8, them: usize) -> bool {
        let s = sq as usize;
        let janggi = self.rules.variant == Variant::Janggi;
        let chariot = code::make(them, code::CHARIOT);
        let cannon = code::make(them, code::CANNON);
        let soldier = code::make(them, code::SOLDIER);
        let rays = if janggi { 8 } else { 4 };
        for d in 0..rays {
            let ray = if d < 4 {
                &TABLES.ortho[s][d]
            } else {
                &TABLES.diag[s][d - 4]
            };
            let squares = &ray.sq[..ray.len as usize];
            let mut i = 0;
            while i < squares.len() && b[squares[i] as usize] == 0 {
                i += 1;
            }
            if i == squares.len() {
                continue;
            }
            let first = b[squares[i] as usize];
            if first == chariot {
                return true;
            }
            if i == 0 && first == soldier && leaps_contain(self.soldier_steps(them, squares[0] as usize), sq)
            {
                return true;
            }
            if janggi && code::role(first) == code::CANNON {
                continue;
            }
            i += 1;
            while i < squares.len() && b[squares[i] as usize] == 0 {
                i += 1;
            }
            if i < squares.len() && b[squares[i] as usize] == cannon {
                return true;
            }
        }
        let horse = code::make(them, code::HORSE);
        let l = &TABLES.horse_attackers[s];
        for i in 0..l.len as usize {
            if b[l.to[i] as usize] == horse && b[l.b1[i] as usize] == 0 {
                return true;
            }
        }
        if janggi {
            let elephant = code::make(them, code::ELEPHANT);
            let l = &TABLES.jg_elephant_attackers[s];
            for i in 0..l.len as usize {
                if b[l.to[i] as usize] == elephant && b[l.b1[i] as usize] == 0 && b[l.b2[i] as usize] == 0 {
                    return true;
                }
            }
        }
        false
    }
}

#[inline]
fn leaps_contain(l: &Leaps, sq: u8) -> bool {
    l.to[..l.len as usize].contains(&sq)
}

/// Whether two generals stand on one file with nothing between them.
#[inline]
pub(super) fn facing_on(b: &[u8; NUM_SQUARES], g1: u8, g2: u8) -> bool {
    let (lo, hi) = if g1 < g2 { (g1, g2) } else { (g2, g1) };
    if lo % 9 != hi % 9 {
        return false;
    }
    let mut s = lo as usize + 9;
    while s < hi as usize {
        if b[s] != 0 {
            return false;
        }
        s += 9;
    }
    true
}
