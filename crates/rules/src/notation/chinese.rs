//! Chinese notation for Xiangqi: `炮二平五 马８进７`.
//!
//! Four characters: piece, file counted from the mover's right (Red writes
//! Chinese numerals 一..九, Black full-width digits １..９), 进 / 退 / 平 and
//! the number (as in WXF: the file reached for 仕 相 马, the distance or the
//! file reached for the others).
//!
//! Two pieces of a kind on one file are 前 (front) and 后 (rear) and the file
//! is left out: `前车进四`. Advisors and elephants never need it (the one
//! that can go forward is the rear one) and keep their file. Soldiers follow
//! the xqbase convention: three on a file are 前 / 中 / 后; four or five on a
//! file are numbered 一 二 三 四 五 from the front; when two files hold two
//! or more, those soldiers are numbered 一.. across both files, right to
//! left and front to back (`一兵平四`).
//!
//! Reading also accepts traditional characters (帥 俥 傌 砲 進 後 …),
//! Arabic or full-width digits for either side, Chinese numerals for Black,
//! and the older multi-file soldier form with the file instead of the
//! piece (`前七进一`, `后３平４`).

use super::{
    check_legal, clip, file_from_number, file_number, file_stack, files_right_to_left, halfwidth, line_move,
    resolve_line, LineQuery, Notation, NotationError, Op, Rank, Selector,
};
use crate::moves::Move;
use crate::piece::{Color, Role};
use crate::position::Position;

const RED_NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
const BLACK_DIGITS: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

#[derive(Clone, Copy, PartialEq, Eq)]
enum Script {
    Simplified,
    Traditional,
}

fn piece_char(color: Color, role: Role, script: Script) -> char {
    match (script, color, role) {
        (_, Color::First, Role::General) => {
            if script == Script::Simplified {
                '帅'
            } else {
                '帥'
            }
        }
        (_, Color::Second, Role::General) => {
            if script == Script::Simplified {
                '将'
            } else {
                '將'
            }
        }
        (_, Color::First, Role::Advisor) => '仕',
        (_, Color::Second, Role::Advisor) => '士',
        (_, Color::First, Role::Elephant) => '相',
        (_, Color::Second, Role::Elephant) => '象',
        (Script::Simplified, _, Role::Horse) => '马',
        (Script::Traditional, _, Role::Horse) => '馬',
        (Script::Simplified, _, Role::Chariot) => '车',
        (Script::Traditional, _, Role::Chariot) => '車',
        (_, _, Role::Cannon) => '炮',
        (_, Color::First, Role::Soldier) => '兵',
        (_, Color::Second, Role::Soldier) => '卒',
    }
}

fn role_of_char(c: char) -> Option<Role> {
    Some(match c {
        '帅' | '帥' | '将' | '將' | '王' => Role::General,
        '仕' | '士' => Role::Advisor,
        '相' | '象' => Role::Elephant,
        '马' | '馬' | '傌' | '码' | '碼' => Role::Horse,
        '车' | '車' | '俥' | '伡' => Role::Chariot,
        '炮' | '砲' | '包' => Role::Cannon,
        '兵' | '卒' => Role::Soldier,
        _ => return None,
    })
}

/// Number character for a side: 一..九 for Red, １..９ for Black.
fn number_char(color: Color, n: u8) -> char {
    let i = usize::from(n.clamp(1, 9) - 1);
    match color {
        Color::First => RED_NUMERALS[i],
        Color::Second => BLACK_DIGITS[i],
    }
}

/// Reads 1..9 written any way: 一..九, 1..9, １..９.
fn number_of_char(c: char) -> Option<u8> {
    if let Some(i) = RED_NUMERALS.iter().position(|&x| x == c) {
        return Some(i as u8 + 1);
    }
    match halfwidth(c) {
        d @ '1'..='9' => Some(d as u8 - b'0'),
        _ => None,
    }
}

fn op_char(op: Op, script: Script) -> char {
    match (op, script) {
        (Op::Advance, Script::Simplified) => '进',
        (Op::Advance, Script::Traditional) => '進',
        (Op::Retreat, _) => '退',
        (Op::Traverse, _) => '平',
    }
}

fn op_of_char(c: char) -> Option<Op> {
    Some(match c {
        '进' | '進' => Op::Advance,
        '退' => Op::Retreat,
        '平' => Op::Traverse,
        _ => return None,
    })
}

/// 后 in both scripts, as XQWizard writes it (後 is read too).
fn rear_char(_script: Script) -> char {
    '后'
}

/// Writes a legal Xiangqi move in Chinese notation, simplified characters.
pub fn to_chinese(pos: &Position, m: Move) -> Result<String, NotationError> {
    write(pos, m, Script::Simplified, Notation::Chinese)
}

