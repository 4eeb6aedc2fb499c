//! The rules pages and the embed view over real HTTP: every preset's page
//! in two languages, its endings produced from its `RuleSet` (and so
//! different where presets differ), its diagrams' points from the move
//! generator, the text there without any script; unknown presets and bad
//! embeds refused with a page; and which responses other sites may frame.

mod common;

use common::{create, temp_db, TestServer};
use palace_rules::{diagrams, Ending, RuleSet, Variant, PRESETS};
use palace_server::rules_pages::ending_text;
use palace_server::words::{esc, Words};
use palace_server::CaptureFirst;
use serde_json::json;
use std::sync::Arc;

struct Page {
    status: u16,
    csp: String,
    body: String,
}

async fn fetch(server: &TestServer, path: &str, accept_language: Option<&str>) -> Page {
    let mut req = reqwest::Client::new().get(server.url(path));
    if let Some(l) = accept_language {
        req = req.header("accept-language", l);
    }
    let res = req.send().await.unwrap();
    let status = res.status().as_u16();
    let csp = res
        .headers()
        .get("content-security-policy")
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    Page {
        status,
        csp,
        body: res.text().await.unwrap(),
    }
}

fn server() -> (tempfile::TempDir, TestServer) {
    let (dir, db) = temp_db();
    (dir, TestServer::start(&db, Arc::new(CaptureFirst)))
}

/// The `data-ending` keys of a page, in order.
fn ending_keys(body: &str) -> Vec<String> {
    body.split("data-ending=\"")
        .skip(1)
        .map(|s| s.split('"').next().unwrap().to_owned())
        .collect()
}

/// The page's text as a reader without scripts sees it: tags removed.
fn text_of(body: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in body.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                out.push(' ');
            }
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

#[tokio::test]
async fn every_preset_reads_in_two_languages() {
    let (_dir, server) = server();
    for rules in PRESETS {
        for (lang, how) in [("en", None), ("ko", Some("ko-KR,ko;q=0.9,en;q=0.5"))] {
            let page = fetch(&server, &format!("/rules/{}", rules.name), how).await;
            assert_eq!(page.status, 200, "{} in {lang}", rules.name);
            assert!(
                page.body.contains(&format!("<html lang=\"{lang}\" dir=\"ltr\">")),
                "{} {lang}",
                rules.name
            );
            // Every term and variable resolved: no "{-brand}" left in the words.
            assert!(
                !text_of(&page.body).contains('{'),
                "{} {lang}: unresolved words",
                rules.name
            );
            let w = Words::new(lang);
            for id in [
                "rules-pieces-heading",
                "rules-table-heading",
                "rules-endings-heading",
                "rules-faq-heading",
            ] {
                assert!(page.body.contains(&esc(&w.t(id))), "{} {lang}: {id}", rules.name);
            }
            // Every ending of the rule set, in its order, in this language.
            let keys: Vec<String> = rules.endings().iter().map(|e| e.key().to_owned()).collect();
            assert_eq!(ending_keys(&page.body), keys, "{} {lang}", rules.name);
            for e in rules.endings() {
                assert!(
                    page.body.contains(&esc(&ending_text(&w, e))),
                    "{} {lang}: {}",
                    rules.name,
                    e.key()
                );
            }
        }
    }
    // ?lang= wins over the header; Arabic, Persian and Hebrew read right to left.
    let page = fetch(&server, "/rules/xiangqi-standard?lang=ar", Some("ko")).await;
    assert!(page.body.contains("<html lang=\"ar\" dir=\"rtl\">"));
    let page = fetch(&server, "/rules/janggi-club", Some("zh-Hant-TW")).await;
    assert!(page.body.contains("<html lang=\"zh-TW\""));
}

