//! The HTTP API: routes, request bodies, and the one place where errors
//! become HTTP status codes ([`ApiError::status`]).

use crate::live::{ActionError, Joined};
use crate::net::{LocalAddr, PeerAddr};
use crate::registry::{NewGame, SideChoice};
use crate::status::side_name;
use crate::storage::{Mode, StorageError};
use crate::AppState;
use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::{header, HeaderMap, Method, StatusCode, Uri};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use palace_rules::{Arrangement, Color, RuleSet, SetupRule, Variant};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;
use utoipa::ToSchema;

/// Largest request body accepted, in bytes.
pub const MAX_BODY: usize = 4096;

/// The OpenAPI document of this API.
pub const OPENAPI: &str = include_str!("openapi.json");

/// The body of every error response: a machine code and a message.
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
#[schema(as = Error)]
pub struct ErrorBody {
    /// A stable code such as `not-found` or `bad-request`.
    pub error: &'static str,
    /// What went wrong, in words.
    pub message: String,
}

impl ErrorBody {
    #[must_use]
    pub fn new(error: &'static str, message: impl Into<String>) -> ErrorBody {
        ErrorBody {
            error,
            message: message.into(),
        }
    }
}

/// The body of `/health`.
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
pub struct Health {
    /// `ok` or `not-ready`.
    pub status: &'static str,
    /// While not ready: why (`storage-unavailable`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<&'static str>,
}

/// The links of a new game.
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
pub struct Links {
    pub play: String,
    pub spectate: String,
    /// Friend games: the link to send the friend.
    pub invite: Option<String>,
}

/// The answer to `POST /api/games`.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
pub struct Created {
    pub id: String,
    /// The player's token (send it as a bearer token).
    pub token: String,
    /// The sides the token holds.
    pub seats: Vec<&'static str>,
    pub links: Links,
    #[schema(value_type = crate::live::GameView)]
    pub state: Value,
}

/// The answer to `POST /api/games/{id}/join`.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
#[schema(as = Joined)]
pub struct JoinedView {
    pub id: String,
    pub token: String,
    pub seats: Vec<&'static str>,
    #[schema(value_type = crate::live::GameView)]
    pub state: Value,
}

/// The request bodies, response types and messages whose schemas
/// `openapi.json` carries (with the types they use). `tests/openapi.rs`
/// checks the document's component schemas against these, so a field
/// changed here and not there fails the tests. The request bodies are the
/// types the handlers deserialize, so what the document asks for is what
/// the server reads.
#[derive(utoipa::OpenApi, Debug)]
#[openapi(components(schemas(
    ErrorBody,
    Health,
    Created,
    JoinedView,
    crate::live::GameView,
    crate::live::UpdateMessage,
    crate::live::ChatMessage,
    crate::protocol::ErrorMessage,
    crate::lobby::LobbyMessage,
    crate::lobby::StatsView,
    crate::lobby::api::SeekList,
    crate::lobby::api::Opened,
    crate::lobby::api::OfferStatus,
    crate::lobby::api::AcceptedGame,
    crate::lobby::api::LiveGames,
    crate::accounts::api::ProfileView,
    crate::accounts::api::PlayerGames,
    crate::accounts::api::Leaderboard,
    crate::study_api::PositionCheck,
    crate::analysis::AnalysisMessage,
    CreateGame,
    JoinGame,
    crate::lobby::api::SeekBody,
    crate::accounts::api::Credentials,
    crate::study_api::GameBody,
    crate::study_api::WriteBody,
    crate::status::SideName,
)))]
pub struct Schemas;

/// The component schemas generated from the types in [`Schemas`], by name.
#[must_use]
pub fn generated_schemas() -> serde_json::Map<String, Value> {
    let doc = <Schemas as utoipa::OpenApi>::openapi();
    let schemas = doc.components.map(|c| c.schemas).unwrap_or_default();
    match serde_json::to_value(schemas).expect("schemas serialize") {
        Value::Object(map) => map,
        _ => unreachable!("a map of schemas serializes to an object"),
    }
}

