//! The tutor's work on a computer: on Bevy's async compute pool, what it tells shared with the window.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::tutoring::{Asked, Told, tutor};
use mancala_engine::EndgameTable;

/// A tutor's job under way; dropping it stops it.
pub struct Helper {
    told: Arc<Mutex<Vec<Told>>>,
    cancel: Arc<AtomicBool>,
    task: Option<Task<Option<Arc<EndgameTable>>>>,
}

/// What a job told since it was last asked, and once it is done, the endgame table it used.
pub struct Heard {
    pub told: Vec<Told>,
    pub done: Option<Option<Arc<EndgameTable>>>,
}

impl Helper {
    /// Starts working out `asked` with the tutor's table, if it has one for the game.
    pub fn start(asked: Asked, endgame: Option<Arc<EndgameTable>>) -> Helper {
        let told = Arc::new(Mutex::new(Vec::new()));
        let cancel = Arc::new(AtomicBool::new(false));
        let (out, stop) = (Arc::clone(&told), Arc::clone(&cancel));
        let task = AsyncComputeTaskPool::get().spawn(async move {
            tutor(asked, endgame, &stop, &mut |told| {
                if let Ok(mut out) = out.lock() {
                    out.push(told);
                }
            })
        });
        Helper {
            told,
            cancel,
            task: Some(task),
        }
    }

    pub fn hear(&mut self) -> Heard {
        let done = self.task.as_mut().and_then(check_ready);
        if done.is_some() {
            self.task = None;
        }
        let told = self
            .told
            .lock()
            .map(|mut told| std::mem::take(&mut *told))
            .unwrap_or_default();
        Heard { told, done }
    }
}

impl Drop for Helper {
    fn drop(&mut self) {
        // It stops at its next check; its task is left to finish, and what it finds is not heard.
        self.cancel.store(true, Ordering::Relaxed);
        if let Some(task) = self.task.take() {
            task.detach();
        }
    }
}
