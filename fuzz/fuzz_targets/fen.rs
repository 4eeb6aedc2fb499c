//! FEN parsing under every preset: never panics; what is accepted writes
//! back to a FEN that reads to the same position, and its moves generate.
#![no_main]

use libfuzzer_sys::fuzz_target;
use palace_rules::{Position, PRESETS};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for rules in PRESETS {
        if let Ok(pos) = Position::from_fen(text, rules) {
            let fen = pos.fen();
            let again = Position::from_fen(&fen, rules).expect("written FEN reads back");
            assert_eq!(again.fen(), fen);
            assert_eq!(again.hash(), pos.hash());
            let moves = pos.legal_moves();
            for m in moves.iter() {
                assert!(pos.is_legal(*m));
            }
        }
    }
});
