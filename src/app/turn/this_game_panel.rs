//! The panel's This game section: Teach me, undo, redo, resign and restart, the coach's lines, and the
//! lessons' and puzzle's own buttons where they run.

use bevy::prelude::*;
use bevy_egui::egui;

use super::game::GameCommand;
use super::setup::Opponent;
use crate::app::daily::puzzles::stars;
use crate::app::data::i18n::level_name;
use crate::app::learn::tutor::{TutorRequest, teaching_allowed};
use crate::app::otto::mascot::MASCOT_NAME;

use crate::app::learn::rules_panel::rules_words;
use crate::app::learn::tutor_panel::hint_text;
use crate::app::panel::view::{Choice, View};

/// The game in hand: what it is, Teach me, undo, redo, resign, restart, and the hint.
pub fn this_game_section(ui: &mut egui::Ui, view: &View) -> Vec<Choice> {
    let (texts, game) = (view.texts, view.game);
    let name: &dyn std::fmt::Display = &MASCOT_NAME;
    let mut choices = Vec::new();
    ui.strong(texts.get("game.heading"));
    let seeds = game.setup.seeds;
    let about = match (game.puzzle, game.setup.opponent) {
        (Some(date), _) => {
            let rating = view.puzzles.of(date).map_or(0, |p| p.rating);
            texts.fill("game.daily", &[("date", &date), ("stars", &stars(rating))])
        }
        (None, Opponent::Computer(level)) => texts.fill(
            "game.vs_mascot",
            &[
                ("name", name),
                ("level", &level_name(texts, level)),
                ("seeds", &seeds),
            ],
        ),
        (None, Opponent::Friend) => texts.fill("game.two_players", &[("seeds", &seeds)]),
    };
    ui.label(about);
    if !game.position.rules().is_standard() {
        ui.label(rules_words(texts, game.position.rules()));
    }
    ui.horizontal_wrapped(|ui| {
        let teach = ui
            .add_enabled(
                teaching_allowed(game) && !view.tutor.is_teaching(),
                egui::Button::new(texts.get("game.teach")),
            )
            .on_hover_text(texts.get("game.teach.tip"));
        if teach.clicked() {
            choices.push(Choice::Tutor(TutorRequest::TeachMe));
        }
        let mut button =
            |ui: &mut egui::Ui, enabled: bool, key: &str, tip: Option<&str>, command| {
                let mut response = ui.add_enabled(enabled, egui::Button::new(texts.get(key)));
                if let Some(tip) = tip {
                    response = response.on_hover_text(texts.get(tip));
                }
                if response.clicked() {
                    choices.push(Choice::Game(command));
                }
            };
        button(
            ui,
            game.can_undo(),
            "game.undo",
            Some("game.undo.tip"),
            GameCommand::Undo,
        );
        button(
            ui,
            game.can_redo(),
            "game.redo",
            Some("game.redo.tip"),
            GameCommand::Redo,
        );
        button(
            ui,
            !game.is_finished(),
            "game.resign",
            None,
            GameCommand::Resign,
        );
        let restart = match game.puzzle.and_then(|date| view.puzzles.of(date)) {
            Some(puzzle) => GameCommand::Puzzle(puzzle.date, puzzle.position),
            None => GameCommand::NewGame(game.setup),
        };
        button(ui, true, "game.restart", Some("game.restart.tip"), restart);
    });
    if view.tutor.is_teaching() {
        ui.label(texts.get("game.teach.thinking"));
    } else if let Some(hint) = view.tutor.hint_for(&game.position) {
        ui.colored_label(view.hint_colour, hint_text(texts, &hint));
    }
    choices
}
