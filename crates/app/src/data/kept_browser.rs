//! What the searches keep in a browser: an endgame table of the players' size for each game, built in memory
//! the first time a search asks for it and kept for the page's life (a page has no cache folder to keep it in,
//! nor the large tables a computer's is given); no store of proved positions (each search proves again what it
//! needs); nothing to hand back, as the page's memory is the browser's.

use std::sync::{Arc, Mutex};

use mancala_engine::endgame::entries_for;
use mancala_engine::proofs::ProofStore;
use mancala_engine::{EndgameTable, Rules};

/// Whether the searches have the large endgame tables and the proofs kept between runs: a page has neither, and
/// the analysis says so (`learn/tutor_words.rs`).
pub const KEEPS_PROOFS: bool = false;

/// The tables built so far, one a game.
static BUILT: Mutex<Vec<Arc<EndgameTable>>> = Mutex::new(Vec::new());

/// The game's endgame table: the one built before, or one built now (one thread; the page has no others).
pub fn endgame(rules: Rules, pits: u8) -> Arc<EndgameTable> {
    let same =
        |table: &Arc<EndgameTable>| table.rules() == rules && table.pits() == u32::from(pits);
    if let Some(table) = BUILT
        .lock()
        .ok()
        .and_then(|built| built.iter().find(|t| same(t)).cloned())
    {
        return table;
    }
    let table = Arc::new(EndgameTable::build_for(rules, pits, entries_for(rules), 1));
    if let Ok(mut built) = BUILT.lock() {
        built.push(Arc::clone(&table));
    }
    table
}

pub fn proofs() -> Option<Arc<dyn ProofStore>> {
    None
}

pub fn give_back() {}
