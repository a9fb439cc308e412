//! Otto on the server: a computer opponent for a person who finds nobody in the queue, or asks for one. Otto
//! is a player of its own at each level (a fixed id, a name no person can take, `bot` on its seat), plays only
//! casual games (its games never move a rating), and thinks in a bounded pool: a stated number of searches at
//! once, each on a thread of its own with a time budget, fed by a queue as long as Otto may have games. So many
//! games against Otto wait for each other, never for the people's games: the hub's tasks never search.

use std::collections::HashMap;
use std::sync::mpsc::{Receiver, SyncSender, TrySendError, sync_channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::mpsc::{UnboundedReceiver, UnboundedSender, unbounded_channel};

use crate::ids::{GameId, PlayerId};
use crate::protocol::Seat;
use mancala_engine::ladder::{EASY_RATING, HARD_RATING, MEDIUM_RATING};
use mancala_engine::{Ai, Budget, Level, Position, Rules, together};

/// Otto's levels on the server, each with the rating it is paired by: the ratings measured in Otto's pool
/// (`engine::ladder`; Hard there at 100 ms a move, weaker than the server's Hard). A person meets the level
/// nearest their rating; a level's rating never changes, since Otto plays no rated game.
pub const OTTO_LEVELS: [(Level, i32); 3] = [
    (Level::Easy, EASY_RATING as i32),
    (Level::Medium, MEDIUM_RATING as i32),
    (Level::Hard, HARD_RATING as i32),
];

/// Otto's id at `level`: fixed, so that its games and profile outlive restarts.
pub fn otto_id(level: Level) -> PlayerId {
    let number = match level {
        Level::Easy => 0,
        Level::Medium => 1,
        Level::Hard => 2,
        Level::Perfect => 3,
        Level::Rung(rung) => 0x100 | u64::from(rung),
    };
    PlayerId::numbered(0x0770_0000_0000_0000 | number)
}

/// The level an id is Otto's at, if it is Otto's.
pub fn otto_level(player: PlayerId) -> Option<Level> {
    OTTO_LEVELS
        .iter()
        .map(|(level, _)| *level)
        .find(|level| otto_id(*level) == player)
}

/// Otto's name at `level`: brackets, which no person's name may have (see `names.rs`), keep it Otto's.
pub fn otto_name(level: Level) -> String {
    format!("Otto ({})", level.name())
}

/// Otto's seat at `level`.
pub fn otto_seat(level: Level) -> Seat {
    Seat {
        id: otto_id(level),
        name: otto_name(level),
        rating: otto_rating(level),
        provisional: false,
        bot: true,
    }
}

fn otto_rating(level: Level) -> i32 {
    OTTO_LEVELS
        .iter()
        .find(|(at, _)| *at == level)
        .map_or(1500, |(_, rating)| *rating)
}

/// The level whose rating is nearest `rating` (the lower of two as near).
pub fn level_near(rating: f64) -> Level {
    OTTO_LEVELS
        .iter()
        .min_by(|a, b| {
            let gap = |r: i32| (f64::from(r) - rating).abs();
            gap(a.1).total_cmp(&gap(b.1))
        })
        .map_or(Level::Medium, |(level, _)| *level)
}

/// A position for Otto to move in.
#[derive(Clone, Debug)]
pub struct Job {
    pub game: GameId,
    /// The actions the game has before this one: Otto's move is played at this ply or not at all.
    pub ply: u32,
    pub level: Level,
    /// The board, Otto to move (in a Congklak opening, to choose a hole).
    pub position: Position,
    /// In a Congklak opening, what Hard plays out: the round's start for a first hole, the hands for a later one.
    /// The other levels choose a hole as if the hand sowed alone, from the board.
    pub opening: Option<together::Opening>,
    /// How long the search may take.
    pub time: Duration,
}

/// Otto's move in a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Thought {
    pub game: GameId,
    pub ply: u32,
    pub otto: PlayerId,
    pub pit: u8,
}

/// The pool Otto thinks in.
pub struct Thinkers {
    jobs: SyncSender<Job>,
}

