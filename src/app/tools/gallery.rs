//! `mancala --gallery DIR`: renders the states a player sees to PNG files, one window after another, and checks
//! that each picture is a board. The shots are a table: how each game starts, the pits played, the pit under
//! the pointer, the moment it is taken at, the look and the window's size. At that moment the game's clock is
//! paused, so a sowing or a glow is caught where it is.

use std::path::PathBuf;

use bevy::prelude::*;
use bevy::render::view::screenshot::{Screenshot, ScreenshotCaptured};
use bevy::window::PrimaryWindow;

use crate::app::board::cues::Hovered;
use crate::app::board::scene::Pit;
use crate::app::board::sowing::{Landed, Lifted, Stage};
use crate::app::daily::puzzles::{Puzzles, Today};
use crate::app::data::settings::{Settings, Speed};
use crate::app::data::storage::{Notice, Notices};
use crate::app::frame::AppSystems;
use crate::app::learn::lessons::{LearnCommand, LessonProgress};
use crate::app::learn::tutor::{Tutor, TutorRequest};
use crate::app::look::palette::{Palette, StoneColours, Theme};
use crate::app::online::session::{LineEvent, Online};
use crate::app::rest::{keep_awake, step};
use crate::app::review::reviewer::{Review, ReviewCommand};
use crate::app::screens::navigation::{Dialog, Screens, Tab};
use crate::app::screens::toasts::Toasts;
use crate::app::screens::view::Draft;
use crate::app::tools::board_check::{NotABoard, looks_like_a_board, looks_like_a_veiled_board};
use crate::app::turn::browse::BrowseCommand;
use crate::app::turn::game::{Game, GameCommand, Jumped, Phase, PlayPit, Redraw};
use crate::app::turn::setup::{First, Opponent, Setup};
use crate::engine::{BySide, Level, Position, Side, TimeControl};
use crate::server::client::{Address, Event, Link};
use crate::server::ids::{GameId, JoinCode, PlayerId};
use crate::server::protocol::{Clocks, Control, Outcome, Reason, Reply, Seat};

mod shots;

use shots::{Moment, SHOTS, Start, online_events};

/// Frames the board stays still before a settled shot: the window, the fonts and the panel have caught up.
const SETTLE_FRAMES: u32 = 25;
/// Frames between pausing the clock and the picture, for the paused frame to be drawn.
const PAUSED_FRAMES: u32 = 3;

/// Where the gallery is in its table.
#[derive(Resource, Debug)]
struct Director {
    folder: PathBuf,
    shot: usize,
    step: Step,
    /// Frames in the current step.
    frames: u32,
    /// Seconds of game time since the step's event (a move shown, a capture begun, the last landing).
    since: Option<f32>,
    moves_left: Vec<u8>,
    failures: Vec<ShotError>,
    /// How far the shot's review has come.
    reviewing: Reviewing,
    /// The shot's Teach me has been asked for.
    teaching: bool,
}

/// A reviewed shot's review: asked for once the sowings have landed, then, once every sowing is rated, the
/// position to look at shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Reviewing {
    NotAsked,
    Asked,
    Shown,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// Set the look, the window and the game.
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
pub fn plugin(folder: PathBuf) -> impl Fn(&mut App) {
    move |app: &mut App| {
        app.insert_resource(Director {
            folder: folder.clone(),
            shot: 0,
            step: Step::Prepare,
            frames: 0,
            since: None,
            moves_left: Vec::new(),
            failures: Vec::new(),
            reviewing: Reviewing::NotAsked,
            teaching: false,
        })
        .add_systems(
            Update,
            (
                direct.in_set(AppSystems::ReadInput),
                keep_awake.in_set(AppSystems::Show),
                point_at_pit.in_set(AppSystems::LayOut),
            ),
        );
    }
}