/// Why an API request failed.
#[derive(Debug)]
pub enum ApiError {
    /// The request is malformed or asks for something impossible.
    BadRequest(String),
    /// The body is longer than [`MAX_BODY`].
    TooLarge,
    /// The game refused.
    Game(ActionError),
    /// An account request was refused.
    Account(crate::accounts::AccountError),
    /// The lobby refused.
    Lobby(crate::lobby::LobbyError),
}

impl From<crate::lobby::LobbyError> for ApiError {
    fn from(e: crate::lobby::LobbyError) -> Self {
        ApiError::Lobby(e)
    }
}

impl From<crate::accounts::AccountError> for ApiError {
    fn from(e: crate::accounts::AccountError) -> Self {
        ApiError::Account(e)
    }
}

impl From<ActionError> for ApiError {
    fn from(e: ActionError) -> Self {
        ApiError::Game(e)
    }
}

impl From<JsonRejection> for ApiError {
    /// In the project's own words: the extractor's texts name Rust types
    /// and parser positions.
    fn from(e: JsonRejection) -> Self {
        if e.status() == StatusCode::PAYLOAD_TOO_LARGE {
            return ApiError::TooLarge;
        }
        let msg = match &e {
            JsonRejection::MissingJsonContentType(_) => {
                "send the body as JSON, with Content-Type: application/json".to_owned()
            }
            JsonRejection::JsonSyntaxError(_) => "the body is not valid JSON".to_owned(),
            JsonRejection::JsonDataError(d) => {
                // serde's own sentence ("missing field `game`") is clear;
                // drop the extractor's preamble and the parser position.
                let text = std::error::Error::source(d).map_or_else(|| d.body_text(), ToString::to_string);
                let text = text
                    .split(" at line ")
                    .next()
                    .unwrap_or_default()
                    .replace('`', "'");
                format!("the body does not fit this request: {text}")
            }
            _ => "the body could not be read".to_owned(),
        };
        ApiError::BadRequest(msg)
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ApiError::BadRequest(m) => f.write_str(m),
            ApiError::TooLarge => write!(f, "request body is longer than {MAX_BODY} bytes"),
            ApiError::Game(e) => write!(f, "{e}"),
            ApiError::Account(e) => write!(f, "{e}"),
            ApiError::Lobby(e) => write!(f, "{e}"),
        }
    }
}

