//! A clock for two players on one screen: minutes each, and seconds added when a turn ends (an extra turn keeps
//! the turn, so it adds nothing). The side to move loses when its time runs out. The clock stands still while
//! a sowing is on screen, while the window is not in focus, and once the game is over. The bar above the board
//! shows both times.

use std::time::Duration;

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::game::{Game, SowingOnScreen, Sown};
use crate::frame::AppSystems;
use crate::rest::Rest;
use mancala_engine::{Side, TimeControl};

/// Below this much time a side's clock is shown with tenths.
const SHORT: Duration = Duration::from_secs(10);

/// The time each side has left in the game in hand, if it has a clock.
#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChessClock {
    pub control: Option<TimeControl>,
    /// South's and North's time left.
    pub left: [Duration; 2],
    /// The game these clocks belong to (its generation when they were set).
    generation: Option<u64>,
    /// Set in this frame: the frame's time went by before the game began.
    fresh: bool,
}

impl ChessClock {
    /// Full time for both sides under `control`.
    pub fn new(control: Option<TimeControl>, generation: u64) -> ChessClock {
        let full = control.map_or(Duration::ZERO, |c| {
            Duration::from_secs(u64::from(c.minutes) * 60)
        });
        ChessClock {
            control,
            left: [full; 2],
            generation: Some(generation),
            fresh: true,
        }
    }

    pub fn left(&self, side: Side) -> Duration {
        self.left[side_index(side)]
    }

    /// Takes `elapsed` off `side`'s time; whether it has run out.
    pub fn spend(&mut self, side: Side, elapsed: Duration) -> bool {
        let left = &mut self.left[side_index(side)];
        *left = left.saturating_sub(elapsed);
        left.is_zero()
    }

    /// The increment, when `side`'s turn ends.
    pub fn add_increment(&mut self, side: Side) {
        if let Some(control) = self.control {
            self.left[side_index(side)] += Duration::from_secs(u64::from(control.increment));
        }
    }
}

fn side_index(side: Side) -> usize {
    match side {
        Side::South => 0,
        Side::North => 1,
    }
}

/// "4:59", or "0:07.3" in the last ten seconds; "1:05:09" past an hour, "2d 23h" past a day.
pub fn clock_text(left: Duration) -> String {
    const HOUR: u64 = 60 * 60;
    const DAY: u64 = 24 * HOUR;
    let seconds = left.as_secs();
    match seconds {
        _ if left < SHORT => format!("0:{seconds:02}.{}", left.subsec_millis() / 100),
        // A correspondence clock: days and hours, or hours, minutes and seconds on its last day.
        DAY.. => format!("{}d {}h", seconds / DAY, seconds % DAY / HOUR),
        HOUR.. => format!(
            "{}:{:02}:{:02}",
            seconds / HOUR,
            seconds % HOUR / 60,
            seconds % 60
        ),
        _ => format!("{}:{:02}", seconds / 60, seconds % 60),
    }
}

/// How long until a running clock with `left` on it reads otherwise: the next whole second, or under
/// ten seconds the next tenth. The window sleeps until then.
pub fn until_it_reads_otherwise(left: Duration) -> Duration {
    let step = if left < SHORT {
        Duration::from_millis(100)
    } else {
        Duration::from_secs(1)
    };
    let into = Duration::from_nanos((left.as_nanos() % step.as_nanos()) as u64);
    if into.is_zero() { step } else { into }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<ChessClock>().add_systems(
        Update,
        (set_clocks, add_increments, run_clock)
            .chain()
            .in_set(AppSystems::React),
    );
}

/// A new game (or undo, a resumed game, a puzzle) sets the clocks to the game's time control, in full.
fn set_clocks(game: Res<Game>, mut clocks: ResMut<ChessClock>) {
    let control = game
        .setup
        .clock
        .filter(|_| game.computer_side().is_none() && game.puzzle.is_none());
    if clocks.generation != Some(game.generation) || clocks.control != control {
        *clocks = ChessClock::new(control, game.generation);
    }
}

/// A sowing that hands the turn over adds the increment to the side that sowed.
fn add_increments(mut sown: MessageReader<Sown>, mut clocks: ResMut<ChessClock>) {
    for Sown { before, after, .. } in sown.read() {
        if !after.is_over() && after.to_move() != before.to_move() {
            clocks.add_increment(before.to_move());
        }
    }
}

/// The side to move's time runs (the wall clock's, which nothing pauses or slows), but not during a sowing,
/// out of focus, or after the game.
fn run_clock(
    mut game: ResMut<Game>,
    mut clocks: ResMut<ChessClock>,
    time: Res<Time<Real>>,
    on_screen: Res<SowingOnScreen>,
    window: Query<&Window, With<PrimaryWindow>>,
    mut rest: ResMut<Rest>,
) {
    if std::mem::take(&mut clocks.fresh)
        || clocks.control.is_none()
        || game.is_finished()
        || on_screen.0
    {
        return;
    }
    if window.iter().any(|window| !window.focused) {
        return;
    }
    let side = game.position.to_move();
    if clocks.spend(side, time.delta()) {
        game.run_out_of_time();
    } else {
        rest.wake_within(until_it_reads_otherwise(clocks.left(side)));
    }
}
