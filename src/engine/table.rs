//! The transposition table of the solver: bounds on the exact value of positions already searched, shared by
//! the threads of one solve.
//!
//! Keys are the two rows themselves, so positions are told apart in full, not by a hash. Values are the mover's
//! future gain (stores play no part), so positions that differ only in their stores share an entry. Each entry is
//! three words written without a lock: the rows are stored mixed with the data word, so an entry torn by two
//! threads writing at once fails the check on reading and counts as absent.

use std::sync::atomic::{AtomicU64, Ordering};

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

impl Entry {
    fn pack(self) -> u64 {
        u64::from(self.lower as u16)
            | u64::from(self.upper as u16) << 16
            | u64::from(self.best) << 32
            | u64::from(self.work) << 40
            // Never zero, so that an empty slot never passes for an entry.
            | 1 << 63
    }

    fn unpack(data: u64) -> Entry {
        Entry {
            lower: data as u16 as i16,
            upper: (data >> 16) as u16 as i16,
            best: (data >> 32) as u8,
            work: (data >> 40) as u8,
        }
    }
}

/// One slot: the data word and the two rows, each mixed with it.
#[derive(Default)]
struct Slot([AtomicU64; 3]);

fn mix_own(own: u64, data: u64) -> u64 {
    own ^ data
}

fn mix_opp(opp: u64, data: u64) -> u64 {
    opp ^ data.rotate_left(29).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

impl Slot {
    fn read(&self, own: u64, opp: u64) -> Option<Entry> {
        let data = self.0[0].load(Ordering::Relaxed);
        let a = self.0[1].load(Ordering::Relaxed);
        let b = self.0[2].load(Ordering::Relaxed);
        (data != 0 && a == mix_own(own, data) && b == mix_opp(opp, data))
            .then(|| Entry::unpack(data))
    }

    fn work(&self) -> u8 {
        Entry::unpack(self.0[0].load(Ordering::Relaxed)).work
    }

    fn write(&self, own: u64, opp: u64, entry: Entry) {
        let data = entry.pack();
        self.0[0].store(data, Ordering::Relaxed);
        self.0[1].store(mix_own(own, data), Ordering::Relaxed);
        self.0[2].store(mix_opp(opp, data), Ordering::Relaxed);
    }

    fn copy_from(&self, other: &Slot) {
        for (to, from) in self.0.iter().zip(&other.0) {
            to.store(from.load(Ordering::Relaxed), Ordering::Relaxed);
        }
    }
}

/// Two slots on a cache line of their own: a probe of both is one miss to memory, not two.
#[derive(Default)]
#[repr(align(64))]
struct Bucket([Slot; 2]);

/// Buckets of two slots: the first keeps the costlier search, the second always takes the newest.
pub struct Table {
    buckets: Vec<Bucket>,
}

impl Table {
    /// A table of at most `bytes` bytes (at least a few thousand entries).
    pub fn with_bytes(bytes: usize) -> Table {
        let wanted = (bytes / std::mem::size_of::<Bucket>()).max(1 << 11);
        let len = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        };
        Table {
            buckets: super::memory::huge_vec(len, Bucket::default),
        }
    }

    pub fn bytes(&self) -> usize {
        self.buckets.len() * std::mem::size_of::<Bucket>()
    }

    pub fn clear(&mut self) {
        for bucket in &mut self.buckets {
            *bucket = Bucket::default();
        }
    }

    #[inline]
    fn bucket(&self, own: u64, opp: u64) -> &Bucket {
        let mixed = (own ^ opp.rotate_left(29) ^ (opp >> 7)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        &self.buckets[((mixed >> 32) as usize ^ (mixed as usize)) & (self.buckets.len() - 1)]
    }

    /// Asks for a position's bucket ahead of its probe, so that the miss overlaps other work.
    #[inline]
    pub fn prefetch(&self, own: u64, opp: u64) {
        super::memory::prefetch(self.bucket(own, opp));
    }

    #[inline]
    pub fn probe(&self, own: u64, opp: u64) -> Option<Entry> {
        let [first, second] = &self.bucket(own, opp).0;
        first.read(own, opp).or_else(|| second.read(own, opp))
    }

    #[inline]
    pub fn store(&self, own: u64, opp: u64, lower: i16, upper: i16, best: u8, nodes: u64) {
        let work = (64 - nodes.leading_zeros()) as u8;
        let [first, second] = &self.bucket(own, opp).0;
        let known = first.read(own, opp);
        // Both the old and the new bounds hold for the same exact value, so a known entry keeps the tighter.
        let (lower, upper) = match known.or_else(|| second.read(own, opp)) {
            Some(old) => (lower.max(old.lower), upper.min(old.upper)),
            None => (lower, upper),
        };
        let entry = Entry {
            lower,
            upper,
            best,
            work,
        };
        if known.is_some() || work >= first.work() {
            if known.is_none() {
                second.copy_from(first);
            }
            first.write(own, opp, entry);
        } else {
            second.write(own, opp, entry);
        }
    }
}
