//! Positions of every game the engine plays as a public API: Kalah (with its house rules), Oware and
//! Congklak; their moves, the end of a game and the trace of a sowing. A rule set ([`Rules`]) is data the
//! position carries, not a copy of the code.
//!
//! The board is a ring of cells in sowing order: South's pits 1..m, South's store, North's pits 1..m, North's
//! store. Sowing walks the ring counter-clockwise and skips the opponent's store (in Oware no store is sown; in
//! Congklak a sowing goes on from the hole it ends in). The sowing itself is a kernel the searches share too:
//! `kernel.rs` for Kalah and Oware (rules 2 to 4 below), `relay.rs` for Congklak; [`Position::play`] adds the
//! end of the game and the trace that the game, the animation and the command line show. For Kalah:
//!
//! 1. Pits are numbered 1..m from the end farthest from their owner's store.
//! 2. A move takes every seed of one non-empty own pit and sows one per cell, skipping the opponent's store; with
//!    enough seeds to lap the ring the emptied start pit gets seeds too.
//! 3. Last seed in the own store: the same player moves again.
//! 4. Last seed in an own pit that was empty, with seeds in the opposite pit: that seed and the opposite seeds go
//!    to the own store and the turn ends. An empty opposite pit captures nothing.
//! 5. The moment either row is empty the game ends; each player adds the seeds left in their own row to their
//!    own store. Most seeds wins; equal is a draw.
//! 6. After [`MAX_SOWINGS`] sowings the game ends the same way.

mod congklak;
mod oanquan;

use congklak::{congklak_end_reason, congklak_moves, sow_congklak};
pub use oanquan::{End, Pile, Refill};
use oanquan::{play_quan, quan_end_reason, quan_moves};
pub(super) use oanquan::{quan_ring_cell, quan_steps};

use super::board::{BySide, Cell, MAX_SEEDS, MAX_SOWINGS, MAX_TOTAL_SEEDS, MIN_SEEDS, Side};
use super::errors::{MoveError, SetupError};
use super::kernel::{Capture, Landing, byte, playable, row_sum, sow_oware, sow_rows};
use super::relay::{self, BURNT, HOLES};
use super::ruleset::{Family, KALAH, OWARE, QUAN_SQUARES, Rules};
use super::trace::{
    CONGKLAK_BOARD, EndReason, GRAND_SLAM, OWARE_BOARD, QUAN_BOARD, SEED_STAYS, Score, Sowing,
    Sweep,
};

/// The legal moves of a position: a set of pit numbers, iterated in increasing order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Moves(u16);

impl Moves {
    pub fn contains(self, pit: u8) -> bool {
        (1..=16).contains(&pit) && self.0 & (1 << (pit - 1)) != 0
    }

    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl Iterator for Moves {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let pit = self.0.trailing_zeros() as u8 + 1;
        self.0 &= self.0 - 1;
        Some(pit)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Moves {}

/// A side's pits 1..m, as seed counts (a burnt Congklak hole counts 0; see [`Position::is_burnt`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row {
    bytes: [u8; HOLES],
    len: u8,
}

impl std::ops::Deref for Row {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        &self.bytes[..usize::from(self.len)]
    }
}

/// A position: every cell's seeds, the side to move and how many sowings have been played.
/// Small and `Copy`: search makes new positions rather than undoing moves. Each row is one word, a byte a pit
/// (pit 1 lowest), so a sowing is a few additions of byte masks and whole-row questions are single instructions.
/// Congklak's boards reach nine holes: the ninth hole of each row is kept in `ninth`, and a burnt hole holds the
/// byte [`BURNT`]; both only ever differ from Kalah's layout in Congklak, whose sowing unpacks the rows anyway.
/// `ninth` sits in what was padding, so a position stays 24 bytes and `(Position, Sowing)` 40 (see
/// [`Sowing`] for why that matters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    rows: [u64; 2],
    stores: [u8; 2],
    pits: u8,
    to_move: Side,
    /// The sowings played, in the low bits, and the rule set in the top six ([`RULE_BITS`]): packed so that a
    /// position is laid out as it was before there were house rules, which the sowing's speed depends on.
    sowings: u16,
    /// Congklak: hole 9 of each row, South's first (0 on smaller boards and in the other families).
    ninth: [u8; 2],
}

