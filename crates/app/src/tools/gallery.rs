//! `mancala --gallery DIR`: renders the states a player sees to PNG files, one window after another, and checks
//! that each picture is a board. The shots are a table (`shots.rs`): how each game starts, the pits played, the
//! pit under the pointer, the moment it is taken at, the look and the window's size. At that moment the game's
//! clock is paused, so a sowing or a glow is caught where it is.
//!
//! The director goes through each shot in steps, one system a step: prepare the look, the window, the game and
//! the screens; begin (the server's words, the daily puzzle); play the moves and wait for the moment; shoot.

use std::path::PathBuf;

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::window::PrimaryWindow;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

use crate::board::cues::Hovered;
use crate::board::scene::Pit;
use crate::board::sowing::{Landed, Lifted, Stage};
use crate::daily::puzzles::{Puzzles, Today};
use crate::data::history::History;
use crate::data::settings::{Settings, Speed};
use crate::data::storage::{Notice, Notices};
use crate::explorer::lookup::Explorer;
use crate::frame::AppSystems;
use crate::learn::lessons::{LearnCommand, LessonProgress};
use crate::learn::tutor::{Tutor, TutorRequest};
use crate::look::palette::Palette;
use crate::online::elsewhere::Elsewhere;
use crate::online::online_dialog::OnlineDraft;
use crate::online::session::LineEvent;
use crate::online::state::Online;
use crate::rest::{keep_awake, step};
use crate::review::reviewer::{Review, ReviewCommand};
use crate::screens::navigation::{Screens, Tab};
use crate::screens::toasts::Toasts;
use crate::screens::view::Draft;
use crate::tools::board_check::{NotABoard, looks_like_a_board, looks_like_a_veiled_board};
use crate::trainer::deck::Deck;
use crate::trainer::drill::TrainerCommand;
use crate::trainer::wall_clock::WallClock;
use crate::turn::browse::BrowseCommand;
use crate::turn::game::{Game, GameCommand, Jumped, Phase, PlayPit, Redraw};
use crate::turn::setup::{First, Opponent, Setup};
use crate::turn::ways::{HoveredWay, PickedSquare, screen_move};
use crate::voice::board_tree::cell_id;
use mancala_engine::{Cell, Position};
use mancala_protocol::address::Address;

mod shots;

use shots::{Moment, SHOTS, Shot, Start, online_events};

/// Frames the board stays still before a settled shot: the window, the fonts and the panel have caught up.
const SETTLE_FRAMES: u32 = 25;
/// Frames between pausing the clock and the picture, for the paused frame to be drawn.
const PAUSED_FRAMES: u32 = 3;
/// Frames a still board is left before the director plays on it, asks for a review or for Teach me.
const STILL_FRAMES: u32 = 3;

/// Where the gallery is in its table.
#[derive(Resource, Debug)]
struct Director {
    folder: PathBuf,
    shot: usize,
    /// The shots taken: the table's first ones (all of them unless the command line asked for fewer).
    shots: usize,
    /// Frames in the current step.
    frames: u32,
    /// Seconds of game time since the step's event (a move shown, a capture begun, the last landing).
    since: Option<f32>,
    moves_left: Vec<u8>,
    failures: Vec<ShotError>,
    /// How far the shot's review has come.
    reviewing: Reviewing,
    /// The shot's Teach me, or its puzzle's answer, has been asked for.
    teaching: bool,
}

impl Director {
    fn shot(&self) -> Option<&'static Shot> {
        SHOTS[..self.shots].get(self.shot)
    }

    /// Moves on to `step` from the next frame, its frames counted from there.
    fn go(&mut self, next: &mut NextState<Step>, step: Step) {
        next.set(step);
        self.frames = 0;
    }
}

/// A reviewed shot's review: asked for once the sowings have landed, then, once every sowing is rated, the
/// position to look at shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reviewing {
    NotAsked,
    Asked,
    Shown,
}

/// The director's step in a shot: a state, so that a step begun in one frame runs from the next.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
enum Step {
    /// Set the look, the window and the game.
    #[default]
    Prepare,
    /// Wait for the game to begin (the daily puzzle may still be in the making).
    Begin,
    /// Play the scripted moves, then wait for the moment.
    Play,
    /// The clock is paused; the picture follows.
    Paused,
    /// The picture is being saved.
    Saving,
}

