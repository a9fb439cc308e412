//! The daily puzzles made on a computer: on Bevy's async compute pool, beside the window.

use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use chrono::NaiveDate;

use super::making::make_puzzles;
use mancala_engine::Puzzle;

/// The puzzles being made.
pub struct Maker(Task<Vec<Puzzle>>);

impl Maker {
    pub fn start(today: NaiveDate) -> Maker {
        Maker(AsyncComputeTaskPool::get().spawn(async move { make_puzzles(today) }))
    }

    /// The puzzles, once made.
    pub fn poll(&mut self) -> Option<Vec<Puzzle>> {
        check_ready(&mut self.0)
    }
}
