//! # palace-server
//!
//! The Palace game server: one process serves the browser client, an HTTP
//! API and a WebSocket per game, with games kept in an SQLite file.
//!
//! - [`accounts`]: accounts, sessions, player profiles and leaderboards.
//! - [`lobby`]: seeks, challenges, live games and the online counts.
//! - [`clock`]: Fischer and byo-yomi clocks.
//! - [`ratings`]: Glicko-2 rating updates.
//! - [`archive`]: games as PGN.
//! - [`api`]: HTTP routes and the one mapping from errors to status codes.
//! - [`socket`] and [`protocol`]: the game WebSocket and its messages.
//! - [`live`]: one actor task per live game behind a cloneable handle.
//! - [`registry`]: creates games and loads stored ones on first use.
//! - [`net`]: the accept loop: connection caps and timeouts.
//! - [`limits`]: every limit's value, and the rate buckets.
//! - [`thinking`]: the computer's searches, queued fairly.
//! - [`site`]: the host names links and socket origins may use.
//! - [`storage`]: the [`Storage`] trait and its SQLite implementation.
//! - [`chooser`]: how the computer picks its moves ([`MoveChooser`]).
//! - [`analysis`]: the study board's engine analysis over a WebSocket.
//! - [`status`]: a game's state as JSON (shared with `palace status`).
//! - [`pages`], [`rules_pages`], [`embed`]: pages rendered on the server (the
//!   rules, the embeddable board) in the visitor's language ([`words`]).
//!
//! ```no_run
//! # async fn demo() -> std::io::Result<()> {
//! use palace_server::{AppState, CaptureFirst, SqliteStorage};
//! use std::sync::Arc;
//!
//! let storage = Arc::new(SqliteStorage::open("games.sqlite3".as_ref()).unwrap());
//! let app = AppState::new(storage, Arc::new(CaptureFirst), 2);
//! let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await?;
//! palace_server::serve(listener, app).await
//! # }
//! ```

#![warn(missing_debug_implementations)]

pub mod accounts;
pub mod analysis;
pub mod api;
pub mod archive;
mod assets;
pub mod chooser;
pub mod clock;
pub mod cluster;
pub mod counters;
pub mod domain;
pub mod embed;
pub mod limits;
pub mod live;
pub mod lobby;
pub mod metrics;
pub mod net;
pub mod pages;
pub mod protocol;
pub mod ratings;
pub mod registry;
pub mod rules_pages;
pub mod site;
pub mod socket;
pub mod status;
pub mod storage;
pub mod study_api;
pub mod thinking;
pub mod tokens;
pub mod words;

pub use chooser::{AnalysisLimits, AnalysisLine, CaptureFirst, MoveChooser, Score};
pub use limits::Limits;
pub use registry::Registry;
pub use site::Site;
pub use status::status_json;
pub use storage::{PostgresStorage, Retention, SqliteStorage, Storage, StorageError};

use axum::extract::Request;
use axum::Router;
use clap::Args;
use limits::PerAddress;
use net::Tracker;
use std::future::Future;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;
use tower_http::trace::TraceLayer;
use tracing::level_filters::LevelFilter;

/// What every request handler shares.
#[derive(Clone, Debug)]
pub struct AppState {
    pub registry: Arc<Registry>,
    /// Serve the client from this folder instead of the embedded copy.
    pub web_dir: Option<Arc<PathBuf>>,
    pub limits: Arc<Limits>,
    pub site: Arc<Site>,
    pub tracker: Arc<Tracker>,
    /// Games created per address.
    pub creations: Arc<PerAddress>,
    /// Login and registration attempts per address and per account.
    pub auth_limits: Arc<accounts::AuthLimits>,
    /// Open seeks and challenges.
    pub lobby: Arc<lobby::Lobby>,
    /// Becomes true when the server stops: every socket closes with 1001.
    pub stopping: watch::Receiver<bool>,
    stop: Arc<watch::Sender<bool>>,
    pub retention: Retention,
    /// How often the storage is checked (identity, `quick_check`).
    pub storage_check: Duration,
}

impl AppState {
    /// A server's state: its storage, how the computer chooses moves, and
    /// how many computer searches may run at once; default limits.
    #[must_use]
    pub fn new(storage: Arc<dyn Storage>, chooser: Arc<dyn MoveChooser>, engine_threads: usize) -> AppState {
        AppState::with_limits(storage, chooser, engine_threads, Limits::default())
    }

