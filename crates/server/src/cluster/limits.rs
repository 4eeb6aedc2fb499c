//! The single node's per-address limits, held across the cluster: rates
//! (games created, login attempts) counted in Redis, and the connection
//! cap counting every node's connections from an address.

use super::Cluster;
use crate::limits::PerKey;
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Arc;
use std::time::Duration;

/// A token bucket as a generic cell rate algorithm in one Redis script: the
/// key holds the theoretical arrival time (ms, by Redis's clock) of the
/// next token; a request is allowed while that is at most `burst - 1`
/// intervals ahead. The same burst-then-rate behaviour as
/// [`crate::limits::Bucket`], for every node at once.
const GCRA: &str = r"
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local interval = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local tat = tonumber(redis.call('GET', KEYS[1]) or now)
if tat < now then tat = now end
if tat - now > (burst - 1) * interval then return 0 end
tat = tat + interval
redis.call('SET', KEYS[1], tat, 'PX', math.ceil(tat - now) + 1000)
return 1
";

/// Takes a token of `kind` for `key` (an address, an account name): from
/// the cluster's bucket when this node is one of several (the local bucket
/// if Redis does not answer), else from the local bucket.
pub async fn take<K>(cluster: Option<&Arc<Cluster>>, kind: &str, local: &PerKey<K>, key: K) -> bool
where
    K: std::hash::Hash + Eq + std::fmt::Display,
{
    if let Some(c) = cluster {
        if let Some(allowed) = c.allow(kind, &key.to_string(), local.rate()).await {
            return allowed;
        }
    }
    local.take(key)
}

impl Cluster {
    /// One request against the cluster-wide bucket `kind`/`key` with the
    /// given (tokens per second, burst); `None` when Redis cannot say.
    pub async fn allow(&self, kind: &str, key: &str, (rate, burst): (f64, f64)) -> Option<bool> {
        let interval = if rate > 0.0 { (1000.0 / rate).ceil() } else { 1e12 };
        let mut conn = self.publisher.clone();
        let answer = tokio::time::timeout(
            Duration::from_secs(1),
            redis::Script::new(GCRA)
                .key(format!("{}:rate:{kind}:{key}", self.config.name))
                .arg(interval)
                .arg(burst.max(1.0))
                .invoke_async::<i64>(&mut conn),
        )
        .await;
        match answer {
            Ok(Ok(n)) => Some(n == 1),
            Ok(Err(e)) => {
                tracing::warn!("cluster rate limit not checked (local limit used): {e}");
                None
            }
            Err(_) => None,
        }
    }

    /// Publishes this node's connections per address and reads the other
    /// nodes' (each node's hash lapses with its liveness), so that the
    /// per-address cap counts them all.
    pub(super) async fn share_connections(&self, alive: &[String]) {
        let Some(tracker) = self.tracker.get() else {
            return;
        };
        let mine = format!("{}:conns:{}", self.config.name, self.config.node);
        let mut pipe = redis::pipe();
        pipe.atomic().del(&mine).ignore();
        let counts = tracker.per_address();
        if !counts.is_empty() {
            let fields: Vec<(String, usize)> = counts.iter().map(|(ip, n)| (ip.to_string(), *n)).collect();
            pipe.hset_multiple(&mine, &fields).ignore();
            let ttl = u64::try_from(super::LEASE_TTL.as_millis()).unwrap_or(5000);
            pipe.pexpire(&mine, i64::try_from(ttl).unwrap_or(5000)).ignore();
        }
        let others: Vec<&String> = alive.iter().filter(|n| **n != self.config.node).collect();
        for n in &others {
            pipe.hgetall(format!("{}:conns:{n}", self.config.name));
        }
        let mut conn = self.publisher.clone();
        let read: Result<Vec<HashMap<String, usize>>, _> =
            tokio::time::timeout(Duration::from_secs(1), pipe.query_async(&mut conn))
                .await
                .unwrap_or_else(|_| Err(redis::RedisError::from((redis::ErrorKind::IoError, "timed out"))));
        match read {
            Ok(maps) => {
                let mut elsewhere: HashMap<IpAddr, usize> = HashMap::new();
                for (ip, n) in maps.into_iter().flatten() {
                    if let Ok(ip) = ip.parse() {
                        *elsewhere.entry(ip).or_default() += n;
                    }
                }
                tracker.set_elsewhere(elsewhere);
            }
            Err(e) => tracing::debug!("connection counts not shared: {e}"),
        }
    }

    /// The cluster's "online now" and "games now": this node's counts are
    /// published (`here`), and every live node's summed. This node's own
    /// counts if Redis does not answer.
    pub async fn total_counts(&self, here: (usize, usize)) -> (usize, usize) {
        let key = format!("{}:stats", self.config.name);
        let mut pipe = redis::pipe();
        pipe.hset(&key, &self.config.node, format!("{} {}", here.0, here.1))
            .ignore()
            .hgetall(&key);
        let mut conn = self.publisher.clone();
        let read: Result<Result<(HashMap<String, String>,), _>, _> =
            tokio::time::timeout(Duration::from_secs(1), pipe.query_async(&mut conn)).await;
        let Ok(Ok((all,))) = read else {
            return here;
        };
        let mut total = here;
        for (node, counts) in all {
            if node == self.config.node || !self.is_alive(&node) {
                continue;
            }
            let mut n = counts.split(' ').filter_map(|x| x.parse::<usize>().ok());
            total.0 += n.next().unwrap_or(0);
            total.1 += n.next().unwrap_or(0);
        }
        total
    }

    /// Counts this node's connections against the cluster-wide cap.
    pub fn share_tracker(&self, tracker: Arc<crate::net::Tracker>) {
        let _ = self.tracker.set(tracker);
    }
}
