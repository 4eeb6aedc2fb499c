//! Accounts over real HTTP: register, login, logout, sessions that end,
//! CSRF and rate limits, profiles and leaderboards.

mod common;

use common::*;
use palace_server::{CaptureFirst, Limits};
use reqwest::Method;
use serde_json::json;
use std::sync::Arc;
use std::time::Duration;

fn creds(name: &str, password: &str) -> Option<serde_json::Value> {
    Some(json!({"username": name, "password": password}))
}

#[tokio::test]
async fn register_login_logout_and_me() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let (status, v, _) = request(&server, Method::GET, "/api/account/me", None, None, None).await;
    assert_eq!((status, v["error"].as_str()), (401, Some("not-logged-in")));

    let res = reqwest::Client::new()
        .post(server.url("/api/account/register"))
        .json(&json!({"username": "Kim_Jae-won", "password": "a long password"}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    let cookie = res.headers()["set-cookie"].to_str().unwrap().to_owned();
    for part in ["HttpOnly", "SameSite=Lax", "Path=/", "Max-Age="] {
        assert!(cookie.contains(part), "{cookie}");
    }
    assert!(!cookie.contains("Secure"), "plain http: {cookie}");
    let token = cookie["palace_session=".len()..cookie.find(';').unwrap()].to_owned();
    assert_eq!(token.len(), 32, "128 bits in hex");

    let (status, me) = get_as(&server, "/api/account/me", &token).await;
    assert_eq!(status, 200, "{me}");
    assert_eq!(me["username"], "Kim_Jae-won");
    for game in ["xiangqi", "janggi"] {
        let r = &me["ratings"][game];
        assert_eq!(
            (r["rating"].as_i64(), r["deviation"].as_i64()),
            (Some(1500), Some(350))
        );
        assert_eq!(r["volatility"], 0.06);
        assert_eq!(
            (r["provisional"].as_bool(), r["shown"].as_str()),
            (Some(true), Some("1500?"))
        );
        assert_eq!(r["games"], 0);
    }

    // Unique without regard to case; the first account is unchanged.
    let (status, v, cookie) = request(
        &server,
        Method::POST,
        "/api/account/register",
        creds("kim_jae-WON", "another password"),
        None,
        None,
    )
    .await;
    assert_eq!(
        (status, v["error"].as_str(), cookie),
        (409, Some("username-taken"), None)
    );

    // Logout ends the session on the server: the old cookie is worthless.
    let (status, _) = post_as(&server, "/api/account/logout", json!({}), &token).await;
    assert_eq!(status, 204);
    let (status, v) = get_as(&server, "/api/account/me", &token).await;
    assert_eq!((status, v["error"].as_str()), (401, Some("not-logged-in")));
    // The ended session is a guest's: no rated seek, nothing opened.
    let (status, v) = post_as(
        &server,
        "/api/seeks",
        json!({"game": "xiangqi", "rated": true}),
        &token,
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (401, Some("rated-needs-account")));
    assert_eq!(get(&server, "/api/seeks").await.1["seeks"], json!([]));

    let (status, v, cookie) = request(
        &server,
        Method::POST,
        "/api/account/login",
        creds("KIM_JAE-WON", "a long password"),
        None,
        None,
    )
    .await;
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["username"], "Kim_Jae-won", "the name as registered");
    let fresh = cookie.unwrap();
    assert_ne!(fresh, token);
    assert_eq!(get_as(&server, "/api/account/me", &fresh).await.0, 200);

    let (status, v, cookie) = request(
        &server,
        Method::POST,
        "/api/account/login",
        creds("Kim_Jae-won", "wrong password"),
        None,
        None,
    )
    .await;
    assert_eq!(
        (status, v["error"].as_str(), cookie),
        (401, Some("wrong-credentials"), None)
    );
    let (status, v, _) = request(
        &server,
        Method::POST,
        "/api/account/login",
        creds("nobody", "a long password"),
        None,
        None,
    )
    .await;
    assert_eq!(
        (status, v["error"].as_str()),
        (401, Some("wrong-credentials")),
        "unknown name: same answer"
    );
}

#[tokio::test]
async fn bad_usernames_and_passwords_create_nothing() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    for name in ["a", "x12345678901234567890", "has space", "<script>", "한국"] {
        let (status, v, cookie) = request(
            &server,
            Method::POST,
            "/api/account/register",
            creds(name, "a long password"),
            None,
            None,
        )
        .await;
        assert_eq!(
            (status, v["error"].as_str(), cookie),
            (400, Some("bad-username"), None),
            "{name}"
        );
    }
    let (status, v, _) = request(
        &server,
        Method::POST,
        "/api/account/register",
        creds("short", "1234567"),
        None,
        None,
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (400, Some("bad-password")));
    assert_eq!(
        get(&server, "/api/players/short").await.0,
        404,
        "nothing was created"
    );
    let (status, v, _) = request(
        &server,
        Method::POST,
        "/api/account/register",
        Some(json!({"username": "ab"})),
        None,
        None,
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (400, Some("bad-request")));
}

