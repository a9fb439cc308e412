//! Presses on pits and the keyboard become intents ([`PlayPit`], [`GameCommand`]); the rest of the game never
//! reads devices. A press that cannot be played changes nothing and says why with a [`Nudge`].
//!
//! A pit is played when the pointer button goes down on it. Picking finds the pit under the pointer where it is
//! in that frame, so a press that arrives with the pointer's move onto a pit plays that pit. A click (button up
//! over the same entity) would not do: Bevy matches it against where the pointer was a frame earlier, so it is
//! lost when the move, the press and the release come in one frame, as they do from a quick hand or a script.
//! For the same reason a press is not the board's while a dialog or the first start's welcome is up, nor in the
//! frame after egui had the pointer: egui keeps the pointer from the board by where it saw the pointer, and in a
//! browser the press and release of a click on a button (a tap on a touch screen, a click in a slow frame) come
//! in one frame, the button acts on them, and the press would reach the pit under the button too.

use bevy::prelude::*;

use super::browse::{Browse, BrowseCommand};
use super::game::{Game, GameCommand, LookingAt, Phase, PlayPit};
use super::ways::{HoveredWay, PickedSquare, ScreenWay, quan_move};
use crate::board::scene::{BoardPart, BoardStore, Pit};
use crate::data::settings::Settings;
use crate::frame::AppSystems;
use mancala_engine::{Cell, Side};

/// Why a pit could not be played: the board shakes that pit and the status line explains.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Nudge {
    pub cell: Option<Cell>,
    pub reason: NudgeReason,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NudgeReason {
    NotYourPit(Side),
    EmptyPit,
    /// Oware: the opponent has no seeds and this pit would give them none.
    MustFeed,
    ComputerThinking,
    GameOver,
}

/// A pit pressed without the pointer: a screen reader's action on its node in the accessibility tree, or Enter
/// on that node with the keyboard's focus. An Ô ăn quan square comes with its way.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PressCell {
    pub side: Side,
    pub pit: u8,
    pub way: Option<ScreenWay>,
}

pub fn plugin(app: &mut App) {
    app.add_message::<Nudge>()
        .add_message::<PressCell>()
        .init_resource::<BoardOutOfReach>()
        .add_observer(press_pit)
        .add_observer(press_board_while_looking_back)
        .add_observer(follow_pointer_on_square)
        .add_systems(
            Update,
            (
                press_from_tree,
                press_arrow_key,
                press_number_key,
                press_command_key,
                read_browse_keys,
            )
                .chain()
                .in_set(AppSystems::ReadInput),
        );
}

/// Whether a pit may be played now, or why not.
pub fn check_pit(game: &Game, side: Side, pit: u8) -> Result<(), NudgeReason> {
    if game.is_finished() {
        return Err(NudgeReason::GameOver);
    }
    if !game.awaits_person() {
        return Err(NudgeReason::ComputerThinking);
    }
    let board = game.choosing_board();
    if side != board.to_move() {
        return Err(NudgeReason::NotYourPit(board.to_move()));
    }
    // An Ô ăn quan row that is all empty is refilled and every square may be sown: its square's right-hand
    // move stands for both.
    if board.legal_moves().contains(pit) {
        Ok(())
    } else if board.seeds(side, pit) == 0 {
        Err(NudgeReason::EmptyPit)
    } else {
        Err(NudgeReason::MustFeed)
    }
}

/// What a press or a key asks of the game, and where it goes: the intent, the nudge that says why not, and
/// Ô ăn quan's square waiting for an arrow.
#[derive(bevy::ecs::system::SystemParam)]
struct Asking<'w> {
    game: Res<'w, Game>,
    intents: MessageWriter<'w, PlayPit>,
    nudges: MessageWriter<'w, Nudge>,
    picked: ResMut<'w, PickedSquare>,
}

