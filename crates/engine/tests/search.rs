//! Search behaviour: mates found at the right depth, legal answers in many
//! random positions, a shared and tiny transposition table, the rule set's
//! endings inside the search, and the weak levels' mistakes.

use palace_engine::search::{Rng, Searcher};
use palace_engine::{levels, Limits, SearchResult, Tt, MATE};
use palace_rules::{Color, Game, GameResult, RuleSet, PRESETS};
use std::sync::atomic::AtomicBool;

fn game(rules: &str, fen: &str) -> Game {
    Game::from_fen(fen, RuleSet::preset(rules).unwrap()).unwrap()
}

fn search(g: &Game, tt: &Tt, limits: &Limits, level: u8, seed: u64) -> SearchResult {
    let stop = AtomicBool::new(false);
    let mut s = Searcher::new(g, tt, &stop);
    s.set_seed(seed);
    s.think(g.position(), limits, levels::level(level), &mut |_| {})
}

fn depth(d: i32) -> Limits {
    Limits {
        depth: Some(d),
        ..Limits::default()
    }
}

/// Mate-in-N positions (verified with Fairy-Stockfish 11.1: `go depth 12`
/// reports exactly `mate N`; the fourth, where it reports mate 6, has a win
/// in 3 by leaving Black no legal move, which pyffish confirms:
/// `i1i10 e9f10 a1a8 e10e9 i10f10` ends with no legal move, result -32000).
const MATES: &[(&str, &str, i32)] = &[
    ("xiangqi", "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1", 1),
    ("xiangqi", "4k4/9/9/9/9/9/9/9/1R7/R2K5 w - - 0 1", 2),
    ("xiangqi", "4ka3/9/9/9/9/9/9/9/9/R2K4R w - - 0 1", 2),
    ("xiangqi-standard", "3ak4/4a4/9/9/9/9/9/9/9/R2K4R w - - 0 1", 3),
    ("janggi", "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1", 1),
    ("janggicasual", "4k4/9/9/9/9/9/9/9/1R7/R2K5 w - - 0 1", 2),
    ("janggicasual", "3k5/9/9/9/9/9/9/9/9/R2K4R w - - 0 1", 2),
    ("janggicasual", "4k4/4a4/9/9/9/9/9/9/9/R2K4R w - - 0 1", 4),
    // Under janggi-standard the same position is won in 3 through bikjang:
    // a1a10 e9d10 a10d10 e10d10 i1i10 leaves the generals facing after a
    // capture, and Cho is ahead on points.
    ("janggi-standard", "4k4/4a4/9/9/9/9/9/9/9/R2K4R w - - 0 1", 3),
];

#[test]
fn mates_are_found_at_their_depth_and_played_out() {
    for &(rules, fen, n) in MATES {
        let tt = Tt::new(8);
        let mut g = game(rules, fen);
        let attacker = g.position().turn();
        let plies = 2 * n - 1;
        // Pruning decided by the evaluation may hide a mate at its exact
        // depth; it must show by two plies more, and never as shorter than it is.
        let found = (plies..=plies + 2).find(|&d| {
            let r = search(&g, &tt, &depth(d), 8, 1);
            assert!(
                r.score <= MATE - plies,
                "a shorter mate than exists: {rules} {fen} {r:?}"
            );
            r.score == MATE - plies
        });
        assert!(
            found.is_some(),
            "{rules} {fen}: mate in {n} not found by depth {}",
            plies + 2
        );
        if n > 1 {
            // One ply less does not see it.
            let tt = Tt::new(8);
            let shallow = search(&g, &tt, &depth(plies - 2), 8, 1);
            assert!(
                shallow.score <= MATE - plies,
                "a shorter mate than exists: {shallow:?}"
            );
        }
        // Play it out: both sides use the engine; the mate arrives in time.
        for left in (1..=plies).rev() {
            if g.outcome().is_some() {
                break;
            }
            let r = search(&g, &tt, &depth(left.max(2) + 2), 8, 1);
            g.play(r.best.expect("a move")).unwrap();
        }
        let o = g
            .outcome()
            .unwrap_or_else(|| panic!("{rules} {fen}: no end after {:?}", g.moves()));
        assert_eq!(
            o.result,
            GameResult::win(attacker),
            "{rules} {fen}: {o:?} {:?}",
            g.moves()
        );
    }
}

