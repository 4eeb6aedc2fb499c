//! Move parsing and playing: the first byte picks a preset, the rest is
//! read as space-separated move texts (valid or not) played into a game.
//! Never panics; refused moves change nothing; hashes stay consistent.
#![no_main]

use libfuzzer_sys::fuzz_target;
use palace_rules::{Game, PRESETS};

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else { return };
    let rules = &PRESETS[pick as usize % PRESETS.len()];
    let mut game = Game::new(rules);
    let text = String::from_utf8_lossy(rest);
    for word in text.split_whitespace().take(400) {
        let before = game.position().fen();
        let len = game.moves().len();
        // Words that are numbers pick the n-th legal move, so that the
        // fuzzer reaches deep positions quickly.
        let result = match word.parse::<usize>() {
            Ok(n) => {
                let legal = game.legal_moves();
                if legal.is_empty() {
                    continue;
                }
                game.play(legal[n % legal.len()])
            }
            Err(_) => game.play_text(word),
        };
        match result {
            Ok(_) => assert_eq!(game.moves().len(), len + 1),
            Err(_) => {
                assert_eq!(game.position().fen(), before);
                assert_eq!(game.moves().len(), len);
            }
        }
        let pos = game.position();
        assert_eq!(pos.hash(), pos.fresh_hash());
    }
    while game.undo().is_some() {}
    assert_eq!(game.position().fen(), game.start_position().fen());
});
