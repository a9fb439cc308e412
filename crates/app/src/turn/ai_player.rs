//! The computer's turn: the engine's AI chooses a move on the async compute pool while the window keeps
//! drawing. Each search carries the game's generation and a cancel flag, so that a search begun for a position
//! that was undone or abandoned is stopped early and its answer is thrown away, never played. On the person's
//! turn Hard ponders ([`Ai::ponder`]): it proves its answers to the person's sowings while the person thinks,
//! and stops the moment the board changes.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

use super::choosing::{Answer, Request};
use super::game::{Game, GameCommand, LookingAt, Phase, PlayPit};
use super::thinking::{PONDERS, Thought, think};
use crate::frame::AppSystems;
use crate::rest::Rest;
use mancala_engine::ai::HARD_MOVE_TIME;
use mancala_engine::together;
use mancala_engine::{Ai, Choice, Level, Position};

/// How the computer paces itself.
#[derive(Resource, Clone, Copy, Debug)]
pub struct Pace {
    /// The least time between the computer's turn beginning and its sowing, so that a person can follow.
    pub min_pause: Duration,
    /// Hard's time for a move.
    pub hard_time: Duration,
}

impl Default for Pace {
    fn default() -> Self {
        Pace {
            min_pause: Duration::from_millis(700),
            hard_time: HARD_MOVE_TIME,
        }
    }
}

/// A search under way.
struct Search {
    thought: Thought,
    generation: u64,
    cancel: Arc<AtomicBool>,
    started: Duration,
}

/// Hard thinking on the person's time, its player out in the task until it is done or stopped.
struct Pondering {
    task: Task<Ai>,
    position: Position,
    cancel: Arc<AtomicBool>,
}

/// The computer player, its search under way and the searches it has abandoned.
#[derive(Resource, Default)]
pub struct Computer {
    /// The player between searches. It travels into each search and back, so Hard keeps its tables warm.
    idle: Option<Ai>,
    current: Option<Search>,
    /// Searches for positions no longer on the board: cancelled, awaited only to get the player back.
    abandoned: Vec<Search>,
    /// Answers that arrived for a position no longer on the board and were dropped.
    pub stale_answers: u64,
    /// The last move the computer chose, and how.
    pub last_choice: Option<Choice>,
    pondering: Option<Pondering>,
    /// The last position pondered to its end, not pondered again.
    pondered: Option<Position>,
}

/// Where the computer's players draw their seeds (a level below Hard slips by them): the system's randomness, or
/// a fixed seed that a test sets, so that a game against Otto plays out the same every time.
#[derive(Resource)]
pub struct ComputerSeeds(ChaCha8Rng);

impl Default for ComputerSeeds {
    fn default() -> ComputerSeeds {
        ComputerSeeds::fixed(rand::random())
    }
}

impl ComputerSeeds {
    pub fn fixed(seed: u64) -> ComputerSeeds {
        ComputerSeeds(ChaCha8Rng::seed_from_u64(seed))
    }

    fn next(&mut self) -> u64 {
        self.0.random()
    }
}

impl Computer {
    pub fn is_thinking(&self) -> bool {
        self.current.is_some()
    }

    /// Whether Hard is thinking on the person's time.
    pub fn is_pondering(&self) -> bool {
        self.pondering.is_some()
    }

