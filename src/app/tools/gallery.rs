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

/// Frames the board stays still before a settled shot: the window, the fonts and the panel have caught up.
const SETTLE_FRAMES: u32 = 25;
/// Frames between pausing the clock and the picture, for the paused frame to be drawn.
const PAUSED_FRAMES: u32 = 3;

/// How a shot's game begins.
#[derive(Clone, Copy, Debug)]
enum Start {
    /// A new game against Otto or between two people, with this many seeds a pit; South moves first.
    New {
        opponent: Opponent,
        seeds: u8,
    },
    /// Two people, from this position.
    Position(&'static str),
    /// A new game from this setup (Congklak, both starting together).
    Setup(Setup),
    /// The daily puzzle of the day.
    Daily,
    /// A lesson (by its index), or a tip of the guide shown.
    Lesson(usize),
    Tip(usize),
    /// Online play, as the replies of a server leave it.
    Online(OnlineScene),
}

/// What an online shot shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum OnlineScene {
    /// A private game made: its code and line to give, in the Play online dialog.
    Waiting,
    /// A ranked 3+2 game under way, the opponent to move.
    Playing,
    /// The same game with the line down and a retry coming.
    Reconnecting,
    /// The end, the opponent asking for a rematch.
    Over,
}

const ONLINE_WAITING: Start = Start::Online(OnlineScene::Waiting);
const ONLINE_PLAYING: Start = Start::Online(OnlineScene::Playing);
const ONLINE_RETRYING: Start = Start::Online(OnlineScene::Reconnecting);
const ONLINE_OVER: Start = Start::Online(OnlineScene::Over);

/// The replies a server sends for `scene` (Ada plays Bo), and the line's state.
fn online_events(scene: OnlineScene) -> Vec<Event> {
    let id = |text: &str| text.parse::<PlayerId>().expect("a player id");
    let game = "0000000000000002".parse::<GameId>().expect("a game id");
    let seat = |player: &str, name: &str, rating| Seat {
        id: id(player),
        name: name.to_string(),
        rating,
    };
    let mut events = vec![
        Event::Link(Link::Online),
        Event::Reply(Reply::Welcome {
            player: id("00000000000000a1"),
            name: "Ada".to_string(),
            rating: 1234,
            token: None,
        }),
        Event::Reply(Reply::Profile {
            player: seat("00000000000000a1", "Ada", 1234),
            games: 17,
            recent: Vec::new(),
        }),
    ];
    let (start, moves, clocks) = match scene {
        OnlineScene::Waiting => {
            events.push(Event::Reply(Reply::Created {
                game: "0000000000000001".parse().expect("a game id"),
                code: JoinCode::typed("K7QH2MX9PA").expect("a code"),
                expires: 0,
            }));
            return events;
        }
        OnlineScene::Playing | OnlineScene::Reconnecting => (
            "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S",
            vec![3, 1, 2, 6],
            Clocks {
                left_ms: BySide::new(151_000, 97_400),
                running: Some(Side::North),
            },
        ),
        OnlineScene::Over => (
            BEFORE_THE_END,
            Vec::new(),
            Clocks {
                left_ms: BySide::new(64_000, 41_000),
                running: Some(Side::South),
            },
        ),
    };
    events.push(Event::Reply(Reply::Game {
        game,
        you: Side::South,
        seats: BySide::new(
            seat("00000000000000a1", "Ada", 1234),
            seat("00000000000000b2", "Bo", 1251),
        ),
        control: Control::Blitz,
        ranked: true,
        start: start.to_string(),
        moves,
        position: String::new(),
        clocks,
    }));
    match scene {
        OnlineScene::Reconnecting => events.push(Event::Link(Link::Retrying {
            attempt: 2,
            wait: std::time::Duration::from_secs(2),
            why: "the server closed the line".to_string(),
        })),
        OnlineScene::Over => {
            // South's last seed ends the game; the server tells it, the end, and Bo's wish.
            events.push(Event::Reply(Reply::Moved {
                game,
                ply: 0,
                pit: 6,
                by: Side::South,
                position: String::new(),
                clocks,
            }));
            events.push(Event::Reply(Reply::Over {
                game,
                result: Outcome {
                    winner: Some(Side::South),
                    reason: Reason::Board,
                    score: BySide::new(22, 19),
                    ratings: Some(BySide::new(1250, 1235)),
                },
            }));
            events.push(Event::Reply(Reply::RematchOffered {
                game,
                by: Side::North,
            }));
        }
        _ => {}
    }
    events
}

