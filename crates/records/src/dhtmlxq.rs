//! DhtmlXQ (also called UBB) blocks, as Xiangqi web pages embed them:
//!
//! ```text
//! [DhtmlXQ]
//! [DhtmlXQ_red]DING Wa Chong[/DhtmlXQ_red]
//! [DhtmlXQ_result]W[/DhtmlXQ_result]
//! [DhtmlXQ_binit]8979695949392919097717866646260600102030405060708012720323436383[/DhtmlXQ_binit]
//! [DhtmlXQ_movelist]69477252...[/DhtmlXQ_movelist]
//! [/DhtmlXQ]
//! ```
//!
//! Points are two digits, column 0..8 from Red's left and row 0..9 from
//! Black's back rank. A move is two points. `binit` (optional) gives the
//! 32 pieces' points in the XQF order (Red 车马相仕帅仕相马车炮炮兵×5, then
//! Black), `99` for a piece off the board. Variations (`move_1_2_3`) are
//! skipped. A page may hold several blocks: each is a game.

use crate::record::{Collection, FileError, Format, GameFault, ReadGame, ReadOptions, Record};
use crate::replay::Replay;
use palace_rules::{Color, GameResult, Move, Piece, Position, Role, Setup, Square, Variant};

const ROLES: [Role; 16] = [
    Role::Chariot,
    Role::Horse,
    Role::Elephant,
    Role::Advisor,
    Role::General,
    Role::Advisor,
    Role::Elephant,
    Role::Horse,
    Role::Chariot,
    Role::Cannon,
    Role::Cannon,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
    Role::Soldier,
];

pub(crate) fn read(text: &str, options: &ReadOptions, out: &mut Collection) -> Result<(), FileError> {
    let blocks = blocks(text);
    if blocks.is_empty() {
        return Err(FileError::Malformed {
            format: Format::DhtmlXq,
            reason: "no [DhtmlXQ_movelist] or [DhtmlXQ_binit] found".to_owned(),
        });
    }
    for (i, (line, block)) in blocks.iter().enumerate() {
        let number = i + 1;
        match read_game(block, options) {
            Ok(record) => out.games.push(ReadGame { number, record }),
            Err((ply, message)) => out.errors.push(GameFault {
                game: number,
                line: Some(*line),
                offset: None,
                ply,
                message,
            }),
        }
    }
    Ok(())
}

/// The blocks of a page, each with the line it starts on. Text without the
/// outer `[DhtmlXQ]` is one block.
fn blocks(text: &str) -> Vec<(usize, &str)> {
    let lower = text.to_ascii_lowercase();
    let mut out = Vec::new();
    let mut from = 0;
    let mut line = 1;
    while let Some(start) = lower[from..].find("[dhtmlxq]").map(|p| p + from) {
        line += text[from..start].matches('\n').count();
        let end = lower[start..]
            .find("[/dhtmlxq]")
            .map_or(text.len(), |p| p + start);
        out.push((line, &text[start..end]));
        line += text[start..end].matches('\n').count();
        from = end;
    }
    if out.is_empty() && (lower.contains("[dhtmlxq_movelist]") || lower.contains("[dhtmlxq_binit]")) {
        out.push((1, text));
    }
    out
}

/// The value of `[DhtmlXQ_name]...[/DhtmlXQ_name]` in a block.
fn field<'a>(block: &'a str, name: &str) -> Option<&'a str> {
    let lower = block.to_ascii_lowercase();
    let open = format!("[dhtmlxq_{name}]");
    let close = format!("[/dhtmlxq_{name}]");
    let a = lower.find(&open)? + open.len();
    let b = lower[a..].find(&close).map_or(block.len(), |p| p + a);
    Some(block[a..b].trim())
}

/// A two-digit point, row 0 at Black's back rank.
fn point(col: u8, row: u8) -> Option<Square> {
    if col > 8 || row > 9 {
        return None;
    }
    Square::new(col, 9 - row)
}

fn read_game(block: &str, options: &ReadOptions) -> Result<Record, (Option<usize>, String)> {
    let rules = options.rules_for(Variant::Xiangqi).map_err(|e| (None, e))?;
    let digits = |s: &str| -> Vec<u8> { s.bytes().filter(u8::is_ascii_digit).map(|b| b - b'0').collect() };
    let mut start = Position::start(rules);
    if let Some(binit) = field(block, "binit").filter(|b| !b.is_empty()) {
        let d = digits(binit);
        if d.len() != 64 {
            return Err((
                None,
                format!("binit has {} digits, expected 64 (32 points)", d.len()),
            ));
        }
        let mut setup = Setup {
            board: [None; 90],
            turn: Color::First,
            halfmoves: 0,
            fullmoves: 1,
        };
        for i in 0..32 {
            if let Some(sq) = point(d[2 * i], d[2 * i + 1]) {
                let color = if i < 16 { Color::First } else { Color::Second };
                setup.board[sq.index()] = Some(Piece::new(color, ROLES[i % 16]));
            }
        }
        start = Position::from_setup(&setup, rules).map_err(|e| (None, format!("binit: {e}")))?;
    }
    let list = digits(field(block, "movelist").unwrap_or(""));
    if list.len() % 4 != 0 {
        return Err((
            None,
            format!("movelist has {} digits, not a multiple of 4", list.len()),
        ));
    }
    // Black may begin a set-up position: the first move's piece says who.
    if let Some(sq) = list.get(..2).and_then(|d| point(d[0], d[1])) {
        if start.piece_at(sq).is_some_and(|p| p.color != start.turn()) {
            let mut setup = start.to_setup();
            setup.turn = !setup.turn;
            start = Position::from_setup(&setup, rules).map_err(|e| (None, e.to_string()))?;
        }
    }
    let mut replay = Replay::new(start.clone());
    for chunk in list.chunks(4) {
        let ply = replay.next_ply();
        let (Some(from), Some(to)) = (point(chunk[0], chunk[1]), point(chunk[2], chunk[3])) else {
            return Err((Some(ply), "a point is off the board".to_owned()));
        };
        replay
            .play_points(Move::new(from, to))
            .map_err(|e| (Some(ply), e))?;
    }
    let mut tags = Vec::new();
    for name in [
        "title",
        "event",
        "date",
        "place",
        "round",
        "red",
        "redteam",
        "black",
        "blackteam",
        "result",
        "open",
    ] {
        if let Some(v) = field(block, name).filter(|v| !v.is_empty()) {
            tags.push((name.to_owned(), v.to_owned()));
        }
    }
    let result = field(block, "result").and_then(|r| match r.trim() {
        "W" | "w" | "1-0" => Some(GameResult::FirstWins),
        "L" | "l" | "0-1" => Some(GameResult::SecondWins),
        "D" | "d" | "P" | "1/2-1/2" => Some(GameResult::Draw),
        other => crate::pgn::parse_result(other),
    });
    Ok(Record {
        start,
        moves: replay.moves,
        result,
        tags,
    })
}
