//! Several nodes: `palace serve --database postgres://... --redis redis://...`
//! on two or more ports (or machines) serve one site together.
//!
//! - **Ownership.** Each live game has one owner node at a time, recorded
//!   as a lease in PostgreSQL (see `storage/pg_leases.rs`): the node that
//!   creates a game owns it, and a node asked for a game nobody holds
//!   claims it and loads it from the store. Owners renew their leases
//!   every [`RENEW_EVERY`]; a dead node's leases lapse after [`LEASE_TTL`]
//!   and its games are claimed by the next node asked for them, which
//!   replays them from the store (acknowledged moves are committed there
//!   first, and a node's writes are fenced by its lease).
//! - **Calls.** A node asked for a game another node owns gets a
//!   [`RemoteGame`]: the same calls as a local game's handle, sent as
//!   [`wire::Envelope`]s to the owner's Redis channel and answered on the
//!   caller's. Players and spectators can therefore connect to any node.
//! - **Events.** Every event of a game is published on the game's Redis
//!   channel by its owner; nodes with connections to it subscribe.
//! - **Node death.** Nodes also renew a row of their own; a node that
//!   sees an owner's row lapse closes its connections to that owner's
//!   games (clients reconnect, and the game is taken over), and an owner
//!   forgets the connections a dead node had opened.

pub mod limits;
mod lobby;
mod remote;
mod wire;

pub(crate) use lobby::LobbyOp;
pub use remote::RemoteGame;

use crate::live::{Access, ActionError, GameHandle};
use crate::registry::Registry;
use crate::storage::{Claim, Storage, StorageError};
use futures_util::StreamExt;
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError, RwLock, Weak};
use std::time::Duration;
use tokio::sync::oneshot;
use wire::{Answer, Call, Envelope, WireError};

/// How long a game's lease (and a node's liveness) lasts unrenewed: the
/// longest a dead node's games wait to be taken over.
pub const LEASE_TTL: Duration = Duration::from_secs(5);

/// How often a node renews its leases and reads which nodes are alive.
pub const RENEW_EVERY: Duration = Duration::from_secs(1);

/// How long a call to another node waits for its answer.
const CALL_TIMEOUT: Duration = Duration::from_secs(3);

/// How a node joins a cluster.
#[derive(Clone, Debug)]
pub struct ClusterConfig {
    /// `redis://host:port`.
    pub redis: String,
    /// This node's name, unique in the cluster.
    pub node: String,
    /// The cluster's name: the prefix of its Redis channels (clusters, or
    /// test runs, sharing one Redis keep apart by it).
    pub name: String,
}

/// Counters for `/metrics`.
#[derive(Default, Debug)]
pub struct ClusterStats {
    /// Calls sent to other nodes, and those that failed (timeout, no owner).
    pub calls: AtomicU64,
    pub calls_failed: AtomicU64,
    /// Round-trip time of calls to other nodes, in microseconds, summed.
    pub call_us_total: AtomicU64,
    /// Calls served for other nodes.
    pub served: AtomicU64,
    /// Events published, and the time publishing took (microseconds).
    pub published: AtomicU64,
    pub publish_us_total: AtomicU64,
    pub publish_failed: AtomicU64,
    /// Lease renewals that failed (the database not reachable).
    pub renew_failed: AtomicU64,
    /// Lease renewal round trips (microseconds, summed) and their count.
    pub renew_us_total: AtomicU64,
    pub renewals: AtomicU64,
    /// Games claimed from storage (created elsewhere, unloaded, or taken
    /// over from a dead node).
    pub claimed: AtomicU64,
}

/// Connections one node opened to this node's games: how many per game
/// and seats.
type Opened = HashMap<(String, [bool; 2]), usize>;

