//! WXF notation for Xiangqi, written as Fairy-Stockfish writes it.
//!
//! A move is four characters: piece letter (`K A E H R C P`), the file it
//! stands on counted from the mover's right (Red's `a` file is 9, Black's is
//! 1), the direction (`+` forward, `-` back, `=` along the rank) and a
//! number: the file reached for advisors, elephants and horses, otherwise
//! the distance for a forward or backward move and the file reached for a
//! move along the rank.
//!
//! Two pieces of a kind on one file: the file number is replaced by `+`
//! (the front one) or `-` (the rear one), `R+=5`, but only where the plain
//! form could also describe a move of the other one: the other piece, moved
//! by the same step on an empty board, would land on a point it may stand
//! on (`R9+2` stays plain when the other chariot is eight ranks further up).
//! Soldiers, when one file holds three or more of them or two files hold
//! two or more: the letter and file give way to the soldier's place on its
//! file (1 = front) and the file number, `15+1`, `25=4`.

use super::{
    check_legal, clip, file_from_number, file_number, file_stack, halfwidth, line_move, resolve_line,
    LineQuery, Notation, NotationError, Op, Rank, Selector,
};
use crate::moves::Move;
use crate::piece::{Color, Role};
use crate::position::Position;
use crate::square::Square;

const fn letter(role: Role) -> char {
    match role {
        Role::General => 'K',
        Role::Advisor => 'A',
        Role::Elephant => 'E',
        Role::Horse => 'H',
        Role::Chariot => 'R',
        Role::Cannon => 'C',
        Role::Soldier => 'P',
    }
}

fn role_of_letter(c: char) -> Option<Role> {
    Some(match c.to_ascii_uppercase() {
        'K' | 'G' => Role::General,
        'A' => Role::Advisor,
        'E' | 'B' => Role::Elephant,
        'H' | 'N' => Role::Horse,
        'R' => Role::Chariot,
        'C' => Role::Cannon,
        'P' => Role::Soldier,
        _ => return None,
    })
}

const fn op_char(op: Op) -> char {
    match op {
        Op::Advance => '+',
        Op::Retreat => '-',
        Op::Traverse => '=',
    }
}

/// Whether soldiers are named by their place on the file (`15+1`): some
/// file holds three or more, or two files hold two or more.
pub(crate) fn tandem_soldiers(pos: &Position, color: Color) -> bool {
    let counts: Vec<usize> = (0..9)
        .map(|f| file_stack(pos, color, Role::Soldier, f).len())
        .collect();
    counts.iter().any(|&n| n >= 3) || counts.iter().filter(|&&n| n >= 2).count() >= 2
}

/// Whether a piece of `role` on `sq` may reach `sq + (df, dr)` on an empty
/// board (Fairy-Stockfish's test for needing `+` / `-`).
fn may_step(color: Color, role: Role, sq: Square, df: i32, dr: i32) -> bool {
    let tf = i32::from(sq.file()) + df;
    let tr = i32::from(sq.rank()) + dr;
    if !(0..9).contains(&tf) || !(0..10).contains(&tr) {
        return false;
    }
    match role {
        Role::Elephant => match color {
            Color::First => tr <= 4,
            Color::Second => tr >= 5,
        },
        Role::Advisor | Role::General => {
            (3..=5).contains(&tf)
                && match color {
                    Color::First => tr <= 2,
                    Color::Second => tr >= 7,
                }
        }
        _ => true,
    }
}

