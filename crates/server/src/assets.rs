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
    asset!("pages.css", "text/css; charset=utf-8"),
    asset!("app.js", "text/javascript; charset=utf-8"),
    asset!("board.js", "text/javascript; charset=utf-8"),
    asset!("dom.js", "text/javascript; charset=utf-8"),
    asset!("embed.js", "text/javascript; charset=utf-8"),
    asset!("i18n.js", "text/javascript; charset=utf-8"),
    asset!("net.js", "text/javascript; charset=utf-8"),
    asset!("online.js", "text/javascript; charset=utf-8"),
    asset!("pieces.js", "text/javascript; charset=utf-8"),
    asset!("position.js", "text/javascript; charset=utf-8"),
    asset!("protocol.js", "text/javascript; charset=utf-8"),
    asset!("rules.js", "text/javascript; charset=utf-8"),
    asset!("sound.js", "text/javascript; charset=utf-8"),
    asset!("store.js", "text/javascript; charset=utf-8"),
    asset!("words.js", "text/javascript; charset=utf-8"),
    asset!("screens/editor.js", "text/javascript; charset=utf-8"),
    asset!("screens/game.js", "text/javascript; charset=utf-8"),
    asset!("screens/notfound.js", "text/javascript; charset=utf-8"),
    asset!("screens/start.js", "text/javascript; charset=utf-8"),
    asset!("screens/study.js", "text/javascript; charset=utf-8"),
    asset!("screens/view.js", "text/javascript; charset=utf-8"),
    asset!("screens/lessons.js", "text/javascript; charset=utf-8"),
    // The lessons' positions and answers (the words are in the catalogues).
    asset!("lessons.json", "application/json"),
    asset!("screens/lobby.js", "text/javascript; charset=utf-8"),
    asset!("screens/profile.js", "text/javascript; charset=utf-8"),
    asset!("screens/lists.js", "text/javascript; charset=utf-8"),
    asset!("panels/controls.js", "text/javascript; charset=utf-8"),
    asset!("panels/embed-code.js", "text/javascript; charset=utf-8"),
    asset!("panels/analysis.js", "text/javascript; charset=utf-8"),
    asset!("panels/moves.js", "text/javascript; charset=utf-8"),
    asset!("panels/over.js", "text/javascript; charset=utf-8"),
    asset!("panels/players.js", "text/javascript; charset=utf-8"),
    asset!("panels/setup.js", "text/javascript; charset=utf-8"),
    asset!("panels/account.js", "text/javascript; charset=utf-8"),
    asset!("panels/chat.js", "text/javascript; charset=utf-8"),
    asset!("panels/clocks.js", "text/javascript; charset=utf-8"),
    asset!("panels/online.js", "text/javascript; charset=utf-8"),
    // @fluent/bundle 0.19.1, its ESM build as published (Apache-2.0, vendor/fluent-bundle/LICENSE).
    asset!("vendor/fluent-bundle/index.js", "text/javascript; charset=utf-8"),
    asset!("vendor/fluent-bundle/ast.js", "text/javascript; charset=utf-8"),
    asset!(
        "vendor/fluent-bundle/builtins.js",
        "text/javascript; charset=utf-8"
    ),
    asset!("vendor/fluent-bundle/bundle.js", "text/javascript; charset=utf-8"),
    asset!(
        "vendor/fluent-bundle/memoizer.js",
        "text/javascript; charset=utf-8"
    ),
    asset!(
        "vendor/fluent-bundle/resolver.js",
        "text/javascript; charset=utf-8"
    ),
    asset!(
        "vendor/fluent-bundle/resource.js",
        "text/javascript; charset=utf-8"
    ),
    asset!("vendor/fluent-bundle/scope.js", "text/javascript; charset=utf-8"),
    asset!("vendor/fluent-bundle/types.js", "text/javascript; charset=utf-8"),
    asset!("vendor/fluent-bundle/LICENSE", "text/plain; charset=utf-8"),
    // The message catalogues, one per language (web/i18n.js lists them).
    asset!("locales/en.ftl", "text/plain; charset=utf-8"),
    asset!("locales/ja.ftl", "text/plain; charset=utf-8"),
    asset!("locales/ko.ftl", "text/plain; charset=utf-8"),
    asset!("locales/zh-CN.ftl", "text/plain; charset=utf-8"),
    asset!("locales/zh-TW.ftl", "text/plain; charset=utf-8"),
    asset!("locales/id.ftl", "text/plain; charset=utf-8"),
    asset!("locales/ms.ftl", "text/plain; charset=utf-8"),
    asset!("locales/de.ftl", "text/plain; charset=utf-8"),
    asset!("locales/es.ftl", "text/plain; charset=utf-8"),
    asset!("locales/fil.ftl", "text/plain; charset=utf-8"),
    asset!("locales/fr.ftl", "text/plain; charset=utf-8"),
    asset!("locales/it.ftl", "text/plain; charset=utf-8"),
    asset!("locales/nl.ftl", "text/plain; charset=utf-8"),
    asset!("locales/pl.ftl", "text/plain; charset=utf-8"),
    asset!("locales/pt-BR.ftl", "text/plain; charset=utf-8"),
    asset!("locales/vi.ftl", "text/plain; charset=utf-8"),
    asset!("locales/tr.ftl", "text/plain; charset=utf-8"),
    asset!("locales/ru.ftl", "text/plain; charset=utf-8"),
    asset!("locales/uk.ftl", "text/plain; charset=utf-8"),
    asset!("locales/ar.ftl", "text/plain; charset=utf-8"),
    asset!("locales/fa.ftl", "text/plain; charset=utf-8"),
    asset!("locales/he.ftl", "text/plain; charset=utf-8"),
    asset!("locales/hi.ftl", "text/plain; charset=utf-8"),
    asset!("locales/th.ftl", "text/plain; charset=utf-8"),
    // The CJK glyphs the board draws (a subset of Noto Serif CJK, SIL OFL 1.1).
    asset!("fonts/palace-glyphs.woff2", "font/woff2"),
    // The words of the CJK catalogues (subsets of Noto Sans CJK, SIL OFL 1.1).
    asset!("fonts/text-ja.woff2", "font/woff2"),
    asset!("fonts/text-ko.woff2", "font/woff2"),
    asset!("fonts/text-zh-CN.woff2", "font/woff2"),
    asset!("fonts/text-zh-TW.woff2", "font/woff2"),
    // Thai and Hindi words (subsets of Noto Sans Thai and Noto Sans Devanagari, SIL OFL 1.1).
    asset!("fonts/text-th.woff2", "font/woff2"),
    asset!("fonts/text-hi.woff2", "font/woff2"),
    asset!("fonts/OFL.txt", "text/plain; charset=utf-8"),
    asset!("favicon.svg", "image/svg+xml"),
];

