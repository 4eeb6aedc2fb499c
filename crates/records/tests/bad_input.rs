//! Broken input: truncated files, wrong encodings, illegal moves in the
//! middle of a game, unknown tags and binary junk. Nothing panics; a bad
//! game is reported with its number, line and ply, and the others are read.

use palace_records::{read, write_pgn, FileError, Format, MoveStyle, ReadOptions};
use std::path::PathBuf;

fn data(name: &str) -> Vec<u8> {
    std::fs::read(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data")
            .join(name),
    )
    .unwrap()
}

fn data_files() -> Vec<(String, Vec<u8>)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut out: Vec<(String, Vec<u8>)> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| !matches!(p.extension().and_then(|e| e.to_str()), Some("json" | "md")))
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                std::fs::read(&p).unwrap(),
            )
        })
        .collect();
    out.sort();
    out
}

fn default_read(bytes: &[u8]) -> Result<palace_records::Collection, FileError> {
    read(bytes, &ReadOptions::default())
}

/// Whatever was read writes to PGN and reads back to the same moves.
fn assert_games_rewrite(what: &str, c: &palace_records::Collection) {
    for g in &c.games {
        let pgn = write_pgn(std::slice::from_ref(&g.record), MoveStyle::Coordinate).unwrap();
        let again = read(
            pgn.as_bytes(),
            &ReadOptions {
                format: Some(Format::Pgn),
                rules: Some(g.record.rules()),
            },
        )
        .unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(again.games.len(), 1, "{what}: {:?}", again.errors);
        assert_eq!(again.games[0].record.moves, g.record.moves, "{what}");
    }
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
}

#[test]
fn truncated_files_never_panic_and_keep_the_whole_games() {
    for (name, bytes) in data_files() {
        for cut in [
            bytes.len() / 4,
            bytes.len() / 2,
            bytes.len() * 3 / 4,
            bytes.len().saturating_sub(3),
        ] {
            let what = format!("{name} cut at {cut}");
            if let Ok(c) = default_read(&bytes[..cut]) {
                assert_games_rewrite(&what, &c);
            }
        }
    }
    // A multi-game file cut in its middle still gives the games before the cut.
    let full = default_read(&data("janggi-gib-05-2008-hangame-masters-14games.gib")).unwrap();
    let bytes = data("janggi-gib-05-2008-hangame-masters-14games.gib");
    let cut = default_read(&bytes[..bytes.len() / 2]).unwrap();
    assert!(cut.games.len() >= 5, "{} games", cut.games.len());
    for g in &cut.games[..cut.games.len() - 1] {
        let whole = full.games.iter().find(|f| f.number == g.number).unwrap();
        assert_eq!(g.record.moves, whole.record.moves, "game {}", g.number);
    }
}

#[test]
fn truncated_xqf_is_refused_with_the_byte_offset() {
    let bytes = data("xiangqi-xqf-h02-2001-wuyang-r1-tao-hu-v16-comments-variations.xqf");
    match default_read(&bytes[..1000]) {
        Err(FileError::Malformed {
            format: Format::Xqf,
            reason,
        }) => assert!(reason.contains("1024"), "{reason}"),
        other => panic!("{other:?}"),
    }
    let c = default_read(&bytes[..1300]).unwrap();
    assert!(c.games.is_empty());
    let fault = &c.errors[0];
    assert!(fault.offset.is_some(), "{fault}");
    let message = fault.to_string();
    assert!(
        message.contains("cut short") || message.contains("more than the file holds"),
        "{message}"
    );
}

#[test]
fn utf16_with_a_byte_order_mark_is_read() {
    let original = default_read(&data("xiangqi-pgn-h03-2009-jiang-li-chinese-utf8-543plies.pgn")).unwrap();
    let text = String::from_utf8(data("xiangqi-pgn-h03-2009-jiang-li-chinese-utf8-543plies.pgn")).unwrap();
    let mut utf16 = vec![0xFF, 0xFE];
    for unit in text.encode_utf16() {
        utf16.extend_from_slice(&unit.to_le_bytes());
    }
    let c = default_read(&utf16).unwrap();
    assert_eq!(c.encoding, Some("UTF-16LE"));
    assert_eq!(c.games[0].record.moves, original.games[0].record.moves);
}

#[test]
fn text_decoded_with_the_wrong_encoding_is_refused_clearly() {
    // GBK bytes taken for EUC-KR and saved as UTF-8: the moves are mojibake.
    let gbk = data("xiangqi-pgn-02-ccgc2006-r11-xqwizard-redwin.pgn");
    let mojibake = encoding_rs::EUC_KR.decode(&gbk).0.into_owned();
    let c = default_read(mojibake.as_bytes()).unwrap();
    assert!(c.games.is_empty());
    let fault = &c.errors[0];
    assert_eq!((fault.game, fault.ply), (1, Some(1)), "{fault}");
    assert_eq!(fault.line, Some(14), "{fault}");
    // And cp949 GIB taken for GBK.
    let gib = data("janggi-gib-04-2016-final-inline-comment.gib");
    let mojibake = encoding_rs::GBK.decode(&gib).0.into_owned();
    if let Ok(c) = default_read(mojibake.as_bytes()) {
        assert!(c.games.is_empty());
        assert!(c.errors.iter().all(|e| e.line.is_some()), "{:?}", c.errors);
    }
}