#[tokio::test]
async fn endings_differ_where_the_rule_sets_differ() {
    let (_dir, server) = server();
    let mut seen: Vec<(String, Vec<String>)> = Vec::new();
    for name in [
        "janggi-standard",
        "janggi-club",
        "janggi-strict",
        "xiangqi-standard",
        "xiangqi",
    ] {
        let page = fetch(&server, &format!("/rules/{name}"), None).await;
        let keys = ending_keys(&page.body);
        let rules = RuleSet::preset(name).unwrap();
        let expected: Vec<String> = rules.endings().iter().map(|e| e.key().to_owned()).collect();
        assert_eq!(keys, expected, "{name}");
        for (other, theirs) in &seen {
            assert_ne!(&keys, theirs, "{name} reads like {other}");
        }
        seen.push((name.to_owned(), keys));
    }
    let standard = fetch(&server, "/rules/janggi-standard", None).await;
    let club = fetch(&server, "/rules/janggi-club", None).await;
    let strict = fetch(&server, "/rules/janggi-strict", None).await;
    // Standard: bikjang and the move limit decided on points, Han's bonus explained.
    let limit = Ending::PlyLimit {
        plies: 200,
        decision: palace_rules::Decision::Points,
    };
    assert!(RuleSet::preset("janggi-standard")
        .unwrap()
        .endings()
        .contains(&limit));
    let en = Words::new("en");
    assert!(standard.body.contains(&esc(&ending_text(&en, limit))));
    assert!(standard.body.contains("data-ending=\"points\""));
    assert!(!club.body.contains("data-ending=\"points\""));
    // Strict: no pass, bikjang must be broken, draws by agreement.
    assert!(strict.body.contains("data-ending=\"pass-never\""));
    assert!(strict.body.contains("data-ending=\"bikjang-must-break\""));
    assert!(!standard.body.contains("data-ending=\"pass-never\""));
    // The quiet limit's number is the rule set's.
    assert!(text_of(&club.body).contains("200"));
    assert!(text_of(&strict.body).contains("120"));
}

#[tokio::test]
async fn the_pages_read_without_scripts() {
    let (_dir, server) = server();
    for (name, variant) in [
        ("janggi-standard", Variant::Janggi),
        ("janggi-club", Variant::Janggi),
        ("xiangqi-standard", Variant::Xiangqi),
    ] {
        let rules = RuleSet::preset(name).unwrap();
        let page = fetch(&server, &format!("/rules/{name}"), Some("en")).await;
        let text = text_of(&page.body);
        let en = Words::new("en");
        let g = if variant == Variant::Janggi {
            "janggi"
        } else {
            "xiangqi"
        };
        for d in diagrams(variant) {
            let r = d.role.char();
            assert!(
                text.contains(&en.t(&format!("rules-move-{g}-{r}"))),
                "{name}: {r}"
            );
            assert!(text.contains(&en.t(&format!("piece-{g}-{r}"))), "{name}: {r}");
            // The points a diagram marks are the move generator's, also in words.
            let targets: Vec<String> = d.targets(rules).iter().map(ToString::to_string).collect();
            assert!(
                page.body
                    .contains(&format!("data-targets=\"{}\"", targets.join(" "))),
                "{name}: {r}"
            );
            assert!(text.contains(&targets.join(" ")), "{name}: {r} targets in words");
        }
        assert!(text.contains(&en.t("rules-faq-q1")) && text.contains(&en.t("rules-strategy-mates")));
    }
    // Club cannons slide; standard ones only jump: the pages say and show it.
    let club = fetch(&server, "/rules/janggi-club", None).await;
    let standard = fetch(&server, "/rules/janggi-standard", None).await;
    let en = Words::new("en");
    assert!(club.body.contains(&esc(&en.t("rules-note-cannon-slides"))));
    assert!(standard.body.contains(&esc(&en.t("rules-note-cannon-must-jump"))));
    // Janggi pages give the points; the table lists all seven pieces.
    assert!(standard.body.contains("<td class=\"num\">13</td>"));
    assert_eq!(standard.body.matches("<tr data-role=").count(), 7);
    // The overview links every preset.
    let overview = fetch(&server, "/rules?lang=de", None).await;
    assert_eq!(overview.status, 200);
    assert!(overview.body.contains("<html lang=\"de\""));
    for r in PRESETS {
        assert!(
            overview
                .body
                .contains(&format!("href=\"/rules/{}?lang=de\"", r.name)),
            "{}",
            r.name
        );
    }
}

