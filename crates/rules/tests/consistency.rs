//! Cross-checks of fast paths on random playouts: incremental hash against a
//! fresh hash and the public keys, `is_legal` against the legal move list,
//! `count_legal` against the list, FEN round trips, undo.

use palace_rules::zobrist::{occupant_key, piece_key, SIDE_KEY};
use palace_rules::{Color, Game, Move, Position, Square, PRESETS};

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

/// The hash as `Position::hash` documents it, from the public board view
/// and keys: what a program keying tables by part of the board relies on.
fn public_hash(pos: &Position) -> u64 {
    let mut h = if pos.turn() == Color::Second { SIDE_KEY } else { 0 };
    for (i, o) in pos.board().iter().enumerate() {
        let sq = Square::from_index(i).unwrap();
        assert_eq!(o.piece(), pos.piece_at(sq));
        assert_eq!(occupant_key(*o, sq), o.piece().map_or(0, |p| piece_key(p, sq)));
        if let Some(p) = o.piece() {
            h ^= piece_key(p, sq);
        }
    }
    h
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
                assert_eq!(public_hash(&pos), pos.hash(), "{fen}");
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
