//! Janggi's four horse/elephant arrangements (차림).

use crate::piece::{Color, Piece, Role};
use crate::setup::Setup;
use crate::square::Square;
use std::fmt;
use std::str::FromStr;

/// One of the four arrangements of a side's horses (馬) and elephants (象),
/// named from the owner's own left to right.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Arrangement {
    /// 馬象象馬 ma-sang-sang-ma (Fairy-Stockfish's start position for both).
    MaSangSangMa,
    /// 象馬象馬 sang-ma-sang-ma.
    SangMaSangMa,
    /// 馬象馬象 ma-sang-ma-sang.
    MaSangMaSang,
    /// 象馬馬象 sang-ma-ma-sang.
    SangMaMaSang,
}

impl Arrangement {
    /// All four, in the order the source pages list them.
    pub const ALL: [Arrangement; 4] = [
        Arrangement::MaSangSangMa,
        Arrangement::SangMaSangMa,
        Arrangement::MaSangMaSang,
        Arrangement::SangMaMaSang,
    ];

    /// The four pieces from the owner's left.
    #[must_use]
    pub const fn order(self) -> [Role; 4] {
        use Role::{Elephant as S, Horse as M};
        match self {
            Arrangement::MaSangSangMa => [M, S, S, M],
            Arrangement::SangMaSangMa => [S, M, S, M],
            Arrangement::MaSangMaSang => [M, S, M, S],
            Arrangement::SangMaMaSang => [S, M, M, S],
        }
    }

    /// Romanised name, e.g. `ma-sang-sang-ma` (also accepted by `FromStr`).
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Arrangement::MaSangSangMa => "ma-sang-sang-ma",
            Arrangement::SangMaSangMa => "sang-ma-sang-ma",
            Arrangement::MaSangMaSang => "ma-sang-ma-sang",
            Arrangement::SangMaMaSang => "sang-ma-ma-sang",
        }
    }

    /// Hanja name, e.g. `馬象象馬`.
    #[must_use]
    pub const fn hanja(self) -> &'static str {
        match self {
            Arrangement::MaSangSangMa => "馬象象馬",
            Arrangement::SangMaSangMa => "象馬象馬",
            Arrangement::MaSangMaSang => "馬象馬象",
            Arrangement::SangMaMaSang => "象馬馬象",
        }
    }

    /// Hangul name as GIB records write it, e.g. `마상상마`.
    #[must_use]
    pub const fn hangul(self) -> &'static str {
        match self {
            Arrangement::MaSangSangMa => "마상상마",
            Arrangement::SangMaSangMa => "상마상마",
            Arrangement::MaSangMaSang => "마상마상",
            Arrangement::SangMaMaSang => "상마마상",
        }
    }

    /// Files (0 = a) of the four back-rank points, from the owner's left.
    const fn files(color: Color) -> [u8; 4] {
        match color {
            Color::First => [1, 2, 6, 7],
            Color::Second => [7, 6, 2, 1],
        }
    }

    /// Places this arrangement for `color` on a setup's back rank,
    /// replacing whatever horses/elephants stood on those four points.
    pub fn apply(self, setup: &mut Setup, color: Color) {
        let rank = match color {
            Color::First => 0,
            Color::Second => 9,
        };
        for (role, file) in self.order().iter().zip(Self::files(color)) {
            let sq = Square::new(file, rank).expect("on board");
            setup.board[sq.index()] = Some(Piece::new(color, *role));
        }
    }

    /// Reads the arrangement of `color` from a setup, if its four back-rank
    /// points hold two horses and two elephants in one of the four orders.
    #[must_use]
    pub fn detect(setup: &Setup, color: Color) -> Option<Arrangement> {
        let rank = match color {
            Color::First => 0,
            Color::Second => 9,
        };
        let found: Vec<Option<Role>> = Self::files(color)
            .iter()
            .map(|&f| {
                let p = setup.board[Square::new(f, rank).expect("on board").index()]?;
                (p.color == color).then_some(p.role)
            })
            .collect();
        Arrangement::ALL
            .into_iter()
            .find(|a| a.order().iter().zip(&found).all(|(r, f)| Some(*r) == *f))
    }
}

impl fmt::Display for Arrangement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An arrangement name that is none of the four.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownArrangement(pub String);

impl fmt::Display for UnknownArrangement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown arrangement '{}' (expected one of ma-sang-sang-ma, sang-ma-sang-ma, ma-sang-ma-sang, sang-ma-ma-sang, or the Hanja/Hangul names)",
            self.0.chars().take(40).collect::<String>()
        )
    }
}

impl std::error::Error for UnknownArrangement {}

impl FromStr for Arrangement {
    type Err = UnknownArrangement;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        Arrangement::ALL
            .into_iter()
            .find(|a| {
                a.name().eq_ignore_ascii_case(t)
                    || a.hanja() == t
                    || a.hangul() == t
                    || a.name().replace('-', "").eq_ignore_ascii_case(t)
            })
            .ok_or_else(|| UnknownArrangement(s.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::JANGGI_START_FEN;

    #[test]
    fn start_position_is_ma_sang_sang_ma_for_both() {
        let setup = Setup::from_fen(JANGGI_START_FEN).unwrap();
        for c in Color::ALL {
            assert_eq!(Arrangement::detect(&setup, c), Some(Arrangement::MaSangSangMa));
        }
    }

    #[test]
    fn han_is_named_from_its_own_left() {
        let mut setup = Setup::from_fen(JANGGI_START_FEN).unwrap();
        Arrangement::SangMaSangMa.apply(&mut setup, Color::Second);
        Arrangement::SangMaSangMa.apply(&mut setup, Color::First);
        let fen = setup.to_fen();
        assert!(fen.starts_with("rnba1anbr/"), "{fen}");
        assert!(fen.contains("/RBNA1ABNR w"), "{fen}");
        for c in Color::ALL {
            assert_eq!(Arrangement::detect(&setup, c), Some(Arrangement::SangMaSangMa));
        }
    }

    #[test]
    fn names_parse() {
        for a in Arrangement::ALL {
            assert_eq!(a.name().parse::<Arrangement>(), Ok(a));
            assert_eq!(a.hanja().parse::<Arrangement>(), Ok(a));
            assert_eq!(a.hangul().parse::<Arrangement>(), Ok(a));
        }
        assert!("ma-ma-sang-sang".parse::<Arrangement>().is_err());
    }
}
