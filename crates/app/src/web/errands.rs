//! The page's side of its workers: a lane is one Web Worker doing one errand at a time (Otto's moves in one,
//! so that a review or an analysis never waits behind him), the rest waiting on the page, in order. An errand
//! stopped while it runs ends its worker (a search cannot be reached inside a busy worker) and the lane starts a
//! new one for the next; a worker that fails (its script not loaded, a panic) fails its errands, and the page
//! does their work itself. Replies are kept by ticket until the frame takes them.

use std::cell::RefCell;
use std::collections::hash_map::Entry;
use std::collections::{HashMap, VecDeque};

use bevy::log::warn;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::prelude::JsValue;
use web_sys::{MessageEvent, Worker, WorkerOptions, WorkerType};

use super::work::{Reply, Work};

/// A worker of the page's and the errands it is given.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lane {
    Otto,
    Review,
    Tutor,
    Puzzles,
    Explorer,
    Mistakes,
}

/// An errand sent; dropping it stops it.
#[derive(Debug)]
pub struct Errand {
    lane: Lane,
    ticket: u32,
}

/// What came back for an errand since it was last asked.
#[derive(Debug, Default)]
pub struct Came {
    pub replies: Vec<Reply>,
    /// The last reply is in.
    pub finished: bool,
    /// The worker failed: the errand's work is not done.
    pub failed: bool,
}

/// The script the page's start names for its workers.
const WORKER_SCRIPT: &str = "mancalaWorker";

#[derive(Default)]
struct Errands {
    lanes: HashMap<Lane, Helper>,
    inboxes: HashMap<u32, Came>,
    next_ticket: u32,
    /// Helpers let go, kept until the next errand: one may be let go from inside its own listener.
    retired: Vec<Helper>,
}

/// A lane's worker, the errand it runs and those waiting for it.
struct Helper {
    worker: Worker,
    running: Option<u32>,
    waiting: VecDeque<(u32, String)>,
    /// The worker's listeners, kept as long as it is.
    _listeners: [Closure<dyn FnMut(JsValue)>; 2],
}

thread_local! {
    static ERRANDS: RefCell<Errands> = RefCell::new(Errands::default());
}

/// Sends `work` down `lane`, or says the page has no worker to send it to (a page started without one; the
/// caller does the work itself).
pub fn send(lane: Lane, work: &Work) -> Option<Errand> {
    let text = serde_json::to_string(work).expect("work serialises");
    ERRANDS.with_borrow_mut(|errands| {
        errands.retired.clear();
        let helper = match errands.lanes.entry(lane) {
            Entry::Occupied(helper) => helper.into_mut(),
            Entry::Vacant(vacant) => vacant.insert(start_helper(lane)?),
        };
        errands.next_ticket = errands.next_ticket.wrapping_add(1);
        let ticket = errands.next_ticket;
        helper.waiting.push_back((ticket, text));
        run_next(helper);
        errands.inboxes.insert(ticket, Came::default());
        Some(Errand { lane, ticket })
    })
}

impl Errand {
    /// What came back since the last call.
    pub fn came(&self) -> Came {
        ERRANDS.with_borrow_mut(|errands| {
            errands
                .inboxes
                .get_mut(&self.ticket)
                .map(std::mem::take)
                .unwrap_or(Came {
                    failed: true,
                    ..Came::default()
                })
        })
    }
}

/// For an errand that one reply answers: that answer, taken by `pick` from what came; or, where the page sent no
/// errand or the worker ended or failed without the answer, what `here` works out on the page. `None` while the
/// answer is still to come; the errand is let go once answered. `worker` names it in the log.
pub fn answer<T>(
    errand: &mut Option<Errand>,
    worker: &str,
    pick: impl Fn(Reply) -> Option<T>,
    here: impl FnOnce() -> T,
) -> Option<T> {
    let Some(sent) = errand.as_ref() else {
        return Some(here());
    };
    let came = sent.came();
    let mut answer = None;
    for reply in came.replies {
        match reply {
            Reply::Unreadable(why) => warn!("the {worker} worker could not read its errand: {why}"),
            reply => answer = answer.or_else(|| pick(reply)),
        }
    }
    if answer.is_none() && (came.failed || came.finished) {
        warn!("the {worker} worker gave no answer; the page works it out itself");
        answer = Some(here());
    }
    if answer.is_some() {
        *errand = None;
    }
    answer
}

