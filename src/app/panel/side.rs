//! The side panel (egui): a new game, the game in hand (Teach me, undo, redo, resign), the analysis, the daily
//! puzzle, stats, settings and the rules, all in the player's language; and the banner at the end of a game.
//! The board's camera draws only beside the panel, so the panel never covers a pit and clicks in it never
//! reach the board.
//!
//! Each section is a function of plain egui and the game's data that returns what the player chose, so it can
//! be driven in a test with a bare egui context; the system around them sends the choices on as messages.

use bevy::camera::visibility::RenderLayers;
use bevy::camera::{CameraOutputMode, Viewport};
use bevy::prelude::*;
use bevy::render::render_resource::BlendState;
use bevy::window::PrimaryWindow;
use bevy_egui::{
    EguiContexts, EguiGlobalSettings, EguiPlugin, EguiPrimaryContextPass, PrimaryEguiContext, egui,
};

use crate::app::board::scene::BoardCamera;
use crate::app::daily::puzzles::{DailyRecords, Puzzles, Today};
use crate::app::data::history::{History, open_record, records_folder, save_record};
use crate::app::data::i18n::{Language, Texts};
use crate::app::data::settings::Settings;
use crate::app::data::stats::Stats;
use crate::app::data::storage::{Folders, Notice, Notices};
use crate::app::learn::learn_panel;
use crate::app::learn::lessons::{LearnCommand, Learning, LessonProgress};
use crate::app::learn::tutor::{Tutor, TutorRequest};
use crate::app::look::egui_look::{style, use_bundled_fonts};
use crate::app::look::palette::{Palette, egui_colour};
use crate::app::otto::mascot::MASCOT_NAME;
use crate::app::review::look_back::{LookBack, LookBackView, RecordDesk};
use crate::app::review::reviewer::{Review, ReviewCommand};
use crate::app::review::{moves_panel, records_panel, review_panel};
use crate::app::turn::browse::{Browse, BrowseCommand};
use crate::app::turn::game::{Game, GameCommand, Phase};
use crate::app::turn::setup::Setup;
use crate::engine::Side;

use super::view::{Choice, Draft, View, view_texts_fill};
use crate::app::daily::daily_panel::daily_section;
use crate::app::data::settings_panel::settings_section;
use crate::app::data::stats_panel::stats_section;
use crate::app::learn::rules_panel::rules_section;
use crate::app::learn::tutor_panel::analysis_section;
use crate::app::turn::new_game_panel::new_game_section;
use crate::app::turn::this_game_panel::this_game_section;

const PANEL_WIDTH: f32 = 340.0;
/// The panel never takes more than this share of the window, so a small window keeps a board to play on.
const MOST_OF_WINDOW: f32 = 0.45;

pub fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<Draft>()
        .init_resource::<RecordDesk>()
        .add_systems(Startup, (spawn_panel_camera, copy_setup_to_draft))
        .add_systems(Update, open_dropped_records)
        .add_systems(
            EguiPrimaryContextPass,
            (show_panel, show_result_banner).chain(),
        );
}

fn spawn_panel_camera(mut commands: Commands, mut egui: ResMut<EguiGlobalSettings>) {
    egui.auto_create_primary_context = false;
    // Keys and clicks that egui uses do not reach the game.
    egui.enable_absorb_bevy_input_system = true;
    commands.spawn((
        PrimaryEguiContext,
        Camera2d,
        RenderLayers::none(),
        Camera {
            order: 1,
            output_mode: CameraOutputMode::Write {
                blend_state: Some(BlendState::ALPHA_BLENDING),
                clear_color: ClearColorConfig::None,
            },
            clear_color: ClearColorConfig::Custom(Color::NONE),
            ..default()
        },
    ));
}

fn copy_setup_to_draft(game: Res<Game>, mut draft: ResMut<Draft>) {
    if game.puzzle.is_none() {
        draft.0 = game.setup;
    }
}

