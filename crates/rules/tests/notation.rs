//! Move notations against Fairy-Stockfish's output and real game records.
//!
//! Data: `tests/data/notation/` (see `tools/oracle/gen_notation.py`):
//! `xiangqi_wxf.tsv` and `janggi_numeric.tsv` hold positions, a move and
//! pyffish's WXF / numeric Janggi notation for it; `records.tsv` holds real
//! GIB and PGN games, the moves as written and in coordinates.

use palace_rules::notation::{
    self, parse_any, to_korean_with, KoreanOptions, KoreanScript, Notation, NotationError,
};
use palace_rules::{Move, Position, RuleSet, Variant};
use std::path::PathBuf;

fn data(name: &str) -> String {
    let path: PathBuf = [env!("CARGO_MANIFEST_DIR"), "tests", "data", "notation", name]
        .iter()
        .collect();
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

struct Row {
    line: usize,
    fen: String,
    mv: String,
    expected: String,
}

fn rows(name: &str) -> Vec<Row> {
    data(name)
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
        .map(|(i, l)| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 3, "{name}:{}: expected 3 columns", i + 1);
            Row {
                line: i + 1,
                fen: f[0].to_owned(),
                mv: f[1].to_owned(),
                expected: f[2].to_owned(),
            }
        })
        .collect()
}

fn preset(name: &str) -> &'static RuleSet {
    RuleSet::preset(name).unwrap()
}

