//! A tournament's game names its tournament over the board's upper left corner, where the bar has no room:
//! the event, its end or round, and the player's place and score in it (on fire when the next win scores
//! double), as the page the game's start asked for last told.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use super::layout::{BoardArea, show_screens};
use crate::data::i18n::Texts;
use crate::online::state::Online;
use crate::online::tournaments_tab::{halves_shown, when};
use mancala_protocol::tournament::event::System;
use mancala_protocol::tournament::view::View;

pub fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        show_the_tournament.after(show_screens),
    );
}

#[derive(SystemParam)]
struct Strip<'w> {
    online: Res<'w, Online>,
    texts: Res<'w, Texts>,
    area: Res<'w, BoardArea>,
}

impl Strip<'_> {
    /// The page of the tournament the game on the board is a game of, while it is in play.
    fn page(&self) -> Option<&View> {
        let game = self
            .online
            .game
            .as_ref()
            .filter(|game| game.over.is_none())?;
        let page = self.online.standings.tournament.as_ref()?;
        (Some(page.summary.tournament) == game.tournament).then_some(page)
    }
}

fn show_the_tournament(mut contexts: EguiContexts, strip: Strip) -> Result {
    let Some(page) = strip.page() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let texts = &strip.texts;
    let corner = strip.area.0.left_top() + egui::vec2(12.0, 10.0);
    egui::Area::new("tournament strip".into())
        .fixed_pos(corner)
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.strong(format!("🏆 {}", page.summary.name));
                if let Some(when) = when(texts, &page.summary) {
                    ui.weak(when);
                }
                if let Some(you) = &page.you {
                    let score = match page.summary.system {
                        System::Swiss { .. } => halves_shown(you.score),
                        System::Arena { .. } => you.score.to_string(),
                    };
                    ui.label(place_words(texts, you.rank, &score, page.summary.players));
                    if you.fire {
                        ui.label(format!("🔥 {}", texts.get("online.tournament.fire")));
                    }
                }
            });
        });
    Ok(())
}

/// "#3 of 8 · 9 points" in the player's language.
fn place_words(texts: &Texts, rank: u32, score: &str, players: u32) -> String {
    texts.fill(
        "online.tournament.you",
        &[("rank", &rank), ("players", &players), ("score", &score)],
    )
}