impl ApiError {
    /// The HTTP status of each error: the only such mapping.
    #[must_use]
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::Account(e) => e.status(),
            ApiError::Lobby(e) => e.status(),
            ApiError::Game(e) => match e {
                ActionError::UnknownGame => StatusCode::NOT_FOUND,
                ActionError::WrongToken | ActionError::Spectator | ActionError::WrongInvite => {
                    StatusCode::FORBIDDEN
                }
                ActionError::NotYourTurn { .. }
                | ActionError::Over(_)
                | ActionError::SeatTaken
                | ActionError::UndoNotAllowed
                | ActionError::NothingToUndo
                | ActionError::SetupPending { .. }
                | ActionError::NoSetup
                | ActionError::NoDraws
                | ActionError::TwoPlayersOnly
                | ActionError::NoOffer
                | ActionError::TooLateToAbort
                | ActionError::OpponentPresent(_)
                | ActionError::NotOver => StatusCode::CONFLICT,
                ActionError::BadChat(_) => StatusCode::BAD_REQUEST,
                ActionError::BadMove(_) | ActionError::NoPass | ActionError::BadSetup(_) => {
                    StatusCode::UNPROCESSABLE_ENTITY
                }
                ActionError::Stale { .. } => StatusCode::CONFLICT,
                ActionError::RateLimited(_) => StatusCode::TOO_MANY_REQUESTS,
                ActionError::TooManySpectators(_) => StatusCode::SERVICE_UNAVAILABLE,
                ActionError::Gone | ActionError::Storage(StorageError::Unavailable(_)) => {
                    StatusCode::SERVICE_UNAVAILABLE
                }
                ActionError::Storage(_) => StatusCode::INTERNAL_SERVER_ERROR,
                // Refused on the game's owner node: the status its code has there.
                ActionError::Remote { code, .. } => match *code {
                    "malformed-move" | "illegal-move" | "unknown-setup" => StatusCode::UNPROCESSABLE_ENTITY,
                    "bad-chat" => StatusCode::BAD_REQUEST,
                    "rate-limited" => StatusCode::TOO_MANY_REQUESTS,
                    "too-many-spectators" | "storage-unavailable" | "unavailable" => {
                        StatusCode::SERVICE_UNAVAILABLE
                    }
                    "storage" => StatusCode::INTERNAL_SERVER_ERROR,
                    _ => StatusCode::CONFLICT,
                },
            },
        }
    }

    /// The machine code sent with the message.
    #[must_use]
    pub fn code(&self) -> &'static str {
        match self {
            ApiError::BadRequest(_) => "bad-request",
            ApiError::TooLarge => "too-large",
            ApiError::Game(e) => e.code(),
            ApiError::Account(e) => e.code(),
            ApiError::Lobby(e) => e.code(),
        }
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        let status = self.status();
        crate::counters::refused(self.code());
        if status.is_server_error() {
            tracing::error!("{self}");
        }
        let mut res = (status, Json(ErrorBody::new(self.code(), self.to_string()))).into_response();
        if status == StatusCode::TOO_MANY_REQUESTS {
            res.headers_mut()
                .insert(header::RETRY_AFTER, header::HeaderValue::from_static("5"));
        }
        res
    }
}

/// The API routes (under `/api`, plus `/health`).
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/health", get(health))
        .route("/metrics", get(crate::metrics::render))
        .route("/api/openapi.json", get(openapi))
        .route("/api/games", post(create_game).get(crate::lobby::api::list_games))
        .route("/api/games/{id}", get(get_game))
        .route("/api/games/{id}/join", post(join_game))
        .route("/api/games/{id}/pgn", get(crate::archive::pgn))
        .route("/api/games/{id}/gib", get(crate::archive::gib))
        .route("/api/games/{id}/socket", get(crate::socket::upgrade))
        .merge(crate::accounts::api::routes())
        .merge(crate::lobby::api::routes())
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .merge(crate::study_api::routes())
        .merge(crate::analysis::routes())
}

/// Ready, or not ready with the reason (the storage cannot be trusted with
/// writes): a load balancer sends players elsewhere.
async fn health(State(app): State<AppState>) -> Response {
    let storage = app.registry.storage();
    let verdict = tokio::task::spawn_blocking(move || storage.health())
        .await
        .unwrap_or_else(|e| Err(e.to_string()));
    // With several nodes, Redis carries their calls and events: needed too.
    let bus = match app.registry.cluster() {
        Some(cluster) if verdict.is_ok() => cluster.ping().await.err(),
        _ => None,
    };
    if let Some(why) = bus {
        tracing::warn!("health: not ready: {why}");
        let body = Health {
            status: "not-ready",
            error: Some("redis-unavailable"),
            message: Some(
                "Redis, which carries this node's games to the others, cannot be reached \
                 (details in the server log)",
            ),
        };
        return (StatusCode::SERVICE_UNAVAILABLE, Json(body)).into_response();
    }
    match verdict {
        Ok(()) => Json(Health {
            status: "ok",
            error: None,
            message: None,
        })
        .into_response(),
        Err(why) => {
            tracing::warn!("health: not ready: {why}");
            (
                StatusCode::SERVICE_UNAVAILABLE,
                Json(Health {
                    status: "not-ready",
                    error: Some("storage-unavailable"),
                    message: Some(
                        "the database is missing, replaced, corrupt or cannot be written; \
                         games cannot be saved (details in the server log)",
                    ),
                }),
            )
                .into_response()
        }
    }
}