#[tokio::test]
async fn an_expired_session_is_refused() {
    let (_dir, db) = temp_db();
    let limits = Limits {
        session_ttl: Duration::from_secs(1),
        ..Limits::default()
    };
    let server = TestServer::start_with(&db, Arc::new(CaptureFirst), limits);
    let token = register(&server, "brief").await;
    assert_eq!(get_as(&server, "/api/account/me", &token).await.0, 200);
    tokio::time::sleep(Duration::from_millis(2100)).await;
    let (status, v) = get_as(&server, "/api/account/me", &token).await;
    assert_eq!((status, v["error"].as_str()), (401, Some("not-logged-in")));
    // A forged token of the right shape is no session either.
    let forged = "0123456789abcdef0123456789abcdef";
    assert_eq!(get_as(&server, "/api/account/me", forged).await.0, 401);
}

#[tokio::test]
async fn wrong_passwords_beyond_the_limit_are_refused_even_when_right() {
    let (_dir, db) = temp_db();
    let limits = Limits {
        login_account_burst: 3.0,
        login_per_account_per_minute: 3.0,
        ..Limits::default()
    };
    let server = TestServer::start_with(&db, Arc::new(CaptureFirst), limits);
    register(&server, "target").await;
    for _ in 0..3 {
        let (status, _, _) = request(
            &server,
            Method::POST,
            "/api/account/login",
            creds("target", "guess guess"),
            None,
            None,
        )
        .await;
        assert_eq!(status, 401);
    }
    // The guesser is stopped, and the right password gets no session now.
    let (status, v, cookie) = request(
        &server,
        Method::POST,
        "/api/account/login",
        creds("TARGET", "a long password"),
        None,
        None,
    )
    .await;
    assert_eq!(
        (status, v["error"].as_str(), cookie),
        (429, Some("rate-limited"), None)
    );
    // Another account is not held up by it.
    register(&server, "other").await;
    let (status, _, _) = request(
        &server,
        Method::POST,
        "/api/account/login",
        creds("other", "a long password"),
        None,
        None,
    )
    .await;
    assert_eq!(status, 200);
}

#[tokio::test]
async fn registrations_are_limited_per_address() {
    let (_dir, db) = temp_db();
    let limits = Limits {
        auth_burst: 2.0,
        auth_per_minute: 2.0,
        ..Limits::default()
    };
    let server = TestServer::start_with(&db, Arc::new(CaptureFirst), limits);
    register(&server, "one").await;
    register(&server, "two").await;
    let (status, v, cookie) = request(
        &server,
        Method::POST,
        "/api/account/register",
        creds("three", "a long password"),
        None,
        None,
    )
    .await;
    assert_eq!(
        (status, v["error"].as_str(), cookie),
        (429, Some("rate-limited"), None)
    );
    assert_eq!(get(&server, "/api/players/three").await.0, 404);
}

#[tokio::test]
async fn another_sites_page_cannot_use_the_session() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    let token = register(&server, "victim").await;
    let (status, v, _) = request(
        &server,
        Method::POST,
        "/api/account/logout",
        Some(json!({})),
        Some(&token),
        Some("https://evil.example"),
    )
    .await;
    assert_eq!((status, v["error"].as_str()), (403, Some("bad-origin")));
    assert_eq!(
        get_as(&server, "/api/account/me", &token).await.0,
        200,
        "still logged in"
    );
}

#[tokio::test]
async fn profiles_and_leaderboards() {
    let (_dir, db) = temp_db();
    let server = TestServer::start(&db, Arc::new(CaptureFirst));
    register(&server, "Alice").await;
    let (status, p) = get(&server, "/api/players/alice").await;
    assert_eq!(status, 200);
    assert_eq!(p["username"], "Alice");
    assert_eq!(p["ratings"]["janggi"]["rating"], 1500);
    assert!(p.get("password_hash").is_none() && !p.to_string().contains("argon2"));
    assert_eq!(get(&server, "/api/players/nobody").await.0, 404);
    let (status, board) = get(&server, "/api/leaderboard/xiangqi").await;
    assert_eq!(
        (status, board["players"].as_array().map(Vec::len)),
        (200, Some(0)),
        "no rated games yet"
    );
    assert_eq!(get(&server, "/api/leaderboard/chess").await.0, 400);
}