fn show_panel(
    mut contexts: EguiContexts,
    mut draft: ResMut<Draft>,
    mut settings: ResMut<Settings>,
    mut texts: ResMut<Texts>,
    (game, tutor, puzzles, daily, stats, today): (
        Res<Game>,
        Res<Tutor>,
        Res<Puzzles>,
        Res<DailyRecords>,
        Res<Stats>,
        Res<Today>,
    ),
    mut notices: ResMut<Notices>,
    mut commands: MessageWriter<GameCommand>,
    mut requests: MessageWriter<TutorRequest>,
    (learning, progress, mut learn): (
        Res<Learning>,
        Res<LessonProgress>,
        MessageWriter<LearnCommand>,
    ),
    (browse, review, history, folders, mut desk): (
        Res<Browse>,
        Res<Review>,
        Res<History>,
        Option<Res<Folders>>,
        ResMut<RecordDesk>,
    ),
    (mut browse_out, mut review_out): (MessageWriter<BrowseCommand>, MessageWriter<ReviewCommand>),
    window: Single<&Window, With<PrimaryWindow>>,
    mut camera: Single<&mut Camera, With<BoardCamera>>,
    palette: Res<Palette>,
    mut styled: Local<Option<(Palette, u16)>>,
    mut fonts_set: Local<bool>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    // New fonts take effect from egui's next pass: the style that names the bold family waits for it.
    if !*fonts_set {
        use_bundled_fonts(ctx);
        *fonts_set = true;
    } else if *styled != Some((*palette, settings.ui_scale)) {
        style(ctx, &palette, settings.scale());
        *styled = Some((*palette, settings.ui_scale));
    }
    let mut screen = egui::Ui::new(
        ctx.clone(),
        "screen".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let view = View {
        texts: &texts,
        game: &game,
        tutor: &tutor,
        puzzles: &puzzles,
        daily: &daily,
        stats: &stats,
        today: today.0,
        notices: &notices.0,
        hint_colour: egui_colour(palette.hint_in_panel()),
        learning: &learning,
        progress: &progress,
        look_back: LookBackView {
            texts: &texts,
            game: &game,
            browse: &browse,
            review: &review,
            history: &history,
            records: folders
                .as_ref()
                .map(|folders| records_folder(&folders.data)),
            ratings: palette.ratings.map(egui_colour),
            warning: egui_colour(palette.warning),
            today: today.0,
        },
    };
    let mut choices = Vec::new();
    // Edited in a copy, so that the settings change (and are saved) only when the player changes them.
    let mut edited = *settings;
    let width = if edited.panel_open {
        let most = MOST_OF_WINDOW * ctx.content_rect().width();
        egui::Panel::right("panel")
            .exact_size(PANEL_WIDTH.min(most))
            .resizable(false)
            .show(&mut screen, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    choices.extend(whole_panel(ui, &view, &mut draft.0, &mut edited, &mut desk));
                });
            })
            .response
            .rect
            .width()
    } else {
        show_panel_button(ctx, &texts, &mut edited);
        0.0
    };
    settings.set_if_neq(edited);

    for choice in choices {
        match choice {
            Choice::Game(command) => {
                commands.write(command);
            }
            Choice::Tutor(request) => {
                requests.write(request);
            }
            Choice::Language(language) => *texts = Texts::new(language),
            Choice::DismissNotices => notices.0.clear(),
            Choice::Learn(command) => {
                learn.write(command);
            }
            Choice::LookBack(LookBack::Browse(command)) => {
                browse_out.write(command);
            }
            Choice::LookBack(LookBack::Review(command)) => {
                review_out.write(command);
            }
            Choice::LookBack(LookBack::Save(record)) => {
                let Some(folders) = &folders else {
                    continue;
                };
                desk.saved = None;
                desk.message = Some(match save_record(&records_folder(&folders.data), &record) {
                    Ok(path) => Ok(view_texts_fill(&texts, "records.saved_as", &path.display())),
                    Err(e) => Err(view_texts_fill(&texts, "records.cannot_save", &e)),
                });
            }
            Choice::LookBack(LookBack::Open(path)) => match open_record(&path) {
                Ok(record) => {
                    desk.message = None;
                    review_out.write(ReviewCommand::Record(record));
                }
                Err(why) => {
                    desk.message = Some(Err(view_texts_fill(&texts, "records.refused", &why)));
                }
            },
        }
    }

    // The board is drawn in what the panel leaves (egui's points include its zoom), within the size the camera
    // knows its target to have: in the frame a window is resized, the window already has its new size and the
    // camera's target still the old one, and a viewport larger than its target cannot be drawn.
    let panel = (width * ctx.pixels_per_point()).ceil() as u32;
    let target = camera.physical_target_size().unwrap_or(UVec2::new(
        window.physical_width(),
        window.physical_height(),
    ));
    let size = UVec2::new(
        window
            .physical_width()
            .min(target.x)
            .saturating_sub(panel)
            .max(1),
        window.physical_height().min(target.y).max(1),
    );
    if camera.viewport.as_ref().map(|v| v.physical_size) != Some(size) {
        camera.viewport = Some(Viewport {
            physical_position: UVec2::ZERO,
            physical_size: size,
            ..default()
        });
    }
    Ok(())
}