/// When the picture is taken.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Moment {
    /// When everything has come to rest.
    Settled,
    /// This long after the last scripted move began to be shown.
    Sowing(f32),
    /// This long after the first stone of a capture leaves its pit.
    Capturing(f32),
    /// This long after the sowing's last stone lands.
    Landed(f32),
}

struct Shot {
    file: &'static str,
    start: Start,
    moves: &'static [u8],
    hover: Option<u8>,
    moment: Moment,
    theme: Theme,
    stones: StoneColours,
    size: (u32, u32),
    panel: bool,
    reduce_motion: bool,
    ui_scale: u16,
    /// A clock for a new game between two people.
    clock: Option<TimeControl>,
    /// Review the game after the moves, and look at the position after this many sowings.
    review: Option<usize>,
    /// The dialog open over the board, and the drawer's tab.
    dialog: Option<Dialog>,
    tab: Tab,
    /// The New game dialog's draft, where it is not the game's own setup.
    draft: Option<Setup>,
    /// A notice of a file that could not be saved, just arrived.
    notice: bool,
    /// Teach me asked for after the moves, and its answer shown.
    teach: bool,
}

const OTTO: Opponent = Opponent::Computer(Level::Medium);
const FRIENDS: Opponent = Opponent::Friend;

const fn shot(file: &'static str, start: Start) -> Shot {
    Shot {
        file,
        start,
        moves: &[],
        hover: None,
        moment: Moment::Settled,
        theme: Theme::Light,
        stones: StoneColours::Jewels,
        size: (1280, 800),
        panel: true,
        reduce_motion: false,
        ui_scale: 100,
        clock: None,
        review: None,
        dialog: None,
        tab: Tab::Moves,
        draft: None,
        notice: false,
        teach: false,
    }
}

const fn new(opponent: Opponent, seeds: u8) -> Start {
    Start::New { opponent, seeds }
}

/// A position in which South's pit 1 sows its last seed into the empty pit 5 and captures the 9 seeds opposite.
const BEFORE_CAPTURE: &str = "4,4,4,4,0,3,5,4,9,2,3,4,1,6 S";
/// South's last seed: an extra turn that empties South's row and ends the game.
const BEFORE_THE_END: &str = "0,0,0,0,0,1,21,1,3,0,2,0,1,12 S";

/// A short game between two people that ends with a blunder or two, for the review's picture.
const REVIEWED_GAME: &[u8] = &[3, 6, 1, 2, 4, 5, 6, 1, 3, 2];

/// Oware: South's pit 3 sows into North's pits 1 to 3, which come to hold 2, 3 and 2: a chain of 7 seeds.
const OWARE_CHAIN: &str = "3,5,6,2,1,4,6,1,2,1,4,6,2,5 S oware";
/// Congklak's usual start: South's hole 2 relays once from North's hole 1 and captures the 8 across.
const CONGKLAK_START: &str = "7,7,7,7,7,7,7,0,7,7,7,7,7,7,7,0 S congklak";
/// A later round of Congklak: North could fill three holes, South all but one; the burnt ones are marked.
const CONGKLAK_BURNT: &str = "x,7,7,7,7,7,7,8,x,x,x,x,7,7,7,2 S congklak";

/// A round of Congklak just over: Bottom 60, Top 38, who can fill only five holes of the next round.
const CONGKLAK_ROUND_OVER: &str = "0,0,0,0,0,0,0,60,0,0,0,0,0,0,0,38 S congklak";
/// A round after which Top cannot fill a single hole: the match is over.
const CONGKLAK_MATCH_OVER: &str = "0,0,0,0,0,0,0,93,0,0,0,0,0,0,0,5 S congklak";

/// Two people starting a round of Congklak together.
const CONGKLAK_TOGETHER: Setup = Setup {
    opponent: Opponent::Friend,
    first: First::Together,
    pits: 7,
    seeds: 7,
    clock: None,
    rules: crate::engine::CONGKLAK,
};

/// A game of Congklak against Otto, as the New game dialog shows it chosen.
const CONGKLAK_DRAFT: Setup = Setup {
    opponent: Opponent::Computer(crate::engine::Level::Medium),
    first: First::Together,
    pits: 7,
    seeds: 7,
    clock: None,
    rules: crate::engine::CONGKLAK,
};

