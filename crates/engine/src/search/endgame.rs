//! The endgame table: the exact value of every position with few seeds left in the pits, built in memory.
//!
//! A position's future does not depend on its stores: only on the seeds still in the pits and who moves. So the
//! table holds, for every way of spreading up to `seeds` seeds over the 2m pits, the seeds the mover will gain
//! on the opponent from here on under perfect play, each at the position's place ([`Places`]).
//!
//! Oware's positions can come round again, so its table is built differently: layer by layer (the seeds in the
//! pits), since a capture always leads to a smaller layer already known, and within a layer by rounds of
//! value iteration over the sowings that capture nothing. The game ends a repetition by giving each side the
//! seeds on its own side, and a position's value cannot depend on the game's past, so the table's values are
//! exact for Oware with a stand-in for the repetition that is a function of the position: a line of
//! [`OWARE_ROUNDS`] sowings without a capture ends the game in the same way (round k of the iteration is the
//! value with k such sowings left, starting from each side's own seeds).

use std::sync::atomic::{AtomicI8, Ordering};

use super::places::Places;

mod oware;
use crate::rules::kernel::{Child, child, final_sweep, row_sum, sow_rows};
use crate::rules::ruleset::{KALAH, Rules};
pub use oware::{MOVES_BYTES, OwareBuild, OwareStep};

/// Entries of the table the game's players build: every position of the standard board with up to 14 seeds
/// in the pits, built in about a second. One byte each.
pub const DEFAULT_ENTRIES: usize = 12_000_000;
/// Entries of the table for solving whole games: up to 20 seeds on the standard board.
pub const LARGE_ENTRIES: usize = 226_000_000;
/// Entries of the table for solving games bigger than the standard one (Kalah(6,5)): up to 23 seeds on the
/// standard board, 834 MB.
pub const HUGE_ENTRIES: usize = 834_451_800;

/// Entries of Oware's table for the game's players: every position with up to 12 seeds in the pits.
pub const OWARE_ENTRIES: usize = 2_704_156;
/// The entries of the table the game's players build for `rules`: Oware's is built by rounds of iteration, so
/// it holds fewer seeds for the same time.
pub fn entries_for(rules: Rules) -> usize {
    if rules.is_oware() {
        OWARE_ENTRIES
    } else {
        DEFAULT_ENTRIES
    }
}

/// How far a study of Oware's endgames has come (the cache folder's tables built layer by layer where a person
/// plays): what the window's strip shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Studied {
    /// The seeds of the largest table kept now, the one Otto plays with.
    pub kept: u32,
    /// The seeds of the table the study builds.
    pub target: u32,
    /// The share of the study's work done, 0 to 1, by the positions of the layers done and under way.
    pub done: f32,
}

/// Oware's tables end a line of this many sowings without a capture as a repetition: each side takes its own
/// seeds. Beyond the layers where no value changes after fewer rounds, this many rounds of value iteration.
pub const OWARE_ROUNDS: u32 = 256;

const UNKNOWN: i8 = i8::MIN;

/// Positions of a layer a build's thread takes at a time: blocks this long keep the threads from writing in the
/// same cache lines, and the walk's passing over the others costs little against a block's work.
const BLOCK: u64 = 1 << 12;

/// A move in the build: the gain, whether the value of the rows after it is added (an extra turn) or taken away,
/// those rows (seen from whoever moves next) and the place of their value (`usize::MAX` for a game over, whose
/// value is all in the gain).
type Move = (i32, i32, u64, u64, usize);
const NO_MOVE: Move = (0, 0, 0, 0, usize::MAX);

/// A position of the build whose value waits on its moves' values.
struct Pending {
    index: usize,
    count: usize,
    moves: [Move; 8],
}

impl Pending {
    const NONE: Pending = Pending {
        index: 0,
        count: 0,
        moves: [NO_MOVE; 8],
    };

    fn moves(&self) -> &[Move] {
        &self.moves[..self.count]
    }
}

