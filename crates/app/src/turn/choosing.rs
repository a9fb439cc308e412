//! Otto's choice on his turn, as one call from a request that is all data: the computer's pool runs it beside
//! the window, a browser's page in its worker (`turn/thinking_*`). Hard's player comes in and goes back out, so
//! that his tables stay warm between moves wherever he thinks.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::platform::time::Instant;
use serde::{Deserialize, Serialize};

use mancala_engine::together;
use mancala_engine::{Ai, Basis, Budget, Choice, Level, Limits, Position, Solver, fair};

/// The pie rule's proof needs no more table than a move's (the book answers the standard start at once).
const PIE_TABLE_BYTES: usize = 64 << 20;

/// What the computer does on its turn: a sowing, or under the pie rule the first player's side taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Answer {
    Sow(Choice),
    TakeTheOtherSide,
}

/// Hard searches on both cores where the machine has two, as in the matches that measure him (`uci --threads
/// 2`, docs/measurements.md "Otto against Aalina"); more threads were not measured.
const HARD_THREADS: usize = 2;

/// What Otto's search on his turn reads, all of it data, so that a page can hand it to its worker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// Where a new player draws its seeds (a level below Hard slips by them).
    pub seed: u64,
    pub level: Level,
    pub position: Position,
    /// Whether the pie rule lets him take the first player's side.
    pub pie: bool,
    /// Hard's time for a move.
    pub hard_time: Duration,
}

/// The search itself, off the main thread (a computer's pool, a page's worker). Hard's endgame table is found
/// here too: the largest in the cache folder (a `mancala solve` leaves the 20-seed one there), else the game's
/// own, built (under a second) and saved. `start` is Congklak's opening for Hard, both hands at once.
pub fn choose(
    ai: Option<Ai>,
    request: Request,
    start: Option<together::Opening>,
    cancel: &AtomicBool,
) -> (Ai, Option<Answer>) {
    let Request {
        seed,
        level,
        position,
        pie,
        hard_time,
    } = request;
    // A larger table kept since this player was made (Otto's study of Oware's endgames keeps one a layer): a new
    // player reads it.
    let ai = ai.filter(|ai| !table_grew(ai, &position));
    let mut ai = ai.unwrap_or_else(|| {
        // Congklak's, Sungka's and Ô ăn quan's levels search without tables: nothing proves their positions.
        if position.rules().is_unprovable() {
            return Ai::for_rules(level, position.rules(), position.pits(), seed);
        }
        let endgame = level
            .needs_endgame()
            .then(|| crate::data::kept::endgame(position.rules(), position.pits()));
        let mut ai =
            Ai::with_endgame(level, endgame, seed).with_proofs(crate::data::kept::proofs());
        ai.set_threads(
            HARD_THREADS.min(std::thread::available_parallelism().map_or(1, usize::from)),
        );
        ai
    });
    if let Some(start) = start {
        let side = position.to_move();
        let pit = start.hole(side);
        let choice = pit.map(|pit| Choice {
            pit,
            basis: Basis::Searched(together::LOOKAHEAD),
        });
        return (ai, choice.map(Answer::Sow));
    }
    let began = Instant::now();
    if pie && takes_the_side(&position, hard_time, cancel) {
        return (ai, Some(Answer::TakeTheOtherSide));
    }
    let elapsed = move || began.elapsed();
    let budget = Budget {
        clock: Some((&elapsed, hard_time)),
        nodes: None,
        cancel: Some(cancel),
    };
    let choice = ai.choose(&position, &budget);
    (ai, choice.map(Answer::Sow))
}

/// Whether a larger endgame table than `ai`'s is kept for `position`'s game now.
fn table_grew(ai: &Ai, position: &Position) -> bool {
    ai.endgame_seeds().is_some_and(|seeds| {
        crate::data::kept::endgame(position.rules(), position.pits()).seeds() > seeds
    })
}

/// Under the pie rule Otto, at every level, takes the first player's side when his proofs say it is worth more
/// than his own (the opening book knows the standard start's first turns at once); within twice Hard's time a
/// move, else by a deep search's estimate.
fn takes_the_side(position: &Position, hard_time: Duration, cancel: &AtomicBool) -> bool {
    let endgame = crate::data::kept::endgame(position.rules(), position.pits());
    let mut solver =
        Solver::with_endgame(endgame, PIE_TABLE_BYTES).with_proofs(crate::data::kept::proofs());
    let began = Instant::now();
    let stop = || cancel.load(Ordering::Relaxed) || began.elapsed() > hard_time * 2;
    let limits = Limits {
        nodes: None,
        stop: Some(&stop),
        progress: None,
    };
    fair::takes_the_other_side(position, &mut solver, &limits)
}
