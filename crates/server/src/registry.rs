//! The live games of this process: creates games, loads stored ones on
//! first use, and hands out their actors' handles.

use crate::clock::TimeControl;
use crate::cluster::Cluster;
use crate::limits::Limits;
use crate::live::{self, ActionError, Engine, GameHandle};
use crate::storage::{now, Claim, GameRecord, Mode, Online, Seat, Storage, StorageError};
use crate::tokens;
use palace_rules::{Arrangement, Color, Game, Position, RuleSet};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use tokio::sync::Mutex;

/// Which side the creator of a game takes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SideChoice {
    First,
    Second,
    Random,
}

/// A validated request for a new game.
#[derive(Clone, Debug)]
pub struct NewGame {
    pub rules: &'static RuleSet,
    pub mode: Mode,
    /// 1..=8, computer games only.
    pub level: Option<u8>,
    pub side: SideChoice,
    /// Janggi arrangements `[cho, han]` given at creation, for rule sets with
    /// setup choice; `None` for a side leaves it to the default (or, for the
    /// computer's side, to chance). `None` altogether: the players choose in
    /// the game, Han first, then Cho (the computer when its turn comes).
    pub setups: Option<[Option<Arrangement>; 2]>,
    /// A clock, if one is asked for (none: untimed).
    pub clock: Option<TimeControl>,
    /// A set-up position to start from instead of the rule set's start
    /// (its pieces are placed: no arrangement is chosen).
    pub start: Option<Position>,
}

/// A game between two players who met in the lobby.
#[derive(Clone, Debug)]
pub struct NewOnline {
    pub rules: &'static RuleSet,
    pub clock: Option<TimeControl>,
    pub rated: bool,
    /// Account ids by [`Color::index`] (`None`: a guest).
    pub players: [Option<i64>; 2],
    /// Their usernames.
    pub names: [Option<String>; 2],
    /// Seats whose token was handed out before the game existed (a
    /// seek's creator): their digests. The other seats get new tokens.
    pub digests: [Option<String>; 2],
}

/// What creating a lobby game returns: a seat token per side.
#[derive(Clone, Debug)]
pub struct CreatedOnline {
    pub id: String,
    /// New seat tokens by [`Color::index`] (`None` for a seat given by digest).
    pub tokens: [Option<String>; 2],
    pub handle: GameHandle,
}

/// What creating a game returns to its creator.
#[derive(Clone, Debug)]
pub struct Created {
    pub id: String,
    /// The creator's seat token.
    pub token: String,
    /// The creator's sides (both in a local game).
    pub colors: Vec<Color>,
    /// The friend invite secret.
    pub invite: Option<String>,
    pub handle: GameHandle,
}

/// The live games, by id.
pub struct Registry {
    games: Arc<Mutex<HashMap<String, GameHandle>>>,
    storage: Arc<dyn Storage>,
    engine: Engine,
    limits: Arc<Limits>,
    /// The other nodes, when this one is one of several.
    cluster: std::sync::OnceLock<Arc<Cluster>>,
}

impl std::fmt::Debug for Registry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Registry")
            .field("engine", &self.engine)
            .finish_non_exhaustive()
    }
}

impl Registry {
    #[must_use]
    pub fn new(storage: Arc<dyn Storage>, engine: Engine, limits: Arc<Limits>) -> Registry {
        Registry {
            games: Arc::default(),
            storage,
            engine,
            limits,
            cluster: std::sync::OnceLock::new(),
        }
    }

    /// Makes this registry one node's of several: games other nodes own
    /// are reached through them. Set once, at start.
    pub fn set_cluster(&self, cluster: Arc<Cluster>) {
        let _ = self.cluster.set(cluster);
    }

    /// The cluster this node belongs to, if any.
    #[must_use]
    pub fn cluster(&self) -> Option<&Arc<Cluster>> {
        self.cluster.get()
    }

    /// The ids of the games whose actor runs here.
    pub async fn local_ids(&self) -> Vec<String> {
        self.live_ids().await.into_iter().collect()
    }

    /// The games' storage.
    #[must_use]
    pub fn storage(&self) -> Arc<dyn Storage> {
        Arc::clone(&self.storage)
    }

    /// The engine the computer opponents share (its queue's statistics).
    #[must_use]
    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    /// The ids of the games loaded now.
    pub async fn live_ids(&self) -> HashSet<String> {
        self.games
            .lock()
            .await
            .iter()
            .filter(|(_, h)| !h.is_closed())
            .map(|(id, _)| id.clone())
            .collect()
    }

