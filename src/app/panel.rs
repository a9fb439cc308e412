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
use chrono::NaiveDate;

use super::board::BoardCamera;
use super::browse::{Browse, BrowseCommand};
use super::daily::{DailyRecords, Puzzles, Today, share_line, stars};
use super::egui_look::{style, use_bundled_fonts};
use super::game::{First, Game, GameCommand, Opponent, Phase, Setup};
use super::history::{History, open_record, records_folder, save_record};
use super::i18n::{Language, Texts, level_name};
use super::learn_panel;
use super::lessons::{LearnCommand, Learning, LessonProgress};
use super::mascot::MASCOT_NAME;
use super::palette::{Palette, StoneColours, Theme, egui_colour};
use super::review::{Review, ReviewCommand};
use super::review_panel::{self, LookBack, LookBackView, RecordDesk};
use super::settings::{Settings, Speed, UI_SCALES};
use super::stats::{Kind, Stats};
use super::storage::{Folders, Notice, Notices};
use super::tutor::{PitValue, Tutor, TutorRequest, analysis_allowed, teaching_allowed};
use crate::engine::ai::Level;
use crate::engine::hint::{Hint, Reason};
use crate::engine::record::TimeControl;
use crate::engine::ruleset::Family;
use crate::engine::{MAX_SEEDS, MIN_SEEDS, Side};

const PANEL_WIDTH: f32 = 340.0;
/// The panel never takes more than this share of the window, so a small window keeps a board to play on.
const MOST_OF_WINDOW: f32 = 0.45;

/// What the player chose in the panel this frame.
#[derive(Clone, Debug, PartialEq)]
pub enum Choice {
    Game(GameCommand),
    Tutor(TutorRequest),
    Language(Language),
    DismissNotices,
    Learn(LearnCommand),
    LookBack(LookBack),
}

/// The setup being edited in the panel; it becomes the game's when the player starts.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Draft(pub Setup);

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

/// Everything the panel shows, read-only, so that the sections can be drawn from a test too.
pub struct View<'a> {
    pub texts: &'a Texts,
    pub game: &'a Game,
    pub tutor: &'a Tutor,
    pub puzzles: &'a Puzzles,
    pub daily: &'a DailyRecords,
    pub stats: &'a Stats,
    pub today: NaiveDate,
    pub notices: &'a [Notice],
    /// Teach me's colour, readable on the panel.
    pub hint_colour: egui::Color32,
    pub learning: &'a Learning,
    pub progress: &'a LessonProgress,
    pub look_back: LookBackView<'a>,
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

