//! Play people at other computers: the line to a server and the online game (`session`), a server started
//! inside the game for a friend on the same network (`host`), the tokens kept per server (`keep`), and the
//! Play online dialog with the standings (`standings`: the profile and the leaderboard).

use bevy::prelude::*;

pub mod friend_nearby;
pub mod host;
pub mod keep;
pub mod online_dialog;
pub mod session;
pub mod standings;

pub fn plugin(app: &mut App) {
    app.add_plugins((
        session::plugin,
        host::plugin,
        keep::plugin,
        friend_nearby::plugin,
    ));
}

/// With a window: the network wakes it.
pub fn window_plugin(app: &mut App) {
    app.add_plugins(session::window_plugin);
}
