//! The transposition table of the solver: bounds on the exact value of positions already searched, shared by
//! the threads of one solve.
//!
//! Positions are told apart in full, never by a hash alone. Values are the mover's future gain (stores play no
//! part), so positions that differ only in their stores share an entry. Entries are written without a lock.
//!
//! Where the positions of a solve can be numbered ([`Places`]) in few enough bits, as the standard game's and
//! Kalah(6,5)'s can, an entry is one word: a position's place, mixed by a bijection, names its bucket by its top
//! bits and is told apart within the bucket by the rest, which the word keeps beside the bounds. So a bucket of
//! one cache line holds eight entries, and one word is never torn. Larger boards keep three words an entry: the
//! data word and the two rows, each mixed with it, so that an entry torn by two threads writing at once fails the
//! check on reading and counts as absent.

use std::sync::atomic::{AtomicU64, Ordering};

use super::places::Places;
use crate::rules::kernel::row_sum;

/// What the table knows of one position.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Entry {
    pub lower: i16,
    pub upper: i16,
    /// The best move found, as a pit index from 0, or `u8::MAX`.
    pub best: u8,
    /// log2 of the nodes the search of this entry took: what replacement keeps.
    work: u8,
}

/// A position as the table finds it: its bucket, and what tells it apart there.
#[derive(Clone, Copy, Debug)]
pub struct Key {
    bucket: usize,
    /// The mixed place's bits below the bucket's (entries keyed by place).
    check: u64,
    /// The rows (entries keyed by rows).
    own: u64,
    opp: u64,
}

/// Multiplication by an odd number is a bijection on the numbers below any power of two, and moves every bit of
/// a place into the top bits that choose the bucket.
const MIX: u64 = 0x9E37_79B9_7F4A_7C15;

/// The bits of a one-word entry: the check on top, under a bit that is never zero in a written entry.
const CHECK_SHIFT: u32 = 27;
const CHECK_BITS: u32 = 63 - CHECK_SHIFT;
/// The best move of a one-word entry when there is none.
const NO_PIT: u64 = 0x1F;
/// One-word entries keep bounds in a byte: positions with more seeds than this are keyed by their rows.
const MAX_PLACED_SEEDS: u32 = i8::MAX as u32;

fn pack_word(check: u64, entry: Entry) -> u64 {
    let best = if entry.best == u8::MAX {
        NO_PIT
    } else {
        u64::from(entry.best)
    };
    1 << 63
        | check << CHECK_SHIFT
        | u64::from(entry.work.min(63)) << 21
        | best << 16
        | u64::from(entry.upper as i8 as u8) << 8
        | u64::from(entry.lower as i8 as u8)
}

fn unpack_word(word: u64) -> Entry {
    Entry {
        lower: i16::from(word as u8 as i8),
        upper: i16::from((word >> 8) as u8 as i8),
        best: match (word >> 16) & NO_PIT {
            NO_PIT => u8::MAX,
            pit => pit as u8,
        },
        work: ((word >> 21) & 63) as u8,
    }
}

fn check_of(word: u64) -> Option<u64> {
    (word >> 63 == 1).then_some((word >> CHECK_SHIFT) & ((1 << CHECK_BITS) - 1))
}

/// A three-word entry's data word: never zero, so that an empty slot never passes for an entry.
fn pack_data(entry: Entry) -> u64 {
    u64::from(entry.lower as u16)
        | u64::from(entry.upper as u16) << 16
        | u64::from(entry.best) << 32
        | u64::from(entry.work) << 40
        | 1 << 63
}

fn unpack_data(data: u64) -> Entry {
    Entry {
        lower: data as u16 as i16,
        upper: (data >> 16) as u16 as i16,
        best: (data >> 32) as u8,
        work: (data >> 40) as u8,
    }
}

fn mix_own(own: u64, data: u64) -> u64 {
    own ^ data
}

fn mix_opp(opp: u64, data: u64) -> u64 {
    opp ^ data.rotate_left(29).wrapping_mul(MIX)
}

/// A three-word entry: the data word and the two rows, each mixed with it.
fn read_rows(slot: &[AtomicU64], own: u64, opp: u64) -> Option<Entry> {
    let data = slot[0].load(Ordering::Relaxed);
    let a = slot[1].load(Ordering::Relaxed);
    let b = slot[2].load(Ordering::Relaxed);
    (data != 0 && a == mix_own(own, data) && b == mix_opp(opp, data)).then(|| unpack_data(data))
}