/// Writes a legal Xiangqi move in WXF, exactly as Fairy-Stockfish does.
pub fn to_wxf(pos: &Position, m: Move) -> Result<String, NotationError> {
    check_legal(pos, m, Notation::Wxf)?;
    let (from, to) = (m.from(), m.to());
    let piece = pos.piece_at(from).expect("a legal move starts on a piece");
    let (color, role) = (piece.color, piece.role);
    let (op, num) = line_move(color, role, from, to);
    let stack = file_stack(pos, color, role, from.file());
    let place = stack.iter().position(|&s| s == from).unwrap_or(0);
    let mut out = String::with_capacity(4);
    if role == Role::Soldier && stack.len() >= 2 && tandem_soldiers(pos, color) {
        out.push(char::from(b'1' + place as u8));
        out.push(char::from(b'0' + file_number(color, from.file())));
    } else {
        out.push(letter(role));
        let df = i32::from(to.file()) - i32::from(from.file());
        let dr = i32::from(to.rank()) - i32::from(from.rank());
        let clash = stack
            .iter()
            .any(|&other| other != from && may_step(color, role, other, df, dr));
        if clash {
            out.push(if place == 0 { '+' } else { '-' });
        } else {
            out.push(char::from(b'0' + file_number(color, from.file())));
        }
    }
    out.push(op_char(op));
    out.push(char::from(b'0' + num));
    Ok(out)
}

const EXPECTED: &str =
    "piece letter, file, + - = or ., number (C2=5, H8+7), a tandem piece as R+=5 or +R=5, \
                        tandem soldiers as 15+1";

/// Reads WXF: Fairy-Stockfish's forms and the usual variants (full-width
/// characters, `.` for `=`, lowercase letters, `N`/`B`/`G` for horse,
/// elephant and general, the tandem sign before the letter: `+R=5`).
pub(crate) fn parse_wxf(pos: &Position, text: &str) -> Result<Move, NotationError> {
    super::check_game(pos, Notation::Wxf)?;
    let syntax = || NotationError::Syntax {
        notation: Notation::Wxf,
        text: clip(text),
        expected: EXPECTED,
    };
    let chars: Vec<char> = text
        .chars()
        .map(halfwidth)
        .filter(|c| !c.is_whitespace())
        .collect();
    let mut end = chars.len();
    while end > 0 && matches!(chars[end - 1], '!' | '?' | '#') {
        end -= 1;
    }
    let chars = &chars[..end];
    if chars.len() != 4 {
        return Err(syntax());
    }
    let color = pos.turn();
    let op = match chars[2] {
        '+' => Op::Advance,
        '-' => Op::Retreat,
        '=' | '.' => Op::Traverse,
        _ => return Err(syntax()),
    };
    let num = chars[3]
        .to_digit(10)
        .filter(|d| (1..=9).contains(d))
        .ok_or_else(syntax)? as u8;
    let sign_rank = |c: char| match c {
        '+' => Some(Rank::Front),
        '-' => Some(Rank::Back),
        _ => None,
    };
    let (role, selector) = match (chars[0], chars[1]) {
        (l, d) if l.is_ascii_alphabetic() && d.is_ascii_digit() => {
            let role = role_of_letter(l).ok_or_else(syntax)?;
            let file = file_from_number(color, d.to_digit(10).unwrap_or(0) as u8).ok_or_else(syntax)?;
            (role, Selector::File(file))
        }
        (l, s) if l.is_ascii_alphabetic() && sign_rank(s).is_some() => {
            let role = role_of_letter(l).ok_or_else(syntax)?;
            (role, Selector::Rank(sign_rank(s).unwrap_or(Rank::Front), None))
        }
        (s, l) if sign_rank(s).is_some() && l.is_ascii_alphabetic() => {
            let role = role_of_letter(l).ok_or_else(syntax)?;
            (role, Selector::Rank(sign_rank(s).unwrap_or(Rank::Front), None))
        }
        (i, d) if i.is_ascii_digit() && d.is_ascii_digit() => {
            let place = i.to_digit(10).unwrap_or(0) as u8;
            if !(1..=5).contains(&place) {
                return Err(syntax());
            }
            let file = file_from_number(color, d.to_digit(10).unwrap_or(0) as u8).ok_or_else(syntax)?;
            (Role::Soldier, Selector::Rank(Rank::Nth(place - 1), Some(file)))
        }
        _ => return Err(syntax()),
    };
    resolve_line(
        pos,
        LineQuery {
            role,
            selector,
            op,
            num,
        },
        Notation::Wxf,
        text,
    )
}
