//! The input layer driven by Bevy's own input, as the window delivers it: key presses as `KeyboardInput`,
//! the pointer as the window's cursor and button events, turned into pointer events by Bevy's picking. Only
//! the picking backend stands in for the renderer's mesh picking: it finds the pit under the pointer from the
//! board's own geometry, reading the window's coordinates as the board's.

use bevy::input::ButtonState;
use bevy::input::InputPlugin;
use bevy::input::keyboard::{Key, KeyboardInput};
use bevy::input::mouse::MouseButtonInput;
use bevy::picking::backend::{HitData, PointerHits};
use bevy::picking::input::PointerInputPlugin;
use bevy::picking::pointer::{PointerId, PointerLocation};
use bevy::picking::{InteractionPlugin, PickingPlugin, PickingSystems};
use bevy::prelude::*;
use bevy::window::{CursorMoved, ExitCondition, PrimaryWindow, WindowEvent};
use mancala::app::board::scene::{
    self, BoardCamera, PIT_RADIUS, Pit, RelayDrawing, Shape, cell_position,
};
use mancala::app::board::sowing::Animation;
use mancala::app::turn::game::{Game, GameCommand, Phase, PlayPit};
use mancala::app::turn::input::{self, Nudge, NudgeReason};
use mancala::engine::{Cell, Position, Side};

use crate::headless::{TWO_PLAYERS, game_plugins, phase};

/// The game with its board, its input layer and Bevy's input and picking, but no renderer.
fn app_with_input(position: Position) -> App {
    windowed_app(Game::from_position(TWO_PLAYERS, position), |_| {})
}

/// `game` in an app with a window, Bevy's input and picking, the game's plugins, the board and its input
/// layer, and whatever `more` adds before the first frame; no renderer.
pub fn windowed_app(game: Game, more: impl FnOnce(&mut App)) -> App {
    let mut app = App::new();
    app.add_plugins((
        MinimalPlugins,
        bevy::state::app::StatesPlugin,
        AssetPlugin::default(),
        WindowPlugin {
            primary_window: Some(Window::default()),
            exit_condition: ExitCondition::DontExit,
            close_when_requested: false,
            ..default()
        },
        InputPlugin,
        PickingPlugin,
        InteractionPlugin,
        PointerInputPlugin,
    ))
    .init_asset::<Mesh>()
    .init_asset::<ColorMaterial>()
    .init_asset::<Image>()
    .init_resource::<Said>()
    .add_systems(
        PreUpdate,
        hit_pits_under_pointer.in_set(PickingSystems::Backend),
    )
    .add_systems(Last, note_what_was_said);
    game_plugins(&mut app, game);
    app.add_plugins((scene::plugin, input::plugin));
    more(&mut app);
    app.update();
    app
}

/// Every intent, command and nudge the input layer sent, in order.
#[derive(Resource, Default)]
struct Said {
    intents: Vec<PlayPit>,
    commands: Vec<GameCommand>,
    nudges: Vec<Nudge>,
}

fn note_what_was_said(
    mut said: ResMut<Said>,
    mut intents: MessageReader<PlayPit>,
    mut commands: MessageReader<GameCommand>,
    mut nudges: MessageReader<Nudge>,
) {
    said.intents.extend(intents.read().copied());
    said.commands.extend(commands.read().copied());
    said.nudges.extend(nudges.read().copied());
}

/// The picking backend of these tests: the pit whose hollow holds the pointer.
fn hit_pits_under_pointer(
    pointers: Query<(&PointerId, &PointerLocation)>,
    pits: Query<(Entity, &Pit)>,
    camera: Single<Entity, With<BoardCamera>>,
    game: Res<Game>,
    drawing: Res<RelayDrawing>,
    mut hits: MessageWriter<PointerHits>,
) {
    for (&pointer, location) in &pointers {
        let Some(location) = location.location() else {
            continue;
        };
        let picks = pits
            .iter()
            .filter(|(_, pit)| {
                let cell = Cell::Pit {
                    side: pit.side,
                    pit: pit.index,
                };
                cell_position(cell, Shape::of(&game.position, *drawing)).distance(location.position)
                    < PIT_RADIUS
            })
            .map(|(entity, _)| {
                let at = Some(location.position.extend(0.0));
                (entity, HitData::new(*camera, 0.0, at, None))
            })
            .collect();
        hits.write(PointerHits::new(pointer, picks, 0.0));
    }
}