/// Exact values of all positions of one board size with at most [`EndgameTable::seeds`] seeds in the pits.
pub struct EndgameTable {
    pits: u32,
    rules: Rules,
    /// Where each position's value is kept in `values`, for every position with up to `places.seeds()` seeds.
    places: Places,
    values: Values,
}

/// Bytes held outside the engine for a table's values (a cache file mapped into memory): read, never written.
pub type KeptBytes = Box<dyn AsRef<[u8]> + Send + Sync>;

/// Where a table's values live: memory of its own, written by its build, or bytes kept outside the engine.
enum Values {
    Built(Vec<AtomicI8>),
    Kept(KeptBytes),
}

impl Values {
    /// The values, one byte each.
    #[inline(always)]
    fn cells(&self) -> &[AtomicI8] {
        match self {
            Values::Built(cells) => cells,
            Values::Kept(bytes) => {
                let bytes: &[u8] = (**bytes).as_ref();
                // SAFETY: AtomicI8 has the size, alignment and bit validity of u8, so the bytes are as many
                // cells. A kept table is complete and only ever read: the build, the one writer, works on a
                // table of its own, and Rust allows atomic loads from read-only memory for lock-free types.
                unsafe {
                    std::slice::from_raw_parts(bytes.as_ptr().cast::<AtomicI8>(), bytes.len())
                }
            }
        }
    }

    /// The values a build writes: only a table's own memory is ever written.
    fn writable(&self) -> &[AtomicI8] {
        match self {
            Values::Built(cells) => cells,
            Values::Kept(_) => unreachable!("a kept table is complete: no build writes in it"),
        }
    }

    /// The values as the bytes a cache file keeps.
    fn bytes(&self) -> &[u8] {
        match self {
            Values::Kept(bytes) => (**bytes).as_ref(),
            Values::Built(cells) => {
                // SAFETY: as above, the cells are as many bytes; every writer (the build's threads, joined
                // before the table is handed out) is done, so nothing changes them while they are read.
                unsafe { std::slice::from_raw_parts(cells.as_ptr().cast::<u8>(), cells.len()) }
            }
        }
    }
}

impl EndgameTable {
    /// The largest table of `pits` pits a side with at most `max_entries` entries, built now with `threads`
    /// threads.
    pub fn build(pits: u8, max_entries: usize, threads: usize) -> EndgameTable {
        EndgameTable::build_for(KALAH, pits, max_entries, threads)
    }

    /// The same for the game played by `rules`.
    pub fn build_for(rules: Rules, pits: u8, max_entries: usize, threads: usize) -> EndgameTable {
        if rules.is_oware() {
            return EndgameTable::build_oware_with(
                pits,
                max_entries,
                OwareBuild::for_players(threads),
                None,
                &mut |_| {},
            );
        }
        let table = EndgameTable::empty(rules, pits, max_entries);
        let seeds = table.seeds();
        // The threads take turns at blocks of each layer, in the order of their places; the recursion fills in
        // what they share. Each thread walks only its own blocks (the walk passes over the others by whole
        // groups), and a position's place is the walk's count, not ranked again.
        let threads = threads.max(1) as u64;
        let shared = &table;
        super::threads::side_by_side(threads as usize, |thread| {
            let (table, thread) = (shared, thread as u64);
            // A short pipeline: a position's moves are worked out, and their values asked of memory,
            // `AHEAD` positions before they are needed, so that the misses of several positions overlap.
            const AHEAD: usize = 8;
            let mut ring = [Pending::NONE; AHEAD];
            let mut at = 0usize;
            for s in 0..=seeds {
                let layer = table.places.layer(s);
                let mut start = thread * BLOCK;
                while start < layer.end - layer.start {
                    let mut place = layer.start + start;
                    let block = start..start + BLOCK;
                    table
                        .places
                        .for_each_in_layer_between(s, block, &mut |own, opp| {
                            let pending = &mut ring[at];
                            table.finish(pending);
                            table.moves_at(own, opp, place as usize, pending);
                            for &(.., child) in pending.moves() {
                                if let Some(value) = table.values.cells().get(child) {
                                    super::memory::prefetch(value);
                                }
                            }
                            at = (at + 1) % AHEAD;
                            place += 1;
                        });
                    start += threads * BLOCK;
                }
            }
            for pending in &ring {
                table.finish(pending);
            }
        });
        table
    }