#[test]
fn an_illegal_move_stops_its_game_only() {
    let bytes = data("janggi-gib-05-2008-hangame-masters-14games.gib");
    let text = encoding_rs::EUC_KR.decode(&bytes).0.into_owned();
    // Game 3's tenth move becomes a chariot jumping over its own pieces.
    let game3 = text.match_indices("[대회명").nth(2).unwrap().0;
    let ten = text[game3..].find(" 10. ").unwrap() + game3 + 5;
    let end = text[ten..].find(' ').unwrap() + ten;
    let broken = format!("{}01차09{}", &text[..ten], &text[end..]);
    let line = broken[..ten].matches('\n').count() + 1;
    let c = default_read(broken.as_bytes()).unwrap();
    assert_eq!(c.games.len(), 13);
    assert_eq!(c.errors.len(), 1);
    let fault = &c.errors[0];
    assert_eq!(
        (fault.game, fault.line, fault.ply),
        (3, Some(line), Some(10)),
        "{fault}"
    );
    let message = fault.to_string();
    assert!(
        message.starts_with(&format!("game 3, line {line}, ply 10: '01차09'")),
        "{message}"
    );

    let pgn =
        "[Variant \"Xiangqi\"]\n\n1. h3e3 h10g8 2. h1h5 *\n\n[Variant \"Xiangqi\"]\n\n1. h3e3 h10g8 *\n";
    let c = default_read(pgn.as_bytes()).unwrap();
    assert_eq!(c.games.len(), 1);
    assert_eq!(c.games[0].number, 2);
    let fault = &c.errors[0];
    assert_eq!(
        (fault.game, fault.line, fault.ply),
        (1, Some(3), Some(3)),
        "{fault}"
    );
}

#[test]
fn unknown_tags_are_kept_and_harmless() {
    let pgn = "[Event \"x\"]\n[Frobnicate \"yes\"]\n[Variant \"Janggi\"]\n\n1. a4b4 i7h7 2. e2e2 *\n";
    let c = default_read(pgn.as_bytes()).unwrap();
    assert_eq!(c.games[0].record.tag("Frobnicate"), Some("yes"));
    assert_eq!(c.games[0].record.moves.len(), 3);
    let gib = "[알수없는태그 \"값\"]\n[초차림 \"마상상마\"]\n\n1. 71졸72 2. 49병48\n";
    let c = default_read(gib.as_bytes()).unwrap();
    assert_eq!(c.format, Format::Gib);
    assert_eq!(c.games[0].record.tag("알수없는태그"), Some("값"));
}

#[test]
fn empty_and_binary_files_are_refused() {
    assert_eq!(default_read(b"").unwrap_err(), FileError::Empty);
    assert_eq!(default_read(b"   \n\x1a").unwrap_err(), FileError::Empty);
    let junk: Vec<u8> = (0..2000u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    assert!(default_read(&junk).is_err() || default_read(&junk).unwrap().games.is_empty());
    // A PGN forced through the XQF reader.
    let pgn = data("xiangqi-pgn-01-2017-online-gbk-chinese-draw.pgn");
    let forced = read(
        &pgn,
        &ReadOptions {
            format: Some(Format::Xqf),
            rules: None,
        },
    );
    assert!(
        matches!(
            forced,
            Err(FileError::Malformed {
                format: Format::Xqf,
                ..
            })
        ),
        "{forced:?}"
    );
}

#[test]
fn random_junk_and_mutated_records_never_panic() {
    let mut rng = Rng(0x1234_5678_9ABC_DEF1);
    for round in 0..300 {
        let len = (rng.next() % 3000) as usize;
        let mut junk: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
        if round % 3 == 0 && junk.len() > 2 {
            junk[0] = b'X';
            junk[1] = b'Q';
        }
        if let Ok(c) = default_read(&junk) {
            assert_games_rewrite(&format!("junk {round}"), &c);
        }
    }
    for (name, bytes) in data_files() {
        for round in 0..20 {
            let mut b = bytes.clone();
            for _ in 0..1 + rng.next() % 8 {
                let at = (rng.next() as usize) % b.len();
                match rng.next() % 3 {
                    0 => b[at] = rng.next() as u8,
                    1 => {
                        b.remove(at);
                    }
                    _ => b.insert(at, rng.next() as u8),
                }
            }
            if let Ok(c) = default_read(&b) {
                assert_games_rewrite(&format!("{name} mutation {round}"), &c);
            }
        }
    }
}
