//! The review's work as one call: every sowing of a game rated, from the last back (the late positions are quick
//! to prove and fill the table the early ones read), each handed out as soon as it is rated. The computer's pool
//! runs it beside the window, a browser's page in its review worker (`review/rater_*`).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::platform::time::Instant;

use mancala_engine::review::{congklak_estimate, estimate, review_from_the_end};
use mancala_engine::{MoveReview, Position, Solver};

/// How long the solver may work on one sowing before a deep search rates it instead.
pub const MOVE_TIME: Duration = Duration::from_millis(1500);
const TABLE_BYTES: usize = 128 << 20;
/// The review's search threads: the two cores of the machines it is measured on (docs/measurements.md), where
/// the machine has them (a page's worker has one).
const REVIEW_THREADS: usize = 2;

/// Rates `moves` played from `positions` (one more position than moves), telling `rated` each sowing's index
/// and review: first an estimate of every sowing, shown at once, then the proofs that replace them. Stops when
/// `cancel` is set.
pub fn rate_every_sowing(
    positions: &[Position],
    moves: &[u8],
    cancel: &AtomicBool,
    rated: &mut dyn FnMut(usize, Option<MoveReview>),
) {
    let Some(first) = positions.first() else {
        return;
    };
    let stopped = || cancel.load(Ordering::Relaxed);
    // Nothing proves a Congklak, Sungka or Ô ăn quan position: each sowing is rated by a search, and stays an
    // estimate.
    if first.rules().is_unprovable() {
        for (index, (position, pit)) in positions.iter().zip(moves).enumerate() {
            if stopped() {
                return;
            }
            rated(index, congklak_estimate(position, *pit));
        }
        return;
    }
    let endgame = crate::data::kept::endgame(first.rules(), first.pits());
    let threads = REVIEW_THREADS.min(std::thread::available_parallelism().map_or(1, usize::from));
    let mut solver = Solver::with_endgame(endgame, TABLE_BYTES)
        .with_threads(threads)
        .with_proofs(crate::data::kept::proofs());
    for (index, (position, pit)) in positions.iter().zip(moves).enumerate() {
        if stopped() {
            return;
        }
        rated(index, estimate(position, *pit, &solver));
    }
    // `MOVE_TIME` a sowing on average: what the quick late positions leave goes to the fuller early ones.
    let began = Instant::now();
    let time_up =
        |from_the_end: usize| stopped() || began.elapsed() > MOVE_TIME * (from_the_end as u32 + 1);
    review_from_the_end(positions, moves, &mut solver, &time_up, |index, review| {
        if stopped() {
            return false;
        }
        rated(index, review);
        true
    });
}
