//! Learning: the lessons and the guide's tips on the board (`lessons`), Teach me, the analysis and the coach
//! (`tutor`), the callout by the board that speaks for them, and the Learn and Rules tabs.

use bevy::prelude::*;

pub mod callout;
pub mod learn_tab;
pub mod lessons;
pub mod rules_tab;
pub mod tutor;
pub mod tutor_words;

pub fn plugin(app: &mut App) {
    app.add_plugins((tutor::plugin, lessons::plugin));
}
