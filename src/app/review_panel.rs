//! The panel's sections for looking back: the move list (of the game in hand, or of a game under review, with
//! each sowing's rating), the review (accuracy, the value over the game, the selected sowing and "Play from
//! here"), game records (copy, save, open, paste) and the history of finished games.
//!
//! Like the rest of the panel, each section is plain egui over the game's data and returns what the player
//! chose.

use std::path::PathBuf;

use bevy::prelude::Resource;
use bevy_egui::egui;
use egui_plot::{HoverPosition, Line as PlotLine, MarkerShape, Plot, PlotPoints, Points, VLine};

use super::browse::{Browse, BrowseCommand, Line};
use super::game::Game;
use super::history::{History, record_files};
use super::i18n::Texts;
use super::mascot::MASCOT_NAME;
use super::review::{Review, ReviewCommand, Reviewed, review_allowed};
use crate::engine::record::Record;
use crate::engine::review::{MoveReview, Rating, accuracy, for_south, tally};
use crate::engine::{Position, Side};

/// What the player chose in these sections.
#[derive(Clone, Debug, PartialEq)]
pub enum LookBack {
    Browse(BrowseCommand),
    Review(ReviewCommand),
    /// Save this record in the records folder.
    Save(Record),
    /// Open this record file and review it.
    Open(PathBuf),
}

/// The records desk: the text pasted in, a file's path typed in, and the last thing that happened (a saved
/// file's path, or why a record was refused).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordDesk {
    pub pasted: String,
    pub path: String,
    pub message: Option<Result<String, String>>,
    /// The record files in the records folder, newest first, as last read (`None`: to be read again).
    pub saved: Option<Vec<PathBuf>>,
}

/// What these sections read.
pub struct LookBackView<'a> {
    pub texts: &'a Texts,
    pub game: &'a Game,
    pub browse: &'a Browse,
    pub review: &'a Review,
    pub history: &'a History,
    /// Where records are saved, if there is a data folder.
    pub records: Option<PathBuf>,
    pub ratings: [egui::Color32; 5],
    pub warning: egui::Color32,
    pub today: chrono::NaiveDate,
}

/// One sowing as the move list shows it.
struct Row {
    side: Side,
    pit: u8,
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
                extra_turn: sowing.is_some_and(|s| s.extra_turn),
                // Kalah's capture across (the last seed too), or Oware's run of 2s and 3s.
                captured: sowing.and_then(|s| {
                    s.capture
                        .map(|c| c.opposite + 1)
                        .or(s.taken().map(|t| t.seeds))
                }),
                rating: ratings.get(index).copied().flatten(),
            }
        })
        .collect()
}

/// The sign a rating is known by, as on chess sites.
pub fn rating_sign(rating: Rating) -> &'static str {
    match rating {
        Rating::Best => "★",
        Rating::Good => "✓",
        Rating::Inaccuracy => "?!",
        Rating::Mistake => "?",
        Rating::Blunder => "??",
    }
}

pub fn rating_name(texts: &Texts, rating: Rating) -> &str {
    texts.get(match rating {
        Rating::Best => "review.best",
        Rating::Good => "review.good",
        Rating::Inaccuracy => "review.inaccuracy",
        Rating::Mistake => "review.mistake",
        Rating::Blunder => "review.blunder",
    })
}

/// The names of a game's sides: the ones the game writes in its records in the player's language, or the
/// record's own.
pub fn side_names(texts: &Texts, record: &Record) -> [String; 2] {
    let name = |written: &str, side: Side| -> String {
        match written {
            "Player" => texts.get("store.you").to_string(),
            "Otto" => MASCOT_NAME.to_string(),
            "" | "Bottom" if side == Side::South => texts.get("store.bottom").to_string(),
            "" | "Top" if side == Side::North => texts.get("store.top").to_string(),
            other => other.to_string(),
        }
    };
    [
        name(&record.south, Side::South),
        name(&record.north, Side::North),
    ]
}

/// The game in hand's sides, as its record would name them (without building the record every frame).
fn names_of_game(texts: &Texts, game: &Game) -> [String; 2] {
    match game.computer_side() {
        Some(_) => [texts.get("store.you").to_string(), MASCOT_NAME.to_string()],
        None => [
            texts.get("store.bottom").to_string(),
            texts.get("store.top").to_string(),
        ],
    }
}

fn name_of(names: &[String; 2], side: Side) -> &str {
    match side {
        Side::South => &names[0],
        Side::North => &names[1],
    }
}

/// The sowings the move list shows: the game's, or the reviewed game's with their ratings.
struct Listed {
    positions: Vec<Position>,
    moves: Vec<u8>,
    ratings: Vec<Option<MoveReview>>,
    names: [String; 2],
    of_review: bool,
}

impl Listed {
    fn of(view: &LookBackView) -> Listed {
        match view.review.open.as_ref() {
            Some(reviewed) => Listed {
                positions: reviewed.positions.clone(),
                moves: reviewed.record.moves.clone(),
                ratings: reviewed.moves.clone(),
                names: side_names(view.texts, &reviewed.record),
                of_review: true,
            },
            None => {
                let played = view.game.moves_played();
                let mut positions: Vec<Position> = played.iter().map(|p| p.before).collect();
                positions.push(view.game.position);
                Listed {
                    positions,
                    moves: played.iter().map(|p| p.pit).collect(),
                    ratings: Vec::new(),
                    names: names_of_game(view.texts, view.game),
                    of_review: false,
                }
            }
        }
    }