#[test]
fn the_pass_is_played_when_it_is_the_only_move() {
    let g = game("janggi", "5k3/9/9/9/9/4r4/9/9/r8/3K5 w - - 0 1");
    let tt = Tt::new(1);
    let r = search(&g, &tt, &depth(4), 8, 1);
    assert_eq!(r.best.unwrap().to_string(), "d1d1");
    // Han answers with a pass: two passes end the game on points, Han ahead.
    assert!(r.score <= -palace_engine::MATE_BOUND, "{r:?}");
}

#[test]
fn a_double_pass_that_wins_on_points_is_taken() {
    // Han passed; Cho is a chariot up, so Cho's pass ends the game on points.
    let mut g = game("janggi", "4k4/9/9/9/9/9/9/9/9/R2K5 b - - 0 1");
    g.play_text("e10e10").unwrap();
    let tt = Tt::new(1);
    let r = search(&g, &tt, &depth(3), 8, 1);
    assert_eq!(r.best.unwrap().to_string(), "d1d1");
    assert_eq!(r.score, MATE - 1);
    // Under rules where a double pass is a draw, the pass is not a win.
    let mut g = game("janggicasual", "4k4/9/9/9/9/9/9/9/9/R2K5 b - - 0 1");
    g.play_text("e10e10").unwrap();
    let r = search(&g, &Tt::new(1), &depth(3), 8, 1);
    assert_ne!(r.best.unwrap().to_string(), "d1d1", "{r:?}");
}

#[test]
fn a_perpetual_check_that_loses_is_avoided() {
    // Red checks with the chariot on ranks 10 and 9; the position after
    // i9i10 has occurred twice already, so playing it again is the third
    // time and loses for the checker. Red must do something else.
    let mut g = game("xiangqi", "3k5/9/9/9/9/9/9/9/9/4K3R w - - 0 1");
    for m in "i1i10 d10d9 i10i9 d9d10 i9i10 d10d9 i10i9 d9d10".split(' ') {
        g.play_text(m).unwrap();
    }
    let r = search(&g, &Tt::new(1), &depth(3), 8, 1);
    assert_ne!(r.best.unwrap().to_string(), "i9i10", "{r:?}");
    assert!(r.score > -palace_engine::MATE_BOUND);
}

/// Random games for every preset; the engine answers at many points.
fn random_positions(per_preset: usize, seed: u64) -> Vec<Game> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for rules in PRESETS {
        for _ in 0..per_preset {
            let mut g = Game::new(rules);
            let plies = rng.below(80);
            for _ in 0..plies {
                let moves = g.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[rng.below(moves.len() as u64) as usize];
                g.play(m).unwrap();
            }
            out.push(g);
        }
    }
    out
}

#[test]
fn never_an_illegal_move_in_random_positions() {
    let tt = Tt::new(2);
    for (i, g) in random_positions(12, 7).into_iter().enumerate() {
        let level = [1, 3, 8][i % 3];
        let limits = Limits {
            nodes: Some(3_000),
            ..Limits::default()
        };
        let r = search(&g, &tt, &limits, level, i as u64);
        let pos = g.position();
        match r.best {
            Some(m) => assert!(pos.is_legal(m), "{} {}: illegal {m}", pos.rules().name, pos.fen()),
            None => assert!(pos.legal_moves().is_empty(), "{}", pos.fen()),
        }
        // The principal variation is a legal line.
        let mut p = pos.clone();
        for &m in &r.pv {
            assert!(p.is_legal(m), "{}: pv {:?}", pos.fen(), r.pv);
            p.play_unchecked(m);
        }
    }
}

#[test]
fn tiny_shared_table_under_concurrent_searches() {
    // Two threads search different positions at once through one table
    // small enough that entries collide constantly; answers stay legal and
    // mates are still found exactly.
    let tt = Tt::new(1);
    let games = random_positions(4, 99);
    std::thread::scope(|s| {
        for half in games.chunks(games.len() / 2 + 1) {
            let tt = &tt;
            s.spawn(move || {
                for g in half {
                    let r = search(g, tt, &depth(4), 8, 3);
                    if let Some(m) = r.best {
                        assert!(g.position().is_legal(m));
                    }
                }
            });
        }
        s.spawn(|| {
            for &(rules, fen, n) in MATES.iter().filter(|m| m.2 <= 2) {
                let g = game(rules, fen);
                let r = search(&g, &tt, &depth(2 * n - 1), 8, 1);
                assert_eq!(r.score, MATE - (2 * n - 1), "{rules} {fen}");
            }
        });
    });
}

