//! Numbers the positions of a board: every way of spreading up to `seeds` seeds over the 2m pits gets a place of
//! its own, those with fewer seeds first, and within a seed count by the stars-and-bars ranking of the pits read
//! as one sequence (the mover's pits 1..m, then the opponent's). The endgame table keeps its values at these
//! places; the transposition table keys its entries by them, exactly and in few bits.

use std::ops::Range;

/// Cells of the largest board: 8 pits a side.
pub const MAX_CELLS: usize = 16;

pub struct Places {
    pits: u32,
    seeds: u32,
    /// `ranks[bar][b]` is C(b + bar, bar + 1): what the bar after cell `bar` adds to the rank when the cells up to
    /// it hold `b` seeds. Indexed by a byte, so a lookup needs no bounds check.
    ranks: Vec<[u64; 256]>,
    /// Where each seed count's places start, and (the last) how many places there are.
    offsets: Vec<u64>,
}

impl Places {
    /// The places of every position of `pits` pits a side with at most `seeds` seeds in the pits, if they can be
    /// numbered in 64 bits.
    pub fn new(pits: u32, seeds: u32) -> Option<Places> {
        let cells = 2 * pits as usize;
        assert!(
            cells <= MAX_CELLS && seeds <= 255,
            "a board holds at most 255 seeds"
        );
        let binomial = binomials(255 + MAX_CELLS);
        let offsets = (0..=seeds + 1)
            .map(|s| {
                if s == 0 {
                    0
                } else {
                    binomial[s as usize - 1 + cells][cells]
                }
            })
            .collect::<Vec<_>>();
        // Saturated counts mean the numbering does not fit.
        if offsets.last().is_some_and(|&count| count == u64::MAX) {
            return None;
        }
        Some(Places {
            pits,
            seeds,
            ranks: (0..cells)
                .map(|bar| {
                    std::array::from_fn(|b| {
                        binomial
                            .get(b + bar)
                            .map_or(u64::MAX, |row| row[(bar + 1).min(MAX_CELLS)])
                    })
                })
                .collect(),
            offsets,
        })
    }

    pub fn pits(&self) -> u32 {
        self.pits
    }

    /// The most seeds a numbered position has in its pits.
    pub fn seeds(&self) -> u32 {
        self.seeds
    }

    /// How many places there are.
    pub fn count(&self) -> u64 {
        self.offsets[self.seeds as usize + 1]
    }

    /// The places of the positions with exactly `seeds` seeds in the pits.
    pub fn layer(&self, seeds: u32) -> Range<u64> {
        self.offsets[seeds as usize]..self.offsets[seeds as usize + 1]
    }

    /// The place of the position whose pits, from the mover's view, are `own` and `opp` with `seeds` seeds in all
    /// (at most [`Places::seeds`]).
    #[inline(always)]
    pub fn of(&self, own: u64, opp: u64, seeds: u32) -> u64 {
        // The standard board's loops unrolled: the endgame table's build spends most of its time here.
        match self.pits {
            6 => self.of_with::<6>(own, opp, seeds),
            m => self.of_in(m as usize, own, opp, seeds),
        }
    }

    #[inline(always)]
    fn of_with<const M: usize>(&self, own: u64, opp: u64, seeds: u32) -> u64 {
        self.of_in(M, own, opp, seeds)
    }

    #[inline(always)]
    fn of_in(&self, m: usize, own: u64, opp: u64, seeds: u32) -> u64 {
        // Bars between cells sit at (seeds so far) + (bars so far); the colex rank of the bar set numbers the
        // composition among all of the same total. One multiplication gives every running total of a row (byte
        // i of the product is the sum of bytes 0..=i; a board holds at most 255 seeds, so no byte overflows), and
        // then the lookups do not wait on one another.
        const ONES: u64 = u64::MAX / 0xFF;
        let own_before = own.wrapping_mul(ONES);
        let opp_before = opp
            .wrapping_mul(ONES)
            .wrapping_add((own_before >> (8 * (m - 1)) & 0xFF).wrapping_mul(ONES));
        let mut rank = self.offsets[seeds as usize];
        for (cell, ranks) in self.ranks[..m].iter().enumerate() {
            rank += ranks[usize::from((own_before >> (8 * cell)) as u8)];
        }
        for (cell, ranks) in self.ranks[m..2 * m - 1].iter().enumerate() {
            rank += ranks[usize::from((opp_before >> (8 * cell)) as u8)];
        }
        rank
    }

    /// Every position with `seeds` seeds in the pits, in the order of their places (so a pass over a layer of a
    /// table reads and writes it front to back); `visit` gets each as its two rows.
    pub fn for_each_in_layer(&self, seeds: u32, visit: &mut dyn FnMut(u64, u64)) {
        let mut rows = Rows::new(self.pits);
        let last = rows.last();
        self.compositions(&mut rows, last, seeds, visit);
    }

