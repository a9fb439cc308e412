//! The servers a player knows (`mancala_protocol::known`), read from the data folder's `online.ron` for
//! `mancala moves`.

use std::path::Path;

use mancala_native::files::{self, ReadError};
pub use mancala_protocol::known::*;

/// The file in `data_folder`; none there is a player who never played online.
pub fn read(data_folder: &Path) -> Result<OnlineFile, ReadError> {
    match std::fs::read_to_string(data_folder.join(OnlineFile::FILE)) {
        Ok(text) => files::read_versioned(&text, OnlineFile::VERSION),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(OnlineFile::default()),
        Err(error) => Err(ReadError::Io(error)),
    }
}
