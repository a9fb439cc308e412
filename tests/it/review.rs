//! The window's review, move list, records, history and clock, driven through their messages in a headless app.

use std::time::Duration;

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use bevy_egui::egui;
use mancala::app::data::history::{History, KEPT, open_record, save_record};
use mancala::app::data::i18n::{Language, Texts};
use mancala::app::review::look_back::{DeskMessage, LookBack, RecordDesk};
use mancala::app::review::records_tab::records_section;
use mancala::app::review::reviewer::{Review, ReviewCommand, seated_south};
use mancala::app::turn::browse::BrowseCommand;
use mancala::app::turn::clock::{ChessClock, clock_text};
use mancala::app::turn::game::{Game, GameCommand, LookingAt, PlayPit};
use mancala::app::turn::setup::{Opponent, Setup};
use mancala::engine::review::rate;
use mancala::engine::{Limits, Position, Record, Side, Solver, SolverConfig, TimeControl};

use crate::headless::{TWO_PLAYERS, headless_game, run_until};

fn small_game() -> Setup {
    Setup {
        pits: 3,
        seeds: 3,
        ..TWO_PLAYERS
    }
}

/// Plays `pits` through the game's intents, each to the end of its sowing.
fn play(app: &mut App, pits: &[u8]) {
    for &pit in pits {
        let before = app.world().resource::<Game>().moves_played().len();
        app.world_mut().write_message(PlayPit(pit));
        run_until(app, "the sowing", |app| {
            app.world().resource::<Game>().moves_played().len() > before
                && !app
                    .world()
                    .resource::<mancala::app::board::sowing::Animation>()
                    .is_playing()
        });
    }
}

/// A game of 3 pits and 3 seeds played to its end by always sowing the last legal pit.
fn finished_small_game(app: &mut App) {
    loop {
        let position = app.world().resource::<Game>().position;
        if position.is_over() {
            return;
        }
        play(app, &[position.legal_moves().last().unwrap()]);
    }
}

#[test]
fn a_finished_game_is_reviewed_in_the_background_as_the_solver_rates_it() {
    let mut game = Game::default();
    game.start(small_game(), true).unwrap();
    let mut app = headless_game(game);
    finished_small_game(&mut app);
    let game = app.world().resource::<Game>().clone();
    assert!(game.is_finished());

    app.world_mut().write_message(ReviewCommand::ThisGame);
    app.update();
    run_until(&mut app, "the review", |app| {
        app.world()
            .resource::<Review>()
            .open
            .as_ref()
            .is_some_and(|r| r.is_done())
    });
    // The board shows the start of the reviewed game.
    assert_eq!(
        app.world().resource::<LookingAt>().0.map(|l| l.position),
        Some(game.start)
    );
    let review = app.world().resource::<Review>();
    let reviewed = review.open.as_ref().unwrap();
    assert_eq!(reviewed.rated(), game.moves_played().len());
    let mut solver = Solver::new(
        3,
        SolverConfig {
            table_bytes: 1 << 20,
            endgame_entries: 1 << 12,
            threads: 1,
        },
    );
    for (played, rated) in game.moves_played().iter().zip(&reviewed.moves) {
        let (values, _) = solver.analyze(&played.before, &Limits::none()).unwrap();
        assert_eq!(
            rated.unwrap(),
            rate(&played.before, played.pit, &values, true)
        );
    }

    // Play from here: the position after the first sowing, its side to move seated at the bottom, against Otto.
    let after_first = reviewed.positions[1];
    app.world_mut().write_message(ReviewCommand::PlayFrom(1));
    app.update();
    app.update();
    let game = app.world().resource::<Game>();
    assert_eq!(game.position, seated_south(&after_first));
    assert_eq!(game.position.to_move(), Side::South);
    assert!(matches!(game.setup.opponent, Opponent::Computer(_)));
    assert!(app.world().resource::<Review>().open.is_none());
    assert_eq!(app.world().resource::<LookingAt>().0, None);
}

