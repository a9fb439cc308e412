//! The screens' frame (egui): the slim bar above the board, the drawer at its right, the dialog open over it
//! (New game, Settings, the notices, or the first start's welcome), the callout beside the board and the toasts,
//! all in the player's language (the banners at a game's or a round's end are `banners.rs`). The board's camera draws only in what the
//! bar and the drawer leave, so they never cover a pit and clicks on them never reach the board.
//!
//! Each part is a function of plain egui and the game's data that returns what the player chose, so it can be
//! driven in a test with a bare egui context; the system around them sends the choices on as messages.

use bevy::camera::visibility::RenderLayers;
use bevy::camera::{CameraOutputMode, Viewport};
use bevy::ecs::system::SystemParam;
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
use super::view::{Choice, Draft, View};
use super::welcome::welcome;
use super::widgets::dialog_heading;
use crate::board::cues::CalloutShown;
use crate::board::scene::BoardCamera;
use crate::daily::puzzles::{DailyRecords, Puzzles, Today};
use crate::data::history::{History, records_folder};
use crate::data::i18n::Texts;
use crate::data::settings::Settings;
use crate::data::settings_dialog::{SettingsAnswer, settings_dialog};
use crate::data::stats::Stats;
use crate::data::storage::{Folders, Notice, Notices};
use crate::explorer::explorer_tab::ExplorerView;
use crate::explorer::lookup::{ExploreCommand, Explorer, explorer_off};
use crate::learn::callout::{callout_about, callout_words};
use crate::learn::lessons::{LearnCommand, Learning, LessonProgress};
use crate::learn::tutor::{Tutor, TutorRequest};
use crate::look::egui_look::{style, use_bundled_fonts};
use crate::look::palette::{Palette, egui_colour};
use crate::online::elsewhere::Elsewhere;
use crate::online::host::{Host, HostCommand};
use crate::online::online_dialog::{OnlineAnswer, OnlineDraft, OnlineView, online_dialog};
use crate::online::session::OnlineCommand;
use crate::online::state::Online;
use crate::rest::Rest;
use crate::review::look_back::{DeskMessage, LookBack, LookBackView, RecordDesk};
use crate::review::reviewer::{Review, ReviewCommand};
use crate::trainer::deck::Deck;
use crate::trainer::drill::{Drill, TrainerCommand};
use crate::trainer::finder::Finder;
use crate::trainer::mistakes_tab::TrainerView;
use crate::trainer::wall_clock::WallClock;
use crate::turn::browse::{Browse, BrowseCommand};
use crate::turn::clock::ChessClock;
use crate::turn::game::{Game, GameCommand};
use crate::turn::new_game_dialog::{NewGameAnswer, new_game_dialog};
use crate::turn::setup::Setup;
use mancala_engine::Side;
use mancala_protocol::ids::GameId;

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
/// The pass's drawing of the screens, for what must be laid into egui's tree before them (the board's nodes,
/// which come first in reading order and in the keyboard's).
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct DrawScreens;

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
        .add_systems(
            Update,
            (open_dropped_records, super::toasts::toast_challenges),
        )
        .add_systems(
            EguiPrimaryContextPass,
            (
                style_screens,
                close_online_dialog_at_start,
                show_screens.in_set(DrawScreens),
                fit_board_camera,
            )
                .chain(),
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

/// What the screens show beside the game: everything a frame's `View` is made of, read only.
#[derive(SystemParam)]
pub(super) struct Shown<'w> {
    game: Res<'w, Game>,
    tutor: Res<'w, Tutor>,
    puzzles: Res<'w, Puzzles>,
    daily: Res<'w, DailyRecords>,
    stats: Res<'w, Stats>,
    today: Res<'w, Today>,
    clocks: Res<'w, ChessClock>,
    learning: Res<'w, Learning>,
    progress: Res<'w, LessonProgress>,
    browse: Res<'w, Browse>,
    review: Res<'w, Review>,
    history: Res<'w, History>,
    folders: Option<Res<'w, Folders>>,
    online: Res<'w, Online>,
    elsewhere: Res<'w, Elsewhere>,
    host: Res<'w, Host>,
    palette: Res<'w, Palette>,
    time: Res<'w, Time<Real>>,
    deck: Res<'w, Deck>,
    drill: Res<'w, Drill>,
    finder: Res<'w, Finder>,
    wall_clock: Res<'w, WallClock>,
    explorer: Res<'w, Explorer>,
    drawing: Res<'w, crate::board::scene::RelayDrawing>,
}

