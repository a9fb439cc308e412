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
//!
//! A position from its text, its legal moves and a sowing with its trace:
//!
//! ```
//! use mancala_engine::{Cell, Position, Side};
//!
//! let start: Position = "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S".parse()?;
//! assert_eq!(start, Position::standard());
//! assert_eq!(start.legal_moves().collect::<Vec<u8>>(), [1, 2, 3, 4, 5, 6]);
//!
//! // Pit 3's four seeds end in South's store: South moves again.
//! let (next, sowing) = start.play(3)?;
//! assert_eq!(sowing.last, Cell::Store(Side::South));
//! assert!(sowing.extra_turn);
//! assert_eq!(next.to_move(), Side::South);
//! assert_eq!(next.to_string(), "4,4,0,5,5,5,1,4,4,4,4,4,4,0 S");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A text that is not a position says why, and so does a move that is not legal:
//!
//! ```
//! use mancala_engine::Position;
//!
//! assert!("4,4,4 S".parse::<Position>().is_err());
//! let (after, _) = Position::standard().play(3)?;
//! assert!(after.play(3).is_err(), "pit 3 is empty");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! A position solved exactly: its value is the final seed difference (side to move minus opponent) under
//! perfect play, the best moves are those that keep it, and `analyze` gives every move's own value.
//!
//! ```
//! use mancala_engine::{Limits, Position, Solver, SolverConfig};
//!
//! // Three pits of three seeds: small enough to solve at once.
//! let position: Position = "3,3,3,0,3,3,3,0 S".parse()?;
//! let config = SolverConfig { table_bytes: 1 << 20, endgame_entries: 0, threads: 1 };
//! let mut solver = Solver::new(position.pits(), config);
//! let solution = solver.solve(&position, &Limits::none())?;
//! let (moves, _nodes) = solver.analyze(&position, &Limits::none())?;
//! let best = moves.iter().map(|m| m.value).max();
//! assert_eq!(best, Some(solution.value));
//! let keeping: Vec<u8> = moves.iter().filter(|m| m.value == solution.value).map(|m| m.pit).collect();
//! assert_eq!(keeping, solution.best);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod play;
mod rules;
mod search;

pub use play::{
    ai, coach, explorer, fair, guide, hint, ladder, lessons, match_line, mistakes, opening, puzzle,
    record, review, together,
};
pub use rules::{notation, perft::perft, quan, rounds, ruleset, simultaneous};
pub use search::{
    deepening, depth, endgame, evaluation, limits, openings, oware_book, proofs, quan_search,
    relay_search, solver, unproved,
};

pub use play::ai::{Ai, Basis, Budget, Choice, Level};
pub use play::coach::{Better, Threat};
pub use play::guide::Tip;
pub use play::hint::{Hint, Reason};
pub use play::lessons::{LastSeed, Lesson, Press, Step};
pub use play::mistakes::{MistakePuzzle, Verdict};
pub use play::puzzle::{Difficulty, Puzzle};
pub use play::record::{Ending, Problem, Record, RecordError, TimeControl};
pub use play::review::{MoveReview, Rating};
pub use rules::{
    BoardRange, BySide, CONGKLAK, Capture, Cell, Direction, End, EndReason, Family, KALAH, Lap,
    MAX_HOLES, MAX_PITS, MAX_SEEDS, MAX_SOWINGS, MAX_TOTAL_SEEDS, MIN_PITS, MIN_SEEDS, MoveError,
    Moves, NumberProblem, OAN_QUAN, OWARE, ParsePositionError, Pile, Position, Refill, Row, Rules,
    SUNGKA, Score, SetupError, Side, Sowing, Sweep, Take, Taken, UnknownRules,
};
pub use search::{
    EndgameTable, Limits, MoveValue, Progress, Proof, ProofStore, ProofsInMemory, Solution, Solver,
    SolverConfig, Unfinished,
};
