//! The screens' frame (egui): the slim bar above the board, the drawer at its right, the dialog open over it
//! (New game, Settings, the notices, or the first start's welcome), the callout beside the board and the toasts,
//! all in the player's language (the banners at a game's or a round's end are `banners.rs`). The board's camera draws only in what the
//! bar and the drawer leave, so they never cover a pit and clicks on them never reach the board.
//!
//! Each part is a function of plain egui and the game's data that returns what the player chose, so it can be
//! driven in a test with a bare egui context; the system around them sends the choices on as messages.

use bevy::camera::visibility::RenderLayers;
use bevy::camera::{CameraOutputMode, Viewport};
use bevy::prelude::*;
use bevy::render::render_resource::BlendState;
use bevy::window::PrimaryWindow;
use bevy_egui::{
    EguiContexts, EguiGlobalSettings, EguiPlugin, EguiPrimaryContextPass, PrimaryEguiContext, egui,
};

use super::bar::{bar, shortcuts};
use super::drawer::{contents, tabs};
use super::navigation::{Dialog, Screens, Tab};
use super::spots::PitSpots;
use super::toasts::Toasts;
use super::view::{Choice, Draft, View, view_texts_fill};
use super::welcome::welcome;
use super::widgets::dialog_heading;
use crate::app::board::cues::CalloutShown;
use crate::app::board::scene::BoardCamera;
use crate::app::daily::puzzles::{DailyRecords, Puzzles, Today};
use crate::app::data::history::{History, open_record, records_folder, save_record};
use crate::app::data::i18n::Texts;
use crate::app::data::settings::Settings;
use crate::app::data::settings_dialog::{SettingsAnswer, settings_dialog};
use crate::app::data::stats::Stats;
use crate::app::data::storage::{Folders, Notice, Notices};
use crate::app::learn::callout::{callout_about, callout_words};
use crate::app::learn::lessons::{LearnCommand, Learning, LessonProgress};
use crate::app::learn::tutor::{Tutor, TutorRequest};
use crate::app::look::egui_look::{style, use_bundled_fonts};
use crate::app::look::palette::{Palette, egui_colour};
use crate::app::online::host::{Host, HostCommand};
use crate::app::online::online_dialog::{OnlineAnswer, OnlineDraft, OnlineView, online_dialog};
use crate::app::online::session::{Online, OnlineCommand};
use crate::app::rest::Rest;
use crate::app::review::look_back::{DeskMessage, LookBack, LookBackView, RecordDesk};
use crate::app::review::reviewer::{Review, ReviewCommand};
use crate::app::turn::browse::{Browse, BrowseCommand};
use crate::app::turn::clock::ChessClock;
use crate::app::turn::game::{Game, GameCommand};
use crate::app::turn::new_game_dialog::{NewGameAnswer, new_game_dialog};
use crate::app::turn::setup::Setup;
use crate::engine::Side;

const DRAWER_WIDTH: f32 = 340.0;
/// How much a dialog darkens the board behind it (of 255).
pub const BACKDROP_ALPHA: u8 = 90;

/// The part of the window the board is drawn in, in egui's points, as the last pass left it.
#[derive(Resource, Clone, Copy, Debug)]
pub struct BoardArea(pub egui::Rect);

impl Default for BoardArea {
    fn default() -> BoardArea {
        BoardArea(egui::Rect::ZERO)
    }
}
/// The drawer never takes more than this share of the window, so a small window keeps a board to play on.
const MOST_OF_WINDOW: f32 = 0.45;

