//! Tests of the learned evaluation: file format, integer arithmetic,
//! incremental updates and the built-in networks.

use super::*;
use palace_rules::RuleSet;

/// Weights drawn from a fixed sequence, small enough to stay inside
/// the integers.
fn weights(hidden: usize) -> FloatWeights {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move |scale: f32| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        ((state >> 40) as f32 / (1u64 << 24) as f32 - 0.5) * scale
    };
    FloatWeights {
        hidden,
        w1: (0..INPUTS * hidden).map(|_| next(0.2)).collect(),
        b1: (0..hidden).map(|_| next(0.5) + 0.3).collect(),
        w2: (0..2 * hidden).map(|_| next(2.0)).collect(),
        b2: next(0.2),
    }
}

fn positions() -> Vec<Position> {
    let jg = RuleSet::preset("janggi").unwrap();
    let xq = RuleSet::preset("xiangqi").unwrap();
    [
        (
            "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
            jg,
        ),
        ("4ka3/4a4/9/9/2c6/9/9/4C4/4A4/3AK4 b - - 0 40", jg),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            xq,
        ),
        ("3ak4/4a4/4b4/9/2c6/9/9/4C4/9/3K5 w - - 0 40", xq),
    ]
    .into_iter()
    .map(|(fen, rules)| Position::from_fen(fen, rules).unwrap())
    .collect()
}

#[test]
fn inputs_are_the_pieces_seen_from_each_side() {
    let pos = &positions()[0];
    let mut first = Vec::new();
    let mut second = Vec::new();
    active_inputs(pos, Color::First, &mut first);
    active_inputs(pos, Color::Second, &mut second);
    assert_eq!(first.len(), 32);
    assert_eq!(second.len(), 33, "32 pieces and the second player's input");
    assert_eq!(second.last(), Some(&(SECOND_INPUT as u16)));
    // The start is symmetric: each side sees the same board.
    let mut a = first.clone();
    let mut b = second[..32].to_vec();
    a.sort_unstable();
    b.sort_unstable();
    assert_eq!(a, b);
    // First's general on e2 (file 4, rank 1): own general, point 13.
    assert!(first.contains(&13));
    // Second's general, e9, is the enemy general seen from First.
    assert!(first.contains(&(7 * 90 + 8 * 9 + 4)));
}

#[test]
fn integer_evaluation_follows_the_float_network() {
    for hidden in [8, 32] {
        let net = Network::quantize(Variant::Janggi, &weights(hidden), 400, false).unwrap();
        // The integers compute the float network they stand for.
        let f = net.to_float();
        for pos in positions() {
            let (mut s, mut o) = (Vec::new(), Vec::new());
            active_inputs(&pos, pos.turn(), &mut s);
            active_inputs(&pos, !pos.turn(), &mut o);
            let want = f.forward(&s, &o) * 400.0;
            let got = net.evaluate(&pos) as f32;
            assert!(want.abs() > 20.0, "a network that says something: {want}");
            assert!((got - want).abs() <= 1.0, "{got} vs {want}: {}", pos.fen());
        }
    }
}

#[test]
fn files_round_trip_and_bad_files_are_refused() {
    let net = Network::quantize(Variant::Xiangqi, &weights(16), 300, true).unwrap();
    let bytes = net.to_bytes();
    let back = Network::from_bytes(&bytes).unwrap();
    assert_eq!(back.variant(), Variant::Xiangqi);
    assert_eq!(back.hidden(), 16);
    assert!(back.residual());
    for pos in positions() {
        assert_eq!(back.evaluate(&pos), net.evaluate(&pos));
    }
    let err = |b: &[u8]| Network::from_bytes(b).unwrap_err();
    assert!(err(b"hello").contains("not a Palace network file"));
    assert!(err(&bytes[..bytes.len() - 1]).contains("need"));
    let mut game = bytes.clone();
    game[8] = 7;
    assert!(err(&game).contains("unknown game 7"));
    let mut hidden = bytes.clone();
    hidden[10..12].copy_from_slice(&0u16.to_le_bytes());
    assert!(err(&hidden).contains("hidden size 0"));
    let mut scale = bytes.clone();
    scale[12..16].copy_from_slice(&0i32.to_le_bytes());
    assert!(err(&scale).contains("output scale 0"));
    let mut flags = bytes.clone();
    flags[9] = 2;
    assert!(err(&flags).contains("unknown flags 2"));
    assert!(Network::load(std::path::Path::new("/nonexistent/net.bin"))
        .unwrap_err()
        .contains("cannot read /nonexistent/net.bin"));
}

