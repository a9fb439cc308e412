//! Scripted starts, for screenshots and checks: play some pits through the same intents as clicks, wait until
//! the board has settled, save the window to a file and exit.

use std::collections::VecDeque;
use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};

use crate::frame::AppSystems;
use crate::rest::keep_awake;
use crate::turn::game::{Phase, PlayPit};

/// Frames the board must stay still before the picture: the window, the fonts and the meshes are ready by then.
const SETTLE_FRAMES: u32 = 30;

#[derive(Resource)]
struct Script {
    moves: VecDeque<u8>,
    path: Option<PathBuf>,
    still_for: u32,
    taken: bool,
}

pub fn plugin(moves: Vec<u8>, path: Option<PathBuf>) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Script {
            moves: moves.iter().copied().collect(),
            path: path.clone(),
            still_for: 0,
            taken: false,
        })
        .add_systems(
            Update,
            (
                play_scripted_moves.in_set(AppSystems::ReadInput),
                (take_screenshot_when_settled, keep_awake).in_set(AppSystems::Show),
            ),
        );
    }
}

/// A still board: a person to move (or the game over), nothing in flight.
fn is_still(phase: Phase) -> bool {
    matches!(phase, Phase::PersonToMove | Phase::Over)
}

fn play_scripted_moves(
    mut script: ResMut<Script>,
    phase: Res<State<Phase>>,
    mut intents: MessageWriter<PlayPit>,
) {
    if !is_still(*phase.get()) {
        script.still_for = 0;
        return;
    }
    script.still_for += 1;
    // A few frames of stillness so that the phase has caught up with the last move.
    if script.still_for > 2
        && let Some(pit) = script.moves.pop_front()
    {
        intents.write(PlayPit(pit));
        script.still_for = 0;
    }
}

fn take_screenshot_when_settled(mut commands: Commands, mut script: ResMut<Script>) {
    if script.taken || !script.moves.is_empty() || script.still_for < SETTLE_FRAMES {
        return;
    }
    if let Some(path) = script.path.clone() {
        script.taken = true;
        commands.spawn(Screenshot::primary_window()).observe(
            move |captured: On<ScreenshotCaptured>, mut exit: MessageWriter<AppExit>| {
                save_and_exit(&captured, &path, &mut exit);
            },
        );
    }
}

fn save_and_exit(captured: &ScreenshotCaptured, path: &PathBuf, exit: &mut MessageWriter<AppExit>) {
    let saved = captured
        .image
        .clone()
        .try_into_dynamic()
        .map_err(|e| e.to_string())
        .and_then(|image| image.to_rgb8().save(path).map_err(|e| e.to_string()));
    match saved {
        Ok(()) => {
            info!("screenshot saved to {}", path.display());
            exit.write(AppExit::Success);
        }
        Err(error) => {
            error!("cannot save the screenshot to {}: {error}", path.display());
            exit.write(AppExit::error());
        }
    }
}
