//! The Bevy game: one plugin per concern, each in its own file. The engine's position is the truth; entities
//! only show it.

use std::path::PathBuf;
use std::process::ExitCode;

use bevy::prelude::*;

pub mod ai_player;
mod audio;
pub mod board;
pub mod cues;
mod frame_stats;
pub mod game;
mod input;
pub mod mascot;
mod panel;
mod screenshot;
pub mod settings;
pub mod sowing;
pub mod stones;

pub use game::Game;

/// How the window starts: the game to show, and what to do on its own (for screenshots and measurements).
#[derive(Clone, Debug, Default)]
pub struct Launch {
    pub game: Game,
    /// Pits to play at the start, through the same intents as clicks, one after another.
    pub moves: Vec<u8>,
    /// Save a picture of the settled window to this file, then exit.
    pub screenshot: Option<PathBuf>,
    /// Report frame times (while the computer thinks, and otherwise) and exit after this many seconds.
    pub frame_stats: Option<f32>,
    pub settings: settings::Settings,
}

/// Opens the window and runs the game until it is closed.
pub fn run(launch: Launch) -> ExitCode {
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Mancala".into(),
            resolution: (1280, 800).into(),
            ..default()
        }),
        ..default()
    }))
    .insert_resource(launch.game.clone())
    .insert_resource(launch.settings)
    .add_plugins((
        MeshPickingPlugin,
        plugin,
        input::plugin,
        cues::plugin,
        mascot::plugin,
        audio::plugin,
        panel::plugin,
    ));
    if !launch.moves.is_empty() || launch.screenshot.is_some() {
        app.add_plugins(screenshot::plugin(
            launch.moves.clone(),
            launch.screenshot.clone(),
        ));
    }
    if let Some(seconds) = launch.frame_stats {
        app.add_plugins(frame_stats::plugin(seconds));
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// The game without a window or input devices: what tests add to a headless app (with `StatesPlugin`).
pub fn plugin(app: &mut App) {
    app.init_resource::<Game>().add_plugins((
        settings::plugin,
        board::plugin,
        game::plugin,
        ai_player::plugin,
        sowing::plugin,
        stones::plugin,
    ));
}