/// The low nine bits of `Position::sowings` count the sowings (rule 6 stops them at 400); the top seven are the
/// rule set, every one of them above 400, so one comparison sends every rule set but standard Kalah out of line.
const SOWING_BITS: u16 = 0x1FF;
/// A kernel's second family: beside [`RELAY_BIT`] Sungka, which differs from Congklak only in what the other
/// bits say; alone, Ô ăn quan, whose kernel is its own (`quan.rs`).
const SIBLING_BIT: u16 = 1 << 9;
/// Congklak and Sungka: the relay kernel sows.
const RELAY_BIT: u16 = 1 << 10;
const LAP_BEFORE_CAPTURE_BIT: u16 = 1 << 11;
/// Ô ăn quan's small-mandarin shares Congklak's lap-before-capture bit, as capture-own-seed shares Kalah's.
const SMALL_MANDARIN_BIT: u16 = LAP_BEFORE_CAPTURE_BIT;
const PASS_WHEN_EMPTY_BIT: u16 = 1 << 12;
const OWARE_BIT: u16 = 1 << 13;
const EMPTY_CAPTURE_BIT: u16 = 1 << 14;
/// Sungka's capture-own-seed shares Kalah's empty-capture bit: no family has both, and the family's bits say
/// which it is.
const CAPTURE_OWN_SEED_BIT: u16 = EMPTY_CAPTURE_BIT;
const EMPTIER_BIT: u16 = 1 << 15;
/// The rule set's bits.
const RULE_BITS: u16 = !SOWING_BITS;
/// Each rule bit and what it stands for, for the two directions between bits and [`Rules`].
/// Each bit is set for a switch of its own family only, so that a position's rules read back as they were set.
const RULE_FLAGS: [(u16, fn(&Rules) -> bool); 9] = [
    (RELAY_BIT, |rules| rules.is_relay()),
    (SIBLING_BIT, |rules| {
        matches!(rules.family, Family::Sungka | Family::OAnQuan)
    }),
    (SMALL_MANDARIN_BIT, |rules| {
        rules.is_quan() && rules.small_mandarin
    }),
    (LAP_BEFORE_CAPTURE_BIT, |rules| {
        rules.is_relay() && rules.lap_before_capture
    }),
    (PASS_WHEN_EMPTY_BIT, |rules| rules.passes_when_empty()),
    (OWARE_BIT, |rules| rules.is_oware()),
    (EMPTY_CAPTURE_BIT, |rules| {
        rules.family == Family::Kalah && rules.empty_capture
    }),
    (CAPTURE_OWN_SEED_BIT, |rules| {
        rules.family == Family::Sungka && rules.capture_own_seed
    }),
    (EMPTIER_BIT, |rules| {
        rules.family == Family::Kalah && rules.remaining_to_emptier
    }),
];

impl Position {
    /// The standard start: 6 pits a side, 4 seeds in each, South to move.
    pub fn standard() -> Position {
        Position::start(6, 4).expect("the standard board is valid")
    }

    /// A new game of Kalah: `pits` pits a side (3 to 8) with `seeds` seeds each (1 to 10), South to move.
    pub fn start(pits: u8, seeds: u8) -> Result<Position, SetupError> {
        Position::start_by(KALAH, pits, seeds)
    }

    /// The start a player of `rules` expects where `pits` or `seeds` is not given: the family's usual board
    /// ([`Family::boards`]), and in Congklak as many seeds a hole as holes.
    pub fn start_usual(
        rules: Rules,
        pits: Option<u8>,
        seeds: Option<u8>,
    ) -> Result<Position, SetupError> {
        let usual = rules.family.boards();
        let pits = pits.unwrap_or(usual.pits);
        let seeds = seeds.unwrap_or(if rules.is_relay() { pits } else { usual.seeds });
        Position::start_by(rules, pits, seeds)
    }

    /// A new game under `rules`: `pits` pits a side (as many as the family allows, see
    /// [`Family::boards`]) with `seeds` seeds each (1 to 10), South to move.
    pub fn start_by(rules: Rules, pits: u8, seeds: u8) -> Result<Position, SetupError> {
        if !(MIN_SEEDS..=MAX_SEEDS).contains(&seeds) {
            return Err(SetupError::SeedsOutOfRange(u32::from(seeds)));
        }
        let row = vec![seeds; usize::from(pits)];
        Position::from_rows_by(rules, &row, 0, &row, 0, Side::South)
    }

