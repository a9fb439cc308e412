//! The game's flow without a window: intents in, engine moves, stones that match the engine's counts.

use bevy::prelude::*;
use mancala::app::Game;
use mancala::app::game::{self, PlayPit};
use mancala::app::sowing::{self, Animation, MAX_SOWING_SECONDS, SkipAnimation};
use mancala::app::stones::{self, Stone};
use mancala::engine::Position;

fn headless(position: Position) -> App {
    let mut app = App::new();
    app.add_plugins(MinimalPlugins)
        .insert_resource(Game { position })
        .add_plugins((game::plugin, sowing::plugin, stones::plugin));
    app.update();
    app
}

fn assert_view_matches_engine(app: &mut App) {
    let position = app.world().resource::<Game>().position;
    for (cell, shown, engine) in stones::counts(app.world_mut(), &position) {
        assert_eq!(shown, usize::from(engine), "{cell} in {position}");
    }
}

/// Plays a pit and skips its animation, as a player who clicks again at once.
fn play(app: &mut App, pit: u8) {
    app.world_mut().write_message(PlayPit(pit));
    app.update();
    app.world_mut().write_message(SkipAnimation);
    app.update();
    assert!(!app.world().resource::<Animation>().is_playing());
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
    app.world_mut().write_message(SkipAnimation);
    let position = app.world().resource::<Game>().position;
    assert_eq!(position.sowings(), 1);
    assert_eq!(position, Position::standard().play(1).unwrap().0);
    app.update();
    assert_eq!(app.world().resource::<Game>().position.sowings(), 1);
    assert_view_matches_engine(&mut app);
}

#[test]
fn moves_wait_for_the_sowing_on_screen_and_a_skip_lands_every_stone() {
    let mut app = headless(Position::standard());
    let resting: Vec<Vec3> = stone_places(&mut app);
    app.world_mut().write_message(PlayPit(1));
    app.update();
    let animation = app.world().resource::<Animation>();
    assert!(animation.is_playing());
    assert!(animation.duration() > 0.0 && animation.duration() <= MAX_SOWING_SECONDS);

    // A click on another pit during the animation plays nothing.
    app.world_mut().write_message(PlayPit(2));
    app.update();
    assert_eq!(app.world().resource::<Game>().position.sowings(), 1);

    app.world_mut().write_message(SkipAnimation);
    app.update();
    assert!(!app.world().resource::<Animation>().is_playing());
    assert_view_matches_engine(&mut app);
    let landed = stone_places(&mut app);
    assert_ne!(landed, resting, "the sown stones moved");
    // Every stone rests inside the board, none left in mid-air above the others.
    assert!(landed.iter().all(|at| at.z < 10.0));

    // Now the next move is taken.
    app.world_mut().write_message(PlayPit(1));
    app.update();
    assert_eq!(app.world().resource::<Game>().position.sowings(), 2);
}

#[test]
fn the_longest_sowing_still_fits_the_time_limit() {
    // 40 seeds lap the board three times, then a capture and the sweep of the rows.
    let mut app = headless("0,0,0,0,0,40,0,1,0,0,0,0,0,0 S".parse().unwrap());
    app.world_mut().write_message(PlayPit(6));
    app.update();
    let duration = app.world().resource::<Animation>().duration();
    assert!(
        duration > 1.0 && duration <= MAX_SOWING_SECONDS,
        "{duration}"
    );
}

fn stone_places(app: &mut App) -> Vec<Vec3> {
    let mut query = app.world_mut().query::<(&Stone, &Transform)>();
    let mut places: Vec<(u32, Vec3)> = query
        .iter(app.world())
        .map(|(stone, transform)| (stone.seed, transform.translation))
        .collect();
    places.sort_by_key(|(seed, _)| *seed);
    places.into_iter().map(|(_, at)| at).collect()
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
