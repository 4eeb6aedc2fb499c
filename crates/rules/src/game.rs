//! Games: a start position, the moves played, and the decision of every
//! ending of every rule set.

use crate::arrangement::Arrangement;
use crate::fen::FenError;
use crate::moves::{parse_coordinate, Move, ParseMoveError};
use crate::piece::{Color, Role};
use crate::position::Position;
use crate::rules::{BikjangEnd, Decision, Repetition, RuleSet, SetupRule, Variant};
use crate::setup::Setup;
use std::fmt;

/// The result of a finished game, from the first player's side.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameResult {
    FirstWins,
    SecondWins,
    Draw,
}

impl GameResult {
    /// `1-0`, `0-1` or `1/2-1/2`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            GameResult::FirstWins => "1-0",
            GameResult::SecondWins => "0-1",
            GameResult::Draw => "1/2-1/2",
        }
    }

    /// The win of `color`.
    #[must_use]
    pub const fn win(color: Color) -> GameResult {
        match color {
            Color::First => GameResult::FirstWins,
            Color::Second => GameResult::SecondWins,
        }
    }

    /// The winner, if any.
    #[must_use]
    pub const fn winner(self) -> Option<Color> {
        match self {
            GameResult::FirstWins => Some(Color::First),
            GameResult::SecondWins => Some(Color::Second),
            GameResult::Draw => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Why a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    Checkmate,
    NoLegalMoves,
    Bikjang,
    Repetition,
    PerpetualCheck,
    DoublePass,
    PlyLimit,
    QuietLimit,
    BareMaterial,
    Resignation,
    Agreement,
}

impl EndReason {
    /// The machine name used in JSON (`checkmate`, `no-legal-moves`, ...).
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            EndReason::Checkmate => "checkmate",
            EndReason::NoLegalMoves => "no-legal-moves",
            EndReason::Bikjang => "bikjang",
            EndReason::Repetition => "repetition",
            EndReason::PerpetualCheck => "perpetual-check",
            EndReason::DoublePass => "double-pass",
            EndReason::PlyLimit => "ply-limit",
            EndReason::QuietLimit => "quiet-limit",
            EndReason::BareMaterial => "bare-material",
            EndReason::Resignation => "resignation",
            EndReason::Agreement => "agreement",
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A finished game's result and reason.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Outcome {
    pub result: GameResult,
    pub reason: EndReason,
}

/// Why a game refused a move or an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameError {
    /// The game has already ended.
    Over(Outcome),
    /// The move text or the move is wrong.
    Move(ParseMoveError),
    /// The start position is wrong.
    Fen(FenError),
    /// Arrangements were given for a rule set or position that has none.
    NoSetupChoice,
    /// Draw by agreement is not part of this rule set.
    NoDrawAgreement,
}

impl fmt::Display for GameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameError::Over(o) => write!(f, "the game is over ({}, {})", o.result, o.reason),
            GameError::Move(e) => write!(f, "{e}"),
            GameError::Fen(e) => write!(f, "{e}"),
            GameError::NoSetupChoice => write!(f, "this rule set has no horse/elephant arrangement choice"),
            GameError::NoDrawAgreement => write!(f, "this rule set has no draw by agreement"),
        }
    }
}

impl std::error::Error for GameError {}

impl From<FenError> for GameError {
    fn from(e: FenError) -> Self {
        GameError::Fen(e)
    }
}

impl From<ParseMoveError> for GameError {
    fn from(e: ParseMoveError) -> Self {
        GameError::Move(e)
    }
}

/// A game: the start position, every position reached, the moves, and the
/// outcome once an ending applies.
#[derive(Clone, Debug)]
pub struct Game {
    rules: &'static RuleSet,
    positions: Vec<Position>,
    moves: Vec<Move>,
    /// `captures[i]`: whether `moves[i]` captured.
    captures: Vec<bool>,
    /// Fairy-Stockfish's chased pieces per position (Xiangqi chasing rule
    /// only; 0 for the start position).
    chased: Vec<u128>,
    arrangements: Option<[Arrangement; 2]>,
    outcome: Option<Outcome>,
}