    /// How many loaded games are being played (not over).
    pub async fn playing(&self) -> usize {
        let handles: Vec<GameHandle> = self
            .games
            .lock()
            .await
            .values()
            .filter(|h| !h.is_closed())
            .cloned()
            .collect();
        let mut n = 0;
        for h in handles {
            if h.view().await.is_ok_and(|v| v["outcome"].is_null()) {
                n += 1;
            }
        }
        n
    }

    /// The handle of a game, loading it from storage if it is not live
    /// (or, with several nodes, reaching it on the node that owns it).
    pub async fn get(&self, id: &str) -> Result<GameHandle, ActionError> {
        self.find(id, true).await
    }

    /// The handle of a game this node owns, claiming and loading it if
    /// nobody does; `Gone` if another node owns it.
    pub(crate) async fn owned(&self, id: &str) -> Result<GameHandle, ActionError> {
        self.find(id, false).await
    }

    async fn find(&self, id: &str, follow: bool) -> Result<GameHandle, ActionError> {
        if !tokens::is_game_id(id) {
            return Err(ActionError::UnknownGame);
        }
        // Held while loading, so that no game ever gets two actors.
        let mut games = self.games.lock().await;
        if let Some(h) = games.get(id).filter(|h| !h.is_closed()) {
            return Ok(h.clone());
        }
        if let Some(cluster) = self.cluster.get() {
            if let Some(h) = cluster.known_remote(id).filter(|_| follow) {
                return Ok(h);
            }
            // Claimed before it is loaded: the load then sees every move
            // the previous owner acknowledged (see storage/pg_leases.rs).
            let (c, key) = (Arc::clone(cluster), id.to_owned());
            let claim = tokio::task::spawn_blocking(move || c.claim(&key))
                .await
                .map_err(|e| StorageError::Database(e.to_string()))??;
            match claim {
                Claim::Ours => {}
                Claim::NoGame => return Err(ActionError::UnknownGame),
                Claim::HeldBy(owner) if follow => return Ok(cluster.remote_game(id, &owner)),
                Claim::HeldBy(_) => return Err(ActionError::Gone),
            }
        }
        let storage = Arc::clone(&self.storage);
        let key = id.to_owned();
        let record = tokio::task::spawn_blocking(move || {
            let record = storage.load(&key)?;
            if record.is_some() {
                // Opened now: the retention policy keeps it. A storage that
                // refuses writes still lets the game be watched.
                if let Err(e) = storage.touch(&key) {
                    tracing::debug!(game = %key, "not marked as opened: {e}");
                }
            }
            Ok::<_, StorageError>(record)
        })
        .await
        .map_err(|e| StorageError::Database(e.to_string()))??
        .ok_or(ActionError::UnknownGame)?;
        let handle = self.spawn(record)?;
        games.insert(id.to_owned(), handle.clone());
        Ok(handle)
    }

    /// Calls a live game, reloading it once if its actor was just unloaded.
    pub async fn with_game<T, F, Fut>(&self, id: &str, f: F) -> Result<T, ActionError>
    where
        F: Fn(GameHandle) -> Fut,
        Fut: std::future::Future<Output = Result<T, ActionError>>,
    {
        for _ in 0..2 {
            match f(self.get(id).await?).await {
                Err(ActionError::Gone) => continue,
                other => return other,
            }
        }
        Err(ActionError::Gone)
    }

    fn spawn(&self, record: GameRecord) -> Result<GameHandle, StorageError> {
        let games = Arc::downgrade(&self.games);
        let id = record.id.clone();
        let relay_id = id.clone();
        let (handle, events) = live::spawn(
            record,
            Arc::clone(&self.storage),
            self.engine.clone(),
            Arc::clone(&self.limits),
            move || {
                // Forget the closed handle (unless a new actor replaced it).
                if let Some(games) = games.upgrade() {
                    tokio::spawn(async move {
                        let mut games = games.lock().await;
                        if games.get(&id).is_some_and(GameHandle::is_closed) {
                            games.remove(&id);
                        }
                    });
                }
            },
        )?;
        if let Some(cluster) = self.cluster.get() {
            cluster.relay(relay_id, events);
        }
        Ok(handle)
    }

    /// Stores and starts a new game.
    async fn start(&self, record: GameRecord) -> Result<(String, GameHandle), ActionError> {
        let storage = Arc::clone(&self.storage);
        let stored = record.clone();
        tokio::task::spawn_blocking(move || storage.create(&stored))
            .await
            .map_err(|e| StorageError::Database(e.to_string()))??;
        let id = record.id.clone();
        let (rules, mode) = (record.rules.clone(), record.mode);
        let handle = self.spawn(record)?;
        self.games.lock().await.insert(id.clone(), handle.clone());
        tracing::info!(game = %id, rules = %rules, mode = mode.as_str(), "game created");
        Ok((id, handle))
    }

