//! The site's words on pages the server renders (rules pages, the embed
//! view): the client's own Fluent catalogues (`web/locales/<lang>.ftl`),
//! embedded at compile time and formatted with `fluent-bundle`, so every
//! word lives in one place. The language is chosen as the client chooses
//! it (web/i18n.js `negotiate`), from `?lang=` or `Accept-Language`.

use axum::http::{header, HeaderMap};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;

/// The catalogues, in the order web/i18n.js lists the languages.
const CATALOGUES: [(&str, &str); 24] = [
    ("en", include_str!("../../../web/locales/en.ftl")),
    ("ja", include_str!("../../../web/locales/ja.ftl")),
    ("ko", include_str!("../../../web/locales/ko.ftl")),
    ("zh-CN", include_str!("../../../web/locales/zh-CN.ftl")),
    ("zh-TW", include_str!("../../../web/locales/zh-TW.ftl")),
    ("id", include_str!("../../../web/locales/id.ftl")),
    ("ms", include_str!("../../../web/locales/ms.ftl")),
    ("de", include_str!("../../../web/locales/de.ftl")),
    ("es", include_str!("../../../web/locales/es.ftl")),
    ("fil", include_str!("../../../web/locales/fil.ftl")),
    ("fr", include_str!("../../../web/locales/fr.ftl")),
    ("it", include_str!("../../../web/locales/it.ftl")),
    ("nl", include_str!("../../../web/locales/nl.ftl")),
    ("pl", include_str!("../../../web/locales/pl.ftl")),
    ("pt-BR", include_str!("../../../web/locales/pt-BR.ftl")),
    ("vi", include_str!("../../../web/locales/vi.ftl")),
    ("tr", include_str!("../../../web/locales/tr.ftl")),
    ("ru", include_str!("../../../web/locales/ru.ftl")),
    ("uk", include_str!("../../../web/locales/uk.ftl")),
    ("ar", include_str!("../../../web/locales/ar.ftl")),
    ("fa", include_str!("../../../web/locales/fa.ftl")),
    ("he", include_str!("../../../web/locales/he.ftl")),
    ("hi", include_str!("../../../web/locales/hi.ftl")),
    ("th", include_str!("../../../web/locales/th.ftl")),
];

/// Languages written right to left.
const RTL: [&str; 3] = ["ar", "fa", "he"];

/// Old or other codes a browser may report, to the code Palace uses (an
/// empty code: no catalogue, try the next tag).
const ALIASES: [(&str, &str); 7] = [
    ("tl", "fil"),
    ("iw", "he"),
    ("in", "id"),
    ("zh", "zh-CN"),
    ("pt", "pt-BR"),
    ("nb", ""),
    ("no", ""),
];

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static Vec<Bundle> {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        CATALOGUES
            .iter()
            .map(|(lang, text)| {
                let id: unic_langid::LanguageIdentifier = lang.parse().unwrap_or_default();
                let mut bundle = FluentBundle::new_concurrent(vec![id]);
                // Isolation marks keep names of the other direction readable in RTL text.
                bundle.set_use_isolating(RTL.contains(lang));
                let resource = FluentResource::try_new(rename_terms(text)).unwrap_or_else(|(r, _)| r);
                // A message defined twice keeps its first text (the words test forbids it anyway).
                bundle.add_resource_overriding(resource);
                bundle
            })
            .collect()
    })
}

/// The catalogue with every term renamed from `-name` to `-t-name`:
/// fluent-bundle keeps terms and messages under one name space, so the
/// message `brand = { -brand }` would hide the term `-brand` (the
/// JavaScript library keeps them apart). Definitions start a line;
/// references open a placeable.
fn rename_terms(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 256);
    for line in text.split_inclusive('\n') {
        let mut rest = line;
        if let Some(after) = line.strip_prefix('-') {
            if after.starts_with(|c: char| c.is_ascii_alphabetic()) {
                out.push_str("-t-");
                rest = after;
            }
        }
        let mut last = 0;
        for (i, c) in rest.char_indices() {
            if c != '{' {
                continue;
            }
            let tail = &rest[i + 1..];
            let trimmed = tail.trim_start_matches(' ');
            if let Some(name) = trimmed.strip_prefix('-') {
                if name.starts_with(|c: char| c.is_ascii_alphabetic()) {
                    let dash = i + 1 + (tail.len() - trimmed.len());
                    out.push_str(&rest[last..=dash]);
                    out.push_str("t-");
                    last = dash + 1;
                }
            }
        }
        out.push_str(&rest[last..]);
    }
    out
}

