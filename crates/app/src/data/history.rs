//! The last [`KEPT`] finished games, as records, to reopen and review; and records as files in the records
//! folder, to save and open.

use std::io;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::disk;
use crate::daily::puzzles::Today;
use crate::frame::AppSystems;
use crate::turn::game::Game;
use mancala_engine::Record;

/// How many finished games the history keeps.
pub const KEPT: usize = 100;

/// Finished games, oldest first, as record text (what a record file holds).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct History {
    pub games: Vec<String>,
}

impl History {
    /// Keeps a finished game, forgetting the oldest beyond [`KEPT`].
    pub fn keep(&mut self, record: &Record) {
        self.games.push(record.to_string());
        let over = self.games.len().saturating_sub(KEPT);
        self.games.drain(..over);
    }

    /// The games that can be read, newest first, with their place in the history.
    pub fn readable(&self) -> impl Iterator<Item = (usize, Record)> + '_ {
        self.games
            .iter()
            .enumerate()
            .rev()
            .filter_map(|(index, text)| Some((index, text.parse().ok()?)))
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<History>().add_systems(
        Update,
        keep_finished_game
            .in_set(AppSystems::React)
            .before(super::stats::record_finished_game),
    );
}

/// Once per game, as the stats count it.
fn keep_finished_game(game: Res<Game>, today: Res<Today>, mut history: ResMut<History>) {
    if !game.recorded && game.is_finished() {
        history.keep(&game.record(today.0));
    }
}

/// The folder records are saved in and opened from.
pub fn records_folder(data: &Path) -> PathBuf {
    data.join("records")
}

/// Saves a record in `folder` under a name from its date and a number; returns where.
pub fn save_record(folder: &Path, record: &Record) -> io::Result<PathBuf> {
    disk::make_folder(folder)?;
    let date = record.date.map_or("game".to_string(), |date| {
        date.format("%Y-%m-%d").to_string()
    });
    let path = (1..)
        .map(|number| folder.join(format!("mancala-{date}-{number}.txt")))
        .find(|path| !disk::exists(path))
        .expect("some number is free");
    disk::write_atomically(&path, &[record.to_string().as_bytes()])?;
    Ok(path)
}

/// The record files in `folder`, newest first.
pub fn record_files(folder: &Path) -> Vec<PathBuf> {
    disk::newest_first(folder, "txt")
}

/// A record file read and checked; the message names the file, and the line when the record is malformed.
pub fn open_record(path: &Path) -> Result<Record, OpenError> {
    let file = path.to_path_buf();
    let text = disk::read_to_string(path).map_err(|source| OpenError::Read {
        file: file.clone(),
        source,
    })?;
    text.parse()
        .map_err(|source| OpenError::Record { file, source })
}

/// Why a record file did not open: it could not be read, or it is not a record (the line is in the source).
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error("{}: {source}", file.display())]
    Read {
        file: std::path::PathBuf,
        source: std::io::Error,
    },
    #[error("{}: {source}", file.display())]
    Record {
        file: std::path::PathBuf,
        source: mancala_engine::RecordError,
    },
}