impl Drop for Errand {
    fn drop(&mut self) {
        ERRANDS.with_borrow_mut(|errands| {
            let finished = errands
                .inboxes
                .remove(&self.ticket)
                .is_none_or(|came| came.finished || came.failed);
            let Some(helper) = errands.lanes.get_mut(&self.lane) else {
                return;
            };
            helper.waiting.retain(|(ticket, _)| *ticket != self.ticket);
            if !finished && helper.running == Some(self.ticket) {
                // The search cannot be told to stop: the worker goes, and the lane's next errand gets a new one.
                let mut stopped = errands.lanes.remove(&self.lane).expect("found above");
                stopped.worker.terminate();
                let waiting = std::mem::take(&mut stopped.waiting);
                errands.retired.push(stopped);
                if !waiting.is_empty()
                    && let Some(mut helper) = start_helper(self.lane)
                {
                    helper.waiting = waiting;
                    run_next(&mut helper);
                    errands.lanes.insert(self.lane, helper);
                }
            }
        });
    }
}

/// Posts the lane's next errand if it is free.
fn run_next(helper: &mut Helper) {
    if helper.running.is_some() {
        return;
    }
    let Some((ticket, text)) = helper.waiting.pop_front() else {
        return;
    };
    let message = js_sys::Array::of2(&ticket.into(), &text.into());
    helper.running = Some(ticket);
    if helper.worker.post_message(&message).is_err() {
        helper.running = None;
    }
}

/// A new worker for `lane`, given the page's compiled module; none where the page's start named no script.
fn start_helper(lane: Lane) -> Option<Helper> {
    let script = js_sys::Reflect::get(&js_sys::global(), &WORKER_SCRIPT.into())
        .ok()?
        .as_string()?;
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    options.set_name(&format!("mancala {lane:?}"));
    let worker = Worker::new_with_options(&script, &options).ok()?;
    let heard = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| heard(lane, event));
    let failed = Closure::<dyn FnMut(JsValue)>::new(move |event: JsValue| failed(lane, event));
    worker.set_onmessage(Some(heard.as_ref().unchecked_ref()));
    worker.set_onerror(Some(failed.as_ref().unchecked_ref()));
    worker.post_message(&wasm_bindgen::module()).ok()?;
    Some(Helper {
        worker,
        running: None,
        waiting: VecDeque::new(),
        _listeners: [heard, failed],
    })
}

/// A reply from `lane`'s worker: `[ticket, json, last]`.
fn heard(lane: Lane, event: JsValue) {
    let Some(message) = event.dyn_ref::<MessageEvent>().map(MessageEvent::data) else {
        return;
    };
    let message: js_sys::Array = message.unchecked_into();
    let ticket = message.get(0).as_f64().unwrap_or(-1.0) as u32;
    let reply = message
        .get(1)
        .as_string()
        .and_then(|text| serde_json::from_str::<Reply>(&text).ok());
    let last = message.get(2).as_bool().unwrap_or(true);
    // A worker whose errand failed (it says so with no reply) may be left in any state: it goes.
    let Some(reply) = reply else {
        return fail_lane(lane);
    };
    ERRANDS.with_borrow_mut(|errands| {
        if let Some(came) = errands.inboxes.get_mut(&ticket) {
            came.replies.push(reply);
            came.finished |= last;
        }
        if last && let Some(helper) = errands.lanes.get_mut(&lane) {
            helper.running = None;
            run_next(helper);
        }
    });
}

/// `lane`'s worker failed (its script did not load, an errand panicked): its errands fail and the lane is let go, to be
/// started again by the next errand.
fn failed(lane: Lane, event: JsValue) {
    web_sys::console::error_2(&format!("the page's {lane:?} worker failed").into(), &event);
    fail_lane(lane);
}

fn fail_lane(lane: Lane) {
    ERRANDS.with_borrow_mut(|errands| {
        let Some(helper) = errands.lanes.remove(&lane) else {
            return;
        };
        helper.worker.terminate();
        let lost: Vec<u32> = helper
            .running
            .into_iter()
            .chain(helper.waiting.iter().map(|(ticket, _)| *ticket))
            .collect();
        for ticket in lost {
            if let Some(came) = errands.inboxes.get_mut(&ticket) {
                came.failed = true;
            }
        }
        errands.retired.push(helper);
    });
}
