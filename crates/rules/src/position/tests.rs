//! Move generation against itself: captures, pseudo-legal moves and
//! the legality shortcut agree with the full generation; and FEN reading.

use super::*;
use crate::fen::FenError;
use crate::movelist::MoveList;
use crate::piece::code;
use crate::rules::{RuleSet, FSF_JANGGI, FSF_XIANGQI, JANGGI_START_FEN, XIANGQI_START_FEN};

#[test]
fn captures_and_pseudo_legal_moves_agree_with_legal_moves() {
    let cases = [
        (
            "xiangqi",
            "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 0 1",
        ),
        (
            "xiangqi",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        ),
        (
            "janggi",
            "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
        ),
        ("janggi-club", "4k4/9/4c4/9/4R4/9/2p1P1p2/4C4/4K4/9 w - - 0 1"),
    ];
    for (rules, fen) in cases {
        let mut pos = Position::from_fen(fen, RuleSet::preset(rules).unwrap()).unwrap();
        // Walk a fixed line of first-capture-else-first moves to see varied positions.
        for _ in 0..40 {
            let legal = pos.legal_moves();
            let mut caps = MoveList::new();
            pos.generate_captures(&mut caps);
            let expected: Vec<Move> = legal.iter().copied().filter(|m| pos.is_capture(*m)).collect();
            assert_eq!(caps.to_vec(), expected, "{}", pos.fen());
            let Some(&m) = caps.first().or(legal.first()) else {
                break;
            };
            pos.play_unchecked(m);
        }
    }
}

/// Calls `visit` on every position of 30 random games (up to 160 plies)
/// of every preset.
fn random_walks(mut seed: u64, mut visit: impl FnMut(&RuleSet, &Position)) {
    for rules in crate::PRESETS {
        for _ in 0..30 {
            let mut pos = Position::start(rules);
            for _ in 0..160 {
                visit(rules, &pos);
                let legal = pos.legal_moves();
                if legal.is_empty() {
                    break;
                }
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                pos.play_unchecked(legal[(seed % legal.len() as u64) as usize]);
            }
        }
    }
}

/// The move filter's shortcut never changes a verdict: over random games
/// of every preset, each pseudo-legal move is legal by the filter exactly
/// when the full test says so, and the filter lets most moves skip it.
#[test]
fn move_filter_agrees_with_the_full_legality_test() {
    let (mut moves, mut skipped) = (0usize, 0usize);
    random_walks(0x9E37_79B9_7F4A_7C15, |rules, pos| {
        let filter = pos.move_filter();
        let mut all = MoveList::new();
        pos.generate_pseudo_legal(&mut all);
        for &m in all.iter() {
            let full = pos.is_pseudo_legal_move_legal(m);
            let fen = pos.fen();
            assert_eq!(
                pos.pseudo_legal_is_legal_with(&filter, m),
                full,
                "{} {fen} {m}",
                rules.name
            );
            assert_eq!(pos.pseudo_legal_is_legal(m), full, "{} {fen} {m}", rules.name);
            moves += 1;
            if let Some((from, to)) = filter.0 {
                let general = code::role(pos.board[m.from().index()]) == code::GENERAL;
                if !general && (from >> m.from().index()) & 1 == 0 && (to >> m.to().index()) & 1 == 0 {
                    skipped += 1;
                }
            }
        }
    });
    assert!(skipped * 2 > moves, "{skipped} of {moves}");
}

/// `attacks::check_zone` never rules out a move that gives check: over
/// random games of every preset, each legal move that checks leaves a
/// point of the zone's `leave` or reaches one of its `reach`; and the zone
/// does rule out a good share of the moves (else it would be no use).
#[test]
fn check_zones_hold_every_checking_move() {
    let (mut checks, mut moves, mut ruled_out) = (0usize, 0usize, 0usize);
    random_walks(0x2545_F491_4F6C_DD1D, |rules, pos| {
        let zone = crate::attacks::check_zone(rules.variant, pos.general(!pos.turn()).index());
        for &m in pos.legal_moves().iter().filter(|m| !m.is_pass()) {
            let may = zone.leave.contains(m.from()) || zone.reach.contains(m.to());
            let check = pos.gives_check(m);
            assert!(may || !check, "{} {} {m}", rules.name, pos.fen());
            checks += usize::from(check);
            ruled_out += usize::from(!may);
            moves += 1;
        }
    });
    assert!(checks > 1_000, "{checks} checks");
    assert!(ruled_out * 3 > moves, "{ruled_out} of {moves} ruled out");
}

