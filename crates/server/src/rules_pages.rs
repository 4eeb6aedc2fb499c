//! `/rules` and `/rules/{preset}`: the rules of both games and of every
//! preset, as pages that read without JavaScript, in the visitor's
//! language. What moves where, the points and the endings all come from
//! palace-rules ([`RuleSet::endings`], [`diagrams`], the move generator),
//! so a page cannot disagree with the game; the words come from the
//! client's catalogues ([`crate::words`]). A small script (web/rules.js)
//! draws each diagram with the board component from the data in the page.

use crate::pages::{head, html, lang_query, LangQuery, PAGE_CSP};
use crate::words::{choose, esc, Words};
use axum::extract::{Path, Query};
use axum::http::{HeaderMap, StatusCode};
use axum::response::Response;
use fluent_bundle::FluentValue;
use palace_rules::{diagrams, Decision, Ending, Role, RuleSet, SetupRule, Variant, PRESETS};
use std::fmt::Write;

/// The board's traditional characters (web/pieces.js `TRADITIONAL`), by
/// game, side and role in [`Role::ALL`] order; a test keeps them equal.
const TRADITIONAL: [[[&str; 7]; 2]; 2] = [
    [
        ["帥", "仕", "相", "傌", "俥", "炮", "兵"],
        ["將", "士", "象", "馬", "車", "砲", "卒"],
    ],
    [
        ["楚", "士", "象", "馬", "車", "包", "卒"],
        ["漢", "士", "象", "馬", "車", "包", "兵"],
    ],
];

/// One familiar character per kind (web/pieces.js `READABLE`).
const READABLE: [[&str; 7]; 2] = [
    ["将", "士", "象", "马", "车", "炮", "兵"],
    ["궁", "사", "상", "마", "차", "포", "졸"],
];

fn game_key(v: Variant) -> &'static str {
    match v {
        Variant::Xiangqi => "xiangqi",
        Variant::Janggi => "janggi",
    }
}

fn decision_arg(d: Option<Decision>) -> FluentValue<'static> {
    FluentValue::from(match d {
        Some(Decision::Points) => "points",
        _ => "draw",
    })
}

/// The sentence of one ending, with its numbers and decision.
pub fn ending_text(w: &Words, e: Ending) -> String {
    let id = format!("rules-end-{}", e.key());
    let mut args: Vec<(&str, FluentValue)> = vec![("decision", decision_arg(e.decision()))];
    if let Some(n) = e.count() {
        args.push(("count", FluentValue::from(n)));
    }
    if let Ending::Points { han_bonus_x2 } = e {
        args.push(("bonus", FluentValue::from(f64::from(han_bonus_x2) / 2.0)));
    }
    w.fmt(&id, &args)
}

fn points_text(x2: i32) -> String {
    if x2 % 2 == 0 {
        (x2 / 2).to_string()
    } else {
        format!("{}.5", x2 / 2)
    }
}

/// The header and navigation shared by the rules pages.
fn top(w: &Words, q: &str) -> String {
    format!(
        "<header class=\"top\"><a class=\"brand\" href=\"/\">{brand}</a>\
         <nav class=\"page-nav\"><a href=\"/rules{q}\" data-testid=\"rules-all\">{all}</a> \
         <a href=\"/\">{play}</a></nav></header>\n",
        brand = esc(&w.t("brand")),
        all = esc(&w.t("rules-all")),
        play = esc(&w.t("rules-play")),
    )
}

/// The links to every preset, product presets first, by game.
fn preset_list(w: &Words, q: &str, variant: Variant) -> String {
    let mut s = String::from("<ul class=\"preset-list\">");
    let mut engine = String::new();
    for r in PRESETS.iter().filter(|r| r.variant == variant) {
        let item = format!(
            "<li><a href=\"/rules/{name}{q}\" data-preset=\"{name}\">{label}</a></li>",
            name = r.name,
            label = esc(&w.t(&format!("rules-{}", r.name))),
        );
        if r.engine_compatible {
            engine.push_str(&item);
        } else {
            s.push_str(&item);
        }
    }
    s.push_str("</ul>");
    if !engine.is_empty() {
        let _ = write!(
            s,
            "<p class=\"sub\">{}</p><ul class=\"preset-list\">{engine}</ul>",
            esc(&w.t("rules-advanced"))
        );
    }
    s
}

