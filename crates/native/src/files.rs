//! Files on disk, for the game's saves and the command line's table cache alike: which folder each kind lives
//! in, a write that never leaves half a file, a versioned RON envelope, and a damaged file kept aside as
//! `NAME.bad` so that nothing the player had is lost.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

/// The kinds of folder the game keeps files in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Folder {
    /// The player's preferences.
    Config,
    /// Stats, daily results and the game in progress.
    Data,
    /// What can be made again (endgame tables): losing it costs time, never anything of the player's.
    Cache,
}

impl Folder {
    /// `$MANCALA_HOME/config`, `data` or `cache` when `MANCALA_HOME` is set (the tests set it), else the
    /// platform's folder of that kind for the game (on Linux `~/.config/mancala` and so on; in a browser the
    /// prefix of the page's storage keys, `data/stats.ron`).
    pub fn locate(self) -> Option<PathBuf> {
        if let Some(home) = std::env::var_os("MANCALA_HOME") {
            return Some(PathBuf::from(home).join(self.name()));
        }
        platform_folder(self)
    }

    fn name(self) -> &'static str {
        match self {
            Folder::Config => "config",
            Folder::Data => "data",
            Folder::Cache => "cache",
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn platform_folder(folder: Folder) -> Option<PathBuf> {
    let dirs = directories::ProjectDirs::from("org", "mancala", "mancala")?;
    Some(
        match folder {
            Folder::Config => dirs.config_dir(),
            Folder::Data => dirs.data_dir(),
            Folder::Cache => dirs.cache_dir(),
        }
        .to_path_buf(),
    )
}

#[cfg(target_arch = "wasm32")]
fn platform_folder(folder: Folder) -> Option<PathBuf> {
    Some(PathBuf::from(folder.name()))
}

/// Who may read a file written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// As the user's umask lets others (a setting, a saved game).
    Shared,
    /// The user alone (0600 on Unix), from the moment the file is made: a secret is never readable by
    /// others, not even for the time between writing and renaming.
    Private,
}

/// Writes `parts` one after another to `path` atomically: into a temporary file in the same folder (made if
/// missing), flushed to disk, then renamed over the old file. A crash or a full disk leaves the old file whole.
pub fn write_atomically(path: &Path, parts: &[&[u8]]) -> io::Result<()> {
    write_atomically_as(path, parts, Access::Shared)
}

/// [`write_atomically`], the file made with `access`.
pub fn write_atomically_as(path: &Path, parts: &[&[u8]], access: Access) -> io::Result<()> {
    let folder = path
        .parent()
        .filter(|folder| !folder.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    fs::create_dir_all(folder)?;
    // The process id keeps two programs writing the same file (the game and the command line) apart.
    let temporary = with_suffix(path, &format!(".{}.tmp", std::process::id()));
    let written = (|| {
        let mut options = fs::OpenOptions::new();
        options.write(true).create(true).truncate(true);
        #[cfg(unix)]
        if access == Access::Private {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
            // A temporary left by a crash keeps its own mode when opened again: it goes first.
            let _ = fs::remove_file(&temporary);
        }
        #[cfg(not(unix))]
        let _ = access;
        let mut file = options.open(&temporary)?;
        for part in parts {
            file.write_all(part)?;
        }
        file.sync_all()
    })();
    match written.and_then(|()| fs::rename(&temporary, path)) {
        Ok(()) => Ok(()),
        Err(e) => {
            let _ = fs::remove_file(&temporary);
            Err(e)
        }
    }
}

/// A temporary file of [`write_atomically`] untouched for this long was left by a program stopped mid-write
/// (a crash, Ctrl+C): a live writer writes even a large table in seconds.
pub const STALE_AFTER: Duration = Duration::from_secs(60 * 60);

/// Removes the temporary files that writes stopped midway left in `folder` (`NAME.PID.tmp`, untouched for
/// `stale_after`): nothing reads them, and a large table's is hundreds of megabytes. Returns how many went.
pub fn remove_stale_temporaries(folder: &Path, stale_after: Duration) -> usize {
    let is_temporary = |name: &str| {
        name.strip_suffix(".tmp")
            .and_then(|rest| rest.rsplit_once('.'))
            .is_some_and(|(_, pid)| !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit()))
    };
    let Ok(entries) = fs::read_dir(folder) else {
        return 0;
    };
    entries
        .filter_map(Result::ok)
        .filter(|entry| is_temporary(&entry.file_name().to_string_lossy()))
        .filter(|entry| {
            entry
                .metadata()
                .and_then(|meta| meta.modified())
                .is_ok_and(|modified| modified.elapsed().is_ok_and(|age| age >= stale_after))
        })
        .filter(|entry| fs::remove_file(entry.path()).is_ok())
        .count()
}

/// `settings.ron` becomes `settings.ron.bad`.
pub fn bad_path(path: &Path) -> PathBuf {
    with_suffix(path, ".bad")
}

/// Moves a file that cannot be read out of the way, to `NAME.bad` (replacing an older one), and says where.
pub fn set_aside(path: &Path) -> io::Result<PathBuf> {
    let bad = bad_path(path);
    fs::rename(path, &bad)?;
    Ok(bad)
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(suffix);
    path.with_file_name(name)
}

/// What a versioned RON file holds: the format version, then the data.
#[derive(Serialize, Deserialize)]
struct Versioned<T> {
    version: u32,
    data: T,
}

/// Writes `value` atomically as RON, under format `version`.
pub fn write_versioned<T: Serialize>(
    path: &Path,
    version: u32,
    value: &T,
    access: Access,
) -> io::Result<()> {
    let text = versioned_text(version, value)?;
    write_atomically_as(path, &[text.as_bytes()], access)
}

/// The text of a versioned RON file holding `value` under format `version`.
pub fn versioned_text<T: Serialize>(version: u32, value: &T) -> io::Result<String> {
    let file = Versioned {
        version,
        data: value,
    };
    ron::ser::to_string_pretty(&file, ron::ser::PrettyConfig::default()).map_err(io::Error::other)
}

/// Reads the text of a versioned RON file; a file of another version is refused as such, before its fields are
/// looked at.
pub fn read_versioned<T: DeserializeOwned>(text: &str, version: u32) -> Result<T, ReadError> {
    if text.trim().is_empty() {
        return Err(ReadError::Empty);
    }
    #[derive(Deserialize)]
    struct VersionOnly {
        version: u32,
    }
    let head: VersionOnly = ron::Options::default()
        .without_recursion_limit()
        .from_str::<ron::Value>(text)?
        .into_rust()?;
    if head.version != version {
        return Err(ReadError::Version {
            found: head.version,
            expected: version,
        });
    }
    Ok(ron::from_str::<Versioned<T>>(text).map(|file| file.data)?)
}

/// Why a versioned file was not read (it is then kept aside, and the defaults are used).
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("the file is empty")]
    Empty,
    #[error("{0}")]
    Syntax(#[from] ron::error::SpannedError),
    #[error("{0}")]
    Shape(#[from] ron::Error),
    #[error("format version {found} instead of {expected}")]
    Version { found: u32, expected: u32 },
    #[error("{0}")]
    Io(#[from] io::Error),
}