/// This node's part in a cluster.
pub struct Cluster {
    config: ClusterConfig,
    storage: Arc<dyn Storage>,
    client: redis::Client,
    publisher: redis::aio::ConnectionManager,
    /// The subscribing connection's sending half, while connected.
    sink: Mutex<Option<redis::aio::PubSubSink>>,
    /// Game channels subscribed to, with how many [`RemoteGame`]s want each.
    subscriptions: tokio::sync::Mutex<HashMap<String, usize>>,
    remote: Mutex<HashMap<String, Weak<RemoteGame>>>,
    pending: Mutex<HashMap<u64, oneshot::Sender<Result<Answer, WireError>>>>,
    next_call: AtomicU64,
    /// The nodes alive at the last reading (`None`: not read yet).
    alive: RwLock<Option<HashSet<String>>>,
    /// Connections other nodes opened to games this node owns, by node.
    remote_connections: Mutex<HashMap<String, Opened>>,
    redis_up: AtomicBool,
    registry: Weak<Registry>,
    /// This node's copy of the lobby, and its changes on their way out.
    lobby: std::sync::OnceLock<Weak<crate::lobby::Lobby>>,
    lobby_out: std::sync::OnceLock<tokio::sync::mpsc::UnboundedSender<String>>,
    /// This node's connections, shared for the per-address cap.
    tracker: std::sync::OnceLock<Arc<crate::net::Tracker>>,
    me: Weak<Cluster>,
    pub stats: ClusterStats,
}

impl std::fmt::Debug for Cluster {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cluster")
            .field("node", &self.config.node)
            .finish_non_exhaustive()
    }
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

fn micros(since: std::time::Instant) -> u64 {
    u64::try_from(since.elapsed().as_micros()).unwrap_or(u64::MAX)
}

impl Cluster {
    /// Joins the cluster: checks that the store is shared (PostgreSQL) and
    /// Redis answers, then starts renewing leases and listening. A node
    /// must not start without them.
    pub async fn join(config: ClusterConfig, registry: &Arc<Registry>) -> Result<Arc<Cluster>, String> {
        let storage = registry.storage();
        let leases = storage
            .leases()
            .ok_or("several nodes need a shared store: --database postgres://...")?;
        leases
            .join(&config.node)
            .map_err(|e| format!("joining the cluster: {e}"))?;
        let client = redis::Client::open(config.redis.as_str())
            .map_err(|e| format!("the Redis URL is not valid: {e}"))?;
        let manager = redis::aio::ConnectionManagerConfig::new()
            .set_connection_timeout(Duration::from_secs(2))
            .set_response_timeout(Duration::from_secs(2))
            .set_number_of_retries(1);
        let publisher = tokio::time::timeout(
            Duration::from_secs(5),
            redis::aio::ConnectionManager::new_with_config(client.clone(), manager),
        )
        .await
        .map_err(|_| format!("Redis at {} did not answer", config.redis))?
        .map_err(|e| format!("Redis at {} is not reachable: {e}", config.redis))?;
        let cluster = Arc::new_cyclic(|me| Cluster {
            config,
            storage,
            client,
            publisher,
            sink: Mutex::new(None),
            subscriptions: tokio::sync::Mutex::default(),
            remote: Mutex::default(),
            pending: Mutex::default(),
            next_call: AtomicU64::new(1),
            alive: RwLock::new(None),
            remote_connections: Mutex::default(),
            redis_up: AtomicBool::new(false),
            registry: Arc::downgrade(registry),
            tracker: std::sync::OnceLock::new(),
            lobby: std::sync::OnceLock::new(),
            lobby_out: std::sync::OnceLock::new(),
            me: me.clone(),
            stats: ClusterStats::default(),
        });
        // Alive before anything is served: other nodes may call at once.
        cluster.renew().await;
        let (ready, listening) = oneshot::channel();
        tokio::spawn(Arc::clone(&cluster).listen(Some(ready)));
        tokio::spawn(Arc::clone(&cluster).keep_leases());
        let _ = tokio::time::timeout(Duration::from_secs(5), listening).await;
        tracing::info!(node = %cluster.config.node, cluster = %cluster.config.name, "joined the cluster");
        Ok(cluster)
    }

    /// This node's name.
    #[must_use]
    pub fn node(&self) -> &str {
        &self.config.node
    }

    /// Whether the Redis connection that carries calls and events is up.
    #[must_use]
    pub fn redis_up(&self) -> bool {
        self.redis_up.load(Ordering::Relaxed)
    }

    /// How many nodes were alive at the last reading.
    #[must_use]
    pub fn nodes_alive(&self) -> usize {
        self.alive
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
            .map_or(0, HashSet::len)
    }

