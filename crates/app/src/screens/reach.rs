//! Whether the pointer may reach the board in the next frame: not while a dialog or the first start's welcome is
//! up, nor when egui had the pointer as it drew the screens. A click on a button over a pit comes, in a browser
//! (a tap, or a click in a slow frame), as a press and a release in one frame: the button acts on them, and the
//! press must not play the pit under it as well (`turn::input` reads this).

use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

use super::layout::DrawScreens;
use super::navigation::Screens;
use crate::learn::lessons::LessonProgress;
use crate::turn::input::BoardOutOfReach;

pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, note_the_reach.after(DrawScreens));
}

fn note_the_reach(
    mut contexts: EguiContexts,
    screens: Res<Screens>,
    lessons: Res<LessonProgress>,
    mut out_of_reach: ResMut<BoardOutOfReach>,
) {
    let egui_has_it = contexts
        .ctx_mut()
        .is_ok_and(|ctx| ctx.egui_wants_pointer_input() || ctx.egui_is_using_pointer());
    let out = egui_has_it || screens.dialog.is_some() || !lessons.offered;
    if out_of_reach.0 != out {
        out_of_reach.0 = out;
    }
}
