//! The daily puzzle: today's and the past month's puzzles worked out in the background, the results kept
//! (`puzzles`), and its section of the panel.

use bevy::prelude::*;

pub mod daily_panel;
pub mod puzzles;

pub fn plugin(app: &mut App) {
    app.add_plugins(puzzles::plugin);
}