    /// Any position of Kalah: both rows (pits 1..m), both stores and the side to move.
    pub fn from_rows(
        south: &[u8],
        south_store: u8,
        north: &[u8],
        north_store: u8,
        to_move: Side,
    ) -> Result<Position, SetupError> {
        Position::from_rows_by(KALAH, south, south_store, north, north_store, to_move)
    }

    /// Any position under `rules`: both rows (pits 1..m, as many as the family allows), both stores and the
    /// side to move. (Congklak's burnt holes are burnt afterwards, by [`Position::burn`].)
    pub fn from_rows_by(
        rules: Rules,
        south: &[u8],
        south_store: u8,
        north: &[u8],
        north_store: u8,
        to_move: Side,
    ) -> Result<Position, SetupError> {
        if south.len() != north.len() {
            return Err(SetupError::RowsDiffer {
                south: south.len(),
                north: north.len(),
            });
        }
        let pits = south.len();
        let boards = rules.family.boards();
        if !(usize::from(boards.fewest_pits)..=usize::from(boards.most_pits)).contains(&pits) {
            return Err(SetupError::PitsOutOfRange {
                pits,
                family: rules.family,
            });
        }
        if rules.is_quan() {
            // The numbers after each row are its mandarin square's citizens; each holds its mandarin.
            let squares = |row: &[u8]| row.try_into().expect("checked: five squares");
            let end = |citizens| End {
                citizens,
                mandarin: true,
            };
            return Position::quan(
                rules,
                BySide::new(squares(south), squares(north)),
                BySide::new(end(south_store), end(north_store)),
                BySide::default(),
                to_move,
            );
        }
        let total: u32 = south
            .iter()
            .chain(north)
            .chain([&south_store, &north_store])
            .map(|&s| u32::from(s))
            .sum();
        if total > MAX_TOTAL_SEEDS {
            return Err(SetupError::TooManySeeds(total));
        }
        let holes = |row: &[u8]| {
            let mut bytes = [0; HOLES];
            bytes[..row.len()].copy_from_slice(row);
            bytes
        };
        let (south, north) = (holes(south), holes(north));
        let mut position = Position {
            rows: [0; 2],
            stores: [south_store, north_store],
            pits: pits as u8,
            to_move,
            sowings: 0,
            ninth: [0; 2],
        }
        .with_rules(rules);
        position.set_holes(relay::Rows {
            own: south,
            opp: north,
        });
        Ok(position.passed())
    }

    /// The same position with a Congklak hole burnt: it holds no seeds, no one sows into it or plays it, and
    /// the hole facing it cannot be captured from. Refused for another family, or a hole that holds seeds.
    pub fn burn(self, side: Side, pit: u8) -> Result<Position, SetupError> {
        if !self.rules().is_relay() {
            return Err(SetupError::BurntOutsideCongklak);
        }
        if !(1..=self.pits).contains(&pit) {
            return Err(SetupError::NoSuchHole {
                pit,
                pits: self.pits,
            });
        }
        if self.seeds(side, pit) != 0 {
            return Err(SetupError::BurntHoleHoldsSeeds { side, pit });
        }
        let mut burnt = self;
        let mut rows = burnt.holes();
        rows.of_mut(side)[usize::from(pit) - 1] = BURNT;
        burnt.set_holes(rows);
        Ok(burnt.passed())
    }

    /// Congklak: whether a hole is burnt.
    pub fn is_burnt(&self, side: Side, pit: u8) -> bool {
        (1..=self.pits).contains(&pit) && self.raw(side, pit) == BURNT
    }

    /// The same position played by other rules. The rules must allow the board: Kalah and Oware have at most 8
    /// pits a side and no burnt holes.
    pub fn with_rules(mut self, rules: Rules) -> Position {
        debug_assert!(
            rules.is_relay() || (self.pits <= super::board::MAX_PITS && self.ninth == [0; 2]),
            "{rules} cannot play this board"
        );
        let bits = RULE_FLAGS
            .iter()
            .filter(|(_, on)| on(&rules))
            .fold(0, |bits, (bit, _)| bits | bit);
        self.sowings = (self.sowings & SOWING_BITS) | bits;
        self.passed()
    }