impl Thinkers {
    /// `searches` threads, and a queue of at most `waiting` positions; the moves come out of the receiver.
    pub fn start(searches: usize, waiting: usize) -> (Thinkers, UnboundedReceiver<Thought>) {
        let (jobs, queue) = sync_channel(waiting);
        let (moves, thoughts) = unbounded_channel();
        let queue = Arc::new(Mutex::new(queue));
        for index in 0..searches.max(1) {
            let (queue, moves) = (queue.clone(), moves.clone());
            let spawned = std::thread::Builder::new()
                .name(format!("otto-{index}"))
                .spawn(move || think(&queue, &moves, index as u64));
            if let Err(error) = spawned {
                tracing::error!(%error, "Otto's thread did not start");
            }
        }
        (Thinkers { jobs }, thoughts)
    }

    /// Asks for a move; false when the queue is full (the game is looked at again after the next change).
    pub fn ask(&self, job: Job) -> bool {
        match self.jobs.try_send(job) {
            Ok(()) => true,
            Err(TrySendError::Full(job)) => {
                tracing::warn!(game = %job.game, "Otto's queue is full");
                false
            }
            Err(TrySendError::Disconnected(_)) => false,
        }
    }
}

/// One thread of the pool: each level and game kept in one player (Hard's tables are built once), until the
/// hub is gone.
fn think(queue: &Mutex<Receiver<Job>>, moves: &UnboundedSender<Thought>, seed: u64) {
    let mut players: HashMap<(Level, Rules, u8), Ai> = HashMap::new();
    loop {
        let job = match queue.lock() {
            Ok(queue) => queue.recv(),
            Err(_) => return,
        };
        let Ok(job) = job else { return };
        let (rules, pits) = (job.position.rules(), job.position.pits());
        let ai = players
            .entry((job.level, rules, pits))
            .or_insert_with(|| Ai::for_rules(job.level, rules, pits, seed));
        let started = Instant::now();
        let elapsed = move || started.elapsed();
        let budget = Budget {
            clock: Some((&elapsed, job.time)),
            ..Budget::default()
        };
        let pit = match &job.opening {
            Some(opening) if job.level == Level::Hard => opening.hole(job.position.to_move()),
            _ => ai.choose(&job.position, &budget).map(|choice| choice.pit),
        };
        let Some(pit) = pit else {
            continue;
        };
        let thought = Thought {
            game: job.game,
            ply: job.ply,
            otto: otto_id(job.level),
            pit,
        };
        if moves.send(thought).is_err() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_level_has_its_own_id_and_the_nearest_level_is_found() {
        for (level, _) in OTTO_LEVELS {
            assert_eq!(otto_level(otto_id(level)), Some(level));
            assert!(otto_seat(level).bot);
        }
        assert_eq!(otto_level(PlayerId::numbered(7)), None);
        assert_eq!(level_near(1500.0), Level::Medium);
        assert_eq!(level_near(900.0), Level::Easy);
        // The measured ratings (974, 1500, 2088): halfway between two levels is 1237 and 1794.
        assert_eq!(level_near(1230.0), Level::Easy);
        assert_eq!(level_near(1245.0), Level::Medium);
        assert_eq!(level_near(1790.0), Level::Medium);
        assert_eq!(level_near(1800.0), Level::Hard);
    }

    #[test]
    fn the_pool_answers_a_legal_move_at_the_ply_it_was_asked() {
        let (thinkers, mut thoughts) = Thinkers::start(1, 4);
        let position = Position::standard();
        let game = GameId::random();
        assert!(thinkers.ask(Job {
            game,
            ply: 0,
            level: Level::Medium,
            position,
            opening: None,
            time: Duration::from_millis(50),
        }));
        let thought = thoughts.blocking_recv().unwrap();
        assert_eq!((thought.game, thought.ply), (game, 0));
        assert_eq!(thought.otto, otto_id(Level::Medium));
        assert!(position.legal_moves().any(|pit| pit == thought.pit));
    }
}