    /// [`AppState::new`] with the given limits.
    #[must_use]
    pub fn with_limits(
        storage: Arc<dyn Storage>,
        chooser: Arc<dyn MoveChooser>,
        engine_threads: usize,
        limits: Limits,
    ) -> AppState {
        let limits = Arc::new(limits);
        let engine = thinking::Engine::new(chooser, engine_threads);
        let (stop, stopping) = watch::channel(false);
        AppState {
            registry: Arc::new(Registry::new(storage, engine, Arc::clone(&limits))),
            web_dir: None,
            creations: Arc::new(PerAddress::per_minute(
                limits.games_per_minute,
                limits.games_burst,
            )),
            tracker: Arc::new(Tracker::new(Arc::clone(&limits))),
            auth_limits: Arc::new(accounts::AuthLimits::new(&limits)),
            lobby: Arc::new(lobby::Lobby::new(&limits)),
            limits,
            site: Arc::new(Site::default()),
            stopping,
            stop: Arc::new(stop),
            retention: Retention::DEFAULT,
            storage_check: Duration::from_secs(300),
        }
    }

    /// Serves the client's files from a folder (development), not the
    /// copy embedded at compile time.
    #[must_use]
    pub fn with_web_dir(mut self, dir: Option<PathBuf>) -> AppState {
        self.web_dir = dir.map(Arc::new);
        self
    }

    /// Makes this server one node of a cluster (see [`cluster`]): its
    /// games, events and per-address limits are shared with the others.
    pub async fn join_cluster(&self, config: cluster::ClusterConfig) -> Result<(), String> {
        let joined = cluster::Cluster::join(config, &self.registry).await?;
        joined.share_tracker(Arc::clone(&self.tracker));
        joined.share_lobby(&self.lobby);
        self.registry.set_cluster(joined);
        Ok(())
    }

    /// The names this site answers to.
    #[must_use]
    pub fn with_site(mut self, site: Site) -> AppState {
        self.site = Arc::new(site);
        self
    }
}

/// The whole application: API, socket and the embedded client, with a
/// tracing span per request (path only: seat tokens in query strings stay
/// out of the logs).
pub fn router(state: AppState) -> Router {
    api::routes()
        .merge(pages::routes())
        .fallback(api::static_files)
        .method_not_allowed_fallback(api::method_not_allowed)
        .with_state(state)
        // Only the embed routes may be framed by other sites.
        .layer(axum::middleware::from_fn(pages::frame_policy))
        .layer(TraceLayer::new_for_http().make_span_with(
            |req: &Request| tracing::info_span!("request", method = %req.method(), path = %req.uri().path()),
        ))
}

/// Serves the application on a bound listener until the process stops.
pub async fn serve(listener: tokio::net::TcpListener, state: AppState) -> std::io::Result<()> {
    serve_until(listener, state, std::future::pending()).await
}

/// Serves until `stop` resolves; then accepts nothing more, closes every
/// game socket with 1001 (going away) and waits up to two seconds for the
/// connections to finish. Also runs the storage checks and the retention
/// purge in the background.
pub async fn serve_until(
    listener: tokio::net::TcpListener,
    state: AppState,
    stop: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let maintenance = tokio::spawn(maintain(state.clone()));
    let counting = tokio::spawn(count_online(state.clone()));
    let tracker = Arc::clone(&state.tracker);
    let stopper = Arc::clone(&state.stop);
    net::accept_loop(
        listener,
        router(state.clone()),
        Arc::clone(&tracker),
        Arc::clone(&state.limits),
        stop,
    )
    .await;
    let _ = stopper.send(true);
    maintenance.abort();
    counting.abort();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(2);
    while tracker.counts().1 > 0 && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // Sockets are closed (clients reconnect, to another node) and every
    // acknowledged write is committed: other nodes may take the games now.
    if let Some(cluster) = state.registry.cluster() {
        cluster.leave().await;
    }
    Ok(())
}

/// Periodic work: storage checks and the retention purge (hourly).
async fn maintain(state: AppState) {
    let storage = state.registry.storage();
    let check = state.storage_check.max(Duration::from_millis(100));
    let mut next_purge = tokio::time::Instant::now();
    loop {
        let s = Arc::clone(&storage);
        let _ = tokio::task::spawn_blocking(move || s.check()).await;
        if tokio::time::Instant::now() >= next_purge {
            next_purge += Duration::from_secs(3600);
            let keep = state.registry.live_ids().await;
            let s = Arc::clone(&storage);
            let retention = state.retention;
            match tokio::task::spawn_blocking(move || s.purge(retention, storage::now(), &keep)).await {
                Ok(Ok(0)) => {}
                Ok(Ok(n)) => tracing::info!(games = n, "purged games past the retention policy"),
                Ok(Err(e)) => tracing::warn!("purging old games failed: {e}"),
                Err(e) => tracing::warn!("purging old games failed: {e}"),
            }
        }
        tokio::time::sleep(check).await;
    }
}