fn not_found(what: &str) -> Response {
    (
        StatusCode::NOT_FOUND,
        Json(ErrorBody::new("not-found", format!("nothing here: {what}"))),
    )
        .into_response()
}

/// Routes that exist, asked with a method they do not take.
pub async fn method_not_allowed(method: Method, uri: Uri) -> Response {
    (
        StatusCode::METHOD_NOT_ALLOWED,
        Json(ErrorBody::new(
            "method-not-allowed",
            format!("{} does not take {method}", clip(uri.path())),
        )),
    )
        .into_response()
}

/// Everything outside the API: the client's files, read with GET or HEAD
/// only; anything unknown is a JSON 404.
pub async fn static_files(app: State<AppState>, method: Method, uri: Uri) -> Response {
    if uri.path().starts_with("/api/") {
        return not_found(&clip(uri.path()));
    }
    if method != Method::GET && method != Method::HEAD {
        let mut res = method_not_allowed(method, uri).await;
        res.headers_mut()
            .insert(header::ALLOW, header::HeaderValue::from_static("GET, HEAD"));
        return res;
    }
    let path = clip(uri.path());
    let res = crate::assets::serve(app, uri).await;
    if res.status() == StatusCode::NOT_FOUND {
        not_found(&path)
    } else {
        res
    }
}

async fn openapi() -> Response {
    ([(header::CONTENT_TYPE, "application/json")], OPENAPI).into_response()
}

/// A string schema listing the values a handler accepts, for request
/// fields the handler reads as strings (so that its own error messages
/// answer a wrong value) but that take one of a few values.
pub(crate) fn one_of<'a>(
    values: impl IntoIterator<Item = &'a str>,
    description: &str,
) -> utoipa::openapi::Object {
    utoipa::openapi::ObjectBuilder::new()
        .schema_type(utoipa::openapi::schema::Type::String)
        .enum_values(Some(values))
        .description((!description.is_empty()).then_some(description))
        .build()
}

/// The games `parse_rules` knows.
pub(crate) fn game_schema() -> utoipa::openapi::Object {
    one_of(GAMES.iter().map(|(name, _)| *name), "")
}

/// Every preset `parse_rules` finds.
pub(crate) fn rules_schema() -> utoipa::openapi::Object {
    one_of(
        RuleSet::preset_names(),
        "Preset name, of the game's rule sets; default the game's standard one",
    )
}

/// The sides `parse_side` knows.
pub(crate) fn side_choice_schema() -> utoipa::openapi::Object {
    one_of(
        SIDE_CHOICES.iter().map(|(name, _)| *name),
        "The creator's side; default first",
    )
}

fn mode_schema() -> utoipa::openapi::Object {
    one_of(CREATED_MODES.iter().map(|m| m.as_str()), "")
}

fn arrangement_schema() -> utoipa::openapi::Object {
    one_of(Arrangement::ALL.iter().map(|a| a.name()), "")
}

/// Body of `POST /api/games`.
#[derive(Deserialize, ToSchema, Debug)]
#[serde(deny_unknown_fields)]
pub struct CreateGame {
    #[schema(schema_with = game_schema)]
    pub game: String,
    #[schema(schema_with = rules_schema)]
    pub rules: Option<String>,
    #[schema(schema_with = mode_schema)]
    pub mode: String,
    /// Computer games only; default 4.
    #[schema(minimum = 1, maximum = 8)]
    pub level: Option<u8>,
    #[schema(schema_with = side_choice_schema)]
    pub side: Option<String>,
    pub setups: Option<Setups>,
    /// `{"kind":"fischer","base":300,"increment":2}` or
    /// `{"kind":"byoyomi","main":600,"periods":3,"period":30}` (seconds).
    #[schema(value_type = Option<crate::clock::TimeControlView>)]
    pub clock: Option<Value>,
    /// A set-up position to start from (the board editor's), judged as
    /// `POST /api/positions/check` judges it; 400 with the reason if
    /// refused. Not with setups: its pieces are already placed.
    #[schema(max_length = 256)]
    pub start_fen: Option<String>,
}