fn position(fen: &str, rules: &str) -> Position {
    Position::from_fen(fen, preset(rules)).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn report(failures: &[String], what: &str) {
    if !failures.is_empty() {
        let shown: Vec<&String> = failures.iter().take(25).collect();
        panic!("{} {what} failures, first ones:\n{:#?}", failures.len(), shown);
    }
}

/// Every notation of the game, written and read back; plus `parse_any`.
fn round_trip(pos: &Position, m: Move, failures: &mut Vec<String>, context: &str) {
    for n in Notation::for_variant(pos.variant()) {
        let text = match n.format(pos, m) {
            Ok(t) => t,
            Err(e) => {
                failures.push(format!("{context}: {n} cannot write {m}: {e}"));
                continue;
            }
        };
        match n.parse(pos, &text) {
            Ok(back) if back == m => {}
            other => failures.push(format!(
                "{context}: {n} '{text}' read back as {other:?}, wanted {m}"
            )),
        }
        if n != Notation::Iccs {
            match parse_any(pos, &text) {
                Ok(back) if back == m => {}
                other => failures.push(format!("{context}: parse_any('{text}') = {other:?}, wanted {m}")),
            }
        }
    }
}

#[test]
fn wxf_equals_fairy_stockfish_and_every_notation_round_trips() {
    let rows = rows("xiangqi_wxf.tsv");
    assert!(rows.len() >= 10_000, "only {} rows", rows.len());
    let mut failures = Vec::new();
    for r in &rows {
        let context = format!("xiangqi_wxf.tsv:{} {} {}", r.line, r.fen, r.mv);
        let pos = position(&r.fen, "xiangqi");
        let m = pos.parse_move(&r.mv).unwrap_or_else(|e| panic!("{context}: {e}"));
        match notation::to_wxf(&pos, m) {
            Ok(s) if s == r.expected => {}
            other => failures.push(format!("{context}: ours {other:?}, pyffish {}", r.expected)),
        }
        match Notation::Wxf.parse(&pos, &r.expected) {
            Ok(back) if back == m => {}
            other => failures.push(format!("{context}: pyffish's '{}' read as {other:?}", r.expected)),
        }
        round_trip(&pos, m, &mut failures, &context);
    }
    report(&failures, "WXF");
}

#[test]
fn janggi_numeric_equals_fairy_stockfish_and_every_notation_round_trips() {
    let rows = rows("janggi_numeric.tsv");
    assert!(rows.len() >= 10_000, "only {} rows", rows.len());
    let styles = [
        KoreanOptions::default(),
        KoreanOptions::hanja(),
        KoreanOptions {
            script: KoreanScript::Hangul,
            side_marker: true,
            capture: true,
            check: true,
        },
        KoreanOptions {
            script: KoreanScript::Hanja,
            side_marker: true,
            capture: false,
            check: true,
        },
    ];
    let mut failures = Vec::new();
    for r in &rows {
        let context = format!("janggi_numeric.tsv:{} {} {}", r.line, r.fen, r.mv);
        let pos = position(&r.fen, "janggi");
        let m = pos.parse_move(&r.mv).unwrap_or_else(|e| panic!("{context}: {e}"));
        match notation::to_fsf_janggi(&pos, m) {
            Ok(s) if s == r.expected => {}
            other => failures.push(format!("{context}: ours {other:?}, pyffish {}", r.expected)),
        }
        match Notation::FsfJanggi.parse(&pos, &r.expected) {
            Ok(back) if back == m => {}
            other => failures.push(format!("{context}: pyffish's '{}' read as {other:?}", r.expected)),
        }
        round_trip(&pos, m, &mut failures, &context);
        for style in &styles {
            let text = to_korean_with(&pos, m, style).unwrap();
            match Notation::Korean.parse(&pos, &text) {
                Ok(back) if back == m => {}
                other => failures.push(format!("{context}: '{text}' ({style:?}) read as {other:?}")),
            }
        }
    }
    report(&failures, "Janggi numeric");
}

#[test]
fn real_records_read_move_by_move() {
    let text = data("records.tsv");
    let mut games = 0;
    let mut plies = 0;
    let mut failures = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(f.len(), 6, "records.tsv:{}", i + 1);
        let (file, game, rules, fen) = (f[0], f[1], f[2], f[3]);
        let written: Vec<&str> = f[4].split(' ').collect();
        let coords: Vec<&str> = f[5].split(' ').collect();
        assert_eq!(written.len(), coords.len(), "records.tsv:{}", i + 1);
        let mut pos = position(fen, rules);
        games += 1;
        for (ply, (w, c)) in written.iter().zip(&coords).enumerate() {
            let m = pos
                .parse_move(c)
                .unwrap_or_else(|e| panic!("{file} game {game} ply {}: {e}", ply + 1));
            match parse_any(&pos, w) {
                Ok(got) if got == m => {}
                other => {
                    failures.push(format!(
                        "{file} game {game} ply {}: '{w}' read as {other:?}, wanted {c}",
                        ply + 1
                    ));
                    break;
                }
            }
            // XQWizard's Chinese (simplified and traditional) is ours exactly.
            if file.contains("xqwizard") || file.contains("gbk-chinese") {
                let ours = notation::to_chinese(&pos, m).unwrap();
                if ours != *w {
                    failures.push(format!(
                        "{file} game {game} ply {}: we write '{ours}', it has '{w}'",
                        ply + 1
                    ));
                }
            }
            if file.contains("big5") {
                let ours = notation::to_chinese_traditional(&pos, m).unwrap();
                if ours != *w {
                    failures.push(format!(
                        "{file} game {game} ply {}: we write '{ours}', it has '{w}'",
                        ply + 1
                    ));
                }
            }
            pos = pos.play(m).unwrap();
            plies += 1;
        }
    }
    assert!(games >= 40 && plies >= 5000, "{games} games, {plies} plies");
    report(&failures, "record");
}

fn start(rules: &str) -> Position {
    Position::start(preset(rules))
}

fn play(pos: &Position, moves: &str) -> Position {
    let mut p = pos.clone();
    for m in moves.split_whitespace() {
        p = p.play(p.parse_move(m).unwrap()).unwrap();
    }
    p
}

/// Writes the coordinate moves from the position in `n`, one after another.
fn written(pos: &Position, moves: &str, n: Notation) -> Vec<String> {
    let mut p = pos.clone();
    let mut out = Vec::new();
    for m in moves.split_whitespace() {
        let m = p.parse_move(m).unwrap();
        out.push(n.format(&p, m).unwrap());
        p = p.play(m).unwrap();
    }
    out
}

