//! The Moves tab's sections for looking back: the move list (of the game in hand, or of a game under review, with
//! each sowing's rating), the review (accuracy, the value over the game, the selected sowing and "Play from
//! here"), game records (copy, save, open, paste) and the history of finished games.
//!
//! Like the rest of the screens, each section is plain egui over the game's data and returns what the player
//! chose.

use bevy_egui::egui;

use super::reviewer::{ReviewCommand, review_allowed};
use crate::data::i18n::pit_key;
use crate::turn::browse::BrowseCommand;
use crate::turn::ways::move_label;
use mancala_engine::{MoveReview, Position, Rules, Side};

use super::look_back::{Listed, LookBack, LookBackView, name_of, rating_name, rating_sign};

/// One sowing as the move list shows it.
struct Row {
    side: Side,
    pit: u8,
    /// Congklak's: said "hole".
    rules: Rules,
    extra_turn: bool,
    captured: Option<u8>,
    rating: Option<MoveReview>,
}

fn rows(positions: &[Position], moves: &[u8], ratings: &[Option<MoveReview>]) -> Vec<Row> {
    moves
        .iter()
        .enumerate()
        .map(|(index, &pit)| {
            let before = positions[index];
            let sowing = before.play(pit).map(|(_, sowing)| sowing).ok();
            Row {
                side: before.to_move(),
                pit,
                rules: before.rules(),
                extra_turn: sowing.is_some_and(|s| s.extra_turn),
                // Kalah's capture across (the last seed too), or Oware's run of 2s and 3s.
                captured: sowing.and_then(|s| s.captured().or(s.taken().map(|t| t.seeds))),
                rating: ratings.get(index).copied().flatten(),
            }
        })
        .collect()
}

/// The moves: the game's, or the reviewed game's with their ratings. A row shows the position after it.
pub fn moves_section(ui: &mut egui::Ui, view: &LookBackView) -> Vec<LookBack> {
    let texts = view.texts;
    let mut chosen = Vec::new();
    let listed = Listed::of(view);
    // A review just opened (from the banner, say) is brought into view once.
    if let Some(reviewed) = view.review.open.as_ref() {
        let seen = egui::Id::new("review in view");
        if ui.data(|data| data.get_temp::<u64>(seen)) != Some(reviewed.serial) {
            ui.data_mut(|data| data.insert_temp(seen, reviewed.serial));
            ui.scroll_to_cursor(Some(egui::Align::Min));
        }
    }
    ui.horizontal(|ui| {
        ui.strong(texts.get(if listed.of_review {
            "moves.heading.review"
        } else {
            "moves.heading"
        }));
        if !listed.of_review && review_allowed(view.game) {
            let button = ui
                .button(texts.get("review.start"))
                .on_hover_text(texts.get("review.start.tip"));
            if button.clicked() {
                chosen.push(LookBack::Review(ReviewCommand::ThisGame));
            }
        }
    });
    if listed.moves.is_empty() {
        ui.weak(texts.get("moves.none"));
        return chosen;
    }
    let shown = listed.shown(view.browse);
    let rows = rows(&listed.positions, &listed.moves, &listed.ratings);
    egui::ScrollArea::vertical()
        .id_salt("moves")
        .max_height(180.0)
        .auto_shrink([false, true])
        .stick_to_bottom(!listed.of_review && shown.is_none())
        .show(ui, |ui| {
            egui::Grid::new("move list")
                .num_columns(2)
                .striped(true)
                .spacing([10.0, 2.0])
                .show(ui, |ui| {
                    for (index, row) in rows.iter().enumerate() {
                        let ply = index + 1;
                        if move_row(ui, view, &listed, row, ply, shown == Some(ply)) {
                            chosen.push(listed.go(ply));
                        }
                        ui.end_row();
                    }
                });
        });
    ui.horizontal(|ui| {
        let last = listed.moves.len();
        let at = shown.unwrap_or(last);
        let steps = [
            ("⏮", "moves.first", at > 0, 0),
            ("◀", "moves.back", at > 0, at.saturating_sub(1)),
            ("▶", "moves.on", at < last, at + 1),
            ("⏭", "moves.last", at < last, last),
        ];
        for (label, tip, enabled, ply) in steps {
            if ui
                .add_enabled(enabled, egui::Button::new(label))
                .on_hover_text(texts.get(tip))
                .clicked()
            {
                chosen.push(listed.go(ply));
            }
        }
        if view.browse.line.is_some() && ui.button(texts.get("moves.back_to_game")).clicked() {
            chosen.push(LookBack::Browse(BrowseCommand::Leave));
        }
    });
    if view.browse.line.is_some() {
        ui.weak(texts.get("moves.keys"));
    }
    chosen
}

/// One sowing of the list and its rating; whether it was clicked.
fn move_row(
    ui: &mut egui::Ui,
    view: &LookBackView,
    listed: &Listed,
    row: &Row,
    ply: usize,
    selected: bool,
) -> bool {
    let texts = view.texts;
    let mut words = format!(
        "{ply}. {} {}",
        name_of(&listed.names, row.side),
        texts.fill(
            &pit_key("moves.pit", row.rules),
            &[("pit", &move_label(row.rules, row.side, row.pit))]
        )
    );
    let mut tip = Vec::new();
    if row.extra_turn {
        words.push_str(" ↻");
        tip.push(texts.get("moves.extra_turn").to_string());
    }
    if let Some(seeds) = row.captured {
        words.push_str(&format!(" ×{seeds}"));
        tip.push(texts.fill("moves.capture", &[("seeds", &seeds)]));
    }
    let mut response = ui.selectable_label(selected, words);
    // The list follows the position shown when it changes, and otherwise scrolls as the player likes.
    let followed = egui::Id::new("move list follows");
    if selected && ui.data(|data| data.get_temp::<usize>(followed)) != Some(ply) {
        ui.data_mut(|data| data.insert_temp(followed, ply));
        response.scroll_to_me(None);
    }
    if !tip.is_empty() {
        response = response.on_hover_text(tip.join("\n"));
    }
    match row.rating {
        Some(rated) => {
            let mark = if rated.exact { "" } else { "~" };
            ui.colored_label(
                view.ratings[rated.rating as usize],
                rating_sign(rated.rating),
            )
            .on_hover_text(format!(
                "{} {mark}{:+}",
                rating_name(texts, rated.rating),
                -rated.loss
            ));
        }
        None if listed.of_review => {
            ui.weak("…");
        }
        None => {
            ui.label("");
        }
    }
    response.clicked()
}
