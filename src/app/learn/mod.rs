//! Learning: the lessons and the guide's tips on the board (`lessons`), Teach me, the analysis and the coach
//! (`tutor`), and their sections of the panel, with the rules.

use bevy::prelude::*;

pub mod learn_panel;
pub mod lessons;
pub mod rules_panel;
pub mod tutor;
pub mod tutor_panel;

pub fn plugin(app: &mut App) {
    app.add_plugins((tutor::plugin, lessons::plugin));
}