impl Shown<'_> {
    fn records(&self) -> Option<std::path::PathBuf> {
        self.folders
            .as_ref()
            .map(|folders| records_folder(&folders.data))
    }

    fn view<'a>(&'a self, texts: &'a Texts, toasts: &'a Toasts) -> View<'a> {
        View {
            texts,
            game: &self.game,
            tutor: &self.tutor,
            puzzles: &self.puzzles,
            daily: &self.daily,
            stats: &self.stats,
            today: self.today.0,
            notices_seen: &toasts.all,
            hint_colour: egui_colour(self.palette.hint_in_panel()),
            learning: &self.learning,
            progress: &self.progress,
            look_back: LookBackView {
                texts,
                game: &self.game,
                browse: &self.browse,
                review: &self.review,
                history: &self.history,
                records: self.records(),
                ratings: self.palette.ratings.map(egui_colour),
                warning: egui_colour(self.palette.warning),
                today: self.today.0,
            },
            clocks: &self.clocks,
            online: &self.online,
            elsewhere: &self.elsewhere,
            host: &self.host,
            now: self.time.elapsed_secs_f64(),
            trainer: TrainerView {
                deck: &self.deck,
                drill: &self.drill,
                finding: self.finder.remaining(),
                now: self.wall_clock.now(),
            },
            explorer: ExplorerView {
                explorer: &self.explorer,
                online: &self.online,
                off: explorer_off(
                    &self.game,
                    self.learning.active.is_some(),
                    self.drill.active.is_some(),
                ),
            },
            drawing: *self.drawing,
        }
    }
}

/// What a frame of the screens changes: where the player is, the drafts, the records' desk, the toasts and
/// notices, and what the board's side of the window learns from the frame.
#[derive(SystemParam)]
pub(super) struct ScreensState<'w> {
    screens: ResMut<'w, Screens>,
    draft: ResMut<'w, Draft>,
    online_draft: ResMut<'w, OnlineDraft>,
    desk: ResMut<'w, RecordDesk>,
    toasts: ResMut<'w, Toasts>,
    notices: ResMut<'w, Notices>,
    spots: Res<'w, PitSpots>,
    area: ResMut<'w, BoardArea>,
    callout_shown: ResMut<'w, CalloutShown>,
    rest: ResMut<'w, Rest>,
}

/// Where the player's choices leave the screens: one message stream per plugin that answers them.
#[derive(SystemParam)]
pub(super) struct Outbox<'w> {
    game: MessageWriter<'w, GameCommand>,
    tutor: MessageWriter<'w, TutorRequest>,
    learn: MessageWriter<'w, LearnCommand>,
    browse: MessageWriter<'w, BrowseCommand>,
    review: MessageWriter<'w, ReviewCommand>,
    online: MessageWriter<'w, OnlineCommand>,
    host: MessageWriter<'w, HostCommand>,
    trainer: MessageWriter<'w, TrainerCommand>,
    explorer: MessageWriter<'w, ExploreCommand>,
}

impl Outbox<'_> {
    /// Sends a choice to the plugin that answers it; gives back the choices the screens answer themselves.
    fn send(&mut self, choice: Choice) -> Option<Choice> {
        match choice {
            Choice::Game(command) => _ = self.game.write(command),
            Choice::Tutor(request) => _ = self.tutor.write(request),
            Choice::Learn(command) => _ = self.learn.write(command),
            Choice::Review => _ = self.review.write(ReviewCommand::ThisGame),
            Choice::Online(command) => _ = self.online.write(command),
            Choice::Host(command) => _ = self.host.write(command),
            Choice::Trainer(command) => _ = self.trainer.write(command),
            Choice::Explore(command) => _ = self.explorer.write(command),
            Choice::LookBack(LookBack::Browse(command)) => _ = self.browse.write(command),
            Choice::LookBack(LookBack::Review(command)) => _ = self.review.write(command),
            // Opened and closed by the screens as they drew.
            Choice::Open(_) | Choice::CloseDialog | Choice::ToggleDrawer => return None,
            Choice::Language(_) | Choice::DismissNotices | Choice::LookBack(_) => {
                return Some(choice);
            }
        };
        None
    }
}

/// The fonts and, from the pass after them, the style of the palette and the player's scale.
fn style_screens(
    mut contexts: EguiContexts,
    settings: Res<Settings>,
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
    Ok(())
}

/// An online game that begins (a friend joined, the queue found someone) closes the Play online dialog.
fn close_online_dialog_at_start(
    online: Res<Online>,
    mut screens: ResMut<Screens>,
    mut seen: Local<Option<GameId>>,
) {
    let game = online.game.as_ref().map(|game| game.id);
    if game.is_some() && game != *seen {
        if screens.dialog == Some(Dialog::Online) {
            screens.close();
        }
        *seen = game;
    }
}

