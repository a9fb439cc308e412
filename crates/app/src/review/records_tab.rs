//! Game records in the Moves tab (copy, save, open, paste) and the past games, to review again.

use std::path::PathBuf;

use bevy_egui::egui;

use super::reviewer::ReviewCommand;
use crate::data::history::record_files;
use mancala_engine::Record;

use super::look_back::{DeskMessage, LookBack, LookBackView, RecordDesk, side_names};

/// Game records: copy or save this game's, open a file, paste one in; a refused record says its line and why.
pub fn records_section(
    ui: &mut egui::Ui,
    view: &LookBackView,
    desk: &mut RecordDesk,
) -> Vec<LookBack> {
    let mut chosen = Vec::new();
    // Folded until asked for: a newcomer's Moves tab shows the moves, not a desk of text boxes. It opens by
    // itself where the desk holds something (a record pasted, a path typed, what became of the last one).
    let in_use = !desk.pasted.is_empty() || !desk.path.is_empty() || desk.message.is_some();
    egui::CollapsingHeader::new(view.texts.get("records.heading"))
        .id_salt("records")
        .default_open(in_use)
        .show(ui, |ui| chosen = record_desk(ui, view, desk));
    chosen
}

/// The desk inside the records' fold.
fn record_desk(ui: &mut egui::Ui, view: &LookBackView, desk: &mut RecordDesk) -> Vec<LookBack> {
    let texts = view.texts;
    let mut chosen = Vec::new();
    // The reviewed game's record if one is open, else the game in hand's.
    // Made only when a button asks for it: the game's record replays every move.
    let has_record = view.review.open.is_some()
        || (!view.game.moves_played().is_empty() && view.game.puzzle.is_none());
    let record = || match &view.review.open {
        Some(reviewed) => reviewed.record.clone(),
        None => view.game.record(view.today),
    };
    ui.horizontal_wrapped(|ui| {
        let copy = ui
            .add_enabled(has_record, egui::Button::new(texts.get("records.copy")))
            .on_hover_text(texts.get("records.copy.tip"));
        if copy.clicked() {
            ui.ctx().copy_text(record().to_string());
            desk.message = Some(DeskMessage::Said(texts.get("records.copied").to_string()));
        }
        let save = ui
            .add_enabled(
                has_record && view.records.is_some(),
                egui::Button::new(texts.get("records.save")),
            )
            .on_hover_text(texts.get("records.save.tip"));
        if save.clicked() {
            chosen.push(LookBack::Save(record()));
        }
    });
    ui.label(texts.get("records.paste"));
    ui.add(
        egui::TextEdit::multiline(&mut desk.pasted)
            .desired_rows(3)
            .desired_width(f32::INFINITY)
            .font(egui::TextStyle::Monospace)
            .hint_text("3 6\n1 …"),
    );
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(
                !desk.pasted.trim().is_empty(),
                egui::Button::new(texts.get("records.review_pasted")),
            )
            .clicked()
        {
            match desk.pasted.parse::<Record>() {
                Ok(record) => {
                    desk.message = None;
                    chosen.push(LookBack::Review(ReviewCommand::Record(record)));
                }
                Err(refused) => {
                    desk.message = Some(DeskMessage::Refused(
                        texts.fill("records.refused", &[("why", &refused)]),
                    ));
                }
            }
        }
    });
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut desk.path)
                .desired_width(ui.available_width() - 70.0)
                .hint_text(texts.get("records.path")),
        );
        if ui
            .add_enabled(
                !desk.path.trim().is_empty(),
                egui::Button::new(texts.get("records.open")),
            )
            .clicked()
        {
            chosen.push(LookBack::Open(PathBuf::from(desk.path.trim())));
        }
    });
    if let Some(folder) = &view.records {
        // The folder is read once and again after a save, not every frame.
        let files = desk
            .saved
            .get_or_insert_with(|| record_files(folder))
            .clone();
        if !files.is_empty() {
            egui::CollapsingHeader::new(texts.fill("records.saved", &[("count", &files.len())]))
                .id_salt("saved records")
                .show(ui, |ui| {
                    for file in files.iter().take(30) {
                        let name = file
                            .file_name()
                            .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                        if ui.link(name).clicked() {
                            chosen.push(LookBack::Open(file.clone()));
                        }
                    }
                });
        }
        ui.weak(texts.fill("records.folder", &[("folder", &folder.display())]));
    }
    match &desk.message {
        Some(DeskMessage::Said(said)) => {
            ui.label(said);
        }
        Some(DeskMessage::Refused(said)) => {
            ui.colored_label(view.warning, said);
        }
        None => {}
    }
    chosen
}

/// The last finished games, newest first, each with its result and a button to review it.
pub fn history_section(ui: &mut egui::Ui, view: &LookBackView) -> Vec<LookBack> {
    let texts = view.texts;
    let mut chosen = Vec::new();
    egui::CollapsingHeader::new(
        texts.fill("history.heading", &[("count", &view.history.games.len())]),
    )
    .id_salt("history")
    .show(ui, |ui| {
        // Read only while the list is open: each record is replayed to be read.
        let games: Vec<(usize, Record)> = view.history.readable().collect();
        if games.is_empty() {
            ui.weak(texts.get("history.none"));
        }
        egui::ScrollArea::vertical()
            .id_salt("history list")
            .max_height(200.0)
            .show(ui, |ui| {
                for (index, record) in &games {
                    ui.horizontal(|ui| {
                        let names = side_names(texts, record);
                        let date = record
                            .date
                            .map_or(String::new(), |d| d.format("%Y-%m-%d").to_string());
                        let level = record.level.map_or(String::new(), |level| {
                            format!(" ({})", crate::data::i18n::level_name(texts, level))
                        });
                        ui.label(format!(
                            "{date} · {} – {}{level} · {}",
                            names[0],
                            names[1],
                            record.result()
                        ));
                        if ui
                            .small_button(texts.get("history.review"))
                            .on_hover_text(
                                texts.fill("history.review.tip", &[("number", &(index + 1))]),
                            )
                            .clicked()
                        {
                            chosen.push(LookBack::Review(ReviewCommand::Record(record.clone())));
                        }
                    });
                }
            });
    });
    chosen
}
