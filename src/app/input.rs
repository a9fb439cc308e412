//! Clicks on pits and the number keys become [`PlayPit`] intents; the rest of the game never reads devices.

use bevy::prelude::*;

use super::Game;
use super::board::Pit;
use super::game::PlayPit;

pub fn plugin(app: &mut App) {
    app.add_observer(click_pit)
        .add_systems(Update, press_number_key);
}

/// A click on a pit of the side to move plays it; a click elsewhere changes nothing.
fn click_pit(
    click: On<Pointer<Click>>,
    pits: Query<&Pit>,
    game: Res<Game>,
    mut intents: MessageWriter<PlayPit>,
) {
    let Ok(pit) = pits.get(click.entity) else {
        return;
    };
    if pit.side == game.position.to_move() {
        intents.write(PlayPit(pit.index));
    } else {
        info!(
            "that pit belongs to {}; it is {}'s turn",
            pit.side,
            game.position.to_move()
        );
    }
}

/// Keys 1..m play the side to move's pits, pit 1 at that player's left.
fn press_number_key(
    keys: Res<ButtonInput<KeyCode>>,
    game: Res<Game>,
    mut intents: MessageWriter<PlayPit>,
) {
    const DIGITS: [KeyCode; 8] = [
        KeyCode::Digit1,
        KeyCode::Digit2,
        KeyCode::Digit3,
        KeyCode::Digit4,
        KeyCode::Digit5,
        KeyCode::Digit6,
        KeyCode::Digit7,
        KeyCode::Digit8,
    ];
    for (index, key) in DIGITS
        .iter()
        .enumerate()
        .take(usize::from(game.position.pits()))
    {
        if keys.just_pressed(*key) {
            intents.write(PlayPit(index as u8 + 1));
        }
    }
}
