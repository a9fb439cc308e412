//! The laps of a sowing, lift by lift and drop by drop: what the animation replays and the command line's
//! trace prints, for every family (Kalah's and Oware's sowings are one lap; a Congklak relay adds one for each
//! hole it lifts from).

use super::board::Cell;
use super::errors::MoveError;
use super::position::{Position, landing_cell};
use super::relay::{self, Step};
/// One lap of a sowing: the seeds lifted from a cell and where each was dropped.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lap {
    pub from: Cell,
    pub seeds: u8,
    pub drops: Vec<Cell>,
}

impl Position {
    /// The laps of sowing `pit`, for the animation and the command line's trace: every lift and every drop, in
    /// order. The capture, the extra turn and the end are in the [`Sowing`](super::Sowing) that [`Position::play`] returns.
    pub fn laps(&self, pit: u8) -> Result<Vec<Lap>, MoveError> {
        let (_, sowing) = self.play(pit)?;
        let mover = self.to_move();
        if !self.rules().is_relay() {
            return Ok(vec![Lap {
                from: Cell::Pit { side: mover, pit },
                seeds: sowing.seeds,
                drops: sowing.drops().collect(),
            }]);
        }
        let mut laps: Vec<Lap> = Vec::new();
        relay::sow(
            self.holes_of_mover(),
            usize::from(self.pits()),
            usize::from(pit) - 1,
            self.rules(),
            |step| match step {
                Step::Lift(place, seeds) => laps.push(Lap {
                    from: landing_cell(place, mover),
                    seeds,
                    drops: Vec::with_capacity(usize::from(seeds)),
                }),
                Step::Drop(place) => laps
                    .last_mut()
                    .expect("a sowing lifts before it drops")
                    .drops
                    .push(landing_cell(place, mover)),
            },
        );
        Ok(laps)
    }
}