    fn node_channel(&self, node: &str) -> String {
        format!("{}:node:{node}", self.config.name)
    }

    fn game_channel(&self, game: &str) -> String {
        format!("{}:game:{game}", self.config.name)
    }

    /// Asks Redis round trip how long it takes (for `/health`).
    pub async fn ping(&self) -> Result<Duration, String> {
        let start = std::time::Instant::now();
        let mut conn = self.publisher.clone();
        tokio::time::timeout(
            Duration::from_secs(2),
            redis::cmd("PING").query_async::<String>(&mut conn),
        )
        .await
        .map_err(|_| "Redis did not answer within 2 s".to_owned())?
        .map_err(|e| format!("Redis: {e}"))?;
        Ok(start.elapsed())
    }

    /// Whether `node` was alive at the last reading (unknown: assumed so).
    fn is_alive(&self, node: &str) -> bool {
        self.alive
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
            .map_or(true, |a| a.contains(node))
    }

    /// Claims game `id` for this node (blocking; the registry calls it on
    /// a blocking thread while it holds its lock).
    pub(crate) fn claim(&self, id: &str) -> Result<Claim, StorageError> {
        let leases = self.storage.leases().ok_or(StorageError::NotFound)?;
        let claim = leases.claim(id, &self.config.node, LEASE_TTL)?;
        if claim == Claim::Ours {
            self.stats.claimed.fetch_add(1, Ordering::Relaxed);
        }
        Ok(claim)
    }

    /// The handle of a game `owner` holds: an existing one, or a new one.
    pub(crate) fn remote_game(&self, id: &str, owner: &str) -> GameHandle {
        let mut remote = lock(&self.remote);
        if let Some(r) = remote.get(id).and_then(Weak::upgrade) {
            if r.owner() == owner && !r.is_broken() {
                return GameHandle::remote(r);
            }
            // Events go to the handle in this map only: a replaced handle
            // must end its connections (their clients reconnect and get
            // the state afresh), not leave them open and never fed. Under
            // load an owner seen dead for a moment left 2 to 4% of the
            // remote players waiting for a move that never came.
            r.break_off();
        }
        let cluster = self
            .me
            .upgrade()
            .expect("a cluster method runs on a live cluster");
        let r = Arc::new(RemoteGame::new(cluster, id.to_owned(), owner.to_owned()));
        remote.insert(id.to_owned(), Arc::downgrade(&r));
        GameHandle::remote(r)
    }

    /// The handle of a game this node knows another node owns, if any.
    pub(crate) fn known_remote(&self, id: &str) -> Option<GameHandle> {
        lock(&self.remote)
            .get(id)
            .and_then(Weak::upgrade)
            .filter(|r| !r.is_broken())
            .map(GameHandle::remote)
    }

    /// Publishes every event of a game this node owns on the game's
    /// channel, until the game unloads.
    pub(crate) fn relay(
        self: &Arc<Self>,
        id: String,
        mut events: tokio::sync::broadcast::Receiver<crate::live::Event>,
    ) {
        let cluster = Arc::clone(self);
        tokio::spawn(async move {
            let channel = cluster.game_channel(&id);
            let mut conn = cluster.publisher.clone();
            loop {
                match events.recv().await {
                    Ok(event) => {
                        let start = std::time::Instant::now();
                        let sent = redis::cmd("PUBLISH")
                            .arg(&channel)
                            .arg(wire::encode_event(&event))
                            .query_async::<i64>(&mut conn)
                            .await;
                        let s = &cluster.stats;
                        s.published.fetch_add(1, Ordering::Relaxed);
                        s.publish_us_total.fetch_add(micros(start), Ordering::Relaxed);
                        if let Err(e) = sent {
                            s.publish_failed.fetch_add(1, Ordering::Relaxed);
                            tracing::debug!(game = %id, "event not published: {e}");
                        }
                    }
                    Err(tokio::sync::broadcast::error::RecvError::Lagged(n)) => {
                        // Other nodes' clients see a gap and resynchronise.
                        tracing::warn!(game = %id, missed = n, "event relay fell behind");
                    }
                    Err(tokio::sync::broadcast::error::RecvError::Closed) => break,
                }
            }
        });
    }

