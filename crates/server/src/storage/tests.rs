//! The behaviour every storage must have, on SQLite and on PostgreSQL,
//! and SQLite's fault detection.
//!
//! The PostgreSQL tests need a server (127.0.0.1:5432, database `test`,
//! or `PALACE_TEST_POSTGRES`) and fail, saying so, without one; each runs
//! in a schema of its own, dropped at its end.

use super::*;

/// The PostgreSQL the tests use.
pub(crate) fn pg_base_url() -> String {
    std::env::var("PALACE_TEST_POSTGRES")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned())
}

/// A schema of one test's own, dropped when this is.
pub(crate) struct PgSchema {
    pub(crate) url: String,
    name: String,
}

impl PgSchema {
    pub(crate) fn new(test: &str) -> PgSchema {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static N: AtomicUsize = AtomicUsize::new(0);
        let name = format!(
            "palace_t_{test}_{}_{}",
            std::process::id(),
            N.fetch_add(1, Ordering::Relaxed)
        );
        let base = pg_base_url();
        let url = PostgresStorage::url_with_schema(&base, &name).unwrap_or_else(|e| {
            panic!(
                "PostgreSQL is not reachable at {base} ({e}): the PostgreSQL storage tests \
                 need it running (or PALACE_TEST_POSTGRES set to one that is)"
            )
        });
        PgSchema { url, name }
    }

    pub(crate) fn open(&self) -> PostgresStorage {
        PostgresStorage::connect(&self.url).unwrap()
    }
}

impl Drop for PgSchema {
    fn drop(&mut self) {
        let _ = PostgresStorage::drop_schema(&pg_base_url(), &self.name);
    }
}

fn record(id: &str) -> GameRecord {
    GameRecord {
        id: id.to_owned(),
        rules: "janggi-standard".to_owned(),
        start_fen: palace_rules::JANGGI_START_FEN.to_owned(),
        arrangements: [None, Some(Arrangement::MaSangSangMa)],
        mode: Mode::Friend,
        level: None,
        seats: [
            Seat::Human {
                token_digest: "ab".into(),
            },
            Seat::Open,
        ],
        invite_digest: Some("cd".into()),
        moves: vec![],
        resigned: None,
        created_at: 7,
        online: Online::default(),
    }
}

/// The behaviour every storage must have.
fn conformance(s: &dyn Storage) {
    let g = record("g1");
    s.create(&g).unwrap();
    assert_eq!(s.load("g1").unwrap().unwrap(), g);
    assert!(s.load("nope").unwrap().is_none());
    s.append_move("g1", 0, "a4b4", None).unwrap();
    s.append_move("g1", 1, "i7h7", None).unwrap();
    assert!(
        s.append_move("g1", 1, "a7b7", None).is_err(),
        "a ply is written once"
    );
    assert!(s.append_move("nope", 0, "a4b4", None).is_err());
    s.append_move("g1", 2, "b4b5", None).unwrap();
    s.truncate_moves("g1", 2).unwrap();
    let human = Seat::Human {
        token_digest: "ef".into(),
    };
    s.set_seat("g1", Color::Second, &human).unwrap();
    s.set_resigned("g1", Color::First).unwrap();
    s.set_arrangement("g1", Color::First, Arrangement::SangMaMaSang, "fen after setup")
        .unwrap();
    let back = s.load("g1").unwrap().unwrap();
    assert_eq!(
        back.arrangements,
        [Some(Arrangement::SangMaMaSang), Some(Arrangement::MaSangSangMa)]
    );
    assert_eq!(back.start_fen, "fen after setup");
    assert_eq!(back.moves, ["a4b4", "i7h7"]);
    assert_eq!(back.seats[1], human);
    assert_eq!(back.resigned, Some(Color::First));
    assert!(matches!(
        s.set_resigned("nope", Color::First),
        Err(StorageError::NotFound)
    ));
}

