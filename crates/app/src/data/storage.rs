//! Saving with serde and RON: the settings in the config folder; the stats, the daily results, the deck of the
//! player's mistakes and the game in progress in the data folder. The folders, the versioned atomic write and
//! keeping a damaged file aside as `NAME.bad` are [`mancala_native::files`]'s; this module says which files the game
//! keeps, reads them all at start (the defaults for what cannot be read, and a toast says so once) and saves
//! each after it changes.

use std::io;
use std::path::{Path, PathBuf};

use bevy::prelude::*;
use chrono::NaiveDate;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::disk;
use super::history::History;
use super::i18n::{Language, Texts};
use super::settings::Settings;
use super::stats::Stats;
use crate::daily::puzzles::DailyRecords;
use crate::frame::AppSystems;
use crate::learn::lessons::LessonProgress;
use crate::trainer::deck::Deck;
use crate::turn::game::{Game, Swapped};
use crate::turn::setup::Setup;
use mancala_engine::Score;
use mancala_engine::{Position, Side};
use mancala_native::files::{self, Folder};

/// Where the files go.
#[derive(Resource, Clone, Debug, PartialEq, Eq)]
pub struct Folders {
    pub config: PathBuf,
    pub data: PathBuf,
}

impl Folders {
    /// The config and data folders (see [`Folder::locate`]).
    pub fn locate() -> Option<Folders> {
        Some(Folders {
            config: Folder::Config.locate()?,
            data: Folder::Data.locate()?,
        })
    }

    fn path<T: Saved>(&self) -> PathBuf {
        let folder = if T::IN_CONFIG {
            &self.config
        } else {
            &self.data
        };
        folder.join(T::FILE)
    }
}

/// A kind of file the game keeps.
pub trait Saved: Serialize + DeserializeOwned + Default {
    const FILE: &'static str;
    /// Raised whenever the file's meaning changes; a file of another version is not read.
    const VERSION: u32;
    /// In the config folder (settings) rather than the data folder.
    const IN_CONFIG: bool = false;
    /// Who may read it: the player alone for a file of secrets.
    const ACCESS: files::Access = files::Access::Shared;
}

/// A file that could not be read, and where it was put.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unreadable {
    pub file: PathBuf,
    pub why: String,
    pub backup: PathBuf,
}

/// Reads a file: the defaults when there is none; when it cannot be read, the defaults and the file kept aside
/// as `NAME.bad`.
pub fn load<T: Saved>(folders: &Folders) -> (T, Option<Unreadable>) {
    let path = folders.path::<T>();
    let text = match disk::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return (T::default(), None),
        Err(e) => return (T::default(), Some(set_aside(&path, e))),
    };
    match files::read_versioned::<T>(&text, T::VERSION) {
        Ok(value) => (value, None),
        Err(why) => (T::default(), Some(set_aside(&path, why))),
    }
}

/// Keeps an unreadable file aside as `NAME.bad` and says why it could not be read.
fn set_aside(path: &Path, why: impl std::fmt::Display) -> Unreadable {
    let backup = match disk::set_aside(path) {
        Ok(backup) => backup,
        Err(e) => {
            warn!("cannot keep {} aside: {e}", path.display());
            disk::bad_path(path)
        }
    };
    warn!(
        "{} cannot be read ({why}); kept as {}",
        path.display(),
        backup.display()
    );
    Unreadable {
        file: path.to_path_buf(),
        why: why.to_string(),
        backup,
    }
}

/// Writes a file atomically, with its format version.
pub fn save<T: Saved>(folders: &Folders, value: &T) -> io::Result<()> {
    let text = files::versioned_text(T::VERSION, value)?;
    disk::write_atomically_as(&folders.path::<T>(), &[text.as_bytes()], T::ACCESS)
}

/// The settings file: the player's preferences and the last game's setup, offered for the next one.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SettingsFile {
    pub settings: Settings,
    /// Chosen from the system locale at the first start, then the player's choice.
    pub language: Option<Language>,
    pub setup: Setup,
}

impl Saved for SettingsFile {
    const FILE: &'static str = "settings.ron";
    const VERSION: u32 = 1;
    const IN_CONFIG: bool = true;
}

impl Saved for Stats {
    const FILE: &'static str = "stats.ron";
    const VERSION: u32 = 1;
}

impl Saved for LessonProgress {
    const FILE: &'static str = "lessons.ron";
    const VERSION: u32 = 1;
}