/// The pseudo-legal capture generator yields exactly the captures of
/// the pseudo-legal moves, in their order, over random games of every
/// preset (the search relies on the order being the same).
#[test]
fn pseudo_legal_captures_are_the_captures_of_the_pseudo_legal_moves() {
    let mut compared = 0;
    random_walks(0x2545_F491_4F6C_DD1D, |rules, pos| {
        let mut all = MoveList::new();
        pos.generate_pseudo_legal(&mut all);
        let expected: Vec<Move> = all.iter().copied().filter(|m| pos.is_capture(*m)).collect();
        let mut caps = MoveList::new();
        caps.push(Move::from_raw(0, 1));
        pos.generate_pseudo_legal_captures(&mut caps);
        assert_eq!(caps.to_vec(), expected, "{} {}", rules.name, pos.fen());
        compared += expected.len();
    });
    assert!(compared > 10_000, "{compared}");
}

#[test]
fn start_fens_round_trip() {
    for (fen, rules) in [(XIANGQI_START_FEN, &FSF_XIANGQI), (JANGGI_START_FEN, &FSF_JANGGI)] {
        let pos = Position::from_fen(fen, rules).unwrap();
        assert_eq!(pos.fen(), fen);
    }
}

#[test]
fn short_fen_gets_default_counters() {
    let pos = Position::from_fen(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
        &FSF_XIANGQI,
    )
    .unwrap();
    assert_eq!(pos.fen(), XIANGQI_START_FEN);
}

#[test]
fn h_and_e_letters_are_read_as_horse_and_elephant() {
    let pos = Position::from_fen(
        "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1",
        &FSF_XIANGQI,
    )
    .unwrap();
    assert_eq!(pos.fen(), XIANGQI_START_FEN);
}

#[test]
fn malformed_fens_name_field_and_fault() {
    let cases: &[(&str, &str)] = &[
        ("", "empty"),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w - - 0 1",
            "9 ranks",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w - - 0 1",
            "rank 1: 'X'",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w - - 0 1",
            "rank 1: describes 8",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/8/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "rank 5: describes 8",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1",
            "field 2",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w KQ - 0 1",
            "field 3",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - e3 0 1",
            "field 4",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1",
            "field 5",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 0",
            "field 6",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 x",
            "7 fields",
        ),
        (
            "rnbaqabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "rank 10: 'q'",
        ),
        (
            "rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "0 generals",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w - - 0 1",
            "0 generals",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1PKP1P1P/1C5C1/9/RNBA1ABNR w - - 0 1",
            "outside its palace",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 10 ",
            "",
        ),
    ];
    for (fen, needle) in cases {
        match Position::from_fen(fen, &FSF_XIANGQI) {
            Ok(_) => assert!(needle.is_empty(), "{fen} accepted"),
            Err(e) => {
                let msg = e.to_string();
                assert!(!needle.is_empty(), "{fen} refused: {msg}");
                assert!(msg.contains(needle), "{fen}: '{msg}' lacks '{needle}'");
            }
        }
    }
}

#[test]
fn opponent_in_check_is_refused() {
    // Red to move with the black general attacked by a red chariot.
    let fen = "4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1";
    assert_eq!(
        Position::from_fen(fen, &FSF_XIANGQI).unwrap_err(),
        FenError::Position(PositionError::OpponentInCheck)
    );
}

/// Clocks: who can still win when the other side's flag falls.
#[test]
fn only_a_side_with_an_attacking_piece_can_win_on_time() {
    let xq = RuleSet::preset("xiangqi-standard").unwrap();
    // Red: general, two advisors and two elephants; Black: general and a soldier.
    let p = Position::from_fen("4k4/9/9/9/9/9/4p4/4B4/3A1A3/2B1K4 w - - 0 1", xq).unwrap();
    assert!(!p.can_win(Color::First));
    assert!(p.can_win(Color::Second));
    let jg = RuleSet::preset("janggi-standard").unwrap();
    // Cho: general and an elephant (which can cross in Janggi); Han: general and advisors.
    let p = Position::from_fen("3aka3/9/9/9/9/9/9/9/4K4/4B4 w - - 0 1", jg).unwrap();
    assert!(p.can_win(Color::First));
    assert!(!p.can_win(Color::Second));
}
