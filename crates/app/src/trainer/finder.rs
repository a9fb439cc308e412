//! The player's games looked through for their mistakes, off the main thread, one game at a time: each game as
//! it ends, and at the start the games of the history not looked through yet (newest first). A game is reviewed
//! as the review tab does it, from its end back; each sowing of the player's that the solver proves a mistake or
//! worse is then valued move by move, and becomes a puzzle of the deck.

use std::collections::VecDeque;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use super::deck::{Against, Deck, Source};
use super::wall_clock::WallClock;
use crate::daily::puzzles::Today;
use crate::data::history::History;
use crate::frame::AppSystems;
use crate::rest::Rest;
use crate::turn::game::Game;
use crate::turn::setup::Opponent;
use mancala_engine::mistakes::{mistakes_of, puzzle_of};
use mancala_engine::review::review_from_the_end;
use mancala_engine::{Limits, MistakePuzzle, MoveReview, Record, Side, Solver};

/// The solver's time for a sowing, on average over a game (the review tab gives 1.5 s with both cores; this
/// works on one, beside whatever the player does next).
const SOWING_TIME: Duration = Duration::from_millis(1000);
/// The time to value every sowing of a mistake's position, beyond the review's.
const PUZZLE_TIME: Duration = Duration::from_secs(5);
const TABLE_BYTES: usize = 64 << 20;
/// How often the window looks at the work while it goes on.
const LOOK_EVERY: Duration = Duration::from_millis(500);

/// A game to look through: its record, the sides the player played, and whom they played.
#[derive(Clone, Debug, PartialEq, Eq)]
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

struct Job {
    key: u32,
    cancel: Arc<AtomicBool>,
    task: Task<Vec<(MistakePuzzle, Source)>>,
}

impl Drop for Job {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

/// The games waiting to be looked through, and the one under way.
#[derive(Resource, Default)]
pub struct Finder {
    waiting: VecDeque<Mine>,
    job: Option<Job>,
    /// The history's backlog was queued.
    backlog: bool,
}

impl Finder {
    /// Games still to look through, the one under way included.
    pub fn remaining(&self) -> usize {
        self.waiting.len() + usize::from(self.job.is_some())
    }

    fn knows(&self, key: u32) -> bool {
        self.job.as_ref().is_some_and(|job| job.key == key)
            || self.waiting.iter().any(|mine| mine.key == key)
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Finder>()
        .init_resource::<Deck>()
        .init_resource::<WallClock>()
        .add_systems(
            Update,
            (
                queue_finished_game.before(crate::data::stats::record_finished_game),
                queue_backlog,
                look_through,
            )
                .chain()
                .in_set(AppSystems::React),
        );
}

/// A game that ends here, played (not watched) and provable, goes first in the queue.
fn queue_finished_game(
    game: Res<Game>,
    today: Res<Today>,
    deck: Res<Deck>,
    mut finder: ResMut<Finder>,
) {
    if game.recorded || !game.is_finished() || game.watched.is_some() {
        return;
    }
    if game.position.rules().is_unprovable() || game.moves_played().is_empty() {
        return;
    }
    let record = game.record(today.0);
    let key = Deck::key(&record.to_string());
    if deck.mined.contains(&key) || finder.knows(key) {
        return;
    }
    let (sides, against) = match game.setup.opponent {
        Opponent::Computer(level) => (vec![Side::South], Against::Otto(level)),
        Opponent::Online => (
            vec![Side::South],
            Against::Online(game.opponent_name().to_string()),
        ),
        Opponent::Friend => (Side::BOTH.to_vec(), Against::Friend),
    };
    finder.waiting.push_front(Mine {
        key,
        record,
        sides,
        against,
    });
}

/// Once, at the start: the history's games not looked through yet, newest first.
fn queue_backlog(history: Res<History>, deck: Res<Deck>, mut finder: ResMut<Finder>) {
    if finder.backlog {
        return;
    }
    finder.backlog = true;
    let backlog: Vec<Mine> = history
        .readable()
        .filter(|(_, record)| record.is_finished() && !record.start.rules().is_unprovable())
        .filter_map(|(_, record)| Mine::of_history(record))
        .filter(|mine| !deck.mined.contains(&mine.key))
        .collect();
    for mine in backlog {
        if !finder.knows(mine.key) {
            finder.waiting.push_back(mine);
        }
    }
}

/// Starts the next game when none is under way; takes in what a finished one found.
fn look_through(
    mut finder: ResMut<Finder>,
    mut deck: ResMut<Deck>,
    clock: Res<WallClock>,
    mut rest: ResMut<Rest>,
) {
    if let Some(job) = finder.job.as_mut() {
        rest.wake_within(LOOK_EVERY);
        let Some(found) = check_ready(&mut job.task) else {
            return;
        };
        let key = job.key;
        finder.job = None;
        let now = clock.now();
        for (puzzle, source) in found {
            deck.add(&puzzle, source, now);
        }
        deck.mined.insert(key);
    }
    let Some(mine) = finder.waiting.pop_front() else {
        return;
    };
    let cancel = Arc::new(AtomicBool::new(false));
    let key = mine.key;
    let task = AsyncComputeTaskPool::get().spawn(find_mistakes(mine, Arc::clone(&cancel)));
    finder.job = Some(Job { key, cancel, task });
    rest.wake_within(LOOK_EVERY);
}

/// Off the main thread: the game reviewed from its end back, then each proved mistake of the player's valued
/// move by move. A cancelled search finds nothing more.
async fn find_mistakes(mine: Mine, cancel: Arc<AtomicBool>) -> Vec<(MistakePuzzle, Source)> {
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
