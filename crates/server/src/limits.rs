//! How much one client may ask of the server: the limits' values in one
//! place ([`Limits`]) and the token buckets that enforce the rates.
//!
//! Time comes from `tokio::time`, so tests can run the buckets and the
//! timeouts under a paused clock.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::Duration;
use tokio::time::Instant;

/// Every limit of one server. [`Limits::default`] is what `palace serve`
/// uses unless told otherwise.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Open connections in all (HTTP and WebSocket together).
    pub max_connections: usize,
    /// Open connections from one address.
    pub max_connections_per_address: usize,
    /// A request's headers must arrive within this (slow clients are cut).
    pub header_timeout: Duration,
    /// An HTTP connection with no request in flight is closed after this.
    pub idle_timeout: Duration,
    /// The server pings each socket this often...
    pub socket_ping: Duration,
    /// ...and closes one from which nothing arrived for this long.
    pub socket_idle: Duration,
    /// A message to one socket that cannot be sent within this drops it.
    pub socket_send_timeout: Duration,
    /// Socket messages per second a connection may send on average...
    pub socket_rate: f64,
    /// ...and in a burst.
    pub socket_burst: f64,
    /// Refused messages after which a flooding socket is closed.
    pub socket_strikes: u32,
    /// Games one address may create per minute on average...
    pub games_per_minute: f64,
    /// ...and in a burst.
    pub games_burst: f64,
    /// Spectators of one game.
    pub max_spectators: usize,
    /// Takebacks against the computer in a burst, then one per
    /// [`Limits::undo_interval`].
    pub undo_burst: f64,
    pub undo_interval: Duration,
    /// Presence updates of one game at most this often.
    pub presence_interval: Duration,
    /// A login lasts this long.
    pub session_ttl: Duration,
    /// Login and registration attempts per minute from one address...
    pub auth_per_minute: f64,
    /// ...and in a burst.
    pub auth_burst: f64,
    /// Login attempts per minute at one account name (a password guesser
    /// spread over many addresses)...
    pub login_per_account_per_minute: f64,
    /// ...and in a burst.
    pub login_account_burst: f64,
    /// Open seeks and challenges of one player (account, or guest address).
    pub max_open_seeks: usize,
    /// Seeks and challenges one player may open per minute...
    pub seeks_per_minute: f64,
    /// ...and in a burst (an address gets twice as many).
    pub seeks_burst: f64,
    /// Longest chat message, in characters.
    pub chat_max_chars: usize,
    /// Chat messages per minute from one connection...
    pub chat_per_minute: f64,
    /// ...and in a burst.
    pub chat_burst: f64,
    /// After a player's last connection closes, the opponent may claim
    /// the win or a draw once this has passed.
    pub abandon_grace: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_connections: 10_000,
            max_connections_per_address: 256,
            header_timeout: Duration::from_secs(10),
            idle_timeout: Duration::from_secs(60),
            socket_ping: Duration::from_secs(25),
            socket_idle: Duration::from_secs(60),
            socket_send_timeout: Duration::from_secs(10),
            socket_rate: 10.0,
            socket_burst: 30.0,
            socket_strikes: 20,
            games_per_minute: 20.0,
            games_burst: 20.0,
            max_spectators: 1000,
            undo_burst: 5.0,
            undo_interval: Duration::from_secs(2),
            presence_interval: Duration::from_secs(1),
            session_ttl: Duration::from_secs(30 * 86_400),
            auth_per_minute: 10.0,
            auth_burst: 10.0,
            login_per_account_per_minute: 5.0,
            login_account_burst: 5.0,
            max_open_seeks: 3,
            seeks_per_minute: 10.0,
            seeks_burst: 5.0,
            chat_max_chars: 300,
            chat_per_minute: 20.0,
            chat_burst: 5.0,
            abandon_grace: Duration::from_secs(60),
        }
    }
}

/// A token bucket: `burst` tokens, refilled at `rate` per second.
#[derive(Clone, Debug)]
pub struct Bucket {
    tokens: f64,
    rate: f64,
    burst: f64,
    at: Instant,
}

impl Bucket {
    #[must_use]
    pub fn new(rate: f64, burst: f64) -> Bucket {
        Bucket {
            tokens: burst,
            rate,
            burst,
            at: Instant::now(),
        }
    }

    /// Takes a token if there is one.
    pub fn take(&mut self) -> bool {
        let now = Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * self.rate;
        self.tokens = (self.tokens + refill).min(self.burst);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }

    /// Whether the bucket has been refilled to its burst (it can be forgotten).
    fn is_full(&self) -> bool {
        self.tokens + Instant::now().duration_since(self.at).as_secs_f64() * self.rate >= self.burst
    }
}

/// One bucket per client address.
pub type PerAddress = PerKey<IpAddr>;

/// One bucket per key (an address, an account name, a session).
#[derive(Debug)]
pub struct PerKey<K> {
    rate: f64,
    burst: f64,
    buckets: Mutex<HashMap<K, Bucket>>,
}

impl<K: std::hash::Hash + Eq> PerKey<K> {
    /// `per_minute` on average, `burst` at once.
    #[must_use]
    pub fn per_minute(per_minute: f64, burst: f64) -> PerKey<K> {
        PerKey {
            rate: per_minute / 60.0,
            burst,
            buckets: Mutex::default(),
        }
    }

    /// Tokens per second, and the burst.
    #[must_use]
    pub fn rate(&self) -> (f64, f64) {
        (self.rate, self.burst)
    }

    /// Takes a token from the key's bucket.
    pub fn take(&self, key: K) -> bool {
        let mut buckets = self
            .buckets
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if buckets.len() > 100_000 {
            // Full buckets hold no information: forget them so that many
            // addresses cannot grow the map without end.
            buckets.retain(|_, b| !b.is_full());
        }
        buckets
            .entry(key)
            .or_insert_with(|| Bucket::new(self.rate, self.burst))
            .take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(start_paused = true)]
    async fn a_bucket_allows_its_burst_then_its_rate() {
        let mut b = Bucket::new(2.0, 3.0);
        assert!(b.take() && b.take() && b.take());
        assert!(!b.take());
        tokio::time::advance(Duration::from_millis(500)).await;
        assert!(b.take());
        assert!(!b.take());
        tokio::time::advance(Duration::from_secs(60)).await;
        assert_eq!(
            (0..5).filter(|_| b.take()).count(),
            3,
            "refilled to the burst, no more"
        );
    }

    #[tokio::test(start_paused = true)]
    async fn addresses_have_separate_buckets() {
        let limits = PerAddress::per_minute(60.0, 2.0);
        let (a, b): (IpAddr, IpAddr) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        assert!(limits.take(a) && limits.take(a));
        assert!(!limits.take(a));
        assert!(limits.take(b));
        tokio::time::advance(Duration::from_secs(1)).await;
        assert!(limits.take(a));
    }
}