#[test]
fn examples_from_the_rules() {
    let x = start("xiangqi");
    let line = "h3e3 h10g8 h1g3 i10h10";
    assert_eq!(written(&x, line, Notation::Wxf), ["C2=5", "H8+7", "H2+3", "R9=8"]);
    assert_eq!(
        written(&x, line, Notation::Chinese),
        ["炮二平五", "马８进７", "马二进三", "车９平８"]
    );
    assert_eq!(
        written(&x, line, Notation::ChineseTraditional),
        ["炮二平五", "馬８進７", "馬二進三", "車９平８"]
    );
    assert_eq!(
        written(&x, line, Notation::Iccs),
        ["h2e2", "h9g7", "h0g2", "i9h9"]
    );

    let j = start("janggi");
    let line = "a4b4 i7h7 h1g3 h10g8";
    assert_eq!(
        written(&j, line, Notation::FsfJanggi),
        ["P71-72", "P49-48", "H08-87", "H18-37"]
    );
    assert_eq!(
        written(&j, line, Notation::Korean),
        ["71졸72", "49병48", "08마87", "18마37"]
    );
    assert_eq!(
        written(&j, line, Notation::KoreanHanja),
        ["71卒72", "49兵48", "08馬87", "18馬37"]
    );
    assert_eq!(written(&j, "i4h4", Notation::Korean), ["79졸78"]);
    assert_eq!(written(&j, "i4h4", Notation::FsfJanggi), ["P79-78"]);
    // Passes.
    assert_eq!(written(&j, "e2e2 e9e9", Notation::Korean), ["한수쉼", "한수쉼"]);
    assert_eq!(
        written(&j, "e2e2 e9e9", Notation::FsfJanggi),
        ["K95-95", "K25-25"]
    );
    let pass = j.parse_move("e2e2").unwrap();
    for text in ["한수쉼", "한수 쉼", "K95-95", "e2e2", "9595", "95將95"] {
        assert_eq!(parse_any(&j, text), Ok(pass), "{text}");
    }
}

#[test]
fn tandem_pieces() {
    // Two chariots on a file: front and rear, in every notation.
    let pos = position("3k5/9/9/9/4R4/9/9/4R4/9/5K3 w - - 0 1", "xiangqi");
    let front = pos.parse_move("e6c6").unwrap();
    let rear = pos.parse_move("e3c3").unwrap();
    assert_eq!(notation::to_wxf(&pos, front).unwrap(), "R+=7");
    assert_eq!(notation::to_wxf(&pos, rear).unwrap(), "R-=7");
    assert_eq!(notation::to_chinese(&pos, front).unwrap(), "前车平七");
    assert_eq!(notation::to_chinese(&pos, rear).unwrap(), "后车平七");
    assert_eq!(notation::to_chinese_traditional(&pos, rear).unwrap(), "后車平七");
    for (text, m) in [
        ("R+=7", front),
        ("+R=7", front),
        ("R+.7", front),
        ("-R=7", rear),
        ("Ｒ－＝７", rear),
        ("前车平七", front),
        ("前俥平七", front),
        ("後車平七", rear),
    ] {
        assert_eq!(parse_any(&pos, text), Ok(m), "{text}");
    }
    // The plain form names two chariots: ambiguous.
    assert!(matches!(
        Notation::Wxf.parse(&pos, "R5=7"),
        Err(NotationError::Ambiguous { ref moves, .. }) if moves.len() == 2
    ));
    // But where only one of them can make the move, the plain form is
    // accepted (and Fairy-Stockfish writes it: the other would leave the board).
    let far = pos.parse_move("e3e5").unwrap();
    assert_eq!(notation::to_wxf(&pos, far).unwrap(), "R-+2");
    let pos2 = position("3k5/9/4R4/9/9/9/9/4R4/9/5K3 w - - 0 1", "xiangqi");
    let up = pos2.parse_move("e3e6").unwrap();
    assert_eq!(notation::to_wxf(&pos2, up).unwrap(), "R5+3");
    assert_eq!(notation::to_chinese(&pos2, up).unwrap(), "后车进三");

    // Three soldiers on a file, and two files with two.
    let pos = position("3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1", "xiangqi");
    let cases = [
        ("e8d8", "15=6", "前兵平六"),
        ("e7d7", "25=6", "中兵平六"),
        ("e6d6", "35=6", "后兵平六"),
    ];
    for (mv, wxf, zh) in cases {
        let m = pos.parse_move(mv).unwrap();
        assert_eq!(notation::to_wxf(&pos, m).unwrap(), wxf);
        assert_eq!(notation::to_chinese(&pos, m).unwrap(), zh);
        assert_eq!(parse_any(&pos, wxf), Ok(m));
        assert_eq!(parse_any(&pos, zh), Ok(m));
    }
    let pos = position("3k5/9/2P1P4/4P4/2P1P4/9/9/9/9/5K3 w - - 0 1", "xiangqi");
    // Red's right to left: file e (五) first, front to back, then file c (七).
    let cases = [
        ("e8d8", "15=6", "一兵平六"),
        ("e7d7", "25=6", "二兵平六"),
        ("e6d6", "35=6", "三兵平六"),
        ("c8b8", "17=8", "四兵平八"),
        ("c6b6", "27=8", "五兵平八"),
    ];
    for (mv, wxf, zh) in cases {
        let m = pos.parse_move(mv).unwrap();
        assert_eq!(notation::to_wxf(&pos, m).unwrap(), wxf);
        assert_eq!(notation::to_chinese(&pos, m).unwrap(), zh);
        assert_eq!(parse_any(&pos, zh), Ok(m));
    }
    // The older Chinese form names the file instead of the piece.
    assert_eq!(parse_any(&pos, "后七平八"), Ok(pos.parse_move("c6b6").unwrap()));
    assert_eq!(parse_any(&pos, "中五平六"), Ok(pos.parse_move("e7d7").unwrap()));
    // Black: front is towards rank 1; black files count from a.
    let pos = position("5k3/9/9/9/9/4p4/4p4/2p6/9/3K5 b - - 0 1", "xiangqi");
    let m = pos.parse_move("e4e3").unwrap();
    assert_eq!(notation::to_wxf(&pos, m).unwrap(), "P++1");
    assert_eq!(notation::to_chinese(&pos, m).unwrap(), "前卒进１");
    assert_eq!(parse_any(&pos, "前卒进1"), Ok(m));
    assert_eq!(parse_any(&pos, "前卒進１"), Ok(m));
}

