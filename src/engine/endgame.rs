//! The endgame table: the exact value of every position with few seeds left in the pits, built in memory.
//!
//! A position's future does not depend on its stores: only on the seeds still in the pits and who moves. So the
//! table holds, for every way of spreading up to `seeds` seeds over the 2m pits, the seeds the mover will gain
//! on the opponent from here on under perfect play. Positions are numbered by the stars-and-bars ranking of the
//! pits read as one sequence (mover's pits 1..m, then the opponent's), grouped by the seeds in them.

use std::sync::atomic::{AtomicI8, Ordering};

use super::kernel::{Child, child, final_sweep, row_sum, sow_rows};
use super::ruleset::{KALAH, Rules};

/// Entries of the table the game's players build: every position of the standard board with up to 14 seeds
/// in the pits, built in about a second. One byte each.
pub const DEFAULT_ENTRIES: usize = 12_000_000;
/// Entries of the table for solving whole games: up to 18 seeds on the standard board.
pub const LARGE_ENTRIES: usize = 226_000_000;

const UNKNOWN: i8 = i8::MIN;
const MAX_CELLS: usize = 16;

/// Exact values of all positions of one board size with at most [`EndgameTable::seeds`] seeds in the pits.
pub struct EndgameTable {
    pits: u32,
    rules: Rules,
    seeds: u32,
    /// `binomial[n][r]` for the ranking.
    binomial: Vec<[u64; MAX_CELLS + 1]>,
    /// Where each seed count's positions start in `values`.
    offsets: Vec<u64>,
    values: Vec<AtomicI8>,
}

impl EndgameTable {
    /// The largest table of `pits` pits a side with at most `max_entries` entries, built now with `threads`
    /// threads.
    pub fn build(pits: u8, max_entries: usize, threads: usize) -> EndgameTable {
        EndgameTable::build_for(KALAH, pits, max_entries, threads)
    }

    /// The same for the game played by `rules`.
    pub fn build_for(rules: Rules, pits: u8, max_entries: usize, threads: usize) -> EndgameTable {
        let table = EndgameTable::empty(rules, pits, max_entries);
        let seeds = table.seeds;
        // Each thread takes every n-th position of the enumeration; the recursion fills in what they share.
        let threads = threads.max(1);
        std::thread::scope(|scope| {
            for thread in 0..threads {
                let table = &table;
                scope.spawn(move || {
                    let mut n = 0usize;
                    for s in 0..=seeds {
                        table.for_each_in_layer(s, &mut |own, opp| {
                            if n % threads == thread {
                                table.solve(own, opp);
                            }
                            n += 1;
                        });
                    }
                });
            }
        });
        table
    }

