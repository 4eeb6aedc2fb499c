//! Pages the server renders itself, readable without JavaScript: the rules
//! pages ([`crate::rules_pages`]) and the embeddable board
//! ([`crate::embed`]); their common head, headers and routes, and the
//! framing policy of every response.

use crate::words::{esc, Words};
use crate::AppState;
use axum::extract::Request;
use axum::http::{header, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use serde::Deserialize;

/// The policy of the pages: only this site's files, and framed only by this site.
pub const PAGE_CSP: &str = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; \
                            connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";
/// The embed view's policy: the same, but any site may frame it.
pub const EMBED_CSP: &str = "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; \
                             connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors *";
/// What every other response (the API, errors) says about framing.
const FRAME_SELF: &str = "frame-ancestors 'self'";

/// The routes of the rendered pages.
pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/rules", get(crate::rules_pages::overview))
        .route("/rules/{preset}", get(crate::rules_pages::preset))
        .route("/embed", get(crate::embed::position))
        .route("/embed/{id}", get(crate::embed::game))
}

/// `?lang=` on any page.
#[derive(Deserialize, Debug, Default)]
pub struct LangQuery {
    pub lang: Option<String>,
}

/// Gives every response that sets no policy of its own one that lets only
/// this site frame it: only the embed routes may be framed by others.
pub async fn frame_policy(req: Request, next: Next) -> Response {
    let mut res = next.run(req).await;
    let headers = res.headers_mut();
    if !headers.contains_key(header::CONTENT_SECURITY_POLICY) {
        headers.insert(
            header::CONTENT_SECURITY_POLICY,
            HeaderValue::from_static(FRAME_SELF),
        );
    }
    res
}

/// An HTML page with its policy.
pub fn html(status: StatusCode, csp: &'static str, body: String) -> Response {
    (
        status,
        [
            (header::CONTENT_TYPE, "text/html; charset=utf-8"),
            (header::CACHE_CONTROL, "no-cache"),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
            (header::CONTENT_SECURITY_POLICY, csp),
            (header::REFERRER_POLICY, "strict-origin-when-cross-origin"),
            (header::VARY, "Accept-Language"),
        ],
        body,
    )
        .into_response()
}

/// The start of a page up to `<body>`: language and direction on `<html>`,
/// the title, the shared style sheet and a module script, if any.
pub fn head(w: &Words, title: &str, script: Option<&str>, body_class: &str) -> String {
    let script = script.map_or(String::new(), |s| {
        format!("<script type=\"module\" src=\"/{}\"></script>\n", esc(s))
    });
    format!(
        "<!doctype html>\n<html lang=\"{lang}\" dir=\"{dir}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{title}</title>\n\
         <link rel=\"icon\" href=\"/favicon.svg\" type=\"image/svg+xml\">\n\
         <link rel=\"stylesheet\" href=\"/style.css\">\n<link rel=\"stylesheet\" href=\"/pages.css\">\n\
         {script}</head>\n<body class=\"{body_class}\">\n",
        lang = w.lang(),
        dir = w.dir(),
        title = esc(title),
    )
}

/// A link to the same page in another language is `?lang=`; this is the
/// query part that keeps the chosen one on links between pages.
pub fn lang_query(w: &Words, explicit: bool) -> String {
    if explicit {
        format!("?lang={}", w.lang())
    } else {
        String::new()
    }
}