#[test]
fn korean_forms_from_gib_records() {
    let j = start("janggi");
    let m = |p: &Position, s: &str| p.parse_move(s).unwrap();
    // Side markers, Hanja, mixed scripts.
    for text in [
        "71졸72",
        "71초졸72",
        "71楚卒72",
        "71卒72",
        "71 졸 72",
        "7172",
        "P71-72",
        "p71-72",
    ] {
        assert_eq!(parse_any(&j, text), Ok(m(&j, "a4b4")), "{text}");
    }
    let p = play(&j, "a4b4");
    for text in ["49병48", "49한병48", "49漢兵48", "49兵48"] {
        assert_eq!(parse_any(&p, text), Ok(m(&p, "i7h7")), "{text}");
    }
    // Captures: suffix optional, with or without 타 and a side.
    let p = position("9/3k5/9/1p7/9/9/3B5/9/4K4/9 w - - 0 1", "janggi");
    let take = m(&p, "d4b7");
    assert_eq!(Notation::Korean.format(&p, take).unwrap(), "74상42병");
    assert_eq!(Notation::KoreanHanja.format(&p, take).unwrap(), "74象42兵");
    assert_eq!(Notation::FsfJanggi.format(&p, take).unwrap(), "E74x42");
    for text in [
        "74상42병",
        "74상42",
        "74상42타병",
        "74象42兵",
        "74楚象42漢兵",
        "E74x42",
        "E74-42",
    ] {
        assert_eq!(parse_any(&p, text), Ok(take), "{text}");
    }
    let opts = KoreanOptions {
        script: KoreanScript::Hanja,
        side_marker: true,
        capture: true,
        check: false,
    };
    assert_eq!(to_korean_with(&p, take, &opts).unwrap(), "74楚象42兵");
    // Check: 장군 written on request, read always.
    let p = position("3k5/9/9/9/9/9/9/9/4K4/R8 w - - 0 1", "janggi");
    let check = m(&p, "a1a10");
    let opts = KoreanOptions {
        check: true,
        ..KoreanOptions::default()
    };
    assert_eq!(to_korean_with(&p, check, &opts).unwrap(), "01차11장군");
    assert_eq!(Notation::FsfJanggi.format(&p, check).unwrap(), "R01-11+");
    assert_eq!(parse_any(&p, "01차11장군"), Ok(check));
    assert_eq!(parse_any(&p, "01車11"), Ok(check));
    assert_eq!(parse_any(&p, "R01-11+"), Ok(check));
    // Mate, and a pass while the generals face each other (no suffix: facing
    // is not check for Fairy-Stockfish).
    let p = position("3k5/1R7/9/9/9/9/9/9/4K4/R8 w - - 0 1", "janggi");
    assert_eq!(Notation::FsfJanggi.format(&p, m(&p, "a1a10")).unwrap(), "R01-11#");
    let p = position("4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1", "janggi");
    assert_eq!(Notation::FsfJanggi.format(&p, m(&p, "e2e2")).unwrap(), "K95-95");
    assert_eq!(Notation::FsfJanggi.format(&p, m(&p, "e2d2")).unwrap(), "K95-94");
}

