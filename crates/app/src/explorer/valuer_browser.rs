//! The explorer's values in a browser: in the page's explorer worker, so that the page keeps drawing while they
//! are worked out. Dropping the valuer ends the worker's errand. Where the page has no worker, or it fails, the
//! page works them out itself, its frames held meanwhile.

use std::sync::atomic::AtomicBool;

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
        let position = self.position;
        errands::answer(
            &mut self.errand,
            "explorer's",
            |reply| match reply {
                Reply::Explored(lines) => Some(lines),
                _ => None,
            },
            || value_sowings(&position, &AtomicBool::new(false)),
        )
    }
}
