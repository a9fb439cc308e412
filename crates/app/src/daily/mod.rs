//! The daily puzzle: today's and the past month's puzzles worked out in the background (`making`, run beside
//! the window by `maker`), the results kept (`puzzles`), and its tab of the drawer.

use bevy::prelude::*;

pub mod daily_tab;
#[cfg_attr(not(target_arch = "wasm32"), path = "maker_native.rs")]
#[cfg_attr(target_arch = "wasm32", path = "maker_browser.rs")]
mod maker;
pub mod making;
pub mod puzzles;

pub fn plugin(app: &mut App) {
    app.add_plugins(puzzles::plugin);
}
