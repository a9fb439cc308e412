//! The laps of a sowing, lift by lift and drop by drop: what the animation replays and the command line's
//! trace prints, for every family (Kalah's and Oware's sowings are one lap; a Congklak or Ô ăn quan relay adds
//! one for each hole it lifts from), and Ô ăn quan's captures square by square.

use super::board::Cell;
use super::errors::MoveError;
use super::position::{Position, landing_cell, quan_ring_cell, quan_steps};
use super::quan::QuanStep;
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
        if self.rules().is_quan() {
            let mut laps: Vec<Lap> = Vec::new();
            for step in quan_steps(self, pit)? {
                match step {
                    QuanStep::Lift(at, seeds) => laps.push(Lap {
                        from: quan_ring_cell(at, mover),
                        seeds,
                        drops: Vec::with_capacity(usize::from(seeds)),
                    }),
                    QuanStep::Drop(at) => laps
                        .last_mut()
                        .expect("a sowing lifts before it drops")
                        .drops
                        .push(quan_ring_cell(at, mover)),
                    QuanStep::Take { .. } => {}
                }
            }
            return Ok(laps);
        }
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

/// One square an Ô ăn quan sowing captured: its citizens, and its mandarin if it was a mandarin square that
/// still held one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Take {
    pub cell: Cell,
    pub citizens: u8,
    pub mandarin: bool,
}

impl Position {
    /// Ô ăn quan: the squares move `mv` captures, in the order it takes them (none in the other families).
    pub fn takes(&self, mv: u8) -> Result<Vec<Take>, MoveError> {
        if !self.rules().is_quan() {
            self.play(mv)?;
            return Ok(Vec::new());
        }
        let mover = self.to_move();
        Ok(quan_steps(self, mv)?
            .into_iter()
            .filter_map(|step| match step {
                QuanStep::Take {
                    at,
                    citizens,
                    mandarin,
                } => Some(Take {
                    cell: quan_ring_cell(at, mover),
                    citizens,
                    mandarin,
                }),
                _ => None,
            })
            .collect())
    }
}
