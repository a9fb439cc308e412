//! The review section: each side's accuracy, the count of each rating, the graph, and the sowing shown
//! with its rating, the values before and after and the best move.

use bevy_egui::egui;

use super::reviewer::ReviewCommand;
use crate::data::i18n::pit_key;
use crate::otto::mascot::MASCOT_NAME;
use crate::turn::ways::move_label;
use mancala_engine::review::{accuracy, tally};
use mancala_engine::{MoveReview, Rating, Side};

use super::graph::value_graph;
use super::look_back::{LookBack, LookBackView, name_of, rating_name, rating_sign, side_names};

/// The review: progress, accuracy, the value graph, the selected sowing, "Play from here" and closing.
pub fn review_section(ui: &mut egui::Ui, view: &LookBackView) -> Vec<LookBack> {
    let mut chosen = Vec::new();
    let Some(reviewed) = view.review.open.as_ref() else {
        return chosen;
    };
    let texts = view.texts;
    let names = side_names(texts, &reviewed.record);
    let total = reviewed.record.moves.len();
    if !reviewed.is_done() {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(texts.fill(
                "review.progress",
                &[("done", &reviewed.proved()), ("total", &total)],
            ));
        });
    }
    let rated: Vec<MoveReview> = reviewed.moves.iter().flatten().copied().collect();
    egui::Grid::new("accuracy").num_columns(3).show(ui, |ui| {
        ui.label("");
        for side in Side::BOTH {
            ui.strong(name_of(&names, side));
        }
        ui.end_row();
        ui.label(texts.get("review.accuracy"));
        for side in Side::BOTH {
            ui.label(accuracy(&rated, side).map_or("–".to_string(), |a| format!("{a:.0}%")));
        }
        ui.end_row();
        let counts = Side::BOTH.map(|side| tally(&rated, side));
        for rating in Rating::ALL {
            ui.colored_label(
                view.ratings[rating as usize],
                format!("{} {}", rating_sign(rating), rating_name(texts, rating)),
            );
            for count in &counts {
                ui.label(count[rating as usize].to_string());
            }
            ui.end_row();
        }
    });
    chosen.extend(value_graph(ui, view, reviewed));
    let ply = view
        .browse
        .shown_ply()
        .filter(|_| view.browse.line.is_some());
    if let Some(ply) = ply.filter(|&ply| ply > 0) {
        let side = reviewed.positions[ply - 1].to_move();
        let rules = reviewed.positions[ply - 1].rules();
        let pit = reviewed.record.moves[ply - 1];
        ui.label(texts.fill(
            &pit_key("review.move", rules),
            &[
                ("number", &ply),
                ("name", &name_of(&names, side)),
                ("pit", &move_label(rules, side, pit)),
            ],
        ));
        match reviewed.moves[ply - 1] {
            Some(rated) => {
                let mark = if rated.exact { "" } else { "~" };
                ui.colored_label(
                    view.ratings[rated.rating as usize],
                    texts.fill(
                        "review.verdict",
                        &[
                            ("sign", &rating_sign(rated.rating)),
                            ("rating", &rating_name(texts, rated.rating)),
                            ("loss", &rated.loss),
                            ("before", &format!("{mark}{:+}", rated.value_before)),
                            ("after", &format!("{mark}{:+}", rated.value_after)),
                        ],
                    ),
                );
                if rated.best != rated.pit {
                    ui.label(texts.fill(
                        &pit_key("review.best_was", rules),
                        &[
                            ("pit", &move_label(rules, side, rated.best)),
                            ("value", &format!("{mark}{:+}", rated.best_value)),
                        ],
                    ));
                }
                if !rated.exact {
                    ui.weak(texts.get("review.estimate"));
                }
            }
            None => {
                ui.weak(texts.get("review.waiting"));
            }
        }
    } else {
        ui.weak(texts.get("review.pick"));
    }
    ui.horizontal_wrapped(|ui| {
        let at = ply.unwrap_or(0);
        let playable = reviewed.positions.get(at).is_some_and(|p| !p.is_over());
        if ui
            .add_enabled(
                playable,
                egui::Button::new(texts.get("review.play_from_here")),
            )
            .on_hover_text(texts.fill("review.play_from_here.tip", &[("name", &MASCOT_NAME)]))
            .clicked()
        {
            chosen.push(LookBack::Review(ReviewCommand::PlayFrom(at)));
        }
        if ui.button(texts.get("review.close")).clicked() {
            chosen.push(LookBack::Review(ReviewCommand::Close));
        }
    });
    chosen
}