pub fn plugin(app: &mut App) {
    app.add_plugins(EguiPlugin::default())
        .init_resource::<Draft>()
        .init_resource::<RecordDesk>()
        .init_resource::<Screens>()
        .init_resource::<Toasts>()
        .init_resource::<BoardArea>()
        .add_systems(Startup, (spawn_panel_camera, copy_setup_to_draft))
        .add_systems(Update, open_dropped_records)
        .add_systems(EguiPrimaryContextPass, show_screens);
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

pub(super) fn show_screens(
    mut contexts: EguiContexts,
    mut draft: ResMut<Draft>,
    mut settings: ResMut<Settings>,
    mut texts: ResMut<Texts>,
    (game, tutor, puzzles, daily, stats, today, clocks): (
        Res<Game>,
        Res<Tutor>,
        Res<Puzzles>,
        Res<DailyRecords>,
        Res<Stats>,
        Res<Today>,
        Res<ChessClock>,
    ),
    (mut notices, mut toasts, mut screens, spots, mut area): (
        ResMut<Notices>,
        ResMut<Toasts>,
        ResMut<Screens>,
        Res<PitSpots>,
        ResMut<BoardArea>,
    ),
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
    (window, mut camera, time, mut rest, mut callout_shown): (
        Single<&Window, With<PrimaryWindow>>,
        Single<&mut Camera, With<BoardCamera>>,
        Res<Time<Real>>,
        ResMut<Rest>,
        ResMut<CalloutShown>,
    ),
    (online, host, mut online_draft, mut online_out, mut host_out): (
        Res<Online>,
        Res<Host>,
        ResMut<OnlineDraft>,
        MessageWriter<OnlineCommand>,
        MessageWriter<HostCommand>,
    ),
    palette: Res<Palette>,
    (mut styled, mut fonts_set, mut online_game_seen): (
        Local<Option<(Palette, u16)>>,
        Local<bool>,
        Local<Option<crate::server::ids::GameId>>,
    ),
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
    let now = time.elapsed_secs();
    take_notices(&notices, &mut toasts, &mut desk, &texts, now);
    // An online game that begins (a friend joined, the queue found someone) closes the Play online dialog.
    let online_game = online.game.as_ref().map(|game| game.id);
    if online_game.is_some() && online_game != *online_game_seen {
        if screens.dialog == Some(Dialog::Online) {
            screens.close();
        }
        *online_game_seen = online_game;
    }
    let view = View {
        texts: &texts,
        game: &game,
        tutor: &tutor,
        puzzles: &puzzles,
        daily: &daily,
        stats: &stats,
        today: today.0,
        notices_seen: &toasts.all,
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
        clocks: &clocks,
        online: &online,
        host: &host,
        now: time.elapsed_secs_f64(),
    };
    // Edited in a copy, so that the settings change (and are saved) only when the player changes them.
    let mut edited = *settings;
    let Drawn {
        choices,
        board,
        callout,
    } = draw_screens(
        ctx,
        &view,
        Frame {
            screens: &mut screens,
            draft: &mut draft.0,
            online_draft: &mut online_draft,
            settings: &mut edited,
            desk: &mut desk,
            toasts: &toasts,
            spots: &spots,
            now,
        },
    );
    area.0 = board;
    callout_shown.set_if_neq(CalloutShown(callout));
    if let Some(wait) = toasts.next_change(now) {
        rest.wake_in_seconds(wait);
    }
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
            Choice::DismissNotices => {
                notices.0.clear();
                toasts.clear();
                toasts.notices_taken = 0;
            }
            Choice::Learn(command) => {
                learn.write(command);
            }
            // Done by the screens themselves.
            Choice::Open(_) | Choice::CloseDialog | Choice::ToggleDrawer => {}
            Choice::Review => {
                review_out.write(ReviewCommand::ThisGame);
            }
            Choice::Online(command) => {
                online_out.write(command);
            }
            Choice::Host(command) => {
                host_out.write(command);
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
                    Ok(path) => DeskMessage::Said(view_texts_fill(
                        &texts,
                        "records.saved_as",
                        &path.display(),
                    )),
                    Err(e) => {
                        DeskMessage::Refused(view_texts_fill(&texts, "records.cannot_save", &e))
                    }
                });
            }
            Choice::LookBack(LookBack::Open(path)) => match open_record(&path) {
                Ok(record) => {
                    desk.message = None;
                    review_out.write(ReviewCommand::Record(record));
                }
                Err(why) => {
                    desk.message = Some(DeskMessage::Refused(view_texts_fill(
                        &texts,
                        "records.refused",
                        &why,
                    )));
                }
            },
        }
    }

    // The board is drawn in what the bar and the drawer leave (egui's points include its zoom), within the
    // size the camera knows its target to have: in the frame a window is resized, the window already has its
    // new size and the camera's target still the old one, and a viewport larger than its target cannot be
    // drawn.
    let scale = ctx.pixels_per_point();
    let target = camera.physical_target_size().unwrap_or(UVec2::new(
        window.physical_width(),
        window.physical_height(),
    ));
    let limit = UVec2::new(window.physical_width(), window.physical_height()).min(target);
    let top = ((board.top() * scale).round() as u32).min(limit.y.saturating_sub(1));
    let size = UVec2::new(
        ((board.right() * scale).floor() as u32).min(limit.x).max(1),
        limit.y.saturating_sub(top).max(1),
    );
    let position = UVec2::new(0, top);
    if camera
        .viewport
        .as_ref()
        .map(|v| (v.physical_position, v.physical_size))
        != Some((position, size))
    {
        camera.viewport = Some(Viewport {
            physical_position: position,
            physical_size: size,
            ..default()
        });
    }
    Ok(())
}