/// A new game closes the review of the last one: the Moves tab lists the new game's sowings (none yet), not the
/// old ones with their ratings, and the board shows the new game. A record opened during a game stays open
/// through an undo.
#[test]
fn a_new_game_closes_the_review_of_the_last() {
    let mut game = Game::default();
    game.start(small_game(), true).unwrap();
    let mut app = headless_game(game);
    finished_small_game(&mut app);
    app.world_mut().write_message(ReviewCommand::ThisGame);
    app.update();
    assert!(app.world().resource::<Review>().open.is_some());
    app.world_mut()
        .write_message(GameCommand::NewGame(small_game()));
    app.update();
    app.update();
    assert!(
        app.world().resource::<Review>().open.is_none(),
        "closed with its game"
    );
    assert_eq!(app.world().resource::<LookingAt>().0, None);
    assert!(app.world().resource::<Game>().moves_played().is_empty());

    let old: Record = "Pits: 3\nSeeds: 3\n1 2\n".parse().unwrap();
    app.world_mut().write_message(ReviewCommand::Record(old));
    app.update();
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    assert!(
        app.world().resource::<Review>().open.is_some(),
        "an undo is not a new game"
    );
}

#[test]
fn a_game_against_otto_is_not_reviewed_until_it_is_over() {
    let mut app = headless_game(crate::headless::game_against(mancala::engine::Level::Easy));
    play(&mut app, &[1]);
    app.world_mut().write_message(ReviewCommand::ThisGame);
    app.update();
    assert!(app.world().resource::<Review>().open.is_none());
}

#[test]
fn a_seated_position_keeps_every_seed_and_the_value() {
    let position: Position = "2,1,3,1,1,0,2,2,1,0 N".parse().unwrap();
    let seated = seated_south(&position);
    assert_eq!(seated.to_move(), Side::South);
    assert_eq!(seated.store(Side::South), position.store(Side::North));
    for pit in 1..=position.pits() {
        assert_eq!(
            seated.seeds(Side::South, pit),
            position.seeds(Side::North, pit)
        );
        assert_eq!(
            seated.seeds(Side::North, pit),
            position.seeds(Side::South, pit)
        );
    }
    assert_eq!(
        crate::solver::minimax(&seated),
        crate::solver::minimax(&position)
    );
}

#[test]
fn a_record_under_review_is_looked_at_without_touching_the_game() {
    let mut app = headless_game(Game::default());
    let record: Record = "Pits: 4\nSeeds: 3\n1 2\n3".parse().unwrap();
    let game_before = app.world().resource::<Game>().position;
    app.world_mut()
        .write_message(ReviewCommand::Record(record.clone()));
    app.update();
    app.update();
    assert_eq!(
        app.world().resource::<LookingAt>().0.unwrap().position,
        record.start
    );
    app.world_mut().write_message(BrowseCommand::To(3));
    app.update();
    assert_eq!(
        app.world().resource::<LookingAt>().0.unwrap().position,
        record.end()
    );
    // A move asked for meanwhile is not played.
    app.world_mut().write_message(PlayPit(3));
    app.update();
    assert_eq!(app.world().resource::<Game>().position, game_before);
    app.world_mut().write_message(ReviewCommand::Close);
    app.update();
    app.update();
    assert_eq!(app.world().resource::<LookingAt>().0, None);
    assert_eq!(app.world().resource::<Game>().position, game_before);
}

#[test]
fn finished_games_go_into_the_history_and_it_keeps_the_last_hundred() {
    let mut game = Game::default();
    game.start(small_game(), true).unwrap();
    let mut app = headless_game(game);
    finished_small_game(&mut app);
    app.update();
    let history = app.world().resource::<History>();
    assert_eq!(history.games.len(), 1);
    let kept: Record = history.games[0].parse().unwrap();
    let game = app.world().resource::<Game>();
    assert_eq!(kept.start, game.start);
    assert_eq!(kept.moves, game.move_lists().0);
    assert!(kept.is_finished());

    let mut history = History::default();
    for length in 0..KEPT + 5 {
        history.keep(&Record::new(Position::standard(), vec![3; length.min(1)]).unwrap());
    }
    assert_eq!(history.games.len(), KEPT);
    assert_eq!(history.readable().count(), KEPT);
}

