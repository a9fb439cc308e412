//! The explorer's values in a browser: in the page's explorer worker, so that the page keeps drawing while they
//! are worked out. Dropping the valuer ends the worker's errand. Where the page has no worker, or it fails, the
//! page works them out itself, its frames held meanwhile.

use std::sync::atomic::AtomicBool;

use bevy::log::warn;

use super::valuing::value_sowings;
use crate::web::errands::{self, Errand, Lane};
use crate::web::work::{Reply, Work};
use mancala_engine::Position;
use mancala_engine::explorer::Line;

/// The values being worked out; dropping it stops the work.
pub struct Valuer {
    errand: Option<Errand>,
    position: Position,
}

impl Valuer {
    pub fn start(position: Position) -> Valuer {
        Valuer {
            errand: errands::send(Lane::Explorer, &Work::Explore(position)),
            position,
        }
    }

    /// The values, once worked out.
    pub fn poll(&mut self) -> Option<Vec<Line>> {
        let Some(errand) = self.errand.as_ref() else {
            return Some(value_sowings(&self.position, &AtomicBool::new(false)));
        };
        let came = errand.came();
        for reply in came.replies {
            if let Reply::Explored(lines) = reply {
                self.errand = None;
                return Some(lines);
            }
        }
        if came.failed || came.finished {
            warn!("the explorer's worker gave no values; the page works them out itself");
            self.errand = None;
            return Some(value_sowings(&self.position, &AtomicBool::new(false)));
        }
        None
    }
}
