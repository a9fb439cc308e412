//! The rules as data and code: the bit kernel of a sowing (`kernel`), Congklak's relay kernel (`relay`), Ô ăn
//! quan's (`quan`), the
//! board's vocabulary (`board`), positions (`position`), the trace of a sowing (`trace`) and its laps
//! (`laps`), typed errors (`errors`), the rule sets (`ruleset`), Congklak's match of rounds (`rounds`) and its
//! simultaneous start (`simultaneous`), the position text (`notation`), a position carried through serde
//! (`carried`) and perft.
//! Nothing here knows of a search.

mod board;
mod carried;
mod errors;
pub(crate) mod kernel;
mod laps;
pub mod notation;
pub mod perft;
mod position;
pub mod quan;
pub(crate) mod relay;
pub mod rounds;
pub mod ruleset;
pub mod simultaneous;
mod trace;

pub use board::{
    BySide, Cell, MAX_HOLES, MAX_PITS, MAX_SEEDS, MAX_SOWINGS, MAX_TOTAL_SEEDS, MIN_PITS,
    MIN_SEEDS, Side,
};
pub use errors::{MoveError, SetupError};
pub use kernel::{Capture, Taken};
pub use laps::{Lap, Take};
pub use notation::{NumberProblem, ParsePositionError};
pub use position::{End, Moves, Pile, Position, Refill, Row};
pub use quan::Direction;
pub use ruleset::{
    BoardRange, CONGKLAK, Family, KALAH, OAN_QUAN, OWARE, Rules, SUNGKA, UnknownRules,
};
pub use trace::{EndReason, Score, Sowing, Sweep};

#[cfg(test)]
mod tests;