fn window(app: &mut App) -> Entity {
    app.world_mut()
        .query_filtered::<Entity, With<PrimaryWindow>>()
        .single(app.world())
        .unwrap()
}

/// The cursor moves onto the centre of a pit (the window's coordinates are the board's here).
fn move_onto_pit(app: &mut App, side: Side, pit: u8) {
    let drawing = *app.world().resource::<RelayDrawing>();
    let shape = Shape::of(&app.world().resource::<Game>().position, drawing);
    move_pointer(app, cell_position(Cell::Pit { side, pit }, shape));
}

/// The cursor moves, as the window reports it: to the input layer and to picking.
fn move_pointer(app: &mut App, to: Vec2) {
    let window = window(app);
    let moved = CursorMoved {
        window,
        position: to,
        delta: None,
    };
    app.world_mut().write_message(moved.clone());
    app.world_mut().write_message(WindowEvent::from(moved));
}

fn left_button(app: &mut App, state: ButtonState) {
    let window = window(app);
    let input = MouseButtonInput {
        button: MouseButton::Left,
        state,
        window,
    };
    app.world_mut().write_message(input);
    app.world_mut().write_message(WindowEvent::from(input));
}

pub fn key(app: &mut App, key_code: KeyCode, state: ButtonState) {
    let window = window(app);
    app.world_mut().write_message(KeyboardInput {
        key_code,
        logical_key: Key::Unidentified(bevy::input::keyboard::NativeKey::Unidentified),
        state,
        text: None,
        repeat: false,
        window,
    });
}

/// A key pressed in one frame and let go in the next.
fn tap(app: &mut App, key_code: KeyCode) {
    key(app, key_code, ButtonState::Pressed);
    app.update();
    key(app, key_code, ButtonState::Released);
    app.update();
}

fn position(app: &App) -> Position {
    app.world().resource::<Game>().position
}

fn sowing_on_screen(app: &App) -> bool {
    app.world().resource::<Animation>().is_playing()
}