    /// The rules this position is played by.
    #[inline(always)]
    pub fn rules(&self) -> Rules {
        let bits = self.sowings;
        let family = if bits & OWARE_BIT != 0 {
            Family::Oware
        } else if bits & (SIBLING_BIT | RELAY_BIT) == SIBLING_BIT | RELAY_BIT {
            Family::Sungka
        } else if bits & RELAY_BIT != 0 {
            Family::Congklak
        } else if bits & SIBLING_BIT != 0 {
            Family::OAnQuan
        } else {
            Family::Kalah
        };
        let kalah = bits & (OWARE_BIT | RELAY_BIT | SIBLING_BIT) == 0;
        Rules {
            family,
            empty_capture: kalah && bits & EMPTY_CAPTURE_BIT != 0,
            remaining_to_emptier: kalah && bits & EMPTIER_BIT != 0,
            lap_before_capture: family.is_relay() && bits & LAP_BEFORE_CAPTURE_BIT != 0,
            // Sungka's passing is its own rule, not the switch (see `RULE_FLAGS`).
            pass_when_empty: family == Family::Congklak && bits & PASS_WHEN_EMPTY_BIT != 0,
            capture_own_seed: family == Family::Sungka && bits & CAPTURE_OWN_SEED_BIT != 0,
            small_mandarin: family == Family::OAnQuan && bits & SMALL_MANDARIN_BIT != 0,
        }
    }

    /// The byte of a pit as it is kept: its seeds, or [`BURNT`].
    #[inline(always)]
    fn raw(&self, side: Side, pit: u8) -> u8 {
        if pit > 8 {
            self.ninth[side.index()]
        } else {
            byte(self.rows[side.index()], u32::from(pit) - 1)
        }
    }

    /// The same position with another count of sowings played (for saved games and tests of rule 6).
    pub fn with_sowings(mut self, sowings: u16) -> Position {
        self.sowings = (self.sowings & RULE_BITS) | sowings.min(SOWING_BITS);
        self
    }

    /// The same seeds with the other side to move.
    pub fn with_to_move(mut self, side: Side) -> Position {
        self.to_move = side;
        self
    }

    /// The same position seen from the other side of the board: the rows, the stores and the side to move
    /// change places. The rules are the same for both sides, so a pit played in one is the same pit (by its
    /// number) in the other, and the mirror of a sowing's result is the result of the same pit in the mirror.
    pub fn mirrored(mut self) -> Position {
        self.rows.swap(0, 1);
        self.stores.swap(0, 1);
        self.ninth.swap(0, 1);
        self.to_move = self.to_move.opponent();
        self
    }

    /// Pits a side.
    pub fn pits(&self) -> u8 {
        self.pits
    }

    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Sowings played since the position was set up.
    pub fn sowings(&self) -> u16 {
        self.sowings & SOWING_BITS
    }

    /// A side's pits 1..m.
    pub fn row(&self, side: Side) -> Row {
        let mut bytes = [0; HOLES];
        for (pit, seeds) in (1..=self.pits).zip(&mut bytes) {
            *seeds = self.seeds(side, pit);
        }
        Row {
            bytes,
            len: self.pits,
        }
    }

    /// A side's row as a word, a byte a pit, pit 1 lowest: the rows Kalah's and Oware's kernel sow (a Congklak
    /// row may not fit in a word; its kernel takes [`Position::holes`]).
    pub fn row_word(&self, side: Side) -> u64 {
        debug_assert!(!self.rules().is_relay(), "a Congklak row is not a word");
        self.rows[side.index()]
    }

    /// Seeds in one pit, numbered from 1 (none in a burnt hole).
    pub fn seeds(&self, side: Side, pit: u8) -> u8 {
        assert!((1..=self.pits).contains(&pit), "no pit {pit}");
        match self.raw(side, pit) {
            BURNT => 0,
            seeds => seeds,
        }
    }

    pub fn store(&self, side: Side) -> u8 {
        self.stores[side.index()]
    }

