//! A game looked through for mistakes in a browser: in the page's worker for it, so that the page keeps drawing
//! while the player's games are reviewed. Dropping the miner ends the worker's errand. Where the page has no
//! worker, or it fails, the page looks through the game itself, its frames held meanwhile.

use std::sync::atomic::AtomicBool;

use super::deck::Source;
use super::finding::{Mine, find_mistakes};
use crate::web::errands::{self, Errand, Lane};
use crate::web::work::{Reply, Work};
use mancala_engine::MistakePuzzle;

/// The work under way; dropping it stops it.
pub struct Miner {
    errand: Option<Errand>,
    mine: Mine,
}

impl Miner {
    pub fn start(mine: Mine) -> Miner {
        Miner {
            errand: errands::send(Lane::Mistakes, &Work::Mistakes(mine.clone())),
            mine,
        }
    }

    /// The puzzles found, once the game is looked through.
    pub fn poll(&mut self) -> Option<Vec<(MistakePuzzle, Source)>> {
        let mine = &self.mine;
        errands::answer(
            &mut self.errand,
            "mistakes'",
            |reply| match reply {
                Reply::Mistakes(found) => Some(found),
                _ => None,
            },
            || find_mistakes(mine, &AtomicBool::new(false)),
        )
    }
}