#[test]
fn a_record_saved_as_a_file_opens_as_the_same_game() {
    let folder = std::env::temp_dir().join(format!("mancala-records-{}", std::process::id()));
    let mut record = Record::new(Position::standard(), vec![3, 6, 1]).unwrap();
    record.date = chrono::NaiveDate::from_ymd_opt(2026, 11, 30);
    let first = save_record(&folder, &record).unwrap();
    let second = save_record(&folder, &record).unwrap();
    assert_ne!(first, second, "a second save takes a new name");
    assert_eq!(open_record(&first).unwrap(), record);
    std::fs::write(&first, "3 6\nDate: soon\n").unwrap();
    let refused = open_record(&first).unwrap_err();
    assert!(refused.to_string().contains("line 2"), "{refused}");
    let _ = std::fs::remove_dir_all(&folder);
}

#[test]
fn a_pasted_record_is_reviewed_or_refused_with_its_line() {
    let texts = Texts::new(Language::English);
    let game = Game::default();
    let (browse, review, history) = Default::default();
    let view = mancala::app::review::look_back::LookBackView {
        texts: &texts,
        game: &game,
        browse: &browse,
        review: &review,
        history: &history,
        records: None,
        ratings: [egui::Color32::BLACK; 5],
        warning: egui::Color32::RED,
        today: chrono::NaiveDate::from_ymd_opt(2026, 11, 30).unwrap(),
    };
    let mut desk = RecordDesk::default();
    let screen = crate::panel::Screen::new();
    let click = |desk: &mut RecordDesk| -> Vec<LookBack> {
        let mut chosen = Vec::new();
        screen.click("Review the pasted record", &mut |ui: &mut egui::Ui| {
            chosen.extend(records_section(ui, &view, desk))
        });
        chosen
    };
    desk.pasted = "Pits: 4\n1 2\n9\n".to_string();
    assert!(
        click(&mut desk).is_empty(),
        "a malformed record changes nothing"
    );
    let Some(DeskMessage::Refused(said)) = desk.message.clone() else {
        panic!("the desk says the record was refused: {:?}", desk.message)
    };
    assert!(said.contains("line 3: move 3 (pit 9)"), "{said}");
    assert_eq!(
        desk.pasted, "Pits: 4\n1 2\n9\n",
        "the pasted text stays to be mended"
    );

    desk.pasted = "Pits: 4\n1 2\n".to_string();
    let chosen = click(&mut desk);
    let expected: Record = "Pits: 4\n1 2\n".parse().unwrap();
    assert_eq!(chosen, [LookBack::Review(ReviewCommand::Record(expected))]);
    assert_eq!(desk.message, None);
}

/// A two-player game with a clock, and time that goes on by `step` each frame.
fn timed_game(control: TimeControl, step: Duration) -> App {
    let mut game = Game::default();
    game.start(
        Setup {
            clock: Some(control),
            ..TWO_PLAYERS
        },
        true,
    )
    .unwrap();
    let mut app = headless_game(game);
    app.insert_resource(TimeUpdateStrategy::ManualDuration(step));
    app.update();
    app
}