impl Saved for History {
    const FILE: &'static str = "history.ron";
    const VERSION: u32 = 1;
}

impl Saved for DailyRecords {
    const FILE: &'static str = "daily.ron";
    const VERSION: u32 = 1;
}

impl Saved for Deck {
    const FILE: &'static str = "mistakes.ron";
    const VERSION: u32 = 1;
}

/// The game in progress: where it started and the pits played, so that loading replays it through the rules.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    pub setup: Setup,
    /// Position text; empty when there is no game to resume.
    pub start: String,
    pub moves: Vec<u8>,
    /// Undone moves, newest first, for redo.
    pub undone: Vec<u8>,
    pub puzzle: Option<NaiveDate>,
    pub resigned: Option<Side>,
    #[serde(default)]
    pub out_of_time: Option<Side>,
    pub recorded: bool,
    /// Congklak: the holes chosen in the round's opening, when both players sowed at once (then `start` is the
    /// round's start, before the opening).
    #[serde(default)]
    pub opening: Option<Vec<u8>>,
    /// Congklak: the rounds of the match finished before this one.
    #[serde(default)]
    pub rounds: Vec<Score>,
    /// The pie rule taken: the position the game began from (text) and the first player's first turn; `start`
    /// is then the position turned round after it.
    #[serde(default)]
    pub swapped: Option<(String, Vec<u8>)>,
}

impl Saved for SavedGame {
    const FILE: &'static str = "game.ron";
    const VERSION: u32 = 1;
}

impl SavedGame {
    pub fn of(game: &Game) -> SavedGame {
        let (moves, undone) = game.move_lists();
        SavedGame {
            setup: game.setup,
            start: game.round_start().to_string(),
            moves,
            undone,
            puzzle: game.puzzle,
            resigned: game.resigned,
            out_of_time: game.out_of_time,
            recorded: game.recorded,
            opening: game.opening.as_ref().map(|opening| opening.picks.clone()),
            rounds: game.rounds.clone(),
            swapped: game
                .swapped
                .as_ref()
                .map(|swapped| (swapped.start.to_string(), swapped.first_turn.clone())),
        }
    }

    /// The game, replayed through the rules; `None` when there is none to resume.
    pub fn restore(&self) -> Result<Option<Game>, RestoreError> {
        if self.start.is_empty() {
            return Ok(None);
        }
        let start: Position = self.start.parse()?;
        let mut game = Game::replayed_after_opening(
            self.setup,
            start,
            self.opening.as_deref(),
            &self.moves,
            &self.undone,
        )?;
        game.rounds = self.rounds.clone();
        if let Some((start, first_turn)) = &self.swapped {
            let start: Position = start.parse()?;
            // Kept only if it is what was played: the first turn from that start, turned round, is this start.
            let mut after = start;
            for &pit in first_turn {
                after = after.play(pit).map_err(|_| RestoreError::Swap)?.0;
            }
            if after.mirrored().with_sowings(0) != game.start.with_sowings(0) {
                return Err(RestoreError::Swap);
            }
            game.swapped = Some(Swapped {
                start,
                first_turn: first_turn.clone(),
            });
        }
        game.puzzle = self.puzzle;
        game.resigned = self.resigned;
        game.out_of_time = self.out_of_time;
        game.recorded = self.recorded;
        Ok(Some(game))
    }
}

/// Why a saved game that reads as a file does not resume.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RestoreError {
    #[error("bad start position: {0}")]
    Start(#[from] mancala_engine::ParsePositionError),
    #[error(transparent)]
    Replay(#[from] crate::turn::replay_error::ReplayError),
    #[error("the first turn kept for the pie rule does not lead to the game's start")]
    Swap,
}

/// Files that could not be read or written, for the panel to say once.
#[derive(Resource, Clone, Debug, Default)]
pub struct Notices(pub Vec<Notice>);

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    Unreadable(Unreadable),
    CannotSave { file: PathBuf, why: String },
}

/// Everything read at start, before the game's plugins look at it.
pub struct Loaded {
    pub settings: SettingsFile,
    pub stats: Stats,
    pub daily: DailyRecords,
    pub lessons: LessonProgress,
    pub history: History,
    pub deck: Deck,
    pub game: Option<Game>,
    pub notices: Vec<Notice>,
}