/// A frame of the screens: drawn from what they show, their choices sent on.
pub(super) fn show_screens(
    mut contexts: EguiContexts,
    shown: Shown,
    mut state: ScreensState,
    mut outbox: Outbox,
    mut settings: ResMut<Settings>,
    mut texts: ResMut<Texts>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let now = shown.time.elapsed_secs();
    take_notices(
        &state.notices,
        &mut state.toasts,
        &mut state.desk,
        &texts,
        now,
    );
    // Edited in a copy, so that the settings change (and are saved) only when the player changes them.
    let mut edited = *settings;
    let drawn = draw_screens(
        ctx,
        &shown.view(&texts, &state.toasts),
        Frame {
            screens: &mut state.screens,
            draft: &mut state.draft.0,
            online_draft: &mut state.online_draft,
            settings: &mut edited,
            desk: &mut state.desk,
            toasts: &state.toasts,
            spots: &state.spots,
            now,
        },
    );
    state.area.0 = drawn.board;
    state.callout_shown.set_if_neq(CalloutShown(drawn.callout));
    if let Some(wait) = state.toasts.next_change(now) {
        state.rest.wake_in_seconds(wait);
    }
    settings.set_if_neq(edited);
    for choice in drawn.choices {
        if let Some(choice) = outbox.send(choice) {
            answer_here(choice, &shown, &mut state, &mut outbox, &mut texts);
        }
    }
    Ok(())
}

/// The choices the screens answer themselves: the language, the notices cleared, a record saved or opened.
fn answer_here(
    choice: Choice,
    shown: &Shown,
    state: &mut ScreensState,
    outbox: &mut Outbox,
    texts: &mut Texts,
) {
    match choice {
        Choice::Language(language) => *texts = Texts::new(language),
        Choice::DismissNotices => {
            state.notices.0.clear();
            state.toasts.clear();
            state.toasts.notices_taken = 0;
        }
        Choice::LookBack(LookBack::Save(record)) => {
            if let Some(folder) = shown.records() {
                state.desk.save(&folder, &record, texts);
            }
        }
        Choice::LookBack(LookBack::Open(path)) => {
            if let Some(record) = state.desk.open(&path, texts) {
                outbox.review.write(ReviewCommand::Record(record));
            }
        }
        _ => {}
    }
}

/// The board is drawn in what the bar and the drawer leave (egui's points include its zoom), within the size
/// the camera knows its target to have: in the frame a window is resized, the window already has its new size
/// and the camera's target still the old one, and a viewport larger than its target cannot be drawn.
fn fit_board_camera(
    mut contexts: EguiContexts,
    area: Res<BoardArea>,
    window: Single<&Window, With<PrimaryWindow>>,
    mut camera: Single<&mut Camera, With<BoardCamera>>,
) -> Result {
    let scale = contexts.ctx_mut()?.pixels_per_point();
    let board = area.0;
    let window_size = UVec2::new(window.physical_width(), window.physical_height());
    let limit = window_size.min(camera.physical_target_size().unwrap_or(window_size));
    let top = ((board.top() * scale).round() as u32).min(limit.y.saturating_sub(1));
    let size = UVec2::new(
        ((board.right() * scale).floor() as u32).min(limit.x).max(1),
        limit.y.saturating_sub(top).max(1),
    );
    let position = UVec2::new(0, top);
    let now = camera
        .viewport
        .as_ref()
        .map(|v| (v.physical_position, v.physical_size));
    if now != Some((position, size)) {
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
            let shown = dialog(ctx, "new game", 860.0, |ui| {
                new_game_dialog(
                    ui,
                    view.texts,
                    draft,
                    &view.stats.against_otto,
                    view.drawing,
                    focus,
                )
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
                elsewhere: view.elsewhere,
                host: view.host,
                setup: draft,
            };
            // The Play online screen is wide enough for a leaderboard beside a profile.
            let shown = dialog(ctx, "online", 760.0, |ui| {
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
            // New game next begins from the game in hand, wherever it was started (the welcome's Otto on Easy).
            Choice::Game(GameCommand::NewGame(setup)) => *draft = *setup,
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
            // A dialog taller than the window scrolls inside it rather than running off its edges.
            let most = ctx.content_rect().height() - 80.0;
            egui::ScrollArea::vertical()
                .max_height(most)
                .min_scrolled_height(most)
                .show(ui, contents)
                .inner
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
            if let Some(record) = desk.open(path_buf, &texts) {
                review.write(ReviewCommand::Record(record));
            }
            settings.panel_open = true;
            screens.tab = Tab::Moves;
        }
    }
}
