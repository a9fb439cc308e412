//! Otto, the sea otter who plays the computer's side: how he is drawn (`parts`), how he behaves (`mascot`), and
//! his study of Oware's endgames (`study`, built by `study_build` on a computer).

use bevy::prelude::*;

pub mod mascot;
pub mod parts;
pub mod portrait;
pub mod study;
#[cfg(not(target_arch = "wasm32"))]
pub mod study_build;

pub fn plugin(app: &mut App) {
    app.add_plugins((mascot::plugin, study::plugin));
}