/// Every language there is a catalogue for.
pub fn languages() -> impl Iterator<Item = &'static str> {
    CATALOGUES.iter().map(|(l, _)| *l)
}

/// The Palace language for a list of browser language tags, first match
/// wins, or English (web/i18n.js `negotiate`, the same steps).
pub fn negotiate<'a>(tags: impl IntoIterator<Item = &'a str>) -> &'static str {
    for raw in tags {
        let tag = raw.trim();
        if tag.is_empty() {
            continue;
        }
        if let Some(l) = languages().find(|l| l.eq_ignore_ascii_case(tag)) {
            return l;
        }
        let lower = tag.to_ascii_lowercase();
        let parts: Vec<&str> = lower.split('-').collect();
        let base = parts[0];
        if base == "zh" {
            // Traditional characters for Taiwan, Hong Kong, Macau and Hant.
            let traditional = parts[1..]
                .iter()
                .any(|p| matches!(*p, "tw" | "hk" | "mo" | "hant"));
            return if traditional { "zh-TW" } else { "zh-CN" };
        }
        if let Some((_, alias)) = ALIASES.iter().find(|(a, _)| *a == base) {
            if let Some(l) = languages().find(|l| l == alias) {
                return l;
            }
        }
        if let Some(l) = languages().find(|l| l.to_ascii_lowercase().split('-').next() == Some(base)) {
            return l;
        }
    }
    "en"
}

/// The tags of an `Accept-Language` header, most wanted first (`q=0` left out).
fn accepted(header: &str) -> Vec<&str> {
    let mut tags: Vec<(&str, f32)> = header
        .split(',')
        .filter_map(|part| {
            let mut it = part.split(';');
            let tag = it.next()?.trim();
            let q = it
                .find_map(|p| p.trim().strip_prefix("q="))
                .map_or(1.0, |q| q.trim().parse::<f32>().unwrap_or(0.0));
            (q > 0.0 && tag != "*").then_some((tag, q))
        })
        .collect();
    // A stable sort keeps the header's order among equal weights.
    tags.sort_by(|a, b| b.1.total_cmp(&a.1));
    tags.into_iter().map(|(t, _)| t).collect()
}

/// The language of a request: `?lang=` if Palace has it, else the best of
/// `Accept-Language`, else English.
pub fn choose(lang: Option<&str>, headers: &HeaderMap) -> &'static str {
    if let Some(l) = lang.and_then(|l| languages().find(|x| x.eq_ignore_ascii_case(l))) {
        return l;
    }
    let header = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|h| h.to_str().ok())
        .unwrap_or_default();
    negotiate(accepted(header))
}

/// The words of one language.
#[derive(Clone, Copy)]
pub struct Words {
    lang: &'static str,
    index: usize,
}

impl std::fmt::Debug for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Words({})", self.lang)
    }
}

/// A message's arguments: name and value (text or number).
pub type Args<'a> = [(&'a str, FluentValue<'a>)];

impl Words {
    /// The words of a language (English for one Palace does not have).
    #[must_use]
    pub fn new(lang: &str) -> Words {
        let index = CATALOGUES.iter().position(|(l, _)| *l == lang).unwrap_or(0);
        Words {
            lang: CATALOGUES[index].0,
            index,
        }
    }

    /// The language's code, for `<html lang>`.
    #[must_use]
    pub fn lang(&self) -> &'static str {
        self.lang
    }

    /// `rtl` or `ltr`, for `<html dir>`.
    #[must_use]
    pub fn dir(&self) -> &'static str {
        if RTL.contains(&self.lang) {
            "rtl"
        } else {
            "ltr"
        }
    }

    /// A message without arguments.
    #[must_use]
    pub fn t(&self, id: &str) -> String {
        self.fmt(id, &[])
    }

    /// A message with arguments; English if this catalogue lacks it, the
    /// id itself if English does too (a test keeps that from happening).
    #[must_use]
    pub fn fmt(&self, id: &str, args: &Args<'_>) -> String {
        let (text, errors) = self.format(id, args);
        if !errors.is_empty() {
            tracing::warn!(lang = self.lang, id, "message formats with errors: {errors:?}");
        }
        text
    }

    fn format(&self, id: &str, args: &Args<'_>) -> (String, Vec<fluent_bundle::FluentError>) {
        let mut fa = FluentArgs::new();
        for (k, v) in args {
            fa.set(*k, v.clone());
        }
        for index in [self.index, 0] {
            let bundle = &bundles()[index];
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&fa), &mut errors);
                return (text.into_owned(), errors);
            }
        }
        (id.to_owned(), Vec::new())
    }

    /// Whether English has this message (for the tests of the pages).
    #[must_use]
    pub fn has(id: &str) -> bool {
        bundles()[0].has_message(id)
    }
}

