//! `/embed/{id}` and `/embed?fen=...&rules=...`: a read-only board that
//! other sites may put in an `<iframe>` (the only pages any site may frame,
//! [`EMBED_CSP`]), with a visible link back to Palace. The page carries
//! the game's id or the position as data; web/embed.js draws it, follows a
//! live game over the game socket as a spectator and steps through a
//! finished one. A bad id, FEN or rule set gets a page that says so.

use crate::live::ActionError;
use crate::net::LocalAddr;
use crate::pages::{head, html, EMBED_CSP};
use crate::words::{choose, esc, Words};
use crate::AppState;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use fluent_bundle::FluentValue;
use palace_rules::RuleSet;
use serde::Deserialize;
use std::fmt::Write;

/// The query of `/embed`.
#[derive(Deserialize, Debug, Default)]
pub struct EmbedQuery {
    pub fen: Option<String>,
    pub rules: Option<String>,
    pub lang: Option<String>,
}

/// What one embed page shows.
struct View<'a> {
    /// `data-*` attributes of the view: name and (unescaped) value.
    data: Vec<(&'static str, String)>,
    /// Where the visible link leads, and its words.
    link: String,
    link_text: String,
    w: &'a Words,
}

fn page(v: &View<'_>) -> String {
    let w = v.w;
    let mut b = head(w, &w.t("embed-title"), Some("embed.js"), "embed");
    b.push_str("<main class=\"embed-view\" data-testid=\"embed\"");
    for (k, val) in &v.data {
        let _ = write!(b, " data-{k}=\"{}\"", esc(val));
    }
    let step = |id: &str, testid: &str, glyph: &str| {
        format!(
            "<button type=\"button\" data-testid=\"{testid}\" aria-label=\"{label}\" title=\"{label}\">{glyph}</button>",
            label = esc(&w.t(id))
        )
    };
    let _ = write!(
        b,
        "><p class=\"embed-status\" data-testid=\"embed-status\" role=\"status\"></p>\
         <div class=\"embed-board\" data-testid=\"embed-board\"></div>\
         <div class=\"embed-steps\" data-testid=\"embed-steps\" hidden>{}{}<span class=\"embed-ply\" data-testid=\"embed-ply\"></span>{}{}</div>\
         <p class=\"embed-link\"><a href=\"{link}\" target=\"_blank\" rel=\"noopener\" data-testid=\"embed-link\">{text}</a></p>\
         </main>\n</body>\n</html>\n",
        step("review-first", "embed-first", "«"),
        step("review-prev", "embed-prev", "◀"),
        step("review-next", "embed-next", "▶"),
        step("study-last", "embed-last", "»"),
        link = esc(&v.link),
        text = esc(&v.link_text),
    );
    b
}

/// A page that says why nothing can be shown (still frameable, so the
/// embedding site shows the reason in its frame).
fn refusal(w: &Words, status: StatusCode, text: &str, base: &str) -> Response {
    let mut b = head(w, &w.t("embed-title"), None, "embed");
    let _ = write!(
        b,
        "<main class=\"embed-view\" data-testid=\"embed-error\"><p class=\"error\" role=\"alert\">{}</p>\
         <p class=\"embed-link\"><a href=\"{base}/\" target=\"_blank\" rel=\"noopener\" data-testid=\"embed-link\">{}</a></p></main>\n</body>\n</html>\n",
        esc(text),
        esc(&w.t("embed-link-home")),
        base = esc(base),
    );
    html(status, EMBED_CSP, b)
}

/// `GET /embed/{id}`: a live or finished game.
pub async fn game(
    State(app): State<AppState>,
    Path(id): Path<String>,
    query: Result<Query<EmbedQuery>, QueryRejection>,
    headers: HeaderMap,
    local: Option<axum::Extension<LocalAddr>>,
) -> Response {
    let q = query.map(|Query(q)| q).unwrap_or_default();
    let w = Words::new(choose(q.lang.as_deref(), &headers));
    let base = app.site.base(&headers, local.map(|e| e.0));
    let view = app
        .registry
        .with_game(&id, |h| async move { h.view().await })
        .await;
    let state = match view {
        Ok(s) => s,
        Err(ActionError::UnknownGame) => {
            let clipped: String = id.chars().take(40).collect();
            let text = w.fmt("embed-no-game", &[("id", FluentValue::from(clipped))]);
            return refusal(&w, StatusCode::NOT_FOUND, &text, &base);
        }
        Err(e) => {
            let text = w.fmt(
                "embed-unavailable",
                &[("reason", FluentValue::from(e.to_string()))],
            );
            return refusal(&w, StatusCode::SERVICE_UNAVAILABLE, &text, &base);
        }
    };
    let text = |k: &str| state[k].as_str().unwrap_or_default().to_owned();
    let v = View {
        data: vec![
            ("id", id.clone()),
            ("game", text("game")),
            ("rules", text("rules")),
            ("fen", text("fen")),
        ],
        link: format!("{base}/play/{id}"),
        link_text: w.t("embed-link-game"),
        w: &w,
    };
    html(StatusCode::OK, EMBED_CSP, page(&v))
}

/// `GET /embed?fen=...&rules=...`: any position under a preset.
pub async fn position(
    State(app): State<AppState>,
    query: Result<Query<EmbedQuery>, QueryRejection>,
    headers: HeaderMap,
    local: Option<axum::Extension<LocalAddr>>,
) -> Response {
    let base = app.site.base(&headers, local.map(|e| e.0));
    let Ok(Query(q)) = query else {
        let w = Words::new(choose(None, &headers));
        return refusal(&w, StatusCode::BAD_REQUEST, &w.t("embed-bad-query"), &base);
    };
    let w = Words::new(choose(q.lang.as_deref(), &headers));
    let name = q.rules.as_deref().unwrap_or_default();
    let Some(rules) = RuleSet::preset(name) else {
        let clipped: String = name.chars().take(40).collect();
        let text = w.fmt("embed-bad-rules", &[("name", FluentValue::from(clipped))]);
        return refusal(&w, StatusCode::BAD_REQUEST, &text, &base);
    };
    let fen = q.fen.as_deref().unwrap_or_default();
    let pos = match palace_rules::validate_fen(fen, rules) {
        Ok(p) => p,
        Err(e) => {
            let text = w.fmt("embed-bad-fen", &[("reason", FluentValue::from(e.to_string()))]);
            return refusal(&w, StatusCode::BAD_REQUEST, &text, &base);
        }
    };
    let game = if rules.is_janggi() { "janggi" } else { "xiangqi" };
    let v = View {
        data: vec![
            ("game", game.to_owned()),
            ("rules", rules.name.to_owned()),
            ("fen", pos.fen()),
        ],
        link: format!("{base}/rules/{}", rules.name),
        link_text: w.t("embed-link-rules"),
        w: &w,
    };
    html(StatusCode::OK, EMBED_CSP, page(&v))
}
