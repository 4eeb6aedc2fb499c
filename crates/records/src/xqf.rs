//! XQF, the binary Xiangqi format of XQWizard (象棋演播室), versions 1.0 to
//! 1.8, from the format's public descriptions.
//!
//! A 1024-byte header, then the move tree in pre-order. Header fields used
//! here (offsets in bytes):
//!
//! | offset | size | field |
//! |---|---|---|
//! | 0 | 2 | `XQ` |
//! | 2 | 1 | version (10 = 1.0 ... 18 = 1.8) |
//! | 3 | 1 | key mask |
//! | 8..12 | 4 | key "or" bytes A..D |
//! | 12..16 | 4 | key sum, key of the pieces, of move origins, of move targets |
//! | 16 | 32 | the 32 pieces' points: Red 车马相仕帅仕相马车炮炮兵×5, then Black; `10 * file + rank` from Red's bottom left, > 89 = off the board |
//! | 51 | 1 | result: 1 Red won, 2 Black won, 3 or 4 a draw |
//! | 56 | 4 | where the move tree starts (0 = 1024) |
//! | 64 | 1 | kind: 0 full game, 1 opening, 2 middle game, 3 endgame |
//! | 80, 208 | 64 | title, event (length byte, then GBK text) |
//! | 272, 288, 304, 320 | 16 | date, site, Red, Black |
//! | 336 | 64 | opening |
//! | 464, 480 | 16 | commentator, author |
//!
//! From version 1.1 on the file is enciphered. Three keys come from the
//! header's: `k(x, seed) = (54 x² + 221) · seed mod 256`, with
//! key_pieces = k(h13, h13), key_from = k(h14, key_pieces), key_to = k(h15,
//! key_from). Every piece point is stored plus key_pieces, and from version
//! 1.2 on the 32 points are also rotated: piece `i` is stored at index `(i +
//! key_pieces + 1) mod 32`. The move tree's byte at file offset `p` is
//! stored plus `mask[p mod 32]`, where `mask[i]` is the `i`-th byte of
//! `"[(C) Copyright Mr. Dong Shiwei.]"` ANDed with `(h[12 + i mod 4] & h3) |
//! h[8 + i mod 4]`.
//!
//! Each tree record is four bytes: origin + 24 + key_from, target + 32 +
//! key_to, flags, a spare byte; then a four-byte comment length (always in
//! 1.0; from 1.1 only when flag 0x20 is set, and stored plus `(h12 * 256 +
//! h13) mod 32000 + 767`), then the comment. A record is followed by its
//! first reply (flag 0x80, or any of 0xF0 in 1.0) and, after that whole
//! subtree, by its next alternative (flag 0x40, or any of 0x0F in 1.0). The
//! first record stands for the start position. The main line follows first
//! replies.

use crate::record::{Collection, FileError, Format, GameFault, ReadGame, ReadOptions, Record};
use crate::replay::Replay;
use crate::text::decode_gbk_field;
use palace_rules::{Color, GameResult, Move, Piece, Position, Role, Setup, Square, Variant};

const HEADER_LEN: usize = 1024;
const MASK_TEXT: &[u8; 32] = b"[(C) Copyright Mr. Dong Shiwei.]";
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
/// Text fields: tag name, offset, size.
const TEXT_FIELDS: [(&str, usize, usize); 10] = [
    ("Title", 0x50, 64),
    ("Event", 0xD0, 64),
    ("Date", 0x110, 16),
    ("Site", 0x120, 16),
    ("Red", 0x130, 16),
    ("Black", 0x140, 16),
    ("Opening", 0x150, 64),
    ("RedTime", 0x190, 16),
    ("BlackTime", 0x1A0, 16),
    ("Commentator", 0x1D0, 16),
];

struct Keys {
    version: u8,
    pieces: u8,
    from: u8,
    to: u8,
    comment: u32,
    mask: [u8; 32],
}

fn key(x: u8, seed: u8) -> u8 {
    let x = u32::from(x);
    ((54 * x * x + 221) * u32::from(seed) % 256) as u8
}