#[test]
fn sqlite_in_memory() {
    conformance(&SqliteStorage::in_memory().unwrap());
}

#[test]
fn postgres_conformance_and_reopen() {
    let schema = PgSchema::new("conformance");
    conformance(&schema.open());
    let again = schema.open();
    assert_eq!(again.load("g1").unwrap().unwrap().moves, ["a4b4", "i7h7"]);
    assert_eq!(again.health(), Ok(()));
}

#[test]
fn sqlite_file_survives_reopen() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("sub/palace.sqlite3");
    conformance(&SqliteStorage::open(&path).unwrap());
    let again = SqliteStorage::open(&path).unwrap();
    assert_eq!(again.load("g1").unwrap().unwrap().moves, ["a4b4", "i7h7"]);
}

#[test]
fn concurrent_writers_share_commits_and_lose_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("palace.sqlite3");
    concurrent_writers(std::sync::Arc::new(SqliteStorage::open(&path).unwrap()));
    let s = SqliteStorage::open(&path).unwrap();
    for t in 0..32 {
        assert_eq!(s.load(&format!("g{t}")).unwrap().unwrap().moves.len(), 20);
    }
}

#[test]
fn postgres_concurrent_writers_lose_nothing() {
    let schema = PgSchema::new("concurrent");
    concurrent_writers(std::sync::Arc::new(schema.open()));
    let s = schema.open();
    for t in 0..32 {
        assert_eq!(s.load(&format!("g{t}")).unwrap().unwrap().moves.len(), 20);
    }
}