#[tokio::test]
async fn unknown_presets_get_a_page_that_says_so() {
    let (_dir, server) = server();
    let page = fetch(&server, "/rules/chess%3Cscript%3E", Some("fr")).await;
    assert_eq!(page.status, 404);
    assert!(page.body.contains("<html lang=\"fr\""));
    assert!(page.body.contains("chess&lt;script&gt;"), "the name is escaped");
    assert!(!page.body.contains("chess<script>"));
    assert!(page.body.contains("href=\"/rules/janggi-standard\""));
}

#[tokio::test]
async fn only_the_embed_routes_may_be_framed() {
    let (_dir, server) = server();
    let game = create(&server, json!({"game": "xiangqi", "mode": "local"})).await;
    let id = game["id"].as_str().unwrap();
    let fen = urlencode(RuleSet::preset("janggi-standard").unwrap().start_fen());
    for path in [
        format!("/embed/{id}"),
        format!("/embed?fen={fen}&rules=janggi-standard"),
    ] {
        let page = fetch(&server, &path, None).await;
        assert_eq!(page.status, 200, "{path}");
        assert!(page.csp.contains("frame-ancestors *"), "{path}: {}", page.csp);
        assert!(page.body.contains("data-testid=\"embed-link\""), "{path}");
    }
    let embed = fetch(&server, &format!("/embed/{id}"), None).await;
    assert!(embed.body.contains(&format!("data-id=\"{id}\"")));
    assert!(embed.body.contains(&format!("/play/{id}\"")));
    let paths = [
        "/".to_owned(),
        format!("/play/{id}"),
        "/rules".to_owned(),
        "/rules/xiangqi-standard".to_owned(),
        "/rules/nope".to_owned(),
        "/style.css".to_owned(),
        "/app.js".to_owned(),
        format!("/api/games/{id}"),
        "/api/openapi.json".to_owned(),
        "/api/games/zzzzzzzzzzzz".to_owned(),
        "/health".to_owned(),
        "/no-such-file".to_owned(),
    ];
    for path in paths {
        let page = fetch(&server, &path, None).await;
        assert!(
            page.csp.contains("frame-ancestors 'self'"),
            "{path}: '{}'",
            page.csp
        );
        assert!(!page.csp.contains("frame-ancestors *"), "{path}");
    }
}

#[tokio::test]
async fn bad_embeds_get_a_clear_page() {
    let (_dir, server) = server();
    let en = Words::new("en");
    let page = fetch(&server, "/embed?fen=not-a-fen&rules=xiangqi-standard", None).await;
    assert_eq!(page.status, 400);
    assert!(page.body.contains("data-testid=\"embed-error\""));
    let lead = en.t("embed-bad-fen");
    assert!(
        page.body.contains(&esc(lead.split(':').next().unwrap())),
        "{}",
        page.body
    );
    let page = fetch(&server, "/embed?fen=x&rules=chess", Some("ja")).await;
    assert_eq!(page.status, 400);
    assert!(page.body.contains("<html lang=\"ja\""));
    assert!(page.body.contains(&esc(
        &Words::new("ja").fmt("embed-bad-rules", &[("name", "chess".into())])
    )));
    let page = fetch(&server, "/embed", None).await;
    assert_eq!(page.status, 400, "no rules, no FEN");
    // Generals facing on an open file: no Xiangqi position.
    let fen = urlencode("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    let page = fetch(&server, &format!("/embed?fen={fen}&rules=xiangqi-standard"), None).await;
    assert_eq!(page.status, 400);
    let page = fetch(&server, "/embed/zzzzzzzzzzzz", None).await;
    assert_eq!(page.status, 404);
    assert!(page
        .body
        .contains(&esc(&en.fmt("embed-no-game", &[("id", "zzzzzzzzzzzz".into())]))));
    // Still frameable, so the embedding site shows why.
    assert!(page.csp.contains("frame-ancestors *"));
}

fn urlencode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}