    /// The positions with `seeds` seeds in the pits whose places lie in `range` (counted from the layer's start),
    /// in order: the ones before it are passed over by whole groups, not visited.
    pub fn for_each_in_layer_between(
        &self,
        seeds: u32,
        range: Range<u64>,
        visit: &mut dyn FnMut(u64, u64),
    ) {
        let mut rows = Rows::new(self.pits);
        let last = rows.last();
        let mut window = Window {
            skip: range.start,
            left: range.end.saturating_sub(range.start),
        };
        self.compositions_between(&mut rows, last, seeds, &mut window, visit);
    }

    fn compositions_between(
        &self,
        rows: &mut Rows,
        cell: usize,
        left: u32,
        window: &mut Window,
        visit: &mut dyn FnMut(u64, u64),
    ) {
        if cell == 0 {
            if window.skip > 0 {
                window.skip -= 1;
            } else if window.left > 0 {
                window.left -= 1;
                rows.set(0, left);
                visit(rows.words[0], rows.words[1]);
            }
            return;
        }
        for here in (0..=left).rev() {
            if window.left == 0 {
                return;
            }
            // The ways of spreading what is left over the cells before this one, all passed over at once.
            let group = compositions(left - here, cell);
            if window.skip >= group {
                window.skip -= group;
                continue;
            }
            rows.set(cell, here);
            self.compositions_between(rows, cell - 1, left - here, window, visit);
        }
    }

    /// The rank is colex on the bars, so the last cell varies slowest and fewer seeds in it rank higher: cells
    /// are filled from the last, most seeds first, and the first cell takes what is left.
    fn compositions(
        &self,
        rows: &mut Rows,
        cell: usize,
        left: u32,
        visit: &mut dyn FnMut(u64, u64),
    ) {
        if cell == 0 {
            rows.set(0, left);
            visit(rows.words[0], rows.words[1]);
            return;
        }
        for here in (0..=left).rev() {
            rows.set(cell, here);
            self.compositions(rows, cell - 1, left - here, visit);
        }
    }
}

/// The two rows a walk over a layer is at, kept as the words a visit gets: a cell's count is set in place, so a
/// visit costs no packing of the cells.
struct Rows {
    pits: usize,
    /// The mover's row, then the opponent's, a byte a pit.
    words: [u64; 2],
}

impl Rows {
    fn new(pits: u32) -> Rows {
        Rows {
            pits: pits as usize,
            words: [0; 2],
        }
    }

    /// The last cell, the opponent's pit m: the walk's slowest.
    fn last(&self) -> usize {
        2 * self.pits - 1
    }

    /// Puts `seeds` in `cell` (the mover's pits first, then the opponent's).
    #[inline(always)]
    fn set(&mut self, cell: usize, seeds: u32) {
        let (word, byte) = (cell / self.pits, cell % self.pits);
        let shift = 8 * byte;
        self.words[word] = self.words[word] & !(0xFF << shift) | u64::from(seeds as u8) << shift;
    }
}

/// What of a layer's order is still to pass over, then to visit.
struct Window {
    skip: u64,
    left: u64,
}

/// The ways of spreading `seeds` seeds over `cells` cells: C(seeds + cells - 1, cells - 1).
fn compositions(seeds: u32, cells: usize) -> u64 {
    let (n, k) = (u128::from(seeds) + cells as u128 - 1, cells as u128 - 1);
    (1..=k).fold(1u128, |c, i| c * (n - k + i) / i) as u64
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The endgame table's passes read and write it front to back only if a layer is visited in place order.
    #[test]
    fn a_layer_is_visited_in_the_order_of_its_places() {
        for pits in [3, 4, 6] {
            let places = Places::new(pits, 7).expect("small boards are numbered");
            for seeds in 0..=places.seeds() {
                let mut seen = Vec::new();
                places.for_each_in_layer(seeds, &mut |own, opp| {
                    seen.push(places.of(own, opp, seeds))
                });
                assert_eq!(
                    seen,
                    places.layer(seeds).collect::<Vec<_>>(),
                    "{pits} pits, {seeds} seeds"
                );
            }
        }
    }

    /// Part of a layer is visited as the same part of the whole layer's visit.
    #[test]
    fn part_of_a_layer_is_visited_as_in_the_whole() {
        let places = Places::new(3, 9).expect("small boards are numbered");
        for seeds in 0..=places.seeds() {
            let mut whole = Vec::new();
            places.for_each_in_layer(seeds, &mut |own, opp| whole.push((own, opp)));
            let n = whole.len() as u64;
            for range in [0..n, 0..0, 1..n, n / 3..n / 2, n - 1..n, n / 2..n + 5] {
                let mut part = Vec::new();
                places.for_each_in_layer_between(seeds, range.clone(), &mut |own, opp| {
                    part.push((own, opp))
                });
                let (from, to) = (range.start as usize, (range.end.min(n)) as usize);
                assert_eq!(part, whole[from.min(to)..to], "{seeds} seeds, {range:?}");
            }
        }
    }

    /// The largest boards have more positions than 64 bits can number; the standard board's whole game does not.
    #[test]
    fn only_what_fits_is_numbered() {
        assert!(Places::new(8, 160).is_none());
        let standard = Places::new(6, 48).expect("the standard game is numbered");
        // C(48 + 12, 12) positions with at most 48 seeds in 12 pits.
        assert_eq!(standard.count(), 1_399_358_844_975);
    }
}