    /// Subscribes to a game's channel (counted: several remote handles of
    /// one game share the subscription).
    async fn subscribe(&self, game: &str) -> Result<(), ActionError> {
        let channel = self.game_channel(game);
        let mut subs = self.subscriptions.lock().await;
        let count = subs.entry(channel.clone()).or_insert(0);
        *count += 1;
        if *count > 1 {
            return Ok(());
        }
        let sink = lock(&self.sink).clone();
        let done = match sink {
            Some(mut sink) => sink.subscribe(&channel).await.map_err(|e| e.to_string()),
            None => Err("not connected".to_owned()),
        };
        if let Err(e) = done {
            subs.remove(&channel);
            tracing::warn!(game, "cannot follow a game on another node: Redis {e}");
            return Err(ActionError::Gone);
        }
        Ok(())
    }

    async fn unsubscribe(&self, game: &str) {
        let channel = self.game_channel(game);
        let mut subs = self.subscriptions.lock().await;
        let Some(count) = subs.get_mut(&channel) else {
            return;
        };
        *count -= 1;
        if *count == 0 {
            subs.remove(&channel);
            let sink = lock(&self.sink).clone();
            if let Some(mut sink) = sink {
                let _ = sink.unsubscribe(&channel).await;
            }
        }
    }

    /// Sends a call to the owner of a game and waits for its answer.
    async fn call(&self, owner: &str, game: &str, call: Call) -> Result<Answer, ActionError> {
        let id = self.next_call.fetch_add(1, Ordering::Relaxed);
        let (tx, rx) = oneshot::channel();
        lock(&self.pending).insert(id, tx);
        let envelope = Envelope::Call {
            id,
            from: self.config.node.clone(),
            game: game.to_owned(),
            call,
        };
        let start = std::time::Instant::now();
        self.stats.calls.fetch_add(1, Ordering::Relaxed);
        let answer = async {
            let text = serde_json::to_string(&envelope).map_err(|_| ActionError::Gone)?;
            let mut conn = self.publisher.clone();
            let heard: i64 = redis::cmd("PUBLISH")
                .arg(self.node_channel(owner))
                .arg(text)
                .query_async(&mut conn)
                .await
                .map_err(|e| {
                    tracing::debug!("call to {owner} not sent: {e}");
                    ActionError::Gone
                })?;
            if heard == 0 {
                // Nobody listens on the owner's channel: it is gone.
                return Err(ActionError::Gone);
            }
            match tokio::time::timeout(CALL_TIMEOUT, rx).await {
                Ok(Ok(answer)) => answer.map_err(ActionError::from),
                _ => Err(ActionError::Gone),
            }
        }
        .await;
        lock(&self.pending).remove(&id);
        self.stats
            .call_us_total
            .fetch_add(micros(start), Ordering::Relaxed);
        if matches!(answer, Err(ActionError::Gone)) {
            self.stats.calls_failed.fetch_add(1, Ordering::Relaxed);
        }
        answer
    }

    /// Listens on this node's channel and the game channels it follows;
    /// reconnects (and subscribes again) when Redis goes away.
    async fn listen(self: Arc<Self>, mut ready: Option<oneshot::Sender<()>>) {
        let own = self.node_channel(&self.config.node);
        let lobby = self.lobby_channel();
        let mut reported = false;
        loop {
            match tokio::time::timeout(Duration::from_secs(2), self.client.get_async_pubsub()).await {
                Ok(Ok(pubsub)) => {
                    let (mut sink, mut stream) = pubsub.split();
                    let mut ok = sink.subscribe(&own).await.is_ok() && sink.subscribe(&lobby).await.is_ok();
                    {
                        let subs = self.subscriptions.lock().await;
                        for channel in subs.keys() {
                            ok &= sink.subscribe(channel).await.is_ok();
                        }
                        *lock(&self.sink) = Some(sink);
                    }
                    if ok {
                        self.redis_up.store(true, Ordering::Relaxed);
                        if reported {
                            tracing::info!("Redis reachable again");
                        }
                        if let Some(r) = ready.take() {
                            let _ = r.send(());
                        }
                        while let Some(msg) = stream.next().await {
                            if msg.get_channel_name() == lobby {
                                self.apply_lobby(msg.get_payload_bytes());
                            } else {
                                self.dispatch(&own, &msg);
                            }
                        }
                    }
                    *lock(&self.sink) = None;
                }
                Ok(Err(e)) if !reported => tracing::error!("Redis is not reachable: {e}"),
                Err(_) if !reported => tracing::error!("Redis did not answer"),
                _ => {}
            }
            if self.redis_up.swap(false, Ordering::Relaxed) {
                tracing::error!("lost the connection to Redis; reconnecting");
            }
            reported = true;
            // Events may have been missed: connections to other nodes'
            // games start over (their clients reconnect and resync).
            self.break_remote(|_| true);
            tokio::time::sleep(Duration::from_millis(250)).await;
        }
    }