/// The gallery, writing its pictures into `folder`.
pub fn plugin(folder: PathBuf, shots: Option<usize>) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Director {
            folder: folder.clone(),
            shot: 0,
            shots: shots.unwrap_or(SHOTS.len()).min(SHOTS.len()),
            frames: 0,
            since: None,
            moves_left: Vec::new(),
            failures: Vec::new(),
            reviewing: Reviewing::NotAsked,
            teaching: false,
        })
        .init_state::<Step>()
        .add_systems(
            Update,
            (
                (
                    count_frame,
                    prepare.run_if(in_state(Step::Prepare)),
                    begin.run_if(in_state(Step::Begin)),
                    play.run_if(in_state(Step::Play)),
                    shoot.run_if(in_state(Step::Paused)),
                )
                    .chain()
                    .in_set(AppSystems::ReadInput),
                keep_awake.in_set(AppSystems::Show),
                point_at_pit.in_set(AppSystems::LayOut),
            ),
        )
        .add_systems(EguiPrimaryContextPass, focus_on_cell);
    }
}

fn count_frame(mut director: ResMut<Director>) {
    director.frames += 1;
}

/// The shot's look and window size; a window of a new size has every camera measure it again.
#[derive(SystemParam)]
struct Look<'w, 's> {
    settings: ResMut<'w, Settings>,
    window: Single<'w, 's, &'static mut Window, With<PrimaryWindow>>,
    cameras: Query<'w, 's, &'static mut Projection>,
}

impl Look<'_, '_> {
    fn set(&mut self, shot: &Shot) {
        let settings = Settings {
            theme: shot.theme,
            stones: shot.stones,
            panel_open: shot.panel,
            speed: Speed::Normal,
            reduce_motion: shot.reduce_motion,
            relay_store_right: shot.relay_store_right,
            ui_scale: shot.ui_scale,
            ..*self.settings
        };
        self.settings.set_if_neq(settings);
        let (width, height) = (shot.size.0 as f32, shot.size.1 as f32);
        if (self.window.width(), self.window.height()) != (width, height) {
            self.window.resolution.set(width, height);
            // Bevy learns of a window's new size from winit a frame later, and until then would draw the
            // window at its new size with cameras that know the old one. A changed projection has every
            // camera measure its window again in this frame.
            for mut projection in &mut self.cameras {
                projection.set_changed();
            }
        }
    }
}

/// How a shot's game is started: a command to the game, a position put in place, a lesson, or an online game
/// to come.
#[derive(SystemParam)]
struct Starter<'w> {
    game: ResMut<'w, Game>,
    commands: MessageWriter<'w, GameCommand>,
    jumped: MessageWriter<'w, Jumped>,
    redraw: MessageWriter<'w, Redraw>,
    learn: MessageWriter<'w, LearnCommand>,
    online: ResMut<'w, Online>,
    elsewhere: ResMut<'w, Elsewhere>,
    deck: ResMut<'w, Deck>,
    clock: Res<'w, WallClock>,
    trainer: MessageWriter<'w, TrainerCommand>,
    history: ResMut<'w, History>,
    stats: ResMut<'w, crate::data::stats::Stats>,
    study: ResMut<'w, crate::otto::study::Study>,
}

impl Starter<'_> {
    fn start(&mut self, shot: &Shot) {
        self.study.0 = None;
        match shot.start {
            Start::New { .. } | Start::Setup(_) => {
                let setup = shot.setup().expect("a new game's shot has a setup");
                self.commands.write(GameCommand::NewGame(setup));
            }
            Start::Position(text) => {
                let position: Position = text.parse().expect("the gallery's positions parse");
                let setup = Setup {
                    opponent: Opponent::Friend,
                    first: First::South,
                    pits: position.pits(),
                    seeds: 4,
                    clock: None,
                    rules: mancala_engine::KALAH,
                    fair: crate::turn::setup::Fairness::Usual,
                };
                *self.game = Game::from_position(setup, position);
                self.jumped.write(Jumped);
                self.redraw.write(Redraw);
            }
            Start::Daily => {}
            Start::Lesson(index) => _ = self.learn.write(LearnCommand::Start(index)),
            Start::Tip(index) => _ = self.learn.write(LearnCommand::ShowTip(index)),
            Start::Online(scene) => {
                // The board the player came from: a new game against Otto, until a game comes.
                self.commands.write(GameCommand::NewGame(Setup::default()));
                *self.online = Online::default();
                self.online.address = Address::parse("192.168.1.20:7878").ok();
                *self.elsewhere = Elsewhere::told(shots::games_elsewhere(scene));
            }
            Start::Explorer => {
                self.commands.write(GameCommand::NewGame(Setup {
                    opponent: Opponent::Friend,
                    ..Setup::default()
                }));
                *self.history = shots::explorer_history();
                *self.online = Online::default();
                self.online.address = Address::parse("192.168.1.20:7878").ok();
                self.online.me = Some(shots::explorer_seat());
                self.online.standings.explorer = Some(shots::explorer_online());
            }
            Start::OttoStudies => {
                let progress = crate::otto::study::StudyProgress::new(shots::STUDIED);
                self.study.0 = Some(std::sync::Arc::new(progress));
                self.commands.write(GameCommand::NewGame(shots::OWARE_HARD));
            }
            Start::AtMyLevel => {
                *self.stats = shots::at_my_level_stats();
                self.commands
                    .write(GameCommand::NewGame(shots::AT_MY_LEVEL));
            }
            Start::Mistakes { drill, .. } => {
                *self.online = Online::default();
                *self.deck = shots::mistakes_deck(self.clock.now());
                if drill {
                    self.trainer.write(TrainerCommand::Next);
                } else {
                    self.commands.write(GameCommand::NewGame(Setup::default()));
                }
            }
        }
    }
}

