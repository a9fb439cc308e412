//! Why a record was refused: the line and the problem, in a sentence.

use std::fmt;

use crate::rules::notation::ParsePositionError;
use crate::rules::{MAX_HOLES, MAX_SEEDS, MIN_PITS, MIN_SEEDS};

/// What is wrong with a record, and on which line (counted from 1; 0 when it is the record as a whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub line: usize,
    pub problem: Problem,
}

impl RecordError {
    pub(super) fn of(line: usize, problem: Problem) -> RecordError {
        RecordError { line, problem }
    }
}

/// The kinds of wrong record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    Empty,
    NotAHeader(String),
    RepeatedHeader(String),
    EmptyHeader(String),
    BadDate(String),
    BadLevel(String),
    BadClock(String),
    UnknownRules(String),
    BadPits(String),
    /// The rules' family plays on other boards (Congklak's 5 to 9 holes, Kalah's 3 to 8 pits).
    BoardNotForRules(String),
    BadSeeds(String),
    BadStart(ParsePositionError),
    PitsDisagree {
        pits: u8,
        start: u8,
    },
    SeedsDisagree(u8),
    BadResult(String),
    HeaderAfterMoves(String),
    NotAPit(String),
    IllegalMove {
        number: usize,
        pit: u8,
        why: String,
    },
    MoveAfterEnd {
        number: usize,
        pit: u8,
    },
    WrongResult {
        written: String,
        replayed: String,
    },
    /// `swap` where the pie rule does not offer it: anywhere but right after the first player's first turn.
    SwapNotOffered {
        after: usize,
    },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {}: ", self.line)?;
        }
        match &self.problem {
            Problem::Empty => f.write_str("the record is empty: no headers and no moves"),
            Problem::NotAHeader(text) => write!(
                f,
                "'{text}' is neither a header (Name: value) nor a move (a pit number)"
            ),
            Problem::RepeatedHeader(name) => write!(f, "the header '{name}' is given twice"),
            Problem::EmptyHeader(name) => write!(f, "the header '{name}' has no value"),
            Problem::BadDate(text) => {
                write!(f, "the date '{text}' is not a date: expected YYYY-MM-DD")
            }
            Problem::BadLevel(text) => {
                write!(
                    f,
                    "the level '{text}' is not one: expected easy, medium, hard or perfect"
                )
            }
            Problem::BadClock(text) => write!(
                f,
                "the clock '{text}' is not one: expected minutes+seconds, e.g. 3+2"
            ),
            Problem::UnknownRules(text) => write!(
                f,
                "the rules '{text}' are not known: expected Oware; Kalah optionally with +empty-capture \
                 and +remaining-to-emptier; or Congklak optionally with +lap-before-capture and \
                 +pass-when-empty"
            ),
            Problem::BadPits(text) => write!(
                f,
                "'{text}' pits a side cannot be: expected {MIN_PITS} to {MAX_HOLES}"
            ),
            Problem::BoardNotForRules(why) => write!(f, "{why}"),
            Problem::BadSeeds(text) => write!(
                f,
                "'{text}' seeds a pit cannot be: expected {MIN_SEEDS} to {MAX_SEEDS}"
            ),
            Problem::BadStart(error) => write!(f, "the start position is wrong: {error}"),
            Problem::PitsDisagree { pits, start } => write!(
                f,
                "the record says {pits} pits a side, but its start position has {start}"
            ),
            Problem::SeedsDisagree(seeds) => write!(
                f,
                "the record says {seeds} seeds a pit, but its start position is not {seeds} in every pit"
            ),
            Problem::BadResult(text) => write!(
                f,
                "the result '{text}' is not one: expected South's seeds and North's (e.g. 28-20), \
                 'South resigned', 'North lost on time' or *"
            ),
            Problem::HeaderAfterMoves(text) => {
                write!(f, "'{text}' looks like a header, but the moves have begun")
            }
            Problem::NotAPit(text) => write!(f, "'{text}' is not a pit number"),
            Problem::IllegalMove { number, pit, why } => {
                write!(f, "move {number} (pit {pit}) cannot be played: {why}")
            }
            Problem::MoveAfterEnd { number, pit } => {
                write!(f, "move {number} (pit {pit}) comes after the game is over")
            }
            Problem::WrongResult { written, replayed } => write!(
                f,
                "the result says {written}, but the moves lead to {replayed}"
            ),
            Problem::SwapNotOffered { after } => write!(
                f,
                "a swap after {after} sowings: the pie rule offers it once, when the first player's first \
                 turn is over"
            ),
        }
    }
}

impl std::error::Error for RecordError {}