fn write_rows(slot: &[AtomicU64], own: u64, opp: u64, entry: Entry) {
    let data = pack_data(entry);
    slot[0].store(data, Ordering::Relaxed);
    slot[1].store(mix_own(own, data), Ordering::Relaxed);
    slot[2].store(mix_opp(opp, data), Ordering::Relaxed);
}

/// One cache line: eight one-word entries, or two three-word ones in its first six words.
#[derive(Default)]
#[repr(align(64))]
struct Bucket([AtomicU64; 8]);

impl Bucket {
    fn rows_slots(&self) -> (&[AtomicU64], &[AtomicU64]) {
        (&self.0[..3], &self.0[3..6])
    }
}

/// How the table keys its entries.
enum Layout {
    /// By place: the mixed places have `bits` bits, the top ones the bucket's.
    Places { places: Places, bits: u32 },
    /// By rows: the first of a bucket's two entries keeps the costlier search, the second the newest.
    Rows,
}

pub struct TranspositionTable {
    buckets: Vec<Bucket>,
    layout: Layout,
    /// Nothing was written since the table was made or cleared, so a new layout needs no clearing.
    fresh: bool,
}

impl TranspositionTable {
    /// A table of at most `bytes` bytes (at least a few thousand entries), keyed by rows until [`TranspositionTable::fit`].
    pub fn with_bytes(bytes: usize) -> TranspositionTable {
        let wanted = (bytes / std::mem::size_of::<Bucket>()).max(1 << 11);
        let len = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        };
        TranspositionTable {
            buckets: super::memory::huge_vec(len, Bucket::default),
            layout: Layout::Rows,
            fresh: true,
        }
    }

    pub fn bytes(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<Bucket>()
    }

    pub fn clear(&mut self) {
        for bucket in &mut self.buckets {
            *bucket = Bucket::default();
        }
        self.fresh = true;
    }

    /// Entries a full table holds.
    #[cfg(test)]
    fn capacity(&self) -> usize {
        let per_bucket = match self.layout {
            Layout::Places { .. } => 8,
            Layout::Rows => 2,
        };
        self.buckets.len() * per_bucket
    }

    /// Readies the table for positions of `pits` pits a side with at most `seeds` seeds in the pits: keyed by
    /// place if they can be (numbering as many more seeds as still fit, so that later positions rarely need
    /// another layout), else by rows. A change of layout forgets what the table held.
    pub fn fit(&mut self, pits: u32, seeds: u32) {
        if let Layout::Places { places, .. } = &self.layout
            && places.pits() == pits
            && places.seeds() >= seeds
        {
            return;
        }
        let bucket_bits = self.buckets.len().trailing_zeros();
        let fits = |s: u32| {
            (s <= MAX_PLACED_SEEDS)
                .then(|| Places::new(pits, s))
                .flatten()
                .map(|places| {
                    let bits = (64 - places.count().leading_zeros()).max(bucket_bits);
                    (places, bits)
                })
                .filter(|&(_, bits)| bits - bucket_bits <= CHECK_BITS)
        };
        let layout = match (seeds..=MAX_PLACED_SEEDS)
            .take_while(|&s| fits(s).is_some())
            .last()
        {
            Some(most) => {
                let (places, bits) = fits(most).expect("checked above");
                Layout::Places { places, bits }
            }
            None if matches!(self.layout, Layout::Rows) => return,
            None => Layout::Rows,
        };
        if !self.fresh {
            self.clear();
        }
        self.layout = layout;
        self.fresh = false;
    }

    /// The key of the position whose rows, from the mover's view, are `own` and `opp`.
    #[inline]
    pub fn key(&self, own: u64, opp: u64) -> Key {
        match &self.layout {
            Layout::Places { places, bits } => {
                let seeds = u32::from(row_sum(own)) + u32::from(row_sum(opp));
                let mixed =
                    places.of(own, opp, seeds).wrapping_mul(MIX) & (u64::MAX >> (64 - bits));
                let below = bits - self.buckets.len().trailing_zeros();
                Key {
                    bucket: (mixed >> below) as usize,
                    check: mixed & ((1 << below) - 1),
                    own,
                    opp,
                }
            }
            Layout::Rows => {
                let mixed = (own ^ opp.rotate_left(29) ^ (opp >> 7)).wrapping_mul(MIX);
                Key {
                    bucket: ((mixed >> 32) as usize ^ (mixed as usize)) & (self.buckets.len() - 1),
                    check: 0,
                    own,
                    opp,
                }
            }
        }
    }

    /// Asks for a position's bucket ahead of its probe, so that the miss overlaps other work.
    #[inline]
    pub fn prefetch(&self, key: Key) {
        super::memory::prefetch(&self.buckets[key.bucket]);
    }

    #[inline]
    pub fn probe(&self, key: Key) -> Option<Entry> {
        let bucket = &self.buckets[key.bucket];
        match self.layout {
            Layout::Places { .. } => bucket.0.iter().find_map(|word| {
                let word = word.load(Ordering::Relaxed);
                (check_of(word) == Some(key.check)).then(|| unpack_word(word))
            }),
            Layout::Rows => {
                let (first, second) = bucket.rows_slots();
                read_rows(first, key.own, key.opp).or_else(|| read_rows(second, key.own, key.opp))
            }
        }
    }

    #[inline]
    pub fn store(&self, key: Key, lower: i16, upper: i16, best: u8, nodes: u64) {
        let work = (64 - nodes.leading_zeros()) as u8;
        let entry = |known: Option<Entry>| {
            // Both the old and the new bounds hold for the same exact value, so a known entry keeps the tighter.
            let (lower, upper) = match known {
                Some(old) => (lower.max(old.lower), upper.min(old.upper)),
                None => (lower, upper),
            };
            Entry {
                lower,
                upper,
                best,
                work,
            }
        };
        let bucket = &self.buckets[key.bucket];
        match self.layout {
            Layout::Places { .. } => {
                // The position's own word if it has one, else the word of the cheapest search (an empty one first).
                let mut victim = &bucket.0[0];
                let mut victim_work = u8::MAX;
                for slot in &bucket.0 {
                    let word = slot.load(Ordering::Relaxed);
                    match check_of(word) {
                        Some(check) if check == key.check => {
                            slot.store(
                                pack_word(key.check, entry(Some(unpack_word(word)))),
                                Ordering::Relaxed,
                            );
                            return;
                        }
                        Some(_) if unpack_word(word).work >= victim_work => {}
                        Some(_) => {
                            victim = slot;
                            victim_work = unpack_word(word).work;
                        }
                        None if victim_work > 0 => {
                            victim = slot;
                            victim_work = 0;
                        }
                        None => {}
                    }
                }
                victim.store(pack_word(key.check, entry(None)), Ordering::Relaxed);
            }
            Layout::Rows => {
                let (first, second) = bucket.rows_slots();
                let known = read_rows(first, key.own, key.opp);
                let entry = entry(known.or_else(|| read_rows(second, key.own, key.opp)));
                let first_work = read_work(first);
                if known.is_some() || work >= first_work {
                    if known.is_none() {
                        for (to, from) in second.iter().zip(first) {
                            to.store(from.load(Ordering::Relaxed), Ordering::Relaxed);
                        }
                    }
                    write_rows(first, key.own, key.opp, entry);
                } else {
                    write_rows(second, key.own, key.opp, entry);
                }
            }
        }
    }
}

