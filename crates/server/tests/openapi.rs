//! The OpenAPI document is checked against the router: every API route
//! the server's source declares (`.route("/api/...", get(...).post(...))`,
//! and `/health`, `/metrics`) is in `openapi.json` with the same methods,
//! and the document names nothing the server does not serve. Each
//! operation has a summary and its responses.

use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

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
