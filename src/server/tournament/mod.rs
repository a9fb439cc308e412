//! Tournaments as pure data, apart from the hub that runs them: pairings as a least-cost perfect matching
//! (`pairing`), the Swiss system's rounds, byes, withdrawals and tie-breaks (`swiss`), and the arena's scoring
//! with streaks and berserk and its pairing of free players (`arena`). No clock and no I/O here: the hub asks
//! for pairings and tells results.

pub mod arena;
pub mod pairing;
pub mod swiss;