/// The screens as a shot opens them: the dialog and tab, the New game draft, the notices, no review open.
#[derive(SystemParam)]
struct ShotScreens<'w> {
    screens: ResMut<'w, Screens>,
    draft: ResMut<'w, Draft>,
    online_draft: ResMut<'w, OnlineDraft>,
    notices: ResMut<'w, Notices>,
    toasts: ResMut<'w, Toasts>,
    lessons: ResMut<'w, LessonProgress>,
    review: Res<'w, Review>,
    review_commands: MessageWriter<'w, ReviewCommand>,
}

impl ShotScreens<'_> {
    fn set(&mut self, shot: &Shot, first: bool) {
        if self.review.open.is_some() {
            self.review_commands.write(ReviewCommand::Close);
        }
        // The first picture is a first start, with the lessons offered; the others are not.
        self.lessons.offered = !first;
        *self.screens = Screens {
            dialog: shot.dialog,
            tab: shot.tab,
            focus_pending: shot.dialog.is_some(),
        };
        if let Some(setup) = shot.draft.or(shot.setup()) {
            self.draft.0 = setup;
        }
        self.online_draft.tab = shot.online_tab;
        self.notices.0.clear();
        *self.toasts = Toasts::default();
        if shot.notice {
            self.notices.0.push(Notice::CannotSave {
                file: PathBuf::from("/home/ada/.local/share/mancala/stats.ron"),
                why: "No space left on device (os error 28)".to_string(),
            });
        }
    }
}

fn prepare(
    mut director: ResMut<Director>,
    mut next: ResMut<NextState<Step>>,
    mut look: Look,
    mut starter: Starter,
    mut screens: ShotScreens,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(shot) = director.shot() else {
        finish(&director, &mut exit);
        return;
    };
    look.set(shot);
    starter.start(shot);
    screens.set(shot, director.shot == 0);
    director.moves_left = shot.moves.to_vec();
    director.reviewing = Reviewing::NotAsked;
    director.teaching = false;
    director.go(&mut next, Step::Begin);
}

fn begin(
    mut director: ResMut<Director>,
    mut next: ResMut<NextState<Step>>,
    mut line: MessageWriter<LineEvent>,
    mut commands: MessageWriter<GameCommand>,
    puzzles: Res<Puzzles>,
    today: Res<Today>,
) {
    let Some(shot) = director.shot() else {
        return;
    };
    match shot.start {
        // The server's words come once the new game is in place, so that it cannot replace theirs.
        Start::Online(_) if director.frames < 3 => return,
        Start::Online(scene) => {
            line.write_batch(online_events(scene).into_iter().map(LineEvent));
        }
        Start::Daily => {
            let Some(puzzle) = puzzles.of(today.0) else {
                return;
            };
            commands.write(GameCommand::Puzzle(puzzle.date, puzzle.position));
        }
        _ => {}
    }
    director.since = None;
    director.go(&mut next, Step::Play);
}

/// What the game and its animation say this frame, as the director waits on them.
#[derive(SystemParam)]
struct Board<'w, 's> {
    phase: Res<'w, State<Phase>>,
    lifted: MessageReader<'w, 's, Lifted>,
    landed: MessageReader<'w, 's, Landed>,
}

impl Board<'_, '_> {
    /// The board waits for the player, or the game is over.
    fn still(&self) -> bool {
        matches!(self.phase.get(), Phase::PersonToMove | Phase::Over)
    }

