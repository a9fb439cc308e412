//! Otto, the sea otter who plays the computer's side: how he is drawn (`parts`) and how he behaves (`mascot`).

use bevy::prelude::*;

pub mod mascot;
pub mod parts;
pub mod portrait;

pub fn plugin(app: &mut App) {
    app.add_plugins(mascot::plugin);
}