/// Janggi rule sets with setup choice only: horse/elephant arrangements
/// fixed at creation (a missing side: the first arrangement, or chance for
/// the computer). Without it the players choose in the game with the
/// socket's setup message, Han first, then Cho.
#[derive(Deserialize, ToSchema, Debug)]
#[serde(deny_unknown_fields)]
pub struct Setups {
    #[schema(schema_with = arrangement_schema)]
    pub cho: Option<String>,
    #[schema(schema_with = arrangement_schema)]
    pub han: Option<String>,
}

fn bad(msg: impl Into<String>) -> ApiError {
    ApiError::BadRequest(msg.into())
}

/// Turns the body into a validated game request.
/// The rule set a request names: its game, and a preset of that game
/// (the game's default without one).
pub fn parse_rules(game: &str, rules: Option<&str>) -> Result<&'static RuleSet, ApiError> {
    let Some(&(_, variant)) = GAMES.iter().find(|(name, _)| *name == game) else {
        return Err(bad(format!(
            "unknown game '{}' (expected xiangqi or janggi)",
            clip(game)
        )));
    };
    match rules {
        None => Ok(RuleSet::default_for(variant)),
        Some(name) => {
            let r = RuleSet::preset(name).ok_or_else(|| {
                bad(format!(
                    "unknown rule set '{}' (known: {})",
                    clip(name),
                    RuleSet::preset_names().collect::<Vec<_>>().join(", ")
                ))
            })?;
            if r.variant != variant {
                return Err(bad(format!("rule set '{}' is not a {game} rule set", clip(name))));
            }
            Ok(r)
        }
    }
}

/// The games a request may name.
const GAMES: [(&str, Variant); 2] = [("xiangqi", Variant::Xiangqi), ("janggi", Variant::Janggi)];

/// The sides a request may ask for.
const SIDE_CHOICES: [(&str, SideChoice); 3] = [
    ("first", SideChoice::First),
    ("second", SideChoice::Second),
    ("random", SideChoice::Random),
];

/// The modes `POST /api/games` creates (online games come from the lobby).
const CREATED_MODES: [Mode; 3] = [Mode::Computer, Mode::Local, Mode::Friend];

/// The side a request asks for (`first` without one).
pub fn parse_side(side: Option<&str>) -> Result<SideChoice, ApiError> {
    let Some(side) = side else {
        return Ok(SideChoice::First);
    };
    SIDE_CHOICES
        .iter()
        .find(|(name, _)| *name == side)
        .map(|&(_, choice)| choice)
        .ok_or_else(|| {
            bad(format!(
                "unknown side '{}' (expected first, second or random)",
                clip(side)
            ))
        })
}

/// The clock a request asks for, if any.
pub fn parse_clock(clock: Option<&Value>) -> Result<Option<crate::clock::TimeControl>, ApiError> {
    clock
        .filter(|c| !c.is_null())
        .map(crate::clock::TimeControl::from_json)
        .transpose()
        .map_err(bad)
}

