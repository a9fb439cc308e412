//! Congklak's and Sungka's kernel: relay sowing on two rows of up to nine holes, burnt holes skipped. Kalah's
//! and Oware's kernel (`kernel.rs`) adds byte masks to 64-bit rows; a relay drops and lifts seed by seed wherever
//! its last seed lands, so this one walks an array of the ring, seen from the mover: own holes 0..m, own store
//! m, the opponent's holes m+1..=2m (their hole i at m+1+i). The opponent's store is not on the ring.
//!
//! The sowing of hole p: lift its seeds and drop one in each cell after it, skipping burnt holes. Where the last
//! seed lands decides what follows:
//! - in the own store: the sowing ends, and the mover moves again;
//! - in a hole that held seeds, on either side: lift them all (the last seed too) and sow on from there (a relay);
//! - in an own hole that was empty: if the hole facing it has seeds (and, under the lap-before-capture variant,
//!   the sowing has passed the own store), those go to the store, and the last seed with them but in Sungka
//!   (unless capture-own-seed); the turn ends either way;
//! - in an opponent's hole that was empty: the turn ends.
//!
//! A relay always ends. The hand moves forward one cell a drop and never jumps (a lift picks up where the hand
//! is), so every `ring` drops in a row (`ring` the cells not burnt, at most 2m+1) pass the own store once, and a
//! pass leaves a seed there for the rest of the sowing. The holes held `s` seeds when it began, so after `s`
//! passes no seed is left to sow: a sowing drops fewer than `(s + 1) * ring` seeds ([`drop_bound`]; at most
//! 163 * 19 = 3,097 on the largest board), which the kernel asserts.

use super::board::Side;
use super::kernel::{Capture, Landing};
use super::ruleset::Rules;

/// The most holes a side, as arrays size them.
pub(crate) const HOLES: usize = super::board::MAX_HOLES as usize;
/// A burnt hole's byte in a row: a board holds at most 162 seeds, so no count is this.
pub(crate) const BURNT: u8 = 0xFF;

/// Two rows seen from the mover, a byte a hole (hole 1 first), [`BURNT`] for a burnt hole and 0 past the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Rows {
    pub own: [u8; HOLES],
    pub opp: [u8; HOLES],
}

impl Rows {
    /// A side's row, where `own` is South's (as positions keep them).
    pub fn of(&self, side: Side) -> &[u8; HOLES] {
        match side {
            Side::South => &self.own,
            Side::North => &self.opp,
        }
    }

    pub fn of_mut(&mut self, side: Side) -> &mut [u8; HOLES] {
        match side {
            Side::South => &mut self.own,
            Side::North => &mut self.opp,
        }
    }

    /// The same rows seen from the other side.
    pub fn swapped(self) -> Rows {
        Rows {
            own: self.opp,
            opp: self.own,
        }
    }
}

/// The seeds in a row's holes (burnt ones hold none).
pub(crate) fn seeds(row: &[u8; HOLES]) -> u32 {
    row.iter()
        .filter(|&&seeds| seeds != BURNT)
        .map(|&seeds| u32::from(seeds))
        .sum()
}

/// The holes of a row (bit i for hole i from 0) that hold seeds: the moves of the side that owns it.
pub(crate) fn playable(row: &[u8; HOLES]) -> u16 {
    row.iter()
        .enumerate()
        .filter(|&(_, &seeds)| seeds != 0 && seeds != BURNT)
        .fold(0, |moves, (hole, _)| moves | 1 << hole)
}

/// One step of a sowing, for its trace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
    /// Seeds lifted from a hole: the hole played, then each relay's.
    Lift(Landing, u8),
    /// One seed dropped.
    Drop(Landing),
}

/// What a relay sowing leaves.
#[derive(Clone, Copy, Debug)]
pub(crate) struct RelaySown {
    pub rows: Rows,
    /// Seeds that went into the mover's store: the passes and any capture.
    pub gain: u8,
    pub landing: Landing,
    pub capture: Option<Capture>,
    /// Lifts after the first: how many times the sowing relayed.
    pub relays: u16,
}

/// The bound on a sowing's drops: fewer than one lap of the `ring` cells for each seed the holes held, and one
/// more lap (see the module's note).
pub(crate) fn drop_bound(rows: &Rows, m: usize) -> u32 {
    let ring = 1 + rows.own[..m]
        .iter()
        .chain(&rows.opp[..m])
        .filter(|&&seeds| seeds != BURNT)
        .count() as u32;
    (seeds(&rows.own) + seeds(&rows.opp) + 1) * ring
}

/// Sows own hole `p` (from 0) of a board of `m` holes a side under `rules`, telling `seen` each lift and drop.
/// The hole must hold seeds.
#[inline]
pub(crate) fn sow(
    rows: Rows,
    m: usize,
    p: usize,
    rules: Rules,
    mut seen: impl FnMut(Step),
) -> RelaySown {
    let lap = 2 * m + 1;
    let store = m;
    let mut cells = [0u8; 2 * HOLES + 1];
    cells[..m].copy_from_slice(&rows.own[..m]);
    cells[m + 1..lap].copy_from_slice(&rows.opp[..m]);
    let place = |at: usize| match at {
        _ if at < m => Landing::OwnPit(at as u32),
        _ if at == m => Landing::OwnStore,
        _ => Landing::OpponentPit((at - m - 1) as u32),
    };

    let mut at = p;
    let mut hand = cells[p];
    debug_assert!(hand != 0 && hand != BURNT, "sowing an empty or burnt hole");
    cells[p] = 0;
    seen(Step::Lift(place(at), hand));
    let mut passed_store = false;
    let mut relays = 0u16;
    let mut drops = 0u32;
    loop {
        while hand > 0 {
            at = if at + 1 == lap { 0 } else { at + 1 };
            if cells[at] == BURNT {
                continue;
            }
            cells[at] += 1;
            hand -= 1;
            drops += 1;
            passed_store |= at == store;
            seen(Step::Drop(place(at)));
        }
        if at != store && cells[at] > 1 {
            hand = cells[at];
            cells[at] = 0;
            relays += 1;
            seen(Step::Lift(place(at), hand));
            continue;
        }
        break;
    }
    debug_assert!(drops < drop_bound(&rows, m), "a relay ran past its bound");

    let mut gain = cells[store];
    let mut capture = None;
    let landing = if at == store {
        Landing::OwnStore
    } else if at < m {
        let facing = 2 * m - at;
        let across = cells[facing];
        if across != 0 && across != BURNT && (passed_store || !rules.lap_before_capture) {
            cells[facing] = 0;
            gain += across;
            if rules.capture_takes_own_seed() {
                cells[at] = 0;
                gain += 1;
            }
            capture = Some(Capture {
                pit: at as u8 + 1,
                opposite: across,
            });
        }
        Landing::OwnPit(at as u32)
    } else {
        Landing::OpponentPit((at - m - 1) as u32)
    };
    let mut sown = Rows {
        own: [0; HOLES],
        opp: [0; HOLES],
    };
    sown.own[..m].copy_from_slice(&cells[..m]);
    sown.opp[..m].copy_from_slice(&cells[m + 1..lap]);
    RelaySown {
        rows: sown,
        gain,
        landing,
        capture,
        relays,
    }
}
