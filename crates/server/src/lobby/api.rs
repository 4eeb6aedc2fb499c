//! The lobby's HTTP API: seeks, challenges, the live games and the counts.

use super::{game_name, Lobby, LobbyError, Offer, OfferView, Owner, StatsView, Terms};
use crate::accounts::{self, api::store};
use crate::api::{parse_clock, parse_rules, parse_side, side_names, ApiError};
use crate::clock::ClocksView;
use crate::net::{LocalAddr, PeerAddr};
use crate::ratings::Glicko;
use crate::ratings::RatingView;
use crate::registry::{NewOnline, SideChoice};
use crate::storage::Account;
use crate::AppState;
use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Extension, Json, Router};
use palace_rules::Color;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;
use std::net::{IpAddr, Ipv4Addr};
use utoipa::ToSchema;

/// `GET /api/seeks`: the open seeks and the challenges the caller may see.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
pub struct SeekList {
    pub seeks: Vec<OfferView>,
    pub challenges: Vec<OfferView>,
}

/// A new seek or challenge, with the creator's seat token.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
#[serde(untagged)]
pub enum Opened {
    Seek { seek: OfferView, token: String },
    Challenge { challenge: OfferView, token: String },
}

/// What became of a seek or a challenge.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
#[serde(tag = "status", rename_all = "lowercase")]
pub enum OfferStatus {
    Open {
        offer: Box<OfferView>,
    },
    /// Accepted: the game's id.
    Accepted {
        game: String,
    },
}

/// The links of a game from the lobby.
#[derive(Serialize, ToSchema, Clone, PartialEq, Eq, Debug)]
pub struct PlayLinks {
    pub play: String,
    pub spectate: String,
}

/// The accepter's seat in the game an offer became.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
pub struct AcceptedGame {
    pub id: String,
    /// Null when the accepter already holds the seat's token.
    pub token: Option<String>,
    pub seats: Vec<&'static str>,
    pub links: PlayLinks,
    #[schema(value_type = crate::live::GameView)]
    pub state: Value,
}

/// A player of a live game in the list.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
pub struct LivePlayer {
    /// Null for a guest.
    pub name: Option<String>,
    pub rating: Option<RatingView>,
}

/// A game in `GET /api/games?status=live`.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
pub struct LiveGame {
    pub id: String,
    pub game: String,
    pub rules: String,
    pub mode: String,
    pub rated: bool,
    /// By side name.
    pub players: BTreeMap<String, LivePlayer>,
    #[schema(value_type = Option<ClocksView>)]
    pub clocks: Value,
    pub spectators: u64,
    pub plies: usize,
    pub side_to_move: String,
}

/// `GET /api/games?status=live`.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
pub struct LiveGames {
    pub games: Vec<LiveGame>,
}

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/seeks", get(list_seeks).post(create_seek))
        .route("/api/seeks/{id}", get(get_seek).delete(cancel_seek))
        .route("/api/seeks/{id}/accept", post(accept_seek))
        .route("/api/challenges", post(create_challenge))
        .route("/api/challenges/{id}", get(get_challenge))
        .route("/api/challenges/{id}/accept", post(accept_challenge))
        .route("/api/challenges/{id}/decline", post(decline_challenge))
        .route("/api/stats", get(stats))
        .route("/api/lobby/socket", get(super::socket::upgrade))
}

/// Body of `POST /api/seeks` and `POST /api/challenges`.
#[derive(Deserialize, ToSchema, Debug)]
#[serde(deny_unknown_fields)]
pub struct SeekBody {
    /// Challenges only: the challenged player's username.
    pub to: Option<String>,
    #[schema(schema_with = crate::api::game_schema)]
    pub game: String,
    #[schema(schema_with = crate::api::rules_schema)]
    pub rules: Option<String>,
    #[schema(value_type = Option<crate::clock::TimeControlView>)]
    pub clock: Option<Value>,
    #[serde(default)]
    pub rated: bool,
    #[schema(schema_with = crate::api::side_choice_schema)]
    pub side: Option<String>,
}

