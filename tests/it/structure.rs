//! The house rule that no file imports another that imports it back, checked on the sources: every `use` and
//! every `crate::`/`super::` path in a file of the workspace (`src/` and each `crates/*/src/`) is resolved to the
//! file of the module it names, and the resulting graph must have no cycle. (Cargo forbids cycles between the
//! crates; this finds them between the files inside one.)

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A module's path, its crate's short name first (`mancala-app`'s board is `["app", "board"]`); the top crate's
/// modules have no crate name (`["cli"]`).
type Module = Vec<String>;

/// Every module of the workspace and the file it lives in.
fn modules() -> BTreeMap<Module, PathBuf> {
    let top = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = sources_of(&top.join("src"), &[]);
    for entry in fs::read_dir(top.join("crates")).unwrap() {
        let folder = entry.unwrap().path();
        let name = folder.file_name().unwrap().to_string_lossy().into_owned();
        found.append(&mut sources_of(&folder.join("src"), &[name]));
    }
    found
}

/// The modules of the crate whose sources are under `root`, each named after `prefix`.
fn sources_of(root: &Path, prefix: &[String]) -> BTreeMap<Module, PathBuf> {
    let mut found = BTreeMap::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let relative = path.strip_prefix(root).unwrap().with_extension("");
            let mut module: Module = prefix.to_vec();
            module.extend(
                relative
                    .iter()
                    .map(|part| part.to_string_lossy().into_owned()),
            );
            if matches!(
                module.last().map(String::as_str),
                Some("mod" | "lib" | "main")
            ) {
                module.pop();
            }
            // The binary's `main.rs` is a crate of its own; it only uses the library by name.
            if relative == Path::new("main") {
                continue;
            }
            found.insert(module, path);
        }
    }
    found
}

