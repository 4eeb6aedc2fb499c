//! The OpenAPI document is checked against the router: every API route
//! the server's source declares (`.route("/api/...", get(...).post(...))`,
//! and `/health`, `/metrics`) is in `openapi.json` with the same methods,
//! and the document names nothing the server does not serve. Each
//! operation has a summary and its responses.
//!
//! And against the types: every component schema (request bodies,
//! responses, messages) is generated from the serde types the handlers
//! read and write (`utoipa::ToSchema`, collected in
//! `palace_server::api::Schemas`) and must equal the document's; none is
//! written by hand. Every JSON request body refers to one. Every `$ref`
//! resolves. After changing a request or response type, regenerate with
//! `PALACE_WRITE_OPENAPI=1 cargo test -p palace-server --test openapi`
//! and review the document's diff.

use serde_json::{Map, Value};
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

const REGENERATE: &str = "PALACE_WRITE_OPENAPI=1 cargo test -p palace-server --test openapi";

const METHODS: [&str; 5] = ["get", "post", "put", "delete", "patch"];

/// Path -> methods, from the `.route(` calls in the crate's source.
fn routes_in_source() -> BTreeMap<String, BTreeSet<String>> {
    let mut routes = BTreeMap::<String, BTreeSet<String>>::new();
    let mut files = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().and_then(|e| e.to_str()) != Some("rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for line in text.lines() {
            let Some(rest) = line.trim().strip_prefix(".route(\"") else {
                continue;
            };
            let (route, handlers) = rest.split_once('"').expect("a quoted path");
            if !(route.starts_with("/api/") || route == "/health" || route == "/metrics") {
                continue;
            }
            let methods = routes.entry(route.to_owned()).or_default();
            for m in METHODS {
                // `get(handler)` at the start, or chained as `.post(handler)`.
                if handlers
                    .trim_start_matches([',', ' '])
                    .starts_with(&format!("{m}("))
                    || handlers.contains(&format!(".{m}("))
                {
                    methods.insert(m.to_owned());
                }
            }
            assert!(
                !methods.is_empty(),
                "{}: no method found in {line}",
                path.display()
            );
        }
    }
    routes
}

#[test]
fn the_openapi_document_names_every_route_and_only_those() {
    let doc: Value = serde_json::from_str(palace_server::api::OPENAPI).expect("openapi.json is JSON");
    let source = routes_in_source();
    assert!(source.len() > 20, "the route parser found only {source:?}");
    let paths = doc["paths"].as_object().expect("paths");
    let mut documented = BTreeMap::<String, BTreeSet<String>>::new();
    for (path, item) in paths {
        let item = item.as_object().expect("a path item");
        for (method, op) in item {
            if !METHODS.contains(&method.as_str()) {
                continue;
            }
            documented.entry(path.clone()).or_default().insert(method.clone());
            assert!(
                op["summary"].as_str().is_some_and(|s| !s.is_empty()),
                "{method} {path} has no summary"
            );
            assert!(
                op["responses"].as_object().is_some_and(|r| !r.is_empty()),
                "{method} {path} lists no responses"
            );
        }
    }
    for (path, methods) in &source {
        assert_eq!(
            documented.get(path),
            Some(methods),
            "{path}: the server serves {methods:?}, the document says {:?}",
            documented.get(path)
        );
    }
    for path in documented.keys() {
        assert!(
            source.contains_key(path),
            "the document names {path}, which the server does not serve"
        );
    }
}

/// Where two JSON values differ, as `pointer: document ... / types ...`
/// lines.
fn differences(at: &str, doc: &Value, generated: &Value, out: &mut Vec<String>) {
    match (doc, generated) {
        (Value::Object(d), Value::Object(g)) => {
            let keys: BTreeSet<&String> = d.keys().chain(g.keys()).collect();
            for k in keys {
                let here = format!("{at}/{k}");
                match (d.get(k), g.get(k)) {
                    (Some(a), Some(b)) => differences(&here, a, b, out),
                    (Some(a), None) => out.push(format!("{here}: in the document ({a}), not in the types")),
                    (None, Some(b)) => out.push(format!("{here}: in the types ({b}), not in the document")),
                    (None, None) => unreachable!(),
                }
            }
        }
        (Value::Array(d), Value::Array(g)) if d.len() == g.len() => {
            for (i, (a, b)) in d.iter().zip(g).enumerate() {
                differences(&format!("{at}/{i}"), a, b, out);
            }
        }
        (a, b) if a != b => out.push(format!("{at}: the document has {a}, the types give {b}")),
        _ => {}
    }
}

/// Every `$ref` under `v`.
fn refs(v: &Value, out: &mut BTreeSet<String>) {
    match v {
        Value::Object(m) => {
            if let Some(Value::String(r)) = m.get("$ref") {
                out.insert(r.clone());
            }
            m.values().for_each(|v| refs(v, out));
        }
        Value::Array(a) => a.iter().for_each(|v| refs(v, out)),
        _ => {}
    }
}

/// The index of the `}` that closes the `{` at `open`.
fn closing_brace(text: &str, open: usize) -> usize {
    let (mut depth, mut in_string, mut escaped) = (0usize, false, false);
    for (i, c) in text[open..].char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if in_string => escaped = true,
            '"' => in_string = !in_string,
            '{' if !in_string => depth += 1,
            '}' if !in_string => {
                depth -= 1;
                if depth == 0 {
                    return open + i;
                }
            }
            _ => {}
        }
    }
    panic!("unbalanced braces in openapi.json");
}