fn keys(h: &[u8]) -> Keys {
    let version = h[2];
    let mut mask = [0u8; 32];
    for (i, m) in mask.iter_mut().enumerate() {
        *m = MASK_TEXT[i] & ((h[12 + i % 4] & h[3]) | h[8 + i % 4]);
    }
    if version <= 10 {
        return Keys {
            version,
            pieces: 0,
            from: 0,
            to: 0,
            comment: 0,
            mask,
        };
    }
    let pieces = key(h[13], h[13]);
    let from = key(h[14], pieces);
    let to = key(h[15], from);
    Keys {
        version,
        pieces,
        from,
        to,
        comment: (u32::from(h[12]) * 256 + u32::from(h[13])) % 32000 + 767,
        mask,
    }
}

/// One record of the move tree.
struct Node {
    from: u8,
    to: u8,
    offset: usize,
    first_reply: Option<usize>,
}

struct Stream<'a> {
    bytes: &'a [u8],
    keys: &'a Keys,
    at: usize,
}

impl Stream<'_> {
    fn byte(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        let plain = b.wrapping_sub(self.keys.mask[self.at % 32]);
        self.at += 1;
        Some(plain)
    }

    fn u32(&mut self) -> Option<u32> {
        let mut v = 0u32;
        for i in 0..4 {
            v |= u32::from(self.byte()?) << (8 * i);
        }
        Some(v)
    }

    /// Reads a record: (origin, target, has reply, has alternative).
    fn record(&mut self) -> Result<(u8, u8, bool, bool), String> {
        let start = self.at;
        let truncated = || format!("the move tree is cut short at byte {start}");
        let mut b = [0u8; 4];
        for x in &mut b {
            *x = self.byte().ok_or_else(truncated)?;
        }
        let flags = b[2];
        let old = self.keys.version <= 10;
        let comment_len = if old {
            self.u32().ok_or_else(truncated)?
        } else if flags & 0x20 != 0 {
            self.u32().ok_or_else(truncated)?.wrapping_sub(self.keys.comment)
        } else {
            0
        };
        let len = comment_len as usize;
        if len > self.bytes.len().saturating_sub(self.at) {
            return Err(format!(
                "the comment of the record at byte {start} claims {comment_len} bytes, more than the file holds"
            ));
        }
        self.at += len;
        let from = b[0].wrapping_sub(24).wrapping_sub(self.keys.from);
        let to = b[1].wrapping_sub(32).wrapping_sub(self.keys.to);
        let (reply, alternative) = if old {
            (flags & 0xF0 != 0, flags & 0x0F != 0)
        } else {
            (flags & 0x80 != 0, flags & 0x40 != 0)
        };
        Ok((from, to, reply, alternative))
    }
}

fn malformed(reason: String) -> FileError {
    FileError::Malformed {
        format: Format::Xqf,
        reason,
    }
}

pub(crate) fn read(bytes: &[u8], options: &ReadOptions, out: &mut Collection) -> Result<(), FileError> {
    if !bytes.starts_with(b"XQ") {
        return Err(malformed("it does not start with 'XQ'".to_owned()));
    }
    if bytes.len() < HEADER_LEN {
        return Err(malformed(format!(
            "the header needs {HEADER_LEN} bytes and the file has {}",
            bytes.len()
        )));
    }
    let keys = keys(bytes);
    if !(1..=18).contains(&keys.version) {
        return Err(malformed(format!(
            "version byte {} is not a known XQF version (10 to 18)",
            keys.version
        )));
    }
    let fault = |offset: usize, ply: Option<usize>, message: String| GameFault {
        game: 1,
        line: None,
        offset: Some(offset),
        ply,
        message,
    };
    match read_game(bytes, &keys, options) {
        Ok(record) => out.games.push(ReadGame { number: 1, record }),
        Err((offset, ply, message)) => out.errors.push(fault(offset, ply, message)),
    }
    Ok(())
}