#[test]
fn the_clock_runs_for_the_side_to_move_and_adds_its_increment_when_the_turn_ends() {
    let control = TimeControl::ALL[0];
    let mut app = timed_game(control, Duration::from_millis(500));
    let full = Duration::from_secs(u64::from(control.minutes) * 60);
    for _ in 0..10 {
        app.update();
    }
    let clocks = *app.world().resource::<ChessClock>();
    assert!(clocks.left(Side::South) < full - Duration::from_secs(4));
    assert_eq!(
        clocks.left(Side::North),
        full,
        "only the side to move's clock runs"
    );
    assert!(!app.world().resource::<Game>().can_undo());

    // Pit 3 ends in the store: an extra turn, no increment. Pit 1 hands the turn over: the increment.
    let south_before = app.world().resource::<ChessClock>().left(Side::South);
    play(&mut app, &[3]);
    let after_extra = app.world().resource::<ChessClock>().left(Side::South);
    assert!(after_extra <= south_before);
    play(&mut app, &[1]);
    let clocks = *app.world().resource::<ChessClock>();
    assert_eq!(
        app.world().resource::<Game>().position.to_move(),
        Side::North
    );
    assert!(
        clocks.left(Side::South) > after_extra,
        "the increment was added"
    );
    assert!(
        !app.world().resource::<Game>().can_undo(),
        "no undo in a timed game"
    );
}

#[test]
fn the_clock_stands_still_during_a_sowing_and_out_of_focus() {
    let mut app = timed_game(TimeControl::ALL[1], Duration::from_millis(100));
    // Without focus the time stands still.
    let window = app
        .world_mut()
        .spawn((
            Window {
                focused: false,
                ..default()
            },
            bevy::window::PrimaryWindow,
        ))
        .id();
    let before = *app.world().resource::<ChessClock>();
    for _ in 0..20 {
        app.update();
    }
    assert_eq!(*app.world().resource::<ChessClock>(), before);
    app.world_mut().get_mut::<Window>(window).unwrap().focused = true;
    app.update();
    assert!(app.world().resource::<ChessClock>().left(Side::South) < before.left(Side::South));

    // While a sowing is on screen the time stands still.
    app.world_mut().write_message(PlayPit(2));
    app.update();
    let mut frames = 0;
    while app
        .world()
        .resource::<mancala::app::board::sowing::Animation>()
        .is_playing()
    {
        let before = *app.world().resource::<ChessClock>();
        app.update();
        if app
            .world()
            .resource::<mancala::app::board::sowing::Animation>()
            .is_playing()
        {
            assert_eq!(*app.world().resource::<ChessClock>(), before);
        }
        frames += 1;
        assert!(frames < 1000);
    }
    assert!(frames > 1, "the sowing was on screen for some frames");
}

#[test]
fn when_the_time_runs_out_the_side_to_move_loses() {
    let mut app = timed_game(TimeControl::ALL[0], Duration::from_secs(7));
    run_until(&mut app, "the flag", |app| {
        app.world().resource::<Game>().is_finished()
    });
    let game = app.world().resource::<Game>().clone();
    assert_eq!(game.out_of_time, Some(Side::South));
    let finish = game.finish().unwrap();
    assert_eq!(finish.winner, Some(Side::North));
    assert_eq!(
        app.world().resource::<ChessClock>().left(Side::South),
        Duration::ZERO
    );
    let record = game.record(chrono::NaiveDate::from_ymd_opt(2026, 11, 30).unwrap());
    assert_eq!(record.result(), "South lost on time");
    assert_eq!(record.to_string().parse::<Record>().unwrap(), record);
    // A new game sets the clocks in full again.
    app.world_mut()
        .write_message(GameCommand::NewGame(game.setup));
    app.update();
    let clocks = *app.world().resource::<ChessClock>();
    assert_eq!(clocks.left(Side::South), Duration::from_secs(180));
    assert_eq!(clock_text(Duration::from_millis(65_400)), "1:05");
    assert_eq!(clock_text(Duration::from_millis(7_340)), "0:07.3");
    // Correspondence: hours on the last day, days and hours before.
    assert_eq!(clock_text(Duration::from_secs(3_909)), "1:05:09");
    assert_eq!(clock_text(Duration::from_secs(3 * 86_400 - 1)), "2d 23h");
}