    /// This frame began the moment's event: a capture's first stone lifted, or the sowing's last landed.
    fn event(&mut self, moment: Moment) -> bool {
        let capturing = self.lifted.read().any(|lift| lift.stage == Stage::Captured);
        let last_landed = self.landed.read().any(|landing| landing.last);
        match moment {
            Moment::Capturing(_) => capturing,
            Moment::Landed(_) => last_landed,
            Moment::Settled | Moment::Sowing(_) => false,
        }
    }
}

/// The review and Teach me, asked for and waited on after a shot's moves.
#[derive(SystemParam)]
struct Asking<'w> {
    game: Res<'w, Game>,
    review: Res<'w, Review>,
    review_commands: MessageWriter<'w, ReviewCommand>,
    browse: MessageWriter<'w, BrowseCommand>,
    tutor: Res<'w, Tutor>,
    requests: MessageWriter<'w, TutorRequest>,
}

impl Asking<'_> {
    /// Reviewed once the sowings have landed, looked at once every sowing is rated: whether it has been.
    fn reviewed(&mut self, director: &mut Director, ply: usize, still: bool) -> bool {
        match director.reviewing {
            Reviewing::NotAsked if still && director.frames > STILL_FRAMES => {
                self.review_commands.write(ReviewCommand::ThisGame);
                director.reviewing = Reviewing::Asked;
                false
            }
            Reviewing::Asked if self.review.open.as_ref().is_some_and(|r| r.is_done()) => {
                self.browse.write(BrowseCommand::To(ply));
                director.reviewing = Reviewing::Shown;
                director.frames = 0;
                false
            }
            Reviewing::Shown => true,
            Reviewing::NotAsked | Reviewing::Asked => false,
        }
    }

    /// Teach me asked for on a still board, then its answer waited for: whether it is shown.
    fn taught(&mut self, director: &mut Director, still: bool) -> bool {
        if !director.teaching {
            if still && director.frames > STILL_FRAMES {
                self.requests.write(TutorRequest::TeachMe);
                director.teaching = true;
                director.frames = 0;
            }
            return false;
        }
        if self.tutor.hint_for(&self.game.position).is_none() {
            director.frames = 0;
            return false;
        }
        true
    }
}

fn play(
    mut director: ResMut<Director>,
    mut next: ResMut<NextState<Step>>,
    mut time: ResMut<Time<Virtual>>,
    mut board: Board,
    mut asking: Asking,
    mut intents: MessageWriter<PlayPit>,
    mut screens: ResMut<Screens>,
    mut trainer: MessageWriter<TrainerCommand>,
    explorer: Res<Explorer>,
) {
    let Some(shot) = director.shot() else {
        return;
    };
    // A game the server gives closes the Play online dialog, as it should for a player; the shot wants it
    // open over the game (the player's games listed beside the one on the board).
    if shot.dialog.is_some() && screens.dialog != shot.dialog {
        screens.dialog = shot.dialog;
    }
    // The moment is counted in the animation's own steps.
    let delta = step(&*time);
    if let Some(since) = director.since.as_mut() {
        *since += delta;
    }
    let still = board.still();
    let event = board.event(shot.moment);
    if !director.moves_left.is_empty() {
        if still && director.frames > STILL_FRAMES {
            intents.write(PlayPit(director.moves_left.remove(0)));
            director.frames = 0;
            if director.moves_left.is_empty() && matches!(shot.moment, Moment::Sowing(_)) {
                director.since = Some(0.0);
            }
        }
        return;
    }
    if let Some(ply) = shot.review
        && !asking.reviewed(&mut director, ply, still)
    {
        return;
    }
    if shot.teach && !asking.taught(&mut director, still) {
        return;
    }
    if shot.tab == Tab::Explorer && explorer.lines.is_none() {
        return;
    }
    if matches!(shot.start, Start::Mistakes { answer: true, .. }) && !director.teaching {
        if still && director.frames > STILL_FRAMES {
            trainer.write(TrainerCommand::ShowAnswer);
            director.teaching = true;
            director.frames = 0;
        }
        return;
    }
    if event && director.since.is_none() {
        director.since = Some(0.0);
    }
    let ready = match shot.moment {
        Moment::Settled => still && director.frames >= SETTLE_FRAMES,
        Moment::Sowing(after) | Moment::Capturing(after) | Moment::Landed(after) => {
            director.since.is_some_and(|since| since >= after)
        }
    };
    if ready {
        time.pause();
        director.go(&mut next, Step::Paused);
    }
}