/// Keeps the lobby's "online now" and "games now" counts current (every
/// two seconds; lobby sockets hear of changes only).
async fn count_online(state: AppState) {
    loop {
        let (online, games) = lobby::api::counts(&state).await;
        state.lobby.send_stats(online, games);
        tokio::time::sleep(Duration::from_secs(2)).await;
    }
}

/// How `palace serve` writes its log lines.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogFormat {
    /// Human-readable lines.
    Text,
    /// One JSON object a line: timestamp, level, target and fields.
    Json,
}

/// Options of `palace serve`; each can also be set from the environment.
#[derive(Args, Debug, Clone)]
pub struct ServeArgs {
    /// Address and port to listen on (port 0 picks a free port; 0.0.0.0:8080 to let other devices in).
    #[arg(
        long,
        env = "PALACE_BIND",
        default_value = "127.0.0.1:8080",
        value_name = "ADDR:PORT"
    )]
    pub bind: SocketAddr,
    /// Where games are kept: a SQLite file (created, with its folder, on first run) or a PostgreSQL URL (postgres://user@host:port/db) that several nodes share.
    #[arg(
        long,
        env = "PALACE_DATABASE",
        default_value = "palace.sqlite3",
        value_name = "FILE|URL"
    )]
    pub database: String,
    /// How many computer-opponent searches run at once [default: the number of CPU cores].
    #[arg(long, env = "PALACE_ENGINE_THREADS", value_name = "N",
          value_parser = clap::value_parser!(u16).range(1..=1024))]
    pub engine_threads: Option<u16>,
    /// Serve the browser client from this folder instead of the copy built into the binary (for developing it).
    #[arg(long, env = "PALACE_WEB_DIR", value_name = "DIR")]
    pub web_dir: Option<PathBuf>,
    /// Log level: error, warn, info, debug or trace.
    #[arg(long, env = "PALACE_LOG_LEVEL", default_value = "info", value_name = "LEVEL")]
    pub log_level: LevelFilter,
    /// Log lines as text or as one JSON object each (for a log collector).
    #[arg(
        long,
        env = "PALACE_LOG_FORMAT",
        value_enum,
        default_value = "text",
        value_name = "FORMAT"
    )]
    pub log_format: LogFormat,
    /// The address players use to reach this server (e.g. https://palace.example); every link starts with it.
    #[arg(long, env = "PALACE_PUBLIC_URL", value_name = "URL")]
    pub public_url: Option<String>,
    /// Another host name (host or host:port) this server answers to, for links and socket origins; repeatable.
    #[arg(
        long = "allowed-host",
        env = "PALACE_ALLOWED_HOSTS",
        value_delimiter = ',',
        value_name = "HOST"
    )]
    pub allowed_hosts: Vec<String>,
    /// Most open connections in all [default: 10000, less if the file limit is lower].
    #[arg(long, env = "PALACE_MAX_CONNECTIONS", value_name = "N")]
    pub max_connections: Option<usize>,
    /// Most open connections from one address.
    #[arg(long, env = "PALACE_MAX_CONNECTIONS_PER_ADDRESS", default_value_t = Limits::default().max_connections_per_address, value_name = "N")]
    pub max_connections_per_address: usize,
    /// Games one address may create per minute (bursts of as many are allowed).
    #[arg(long, env = "PALACE_GAMES_PER_MINUTE", default_value_t = Limits::default().games_per_minute, value_name = "N")]
    pub games_per_minute: f64,
    /// Spectators one game takes.
    #[arg(long, env = "PALACE_MAX_SPECTATORS", default_value_t = Limits::default().max_spectators, value_name = "N")]
    pub max_spectators: usize,
    /// Seconds a player of a two-player game may be gone before the opponent may claim it.
    #[arg(long, env = "PALACE_ABANDON_GRACE", default_value_t = Limits::default().abandon_grace.as_secs(),
          value_name = "SECONDS", value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub abandon_grace: u64,
    /// Delete games nobody opened or played for this many days (games without a move: after one day).
    #[arg(long, env = "PALACE_RETENTION_DAYS", default_value_t = 90, value_name = "DAYS",
          value_parser = clap::value_parser!(u32).range(1..))]
    pub retention_days: u32,
    /// Run as one node of several: the Redis server (redis://host:port) that carries games between nodes; needs a postgres:// --database shared by all of them.
    #[arg(long, env = "PALACE_REDIS", value_name = "URL")]
    pub redis: Option<String>,
    /// This node's name in the cluster, unique among its nodes [default: node- and random letters].
    #[arg(long, env = "PALACE_NODE", value_name = "NAME", requires = "redis",
          value_parser = node_name)]
    pub node: Option<String>,
    /// The cluster's name: nodes sharing one Redis form one cluster per name.
    #[arg(long, env = "PALACE_CLUSTER", default_value = "palace", value_name = "NAME",
          value_parser = node_name)]
    pub cluster: String,
}