    /// A table with its layout but no values yet.
    fn empty(rules: Rules, pits: u8, max_entries: usize) -> EndgameTable {
        let pits = u32::from(pits);
        let cells = 2 * pits as usize;
        let binomial = binomials(255 + MAX_CELLS);
        let seeds = EndgameTable::seeds_for(pits as u8, max_entries);
        let offsets = (0..=seeds + 1)
            .map(|s| {
                if s == 0 {
                    0
                } else {
                    binomial[s as usize - 1 + cells][cells]
                }
            })
            .collect::<Vec<_>>();
        let size = offsets[seeds as usize + 1] as usize;
        EndgameTable {
            pits,
            rules,
            seeds,
            binomial,
            offsets,
            values: (0..size).map(|_| AtomicI8::new(UNKNOWN)).collect(),
        }
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
    pub fn to_bytes(&self) -> Vec<u8> {
        self.values
            .iter()
            .map(|v| v.load(Ordering::Relaxed) as u8)
            .collect()
    }

    /// A table from bytes kept by [`EndgameTable::to_bytes`] for the same board and size, if they fit it: the
    /// right count, every position known, every value within the seeds the position holds.
    pub fn from_bytes(pits: u8, max_entries: usize, bytes: &[u8]) -> Option<EndgameTable> {
        EndgameTable::from_bytes_for(KALAH, pits, max_entries, bytes)
    }

    /// The same for a table of the game played by `rules`.
    pub fn from_bytes_for(
        rules: Rules,
        pits: u8,
        max_entries: usize,
        bytes: &[u8],
    ) -> Option<EndgameTable> {
        let table = EndgameTable::empty(rules, pits, max_entries);
        let limit = table.seeds as i32;
        let fits = bytes.len() == table.values.len()
            && bytes.iter().all(|&byte| {
                let value = byte as i8;
                value != UNKNOWN && i32::from(value).abs() <= limit
            });
        if !fits {
            return None;
        }
        for (slot, &byte) in table.values.iter().zip(bytes) {
            slot.store(byte as i8, Ordering::Relaxed);
        }
        Some(table)
    }

    /// The most seeds in the pits of a position the table knows.
    pub fn seeds(&self) -> u32 {
        self.seeds
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
        self.values.len()
    }

    /// The mover's future gain, if the position has few enough seeds in its pits.
    #[inline]
    pub fn value(&self, own: u64, opp: u64) -> Option<i32> {
        let seeds = u32::from(row_sum(own)) + u32::from(row_sum(opp));
        if seeds > self.seeds {
            None
        } else if own == 0 || opp == 0 {
            Some(final_sweep(own, opp, self.rules))
        } else {
            Some(i32::from(
                self.values[self.index(own, opp, seeds)].load(Ordering::Relaxed),
            ))
        }
    }

    fn index(&self, own: u64, opp: u64, seeds: u32) -> usize {
        // Bars between cells sit at (seeds so far) + (bars so far); the colex rank of the bar set numbers the
        // composition among all of the same total.
        let m = self.pits;
        let mut rank = self.offsets[seeds as usize];
        let mut before = 0u32;
        for (bar, cell) in (0..2 * m - 1).enumerate() {
            let count = if cell < m {
                (own >> (8 * cell)) as u8
            } else {
                (opp >> (8 * (cell - m))) as u8
            };
            before += u32::from(count);
            rank += self.binomial[before as usize + bar][bar + 1];
        }
        rank as usize
    }

    /// Every position with `seeds` seeds in the pits, in the order stars and bars enumerates them; `visit`
    /// gets each as its two rows and returns whether to go on.
    fn for_each_in_layer(&self, seeds: u32, visit: &mut dyn FnMut(u64, u64)) {
        let mut counts = vec![0u8; 2 * self.pits as usize];
        self.compositions(&mut counts, 0, seeds, visit);
    }

    fn compositions(
        &self,
        counts: &mut [u8],
        cell: usize,
        left: u32,
        visit: &mut dyn FnMut(u64, u64),
    ) {
        if cell == counts.len() - 1 {
            counts[cell] = left as u8;
            let m = self.pits as usize;
            let word = |cells: &[u8]| {
                cells
                    .iter()
                    .enumerate()
                    .fold(0u64, |w, (i, &c)| w | u64::from(c) << (8 * i))
            };
            visit(word(&counts[..m]), word(&counts[m..]));
            return;
        }
        for here in 0..=left {
            counts[cell] = here as u8;
            self.compositions(counts, cell + 1, left - here, visit);
        }
    }

    /// The value by trying every move. A move that reaches no store and captures nothing keeps the seed count
    /// but moves seeds toward the mover's store, so the recursion always ends. Threads that meet on a position
    /// both compute it and write the same value.
    fn solve(&self, own: u64, opp: u64) -> i32 {
        let seeds = u32::from(row_sum(own)) + u32::from(row_sum(opp));
        let index = self.index(own, opp, seeds);
        if own == 0 || opp == 0 {
            let value = final_sweep(own, opp, self.rules);
            self.values[index].store(value as i8, Ordering::Relaxed);
            return value;
        }
        let known = self.values[index].load(Ordering::Relaxed);
        if known != UNKNOWN {
            return i32::from(known);
        }
        let mut best = i32::MIN;
        for p in 0..self.pits {
            if (own >> (8 * p)) as u8 == 0 {
                continue;
            }
            // The table ignores the sowing limit, as the solver does far from it.
            let value = match child(
                &sow_rows(own, opp, self.pits, p, self.rules),
                u32::MAX,
                self.rules,
            ) {
                Child::Final(gain) => gain,
                Child::Again(gain, o, q) => gain + self.solve(o, q),
                Child::Turn(gain, o, q) => gain - self.solve(o, q),
            };
            best = best.max(value);
        }
        self.values[index].store(best as i8, Ordering::Relaxed);
        best
    }
}

fn binomials(n: usize) -> Vec<[u64; MAX_CELLS + 1]> {
    let mut table = vec![[0u64; MAX_CELLS + 1]; n + 1];
    for i in 0..=n {
        table[i][0] = 1;
        for r in 1..=MAX_CELLS.min(i) {
            table[i][r] = table[i - 1][r - 1].saturating_add(table[i - 1][r]);
        }
    }
    table
}
