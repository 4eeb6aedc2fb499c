//! Random legal games of every preset (Janggi ones with random arrangements,
//! passes and starts from mid-game positions) written in every format that
//! fits the game and read back: the same start, moves and result.

use palace_records::{
    read, write_fen, write_gib, write_pgn, Format, GibEncoding, MoveStyle, ReadOptions, Record,
};
use palace_rules::{Arrangement, Color, GameResult, Position, RuleSet, Variant, PRESETS};

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

fn random_start(rules: &'static RuleSet, rng: &mut Rng) -> Position {
    let mut setup = Position::start(rules).to_setup();
    if rules.variant == Variant::Janggi {
        Arrangement::ALL[rng.below(4)].apply(&mut setup, Color::First);
        Arrangement::ALL[rng.below(4)].apply(&mut setup, Color::Second);
    }
    Position::from_setup(&setup, rules).expect("arranged start")
}

/// Plays `plies` random legal moves (passes favoured in Janggi so that
/// every game has some).
fn random_moves(start: &Position, plies: usize, rng: &mut Rng) -> Vec<palace_rules::Move> {
    let mut pos = start.clone();
    let mut moves = Vec::new();
    for _ in 0..plies {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let pass = legal.iter().copied().find(|m| m.is_pass());
        let m = match pass {
            Some(p) if rng.below(8) == 0 => p,
            _ => legal[rng.below(legal.len())],
        };
        pos = pos.play(m).expect("legal");
        moves.push(m);
    }
    moves
}

fn random_record(rules: &'static RuleSet, rng: &mut Rng, index: usize) -> Record {
    let mut start = random_start(rules, rng);
    // A third of the games start from a position in the middle of a game.
    if rng.below(3) == 0 {
        let prefix = random_moves(&start, 1 + rng.below(40), rng);
        for m in prefix {
            start = start.play(m).expect("legal");
        }
    }
    let moves = random_moves(&start, rng.below(120), rng);
    let mut record = Record::new(start);
    record.moves = moves;
    record.result = [
        None,
        Some(GameResult::FirstWins),
        Some(GameResult::SecondWins),
        Some(GameResult::Draw),
    ][rng.below(4)];
    record.tags = vec![
        ("Event".to_owned(), format!("Round trip {index} \"quoted\"")),
        ("Red".to_owned(), "Cho 초".to_owned()),
        ("Black".to_owned(), "Han 漢".to_owned()),
    ];
    record
}

/// The FEN without its two counters (GIB's [판] keeps none).
fn board_and_turn(pos: &Position) -> String {
    pos.fen().split(' ').take(2).collect::<Vec<_>>().join(" ")
}

fn check_same(
    what: &str,
    written: &[Record],
    bytes: &[u8],
    format: Format,
    rules: &'static RuleSet,
    counters: bool,
) {
    let options = ReadOptions {
        format: None,
        rules: Some(rules),
    };
    let read =
        read(bytes, &options).unwrap_or_else(|e| panic!("{what}: {e}\n{}", String::from_utf8_lossy(bytes)));
    assert_eq!(read.format, format, "{what}: detected format");
    assert!(
        read.errors.is_empty(),
        "{what}: {:?}\n{}",
        read.errors,
        String::from_utf8_lossy(bytes)
    );
    assert_eq!(read.games.len(), written.len(), "{what}");
    for (i, (w, r)) in written.iter().zip(&read.games).enumerate() {
        let r = &r.record;
        if counters {
            assert_eq!(r.start.fen(), w.start.fen(), "{what} game {}", i + 1);
        } else {
            assert_eq!(
                board_and_turn(&r.start),
                board_and_turn(&w.start),
                "{what} game {}",
                i + 1
            );
        }
        assert_eq!(r.moves, w.moves, "{what} game {}", i + 1);
        assert_eq!(r.result, w.result, "{what} game {}: result", i + 1);
    }
}

