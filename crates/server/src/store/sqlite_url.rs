//! SQLite's place written as a URL sqlx reads back to the same file on every system. sqlx reads a database URL
//! with `Url::parse` before its SQLite driver takes the file from what is left: a Windows path
//! (`C:\Users\Zoë\...`) reads there as a host `C` and a bad port, and a `%` in any path as an escape. So the path
//! is written with every byte but letters, digits and `/-_.~` escaped, after `sqlite:` (no `//`: no host), which
//! `Url::parse` keeps as it is and the driver decodes back to the path.

use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, utf8_percent_encode};

/// What is left as it is in a path: whatever `Url::parse` does not touch and the driver does not read.
const ESCAPED: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'/')
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'~');

/// A `sqlite://PATH?PARAMS` (or `sqlite:PATH`) as the server's `--db` and the game's own callers give it, the path
/// written as it is, made the URL that names the same file; any other URL as it is.
pub fn literal_to_url(url: &str) -> String {
    let Some(rest) = url
        .strip_prefix("sqlite://")
        .or_else(|| url.strip_prefix("sqlite:"))
    else {
        return url.to_string();
    };
    let (path, params) = match rest.split_once('?') {
        Some((path, params)) => (path, Some(params)),
        None => (rest, None),
    };
    // An in-memory database is named, not placed.
    if path.is_empty() || path == ":memory:" {
        return url.to_string();
    }
    match params {
        Some(params) => format!("sqlite:{}?{params}", escape(path)),
        None => format!("sqlite:{}", escape(path)),
    }
}

fn escape(path: &str) -> String {
    utf8_percent_encode(path, ESCAPED).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    use sqlx::ConnectOptions;
    use sqlx::sqlite::SqliteConnectOptions;

    /// The file sqlx opens for `url`, read as `connect` reads it: `Url::parse`, then the SQLite driver.
    fn file_opened(url: &str) -> std::path::PathBuf {
        let parsed = url::Url::parse(url).unwrap_or_else(|e| panic!("{url}: {e}"));
        SqliteConnectOptions::from_url(&parsed)
            .unwrap()
            .get_filename()
            .to_path_buf()
    }

    #[test]
    fn every_path_is_the_file_sqlx_opens() {
        for path in [
            r"C:\Users\Zoë Ñandú\AppData\Roaming\mancala\mancala\data\server.db",
            r"\\server\share\mancala games\server.db",
            "/home/zoë/.local/share/mancala/server.db",
            "/tmp/100% sure #1/server.db",
            "relative/server.db",
        ] {
            let given = format!("sqlite://{path}?mode=rwc");
            assert_eq!(
                file_opened(&literal_to_url(&given)),
                Path::new(path),
                "{given}"
            );
        }
    }

    #[tokio::test]
    async fn the_store_opens_the_file_its_path_names() {
        let dir =
            std::env::temp_dir().join(format!("mancala store 100%41 Zoë #{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("server.db");
        crate::Store::open(&format!("sqlite://{}?mode=rwc", file.display()))
            .await
            .unwrap();
        let made = file.exists();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(made, "no {}", file.display());
    }

    #[test]
    fn the_plain_way_loses_a_windows_path() {
        // What the server did before: the path after `sqlite://` as it is, whose drive reads as a host and port.
        let path = Path::new(r"C:\Users\Zoë Ñandú\server.db");
        let plain = format!("sqlite://{}?mode=rwc", path.display());
        let opened = url::Url::parse(&plain)
            .ok()
            .and_then(|parsed| SqliteConnectOptions::from_url(&parsed).ok())
            .map(|options| options.get_filename().to_path_buf());
        assert_ne!(opened.as_deref(), Some(path));
    }

    #[test]
    fn other_databases_and_memory_are_left_as_they_are() {
        for url in [
            "postgres://mancala:secret@127.0.0.1/mancala",
            "sqlite::memory:",
            "sqlite://?mode=memory",
        ] {
            assert_eq!(literal_to_url(url), url);
        }
        assert_eq!(
            literal_to_url("sqlite:///var/lib/mancala/server.db?mode=rwc"),
            "sqlite:/var/lib/mancala/server.db?mode=rwc"
        );
    }
}
