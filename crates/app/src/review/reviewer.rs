//! The review of a whole game: every sowing rated against perfect play in the background, shown in the move
//! list, with each player's accuracy and the value over the game. The game in hand, a record pasted or opened,
//! or one from the history can be reviewed; the game in hand goes on untouched.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task, futures::check_ready};

use crate::frame::AppSystems;
use crate::rest::Rest;
use crate::turn::browse::{BrowseCommand, Line};
use crate::turn::game::{Game, GameCommand};
use crate::turn::setup::{First, Opponent, Setup};
use mancala_engine::Level;

use mancala_engine::review::{congklak_estimate, estimate, review_from_the_end};
use mancala_engine::{MoveReview, Position, Record, Side, Solver};

/// How long the solver may work on one sowing before a deep search rates it instead.
pub const MOVE_TIME: Duration = Duration::from_millis(1500);
const TABLE_BYTES: usize = 128 << 20;
/// The review's search threads: the two cores of the machines it is measured on (docs/measurements.md).
const REVIEW_THREADS: usize = 2;

/// What the player asks of the review.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum ReviewCommand {
    /// Review the game in hand as it stands.
    ThisGame,
    /// Review a game from a record.
    Record(Record),
    Close,
    /// Start a game against Otto from the position after this many sowings, taking the side to move there.
    PlayFrom(usize),
}

/// A game under review and what is known of its sowings so far.
pub struct Reviewed {
    /// Tells reviews apart, so that the panel brings a new one into view once.
    pub serial: u64,
    pub record: Record,
    pub positions: Vec<Position>,
    /// Whether it is the game in hand (as it stood when the review began).
    pub of_game: bool,
    /// Each sowing's review, filled in from the last sowing back.
    pub moves: Vec<Option<MoveReview>>,
    shared: Arc<Mutex<Vec<Option<MoveReview>>>>,
    cancel: Arc<AtomicBool>,
    task: Option<Task<()>>,
}

impl Reviewed {
    pub fn is_done(&self) -> bool {
        self.task.is_none()
    }

    /// How many sowings are rated.
    pub fn rated(&self) -> usize {
        self.moves.iter().flatten().count()
    }

    /// How many sowings' ratings are proved.
    pub fn proved(&self) -> usize {
        self.moves
            .iter()
            .flatten()
            .filter(|review| review.exact)
            .count()
    }
}

