//! A game looked through for mistakes on a computer: on Bevy's async compute pool, beside the window.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::deck::Source;
use super::finding::{Mine, find_mistakes};
use mancala_engine::MistakePuzzle;

/// The work under way; dropping it stops it.
pub struct Miner {
    cancel: Arc<AtomicBool>,
    task: Task<Vec<(MistakePuzzle, Source)>>,
}

impl Miner {
    pub fn start(mine: Mine) -> Miner {
        let cancel = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&cancel);
        let task = AsyncComputeTaskPool::get().spawn(async move { find_mistakes(&mine, &stop) });
        Miner { cancel, task }
    }

    /// The puzzles found, once the game is looked through.
    pub fn poll(&mut self) -> Option<Vec<(MistakePuzzle, Source)>> {
        check_ready(&mut self.task)
    }
}

impl Drop for Miner {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}