#[test]
fn random_games_of_every_preset_survive_every_format() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut passes = 0;
    for rules in PRESETS {
        let records: Vec<Record> = (0..12).map(|i| random_record(rules, &mut rng, i)).collect();
        passes += records
            .iter()
            .flat_map(|r| &r.moves)
            .filter(|m| m.is_pass())
            .count();
        let styles: &[MoveStyle] = match rules.variant {
            Variant::Xiangqi => &[MoveStyle::Coordinate, MoveStyle::Wxf, MoveStyle::Chinese],
            Variant::Janggi => &[MoveStyle::Coordinate, MoveStyle::Korean],
        };
        for &style in styles {
            let pgn = write_pgn(&records, style).unwrap();
            check_same(
                &format!("{} PGN {style:?}", rules.name),
                &records,
                pgn.as_bytes(),
                Format::Pgn,
                rules,
                true,
            );
        }
        if rules.variant == Variant::Janggi {
            for encoding in [GibEncoding::Utf8, GibEncoding::Cp949] {
                let gib = write_gib(&records, encoding).unwrap();
                if encoding == GibEncoding::Utf8 {
                    // Mid-game starts are written as Kakao's board tag.
                    assert!(String::from_utf8_lossy(&gib).contains("[판 \""), "{}", rules.name);
                }
                check_same(
                    &format!("{} GIB {encoding:?}", rules.name),
                    &records,
                    &gib,
                    Format::Gib,
                    rules,
                    false,
                );
            }
        } else {
            assert!(write_gib(&records, GibEncoding::Utf8).is_err());
        }
        // FEN: each game's last position reads back as a game of no moves.
        let fens = write_fen(&records);
        let read = read(
            fens.as_bytes(),
            &ReadOptions {
                format: None,
                rules: Some(rules),
            },
        )
        .unwrap();
        assert_eq!(read.format, Format::Fen);
        assert_eq!(read.games.len(), records.len());
        for (w, r) in records.iter().zip(&read.games) {
            assert_eq!(r.record.start.fen(), w.final_position().fen());
            assert!(r.record.moves.is_empty());
        }
    }
    assert!(passes > 20, "only {passes} passes in the Janggi games");
}

#[test]
fn written_pgn_carries_the_tags_pychess_and_xqwizard_read() {
    let mut rng = Rng(7);
    let xiangqi = random_record(RuleSet::preset("xiangqi").unwrap(), &mut rng, 1);
    let pgn = write_pgn(&[xiangqi], MoveStyle::Chinese).unwrap();
    for tag in [
        "[Game \"Chinese Chess\"]",
        "[Variant \"Xiangqi\"]",
        "[Format \"Chinese\"]",
        "[FEN \"",
        "[Red \"Cho 초\"]",
        "[White \"Cho 초\"]",
        "[Event \"Round trip 1 'quoted'\"]",
    ] {
        assert!(pgn.contains(tag), "{tag} missing from\n{pgn}");
    }
    let janggi = random_record(RuleSet::preset("janggi").unwrap(), &mut rng, 2);
    let pgn = write_pgn(std::slice::from_ref(&janggi), MoveStyle::Korean).unwrap();
    assert!(pgn.contains("[Variant \"Janggi\"]"), "{pgn}");
    assert!(
        pgn.contains(&format!("[FEN \"{}\"]", janggi.start.fen())),
        "{pgn}"
    );
    assert!(write_pgn(&[janggi], MoveStyle::Wxf).is_err());
}

#[test]
fn written_gib_looks_like_the_programs_write_it() {
    let rules = RuleSet::preset("janggi-standard").unwrap();
    let mut game = palace_rules::Game::new(rules);
    for m in ["a4b4", "i7h7", "e2e2", "h8h4"] {
        game.play_text(m).unwrap();
    }
    let mut record = Record::new(game.start_position().clone());
    record.moves = game.moves().to_vec();
    record.result = Some(GameResult::SecondWins);
    let gib =
        String::from_utf8(write_gib(std::slice::from_ref(&record), GibEncoding::Utf8).unwrap()).unwrap();
    assert!(gib.contains("[초차림 \"마상상마\"]"), "{gib}");
    assert!(gib.contains("[대국결과 \"한 완승\"]"), "{gib}");
    assert!(gib.contains("1. 71졸72 2. 49병48 3. 한수쉼 4. 38포78"), "{gib}");
    let cp949 = write_gib(&[record], GibEncoding::Cp949).unwrap();
    assert!(std::str::from_utf8(&cp949).is_err(), "cp949 output is not UTF-8");
    assert_eq!(encoding_rs::EUC_KR.decode(&cp949).0, gib);
}