/// The text without comments, so that a path in a doc comment is not an import.
fn code_of(text: &str) -> String {
    text.lines()
        .map(|line| match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every path a `use` tree names, with braces expanded: `a::{b, c::d}` gives `a::b` and `a::c::d`.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        return vec![tree.split(" as ").next().unwrap().trim().to_string()];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap()];
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (at, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&inner[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    parts.push(&inner[start..]);
    parts
        .into_iter()
        .filter(|part| !part.trim().is_empty())
        .flat_map(expand)
        .map(|path| format!("{prefix}{path}"))
        .collect()
}

/// The module a path leads to from `from`: the longest run of its segments that names a module.
fn resolve(from: &Module, path: &str, known: &BTreeMap<Module, PathBuf>) -> Option<Module> {
    let segments: Vec<&str> = path
        .split("::")
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    let (mut at, rest) = match segments.first()? {
        &"crate" => (crate_of(from, known), &segments[1..]),
        &"self" => (from.clone(), &segments[1..]),
        &"super" => {
            let mut at = from.clone();
            let mut rest = &segments[..];
            while rest.first() == Some(&"super") {
                at.pop();
                rest = &rest[1..];
            }
            (at, rest)
        }
        // Another crate of the workspace, by its name in code.
        first if first.starts_with("mancala_") => {
            (vec![first["mancala_".len()..].to_string()], &segments[1..])
        }
        // A path that starts with a child module is relative to this one; anything else is another crate.
        first => {
            let mut child = from.clone();
            child.push(first.to_string());
            if !known.contains_key(&child) {
                return None;
            }
            (from.clone(), &segments[..])
        }
    };
    for segment in rest {
        let mut next = at.clone();
        next.push(segment.to_string());
        if !known.contains_key(&next) {
            break;
        }
        at = next;
    }
    Some(at)
}

/// The root of `module`'s crate: its first segment when that names a crate of `crates/`, else the top crate's.
fn crate_of(module: &Module, known: &BTreeMap<Module, PathBuf>) -> Module {
    match module.first() {
        Some(first)
            if known
                .get(&vec![first.clone()])
                .is_some_and(|file| file.ends_with("src/lib.rs")) =>
        {
            vec![first.clone()]
        }
        _ => Vec::new(),
    }
}

/// Which modules each module imports from, itself and its own ancestors' declarations left out.
fn imports() -> BTreeMap<Module, BTreeSet<Module>> {
    let known = modules();
    let mut graph = BTreeMap::new();
    for (module, file) in &known {
        let code = code_of(&fs::read_to_string(file).unwrap());
        let mut paths = Vec::new();
        for statement in code.split(';') {
            // A `use` starts a line of its own; whatever came before it in the statement was other code.
            let lines: Vec<&str> = statement.lines().map(str::trim).collect();
            let Some(first) = lines.iter().position(|line| {
                ["use ", "pub use ", "pub(crate) use "]
                    .iter()
                    .any(|start| line.starts_with(start))
            }) else {
                continue;
            };
            let text = lines[first..].join(" ");
            let tree = &text[text.find("use ").unwrap() + 4..];
            paths.extend(expand(tree));
        }
        // Paths written out in the code: `super::sowing::Animation`, `crate::engine::puzzle::daily(...)`.
        for start in ["crate::", "super::"] {
            for (at, _) in code.match_indices(start) {
                let tail: String = code[at..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == ':')
                    .collect();
                paths.push(tail);
            }
        }
        let targets: BTreeSet<Module> = paths
            .iter()
            .filter_map(|path| resolve(module, path, &known))
            .filter(|target| target != module && !module.starts_with(target))
            .collect();
        graph.insert(module.clone(), targets);
    }
    graph
}

/// A cycle through `start`, if there is one: the modules along it.
fn cycle_from(graph: &BTreeMap<Module, BTreeSet<Module>>, start: &Module) -> Option<Vec<Module>> {
    let mut stack = vec![(start.clone(), vec![start.clone()])];
    let mut seen = BTreeSet::new();
    while let Some((at, trail)) = stack.pop() {
        for next in graph.get(&at).into_iter().flatten() {
            if next == start {
                return Some(trail);
            }
            if seen.insert(next.clone()) {
                let mut longer = trail.clone();
                longer.push(next.clone());
                stack.push((next.clone(), longer));
            }
        }
    }
    None
}

#[test]
fn no_file_imports_a_file_that_imports_it_back() {
    let graph = imports();
    // The reader must see the imports it checks: a few it cannot miss.
    let path = |text: &str| -> Module { text.split("::").map(str::to_string).collect() };
    let board = path("app::board::scene");
    assert!(graph[&board].contains(&path("app::frame")));
    assert!(graph[&board].contains(&path("engine")));
    assert!(graph[&path("server::lobby")].contains(&path("server::table")));
    assert!(graph[&path("cli")].contains(&path("cli::choices")));
    assert!(graph[&path("app::otto::mascot")].contains(&path("app::otto::parts")));
    let solver = path("engine::search::solver");
    assert!(graph[&solver].contains(&path("engine::rules::kernel")));
    assert!(graph[&path("engine::search::solver::node")].contains(&path("engine::search::table")));
    let cycles: Vec<String> = graph
        .keys()
        .filter_map(|module| cycle_from(&graph, module))
        .map(|trail| {
            trail
                .iter()
                .map(|module| module.join("::"))
                .collect::<Vec<_>>()
                .join(" -> ")
        })
        .collect();
    assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
}

#[test]
fn the_cycle_check_finds_a_cycle() {
    let a = vec!["a".to_string()];
    let b = vec!["b".to_string()];
    let graph = BTreeMap::from([
        (a.clone(), BTreeSet::from([b.clone()])),
        (b.clone(), BTreeSet::from([a.clone()])),
    ]);
    assert_eq!(cycle_from(&graph, &a), Some(vec![a.clone(), b.clone()]));
    let known = BTreeMap::from([
        (vec!["app".to_string()], PathBuf::new()),
        (vec!["app".to_string(), "game".to_string()], PathBuf::new()),
        (
            vec!["app".to_string(), "sowing".to_string()],
            PathBuf::new(),
        ),
    ]);
    let sowing = vec!["app".to_string(), "sowing".to_string()];
    let paths = expand("super::{game::{Jumped, Sown}, settings::Settings}");
    assert_eq!(
        paths,
        [
            "super::game::Jumped",
            "super::game::Sown",
            "super::settings::Settings"
        ]
    );
    assert_eq!(
        resolve(&sowing, &paths[0], &known),
        Some(vec!["app".to_string(), "game".to_string()])
    );
}