    /// Seeds in any cell: in Ô ăn quan a store is a player's captured citizens, and a mandarin square's count
    /// its citizens (its mandarin is [`Position::end`]'s; the other games have none).
    pub fn count(&self, cell: Cell) -> u8 {
        match cell {
            Cell::Pit { side, pit } => self.seeds(side, pit),
            Cell::Store(side) => self.store(side),
            Cell::Mandarin(side) if self.is_quan() => self.end(side).citizens,
            Cell::Mandarin(_) => 0,
        }
    }

    /// Ô ăn quan's bits: the sibling bit without the relay bit.
    #[inline(always)]
    fn is_quan(&self) -> bool {
        self.sowings & (SIBLING_BIT | RELAY_BIT) == SIBLING_BIT
    }

    /// Seeds still in a side's row.
    pub fn row_seeds(&self, side: Side) -> u32 {
        if self.sowings & RELAY_BIT != 0 {
            return relay::seeds(self.holes().of(side));
        }
        if self.is_quan() {
            return self.quan_squares(side);
        }
        u32::from(row_sum(self.rows[side.index()]))
    }

    /// Seeds on the whole board, stores included (in Ô ăn quan, citizens: on the squares, on the mandarin
    /// squares and captured).
    pub fn total_seeds(&self) -> u32 {
        let ends = |side: Side| {
            if self.is_quan() {
                u32::from(self.end(side).citizens)
            } else {
                0
            }
        };
        Side::BOTH
            .iter()
            .map(|&side| self.row_seeds(side) + u32::from(self.store(side)) + ends(side))
            .sum()
    }

    /// Rules 5 and 6: a row is empty, or the sowing limit is reached.
    #[inline]
    pub fn is_over(&self) -> bool {
        self.end_reason().is_some()
    }

    /// The position with the game's end applied if it is over, as the sowing that ends a game leaves it: the seeds
    /// left in each row gone where the rules send them (Ô ăn quan: each player's squares to their captures, what
    /// the mandarin squares hold to no one). A position set up over (a text given so) reads as the end it is.
    pub fn settled(mut self) -> Position {
        let Some(reason) = self.end_reason() else {
            return self;
        };
        if self.rules().is_relay() {
            return self.swept_if_over();
        }
        if self.is_quan() {
            self.settle_quan(reason);
            return self;
        }
        self.sweep_if_over();
        self
    }

    // Always inlined: with Congklak's call beside Oware's the compiler stopped inlining it, and Oware's
    // perft paid 18% for the call.
    #[inline(always)]
    fn end_reason(&self) -> Option<EndReason> {
        // One comparison sends the safety net and every rule set but standard Kalah (their bits are above the
        // count's) out of line; standard Kalah pays that comparison (see the README's "Speed").
        if self.sowings >= MAX_SOWINGS {
            if self.sowings & RELAY_BIT != 0 {
                return congklak_end_reason(self.rows, self.ninth, self.to_move, self.sowings);
            }
            return rare_end_reason(
                self.rows,
                self.stores,
                self.pits,
                self.to_move,
                self.sowings,
            );
        }
        if self.rows[0] == 0 || self.rows[1] == 0 {
            Some(EndReason::RowEmpty)
        } else {
            None
        }
    }

    /// Oware: whether this position (seeds, captures and side to move) is one of `earlier`, the positions the
    /// game went through, which ends the game ([`Position::end_by_repetition`]). Kalah never repeats: every
    /// sowing moves seeds toward a store for good.
    pub fn repeats_in(&self, earlier: &[Position]) -> bool {
        self.rules().is_oware()
            && earlier.iter().any(|before| {
                before.rows == self.rows
                    && before.stores == self.stores
                    && before.to_move == self.to_move
            })
    }

    /// The game ended by a repetition: each player takes the seeds on their own side.
    pub fn end_by_repetition(&self) -> (Position, Sweep) {
        let mut ended = *self;
        let (stores, sweep) = sweep(self.rows, self.stores, OWARE, EndReason::Repetition);
        ended.stores = stores;
        ended.rows = [0; 2];
        (ended, sweep)
    }

    /// Each side's store plus the seeds its row will get: the final score once the game is over. The seeds left
    /// in a row are its owner's, or under the remaining-to-emptier rule all go to the player whose row is empty.
    pub fn score(&self) -> Score {
        if self.is_quan() {
            return self.quan_score();
        }
        let rows = BySide::from_fn(|side| self.row_seeds(side) as u8);
        let mut score = BySide::from_fn(|side| self.stores[side.index()]);
        match self.emptier() {
            Some(side) => score[side] += rows.south + rows.north,
            None => {
                score.south += rows.south;
                score.north += rows.north;
            }
        }
        score
    }

