//! `docs/architecture.md` kept in step with the tree: its file map lists exactly what each folder it opens
//! holds, every folder of the sources (`src/`, `crates/`) is named somewhere on the page, and every Rust file the
//! page names exists.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn page() -> String {
    fs::read_to_string(root().join("docs/architecture.md")).unwrap()
}

/// Every path under `folder` (relative to the repository, with `/`), files and folders.
fn tree(folder: &str) -> Vec<(String, bool)> {
    let mut found = Vec::new();
    let mut folders = vec![root().join(folder)];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            let relative = path
                .strip_prefix(root())
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            if path.is_dir() {
                folders.push(path);
                found.push((relative, true));
            } else {
                found.push((relative, false));
            }
        }
    }
    found
}

/// The names the file map lists in each folder it opens: `src/` and the folders indented under it.
fn map_of(page: &str) -> Vec<(String, BTreeSet<String>)> {
    let block = page
        .split("```text\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("architecture.md has a file map in a text block");
    // A line that names entries starts within the name column; a longer indent continues the line above.
    let mut opened: Vec<(usize, String, BTreeSet<String>)> = Vec::new();
    let mut parents: Vec<(usize, String)> = Vec::new();
    for line in block.lines() {
        let indent = line.len() - line.trim_start().len();
        if line.trim().is_empty() || indent >= 16 {
            continue;
        }
        let names = line.trim_start().split("  ").next().unwrap();
        while parents.last().is_some_and(|(at, _)| *at >= indent) {
            parents.pop();
        }
        let parent = parents
            .last()
            .map(|(_, path)| path.clone())
            .unwrap_or_default();
        for name in names.split(", ") {
            if let Some(found) = opened
                .iter_mut()
                .find(|(at, path, _)| *at < indent && *path == parent)
            {
                found.2.insert(name.to_string());
            }
            if name.ends_with('/') {
                let path = format!("{parent}{name}");
                opened.push((indent, path.clone(), BTreeSet::new()));
                parents.push((indent, path));
            }
        }
    }
    opened
        .into_iter()
        .filter(|(_, _, names)| !names.is_empty())
        .map(|(_, path, names)| (path, names))
        .collect()
}

#[test]
fn the_file_map_lists_exactly_what_each_folder_it_opens_holds() {
    let page = page();
    let map = map_of(&page);
    for opened in ["src/", "crates/", "crates/app/src/", "crates/engine/src/"] {
        assert!(
            map.iter().any(|(path, _)| path == opened),
            "the map opens {opened}: {map:?}"
        );
    }
    for (folder, listed) in map {
        let mut holds = BTreeSet::new();
        for entry in fs::read_dir(root().join(&folder)).unwrap() {
            let entry = entry.unwrap();
            let name = entry.file_name().to_string_lossy().into_owned();
            match entry.path().is_dir() {
                true => holds.insert(format!("{name}/")),
                // A folder's `mod.rs` only declares its children.
                false if name != "mod.rs" => holds.insert(name),
                false => false,
            };
        }
        if folder == "src/" || folder == "crates/" {
            assert_eq!(listed, holds, "docs/architecture.md's map of {folder}");
        } else {
            // Only Rust files and folders are rooms (a crate keeps its Cargo.toml, an engine folder data files).
            holds.retain(|name| name.ends_with('/') || name.ends_with(".rs"));
            assert_eq!(listed, holds, "docs/architecture.md's map of {folder}");
        }
    }
}

#[test]
fn every_folder_of_the_source_is_named_on_the_page() {
    let page = page();
    let missing: Vec<String> = ["src", "crates"]
        .iter()
        .flat_map(|folder| tree(folder))
        .filter(|(_, folder)| *folder)
        .map(|(path, _)| path)
        .filter(|path| {
            let name = Path::new(path).file_name().unwrap().to_string_lossy();
            !page.contains(&format!("{name}/"))
        })
        .collect();
    assert!(
        missing.is_empty(),
        "folders docs/architecture.md does not name: {missing:?}"
    );
}

#[test]
fn every_rust_file_the_page_names_exists() {
    let page = page();
    let files: Vec<String> = ["src", "crates", "tests", "benches"]
        .iter()
        .flat_map(|folder| tree(folder))
        .filter(|(path, folder)| !folder && path.ends_with(".rs"))
        .map(|(path, _)| path)
        .collect();
    let named: BTreeSet<&str> = page
        .split(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '/' | '.')))
        .filter(|word| word.ends_with(".rs") && word.len() > 3)
        .collect();
    assert!(named.len() > 20, "the page names its files: {named:?}");
    let absent: Vec<&str> = named
        .into_iter()
        .filter(|word| {
            !files
                .iter()
                .any(|file| file == word || file.ends_with(&format!("/{word}")))
        })
        .collect();
    assert!(
        absent.is_empty(),
        "files docs/architecture.md names that do not exist: {absent:?}"
    );
}

/// Every whole example of the protocol's document (one without an ellipsis) is a message the server reads
/// (`→`) or sends (`←`): the document and the code cannot drift apart unseen.
#[test]
fn every_whole_example_of_the_protocol_reads_as_a_message() {
    use mancala::server::protocol::{Reply, Request};
    use serde::Deserialize;
    let text = std::fs::read_to_string(root().join("docs/protocol.md")).unwrap();
    // A message may go on over the lines after it, indented.
    let mut messages: Vec<String> = Vec::new();
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with("→ {") || trimmed.starts_with("← {") {
            messages.push(trimmed.to_string());
        } else if line.starts_with("   ") && !trimmed.is_empty() {
            if let Some(last) = messages.last_mut() {
                last.push_str(trimmed);
            }
        } else {
            messages.push(String::new());
        }
    }
    let mut read = 0;
    for message in messages
        .iter()
        .filter(|m| !m.is_empty() && !m.contains('…'))
    {
        let (arrow, json) = message.split_at(message.find('{').unwrap());
        // The first JSON value; a note in brackets may follow it.
        let mut values = serde_json::Deserializer::from_str(json);
        let read_one = match arrow.starts_with('→') {
            true => Request::deserialize(&mut values).map(|_| ()),
            false => Reply::deserialize(&mut values).map(|_| ()),
        };
        read_one.unwrap_or_else(|e| panic!("{message}: {e}"));
        read += 1;
    }
    assert!(read >= 30, "only {read} examples read");
}
