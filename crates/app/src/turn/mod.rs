//! The turn: the game in hand and its intents (`game`), input from keys and pits, the computer's player (his
//! choice a call on data, `choosing`, run beside the window by `thinking`) and the rung he plays at the
//! player's level, the two-player clock, looking back at another position (`browse`), and the New game dialog.

use bevy::prelude::*;

pub mod ai_player;
pub mod at_my_level;
pub mod browse;
pub mod choosing;
pub mod clock;
pub mod game;
pub mod input;
pub mod new_game_dialog;
pub mod replay_error;
pub mod setup;
#[cfg_attr(not(target_arch = "wasm32"), path = "thinking_native.rs")]
#[cfg_attr(target_arch = "wasm32", path = "thinking_browser.rs")]
pub mod thinking;
pub mod ways;

pub fn plugin(app: &mut App) {
    app.add_plugins((
        game::plugin,
        browse::plugin,
        ai_player::plugin,
        at_my_level::plugin,
        clock::plugin,
    ))
    .init_resource::<ways::PickedSquare>()
    .init_resource::<ways::HoveredWay>();
}

/// Keys and presses on the pits, which need a window.
pub fn window_plugin(app: &mut App) {
    app.add_plugins(input::plugin);
}
