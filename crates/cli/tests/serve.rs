//! `palace serve`: flags and environment, the printed address, and a
//! health check over plain HTTP.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::{Command, Stdio};

fn palace() -> Command {
    Command::new(env!("CARGO_BIN_EXE_palace"))
}

#[test]
fn help_documents_every_flag_and_its_variable() {
    let out = palace().args(["serve", "--help"]).output().unwrap();
    assert!(out.status.success());
    let help = String::from_utf8(out.stdout).unwrap();
    for needle in [
        "--bind",
        "PALACE_BIND",
        "127.0.0.1:8080",
        "--database",
        "PALACE_DATABASE",
        "--engine-threads",
        "PALACE_ENGINE_THREADS",
        "--log-level",
        "PALACE_LOG_LEVEL",
    ] {
        assert!(help.contains(needle), "help lacks {needle}:\n{help}");
    }
}

#[test]
fn serves_at_the_printed_address_with_settings_from_the_environment() {
    let dir = std::env::temp_dir().join(format!("palace-serve-test-{}", std::process::id()));
    let db = dir.join("new/folder/palace.sqlite3");
    let mut child = palace()
        .arg("serve")
        .env("PALACE_BIND", "127.0.0.1:0")
        .env("PALACE_DATABASE", &db)
        .env("PALACE_LOG_LEVEL", "warn")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line
        .trim()
        .strip_prefix("Palace is listening on http://")
        .unwrap_or_else(|| panic!("unexpected first line: {line}"))
        .to_owned();
    let mut stream = TcpStream::connect(&addr).unwrap();
    write!(
        stream,
        "GET /health HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    assert!(response.contains(r#"{"status":"ok"}"#), "{response}");
    assert!(db.exists(), "the database file is created on first run");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn refuses_a_bad_flag_value() {
    let out = palace()
        .args(["serve", "--engine-threads", "0"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let out = palace().args(["serve", "--log-level", "loud"]).output().unwrap();
    assert!(!out.status.success());
}

#[test]
fn logs_one_json_object_a_line_with_log_format_json() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = palace()
        .args([
            "serve",
            "--bind",
            "127.0.0.1:0",
            "--log-format",
            "json",
            "--database",
        ])
        .arg(dir.path().join("palace.sqlite3"))
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stderr.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    child.kill().unwrap();
    child.wait().unwrap();
    let v: serde_json::Value = serde_json::from_str(&line).unwrap_or_else(|e| panic!("{e}: {line}"));
    assert_eq!(v["level"], "INFO", "{line}");
    assert_eq!(v["fields"]["message"], "starting", "{line}");
    assert!(!line.contains('\u{1b}'), "no colour codes: {line}");
    let out = palace().args(["serve", "--log-format", "xml"]).output().unwrap();
    assert!(!out.status.success());
}