fn read_game(
    bytes: &[u8],
    keys: &Keys,
    options: &ReadOptions,
) -> Result<Record, (usize, Option<usize>, String)> {
    let rules = options.rules_for(Variant::Xiangqi).map_err(|e| (0, None, e))?;
    // The pieces.
    let mut points = [0u8; 32];
    for (i, &b) in bytes[16..48].iter().enumerate() {
        let slot = if keys.version >= 12 {
            (i + 1 + usize::from(keys.pieces)) % 32
        } else {
            i
        };
        points[slot] = b;
    }
    let mut setup = Setup {
        board: [None; 90],
        turn: Color::First,
        halfmoves: 0,
        fullmoves: 1,
    };
    for (i, p) in points.iter().enumerate() {
        let xy = p.wrapping_sub(keys.pieces);
        if xy > 89 {
            continue;
        }
        let sq = Square::new(xy / 10, xy % 10)
            .ok_or_else(|| (16, None, format!("piece point {xy} is off the board")))?;
        let color = if i < 16 { Color::First } else { Color::Second };
        if setup.board[sq.index()].is_some() {
            return Err((
                16,
                None,
                format!("two pieces stand on {sq} in the start position"),
            ));
        }
        setup.board[sq.index()] = Some(Piece::new(color, ROLES[i % 16]));
    }
    // The move tree, main line only.
    let tree_at = match u32::from_le_bytes([bytes[56], bytes[57], bytes[58], bytes[59]]) as usize {
        0 => HEADER_LEN,
        n => n,
    };
    if tree_at < HEADER_LEN || tree_at > bytes.len() {
        return Err((
            56,
            None,
            format!("the move tree is said to start at byte {tree_at}, outside the file"),
        ));
    }
    let mut stream = Stream {
        bytes,
        keys,
        at: tree_at,
    };
    let mut nodes: Vec<Node> = Vec::new();
    // Slots still to read: the parent node whose reply or alternative comes next.
    let mut pending: Vec<Option<usize>> = Vec::new();
    if stream.at < bytes.len() {
        let offset = stream.at;
        let (_, _, reply, alternative) = stream.record().map_err(|e| (offset, None, e))?;
        nodes.push(Node {
            from: 0,
            to: 0,
            offset,
            first_reply: None,
        });
        if alternative {
            pending.push(None);
        }
        if reply {
            pending.push(Some(0));
        }
    }
    while let Some(parent) = pending.pop() {
        let offset = stream.at;
        let (from, to, reply, alternative) = stream.record().map_err(|e| (offset, None, e))?;
        let id = nodes.len();
        nodes.push(Node {
            from,
            to,
            offset,
            first_reply: None,
        });
        if let Some(p) = parent {
            if nodes[p].first_reply.is_none() {
                nodes[p].first_reply = Some(id);
            }
        }
        if alternative {
            pending.push(parent);
        }
        if reply {
            pending.push(Some(id));
        }
    }
    let mut line = Vec::new();
    let mut at = nodes.first().and_then(|n| n.first_reply);
    while let Some(id) = at {
        line.push(id);
        at = nodes[id].first_reply;
    }
    // The side to move is that of the first move's piece.
    let point = |xy: u8| {
        if xy <= 89 {
            Square::new(xy / 10, xy % 10)
        } else {
            None
        }
    };
    if let Some(&first) = line.first() {
        if let Some(p) = point(nodes[first].from).and_then(|sq| setup.board[sq.index()]) {
            setup.turn = p.color;
        }
    }
    let start =
        Position::from_setup(&setup, rules).map_err(|e| (16, None, format!("start position: {e}")))?;
    let mut replay = Replay::new(start.clone());
    for &id in &line {
        let n = &nodes[id];
        let ply = replay.next_ply();
        let (Some(from), Some(to)) = (point(n.from), point(n.to)) else {
            return Err((
                n.offset,
                Some(ply),
                format!("the move's points ({}, {}) are off the board", n.from, n.to),
            ));
        };
        replay
            .play_points(Move::new(from, to))
            .map_err(|e| (n.offset, Some(ply), e))?;
    }
    let mut tags: Vec<(String, String)> = vec![("Version".to_owned(), format!("{}", keys.version))];
    for (name, offset, size) in TEXT_FIELDS {
        let field = &bytes[offset..offset + size];
        let len = usize::from(field[0]).min(size - 1);
        let value = decode_gbk_field(&field[1..=len]);
        if !value.is_empty() {
            tags.push((name.to_owned(), value));
        }
    }
    let result = match bytes[51] {
        1 => Some(GameResult::FirstWins),
        2 => Some(GameResult::SecondWins),
        3 | 4 => Some(GameResult::Draw),
        _ => None,
    };
    Ok(Record {
        start,
        moves: replay.moves,
        result,
        tags,
    })
}
