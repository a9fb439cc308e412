//! The daily puzzles made in a browser: in the page's worker for them, so that the page's first seconds are not
//! held by the endgame table they need. Where the page has no worker, or it fails, the page makes them itself.

use bevy::log::warn;
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
        let Some(errand) = self.errand.as_ref() else {
            return Some(make_puzzles(self.today));
        };
        let came = errand.came();
        for reply in came.replies {
            if let Reply::Puzzles(puzzles) = reply {
                self.errand = None;
                return Some(puzzles);
            }
        }
        if came.failed || came.finished {
            warn!("the puzzles' worker gave no puzzles; the page makes them itself");
            self.errand = None;
            return Some(make_puzzles(self.today));
        }
        None
    }
}