    /// Creates, stores and starts a game between two players from the
    /// lobby; each gets a seat token of their own.
    pub async fn create_online(&self, new: NewOnline) -> Result<CreatedOnline, ActionError> {
        let tokens = new
            .digests
            .each_ref()
            .map(|d| d.is_none().then(tokens::new_secret));
        let mut seats = [Seat::Open, Seat::Open];
        for c in Color::ALL {
            let digest = match (&new.digests[c.index()], &tokens[c.index()]) {
                (Some(d), _) => d.clone(),
                (None, Some(t)) => tokens::digest(t),
                (None, None) => unreachable!("a token is made for every seat without a digest"),
            };
            seats[c.index()] = Seat::Human { token_digest: digest };
        }
        let game =
            live::start_game(new.rules, [None, None]).map_err(|e| StorageError::Corrupt(e.to_string()))?;
        let record = GameRecord {
            id: tokens::new_game_id(),
            rules: new.rules.name.to_owned(),
            start_fen: game.start_position().fen(),
            arrangements: [None, None],
            mode: Mode::Online,
            level: None,
            seats,
            invite_digest: None,
            moves: Vec::new(),
            resigned: None,
            created_at: now(),
            online: Online {
                players: new.players,
                names: new.names,
                rated: new.rated,
                clock: new.clock,
                ..Online::default()
            },
        };
        let (id, handle) = self.start(record).await?;
        Ok(CreatedOnline { id, tokens, handle })
    }

    /// Creates, stores and starts a game.
    pub async fn create(&self, new: NewGame) -> Result<Created, ActionError> {
        let rules = new.rules;
        let creator = match new.side {
            SideChoice::First => Color::First,
            SideChoice::Second => Color::Second,
            SideChoice::Random => {
                if rand::random::<bool>() {
                    Color::First
                } else {
                    Color::Second
                }
            }
        };
        let token = tokens::new_secret();
        let human = Seat::Human {
            token_digest: tokens::digest(&token),
        };
        let mut invite = None;
        let (seats, colors) = match new.mode {
            Mode::Local => ([human.clone(), human], Color::ALL.to_vec()),
            Mode::Computer | Mode::Friend | Mode::Online => {
                let other = if new.mode == Mode::Computer {
                    Seat::Computer
                } else {
                    invite = Some(tokens::new_secret());
                    Seat::Open
                };
                let mut seats = [other.clone(), other];
                seats[creator.index()] = human;
                (seats, vec![creator])
            }
        };
        let mut arrangements = [None, None];
        if new.start.is_some() && live::has_setup_choice(rules) {
            // Nothing left to choose: the position's pieces stand where they stand.
            arrangements = [Some(Arrangement::MaSangSangMa); 2];
        } else if live::has_setup_choice(rules) {
            match new.setups {
                Some(given) => {
                    for c in Color::ALL {
                        arrangements[c.index()] = Some(given[c.index()].unwrap_or_else(|| {
                            if seats[c.index()] == Seat::Computer {
                                live::random_arrangement()
                            } else {
                                Arrangement::MaSangSangMa
                            }
                        }));
                    }
                }
                None => {
                    // Han chooses first: the computer at once.
                    if seats[Color::Second.index()] == Seat::Computer {
                        arrangements[Color::Second.index()] = Some(live::random_arrangement());
                    }
                }
            }
        }
        let game = match new.start {
            Some(pos) => Game::from_position(pos),
            None => {
                live::start_game(rules, arrangements).map_err(|e| StorageError::Corrupt(e.to_string()))?
            }
        };
        let record = GameRecord {
            id: tokens::new_game_id(),
            rules: rules.name.to_owned(),
            start_fen: game.start_position().fen(),
            arrangements,
            mode: new.mode,
            level: (new.mode == Mode::Computer).then(|| new.level.unwrap_or(4)),
            seats,
            invite_digest: invite.as_deref().map(tokens::digest),
            moves: Vec::new(),
            resigned: None,
            created_at: now(),
            online: Online {
                clock: new.clock,
                ..Online::default()
            },
        };
        let (id, handle) = self.start(record).await?;
        Ok(Created {
            id,
            token,
            colors,
            invite,
            handle,
        })
    }
}