impl Asking<'_> {
    /// A pit asked for by a click or a key: played if it can be, else a nudge that says why not. An Ô ăn quan
    /// square is sown the way asked (a key asks none yet: the square waits for an arrow).
    fn play(&mut self, side: Side, pit: u8, way: Option<ScreenWay>) {
        self.picked.0 = None;
        match check_pit(&self.game, side, pit) {
            Ok(()) if self.game.position.rules().is_quan() => match way {
                Some(way) => {
                    self.intents.write(PlayPit(quan_move(side, pit, way)));
                }
                None => self.picked.0 = Some(pit),
            },
            Ok(()) => {
                self.intents.write(PlayPit(pit));
            }
            Err(reason) => {
                self.nudges.write(Nudge {
                    cell: Some(Cell::Pit { side, pit }),
                    reason,
                });
            }
        }
    }
}

/// Whether the board is out of the pointer's reach: a dialog or the first start's welcome is up, or egui had the
/// pointer when it last drew the screens (over a window, a panel or a dialog, or using it). The screens keep it
/// (`screens::reach`); without them (a test's app) the board is always in reach.
#[derive(Resource, Default)]
pub struct BoardOutOfReach(pub bool);

/// A press on a playable pit plays it; any other press on a pit changes nothing and nudges.
fn press_pit(
    press: On<Pointer<Press>>,
    pits: Query<(&Pit, &Transform)>,
    looking: Res<LookingAt>,
    phase: Res<State<Phase>>,
    mut asking: Asking,
    out_of_reach: Res<BoardOutOfReach>,
) {
    // While the board shows another position a press brings the game back and plays nothing (see `browse`).
    if press.button != PointerButton::Primary || looking.is_away() {
        return;
    }
    if out_of_reach.0 {
        return;
    }
    let Ok((&Pit { side, index }, at)) = pits.get(press.entity) else {
        return;
    };
    // While a sowing is on screen a press skips it (see `sowing`) and is not a move.
    if *phase.get() == Phase::Sowing {
        return;
    }
    // Ô ăn quan: the half of the square pressed is the way it is sown (pits lie on the board, unparented, so
    // their own place is where the world sees them).
    let way = press
        .hit
        .position
        .map(|hit| ScreenWay::of_press(hit.x, at.translation.x));
    asking.play(side, index, way);
}

/// A pit pressed through its node plays as a click on it would: not while the board shows another position, and
/// not while a sowing is on screen (its node was pressable a frame ago).
fn press_from_tree(
    mut presses: MessageReader<PressCell>,
    looking: Res<LookingAt>,
    phase: Res<State<Phase>>,
    mut asking: Asking,
) {
    for press in presses.read() {
        if looking.is_away() || *phase.get() == Phase::Sowing {
            continue;
        }
        asking.play(press.side, press.pit, press.way);
    }
}

/// Ô ăn quan: the pointer's half of a square, for the preview of the way a press there would sow.
fn follow_pointer_on_square(
    moved: On<Pointer<Move>>,
    pits: Query<&Transform, With<Pit>>,
    mut hovered: ResMut<HoveredWay>,
) {
    let Ok(at) = pits.get(moved.entity) else {
        return;
    };
    let way = moved
        .hit
        .position
        .map(|hit| ScreenWay::of_press(hit.x, at.translation.x));
    hovered.set_if_neq(HoveredWay(way));
}

/// Ô ăn quan: after a digit picked a square, Left or Right sows it that way and Escape lets it go.
fn press_arrow_key(
    keys: Res<ButtonInput<KeyCode>>,
    looking: Res<LookingAt>,
    phase: Res<State<Phase>>,
    mut asking: Asking,
) {
    let Some(square) = asking.picked.0 else {
        return;
    };
    // A square picked in another game (a new game began meanwhile) is let go too.
    if *phase.get() != Phase::PersonToMove
        || looking.is_away()
        || keys.just_pressed(KeyCode::Escape)
        || !asking.game.position.rules().is_quan()
    {
        asking.picked.0 = None;
        return;
    }
    let way = if keys.just_pressed(KeyCode::ArrowLeft) {
        ScreenWay::Left
    } else if keys.just_pressed(KeyCode::ArrowRight) {
        ScreenWay::Right
    } else {
        return;
    };
    let side = asking.game.choosing_board().to_move();
    asking.play(side, square, Some(way));
}