/// A node or cluster name: 1-64 letters, digits, `-`, `_` and `.` (they
/// become parts of Redis channel names).
fn node_name(s: &str) -> Result<String, String> {
    let ok = (1..=64).contains(&s.len())
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
    if ok {
        Ok(s.to_owned())
    } else {
        Err("1-64 letters, digits, '-', '_' or '.'".to_owned())
    }
}

/// `palace serve`: opens the database, binds, prints the address and
/// serves until interrupted (Ctrl-C or SIGTERM). The computer plays with
/// [`CaptureFirst`] until an engine is passed to [`run_with`].
pub fn run(args: ServeArgs) -> Result<(), String> {
    run_with(args, Arc::new(CaptureFirst))
}

/// [`run`] with the computer's moves chosen by `chooser` (the engine).
pub fn run_with(args: ServeArgs, chooser: Arc<dyn MoveChooser>) -> Result<(), String> {
    use std::io::IsTerminal;
    let logs = tracing_subscriber::fmt()
        .with_max_level(args.log_level)
        .with_writer(std::io::stderr);
    let _ = match args.log_format {
        LogFormat::Json => logs.json().with_ansi(false).try_init(),
        // Colour codes only for a terminal, never into a log file.
        LogFormat::Text => logs.with_ansi(std::io::stderr().is_terminal()).try_init(),
    };
    let threads = args.engine_threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get),
        usize::from,
    );
    let site = Site::new(args.public_url.clone(), args.allowed_hosts.clone())?;
    net::return_large_allocations();
    let budget = net::connection_budget(net::raise_file_limit());
    let defaults = Limits::default();
    let wanted = args.max_connections.unwrap_or(defaults.max_connections);
    let limits = Limits {
        max_connections: budget.map_or(wanted, |b| wanted.min(b)),
        max_connections_per_address: args.max_connections_per_address,
        games_per_minute: args.games_per_minute,
        games_burst: args.games_per_minute.max(1.0),
        max_spectators: args.max_spectators,
        abandon_grace: std::time::Duration::from_secs(args.abandon_grace),
        ..defaults
    };
    let shown = storage::shown_database(&args.database);
    let storage = storage::open(&args.database).map_err(|e| format!("opening database {shown}: {e}"))?;
    if let Err(why) = storage.health() {
        tracing::error!("{why}: the server starts, but refuses every write and /health says not ready");
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("starting the runtime: {e}"))?;
    let result = runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(args.bind)
            .await
            .map_err(|e| format!("binding {}: {e}", args.bind))?;
        let addr = listener.local_addr().map_err(|e| e.to_string())?;
        tracing::info!(database = %shown, engine_threads = threads,
            max_connections = limits.max_connections, "starting");
        println!("Palace is listening on http://{addr}");
        use std::io::Write;
        let _ = std::io::stdout().flush();
        let mut state = AppState::with_limits(storage, chooser, threads, limits)
            .with_web_dir(args.web_dir)
            .with_site(site);
        state.retention = Retention {
            idle_secs: i64::from(args.retention_days) * 86_400,
            ..Retention::DEFAULT
        };
        if let Some(redis) = args.redis {
            let node = args
                .node
                .unwrap_or_else(|| format!("node-{}", &tokens::new_secret()[..8].to_ascii_lowercase()));
            let config = cluster::ClusterConfig {
                redis,
                node,
                name: args.cluster,
            };
            state.join_cluster(config).await?;
        }
        serve_until(listener, state, async {
            shutdown_signal().await;
            tracing::info!("stopping: closing sockets");
        })
        .await
        .map_err(|e| format!("serving: {e}"))
    });
    // Every acknowledged move is already stored: stopping need not wait.
    runtime.shutdown_timeout(Duration::from_secs(1));
    result
}

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let Ok(mut term) = signal(SignalKind::terminate()) else {
            let _ = tokio::signal::ctrl_c().await;
            return;
        };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {},
            _ = term.recv() => {},
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

#[cfg(test)]
mod tests {
    use super::ServeArgs;
    use clap::Parser;

    #[derive(Parser)]
    struct Serve {
        #[command(flatten)]
        args: ServeArgs,
    }

    #[test]
    fn the_abandon_grace_is_a_minute_unless_set_within_an_hour() {
        let parse = |extra: &[&str]| {
            Serve::try_parse_from([&["serve"], extra].concat()).map(|s| s.args.abandon_grace)
        };
        assert_eq!(parse(&[]).unwrap(), 60);
        assert_eq!(parse(&["--abandon-grace", "5"]).unwrap(), 5);
        for bad in ["0", "3601", "soon"] {
            let e = parse(&["--abandon-grace", bad]).unwrap_err().to_string();
            assert!(e.contains("--abandon-grace"), "{e}");
        }
    }
}