/// `GET /rules`: both games and every preset.
pub async fn overview(Query(q): Query<LangQuery>, headers: HeaderMap) -> Response {
    let w = Words::new(choose(q.lang.as_deref(), &headers));
    let lq = lang_query(&w, q.lang.is_some());
    let mut b = head(&w, &w.t("rules-overview-title"), None, "page rules-page");
    b.push_str(&top(&w, &lq));
    let _ = write!(
        b,
        "<main class=\"rules\" data-testid=\"rules-overview\"><h1>{}</h1><p>{}</p>",
        esc(&w.t("rules-overview-heading")),
        esc(&w.t("rules-overview-intro")),
    );
    for variant in [Variant::Xiangqi, Variant::Janggi] {
        let g = game_key(variant);
        let _ = write!(
            b,
            "<section class=\"rules-game\" data-game=\"{g}\"><h2>{}</h2><p>{}</p>{}</section>",
            esc(&w.t(&format!("game-{g}"))),
            esc(&w.t(&format!("rules-about-{g}"))),
            preset_list(&w, &lq, variant),
        );
    }
    b.push_str("</main>\n</body>\n</html>\n");
    html(StatusCode::OK, PAGE_CSP, b)
}

/// `GET /rules/{preset}`: one rule set's page; an unknown name gets a 404
/// page listing the known ones.
pub async fn preset(Path(name): Path<String>, Query(q): Query<LangQuery>, headers: HeaderMap) -> Response {
    let w = Words::new(choose(q.lang.as_deref(), &headers));
    let lq = lang_query(&w, q.lang.is_some());
    let Some(rules) = RuleSet::preset(&name) else {
        let mut b = head(&w, &w.t("rules-not-found-title"), None, "page rules-page");
        b.push_str(&top(&w, &lq));
        let clipped: String = name.chars().take(40).collect();
        let _ = write!(
            b,
            "<main class=\"rules\" data-testid=\"rules-not-found\"><h1>{}</h1><p>{}</p>",
            esc(&w.t("rules-not-found-title")),
            esc(&w.fmt("rules-not-found-text", &[("name", FluentValue::from(clipped))])),
        );
        for v in [Variant::Xiangqi, Variant::Janggi] {
            let _ = write!(
                b,
                "<h2>{}</h2>{}",
                esc(&w.t(&format!("game-{}", game_key(v)))),
                preset_list(&w, &lq, v)
            );
        }
        b.push_str("</main>\n</body>\n</html>\n");
        return html(StatusCode::NOT_FOUND, PAGE_CSP, b);
    };
    html(StatusCode::OK, PAGE_CSP, preset_page(&w, &lq, rules))
}