    /// Under the remaining-to-emptier rule, the side whose row is empty (South's, if both are).
    fn emptier(&self) -> Option<Side> {
        if !self.rules().remaining_to_emptier {
            return None;
        }
        Side::BOTH
            .into_iter()
            .find(|side| self.rows[side.index()] == 0)
    }

    /// The final score, if the game is over.
    pub fn outcome(&self) -> Option<Score> {
        self.is_over().then(|| self.score())
    }

    /// The pits the side to move may play; none once the game is over.
    #[inline(always)]
    pub fn legal_moves(&self) -> Moves {
        if self.is_over() {
            return Moves(0);
        }
        // As in `end_reason`: the other rule sets out of line.
        if self.sowings >= MAX_SOWINGS {
            if self.sowings & RELAY_BIT != 0 {
                return congklak_moves(self.rows, self.ninth, self.to_move);
            }
            if self.is_quan() {
                return quan_moves(self.rows, self.to_move);
            }
            return rare_moves(self.rows, self.pits, self.to_move, self.sowings);
        }
        Moves(u16::from(non_empty_pits(self.rows[self.to_move.index()])))
    }

    /// Plays pit `pit` (1..m) of the side to move: the next position and the trace of the sowing.
    #[inline(always)]
    pub fn play(&self, pit: u8) -> Result<(Position, Sowing), MoveError> {
        if self.is_over() {
            return Err(MoveError::GameOver);
        }
        // Ô ăn quan's moves are a square and a way: its own path behind the comparison that sends every rule
        // set but standard Kalah out of line, by the fields' values both ways (see `sow`): a call that hands
        // back a whole position, even never taken, kept Kalah's in memory and slowed its perft by half.
        if self.sowings >= MAX_SOWINGS && self.is_quan() {
            let played = play_quan(self.rows, self.stores, self.to_move, self.sowings, pit)?;
            let mut next = *self;
            next.rows = played.rows;
            next.stores = played.stores;
            next.to_move = self.to_move.opponent();
            next.sowings += 1;
            let sowing = Sowing {
                mover: self.to_move,
                pit,
                seeds: played.seeds,
                last: played.last,
                capture: None,
                extra_turn: false,
                sweep: played.sweep,
                board: QUAN_SQUARES | QUAN_BOARD,
                run: played.run,
            };
            return Ok((next, sowing));
        }
        if !(1..=self.pits).contains(&pit) {
            return Err(MoveError::NoSuchPit {
                pit,
                pits: self.pits,
            });
        }
        if self.seeds(self.to_move, pit) == 0 {
            if self.is_burnt(self.to_move, pit) {
                return Err(MoveError::BurntHole { pit });
            }
            return Err(MoveError::EmptyPit { pit });
        }
        if self.sowings & OWARE_BIT != 0 && !self.legal_moves().contains(pit) {
            return Err(MoveError::MustFeed { pit });
        }
        Ok(self.sow(pit))
    }

    /// Plays `pit` as a move of a game that has been through the positions `line` (oldest first, this one
    /// last): [`Position::play`], and in Oware the end by repetition when the next position is one of them.
    pub fn play_in_line(
        &self,
        pit: u8,
        line: &[Position],
    ) -> Result<(Position, Sowing), MoveError> {
        let (next, mut sowing) = self.play(pit)?;
        if sowing.sweep.is_none() && next.repeats_in(line) {
            let (ended, sweep) = next.end_by_repetition();
            sowing.sweep = Some(sweep);
            return Ok((ended, sowing));
        }
        Ok((next, sowing))
    }

