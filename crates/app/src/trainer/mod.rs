//! Your mistakes as puzzles: every game the player finishes is reviewed in the background (`finder`; the work a
//! call on data, `finding`, run beside the window by `miner`), each
//! proved mistake or blunder of theirs becomes a puzzle in a deck kept on FSRS's schedule with a Glicko-2
//! puzzle rating (`deck`), and the puzzles due are played on the board (`drill`) from the Puzzle tab's section
//! (`mistakes_tab`).

use bevy::prelude::*;

pub mod deck;
pub mod drill;
pub mod finder;
pub mod finding;
#[cfg_attr(not(target_arch = "wasm32"), path = "miner_native.rs")]
#[cfg_attr(target_arch = "wasm32", path = "miner_browser.rs")]
mod miner;
pub mod mistakes_tab;
pub mod wall_clock;

pub fn plugin(app: &mut App) {
    app.add_plugins((finder::plugin, drill::plugin));
}