const CSP: &str = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; \
                   connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

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

/// Serves `/`, `/study`, `/study/{id}`, `/editor`, `/play/{id}`, the lessons
/// (`/learn`, `/learn/{id}`) and the online pages (`/lobby`, `/live`,
/// `/players/{name}`, `/leaderboard/{game}`) with the page, other paths
/// with their file (the embedded copy, or the one in the development
/// folder if set).
pub async fn serve(State(app): State<AppState>, uri: Uri) -> Response {
    let path = uri.path().trim_start_matches('/');
    let name = if path.is_empty()
        || matches!(path, "study" | "editor" | "learn" | "lobby" | "live")
        || (path.starts_with("learn/") && !path[6..].contains('/'))
        || page_with_name(path, "players/")
        || page_with_name(path, "leaderboard/")
        || (path.starts_with("play/") && !path[5..].contains('/'))
        || (path.starts_with("study/") && !path[6..].contains('/'))
    {
        "index.html"
    } else {
        path
    };
    let Some(a) = find(name) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let bytes = match &app.web_dir {
        // Only the names in the table are read, so no path leaves the folder.
        Some(dir) => std::fs::read(dir.join(a.path)).unwrap_or_else(|_| a.bytes.to_vec()),
        None => a.bytes.to_vec(),
    };
    respond(a, bytes)
}

/// Whether a path is `{prefix}{one segment}` (a client page, not a file).
fn page_with_name(path: &str, prefix: &str) -> bool {
    path.strip_prefix(prefix)
        .is_some_and(|rest| !rest.is_empty() && !rest.contains('/') && !rest.contains('.'))
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

    /// Resolves a relative module path (`./x.js`, `../y.js`) against the importing file's folder.
    fn resolve(from: &str, target: &str) -> String {
        let mut parts: Vec<&str> = from.split('/').collect();
        parts.pop();
        for seg in target.split('/') {
            match seg {
                "." => {}
                ".." => {
                    parts.pop();
                }
                s => parts.push(s),
            }
        }
        parts.join("/")
    }

    #[test]
    fn modules_import_only_embedded_files() {
        // Every `from './x.js'` / `from "../y.js"` in the client names an embedded file.
        let mut imports = 0;
        for a in ASSETS.iter().filter(|a| a.path.ends_with(".js")) {
            let text = std::str::from_utf8(a.bytes).unwrap();
            for quote in ['\'', '"'] {
                for part in text.split(&format!("from {quote}")).skip(1) {
                    let target = part.split(quote).next().unwrap();
                    if !target.starts_with('.') {
                        continue;
                    }
                    let path = resolve(a.path, target);
                    assert!(find(&path).is_some(), "{} imports missing {path}", a.path);
                    imports += 1;
                }
            }
        }
        assert!(imports > 40, "only {imports} imports found");
    }

    #[test]
    fn every_client_file_is_embedded() {
        // A file added to web/ but not to ASSETS would be missing in the binary.
        let web = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../web");
        let mut missing = Vec::new();
        let mut stack = vec![web.clone()];
        while let Some(dir) = stack.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                    continue;
                }
                let rel = path
                    .strip_prefix(&web)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                let served = ["js", "ftl", "woff2", "css", "html", "svg"]
                    .iter()
                    .any(|ext| rel.ends_with(&format!(".{ext}")));
                if served && find(&rel).is_none() {
                    missing.push(rel);
                }
            }
        }
        assert!(missing.is_empty(), "not embedded: {missing:?}");
    }
}