    fn dispatch(&self, own: &str, msg: &redis::Msg) {
        let channel = msg.get_channel_name();
        if channel == own {
            match serde_json::from_slice::<Envelope>(msg.get_payload_bytes()) {
                Ok(Envelope::Answer { id, answer }) => {
                    if let Some(tx) = lock(&self.pending).remove(&id) {
                        let _ = tx.send(answer);
                    }
                }
                Ok(Envelope::Call { id, from, game, call }) => {
                    if let Some(me) = self.me.upgrade() {
                        tokio::spawn(async move { me.serve(id, from, game, call).await });
                    }
                }
                Err(e) => tracing::warn!("unreadable message from another node: {e}"),
            }
        } else if let Some(game) = channel
            .strip_prefix(self.config.name.as_str())
            .and_then(|c| c.strip_prefix(":game:"))
        {
            let target = lock(&self.remote).get(game).and_then(Weak::upgrade);
            if let (Some(r), Some(event)) = (target, wire::decode_event(msg.get_payload_bytes())) {
                r.deliver(event);
            }
        }
    }

    /// Serves another node's call to a game this node owns (claiming it
    /// from the store if nobody does), and sends the answer back.
    async fn serve(&self, id: u64, from: String, game: String, call: Call) {
        self.stats.served.fetch_add(1, Ordering::Relaxed);
        let answer = match self.registry.upgrade() {
            Some(registry) => self.answer(&registry, &from, &game, call).await,
            None => Err(ActionError::Gone),
        };
        let envelope = Envelope::Answer {
            id,
            answer: answer.map_err(|e| WireError::from(&e)),
        };
        let Ok(text) = serde_json::to_string(&envelope) else {
            return;
        };
        let mut conn = self.publisher.clone();
        let sent: redis::RedisResult<i64> = redis::cmd("PUBLISH")
            .arg(self.node_channel(&from))
            .arg(text)
            .query_async(&mut conn)
            .await;
        if let Err(e) = sent {
            tracing::debug!("answer to {from} not sent: {e}");
        }
    }

    async fn answer(
        &self,
        registry: &Registry,
        from: &str,
        game: &str,
        call: Call,
    ) -> Result<Answer, ActionError> {
        let handle = registry.owned(game).await?;
        match call {
            Call::Act {
                access,
                version,
                action,
            } => handle.act(access, version, action).await.map(|()| Answer::Done),
            Call::View => Ok(Answer::View {
                state: (*handle.view().await?).clone(),
            }),
            Call::Connect { token } => {
                let c = handle.connect(token).await?;
                self.count_connection(from, game, c.access, true);
                Ok(Answer::Connected {
                    access: c.access,
                    state: (*c.state).clone(),
                })
            }
            Call::Disconnect { access } => {
                self.count_connection(from, game, access, false);
                handle.disconnect(access).await;
                Ok(Answer::Done)
            }
            Call::Join { invite } => handle.join(invite).await.map(|j| Answer::Joined {
                token: j.token,
                first: j.color == palace_rules::Color::First,
            }),
            Call::Chat {
                access,
                author,
                room,
                text,
            } => handle
                .chat(access, author, room, text)
                .await
                .map(|()| Answer::Done),
        }
    }

