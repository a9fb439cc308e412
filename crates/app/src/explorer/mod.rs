//! The opening explorer: for the position on the board, every sowing's value (`valuing`, run beside the window
//! by `valuer`) and how the games that met the position went, the player's own and the server's (`lookup`),
//! shown in its drawer tab (`explorer_tab`).

use bevy::prelude::*;

pub mod explorer_tab;
pub mod lookup;
#[cfg_attr(not(target_arch = "wasm32"), path = "valuer_native.rs")]
#[cfg_attr(target_arch = "wasm32", path = "valuer_browser.rs")]
mod valuer;
pub mod valuing;

pub fn plugin(app: &mut App) {
    app.add_plugins(lookup::plugin);
}
