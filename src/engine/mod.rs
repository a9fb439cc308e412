//! The game itself: rules, notation and search. Pure: no Bevy, no I/O, no clock.

pub mod ai;
pub mod coach;
pub mod endgame;
pub mod guide;
pub mod hint;
mod kernel;
pub mod lessons;
pub mod limits;
mod memory;
pub mod notation;
pub mod openings;
pub mod perft;
mod places;
pub mod puzzle;
pub mod record;
pub mod review;
pub mod rules;
pub mod ruleset;
pub mod search;
pub mod solver;
mod table;

pub use limits::{Limits, Progress, Unfinished};
pub use notation::{NumberProblem, ParsePositionError};
pub use perft::perft;
pub use rules::{
    Capture, Cell, EndReason, MAX_PITS, MAX_SEEDS, MAX_SOWINGS, MAX_TOTAL_SEEDS, MIN_PITS,
    MIN_SEEDS, MoveError, Moves, Position, Score, SetupError, Side, Sowing, Sweep,
};
pub use ruleset::{KALAH, Rules, UnknownRules};
pub use solver::{MoveValue, Solution, Solver, SolverConfig};
