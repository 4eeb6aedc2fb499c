//! Strength levels 1..8, defined in one table.
//!
//! The client's choices map onto them: easy = 1 (or 2), normal = 4,
//! hard = 8. Level 1 reads one ply without looking at recaptures and often
//! picks a move at random among the reasonable ones, so it leaves pieces
//! hanging; level 4 sees exchanges to the end (quiescence) a few plies deep,
//! so it almost never gives a piece away, but it makes no long plans; level
//! 8 is the full engine.
//!
//! Levels 1 to 6 are bounded by depth and nodes, so they play the same on any
//! machine and at any time control long enough to reach their bound (the
//! server gives the computer one second a move). Level 7 takes a quarter of
//! the time level 8 takes, so 8 stays ahead of 7 at every time control; at
//! one second a move level 7 searches about four times level 6's nodes.
//! Measured ladder (100 games a step): see the README.

/// One strength level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    pub level: u8,
    /// What a player reads of it.
    pub description: &'static str,
    /// Deepest iteration (plies); `None` = as deep as time allows.
    pub max_depth: Option<i32>,
    /// Node budget per move; `None` = unlimited.
    pub max_nodes: Option<u64>,
    /// Whether exchanges are searched to the end at the horizon.
    pub quiescence: bool,
    /// Up to this many centipawns of random noise added to each root move's
    /// score before the best is chosen (0 = no noise, plain search).
    pub noise: i32,
    /// Per cent chance of playing a random legal move instead.
    pub blunder_percent: u32,
    /// Per cent of the time the clock allows that the level uses (so that
    /// the top levels stay ordered at fast time controls too).
    pub time_percent: u32,
}

/// The table of levels; index = level - 1.
pub const LEVELS: [Level; 8] = [
    Level {
        level: 1,
        description: "reads only a little ahead and makes careless mistakes",
        max_depth: Some(1),
        max_nodes: Some(2_000),
        quiescence: false,
        noise: 250,
        blunder_percent: 25,
        time_percent: 100,
    },
    Level {
        level: 2,
        description: "reads a little ahead, sometimes careless",
        max_depth: Some(1),
        max_nodes: Some(5_000),
        quiescence: true,
        noise: 150,
        blunder_percent: 10,
        time_percent: 100,
    },
    Level {
        level: 3,
        description: "sees simple exchanges",
        max_depth: Some(2),
        max_nodes: Some(20_000),
        quiescence: true,
        noise: 80,
        blunder_percent: 3,
        time_percent: 100,
    },
    Level {
        level: 4,
        description: "almost never gives a piece away for free but makes no long plans",
        max_depth: Some(3),
        max_nodes: Some(60_000),
        quiescence: true,
        noise: 30,
        blunder_percent: 0,
        time_percent: 100,
    },
    Level {
        level: 5,
        description: "plays solid short combinations",
        max_depth: Some(5),
        max_nodes: Some(20_000),
        quiescence: true,
        noise: 15,
        blunder_percent: 0,
        time_percent: 100,
    },
    Level {
        level: 6,
        description: "club player",
        max_depth: Some(10),
        max_nodes: Some(40_000),
        quiescence: true,
        noise: 0,
        blunder_percent: 0,
        time_percent: 100,
    },
    Level {
        level: 7,
        description: "strong club player",
        max_depth: None,
        max_nodes: None,
        quiescence: true,
        noise: 0,
        blunder_percent: 0,
        time_percent: 25,
    },
    Level {
        level: 8,
        description: "reads many moves ahead (full strength)",
        max_depth: None,
        max_nodes: None,
        quiescence: true,
        noise: 0,
        blunder_percent: 0,
        time_percent: 100,
    },
];

/// The full-strength level.
pub const MAX_LEVEL: u8 = 8;

/// The level of a number (clamped to 1..8).
#[must_use]
pub fn level(n: u8) -> &'static Level {
    &LEVELS[usize::from(n.clamp(1, MAX_LEVEL)) - 1]
}

/// The client's names: easy, normal, hard.
#[must_use]
pub fn named(name: &str) -> Option<&'static Level> {
    match name {
        "easy" => Some(level(1)),
        "normal" => Some(level(4)),
        "hard" => Some(level(8)),
        _ => None,
    }
}

/// UCI `Skill Level` 0..20 (Stockfish's scale) to a level.
#[must_use]
pub fn from_skill(skill: i64) -> u8 {
    (1 + skill.clamp(0, 20) * 7 / 20) as u8
}

/// Lowest and highest `UCI_Elo` accepted.
pub const ELO_MIN: i64 = 800;
pub const ELO_MAX: i64 = 2400;

/// UCI_Elo to a level (a rough scale: level 1 ~ 800, each level ~ +200).
#[must_use]
pub fn from_elo(elo: i64) -> u8 {
    (1 + (elo.clamp(ELO_MIN, ELO_MAX) - ELO_MIN) / 200).min(i64::from(MAX_LEVEL)) as u8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_ordered() {
        for (i, l) in LEVELS.iter().enumerate() {
            assert_eq!(usize::from(l.level), i + 1);
        }
        for w in LEVELS.windows(2) {
            assert!(w[0].noise >= w[1].noise);
            assert!(w[0].blunder_percent >= w[1].blunder_percent);
            assert!(w[0].max_depth.unwrap_or(i32::MAX) <= w[1].max_depth.unwrap_or(i32::MAX));
        }
        for w in LEVELS.windows(2) {
            assert!(w[0].time_percent <= w[1].time_percent || w[0].max_nodes.is_some());
        }
        assert_eq!(named("easy").unwrap().level, 1);
        assert_eq!(named("normal").unwrap().level, 4);
        assert_eq!(named("hard").unwrap().level, 8);
        assert_eq!(from_skill(0), 1);
        assert_eq!(from_skill(20), 8);
        assert_eq!(from_elo(100), 1);
        assert_eq!(from_elo(5000), 8);
    }
}
