//! The game to a screen reader: its actions handed to the screens (`actions`), the board's cells in the accessibility tree (`board_tree`), named and counted
//! in reading order (`words`), and every sowing, new game and ending told in a polite live region
//! (`announcer`).

use bevy::prelude::*;

pub mod actions;
pub mod announcer;
pub mod board_tree;
pub mod words;

/// What is told, with or without a window.
pub fn plugin(app: &mut App) {
    app.add_plugins(announcer::plugin);
}

/// The board's nodes in the window's tree, and why a press did nothing.
pub fn window_plugin(app: &mut App) {
    app.add_plugins((
        actions::plugin,
        board_tree::plugin,
        announcer::window_plugin,
    ));
}
