//! `/api/account/*` (register, login, logout, me), `/api/players/{name}`
//! and `/api/leaderboard/{game}`.

use super::{
    check_origin, cleared_cookie, hash_password, require, session_cookie, session_token, valid_password,
    valid_username, verify_password, AccountError,
};
use crate::api::ApiError;
use crate::clock::TimeControlView;
use crate::net::{LocalAddr, PeerAddr};
use crate::ratings::{Glicko, RatingView};
use crate::storage::{now, Account, RatingRow, StorageError};
use crate::{tokens, AppState};
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::OnceLock;
use utoipa::ToSchema;

/// A player's rating in one game with the results that made it.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
pub struct GameRating {
    #[serde(flatten)]
    pub rating: RatingView,
    pub games: i64,
    pub wins: i64,
    pub draws: i64,
    pub losses: i64,
}

/// The rating after one rated game.
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
pub struct RatingPoint {
    /// Seconds since the epoch.
    pub at: i64,
    /// The game's id.
    pub game: String,
    pub rating: i64,
    pub deviation: i64,
}

/// A rating in a profile, with its history (oldest first).
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
pub struct ProfileRating {
    #[serde(flatten)]
    pub rating: GameRating,
    pub history: Vec<RatingPoint>,
}

/// A player as the API shows it: name and ratings per game.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
#[schema(as = Player)]
pub struct ProfileView {
    pub username: String,
    pub created_at: i64,
    /// By game (`xiangqi`, `janggi`).
    pub ratings: BTreeMap<String, ProfileRating>,
}

/// A game in a player's list.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
pub struct PlayerGame {
    pub id: String,
    pub game: Option<&'static str>,
    pub rules: String,
    /// Usernames by side name (guests: null).
    pub players: BTreeMap<&'static str, Option<String>>,
    pub rated: bool,
    pub clock: Option<TimeControlView>,
    pub result: Option<String>,
    pub reason: Option<String>,
    pub created_at: i64,
    pub plies: i64,
}

/// A page of a player's games, newest first.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
pub struct PlayerGames {
    pub username: String,
    pub page: usize,
    pub next_page: Option<usize>,
    pub games: Vec<PlayerGame>,
}

/// A player on a leaderboard.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
pub struct Leader {
    #[serde(flatten)]
    pub rating: GameRating,
    pub username: String,
}

/// The best-rated players of a game.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
pub struct Leaderboard {
    pub game: String,
    pub players: Vec<Leader>,
}

/// The games rated separately.
pub const GAMES: [&str; 2] = ["xiangqi", "janggi"];

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/account/register", post(register))
        .route("/api/account/login", post(login))
        .route("/api/account/logout", post(logout))
        .route("/api/account/me", get(me))
        .route("/api/players/{name}", get(player))
        .route("/api/players/{name}/games", get(player_games))
        .route("/api/leaderboard/{game}", get(leaderboard))
}

/// Body of register and login.
#[derive(Deserialize, ToSchema, Debug)]
#[serde(deny_unknown_fields)]
pub struct Credentials {
    /// 2 to 20 letters, digits, `_` or `-`.
    #[schema(pattern = "^[A-Za-z0-9_-]{2,20}$")]
    pub username: String,
    // `PASSWORD_MIN` and `PASSWORD_MAX` (attributes take literals only;
    // tests/openapi.rs checks they agree).
    #[schema(min_length = 8, max_length = 200)]
    pub password: String,
}

/// Runs a storage call off the async runtime.
pub(crate) async fn store<T: Send + 'static>(
    app: &AppState,
    f: impl FnOnce(&dyn crate::Storage) -> Result<T, StorageError> + Send + 'static,
) -> Result<T, AccountError> {
    let storage = app.registry.storage();
    Ok(blocking(move || f(storage.as_ref())).await??)
}

async fn blocking<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Result<T, AccountError> {
    tokio::task::spawn_blocking(f)
        .await
        .map_err(|e| AccountError::Storage(StorageError::Database(e.to_string())))
}

/// Runs an Argon2id hash or check, one per core at a time: each takes
/// about 19 MiB and a core for tens of milliseconds, so a burst of logins
/// from many addresses queues here instead of starting hundreds of
/// blocking threads and as many buffers.
async fn hashing<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Result<T, AccountError> {
    static PERMITS: OnceLock<tokio::sync::Semaphore> = OnceLock::new();
    let permits = PERMITS.get_or_init(|| {
        tokio::sync::Semaphore::new(
            std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get),
        )
    });
    let _permit = permits
        .acquire()
        .await
        .map_err(|e| AccountError::Storage(StorageError::Database(e.to_string())))?;
    blocking(f).await
}

