//! Why a position could not be set up, or a move not played: typed errors with a sentence each.

use std::fmt;

use super::board::{MAX_PITS, MAX_SEEDS, MAX_TOTAL_SEEDS, MIN_PITS, MIN_SEEDS};

/// Why a position could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    PitsOutOfRange(usize),
    SeedsOutOfRange(u32),
    RowsDiffer { south: usize, north: usize },
    TooManySeeds(u32),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PitsOutOfRange(pits) => {
                write!(
                    f,
                    "{pits} pits a side: a board has {MIN_PITS} to {MAX_PITS}"
                )
            }
            SetupError::SeedsOutOfRange(seeds) => {
                write!(
                    f,
                    "{seeds} seeds per pit: a new game has {MIN_SEEDS} to {MAX_SEEDS}"
                )
            }
            SetupError::RowsDiffer { south, north } => {
                write!(
                    f,
                    "South has {south} pits but North has {north}: both rows must be equal"
                )
            }
            SetupError::TooManySeeds(total) => {
                write!(
                    f,
                    "{total} seeds in all: a board holds at most {MAX_TOTAL_SEEDS}"
                )
            }
        }
    }
}

impl std::error::Error for SetupError {}

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveError {
    GameOver,
    NoSuchPit {
        pit: u8,
        pits: u8,
    },
    EmptyPit {
        pit: u8,
    },
    /// Oware: the opponent has no seeds, and this pit's sowing would give them none while another would.
    MustFeed {
        pit: u8,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::GameOver => f.write_str("the game is over"),
            MoveError::NoSuchPit { pit, pits } => {
                write!(f, "there is no pit {pit}: pits are numbered 1 to {pits}")
            }
            MoveError::EmptyPit { pit } => write!(f, "pit {pit} is empty"),
            MoveError::MustFeed { pit } => write!(
                f,
                "pit {pit} gives the opponent no seeds: when their row is empty, a move must feed it"
            ),
        }
    }
}

impl std::error::Error for MoveError {}