/// Writes a legal Xiangqi move in Chinese notation, traditional characters
/// as XQWizard writes them (帥 仕 相 馬 車 炮 兵 / 將 士 象 馬 車 炮 卒, 進,
/// and 后); 傌 俥 砲 後 are read but not written.
pub fn to_chinese_traditional(pos: &Position, m: Move) -> Result<String, NotationError> {
    write(pos, m, Script::Traditional, Notation::ChineseTraditional)
}

fn write(pos: &Position, m: Move, script: Script, notation: Notation) -> Result<String, NotationError> {
    check_legal(pos, m, notation)?;
    let (from, to) = (m.from(), m.to());
    let piece = pos.piece_at(from).expect("a legal move starts on a piece");
    let (color, role) = (piece.color, piece.role);
    let name = piece_char(color, role, script);
    let (op, num) = line_move(color, role, from, to);
    let stack = file_stack(pos, color, role, from.file());
    let place = stack.iter().position(|&s| s == from).unwrap_or(0);
    let rear = rear_char(script);
    let mut out = String::with_capacity(12);
    let multi_files: Vec<Vec<_>> = if role == Role::Soldier {
        files_right_to_left(color)
            .into_iter()
            .map(|f| file_stack(pos, color, role, f))
            .filter(|s| s.len() >= 2)
            .collect()
    } else {
        Vec::new()
    };
    match (role, stack.len()) {
        (Role::Advisor | Role::Elephant | Role::General, _) | (_, 0 | 1) => {
            out.push(name);
            out.push(number_char(color, file_number(color, from.file())));
        }
        (Role::Soldier, _) if multi_files.len() >= 2 => {
            let index = multi_files.iter().flatten().position(|&s| s == from).unwrap_or(0);
            out.push(RED_NUMERALS[index.min(8)]);
            out.push(name);
        }
        (_, 2) => {
            out.push(if place == 0 { '前' } else { rear });
            out.push(name);
        }
        (_, 3) => {
            out.push(['前', '中', rear][place.min(2)]);
            out.push(name);
        }
        _ => {
            out.push(RED_NUMERALS[place.min(8)]);
            out.push(name);
        }
    }
    out.push(op_char(op, script));
    out.push(number_char(color, num));
    Ok(out)
}

const EXPECTED: &str =
    "piece, file, 进/退/平, number (炮二平五, 马８进７), or 前/中/后 and the piece (前车进四)";

/// Reads Chinese notation, simplified or traditional.
pub(crate) fn parse_chinese(pos: &Position, text: &str, notation: Notation) -> Result<Move, NotationError> {
    super::check_game(pos, notation)?;
    let syntax = || NotationError::Syntax {
        notation,
        text: clip(text),
        expected: EXPECTED,
    };
    let chars: Vec<char> = text
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(halfwidth(*c), '!' | '?'))
        .collect();
    if chars.len() != 4 {
        return Err(syntax());
    }
    let color = pos.turn();
    let op = op_of_char(chars[2]).ok_or_else(syntax)?;
    let num = number_of_char(chars[3]).ok_or_else(syntax)?;
    let (a, b) = (chars[0], chars[1]);
    let rank_of = |c: char| match c {
        '前' => Some(Rank::Front),
        '中' => Some(Rank::Middle),
        '后' | '後' => Some(Rank::Back),
        _ => None,
    };
    let index_of = |c: char| RED_NUMERALS[..5].iter().position(|&x| x == c).map(|i| i as u8);
    let (role, selector) = if let Some(role) = role_of_char(a) {
        // 炮二平五, or (rarely) 车前进四.
        if let Some(rank) = rank_of(b) {
            (role, Selector::Rank(rank, None))
        } else {
            let n = number_of_char(b).ok_or_else(syntax)?;
            (
                role,
                Selector::File(file_from_number(color, n).ok_or_else(syntax)?),
            )
        }
    } else if let Some(rank) = rank_of(a) {
        if let Some(role) = role_of_char(b) {
            // 前车进四, 中兵平四.
            (role, Selector::Rank(rank, None))
        } else {
            // 前七进一: older form for soldiers on several files.
            let n = number_of_char(b).ok_or_else(syntax)?;
            let file = file_from_number(color, n).ok_or_else(syntax)?;
            (Role::Soldier, Selector::Rank(rank, Some(file)))
        }
    } else if let Some(k) = index_of(a) {
        if role_of_char(b) == Some(Role::Soldier) {
            // 一兵平四: numbered across the files that hold several.
            (Role::Soldier, Selector::Global(k))
        } else {
            // 二七进一: the second soldier on file 七.
            let n = number_of_char(b).ok_or_else(syntax)?;
            let file = file_from_number(color, n).ok_or_else(syntax)?;
            (Role::Soldier, Selector::Rank(Rank::Nth(k), Some(file)))
        }
    } else {
        return Err(syntax());
    };
    resolve_line(
        pos,
        LineQuery {
            role,
            selector,
            op,
            num,
        },
        notation,
        text,
    )
}