/// Key n plays the side to move's pit n, the number the move list, the analysis, Teach me and the review call it
/// by: pit 1 is at the player's left in Kalah, and in Congklak the hole farthest from the store, at the right of
/// the usual drawing (store at the left).
fn press_number_key(
    keys: Res<ButtonInput<KeyCode>>,
    looking: Res<LookingAt>,
    phase: Res<State<Phase>>,
    mut asking: Asking,
) {
    const DIGITS: [KeyCode; 9] = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
        KeyCode::Digit7,
        KeyCode::Digit8,
        KeyCode::Digit9,
    ];
    // While the board shows another position, a key only brings the game back (see `browse`).
    if *phase.get() == Phase::Sowing || looking.is_away() {
        return;
    }
    let side = asking.game.choosing_board().to_move();
    let pits = asking.game.position.pits();
    for (pit, key) in (1..=pits).zip(DIGITS) {
        if keys.just_pressed(key) {
            asking.play(side, pit, None);
        }
    }
}

/// Ctrl+Z or U undoes, Ctrl+Y or R redoes, M mutes. (The screens answer N, T, V, S and D: see
/// `screens::bar`.)
fn press_command_key(
    keys: Res<ButtonInput<KeyCode>>,
    looking: Res<LookingAt>,
    mut settings: ResMut<Settings>,
    mut commands: MessageWriter<GameCommand>,
) {
    if looking.is_away() {
        return;
    }
    if keys.just_pressed(KeyCode::KeyZ) && ctrl(&keys) || keys.just_pressed(KeyCode::KeyU) {
        commands.write(GameCommand::Undo);
    }
    if keys.just_pressed(KeyCode::KeyY) && ctrl(&keys) || keys.just_pressed(KeyCode::KeyR) {
        commands.write(GameCommand::Redo);
    }
    if keys.just_pressed(KeyCode::KeyM) {
        settings.muted = !settings.muted;
    }
}

fn ctrl(keys: &ButtonInput<KeyCode>) -> bool {
    keys.any_pressed([KeyCode::ControlLeft, KeyCode::ControlRight])
}

/// A press on the board (a pit, a store, the wood) while looking back returns to the game. Picking finds what is
/// under the pointer where it is in that frame, and the screens' panels take the hit over the board: a click
/// on the drawer (the review's graph, the move list) is theirs, however fast the pointer got there.
fn press_board_while_looking_back(
    press: On<Pointer<Press>>,
    board: Query<(), Or<(With<Pit>, With<BoardStore>, With<BoardPart>)>>,
    browse: Res<Browse>,
    mut commands: MessageWriter<BrowseCommand>,
) {
    if browse.line.is_some() && board.contains(press.entity) {
        commands.write(BrowseCommand::Leave);
    }
}

/// Left and Right step, Home and End go to the ends; any other key returns to the game (a press on the board
/// too: see `press_board_while_looking_back`). Keys that egui took (typing in the screens) never get here.
fn read_browse_keys(
    keys: Res<ButtonInput<KeyCode>>,
    browse: Res<Browse>,
    mut commands: MessageWriter<BrowseCommand>,
) {
    let Some(line) = &browse.line else {
        return;
    };
    for key in keys.get_just_pressed() {
        commands.write(match key {
            KeyCode::ArrowLeft => BrowseCommand::Step(-1),
            KeyCode::ArrowRight => BrowseCommand::Step(1),
            KeyCode::Home => BrowseCommand::To(0),
            KeyCode::End => BrowseCommand::To(line.moves.len()),
            // Held modifiers alone do not count as a key that asks for anything.
            KeyCode::ShiftLeft
            | KeyCode::ShiftRight
            | KeyCode::ControlLeft
            | KeyCode::ControlRight
            | KeyCode::AltLeft
            | KeyCode::AltRight
            | KeyCode::SuperLeft
            | KeyCode::SuperRight => continue,
            _ => BrowseCommand::Leave,
        });
    }
}
