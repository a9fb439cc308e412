//! Looking back: the review's background work (`reviewer`) and the panel's move list, review, graph, records
//! and past games.

use bevy::prelude::*;

pub mod graph;
pub mod look_back;
pub mod moves_panel;
pub mod records_panel;
pub mod review_panel;
pub mod reviewer;

pub fn plugin(app: &mut App) {
    app.add_plugins(reviewer::plugin);
}
