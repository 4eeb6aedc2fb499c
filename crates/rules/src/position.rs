//! Positions: the board, the side to move and the counters, with legal move
//! generation, move making and check detection.

use crate::movelist::MoveList;
use crate::moves::{parse_coordinate, Move, ParseMoveError};
use crate::piece::{code, Color, Piece, Role};
use crate::rules::{Facing, PassRule, RuleSet, Variant};
use crate::square::{Leaps, Square, DANGER, NONE, NUM_SQUARES, TABLES};
use crate::zobrist;

/// Why a board cannot be a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A side has no general or more than one.
    GeneralCount { color: Color, count: usize },
    /// A general stands outside its palace.
    GeneralOutsidePalace { color: Color, square: Square },
    /// The side that just moved left its general attacked.
    OpponentInCheck,
}

impl std::fmt::Display for PositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let side = |c: &Color| match c {
            Color::First => "the first player (uppercase)",
            Color::Second => "the second player (lowercase)",
        };
        match self {
            PositionError::GeneralCount { color, count } => {
                write!(f, "{} has {} generals, expected exactly one", side(color), count)
            }
            PositionError::GeneralOutsidePalace { color, square } => {
                write!(
                    f,
                    "the general of {} stands on {}, outside its palace",
                    side(color),
                    square
                )
            }
            PositionError::OpponentInCheck => {
                write!(
                    f,
                    "the side not to move is in check (its general could be captured)"
                )
            }
        }
    }
}

impl std::error::Error for PositionError {}

/// Plain placement data, not yet checked: what a FEN describes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub board: [Option<Piece>; NUM_SQUARES],
    pub turn: Color,
    /// Plies since the last capture.
    pub halfmoves: u32,
    /// Move number, starting at 1, incremented after the second player moves.
    pub fullmoves: u32,
}

/// A legal position under a rule set.
#[derive(Clone, Debug)]
pub struct Position {
    pub(crate) board: [u8; NUM_SQUARES],
    pub(crate) occ: [u128; 2],
    pub(crate) generals: [u8; 2],
    turn: Color,
    halfmoves: u32,
    fullmoves: u32,
    hash: u64,
    /// Zobrist keys of parts of the board, by `STRUCTURE_CLASS`: soldiers;
    /// generals, advisors and elephants; chariots, cannons and horses.
    structure: [u64; 3],
    points_x2: [i32; 2],
    checkers: bool,
    facing: bool,
    rules: &'static RuleSet,
}

/// Which structure key a board code counts in (see `Position::structure`).
const STRUCTURE_CLASS: [usize; 16] = {
    let mut t = [2usize; 16];
    let mut c = 0;
    while c < 16 {
        t[c] = match code::role(c as u8) {
            code::SOLDIER => 0,
            code::GENERAL | code::ADVISOR | code::ELEPHANT => 1,
            _ => 2,
        };
        c += 1;
    }
    t
};

impl PartialEq for Position {
    fn eq(&self, other: &Self) -> bool {
        self.board == other.board
            && self.turn == other.turn
            && self.halfmoves == other.halfmoves
            && self.fullmoves == other.fullmoves
            && self.rules == other.rules
    }
}

impl Eq for Position {}

/// A position's shortcut for the legality of its pseudo-legal moves: the
/// points a move must neither leave nor reach to be legal without the full
/// test, or `None` where every move takes the full test.
#[derive(Clone, Copy, Debug)]
pub struct MoveFilter(Option<(u128, u128)>);

