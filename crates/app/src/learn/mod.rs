//! Learning: the lessons and the guide's tips on the board (`lessons`), Teach me, the analysis and the coach
//! (`tutor`; its work a call on data, `tutoring`, run beside the window by `helper`), the callout by the board
//! that speaks for them, and the Learn and Rules tabs.

use bevy::prelude::*;

pub mod callout;
#[cfg_attr(not(target_arch = "wasm32"), path = "helper_native.rs")]
#[cfg_attr(target_arch = "wasm32", path = "helper_browser.rs")]
mod helper;
pub mod learn_tab;
pub mod lessons;
pub mod rules_tab;
pub mod tutor;
pub mod tutor_words;
pub mod tutoring;

pub fn plugin(app: &mut App) {
    app.add_plugins((tutor::plugin, lessons::plugin));
}
