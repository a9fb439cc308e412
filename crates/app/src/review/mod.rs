//! Looking back: the review (`reviewer`) and its background work (`ratings`, run beside the window by
//! `rater`), and the Moves tab's move list, review, graph, records and past games.

use bevy::prelude::*;

pub mod graph;
pub mod look_back;
pub mod moves_tab;
#[cfg_attr(not(target_arch = "wasm32"), path = "rater_native.rs")]
#[cfg_attr(target_arch = "wasm32", path = "rater_browser.rs")]
mod rater;
pub mod ratings;
pub mod records_tab;
pub mod review_tab;
pub mod reviewer;

pub fn plugin(app: &mut App) {
    app.add_plugins(reviewer::plugin);
}