/// Reads every file; never fails: what cannot be read is set aside and replaced by defaults.
pub fn load_all(folders: &Folders) -> Loaded {
    let mut notices = Vec::new();
    let mut note = |unreadable: Option<Unreadable>| {
        notices.extend(unreadable.map(Notice::Unreadable));
    };
    let (settings, bad) = load::<SettingsFile>(folders);
    note(bad);
    let (stats, bad) = load::<Stats>(folders);
    note(bad);
    let (daily, bad) = load::<DailyRecords>(folders);
    note(bad);
    let (lessons, bad) = load::<LessonProgress>(folders);
    note(bad);
    let (history, bad) = load::<History>(folders);
    note(bad);
    let (deck, bad) = load::<Deck>(folders);
    note(bad);
    let (saved, bad) = load::<SavedGame>(folders);
    note(bad);
    let game = match saved.restore() {
        Ok(game) => game,
        Err(why) => {
            // It parsed but does not replay through the rules: as unreadable as a broken file.
            notices.push(Notice::Unreadable(set_aside(
                &folders.path::<SavedGame>(),
                why,
            )));
            None
        }
    };
    Loaded {
        settings,
        stats,
        daily,
        lessons,
        history,
        deck,
        game,
        notices,
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Notices>().add_systems(
        Update,
        (
            save_settings,
            save_game,
            save_stats,
            save_daily,
            save_lessons,
            save_history,
            save_deck,
        )
            .in_set(AppSystems::Save)
            .run_if(resource_exists::<Folders>),
    );
}

/// Saves a file; a failure is noted once for the panel, naming the file where it really is (config or data).
pub fn save_or_note<T: Saved>(folders: &Folders, value: &T, notices: &mut Notices) {
    if let Err(e) = save(folders, value) {
        let file = folders.path::<T>();
        warn!("cannot save {}: {e}", file.display());
        let notice = Notice::CannotSave {
            file,
            why: e.to_string(),
        };
        if !notices.0.contains(&notice) {
            notices.0.push(notice);
        }
    }
}

fn save_settings(
    settings: Res<Settings>,
    texts: Res<Texts>,
    game: Res<Game>,
    folders: Res<Folders>,
    mut notices: ResMut<Notices>,
    mut last: Local<Option<SettingsFile>>,
) {
    let file = SettingsFile {
        settings: *settings,
        language: Some(texts.language),
        // A puzzle's or an online game's setup is not one to offer for the next game.
        setup: if game.puzzle.is_some() || game.remote_side().is_some() {
            last.as_ref().map_or(game.setup, |f| f.setup)
        } else {
            game.setup
        },
    };
    if last.as_ref() == Some(&file) {
        return;
    }
    // The first frame only notes what was loaded.
    if last.is_some() {
        save_or_note(&folders, &file, &mut notices);
    }
    *last = Some(file);
}

/// After every change to the game: a move, undo, redo, a new game, a resignation, the result recorded. An
/// online game is the server's to keep (it gives it back at the next connection): the last game here stays.
fn save_game(game: Res<Game>, folders: Res<Folders>, mut notices: ResMut<Notices>) {
    if game.is_changed() && !game.is_added() && game.remote_side().is_none() {
        save_or_note(&folders, &SavedGame::of(&game), &mut notices);
    }
}

fn save_stats(stats: Res<Stats>, folders: Res<Folders>, mut notices: ResMut<Notices>) {
    if stats.is_changed() && !stats.is_added() {
        save_or_note(&folders, &*stats, &mut notices);
    }
}

fn save_lessons(lessons: Res<LessonProgress>, folders: Res<Folders>, mut notices: ResMut<Notices>) {
    if lessons.is_changed() && !lessons.is_added() {
        save_or_note(&folders, &*lessons, &mut notices);
    }
}

fn save_daily(daily: Res<DailyRecords>, folders: Res<Folders>, mut notices: ResMut<Notices>) {
    if daily.is_changed() && !daily.is_added() {
        save_or_note(&folders, &*daily, &mut notices);
    }
}

fn save_deck(deck: Res<Deck>, folders: Res<Folders>, mut notices: ResMut<Notices>) {
    if deck.is_changed() && !deck.is_added() {
        save_or_note(&folders, &*deck, &mut notices);
    }
}

fn save_history(history: Res<History>, folders: Res<Folders>, mut notices: ResMut<Notices>) {
    if history.is_changed() && !history.is_added() {
        save_or_note(&folders, &*history, &mut notices);
    }
}
