//! Otto's study of Oware's endgames (`otto::study`), over the board's upper left corner while a game of Oware
//! against him is on the board: what he studies, how far he has come, and what he knows already.

use std::sync::atomic::Ordering;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::layout::{BoardArea, show_screens};
use crate::data::i18n::{MASCOT_NAME, Texts};
use crate::otto::study::Study;
use crate::rest::Rest;
use crate::turn::game::Game;

pub fn plugin(app: &mut App) {
    app.add_systems(EguiPrimaryContextPass, show_the_study.after(show_screens));
}

#[derive(SystemParam)]
struct Strip<'w> {
    study: Res<'w, Study>,
    game: Res<'w, Game>,
    texts: Res<'w, Texts>,
    area: Res<'w, BoardArea>,
    rest: ResMut<'w, Rest>,
}

fn show_the_study(mut contexts: EguiContexts, mut strip: Strip) -> Result {
    let Some(progress) = strip
        .study
        .0
        .as_ref()
        .filter(|progress| !progress.is_over())
    else {
        return Ok(());
    };
    // Where it matters: a game of Oware against Otto.
    if !strip.game.position.rules().is_oware() || strip.game.computer_side().is_none() {
        return Ok(());
    }
    // The window rests when nothing moves: it looks in again for the next round's progress.
    strip.rest.wake_in_seconds(1.0);
    let ctx = contexts.ctx_mut()?;
    let texts = &strip.texts;
    let name: &dyn std::fmt::Display = &MASCOT_NAME;
    let kept = progress.kept.load(Ordering::Relaxed);
    // Above the top row's store, clear of the status line under the board.
    let corner = strip.area.0.left_top() + egui::vec2(12.0, 10.0);
    egui::Area::new("otto's study".into())
        .fixed_pos(corner)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(320.0);
                ui.strong(format!(
                    "📚 {}",
                    texts.fill("otto.study.title", &[("name", name)])
                ));
                ui.add(egui::ProgressBar::new(progress.done()).show_percentage());
                ui.weak(texts.fill(
                    "otto.study.kept",
                    &[("seeds", &kept), ("target", &progress.target)],
                ));
            });
        });
    Ok(())
}