/// A text with one value in it: `{path}`, `{why}` or the like, whichever the key has.
fn view_texts_fill(texts: &Texts, key: &str, value: &dyn std::fmt::Display) -> String {
    texts.fill(key, &[("path", value), ("why", value)])
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
        review_panel::moves_section(ui, look_back)
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
        review_panel::records_section(ui, look_back, desk)
            .into_iter()
            .chain(review_panel::history_section(ui, look_back))
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

/// Opponent, level, who moves first, seeds per pit, and Start.
pub fn new_game_section(
    ui: &mut egui::Ui,
    texts: &Texts,
    setup: &mut Setup,
) -> Option<GameCommand> {
    let name: &dyn std::fmt::Display = &MASCOT_NAME;
    ui.strong(texts.get("new.heading"));
    ui.horizontal(|ui| {
        let computer = matches!(setup.opponent, Opponent::Computer(_));
        if ui
            .selectable_label(computer, texts.fill("new.vs_mascot", &[("name", name)]))
            .clicked()
            && !computer
        {
            setup.opponent = Opponent::Computer(Level::Medium);
        }
        if ui
            .selectable_label(!computer, texts.get("new.two_players"))
            .clicked()
        {
            setup.opponent = Opponent::Friend;
        }
    });
    if let Opponent::Computer(level) = &mut setup.opponent {
        if *level == Level::Perfect {
            *level = Level::Hard;
        }
        ui.horizontal(|ui| {
            ui.label(texts.get("new.level"));
            for choice in Level::ALL {
                ui.radio_value(level, choice, level_name(texts, choice));
            }
        });
    }
    ui.horizontal(|ui| {
        ui.label(texts.get("new.first"));
        let (south, north) = match setup.opponent {
            Opponent::Computer(_) => (
                texts.get("new.first.me").to_string(),
                MASCOT_NAME.to_string(),
            ),
            Opponent::Friend => (
                texts.get("new.first.bottom").to_string(),
                texts.get("new.first.top").to_string(),
            ),
        };
        ui.radio_value(&mut setup.first, First::South, south);
        ui.radio_value(&mut setup.first, First::North, north);
        ui.radio_value(
            &mut setup.first,
            First::Random,
            texts.get("new.first.random"),
        );
    });
    ui.horizontal(|ui| {
        ui.label(texts.get("new.game"));
        for family in Family::ALL {
            let chosen = setup.rules.family == family;
            let label = ui
                .selectable_label(chosen, texts.get(&format!("new.game.{}", family.name())))
                .on_hover_text(texts.get(&format!("new.game.{}.tip", family.name())));
            if label.clicked() && !chosen {
                setup.rules = match family {
                    Family::Kalah => crate::engine::KALAH,
                    Family::Oware => crate::engine::ruleset::OWARE,
                };
            }
        }
    });
    if setup.rules.is_oware() {
        ui.weak(texts.get("new.oware_board"));
    } else {
        ui.add(
            egui::Slider::new(&mut setup.seeds, MIN_SEEDS..=MAX_SEEDS).text(texts.get("new.seeds")),
        );
        ui.horizontal_wrapped(|ui| {
            ui.label(texts.get("new.rules"));
            ui.checkbox(
                &mut setup.rules.empty_capture,
                texts.get("new.empty_capture"),
            )
            .on_hover_text(texts.get("rules.house.empty_capture"));
            ui.checkbox(
                &mut setup.rules.remaining_to_emptier,
                texts.get("new.remaining_to_emptier"),
            )
            .on_hover_text(texts.get("rules.house.emptier"));
        });
    }
    if setup.opponent == Opponent::Friend {
        ui.horizontal_wrapped(|ui| {
            ui.label(texts.get("new.clock"));
            ui.radio_value(&mut setup.clock, None, texts.get("new.clock.none"));
            for control in TimeControl::ALL {
                ui.radio_value(&mut setup.clock, Some(control), control.to_string());
            }
        })
        .response
        .on_hover_text(texts.get("new.clock.tip"));
    }
    ui.button(texts.get("new.start"))
        .clicked()
        .then_some(GameCommand::NewGame(*setup))
}

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

/// "Play pit 3: the last seed lands in your store, so you move again. With perfect play you win by 8."
pub fn hint_text(texts: &Texts, hint: &Hint) -> String {
    let reason = match hint.reason {
        Reason::ExtraTurn { then: 0 } => texts.get("hint.extra_turn").to_string(),
        Reason::ExtraTurn { then } => texts.fill("hint.extra_turn_chain", &[("then", &then)]),
        Reason::Capture { seeds } => texts.fill("hint.capture", &[("seeds", &seeds)]),
        Reason::Protect { pit, seeds } => {
            texts.fill("hint.protect", &[("pit", &pit), ("seeds", &seeds)])
        }
        Reason::KeepSeeds => texts.get("hint.keep").to_string(),
        Reason::Take { seeds } => texts.fill("hint.take", &[("seeds", &seeds)]),
        Reason::Chain { pits, seeds } => {
            texts.fill("hint.chain", &[("pits", &pits), ("seeds", &seeds)])
        }
        Reason::Feed => texts.get("hint.feed").to_string(),
        Reason::Reserve => texts.get("hint.reserve").to_string(),
        Reason::Calculation => texts.get("hint.calculation").to_string(),
    };
    let outcome = match hint.value {
        Some(v) if v > 0 => format!(" {}", texts.fill("hint.value.win", &[("n", &v)])),
        Some(v) if v < 0 => format!(" {}", texts.fill("hint.value.lose", &[("n", &-v)])),
        Some(_) => format!(" {}", texts.get("hint.value.draw")),
        None => String::new(),
    };
    format!(
        "{} {reason}{outcome}",
        texts.fill("hint.play", &[("pit", &hint.pit)])
    )
}

fn analysis_section(ui: &mut egui::Ui, view: &View) -> Option<Choice> {
    let (texts, game) = (view.texts, view.game);
    let name: &dyn std::fmt::Display = &MASCOT_NAME;
    ui.strong(texts.get("analysis.heading"));
    let allowed = analysis_allowed(game);
    let mut on = view.tutor.analysis_on;
    let toggled = ui
        .add_enabled(
            allowed,
            egui::Checkbox::new(&mut on, texts.get("analysis.show")),
        )
        .changed();
    if !allowed {
        ui.weak(if game.puzzle.is_some() {
            texts.get("analysis.off_daily").to_string()
        } else {
            texts.fill("analysis.off_vs_mascot", &[("name", name)])
        });
    } else if on {
        ui.weak(texts.get("analysis.legend"));
        if let Some(analysis) = view.tutor.analysis_of(&game.position) {
            let values: Vec<String> = analysis
                .values
                .iter()
                .map(|(pit, value)| match value {
                    PitValue::Exact(v) => format!("{pit}: {v:+}"),
                    PitValue::Estimate(v) => format!("{pit}: ~{v:+}"),
                })
                .collect();
            ui.label(values.join("   "));
            ui.weak(texts.get(if analysis.proved {
                "analysis.proved"
            } else {
                "analysis.proving"
            }));
        }
    }
    toggled.then_some(Choice::Tutor(TutorRequest::ShowAnalysis(on)))
}

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
        ui.label(day_status(texts, record));
        let key = if record.tries > 0 && record.solved_on.is_none() {
            "daily.retry"
        } else {
            "daily.play"
        };
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
                        ui.label(day_status(texts, view.daily.record(puzzle.date)));
                        if ui.small_button(texts.get("daily.play")).clicked() {
                            chosen = Some(GameCommand::Puzzle(puzzle.date, puzzle.position));
                        }
                        ui.end_row();
                    }
                });
        });
    chosen
}

