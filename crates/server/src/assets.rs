//! The browser client, embedded at compile time from `web/`.

use crate::AppState;
use axum::extract::State;
use axum::http::{header, StatusCode, Uri};
use axum::response::{IntoResponse, Response};

/// One embedded file: its URL path (without the leading `/`), content type
/// and bytes.
struct Asset {
    path: &'static str,
    mime: &'static str,
    bytes: &'static [u8],
}

macro_rules! asset {
    ($path:literal, $mime:literal) => {
        Asset {
            path: $path,
            mime: $mime,
            bytes: include_bytes!(concat!("../../../web/", $path)),
        }
    };
}

const ASSETS: &[Asset] = &[
    asset!("index.html", "text/html; charset=utf-8"),
    asset!("style.css", "text/css; charset=utf-8"),
    asset!("app.js", "text/javascript; charset=utf-8"),
    asset!("board.js", "text/javascript; charset=utf-8"),
    asset!("pieces.js", "text/javascript; charset=utf-8"),
    asset!("position.js", "text/javascript; charset=utf-8"),
    asset!("words.js", "text/javascript; charset=utf-8"),
    asset!("store.js", "text/javascript; charset=utf-8"),
    asset!("favicon.svg", "image/svg+xml"),
];

const CSP: &str = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; \
                   connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

fn find(path: &str) -> Option<&'static Asset> {
    ASSETS.iter().find(|a| a.path == path)
}

fn respond(a: &'static Asset, bytes: Vec<u8>) -> Response {
    (
        [
            (header::CONTENT_TYPE, a.mime),
            (header::CACHE_CONTROL, "no-cache"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (header::CONTENT_SECURITY_POLICY, CSP),
            (header::REFERRER_POLICY, "no-referrer"),
        ],
        bytes,
    )
        .into_response()
}

/// Serves `/` and `/play/{id}` with the page, other paths with their file
/// (the embedded copy, or the one in the development folder if set).
pub async fn serve(State(app): State<AppState>, uri: Uri) -> Response {
    let path = uri.path().trim_start_matches('/');
    let name = if path.is_empty() || (path.starts_with("play/") && !path[5..].contains('/')) {
        "index.html"
    } else {
        path
    };
    let Some(a) = find(name) else {
        return (StatusCode::NOT_FOUND, "not found").into_response();
    };
    let bytes = match &app.web_dir {
        // Only the names in the table are read, so no path leaves the folder.
        Some(dir) => std::fs::read(dir.join(a.path)).unwrap_or_else(|_| a.bytes.to_vec()),
        None => a.bytes.to_vec(),
    };
    respond(a, bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_asset_is_there_and_typed() {
        for a in ASSETS {
            assert!(!a.bytes.is_empty(), "{} is empty", a.path);
        }
        assert!(find("index.html").is_some());
        assert!(find("../Cargo.toml").is_none());
    }

    #[test]
    fn modules_import_only_embedded_files() {
        // Every `from './x.js'` in the client names an embedded file.
        for a in ASSETS.iter().filter(|a| a.path.ends_with(".js")) {
            let text = std::str::from_utf8(a.bytes).unwrap();
            for part in text.split("from '").skip(1) {
                let target = part.split('\'').next().unwrap();
                let target = target.trim_start_matches("./");
                assert!(find(target).is_some(), "{} imports missing {target}", a.path);
            }
        }
    }
}