/// A record file dropped on the window is opened for review; one that cannot be read says why in the panel.
fn open_dropped_records(
    mut dropped: MessageReader<bevy::window::FileDragAndDrop>,
    mut review: MessageWriter<ReviewCommand>,
    mut desk: ResMut<RecordDesk>,
    texts: Res<Texts>,
    mut settings: ResMut<Settings>,
) {
    for drop in dropped.read() {
        if let bevy::window::FileDragAndDrop::DroppedFile { path_buf, .. } = drop {
            match open_record(path_buf) {
                Ok(record) => {
                    desk.message = None;
                    review.write(ReviewCommand::Record(record));
                }
                Err(why) => {
                    desk.message = Some(Err(view_texts_fill(&texts, "records.refused", &why)))
                }
            }
            settings.panel_open = true;
        }
    }
}

/// The whole panel, top to bottom.
pub fn whole_panel(
    ui: &mut egui::Ui,
    view: &View,
    draft: &mut Setup,
    settings: &mut Settings,
    desk: &mut RecordDesk,
) -> Vec<Choice> {
    let mut choices = Vec::new();
    ui.horizontal(|ui| {
        ui.heading("Mancala");
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui
                .button("⏵")
                .on_hover_text(view.texts.get("panel.hide"))
                .clicked()
            {
                settings.panel_open = false;
            }
            if let Some(language) = language_picker(ui, view.texts, "language") {
                choices.push(Choice::Language(language));
            }
        });
    });
    ui.label(view.texts.get(if view.game.position.rules().is_oware() {
        "app.tagline.oware"
    } else {
        "app.tagline"
    }));
    if notices_section(ui, view) {
        choices.push(Choice::DismissNotices);
    }
    choices.extend(learn_panel::offer(ui, view.texts, view.progress).map(Choice::Learn));
    choices.extend(
        learn_panel::lesson_card(ui, view.texts, view.learning)
            .into_iter()
            .map(Choice::Learn),
    );
    learn_panel::tip_card(ui, view.texts, view.learning);
    ui.separator();
    choices.extend(new_game_section(ui, view.texts, draft).map(Choice::Game));
    ui.separator();
    choices.extend(this_game_section(ui, view));
    // A lesson speaks for itself; the coach waits until it is over.
    if view.learning.active.is_none() {
        learn_panel::coach_lines(ui, view.texts, view.game, view.tutor, settings);
    }
    ui.separator();
    let look_back = &view.look_back;
    choices.extend(
        moves_panel::moves_section(ui, look_back)
            .into_iter()
            .chain(review_panel::review_section(ui, look_back))
            .map(Choice::LookBack),
    );
    ui.separator();
    choices.extend(
        learn_panel::lessons_section(ui, view.texts, view.progress, view.learning.active)
            .map(Choice::Learn),
    );
    ui.separator();
    choices.extend(analysis_section(ui, view));
    ui.separator();
    choices.extend(daily_section(ui, view).map(Choice::Game));
    ui.separator();
    choices.extend(
        records_panel::records_section(ui, look_back, desk)
            .into_iter()
            .chain(records_panel::history_section(ui, look_back))
            .map(Choice::LookBack),
    );
    ui.separator();
    stats_section(ui, view);
    ui.separator();
    settings_section(ui, view.texts, settings);
    ui.horizontal(|ui| {
        ui.label(view.texts.get("panel.language"));
        if let Some(language) = language_picker(ui, view.texts, "language in settings") {
            choices.push(Choice::Language(language));
        }
    });
    ui.separator();
    rules_section(ui, view.texts);
    choices.extend(learn_panel::guide_section(ui, view.texts).map(Choice::Learn));
    choices
}

fn language_picker(ui: &mut egui::Ui, texts: &Texts, id: &str) -> Option<Language> {
    let mut chosen = texts.language;
    egui::ComboBox::from_id_salt(id)
        .selected_text(chosen.native_name())
        .show_ui(ui, |ui| {
            for language in Language::ALL {
                ui.selectable_value(&mut chosen, language, language.native_name());
            }
        })
        .response
        .on_hover_text(texts.get("panel.language"));
    (chosen != texts.language).then_some(chosen)
}