fn concurrent_writers(s: std::sync::Arc<dyn Storage>) {
    let threads: Vec<_> = (0..32)
        .map(|t| {
            let s = std::sync::Arc::clone(&s);
            std::thread::spawn(move || {
                let id = format!("g{t}");
                s.create(&record(&id)).unwrap();
                for ply in 0..20 {
                    s.append_move(&id, ply, "a4b4", None).unwrap();
                }
                // A failing job (a ply written twice) does not undo the
                // other jobs of its batch.
                assert!(s.append_move(&id, 3, "a4b4", None).is_err());
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
}

#[test]
fn retention_purges_unused_games_but_not_live_ones() {
    retention(&SqliteStorage::in_memory().unwrap());
}

#[test]
fn postgres_retention_purges_unused_games_but_not_live_ones() {
    retention(&PgSchema::new("retention").open());
}

fn retention(s: &dyn Storage) {
    let t = now();
    for id in ["empty", "played", "live", "fresh"] {
        s.create(&GameRecord {
            created_at: t,
            ..record(id)
        })
        .unwrap();
    }
    s.append_move("played", 0, "a4b4", None).unwrap();
    s.append_move("live", 0, "a4b4", None).unwrap();
    let keep: HashSet<String> = ["live".to_owned()].into();
    // Within a day nothing goes.
    assert_eq!(s.purge(Retention::DEFAULT, t + 3600, &keep).unwrap(), 0);
    // After a day the never-played games go (the fresh one too).
    assert_eq!(s.purge(Retention::DEFAULT, t + 2 * 86_400, &keep).unwrap(), 2);
    assert!(s.load("empty").unwrap().is_none());
    assert!(s.load("played").unwrap().is_some());
    // After 90 days unused, the played game goes; the live one stays.
    s.touch("live").unwrap();
    assert_eq!(s.purge(Retention::DEFAULT, t + 91 * 86_400, &keep).unwrap(), 1);
    assert!(s.load("played").unwrap().is_none());
    assert!(s.load("live").unwrap().is_some());
}

#[test]
fn a_deleted_database_refuses_writes_and_reports_why() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("palace.sqlite3");
    let s = SqliteStorage::open(&path).unwrap();
    s.create(&record("g1")).unwrap();
    assert_eq!(s.health(), Ok(()));
    std::fs::remove_file(&path).unwrap();
    let why = s.health().unwrap_err();
    assert!(why.contains("is gone"), "{why}");
    assert!(matches!(
        s.append_move("g1", 0, "a4b4", None),
        Err(StorageError::Unavailable(_))
    ));
    assert!(matches!(
        s.create(&record("g2")),
        Err(StorageError::Unavailable(_))
    ));
}

#[test]
fn a_replaced_database_is_noticed_before_a_commit() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("palace.sqlite3");
    let s = SqliteStorage::open(&path).unwrap();
    s.create(&record("g1")).unwrap();
    let other = dir.path().join("other");
    std::fs::write(&other, b"").unwrap();
    std::fs::rename(&other, &path).unwrap();
    // The write is refused by the identity check at commit, not acknowledged.
    assert!(matches!(
        s.append_move("g1", 0, "a4b4", None),
        Err(StorageError::Unavailable(_))
    ));
    assert!(s.health().unwrap_err().contains("replaced"));
}

#[test]
fn a_corrupt_database_is_found_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("palace.sqlite3");
    {
        let s = SqliteStorage::open(&path).unwrap();
        for i in 0..300 {
            let mut g = record(&format!("game{i:04}"));
            g.moves = vec!["a4b4".into(); 40];
            s.create(&g).unwrap();
        }
    }
    // Overwrite one page in the middle of the file with junk.
    let mut bytes = std::fs::read(&path).unwrap();
    assert!(bytes.len() > 16 * 4096, "{} bytes", bytes.len());
    for b in &mut bytes[8 * 4096..9 * 4096] {
        *b = 0x5a;
    }
    std::fs::write(&path, &bytes).unwrap();
    let s = SqliteStorage::open(&path).unwrap();
    let why = s.health().unwrap_err();
    assert!(why.contains("corrupt"), "{why}");
    assert!(matches!(
        s.create(&record("new")),
        Err(StorageError::Unavailable(_))
    ));
}

#[test]
fn an_older_schema_is_migrated_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("palace.sqlite3");
    {
        // The schema as Palace wrote it before migrations were versioned.
        let c = rusqlite::Connection::open(&path).unwrap();
        c.execute_batch(
            "CREATE TABLE games (id TEXT PRIMARY KEY, rules TEXT NOT NULL, start_fen TEXT NOT NULL,
                arrangement_cho TEXT, arrangement_han TEXT, mode TEXT NOT NULL, level INTEGER,
                first_seat TEXT NOT NULL, first_token TEXT, second_seat TEXT NOT NULL,
                second_token TEXT, invite_digest TEXT, resigned TEXT, created_at INTEGER NOT NULL,
                updated_at INTEGER NOT NULL);
             CREATE TABLE moves (game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
                ply INTEGER NOT NULL, mv TEXT NOT NULL, PRIMARY KEY (game_id, ply)) WITHOUT ROWID;
             INSERT INTO games VALUES ('old', 'xiangqi-standard', 'fen', NULL, NULL, 'local', NULL,
                'open', NULL, 'open', NULL, NULL, NULL, 1, 1);
             INSERT INTO moves VALUES ('old', 0, 'b3b5');
             PRAGMA user_version = 1;",
        )
        .unwrap();
    }
    let s = SqliteStorage::open(&path).unwrap();
    assert_eq!(s.load("old").unwrap().unwrap().moves, ["b3b5"]);
    drop(s);
    let c = rusqlite::Connection::open(&path).unwrap();
    let version: i64 = c.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
    assert_eq!(usize::try_from(version).unwrap(), super::queries::SCHEMA_VERSION);
    let index: i64 = c
        .query_row(
            "SELECT count(*) FROM sqlite_master WHERE type = 'index' AND name = 'games_by_use'",
            [],
            |r| r.get(0),
        )
        .unwrap();
    assert_eq!(index, 1);
}

#[test]
fn accounts_sessions_and_ratings() {
    accounts_sessions_ratings(&SqliteStorage::in_memory().unwrap());
}

