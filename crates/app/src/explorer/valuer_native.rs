//! The explorer's values on a computer: on Bevy's async compute pool, beside the window.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::valuing::value_sowings;
use mancala_engine::Position;
use mancala_engine::explorer::Line;

/// The values being worked out; dropping it stops the work.
pub struct Valuer {
    cancel: Arc<AtomicBool>,
    task: Option<Task<Vec<Line>>>,
}

impl Valuer {
    pub fn start(position: Position) -> Valuer {
        let cancel = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&cancel);
        let task =
            AsyncComputeTaskPool::get().spawn(async move { value_sowings(&position, &stop) });
        Valuer {
            cancel,
            task: Some(task),
        }
    }

    /// The values, once worked out.
    pub fn poll(&mut self) -> Option<Vec<Line>> {
        check_ready(self.task.as_mut()?)
    }
}

impl Drop for Valuer {
    fn drop(&mut self) {
        // It stops at its next check; its task is left to finish, and what it finds is not heard.
        self.cancel.store(true, Ordering::Relaxed);
        if let Some(task) = self.task.take() {
            task.detach();
        }
    }
}