/// The login and registration rates, per address and per account name,
/// counted across the cluster when there is one (a guesser spreading
/// attempts over the nodes gets no more of them).
async fn limited(
    app: &AppState,
    peer: Option<Extension<PeerAddr>>,
    account: Option<&str>,
) -> Result<(), AccountError> {
    use crate::cluster::limits::take;
    let cluster = app.registry.cluster();
    let limits = &app.auth_limits;
    if let Some(Extension(PeerAddr(peer))) = peer {
        if !take(cluster, "auth", &limits.per_address, peer.ip()).await {
            return Err(AccountError::RateLimited("login attempts"));
        }
    }
    if let Some(name) = account {
        if !take(cluster, "login", &limits.per_account, name.to_lowercase()).await {
            return Err(AccountError::RateLimited("login attempts"));
        }
    }
    Ok(())
}

/// Starts a session for an account: the response with its cookie.
async fn start_session(app: &AppState, account: &Account, status: StatusCode) -> Result<Response, ApiError> {
    let token = tokens::new_secret();
    let digest = tokens::digest(&token);
    let expires = now().saturating_add(i64::try_from(app.limits.session_ttl.as_secs()).unwrap_or(i64::MAX));
    let id = account.id;
    store(app, move |s| s.create_session(&digest, id, expires)).await?;
    let body = profile(app, account).await?;
    let mut res = (status, Json(body)).into_response();
    let cookie = HeaderValue::from_str(&session_cookie(&app.site, app.limits.session_ttl, &token))
        .expect("a cookie is ASCII");
    res.headers_mut().insert(header::SET_COOKIE, cookie);
    Ok(res)
}

async fn register(
    State(app): State<AppState>,
    headers: HeaderMap,
    local: Option<Extension<LocalAddr>>,
    peer: Option<Extension<PeerAddr>>,
    body: Result<Json<Credentials>, JsonRejection>,
) -> Result<Response, ApiError> {
    let Json(body) = body?;
    check_origin(&app, &headers, local.map(|e| e.0))?;
    limited(&app, peer, None).await?;
    if !valid_username(&body.username) {
        return Err(AccountError::BadUsername.into());
    }
    if !valid_password(&body.password) {
        return Err(AccountError::BadPassword.into());
    }
    let password = body.password;
    let hash = hashing(move || hash_password(&password)).await?;
    let name = body.username.clone();
    let account = store(&app, move |s| s.create_account(&name, &hash))
        .await?
        .ok_or(AccountError::UsernameTaken)?;
    tracing::info!(user = %account.username, "account registered");
    start_session(&app, &account, StatusCode::CREATED).await
}

/// A hash to check against when the name is unknown, so that an unknown
/// name takes as long to refuse as a wrong password.
fn dummy_hash() -> &'static str {
    static HASH: OnceLock<String> = OnceLock::new();
    HASH.get_or_init(|| hash_password("not anyone's password"))
}

async fn login(
    State(app): State<AppState>,
    headers: HeaderMap,
    local: Option<Extension<LocalAddr>>,
    peer: Option<Extension<PeerAddr>>,
    body: Result<Json<Credentials>, JsonRejection>,
) -> Result<Response, ApiError> {
    let Json(body) = body?;
    check_origin(&app, &headers, local.map(|e| e.0))?;
    if !valid_username(&body.username) || body.password.len() > PASSWORD_BYTES_MAX {
        return Err(AccountError::WrongCredentials.into());
    }
    limited(&app, peer, Some(&body.username)).await?;
    let name = body.username.clone();
    let account = store(&app, move |s| s.account(&name)).await?;
    let hash = account
        .as_ref()
        .map_or_else(|| dummy_hash().to_owned(), |a| a.password_hash.clone());
    let password = body.password;
    let matches = hashing(move || verify_password(&hash, &password)).await?;
    match account {
        Some(account) if matches => start_session(&app, &account, StatusCode::OK).await,
        _ => Err(AccountError::WrongCredentials.into()),
    }
}

/// Longest password tried at login, in bytes (longer ones cannot match).
const PASSWORD_BYTES_MAX: usize = super::PASSWORD_MAX * 4;

async fn logout(
    State(app): State<AppState>,
    headers: HeaderMap,
    local: Option<Extension<LocalAddr>>,
) -> Result<Response, ApiError> {
    check_origin(&app, &headers, local.map(|e| e.0))?;
    if let Some(token) = session_token(&headers) {
        let digest = tokens::digest(&token);
        store(&app, move |s| s.end_session(&digest)).await?;
    }
    let mut res = StatusCode::NO_CONTENT.into_response();
    let cookie = HeaderValue::from_str(&cleared_cookie()).expect("a cookie is ASCII");
    res.headers_mut().insert(header::SET_COOKIE, cookie);
    Ok(res)
}

async fn me(State(app): State<AppState>, headers: HeaderMap) -> Result<Json<ProfileView>, ApiError> {
    let account = require(&app, &headers).await?;
    Ok(Json(profile(&app, &account).await?))
}

