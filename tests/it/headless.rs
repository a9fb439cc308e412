//! The game's plugins without a window, a renderer or input devices, for tests that drive it through the same
//! messages as the input and the panel.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::state::app::StatesPlugin;
use mancala::app::board::sowing::{Animation, SkipAnimation};
use mancala::app::turn::ai_player::Pace;
use mancala::app::turn::game::{Game, Phase, PlayPit};
use mancala::app::turn::setup::{First, Opponent, Setup};
use mancala::engine::{Level, Position};

pub const TWO_PLAYERS: Setup = Setup {
    opponent: Opponent::Friend,
    first: First::South,
    pits: 6,
    seeds: 4,
    clock: None,
    rules: mancala::engine::KALAH,
    fair: mancala::app::turn::setup::Fairness::Usual,
};

pub fn vs_computer(level: Level) -> Setup {
    Setup {
        opponent: Opponent::Computer(level),
        ..TWO_PLAYERS
    }
}

/// A new standard game against the computer at `level`, the person (South) moving first.
pub fn game_against(level: Level) -> Game {
    let mut game = Game::default();
    game.start(vs_computer(level), true).unwrap();
    game
}

/// The game's own plugins with `game` on the board, the computer pausing not at all and Hard thinking briefly.
pub fn game_plugins(app: &mut App, game: Game) {
    app.insert_resource(game)
        .insert_resource(Pace {
            min_pause: Duration::ZERO,
            hard_time: Duration::from_millis(300),
        })
        .add_plugins(mancala::app::plugin);
}

/// The app with `game` on the board (see [`game_plugins`]).
pub fn headless_game(game: Game) -> App {
    let mut app = App::new();
    app.add_plugins((MinimalPlugins, StatesPlugin));
    game_plugins(&mut app, game);
    app.update();
    app
}

pub fn phase(app: &App) -> Phase {
    *app.world().resource::<State<Phase>>().get()
}

/// Runs frames until `done` holds, skipping every sowing at once; fails after a generous wait.
pub fn run_until(app: &mut App, what: &str, done: impl Fn(&App) -> bool) {
    let began = Instant::now();
    while !done(app) {
        assert!(
            began.elapsed() < Duration::from_secs(120),
            "timed out waiting for {what}"
        );
        if app.world().resource::<Animation>().is_playing() {
            app.world_mut().write_message(SkipAnimation);
        }
        app.update();
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// Plays South's moves with `choose` whenever South is to move, until the game ends and is recorded.
pub fn play_out_as_south(app: &mut App, mut choose: impl FnMut(&Position) -> u8) {
    let began = Instant::now();
    while !app.world().resource::<Game>().recorded {
        assert!(
            began.elapsed() < Duration::from_secs(120),
            "the game did not end"
        );
        if app.world().resource::<Animation>().is_playing() {
            app.world_mut().write_message(SkipAnimation);
        }
        let game = app.world().resource::<Game>();
        if *app.world().resource::<State<Phase>>().get() == Phase::PersonToMove
            && game.awaits_person()
            && !app.world().resource::<Animation>().is_playing()
        {
            let pit = choose(&game.position);
            app.world_mut().write_message(PlayPit(pit));
        }
        app.update();
        std::thread::sleep(Duration::from_millis(1));
    }
}