/// Files that could not be read or saved; returns whether the player dismissed them.
fn notices_section(ui: &mut egui::Ui, view: &View) -> bool {
    if view.notices.is_empty() {
        return false;
    }
    let mut dismissed = false;
    egui::Frame::group(ui.style())
        .fill(ui.visuals().selection.bg_fill.gamma_multiply(0.35))
        .show(ui, |ui| {
            for notice in view.notices {
                let text = match notice {
                    Notice::Unreadable(bad) => view.texts.fill(
                        "notice.bad_file",
                        &[
                            ("file", &bad.file.display()),
                            ("why", &bad.why),
                            ("backup", &bad.backup.display()),
                        ],
                    ),
                    Notice::CannotSave { file, why } => view.texts.fill(
                        "notice.cannot_save",
                        &[("file", &file.display()), ("why", why)],
                    ),
                };
                ui.label(text);
            }
            dismissed = ui.button(view.texts.get("notice.dismiss")).clicked();
        });
    dismissed
}

/// The button that brings the hidden panel back, in the window's top right corner.
fn show_panel_button(ctx: &egui::Context, texts: &Texts, settings: &mut Settings) {
    egui::Area::new("show panel".into())
        .anchor(egui::Align2::RIGHT_TOP, egui::vec2(-10.0, 10.0))
        .show(ctx, |ui| {
            if ui
                .button("⏴ ☰")
                .on_hover_text(texts.get("panel.show"))
                .clicked()
            {
                settings.panel_open = true;
            }
        });
}

/// The score and "play again" (or, for a puzzle, "try again"), over the board when a game ends.
fn show_result_banner(
    mut contexts: EguiContexts,
    game: Res<Game>,
    texts: Res<Texts>,
    puzzles: Res<Puzzles>,
    phase: Res<State<Phase>>,
    settings: Res<Settings>,
    mut commands: MessageWriter<GameCommand>,
    mut review: MessageWriter<ReviewCommand>,
    looking: Res<crate::app::turn::game::LookingAt>,
) -> Result {
    // Looking back at the game (or another) needs the whole board.
    if *phase.get() != Phase::Over || looking.is_away() {
        return Ok(());
    }
    let Some(finish) = game.finish() else {
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let name: &dyn std::fmt::Display = &MASCOT_NAME;
    let values: [(&str, &dyn std::fmt::Display); 3] = [
        ("south", &finish.south),
        ("north", &finish.north),
        ("name", name),
    ];
    let headline = match (game.puzzle, finish.winner, game.computer_side()) {
        (Some(_), Some(Side::South), _) => texts.get("daily.solved_banner").to_string(),
        (Some(_), _, _) => texts.get("daily.failed_banner").to_string(),
        (None, None, _) => texts.get("banner.draw").to_string(),
        (None, Some(Side::South), Some(_)) => texts.get("banner.you_win").to_string(),
        (None, Some(Side::North), Some(_)) => texts.fill("banner.mascot_wins", &values),
        (None, Some(Side::South), None) => texts.get("banner.bottom_wins").to_string(),
        (None, Some(Side::North), None) => texts.get("banner.top_wins").to_string(),
    };
    let score = match game.computer_side() {
        Some(_) => texts.fill("banner.score_vs", &values),
        None => texts.fill("banner.score", &values),
    };
    let flag = finish.out_of_time.map(|side| {
        texts.get(match side {
            Side::South => "banner.bottom_out_of_time",
            Side::North => "banner.top_out_of_time",
        })
    });
    let again = match game.puzzle.and_then(|date| puzzles.of(date)) {
        Some(puzzle) if finish.winner != Some(Side::South) => Some((
            texts.get("daily.retry"),
            GameCommand::Puzzle(puzzle.date, puzzle.position),
        )),
        Some(_) => None,
        None => Some((texts.get("banner.again"), GameCommand::NewGame(game.setup))),
    };
    let panel = if settings.panel_open {
        PANEL_WIDTH.min(MOST_OF_WINDOW * ctx.content_rect().width())
    } else {
        0.0
    };
    egui::Area::new("result".into())
        .anchor(egui::Align2::CENTER_CENTER, egui::vec2(-panel / 2.0, 0.0))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .inner_margin(egui::Margin::same(18))
                .show(ui, |ui| {
                    ui.vertical_centered(|ui| {
                        ui.heading(headline);
                        if let Some(flag) = flag {
                            ui.label(flag);
                        }
                        ui.label(score);
                        ui.horizontal(|ui| {
                            if let Some((label, command)) = again
                                && ui.button(label).clicked()
                            {
                                commands.write(command);
                            }
                            if crate::app::review::reviewer::review_allowed(&game)
                                && ui
                                    .button(texts.get("banner.review"))
                                    .on_hover_text(texts.get("review.start.tip"))
                                    .clicked()
                            {
                                review.write(ReviewCommand::ThisGame);
                            }
                        });
                    });
                });
        });
    Ok(())
}