fn preset_page(w: &Words, lq: &str, rules: &'static RuleSet) -> String {
    let g = game_key(rules.variant);
    let label = w.t(&format!("rules-{}", rules.name));
    let game = w.t(&format!("game-{g}"));
    let mut b = head(
        w,
        &w.fmt("rules-page-title", &[("rules", FluentValue::from(label.clone()))]),
        Some("rules.js"),
        "page rules-page",
    );
    b.push_str(&top(w, lq));
    let setup = if rules.setup == SetupRule::Choice {
        "rules-setup-choice"
    } else {
        "rules-setup-fixed"
    };
    let _ = write!(
        b,
        "<main class=\"rules\" data-testid=\"rules-preset\" data-preset=\"{name}\" data-game=\"{g}\">\
         <h1>{game}: {label}</h1><p>{about}</p><p>{setup}</p>",
        name = rules.name,
        game = esc(&game),
        label = esc(&label),
        about = esc(&w.t(&format!("rules-about-{g}"))),
        setup = esc(&w.t(setup)),
    );
    pieces_section(&mut b, w, rules);
    table_section(&mut b, w, rules);
    let _ = write!(
        b,
        "<section id=\"endings\" data-testid=\"endings\"><h2>{}</h2><ul class=\"endings\">",
        esc(&w.t("rules-endings-heading"))
    );
    for e in rules.endings() {
        let _ = write!(
            b,
            "<li data-ending=\"{}\">{}</li>",
            e.key(),
            esc(&ending_text(w, e))
        );
    }
    b.push_str("</ul></section>");
    let _ = write!(
        b,
        "<section id=\"faq\"><h2>{}</h2><dl class=\"faq\">",
        esc(&w.t("rules-faq-heading"))
    );
    for i in 1..=4 {
        let _ = write!(
            b,
            "<dt>{}</dt><dd>{}</dd>",
            esc(&w.t(&format!("rules-faq-q{i}"))),
            esc(&w.t(&format!("rules-faq-a{i}")))
        );
    }
    b.push_str("</dl></section>");
    let _ = write!(
        b,
        "<section id=\"strategy\"><h2>{}</h2><h3>{}</h3><p>{}</p><h3>{}</h3><p>{}</p><h3>{}</h3><p>{}</p></section>",
        esc(&w.t("rules-strategy-heading")),
        esc(&w.t("rules-strategy-opening-heading")),
        esc(&w.t("rules-strategy-opening")),
        esc(&w.t("rules-strategy-values-heading")),
        esc(&w.t(&format!("rules-strategy-values-{g}"))),
        esc(&w.t("rules-strategy-mates-heading")),
        esc(&w.t("rules-strategy-mates")),
    );
    let _ = write!(
        b,
        "<section id=\"presets\"><h2>{}</h2>{}</section>",
        esc(&w.t("rules-presets-heading")),
        preset_list(w, lq, rules.variant)
    );
    b.push_str("</main>\n</body>\n</html>\n");
    b
}

fn points_list(v: &[palace_rules::Square]) -> String {
    v.iter().map(ToString::to_string).collect::<Vec<_>>().join(" ")
}

/// How each piece moves: its sentence, what this rule set changes about
/// it, and a diagram whose marked points are the move generator's.
fn pieces_section(b: &mut String, w: &Words, rules: &'static RuleSet) {
    let g = game_key(rules.variant);
    let _ = write!(
        b,
        "<section id=\"pieces\"><h2>{}</h2>",
        esc(&w.t("rules-pieces-heading"))
    );
    for d in diagrams(rules.variant) {
        let role = d.role.char();
        let targets = d.targets(rules);
        let blocked = d.blocked(rules);
        let _ = write!(
            b,
            "<article class=\"piece-rule\" data-testid=\"piece-{role}\"><h3>{}</h3><p>{}",
            esc(&w.t(&format!("piece-{g}-{role}"))),
            esc(&w.t(&format!("rules-move-{g}-{role}"))),
        );
        for note in rules.movement_notes(d.role) {
            let _ = write!(b, " {}", esc(&w.t(&format!("rules-note-{}", note.key()))));
        }
        let list = w.fmt(
            "rules-diagram-caption",
            &[
                ("from", FluentValue::from(d.from)),
                ("targets", FluentValue::from(points_list(&targets))),
            ],
        );
        let _ = write!(
            b,
            "</p><figure class=\"diagram\" data-testid=\"diagram\" data-game=\"{g}\" data-fen=\"{fen}\" \
             data-from=\"{from}\" data-targets=\"{t}\" data-blocked=\"{bl}\"><div class=\"diagram-board\"></div>\
             <figcaption>{list}",
            fen = esc(d.fen),
            from = d.from,
            t = points_list(&targets),
            bl = points_list(&blocked),
            list = esc(&list),
        );
        if !blocked.is_empty() {
            let text = w.fmt(
                "rules-diagram-blocked",
                &[("points", FluentValue::from(points_list(&blocked)))],
            );
            let _ = write!(b, " {}", esc(&text));
        }
        b.push_str("</figcaption></figure></article>");
    }
    b.push_str("</section>");
}