    /// A table with its layout but no values yet.
    fn empty(rules: Rules, pits: u8, max_entries: usize) -> EndgameTable {
        let places = EndgameTable::places_for(pits, max_entries);
        let size = places.count() as usize;
        EndgameTable {
            pits: u32::from(pits),
            rules,
            places,
            values: Values::Built(super::memory::huge_vec(size, || AtomicI8::new(UNKNOWN))),
        }
    }

    /// The numbering of a table of `pits` pits a side and at most `max_entries` entries.
    fn places_for(pits: u8, max_entries: usize) -> Places {
        let seeds = EndgameTable::seeds_for(pits, max_entries);
        Places::new(u32::from(pits), seeds)
            .expect("a table that fits in memory is numbered in 64 bits")
    }

    /// The seeds a table of `pits` pits a side and at most `max_entries` entries covers.
    pub fn seeds_for(pits: u8, max_entries: usize) -> u32 {
        let cells = 2 * usize::from(pits);
        let mut seeds = 0u32;
        let mut positions = 1u64;
        // Positions with at most s seeds in 2m pits: C(s + 2m, 2m), and
        // C(s + 1 + 2m, 2m) = C(s + 2m, 2m) * (s + 1 + 2m) / (s + 1).
        while seeds < 254 {
            let next = positions * (u64::from(seeds) + 1 + cells as u64) / (u64::from(seeds) + 1);
            if next > max_entries as u64 {
                break;
            }
            positions = next;
            seeds += 1;
        }
        seeds
    }

    /// The values in index order, one byte each, for keeping the table outside the engine (a cache file).
    pub fn as_bytes(&self) -> &[u8] {
        self.values.bytes()
    }

    /// A table that reads its values where they are kept (a cache file mapped into memory, whose pages the
    /// system already holds: nothing is copied or zeroed), if they fit it: the right count, every position
    /// known, every value within the seeds the position holds.
    pub fn from_kept_bytes(
        rules: Rules,
        pits: u8,
        max_entries: usize,
        kept: KeptBytes,
    ) -> Option<EndgameTable> {
        let places = EndgameTable::places_for(pits, max_entries);
        if !EndgameTable::fit(&places, (*kept).as_ref()) {
            return None;
        }
        Some(EndgameTable {
            pits: u32::from(pits),
            rules,
            places,
            values: Values::Kept(kept),
        })
    }

    /// Whether `bytes` can be the values of a table numbered by `places`: the right count, every position known,
    /// every value within the seeds the position holds.
    fn fit(places: &Places, bytes: &[u8]) -> bool {
        // The unknown mark, -128, is further from 0 than any table's seeds. One maximum over the whole table
        // (which the compiler turns into vector instructions) rather than a test a byte: the check reads the
        // biggest tables in a tenth of a second instead of more than half.
        let farthest = bytes
            .iter()
            .fold(0u8, |far, &byte| far.max((byte as i8).unsigned_abs()));
        bytes.len() as u64 == places.count() && u32::from(farthest) <= places.seeds()
    }

    /// The most seeds in the pits of a position the table knows.
    pub fn seeds(&self) -> u32 {
        self.places.seeds()
    }

    pub fn pits(&self) -> u32 {
        self.pits
    }

    /// The rules the table's values are for.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Bytes held.
    pub fn size(&self) -> usize {
        self.values.cells().len()
    }

