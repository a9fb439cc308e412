//! The player's games looked through for their mistakes, off the main thread, one game at a time: each game as
//! it ends, and at the start the games of the history not looked through yet (newest first). A game is reviewed
//! as the review tab does it, from its end back; each sowing of the player's that the solver proves a mistake or
//! worse is then valued move by move, and becomes a puzzle of the deck.

use std::collections::VecDeque;
use std::time::Duration;

use bevy::prelude::*;

use super::deck::{Against, Deck};
use super::finding::Mine;
use super::miner::Miner;
use super::wall_clock::WallClock;
use crate::daily::puzzles::Today;
use crate::data::history::History;
use crate::frame::AppSystems;
use crate::rest::Rest;
use crate::turn::game::Game;
use crate::turn::setup::Opponent;
use mancala_engine::Side;
/// How often the window looks at the work while it goes on.
const LOOK_EVERY: Duration = Duration::from_millis(500);

/// A game being looked through; dropping it stops the work.
struct Job {
    key: u32,
    miner: Miner,
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
        let Some(found) = job.miner.poll() else {
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
    let key = mine.key;
    finder.job = Some(Job {
        key,
        miner: Miner::start(mine),
    });
    rest.wake_within(LOOK_EVERY);
}
