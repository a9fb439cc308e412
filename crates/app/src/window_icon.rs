//! The window's icon on a computer's desktop, drawn at start-up like the board (`window::icon_rgba`); Bevy has no
//! setting for it, so it goes to winit. (A page shows the site's favicon instead.)

use bevy::ecs::system::NonSendMarker;
use bevy::prelude::*;

use crate::frame::AppSystems;
use crate::window::{ICON_PIXELS, icon_rgba};

pub fn plugin(app: &mut App) {
    app.add_systems(Update, set_icon.in_set(AppSystems::Save));
}

/// winit takes the icon once the window exists, on the main thread.
fn set_icon(_main_thread: NonSendMarker, mut done: Local<bool>) {
    if *done {
        return;
    }
    let Ok(icon) = winit::window::Icon::from_rgba(icon_rgba(ICON_PIXELS), ICON_PIXELS, ICON_PIXELS)
    else {
        *done = true;
        return;
    };
    bevy::winit::WINIT_WINDOWS.with_borrow(|windows| {
        for window in windows.windows.values() {
            window.set_window_icon(Some(icon.clone()));
            *done = true;
        }
    });
}
