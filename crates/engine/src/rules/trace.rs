//! The trace of a sowing and the end of a game: what the animation replays and the interface reports.

use super::board::{BySide, Cell, Layout, Side};
use super::kernel::{Capture, Taken};
use super::ruleset::{Family, Rules};

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// Rule 5: a row ran out of seeds.
    RowEmpty,
    /// Rule 6: the safety net of [`MAX_SOWINGS`] sowings.
    SowingLimit,
    /// Oware: the side to move has no move: its row is empty, or the opponent's is and no move gives it seeds.
    NoMove,
    /// Oware: a side has taken more than half of all the seeds.
    Majority,
    /// Oware: a position came again (see [`Position::repeats_in`]).
    Repetition,
    /// Ô ăn quan: both mandarin squares are empty, their mandarins and citizens taken.
    MandarinsTaken,
}

/// The end-of-game sweep: the seeds each row still held, moved into its own store, or under the
/// remaining-to-emptier rule into the store of the player whose row was empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sweep {
    pub reason: EndReason,
    /// The seeds swept from each side's row.
    pub seeds: BySide<u8>,
}

impl Sweep {
    /// The store the seeds of `side`'s row went into, under `rules`: its own, or under the remaining-to-emptier
    /// rule the store of the player whose row was empty (South's, if both were).
    pub fn store_for(self, side: Side, rules: Rules) -> Side {
        let emptier = Side::BOTH.into_iter().find(|&s| self.seeds[s] == 0);
        match emptier {
            Some(emptier) if rules.remaining_to_emptier => emptier,
            _ => side,
        }
    }
}

/// The trace of one sowing: everything the animation replays and the interface reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sowing {
    pub mover: Side,
    /// The pit played, numbered from 1 on the mover's side.
    pub pit: u8,
    /// How many seeds were lifted from it.
    pub seeds: u8,
    /// Where the last seed landed.
    pub last: Cell,
    pub capture: Option<Capture>,
    /// The mover moves again (rule 3, and the game goes on).
    pub extra_turn: bool,
    /// The game ended with this sowing.
    pub sweep: Option<Sweep>,
    /// Pits a side, and the family's flags ([`OWARE_BOARD`], [`GRAND_SLAM`], [`CONGKLAK_BOARD`],
    /// [`SEED_STAYS`]), in one byte.
    pub(super) board: u8,
    /// Oware's run taken, packed: its last pit in the low four bits and its count of pits in the high four (0
    /// for none), then its seeds; in Congklak, the count of relays (little-endian). The trace is packed so
    /// that `(Position, Sowing)` stays 40 bytes: at 48 the compiler builds it in memory on every sowing, even
    /// where the trace is thrown away, and Kalah's playouts lose a third of their speed.
    pub(super) run: [u8; 2],
}

/// [`Sowing::board`]'s bits: the pits a side, Oware, a grand slam, and Congklak.
pub(super) const BOARD_PITS: u8 = 0x0F;
pub(super) const OWARE_BOARD: u8 = 0x80;
pub(super) const GRAND_SLAM: u8 = 0x40;
pub(super) const CONGKLAK_BOARD: u8 = 0x20;
/// Sungka: a capture leaves the capturing seed in its hole.
pub(super) const SEED_STAYS: u8 = 0x10;
/// Ô ăn quan: Oware's flag and Congklak's together, which no other sowing sets.
pub(super) const QUAN_BOARD: u8 = OWARE_BOARD | CONGKLAK_BOARD;

impl Sowing {
    /// The seeds a capture across took to the store: the facing pit's, and the capturing seed but in Sungka.
    pub fn captured(&self) -> Option<u8> {
        let own_seed_goes = self.board & SEED_STAYS == 0;
        self.capture.map(|capture| capture.to_store(own_seed_goes))
    }

    /// Ô ăn quan: the citizens and the mandarins the sowing captured (none when it captured nothing).
    pub fn quan_captured(&self) -> Option<(u8, u8)> {
        let [citizens, mandarins] = self.run;
        (self.family() == Family::OAnQuan && citizens + mandarins > 0)
            .then_some((citizens, mandarins))
    }

    /// Oware: the run of the opponent's pits taken.
    pub fn taken(&self) -> Option<Taken> {
        if self.family() != Family::Oware {
            return None;
        }
        let [packed, seeds] = self.run;
        (packed != 0).then(|| {
            let (last, count) = (packed & 0x0F, packed >> 4);
            Taken {
                first: last + 1 - count,
                last,
                seeds,
            }
        })
    }

    /// Oware: the sowing would have taken every seed the opponent had, so it took none.
    pub fn grand_slam(&self) -> bool {
        self.board & GRAND_SLAM != 0
    }

    /// Congklak and Sungka: how many times the sowing lifted the seeds of the hole its last seed landed in and sowed on.
    pub fn relays(&self) -> u16 {
        match self.family() {
            Family::Congklak => u16::from_le_bytes(self.run),
            _ => 0,
        }
    }

    /// The kernel that sowed: Congklak's stands for Sungka's too, which it also sows.
    fn family(&self) -> Family {
        if self.board & QUAN_BOARD == QUAN_BOARD {
            Family::OAnQuan
        } else if self.board & OWARE_BOARD != 0 {
            Family::Oware
        } else if self.board & CONGKLAK_BOARD != 0 {
            Family::Congklak
        } else {
            Family::Kalah
        }
    }

    /// Where each seed landed, in the order it was dropped: Kalah's and Oware's one lap. A Congklak or Ô ăn
    /// quan sowing relays over a board this trace does not hold, so it yields nothing here: `Position::laps` has every
    /// lap of every family.
    pub fn drops(&self) -> Drops {
        let layout = Layout::new(self.board & BOARD_PITS);
        let start = layout.pit(self.mover, self.pit);
        // Kalah skips the opponent's store; Oware sows no store and skips the emptied pit on every lap.
        let skip = match self.family() {
            Family::Kalah | Family::Congklak | Family::Sungka | Family::OAnQuan => {
                [layout.store(self.mover.opponent()); 3]
            }
            Family::Oware => [start, layout.store(Side::South), layout.store(Side::North)],
        };
        Drops {
            layout,
            at: start,
            skip,
            left: if matches!(self.family(), Family::Congklak | Family::OAnQuan) {
                0
            } else {
                self.seeds
            },
        }
    }
}

/// The cells of a sowing in drop order; see [`Sowing::drops`].
#[derive(Clone, Debug)]
pub struct Drops {
    layout: Layout,
    at: usize,
    skip: [usize; 3],
    left: u8,
}

impl Iterator for Drops {
    type Item = Cell;

    fn next(&mut self) -> Option<Cell> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        self.at = self.layout.next(self.at, self.skip);
        Some(self.layout.cell(self.at))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left as usize, Some(self.left as usize))
    }
}

impl ExactSizeIterator for Drops {}

/// The final seed counts, once every row has been swept into its store: one a side.
pub type Score = BySide<u8>;

impl BySide<u8> {
    /// `side`'s seeds minus its opponent's.
    pub fn margin(self, side: Side) -> i32 {
        i32::from(self[side]) - i32::from(self[side.opponent()])
    }

    /// The side with more seeds, or `None` for a draw.
    pub fn winner(self) -> Option<Side> {
        match self.south.cmp(&self.north) {
            std::cmp::Ordering::Greater => Some(Side::South),
            std::cmp::Ordering::Less => Some(Side::North),
            std::cmp::Ordering::Equal => None,
        }
    }
}
