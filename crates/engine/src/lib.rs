//! # palace-engine
//!
//! An engine for Janggi and Xiangqi on top of `palace-rules`: evaluation,
//! principal variation search with a transposition table, time management,
//! strength levels and the UCI protocol.
//!
//! ```
//! use palace_engine::{search_game, Limits, Tt};
//! use palace_rules::{Game, RuleSet};
//!
//! let game = Game::new(RuleSet::preset("janggi").unwrap());
//! let tt = Tt::new(1); // megabytes
//! let limits = Limits { depth: Some(3), ..Limits::default() };
//! let result = search_game(&game, &tt, &limits, 8); // level 8: full strength
//! assert!(game.position().is_legal(result.best.unwrap()));
//! ```

#![warn(missing_debug_implementations)]

pub mod bench;
pub mod endings;
pub mod eval;
pub mod levels;
pub mod openings;
pub mod params;
pub mod search;
pub mod time;
pub mod tt;
pub mod uci;
pub mod weights;

pub use levels::{Level, LEVELS};
pub use search::{mate_moves, search_game, uci_score, Report, SearchResult, Searcher, MATE, MATE_BOUND};
pub use time::Limits;
pub use tt::Tt;