impl Drop for Reviewed {
    fn drop(&mut self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

#[derive(Resource, Default)]
pub struct Review {
    pub open: Option<Reviewed>,
}

/// Whether the game in hand may be reviewed: once it is over, or at any time between two people (against Otto
/// during the game it would be a cheat, and so online until the match is over; the daily puzzle is reviewed once
/// solved or lost).
pub fn review_allowed(game: &Game) -> bool {
    !game.moves_played().is_empty()
        && !game.between_online_rounds()
        && (game.is_finished()
            || game.computer_side().is_none()
                && game.remote_side().is_none()
                && game.puzzle.is_none())
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Review>()
        .add_message::<ReviewCommand>()
        .add_systems(
            Update,
            (
                close_for_a_new_game,
                follow_review_commands,
                collect_ratings,
                poll_while_reviewing,
            )
                .chain()
                .in_set(AppSystems::React),
        );
}

/// A new game (a lesson, a puzzle, an analysis board, Congklak's next round) closes the review: the Moves tab
/// shows the new game's sowings, and the board the new game. A review opened during that game closes with it.
fn close_for_a_new_game(mut games: MessageReader<GameCommand>, mut review: ResMut<Review>) {
    let new_game = games.read().any(GameCommand::begins_a_game);
    if new_game && review.open.is_some() {
        review.open = None;
    }
}

fn follow_review_commands(
    mut commands: MessageReader<ReviewCommand>,
    mut review: ResMut<Review>,
    game: Res<Game>,
    today: Res<crate::daily::puzzles::Today>,
    mut browse: MessageWriter<BrowseCommand>,
    mut game_commands: MessageWriter<GameCommand>,
) {
    for command in commands.read() {
        match command {
            ReviewCommand::ThisGame if review_allowed(&game) => {
                let record = game.record(today.0);
                open(&mut review, record, true, &mut browse);
            }
            ReviewCommand::ThisGame => {}
            ReviewCommand::Record(record) => open(&mut review, record.clone(), false, &mut browse),
            ReviewCommand::Close => {
                review.open = None;
                browse.write(BrowseCommand::Leave);
            }
            ReviewCommand::PlayFrom(ply) => {
                let Some(reviewed) = &review.open else {
                    continue;
                };
                let Some(position) = reviewed.positions.get(*ply).filter(|p| !p.is_over()) else {
                    continue;
                };
                let level = reviewed
                    .record
                    .level
                    .filter(|level| *level != Level::Perfect)
                    .or(game
                        .computer_level()
                        .filter(|level| *level != Level::Perfect))
                    .unwrap_or(Level::Medium);
                let setup = Setup {
                    opponent: Opponent::Computer(level),
                    first: First::South,
                    pits: position.pits(),
                    seeds: reviewed.record.seeds().unwrap_or(game.setup.seeds),
                    clock: None,
                    rules: position.rules(),
                    fair: crate::turn::setup::Fairness::Usual,
                };
                game_commands.write(GameCommand::Practise(setup, seated_south(position)));
                review.open = None;
            }
        }
    }
}

/// The position turned round if need be, so that its side to move sits at the bottom, where a person plays
/// against Otto.
pub fn seated_south(position: &Position) -> Position {
    if position.to_move() == Side::South {
        return *position;
    }
    let row = |side: Side| -> Vec<u8> {
        (1..=position.pits())
            .map(|pit| position.seeds(side, pit))
            .collect()
    };
    Position::from_rows(
        &row(Side::North),
        position.store(Side::North),
        &row(Side::South),
        position.store(Side::South),
        Side::South,
    )
    .expect("the same seeds on the same board")
    .with_sowings(position.sowings())
}

/// Starts the review of `record`, from its first position on the board.
fn open(
    review: &mut Review,
    record: Record,
    of_game: bool,
    browse: &mut MessageWriter<BrowseCommand>,
) {
    let positions = record.positions();
    let shared = Arc::new(Mutex::new(vec![None; record.moves.len()]));
    let cancel = Arc::new(AtomicBool::new(false));
    let task = AsyncComputeTaskPool::get().spawn(rate_every_sowing(
        positions.clone(),
        record.moves.clone(),
        Arc::clone(&shared),
        Arc::clone(&cancel),
    ));
    browse.write(BrowseCommand::Other(Line {
        positions: positions.clone(),
        moves: record.moves.clone(),
        of_game,
        ply: 0,
    }));
    static SERIAL: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    review.open = Some(Reviewed {
        serial: SERIAL.fetch_add(1, Ordering::Relaxed),
        moves: vec![None; record.moves.len()],
        record,
        positions,
        of_game,
        shared,
        cancel,
        task: Some(task),
    });
}

/// Off the main thread: each sowing in turn, from the last back (the late positions are quick to prove and fill
/// the table the early ones read), each published as soon as it is rated.
async fn rate_every_sowing(
    positions: Vec<Position>,
    moves: Vec<u8>,
    shared: Arc<Mutex<Vec<Option<MoveReview>>>>,
    cancel: Arc<AtomicBool>,
) {
    let Some(first) = positions.first() else {
        return;
    };
    // Nothing proves a Congklak, Sungka or Ô ăn quan position: each sowing is rated by a search, and stays an
    // estimate.
    if first.rules().is_unprovable() {
        for index in 0..moves.len() {
            if cancel.load(Ordering::Relaxed) {
                return;
            }
            let guessed = congklak_estimate(&positions[index], moves[index]);
            if let Ok(mut published) = shared.lock() {
                published[index] = guessed;
            }
        }
        return;
    }
    let endgame = crate::data::kept::endgame(first.rules(), first.pits());
    // Both cores: the early positions' proofs share out their root's lines (Otto is not thinking meanwhile).
    let mut solver = Solver::with_endgame(endgame, TABLE_BYTES)
        .with_threads(REVIEW_THREADS)
        .with_proofs(crate::data::kept::proofs());
    // First an estimate of every sowing, shown at once; then the proofs replace them.
    for index in 0..moves.len() {
        if cancel.load(Ordering::Relaxed) {
            return;
        }
        let guessed = estimate(&positions[index], moves[index], &solver);
        if let Ok(mut published) = shared.lock()
            && published[index].is_none()
        {
            published[index] = guessed;
        }
    }
    // `MOVE_TIME` a sowing on average: what the quick late positions leave goes to the fuller early ones.
    let began = Instant::now();
    let time_up = |from_the_end: usize| {
        cancel.load(Ordering::Relaxed) || began.elapsed() > MOVE_TIME * (from_the_end as u32 + 1)
    };
    review_from_the_end(
        &positions,
        &moves,
        &mut solver,
        &time_up,
        |index, review| {
            if cancel.load(Ordering::Relaxed) {
                return false;
            }
            if let Ok(mut published) = shared.lock() {
                published[index] = review;
            }
            true
        },
    );
}

/// Copies what the background work has rated into the review, for the panel to read.
fn collect_ratings(mut review: ResMut<Review>) {
    let Some(reviewed) = review.open.as_mut() else {
        return;
    };
    if reviewed.task.is_none() {
        return;
    }
    if let Ok(published) = reviewed.shared.lock()
        && *published != reviewed.moves
    {
        reviewed.moves = published.clone();
    }
    if let Some(task) = reviewed.task.as_mut()
        && check_ready(task).is_some()
    {
        reviewed.task = None;
        if let Ok(published) = reviewed.shared.lock() {
            reviewed.moves = published.clone();
        }
    }
}

/// The review's ratings are shown as they come, so its work is polled every frame.
fn poll_while_reviewing(review: Res<Review>, mut rest: ResMut<Rest>) {
    if review
        .open
        .as_ref()
        .is_some_and(|reviewed| !reviewed.is_done())
    {
        rest.wake_now();
    }
}
