//! The transposition table of the solver: bounds on the exact value of positions already searched.
//!
//! Keys are the two rows themselves, compared in full, so a hit is never another position's value. Values are
//! the mover's future gain (stores play no part), so positions that differ only in their stores share an entry.

/// What the table knows of one position.
#[derive(Clone, Copy, Debug, Default)]
pub struct Entry {
    own: u64,
    opp: u64,
    pub lower: i16,
    pub upper: i16,
    /// The best move found, as a pit index from 0, or `u8::MAX`.
    pub best: u8,
    /// log2 of the nodes the search of this entry took: what replacement keeps.
    work: u8,
}

impl Entry {
    fn matches(&self, own: u64, opp: u64) -> bool {
        self.own == own && self.opp == opp
    }
}

/// Buckets of two entries: the first keeps the costlier search, the second always takes the newest.
pub struct Table {
    entries: Vec<Entry>,
    mask: usize,
}

impl Table {
    /// A table of at most `bytes` bytes (at least a few thousand entries).
    pub fn with_bytes(bytes: usize) -> Table {
        let wanted = (bytes / std::mem::size_of::<Entry>()).max(1 << 12);
        let len = if wanted.is_power_of_two() {
            wanted
        } else {
            wanted.next_power_of_two() / 2
        };
        Table {
            entries: vec![Entry::default(); len],
            mask: len - 2,
        }
    }

    pub fn bytes(&self) -> usize {
        self.entries.len() * std::mem::size_of::<Entry>()
    }

    pub fn clear(&mut self) {
        self.entries.fill(Entry::default());
    }

    #[inline]
    fn bucket(&self, own: u64, opp: u64) -> usize {
        let mixed = (own ^ opp.rotate_left(29) ^ (opp >> 7)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        ((mixed >> 32) as usize ^ (mixed as usize)) & self.mask
    }

    #[inline]
    pub fn probe(&self, own: u64, opp: u64) -> Option<Entry> {
        let i = self.bucket(own, opp);
        let bucket = &self.entries[i..i + 2];
        bucket.iter().find(|e| e.matches(own, opp)).copied()
    }

    #[inline]
    pub fn store(&mut self, own: u64, opp: u64, lower: i16, upper: i16, best: u8, nodes: u64) {
        let work = (64 - nodes.leading_zeros()) as u8;
        // Both the old and the new bounds hold for the same exact value, so a known entry keeps the tighter.
        let (lower, upper) = match self.probe(own, opp) {
            Some(old) => (lower.max(old.lower), upper.min(old.upper)),
            None => (lower, upper),
        };
        let entry = Entry {
            own,
            opp,
            lower,
            upper,
            best,
            work,
        };
        let i = self.bucket(own, opp);
        if self.entries[i].matches(own, opp) || work >= self.entries[i].work {
            if !self.entries[i].matches(own, opp) {
                self.entries[i + 1] = self.entries[i];
            }
            self.entries[i] = entry;
        } else {
            self.entries[i + 1] = entry;
        }
    }
}