/// The picture, once the paused frame is drawn: saved and checked, and the next shot prepared.
fn shoot(
    mut commands: Commands,
    mut director: ResMut<Director>,
    mut next: ResMut<NextState<Step>>,
) {
    let Some(shot) = director.shot() else {
        return;
    };
    if director.frames < PAUSED_FRAMES {
        return;
    }
    director.go(&mut next, Step::Saving);
    let path = director.folder.join(format!("{}.png", shot.file));
    let palette = Palette::of(shot.theme, shot.stones);
    // A dialog dims the board behind it (the first shot is the welcome's).
    let veiled = shot.dialog.is_some() || director.shot == 0;
    commands.spawn(Screenshot::primary_window()).observe(
        move |captured: On<ScreenshotCaptured>,
              mut director: ResMut<Director>,
              mut next: ResMut<NextState<Step>>,
              mut time: ResMut<Time<Virtual>>| {
            if let Err(failure) = save_and_check(&captured, &path, &palette, veiled) {
                error!("{failure}");
                director.failures.push(failure);
            } else {
                info!("gallery: {}", path.display());
            }
            time.unpause();
            director.shot += 1;
            director.go(&mut next, Step::Prepare);
        },
    );
}

/// The shot's pit under the pointer, whatever the real pointer does: in Ô ăn quan its hover is a move, the
/// square's half that sows it that way; and the square a digit key picked.
fn point_at_pit(
    director: Res<Director>,
    game: Res<Game>,
    mut hovered: ResMut<Hovered>,
    mut way: ResMut<HoveredWay>,
    mut picked: ResMut<PickedSquare>,
) {
    // A shot with the keyboard's focus on a pit shows that pit's preview, set by the board's tree.
    let Some(shot) = director.shot().filter(|shot| shot.focus.is_none()) else {
        return;
    };
    let side = game.position.to_move();
    let rules = game.position.rules();
    let pit = shot.hover.map(|mv| Pit {
        side,
        index: rules.pit_of(mv),
    });
    hovered.set_if_neq(Hovered(pit));
    let shown_way = shot.hover.and_then(|mv| screen_move(rules, side, mv).1);
    way.set_if_neq(HoveredWay(shown_way));
    picked.set_if_neq(PickedSquare(shot.picked));
}

/// The keyboard's focus on the shot's node of the board, as Tab would put it there; let go for the next shot.
fn focus_on_cell(
    director: Res<Director>,
    game: Res<Game>,
    mut contexts: EguiContexts,
    mut focused: Local<Option<egui::Id>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let side = game.position.to_move();
    let rules = game.position.rules();
    let wanted = director.shot().and_then(|shot| shot.focus).map(|mv| {
        let (pit, way) = screen_move(rules, side, mv);
        cell_id(Cell::Pit { side, pit }, way)
    });
    if let Some(id) = focused.filter(|&id| Some(id) != wanted) {
        ctx.memory_mut(|memory| memory.surrender_focus(id));
    }
    if let Some(id) = wanted {
        ctx.memory_mut(|memory| memory.request_focus(id));
    }
    *focused = wanted;
    Ok(())
}

fn finish(director: &Director, exit: &mut MessageWriter<AppExit>) {
    if director.failures.is_empty() {
        info!(
            "gallery: {} pictures in {}",
            director.shots,
            director.folder.display()
        );
        exit.write(AppExit::Success);
    } else {
        for failure in &director.failures {
            error!("gallery: {failure}");
        }
        exit.write(AppExit::error());
    }
}

fn save_and_check(
    captured: &ScreenshotCaptured,
    path: &PathBuf,
    palette: &Palette,
    veiled: bool,
) -> Result<(), ShotError> {
    let image = captured
        .image
        .clone()
        .try_into_dynamic()
        .map_err(|e| ShotError::Image {
            shot: path.clone(),
            why: e.to_string(),
        })?
        .to_rgb8();
    // Saved before it is judged, so that a shot that is not a board can be looked at.
    image.save(path).map_err(|why| ShotError::Save {
        shot: path.clone(),
        why: Box::new(why),
    })?;
    let pixels = image.pixels().map(|p| p.0);
    if veiled {
        looks_like_a_veiled_board(pixels, palette)
    } else {
        looks_like_a_board(pixels, palette)
    }
    .map_err(|why| ShotError::NotABoard {
        shot: path.clone(),
        why,
    })
}

/// Why a shot of the gallery failed: the run goes on, and ends with every failure said and an error status.
#[derive(Debug, thiserror::Error)]
pub enum ShotError {
    #[error("{}: {why}", shot.display())]
    Image { shot: PathBuf, why: String },
    #[error("{} is not a board: {why}", shot.display())]
    NotABoard { shot: PathBuf, why: NotABoard },
    #[error("cannot save {}: {why}", shot.display())]
    Save {
        shot: PathBuf,
        why: Box<dyn std::error::Error + Send + Sync>,
    },
}