/// Turns the body into a validated game request.
pub fn validate(body: CreateGame) -> Result<NewGame, ApiError> {
    let rules = parse_rules(&body.game, body.rules.as_deref())?;
    let mode = Mode::parse(&body.mode)
        .filter(|m| CREATED_MODES.contains(m))
        .ok_or_else(|| {
            bad(format!(
                "unknown mode '{}' (expected computer, local or friend)",
                clip(&body.mode)
            ))
        })?;
    let level = match (mode, body.level) {
        (Mode::Computer, Some(l)) if (1..=8).contains(&l) => Some(l),
        (Mode::Computer, Some(l)) => return Err(bad(format!("level {l} is not in 1..8"))),
        (Mode::Computer, None) => Some(4),
        (_, Some(_)) => return Err(bad("a level applies only to games against the computer")),
        (_, None) => None,
    };
    let side = parse_side(body.side.as_deref())?;
    let mut setups = None;
    if let Some(s) = body.setups {
        if rules.variant != Variant::Janggi || rules.setup != SetupRule::Choice {
            return Err(bad(format!(
                "rule set '{}' has no choice of horse/elephant setup",
                rules.name
            )));
        }
        let parse = |v: Option<String>| -> Result<Option<Arrangement>, ApiError> {
            v.map(|n| n.parse::<Arrangement>().map_err(|e| bad(e.to_string())))
                .transpose()
        };
        setups = Some([parse(s.cho)?, parse(s.han)?]);
    }
    let clock = parse_clock(body.clock.as_ref())?;
    let start = match &body.start_fen {
        None => None,
        Some(_) if setups.is_some() => return Err(bad("a start position has its pieces already set up")),
        Some(fen) => Some(palace_rules::validate_fen(fen, rules).map_err(|e| bad(e.to_string()))?),
    };
    Ok(NewGame {
        rules,
        mode,
        level,
        side,
        setups,
        clock,
        start,
    })
}

pub(crate) fn clip(s: &str) -> String {
    s.chars().take(40).collect()
}

pub(crate) fn side_names(variant: Variant, colors: &[Color]) -> Vec<&'static str> {
    colors.iter().map(|&c| side_name(variant, c)).collect()
}

async fn create_game(
    State(app): State<AppState>,
    headers: HeaderMap,
    local: Option<axum::Extension<LocalAddr>>,
    peer: Option<axum::Extension<PeerAddr>>,
    body: Result<Json<CreateGame>, JsonRejection>,
) -> Result<Response, ApiError> {
    let Json(body) = body?;
    let new = validate(body)?;
    if let Some(axum::Extension(PeerAddr(peer))) = peer {
        let cluster = app.registry.cluster();
        if !crate::cluster::limits::take(cluster, "games", &app.creations, peer.ip()).await {
            return Err(ActionError::RateLimited("new games").into());
        }
    }
    let variant = new.rules.variant;
    let created = app.registry.create(new).await?;
    let state = created.handle.view().await?;
    let base = app.site.base(&headers, local.map(|e| e.0));
    let play = format!("{base}/play/{}", created.id);
    let body = Created {
        id: created.id,
        token: created.token,
        seats: side_names(variant, &created.colors),
        links: Links {
            invite: created.invite.map(|s| format!("{play}#invite={s}")),
            spectate: play.clone(),
            play,
        },
        state: (*state).clone(),
    };
    Ok((StatusCode::CREATED, Json(body)).into_response())
}

async fn get_game(State(app): State<AppState>, Path(id): Path<String>) -> Result<Json<Value>, ApiError> {
    let state = app
        .registry
        .with_game(&id, |h| async move { h.view().await })
        .await?;
    Ok(Json((*state).clone()))
}

/// Body of `POST /api/games/{id}/join`.
#[derive(Deserialize, ToSchema, Debug)]
#[serde(deny_unknown_fields)]
pub struct JoinGame {
    /// The secret after `#invite=` in the invite link.
    #[schema(max_length = 64)]
    pub invite: String,
}

async fn join_game(
    State(app): State<AppState>,
    Path(id): Path<String>,
    body: Result<Json<JoinGame>, JsonRejection>,
) -> Result<Json<JoinedView>, ApiError> {
    let Json(body) = body?;
    if body.invite.len() > 64 {
        return Err(ActionError::WrongInvite.into());
    }
    let invite = body.invite;
    let (joined, state) = app
        .registry
        .with_game(&id, |h| {
            let invite = invite.clone();
            async move {
                let j: Joined = h.join(invite).await?;
                Ok((j, h.view().await?))
            }
        })
        .await?;
    let variant = if state["game"] == "janggi" {
        Variant::Janggi
    } else {
        Variant::Xiangqi
    };
    Ok(Json(JoinedView {
        id,
        token: joined.token,
        seats: side_names(variant, &[joined.color]),
        state: (*state).clone(),
    }))
}
