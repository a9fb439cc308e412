//! Your mistakes as puzzles: every game the player finishes is reviewed in the background (`finder`), each
//! proved mistake or blunder of theirs becomes a puzzle in a deck kept on FSRS's schedule with a Glicko-2
//! puzzle rating (`deck`), and the puzzles due are played on the board (`drill`) from the Puzzle tab's section
//! (`mistakes_tab`).

use bevy::prelude::*;

pub mod deck;
pub mod drill;
pub mod finder;
pub mod mistakes_tab;
pub mod wall_clock;

pub fn plugin(app: &mut App) {
    app.add_plugins((finder::plugin, drill::plugin));
}
