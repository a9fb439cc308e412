//! Starting the window: how it starts (`Launch`, from the command line), the saved state put in place, Bevy's
//! plugins with the game's, and the tools for scripts and checks when asked for.

use std::path::PathBuf;
use std::process::ExitCode;

use bevy::prelude::*;

use crate::data::settings::Settings;
use crate::learn::lessons::LessonProgress;
use crate::online::online_dialog::OnlineDraft;
use crate::online::session::OnlineCommand;
use crate::screens::navigation::{Dialog, Screens};
use crate::tools::{frame_stats, gallery, screenshot};
use crate::turn::game::Game;
use crate::window;

/// How the window starts: the game to show, and what to do on its own (for screenshots and measurements).
#[derive(Clone, Debug, Default)]
pub struct Launch {
    /// A game chosen on the command line; otherwise the saved game is resumed, or a new one begins.
    pub game: Option<Game>,
    /// Pits to play at the start, through the same intents as clicks, one after another.
    pub moves: Vec<u8>,
    /// Save a picture of the settled window to this file, then exit.
    pub screenshot: Option<PathBuf>,
    /// Report frame times (while the computer thinks, and otherwise) and exit after this many seconds.
    pub frame_stats: Option<f32>,
    /// Render the gallery of the game's states into this folder, and exit.
    pub gallery: Option<PathBuf>,
    /// Only the gallery's first shots, this many (for a slow renderer).
    pub gallery_shots: Option<usize>,
    /// Connect to this server (or join the game of this shared line) at once, as this name if given.
    pub online: Option<(String, Option<String>)>,
}

/// Opens the window and runs the game until it is closed.
pub fn run(launch: Launch) -> ExitCode {
    let mut app = App::new();
    if launch.gallery.is_some() {
        // The gallery's settings and games are its own: the player's files are neither read nor written.
        app.insert_resource(launch.game.clone().unwrap_or_default());
    } else {
        crate::start::restore_saved_state(&mut app, launch.game.clone());
    }
    let placement = app
        .world()
        .get_resource::<Settings>()
        .and_then(|settings| settings.window);
    app.add_plugins(
        DefaultPlugins
            .set(WindowPlugin {
                primary_window: Some(window::primary_window(placement)),
                ..default()
            })
            .set(background_threads()),
    )
    .add_plugins((MeshPickingPlugin, crate::plugin, crate::window_plugin));
    if !launch.moves.is_empty() || launch.screenshot.is_some() {
        app.add_plugins(screenshot::plugin(
            launch.moves.clone(),
            launch.screenshot.clone(),
        ));
    }
    if let Some(folder) = launch.gallery.clone() {
        app.add_plugins(gallery::plugin(folder, launch.gallery_shots));
    }
    if launch.gallery.is_none() && launch.screenshot.is_none() && launch.frame_stats.is_none() {
        app.add_plugins(crate::otto::study_build::begin_plugin);
    }
    if let Some(seconds) = launch.frame_stats {
        app.add_plugins(frame_stats::plugin(seconds));
    }
    if let Some((address, name)) = launch.online.clone() {
        if let Some(mut lessons) = app.world_mut().get_resource_mut::<LessonProgress>() {
            lessons.offered = true;
        }
        // After the files are read at start, which fill in the last server and name.
        app.add_systems(
            PostStartup,
            move |mut commands: MessageWriter<OnlineCommand>,
                  mut screens: ResMut<Screens>,
                  mut draft: ResMut<OnlineDraft>| {
                if let Some(name) = &name {
                    draft.name = name.clone();
                }
                if draft.name.trim().is_empty() {
                    draft.name = "Player".to_string();
                }
                draft.address = address.clone();
                commands.write(OnlineCommand::Connect {
                    address: address.clone(),
                    name: draft.name.clone(),
                });
                screens.open(Dialog::Online);
            },
        );
    }
    match app.run() {
        AppExit::Success => ExitCode::SUCCESS,
        AppExit::Error(code) => ExitCode::from(code.get()),
    }
}

/// The computer's search, Teach me, the analysis and the daily puzzles all run on the async compute pool; on a
/// small machine Bevy would give it one thread, so that one job would wait for another. They get at least
/// three: the searches stop on their own and leave the main thread alone.
fn background_threads() -> TaskPoolPlugin {
    let mut options = TaskPoolOptions::default();
    options.async_compute.min_threads = 3;
    options.async_compute.max_threads = options.async_compute.max_threads.max(3);
    TaskPoolPlugin {
        task_pool_options: options,
    }
}
