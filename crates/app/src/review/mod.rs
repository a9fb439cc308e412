//! Looking back: the review's background work (`reviewer`) and the Moves tab's move list, review, graph, records
//! and past games.

use bevy::prelude::*;

pub mod graph;
pub mod look_back;
pub mod moves_tab;
pub mod records_tab;
pub mod review_tab;
pub mod reviewer;

pub fn plugin(app: &mut App) {
    app.add_plugins(reviewer::plugin);
}