/// The document's text with its component schemas replaced by the
/// generated ones. The rest of the text (written by hand: the paths in
/// reading order, their layout) stays.
fn with_schemas(text: &str, generated: &Map<String, Value>) -> String {
    let schemas = generated.clone();
    let components = text.find("\n  \"components\": {").expect("components");
    let key = "\n    \"schemas\": ";
    let start = components + text[components..].find(key).expect("components.schemas") + key.len();
    let end = closing_brace(text, start);
    let pretty = serde_json::to_string_pretty(&schemas)
        .unwrap()
        .replace('\n', "\n    ");
    let out = format!("{}{pretty}{}", &text[..start], &text[end + 1..]);
    let reread: Value = serde_json::from_str(&out).expect("the rewritten document is JSON");
    assert_eq!(
        reread["components"]["schemas"],
        Value::Object(schemas),
        "the splice missed"
    );
    out
}

/// Every JSON request body is a generated component: a `$ref`, or (for
/// an operation that asks more of a shared body) an `allOf` that starts
/// with one.
#[test]
fn every_json_request_body_is_a_generated_schema() {
    let doc: Value = serde_json::from_str(palace_server::api::OPENAPI).expect("openapi.json is JSON");
    let generated = palace_server::api::generated_schemas();
    let mut bodies = 0;
    for (path, item) in doc["paths"].as_object().expect("paths") {
        for (method, op) in item.as_object().expect("a path item") {
            let Some(schema) = op["requestBody"]["content"]
                .get("application/json")
                .map(|c| &c["schema"])
            else {
                continue;
            };
            bodies += 1;
            let reference = schema
                .get("$ref")
                .or_else(|| schema["allOf"].get(0).and_then(|s| s.get("$ref")))
                .and_then(Value::as_str)
                .unwrap_or_else(|| panic!("{method} {path}: the request body is written inline"));
            let name = reference.trim_start_matches("#/components/schemas/");
            assert!(
                generated.contains_key(name),
                "{method} {path}: {name} is not a generated schema"
            );
        }
    }
    assert!(bodies >= 8, "only {bodies} JSON request bodies found");
}

/// The limits the request schemas state as literals (utoipa's attributes
/// take nothing else) are the constants the handlers enforce.
#[test]
fn request_limits_are_the_handlers_limits() {
    let generated = palace_server::api::generated_schemas();
    for body in ["GameBody", "WriteBody"] {
        assert_eq!(
            generated[body]["properties"]["moves"]["maxItems"],
            palace_server::study_api::MAX_PLIES,
            "{body}"
        );
    }
    let password = &generated["Credentials"]["properties"]["password"];
    assert_eq!(password["minLength"], palace_server::accounts::PASSWORD_MIN);
    assert_eq!(password["maxLength"], palace_server::accounts::PASSWORD_MAX);
    let pattern = generated["Credentials"]["properties"]["username"]["pattern"]
        .as_str()
        .expect("a username pattern");
    assert_eq!(pattern, "^[A-Za-z0-9_-]{2,20}$");
    for (name, valid) in [
        ("ab", true),
        ("a", false),
        ("a-b_C9", true),
        ("a b", false),
        (&"x".repeat(21), false),
    ] {
        assert_eq!(palace_server::accounts::valid_username(name), valid, "{name}");
    }
}

#[test]
fn the_component_schemas_are_the_types_schemas() {
    let doc: Value = serde_json::from_str(palace_server::api::OPENAPI).expect("openapi.json is JSON");
    let generated = palace_server::api::generated_schemas();
    assert!(generated.len() > 30, "only {} schemas generated", generated.len());
    if std::env::var_os("PALACE_WRITE_OPENAPI").is_some() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/openapi.json");
        let text = with_schemas(palace_server::api::OPENAPI, &generated);
        std::fs::write(&path, text).unwrap();
        eprintln!("wrote {}", path.display());
        return;
    }
    let schemas = doc["components"]["schemas"]
        .as_object()
        .expect("component schemas");
    let mut diff = Vec::new();
    for (name, schema) in &generated {
        match schemas.get(name) {
            Some(documented) => differences(
                &format!("#/components/schemas/{name}"),
                documented,
                schema,
                &mut diff,
            ),
            None => diff.push(format!(
                "#/components/schemas/{name}: a type's schema the document lacks"
            )),
        }
    }
    for name in schemas.keys() {
        if !generated.contains_key(name) {
            diff.push(format!(
                "#/components/schemas/{name}: no type gives it (gone, or add it to api::Schemas)"
            ));
        }
    }
    assert!(
        diff.is_empty(),
        "openapi.json does not match the response types:\n  {}\nregenerate it with `{REGENERATE}`",
        diff.join("\n  ")
    );
    let mut all = BTreeSet::new();
    refs(&doc, &mut all);
    for r in all {
        let pointer = r
            .strip_prefix('#')
            .unwrap_or_else(|| panic!("{r}: not in this document"));
        assert!(
            doc.pointer(pointer).is_some(),
            "{r} names nothing in the document"
        );
    }
}