fn terms(body: &SeekBody) -> Result<Terms, ApiError> {
    Ok(Terms {
        rules: parse_rules(&body.game, body.rules.as_deref())?,
        clock: parse_clock(body.clock.as_ref())?,
        rated: body.rated,
        side: parse_side(body.side.as_deref())?,
    })
}

fn address(peer: Option<Extension<PeerAddr>>) -> IpAddr {
    peer.map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |Extension(PeerAddr(p))| p.ip())
}

/// Who asks: a logged-in player, or a guest known by address.
fn owner(account: Option<&Account>, address: IpAddr) -> Owner {
    account.map_or_else(
        || Owner::Guest {
            address: address.to_string(),
        },
        |a| Owner::Account {
            id: a.id,
            name: a.username.clone(),
        },
    )
}

async fn rating(app: &AppState, account: Option<&Account>, game: &str) -> Result<Option<Glicko>, ApiError> {
    let Some(a) = account else { return Ok(None) };
    let ratings = accounts::api::ratings_of(app, a.id).await?;
    Ok(ratings.into_iter().find(|r| r.game == game).map(|r| r.glicko))
}

/// The player of a state-changing request (`None`: a guest), with the
/// CSRF check of requests that carry the session cookie.
async fn caller(
    app: &AppState,
    headers: &HeaderMap,
    local: Option<Extension<LocalAddr>>,
) -> Result<Option<Account>, ApiError> {
    accounts::check_origin(app, headers, local.map(|e| e.0))?;
    Ok(accounts::current(app, headers).await?)
}

async fn list_seeks(State(app): State<AppState>, headers: HeaderMap) -> Result<Json<SeekList>, ApiError> {
    let me = accounts::current(&app, &headers).await?;
    let (seeks, challenges) = app.lobby.listing(me.map(|a| a.id));
    Ok(Json(SeekList { seeks, challenges }))
}

async fn open(
    app: &AppState,
    headers: &HeaderMap,
    local: Option<Extension<LocalAddr>>,
    peer: Option<Extension<PeerAddr>>,
    body: SeekBody,
    challenge: bool,
) -> Result<Response, ApiError> {
    let me = caller(app, headers, local).await?;
    let terms = terms(&body)?;
    let to = if challenge {
        let me = me.as_ref().ok_or(accounts::AccountError::NotLoggedIn)?;
        let name = body
            .to
            .clone()
            .ok_or_else(|| ApiError::BadRequest("a challenge needs 'to', a username".into()))?;
        if !accounts::valid_username(&name) {
            return Err(LobbyError::UnknownPlayer.into());
        }
        let to = store(app, move |s| s.account(&name))
            .await?
            .ok_or(LobbyError::UnknownPlayer)?;
        if to.id == me.id {
            return Err(LobbyError::OwnOffer.into());
        }
        Some((to.id, to.username))
    } else {
        if body.to.is_some() {
            return Err(ApiError::BadRequest(
                "a seek is open to all; challenge a player with POST /api/challenges".into(),
            ));
        }
        None
    };
    let game = game_name(terms.rules.variant);
    let rating = rating(app, me.as_ref(), game).await?;
    let (offer, token) = app
        .lobby
        .open(
            owner(me.as_ref(), address(peer)),
            address(peer),
            rating,
            terms,
            to,
        )
        .await?;
    let body = if challenge {
        Opened::Challenge {
            challenge: offer.view(),
            token,
        }
    } else {
        Opened::Seek {
            seek: offer.view(),
            token,
        }
    };
    Ok((StatusCode::CREATED, Json(body)).into_response())
}

