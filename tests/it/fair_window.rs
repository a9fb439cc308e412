//! The fair starts in the window: Otto takes the side of a first turn worth more than his own, the person
//! takes Otto's, each player keeps their edge of the screen with the board turned round, the record says where
//! the sides were swapped, a saved game keeps it, and a balanced start is one of the engine's.

use mancala::app::data::history::History;
use mancala::app::data::i18n::{Language, Texts};
use mancala::app::data::storage::SavedGame;
use mancala::app::review::look_back::{Listed, LookBack, LookBackView};
use mancala::app::review::reviewer::Review;
use mancala::app::turn::browse::{Browse, BrowseCommand};
use mancala::app::turn::game::{Game, GameCommand, Phase, PlayPit, SowingOnScreen};
use mancala::app::turn::setup::{Fairness, First, Setup};
use mancala::engine::fair::{BALANCED, balanced};
use mancala::engine::{Level, Position, Side};

use crate::headless::{headless_game, phase, run_until, vs_computer};

/// The person may sow: their turn, and no sowing still on screen (a press then only hurries it).
fn person_to_sow(app: &bevy::app::App) -> bool {
    phase(app) == Phase::PersonToMove
        && !app
            .world()
            .resource::<mancala::app::board::sowing::Animation>()
            .is_playing()
        && !app.world().resource::<SowingOnScreen>().0
}

fn pie(level: Level, first: First) -> Setup {
    Setup {
        first,
        fair: Fairness::Pie,
        ..vs_computer(level)
    }
}

#[test]
fn otto_takes_the_side_of_the_best_first_turn_and_the_person_plays_on_from_the_other() {
    let mut game = Game::default();
    game.start(pie(Level::Easy, First::South), true).unwrap();
    let mut app = headless_game(game);
    // 3 then 6: a best first turn (the standard start is worth +8 to South, and it keeps that).
    for pit in [3, 6] {
        run_until(&mut app, "the person's turn", person_to_sow);
        app.world_mut().write_message(PlayPit(pit));
        // Otto may answer the second at once, and the board then shows the game turned round.
        run_until(&mut app, "the sowing", |app| {
            let game = app.world().resource::<Game>();
            game.moves_played().last().map(|p| p.pit) == Some(pit) || game.swapped.is_some()
        });
    }
    let after_first_turn = [3, 6].iter().fold(Position::standard(), |position, &pit| {
        position.play(pit).unwrap().0
    });
    run_until(&mut app, "Otto's answer", |app| {
        app.world().resource::<Game>().swapped.is_some()
    });
    let game = app.world().resource::<Game>().clone();
    assert_eq!(
        game.position,
        after_first_turn.mirrored(),
        "the board turned round"
    );
    assert_eq!(
        game.position.to_move(),
        Side::South,
        "the person, at the bottom, moves"
    );
    assert!(game.moves_played().is_empty());
    assert!(!game.swap_offered(), "once only");
    let record = game.record(chrono::NaiveDate::from_ymd_opt(2026, 12, 5).unwrap());
    assert_eq!(record.swap, Some(2));
    assert_eq!(record.start, Position::standard());
    assert_eq!(record.moves, [3, 6]);
    assert!(record.to_string().contains("\n3 6\nswap\n"));

    // The person sows on from the other side; the record follows on the board as it began.
    let pit = game.position.legal_moves().next().unwrap();
    run_until(&mut app, "the person's turn", person_to_sow);
    app.world_mut().write_message(PlayPit(pit));
    run_until(&mut app, "the person's sowing", |app| {
        !app.world().resource::<Game>().moves_played().is_empty()
    });
    let game = app.world().resource::<Game>().clone();
    let record = game.record(chrono::NaiveDate::from_ymd_opt(2026, 12, 5).unwrap());
    assert_eq!(record.moves[..3], [3, 6, pit]);
    // The record's board is the game's turned round again, sowing for sowing.
    let positions = record.positions();
    assert_eq!(positions[2], game.moves_played()[0].before.mirrored());
    assert_eq!(positions[3], game.position.mirrored());
    let read: mancala::engine::Record = record.to_string().parse().unwrap();
    assert_eq!(read, record);

    // The move list has the whole game: the first turn, turned round as the board is, then the sowing since;
    // the first turn's rows are looked at as a line of their own, the game's own at the game's plies.
    let texts = Texts::new(Language::English);
    let (browse, review, history) = (Browse::default(), Review::default(), History::default());
    let view = LookBackView {
        texts: &texts,
        game: &game,
        browse: &browse,
        review: &review,
        history: &history,
        records: None,
        ratings: [bevy_egui::egui::Color32::BLACK; 5],
        warning: bevy_egui::egui::Color32::RED,
        today: chrono::NaiveDate::from_ymd_opt(2026, 12, 5).unwrap(),
    };
    let listed = Listed::of(&view);
    assert_eq!(listed.moves, [3, 6, pit]);
    assert_eq!(listed.before_swap, 2);
    assert_eq!(listed.positions[0], Position::standard().mirrored());
    assert_eq!(listed.positions[2], game.moves_played()[0].before);
    assert_eq!(listed.positions[3], game.position);
    assert!(matches!(
        listed.go(1),
        LookBack::Browse(BrowseCommand::Other(ref line)) if line.ply == 1 && line.moves == [3, 6, pit]
    ));
    assert_eq!(listed.go(3), LookBack::Browse(BrowseCommand::GameAfter(1)));

    // A saved game keeps the swap, and a swap that does not lead to its start is refused.
    let saved = SavedGame::of(&game);
    let restored = saved.restore().unwrap().unwrap();
    assert_eq!(restored.swapped, game.swapped);
    let mut forged = saved.clone();
    forged.swapped.as_mut().unwrap().1 = vec![1];
    assert!(forged.restore().is_err());
}

