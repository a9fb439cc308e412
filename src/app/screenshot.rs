//! `mancala --screenshot FILE`: wait until the board has settled, save the window to FILE, exit.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};

/// Frames to let pass before the picture: enough for the window, the fonts and the meshes to be ready.
const SETTLE_FRAMES: u32 = 30;

#[derive(Resource)]
struct ScreenshotPath(PathBuf);

pub fn plugin(path: PathBuf) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(ScreenshotPath(path.clone()))
            .add_systems(Update, take_screenshot_when_settled);
    }
}

fn take_screenshot_when_settled(mut commands: Commands, mut frames: Local<u32>) {
    *frames += 1;
    if *frames == SETTLE_FRAMES {
        commands
            .spawn(Screenshot::primary_window())
            .observe(save_and_exit);
    }
}

fn save_and_exit(
    captured: On<ScreenshotCaptured>,
    path: Res<ScreenshotPath>,
    mut exit: MessageWriter<AppExit>,
) {
    let saved = captured
        .image
        .clone()
        .try_into_dynamic()
        .map_err(|e| e.to_string())
        .and_then(|image| image.to_rgb8().save(&path.0).map_err(|e| e.to_string()));
    match saved {
        Ok(()) => {
            info!("screenshot saved to {}", path.0.display());
            exit.write(AppExit::Success);
        }
        Err(error) => {
            error!(
                "cannot save the screenshot to {}: {error}",
                path.0.display()
            );
            exit.write(AppExit::error());
        }
    }
}
