//! Accounts: usernames, Argon2id password hashes and login sessions.
//!
//! A session is a 128-bit token from the operating system's generator in
//! an `HttpOnly`, `SameSite=Lax` cookie (`Secure` when the site is served
//! over https); only its SHA-256 digest is stored, with an expiry, so
//! logout and expiry really end it. Requests that change something and
//! carry the cookie must come from this site's own pages (their `Origin`
//! is checked, against CSRF). Guests need no account for casual play.
//!
//! - `api.rs`: `/api/account/*` and `/api/players/*`.

pub mod api;

use crate::limits::{Limits, PerAddress, PerKey};
use crate::net::LocalAddr;
use crate::storage::{Account, StorageError};
use crate::{tokens, AppState};
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use axum::http::{header, HeaderMap, StatusCode};
use std::fmt;

/// The session cookie's name.
pub const SESSION_COOKIE: &str = "palace_session";

/// Password length in characters.
pub const PASSWORD_MIN: usize = 8;
pub const PASSWORD_MAX: usize = 200;

/// Why an account request was refused. Each has a stable machine code.
#[derive(Debug)]
pub enum AccountError {
    BadUsername,
    BadPassword,
    UsernameTaken,
    /// Unknown name or wrong password (never said which).
    WrongCredentials,
    /// No session, or an expired or ended one.
    NotLoggedIn,
    /// A request with the session cookie from another site's page.
    BadOrigin,
    RateLimited(&'static str),
    UnknownPlayer,
    Storage(StorageError),
}

impl From<StorageError> for AccountError {
    fn from(e: StorageError) -> Self {
        tracing::error!("storage: {e}");
        AccountError::Storage(e)
    }
}

impl AccountError {
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            AccountError::BadUsername => "bad-username",
            AccountError::BadPassword => "bad-password",
            AccountError::UsernameTaken => "username-taken",
            AccountError::WrongCredentials => "wrong-credentials",
            AccountError::NotLoggedIn => "not-logged-in",
            AccountError::BadOrigin => "bad-origin",
            AccountError::RateLimited(_) => "rate-limited",
            AccountError::UnknownPlayer => "unknown-player",
            AccountError::Storage(StorageError::Unavailable(_)) => "storage-unavailable",
            AccountError::Storage(_) => "storage",
        }
    }

    #[must_use]
    pub fn status(&self) -> StatusCode {
        match self {
            AccountError::BadUsername | AccountError::BadPassword => StatusCode::BAD_REQUEST,
            AccountError::UsernameTaken => StatusCode::CONFLICT,
            AccountError::WrongCredentials | AccountError::NotLoggedIn => StatusCode::UNAUTHORIZED,
            AccountError::BadOrigin => StatusCode::FORBIDDEN,
            AccountError::RateLimited(_) => StatusCode::TOO_MANY_REQUESTS,
            AccountError::UnknownPlayer => StatusCode::NOT_FOUND,
            AccountError::Storage(StorageError::Unavailable(_)) => StatusCode::SERVICE_UNAVAILABLE,
            AccountError::Storage(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

impl fmt::Display for AccountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AccountError::BadUsername => f.write_str("a username is 2 to 20 letters, digits, '_' or '-'"),
            AccountError::BadPassword => {
                write!(f, "a password is {PASSWORD_MIN} to {PASSWORD_MAX} characters")
            }
            AccountError::UsernameTaken => f.write_str("this username is taken"),
            AccountError::WrongCredentials => f.write_str("wrong username or password"),
            AccountError::NotLoggedIn => f.write_str("you are not logged in (or your session has ended)"),
            AccountError::BadOrigin => f.write_str("this request must come from this site's own pages"),
            AccountError::RateLimited(what) => write!(f, "too many {what} in a short time; wait a moment"),
            AccountError::UnknownPlayer => f.write_str("no player of this name"),
            AccountError::Storage(StorageError::Unavailable(_)) => {
                f.write_str("the server cannot save right now; nothing was changed, try again later")
            }
            AccountError::Storage(_) => {
                f.write_str("this could not be saved; nothing was changed, try again")
            }
        }
    }
}

impl std::error::Error for AccountError {}