#[test]
fn otto_keeps_his_side_after_a_poor_first_turn() {
    let mut game = Game::default();
    game.start(pie(Level::Easy, First::South), true).unwrap();
    let mut app = headless_game(game);
    // Pit 1 first leaves North ahead (the book says so): Otto sows on.
    run_until(&mut app, "the person's turn", person_to_sow);
    app.world_mut().write_message(PlayPit(1));
    run_until(&mut app, "Otto's sowing", |app| {
        app.world().resource::<Game>().moves_played().len() >= 2
    });
    assert!(app.world().resource::<Game>().swapped.is_none());
    assert!(!app.world().resource::<Game>().swap_offered());
}

#[test]
fn the_person_takes_otto_s_side_after_his_first_turn() {
    let mut game = Game::default();
    game.start(pie(Level::Easy, First::North), true).unwrap();
    let mut app = headless_game(game);
    run_until(&mut app, "Otto's first turn", |app| {
        let game = app.world().resource::<Game>();
        game.swap_offered() && game.awaits_person()
    });
    let offered = app.world().resource::<Game>().position;
    app.world_mut().write_message(GameCommand::TakeTheOtherSide);
    run_until(&mut app, "the sides swapped", |app| {
        app.world().resource::<Game>().swapped.is_some()
    });
    let game = app.world().resource::<Game>();
    assert_eq!(game.position, offered.mirrored());
    assert_eq!(
        game.position.to_move(),
        Side::North,
        "Otto, at the top, moves now"
    );
    assert!(game.awaits_computer());
}

#[test]
fn a_balanced_start_is_one_of_the_engine_s_with_the_first_player_to_move() {
    let starts: Vec<Position> = balanced().map(|(p, _)| p).collect();
    assert_eq!(starts.len(), BALANCED.len());
    for first in [First::South, First::North] {
        let mut game = Game::default();
        let setup = Setup {
            first,
            fair: Fairness::Balanced,
            ..vs_computer(Level::Medium)
        };
        game.start(setup, true).unwrap();
        let seated = match first {
            First::North => game.start.mirrored(),
            _ => game.start,
        };
        assert!(starts.contains(&seated), "{}", game.start);
    }
    // Not on another board: the usual start there.
    let mut game = Game::default();
    let five = Setup {
        seeds: 5,
        fair: Fairness::Balanced,
        ..vs_computer(Level::Medium)
    };
    game.start(five, true).unwrap();
    assert_eq!(game.setup.fair, Fairness::Usual);
    assert_eq!(game.start.seeds(Side::South, 1), 5);
}
