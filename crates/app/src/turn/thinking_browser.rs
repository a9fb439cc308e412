//! Otto's search in a browser: in the page's Otto worker, so that the page keeps drawing while he thinks. His
//! player stays in the worker between moves (none comes back here). A cancelled search ends its worker at
//! once. Where the page has no worker, or the worker fails, the page thinks itself, its frames held meanwhile.
//! Congklak's opening for Hard (both hands at once, a state not carried to a worker) is chosen on the page: a
//! few sowings' look-ahead.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::choosing::{Answer, Request, choose};
use crate::web::errands::{self, Errand, Lane};
use crate::web::work::{Reply, Work};
use mancala_engine::{Ai, together};

/// Hard does not ponder in a page: his player stays in the worker, and pondering there would hold up his
/// next search (a worker cannot be told to stop, only ended, its tables with it).
pub const PONDERS: bool = false;

/// A search under way.
pub struct Thought {
    errand: Option<Errand>,
    request: Request,
    cancel: Arc<AtomicBool>,
    /// An answer already found on the page.
    here: Option<(Option<Ai>, Option<Answer>)>,
}

/// Starts Otto's search for `request`, in the worker where the page has one.
pub fn think(
    ai: Option<Ai>,
    request: Request,
    start: Option<together::Opening>,
    cancel: &Arc<AtomicBool>,
) -> Thought {
    let errand = start
        .is_none()
        .then(|| errands::send(Lane::Otto, &Work::Choose(request)))
        .flatten();
    let here = errand.is_none().then(|| {
        let (ai, answer) = choose(ai, request, start, cancel);
        (Some(ai), answer)
    });
    Thought {
        errand,
        request,
        cancel: Arc::clone(cancel),
        here,
    }
}

impl Thought {
    /// Once the search is done or cancelled: a player where the page thought itself, and the answer.
    pub fn poll(&mut self) -> Option<(Option<Ai>, Option<Answer>)> {
        if let Some(done) = self.here.take() {
            return Some(done);
        }
        self.errand.as_ref()?;
        if self.cancel.load(Ordering::Relaxed) {
            self.errand = None;
            return Some((None, None));
        }
        let (request, cancel) = (self.request, &self.cancel);
        errands::answer(
            &mut self.errand,
            "Otto's",
            |reply| match reply {
                Reply::Chosen(answer) => Some((None, answer)),
                _ => None,
            },
            || {
                let (ai, answer) = choose(None, request, None, cancel);
                (Some(ai), answer)
            },
        )
    }
}
