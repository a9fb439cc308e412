//! The opening explorer: for the position on the board, every sowing's value and how the games that met the
//! position went, the player's own and the server's (`lookup`), shown in its drawer tab (`explorer_tab`).

use bevy::prelude::*;

pub mod explorer_tab;
pub mod lookup;

pub fn plugin(app: &mut App) {
    app.add_plugins(lookup::plugin);
}
