//! The daily puzzle: today's and the past month's puzzles worked out in the background, the results kept
//! (`puzzles`), and its tab of the drawer.

use bevy::prelude::*;

pub mod daily_tab;
pub mod puzzles;

pub fn plugin(app: &mut App) {
    app.add_plugins(puzzles::plugin);
}
