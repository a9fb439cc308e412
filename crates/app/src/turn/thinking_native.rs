//! Otto's search on a computer: on Bevy's async compute pool, beside the window's thread.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::choosing::{Answer, Request, choose};
use mancala_engine::{Ai, together};

/// Hard ponders on the person's time, on the pool.
pub const PONDERS: bool = true;

/// A search under way.
pub struct Thought(Task<(Ai, Option<Answer>)>);

/// Starts Otto's search for `request` with the player kept from his last (`None`: a new one).
pub fn think(
    ai: Option<Ai>,
    request: Request,
    start: Option<together::Opening>,
    cancel: &Arc<AtomicBool>,
) -> Thought {
    let cancel = Arc::clone(cancel);
    Thought(AsyncComputeTaskPool::get().spawn(async move { choose(ai, request, start, &cancel) }))
}

impl Thought {
    /// Once the search is done (a cancelled one within milliseconds): the player back, and the answer.
    pub fn poll(&mut self) -> Option<(Option<Ai>, Option<Answer>)> {
        check_ready(&mut self.0).map(|(ai, answer)| (Some(ai), answer))
    }
}