    /// The mover's future gain, if the position has few enough seeds in its pits.
    #[inline]
    pub fn value(&self, own: u64, opp: u64) -> Option<i32> {
        let seeds = u32::from(row_sum(own)) + u32::from(row_sum(opp));
        if seeds > self.places.seeds() {
            None
        } else if (own == 0 || opp == 0) && !self.rules.is_oware() {
            Some(final_sweep(own, opp, self.rules))
        } else {
            Some(i32::from(
                self.values.cells()[self.index(own, opp, seeds)].load(Ordering::Relaxed),
            ))
        }
    }

    #[inline(always)]
    fn index(&self, own: u64, opp: u64, seeds: u32) -> usize {
        self.places.of(own, opp, seeds) as usize
    }

    /// The value by trying every move. A move that reaches no store and captures nothing keeps the seed count
    /// but moves seeds toward the mover's store, so the recursion always ends. Threads that meet on a position
    /// both compute it and write the same value.
    ///
    /// The table is far larger than the caches, so each child's value is a miss to memory. All the children's
    /// places are worked out first and their values read together, so that the misses overlap instead of
    /// following one another; only a child not known yet (one with as many seeds) is then solved.
    fn solve(&self, own: u64, opp: u64) -> i32 {
        let mut pending = Pending::NONE;
        self.moves_of(own, opp, &mut pending);
        match self.finish(&pending) {
            Some(value) => value,
            // Known already, or a row is empty (its value, the sweep, is then stored).
            None => i32::from(self.values.cells()[pending.index].load(Ordering::Relaxed)),
        }
    }

    /// A position's place and, if its value is still to be found, its moves.
    #[inline]
    fn moves_of(&self, own: u64, opp: u64, pending: &mut Pending) {
        self.moves_at(own, opp, self.index_of(own, opp), pending);
    }

    /// The same for a position whose place, `index`, is known.
    #[inline]
    fn moves_at(&self, own: u64, opp: u64, index: usize, pending: &mut Pending) {
        let m = self.pits;
        pending.index = index;
        pending.count = 0;
        if own == 0 || opp == 0 {
            let value = final_sweep(own, opp, self.rules);
            self.values.writable()[index].store(value as i8, Ordering::Relaxed);
            return;
        }
        if self.values.cells()[index].load(Ordering::Relaxed) != UNKNOWN {
            return;
        }
        for p in 0..m {
            if (own >> (8 * p)) as u8 == 0 {
                continue;
            }
            // The table ignores the sowing limit, as the solver does far from it.
            pending.moves[pending.count] =
                match child(&sow_rows(own, opp, m, p, self.rules), u32::MAX, self.rules) {
                    Child::Final(gain) => (gain, 0, 0, 0, usize::MAX),
                    Child::Again(gain, o, q) => (gain, 1, o, q, self.index_of(o, q)),
                    Child::Turn(gain, o, q) => (gain, -1, o, q, self.index_of(o, q)),
                };
            pending.count += 1;
        }
    }

    /// The value of a pending position from its moves, stored and returned (`None` if it had none to try): all
    /// the moves' values read first, so that the misses to memory overlap, then any not known yet (a child
    /// with as many seeds) solved.
    #[inline]
    fn finish(&self, pending: &Pending) -> Option<i32> {
        let moves = pending.moves();
        if moves.is_empty() {
            return None;
        }
        let mut read = [UNKNOWN; 8];
        for (value, &(.., at)) in read.iter_mut().zip(moves) {
            if at != usize::MAX {
                *value = self.values.cells()[at].load(Ordering::Relaxed);
            }
        }
        let mut best = i32::MIN;
        for (&(gain, sign, o, q, at), &value) in moves.iter().zip(&read) {
            let rest = if at == usize::MAX {
                0
            } else if value != UNKNOWN {
                i32::from(value)
            } else {
                self.solve(o, q)
            };
            best = best.max(gain + sign * rest);
        }
        self.values.writable()[pending.index].store(best as i8, Ordering::Relaxed);
        Some(best)
    }

    /// The place of a position's value; a position with an empty row has its value stored too (the sweep).
    fn index_of(&self, own: u64, opp: u64) -> usize {
        self.index(own, opp, u32::from(row_sum(own)) + u32::from(row_sum(opp)))
    }
}