impl Position {
    /// Validates a setup under a rule set.
    pub fn from_setup(setup: &Setup, rules: &'static RuleSet) -> Result<Position, PositionError> {
        let mut board = [0u8; NUM_SQUARES];
        let mut occ = [0u128; 2];
        let mut generals = [NONE; 2];
        let mut counts = [[0usize; 7]; 2];
        let mut points_x2 = [0i32; 2];
        let mut hash = 0u64;
        let mut structure = [0u64; 3];
        for (i, p) in setup.board.iter().enumerate() {
            if let Some(p) = p {
                board[i] = p.code();
                structure[STRUCTURE_CLASS[usize::from(p.code() & 15)]] ^= zobrist::piece(p.code(), i);
                occ[p.color.index()] |= 1u128 << i;
                counts[p.color.index()][p.role as usize] += 1;
                points_x2[p.color.index()] += p.role.janggi_points_x2();
                hash ^= zobrist::piece(p.code(), i);
                if p.role == Role::General {
                    generals[p.color.index()] = i as u8;
                }
            }
        }
        for color in Color::ALL {
            let n = counts[color.index()][Role::General as usize];
            if n != 1 {
                return Err(PositionError::GeneralCount { color, count: n });
            }
            let g = Square::from_index(generals[color.index()] as usize).expect("general square");
            let own_half = match color {
                Color::First => g.rank() <= 2,
                Color::Second => g.rank() >= 7,
            };
            if !g.in_palace() || !own_half {
                return Err(PositionError::GeneralOutsidePalace { color, square: g });
            }
        }
        if setup.turn == Color::Second {
            hash ^= zobrist::SIDE;
        }
        let mut pos = Position {
            board,
            occ,
            generals,
            turn: setup.turn,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves.max(1),
            hash,
            structure,
            points_x2,
            checkers: false,
            facing: false,
            rules,
        };
        let them = (!pos.turn).index();
        if pos.attacked(&pos.board, pos.generals[them], pos.turn.index()) {
            return Err(PositionError::OpponentInCheck);
        }
        pos.update_state();
        Ok(pos)
    }

    /// The start position of a rule set (for Janggi, 馬象象馬 for both).
    #[must_use]
    pub fn start(rules: &'static RuleSet) -> Position {
        Position::from_fen(rules.start_fen(), rules).expect("start FEN is valid")
    }

