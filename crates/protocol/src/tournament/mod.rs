//! Tournaments as pure data, apart from the hub that runs them: pairings as a least-cost perfect matching
//! (`pairing`), the Swiss system's rounds, byes, withdrawals and tie-breaks (`swiss`), the arena's scoring
//! with streaks and berserk and its pairing of free players (`arena`), a tournament as the server runs it
//! (`event`) and as the protocol shows it (`view`). No clock and no
//! I/O here: the hub asks for pairings and tells results.

pub mod arena;
pub mod event;
pub mod pairing;
pub mod swiss;
pub mod view;
