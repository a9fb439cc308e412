//! The game itself: rules, search, and what plays and teaches. Pure: no Bevy, no I/O, no clock.
//!
//! Three rooms, each depending only on the ones before it:
//! - [`rules`]: the bit kernel of a sowing and Congklak's relay kernel, positions and their trace, the rule sets
//!   (Kalah with its house rules, Oware, Congklak with its variants) as data, the position text and perft;
//! - [`search`]: the exact solver, the depth-limited search, the transposition and endgame tables over the
//!   numbering of positions, their memory, the limits of a search, the opening book and the proofs kept;
//! - `play`: Otto's levels, Teach me's hints, the coach, the guide, the lessons, the daily puzzle, game records
//!   and the review.
//!
//! Callers use the flat API below (`engine::Position`, `engine::Solver`, `engine::Level`) and the feature modules by
//! their own names for their functions and constants (`engine::puzzle::daily`, `engine::review::rate`), never a
//! path through the rooms.

mod play;
mod rules;
mod search;

pub use play::{ai, coach, guide, hint, lessons, puzzle, record, review, together};
pub use rules::{notation, perft::perft, rounds, ruleset, simultaneous};
pub use search::{
    deepening, depth, endgame, evaluation, limits, openings, oware_book, proofs, relay_search,
    solver,
};

pub use play::ai::{Ai, Basis, Budget, Choice, Level};
pub use play::coach::{Better, Threat};
pub use play::guide::Tip;
pub use play::hint::{Hint, Reason};
pub use play::lessons::{Landing, Lesson, Press, Step};
pub use play::puzzle::{Difficulty, Puzzle};
pub use play::record::{Ending, Problem, Record, RecordError, TimeControl};
pub use play::review::{MoveReview, Rating};
pub use rules::{
    BoardRange, BySide, CONGKLAK, Capture, Cell, EndReason, Family, KALAH, Lap, MAX_HOLES,
    MAX_PITS, MAX_SEEDS, MAX_SOWINGS, MAX_TOTAL_SEEDS, MIN_PITS, MIN_SEEDS, MoveError, Moves,
    NumberProblem, OWARE, ParsePositionError, Position, Row, Rules, Score, SetupError, Side,
    Sowing, Sweep, Taken, UnknownRules,
};
pub use search::{
    EndgameTable, Limits, MoveValue, Progress, Proof, ProofStore, ProofsInMemory, Solution, Solver,
    SolverConfig, Unfinished,
};