/// Whether a username is 2 to 20 ASCII letters, digits, `_` or `-`.
#[must_use]
pub fn valid_username(name: &str) -> bool {
    (2..=20).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

fn valid_password(password: &str) -> bool {
    (PASSWORD_MIN..=PASSWORD_MAX).contains(&password.chars().count())
}

/// The Argon2id hash of a password (a PHC string with its own salt).
#[must_use]
pub fn hash_password(password: &str) -> String {
    let mut salt = [0u8; 16];
    rand::fill(&mut salt);
    let salt = SaltString::encode_b64(&salt).expect("16 bytes make a valid salt");
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .expect("Argon2id with default parameters hashes any password")
        .to_string()
}

/// Whether a password matches a stored hash.
#[must_use]
pub fn verify_password(hash: &str, password: &str) -> bool {
    PasswordHash::new(hash).is_ok_and(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
}

/// The rate buckets of logins and registrations.
#[derive(Debug)]
pub struct AuthLimits {
    per_address: PerAddress,
    per_account: PerKey<String>,
}

impl AuthLimits {
    #[must_use]
    pub fn new(limits: &Limits) -> AuthLimits {
        AuthLimits {
            per_address: PerAddress::per_minute(limits.auth_per_minute, limits.auth_burst),
            per_account: PerKey::per_minute(limits.login_per_account_per_minute, limits.login_account_burst),
        }
    }
}

/// The session token a request's cookie carries.
#[must_use]
pub fn session_token(headers: &HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == SESSION_COOKIE)
        .map(|(_, v)| v.to_owned())
        .filter(|t| t.len() == tokens::TOKEN_LEN && t.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// Who asks: the account of a valid session, or `None` (a guest).
pub async fn current(app: &AppState, headers: &HeaderMap) -> Result<Option<Account>, AccountError> {
    let Some(token) = session_token(headers) else {
        return Ok(None);
    };
    let storage = app.registry.storage();
    let digest = tokens::digest(&token);
    Ok(tokio::task::spawn_blocking(move || storage.session(&digest))
        .await
        .map_err(|e| StorageError::Database(e.to_string()))??)
}

/// The account of a valid session, or `NotLoggedIn`.
pub async fn require(app: &AppState, headers: &HeaderMap) -> Result<Account, AccountError> {
    current(app, headers).await?.ok_or(AccountError::NotLoggedIn)
}

/// Against CSRF: a request that changes something with the session
/// cookie must not come from another site's page (`SameSite=Lax` already
/// keeps the cookie off cross-site posts; this checks `Origin` too).
pub fn check_origin(
    app: &AppState,
    headers: &HeaderMap,
    local: Option<LocalAddr>,
) -> Result<(), AccountError> {
    if session_token(headers).is_some() && !app.site.origin_allowed(headers, local) {
        return Err(AccountError::BadOrigin);
    }
    Ok(())
}

/// The `Set-Cookie` value that starts a session: `Secure` when the site
/// is served over https (its `--public-url`).
#[must_use]
pub fn session_cookie(site: &crate::Site, ttl: std::time::Duration, token: &str) -> String {
    let secure = if site
        .public_url
        .as_deref()
        .is_some_and(|u| u.starts_with("https://"))
    {
        "; Secure"
    } else {
        ""
    };
    format!(
        "{SESSION_COOKIE}={token}; Path=/; HttpOnly; SameSite=Lax; Max-Age={}{secure}",
        ttl.as_secs()
    )
}

/// The `Set-Cookie` value that clears the session cookie.
#[must_use]
pub fn cleared_cookie() -> String {
    format!("{SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0")
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn usernames() {
        for ok in ["ab", "Kim_Jae-won", "x1234567890123456789"] {
            assert!(valid_username(ok), "{ok}");
        }
        for bad in ["a", "", "x12345678901234567890", "a b", "<b>", "é한", "a.b"] {
            assert!(!valid_username(bad), "{bad}");
        }
    }

    #[test]
    fn passwords_hash_with_argon2id_and_verify() {
        let h = hash_password("correct horse");
        assert!(h.starts_with("$argon2id$"), "{h}");
        assert_ne!(h, hash_password("correct horse"), "salted");
        assert!(verify_password(&h, "correct horse"));
        assert!(!verify_password(&h, "correct horsf"));
        assert!(!verify_password("not a hash", "x"));
    }

    #[test]
    fn the_cookie_is_secure_over_https_only() {
        let ttl = std::time::Duration::from_secs(60);
        let plain = session_cookie(&crate::Site::default(), ttl, "t");
        assert_eq!(
            plain,
            "palace_session=t; Path=/; HttpOnly; SameSite=Lax; Max-Age=60"
        );
        let tls = crate::Site::new(Some("https://palace.example".into()), vec![]).unwrap();
        assert!(session_cookie(&tls, ttl, "t").ends_with("; Secure"));
    }

    #[test]
    fn the_session_cookie_is_read_and_checked() {
        let mut h = HeaderMap::new();
        let t = tokens::new_secret();
        h.insert(
            header::COOKIE,
            HeaderValue::from_str(&format!("a=b; {SESSION_COOKIE}={t}")).unwrap(),
        );
        assert_eq!(session_token(&h), Some(t));
        h.insert(
            header::COOKIE,
            HeaderValue::from_static("palace_session=../../etc"),
        );
        assert_eq!(session_token(&h), None);
    }
}
