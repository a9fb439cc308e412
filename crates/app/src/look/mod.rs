//! The look: every colour and the type scale (`palette`), put on screen (`theme`) and on the panel
//! (`egui_look`), and the contrast and colour-vision arithmetic that checks them (`vision`).

use bevy::prelude::*;

pub(crate) mod egui_look;
pub mod palette;
pub mod theme;
pub mod vision;

pub fn plugin(app: &mut App) {
    app.add_plugins(theme::plugin);
}
