//! The explorer's values as one call on data: every sowing of a position, proved where the book or the kept
//! proofs know it, else a search's estimate. The computer's pool works them out beside the window, a browser's
//! page in a worker (`explorer/valuer_*`).

use std::sync::atomic::{AtomicBool, Ordering};

use mancala_engine::explorer::{Line, explore};
use mancala_engine::{Limits, Position};

/// Every sowing of `position` with its value, until `cancel` is set.
pub fn value_sowings(position: &Position, cancel: &AtomicBool) -> Vec<Line> {
    let stop = || cancel.load(Ordering::Relaxed);
    let limits = Limits {
        nodes: None,
        stop: Some(&stop),
        progress: None,
    };
    let endgame = crate::data::kept::endgame(position.rules(), position.pits());
    let proofs = crate::data::kept::proofs();
    explore(position, proofs.as_deref(), Some(&endgame), &limits)
}
