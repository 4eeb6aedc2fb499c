//! SAN as Fairy-Stockfish and pychess write it for both games: piece
//! letter (none for a soldier), optional origin file and/or rank, `x` for a
//! capture, the destination, `+` / `#`: `Hg3`, `Rh10`, `ab4` (a soldier
//! from file a to b4), `ef4+`, `Rxe10`, `R2e3`.
//!
//! `palace-rules` has no SAN yet; this reader is a candidate to move there.

use palace_rules::{Move, Position, Role, Square};

/// Reads a SAN move of `pos`; the error says why it fits no legal move or
/// more than one.
pub fn parse_san(pos: &Position, text: &str) -> Result<Move, String> {
    let t = text.trim().trim_end_matches(['+', '#', '!', '?']);
    if matches!(t, "pass" | "@@@@" | "--") {
        let m = Move::pass(pos.general(pos.turn()));
        return if pos.is_legal(m) {
            Ok(m)
        } else {
            Err("a pass is not legal here".to_owned())
        };
    }
    let syntax = || {
        format!(
            "'{}' is not a SAN move (expected e.g. Hg3, Rh10, ab4, Cxe7+)",
            clip(text)
        )
    };
    if !t.is_ascii() || t.len() < 2 {
        return Err(syntax());
    }
    // Destination: the last file letter and the digits after it.
    let digits = t.len() - t.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 || digits > 2 || t.len() < digits + 1 {
        return Err(syntax());
    }
    let dest_start = t.len() - digits - 1;
    let to = Square::parse(&t[dest_start..]).ok_or_else(syntax)?;
    let mut head = &t[..dest_start];
    head = head.strip_suffix(['x', '-', ':']).unwrap_or(head);
    let mut role = Role::Soldier;
    if let Some(c) = head.chars().next().filter(char::is_ascii_uppercase) {
        role = role_of_letter(c).ok_or_else(syntax)?;
        head = &head[1..];
    }
    let mut from_file = None;
    if let Some(c) = head.chars().next().filter(|c| ('a'..='i').contains(c)) {
        from_file = Some(c as u8 - b'a');
        head = &head[1..];
    }
    let from_rank = if head.is_empty() {
        None
    } else {
        let r: u8 = head.parse().map_err(|_| syntax())?;
        if !(1..=10).contains(&r) {
            return Err(syntax());
        }
        Some(r - 1)
    };
    let candidates: Vec<Move> = pos
        .legal_moves()
        .iter()
        .copied()
        .filter(|m| {
            // A pass is the general's move to its own point (`Ke2` with it on e2).
            m.to() == to
                && pos.piece_at(m.from()).is_some_and(|p| p.role == role)
                && from_file.map_or(true, |f| m.from().file() == f)
                && from_rank.map_or(true, |r| m.from().rank() == r)
        })
        .collect();
    match candidates.as_slice() {
        [m] => Ok(*m),
        [] => Err(format!(
            "SAN '{}': no legal move of that piece reaches {to}",
            clip(text)
        )),
        many => Err(format!(
            "SAN '{}' is ambiguous: it fits {}",
            clip(text),
            many.iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        )),
    }
}

fn role_of_letter(c: char) -> Option<Role> {
    Some(match c {
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

fn clip(s: &str) -> String {
    s.trim().chars().take(40).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use palace_rules::RuleSet;

    #[test]
    fn reads_pychess_janggi_san() {
        let pos = Position::start(RuleSet::preset("janggi").unwrap());
        assert_eq!(parse_san(&pos, "ab4").unwrap().to_string(), "a4b4");
        assert_eq!(parse_san(&pos, "Hg3").unwrap().to_string(), "h1g3");
        assert!(parse_san(&pos, "Rh10").is_err());
        assert!(parse_san(&pos, "b5").unwrap_err().contains("no legal move"));
        assert!(parse_san(&pos, "炮二平五")
            .unwrap_err()
            .contains("not a SAN move"));
    }
}
