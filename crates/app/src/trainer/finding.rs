//! Looking through one of the player's games for their mistakes, as one call on data: the computer's pool runs
//! it beside the window, a browser's page in a worker (`trainer/miner_*`).

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::platform::time::Instant;
use serde::{Deserialize, Serialize};

use super::deck::{Against, Deck, Source};
use mancala_engine::mistakes::{mistakes_of, puzzle_of};
use mancala_engine::review::review_from_the_end;
use mancala_engine::{Limits, MistakePuzzle, MoveReview, Record, Side, Solver};

/// The solver's time for a sowing, on average over a game (the review tab gives 1.5 s with both cores; this
/// works on one, beside whatever the player does next).
const SOWING_TIME: Duration = Duration::from_millis(1000);
/// The time to value every sowing of a mistake's position, beyond the review's.
const PUZZLE_TIME: Duration = Duration::from_secs(5);
const TABLE_BYTES: usize = 64 << 20;

/// A game to look through: its record, the sides the player played, and whom they played.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mine {
    pub key: u32,
    pub record: Record,
    pub sides: Vec<Side>,
    pub against: Against,
}

impl Mine {
    /// A game of the history, when the record says whom the player played: Otto (the record names a level) or
    /// a friend on this screen ("Bottom" and "Top"). An online game of the history may have been watched, not
    /// played, so only a game seen to end here is looked through.
    pub fn of_history(record: Record) -> Option<Mine> {
        let key = Deck::key(&record.to_string());
        let (sides, against) = match (record.level, record.players.south.as_str()) {
            (Some(level), _) => (vec![Side::South], Against::Otto(level)),
            (None, "Bottom") => (Side::BOTH.to_vec(), Against::Friend),
            (None, _) => return None,
        };
        Some(Mine {
            key,
            record,
            sides,
            against,
        })
    }
}

/// The game reviewed from its end back, then each proved mistake of the player's valued move by move. A
/// cancelled search finds nothing more.
pub fn find_mistakes(mine: &Mine, cancel: &AtomicBool) -> Vec<(MistakePuzzle, Source)> {
    let record = &mine.record;
    let positions = record.positions();
    let rules = record.start.rules();
    let endgame = crate::data::kept::endgame(rules, record.start.pits());
    let mut solver = Solver::with_endgame(endgame, TABLE_BYTES)
        .with_threads(1)
        .with_proofs(crate::data::kept::proofs());
    let mut reviews: Vec<Option<MoveReview>> = vec![None; record.moves.len()];
    let began = Instant::now();
    let time_up = |from_the_end: usize| {
        cancel.load(Ordering::Relaxed) || began.elapsed() > SOWING_TIME * (from_the_end as u32 + 1)
    };
    review_from_the_end(
        &positions,
        &record.moves,
        &mut solver,
        &time_up,
        |index, review| {
            reviews[index] = review;
            !cancel.load(Ordering::Relaxed)
        },
    );
    let mut found = Vec::new();
    for index in mistakes_of(&reviews, &mine.sides, record.swap) {
        let began = Instant::now();
        let stop = || cancel.load(Ordering::Relaxed) || began.elapsed() > PUZZLE_TIME;
        let limits = Limits {
            nodes: None,
            stop: Some(&stop),
            progress: None,
        };
        if let Some(puzzle) =
            puzzle_of(&positions[index], record.moves[index], &mut solver, &limits)
        {
            let source = Source {
                date: record.date,
                against: mine.against.clone(),
                number: index + 1,
            };
            found.push((puzzle, source));
        }
    }
    found
}