#[test]
fn hash_size_does_not_change_a_fixed_depth_answer_much() {
    let g = Game::new(RuleSet::preset("xiangqi").unwrap());
    let big = search(&g, &Tt::new(16), &depth(5), 8, 1);
    let small = search(&g, &Tt::new(1), &depth(5), 8, 1);
    assert!(g.position().is_legal(big.best.unwrap()));
    assert!(g.position().is_legal(small.best.unwrap()));
    assert!((big.score - small.score).abs() < 100);
}

/// Red's chariot on b5 can take Black's undefended chariot on b9 for free.
const FREE_CHARIOT: &str = "1rbakab2/9/6n2/p1p1p1p1p/9/1R7/P1P1P1P1P/2N3N2/9/2BAKAB2 w - - 0 1";

#[test]
fn level_four_takes_a_free_piece_level_one_sometimes_does_not() {
    let g = game("xiangqi", FREE_CHARIOT);
    let take = g.position().parse_move("b5b10").unwrap();
    assert!(g.position().is_capture(take));
    let mut level1_missed = 0;
    for seed in 0..40 {
        let r = search(&g, &Tt::new(1), &Limits::default(), 4, seed);
        assert_eq!(r.best, Some(take), "level 4, seed {seed}");
        let r = search(&g, &Tt::new(1), &Limits::default(), 1, seed);
        level1_missed += u32::from(r.best != Some(take));
    }
    assert!(level1_missed > 0, "level 1 never missed a free chariot");
}

#[test]
fn level_one_leaves_pieces_hanging() {
    // Level 1 reads no recaptures: over random middlegame positions it
    // sometimes moves a piece to a point where it is taken for nothing.
    let mut hung = 0;
    for (i, g) in random_positions(3, 5).into_iter().enumerate() {
        if g.outcome().is_some() {
            continue;
        }
        let r = search(&g, &Tt::new(1), &Limits::default(), 1, i as u64);
        let Some(m) = r.best else { continue };
        let mut after = g.clone();
        after.play(m).unwrap();
        if after.outcome().is_some() {
            continue;
        }
        // The opponent's best reply at level 4 wins material?
        let before = material(&after, !g.position().turn());
        let reply = search(&after, &Tt::new(1), &depth(2), 8, 0);
        if let Some(rm) = reply.best {
            let mut next = after.clone();
            if next.play(rm).is_ok() && material(&next, !g.position().turn()) > before {
                hung += 1;
            }
        }
    }
    assert!(hung > 0);
}

/// `side`'s lead in Janggi points (Han's bonus included: compared only
/// against the same side's lead, so the bonus cancels).
fn material(g: &Game, side: Color) -> f64 {
    let points = g.position().janggi_points();
    points[side.index()] - points[(!side).index()]
}

/// A search stopped inside an iteration plays the move that took the lead
/// in it, also where that iteration was failing low (its score below the
/// last completed iteration's): the move was searched to the end at the new
/// depth and beat the previous best, which is searched first. Node limits
/// stop the searches of the bench positions at many points.
#[test]
fn a_stopped_iteration_plays_the_move_that_took_the_lead() {
    let mut changed = 0;
    let mut changed_lower = 0;
    for g in palace_engine::bench::games() {
        for nodes in (4_000..40_000).step_by(1_499) {
            let tt = Tt::new(4);
            let stop = AtomicBool::new(false);
            let mut s = Searcher::new(&g, &tt, &stop);
            let limits = Limits {
                nodes: Some(nodes),
                ..Limits::default()
            };
            let mut last = None;
            let r = s.think(g.position(), &limits, levels::level(8), &mut |rep| {
                last = Some((rep.pv[0], rep.score));
            });
            let best = r.best.expect("a move");
            assert!(g.position().is_legal(best), "{best:?} in {}", g.position().fen());
            let (completed, score) = last.expect("an iteration completes");
            if best != completed {
                changed += 1;
                assert_eq!(r.pv.first(), Some(&best), "the line starts with the move played");
                if r.score < score {
                    changed_lower += 1;
                }
            }
        }
    }
    assert!(
        changed > 0 && changed_lower > 0,
        "{changed} changes, {changed_lower} while failing low"
    );
}
