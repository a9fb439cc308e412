//! Why a position could not be set up, or a move not played: typed errors with a sentence each.

use std::fmt;

use super::board::{MAX_SEEDS, MAX_TOTAL_SEEDS, MIN_SEEDS, MOST_BORROWED, Side};
use super::ruleset::Family;

/// Why a position could not be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// The family's boards have another number of pits a side (see [`Family::boards`]).
    PitsOutOfRange {
        pits: usize,
        family: Family,
    },
    SeedsOutOfRange(u32),
    RowsDiffer {
        south: usize,
        north: usize,
    },
    TooManySeeds(u32),
    /// Only Congklak burns holes.
    BurntOutsideCongklak,
    /// Only holes burn, not stores.
    BurntStore,
    NoSuchHole {
        pit: u8,
        pits: u8,
    },
    /// A hole is burnt because it could not be filled: it holds nothing.
    BurntHoleHoldsSeeds {
        side: Side,
        pit: u8,
    },
    /// Ô ăn quan has two mandarins, on the board or taken.
    TooManyMandarins(u8),
    /// Ô ăn quan: a player's borrowed citizens are kept in six bits.
    TooMuchBorrowed {
        side: Side,
        borrowed: u8,
    },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PitsOutOfRange { pits, family } => {
                let boards = family.boards();
                write!(
                    f,
                    "{pits} pits a side: a {} board has {} to {}",
                    family.name(),
                    boards.fewest_pits,
                    boards.most_pits
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
            SetupError::BurntOutsideCongklak => {
                f.write_str("only Congklak burns holes (x in a position's text)")
            }
            SetupError::BurntStore => f.write_str("a store cannot be burnt, only a hole"),
            SetupError::NoSuchHole { pit, pits } => {
                write!(f, "there is no hole {pit}: holes are numbered 1 to {pits}")
            }
            SetupError::BurntHoleHoldsSeeds { side, pit } => {
                write!(f, "{side} hole {pit} holds seeds, so it cannot be burnt")
            }
            SetupError::TooManyMandarins(mandarins) => write!(
                f,
                "{mandarins} mandarins on the board and taken: Ô ăn quan has two"
            ),
            SetupError::TooMuchBorrowed { side, borrowed } => write!(
                f,
                "{side} has borrowed {borrowed} citizens: at most {MOST_BORROWED} can be owed"
            ),
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
    /// Congklak: the hole is burnt for this round.
    BurntHole {
        pit: u8,
    },
    /// Ô ăn quan: the square holds no citizen.
    EmptySquare {
        square: u8,
    },
    /// Ô ăn quan: moves are a square and a way, numbered 1 to `moves`.
    NoSuchMove {
        mv: u8,
        moves: u8,
    },
    /// Only Congklak starts with both players sowing at once.
    NotSimultaneous,
    /// In the simultaneous start, a player chose a hole while their hand was still sowing or done.
    NotYourChoice,
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
            MoveError::EmptySquare { square } => write!(f, "square {square} is empty"),
            MoveError::NoSuchMove { mv, moves } => write!(
                f,
                "there is no move {mv}: moves 1 to 5 sow squares 1 to 5 to the right, 6 to {moves} to \
                 the left"
            ),
            MoveError::BurntHole { pit } => write!(
                f,
                "hole {pit} is burnt: it could not be filled at this round's start, so no one plays it"
            ),
            MoveError::NotSimultaneous => {
                f.write_str("only Congklak starts with both players sowing at once")
            }
            MoveError::NotYourChoice => f.write_str(
                "it is not this player's choice: their hand is still sowing, or has finished",
            ),
        }
    }
}

impl std::error::Error for MoveError {}
