//! The tutor's work in a browser: in the page's tutor worker, what it finds coming back as it finds it, so that
//! the page keeps drawing. The worker keeps the game's endgame table itself (none comes back here). Where the
//! page has no worker, or the worker fails, the page does the work itself, its frames held meanwhile.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use bevy::log::warn;

use super::tutoring::{Asked, Told, tutor};
use crate::web::errands::{self, Errand, Lane};
use crate::web::work::{Reply, Work};
use mancala_engine::EndgameTable;

/// A tutor's job under way; dropping it stops it.
pub struct Helper {
    errand: Option<Errand>,
    asked: Asked,
    endgame: Option<Arc<EndgameTable>>,
}

/// What a job told since it was last asked, and once it is done, the endgame table it used.
pub struct Heard {
    pub told: Vec<Told>,
    pub done: Option<Option<Arc<EndgameTable>>>,
}

impl Helper {
    /// Starts working out `asked`, in the worker where the page has one.
    pub fn start(asked: Asked, endgame: Option<Arc<EndgameTable>>) -> Helper {
        Helper {
            errand: errands::send(Lane::Tutor, &Work::Tutor(asked)),
            asked,
            endgame,
        }
    }

    pub fn hear(&mut self) -> Heard {
        let Some(errand) = self.errand.as_ref() else {
            return self.work_here();
        };
        let came = errand.came();
        let mut told = Vec::new();
        for reply in came.replies {
            match reply {
                Reply::Told(said) => told.push(said),
                Reply::Unreadable(why) => warn!("the tutor's worker could not read it: {why}"),
                _ => {}
            }
        }
        if came.failed {
            warn!("the tutor's worker failed; the page works it out itself");
            let mut here = self.work_here();
            told.append(&mut here.told);
            return Heard {
                told,
                done: here.done,
            };
        }
        let done = came.finished.then_some(None);
        if done.is_some() {
            self.errand = None;
        }
        Heard { told, done }
    }

    fn work_here(&mut self) -> Heard {
        self.errand = None;
        let mut told = Vec::new();
        let never = AtomicBool::new(false);
        let endgame = tutor(self.asked, self.endgame.take(), &never, &mut |said| {
            told.push(said)
        });
        Heard {
            told,
            done: Some(endgame),
        }
    }
}
