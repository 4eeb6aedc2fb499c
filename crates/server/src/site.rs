//! Which names this site answers to: the links it builds and the origins
//! whose pages may open a game socket.
//!
//! A link is built from the request's `Host` only when that host is known
//! (configured with `--allowed-host`, a loopback name on this port, or the
//! very address the connection came in on); otherwise from `--public-url`,
//! else from the connection's address. So `Host: evil.example` cannot put
//! another site into an invite link.

use crate::net::LocalAddr;
use axum::http::{header, HeaderMap};

/// The site's public address and the hosts it answers to.
#[derive(Clone, Debug, Default)]
pub struct Site {
    /// `https://palace.example` (no trailing slash): every link starts so.
    pub public_url: Option<String>,
    /// Extra `host[:port]` names accepted in `Host` and `Origin`.
    pub allowed_hosts: Vec<String>,
}

impl Site {
    /// A site from the command line's values, checked.
    pub fn new(public_url: Option<String>, allowed_hosts: Vec<String>) -> Result<Site, String> {
        let public_url = public_url
            .map(|u| {
                let u = u.trim_end_matches('/').to_owned();
                let host = u
                    .strip_prefix("http://")
                    .or_else(|| u.strip_prefix("https://"))
                    .ok_or_else(|| format!("--public-url '{u}' must start with http:// or https://"))?;
                if host.is_empty() || host.contains(['/', '?', '#', '@', ' ']) {
                    return Err(format!(
                        "--public-url '{u}' must be a scheme and a host only, like https://palace.example"
                    ));
                }
                Ok(u)
            })
            .transpose()?;
        let allowed_hosts = allowed_hosts
            .into_iter()
            .map(|h| h.to_ascii_lowercase())
            .collect();
        Ok(Site {
            public_url,
            allowed_hosts,
        })
    }

    fn public_host(&self) -> Option<String> {
        self.public_url
            .as_deref()
            .map(|u| u.split_once("://").map_or(u, |(_, h)| h).to_ascii_lowercase())
    }

    /// Whether `host` (a `Host` header or an origin's host) names this site.
    #[must_use]
    pub fn knows(&self, host: &str, local: Option<LocalAddr>) -> bool {
        let host = host.to_ascii_lowercase();
        if self.allowed_hosts.contains(&host) || self.public_host().as_deref() == Some(&host) {
            return true;
        }
        let Some(LocalAddr(addr)) = local else {
            return false;
        };
        let port = addr.port();
        let loopback = [
            format!("localhost:{port}"),
            format!("127.0.0.1:{port}"),
            format!("[::1]:{port}"),
        ];
        loopback.contains(&host) || host == addr.to_string()
    }

    /// The start of absolute links for a request.
    #[must_use]
    pub fn base(&self, headers: &HeaderMap, local: Option<LocalAddr>) -> String {
        if let Some(u) = &self.public_url {
            return u.clone();
        }
        let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
        match (host, local) {
            (Some(h), _) if self.knows(h, local) => format!("http://{h}"),
            (_, Some(LocalAddr(addr))) => format!("http://{addr}"),
            _ => String::new(),
        }
    }

    /// Whether a browser page from `origin` may open a game socket: no
    /// `Origin` (not a browser), or one naming this site.
    #[must_use]
    pub fn origin_allowed(&self, headers: &HeaderMap, local: Option<LocalAddr>) -> bool {
        let Some(origin) = headers.get(header::ORIGIN) else {
            return true;
        };
        let Some(host) = origin
            .to_str()
            .ok()
            .and_then(|o| o.split_once("://"))
            .map(|(_, h)| h)
        else {
            return false;
        };
        // The origin must name this site itself: matching the request's
        // Host proves nothing, since a forged Host would match too.
        self.knows(host, local)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn headers(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(k, HeaderValue::from_str(v).unwrap());
        }
        h
    }

    #[test]
    fn links_use_only_known_hosts() {
        let local = Some(LocalAddr("192.168.1.5:8080".parse().unwrap()));
        let site = Site::default();
        let evil = headers(&[(header::HOST, "evil.example")]);
        assert_eq!(site.base(&evil, local), "http://192.168.1.5:8080");
        let lan = headers(&[(header::HOST, "192.168.1.5:8080")]);
        assert_eq!(site.base(&lan, local), "http://192.168.1.5:8080");
        let lo = headers(&[(header::HOST, "localhost:8080")]);
        assert_eq!(site.base(&lo, local), "http://localhost:8080");
        let named = Site::new(None, vec!["Palace.Example".into()]).unwrap();
        let h = headers(&[(header::HOST, "palace.example")]);
        assert_eq!(named.base(&h, local), "http://palace.example");
        let public = Site::new(Some("https://palace.example/".into()), vec![]).unwrap();
        assert_eq!(public.base(&evil, local), "https://palace.example");
    }

    #[test]
    fn public_url_is_checked() {
        assert!(Site::new(Some("palace.example".into()), vec![]).is_err());
        assert!(Site::new(Some("https://a.example/path".into()), vec![]).is_err());
        assert!(Site::new(Some("https://a.example:8443".into()), vec![]).is_ok());
    }

    #[test]
    fn sockets_only_from_this_sites_pages() {
        let local = Some(LocalAddr("127.0.0.1:8080".parse().unwrap()));
        let site = Site::default();
        let none = headers(&[(header::HOST, "127.0.0.1:8080")]);
        assert!(site.origin_allowed(&none, local), "no Origin: not a browser page");
        let own = headers(&[
            (header::HOST, "127.0.0.1:8080"),
            (header::ORIGIN, "http://127.0.0.1:8080"),
        ]);
        assert!(site.origin_allowed(&own, local));
        let cross = headers(&[
            (header::HOST, "127.0.0.1:8080"),
            (header::ORIGIN, "https://evil.example"),
        ]);
        assert!(!site.origin_allowed(&cross, local));
        let null = headers(&[(header::HOST, "127.0.0.1:8080"), (header::ORIGIN, "null")]);
        assert!(!site.origin_allowed(&null, local));
    }
}
