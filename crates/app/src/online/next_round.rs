//! An online Congklak match goes on by itself: the server sets the next round up the moment one ends, and its
//! first holes' time runs, so the window opens it too, after a pause in which the round's banner shows who won
//! it (a click on its button opens it at once).

use bevy::prelude::*;

use super::session::play_heard_sowings;
use super::state::Online;
use crate::frame::AppSystems;
use crate::rest::Rest;
use crate::turn::game::{Game, Jumped, LookingAt, Redraw, SowingOnScreen};

/// Seconds a played-out round stays on the board before the next one opens (of the 30 s its first holes have).
pub const ROUND_PAUSE: f64 = 4.0;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        open_the_next_round
            .before(play_heard_sowings)
            .in_set(AppSystems::ApplyIntents),
    );
}

fn open_the_next_round(
    mut online: ResMut<Online>,
    mut game: ResMut<Game>,
    board: (Res<SowingOnScreen>, Res<LookingAt>),
    time: Res<Time>,
    mut rest: ResMut<Rest>,
    mut laid_out: (MessageWriter<Jumped>, MessageWriter<Redraw>),
) {
    let (on_screen, looking) = board;
    let due =
        online.in_play() && !on_screen.0 && !looking.is_away() && game.between_online_rounds();
    if !due {
        if online.next_round_at.is_some() {
            online.next_round_at = None;
        }
        return;
    }
    let now = time.elapsed_secs_f64();
    let at = *online.next_round_at.get_or_insert(now + ROUND_PAUSE);
    if now < at {
        // Woken at each whole second left, for the banner's count.
        let left = at - now;
        rest.wake_in_seconds((left - (left.ceil() - 1.0)) as f32);
        return;
    }
    online.next_round_at = None;
    if game.start_next_round() {
        laid_out.0.write(Jumped);
        laid_out.1.write(Redraw);
    }
}
