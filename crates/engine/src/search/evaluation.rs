//! The evaluation of a live position the searches cannot see to the end of: the mover's future gain in quarter
//! seeds, as a weighted sum of features of the two rows.
//!
//! Oware's weights are not chosen by hand: `cargo bench --no-default-features --bench oware_tune` fits them by
//! least squares to the values of quiet positions from games beyond the endgame table, labelled by deep searches
//! with the table's exact values at their leaves (docs/oware.md tells how). Kalah's Hard is nearly always
//! proved, so its evaluation (Medium's, and the solver's first guesses) stays the two plain terms below.

use crate::rules::kernel::{byte, row_sum};
use crate::rules::ruleset::Rules;

/// Quarter seeds per seed.
pub const SCALE: i32 = 4;

/// Beyond any score of the searches: 255 seeds are 1020 quarter seeds.
pub const INFINITY: i32 = 1 << 20;

/// Oware's features, each seen from the side to move ("own") or the other ("opp"); pits numbered as everywhere,
/// from the end farthest from their owner's store.
pub const OWARE_FEATURES: [&str; 20] = [
    "bias",
    "own pit 1",
    "own pit 2",
    "own pit 3",
    "own pit 4",
    "own pit 5",
    "own pit 6",
    "opp pit 1",
    "opp pit 2",
    "opp pit 3",
    "opp pit 4",
    "opp pit 5",
    "opp pit 6",
    "own empty pits",
    "opp empty pits",
    "own pits of 1 or 2",
    "opp pits of 1 or 2",
    "own pits of 12 or more",
    "opp pits of 12 or more",
    "opp threats",
];

/// Oware's weights, in 1/256 of a quarter seed per unit of each feature, as fitted by the tuning bench.
pub const OWARE_WEIGHTS: [i32; 20] = [
    1459, 8, -99, -239, -218, -221, -188, -228, -59, 36, 8, 27, -67, -2822, 2623, -871, 710, 1861,
    -2270, -51,
];

/// The features of Oware's evaluation for rows `own` (the mover's) and `opp` on the standard board, in the order
/// of [`OWARE_FEATURES`]; on other boards the pits past the sixth count as the sixth.
#[inline]
pub fn oware_features(own: u64, opp: u64, m: u32) -> [i32; 20] {
    let count =
        |row: u64, test: fn(u8) -> bool| (0..m).filter(|&p| test(byte(row, p))).count() as i32;
    let mut features = [0; 20];
    features[0] = 1;
    for p in 0..m {
        let at = p.min(5) as usize;
        features[1 + at] += i32::from(byte(own, p));
        features[7 + at] += i32::from(byte(opp, p));
    }
    features[13] = count(own, |s| s == 0);
    features[14] = count(opp, |s| s == 0);
    features[15] = count(own, |s| matches!(s, 1 | 2));
    features[16] = count(opp, |s| matches!(s, 1 | 2));
    features[17] = count(own, |s| s >= 12);
    features[18] = count(opp, |s| s >= 12);
    features[19] = threats(opp, own, m);
    features
}

/// The seeds the mover of `own` could take at once with a sowing of fewer than a lap whose last seed turns a
/// pit of 1 or 2 on the other side into 2 or 3 (that pit only: the run behind it is the search's to find), the
/// largest such take.
#[inline]
fn threats(own: u64, opp: u64, m: u32) -> i32 {
    let mut best = 0;
    for p in 0..m {
        let seeds = u32::from(byte(own, p));
        let lands = p + seeds;
        if seeds == 0 || lands < m || lands >= 2 * m {
            continue;
        }
        let target = i32::from(byte(opp, lands - m));
        if matches!(target, 1 | 2) {
            best = best.max(target + 1);
        }
    }
    best
}

/// The evaluation of a live position, in quarter seeds of future gain for the mover.
#[inline]
pub fn evaluate(own: u64, opp: u64, m: u32, rules: Rules) -> i32 {
    if rules.is_oware() {
        let features = oware_features(own, opp, m);
        let sum: i32 = features
            .iter()
            .zip(OWARE_WEIGHTS)
            .map(|(feature, weight)| feature * weight)
            .sum();
        return sum.div_euclid(256);
    }
    // Kalah: seeds on one's own side tend to end up in one's own store, and a pit that sows exactly into the
    // store is a ready extra turn.
    let material = i32::from(row_sum(own)) - i32::from(row_sum(opp));
    let ready = (0..m).filter(|&p| u32::from(byte(own, p)) == m - p).count() as i32;
    2 * material + ready
}
