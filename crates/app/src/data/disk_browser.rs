//! The game's files in a browser: each file one key of the page's local storage, named by its path
//! (`data/stats.ron`), written whole in one call (so never half), a damaged one kept aside under `NAME.bad` as on
//! a disk. The browser keeps them for the site's origin until the player clears its data; a full storage is an
//! error the caller reports like a full disk.

use std::io;
use std::path::{Path, PathBuf};

pub use mancala_native::files::{Access, bad_path};

fn storage() -> io::Result<web_sys::Storage> {
    web_sys::window()
        .and_then(|window| window.local_storage().ok().flatten())
        .ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::Unsupported,
                "this browser keeps no storage for the page",
            )
        })
}

fn key(path: &Path) -> String {
    path.to_string_lossy().replace('\\', "/")
}

fn refused(why: wasm_bindgen::JsValue) -> io::Error {
    io::Error::other(why.as_string().unwrap_or_else(|| format!("{why:?}")))
}

pub fn read_to_string(path: &Path) -> io::Result<String> {
    storage()?
        .get_item(&key(path))
        .map_err(refused)?
        .ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))
}

/// Stores `parts` as the file's whole text: one call, which the browser carries out whole or not at all.
pub fn write_atomically_as(path: &Path, parts: &[&[u8]], _access: Access) -> io::Result<()> {
    let bytes: Vec<u8> = parts.concat();
    let text = String::from_utf8(bytes).map_err(|_| io::Error::from(io::ErrorKind::InvalidData))?;
    storage()?.set_item(&key(path), &text).map_err(refused)
}

pub fn write_atomically(path: &Path, parts: &[&[u8]]) -> io::Result<()> {
    write_atomically_as(path, parts, Access::Shared)
}

/// Moves a damaged file's text to `NAME.bad`, over an older one, as the disk's rename does.
pub fn set_aside(path: &Path) -> io::Result<PathBuf> {
    let storage = storage()?;
    let bad = bad_path(path);
    if let Some(text) = storage.get_item(&key(path)).map_err(refused)? {
        storage.set_item(&key(&bad), &text).map_err(refused)?;
        storage.remove_item(&key(path)).map_err(refused)?;
    }
    Ok(bad)
}

/// A folder is only the prefix of its files' keys.
pub fn make_folder(_folder: &Path) -> io::Result<()> {
    Ok(())
}

pub fn exists(path: &Path) -> bool {
    read_to_string(path).is_ok()
}

/// The files in `folder` whose names end in `.extension`, the last written first: the storage keeps no times, so
/// by name, which for the records is the date and a number (`mancala-2026-12-07-2.txt`).
pub fn newest_first(folder: &Path, extension: &str) -> Vec<PathBuf> {
    let Ok(storage) = storage() else {
        return Vec::new();
    };
    let prefix = format!("{}/", key(folder));
    let suffix = format!(".{extension}");
    let count = storage.length().unwrap_or(0);
    let mut found: Vec<String> = (0..count)
        .filter_map(|index| storage.key(index).ok().flatten())
        .filter(|name| name.starts_with(&prefix) && name.ends_with(&suffix))
        .filter(|name| !name[prefix.len()..].contains('/'))
        .collect();
    found.sort_by_key(|name| std::cmp::Reverse(record_order(name)));
    found.into_iter().map(PathBuf::from).collect()
}

/// A name's date, then its number as a number (so that 10 comes after 9).
fn record_order(name: &str) -> (String, u32, String) {
    let stem = name.rsplit('/').next().unwrap_or(name);
    let stem = stem.rsplit_once('.').map_or(stem, |(stem, _)| stem);
    match stem.rsplit_once('-') {
        Some((date, number)) if number.parse::<u32>().is_ok() => (
            date.to_string(),
            number.parse().unwrap_or(0),
            name.to_string(),
        ),
        _ => (stem.to_string(), 0, name.to_string()),
    }
}
