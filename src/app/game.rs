//! Turns: an intent to play a pit becomes one engine move, and the engine's trace goes out for the board to
//! show. The engine's position in [`Game`] is the truth.

use bevy::prelude::*;

use super::Game;
use super::sowing::Animation;
use crate::engine::{Position, Sowing};

/// A player wants to sow this pit (1..m of the side to move). Clicks and keys send it.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayPit(pub u8);

/// A move the engine has played: the position before and after, and the whole trace of the sowing.
#[derive(Message, Clone, Copy, Debug)]
pub struct Sown {
    pub before: Position,
    pub after: Position,
    pub sowing: Sowing,
}

pub fn plugin(app: &mut App) {
    app.add_message::<PlayPit>()
        .add_message::<Sown>()
        .add_systems(Update, play_intended_pit);
}

/// At most one move a frame: a burst of clicks in one frame was aimed at the position before the first of them,
/// so only the first is played and the rest are dropped. No move starts while a sowing is still on screen: the
/// click that arrives then skips the animation instead (see `sowing`).
pub(crate) fn play_intended_pit(
    mut intents: MessageReader<PlayPit>,
    mut game: ResMut<Game>,
    mut sown: MessageWriter<Sown>,
    animation: Option<Res<Animation>>,
) {
    if animation.is_some_and(|a| a.is_playing()) {
        intents.clear();
        return;
    }
    let Some(&PlayPit(pit)) = intents.read().next() else {
        return;
    };
    intents.clear();
    let before = game.position;
    match before.play(pit) {
        Ok((after, sowing)) => {
            game.position = after;
            sown.write(Sown {
                before,
                after,
                sowing,
            });
        }
        Err(refused) => info!("pit {pit} not played: {refused}"),
    }
}
