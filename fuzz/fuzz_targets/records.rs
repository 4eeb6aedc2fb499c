//! Record readers on arbitrary bytes: the first byte picks the format (0 =
//! detect from the content), the rest is the file. Never panics; every game
//! read is legal, writes to PGN (and GIB for Janggi) and reads back the same.
#![no_main]

use libfuzzer_sys::fuzz_target;
use palace_records::{read, write_gib, write_pgn, Format, GibEncoding, MoveStyle, ReadOptions};
use palace_rules::Variant;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, file)) = data.split_first() else {
        return;
    };
    let format = match pick as usize % (Format::ALL.len() + 1) {
        0 => None,
        n => Some(Format::ALL[n - 1]),
    };
    let Ok(collection) = read(file, &ReadOptions { format, rules: None }) else {
        return;
    };
    for fault in &collection.errors {
        assert!(fault.game >= 1);
        let _ = fault.to_string();
    }
    for game in &collection.games {
        let record = &game.record;
        let _ = record.final_position();
        let back = |bytes: &[u8], format: Format| {
            let again = read(
                bytes,
                &ReadOptions {
                    format: Some(format),
                    rules: Some(record.rules()),
                },
            )
            .expect("written record reads");
            assert_eq!(again.games.len(), 1, "{:?}", again.errors);
            assert_eq!(again.games[0].record.moves, record.moves);
        };
        let pgn = write_pgn(std::slice::from_ref(record), MoveStyle::Coordinate).expect("writes");
        back(pgn.as_bytes(), Format::Pgn);
        if record.variant() == Variant::Janggi {
            let gib = write_gib(std::slice::from_ref(record), GibEncoding::Utf8).expect("writes");
            back(&gib, Format::Gib);
        }
    }
});