/// Escapes text for HTML content and attribute values.
#[must_use]
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    #[test]
    fn terms_resolve_beside_messages_of_the_same_name() {
        assert_eq!(
            rename_terms("-brand = Palace\nbrand = { -brand }\nx = {-red} and { $n }-mal\n"),
            "-t-brand = Palace\nbrand = { -t-brand }\nx = {-t-red} and { $n }-mal\n"
        );
        let en = Words::new("en");
        assert_eq!(en.t("brand"), "Palace");
        assert_eq!(en.t("rules-overview-heading"), "Rules of Xiangqi and Janggi");
        assert!(!Words::new("ko").t("rules-about-janggi").contains('{'));
    }

    #[test]
    fn every_message_formats_without_errors_in_every_language() {
        // The JavaScript library's test (tests/browser/words.test.mjs) does
        // the same for the client; this one for the Rust library.
        let en = FluentResource::try_new(CATALOGUES[0].1.to_owned()).unwrap_or_else(|(r, _)| r);
        let ids: Vec<&str> = en
            .entries()
            .filter_map(|e| match e {
                fluent_syntax::ast::Entry::Message(m) => Some(m.id.name),
                _ => None,
            })
            .collect();
        assert!(ids.len() > 250, "{} messages", ids.len());
        let args: Vec<(&str, FluentValue)> = [
            "side", "piece", "point", "count", "decision", "rules", "name", "from", "targets", "points",
            "id", "reason", "bonus", "ply", "total", "level",
        ]
        .iter()
        .map(|k| (*k, FluentValue::from(2)))
        .collect();
        for lang in languages() {
            let w = Words::new(lang);
            for id in &ids {
                let (text, errors) = w.format(id, &args);
                let unknown_variable = |e: &fluent_bundle::FluentError| format!("{e:?}").contains("Variable");
                let errors: Vec<_> = errors.iter().filter(|e| !unknown_variable(e)).collect();
                assert!(errors.is_empty(), "{lang} {id}: {errors:?}");
                assert!(!text.trim().is_empty(), "{lang} {id}");
            }
        }
    }

    #[test]
    fn negotiates_like_the_client() {
        assert_eq!(negotiate(["de-AT"]), "de");
        assert_eq!(negotiate(["zh-Hant-HK"]), "zh-TW");
        assert_eq!(negotiate(["zh"]), "zh-CN");
        assert_eq!(negotiate(["pt-PT"]), "pt-BR");
        assert_eq!(negotiate(["tl"]), "fil");
        assert_eq!(negotiate(["nb", "fr"]), "fr");
        assert_eq!(negotiate(["xx", "he-IL"]), "he");
        assert_eq!(negotiate(["xx"]), "en");
    }

    #[test]
    fn accept_language_weights_and_lang_override() {
        let mut h = HeaderMap::new();
        h.insert(
            header::ACCEPT_LANGUAGE,
            HeaderValue::from_static("en;q=0.5, ko-KR, fr;q=0.9"),
        );
        assert_eq!(choose(None, &h), "ko");
        assert_eq!(choose(Some("JA"), &h), "ja");
        assert_eq!(choose(Some("xx"), &h), "ko");
        assert_eq!(choose(None, &HeaderMap::new()), "en");
    }

    #[test]
    fn formats_every_language_and_escapes() {
        for lang in languages() {
            let w = Words::new(lang);
            assert_eq!(w.lang(), lang);
            let text = w.fmt("review-after", &[("ply", 3.into()), ("total", 9.into())]);
            assert!(text.contains('3') && text.contains('9'), "{lang}: {text}");
        }
        assert_eq!(Words::new("he").dir(), "rtl");
        assert_eq!(Words::new("xx").lang(), "en");
        assert_eq!(esc("<a href=\"x\">&'"), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
    }
}
