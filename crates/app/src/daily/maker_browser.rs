//! The daily puzzles made in a browser: in the page's worker for them, so that the page's first seconds are not
//! held by the endgame table they need. Where the page has no worker, or it fails, the page makes them itself.

use chrono::NaiveDate;

use super::making::make_puzzles;
use crate::web::errands::{self, Errand, Lane};
use crate::web::work::{Reply, Work};
use mancala_engine::Puzzle;

/// The puzzles being made.
pub struct Maker {
    errand: Option<Errand>,
    today: NaiveDate,
}

impl Maker {
    pub fn start(today: NaiveDate) -> Maker {
        Maker {
            errand: errands::send(Lane::Puzzles, &Work::Puzzles(today)),
            today,
        }
    }

    /// The puzzles, once made.
    pub fn poll(&mut self) -> Option<Vec<Puzzle>> {
        let today = self.today;
        errands::answer(
            &mut self.errand,
            "puzzles'",
            |reply| match reply {
                Reply::Puzzles(puzzles) => Some(puzzles),
                _ => None,
            },
            || make_puzzles(today),
        )
    }
}