async fn create_seek(
    State(app): State<AppState>,
    headers: HeaderMap,
    local: Option<Extension<LocalAddr>>,
    peer: Option<Extension<PeerAddr>>,
    body: Result<Json<SeekBody>, JsonRejection>,
) -> Result<Response, ApiError> {
    let Json(body) = body?;
    open(&app, &headers, local, peer, body, false).await
}

async fn create_challenge(
    State(app): State<AppState>,
    headers: HeaderMap,
    local: Option<Extension<LocalAddr>>,
    peer: Option<Extension<PeerAddr>>,
    body: Result<Json<SeekBody>, JsonRejection>,
) -> Result<Response, ApiError> {
    let Json(body) = body?;
    open(&app, &headers, local, peer, body, true).await
}

/// Query of a guest's requests about its own seek.
#[derive(Deserialize, Debug)]
pub struct TokenQuery {
    pub token: Option<String>,
}

/// Whether the caller made this offer: its account, or its seat token.
fn owns(offer: &Offer, me: Option<&Account>, token: Option<&str>) -> bool {
    let by_account = matches!((&offer.owner, me), (Owner::Account { id, .. }, Some(a)) if *id == a.id);
    by_account || token.is_some_and(|t| crate::tokens::digest(t) == offer.seat_digest)
}