/// The quick reference: characters, picture (drawn by the script), name,
/// a short line on the move, and Janggi points.
fn table_section(b: &mut String, w: &Words, rules: &'static RuleSet) {
    let g = game_key(rules.variant);
    let janggi = rules.variant == Variant::Janggi;
    let _ = write!(
        b,
        "<section id=\"table\"><h2>{}</h2><div class=\"table-wrap\"><table class=\"pieces-table\" data-testid=\"pieces-table\">\
         <thead><tr><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th>",
        esc(&w.t("rules-table-heading")),
        esc(&w.t("rules-col-traditional")),
        esc(&w.t("rules-col-readable")),
        esc(&w.t("rules-col-picture")),
        esc(&w.t("rules-col-name")),
        esc(&w.t("rules-col-moves")),
    );
    if janggi {
        let _ = write!(b, "<th scope=\"col\">{}</th>", esc(&w.t("rules-col-points")));
    }
    b.push_str("</tr></thead><tbody>");
    let gi = usize::from(janggi);
    for (i, role) in Role::ALL.into_iter().enumerate() {
        let r = role.char();
        let (first, second) = (TRADITIONAL[gi][0][i], TRADITIONAL[gi][1][i]);
        let chars = if first == second {
            first.to_owned()
        } else {
            format!("{first} {second}")
        };
        let _ = write!(
            b,
            "<tr data-role=\"{r}\"><td class=\"glyphs\" lang=\"zh-Hant\">{chars}</td><td class=\"glyphs\">{readable}</td>\
             <td class=\"picture\" data-game=\"{g}\" data-role=\"{r}\"></td><th scope=\"row\">{name}</th><td>{moves}</td>",
            readable = READABLE[gi][i],
            name = esc(&w.t(&format!("piece-{g}-{r}"))),
            moves = esc(&w.t(&format!("rules-short-{g}-{r}"))),
        );
        if janggi {
            let points = rules.points_x2(role).map_or_else(|| "–".to_owned(), points_text);
            let _ = write!(b, "<td class=\"num\">{points}</td>");
        }
        b.push_str("</tr>");
    }
    b.push_str("</tbody></table></div></section>");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn characters_match_the_board() {
        // The board draws these same characters (web/pieces.js); they must not drift apart.
        let js = include_str!("../../../web/pieces.js");
        let roles = ["k", "a", "b", "n", "r", "c", "p"];
        for (gi, game) in ["xiangqi", "janggi"].iter().enumerate() {
            for (side, chars) in TRADITIONAL[gi].iter().enumerate() {
                for (r, ch) in roles.iter().zip(chars) {
                    let entry = format!("{r}: '{ch}'");
                    assert!(
                        js.contains(&entry),
                        "{game} side {side}: {entry} not in pieces.js"
                    );
                }
            }
            let line = format!("{game}: {{ k: '{}', a: '{}'", READABLE[gi][0], READABLE[gi][1]);
            assert!(js.contains(&line), "{line}");
        }
    }

    #[test]
    fn every_message_the_pages_use_is_in_english() {
        let mut ids = vec![
            "rules-overview-title",
            "rules-overview-heading",
            "rules-overview-intro",
            "rules-not-found-title",
            "rules-not-found-text",
            "rules-page-title",
            "rules-diagram-caption",
            "rules-diagram-blocked",
        ]
        .into_iter()
        .map(str::to_owned)
        .collect::<Vec<_>>();
        for r in PRESETS {
            ids.push(format!("rules-{}", r.name));
            for e in r.endings() {
                ids.push(format!("rules-end-{}", e.key()));
            }
            for role in Role::ALL {
                for n in r.movement_notes(role) {
                    ids.push(format!("rules-note-{}", n.key()));
                }
            }
        }
        for g in ["xiangqi", "janggi"] {
            for r in ["k", "a", "b", "n", "r", "c", "p"] {
                ids.push(format!("rules-move-{g}-{r}"));
                ids.push(format!("rules-short-{g}-{r}"));
            }
            ids.push(format!("rules-about-{g}"));
            ids.push(format!("rules-strategy-values-{g}"));
        }
        for id in ids {
            assert!(Words::has(&id), "en.ftl lacks {id}");
        }
    }

    #[test]
    fn points_read_as_the_game_counts_them() {
        assert_eq!(points_text(26), "13");
        assert_eq!(points_text(3), "1.5");
    }
}
