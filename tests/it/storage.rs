//! Saving: every saved type round-trips; a corrupt, truncated, empty or foreign-version file of each kind gives
//! the defaults and is kept aside as `NAME.bad`; a saved game replays through the rules or is refused.

use std::fs;
use std::path::PathBuf;

use chrono::NaiveDate;
use mancala::app::daily::puzzles::DailyRecords;
use mancala::app::data::i18n::Language;
use mancala::app::data::settings::{Settings, Speed};
use mancala::app::data::stats::{Kind, Stats};
use mancala::app::data::storage::{Folders, Saved, SavedGame, SettingsFile, load, load_all, save};
use mancala::app::turn::game::Game;
use mancala::app::turn::setup::{First, Opponent, Setup};
use mancala::engine::{Level, Position, Side};
use mancala::files::bad_path;

/// A fresh pair of folders under the system's temporary folder.
pub fn folders(name: &str) -> Folders {
    let home = std::env::temp_dir().join(format!("mancala-storage-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&home);
    Folders {
        config: home.join("config"),
        data: home.join("data"),
    }
}

fn path_of<T: Saved>(folders: &Folders) -> PathBuf {
    let folder = if T::IN_CONFIG {
        &folders.config
    } else {
        &folders.data
    };
    folder.join(T::FILE)
}

fn date(text: &str) -> NaiveDate {
    text.parse().unwrap()
}

fn sample_settings() -> SettingsFile {
    SettingsFile {
        settings: Settings {
            speed: Speed::Slow,
            muted: true,
            ..Settings::default()
        },
        language: Some(Language::Italian),
        setup: Setup {
            opponent: Opponent::Computer(Level::Hard),
            first: First::Random,
            pits: 6,
            seeds: 7,
            clock: None,
            rules: mancala::engine::KALAH,
            fair: mancala::app::turn::setup::Fairness::Usual,
        },
    }
}

fn sample_stats() -> Stats {
    let mut stats = Stats::default();
    stats.count(Kind::Computer(Level::Easy), Some(Side::South), 12);
    stats.count(Kind::Computer(Level::Hard), Some(Side::North), -8);
    stats.count(Kind::TwoPlayers, None, 0);
    stats
}

fn sample_daily() -> DailyRecords {
    let mut daily = DailyRecords::default();
    daily.count_try(date("2026-11-28"), false, date("2026-11-28"));
    daily.count_try(date("2026-11-28"), true, date("2026-11-28"));
    daily.count_try(date("2026-11-29"), false, date("2026-11-29"));
    daily
}

fn sample_game() -> SavedGame {
    let mut game = Game::from_position(
        Setup {
            opponent: Opponent::Friend,
            ..Setup::default()
        },
        Position::standard(),
    );
    for pit in [3, 1, 2, 6] {
        game.play(pit).unwrap();
    }
    assert!(game.undo());
    let mut saved = SavedGame::of(&game);
    saved.puzzle = Some(date("2026-11-29"));
    saved
}

fn round_trip<T: Saved + PartialEq + std::fmt::Debug>(name: &str, value: T) {
    let folders = folders(name);
    save(&folders, &value).unwrap();
    let (back, bad) = load::<T>(&folders);
    assert_eq!(bad, None);
    assert_eq!(back, value);
    // Written atomically: no temporary file is left behind.
    let folder = path_of::<T>(&folders).parent().unwrap().to_path_buf();
    let names: Vec<String> = fs::read_dir(folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(names, [T::FILE]);
}

#[test]
fn every_saved_type_round_trips() {
    round_trip("settings", sample_settings());
    round_trip("stats", sample_stats());
    round_trip("daily", sample_daily());
    round_trip("game", sample_game());
}

#[test]
fn a_saved_game_replays_to_the_same_game_with_its_redo() {
    let saved = sample_game();
    let game = saved.restore().unwrap().unwrap();
    assert_eq!(SavedGame::of(&game), saved);
    let expected = [3, 1, 2]
        .iter()
        .fold(Position::standard(), |p, &pit| p.play(pit).unwrap().0);
    assert_eq!(game.position, expected);
    assert_eq!(game.puzzle, Some(date("2026-11-29")));
    // Outside a puzzle the undone move can be redone after loading.
    let mut redo = game.clone();
    redo.puzzle = None;
    assert!(redo.redo());
    assert_eq!(
        redo.position,
        Position::standard()
            .play(3)
            .unwrap()
            .0
            .play(1)
            .unwrap()
            .0
            .play(2)
            .unwrap()
            .0
            .play(6)
            .unwrap()
            .0
    );
    // No game saved: nothing to resume.
    assert!(SavedGame::default().restore().unwrap().is_none());
}

/// Writes `text` as a file of kind T, loads it, and checks for the defaults and the `.bad` copy.
fn refused<T: Saved + PartialEq + std::fmt::Debug>(name: &str, text: &str) {
    let folders = folders(name);
    let path = path_of::<T>(&folders);
    fs::create_dir_all(path.parent().unwrap()).unwrap();
    fs::write(&path, text).unwrap();
    let (value, bad) = load::<T>(&folders);
    assert_eq!(value, T::default(), "{name}");
    let bad = bad.unwrap_or_else(|| panic!("{name}: not reported"));
    assert_eq!(bad.backup, bad_path(&path));
    assert!(!path.exists(), "{name}: the bad file is moved away");
    assert_eq!(
        fs::read_to_string(&bad.backup).unwrap(),
        text,
        "{name}: kept as it was"
    );
    // The next start finds no file and uses the defaults quietly.
    assert_eq!(load::<T>(&folders).1, None);
}

fn damaged_versions<T: Saved>(value: &T) -> Vec<(&'static str, String)> {
    let folders = folders("sample");
    save(&folders, value).unwrap();
    let good = fs::read_to_string(path_of::<T>(&folders)).unwrap();
    vec![
        ("empty", String::new()),
        ("truncated", good[..good.len() / 2].to_string()),
        ("corrupt", good.replacen(':', ";", 3)),
        ("binary", "\u{0}\u{1}\u{2}garbage".to_string()),
        (
            "future version",
            good.replacen(&format!("version: {}", T::VERSION), "version: 99", 1),
        ),
    ]
}

#[test]
fn a_damaged_file_of_each_kind_gives_the_defaults_and_is_kept_aside() {
    for (damage, text) in damaged_versions(&sample_settings()) {
        refused::<SettingsFile>(&format!("settings-{damage}"), &text);
    }
    for (damage, text) in damaged_versions(&sample_stats()) {
        refused::<Stats>(&format!("stats-{damage}"), &text);
    }
    for (damage, text) in damaged_versions(&sample_daily()) {
        refused::<DailyRecords>(&format!("daily-{damage}"), &text);
    }
    for (damage, text) in damaged_versions(&sample_game()) {
        refused::<SavedGame>(&format!("game-{damage}"), &text);
    }
}

#[test]
fn a_saved_game_that_breaks_the_rules_is_kept_aside_and_the_rest_still_loads() {
    let folders = folders("illegal");
    save(&folders, &sample_stats()).unwrap();
    let mut game = sample_game();
    game.moves = vec![3, 3]; // pit 3 is empty after the first sowing
    save(&folders, &game).unwrap();
    let loaded = load_all(&folders);
    assert!(loaded.game.is_none());
    assert_eq!(loaded.stats, sample_stats());
    assert_eq!(loaded.notices.len(), 1);
    let path = path_of::<SavedGame>(&folders);
    assert!(bad_path(&path).exists() && !path.exists());

    // A bad start position is refused the same way.
    let mut game = sample_game();
    game.start = "4,4,4 S".into();
    assert!(game.restore().is_err());
}

#[test]
fn nothing_saved_yet_means_defaults_and_no_notices() {
    let loaded = load_all(&folders("empty"));
    assert!(loaded.notices.is_empty());
    assert!(loaded.game.is_none());
    assert_eq!(loaded.settings, SettingsFile::default());
    assert_eq!(
        loaded.settings.language, None,
        "the system's language is used at the first start"
    );
}
