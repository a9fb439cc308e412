//! The first start's welcome: three large choices (play Otto, learn in seven lessons, today's puzzle) over the
//! board. Any answer, Esc or a click beside it, marks the welcome as given, so it shows once.

use bevy_egui::egui;

use super::view::{Choice, View};
use super::widgets::card;
use crate::daily::puzzles::stars;
use crate::learn::lessons::LearnCommand;
use crate::otto::mascot::MASCOT_NAME;
use crate::otto::portrait;
use crate::turn::game::GameCommand;
use crate::turn::setup::{Opponent, Setup};
use mancala_engine::Level;
use mancala_engine::lessons::LESSONS;

/// The welcome's contents; `focus` gives the first choice the keyboard's focus.
pub fn welcome(ui: &mut egui::Ui, view: &View, draft: &Setup, focus: bool) -> Vec<Choice> {
    let texts = view.texts;
    let name: &dyn std::fmt::Display = &MASCOT_NAME;
    let mut choices = Vec::new();
    ui.vertical_centered(|ui| {
        ui.heading(texts.get("welcome.heading"));
        ui.label(texts.get(if view.game.position.rules().is_oware() {
            "app.tagline.oware"
        } else {
            "app.tagline"
        }));
    });
    ui.add_space(8.0);
    let scale = ui.ctx().zoom_factor().max(1.0);
    let size = egui::vec2(190.0, 200.0) / scale.sqrt();
    let today = view.puzzles.of(view.today);
    ui.horizontal(|ui| {
        // The three cards in the middle of the dialog.
        let row = 3.0 * size.x + 2.0 * ui.spacing().item_spacing.x;
        ui.add_space(((ui.available_width() - row) / 2.0).max(0.0));
        let otto = card(
            ui,
            (false, true),
            size,
            |painter, rect| {
                portrait::paint(painter, rect, Level::Easy, portrait::card_mood(Level::Easy))
            },
            &texts.fill("welcome.play", &[("name", name)]),
            texts.get("welcome.play.line"),
        );
        if focus {
            otto.request_focus();
        }
        if otto.clicked() {
            let setup = Setup {
                opponent: Opponent::Computer(Level::Easy),
                ..*draft
            };
            choices.push(Choice::Game(GameCommand::NewGame(setup)));
        }
        let lessons = card(
            ui,
            (false, true),
            size,
            |painter, rect| big_glyph(painter, rect, "🎓"),
            &texts.fill("welcome.learn", &[("n", &LESSONS.len())]),
            texts.get("welcome.learn.line"),
        );
        if lessons.clicked() {
            choices.push(Choice::Learn(LearnCommand::Start(0)));
        }
        let (line, puzzle) = match today {
            Some(puzzle) => (stars(puzzle.rating), Some(puzzle)),
            None => (texts.get("daily.preparing").to_string(), None),
        };
        let daily = ui.add_enabled_ui(puzzle.is_some(), |ui| {
            card(
                ui,
                (false, true),
                size,
                |painter, rect| big_glyph(painter, rect, "📅"),
                texts.get("welcome.daily"),
                &line,
            )
        });
        if daily.inner.clicked()
            && let Some(puzzle) = puzzle
        {
            choices.push(Choice::Game(GameCommand::Puzzle(
                puzzle.date,
                puzzle.position,
            )));
        }
    });
    ui.add_space(6.0);
    ui.vertical_centered(|ui| {
        if ui.button(texts.get("welcome.later")).clicked() {
            choices.push(Choice::Learn(LearnCommand::Offered));
        }
    });
    if !choices.is_empty() && !choices.contains(&Choice::Learn(LearnCommand::Offered)) {
        choices.push(Choice::Learn(LearnCommand::Offered));
    }
    choices
}

/// A symbol drawn large in a card's picture.
fn big_glyph(painter: &egui::Painter, rect: egui::Rect, glyph: &str) {
    painter.text(
        rect.center(),
        egui::Align2::CENTER_CENTER,
        glyph,
        egui::FontId::proportional(rect.height() * 0.6),
        painter.ctx().global_style().visuals.text_color(),
    );
}
