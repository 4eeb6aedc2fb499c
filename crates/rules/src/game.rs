//! Games: a start position, the moves played, and the outcome, which the
//! game's [`History`] decides.

pub use crate::outcome::{EndReason, GameResult, Outcome};

use crate::arrangement::Arrangement;
use crate::fen::FenError;
use crate::history::History;
use crate::moves::{parse_coordinate, Move, ParseMoveError};
use crate::piece::Color;
use crate::position::Position;
use crate::rules::{RuleSet, SetupRule, Variant};
use crate::setup::Setup;
use std::fmt;

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
    /// What the endings read of every position.
    history: History,
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
            history: History::new(&pos),
            positions: vec![pos],
            moves: Vec::new(),
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
        self.history.push(&next, m, self.position().is_capture(m));
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
        self.history.pop();
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
        self.history.chased(self.history.len() - 1).collect()
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

    /// The history the endings are decided from (a search's starting
    /// point).
    #[must_use]
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The ending that applies to the current position, if any.
    fn decide(&self) -> Option<Outcome> {
        self.history.outcome(self.position())
    }
}