fn direct(
    mut commands: Commands,
    mut director: ResMut<Director>,
    mut settings: ResMut<Settings>,
    mut window: Single<&mut Window, With<PrimaryWindow>>,
    mut game: ResMut<Game>,
    mut time: ResMut<Time<Virtual>>,
    phase: Res<State<Phase>>,
    puzzles: Res<Puzzles>,
    today: Res<Today>,
    (mut jumped, mut game_commands, mut intents): (
        (MessageWriter<Jumped>, MessageWriter<Redraw>),
        MessageWriter<GameCommand>,
        MessageWriter<PlayPit>,
    ),
    (mut lifted, mut landed): (MessageReader<Lifted>, MessageReader<Landed>),
    mut exit: MessageWriter<AppExit>,
    mut cameras: Query<&mut Projection>,
    (mut lessons, mut learn, mut online, mut line): (
        ResMut<LessonProgress>,
        MessageWriter<LearnCommand>,
        ResMut<Online>,
        MessageWriter<LineEvent>,
    ),
    (review, mut review_commands, mut browse): (
        Res<Review>,
        MessageWriter<ReviewCommand>,
        MessageWriter<BrowseCommand>,
    ),
    (mut screens, mut draft, mut notices, mut toasts, mut teach): (
        ResMut<Screens>,
        ResMut<Draft>,
        ResMut<Notices>,
        ResMut<Toasts>,
        (MessageWriter<TutorRequest>, Res<Tutor>),
    ),
) {
    director.frames += 1;
    let Some(shot) = SHOTS.get(director.shot) else {
        finish(&director, &mut exit);
        return;
    };
    let still = matches!(phase.get(), Phase::PersonToMove | Phase::Over);
    let capturing = lifted.read().any(|lift| lift.stage == Stage::Captured);
    let last_landed = landed.read().any(|landing| landing.last);
    match director.step {
        Step::Prepare => {
            if review.open.is_some() {
                review_commands.write(ReviewCommand::Close);
            }
            // The first picture is a first start, with the lessons offered; the others are not.
            lessons.offered = director.shot > 0;
            settings.set_if_neq(Settings {
                theme: shot.theme,
                stones: shot.stones,
                panel_open: shot.panel,
                speed: Speed::Normal,
                reduce_motion: shot.reduce_motion,
                ui_scale: shot.ui_scale,
                ..*settings
            });
            let (width, height) = shot.size;
            if (window.width(), window.height()) != (width as f32, height as f32) {
                window.resolution.set(width as f32, height as f32);
                // Bevy learns of a window's new size from winit a frame later, and until then would draw the
                // window at its new size with cameras that know the old one. A changed projection has every
                // camera measure its window again in this frame.
                for mut projection in &mut cameras {
                    projection.set_changed();
                }
            }
            match shot.start {
                Start::New { opponent, seeds } => {
                    game_commands.write(GameCommand::NewGame(Setup {
                        opponent,
                        first: First::South,
                        pits: 6,
                        seeds,
                        clock: shot.clock,
                        rules: crate::engine::KALAH,
                    }));
                }
                Start::Setup(setup) => {
                    game_commands.write(GameCommand::NewGame(setup));
                }
                Start::Position(text) => {
                    let position: Position = text.parse().expect("the gallery's positions parse");
                    let setup = Setup {
                        opponent: Opponent::Friend,
                        first: First::South,
                        pits: position.pits(),
                        seeds: 4,
                        clock: None,
                        rules: crate::engine::KALAH,
                    };
                    *game = Game::from_position(setup, position);
                    jumped.0.write(Jumped);
                    jumped.1.write(Redraw);
                }
                Start::Daily => {}
                Start::Lesson(index) => {
                    learn.write(LearnCommand::Start(index));
                }
                Start::Tip(index) => {
                    learn.write(LearnCommand::ShowTip(index));
                }
                Start::Online(_) => {
                    // The board the player came from: a new game against Otto, until a game comes.
                    game_commands.write(GameCommand::NewGame(Setup::default()));
                    *online = Online::default();
                    online.address = Address::parse("192.168.1.20:7878").ok();
                }
            }
            *screens = Screens {
                dialog: shot.dialog,
                tab: shot.tab,
                focus_pending: shot.dialog.is_some(),
            };
            if let Some(setup) = shot.draft {
                draft.0 = setup;
            } else if let Start::New { opponent, seeds } = shot.start {
                draft.0 = Setup {
                    opponent,
                    first: First::South,
                    pits: 6,
                    seeds,
                    clock: shot.clock,
                    rules: crate::engine::KALAH,
                };
            }
            notices.0.clear();
            *toasts = Toasts::default();
            if shot.notice {
                notices.0.push(Notice::CannotSave {
                    file: PathBuf::from("/home/ada/.local/share/mancala/stats.ron"),
                    why: "No space left on device (os error 28)".to_string(),
                });
            }
            director.moves_left = shot.moves.to_vec();
            director.reviewing = Reviewing::NotAsked;
            director.teaching = false;
            director.step = Step::Begin;
            director.frames = 0;
        }
        Step::Begin => {
            // The server's words come once the new game is in place, so that it cannot replace theirs.
            if let Start::Online(scene) = shot.start {
                if director.frames < 3 {
                    return;
                }
                for event in online_events(scene) {
                    line.write(LineEvent(event));
                }
            }
            if let Start::Daily = shot.start {
                let Some(puzzle) = puzzles.of(today.0) else {
                    return;
                };
                game_commands.write(GameCommand::Puzzle(puzzle.date, puzzle.position));
            }
            director.step = Step::Play;
            director.frames = 0;
            director.since = None;
        }
        Step::Play => {
            // The moment is counted in the animation's own steps.
            let delta = step(&*time);
            if let Some(since) = director.since.as_mut() {
                *since += delta;
            }
            if still && director.frames > 3 && !director.moves_left.is_empty() {
                let pit = director.moves_left.remove(0);
                intents.write(PlayPit(pit));
                director.frames = 0;
                if director.moves_left.is_empty() && matches!(shot.moment, Moment::Sowing(_)) {
                    director.since = Some(0.0);
                }
                return;
            }
            if !director.moves_left.is_empty() {
                return;
            }
            if let Some(ply) = shot.review {
                // Reviewed once the sowings have landed; looked at once every sowing is rated.
                match director.reviewing {
                    Reviewing::NotAsked if still && director.frames > 3 => {
                        review_commands.write(ReviewCommand::ThisGame);
                        director.reviewing = Reviewing::Asked;
                        return;
                    }
                    Reviewing::Asked if review.open.as_ref().is_some_and(|r| r.is_done()) => {
                        browse.write(BrowseCommand::To(ply));
                        director.reviewing = Reviewing::Shown;
                        director.frames = 0;
                        return;
                    }
                    Reviewing::Shown => {}
                    _ => return,
                }
            }
            if shot.teach {
                if !director.teaching {
                    if !(still && director.frames > 3) {
                        return;
                    }
                    teach.0.write(TutorRequest::TeachMe);
                    director.teaching = true;
                    director.frames = 0;
                    return;
                }
                if teach.1.hint_for(&game.position).is_none() {
                    director.frames = 0;
                    return;
                }
            }
            let event = match shot.moment {
                Moment::Capturing(_) => capturing,
                Moment::Landed(_) => last_landed,
                _ => false,
            };
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
                director.step = Step::Paused;
                director.frames = 0;
            }
        }
        Step::Paused => {
            if director.frames < PAUSED_FRAMES {
                return;
            }
            director.step = Step::Saving;
            let path = director.folder.join(format!("{}.png", shot.file));
            let palette = Palette::of(shot.theme, shot.stones);
            // A dialog dims the board behind it (the first shot is the welcome's).
            let veiled = shot.dialog.is_some() || director.shot == 0;
            commands.spawn(Screenshot::primary_window()).observe(
                move |captured: On<ScreenshotCaptured>,
                      mut director: ResMut<Director>,
                      mut time: ResMut<Time<Virtual>>| {
                    if let Err(failure) = save_and_check(&captured, &path, &palette, veiled) {
                        error!("{failure}");
                        director.failures.push(failure);
                    } else {
                        info!("gallery: {}", path.display());
                    }
                    time.unpause();
                    director.shot += 1;
                    director.step = Step::Prepare;
                    director.frames = 0;
                },
            );
        }
        Step::Saving => {}
    }
}

/// The shot's pit under the pointer, whatever the real pointer does.
fn point_at_pit(director: Res<Director>, game: Res<Game>, mut hovered: ResMut<Hovered>) {
    let Some(shot) = SHOTS.get(director.shot) else {
        return;
    };
    let pit = shot.hover.map(|index| Pit {
        side: game.position.to_move(),
        index,
    });
    hovered.set_if_neq(Hovered(pit));
}

fn finish(director: &Director, exit: &mut MessageWriter<AppExit>) {
    if director.failures.is_empty() {
        info!(
            "gallery: {} pictures in {}",
            SHOTS.len(),
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
    let pixels = image.pixels().map(|p| p.0);
    if veiled {
        looks_like_a_veiled_board(pixels, palette)
    } else {
        looks_like_a_board(pixels, palette)
    }
    .map_err(|why| ShotError::NotABoard {
        shot: path.clone(),
        why,
    })?;
    image.save(path).map_err(|why| ShotError::Save {
        shot: path.clone(),
        why: Box::new(why),
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
