//! Connections: the accept loop, every connection counted and timed.
//!
//! - A cap on open connections in all and per address. At a cap the
//!   longest-idle plain HTTP connection (never a game socket) is closed to
//!   make room, so idle sockets cannot lock out `/health` or a player; with
//!   none to close, the newcomer gets a 503 with a JSON error.
//! - Headers must arrive within the header timeout (slowloris), and an
//!   HTTP connection with nothing in flight closes after the idle timeout.
//!   Game sockets keep their own ping / idle deadline (`socket.rs`).
//! - A descriptor is kept in reserve: when the process runs out, the
//!   reserve is freed to accept and refuse the connection, so the listener
//!   never spins on `EMFILE`.

use crate::limits::Limits;
use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::HashMap;
use std::future::Future;
use std::io;
use std::net::{IpAddr, SocketAddr};
use std::pin::Pin;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::Notify;
use tokio::time::Instant;
use tower::ServiceExt;

/// The address a connection came in on (this server's side), for
/// checking the `Host` a client names.
#[derive(Clone, Copy, Debug)]
pub struct LocalAddr(pub SocketAddr);

/// The client's address.
#[derive(Clone, Copy, Debug)]
pub struct PeerAddr(pub SocketAddr);

/// One open connection as the tracker sees it.
#[derive(Debug)]
struct ConnInfo {
    ip: IpAddr,
    /// Milliseconds since the tracker's start at the last byte either way.
    last_active: AtomicU64,
    /// A game socket now (never evicted, timed by the socket itself).
    upgraded: AtomicBool,
    evicted: AtomicBool,
    kill: Notify,
}

#[derive(Debug, Default)]
struct Open {
    next_id: u64,
    per_ip: HashMap<IpAddr, usize>,
    /// Connections other nodes of the cluster hold, by address (as they
    /// last reported them): the per-address cap counts them too.
    elsewhere: HashMap<IpAddr, usize>,
    conns: HashMap<u64, Arc<ConnInfo>>,
}

/// Counts and caps the open connections.
#[derive(Debug)]
pub struct Tracker {
    limits: Arc<Limits>,
    base: Instant,
    open: Mutex<Open>,
    /// Connections refused at a cap, and idle ones closed to make room.
    pub refused: AtomicU64,
    pub evicted: AtomicU64,
}

/// Keeps a connection counted while it lives.
#[derive(Debug)]
struct Admitted {
    tracker: Arc<Tracker>,
    id: u64,
    info: Arc<ConnInfo>,
}

impl Drop for Admitted {
    fn drop(&mut self) {
        let mut open = self.tracker.lock();
        open.conns.remove(&self.id);
        if let Some(n) = open.per_ip.get_mut(&self.info.ip) {
            *n -= 1;
            if *n == 0 {
                open.per_ip.remove(&self.info.ip);
            }
        }
    }
}