/// Frames until the sowing on screen has landed and the phase has caught up.
fn settle(app: &mut App) {
    for _ in 0..400 {
        app.update();
        if !sowing_on_screen(app) && phase(app) != Phase::Sowing {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    panic!("the sowing never landed");
}

fn played(start: Position, pits: &[u8]) -> Position {
    pits.iter()
        .fold(start, |position, &pit| position.play(pit).unwrap().0)
}

#[test]
fn a_number_key_plays_that_pit_and_space_lands_the_sowing_at_once() {
    let mut app = app_with_input(Position::standard());
    tap(&mut app, KeyCode::Digit1);
    assert_eq!(position(&app), played(Position::standard(), &[1]));
    assert!(
        sowing_on_screen(&app),
        "a sowing is shown at the normal speed"
    );
    // A key for another pit while the stones fly is not a move.
    tap(&mut app, KeyCode::Digit2);
    assert_eq!(position(&app).sowings(), 1);
    key(&mut app, KeyCode::Space, ButtonState::Pressed);
    app.update();
    assert!(
        !sowing_on_screen(&app),
        "Space lands every stone in that frame"
    );
    key(&mut app, KeyCode::Space, ButtonState::Released);
    settle(&mut app);
    // North to move now: the keys play the side to move's pits.
    tap(&mut app, KeyCode::Digit6);
    assert_eq!(position(&app), played(Position::standard(), &[1, 6]));
}

#[test]
fn undo_and_redo_keys_take_back_and_replay_a_move() {
    let mut app = app_with_input(Position::standard());
    tap(&mut app, KeyCode::Digit2);
    settle(&mut app);
    let after = played(Position::standard(), &[2]);
    assert_eq!(position(&app), after);
    tap(&mut app, KeyCode::KeyU);
    assert_eq!(position(&app), Position::standard());
    key(&mut app, KeyCode::ControlLeft, ButtonState::Pressed);
    tap(&mut app, KeyCode::KeyY);
    key(&mut app, KeyCode::ControlLeft, ButtonState::Released);
    app.update();
    assert_eq!(position(&app), after);
    // Ctrl+Z is undo too; Y alone is not redo.
    key(&mut app, KeyCode::ControlRight, ButtonState::Pressed);
    tap(&mut app, KeyCode::KeyZ);
    key(&mut app, KeyCode::ControlRight, ButtonState::Released);
    tap(&mut app, KeyCode::KeyY);
    assert_eq!(position(&app), Position::standard());
}

#[test]
fn a_pointer_press_and_release_on_a_pit_plays_it_once() {
    let mut app = app_with_input(Position::standard());
    move_onto_pit(&mut app, Side::South, 4);
    app.update();
    app.update();
    left_button(&mut app, ButtonState::Pressed);
    app.update();
    left_button(&mut app, ButtonState::Released);
    app.update();
    assert_eq!(position(&app), played(Position::standard(), &[4]));
    settle(&mut app);
    assert_eq!(app.world().resource::<Said>().intents, [PlayPit(4)]);
}

#[test]
fn a_press_in_the_same_frame_as_the_move_onto_a_pit_plays_that_pit() {
    let mut app = app_with_input(Position::standard());
    // The pointer rests on the table, away from every pit.
    move_pointer(&mut app, Vec2::new(0.0, 400.0));
    app.update();
    app.update();
    move_onto_pit(&mut app, Side::South, 3);
    left_button(&mut app, ButtonState::Pressed);
    app.update();
    left_button(&mut app, ButtonState::Released);
    app.update();
    assert_eq!(position(&app), played(Position::standard(), &[3]));
    settle(&mut app);

    // Move, press and release all in one frame, as a quick hand or a script sends them. Pit 3 gave an extra
    // turn, so South moves again.
    move_onto_pit(&mut app, Side::South, 6);
    left_button(&mut app, ButtonState::Pressed);
    left_button(&mut app, ButtonState::Released);
    app.update();
    app.update();
    assert_eq!(position(&app), played(Position::standard(), &[3, 6]));
}

#[test]
fn a_press_on_the_wrong_row_or_an_empty_pit_changes_nothing_and_says_why() {
    let start: Position = "0,4,4,4,4,4,0,4,4,4,4,4,4,0 S".parse().unwrap();
    let mut app = app_with_input(start);
    for (side, pit) in [(Side::North, 2), (Side::South, 1)] {
        move_onto_pit(&mut app, side, pit);
        left_button(&mut app, ButtonState::Pressed);
        app.update();
        left_button(&mut app, ButtonState::Released);
        app.update();
    }
    assert_eq!(position(&app), start);
    let said = app.world().resource::<Said>();
    let expected = [
        Nudge {
            cell: Some(Cell::Pit {
                side: Side::North,
                pit: 2,
            }),
            reason: NudgeReason::NotYourPit(Side::South),
        },
        Nudge {
            cell: Some(Cell::Pit {
                side: Side::South,
                pit: 1,
            }),
            reason: NudgeReason::EmptyPit,
        },
    ];
    assert_eq!(said.nudges, expected);
    assert!(said.intents.is_empty() && said.commands.is_empty());
}

#[test]
fn left_and_right_step_through_the_moves_and_any_other_key_returns_to_the_game() {
    use mancala::app::turn::browse::{Browse, BrowseCommand};
    use mancala::app::turn::game::LookingAt;
    let start = Position::standard();
    let mut app = app_with_input(start);
    // Pit 3 (an extra turn), then pit 6, then the top row's pit 1.
    for digit in [KeyCode::Digit3, KeyCode::Digit6, KeyCode::Digit1] {
        tap(&mut app, digit);
        settle(&mut app);
    }
    let live = played(start, &[3, 6, 1]);
    assert_eq!(position(&app), live);
    let shown = |app: &App| {
        app.world()
            .resource::<LookingAt>()
            .0
            .map(|looked| looked.position)
    };

    app.world_mut().write_message(BrowseCommand::GameAfter(2));
    app.update();
    assert_eq!(shown(&app), Some(played(start, &[3, 6])));
    tap(&mut app, KeyCode::ArrowLeft);
    assert_eq!(shown(&app), Some(played(start, &[3])));
    tap(&mut app, KeyCode::ArrowLeft);
    tap(&mut app, KeyCode::ArrowLeft);
    assert_eq!(
        shown(&app),
        Some(start),
        "the start is as far back as it goes"
    );
    tap(&mut app, KeyCode::ArrowRight);
    assert_eq!(shown(&app), Some(played(start, &[3])));
    let world = app.world_mut();
    assert!(
        mancala::app::board::stones::counts(world, &played(start, &[3]))
            .iter()
            .all(|(_, stones, count)| *stones == usize::from(*count)),
        "the stones show the position looked at"
    );

    // A number key while looking back plays nothing: it brings the game back.
    tap(&mut app, KeyCode::Digit2);
    assert_eq!(shown(&app), None);
    assert_eq!(position(&app), live);
    assert!(app.world().resource::<Browse>().line.is_none());
    let world = app.world_mut();
    assert!(
        mancala::app::board::stones::counts(world, &live)
            .iter()
            .all(|(_, stones, count)| *stones == usize::from(*count))
    );
    tap(&mut app, KeyCode::Digit2);
    settle(&mut app);
    assert_eq!(
        position(&app),
        played(start, &[3, 6, 1, 2]),
        "and then plays as before"
    );

    // Stepping on past the last sowing is the game itself.
    app.world_mut().write_message(BrowseCommand::GameAfter(3));
    app.update();
    assert!(shown(&app).is_some());
    tap(&mut app, KeyCode::ArrowRight);
    assert_eq!(shown(&app), None);
}

/// While looking back, a press on the board returns to the game, and nothing else does: a click on the drawer
/// beside it (the review's graph, the move list), which picking gives to the screens, leaves the look back as it
/// is, however fast the pointer got there (a click that returned to the game every other time).
#[test]
fn only_a_press_on_the_board_ends_a_look_back() {
    use mancala::app::turn::browse::BrowseCommand;
    use mancala::app::turn::game::LookingAt;
    let start = Position::standard();
    let mut app = app_with_input(start);
    for digit in [KeyCode::Digit3, KeyCode::Digit6] {
        tap(&mut app, digit);
        settle(&mut app);
    }
    app.world_mut().write_message(BrowseCommand::GameAfter(1));
    app.update();
    let away = |app: &App| app.world().resource::<LookingAt>().is_away();
    assert!(away(&app));
    // The pointer arrives where no part of the board is (the drawer's place) and presses, in one frame.
    move_pointer(&mut app, Vec2::new(600.0, 0.0));
    left_button(&mut app, ButtonState::Pressed);
    app.update();
    left_button(&mut app, ButtonState::Released);
    app.update();
    assert!(away(&app), "a press off the board keeps the look back");
    // On a pit, in one frame too: back to the game, and nothing is played.
    move_onto_pit(&mut app, Side::South, 2);
    left_button(&mut app, ButtonState::Pressed);
    app.update();
    left_button(&mut app, ButtonState::Released);
    app.update();
    assert!(!away(&app), "a press on the board returns to the game");
    assert_eq!(position(&app), played(start, &[3, 6]));
}

/// Congklak's board drawn with the stores on the right (Settings): the setting turns the board on screen round,
/// key 1 plays hole 1, then the hole at the player's left, and a click on that hole plays it too. Drawn the
/// usual way, key 1 plays hole 1 too, the hole farthest from the store at the left, as the move list names it.
#[test]
fn a_relay_board_drawn_with_the_stores_on_the_right_is_played_as_drawn() {
    use mancala::app::data::settings::Settings;
    let start: Position = "7,7,7,7,7,7,7,0,7,7,7,7,7,7,7,0 S congklak"
        .parse()
        .unwrap();
    let game = Game::from_position(TWO_PLAYERS, start);
    let mut app = windowed_app(game.clone(), |app| {
        app.insert_resource(Settings::default());
    });
    let store_x = |app: &App| {
        let drawing = *app.world().resource::<RelayDrawing>();
        cell_position(Cell::Store(Side::South), Shape::of(&start, drawing)).x
    };
    assert!(
        store_x(&app) < 0.0,
        "the usual drawing: South's store on the left"
    );
    tap(&mut app, KeyCode::Digit1);
    assert_eq!(position(&app), start.play(1).unwrap().0);

    let mut app = windowed_app(game, |app| {
        app.insert_resource(Settings::default());
    });
    app.world_mut().resource_mut::<Settings>().relay_store_right = true;
    app.update();
    assert!(store_x(&app) > 0.0, "South's store on the right");
    tap(&mut app, KeyCode::Digit1);
    assert_eq!(position(&app), start.play(1).unwrap().0);
    settle(&mut app);
    // Hole 1's 7 seeds ended in the store: South again, with a click on hole 2, drawn at the left now.
    let drawing = *app.world().resource::<RelayDrawing>();
    let hole = |pit| {
        cell_position(
            Cell::Pit {
                side: Side::South,
                pit,
            },
            Shape::of(&start, drawing),
        )
        .x
    };
    assert!(hole(1) < hole(2) && hole(2) < 0.0);
    move_onto_pit(&mut app, Side::South, 2);
    left_button(&mut app, ButtonState::Pressed);
    app.update();
    left_button(&mut app, ButtonState::Released);
    app.update();
    assert_eq!(position(&app), start.play(1).unwrap().0.play(2).unwrap().0);
}

fn quan_start() -> Position {
    "5,5,5,5,5,Q,5,5,5,5,5,Q 0,0 S oanquan".parse().unwrap()
}

/// The pointer onto `side`'s square `square`, `dx` from its middle across the screen.
fn move_onto_square_half(app: &mut App, side: Side, square: u8, dx: f32) {
    let shape = Shape::of(&position(app), RelayDrawing::default());
    let middle = cell_position(Cell::Pit { side, pit: square }, shape);
    move_pointer(app, middle + Vec2::new(dx, 0.0));
}

fn press_and_release(app: &mut App) {
    left_button(app, ButtonState::Pressed);
    app.update();
    left_button(app, ButtonState::Released);
    app.update();
}

#[test]
fn an_oan_quan_square_is_sown_the_way_of_the_half_pressed() {
    use mancala::engine::quan::{Direction, move_of};
    let start = quan_start();
    let mut app = app_with_input(start);
    // South's square 3, its left half: sown to the screen's left, South's own left.
    move_onto_square_half(&mut app, Side::South, 3, -20.0);
    press_and_release(&mut app);
    let after = played(start, &[move_of(3, Direction::Left)]);
    assert_eq!(position(&app), after);
    // Space lands the sowing at once: a relay's sowing is long on screen.
    tap(&mut app, KeyCode::Space);
    settle(&mut app);
    // North's square 2, its right half: to the screen's right, which is North's own left.
    assert_eq!(position(&app).to_move(), Side::North);
    move_onto_square_half(&mut app, Side::North, 2, 20.0);
    press_and_release(&mut app);
    assert_eq!(
        position(&app),
        after.play(move_of(2, Direction::Left)).unwrap().0
    );
    let said = &app.world().resource::<Said>().intents;
    assert_eq!(said, &[PlayPit(8), PlayPit(7)]);
}

#[test]
fn a_digit_picks_an_oan_quan_square_and_an_arrow_sows_it() {
    use mancala::app::turn::ways::PickedSquare;
    let start = quan_start();
    let mut app = app_with_input(start);
    tap(&mut app, KeyCode::Digit4);
    assert_eq!(position(&app), start, "a square alone is no move");
    assert_eq!(app.world().resource::<PickedSquare>().0, Some(4));
    tap(&mut app, KeyCode::Escape);
    assert_eq!(app.world().resource::<PickedSquare>().0, None);
    tap(&mut app, KeyCode::ArrowRight);
    assert_eq!(
        position(&app),
        start,
        "no square picked: the arrow sows nothing"
    );
    tap(&mut app, KeyCode::Digit4);
    tap(&mut app, KeyCode::ArrowRight);
    assert_eq!(position(&app), played(start, &[4]));
    assert_eq!(app.world().resource::<PickedSquare>().0, None);
    // A square picked just before a game of Kalah begins is let go: an arrow then plays no pit.
    tap(&mut app, KeyCode::Space);
    settle(&mut app);
    tap(&mut app, KeyCode::Digit2);
    assert_eq!(app.world().resource::<PickedSquare>().0, Some(2));
    app.world_mut()
        .write_message(GameCommand::Practise(TWO_PLAYERS, Position::standard()));
    app.update();
    tap(&mut app, KeyCode::ArrowRight);
    assert_eq!(position(&app), Position::standard());
    assert_eq!(app.world().resource::<PickedSquare>().0, None);
}

#[test]
fn a_captured_mandarin_flies_to_its_takers_tray_and_every_cell_shows_the_engines_count() {
    use mancala::app::board::stones::{self, MandarinPiece};
    // The rules tab's chain: square 2 to the right takes the mandarin square beyond square 5 and North's 4.
    let start: Position = "0,2,1,1,0,Q,0,4,3,3,3,Q 0,0 S oanquan".parse().unwrap();
    let mut app = app_with_input(start);
    tap(&mut app, KeyCode::Digit2);
    tap(&mut app, KeyCode::ArrowRight);
    let after = played(start, &[2]);
    assert_eq!(position(&app), after);
    assert!(sowing_on_screen(&app));
    tap(&mut app, KeyCode::Space);
    settle(&mut app);
    app.update();
    let world = app.world_mut();
    for (cell, shown, engine) in stones::counts(world, &after) {
        assert_eq!(shown, usize::from(engine), "{cell}");
    }
    let mut pieces: Vec<Cell> = world
        .query::<&MandarinPiece>()
        .iter(world)
        .map(|piece| piece.cell)
        .collect();
    pieces.sort_by_key(|cell| cell.to_string());
    assert_eq!(
        pieces,
        [Cell::Mandarin(Side::North), Cell::Store(Side::South)],
        "South's mandarin in South's tray, North's on its square"
    );
    assert_eq!(after.pile(Side::South).mandarins, 1);
}

/// The warnings logged through the `log` facade (where Bevy's commands report a despawn of what is gone), kept
/// for the tests to read.
static WARNINGS: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());

struct Warnings;

impl log::Log for Warnings {
    fn enabled(&self, metadata: &log::Metadata) -> bool {
        metadata.level() <= log::Level::Warn
    }

    fn log(&self, record: &log::Record) {
        if self.enabled(record.metadata()) {
            WARNINGS.lock().unwrap().push(record.args().to_string());
        }
    }

    fn flush(&self) {}
}

fn listen_for_warnings() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        log::set_logger(&Warnings).expect("no other logger in the tests");
        log::set_max_level(log::LevelFilter::Warn);
    });
}