    /// Keeps count of the connections node `from` opened to this node's
    /// games, so that they can be closed if that node dies.
    fn count_connection(&self, from: &str, game: &str, access: Access, open: bool) {
        let mut all = lock(&self.remote_connections);
        let of_node = all.entry(from.to_owned()).or_default();
        let key = (game.to_owned(), access.seats);
        if open {
            *of_node.entry(key).or_insert(0) += 1;
        } else if let Some(n) = of_node.get_mut(&key) {
            *n -= 1;
            if *n == 0 {
                of_node.remove(&key);
            }
        }
        if all.get(from).is_some_and(HashMap::is_empty) {
            all.remove(from);
        }
    }

    /// Renews this node's leases and reads which nodes are alive.
    async fn renew(&self) {
        let Some(registry) = self.registry.upgrade() else {
            return;
        };
        let games: Vec<String> = registry.local_ids().await;
        let storage = Arc::clone(&self.storage);
        let node = self.config.node.clone();
        let start = std::time::Instant::now();
        let result = tokio::task::spawn_blocking(move || {
            let leases = storage.leases().ok_or(StorageError::NotFound)?;
            leases.renew(&node, &games, LEASE_TTL)?;
            leases.live_nodes()
        })
        .await
        .unwrap_or_else(|e| Err(StorageError::Database(e.to_string())));
        match result {
            Ok(nodes) => {
                self.stats.renewals.fetch_add(1, Ordering::Relaxed);
                self.stats
                    .renew_us_total
                    .fetch_add(micros(start), Ordering::Relaxed);
                self.share_connections(&nodes).await;
                let alive: HashSet<String> = nodes.into_iter().collect();
                self.forget_dead(&alive).await;
                *self.alive.write().unwrap_or_else(PoisonError::into_inner) = Some(alive);
            }
            Err(e) => {
                self.stats.renew_failed.fetch_add(1, Ordering::Relaxed);
                tracing::warn!("leases not renewed: {e}");
            }
        }
    }

    /// Closes this node's connections to dead nodes' games (their clients
    /// reconnect, and the games are taken over), and forgets what dead
    /// nodes had opened to this node's games.
    async fn forget_dead(&self, alive: &HashSet<String>) {
        self.break_remote(|owner| !alive.contains(owner));
        let dead: Vec<(String, Opened)> = {
            let mut all = lock(&self.remote_connections);
            let gone: Vec<String> = all.keys().filter(|n| !alive.contains(*n)).cloned().collect();
            gone.into_iter()
                .filter_map(|n| all.remove(&n).map(|c| (n, c)))
                .collect()
        };
        let Some(registry) = self.registry.upgrade() else {
            return;
        };
        for (node, connections) in dead {
            tracing::warn!(%node, "node gone: closing the connections it had opened");
            for ((game, seats), n) in connections {
                if let Ok(handle) = registry.owned(&game).await {
                    for _ in 0..n {
                        handle.disconnect(Access { seats }).await;
                    }
                }
            }
        }
    }

    /// Breaks the remote handles whose owner matches.
    fn break_remote(&self, owner_gone: impl Fn(&str) -> bool) {
        let broken: Vec<Arc<RemoteGame>> = lock(&self.remote)
            .values()
            .filter_map(Weak::upgrade)
            .filter(|r| owner_gone(r.owner()))
            .collect();
        for r in broken {
            r.break_off();
        }
    }

    async fn keep_leases(self: Arc<Self>) {
        let mut every = tokio::time::interval(RENEW_EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            if self.registry.strong_count() == 0 {
                return;
            }
            self.renew().await;
        }
    }

    /// Hands this node's games over at shutdown: gives up every lease, so
    /// that other nodes take them at once rather than after [`LEASE_TTL`].
    pub async fn leave(&self) {
        let storage = Arc::clone(&self.storage);
        let node = self.config.node.clone();
        let released = tokio::task::spawn_blocking(move || match storage.leases() {
            Some(l) => l.release(&node, None),
            None => Ok(()),
        })
        .await;
        match released {
            Ok(Ok(())) => tracing::info!("left the cluster: games handed over"),
            Ok(Err(e)) => tracing::warn!("leases not released (they lapse in {LEASE_TTL:?}): {e}"),
            Err(e) => tracing::warn!("leases not released: {e}"),
        }
    }
}