impl Tracker {
    #[must_use]
    pub fn new(limits: Arc<Limits>) -> Tracker {
        Tracker {
            limits,
            base: Instant::now(),
            open: Mutex::default(),
            refused: AtomicU64::new(0),
            evicted: AtomicU64::new(0),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Open> {
        self.open.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn now_ms(&self) -> u64 {
        u64::try_from(self.base.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    /// Open connections, and how many of them are game sockets.
    #[must_use]
    pub fn counts(&self) -> (usize, usize) {
        let open = self.lock();
        let sockets = open
            .conns
            .values()
            .filter(|c| c.upgraded.load(Ordering::Relaxed))
            .count();
        (open.conns.len(), sockets)
    }

    /// This node's open connections by address.
    #[must_use]
    pub fn per_address(&self) -> Vec<(IpAddr, usize)> {
        self.lock().per_ip.iter().map(|(ip, n)| (*ip, *n)).collect()
    }

    /// The other nodes' open connections by address (see
    /// [`crate::cluster`]), counted against the per-address cap.
    pub fn set_elsewhere(&self, counts: HashMap<IpAddr, usize>) {
        self.lock().elsewhere = counts;
    }

    /// Counts a new connection from `ip`, closing an idle one if a cap is
    /// reached; `None` when nothing can be closed.
    fn admit(self: &Arc<Self>, ip: IpAddr) -> Option<Admitted> {
        let mut open = self.lock();
        let from_ip =
            open.per_ip.get(&ip).copied().unwrap_or(0) + open.elsewhere.get(&ip).copied().unwrap_or(0);
        let over_ip = from_ip >= self.limits.max_connections_per_address;
        let over_all = open.conns.len() >= self.limits.max_connections;
        if over_ip || over_all {
            let victim = open
                .conns
                .values()
                .filter(|c| !over_ip || c.ip == ip)
                .filter(|c| !c.upgraded.load(Ordering::Relaxed) && !c.evicted.load(Ordering::Relaxed))
                .min_by_key(|c| c.last_active.load(Ordering::Relaxed))
                .cloned();
            let Some(victim) = victim else {
                self.refused.fetch_add(1, Ordering::Relaxed);
                return None;
            };
            victim.evicted.store(true, Ordering::Relaxed);
            victim.kill.notify_one();
            self.evicted.fetch_add(1, Ordering::Relaxed);
        }
        let id = open.next_id;
        open.next_id += 1;
        *open.per_ip.entry(ip).or_default() += 1;
        let info = Arc::new(ConnInfo {
            ip,
            last_active: AtomicU64::new(self.now_ms()),
            upgraded: AtomicBool::new(false),
            evicted: AtomicBool::new(false),
            kill: Notify::new(),
        });
        open.conns.insert(id, Arc::clone(&info));
        Some(Admitted {
            tracker: Arc::clone(self),
            id,
            info,
        })
    }
}

/// A TCP stream that notes when bytes last moved and keeps its
/// connection counted until it is dropped (after a WebSocket upgrade too).
struct Tracked {
    inner: TcpStream,
    admitted: Admitted,
}

impl Tracked {
    fn touch(&self) {
        let now = self.admitted.tracker.now_ms();
        self.admitted.info.last_active.store(now, Ordering::Relaxed);
    }
}

impl AsyncRead for Tracked {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let r = Pin::new(&mut self.inner).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.touch();
        }
        r
    }
}

impl AsyncWrite for Tracked {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, data: &[u8]) -> Poll<io::Result<usize>> {
        let r = Pin::new(&mut self.inner).poll_write(cx, data);
        if matches!(r, Poll::Ready(Ok(n)) if n > 0) {
            self.touch();
        }
        r
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// The answer to a connection refused at a cap, written by hand: the
/// connection never reaches the router.
const BUSY: &[u8] = b"HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\n\
connection: close\r\nretry-after: 5\r\ncontent-length: 98\r\n\r\n\
{\"error\":\"too-many-connections\",\"message\":\"too many open connections; try again in a few seconds\"}";

async fn refuse(mut stream: TcpStream) {
    let _ = tokio::time::timeout(Duration::from_secs(1), stream.write_all(BUSY)).await;
    let _ = stream.shutdown().await;
}

/// Has the allocator give large blocks (1 MiB and up: Argon2's 19 MiB
/// working memory, a busy lobby's welcome) back to the system when they
/// are freed. glibc otherwise raises that threshold after the first such
/// free and keeps the blocks in per-thread arenas: 400 registrations left
/// 348 MB resident.
pub fn return_large_allocations() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only sets an allocator parameter.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 1 << 20);
    }
}

/// Raises the soft limit on open files to the hard limit and returns it.
#[must_use]
pub fn raise_file_limit() -> Option<u64> {
    // SAFETY: getrlimit/setrlimit only read and write the struct we pass.
    unsafe {
        let mut lim = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) != 0 {
            return None;
        }
        if lim.rlim_cur < lim.rlim_max {
            let raised = libc::rlimit {
                rlim_cur: lim.rlim_max,
                rlim_max: lim.rlim_max,
            };
            if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                lim.rlim_cur = lim.rlim_max;
            }
        }
        Some(lim.rlim_cur)
    }
}

