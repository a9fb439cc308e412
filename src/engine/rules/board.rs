//! The board's vocabulary: the two sides, the cells that hold seeds, the limits of a board, and the ring of
//! cells in sowing order that the trace and the position text walk.

use std::fmt;

/// Fewest pits a side a board may have.
pub const MIN_PITS: u8 = 3;
/// Most pits a side a Kalah or Oware board may have: a row is one 64-bit word, a byte a pit.
pub const MAX_PITS: u8 = 8;
/// Most holes a side a Congklak board may have (its ninth hole a side is kept beside the row's word).
pub const MAX_HOLES: u8 = 9;
/// Fewest seeds per pit a new game may start with.
pub const MIN_SEEDS: u8 = 1;
/// Most seeds per pit a new game may start with.
pub const MAX_SEEDS: u8 = 10;
/// The safety net of rule 6: a game ends after this many sowings.
pub const MAX_SOWINGS: u16 = 400;
/// Seeds are counted in bytes, so a board holds at most this many in all.
pub const MAX_TOTAL_SEEDS: u32 = u8::MAX as u32;

/// One of the two players. South moves first in a new game.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Side {
    South,
    North,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    pub fn opponent(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }

    /// The letter used in position text.
    pub fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::North => 'N',
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::South => "South",
            Side::North => "North",
        }
    }

    pub(in crate::engine) fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A place on the board that holds seeds. Pits are numbered from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    Pit { side: Side, pit: u8 },
    Store(Side),
}

impl Cell {
    pub fn side(self) -> Side {
        match self {
            Cell::Pit { side, .. } | Cell::Store(side) => side,
        }
    }

    /// Every cell of a board of `pits` pits a side, in sowing order from South's pit 1: South's pits, South's
    /// store, North's pits, North's store. The position text lists its numbers in this order too.
    pub fn ring(pits: u8) -> impl ExactSizeIterator<Item = Cell> + Clone {
        let layout = Layout::new(pits);
        (0..layout.ring()).map(move |index| layout.cell(index))
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Cell::Pit { side, pit } => write!(f, "{side} pit {pit}"),
            Cell::Store(side) => write!(f, "{side} store"),
        }
    }
}

/// Why a position could not be set up.
/// Cell indices on the ring (South's pits, South's store, North's pits, North's store) for a board of `pits`
/// pits a side: how a sowing's trace walks the board.
#[derive(Clone, Copy, Debug)]
pub(super) struct Layout {
    pits: usize,
}

impl Layout {
    pub(super) fn new(pits: u8) -> Layout {
        Layout {
            pits: usize::from(pits),
        }
    }

    pub(super) fn ring(self) -> usize {
        2 * self.pits + 2
    }

    pub(super) fn base(self, side: Side) -> usize {
        side.index() * (self.pits + 1)
    }

    pub(super) fn pit(self, side: Side, pit: u8) -> usize {
        self.base(side) + usize::from(pit) - 1
    }

    pub(super) fn store(self, side: Side) -> usize {
        self.base(side) + self.pits
    }

    pub(super) fn next(self, index: usize, skip: [usize; 3]) -> usize {
        let mut next = index;
        loop {
            next = (next + 1) % self.ring();
            if !skip.contains(&next) {
                return next;
            }
        }
    }

    pub(super) fn cell(self, index: usize) -> Cell {
        let side = if index <= self.pits {
            Side::South
        } else {
            Side::North
        };
        let offset = index - self.base(side);
        if offset == self.pits {
            Cell::Store(side)
        } else {
            Cell::Pit {
                side,
                pit: offset as u8 + 1,
            }
        }
    }
}
