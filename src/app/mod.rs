//! The Bevy game: one plugin per concern, each in its own file. The engine's position is the truth; entities
//! only show it.

use std::path::PathBuf;
use std::process::ExitCode;

use bevy::prelude::*;

use crate::engine::Position;

pub mod board;
pub mod game;
mod input;
mod screenshot;
pub mod sowing;
pub mod stones;

/// The game being shown. Every entity on the board is drawn from this position.
#[derive(Resource, Clone, Debug)]
pub struct Game {
    pub position: Position,
}

impl Default for Game {
    fn default() -> Self {
        Game {
            position: Position::standard(),
        }
    }
}

/// Opens the window and runs the game until it is closed. With `screenshot`, saves a picture of the settled
/// board to that file and exits.
pub fn run(screenshot: Option<PathBuf>) -> ExitCode {
    let mut app = App::new();
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(Window {
            title: "Mancala".into(),
            resolution: (1280, 800).into(),
            ..default()
        }),
        ..default()
    }))
    .add_plugins((MeshPickingPlugin, plugin, input::plugin));
    if let Some(path) = screenshot {
        app.add_plugins(screenshot::plugin(path));
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// Everything but the window and the input devices: what tests add to a headless app.
pub fn plugin(app: &mut App) {
    app.init_resource::<Game>().add_plugins((
        board::plugin,
        game::plugin,
        sowing::plugin,
        stones::plugin,
    ));
}
