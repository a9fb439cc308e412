//! The daily puzzle's section: today's puzzle with its stars, Play and Try again, the streak and the share line.

use bevy::prelude::*;
use bevy_egui::egui;

use super::puzzles::{share_line, stars};
use crate::data::i18n::Texts;
use crate::turn::game::GameCommand;

use crate::screens::view::View;

/// Today's puzzle and the past 30 days, the streak and the share line.
pub fn daily_section(ui: &mut egui::Ui, view: &View) -> Option<GameCommand> {
    let texts = view.texts;
    let mut chosen = None;
    ui.strong(texts.get("daily.heading"));
    ui.weak(texts.get("daily.goal"));
    let Some(today) = view.puzzles.of(view.today) else {
        ui.label(texts.get("daily.preparing"));
        return None;
    };
    let record = view.daily.record(today.date);
    ui.horizontal(|ui| {
        ui.label(texts.fill("daily.today", &[("date", &today.date)]));
        ui.label(stars(today.rating));
    });
    ui.horizontal(|ui| {
        let (status, key) = day_row(view, today.date, true);
        ui.label(status);
        if ui.button(texts.get(key)).clicked() {
            chosen = Some(GameCommand::Puzzle(today.date, today.position));
        }
    });
    ui.label(texts.fill(
        "daily.streak",
        &[
            ("days", &view.daily.streak(view.today)),
            ("best", &view.daily.best_streak()),
        ],
    ));
    if record.tries > 0 {
        let line = share_line(texts, today, view.daily, view.today);
        ui.horizontal(|ui| {
            if ui.button(texts.get("daily.share")).clicked() {
                ui.ctx().copy_text(line.clone());
            }
        });
        ui.weak(line);
    }
    egui::CollapsingHeader::new(texts.get("daily.past"))
        .id_salt("past days")
        .show(ui, |ui| {
            egui::Grid::new("past puzzles")
                .striped(true)
                .show(ui, |ui| {
                    for puzzle in view.puzzles.ready.iter().filter(|p| p.date != view.today) {
                        ui.label(puzzle.date.to_string());
                        ui.label(stars(puzzle.rating));
                        let (status, key) = day_row(view, puzzle.date, false);
                        ui.label(status);
                        if ui.small_button(texts.get(key)).clicked() {
                            chosen = Some(GameCommand::Puzzle(puzzle.date, puzzle.position));
                        }
                        ui.end_row();
                    }
                });
        });
    chosen
}

/// What a day's row says and the button's words: the puzzle on the board now (its tries count when it ends) and
/// Start again; or how it went, and Play (Try again where `retry` offers it after a lost try).
fn day_row(view: &View, date: chrono::NaiveDate, retry: bool) -> (String, &'static str) {
    let texts = view.texts;
    if view.game.puzzle == Some(date) && !view.game.is_finished() {
        return (
            texts.get("daily.status.playing").to_string(),
            "daily.restart",
        );
    }
    let record = view.daily.record(date);
    let key = match retry && record.tries > 0 && record.solved_on.is_none() {
        true => "daily.retry",
        false => "daily.play",
    };
    (day_status(texts, record), key)
}

fn day_status(texts: &Texts, record: super::puzzles::DayRecord) -> String {
    match (record.solved_on, record.tries) {
        (Some(_), tries) => texts.fill("daily.status.won", &[("tries", &tries)]),
        (None, 0) => texts.get("daily.status.new").to_string(),
        (None, tries) => texts.fill("daily.status.lost", &[("tries", &tries)]),
    }
}
