//! `palace migrate`: a SQLite file copied into PostgreSQL as a user runs
//! it, and its refusals. Needs PostgreSQL (127.0.0.1:5432, database
//! `test`, or `PALACE_TEST_POSTGRES`) and fails, saying so, without it.

use palace_server::storage::{GameRecord, Mode, Online, Seat};
use palace_server::{PostgresStorage, SqliteStorage, Storage};
use std::process::Command;

fn palace() -> Command {
    Command::new(env!("CARGO_BIN_EXE_palace"))
}

fn base_url() -> String {
    std::env::var("PALACE_TEST_POSTGRES")
        .unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/test".to_owned())
}

fn game(id: &str) -> GameRecord {
    GameRecord {
        id: id.to_owned(),
        rules: "xiangqi-standard".to_owned(),
        start_fen: palace_rules::XIANGQI_START_FEN.to_owned(),
        arrangements: [None, None],
        mode: Mode::Local,
        level: None,
        seats: [Seat::Open, Seat::Computer],
        invite_digest: None,
        moves: vec!["b3b5".into(), "h10g8".into()],
        resigned: None,
        created_at: 1,
        online: Online::default(),
    }
}

#[test]
fn a_sqlite_file_is_copied_into_postgres_and_a_second_copy_refused() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("palace.sqlite3");
    {
        let s = SqliteStorage::open(&db).unwrap();
        s.create(&game("one")).unwrap();
        s.create(&game("two")).unwrap();
        s.create_account("Mina", "hash").unwrap().unwrap();
    }
    let schema = format!("palace_t_cli_migrate_{}", std::process::id());
    let url = PostgresStorage::url_with_schema(&base_url(), &schema).unwrap_or_else(|e| {
        panic!(
            "PostgreSQL is not reachable at {} ({e}): this test needs it",
            base_url()
        )
    });
    let out = palace()
        .args(["migrate", "--from"])
        .arg(&db)
        .args(["--to", &url])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for line in ["accounts: 1", "games: 2", "moves: 4", "copied "] {
        assert!(stdout.contains(line), "{line} missing from:\n{stdout}");
    }
    let pg = PostgresStorage::connect(&url).unwrap();
    assert_eq!(pg.load("two").unwrap().unwrap(), game("two"));
    assert_eq!(pg.account("mina").unwrap().unwrap().username, "Mina");
    drop(pg);
    let again = palace()
        .args(["migrate", "--from"])
        .arg(&db)
        .args(["--to", &url])
        .output()
        .unwrap();
    assert_eq!(again.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&again.stderr).contains("already holds"));
    let _ = PostgresStorage::drop_schema(&base_url(), &schema);
}

#[test]
fn refuses_a_missing_file_and_a_target_that_is_not_postgres() {
    let dir = tempfile::tempdir().unwrap();
    let out = palace()
        .args(["migrate", "--from"])
        .arg(dir.path().join("none.sqlite3"))
        .args(["--to", &base_url()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no SQLite database"));
    let out = palace()
        .args(["migrate", "--from", "x.sqlite3", "--to", "other.sqlite3"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("must be a PostgreSQL URL"));
}
