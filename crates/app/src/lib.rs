//! The Bevy game, by feature: one folder a feature, one plugin a file. The engine's position is the truth;
//! entities only show it.
//!
//! Each folder's `plugin` adds its part of the game that runs without a window (what tests add to a headless
//! app), and `window_plugin`, where it has one, the part that draws, plays sound or reads a window's input.

use bevy::prelude::*;

pub mod board;
pub mod daily;
pub mod data;
pub mod explorer;
pub mod frame;
#[cfg(not(target_arch = "wasm32"))]
pub mod launch;
pub mod learn;
pub mod look;
pub mod online;
pub mod otto;
pub mod rest;
pub mod review;
pub mod screens;
pub mod start;
pub mod tools;
pub mod trainer;
pub mod turn;
pub mod voice;
#[cfg(target_arch = "wasm32")]
pub mod web;
pub mod window;
#[cfg(not(target_arch = "wasm32"))]
pub mod window_icon;

/// The game without a window, a renderer or input devices: what tests add to a headless app (with
/// `StatesPlugin`). The frame's order is declared once, here.
pub fn plugin(app: &mut App) {
    app.add_plugins((
        frame::plugin,
        rest::plugin,
        data::plugin,
        look::plugin,
        turn::plugin,
        board::plugin,
        review::plugin,
        daily::plugin,
        learn::plugin,
        trainer::plugin,
        explorer::plugin,
        online::plugin,
        voice::plugin,
    ));
}

/// What needs the window: the board drawn, its input, Otto, the sounds, the panel and the window itself.
pub fn window_plugin(app: &mut App) {
    app.add_plugins((
        board::window_plugin,
        turn::window_plugin,
        otto::plugin,
        online::window_plugin,
        screens::plugin,
        window::plugin,
        rest::window_plugin,
        voice::window_plugin,
    ));
    #[cfg(not(target_arch = "wasm32"))]
    app.add_plugins(window_icon::plugin);
}