fn err(pos: &Position, n: Notation, text: &str) -> NotationError {
    match n.parse(pos, text) {
        Ok(m) => panic!("{n} '{text}' was accepted as {m}"),
        Err(e) => {
            // Every error says something readable and quotes the text.
            let msg = e.to_string();
            assert!(msg.len() > 10, "{msg}");
            e
        }
    }
}

#[test]
fn bad_inputs_are_refused_with_the_reason() {
    let x = start("xiangqi");
    let j = start("janggi");
    // Syntax.
    for (n, text) in [
        (Notation::Wxf, ""),
        (Notation::Wxf, "C2=0"),
        (Notation::Wxf, "C2*5"),
        (Notation::Wxf, "X2=5"),
        (Notation::Wxf, "C2=55"),
        (Notation::Chinese, "炮二平"),
        (Notation::Chinese, "炮二跳五"),
        (Notation::Chinese, "鸟二平五"),
        (Notation::Coordinate, "h3"),
        (Notation::Iccs, "h2e"),
    ] {
        assert!(
            matches!(err(&x, n, text), NotationError::Syntax { .. }),
            "{n} '{text}'"
        );
    }
    for (n, text) in [
        (Notation::Korean, "71졸7"),
        (Notation::Korean, "71졸72졸졸"),
        (Notation::Korean, "7a졸72"),
        (Notation::Korean, "70졸72"),
        (Notation::FsfJanggi, "P71_72"),
        (Notation::FsfJanggi, "Q71-72"),
    ] {
        assert!(
            matches!(err(&j, n, text), NotationError::Syntax { .. }),
            "{n} '{text}'"
        );
    }
    assert!(matches!(
        parse_any(&x, "hello"),
        Err(NotationError::Unrecognized {
            variant: Variant::Xiangqi,
            ..
        })
    ));
    assert!(matches!(
        parse_any(&j, "말"),
        Err(NotationError::Unrecognized {
            variant: Variant::Janggi,
            ..
        })
    ));

    // The wrong game.
    assert!(matches!(
        err(&j, Notation::Wxf, "C2=5"),
        NotationError::WrongGame { .. }
    ));
    assert!(matches!(
        err(&x, Notation::Korean, "71졸72"),
        NotationError::WrongGame { .. }
    ));
    let m = x.parse_move("h3e3").unwrap();
    assert!(matches!(
        Notation::Korean.format(&x, m),
        Err(NotationError::WrongGame { .. })
    ));

    // No such piece.
    assert!(matches!(
        err(&x, Notation::Wxf, "C3=5"),
        NotationError::NoSuchPiece { .. }
    ));
    assert!(matches!(
        err(&x, Notation::Wxf, "R+=5"),
        NotationError::NoSuchPiece { .. }
    ));
    assert!(matches!(
        err(&x, Notation::Chinese, "前车进一"),
        NotationError::NoSuchPiece { .. }
    ));
    assert!(matches!(
        err(&x, Notation::Wxf, "15+1"),
        NotationError::NoSuchPiece { .. }
    ));
    assert!(matches!(
        err(&j, Notation::Korean, "72졸73"),
        NotationError::NoSuchPiece { .. }
    ));
    assert!(matches!(
        err(&j, Notation::Korean, "41병42"),
        NotationError::NoSuchPiece { .. }
    ));
    let e = err(&x, Notation::Wxf, "C3=5");
    assert!(e.to_string().contains("no Red cannon on file 3"), "{e}");

    // Ambiguous: two soldiers can both step to the same description.
    let pos = position("3k5/9/9/9/9/2P1P4/2P1P4/9/9/5K3 w - - 0 1", "xiangqi");
    assert!(matches!(
        err(&pos, Notation::Wxf, "P++1"),
        NotationError::Ambiguous { .. }
    ));
    assert!(matches!(
        err(&pos, Notation::Chinese, "前兵进一"),
        NotationError::Ambiguous { .. }
    ));

    // Illegal: the piece is there, the move is not.
    assert!(matches!(
        err(&x, Notation::Wxf, "C2+9"),
        NotationError::Illegal { .. }
    ));
    assert!(matches!(
        err(&x, Notation::Wxf, "H2=3"),
        NotationError::Illegal { .. }
    ));
    assert!(matches!(
        err(&x, Notation::Wxf, "R9+3"),
        NotationError::Illegal { .. }
    ));
    assert!(matches!(
        err(&x, Notation::Chinese, "马二进五"),
        NotationError::Illegal { .. }
    ));
    assert!(matches!(
        err(&x, Notation::Coordinate, "h3h9"),
        NotationError::Illegal { .. }
    ));
    assert!(matches!(
        err(&j, Notation::Korean, "71졸81"),
        NotationError::Illegal { .. }
    ));
    assert!(matches!(
        err(&j, Notation::FsfJanggi, "R01-61"),
        NotationError::Illegal { .. }
    ));
    let e = err(&x, Notation::Coordinate, "h3h9");
    assert!(e.to_string().contains("cannot move to h9"), "{e}");

    // What the text says about the pieces contradicts the board.
    assert!(matches!(
        err(&j, Notation::Korean, "71마72"),
        NotationError::Mismatch { .. }
    ));
    assert!(matches!(
        err(&j, Notation::Korean, "71한졸72"),
        NotationError::Mismatch { .. }
    ));
    assert!(matches!(
        err(&j, Notation::Korean, "71졸72병"),
        NotationError::Mismatch { .. }
    ));
    assert!(matches!(
        err(&j, Notation::FsfJanggi, "H71-72"),
        NotationError::Mismatch { .. }
    ));
    assert!(matches!(
        err(&j, Notation::FsfJanggi, "P71x72"),
        NotationError::Mismatch { .. }
    ));
    let e = err(&j, Notation::Korean, "71마72");
    assert!(e.to_string().contains("names a horse"), "{e}");

    // A pass where none is allowed.
    assert!(matches!(
        parse_any(&x, "e1e1"),
        Err(NotationError::Illegal { .. })
    ));
    let in_check = position("4k4/9/9/9/9/9/9/9/3K5/4R4 b - - 0 1", "janggi");
    assert!(matches!(
        parse_any(&in_check, "한수쉼"),
        Err(NotationError::Illegal { .. })
    ));

    // Writing an illegal move.
    let bad = x.parse_move("h3e3").unwrap();
    let after = play(&x, "h3e3");
    assert!(matches!(
        Notation::Wxf.format(&after, bad),
        Err(NotationError::Illegal { .. })
    ));
}

#[test]
fn notation_names() {
    for n in Notation::ALL {
        assert_eq!(n.name().parse::<Notation>(), Ok(n));
    }
    assert!("morse".parse::<Notation>().is_err());
    assert_eq!(Notation::for_variant(Variant::Xiangqi).count(), 5);
    assert_eq!(Notation::for_variant(Variant::Janggi).count(), 5);
}
