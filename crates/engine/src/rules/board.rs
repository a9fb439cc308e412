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
/// Ô ăn quan: the most citizens a player can owe (kept in six bits of their account).
pub const MOST_BORROWED: u8 = 0x3F;

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

    pub(crate) fn index(self) -> usize {
        self as usize
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One value for each side, South's and North's, in one type (as shakmaty's `ByColor`): indexed by a side,
/// mapped and zipped whole, so code that keeps a pair never matches on the side to pick a field.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct BySide<T> {
    pub south: T,
    pub north: T,
}

impl<T> BySide<T> {
    pub const fn new(south: T, north: T) -> BySide<T> {
        BySide { south, north }
    }

    /// Both values made by `make`, from each side.
    pub fn from_fn(mut make: impl FnMut(Side) -> T) -> BySide<T> {
        BySide {
            south: make(Side::South),
            north: make(Side::North),
        }
    }

    pub fn map<U>(self, mut change: impl FnMut(T) -> U) -> BySide<U> {
        BySide {
            south: change(self.south),
            north: change(self.north),
        }
    }

    pub fn as_ref(&self) -> BySide<&T> {
        BySide {
            south: &self.south,
            north: &self.north,
        }
    }

    /// The sides swapped: South's value becomes North's.
    pub fn swapped(self) -> BySide<T> {
        BySide {
            south: self.north,
            north: self.south,
        }
    }

    /// Each side with its value, South first.
    pub fn iter(&self) -> impl Iterator<Item = (Side, &T)> {
        [(Side::South, &self.south), (Side::North, &self.north)].into_iter()
    }

    /// The first side whose value `wanted` picks.
    pub fn find(&self, mut wanted: impl FnMut(&T) -> bool) -> Option<Side> {
        self.iter()
            .find(|(_, value)| wanted(value))
            .map(|(side, _)| side)
    }
}

impl<T> std::ops::Index<Side> for BySide<T> {
    type Output = T;

    fn index(&self, side: Side) -> &T {
        match side {
            Side::South => &self.south,
            Side::North => &self.north,
        }
    }
}

impl<T> std::ops::IndexMut<Side> for BySide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::South => &mut self.south,
            Side::North => &mut self.north,
        }
    }
}

/// A place on the board that holds seeds. Pits are numbered from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    Pit {
        side: Side,
        pit: u8,
    },
    /// A side's store: in Oware its tray, in Ô ăn quan its pile of captured citizens.
    Store(Side),
    /// Ô ăn quan: the mandarin square after `side`'s row, where Kalah has that side's store; it belongs to no
    /// one.
    Mandarin(Side),
}

impl Cell {
    /// The side the cell belongs to (a mandarin square: the side whose row it follows).
    pub fn side(self) -> Side {
        match self {
            Cell::Pit { side, .. } | Cell::Store(side) | Cell::Mandarin(side) => side,
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
            Cell::Mandarin(side) => write!(f, "{side} mandarin square"),
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