/// A light whose time runs out in the frame the board is laid out again (an undo or a new game while a capture
/// flashes) goes once, by one system: Bevy warned of a despawn of an entity already gone, which a player never
/// caused. The clock is stepped, not waited on.
#[test]
fn a_light_going_out_as_the_board_is_laid_out_again_is_despawned_once() {
    use bevy::time::TimeUpdateStrategy;
    use mancala::app::board::effects::{self, Light};
    use mancala::app::turn::game::Redraw;
    listen_for_warnings();
    let mut app = windowed_app(
        Game::from_position(TWO_PLAYERS, Position::standard()),
        |app| {
            app.add_plugins(effects::plugin);
        },
    );
    app.insert_resource(TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(100),
    ));
    app.update();
    let material = app
        .world_mut()
        .resource_mut::<Assets<ColorMaterial>>()
        .add(ColorMaterial::default());
    let light = app
        .world_mut()
        .spawn((
            Light {
                left: 0.05,
                lasts: 0.45,
                colour: Color::WHITE,
            },
            MeshMaterial2d(material),
            Transform::default(),
        ))
        .id();
    app.world_mut().write_message(Redraw);
    app.update();
    assert!(app.world().get_entity(light).is_err(), "the light is out");
    let mentioned = format!("{light}");
    let said: Vec<String> = WARNINGS
        .lock()
        .unwrap()
        .iter()
        .filter(|warning| warning.contains("despawn") && warning.contains(&mentioned))
        .cloned()
        .collect();
    assert!(said.is_empty(), "{said:?}");
}