#[test]
fn postgres_accounts_sessions_and_ratings() {
    accounts_sessions_ratings(&PgSchema::new("accounts").open());
}

fn accounts_sessions_ratings(s: &dyn Storage) {
    let a = s.create_account("Alice", "hash").unwrap().unwrap();
    assert!(
        s.create_account("ALICE", "other").unwrap().is_none(),
        "unique in any case"
    );
    assert_eq!(s.account("alice").unwrap().unwrap(), a);
    s.create_session("d1", a.id, now() + 60).unwrap();
    s.create_session("old", a.id, now() - 1).unwrap();
    assert_eq!(s.session("d1").unwrap().unwrap().username, "Alice");
    assert!(s.session("old").unwrap().is_none(), "expired");
    s.end_session("d1").unwrap();
    assert!(s.session("d1").unwrap().is_none(), "ended");
    assert!(s.ratings(a.id).unwrap().is_empty());
    let row = RatingRow {
        game: "janggi".into(),
        glicko: crate::ratings::Glicko::default(),
        games: 1,
        wins: 1,
        draws: 0,
        losses: 0,
    };
    s.set_rating(a.id, &row).unwrap();
    let better = RatingRow {
        games: 2,
        ..row.clone()
    };
    s.set_rating(a.id, &better).unwrap();
    assert_eq!(s.ratings(a.id).unwrap(), std::slice::from_ref(&better));
    assert_eq!(
        s.leaderboard("janggi", 10).unwrap(),
        [("Alice".to_owned(), better)]
    );
    assert!(s.leaderboard("xiangqi", 10).unwrap().is_empty());
}

#[test]
fn postgres_rated_games_finish_once_and_rate_both() {
    rated_games(&PgSchema::new("rated").open());
}

#[test]
fn sqlite_rated_games_finish_once_and_rate_both() {
    rated_games(&SqliteStorage::in_memory().unwrap());
}

/// A rated game between accounts: stored with its players and clock,
/// finished once, both ratings and histories changed, listed for both.
fn rated_games(s: &dyn Storage) {
    let a = s.create_account("Ann", "h").unwrap().unwrap();
    let b = s.create_account("Bo", "h").unwrap().unwrap();
    let tc = crate::clock::TimeControl::from_json(
        &serde_json::json!({"kind": "fischer", "base": 300, "increment": 2}),
    )
    .unwrap();
    let mut g = record("r1");
    g.rules = "xiangqi-standard".into();
    g.online = Online {
        players: [Some(a.id), Some(b.id)],
        names: [Some("Ann".into()), Some("Bo".into())],
        rated: true,
        clock: Some(tc),
        clocks: None,
        ending: None,
    };
    s.create(&g).unwrap();
    s.append_move("r1", 0, "b3b5", Some("clocks-1")).unwrap();
    assert_eq!(
        s.load("r1").unwrap().unwrap().online.clocks.as_deref(),
        Some("clocks-1")
    );
    assert!(s.finish("r1", "1-0", "resignation", Some("clocks-2")).unwrap());
    assert!(!s.finish("r1", "0-1", "timeout", None).unwrap(), "finished once");
    let back = s.load("r1").unwrap().unwrap();
    assert_eq!(back.online.ending, Some(("1-0".into(), "resignation".into())));
    assert_eq!(back.online.names, [Some("Ann".into()), Some("Bo".into())]);
    assert_eq!(back.online.clock, Some(tc));
    let ra = &s.ratings(a.id).unwrap()[0];
    let rb = &s.ratings(b.id).unwrap()[0];
    assert_eq!((ra.game.as_str(), ra.wins, rb.losses), ("xiangqi", 1, 1));
    assert!(ra.glicko.rating > rb.glicko.rating);
    let history = s.rating_history(a.id, "xiangqi", 10).unwrap();
    assert_eq!(history.len(), 1);
    assert_eq!(history[0].1, "r1");
    let listed = s.player_games(b.id, 0, 10).unwrap();
    assert_eq!(listed.len(), 1);
    assert_eq!((listed[0].plies, listed[0].result.as_deref()), (1, Some("1-0")));
}