fn day_status(texts: &Texts, record: super::daily::DayRecord) -> String {
    match (record.solved_on, record.tries) {
        (Some(_), tries) => texts.fill("daily.status.won", &[("tries", &tries)]),
        (None, 0) => texts.get("daily.status.new").to_string(),
        (None, tries) => texts.fill("daily.status.lost", &[("tries", &tries)]),
    }
}

fn stats_section(ui: &mut egui::Ui, view: &View) {
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

/// "Kalah with empty capture and remaining seeds to the emptier", in the player's language.
pub fn rules_words(texts: &Texts, rules: crate::engine::Rules) -> String {
    if rules.is_oware() {
        return texts.get("rules.oware").to_string();
    }
    let mut switches = Vec::new();
    if rules.empty_capture {
        switches.push(texts.get("new.empty_capture"));
    }
    if rules.remaining_to_emptier {
        switches.push(texts.get("new.remaining_to_emptier"));
    }
    if switches.is_empty() {
        texts.get("rules.kalah").to_string()
    } else {
        texts.fill("rules.kalah_with", &[("switches", &switches.join(", "))])
    }
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

/// The choices of each setting that is one of a few, and the key of each one's name.
const SPEEDS: [(Speed, &str); 4] = [
    (Speed::Instant, "speed.instant"),
    (Speed::Fast, "speed.fast"),
    (Speed::Normal, "speed.normal"),
    (Speed::Slow, "speed.slow"),
];
const THEMES: [(Theme, &str); 3] = [
    (Theme::Light, "theme.light"),
    (Theme::Dark, "theme.dark"),
    (Theme::HighContrast, "theme.high_contrast"),
];
const STONES: [(StoneColours, &str); 2] = [
    (StoneColours::Jewels, "stones.jewels"),
    (StoneColours::ColourBlindSafe, "stones.colour_blind"),
];

/// A setting's name and a radio button for each of its choices.
fn choose_one<T: PartialEq + Copy>(
    ui: &mut egui::Ui,
    texts: &Texts,
    name: &str,
    value: &mut T,
    choices: &[(T, &str)],
) {
    ui.horizontal_wrapped(|ui| {
        ui.label(texts.get(name));
        for &(choice, key) in choices {
            ui.radio_value(value, choice, texts.get(key));
        }
    });
}

/// Animation speed, sound, the look and the text size.
pub fn settings_section(ui: &mut egui::Ui, texts: &Texts, settings: &mut Settings) {
    ui.strong(texts.get("settings.heading"));
    choose_one(ui, texts, "settings.speed", &mut settings.speed, &SPEEDS);
    ui.checkbox(&mut settings.muted, texts.get("settings.mute"));
    choose_one(ui, texts, "settings.theme", &mut settings.theme, &THEMES);
    choose_one(ui, texts, "settings.stones", &mut settings.stones, &STONES);
    ui.checkbox(
        &mut settings.reduce_motion,
        texts.get("settings.reduce_motion"),
    );
    ui.add(
        egui::Slider::new(&mut settings.ui_scale, UI_SCALES)
            .step_by(5.0)
            .suffix(" %")
            .text(texts.get("settings.ui_scale")),
    );
    ui.weak(texts.get("settings.fullscreen"));
}

/// Oware's rules in plain words, in the order a player meets them.
const OWARE_RULES: [&str; 7] = [
    "rules.oware.intro",
    "rules.oware.sow",
    "rules.oware.capture",
    "rules.oware.grand_slam",
    "rules.oware.feed",
    "rules.oware.end",
    "rules.oware.values",
];
/// Oware's worked examples: a chain, a grand slam, feeding, a repetition.
const OWARE_EXAMPLES: [&str; 4] = [
    "rules.oware.example_chain",
    "rules.oware.example_grand_slam",
    "rules.oware.example_feed",
    "rules.oware.example_repetition",
];

/// The rules in plain words, two worked examples and the usual questions.
pub fn rules_section(ui: &mut egui::Ui, texts: &Texts) {
    let name: &dyn std::fmt::Display = &MASCOT_NAME;
    egui::CollapsingHeader::new(texts.get("rules.heading"))
        .id_salt("rules")
        .default_open(true)
        .show(ui, |ui| {
            for key in [
                "rules.board",
                "rules.sow",
                "rules.extra",
                "rules.capture",
                "rules.end",
            ] {
                ui.label(texts.get(key));
            }
            for example in ["rules.example_extra", "rules.example_capture"] {
                ui.strong(texts.get(&format!("{example}.title")));
                ui.label(texts.get(&format!("{example}.body")));
            }
            ui.strong(texts.get("rules.house.title"));
            for key in [
                "rules.house.intro",
                "rules.house.empty_capture",
                "rules.house.empty_capture.example",
                "rules.house.emptier",
                "rules.house.emptier.example",
            ] {
                ui.label(texts.get(key));
            }
            ui.strong(texts.get("rules.oware.title"));
            for key in OWARE_RULES {
                ui.label(texts.get(key));
            }
            for example in OWARE_EXAMPLES {
                ui.strong(texts.get(&format!("{example}.title")));
                ui.label(texts.get(&format!("{example}.body")));
            }
            ui.strong(texts.get("rules.review.title"));
            ui.label(texts.get("rules.review.body"));
            for rating in crate::engine::review::Rating::ALL {
                let range = match rating.losses() {
                    (0, Some(0)) => texts.get("rules.review.none").to_string(),
                    (least, Some(most)) if least == most => {
                        texts.fill("rules.review.one", &[("least", &least)])
                    }
                    (least, Some(most)) => {
                        texts.fill("rules.review.range", &[("least", &least), ("most", &most)])
                    }
                    (least, None) => texts.fill("rules.review.more", &[("least", &least)]),
                };
                ui.label(format!(
                    "{} {}: {range}",
                    review_panel::rating_sign(rating),
                    review_panel::rating_name(texts, rating)
                ));
            }
            ui.label(texts.get("rules.review.accuracy"));
            ui.strong(texts.get("rules.clock.title"));
            ui.label(texts.get("rules.clock.body"));
            ui.strong(texts.get("rules.faq.heading"));
            for question in ["rules.faq.store", "rules.faq.leftover", "rules.faq.first"] {
                ui.label(egui::RichText::new(texts.get(&format!("{question}.q"))).italics());
                ui.label(texts.fill(&format!("{question}.a"), &[("name", name)]));
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
    looking: Res<super::game::LookingAt>,
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
                            if super::review::review_allowed(&game)
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