    /// Shows the position after `ply` sowings: of the game, or of the reviewed game (taken up again after
    /// "Back to the game").
    fn go(&self, ply: usize) -> LookBack {
        LookBack::Browse(if self.of_review {
            BrowseCommand::Other(Line {
                positions: self.positions.clone(),
                moves: self.moves.clone(),
                of_game: false,
                ply,
            })
        } else {
            BrowseCommand::GameAfter(ply)
        })
    }
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
    let shown = view.browse.shown_ply();
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
        texts.fill("moves.pit", &[("pit", &row.pit)])
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
                &[("done", &reviewed.rated()), ("total", &total)],
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
        let pit = reviewed.record.moves[ply - 1];
        ui.label(texts.fill(
            "review.move",
            &[
                ("number", &ply),
                ("name", &name_of(&names, side)),
                ("pit", &pit),
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
                        "review.best_was",
                        &[
                            ("pit", &rated.best),
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

/// The value over the game for the bottom player: before each sowing, and the final margin. A click picks the
/// nearest position.
fn value_graph(ui: &mut egui::Ui, view: &LookBackView, reviewed: &Reviewed) -> Option<LookBack> {
    let mut points: Vec<[f64; 2]> = reviewed
        .moves
        .iter()
        .enumerate()
        .filter_map(|(index, rated)| {
            rated.map(|r| [index as f64, f64::from(for_south(r.value_before, r.side))])
        })
        .collect();
    // And where the last sowing left the game: its final margin, or the value it left.
    let end = *reviewed.positions.last()?;
    let last = reviewed.record.moves.len();
    let after_last = match (end.outcome(), reviewed.moves.last().copied().flatten()) {
        (Some(score), _) => Some(score.margin(Side::South)),
        (None, Some(r)) => Some(for_south(r.value_after, r.side)),
        (None, None) => None,
    };
    if let Some(value) = after_last.filter(|_| last > 0) {
        points.push([last as f64, f64::from(value)]);
    }
    let flagged: Vec<(Rating, [f64; 2])> = reviewed
        .moves
        .iter()
        .enumerate()
        .filter_map(|(index, rated)| {
            let r = (*rated)?;
            // Where the sowing led: the drop it caused ends at its mark, and a click there shows it.
            (r.rating >= Rating::Inaccuracy).then(|| {
                (
                    r.rating,
                    [
                        (index + 1) as f64,
                        f64::from(for_south(r.value_after, r.side)),
                    ],
                )
            })
        })
        .collect();
    let shown = view.browse.shown_ply();
    let line_colour = ui.visuals().text_color();
    let texts = view.texts;
    let response = Plot::new("value over the game")
        .height(110.0)
        .width(ui.available_width() - 6.0)
        .allow_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .show_x(false)
        .include_y(0.0)
        .include_y(4.0)
        .include_y(-4.0)
        .y_axis_min_width(18.0)
        .label_formatter(|hover| {
            let point = match hover {
                HoverPosition::NearDataPoint { position, .. } => *position,
                HoverPosition::Elsewhere { position } => *position,
            };
            Some(texts.fill(
                "review.graph.point",
                &[
                    ("ply", &point.x.round()),
                    ("value", &format!("{:+}", point.y.round())),
                ],
            ))
        })
        .show(ui, |plot| {
            plot.line(
                PlotLine::new("value", PlotPoints::from(points.clone()))
                    .color(line_colour)
                    .width(2.0),
            );
            for rating in [Rating::Inaccuracy, Rating::Mistake, Rating::Blunder] {
                let marks: Vec<[f64; 2]> = flagged
                    .iter()
                    .filter(|(r, _)| *r == rating)
                    .map(|(_, at)| *at)
                    .collect();
                plot.points(
                    Points::new(rating.name(), PlotPoints::from(marks))
                        .shape(MarkerShape::Circle)
                        .radius(4.0)
                        .color(view.ratings[rating as usize]),
                );
            }
            if let Some(ply) = shown {
                plot.vline(
                    VLine::new("shown", ply as f64)
                        .color(view.ratings[1])
                        .width(1.5),
                );
            }
            plot.pointer_coordinate()
        });
    ui.weak(texts.get("review.graph.legend"));
    let clicked = response.response.clicked();
    let at = response.inner?;
    clicked.then(|| {
        let ply = at.x.round().clamp(0.0, reviewed.record.moves.len() as f64) as usize;
        LookBack::Browse(BrowseCommand::Other(Line {
            positions: reviewed.positions.clone(),
            moves: reviewed.record.moves.clone(),
            of_game: false,
            ply,
        }))
    })
}

/// Game records: copy or save this game's, open a file, paste one in; a refused record says its line and why.
pub fn records_section(
    ui: &mut egui::Ui,
    view: &LookBackView,
    desk: &mut RecordDesk,
) -> Vec<LookBack> {
    let texts = view.texts;
    let mut chosen = Vec::new();
    ui.strong(texts.get("records.heading"));
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
            desk.message = Some(Ok(texts.get("records.copied").to_string()));
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
                    desk.message = Some(Err(texts.fill("records.refused", &[("why", &refused)])));
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
        Some(Ok(said)) => {
            ui.label(said);
        }
        Some(Err(said)) => {
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
                            format!(" ({})", super::i18n::level_name(texts, level))
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
