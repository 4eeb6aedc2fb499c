//! Plain move lists: moves in any notation of either game (coordinates,
//! ICCS, WXF, Chinese, Korean, SAN), move numbers and results allowed,
//! optionally after a FEN line. The game is the one the rules option names,
//! else the one the moves are written for, else whichever replays them all.

use crate::detect::looks_like_fen;
use crate::fen::guess_variant;
use crate::gib::strip_move_number;
use crate::pgn::{lenient_fen, modes_for, play_best, Word};
use crate::record::{Collection, GameFault, ReadGame, ReadOptions, Record};
use crate::text;
use palace_rules::{Position, Variant};

pub(crate) fn read(text: &str, options: &ReadOptions, out: &mut Collection) {
    let mut fen: Option<(usize, &str)> = None;
    let mut words = Vec::new();
    let mut in_comment = false;
    for (i, line) in text::lines(text).enumerate() {
        let trimmed = line.trim();
        if fen.is_none() && words.is_empty() && looks_like_fen(trimmed) {
            fen = Some((i + 1, trimmed));
            continue;
        }
        for w in trimmed.split_whitespace() {
            if w.starts_with('{') {
                in_comment = true;
            }
            if in_comment {
                in_comment = !w.ends_with('}');
                continue;
            }
            if matches!(w, "1-0" | "0-1" | "1/2-1/2" | "*") {
                continue;
            }
            if let Some(rest) = strip_move_number(w) {
                words.push(Word {
                    text: rest.to_owned(),
                    line: i + 1,
                });
            }
        }
    }
    let variants: Vec<Variant> = if let Some(r) = options.rules {
        vec![r.variant]
    } else if words
        .iter()
        .any(|w| w.text.chars().any(|c| ('\u{AC00}'..='\u{D7A3}').contains(&c)))
    {
        vec![Variant::Janggi]
    } else if words
        .iter()
        .any(|w| !w.text.is_ascii() || w.text.contains(['=', '+']))
    {
        vec![Variant::Xiangqi]
    } else if let Some((_, f)) = fen {
        let first = guess_variant(f);
        let other = if first == Variant::Xiangqi {
            Variant::Janggi
        } else {
            Variant::Xiangqi
        };
        vec![first, other]
    } else {
        vec![Variant::Xiangqi, Variant::Janggi]
    };
    let mut best: Option<GameFault> = None;
    for variant in variants {
        let fault = |line: usize, ply: Option<usize>, message: String| GameFault {
            game: 1,
            line: Some(line),
            offset: None,
            ply,
            message,
        };
        let attempt = (|| {
            let rules = options.rules_for(variant).map_err(|e| fault(1, None, e))?;
            let (start, side_known) = match fen {
                Some((line, f)) => lenient_fen(f, rules).map_err(|e| fault(line, None, e))?,
                None => (Position::start(rules), true),
            };
            let modes = modes_for(&words, None);
            play_best(&start, side_known, &words, &modes)
                .map_err(|(i, e)| fault(words[i].line, Some(i + 1), e))
        })();
        match attempt {
            Ok((start, moves)) => {
                let mut record = Record::new(start);
                record.moves = moves;
                out.games.push(ReadGame { number: 1, record });
                return;
            }
            Err(f) => {
                if best.as_ref().map_or(true, |b| f.ply > b.ply) {
                    best = Some(f);
                }
            }
        }
    }
    out.errors.extend(best);
}
