//! Sides, piece kinds and pieces.

use std::fmt;
use std::ops::Not;

/// A side. `First` is Red in Xiangqi and Cho in Janggi (uppercase in FEN,
/// `w`, moves first, sits at ranks 1..); `Second` is Black / Han.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Color {
    First = 0,
    Second = 1,
}

impl Color {
    /// 0 for the first player, 1 for the second.
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Both sides, first player first.
    pub const ALL: [Color; 2] = [Color::First, Color::Second];
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::First => Color::Second,
            Color::Second => Color::First,
        }
    }
}

/// A piece kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Role {
    General = 0,
    Advisor = 1,
    Elephant = 2,
    Horse = 3,
    Chariot = 4,
    Cannon = 5,
    Soldier = 6,
}

impl Role {
    /// All kinds.
    pub const ALL: [Role; 7] = [
        Role::General,
        Role::Advisor,
        Role::Elephant,
        Role::Horse,
        Role::Chariot,
        Role::Cannon,
        Role::Soldier,
    ];

    /// The lowercase FEN letter (Fairy-Stockfish's letters).
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Role::General => 'k',
            Role::Advisor => 'a',
            Role::Elephant => 'b',
            Role::Horse => 'n',
            Role::Chariot => 'r',
            Role::Cannon => 'c',
            Role::Soldier => 'p',
        }
    }

    /// Reads a FEN letter of either case; `h` and `e` are accepted for horse
    /// and elephant as Fairy-Stockfish does.
    #[must_use]
    pub fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'k' => Role::General,
            'a' => Role::Advisor,
            'b' | 'e' => Role::Elephant,
            'n' | 'h' => Role::Horse,
            'r' => Role::Chariot,
            'c' => Role::Cannon,
            'p' => Role::Soldier,
            _ => return None,
        })
    }

    /// Janggi point value, doubled so that Han's 1.5 bonus stays integral.
    #[must_use]
    pub const fn janggi_points_x2(self) -> i32 {
        match self {
            Role::General => 0,
            Role::Advisor => 6,
            Role::Elephant => 6,
            Role::Horse => 10,
            Role::Chariot => 26,
            Role::Cannon => 14,
            Role::Soldier => 4,
        }
    }

    pub(crate) const fn from_index(i: u8) -> Role {
        match i {
            0 => Role::General,
            1 => Role::Advisor,
            2 => Role::Elephant,
            3 => Role::Horse,
            4 => Role::Chariot,
            5 => Role::Cannon,
            _ => Role::Soldier,
        }
    }
}

/// A piece: a side and a kind.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    #[must_use]
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// FEN letter: uppercase for the first player.
    #[must_use]
    pub fn char(self) -> char {
        let c = self.role.char();
        match self.color {
            Color::First => c.to_ascii_uppercase(),
            Color::Second => c,
        }
    }

    /// Compact code used on the board: `1 + role + 8 * color`; 0 is empty.
    #[must_use]
    #[inline]
    pub(crate) const fn code(self) -> u8 {
        1 + self.role as u8 + 8 * self.color as u8
    }

    #[inline]
    pub(crate) const fn from_code(code: u8) -> Option<Piece> {
        if code == 0 {
            None
        } else {
            let color = if code & 8 != 0 {
                Color::Second
            } else {
                Color::First
            };
            Some(Piece {
                color,
                role: Role::from_index((code & 7) - 1),
            })
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// What stands on a point of the board: nothing, or a piece, in one byte,
/// so that a whole board ([`Position::board`](crate::Position::board)) is a
/// 90-byte array that reads, copies and compares cheaply. Programs that
/// scan the board in a hot loop (an evaluation, a renderer, an exporter)
/// read it without building an `Option<Piece>` per point.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
#[repr(transparent)]
pub struct Occupant(u8);

impl Occupant {
    /// An empty point.
    pub const EMPTY: Occupant = Occupant(0);

    /// The number of distinct [`index`](Occupant::index) values: a table
    /// indexed by occupant has this many entries.
    pub const COUNT: usize = 16;

    /// A point holding `piece`.
    #[must_use]
    #[inline]
    pub const fn new(piece: Piece) -> Occupant {
        Occupant(piece.code())
    }

    /// The piece, if any.
    #[must_use]
    #[inline]
    pub const fn piece(self) -> Option<Piece> {
        Piece::from_code(self.0)
    }

    #[must_use]
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// A dense index for tables of [`COUNT`](Occupant::COUNT) entries,
    /// stable across versions: 0 for an empty point, else
    /// `1 + role + 8 * color` with [`Role`] and [`Color`] in their
    /// declaration order (`Role::General as usize` is 0). So `index & 7` is
    /// the kind (0 for empty, else `1 + role`) and `index >> 3` the color.
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Debug for Occupant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.piece() {
            Some(p) => write!(f, "Occupant({p})"),
            None => f.write_str("Occupant(empty)"),
        }
    }
}

impl From<Option<Piece>> for Occupant {
    #[inline]
    fn from(piece: Option<Piece>) -> Occupant {
        piece.map_or(Occupant::EMPTY, Occupant::new)
    }
}

/// The board's byte encoding inside this crate, the same as
/// [`Occupant::index`]: 0 for an empty point, else `role + 8 * color`, with
/// the roles numbered from 1 in [`Role`] order and the colors from 0 in
/// [`Color`] order.
pub(crate) mod code {
    pub const GENERAL: u8 = 1;
    /// The codes of the roles, without color.
    pub const ADVISOR: u8 = 2;
    pub const ELEPHANT: u8 = 3;
    pub const HORSE: u8 = 4;
    pub const CHARIOT: u8 = 5;
    pub const CANNON: u8 = 6;
    pub const SOLDIER: u8 = 7;

    /// The role part of a code (0 for an empty point).
    #[must_use]
    #[inline]
    pub const fn role(c: u8) -> u8 {
        c & 7
    }

    /// The color index of a code (0 for an empty point).
    #[must_use]
    #[inline]
    pub const fn color(c: u8) -> usize {
        (c >> 3) as usize
    }

    /// The code of a role of a color (by index).
    #[must_use]
    #[inline]
    pub const fn make(color: usize, role: u8) -> u8 {
        role | ((color as u8) << 3)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for color in Color::ALL {
            for role in Role::ALL {
                let p = Piece::new(color, role);
                assert_eq!(Piece::from_code(p.code()), Some(p));
                assert_eq!(code::role(p.code()), role as u8 + 1);
                assert_eq!(code::color(p.code()), color.index());
                let o = Occupant::new(p);
                assert_eq!(o.piece(), Some(p));
                assert_eq!(o.index(), 1 + role as usize + 8 * color.index());
                assert_eq!(Occupant::from(Some(p)), o);
            }
        }
        assert_eq!(Piece::from_code(0), None);
        assert_eq!(Occupant::EMPTY.piece(), None);
        assert!(Occupant::from(None).is_empty());
    }

    #[test]
    fn janggi_points_sum_to_72() {
        let total: i32 = [
            (Role::Chariot, 2),
            (Role::Cannon, 2),
            (Role::Horse, 2),
            (Role::Elephant, 2),
            (Role::Advisor, 2),
            (Role::Soldier, 5),
        ]
        .iter()
        .map(|(r, n)| r.janggi_points_x2() * n)
        .sum();
        assert_eq!(total, 144);
    }
}
