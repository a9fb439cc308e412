//! The game's files on a computer's disk: in the folders `mancala_native::files` locates, written atomically,
//! a damaged one kept aside as `NAME.bad`. (In a browser, `disk_browser.rs` keeps the same files in the page's
//! storage behind the same functions.)

use std::io;
use std::path::{Path, PathBuf};

pub use mancala_native::files::{bad_path, set_aside, write_atomically, write_atomically_as};

pub fn read_to_string(path: &Path) -> io::Result<String> {
    std::fs::read_to_string(path)
}

pub fn make_folder(folder: &Path) -> io::Result<()> {
    std::fs::create_dir_all(folder)
}

pub fn exists(path: &Path) -> bool {
    path.exists()
}

/// The files in `folder` whose names end in `.extension`, the last written first.
pub fn newest_first(folder: &Path, extension: &str) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut found: Vec<(std::time::SystemTime, PathBuf)> = entries
        .flatten()
        .filter(|entry| entry.path().extension().is_some_and(|e| e == extension))
        .map(|entry| {
            let modified = entry
                .metadata()
                .and_then(|m| m.modified())
                .unwrap_or(std::time::UNIX_EPOCH);
            (modified, entry.path())
        })
        .collect();
    found.sort_by(|a, b| b.cmp(a));
    found.into_iter().map(|(_, path)| path).collect()
}
