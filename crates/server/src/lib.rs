//! # palace-server
//!
//! The Palace game server: one process serves the browser client, an HTTP
//! API and a WebSocket per game, with games kept in an SQLite file.
//!
//! - [`api`]: HTTP routes and the one mapping from errors to status codes.
//! - [`socket`] and [`protocol`]: the game WebSocket and its messages.
//! - [`live`]: one actor task per live game behind a cloneable handle.
//! - [`registry`]: creates games and loads stored ones on first use.
//! - [`storage`]: the [`Storage`] trait and its SQLite implementation.
//! - [`chooser`]: how the computer picks its moves ([`MoveChooser`]).
//! - [`status`]: a game's state as JSON (shared with `palace status`).
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

pub mod api;
mod assets;
pub mod chooser;
pub mod live;
pub mod protocol;
pub mod registry;
pub mod socket;
pub mod status;
pub mod storage;
pub mod tokens;

pub use chooser::{CaptureFirst, MoveChooser};
pub use registry::Registry;
pub use status::status_json;
pub use storage::{SqliteStorage, Storage, StorageError};

use axum::extract::Request;
use axum::Router;
use clap::Args;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use tokio::sync::Semaphore;
use tower_http::trace::TraceLayer;
use tracing::level_filters::LevelFilter;

/// What every request handler shares.
#[derive(Clone, Debug)]
pub struct AppState {
    pub registry: Arc<Registry>,
    /// Serve the client from this folder instead of the embedded copy.
    pub web_dir: Option<Arc<PathBuf>>,
}

impl AppState {
    /// A server's state: its storage, how the computer chooses moves, and
    /// how many computer searches may run at once.
    #[must_use]
    pub fn new(storage: Arc<dyn Storage>, chooser: Arc<dyn MoveChooser>, engine_threads: usize) -> AppState {
        let engine = live::Engine {
            chooser,
            permits: Arc::new(Semaphore::new(engine_threads.max(1))),
        };
        AppState {
            registry: Arc::new(Registry::new(storage, engine)),
            web_dir: None,
        }
    }

    /// Serves the client's files from a folder (development), not the
    /// copy embedded at compile time.
    #[must_use]
    pub fn with_web_dir(mut self, dir: Option<PathBuf>) -> AppState {
        self.web_dir = dir.map(Arc::new);
        self
    }
}

/// The whole application: API, socket and the embedded client, with a
/// tracing span per request (path only: seat tokens in query strings stay
/// out of the logs).
pub fn router(state: AppState) -> Router {
    api::routes()
        .fallback(assets::serve)
        .with_state(state)
        .layer(TraceLayer::new_for_http().make_span_with(
            |req: &Request| tracing::info_span!("request", method = %req.method(), path = %req.uri().path()),
        ))
}

/// Serves the application on a bound listener until the process stops.
pub async fn serve(listener: tokio::net::TcpListener, state: AppState) -> std::io::Result<()> {
    axum::serve(listener, router(state)).await
}

/// Options of `palace serve`; each can also be set from the environment.
#[derive(Args, Debug, Clone)]
pub struct ServeArgs {
    /// Address and port to listen on (port 0 picks a free port).
    #[arg(
        long,
        env = "PALACE_BIND",
        default_value = "127.0.0.1:8080",
        value_name = "ADDR:PORT"
    )]
    pub bind: SocketAddr,
    /// SQLite database file; created, with its folder, on first run.
    #[arg(
        long,
        env = "PALACE_DATABASE",
        default_value = "palace.sqlite3",
        value_name = "FILE"
    )]
    pub database: PathBuf,
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
}

/// `palace serve`: opens the database, binds, prints the address and
/// serves until interrupted (Ctrl-C or SIGTERM). The computer plays with
/// [`CaptureFirst`] until an engine is passed to [`run_with`].
pub fn run(args: ServeArgs) -> Result<(), String> {
    run_with(args, Arc::new(CaptureFirst))
}

/// [`run`] with the computer's moves chosen by `chooser` (the engine).
pub fn run_with(args: ServeArgs, chooser: Arc<dyn MoveChooser>) -> Result<(), String> {
    let _ = tracing_subscriber::fmt()
        .with_max_level(args.log_level)
        .with_writer(std::io::stderr)
        .try_init();
    let threads = args.engine_threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get),
        usize::from,
    );
    let storage = SqliteStorage::open(&args.database)
        .map_err(|e| format!("opening database {}: {e}", args.database.display()))?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| format!("starting the runtime: {e}"))?;
    let result = runtime.block_on(async move {
        let listener = tokio::net::TcpListener::bind(args.bind)
            .await
            .map_err(|e| format!("binding {}: {e}", args.bind))?;
        let addr = listener.local_addr().map_err(|e| e.to_string())?;
        tracing::info!(database = %args.database.display(), engine_threads = threads, "starting");
        println!("Palace is listening on http://{addr}");
        use std::io::Write;
        let _ = std::io::stdout().flush();
        let state = AppState::new(Arc::new(storage), chooser, threads).with_web_dir(args.web_dir);
        tokio::select! {
            r = serve(listener, state) => r.map_err(|e| format!("serving: {e}")),
            () = shutdown_signal() => {
                tracing::info!("stopping");
                Ok(())
            }
        }
    });
    // Every acknowledged move is already stored: stopping need not wait.
    runtime.shutdown_timeout(std::time::Duration::from_secs(1));
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