    /// Plain data of this position.
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        let mut board = [None; NUM_SQUARES];
        for (i, c) in self.board.iter().enumerate() {
            board[i] = Piece::from_code(*c);
        }
        Setup {
            board,
            turn: self.turn,
            halfmoves: self.halfmoves,
            fullmoves: self.fullmoves,
        }
    }

    // -- accessors ----------------------------------------------------------

    #[must_use]
    #[inline]
    pub fn rules(&self) -> &'static RuleSet {
        self.rules
    }

    #[must_use]
    #[inline]
    pub fn variant(&self) -> Variant {
        self.rules.variant
    }

    #[must_use]
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    #[must_use]
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Piece::from_code(self.board[sq.index()])
    }

    /// The board as one byte per point (index `rank * 9 + file`): 0 for an
    /// empty point, else `1 + role + 8 * color` in `Role` and `Color` order,
    /// for engines that keep compact copies of the board.
    #[must_use]
    #[inline]
    pub fn codes(&self) -> &[u8; NUM_SQUARES] {
        &self.board
    }

    /// The square of a side's general.
    #[must_use]
    #[inline]
    pub fn general(&self, color: Color) -> Square {
        Square::from_index(self.generals[color.index()] as usize).expect("general present")
    }

    /// Plies since the last capture (the FEN's halfmove field).
    #[must_use]
    pub fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    /// The FEN's fullmove number.
    #[must_use]
    pub fn fullmoves(&self) -> u32 {
        self.fullmoves
    }

    /// Zobrist hash of pieces and side to move, kept incrementally.
    #[must_use]
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Zobrist key of the soldiers alone (both sides): for tables keyed by
    /// the soldier structure.
    #[must_use]
    pub fn soldier_key(&self) -> u64 {
        self.structure[0]
    }

    /// Zobrist key of the generals, advisors and elephants alone (both
    /// sides): for tables keyed by the defensive structure.
    #[must_use]
    pub fn guard_key(&self) -> u64 {
        self.structure[1]
    }

    /// Zobrist key of the chariots, cannons and horses alone (both sides):
    /// for tables keyed by the attacking pieces' placement.
    #[must_use]
    pub fn attacker_key(&self) -> u64 {
        self.structure[2]
    }

    /// Whether the side to move is in check.
    #[must_use]
    #[inline]
    pub fn in_check(&self) -> bool {
        self.checkers
    }

    /// Whether the generals face each other on an open file (bikjang
    /// geometry, whatever the rule set does with it).
    #[must_use]
    #[inline]
    pub fn generals_facing(&self) -> bool {
        self.facing
    }

    /// Janggi material points of a side, doubled (Han's 1.5 bonus excluded).
    #[must_use]
    pub fn material_points_x2(&self, color: Color) -> i32 {
        self.points_x2[color.index()]
    }

    /// Janggi points of both sides including Han's 1.5: `[cho, han]`.
    #[must_use]
    pub fn janggi_points(&self) -> [f64; 2] {
        [
            f64::from(self.points_x2[0]) / 2.0,
            f64::from(self.points_x2[1]) / 2.0 + 1.5,
        ]
    }

    /// Occupied squares of a side as a 90-bit set (bit `i` = square index `i`).
    #[must_use]
    pub fn occupied(&self, color: Color) -> u128 {
        self.occ[color.index()]
    }

    /// Number of pieces of a kind for a side.
    #[must_use]
    pub fn count(&self, color: Color, role: Role) -> u32 {
        let c = Piece::new(color, role).code();
        let mut n = 0;
        let mut bb = self.occ[color.index()];
        while bb != 0 {
            let s = bb.trailing_zeros() as usize;
            bb &= bb - 1;
            n += u32::from(self.board[s] == c);
        }
        n
    }

    /// Whether `m` captures a piece.
    #[must_use]
    pub fn is_capture(&self, m: Move) -> bool {
        !m.is_pass() && self.board[m.to().index()] != 0
    }

    /// The piece `m` captures, if any.
    #[must_use]
    pub fn captured_by(&self, m: Move) -> Option<Piece> {
        if m.is_pass() {
            None
        } else {
            Piece::from_code(self.board[m.to().index()])
        }
    }

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
    fn is_pseudo_legal_move_legal(&self, m: Move) -> bool {
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
    fn attacked(&self, b: &[u8; NUM_SQUARES], sq: u8, them: usize) -> bool {
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

    // -- making moves -------------------------------------------------------

    /// Plays a move known to be legal, in place.
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn.index();
        let from = m.from().index();
        let to = m.to().index();
        if m.is_pass() {
            self.halfmoves += 1;
        } else {
            let moved = self.board[from];
            let captured = self.board[to];
            let key = zobrist::piece(moved, from) ^ zobrist::piece(moved, to);
            self.hash ^= key;
            self.structure[STRUCTURE_CLASS[usize::from(moved & 15)]] ^= key;
            if captured != 0 {
                let them = code::color(captured);
                let key = zobrist::piece(captured, to);
                self.hash ^= key;
                self.structure[STRUCTURE_CLASS[usize::from(captured & 15)]] ^= key;
                self.occ[them] &= !(1u128 << to);
                self.points_x2[them] -= Piece::from_code(captured).map_or(0, |p| p.role.janggi_points_x2());
                self.halfmoves = 0;
            } else {
                self.halfmoves += 1;
            }
            self.board[to] = moved;
            self.board[from] = 0;
            self.occ[us] ^= (1u128 << from) | (1u128 << to);
            if code::role(moved) == code::GENERAL {
                self.generals[us] = to as u8;
            }
        }
        if self.turn == Color::Second {
            self.fullmoves += 1;
        }
        self.turn = !self.turn;
        self.hash ^= zobrist::SIDE;
        self.update_state();
    }

    /// Plays a move after checking it is legal; returns the new position.
    pub fn play(&self, m: Move) -> Result<Position, ParseMoveError> {
        if !self.is_legal(m) {
            return Err(ParseMoveError::Illegal(m.to_string()));
        }
        let mut next = self.clone();
        next.play_unchecked(m);
        Ok(next)
    }

    fn update_state(&mut self) {
        let us = self.turn.index();
        self.checkers = self.attacked(&self.board, self.generals[us], us ^ 1);
        self.facing = self.rules.variant == Variant::Janggi
            && facing_on(&self.board, self.generals[0], self.generals[1]);
    }

    /// Whether the move gives check (the opponent is in check after it).
    #[must_use]
    pub fn gives_check(&self, m: Move) -> bool {
        let mut next = self.clone();
        next.play_unchecked(m);
        next.checkers
    }

    /// The pieces of the side to move (a 90-bit set) that `last`, the move
    /// that led here from `prev`, chases under Fairy-Stockfish's Xiangqi
    /// chasing rule: what `Game` records per move, for a search that decides
    /// repetitions itself.
    #[must_use]
    pub fn chased_by(&self, prev: &Position, last: Move) -> u128 {
        crate::chase::chased(self, prev, last)
    }

    /// Hash recomputed from scratch (to cross-check the incremental one).
    #[must_use]
    pub fn fresh_hash(&self) -> u64 {
        let mut h = 0;
        for (i, c) in self.board.iter().enumerate() {
            if *c != 0 {
                h ^= zobrist::piece(*c, i);
            }
        }
        if self.turn == Color::Second {
            h ^= zobrist::SIDE;
        }
        h
    }
}

