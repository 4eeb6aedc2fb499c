//! Cross-checks of fast paths on random playouts: incremental hash against a
//! fresh hash, `is_legal` against the legal move list, `count_legal`
//! against the list, FEN round trips, undo.

use palace_rules::{Game, Move, Position, RuleSet, Square, PRESETS};

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn every_pseudo_move() -> Vec<Move> {
    let mut v = Vec::with_capacity(8100);
    for a in Square::all() {
        for b in Square::all() {
            v.push(Move::new(a, b));
        }
    }
    v
}

#[test]
fn random_playouts_keep_every_invariant() {
    let all = every_pseudo_move();
    let mut rng = Rng(0x1234_5678_9abc_def1);
    let mut positions = 0;
    for rules in PRESETS {
        for _game in 0..6 {
            let mut game = Game::new(rules);
            for _ply in 0..160 {
                let pos = game.position().clone();
                positions += 1;
                assert_eq!(pos.hash(), pos.fresh_hash(), "{}", pos.fen());
                let fen = pos.fen();
                let again = Position::from_fen(&fen, rules).unwrap();
                assert_eq!(again.fen(), fen);
                assert_eq!(again.hash(), pos.hash());
                assert_eq!(again.soldier_key(), pos.soldier_key(), "{fen}");
                assert_eq!(again.guard_key(), pos.guard_key(), "{fen}");
                let legal = pos.legal_moves();
                assert_eq!(pos.count_legal(), legal.len());
                // is_legal agrees with the list on every from/to pair.
                let mut n = 0;
                for m in &all {
                    let l = pos.is_legal(*m);
                    assert_eq!(l, legal.contains(m), "{} {m}", pos.fen());
                    n += usize::from(l);
                }
                assert_eq!(n, legal.len());
                if game.outcome().is_some() {
                    break;
                }
                let moves = game.legal_moves();
                let m = moves[rng.below(moves.len())];
                game.play(m).unwrap();
            }
            let played = game.moves().len();
            for _ in 0..played {
                game.undo().unwrap();
            }
            assert_eq!(game.position(), game.start_position());
            assert!(game.outcome().is_none());
        }
    }
    assert!(positions > 2000, "{positions}");
}

#[test]
fn structure_keys_follow_only_their_pieces() {
    let rules = RuleSet::preset("xiangqi").unwrap();
    let start = Position::start(rules);
    let play = |pos: &Position, m: &str| pos.play(pos.parse_move(m).unwrap()).unwrap();
    // A horse move changes neither key.
    let horse = play(&start, "b1c3");
    assert_eq!(horse.soldier_key(), start.soldier_key());
    assert_eq!(horse.guard_key(), start.guard_key());
    assert_ne!(horse.hash(), start.hash());
    // A soldier move changes the soldier key only; an advisor move the
    // guard key only.
    let soldier = play(&start, "c4c5");
    assert_ne!(soldier.soldier_key(), start.soldier_key());
    assert_eq!(soldier.guard_key(), start.guard_key());
    let advisor = play(&start, "d1e2");
    assert_eq!(advisor.soldier_key(), start.soldier_key());
    assert_ne!(advisor.guard_key(), start.guard_key());
    // A cannon taking a soldier changes the soldier key only.
    let a = play(&play(&start, "h3e3"), "a10a9");
    let b = play(&a, "e3e7");
    assert_ne!(b.soldier_key(), a.soldier_key());
    assert_eq!(b.guard_key(), a.guard_key());
}
