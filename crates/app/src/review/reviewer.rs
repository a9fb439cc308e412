//! The review of a whole game: every sowing rated against perfect play in the background, shown in the move
//! list, with each player's accuracy and the value over the game. The game in hand, a record pasted or opened,
//! or one from the history can be reviewed; the game in hand goes on untouched.

use std::sync::atomic::{AtomicU64, Ordering};

use bevy::prelude::*;

use super::rater::Rater;
use crate::frame::AppSystems;
use crate::rest::Rest;
use crate::turn::browse::{BrowseCommand, Line};
use crate::turn::game::{Game, GameCommand};
use crate::turn::setup::{First, Opponent, Setup};
use mancala_engine::{Level, MoveReview, Position, Record, Side};

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
    /// The work rating the sowings, until it is done; dropping it stops it.
    rater: Option<Rater>,
}

impl Reviewed {
    pub fn is_done(&self) -> bool {
        self.rater.is_none()
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
    let rater = Rater::start(positions.clone(), record.moves.clone());
    browse.write(BrowseCommand::Other(Line {
        positions: positions.clone(),
        moves: record.moves.clone(),
        of_game,
        ply: 0,
    }));
    static SERIAL: AtomicU64 = AtomicU64::new(0);
    review.open = Some(Reviewed {
        serial: SERIAL.fetch_add(1, Ordering::Relaxed),
        moves: vec![None; record.moves.len()],
        record,
        positions,
        of_game,
        rater: Some(rater),
    });
}

/// Copies what the background work has rated into the review, for the panel to read.
fn collect_ratings(mut review: ResMut<Review>) {
    let Some(reviewed) = review.open.as_mut() else {
        return;
    };
    let Some(rater) = reviewed.rater.as_mut() else {
        return;
    };
    if rater.collect(&mut reviewed.moves) {
        reviewed.rater = None;
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