/// The positions near the top of the tree that the threads of a solve are searching now, so that a thread can
/// leave a move another is already searching for later and search something else first (the ABDADA scheme):
/// then two threads on one line of play share out its tree instead of searching the same moves. A position
/// that finds its slot taken by another is simply not marked, which costs only a move searched twice.
pub struct Busy {
    slots: Vec<AtomicU64>,
}

impl Busy {
    pub fn new() -> Busy {
        Busy {
            slots: (0..1 << 16).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    #[inline]
    fn slot(&self, key: Key) -> (&AtomicU64, u64) {
        let id = ((key.bucket as u64) << 32 ^ key.check ^ key.own ^ key.opp.rotate_left(29))
            .wrapping_mul(MIX)
            | 1;
        (&self.slots[key.bucket & (self.slots.len() - 1)], id)
    }

    /// Marks the position as being searched: true if this thread marked it (and so must [`Busy::leave`] it).
    #[inline]
    pub fn enter(&self, key: Key) -> bool {
        let (slot, id) = self.slot(key);
        slot.compare_exchange(0, id, Ordering::Relaxed, Ordering::Relaxed)
            .is_ok()
    }

    #[inline]
    pub fn leave(&self, key: Key) {
        let (slot, id) = self.slot(key);
        let _ = slot.compare_exchange(id, 0, Ordering::Relaxed, Ordering::Relaxed);
    }

    /// Whether a thread is searching the position now.
    #[inline]
    pub fn is_busy(&self, key: Key) -> bool {
        let (slot, id) = self.slot(key);
        slot.load(Ordering::Relaxed) == id
    }
}

fn read_work(slot: &[AtomicU64]) -> u8 {
    unpack_data(slot[0].load(Ordering::Relaxed)).work
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(seeds: &[u8]) -> u64 {
        seeds
            .iter()
            .enumerate()
            .fold(0, |word, (i, &s)| word | u64::from(s) << (8 * i))
    }

    /// Every position of a small board, stored with its own bounds, reads back exactly those bounds while the
    /// table has room, in both layouts: no two positions share an entry.
    #[test]
    fn positions_are_told_apart_in_both_layouts() {
        let positions: Vec<(u64, u64)> = (0..6u8)
            .flat_map(|a| (0..6u8).flat_map(move |b| (0..6u8).map(move |c| (a, b, c))))
            .flat_map(|(a, b, c)| (0..6u8).map(move |d| (row(&[a, b, 0]), row(&[c, d, 1]))))
            .collect();
        for placed in [true, false] {
            let mut table = TranspositionTable::with_bytes(1 << 24);
            if placed {
                table.fit(3, 30);
                assert_eq!(table.capacity(), 8 * (1 << 18));
            } else {
                assert_eq!(table.capacity(), 2 * (1 << 18));
            }
            for (i, &(own, opp)) in positions.iter().enumerate() {
                let bound = (i % 50) as i16;
                table.store(table.key(own, opp), -bound, bound, (i % 3) as u8, 1);
            }
            for (i, &(own, opp)) in positions.iter().enumerate() {
                let bound = (i % 50) as i16;
                let entry = table.probe(table.key(own, opp));
                assert_eq!(
                    entry.map(|e| (e.lower, e.upper, e.best)),
                    Some((-bound, bound, (i % 3) as u8)),
                    "placed: {placed}, {own:x} {opp:x}"
                );
            }
            // A position never stored reads as absent.
            assert_eq!(
                table.probe(table.key(row(&[9, 9, 9]), row(&[9, 9, 9]))),
                None
            );
        }
    }

    /// A second store of a position keeps the tighter bounds of both; a full bucket gives up its cheapest entry.
    #[test]
    fn bounds_narrow_and_the_cheapest_entry_goes() {
        let mut table = TranspositionTable::with_bytes(1 << 17);
        table.fit(6, 48);
        let start = (row(&[4; 6]), row(&[4; 6]));
        let key = table.key(start.0, start.1);
        table.store(key, -3, 20, 2, 1 << 20);
        table.store(key, 5, 48, u8::MAX, 1 << 10);
        let entry = table.probe(key).expect("stored");
        assert_eq!((entry.lower, entry.upper, entry.best), (5, 20, u8::MAX));
        // Fill the start's bucket with cheap searches of other positions: the start's costly entry stays.
        let mut others = 0;
        for a in 0..=48u8 {
            for b in 0..=(48 - a) {
                for c in 0..=(48 - a - b) {
                    for d in 0..=(48 - a - b - c) {
                        let own = row(&[a, b, 0, 0, 0, c]);
                        let opp = row(&[d, 0, 0, 0, 0, 48 - a - b - c - d]);
                        let other = table.key(own, opp);
                        if other.bucket == key.bucket && (own, opp) != start {
                            table.store(other, 0, 0, 0, 1);
                            others += 1;
                        }
                    }
                }
            }
        }
        assert!(
            others >= 8,
            "only {others} other positions share the bucket"
        );
        assert_eq!(table.probe(key).map(|e| e.lower), Some(5));
    }

    /// A board whose positions are too many to number in the bits left keeps three-word entries.
    #[test]
    fn the_largest_boards_are_keyed_by_rows() {
        let mut table = TranspositionTable::with_bytes(1 << 20);
        table.fit(8, 160);
        assert_eq!(table.capacity(), 2 * (1 << 14));
        table.fit(6, 48);
        assert_eq!(table.capacity(), 8 * (1 << 14));
    }
}