    /// Whether a player (and its tables) is kept between moves.
    pub fn keeps_a_player(&self) -> bool {
        self.idle.is_some()
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Computer>()
        .init_resource::<ComputerSeeds>()
        .init_resource::<Pace>()
        .add_systems(
            Update,
            (
                // An intent, so that the chosen pit is played in the same frame...
                play_chosen_move.in_set(AppSystems::ReadInput),
                // ...and after the game has moved, so that an undo or a new game stops the search in the frame
                // it happens.
                (
                    drop_stale_search,
                    collect_abandoned,
                    let_go_of_the_player,
                    stop_pondering,
                    start_search.run_if(in_state(Phase::ComputerThinking)),
                    start_pondering.run_if(in_state(Phase::PersonToMove)),
                )
                    .chain()
                    .in_set(AppSystems::React),
            ),
        );
}

/// A search whose position is gone (undo, redo, new game) is cancelled and set aside.
fn drop_stale_search(mut computer: ResMut<Computer>, game: Res<Game>) {
    let stale = computer
        .current
        .as_ref()
        .is_some_and(|search| search.generation != game.generation);
    if stale && let Some(search) = computer.current.take() {
        search.cancel.store(true, Ordering::Relaxed);
        computer.abandoned.push(search);
    }
}

/// Takes the player back from cancelled searches; their answers are counted and dropped.
fn collect_abandoned(mut computer: ResMut<Computer>) {
    let mut index = 0;
    while index < computer.abandoned.len() {
        if let Some((ai, _ignored)) = computer.abandoned[index].thought.poll() {
            computer.abandoned.swap_remove(index);
            computer.stale_answers += 1;
            if let Some(ai) = ai {
                computer.idle.get_or_insert(ai);
            }
        } else {
            index += 1;
        }
    }
}

/// Otto's player is kept between moves so that Hard's tables stay warm, but only while the game in hand is one he
/// plays at that level on that board: a game between two people, another level or another board lets it go, and
/// its tables (Hard's hundreds of megabytes) with it.
fn let_go_of_the_player(mut computer: ResMut<Computer>, game: Res<Game>) {
    let wanted = |ai: &Ai| {
        game.computer_level()
            .is_some_and(|level| ai.suits(level, &game.position))
    };
    if computer.idle.as_ref().is_some_and(|ai| !wanted(ai)) {
        computer.idle = None;
        crate::data::kept::give_back();
    }
}

fn start_search(
    mut computer: ResMut<Computer>,
    mut seeds: ResMut<ComputerSeeds>,
    game: Res<Game>,
    pace: Res<Pace>,
    time: Res<Time<Real>>,
) {
    // The phase follows the position a frame late: check the position itself.
    if computer.current.is_some() || !game.awaits_computer() {
        return;
    }
    let Some(level) = game.computer_level() else {
        return;
    };
    // A player still out on a cancelled search or pondering comes back within a few milliseconds; wait for it
    // rather than build Hard's tables twice.
    if computer.idle.is_none() && (!computer.abandoned.is_empty() || computer.pondering.is_some()) {
        return;
    }
    let ai = computer
        .idle
        .take()
        .filter(|ai| ai.suits(level, &game.position));
    let cancel = Arc::new(AtomicBool::new(false));
    let position = game.position;
    // Hard plays Congklak's start out, both hands at once; the other levels choose as if sowing alone.
    let start = match (&game.opening, level) {
        (Some(opening), Level::Hard) if game.in_opening() => Some(match opening.phase() {
            None => together::Opening::First(opening.round_start),
            Some(phase) => together::Opening::Next(phase.clone()),
        }),
        _ => None,
    };
    let request = Request {
        seed: seeds.next(),
        level,
        position,
        pie: game.swap_offered(),
        hard_time: pace.hard_time,
    };
    computer.current = Some(Search {
        thought: think(ai, request, start, &cancel),
        generation: game.generation,
        cancel,
        started: time.elapsed(),
    });
}

/// Pondering stops the moment the board shows another position (the person sowed, undid, began anew) or the
/// computer is to move; the player comes back once the solver sees the flag, within milliseconds.
fn stop_pondering(mut computer: ResMut<Computer>, game: Res<Game>) {
    let Some(pondering) = computer.pondering.as_mut() else {
        return;
    };
    if pondering.position != game.position || game.awaits_computer() {
        pondering.cancel.store(true, Ordering::Relaxed);
    }
    if let Some(ai) = check_ready(&mut pondering.task) {
        let done = !pondering.cancel.load(Ordering::Relaxed);
        let position = pondering.position;
        computer.pondering = None;
        computer.idle = Some(ai);
        if done {
            computer.pondered = Some(position);
        }
    }
}

/// On the person's turn against Hard, Hard proves its answers to each of the person's sowings (the likeliest
/// first), so that it answers at once and perfectly where the person gave it the time.
fn start_pondering(mut computer: ResMut<Computer>, game: Res<Game>) {
    let hard = game.computer_level() == Some(Level::Hard);
    if !PONDERS
        || !hard
        || game.is_finished()
        || game.awaits_computer()
        || computer.current.is_some()
        || computer.pondering.is_some()
        || computer.pondered == Some(game.position)
    {
        return;
    }
    // Hard's player is made by its first search; before that there is nothing to ponder with.
    let Some(mut ai) = computer
        .idle
        .take_if(|ai| ai.suits(Level::Hard, &game.position))
    else {
        return;
    };
    let cancel = Arc::new(AtomicBool::new(false));
    let position = game.position;
    let stop = Arc::clone(&cancel);
    let task = AsyncComputeTaskPool::get().spawn(async move {
        ai.ponder(&position, &stop);
        ai
    });
    computer.pondering = Some(Pondering {
        task,
        position,
        cancel,
    });
}

/// Plays the computer's answer once it is in and the pause is over, if it is still for the position on the
/// board.
fn play_chosen_move(
    mut computer: ResMut<Computer>,
    game: Res<Game>,
    pace: Res<Pace>,
    time: Res<Time<Real>>,
    mut intents: MessageWriter<PlayPit>,
    mut commands: MessageWriter<GameCommand>,
    looking: Res<LookingAt>,
    mut rest: ResMut<Rest>,
) {
    // While the player looks at another position the answer waits, ready, until the board shows the game.
    if looking.is_away() {
        return;
    }
    let Some(search) = computer.current.as_mut() else {
        return;
    };
    // The search is polled every frame until its answer is in and played.
    rest.wake_now();
    if time.elapsed().saturating_sub(search.started) < pace.min_pause {
        return;
    }
    let Some((ai, choice)) = search.thought.poll() else {
        return;
    };
    let generation = search.generation;
    computer.current = None;
    computer.idle = ai;
    if generation != game.generation {
        computer.stale_answers += 1;
        return;
    }
    match choice {
        Some(Answer::Sow(choice)) => {
            computer.last_choice = Some(choice);
            intents.write(PlayPit(choice.pit));
        }
        Some(Answer::TakeTheOtherSide) => _ = commands.write(GameCommand::TakeTheOtherSide),
        None => warn!("the computer found no move in {}", game.position),
    }
}