/// Connections this process can hold open: its file limit less a margin
/// for the database, the log and the runtime.
#[must_use]
pub fn connection_budget(file_limit: Option<u64>) -> Option<usize> {
    file_limit.map(|n| usize::try_from(n.saturating_sub(64).max(16)).unwrap_or(usize::MAX))
}

fn out_of_files(e: &io::Error) -> bool {
    matches!(e.raw_os_error(), Some(libc::EMFILE | libc::ENFILE))
}

/// Accepts connections until `stop` resolves; each is served by `router`
/// over HTTP/1.1 with upgrades.
pub async fn accept_loop(
    listener: TcpListener,
    router: Router,
    tracker: Arc<Tracker>,
    limits: Arc<Limits>,
    stop: impl Future<Output = ()>,
) {
    let mut reserve = std::fs::File::open("/dev/null").ok();
    let mut last_warning: Option<Instant> = None;
    tokio::pin!(stop);
    loop {
        let accepted = tokio::select! {
            r = listener.accept() => r,
            () = &mut stop => break,
        };
        let (stream, peer) = match accepted {
            Ok(a) => a,
            Err(e) if out_of_files(&e) => {
                if !last_warning.is_some_and(|t| t.elapsed() <= Duration::from_secs(10)) {
                    tracing::warn!("out of file descriptors: refusing connections until some close");
                    last_warning = Some(Instant::now());
                }
                // Free the reserve to take the waiting connection off the
                // queue and refuse it, then take the reserve back.
                drop(reserve.take());
                if let Ok((s, _)) = listener.accept().await {
                    tracker.refused.fetch_add(1, Ordering::Relaxed);
                    tokio::spawn(refuse(s));
                }
                if reserve.is_none() {
                    reserve = std::fs::File::open("/dev/null").ok();
                }
                tokio::time::sleep(Duration::from_millis(10)).await;
                continue;
            }
            Err(e) => {
                tracing::warn!("accept failed: {e}");
                tokio::time::sleep(Duration::from_millis(10)).await;
                continue;
            }
        };
        let Some(admitted) = tracker.admit(peer.ip()) else {
            tokio::spawn(refuse(stream));
            continue;
        };
        let local = stream.local_addr().unwrap_or(peer);
        let _ = stream.set_nodelay(true);
        tokio::spawn(serve_connection(
            Tracked {
                inner: stream,
                admitted,
            },
            router.clone(),
            Arc::clone(&limits),
            LocalAddr(local),
            PeerAddr(peer),
        ));
    }
}

async fn serve_connection(
    stream: Tracked,
    router: Router,
    limits: Arc<Limits>,
    local: LocalAddr,
    peer: PeerAddr,
) {
    let info = Arc::clone(&stream.admitted.info);
    let base = stream.admitted.tracker.base;
    let service = hyper::service::service_fn(move |mut req: hyper::Request<hyper::body::Incoming>| {
        req.extensions_mut().insert(local);
        req.extensions_mut().insert(peer);
        router.clone().oneshot(req)
    });
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout)
        .keep_alive(true);
    let conn = builder
        .serve_connection(TokioIo::new(stream), service)
        .with_upgrades();
    tokio::pin!(conn);
    let watchdog = async {
        loop {
            let idle_ms = u64::try_from(base.elapsed().as_millis())
                .unwrap_or(u64::MAX)
                .saturating_sub(info.last_active.load(Ordering::Relaxed));
            let idle = Duration::from_millis(idle_ms);
            if idle >= limits.idle_timeout {
                return;
            }
            tokio::select! {
                () = tokio::time::sleep(limits.idle_timeout - idle) => {},
                () = info.kill.notified() => return,
            }
        }
    };
    tokio::select! {
        _ = conn.as_mut() => {}
        () = watchdog => {
            conn.as_mut().graceful_shutdown();
            // A request in flight may finish; an idle connection closes now.
            let _ = tokio::time::timeout(limits.idle_timeout, conn.as_mut()).await;
        }
    }
    // If the connection became a game socket, its stream lives on inside
    // the socket: from now on it is the socket's to time out.
    info.upgraded.store(true, Ordering::Relaxed);
}
