//! The worker's side of an errand: the page's module, started again in a Web Worker (`web/worker.js` passes it
//! the page's compiled module, so nothing is fetched or compiled twice), answers `work` calls. Otto's player
//! is kept between his moves, as on a computer, so that Hard's tables are built once a worker.

use std::cell::RefCell;
use std::sync::atomic::AtomicBool;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::wasm_bindgen;
use web_sys::DedicatedWorkerGlobalScope;

use super::work::{Reply, Work};
use crate::daily::making::make_puzzles;
use crate::explorer::valuing::value_sowings;
use crate::learn::tutoring::tutor;
use crate::review::ratings::rate_every_sowing;
use crate::trainer::finding::find_mistakes;
use crate::turn::choosing::choose;
use mancala_engine::Ai;

thread_local! {
    /// Otto's player between errands.
    static OTTO: RefCell<Option<Ai>> = const { RefCell::new(None) };
}

/// Does the errand `text` and posts its replies to the page under `ticket`, the last one marked. A page stops
/// an errand by ending the worker, so nothing here is ever cancelled.
#[wasm_bindgen]
pub fn work(ticket: u32, text: &str) {
    let reply = match serde_json::from_str::<Work>(text) {
        Ok(Work::Review { positions, moves }) => {
            rate_every_sowing(
                &positions,
                &moves,
                &AtomicBool::new(false),
                &mut |index, review| post(ticket, &Reply::Rated(index, review), false),
            );
            Reply::Done
        }
        Ok(Work::Puzzles(today)) => Reply::Puzzles(make_puzzles(today)),
        Ok(Work::Mistakes(mine)) => Reply::Mistakes(find_mistakes(&mine, &AtomicBool::new(false))),
        Ok(Work::Explore(position)) => {
            Reply::Explored(value_sowings(&position, &AtomicBool::new(false)))
        }
        Ok(Work::Tutor(asked)) => {
            // The game's endgame table is kept by the worker's own store (`data::kept`), built once.
            tutor(asked, None, &AtomicBool::new(false), &mut |told| {
                post(ticket, &Reply::Told(told), false)
            });
            Reply::Done
        }
        Ok(Work::Choose(request)) => {
            let kept = OTTO
                .take()
                .filter(|ai| ai.suits(request.level, &request.position));
            let (ai, answer) = choose(kept, request, None, &AtomicBool::new(false));
            OTTO.set(Some(ai));
            Reply::Chosen(answer)
        }
        Err(why) => Reply::Unreadable(why.to_string()),
    };
    post(ticket, &reply, true);
}

/// Posts `reply` to the page as `[ticket, json, last]`.
fn post(ticket: u32, reply: &Reply, last: bool) {
    let text = serde_json::to_string(reply).expect("replies serialise");
    let message = js_sys::Array::of3(&ticket.into(), &text.into(), &last.into());
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    if let Err(why) = scope.post_message(&message) {
        web_sys::console::error_2(&"a worker could not post its reply".into(), &why);
    }
}
