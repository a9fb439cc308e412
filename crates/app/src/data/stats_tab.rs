//! The Stats tab: won, drawn and lost per level and rule set, best margins, puzzles and streaks.

use bevy::prelude::*;
use bevy_egui::egui;

use super::i18n::level_name;
use super::stats::Kind;
use crate::otto::mascot::MASCOT_NAME;
use mancala_engine::Level;

use crate::learn::rules_tab::rules_words;
use crate::screens::view::View;

pub fn stats_section(ui: &mut egui::Ui, view: &View) {
    let texts = view.texts;
    let name: &dyn std::fmt::Display = &MASCOT_NAME;
    // The tab holds nothing else: the section is open, under its heading.
    ui.strong(texts.get("stats.heading"));
    if view.stats.records.is_empty() && view.stats.by_rules.is_empty() {
        ui.weak(texts.get("stats.none"));
    }
    let tables = std::iter::once((mancala_engine::KALAH, &view.stats.records))
        .chain(
            view.stats
                .by_rules
                .iter()
                .map(|(rules, records)| (*rules, records)),
        )
        .filter(|(_, records)| !records.is_empty());
    for (rules, records) in tables {
        if !rules.is_standard() {
            ui.strong(rules_words(texts, rules));
        }
        // A label longer than a column of the narrow drawer wraps rather than widening the drawer.
        egui::Grid::new(("stats grid", rules))
            .striped(true)
            .min_col_width(0.0)
            .max_col_width(140.0)
            .show(ui, |ui| {
                for key in ["stats.game", "stats.won", "stats.drawn", "stats.lost"] {
                    ui.strong(texts.get(key));
                }
                ui.strong(texts.get("stats.best"))
                    .on_hover_text(texts.get("stats.best.tip"));
                ui.end_row();
                for (kind, record) in records {
                    let level = match kind {
                        Kind::Computer(level) => Some(*level),
                        Kind::OttoAtMyLevel => Some(Level::Rung(0)),
                        Kind::TwoPlayers => None,
                    };
                    ui.label(match level {
                        Some(level) => texts.fill(
                            "stats.vs",
                            &[("name", name), ("level", &level_name(texts, level))],
                        ),
                        None => texts.get("stats.two_players").to_string(),
                    });
                    ui.label(record.won.to_string());
                    ui.label(record.drawn.to_string());
                    ui.label(record.lost.to_string());
                    ui.label(record.best_margin.map_or("-".into(), |m| format!("{m:+}")));
                    ui.end_row();
                }
            });
        if records.contains_key(&Kind::TwoPlayers) {
            ui.weak(texts.get("stats.two_players_note"));
        }
    }
    against_otto(ui, view);
    ui.label(texts.fill(
        "stats.daily",
        &[
            ("won", &view.daily.solved()),
            ("streak", &view.daily.streak(view.today)),
            ("best", &view.daily.best_streak()),
        ],
    ));
}

/// The player's rating against Otto, once a game of Kalah against him has made one, and the level it gives.
fn against_otto(ui: &mut egui::Ui, view: &View) {
    let against = &view.stats.against_otto;
    if against.games == 0 {
        return;
    }
    let texts = view.texts;
    let name: &dyn std::fmt::Display = &MASCOT_NAME;
    let rating = against.rating.rating.round() as i32;
    let deviation = against.rating.deviation.round() as i32;
    ui.label(texts.fill(
        "stats.against_otto",
        &[
            ("name", name),
            ("rating", &rating),
            ("deviation", &deviation),
            ("games", &against.games),
        ],
    ))
    .on_hover_text(texts.fill("stats.against_otto.tip", &[("name", name)]));
}