impl Game {
    /// A game from the rule set's start position.
    #[must_use]
    pub fn new(rules: &'static RuleSet) -> Game {
        Game::from_position(Position::start(rules))
    }

    /// A Janggi game whose horses and elephants are arranged as chosen
    /// (`cho` for the first player, `han` for the second).
    pub fn with_arrangements(
        rules: &'static RuleSet,
        cho: Arrangement,
        han: Arrangement,
    ) -> Result<Game, GameError> {
        if rules.variant != Variant::Janggi || rules.setup != SetupRule::Choice {
            return Err(GameError::NoSetupChoice);
        }
        let mut setup = Setup::from_fen(rules.start_fen())?;
        cho.apply(&mut setup, Color::First);
        han.apply(&mut setup, Color::Second);
        let pos = Position::from_setup(&setup, rules).map_err(FenError::Position)?;
        let mut game = Game::from_position(pos);
        game.arrangements = Some([cho, han]);
        Ok(game)
    }

    /// A game from a FEN.
    pub fn from_fen(fen: &str, rules: &'static RuleSet) -> Result<Game, GameError> {
        Ok(Game::from_position(Position::from_fen(fen, rules)?))
    }

    /// A game from a position.
    #[must_use]
    pub fn from_position(pos: Position) -> Game {
        let rules = pos.rules();
        let mut game = Game {
            rules,
            positions: vec![pos],
            moves: Vec::new(),
            captures: Vec::new(),
            chased: vec![0],
            arrangements: None,
            outcome: None,
        };
        if rules.variant == Variant::Janggi {
            let setup = game.positions[0].to_setup();
            if let (Some(c), Some(h)) = (
                Arrangement::detect(&setup, Color::First),
                Arrangement::detect(&setup, Color::Second),
            ) {
                game.arrangements = Some([c, h]);
            }
        }
        game.outcome = game.decide();
        game
    }

