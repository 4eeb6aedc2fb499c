//! Search limits and the time each move may take.

use crate::params::*;
use palace_rules::Color;
use std::time::Duration;

/// What `go` asked for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub depth: Option<i32>,
    pub nodes: Option<u64>,
    /// Milliseconds for this move.
    pub movetime: Option<u64>,
    /// Remaining clock of each side in milliseconds, `[first, second]`
    /// (UCI's `wtime` and `btime`).
    pub time: [Option<u64>; 2],
    /// Increment per move of each side in milliseconds.
    pub inc: [u64; 2],
    pub movestogo: Option<u64>,
    /// Byo-yomi period in milliseconds (USI's `byoyomi`): after the main
    /// time runs out each move may use this much.
    pub byoyomi: u64,
    /// Search until `stop`.
    pub infinite: bool,
}

/// The time a move may use: a soft budget (no new iteration is started
/// past a fraction of it) and a hard deadline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub soft: Duration,
    pub hard: Duration,
}

impl Limits {
    /// Whether any clock limit applies.
    #[must_use]
    pub fn timed(&self) -> bool {
        !self.infinite
            && (self.movetime.is_some() || self.time.iter().any(Option::is_some) || self.byoyomi > 0)
    }

    /// The budget for `side` to move, if the search is timed.
    #[must_use]
    pub fn budget(&self, side: Color) -> Option<Budget> {
        if self.infinite {
            return None;
        }
        if let Some(mt) = self.movetime {
            let t = Duration::from_millis(mt.saturating_sub(MOVETIME_OVERHEAD_MS).max(1));
            return Some(Budget { soft: t, hard: t });
        }
        let left = self.time[side.index()];
        if left.is_none() && self.byoyomi == 0 {
            return None;
        }
        let left = left.unwrap_or(0);
        let inc = self.inc[side.index()];
        let mtg = self.movestogo.unwrap_or(DEFAULT_MOVES_TO_GO).clamp(1, 60);
        // Spend the main time evenly over the moves to go, plus most of the
        // increment; byo-yomi is available on top of it every move.
        let usable = left.saturating_sub(MOVE_OVERHEAD_MS);
        let mut soft = usable / mtg + inc * 3 / 4;
        let mut hard = (soft * HARD_FACTOR).min(usable / 2 + inc * 3 / 4);
        if mtg == 1 {
            hard = usable.saturating_sub(MOVE_OVERHEAD_MS);
        }
        if self.byoyomi > 0 {
            let by = self.byoyomi.saturating_sub(MOVE_OVERHEAD_MS);
            soft += by;
            hard += by;
        }
        soft = soft.min(hard).max(1);
        hard = hard.max(1);
        Some(Budget {
            soft: Duration::from_millis(soft),
            hard: Duration::from_millis(hard),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn movetime_is_a_hard_limit() {
        let l = Limits {
            movetime: Some(100),
            ..Limits::default()
        };
        let b = l.budget(Color::First).unwrap();
        assert_eq!(b.soft, b.hard);
        assert!(b.hard <= Duration::from_millis(100));
    }

    #[test]
    fn clock_spreads_time_and_keeps_a_reserve() {
        let l = Limits {
            time: [Some(60_000), Some(1_000)],
            inc: [1_000, 0],
            ..Limits::default()
        };
        let w = l.budget(Color::First).unwrap();
        assert!(w.soft >= Duration::from_millis(2_000) && w.soft <= Duration::from_millis(4_000));
        assert!(w.hard <= Duration::from_millis(31_000));
        let b = l.budget(Color::Second).unwrap();
        assert!(b.hard < Duration::from_millis(600));
        assert!(Limits::default().budget(Color::First).is_none());
    }

    #[test]
    fn byoyomi_alone_is_used_each_move() {
        let l = Limits {
            time: [Some(0), Some(0)],
            byoyomi: 5_000,
            ..Limits::default()
        };
        let b = l.budget(Color::Second).unwrap();
        assert!(b.hard >= Duration::from_millis(4_900) && b.hard < Duration::from_millis(5_000));
    }

    #[test]
    fn moves_to_go_one_may_use_nearly_everything() {
        let l = Limits {
            time: [Some(10_000), None],
            movestogo: Some(1),
            ..Limits::default()
        };
        let b = l.budget(Color::First).unwrap();
        assert!(b.hard > Duration::from_millis(9_000) && b.hard < Duration::from_millis(10_000));
    }
}
