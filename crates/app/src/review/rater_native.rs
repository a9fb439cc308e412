//! The review's work on a computer: on Bevy's async compute pool, its ratings shared with the window.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::ratings::rate_every_sowing;
use mancala_engine::{MoveReview, Position};

/// A review's ratings under way; dropping it stops them.
pub struct Rater {
    rated: Arc<Mutex<Vec<(usize, Option<MoveReview>)>>>,
    cancel: Arc<AtomicBool>,
    task: Task<()>,
}

impl Rater {
    /// Starts rating `moves` played from `positions`.
    pub fn start(positions: Vec<Position>, moves: Vec<u8>) -> Rater {
        let rated = Arc::new(Mutex::new(Vec::new()));
        let cancel = Arc::new(AtomicBool::new(false));
        let (out, stop) = (Arc::clone(&rated), Arc::clone(&cancel));
        let task = AsyncComputeTaskPool::get().spawn(async move {
            rate_every_sowing(&positions, &moves, &stop, &mut |index, review| {
                if let Ok(mut rated) = out.lock() {
                    rated.push((index, review));
                }
            });
        });
        Rater {
            rated,
            cancel,
            task,
        }
    }

    /// Writes the ratings made since the last call into `moves`; true once every one is in.
    pub fn collect(&mut self, moves: &mut [Option<MoveReview>]) -> bool {
        let done = check_ready(&mut self.task).is_some();
        if let Ok(mut rated) = self.rated.lock() {
            for (index, review) in rated.drain(..) {
                if let Some(slot) = moves.get_mut(index) {
                    *slot = review;
                }
            }
        }
        done
    }
}

impl Drop for Rater {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}