    /// Rules 5 and 6 on top of [`sow_rows`] (or Oware's ends on top of [`sow_oware`]): the whole next position
    /// and the trace.
    #[inline(always)]
    fn sow(&self, pit: u8) -> (Position, Sowing) {
        let mover = self.to_move;
        let (me, them) = (mover.index(), mover.opponent().index());
        let seeds = self.seeds(mover, pit);
        let (own, opp, m, p) = (
            self.rows[me],
            self.rows[them],
            u32::from(self.pits),
            u32::from(pit) - 1,
        );
        // Two copies of what follows, each with its sowing's results known: Kalah's trace needs no Oware
        // fields worked out, and Oware's sowing is a call. Congklak's relay is a call of its own, tested in the
        // same branch as Oware's so that Kalah's sowing pays no more tests than before.
        let sown = if self.sowings & (OWARE_BIT | RELAY_BIT) != 0 {
            if self.sowings & RELAY_BIT != 0 {
                let relayed = sow_congklak(
                    self.rows,
                    self.ninth,
                    self.stores,
                    self.pits,
                    mover,
                    self.sowings,
                    pit,
                );
                let mut next = *self;
                next.rows = relayed.rows;
                next.ninth = relayed.ninth;
                next.stores = relayed.stores;
                next.to_move = relayed.to_move;
                next.sowings += 1;
                let sowing = Sowing {
                    mover,
                    pit,
                    seeds,
                    last: landing_cell(relayed.landing, mover),
                    capture: relayed.capture,
                    extra_turn: relayed.extra_turn,
                    sweep: relayed.sweep,
                    // Sungka without capture-own-seed: read from the bits, as the rest of the sowing is.
                    board: self.pits
                        | CONGKLAK_BOARD
                        | if self.sowings & (SIBLING_BIT | CAPTURE_OWN_SEED_BIT) == SIBLING_BIT {
                            SEED_STAYS
                        } else {
                            0
                        },
                    run: relayed.relays.to_le_bytes(),
                };
                return (next, sowing);
            }
            sow_oware_out_of_line(own, opp, m, p)
        } else {
            return self.finish_sowing(pit, seeds, sow_rows(own, opp, m, p, self.rules()), false);
        };
        self.finish_sowing(pit, seeds, sown, true)
    }

    /// The next position and the trace from what the sowing left.
    #[inline(always)]
    fn finish_sowing(
        &self,
        pit: u8,
        seeds: u8,
        sown: super::kernel::Sown,
        oware: bool,
    ) -> (Position, Sowing) {
        let mover = self.to_move;
        let (me, them) = (mover.index(), mover.opponent().index());
        let mut next = *self;
        next.rows[me] = sown.own;
        next.rows[them] = sown.opp;
        next.stores[me] += sown.gain;
        next.sowings += 1;
        let landing = sown.landing;
        let capture = sown.capture;

        if oware {
            // Oware's ends (feeding above all) are judged with the other side to move.
            next.to_move = mover.opponent();
        }
        let sweep = next.sweep_if_over();
        let extra_turn = matches!(landing, Landing::OwnStore) && sweep.is_none();
        if !extra_turn {
            next.to_move = mover.opponent();
        }
        let last = landing_cell(landing, mover);
        let sowing = Sowing {
            mover,
            pit,
            seeds,
            last,
            capture,
            extra_turn,
            sweep,
            board: self.pits
                | if oware { OWARE_BOARD } else { 0 }
                | if sown.grand_slam { GRAND_SLAM } else { 0 },
            run: sown.taken.map_or([0; 2], |taken| {
                [
                    taken.last | (taken.last + 1 - taken.first) << 4,
                    taken.seeds,
                ]
            }),
        };
        (next, sowing)
    }

    /// Rules 5 and 6: once the game is over every row goes into its own store (or under the
    /// remaining-to-emptier rule into the store of the player whose row is empty).
    #[inline(always)]
    fn sweep_if_over(&mut self) -> Option<Sweep> {
        let reason = self.end_reason()?;
        let (stores, sweep) = sweep(self.rows, self.stores, self.rules(), reason);
        self.stores = stores;
        self.rows = [0; 2];
        Some(sweep)
    }
}