#[test]
fn a_residual_network_adds_to_the_classical_evaluation() {
    let mut f = weights(8);
    let plain = Network::quantize(Variant::Janggi, &f, 400, false).unwrap();
    let residual = Network::quantize(Variant::Janggi, &f, 400, true).unwrap();
    f.w2.iter_mut().for_each(|w| *w = 0.0);
    f.b2 = 0.0;
    let silent = Network::quantize(Variant::Janggi, &f, 400, true).unwrap();
    for pos in positions() {
        let classical = super::super::evaluate(&pos);
        assert_eq!(silent.evaluate(&pos), classical, "{}", pos.fen());
        assert_eq!(residual.evaluate(&pos), plain.evaluate(&pos) + classical);
    }
}

#[test]
fn updates_point_by_point_match_a_fresh_evaluation() {
    use palace_rules::Game;
    let net = Network::quantize(Variant::Janggi, &weights(16), 400, true).unwrap();
    let rules = RuleSet::preset("janggi").unwrap();
    let mut state = 7u64;
    let mut rand = move |n: usize| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize % n
    };
    // One accumulator per ply, as the search keeps them, kept across
    // games so that a slot holds an earlier line's board; and one
    // that follows whatever was evaluated last (more points differ).
    let mut slots = vec![Accumulator::new(); 122];
    for _ in 0..20 {
        let mut game = Game::new(rules);
        let mut last = Accumulator::new();
        for ply in 0..120 {
            let moves = game.legal_moves();
            if moves.is_empty() || game.outcome().is_some() {
                break;
            }
            let (before, from_here) = slots.split_at_mut(ply + 1);
            let (parent, acc) = (&before[ply], &mut from_here[0]);
            if rand(3) == 0 {
                // A sibling first: the slot then holds a board two
                // or three points away from the next one.
                let mut sibling = game.clone();
                sibling.play(moves[rand(moves.len())]).unwrap();
                let pos = sibling.position();
                net.update_from(pos, parent, acc);
                assert_eq!(net.evaluate_with(pos, acc), net.evaluate(pos));
            }
            game.play(moves[rand(moves.len())]).unwrap();
            let pos = game.position();
            if rand(5) != 0 {
                // Else the cache answered: the slot keeps its board
                // and the next ply's parent is stale.
                net.update_from(pos, parent, acc);
                assert_eq!(net.evaluate_with(pos, acc), net.evaluate(pos), "{}", pos.fen());
            }
            if rand(3) == 0 {
                net.update(pos, &mut last);
                assert_eq!(net.evaluate_with(pos, &last), net.evaluate(pos));
            }
        }
    }
}

#[test]
fn each_game_has_a_builtin_network_on_top_of_the_table() {
    for variant in [Variant::Janggi, Variant::Xiangqi] {
        let net = builtin(variant);
        assert_eq!(
            (net.variant(), net.residual(), net.hidden()),
            (variant, true, 128)
        );
        assert!(Arc::ptr_eq(&net, &builtin(variant)), "read once");
        // It corrects the table somewhere.
        let games = positions().into_iter().filter(|p| p.rules().variant == variant);
        assert!(games.clone().count() > 1, "{variant:?}");
        assert!(
            games
                .into_iter()
                .any(|p| net.evaluate(&p) != super::super::evaluate(&p)),
            "{variant:?}"
        );
    }
}

#[test]
fn weights_too_large_for_the_file_are_refused() {
    let mut f = weights(4);
    f.w2[0] = 1000.0;
    assert!(Network::quantize(Variant::Janggi, &f, 400, false)
        .unwrap_err()
        .contains("does not fit"));
}

#[test]
fn first_layers_whose_sums_could_overflow_are_refused() {
    // 40 rows of 1000 for hidden value 2: 32 pieces could sum 32,000,
    // with a bias of 1,000 beyond i16; without the bias they fit.
    let mut f = weights(4);
    for i in 0..40 {
        f.w1[i * 4 + 2] = 1000.0 / QA as f32;
    }
    f.b1[2] = 1000.0 / QA as f32;
    let err = Network::quantize(Variant::Janggi, &f, 400, false).unwrap_err();
    assert!(
        err.contains("hidden value 2") && err.contains("beyond 16 bits"),
        "{err}"
    );
    f.b1[2] = 0.0;
    let net = Network::quantize(Variant::Janggi, &f, 400, false).unwrap();
    let mut bytes = net.to_bytes();
    let bias = HEADER + 2 * (INPUTS * 4 + 2);
    bytes[bias..bias + 2].copy_from_slice(&1000i16.to_le_bytes());
    assert!(Network::from_bytes(&bytes)
        .unwrap_err()
        .contains("beyond 16 bits"));
}
