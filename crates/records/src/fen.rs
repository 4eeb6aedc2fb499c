//! FEN lists: each line a position, read as a game of no moves.

use crate::detect::looks_like_fen;
use crate::pgn::lenient_fen;
use crate::record::{Collection, GameFault, ReadGame, ReadOptions, Record};
use crate::text;
use palace_rules::{Role, Setup, Square, Variant};

pub(crate) fn read(text: &str, options: &ReadOptions, out: &mut Collection) {
    let mut number = 0;
    for (i, line) in text::lines(text).enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        number += 1;
        let fault = |message: String| GameFault {
            game: number,
            line: Some(i + 1),
            offset: None,
            ply: None,
            message,
        };
        if !looks_like_fen(line) {
            out.errors.push(fault(format!(
                "'{}' is not a FEN (expected ten ranks separated by '/', then the side to move)",
                line.chars().take(40).collect::<String>()
            )));
            continue;
        }
        let variant = options.rules.map_or_else(|| guess_variant(line), |r| r.variant);
        match options
            .rules_for(variant)
            .and_then(|rules| lenient_fen(line, rules))
        {
            Ok((start, _)) => out.games.push(ReadGame {
                number,
                record: Record::new(start),
            }),
            Err(e) => out.errors.push(fault(e)),
        }
    }
}

/// The game a FEN is more likely of: Janggi when an advisor or elephant
/// stands where Xiangqi never puts one, or when both generals stand on the
/// centres of their palaces; else Xiangqi.
pub(crate) fn guess_variant(fen: &str) -> Variant {
    let board = fen.split_whitespace().next().unwrap_or("");
    let Ok(setup) = Setup::from_fen(&format!("{board} w")) else {
        return Variant::Xiangqi;
    };
    let mut centred = 0;
    for sq in Square::all() {
        let Some(p) = setup.board[sq.index()] else {
            continue;
        };
        let (f, r) = (sq.file(), sq.rank());
        let own_rank = match p.color {
            palace_rules::Color::First => r,
            palace_rules::Color::Second => 9 - r,
        };
        match p.role {
            Role::Advisor if !matches!((f, own_rank), (3 | 5, 0 | 2) | (4, 1)) => return Variant::Janggi,
            Role::Elephant if !matches!((f, own_rank), (2 | 6, 0 | 4) | (0 | 4 | 8, 2)) => {
                return Variant::Janggi
            }
            Role::General if f == 4 && own_rank == 1 => centred += 1,
            _ => {}
        }
    }
    if centred == 2 {
        Variant::Janggi
    } else {
        Variant::Xiangqi
    }
}
