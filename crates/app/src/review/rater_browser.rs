//! The review's work in a browser: in the page's review worker, its ratings coming back one by one, so that the
//! page keeps drawing. Dropping the rater ends the worker's errand. Where the page has no worker, or the worker
//! fails, the page rates the sowings itself, its frames held meanwhile.

use std::sync::atomic::AtomicBool;

use bevy::log::warn;

use super::ratings::rate_every_sowing;
use crate::web::errands::{self, Errand, Lane};
use crate::web::work::{Reply, Work};
use mancala_engine::{MoveReview, Position};

/// A review's ratings under way; dropping it stops them.
pub struct Rater {
    errand: Option<Errand>,
    positions: Vec<Position>,
    moves: Vec<u8>,
}

impl Rater {
    /// Starts rating `moves` played from `positions`.
    pub fn start(positions: Vec<Position>, moves: Vec<u8>) -> Rater {
        let work = Work::Review {
            positions: positions.clone(),
            moves: moves.clone(),
        };
        Rater {
            errand: errands::send(Lane::Review, &work),
            positions,
            moves,
        }
    }

    /// Writes the ratings made since the last call into `moves`; true once every one is in.
    pub fn collect(&mut self, moves: &mut [Option<MoveReview>]) -> bool {
        let Some(errand) = self.errand.as_ref() else {
            return self.rate_here(moves);
        };
        let came = errand.came();
        for reply in came.replies {
            match reply {
                Reply::Rated(index, review) => {
                    if let Some(slot) = moves.get_mut(index) {
                        *slot = review;
                    }
                }
                Reply::Unreadable(why) => warn!("the review's worker could not read it: {why}"),
                _ => {}
            }
        }
        if came.failed {
            warn!("the review's worker failed; the page rates the sowings itself");
            return self.rate_here(moves);
        }
        came.finished
    }

    fn rate_here(&mut self, moves: &mut [Option<MoveReview>]) -> bool {
        self.errand = None;
        let never = AtomicBool::new(false);
        rate_every_sowing(
            &self.positions,
            &self.moves,
            &never,
            &mut |index, review| {
                if let Some(slot) = moves.get_mut(index) {
                    *slot = review;
                }
            },
        );
        true
    }
}