/// The Oware paths that Kalah's positions also pass through (the end and the moves) are calls that take the
/// fields by value and return a scalar: a reference to the position, or a position or trace handed back
/// through memory, would keep Kalah's positions in memory rather than in registers and cost its sowing a
/// third of its speed.
/// The pits of a row that hold seeds, pit 1 lowest.
#[inline(always)]
fn non_empty_pits(row: u64) -> u8 {
    const LOW7: u64 = 0x7F7F_7F7F_7F7F_7F7F;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    // The high bit of each byte is set where the pit is non-empty; the multiply gathers those eight bits
    // into the top byte, pit 1 lowest.
    let non_empty = (((row & LOW7) + LOW7) | row) & HIGH;
    ((non_empty >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
}

/// The end of a game past the safety net or played by other rules than standard Kalah's.
#[cold]
#[inline(never)]
fn rare_end_reason(
    rows: [u64; 2],
    stores: [u8; 2],
    pits: u8,
    to_move: Side,
    sowings: u16,
) -> Option<EndReason> {
    if sowings & OWARE_BIT != 0 {
        oware_end_reason(rows, stores, pits, to_move, sowings)
    } else if sowings & (SIBLING_BIT | RELAY_BIT) == SIBLING_BIT {
        quan_end_reason(rows, stores, to_move, sowings)
    } else if rows[0] == 0 || rows[1] == 0 {
        Some(EndReason::RowEmpty)
    } else if sowings & SOWING_BITS >= MAX_SOWINGS {
        Some(EndReason::SowingLimit)
    } else {
        None
    }
}

/// The moves of a live position played by other rules than standard Kalah's: the kernel's `playable`, which
/// knows Oware's feeding.
#[cold]
#[inline(never)]
fn rare_moves(rows: [u64; 2], pits: u8, to_move: Side, sowings: u16) -> Moves {
    let rules = if sowings & OWARE_BIT != 0 {
        OWARE
    } else {
        KALAH
    };
    let (me, them) = (to_move.index(), to_move.opponent().index());
    Moves(u16::from(playable(
        rows[me],
        rows[them],
        u32::from(pits),
        rules,
    )))
}

/// Oware's ends: more than half the seeds taken, no move for the side to move, or the safety net. (A
/// repetition needs the game's past; see [`Position::repeats_in`].)
fn oware_end_reason(
    rows: [u64; 2],
    stores: [u8; 2],
    pits: u8,
    to_move: Side,
    sowings: u16,
) -> Option<EndReason> {
    let total = u32::from(row_sum(rows[0]))
        + u32::from(row_sum(rows[1]))
        + u32::from(stores[0])
        + u32::from(stores[1]);
    let (me, them) = (to_move.index(), to_move.opponent().index());
    if stores.iter().any(|&taken| 2 * u32::from(taken) > total) {
        Some(EndReason::Majority)
    } else if playable(rows[me], rows[them], u32::from(pits), OWARE) == 0 {
        Some(EndReason::NoMove)
    } else if sowings & SOWING_BITS >= MAX_SOWINGS {
        Some(EndReason::SowingLimit)
    } else {
        None
    }
}

/// Oware's sowing, as a call: inlined, it doubles the size of every loop that plays Kalah's moves. (Its result
/// meets Kalah's in [`Position::sow`] as plain rows and counts, which stay in registers.)
#[cold]
#[inline(never)]
fn sow_oware_out_of_line(own: u64, opp: u64, m: u32, p: u32) -> super::kernel::Sown {
    sow_oware(own, opp, m, p)
}

/// The end-of-game sweep on the rows and stores, once a game: out of line and by value, because the rule set's
/// branch, inlined into the sowing, kept positions in memory and slowed every sowing by a third.
#[cold]
#[inline(never)]
fn sweep(rows: [u64; 2], mut stores: [u8; 2], rules: Rules, reason: EndReason) -> ([u8; 2], Sweep) {
    let swept = BySide::from_fn(|side| row_sum(rows[side.index()]));
    let emptier = Side::BOTH
        .into_iter()
        .find(|side| rules.remaining_to_emptier && rows[side.index()] == 0);
    match emptier {
        Some(side) => stores[side.index()] += swept.south + swept.north,
        None => {
            stores[0] += swept.south;
            stores[1] += swept.north;
        }
    }
    (
        stores,
        Sweep {
            reason,
            seeds: swept,
        },
    )
}

/// The cell a sowing's last seed landed in (or a relay's lift or drop, for `laps`).
#[inline(always)]
pub(super) fn landing_cell(landing: Landing, mover: Side) -> Cell {
    match landing {
        Landing::OwnPit(q) => Cell::Pit {
            side: mover,
            pit: q as u8 + 1,
        },
        Landing::OwnStore => Cell::Store(mover),
        Landing::OpponentPit(q) => Cell::Pit {
            side: mover.opponent(),
            pit: q as u8 + 1,
        },
    }
}