/// What a frame of the screens mutates besides what it returns: where the player is, the New game draft, the
/// settings (a copy the caller compares), the records' desk; and what it reads beside the view.
pub struct Frame<'a> {
    pub screens: &'a mut Screens,
    pub draft: &'a mut Setup,
    pub online_draft: &'a mut OnlineDraft,
    pub settings: &'a mut Settings,
    pub desk: &'a mut RecordDesk,
    pub toasts: &'a Toasts,
    pub spots: &'a PitSpots,
    /// Seconds of real time, the toasts' clock.
    pub now: f32,
}

/// What a frame of the screens leaves for its caller.
pub struct Drawn {
    /// Every choice of the frame (the screens have already opened and closed what is theirs).
    pub choices: Vec<Choice>,
    /// The board's part of the window, in egui's points.
    pub board: egui::Rect,
    /// A callout stands by the board.
    pub callout: bool,
}

/// Draws the screens in `ctx`: the keys they answer, the bar, the drawer, the callout, the toasts and the open
/// dialog (or the first start's welcome). Opening and closing dialogs and the drawer is done here; every
/// choice is also returned, for the caller to send on what leaves the screens.
pub fn draw_screens(ctx: &egui::Context, view: &View, frame: Frame) -> Drawn {
    let Frame {
        screens,
        draft,
        online_draft,
        settings: edited,
        desk,
        toasts,
        spots,
        now,
    } = frame;
    let mut screen = egui::Ui::new(
        ctx.clone(),
        "screen".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    let mut choices = Vec::new();
    let welcome_due = !view.progress.offered && screens.dialog.is_none();
    if screens.dialog.is_none() && !welcome_due {
        choices.extend(shortcuts(ctx, view));
    }
    egui::Panel::top("bar")
        .frame(
            egui::Frame::side_top_panel(&ctx.global_style())
                .inner_margin(egui::Margin::symmetric(10, 4)),
        )
        .show(&mut screen, |ui| {
            choices.extend(bar(ui, view, edited.panel_open));
        });
    if edited.panel_open {
        let most = MOST_OF_WINDOW * ctx.content_rect().width();
        egui::Panel::right("drawer")
            .exact_size(DRAWER_WIDTH.min(most))
            .resizable(false)
            .show(&mut screen, |ui| {
                tabs(ui, view, screens);
                ui.separator();
                egui::ScrollArea::vertical().show(ui, |ui| {
                    choices.extend(contents(ui, view, screens.tab, edited, desk));
                });
            });
    }
    // What the bar and the drawer leave is the board's.
    let board = screen.available_rect_before_wrap();
    let about = callout_about(view.learning, view.tutor, view.game);
    if let Some((callout, pit)) = about {
        let to_points = |at: Vec2| egui::pos2(at.x, at.y) / ctx.zoom_factor();
        let anchor =
            pit.and_then(|(side, pit)| spots.of(side, pit).map(|at| (to_points(at), side)));
        let foot = spots.foot.map(to_points);
        show_callout(ctx, board, anchor, foot, |ui| {
            choices.extend(
                callout_words(
                    ui,
                    view.texts,
                    callout,
                    view.learning,
                    view.tutor,
                    view.game,
                    view.hint_colour,
                )
                .into_iter()
                .map(Choice::Learn),
            );
        });
    }
    // The bell's list says it all already.
    if screens.dialog != Some(Dialog::Notices) {
        show_toasts(ctx, board, toasts, now);
    }
    let focus = screens.take_focus();
    match screens.dialog {
        None if welcome_due => {
            let shown = dialog(ctx, "welcome", 640.0, |ui| {
                welcome(ui, view, draft, !ctx.memory(|m| m.focused().is_some()))
            });
            let close = shown.should_close();
            choices.extend(shown.inner);
            if close {
                choices.push(Choice::Learn(LearnCommand::Offered));
            }
        }
        None => {}
        Some(Dialog::NewGame) => {
            let shown = dialog(ctx, "new game", 720.0, |ui| {
                new_game_dialog(ui, view.texts, draft, focus)
            });
            match shown.inner {
                Some(NewGameAnswer::Start(command)) => {
                    choices.push(Choice::Game(command));
                    choices.push(Choice::CloseDialog);
                }
                Some(NewGameAnswer::Cancel) => choices.push(Choice::CloseDialog),
                Some(NewGameAnswer::Online) => choices.push(Choice::Open(Dialog::Online)),
                None if shown.should_close() => choices.push(Choice::CloseDialog),
                None => {}
            }
        }
        Some(Dialog::Online) => {
            let online_view = OnlineView {
                texts: view.texts,
                online: view.online,
                host: view.host,
                setup: draft,
            };
            let shown = dialog(ctx, "online", 560.0, |ui| {
                online_dialog(ui, &online_view, online_draft, focus)
            });
            match shown.inner {
                Some(OnlineAnswer::Command(command)) => choices.push(Choice::Online(command)),
                Some(OnlineAnswer::Host) => choices.push(Choice::Host(HostCommand::Start)),
                Some(OnlineAnswer::StopHosting) => {
                    choices.push(Choice::Host(HostCommand::Stop));
                    choices.push(Choice::Online(OnlineCommand::Leave));
                }
                Some(OnlineAnswer::Close) => choices.push(Choice::CloseDialog),
                None if shown.should_close() => choices.push(Choice::CloseDialog),
                None => {}
            }
        }
        Some(Dialog::Settings) => {
            let shown = dialog(ctx, "settings", 520.0, |ui| {
                settings_dialog(ui, view.texts, edited, focus)
            });
            match shown.inner {
                Some(SettingsAnswer::Language(language)) => {
                    choices.push(Choice::Language(language))
                }
                Some(SettingsAnswer::Close) => choices.push(Choice::CloseDialog),
                None if shown.should_close() => choices.push(Choice::CloseDialog),
                None => {}
            }
        }
        Some(Dialog::Notices) => {
            let shown = dialog(ctx, "notices", 560.0, |ui| notices_list(ui, view, focus));
            let close = shown.should_close();
            choices.extend(shown.inner);
            if close {
                choices.push(Choice::CloseDialog);
            }
        }
    }
    for choice in &choices {
        match choice {
            Choice::Open(dialog) => screens.open(*dialog),
            Choice::CloseDialog => screens.close(),
            Choice::ToggleDrawer => edited.panel_open = !edited.panel_open,
            Choice::Review => {
                edited.panel_open = true;
                screens.tab = Tab::Moves;
            }
            _ => {}
        }
    }
    Drawn {
        choices,
        board,
        callout: about.is_some(),
    }
}

/// A dialog in the middle of the window over a dimmed board.
fn dialog<T>(
    ctx: &egui::Context,
    id: &str,
    width: f32,
    contents: impl FnOnce(&mut egui::Ui) -> T,
) -> egui::ModalResponse<T> {
    egui::Modal::new(egui::Id::new(id))
        .backdrop_color(egui::Color32::from_black_alpha(BACKDROP_ALPHA))
        .frame(egui::Frame::popup(&ctx.global_style()).inner_margin(egui::Margin::same(18)))
        .show(ctx, |ui| {
            ui.set_max_width(width.min(ctx.content_rect().width() - 60.0));
            contents(ui)
        })
}

/// Notices of storage and records that have not yet been shown become toasts.
pub fn take_notices(
    notices: &Notices,
    toasts: &mut Toasts,
    desk: &mut RecordDesk,
    texts: &Texts,
    now: f32,
) {
    for notice in notices.0.iter().skip(toasts.notices_taken) {
        toasts.push(notice_text(texts, notice), true, now);
    }
    toasts.notices_taken = notices.0.len();
    if let Some(DeskMessage::Refused(refused)) = &desk.message
        && !desk.toasted
    {
        toasts.push(refused.clone(), true, now);
    }
    desk.toasted = desk.message.is_some();
}

fn notice_text(texts: &Texts, notice: &Notice) -> String {
    match notice {
        Notice::Unreadable(bad) => texts.fill(
            "notice.bad_file",
            &[
                ("file", &bad.file.display()),
                ("why", &bad.why),
                ("backup", &bad.backup.display()),
            ],
        ),
        Notice::CannotSave { file, why } => texts.fill(
            "notice.cannot_save",
            &[("file", &file.display()), ("why", why)],
        ),
    }
}

/// The toasts showing now, at the board's foot, newest lowest.
fn show_toasts(ctx: &egui::Context, board: egui::Rect, toasts: &Toasts, now: f32) {
    let live: Vec<_> = toasts.live(now).collect();
    if live.is_empty() {
        return;
    }
    egui::Area::new("toasts".into())
        .order(egui::Order::Foreground)
        .interactable(false)
        .pivot(egui::Align2::CENTER_BOTTOM)
        .fixed_pos(egui::pos2(board.center().x, board.bottom() - 14.0))
        .show(ctx, |ui| {
            ui.set_max_width((board.width() - 40.0).clamp(200.0, 620.0));
            for (toast, alpha) in live {
                let visuals = ui.visuals().clone();
                let edge = if toast.warning {
                    visuals.warn_fg_color
                } else {
                    visuals.selection.bg_fill
                };
                egui::Frame::popup(ui.style())
                    .stroke(egui::Stroke::new(1.5, edge))
                    .inner_margin(egui::Margin::symmetric(12, 8))
                    .multiply_with_opacity(alpha)
                    .show(ui, |ui| {
                        ui.set_opacity(alpha);
                        ui.horizontal(|ui| {
                            if toast.warning {
                                ui.colored_label(visuals.warn_fg_color, "⚠");
                            }
                            ui.label(&toast.text);
                        });
                    });
            }
        });
}

/// The bell's list: every notice of this session, and a button to clear them.
fn notices_list(ui: &mut egui::Ui, view: &View, focus: bool) -> Vec<Choice> {
    let mut choices = Vec::new();
    if dialog_heading(ui, view.texts, view.texts.get("bar.notices")) {
        choices.push(Choice::CloseDialog);
    }
    egui::ScrollArea::vertical()
        .max_height(320.0)
        .show(ui, |ui| {
            if view.notices_seen.is_empty() {
                ui.weak(view.texts.get("notices.none"));
            }
            for toast in view.notices_seen.iter().rev() {
                ui.label(&toast.text);
                ui.separator();
            }
        });
    ui.horizontal(|ui| {
        let done = ui.button(view.texts.get("dialog.done"));
        if focus {
            done.request_focus();
        }
        if done.clicked() {
            choices.push(Choice::CloseDialog);
        }
        if !view.notices_seen.is_empty() && ui.button(view.texts.get("notices.clear")).clicked() {
            choices.push(Choice::DismissNotices);
            choices.push(Choice::CloseDialog);
        }
    });
    choices
}

/// A callout by the board: under the pit it points at (over it for the top row), with a small point toward
/// it; without a pit, under the board's middle.
fn show_callout(
    ctx: &egui::Context,
    board: egui::Rect,
    anchor: Option<(egui::Pos2, Side)>,
    foot: Option<egui::Pos2>,
    contents: impl FnOnce(&mut egui::Ui),
) {
    let width = (board.width() - 32.0).clamp(220.0, 420.0);
    let (tip, below) = match anchor {
        Some((at, side)) => (Some(at), side == Side::South),
        None => (None, true),
    };
    let at = tip
        .or(foot)
        .unwrap_or(egui::pos2(board.center().x, board.bottom() - 160.0));
    let left = (at.x - width / 2.0).clamp(
        board.left() + 12.0,
        (board.right() - width - 12.0).max(board.left()),
    );
    let (pivot, y) = if below {
        (egui::Align2::LEFT_TOP, at.y + 10.0)
    } else {
        (egui::Align2::LEFT_BOTTOM, at.y - 10.0)
    };
    let shown = egui::Area::new("callout".into())
        .order(egui::Order::Middle)
        .pivot(pivot)
        .fixed_pos(egui::pos2(left, y))
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .stroke(egui::Stroke::new(2.0, ui.visuals().selection.bg_fill))
                .inner_margin(egui::Margin::same(12))
                .show(ui, |ui| {
                    ui.set_width(width - 24.0);
                    contents(ui)
                });
        });
    if let Some(tip) = tip {
        // The point: a small triangle from the callout's edge toward the pit.
        let rect = shown.response.rect;
        let edge_y = if below { rect.top() } else { rect.bottom() };
        let x = tip.x.clamp(rect.left() + 16.0, rect.right() - 16.0);
        let towards = if below { -1.0 } else { 1.0 };
        let painter = ctx.layer_painter(shown.response.layer_id);
        let colour = ctx.global_style().visuals.selection.bg_fill;
        painter.add(egui::Shape::convex_polygon(
            vec![
                egui::pos2(x - 9.0, edge_y),
                egui::pos2(x + 9.0, edge_y),
                egui::pos2(x, edge_y + towards * 10.0),
            ],
            colour,
            egui::Stroke::NONE,
        ));
    }
}

/// A record file dropped on the window is opened for review in the drawer; one that cannot be read says why
/// in a toast.
fn open_dropped_records(
    mut dropped: MessageReader<bevy::window::FileDragAndDrop>,
    mut review: MessageWriter<ReviewCommand>,
    mut desk: ResMut<RecordDesk>,
    texts: Res<Texts>,
    mut settings: ResMut<Settings>,
    mut screens: ResMut<Screens>,
) {
    for drop in dropped.read() {
        if let bevy::window::FileDragAndDrop::DroppedFile { path_buf, .. } = drop {
            match open_record(path_buf) {
                Ok(record) => {
                    desk.message = None;
                    review.write(ReviewCommand::Record(record));
                }
                Err(why) => {
                    desk.message = Some(DeskMessage::Refused(view_texts_fill(
                        &texts,
                        "records.refused",
                        &why,
                    )))
                }
            }
            settings.panel_open = true;
            screens.tab = Tab::Moves;
        }
    }
}