#[test]
fn postgres_unreachable_is_a_clear_refusal() {
    let e = PostgresStorage::connect("postgres://postgres@127.0.0.1:1/test").unwrap_err();
    assert!(
        matches!(&e, StorageError::Unavailable(why) if why.contains("not reachable")),
        "{e}"
    );
    assert!(PostgresStorage::connect("postgres://[nope").is_err());
    assert!(PostgresStorage::url_with_schema(&pg_base_url(), "Bad; name").is_err());
}

#[test]
fn sqlite_file_migrates_into_postgres_whole() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("palace.sqlite3");
    {
        let s = SqliteStorage::open(&path).unwrap();
        conformance(&s);
        rated_games(&s);
        s.create_session("live", 1, now() + 600).unwrap();
    }
    let schema = PgSchema::new("migrate");
    let copied = migrate::sqlite_to_postgres(&path, &schema.url).unwrap();
    let count = |t: &str| copied.iter().find(|(n, _)| *n == t).unwrap().1;
    assert_eq!((count("accounts"), count("games"), count("moves")), (2, 2, 3));
    assert_eq!(count("rating_history"), 2);
    let sqlite = SqliteStorage::open(&path).unwrap();
    let pg = schema.open();
    for id in ["g1", "r1"] {
        assert_eq!(pg.load(id).unwrap(), sqlite.load(id).unwrap());
    }
    assert_eq!(pg.session("live").unwrap().unwrap().username, "Ann");
    assert_eq!(pg.ratings(2).unwrap(), sqlite.ratings(2).unwrap());
    assert_eq!(
        pg.rating_history(1, "xiangqi", 5).unwrap(),
        sqlite.rating_history(1, "xiangqi", 5).unwrap()
    );
    // New accounts take ids after the copied ones.
    assert_eq!(pg.create_account("Cy", "h").unwrap().unwrap().id, 3);
    // A file in use is refused; a second copy into the same database too.
    let busy = migrate::sqlite_to_postgres(&path, &schema.url).unwrap_err();
    assert!(busy.to_string().contains("in use"), "{busy}");
    drop(sqlite);
    let again = migrate::sqlite_to_postgres(&path, &schema.url).unwrap_err();
    assert!(again.to_string().contains("already holds"), "{again}");
    let missing = migrate::sqlite_to_postgres(&dir.path().join("none.sqlite3"), &schema.url).unwrap_err();
    assert!(missing.to_string().contains("no SQLite database"), "{missing}");
}

#[test]
fn postgres_recovers_when_its_connections_are_cut() {
    let schema = PgSchema::new("cut");
    let app = format!("palace_t_cut_{}", std::process::id());
    let s = PostgresStorage::connect(&format!("{}&application_name={app}", schema.url)).unwrap();
    s.create(&record("g1")).unwrap();
    s.append_move("g1", 0, "a4b4", None).unwrap();
    // As a restart of PostgreSQL does: every connection of this storage ends.
    postgres::on_server(
        &pg_base_url(),
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = %L",
        &app,
    )
    .unwrap();
    // The storage reconnects by itself: a call may fail, as unavailable
    // (the client may retry), and a retry works.
    let mut tries = 0;
    while let Err(e) = s.append_move("g1", 1, "i7h7", None) {
        assert!(matches!(e, StorageError::Unavailable(_)), "{e}");
        tries += 1;
        assert!(tries < 3, "no reconnection after {tries} tries");
    }
    assert_eq!(s.load("g1").unwrap().unwrap().moves, ["a4b4", "i7h7"]);
    assert_eq!(s.health(), Ok(()));
}