/// A player's ratings per game (a new player's where none is stored).
pub async fn ratings_of(app: &AppState, account: i64) -> Result<Vec<RatingRow>, AccountError> {
    let stored = store(app, move |s| s.ratings(account)).await?;
    Ok(GAMES
        .iter()
        .map(|g| {
            stored
                .iter()
                .find(|r| r.game == *g)
                .cloned()
                .unwrap_or(RatingRow {
                    game: (*g).to_owned(),
                    glicko: Glicko::default(),
                    games: 0,
                    wins: 0,
                    draws: 0,
                    losses: 0,
                })
        })
        .collect())
}

fn game_rating(r: &RatingRow) -> GameRating {
    GameRating {
        rating: r.glicko.view(),
        games: r.games,
        wins: r.wins,
        draws: r.draws,
        losses: r.losses,
    }
}

/// Points of a rating chart.
const HISTORY_POINTS: usize = 200;

/// A player as the API shows it: name and ratings per game.
async fn profile(app: &AppState, account: &Account) -> Result<ProfileView, AccountError> {
    let ratings = ratings_of(app, account.id).await?;
    let mut per_game = BTreeMap::new();
    for r in &ratings {
        let (id, game) = (account.id, r.game.clone());
        let history = store(app, move |s| s.rating_history(id, &game, HISTORY_POINTS)).await?;
        let history = history
            .into_iter()
            .map(|(at, game_id, rating, deviation)| RatingPoint {
                at,
                game: game_id,
                rating: rating.round() as i64,
                deviation: deviation.round() as i64,
            })
            .collect();
        per_game.insert(
            r.game.clone(),
            ProfileRating {
                rating: game_rating(r),
                history,
            },
        );
    }
    Ok(ProfileView {
        username: account.username.clone(),
        created_at: account.created_at,
        ratings: per_game,
    })
}

async fn player(
    State(app): State<AppState>,
    Path(name): Path<String>,
) -> Result<Json<ProfileView>, ApiError> {
    if !valid_username(&name) {
        return Err(AccountError::UnknownPlayer.into());
    }
    let account = store(&app, move |s| s.account(&name))
        .await?
        .ok_or(AccountError::UnknownPlayer)?;
    Ok(Json(profile(&app, &account).await?))
}

/// Games per page of a player's list.
pub const GAMES_PAGE: usize = 20;

/// Query of a player's game list: `page` from 1.
#[derive(Deserialize, Debug)]
pub struct PageQuery {
    pub page: Option<usize>,
}

async fn player_games(
    State(app): State<AppState>,
    Path(name): Path<String>,
    axum::extract::Query(q): axum::extract::Query<PageQuery>,
) -> Result<Json<PlayerGames>, ApiError> {
    if !valid_username(&name) {
        return Err(AccountError::UnknownPlayer.into());
    }
    let account = store(&app, move |s| s.account(&name))
        .await?
        .ok_or(AccountError::UnknownPlayer)?;
    let page = q.page.unwrap_or(1).clamp(1, 100_000);
    let id = account.id;
    // One more than a page: whether there is a next one.
    let mut rows = store(&app, move |s| {
        s.player_games(id, (page - 1) * GAMES_PAGE, GAMES_PAGE + 1)
    })
    .await?;
    let more = rows.len() > GAMES_PAGE;
    rows.truncate(GAMES_PAGE);
    let games = rows
        .into_iter()
        .map(|g| {
            let variant = palace_rules::RuleSet::preset(&g.rules).map(|r| r.variant);
            let sides = variant.map_or(["first", "second"], |v| {
                [
                    crate::status::side_name(v, palace_rules::Color::First),
                    crate::status::side_name(v, palace_rules::Color::Second),
                ]
            });
            let [first, second] = g.players;
            PlayerGame {
                id: g.id,
                game: variant.map(crate::lobby::game_name),
                rules: g.rules,
                players: BTreeMap::from([(sides[0], first), (sides[1], second)]),
                rated: g.rated,
                clock: g
                    .time_control
                    .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
                    .and_then(|v| crate::clock::TimeControl::from_json(&v).ok())
                    .map(|c| c.view()),
                result: g.result,
                reason: g.reason,
                created_at: g.created_at,
                plies: g.plies,
            }
        })
        .collect();
    Ok(Json(PlayerGames {
        username: account.username,
        page,
        next_page: more.then_some(page + 1),
        games,
    }))
}

/// Players shown on a leaderboard.
const LEADERBOARD_SIZE: usize = 100;

async fn leaderboard(
    State(app): State<AppState>,
    Path(game): Path<String>,
) -> Result<Json<Leaderboard>, ApiError> {
    if !GAMES.contains(&game.as_str()) {
        return Err(ApiError::BadRequest(
            "unknown game (expected xiangqi or janggi)".into(),
        ));
    }
    let g = game.clone();
    let rows = store(&app, move |s| s.leaderboard(&g, LEADERBOARD_SIZE)).await?;
    let players = rows
        .iter()
        .map(|(name, r)| Leader {
            rating: game_rating(r),
            username: name.clone(),
        })
        .collect();
    Ok(Json(Leaderboard { game, players }))
}
