//! What the searches keep between runs on a computer: the largest endgame table in the cache folder (built and
//! kept there the first time), the proved positions in its store, and the memory handed back once a search's
//! tables are let go. (In a browser, `kept_browser.rs` gives the same with nothing on disk.)

use std::sync::Arc;

use mancala_engine::proofs::ProofStore;
use mancala_engine::{EndgameTable, Rules};

/// Whether the searches have the large endgame tables and the proofs kept between runs (a page has neither).
pub const KEEPS_PROOFS: bool = true;

/// The largest endgame table kept for the game, built with one thread and kept the first time.
pub fn endgame(rules: Rules, pits: u8) -> Arc<EndgameTable> {
    mancala_native::cache::largest_kept(rules, pits, 1)
}

/// The proved positions every solver of the run shares, kept in the cache folder.
pub fn proofs() -> Option<Arc<dyn ProofStore>> {
    Some(mancala_native::proofs::shared())
}

/// Hands the heap's free pages back to the system, after a search's tables are let go.
pub fn give_back() {
    mancala_native::memory::give_back();
}
