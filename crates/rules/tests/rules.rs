//! One test per rule of docs/rules.md, on hand-built positions, named after the
//! rule; the comment above each test names its rule's anchor. Engine-compatible behaviour is proven against Fairy-Stockfish by the
//! perft and differential data; these tests pin the rules themselves,
//! including the product presets' rules that Fairy-Stockfish does not share.

use palace_rules::{
    Arrangement, Color, EndReason, Game, GameError, GameResult, Outcome, Position, RuleSet, Square,
};

fn rules(name: &str) -> &'static RuleSet {
    RuleSet::preset(name).unwrap()
}

fn pos(preset: &str, fen: &str) -> Position {
    Position::from_fen(fen, rules(preset)).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Sorted destinations of the piece on `from` (passes excluded).
fn dests(p: &Position, from: &str) -> Vec<String> {
    let from = Square::parse(from).unwrap();
    let mut v: Vec<String> = p
        .legal_moves()
        .iter()
        .filter(|m| m.from() == from && !m.is_pass())
        .map(|m| m.to().to_string())
        .collect();
    v.sort();
    v
}

fn game(preset: &str, fen: &str, moves: &str) -> Game {
    let mut g = Game::from_fen(fen, rules(preset)).unwrap();
    for m in moves.split_whitespace() {
        g.play_text(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

fn outcome(result: GameResult, reason: EndReason) -> Option<Outcome> {
    Some(Outcome { result, reason })
}

fn sorted(v: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

// ---------------------------------------------------------------- Xiangqi

// docs/rules.md#xq-pieces
#[test]
fn xiangqi_general_steps_orthogonally_inside_its_palace() {
    let p = pos("xiangqi-standard", "5k3/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    // d1 is in the palace, e2 too; f1 would face the black general on f10.
    assert_eq!(dests(&p, "e1"), sorted(&["d1", "e2"]));
    let p = pos("xiangqi-standard", "5k3/9/9/9/9/9/9/3K5/9/9 w - - 0 1");
    // From d3 the general may not leave the palace (c3, d4).
    assert_eq!(dests(&p, "d3"), sorted(&["d2", "e3"]));
}

// docs/rules.md#xq-pieces
#[test]
fn xiangqi_advisor_steps_diagonally_inside_its_palace() {
    let p = pos("xiangqi-standard", "5k3/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1");
    assert_eq!(dests(&p, "e2"), sorted(&["d3", "f1", "f3"]));
}

// docs/rules.md#xq-pieces
#[test]
fn xiangqi_elephant_is_blocked_by_its_eye_and_never_crosses_the_river() {
    let p = pos("xiangqi-standard", "3k5/9/9/9/9/2B6/3P5/9/9/4K4 w - - 0 1");
    assert_eq!(dests(&p, "c5"), sorted(&["a3"]));
}

// docs/rules.md#xq-pieces
#[test]
fn xiangqi_horse_is_blocked_by_its_leg() {
    let p = pos("xiangqi-standard", "3k5/9/9/9/9/9/9/9/1P7/1N2K4 w - - 0 1");
    assert_eq!(dests(&p, "b1"), sorted(&["d2"]));
}

// docs/rules.md#xq-pieces
#[test]
fn xiangqi_chariot_slides_without_jumping() {
    let p = pos("xiangqi-standard", "3k5/9/9/9/9/9/9/9/1p7/R3K4 w - - 0 1");
    assert_eq!(
        dests(&p, "a1"),
        sorted(&["a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "a10", "b1", "c1", "d1"])
    );
}

// docs/rules.md#xq-pieces
#[test]
fn xiangqi_cannon_captures_over_exactly_one_screen_of_any_kind() {
    for screen in ['p', 'c', 'P', 'C'] {
        let fen = format!("1r1k5/9/9/1{screen}7/9/9/9/1C7/9/4K4 w - - 0 1");
        let p = pos("xiangqi-standard", &fen);
        let d = dests(&p, "b3");
        assert!(d.contains(&"b10".to_string()), "{fen}: {d:?}");
        for not in ["b7", "b8", "b9"] {
            assert!(!d.contains(&not.to_string()), "{fen}: {d:?}");
        }
        assert!(d.contains(&"b6".to_string()) && d.contains(&"i3".to_string()));
    }
}

// docs/rules.md#xq-pieces
#[test]
fn xiangqi_soldier_steps_forward_and_sideways_only_after_the_river() {
    let p = pos("xiangqi-standard", "3k5/9/9/9/2P6/9/2P6/9/9/4K4 w - - 0 1");
    assert_eq!(dests(&p, "c4"), sorted(&["c5"]));
    assert_eq!(dests(&p, "c6"), sorted(&["b6", "c7", "d6"]));
    // A soldier on the last rank still never steps backward.
    let p = pos("xiangqi-standard", "3k5/9/9/9/9/9/9/9/9/4K3p b - - 0 1");
    assert_eq!(dests(&p, "i1"), sorted(&["h1"]));
}

// docs/rules.md#xq-flying-general
#[test]
fn xiangqi_flying_general_move_is_illegal() {
    // The only piece between the generals may not leave the file.
    let p = pos("xiangqi-standard", "4k4/9/9/9/4N4/9/9/9/9/4K4 w - - 0 1");
    assert_eq!(dests(&p, "e6"), Vec::<String>::new());
    // The general may not step onto the open file of the other.
    let p = pos("xiangqi-standard", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    assert!(!dests(&p, "e1").contains(&"d1".to_string()));
}

// docs/rules.md#xq-no-legal-move
#[test]
fn xiangqi_no_legal_move_loses_without_stalemate_draw() {
    let g = Game::from_fen("3k5/4R4/9/9/9/9/9/9/9/5K3 b - - 0 1", rules("xiangqi-standard")).unwrap();
    assert!(!g.position().in_check());
    assert_eq!(
        g.outcome(),
        outcome(GameResult::FirstWins, EndReason::NoLegalMoves)
    );
}

// docs/rules.md#xq-no-legal-move
#[test]
fn xiangqi_checkmate_wins() {
    let g = game(
        "xiangqi-standard",
        "3k5/R8/9/9/9/9/9/9/9/1R2K4 w - - 0 1",
        "b1b10",
    );
    assert_eq!(g.outcome(), outcome(GameResult::FirstWins, EndReason::Checkmate));
}

// docs/rules.md#xq-repetition
#[test]
fn xiangqi_repetition_perpetual_checker_loses() {
    let moves = "a9a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10";
    let g = game("xiangqi-standard", "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1", moves);
    assert_eq!(
        g.outcome(),
        outcome(GameResult::SecondWins, EndReason::PerpetualCheck)
    );
}

// docs/rules.md#xq-repetition
#[test]
fn xiangqi_repetition_without_perpetual_check_is_a_draw_and_twice_is_announced() {
    let fen = "4k4/9/9/8p/9/9/P8/9/9/3K5 w - - 0 1";
    let g = game("xiangqi-standard", fen, "d1d2 e10e9 d2d1 e9e10");
    assert_eq!(g.repetition_count(), 2);
    assert_eq!(g.outcome(), None);
    let g = game(
        "xiangqi-standard",
        fen,
        "d1d2 e10e9 d2d1 e9e10 d1d2 e10e9 d2d1 e9e10",
    );
    assert_eq!(g.repetition_count(), 3);
    assert_eq!(g.outcome(), outcome(GameResult::Draw, EndReason::Repetition));
}

// docs/rules.md#xq-quiet-limit
#[test]
fn xiangqi_120_quiet_plies_draw() {
    let fen = "4k4/9/9/8p/9/9/P8/9/9/3K5 w - - 119 60";
    let g = game("xiangqi-standard", fen, "d1d2");
    assert_eq!(g.outcome(), outcome(GameResult::Draw, EndReason::QuietLimit));
    // A capture resets the count.
    let fen = "4k4/9/9/9/9/9/9/9/p8/R2K5 w - - 119 60";
    let g = game("xiangqi-standard", fen, "a1a2");
    assert_eq!(g.outcome(), None);
    assert_eq!(g.position().halfmoves(), 0);
}

// docs/rules.md#xq-bare-material
#[test]
fn xiangqi_bare_material_draw() {
    let g = Game::from_fen(
        "3ak4/4a4/9/9/9/9/9/4B4/9/3K5 w - - 0 1",
        rules("xiangqi-standard"),
    )
    .unwrap();
    assert_eq!(g.outcome(), outcome(GameResult::Draw, EndReason::BareMaterial));
    // Not in the engine preset.
    let g = Game::from_fen("3ak4/4a4/9/9/9/9/9/4B4/9/3K5 w - - 0 1", rules("xiangqi")).unwrap();
    assert_eq!(g.outcome(), None);
}

// docs/rules.md#resignation
#[test]
fn resignation_at_any_time_and_nothing_after_the_end() {
    let mut g = Game::new(rules("xiangqi-standard"));
    g.play_text("h3e3").unwrap();
    assert_eq!(
        g.resign(Color::Second).unwrap(),
        Outcome {
            result: GameResult::FirstWins,
            reason: EndReason::Resignation
        }
    );
    assert!(matches!(g.play_text("h10g8"), Err(GameError::Over(_))));
    assert!(matches!(g.resign(Color::First), Err(GameError::Over(_))));
    assert_eq!(g.moves().len(), 1);
}

// ---------------------------------------------------------------- Janggi movement

// docs/rules.md#jg-pieces
#[test]
fn janggi_general_moves_along_palace_lines_and_never_leaves() {
    let p = pos("janggi-standard", "3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1");
    assert_eq!(
        dests(&p, "e2"),
        sorted(&["d1", "d2", "d3", "e1", "e3", "f1", "f2", "f3"])
    );
    let p = pos("janggi-standard", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    assert_eq!(dests(&p, "e1"), sorted(&["d1", "e2", "f1"]));
    let p = pos("janggi-standard", "3k5/9/9/9/9/9/9/5K3/9/9 w - - 0 1");
    assert_eq!(dests(&p, "f3"), sorted(&["e2", "e3", "f2"]));
}

// docs/rules.md#jg-pieces
#[test]
fn janggi_advisor_moves_exactly_like_the_general() {
    let p = pos("janggi-standard", "3k5/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1");
    assert_eq!(
        dests(&p, "e2"),
        sorted(&["d2", "d3", "e1", "e3", "f1", "f2", "f3"])
    );
}

// docs/rules.md#jg-palace-lines
#[test]
fn janggi_chariot_moves_along_palace_diagonals() {
    let p = pos("janggi-standard", "5k3/9/9/9/9/9/9/9/9/3RK4 w - - 0 1");
    let d = dests(&p, "d1");
    assert!(
        d.contains(&"e2".to_string()) && d.contains(&"f3".to_string()),
        "{d:?}"
    );
    // Through a piece on the centre there is no diagonal move.
    let p = pos("janggi-standard", "5k3/9/9/9/9/9/9/9/4P4/3R1K3 w - - 0 1");
    let d = dests(&p, "d1");
    assert!(
        !d.contains(&"e2".to_string()) && !d.contains(&"f3".to_string()),
        "{d:?}"
    );
    // Off the diagonal points (d2) there is none either.
    let p = pos("janggi-standard", "5k3/9/9/9/9/9/9/9/3R5/4K4 w - - 0 1");
    let d = dests(&p, "d2");
    assert!(
        !d.contains(&"e3".to_string()) && !d.contains(&"e1".to_string()),
        "{d:?}"
    );
}

// docs/rules.md#jg-cannon
#[test]
fn janggi_cannon_jumps_one_non_cannon_screen_to_move_and_capture() {
    // Screen b5 (soldier), target b8 (Han horse).
    let p = pos("janggi-standard", "3k5/9/1n7/9/9/1P7/9/1C7/9/4K4 w - - 0 1");
    assert_eq!(dests(&p, "b3"), sorted(&["b6", "b7", "b8"]));
}

// docs/rules.md#jg-cannon
#[test]
fn janggi_cannon_may_not_use_a_cannon_as_screen() {
    let p = pos("janggi-standard", "3k5/9/1n7/9/9/1c7/9/1C7/9/4K4 w - - 0 1");
    assert_eq!(dests(&p, "b3"), Vec::<String>::new());
}

// docs/rules.md#jg-cannon
#[test]
fn janggi_cannon_can_never_capture_a_cannon() {
    let p = pos("janggi-standard", "3k5/9/1c7/9/9/1P7/9/1C7/9/4K4 w - - 0 1");
    assert_eq!(dests(&p, "b3"), sorted(&["b6", "b7"]));
}

// docs/rules.md#jg-cannon
#[test]
fn janggi_cannon_crosses_the_palace_diagonal_over_the_centre() {
    // Cho cannon d8, Han advisor on the centre e9, Han chariot on f10.
    let p = pos("janggi-standard", "3k1r3/4a4/3C5/9/9/9/9/9/9/4K4 w - - 0 1");
    assert!(dests(&p, "d8").contains(&"f10".to_string()));
    // A cannon on the centre is no screen.
    let p = pos("janggi-standard", "3k1r3/4c4/3C5/9/9/9/9/9/9/4K4 w - - 0 1");
    assert!(!dests(&p, "d8").contains(&"f10".to_string()));
}

// docs/rules.md#jg-cannon-slides
#[test]
fn janggi_club_cannon_slides_without_screen_when_not_capturing() {
    let fen = "3k5/9/1n7/9/9/1P7/9/1C7/9/4K4 w - - 0 1";
    let p = pos("janggi-club", fen);
    let d = dests(&p, "b3");
    // Slides b1, b2, b4, a3, c3.. but no screened quiet move; captures b8.
    assert!(d.contains(&"b4".to_string()) && d.contains(&"a3".to_string()) && d.contains(&"b8".to_string()));
    assert!(
        !d.contains(&"b6".to_string()) && !d.contains(&"b7".to_string()),
        "{d:?}"
    );
    assert!(!pos("janggi-standard", fen)
        .legal_moves()
        .iter()
        .any(|m| m.to_string() == "b3b4"));
}

// docs/rules.md#jg-pieces
#[test]
fn janggi_horse_is_blocked_by_its_first_point() {
    let p = pos("janggi-standard", "3k5/9/9/9/9/9/9/9/1P7/1N2K4 w - - 0 1");
    assert_eq!(dests(&p, "b1"), sorted(&["d2"]));
}

// docs/rules.md#jg-pieces
#[test]
fn janggi_elephant_is_blocked_at_either_point() {
    // Elephant c1: a4 (via c2, b3), e4 (via c2, d3), f3 (via d1, e2).
    let p = pos("janggi-standard", "3k5/9/9/9/9/9/9/9/9/2B1K4 w - - 0 1");
    assert_eq!(dests(&p, "c1"), sorted(&["a4", "e4", "f3"]));
    // Blocked at the first point (c2): a4 and e4 go.
    let p = pos("janggi-standard", "3k5/9/9/9/9/9/9/9/2P6/2B1K4 w - - 0 1");
    assert_eq!(dests(&p, "c1"), sorted(&["f3"]));
    // Blocked at the second point (d3): only e4 goes.
    let p = pos("janggi-standard", "3k5/9/9/9/9/9/9/3P5/9/2B1K4 w - - 0 1");
    assert_eq!(dests(&p, "c1"), sorted(&["a4", "f3"]));
}

// docs/rules.md#jg-pieces
#[test]
fn janggi_soldier_steps_forward_or_sideways_never_backward() {
    let p = pos("janggi-standard", "3k5/9/9/9/9/9/4P4/9/9/3K5 w - - 0 1");
    assert_eq!(dests(&p, "e4"), sorted(&["d4", "e5", "f4"]));
}

// docs/rules.md#jg-soldier-palace-diagonals
#[test]
fn janggi_soldier_palace_diagonals_forward_in_the_enemy_palace() {
    let fen = "9/4P4/3P1k3/9/9/9/9/9/9/3K5 w - - 0 1";
    let p = pos("janggi-standard", fen);
    assert_eq!(dests(&p, "d8"), sorted(&["c8", "d9", "e8"]));
    // d8 is a palace corner: d8-e9 is a palace line.
    let p = pos("janggi-standard", "5k3/9/3P5/9/9/9/9/9/9/3K5 w - - 0 1");
    assert_eq!(dests(&p, "d8"), sorted(&["c8", "d9", "e8", "e9"]));
    let p = pos("janggi-standard", "9/4P4/3k5/9/9/9/9/9/9/5K3 w - - 0 1");
    assert_eq!(dests(&p, "e9"), sorted(&["d10", "d9", "e10", "f10", "f9"]));
}

// docs/rules.md#jg-soldier-palace-diagonals
#[test]
fn janggi_soldier_palace_diagonals_off_in_club_and_strict() {
    for preset in ["janggi-club", "janggi-strict"] {
        let p = pos(preset, "5k3/9/3P5/9/9/9/9/9/9/3K5 w - - 0 1");
        assert_eq!(dests(&p, "d8"), sorted(&["c8", "d9", "e8"]), "{preset}");
    }
}

// ---------------------------------------------------------------- Janggi setup

// docs/rules.md#jg-setup
#[test]
fn janggi_setup_four_arrangements_chosen_han_then_cho() {
    let g = Game::with_arrangements(
        rules("janggi-standard"),
        Arrangement::SangMaMaSang,
        Arrangement::SangMaSangMa,
    )
    .unwrap();
    assert_eq!(
        g.position().fen(),
        "rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w - - 0 1"
    );
    assert_eq!(
        g.arrangements(),
        Some([Arrangement::SangMaMaSang, Arrangement::SangMaSangMa])
    );
    // Fixed presets refuse a choice.
    for preset in ["janggi-club", "janggi-strict", "xiangqi-standard"] {
        assert_eq!(
            Game::with_arrangements(
                rules(preset),
                Arrangement::MaSangSangMa,
                Arrangement::MaSangSangMa
            )
            .unwrap_err(),
            GameError::NoSetupChoice
        );
    }
}

// docs/rules.md#jg-points
#[test]
fn janggi_points_cho_72_han_73_5() {
    let p = Position::start(rules("janggi-standard"));
    assert_eq!(p.janggi_points(), [72.0, 73.5]);
}

// ---------------------------------------------------------------- pass

// docs/rules.md#jg-pass
#[test]
fn janggi_pass_allowed_when_not_in_check() {
    let p = Position::start(rules("janggi-standard"));
    assert!(p
        .legal_moves()
        .iter()
        .any(|m| m.is_pass() && m.to_string() == "e2e2"));
    // In check: no pass.
    let p = pos("janggi-standard", "3k5/9/9/9/9/4r4/9/9/4K4/9 w - - 0 1");
    assert!(p.in_check());
    assert!(!p.legal_moves().iter().any(|m| m.is_pass()));
}

// docs/rules.md#jg-pass
#[test]
fn janggi_strict_has_no_pass() {
    let p = Position::start(rules("janggi-strict"));
    assert!(!p.legal_moves().iter().any(|m| m.is_pass()));
}

// docs/rules.md#jg-pass
#[test]
fn janggi_no_legal_move_not_in_check_passes_or_loses_in_strict() {
    let fen = "5k3/9/9/9/9/4r4/9/9/r8/3K5 w - - 0 1";
    let p = pos("janggi-standard", fen);
    assert!(!p.in_check());
    let legal: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(legal, ["d1d1"]);
    let g = Game::from_fen(fen, rules("janggi-strict")).unwrap();
    assert_eq!(
        g.outcome(),
        outcome(GameResult::SecondWins, EndReason::NoLegalMoves)
    );
}

// docs/rules.md#jg-double-pass
#[test]
fn janggi_standard_two_passes_in_a_row_end_on_points() {
    let g = game("janggi-standard", palace_rules::JANGGI_START_FEN, "e2e2 e9e9");
    assert_eq!(
        g.outcome(),
        outcome(GameResult::SecondWins, EndReason::DoublePass)
    );
    // Not in the club rule set.
    let g = game("janggi-club", palace_rules::JANGGI_START_FEN, "e2e2 e9e9 e2e2");
    assert_eq!(g.outcome(), None);
}

// ---------------------------------------------------------------- bikjang

const FACING: &str = "4k4/9/9/p8/9/9/8P/9/4K4/9 w - - 0 1";

// docs/rules.md#jg-bikjang-standard
#[test]
fn janggi_standard_bikjang_has_no_effect_before_the_first_capture() {
    let g = game("janggi-standard", FACING, "i4i5 a7a6");
    assert!(g.position().generals_facing());
    assert_eq!(g.outcome(), None);
}

// docs/rules.md#jg-bikjang-standard
#[test]
fn janggi_standard_bikjang_after_a_capture_ends_on_points() {
    // Cho captures (i5xi6 ... set up so a capture happens), then Han's turn
    // begins facing and Han does not break it.
    let fen = "4k4/9/9/9/8p/8P/9/p8/4K4/9 w - - 0 1";
    let g = game("janggi-standard", fen, "i5i6");
    assert_eq!(g.outcome(), None, "the capturing move began before any capture");
    let mut g2 = g.clone();
    g2.play_text("a3a2").unwrap();
    // Cho 72-? : Cho has general + soldier (2), Han general + soldier (2) + 1.5.
    assert_eq!(g2.outcome(), outcome(GameResult::SecondWins, EndReason::Bikjang));
    // A pass leaves them facing too.
    let mut g3 = g.clone();
    g3.play_text("e10e10").unwrap();
    assert_eq!(g3.outcome(), outcome(GameResult::SecondWins, EndReason::Bikjang));
    // Breaking it goes on.
    let mut g4 = g;
    g4.play_text("e10d10").unwrap();
    assert_eq!(g4.outcome(), None);
}

// docs/rules.md#jg-bikjang-strict
#[test]
fn janggi_strict_bikjang_must_be_broken_as_if_in_check() {
    let p = pos("janggi-strict", FACING);
    assert!(p.generals_facing());
    assert!(!p.in_check());
    assert_eq!(dests(&p, "i4"), Vec::<String>::new());
    assert_eq!(dests(&p, "e2"), sorted(&["d1", "d2", "d3", "f1", "f2", "f3"]));
    // Cannot break it: no legal move, a loss, and still not "in check".
    let fen = "4k4/9/9/9/9/3r1r3/9/9/9/4K4 w - - 0 1";
    let g = Game::from_fen(fen, rules("janggi-strict")).unwrap();
    assert!(!g.position().in_check());
    assert_eq!(
        g.outcome(),
        outcome(GameResult::SecondWins, EndReason::NoLegalMoves)
    );
    // The club rule set ignores facing generals.
    let g = Game::from_fen(fen, rules("janggi-club")).unwrap();
    assert_eq!(g.outcome(), None);
    assert!(g.legal_moves().iter().any(|m| m.to_string() == "e1e2"));
}

// ---------------------------------------------------------------- repetition

// docs/rules.md#jg-repetition-standard
#[test]
fn janggi_standard_repetition_ends_on_points() {
    let fen = "4k4/9/9/p8/9/9/8P/9/9/3K5 w - - 0 1";
    let g = game(
        "janggi-standard",
        fen,
        "d1d2 e10e9 d2d1 e9e10 d1d2 e10e9 d2d1 e9e10",
    );
    assert_eq!(
        g.outcome(),
        outcome(GameResult::SecondWins, EndReason::Repetition)
    );
}

// docs/rules.md#jg-repetition-standard
#[test]
fn janggi_standard_repetition_perpetual_checker_loses() {
    let fen = "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1";
    let g = game(
        "janggi-standard",
        fen,
        "a9a10 e10e9 a10a9 e9e10 a9a10 e10e9 a10a9 e9e10",
    );
    assert_eq!(
        g.outcome(),
        outcome(GameResult::SecondWins, EndReason::PerpetualCheck)
    );
}

// docs/rules.md#product-presets
#[test]
fn janggi_club_and_strict_have_no_repetition_ending() {
    for preset in ["janggi-club", "janggi-strict"] {
        let fen = "4k4/9/9/p8/9/9/8P/9/9/3K5 w - - 0 1";
        let g = game(
            preset,
            fen,
            "d1d2 e10e9 d2d1 e9e10 d1d2 e10e9 d2d1 e9e10 d1d2 e10e9 d2d1 e9e10",
        );
        assert_eq!(g.outcome(), None, "{preset}");
    }
}

// ---------------------------------------------------------------- move limits

// docs/rules.md#product-presets
#[test]
fn janggi_standard_200_ply_limit_on_points() {
    let fen = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 100";
    let g = game("janggi-standard", fen, "a7a6");
    assert_eq!(g.ply_count(), 200);
    assert_eq!(g.outcome(), outcome(GameResult::SecondWins, EndReason::PlyLimit));
}

// docs/rules.md#ending-precedence
#[test]
fn checkmate_takes_precedence_over_the_ply_limit() {
    let fen = "5k3/9/9/9/9/8r/9/9/r8/3K5 b - - 0 100";
    let g = game("janggi-standard", fen, "i5i1");
    assert_eq!(g.outcome(), outcome(GameResult::SecondWins, EndReason::Checkmate));
}

// docs/rules.md#product-presets
#[test]
fn janggi_club_200_quiet_plies_draw() {
    let fen = "4k4/9/9/p8/9/9/8P/9/9/3K5 w - - 199 120";
    let g = game("janggi-club", fen, "d1d2");
    assert_eq!(g.outcome(), outcome(GameResult::Draw, EndReason::QuietLimit));
}

// docs/rules.md#product-presets
#[test]
fn janggi_strict_120_quiet_plies_draw_and_draw_by_agreement() {
    let fen = "4k4/9/9/p8/9/9/8P/9/9/3K5 w - - 119 80";
    let g = game("janggi-strict", fen, "d1d2");
    assert_eq!(g.outcome(), outcome(GameResult::Draw, EndReason::QuietLimit));
    let mut g = Game::new(rules("janggi-strict"));
    assert_eq!(g.agree_draw().unwrap().reason, EndReason::Agreement);
    let mut g = Game::new(rules("janggi-standard"));
    assert_eq!(g.agree_draw().unwrap_err(), GameError::NoDrawAgreement);
    assert_eq!(g.outcome(), None);
}
