//! Play people at other computers: what online play holds (`state`), the line to a server and the online game
//! (`session`), a server started inside the game for a friend on the same network (`host`), the tokens kept
//! per server (`keep`), the player's games on the other servers it knows (`elsewhere`) and the desktop told
//! of a move to make there (`desktop_notes`), and the Play online screen (`online_dialog`) with its tabs: the standings (`standings`: profiles, the leaderboard,
//! challenges), the games to watch (`watch_list`) and the tournaments (`tournaments_tab`); what the server tells of a game on the board (`told`); a Congklak match's next round opened
//! by itself (`next_round`).

use bevy::prelude::*;

#[cfg(not(target_arch = "wasm32"))]
pub mod desktop_notes;
pub mod elsewhere;
pub mod friend_nearby;
// Looking at the other servers a player knows: on a thread of a computer's, or not from a page.
#[cfg_attr(not(target_arch = "wasm32"), path = "glancing_native.rs")]
#[cfg_attr(target_arch = "wasm32", path = "glancing_browser.rs")]
pub mod glancing;
pub mod host;
// Starting the hosted server: on a computer's network, or a page's answer that it cannot.
#[cfg_attr(not(target_arch = "wasm32"), path = "hosting_native.rs")]
#[cfg_attr(target_arch = "wasm32", path = "hosting_browser.rs")]
pub mod hosting;
pub mod keep;
// The line to a server: a computer's thread with tokio, or the page's WebSocket.
#[cfg_attr(not(target_arch = "wasm32"), path = "line_native.rs")]
#[cfg_attr(target_arch = "wasm32", path = "line_browser.rs")]
pub mod line;
pub mod next_round;
pub mod online_dialog;
pub mod session;
pub mod standings;
pub mod state;
pub mod told;
pub mod tournaments_tab;
pub mod watch_list;

pub fn plugin(app: &mut App) {
    app.add_plugins((
        session::plugin,
        next_round::plugin,
        host::plugin,
        keep::plugin,
        friend_nearby::plugin,
        elsewhere::plugin,
    ));
}

/// With a window: the network wakes it.
pub fn window_plugin(app: &mut App) {
    app.add_plugins(session::window_plugin);
    // A page is not the desktop: a correspondence game's move shows on the bar's badge only.
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(desktop_notes::plugin);
}
