//! The stats section: won, drawn and lost per level and rule set, best margins, puzzles and streaks.

use bevy::prelude::*;
use bevy_egui::egui;

use super::i18n::level_name;
use super::stats::Kind;
use crate::app::otto::mascot::MASCOT_NAME;

use crate::app::learn::rules_tab::rules_words;
use crate::app::screens::view::View;

pub fn stats_section(ui: &mut egui::Ui, view: &View) {
    let texts = view.texts;
    let name: &dyn std::fmt::Display = &MASCOT_NAME;
    egui::CollapsingHeader::new(texts.get("stats.heading"))
        .id_salt("stats")
        .show(ui, |ui| {
            if view.stats.records.is_empty() && view.stats.by_rules.is_empty() {
                ui.weak(texts.get("stats.none"));
            }
            let tables = std::iter::once((crate::engine::KALAH, &view.stats.records))
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
                egui::Grid::new(("stats grid", rules))
                    .striped(true)
                    .min_col_width(0.0)
                    .show(ui, |ui| {
                        for key in [
                            "stats.game",
                            "stats.won",
                            "stats.drawn",
                            "stats.lost",
                            "stats.best",
                        ] {
                            ui.strong(texts.get(key));
                        }
                        ui.end_row();
                        for (kind, record) in records {
                            ui.label(match kind {
                                Kind::Computer(level) => texts.fill(
                                    "stats.vs",
                                    &[("name", name), ("level", &level_name(texts, *level))],
                                ),
                                Kind::TwoPlayers => texts.get("stats.two_players").to_string(),
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
            ui.label(texts.fill(
                "stats.daily",
                &[
                    ("won", &view.daily.solved()),
                    ("streak", &view.daily.streak(view.today)),
                    ("best", &view.daily.best_streak()),
                ],
            ));
        });
}