    #[must_use]
    pub fn rules(&self) -> &'static RuleSet {
        self.rules
    }

    /// The current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        self.positions.last().expect("at least the start position")
    }

    /// The start position.
    #[must_use]
    pub fn start_position(&self) -> &Position {
        &self.positions[0]
    }

    /// Every position, the start first.
    #[must_use]
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Janggi arrangements `[cho, han]` of the start position, when the back
    /// ranks show one of the four.
    #[must_use]
    pub fn arrangements(&self) -> Option<[Arrangement; 2]> {
        self.arrangements
    }

    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// Legal moves now (none once the game is over).
    #[must_use]
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            Vec::new()
        } else {
            self.position().legal_moves().to_vec()
        }
    }

    /// Plays a move; refuses illegal moves and moves after the end.
    pub fn play(&mut self, m: Move) -> Result<Option<Outcome>, GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o));
        }
        let next = self.position().play(m)?;
        self.captures.push(self.position().is_capture(m));
        let chased = if matches!(self.rules.repetition, Repetition::Fsf { chasing: true, .. }) {
            next.chased_by(self.position(), m)
        } else {
            0
        };
        self.chased.push(chased);
        self.positions.push(next);
        self.moves.push(m);
        self.outcome = self.decide();
        Ok(self.outcome)
    }

    /// Parses a coordinate move and plays it.
    pub fn play_text(&mut self, text: &str) -> Result<Option<Outcome>, GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o));
        }
        let m = parse_coordinate(text)?;
        if !self.position().is_legal(m) {
            return Err(GameError::Move(ParseMoveError::Illegal(text.to_owned())));
        }
        self.play(m)
    }

    /// Takes back the last move; returns it.
    pub fn undo(&mut self) -> Option<Move> {
        let m = self.moves.pop()?;
        self.positions.pop();
        self.captures.pop();
        self.chased.pop();
        self.outcome = self.decide();
        Some(m)
    }

    /// `color` resigns.
    pub fn resign(&mut self, color: Color) -> Result<Outcome, GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o));
        }
        let o = Outcome {
            result: GameResult::win(!color),
            reason: EndReason::Resignation,
        };
        self.outcome = Some(o);
        Ok(o)
    }

    /// Both players agree a draw, where the rule set allows it.
    pub fn agree_draw(&mut self) -> Result<Outcome, GameError> {
        if let Some(o) = self.outcome {
            return Err(GameError::Over(o));
        }
        if !self.rules.draw_agreement {
            return Err(GameError::NoDrawAgreement);
        }
        let o = Outcome {
            result: GameResult::Draw,
            reason: EndReason::Agreement,
        };
        self.outcome = Some(o);
        Ok(o)
    }

    /// Pieces of the side to move that the last move chases, under
    /// Fairy-Stockfish's Xiangqi chasing rule (empty for other rule sets).
    #[must_use]
    pub fn chased_squares(&self) -> Vec<crate::Square> {
        let b = *self.chased.last().expect("one entry per position");
        crate::Square::all()
            .filter(|s| b & (1u128 << s.index()) != 0)
            .collect()
    }

    /// How many times the current position has occurred (1 = first time).
    #[must_use]
    pub fn repetition_count(&self) -> usize {
        let h = self.position().hash();
        self.positions.iter().filter(|p| p.hash() == h).count()
    }

    /// Total plies counted from the FEN's fullmove field plus moves played.
    #[must_use]
    pub fn ply_count(&self) -> u32 {
        let p = self.position();
        2 * (p.fullmoves() - 1) + u32::from(p.turn() == Color::Second)
    }

    // -- endings ------------------------------------------------------------

    fn points_result(&self) -> GameResult {
        let p = self.position();
        // Cho wins when its total exceeds Han's plus 1.5 (never equal).
        if p.material_points_x2(Color::First) > p.material_points_x2(Color::Second) + 3 {
            GameResult::FirstWins
        } else {
            GameResult::SecondWins
        }
    }

    fn decided(&self, d: Decision, reason: EndReason) -> Outcome {
        let result = match d {
            Decision::Draw => GameResult::Draw,
            Decision::Points => self.points_result(),
        };
        Outcome { result, reason }
    }

    /// The ending that applies to the current position, if any, in the
    /// order of precedence of `docs/rules.md`.
    fn decide(&self) -> Option<Outcome> {
        let pos = self.position();
        let mover = !pos.turn();
        // Fairy-Stockfish's immediate endings are checked before the
        // no-legal-move verdict: after them the game has no moves at all.
        let fsf_immediate = self.rules.engine_compatible;
        let bikjang = self.bikjang_end();
        let double_pass = self.double_pass_end();
        if fsf_immediate {
            if let Some(o) = bikjang.or(double_pass) {
                return Some(o);
            }
        }
        if pos.count_legal() == 0 {
            let reason = if pos.in_check() {
                EndReason::Checkmate
            } else {
                EndReason::NoLegalMoves
            };
            return Some(Outcome {
                result: GameResult::win(mover),
                reason,
            });
        }
        if let Some(o) = bikjang {
            return Some(o);
        }
        if let Some(o) = self.repetition_end() {
            return Some(o);
        }
        if let Some(o) = double_pass {
            return Some(o);
        }
        if let Some((limit, d)) = self.rules.ply_limit {
            if self.ply_count() >= limit {
                return Some(self.decided(d, EndReason::PlyLimit));
            }
        }
        if let Some(o) = self.quiet_end() {
            return Some(o);
        }
        if self.rules.bare_material_draw && bare(pos) {
            return Some(Outcome {
                result: GameResult::Draw,
                reason: EndReason::BareMaterial,
            });
        }
        None
    }

    fn bikjang_end(&self) -> Option<Outcome> {
        let n = self.moves.len();
        if n == 0 {
            return None;
        }
        let pos = self.position();
        let prev = &self.positions[n - 1];
        match self.rules.bikjang_end {
            BikjangEnd::None => None,
            BikjangEnd::PassWhileFacing(d) => {
                (self.moves[n - 1].is_pass() && prev.generals_facing() && pos.generals_facing())
                    .then(|| self.decided(d, EndReason::Bikjang))
            }
            BikjangEnd::StillFacingAfterCapture(d) => {
                // A capture before the turn that began facing.
                let captured_before = self.captures[..n - 1].iter().any(|c| *c);
                (captured_before && prev.generals_facing() && pos.generals_facing())
                    .then(|| self.decided(d, EndReason::Bikjang))
            }
        }
    }

    fn double_pass_end(&self) -> Option<Outcome> {
        let d = self.rules.double_pass?;
        let n = self.moves.len();
        (n >= 2 && self.moves[n - 1].is_pass() && self.moves[n - 2].is_pass())
            .then(|| self.decided(d, EndReason::DoublePass))
    }

    fn quiet_end(&self) -> Option<Outcome> {
        let (limit, d) = self.rules.quiet_limit?;
        let pos = self.position();
        let quiet = pos.halfmoves();
        if quiet < limit {
            return None;
        }
        let mut offset = 0;
        if self.rules.quiet_limit_check_offset {
            // Fairy-Stockfish (Xiangqi): past twenty plies played, checks
            // beyond ten by either side extend the limit by two plies each.
            let played = self.moves.len() as u32;
            if played >= 20 {
                let end = quiet.min(played) as usize;
                let k = self.positions.len() - 1;
                let (mut check_them, mut check_us) = (0, 0);
                let mut i = 0;
                while i < end {
                    check_them += u32::from(self.positions[k - i].in_check());
                    check_us += u32::from(self.positions[k - i - 1].in_check());
                    i += 2;
                }
                offset = 2 * (check_them.max(check_us).saturating_sub(10));
            }
        }
        (quiet.saturating_sub(offset) >= limit).then(|| self.decided(d, EndReason::QuietLimit))
    }

    fn repetition_end(&self) -> Option<Outcome> {
        match self.rules.repetition {
            Repetition::None => None,
            Repetition::XiangqiSimple | Repetition::JanggiPoints => self.simple_repetition(),
            Repetition::Fsf {
                n_fold,
                decision,
                move_repetition,
                ..
            } => self.fsf_repetition(n_fold, decision, move_repetition),
        }
    }

    /// Seeds 003 and 000: the third occurrence; perpetual check loses.
    fn simple_repetition(&self) -> Option<Outcome> {
        let k = self.positions.len() - 1;
        let h = self.positions[k].hash();
        let occurrences: Vec<usize> = (0..=k).filter(|&i| self.positions[i].hash() == h).collect();
        if occurrences.len() < 3 {
            return None;
        }
        let first = occurrences[0];
        // Moves since the first occurrence: moves[first..k]; move i is made
        // by the side to move in positions[i] and gives check if
        // positions[i + 1] is in check.
        let mut all_check = [true, true];
        let mut moved = [false, false];
        for i in first..k {
            let side = self.positions[i].turn().index();
            moved[side] = true;
            if !self.positions[i + 1].in_check() {
                all_check[side] = false;
            }
        }
        let checker = [all_check[0] && moved[0], all_check[1] && moved[1]];
        match (checker[0], checker[1]) {
            (true, false) => Some(Outcome {
                result: GameResult::SecondWins,
                reason: EndReason::PerpetualCheck,
            }),
            (false, true) => Some(Outcome {
                result: GameResult::FirstWins,
                reason: EndReason::PerpetualCheck,
            }),
            _ => Some(match self.rules.repetition {
                Repetition::JanggiPoints => self.decided(Decision::Points, EndReason::Repetition),
                _ => Outcome {
                    result: GameResult::Draw,
                    reason: EndReason::Repetition,
                },
            }),
        }
    }

    /// Fairy-Stockfish's n-fold repetition with perpetual check, counted
    /// back no further than the last capture, and (`janggimodern`) its
    /// Kakao rule against shuttling one piece back and forth.
    fn fsf_repetition(&self, n_fold: u32, decision: Decision, move_repetition: bool) -> Option<Outcome> {
        let k = self.positions.len() - 1;
        let pos = &self.positions[k];
        let end = (pos.halfmoves() as usize).min(k);
        if end < 4 {
            return None;
        }
        // `at(b)`: the position `b` plies back; `mv(b)`: the move into it.
        let at = |back: usize| &self.positions[k - back];
        // None for the start position, which no move led to.
        let mv = |back: usize| (back < k).then(|| self.moves[k - back - 1]);
        let reverse = |m: Move| Move::new(m.to(), m.from());
        let us = pos.turn();
        let mut perpetual_them = at(0).in_check() && at(2).in_check();
        let mut perpetual_us = at(1).in_check() && at(3).in_check();
        // Pieces chased on every move of a side, tracked through the moves.
        let chased = |back: usize| self.chased[k - back];
        let mut chase_them = undo_move(chased(0), mv(1)) & chased(2);
        let mut chase_us = undo_move(chased(1), mv(2)) & chased(3);
        // Kakao rule: the side that just moved shuttles a piece (not its
        // general or an advisor) without check; 2 = its previous move was
        // the reverse of the last one, 1 = its previous move was a pass.
        let mut shuttle = 0;
        if move_repetition {
            let last = self.moves[k - 1];
            let moved_role = at(0).piece_at(last.to()).map(|p| p.role);
            if !last.is_pass()
                && !at(1).in_check()
                && !at(3).in_check()
                && !matches!(moved_role, Some(Role::General | Role::Advisor))
            {
                if mv(2) == Some(reverse(last)) {
                    shuttle = 2;
                } else if mv(2).is_some_and(Move::is_pass) {
                    shuttle = 1;
                }
            }
        }
        let mut count = 0;
        let mut i = 4;
        while i <= end {
            if shuttle > 0 {
                if i < end && at(i + 1).in_check() {
                    shuttle = 0;
                } else if shuttle < 4 {
                    let against = if shuttle == 1 { mv(0) } else { mv(i - 2) };
                    if against.is_some_and(|a| !a.is_pass() && mv(i) == Some(reverse(a))) {
                        shuttle += 1;
                    } else {
                        shuttle = 0;
                    }
                } else if (i == k || !self.captures[k - i - 1])
                    && mv(i - 2).map(|m| m.from().index())
                        // Fairy-Stockfish reads the missing move before the
                        // start as a1a1.
                        == Some(mv(i).map_or(0, |m| m.to().index()))
                {
                    return Some(Outcome {
                        result: GameResult::win(us),
                        reason: EndReason::Repetition,
                    });
                } else {
                    shuttle = 0;
                }
            }
            if i != k {
                chase_them = undo_move(chase_them, mv(i - 1)) & chased(i);
            }
            let stp = at(i);
            perpetual_them &= stp.in_check();
            if stp.hash() == pos.hash() {
                count += 1;
                if count + 1 >= n_fold {
                    let (result, reason) = if perpetual_them || perpetual_us {
                        if !perpetual_us {
                            (Some(GameResult::win(us)), EndReason::PerpetualCheck)
                        } else if !perpetual_them {
                            (Some(GameResult::win(!us)), EndReason::PerpetualCheck)
                        } else {
                            (None, EndReason::Repetition)
                        }
                    } else if chase_them != 0 || chase_us != 0 {
                        if chase_us == 0 {
                            (Some(GameResult::win(us)), EndReason::Repetition)
                        } else if chase_them == 0 {
                            (Some(GameResult::win(!us)), EndReason::Repetition)
                        } else {
                            (None, EndReason::Repetition)
                        }
                    } else {
                        (None, EndReason::Repetition)
                    };
                    return Some(match result {
                        Some(result) => Outcome { result, reason },
                        None => self.decided(decision, reason),
                    });
                }
            }
            if i < end {
                perpetual_us &= at(i + 1).in_check();
                chase_us = undo_move(chase_us, mv(i)) & chased(i + 1);
            }
            i += 2;
        }
        None
    }
}

/// Fairy-Stockfish's `undo_move_board`: a chased piece that made `m` is
/// tracked back to the square it came from.
fn undo_move(b: u128, m: Option<Move>) -> u128 {
    match m {
        Some(m) if b & (1u128 << m.to().index()) != 0 => {
            (b ^ (1u128 << m.to().index())) | (1u128 << m.from().index())
        }
        _ => b,
    }
}

/// Neither side has a chariot, horse, cannon or soldier.
fn bare(pos: &Position) -> bool {
    Color::ALL.iter().all(|&c| {
        [Role::Chariot, Role::Horse, Role::Cannon, Role::Soldier]
            .iter()
            .all(|&r| pos.count(c, r) == 0)
    })
}