#[inline]
fn leaps_contain(l: &Leaps, sq: u8) -> bool {
    l.to[..l.len as usize].contains(&sq)
}

/// Whether two generals stand on one file with nothing between them.
#[inline]
fn facing_on(b: &[u8; NUM_SQUARES], g1: u8, g2: u8) -> bool {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RuleSet;

    #[test]
    fn captures_and_pseudo_legal_moves_agree_with_legal_moves() {
        let cases = [
            (
                "xiangqi",
                "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 0 1",
            ),
            (
                "xiangqi",
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            ),
            (
                "janggi",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
            ),
            ("janggi-club", "4k4/9/4c4/9/4R4/9/2p1P1p2/4C4/4K4/9 w - - 0 1"),
        ];
        for (rules, fen) in cases {
            let mut pos = Position::from_fen(fen, RuleSet::preset(rules).unwrap()).unwrap();
            // Walk a fixed line of first-capture-else-first moves to see varied positions.
            for _ in 0..40 {
                let legal = pos.legal_moves();
                let mut caps = MoveList::new();
                pos.generate_captures(&mut caps);
                let expected: Vec<Move> = legal.iter().copied().filter(|m| pos.is_capture(*m)).collect();
                assert_eq!(caps.to_vec(), expected, "{}", pos.fen());
                let Some(&m) = caps.first().or(legal.first()) else {
                    break;
                };
                pos.play_unchecked(m);
            }
        }
    }

    /// Calls `visit` on every position of 30 random games (up to 160 plies)
    /// of every preset.
    fn random_walks(mut seed: u64, mut visit: impl FnMut(&RuleSet, &Position)) {
        for rules in crate::PRESETS {
            for _ in 0..30 {
                let mut pos = Position::start(rules);
                for _ in 0..160 {
                    visit(rules, &pos);
                    let legal = pos.legal_moves();
                    if legal.is_empty() {
                        break;
                    }
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    pos.play_unchecked(legal[(seed % legal.len() as u64) as usize]);
                }
            }
        }
    }

    /// The move filter's shortcut never changes a verdict: over random games
    /// of every preset, each pseudo-legal move is legal by the filter exactly
    /// when the full test says so, and the filter lets most moves skip it.
    #[test]
    fn move_filter_agrees_with_the_full_legality_test() {
        let (mut moves, mut skipped) = (0usize, 0usize);
        random_walks(0x9E37_79B9_7F4A_7C15, |rules, pos| {
            let filter = pos.move_filter();
            let mut all = MoveList::new();
            pos.generate_pseudo_legal(&mut all);
            for &m in all.iter() {
                let full = pos.is_pseudo_legal_move_legal(m);
                let fen = pos.fen();
                assert_eq!(
                    pos.pseudo_legal_is_legal_with(&filter, m),
                    full,
                    "{} {fen} {m}",
                    rules.name
                );
                assert_eq!(pos.pseudo_legal_is_legal(m), full, "{} {fen} {m}", rules.name);
                moves += 1;
                if let Some((from, to)) = filter.0 {
                    let general = code::role(pos.board[m.from().index()]) == code::GENERAL;
                    if !general && (from >> m.from().index()) & 1 == 0 && (to >> m.to().index()) & 1 == 0 {
                        skipped += 1;
                    }
                }
            }
        });
        assert!(skipped * 2 > moves, "{skipped} of {moves}");
    }

    /// The pseudo-legal capture generator yields exactly the captures of
    /// the pseudo-legal moves, in their order, over random games of every
    /// preset (the search relies on the order being the same).
    #[test]
    fn pseudo_legal_captures_are_the_captures_of_the_pseudo_legal_moves() {
        let mut compared = 0;
        random_walks(0x2545_F491_4F6C_DD1D, |rules, pos| {
            let mut all = MoveList::new();
            pos.generate_pseudo_legal(&mut all);
            let expected: Vec<Move> = all.iter().copied().filter(|m| pos.is_capture(*m)).collect();
            let mut caps = MoveList::new();
            caps.push(Move::from_raw(0, 1));
            pos.generate_pseudo_legal_captures(&mut caps);
            assert_eq!(caps.to_vec(), expected, "{} {}", rules.name, pos.fen());
            compared += expected.len();
        });
        assert!(compared > 10_000, "{compared}");
    }
}
