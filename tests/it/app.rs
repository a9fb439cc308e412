//! The game's flow without a window: intents in, engine moves, stones that match the engine's counts.

use bevy::prelude::*;
use mancala::app::Game;
use mancala::app::game::{self, PlayPit};
use mancala::app::stones;
use mancala::engine::Position;

fn headless(position: Position) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(Game { position })
        .add_plugins((game::plugin, stones::plugin));
    app.update();
    app
}

fn assert_view_matches_engine(app: &mut App) {
    let position = app.world().resource::<Game>().position;
    for (cell, shown, engine) in stones::counts(app.world_mut(), &position) {
        assert_eq!(shown, usize::from(engine), "{cell} in {position}");
    }
}

fn play(app: &mut App, pit: u8) {
    app.world_mut().write_message(PlayPit(pit));
    app.update();
}

#[test]
fn stones_start_as_the_engine_counts_them() {
    for (pits, seeds) in [(6, 4), (3, 1), (8, 10)] {
        let mut app = headless(Position::start(pits, seeds).unwrap());
        assert_view_matches_engine(&mut app);
    }
}

#[test]
fn a_whole_game_through_intents_ends_as_the_engine_says() {
    let mut app = headless(Position::standard());
    let mut engine = Position::standard();
    let mut turn = 0usize;
    while !engine.is_over() {
        let moves: Vec<u8> = engine.legal_moves().collect();
        // A varied but fixed line: extra turns, captures and laps all come up.
        let pit = moves[(turn * 7 + 3) % moves.len()];
        turn += 1;
        engine = engine.play(pit).unwrap().0;
        play(&mut app, pit);
        assert_eq!(app.world().resource::<Game>().position, engine);
        assert_view_matches_engine(&mut app);
    }
    assert!(turn > 10);
}

#[test]
fn a_burst_of_clicks_in_one_frame_plays_exactly_one_move() {
    let mut app = headless(Position::standard());
    for pit in [1, 2, 1, 4, 6] {
        app.world_mut().write_message(PlayPit(pit));
    }
    app.update();
    let position = app.world().resource::<Game>().position;
    assert_eq!(position.sowings(), 1);
    assert_eq!(position, Position::standard().play(1).unwrap().0);
    app.update();
    assert_eq!(app.world().resource::<Game>().position.sowings(), 1);
    assert_view_matches_engine(&mut app);
}

#[test]
fn an_illegal_intent_changes_nothing() {
    let mut app = headless(Position::standard());
    play(&mut app, 3);
    let after_extra_turn = app.world().resource::<Game>().position;
    play(&mut app, 3); // now empty
    play(&mut app, 9); // no such pit
    assert_eq!(app.world().resource::<Game>().position, after_extra_turn);
    assert_view_matches_engine(&mut app);
}