/// Two people with a clock and a house rule: the New game dialog opens its More options by itself.
const FRIENDS_WITH_MORE: Setup = Setup {
    opponent: Opponent::Friend,
    first: First::South,
    pits: 6,
    seeds: 5,
    clock: Some(TimeControl {
        minutes: 5,
        increment: 5,
    }),
    rules: crate::engine::Rules {
        empty_capture: true,
        ..crate::engine::KALAH
    },
};

const SHOTS: [Shot; 51] = [
    // The first start: the welcome over the board.
    shot("01-welcome", new(OTTO, 4)),
    Shot {
        hover: Some(3),
        ..shot("02-hover-preview", new(OTTO, 4))
    },
    Shot {
        moves: &[2],
        moment: Moment::Sowing(0.42),
        ..shot("03-mid-sowing", new(FRIENDS, 4))
    },
    Shot {
        moves: &[1],
        moment: Moment::Capturing(0.12),
        ..shot("04-capture", Start::Position(BEFORE_CAPTURE))
    },
    Shot {
        moves: &[3],
        moment: Moment::Landed(0.18),
        ..shot("05-extra-turn", new(FRIENDS, 4))
    },
    Shot {
        moves: &[6],
        ..shot("06-game-over", Start::Position(BEFORE_THE_END))
    },
    shot("07-ten-seeds", new(FRIENDS, 10)),
    shot("08-daily-puzzle", Start::Daily),
    Shot {
        size: (900, 700),
        ..shot("09-window-900x700", new(OTTO, 4))
    },
    Shot {
        size: (800, 600),
        panel: false,
        ..shot("10-panel-hidden-800x600", new(OTTO, 4))
    },
    Shot {
        theme: Theme::Dark,
        moves: &[3, 1],
        ..shot("11-theme-dark", new(FRIENDS, 4))
    },
    Shot {
        theme: Theme::HighContrast,
        moves: &[3, 1],
        hover: Some(2),
        ..shot("12-theme-high-contrast", new(FRIENDS, 4))
    },
    Shot {
        stones: StoneColours::ColourBlindSafe,
        moves: &[3, 1],
        hover: Some(2),
        ..shot("13-colour-blind-stones", new(FRIENDS, 4))
    },
    Shot {
        theme: Theme::Dark,
        stones: StoneColours::ColourBlindSafe,
        ..shot("14-dark-colour-blind-ten-seeds", new(FRIENDS, 10))
    },
    Shot {
        moves: &[2],
        moment: Moment::Sowing(0.42),
        reduce_motion: true,
        ..shot("15-reduce-motion-mid-sowing", new(FRIENDS, 4))
    },
    Shot {
        ui_scale: 150,
        size: (1600, 1000),
        ..shot("16-text-150-percent-1600x1000", new(OTTO, 4))
    },
    Shot {
        size: (1920, 1080),
        moves: &[3, 6],
        ..shot("17-window-1920x1080", new(OTTO, 4))
    },
    // The capture lesson after a press on pit 1, which is explained, not played.
    Shot {
        moves: &[1],
        ..shot("18-lesson-wrong-press", Start::Lesson(3))
    },
    Shot {
        moves: &[2],
        ..shot("19-lesson-told", Start::Lesson(3))
    },
    shot("20-guide-show-me", Start::Tip(2)),
    Shot {
        size: (1600, 1200),
        moves: REVIEWED_GAME,
        review: Some(6),
        ..shot("21-review-1600x1200", new(FRIENDS, 4))
    },
    Shot {
        moves: &[3, 1],
        clock: Some(TimeControl {
            minutes: 3,
            increment: 2,
        }),
        ..shot("22-two-players-with-a-clock", new(FRIENDS, 4))
    },
    Shot {
        hover: Some(3),
        ..shot("23-oware-hover-preview", Start::Position(OWARE_CHAIN))
    },
    Shot {
        moves: &[3],
        moment: Moment::Capturing(0.15),
        ..shot("24-oware-chain-capture", Start::Position(OWARE_CHAIN))
    },
    Shot {
        dialog: Some(Dialog::NewGame),
        ..shot("25-new-game-dialog", new(OTTO, 4))
    },
    Shot {
        dialog: Some(Dialog::NewGame),
        draft: Some(FRIENDS_WITH_MORE),
        ..shot("26-new-game-more-options", new(FRIENDS, 4))
    },
    Shot {
        dialog: Some(Dialog::NewGame),
        size: (800, 600),
        ..shot("27-new-game-800x600", new(OTTO, 4))
    },
    Shot {
        dialog: Some(Dialog::NewGame),
        theme: Theme::HighContrast,
        size: (1920, 1080),
        ..shot("28-new-game-high-contrast-1920x1080", new(OTTO, 4))
    },
    Shot {
        dialog: Some(Dialog::Settings),
        ..shot("29-settings-dialog", new(OTTO, 4))
    },
    Shot {
        dialog: Some(Dialog::Settings),
        theme: Theme::Dark,
        ui_scale: 150,
        size: (1600, 1000),
        ..shot("30-settings-dark-text-150-percent", new(OTTO, 4))
    },
    Shot {
        tab: Tab::Learn,
        moves: &[3, 1],
        ..shot("31-drawer-learn", new(FRIENDS, 4))
    },
    Shot {
        tab: Tab::Daily,
        ..shot("32-drawer-daily-puzzle", new(OTTO, 4))
    },
    Shot {
        tab: Tab::Stats,
        theme: Theme::Dark,
        ..shot("33-drawer-stats-dark", new(OTTO, 4))
    },
    Shot {
        tab: Tab::Rules,
        ui_scale: 150,
        size: (1600, 1000),
        ..shot("34-drawer-rules-text-150-percent", new(OTTO, 4))
    },
    Shot {
        notice: true,
        ..shot("35-toast", new(OTTO, 4))
    },
    Shot {
        notice: true,
        dialog: Some(Dialog::Notices),
        ..shot("36-notices-list", new(OTTO, 4))
    },
    Shot {
        teach: true,
        ..shot("37-teach-me-callout", new(OTTO, 4))
    },
    Shot {
        moves: &[3, 1],
        clock: Some(TimeControl {
            minutes: 3,
            increment: 2,
        }),
        size: (800, 600),
        ..shot("38-two-players-clock-800x600", new(FRIENDS, 4))
    },
    Shot {
        dialog: Some(Dialog::Online),
        ..shot("39-online-code-to-give", ONLINE_WAITING)
    },
    shot("40-online-game-clocks", ONLINE_PLAYING),
    shot("41-online-reconnecting", ONLINE_RETRYING),
    shot("42-online-over-rematch", ONLINE_OVER),
    Shot {
        hover: Some(2),
        ..shot("43-congklak-hover-relay", Start::Position(CONGKLAK_START))
    },
    Shot {
        moves: &[2],
        moment: Moment::Sowing(0.7),
        ..shot("44-congklak-mid-relay", Start::Position(CONGKLAK_START))
    },
    shot("45-congklak-burnt-holes", Start::Position(CONGKLAK_BURNT)),
    Shot {
        dialog: Some(Dialog::NewGame),
        draft: Some(CONGKLAK_DRAFT),
        ..shot("46-new-game-congklak", new(OTTO, 4))
    },
    shot(
        "47-congklak-opening-choose",
        Start::Setup(CONGKLAK_TOGETHER),
    ),
    Shot {
        moves: &[1, 3],
        moment: Moment::Sowing(0.5),
        ..shot("48-congklak-both-hands", Start::Setup(CONGKLAK_TOGETHER))
    },
    Shot {
        moves: &[1, 3],
        ..shot("49-congklak-hand-waits", Start::Setup(CONGKLAK_TOGETHER))
    },
    shot(
        "50-congklak-round-over",
        Start::Position(CONGKLAK_ROUND_OVER),
    ),
    shot(
        "51-congklak-match-over",
        Start::Position(CONGKLAK_MATCH_OVER),
    ),
];

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
    /// The shot's review has been asked for, and the position to look at shown.
    reviewing: (bool, bool),
    /// The shot's Teach me has been asked for.
    teaching: bool,
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
            reviewing: (false, false),
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
            director.reviewing = (false, false);
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
                    (false, _) if still && director.frames > 3 => {
                        review_commands.write(ReviewCommand::ThisGame);
                        director.reviewing.0 = true;
                        return;
                    }
                    (true, false) if review.open.as_ref().is_some_and(|r| r.is_done()) => {
                        browse.write(BrowseCommand::To(ply));
                        director.reviewing.1 = true;
                        director.frames = 0;
                        return;
                    }
                    (true, true) => {}
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
