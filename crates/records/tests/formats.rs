//! Small records of each format and notation, written here by hand.

use palace_records::{read, Format, ReadOptions};
use palace_rules::{RuleSet, Variant};

fn read_one(text: &str) -> (Format, Variant, Vec<String>, String) {
    let c = read(text.as_bytes(), &ReadOptions::default()).unwrap_or_else(|e| panic!("{e}: {text}"));
    assert!(c.errors.is_empty(), "{:?}", c.errors);
    assert_eq!(c.games.len(), 1);
    let r = &c.games[0].record;
    (
        c.format,
        r.variant(),
        r.moves.iter().map(ToString::to_string).collect(),
        r.start.fen(),
    )
}

#[test]
fn plain_move_lists_of_either_game() {
    let (f, v, m, _) = read_one("h3e3 h10g8 h1g3");
    assert_eq!((f, v), (Format::Plain, Variant::Xiangqi));
    assert_eq!(m, ["h3e3", "h10g8", "h1g3"]);
    // A pass is legal only in Janggi: the list is read as Janggi.
    let (_, v, m, _) = read_one("1. a4b4 i7h7 2. e2e2 e9e9");
    assert_eq!(v, Variant::Janggi);
    assert_eq!(m, ["a4b4", "i7h7", "e2e2", "e9e9"]);
    let (_, v, m, _) = read_one("1. 71졸72 49병48 2. 한수쉼");
    assert_eq!(v, Variant::Janggi);
    assert_eq!(m, ["a4b4", "i7h7", "e2e2"]);
    let (_, v, m, _) = read_one("1. C2=5 H8+7 2. H2+3 R9=8");
    assert_eq!(v, Variant::Xiangqi);
    assert_eq!(m, ["h3e3", "h10g8", "h1g3", "i10h10"]);
    let (_, _, m, _) = read_one("炮二平五 马８进７ 马二进三 车９平８");
    assert_eq!(m, ["h3e3", "h10g8", "h1g3", "i10h10"]);
    let (_, _, m, fen) = read_one("4k4/9/9/9/9/9/9/9/R3A4/4K4 w - - 0 1\nRa2a10 Ke10e9");
    assert_eq!(fen, "4k4/9/9/9/9/9/9/9/R3A4/4K4 w - - 0 1");
    assert_eq!(m, ["a2a10", "e10e9"]);
}

#[test]
fn pgn_notations() {
    let iccs = "[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. H2-E2 H9-G7 2. H0-G2 *\n";
    assert_eq!(read_one(iccs).2, ["h3e3", "h10g8", "h1g3"]);
    let tandem = "[Variant \"Xiangqi\"]\n[FEN \"4k4/4a4/9/9/9/2P6/2P6/9/9/4K4 w - - 0 1\"]\n\n1. +P+1 Ke10d10 2. P7=6 *\n";
    assert_eq!(read_one(tandem).2, ["c5c6", "e10d10", "c6d6"]);
    let san = "[Variant \"Xiangqi\"]\n\n1. Che3 Nhg8 2. Nhg3 Rih10 *\n";
    assert_eq!(read_one(san).2, ["h3e3", "h10g8", "h1g3", "i10h10"]);
    let janggi = "[Variant \"Janggi\"]\n\n1. P71-72 P49-48 2. K95-95 *\n";
    assert_eq!(read_one(janggi).2, ["a4b4", "i7h7", "e2e2"]);
    let comments = "[Variant \"Xiangqi\"]\n{opening} 1. h3e3 ; rest of line h2e2\n(1... b8e8 (1... c10e8)) h10g8 $1 2. h1g3 1-0\n";
    assert_eq!(read_one(comments).2, ["h3e3", "h10g8", "h1g3"]);
}

#[test]
fn dhtmlxq_with_a_start_position_and_cbf() {
    // binit in the XQF piece order, 99 = off the board: Red chariot a2,
    // advisor e2, general e1; Black general e10.
    let mut points = vec!["99"; 32];
    points[0] = "08";
    points[3] = "48";
    points[4] = "49";
    points[20] = "40";
    let page = format!(
        "<html>[DhtmlXQ]\n[DhtmlXQ_binit]{}[/DhtmlXQ_binit]\n[DhtmlXQ_movelist]08004041[/DhtmlXQ_movelist]\n[/DhtmlXQ]</html>",
        points.concat()
    );
    let two =
        format!("{page}\n<p>next</p>\n[DhtmlXQ]\n[DhtmlXQ_movelist]77471000[/DhtmlXQ_movelist]\n[/DhtmlXQ]");
    let c = read(two.as_bytes(), &ReadOptions::default()).unwrap();
    assert_eq!(c.games.len(), 1);
    let fault = &c.errors[0];
    assert_eq!(
        (fault.game, fault.line, fault.ply),
        (2, Some(6), Some(2)),
        "{fault}"
    );
    let (f, _, m, fen) = read_one(&page);
    assert_eq!(f, Format::DhtmlXq);
    assert_eq!(fen, "4k4/9/9/9/9/9/9/9/R3A4/4K4 w - - 0 1");
    assert_eq!(m, ["a2a10", "e10e9"]);
    let cbf = "<?xml version=\"1.0\"?><ChineseChessRecord Version=\"1.0\"><Head><FEN>rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1</FEN><RecordResult>1</RecordResult></Head>\
<MoveList><Move value=\"00-00\" /><Move value=\"77-47\"><Variation><Move value=\"17-47\" /></Variation></Move><Move value=\"70-62\" /></MoveList></ChineseChessRecord>";
    let (f, _, m, _) = read_one(cbf);
    assert_eq!(f, Format::Cbf);
    assert_eq!(m, ["h3e3", "h10g8"]);
}

#[test]
fn fen_lists_guess_the_game() {
    let text = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\n\
rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1\n";
    let c = read(text.as_bytes(), &ReadOptions::default()).unwrap();
    assert_eq!(c.format, Format::Fen);
    let variants: Vec<Variant> = c.games.iter().map(|g| g.record.variant()).collect();
    assert_eq!(variants, [Variant::Xiangqi, Variant::Janggi]);
    let forced = read(
        text.as_bytes(),
        &ReadOptions {
            format: None,
            rules: RuleSet::preset("janggi"),
        },
    )
    .unwrap();
    assert_eq!(forced.games.len(), 2);
    assert!(forced.games.iter().all(|g| g.record.variant() == Variant::Janggi));
}

#[test]
fn gib_in_utf8_with_hanja_side_markers_and_ta_captures() {
    let gib = "[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n[대국결과 \"楚 장군승\"]\n\n\
1. 71楚卒72 2. 41漢兵42 3. 72卒62 4. 42兵52 5. 62卒52타兵 6. 한수쉼\n";
    let c = read(gib.as_bytes(), &ReadOptions::default()).unwrap();
    assert_eq!(c.encoding, Some("UTF-8"));
    assert!(c.errors.is_empty(), "{:?}", c.errors);
    let moves: Vec<String> = c.games[0].record.moves.iter().map(ToString::to_string).collect();
    assert_eq!(moves, ["a4b4", "a7b7", "b4b5", "b7b6", "b5b6", "e9e9"]);
    assert_eq!(
        c.games[0].record.result,
        Some(palace_rules::GameResult::FirstWins)
    );
}
