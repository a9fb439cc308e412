//! The board and its motion: the wooden board, its pits, stores, counts and camera (`scene`), the stones and
//! their flight (`stones`, `sowing`, and Congklak's two hands at once in `hands`), the cues on it, the effects
//! of a capture or an extra turn, the sounds, the pictures drawn at start-up (`art`) and the scene's z-layers.

use bevy::prelude::*;

pub mod art;
mod audio;
pub mod cues;
pub mod effects;
mod hands;
pub mod layers;
pub mod scene;
pub mod sowing;
pub mod stones;

/// The stones follow the engine's trace and fly, with or without a window.
pub fn plugin(app: &mut App) {
    app.add_plugins((sowing::plugin, stones::plugin, hands::plugin));
}

/// The board drawn, its cues and effects, and the sounds of the stones.
pub fn window_plugin(app: &mut App) {
    app.add_plugins((
        scene::plugin,
        cues::plugin,
        effects::plugin,
        audio::plugin,
        hands::window_plugin,
    ));
}