async fn cancel_seek(
    State(app): State<AppState>,
    Path(id): Path<String>,
    Query(q): Query<TokenQuery>,
    headers: HeaderMap,
    local: Option<Extension<LocalAddr>>,
) -> Result<Response, ApiError> {
    let me = caller(&app, &headers, local).await?;
    let offer = app
        .lobby
        .take_shared(false, &id)
        .await
        .ok_or(LobbyError::UnknownSeek)?;
    if !owns(&offer, me.as_ref(), q.token.as_deref()) {
        app.lobby.restore(offer);
        return Err(LobbyError::NotYours.into());
    }
    app.lobby.gone(&offer, "cancelled", None);
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// An open seek or challenge, or the game it became.
fn status(app: &AppState, challenge: bool, id: &str, me: Option<i64>) -> Result<OfferStatus, LobbyError> {
    let (seeks, challenges) = (super::lock(&app.lobby.seeks), super::lock(&app.lobby.challenges));
    let open = if challenge {
        challenges.get(id)
    } else {
        seeks.get(id)
    };
    if let Some(o) = open.filter(|o| o.seen_by(me)) {
        return Ok(OfferStatus::Open {
            offer: Box::new(o.view()),
        });
    }
    drop((seeks, challenges));
    match app.lobby.accepted(id) {
        Some(game) => Ok(OfferStatus::Accepted { game }),
        None if challenge => Err(LobbyError::UnknownChallenge),
        None => Err(LobbyError::UnknownSeek),
    }
}

async fn get_seek(
    State(app): State<AppState>,
    Path(id): Path<String>,
) -> Result<Json<OfferStatus>, ApiError> {
    Ok(Json(status(&app, false, &id, None)?))
}

async fn get_challenge(
    State(app): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> Result<Json<OfferStatus>, ApiError> {
    let me = accounts::current(&app, &headers).await?;
    Ok(Json(status(&app, true, &id, me.map(|a| a.id))?))
}

/// Creates the game of an accepted offer; the accepter's seat answer.
async fn start(
    app: &AppState,
    headers: &HeaderMap,
    local: Option<Extension<LocalAddr>>,
    offer: Offer,
    accepter: Option<&Account>,
) -> Result<Response, ApiError> {
    let owner_color = match offer.terms.side {
        SideChoice::First => Color::First,
        SideChoice::Second => Color::Second,
        SideChoice::Random if rand::random::<bool>() => Color::First,
        SideChoice::Random => Color::Second,
    };
    let mut players = [None, None];
    let mut names = [None, None];
    let mut digests = [None, None];
    if let Owner::Account { id, name } = &offer.owner {
        players[owner_color.index()] = Some(*id);
        names[owner_color.index()] = Some(name.clone());
    }
    players[(!owner_color).index()] = accepter.map(|a| a.id);
    names[(!owner_color).index()] = accepter.map(|a| a.username.clone());
    digests[owner_color.index()] = Some(offer.seat_digest.clone());
    let new = NewOnline {
        rules: offer.terms.rules,
        clock: offer.terms.clock,
        rated: offer.terms.rated,
        players,
        names,
        digests,
    };
    let created = match app.registry.create_online(new).await {
        Ok(c) => c,
        Err(e) => {
            app.lobby.restore(offer);
            return Err(e.into());
        }
    };
    // Remembered first: whoever hears of the acceptance can ask for it
    // (on any node: the two reach other nodes in this order).
    app.lobby.remember(&offer.id, &created.id);
    app.lobby.gone(&offer, "accepted", Some(&created.id));
    let mine = !owner_color;
    let token = created.tokens[mine.index()].clone();
    let state = created.handle.view().await?;
    let base = app.site.base(headers, local.map(|e| e.0));
    let play = format!("{base}/play/{}", created.id);
    Ok((
        StatusCode::CREATED,
        Json(AcceptedGame {
            id: created.id,
            token,
            seats: side_names(offer.terms.rules.variant, &[mine]),
            links: PlayLinks {
                spectate: play.clone(),
                play,
            },
            state: (*state).clone(),
        }),
    )
        .into_response())
}

async fn accept_seek(
    State(app): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    local: Option<Extension<LocalAddr>>,
) -> Result<Response, ApiError> {
    let me = caller(&app, &headers, local).await?;
    let offer = app
        .lobby
        .take_shared(false, &id)
        .await
        .ok_or(LobbyError::UnknownSeek)?;
    let refusal = if offer.terms.rated && me.is_none() {
        Some(LobbyError::RatedNeedsAccount)
    } else if owns(&offer, me.as_ref(), None) {
        Some(LobbyError::OwnOffer)
    } else {
        None
    };
    if let Some(e) = refusal {
        app.lobby.restore(offer);
        return Err(e.into());
    }
    start(&app, &headers, local, offer, me.as_ref()).await
}

async fn accept_challenge(
    State(app): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    local: Option<Extension<LocalAddr>>,
) -> Result<Response, ApiError> {
    let me = caller(&app, &headers, local)
        .await?
        .ok_or(accounts::AccountError::NotLoggedIn)?;
    let offer = app
        .lobby
        .take_shared(true, &id)
        .await
        .ok_or(LobbyError::UnknownChallenge)?;
    if !offer.to.as_ref().is_some_and(|(to, _)| *to == me.id) {
        let seen = offer.seen_by(Some(me.id));
        app.lobby.restore(offer);
        return Err(if seen {
            LobbyError::NotYours
        } else {
            LobbyError::UnknownChallenge
        }
        .into());
    }
    start(&app, &headers, local, offer, Some(&me)).await
}

async fn decline_challenge(
    State(app): State<AppState>,
    Path(id): Path<String>,
    headers: HeaderMap,
    local: Option<Extension<LocalAddr>>,
) -> Result<Response, ApiError> {
    let me = caller(&app, &headers, local)
        .await?
        .ok_or(accounts::AccountError::NotLoggedIn)?;
    let offer = app
        .lobby
        .take_shared(true, &id)
        .await
        .ok_or(LobbyError::UnknownChallenge)?;
    // The challenged player declines; the challenger may withdraw.
    if !offer.seen_by(Some(me.id)) {
        app.lobby.restore(offer);
        return Err(LobbyError::UnknownChallenge.into());
    }
    let reason = if owns(&offer, Some(&me), None) {
        "cancelled"
    } else {
        "declined"
    };
    app.lobby.gone(&offer, reason, None);
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// People online (open sockets) and games being played (loaded, not over).
pub async fn counts(app: &AppState) -> (usize, usize) {
    let (_, sockets) = app.tracker.counts();
    let here = (sockets, app.registry.playing().await);
    // With several nodes: everyone's, each game counted by its owner.
    match app.registry.cluster() {
        Some(cluster) => cluster.total_counts(here).await,
        None => here,
    }
}

async fn stats(State(app): State<AppState>) -> Json<StatsView> {
    let (online, games) = counts(&app).await;
    Json(StatsView { online, games })
}

/// Query of `GET /api/games`.
#[derive(Deserialize, Debug)]
pub struct ListQuery {
    pub status: Option<String>,
}

/// A string field of a game's state (always there: the state is ours).
fn text(v: &Value) -> String {
    v.as_str().unwrap_or_default().to_owned()
}

/// Live games shown at most.
const LIVE_LIST: usize = 100;

/// `GET /api/games?status=live`: games between two players being played
/// now, best-rated first, with players, ratings, rule set and clocks.
pub async fn list_games(
    State(app): State<AppState>,
    Query(q): Query<ListQuery>,
) -> Result<Json<LiveGames>, ApiError> {
    if q.status.as_deref() != Some("live") {
        return Err(ApiError::BadRequest("list games with ?status=live".into()));
    }
    let mut games = Vec::new();
    for id in app.registry.live_ids().await {
        let Ok(h) = app.registry.get(&id).await else {
            continue;
        };
        let Ok(state) = h.view().await else { continue };
        let two_players = state["mode"] == "online" || state["mode"] == "friend";
        if !two_players || !state["outcome"].is_null() {
            continue;
        }
        let game = state["game"].as_str().unwrap_or_default().to_owned();
        let mut players = BTreeMap::new();
        let mut total = 0.0;
        if let Some(names) = state["players"].as_object() {
            for (side, name) in names {
                let r = match name.as_str() {
                    Some(n) => {
                        let n = n.to_owned();
                        let account = store(&app, move |s| s.account(&n)).await?;
                        rating(&app, account.as_ref(), &game).await?
                    }
                    None => None,
                };
                total += r.map_or(0.0, |g| g.rating);
                players.insert(
                    side.clone(),
                    LivePlayer {
                        name: name.as_str().map(str::to_owned),
                        rating: r.map(|g| g.view()),
                    },
                );
            }
        }
        games.push((
            total,
            LiveGame {
                id,
                game,
                rules: text(&state["rules"]),
                mode: text(&state["mode"]),
                rated: state["rated"].as_bool().unwrap_or_default(),
                players,
                clocks: state["clocks"].clone(),
                spectators: state["spectators"].as_u64().unwrap_or_default(),
                plies: state["moves"].as_array().map_or(0, Vec::len),
                side_to_move: text(&state["side_to_move"]),
            },
        ));
    }
    games.sort_by(|a, b| b.0.total_cmp(&a.0));
    let games = games.into_iter().take(LIVE_LIST).map(|(_, v)| v).collect();
    Ok(Json(LiveGames { games }))
}

impl Lobby {
    /// The game an accepted offer became (kept for a while).
    fn accepted(&self, id: &str) -> Option<String> {
        super::lock(&self.accepted).0.get(id).cloned()
    }

    fn remember(&self, offer: &str, game: &str) {
        self.publish(|| crate::cluster::LobbyOp::Accepted {
            id: offer.to_owned(),
            game: game.to_owned(),
        });
        self.remember_copy(offer, game);
    }

    /// Another node's accepted offer, remembered here too.
    pub(crate) fn remember_copy(&self, offer: &str, game: &str) {
        let mut a = super::lock(&self.accepted);
        a.0.insert(offer.to_owned(), game.to_owned());
        a.1.push_back(offer.to_owned());
        while a.1.len() > super::ACCEPTED_KEPT {
            if let Some(old) = a.1.pop_front() {
                a.0.remove(&old);
            }
        }
    }
}
