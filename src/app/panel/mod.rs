//! The side panel: its frame, the order of its sections and the result banner (`side`), what the sections
//! read and return (`view`), and the small widgets they share. Each feature's section lives in its folder.

use bevy::prelude::*;

pub mod side;
pub mod view;
pub mod widgets;

pub fn plugin(app: &mut App) {
    app.add_plugins(side::plugin);
}
