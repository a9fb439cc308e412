//! A game looked back at: every sowing rated by the seeds it lost against perfect play.
//!
//! A move's loss is the position's value for the mover minus the value the move leaves it (both exact when the
//! solver finishes, else a deep search's estimate). A whole game is reviewed from its end back
//! ([`review_along_the_line`]): what a sowing leaves is the next position's value, so one proof a position rates
//! every sowing. The ratings follow from the loss by [`THRESHOLDS`]; a
//! player's accuracy is the mean of [`move_accuracy`] over the sowings that had a choice.

use crate::rules::{Position, Side};
use crate::search::depth::{SCALE, score_moves};
use crate::search::limits::Limits;
use crate::search::solver::{MoveValue, Solver};
use crate::search::unproved;

/// How a sowing compares with perfect play.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Rating {
    /// It keeps the value: no move is better.
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

/// The least loss, in seeds, of each rating.
pub const THRESHOLDS: [(Rating, i32); 5] = [
    (Rating::Best, 0),
    (Rating::Good, 1),
    (Rating::Inaccuracy, 2),
    (Rating::Mistake, 4),
    (Rating::Blunder, 7),
];

impl Rating {
    pub const ALL: [Rating; 5] = [
        Rating::Best,
        Rating::Good,
        Rating::Inaccuracy,
        Rating::Mistake,
        Rating::Blunder,
    ];

    /// The rating of a move that loses `loss` seeds.
    pub fn of(loss: i32) -> Rating {
        THRESHOLDS
            .iter()
            .rev()
            .find(|(_, least)| loss >= *least)
            .map_or(Rating::Best, |(rating, _)| *rating)
    }

    /// The least and the most seeds a move of this rating loses (`None`: no most).
    pub fn losses(self) -> (i32, Option<i32>) {
        let at = THRESHOLDS
            .iter()
            .position(|(rating, _)| *rating == self)
            .expect("every rating has a threshold");
        (
            THRESHOLDS[at].1,
            THRESHOLDS.get(at + 1).map(|(_, next)| next - 1),
        )
    }

    pub fn name(self) -> &'static str {
        match self {
            Rating::Best => "best",
            Rating::Good => "good",
            Rating::Inaccuracy => "inaccuracy",
            Rating::Mistake => "mistake",
            Rating::Blunder => "blunder",
        }
    }
}

/// Sowings of look-ahead for a move the solver cannot finish within its budget.
pub const FALLBACK_DEPTH: u32 = 12;
/// Congklak's reviews search this deep for every sowing (nothing proves its positions).
pub const CONGKLAK_DEPTH: u32 = 6;

/// One sowing, reviewed. Values are final seed differences for the side that sowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MoveReview {
    pub pit: u8,
    pub side: Side,
    /// The position's value before the move: what the best move keeps.
    pub value_before: i32,
    /// What the move played leaves.
    pub value_after: i32,
    /// A best move: the one played if it is one, else the first in pit order.
    pub best: u8,
    pub best_value: i32,
    /// Seeds lost against the best move.
    pub loss: i32,
    pub rating: Rating,
    /// Proven by the solver; else a deep search's estimate.
    pub exact: bool,
    /// How many pits could have been played.
    pub choices: usize,
}

impl MoveReview {
    /// `pit` played in `position` where `best` keeps `best_value` and `pit` leaves `value_after`.
    fn of(
        position: &Position,
        pit: u8,
        best: u8,
        best_value: i32,
        value_after: i32,
        exact: bool,
        choices: usize,
    ) -> MoveReview {
        let loss = (best_value - value_after).max(0);
        MoveReview {
            pit,
            side: position.to_move(),
            value_before: best_value,
            value_after,
            best,
            best_value,
            loss,
            rating: Rating::of(loss),
            exact,
            choices,
        }
    }
}

/// Rates `pit` played in `position`: exactly if the solver finishes within `limits`, else by a
/// [`FALLBACK_DEPTH`]-sowing search. `None` if the move is not legal there, or the deep search is stopped too.
pub fn review_move(
    position: &Position,
    pit: u8,
    solver: &mut Solver,
    limits: &Limits,
) -> Option<MoveReview> {
    if !position.legal_moves().any(|legal| legal == pit) {
        return None;
    }
    // The analysis reads the opening book and the kept proofs first: exact, and at once, where they know.
    let (values, exact) = match solver.analyze(position, limits) {
        Ok((values, _)) => (values, true),
        // The deep search gets no stop of its own: it is quick, and a review wants every move rated. A
        // cancelled review stops at the solver and is thrown away by its caller.
        Err(_) => return estimate(position, pit, solver),
    };
    Some(rate(position, pit, &values, exact))
}

/// Rates `pit` played in `position` as one sowing of a game reviewed from its end back, and gives the exact
/// value of `position` (for its side to move) when the solver proved it, for the sowing before to use as its
/// `after`. `after` is the exact value of the position the sowing leads to, for that position's side to move,
/// when the sowing after it proved it.
///
/// A sowing's loss is the position's value minus what the sowing leaves, and what it leaves is the value of the
/// next position on the game's own line: so one proof of each position's value rates every sowing, where
/// [`review_move`] proves the value of every legal move of every position. And what the sowing left is a floor
/// under the position's value ([`Solver::value_from`]), so a best sowing is proved by one null-window pass.
/// Oware, a position whose next one was not proved, and one the solver cannot finish take
/// [`review_move`]'s way.
pub fn review_along_the_line(
    position: &Position,
    pit: u8,
    after: Option<i32>,
    solver: &mut Solver,
    limits: &Limits,
) -> Option<(MoveReview, Option<i32>)> {
    let next = position.play(pit).ok()?.0;
    let mover = position.to_move();
    let left = if next.is_over() {
        Some(next.score().margin(mover))
    } else {
        after.map(|value| {
            if next.to_move() == mover {
                value
            } else {
                -value
            }
        })
    };
    let along = !position.rules().is_oware();
    // What the sowing left is a floor under the position's value: proving the value from it costs a best
    // sowing one null-window pass, and a worse one the passes up to the value and a search for a move that keeps
    // it.
    if let (true, Some(value_after)) = (along, left)
        && let Ok((best_value, better)) = solver.value_from(position, value_after, limits)
    {
        let best = better.unwrap_or(pit);
        let choices = position.legal_moves().count() as usize;
        let review = MoveReview::of(position, pit, best, best_value, value_after, true, choices);
        return Some((review, Some(best_value)));
    }
    if along && left.is_some() {
        // The solver could not prove this position in its time: valuing every move would not finish either.
        return estimate(position, pit, solver).map(|review| (review, None));
    }
    let review = review_move(position, pit, solver, limits)?;
    let value = review.exact.then_some(review.value_before);
    Some((review, value))
}

/// Every sowing of a game rated from the last back (see [`review_along_the_line`]): the positions near the end
/// are quick to prove and fill the table that the earlier ones then read, and each position's value rates the
/// sowing before it. `positions` holds the position before each of `moves` (and may hold the one after the last).
/// The engine keeps no clock: `time_up(k)` says whether the `k`-th sowing from the end (0 for the last) has used
/// its time, and `rated(index, review)` hears each sowing as it is rated and says whether to go on.
pub fn review_from_the_end(
    positions: &[Position],
    moves: &[u8],
    solver: &mut Solver,
    time_up: &(dyn Fn(usize) -> bool + Sync),
    mut rated: impl FnMut(usize, Option<MoveReview>) -> bool,
) {
    let mut after = None;
    for (from_the_end, index) in (0..moves.len()).rev().enumerate() {
        let stop = || time_up(from_the_end);
        let limits = Limits {
            nodes: None,
            stop: Some(&stop),
            progress: None,
        };
        let review = review_along_the_line(&positions[index], moves[index], after, solver, &limits);
        after = review.as_ref().and_then(|(_, value)| *value);
        if !rated(index, review.map(|(review, _)| review)) {
            return;
        }
    }
}

/// `pit` rated by a [`FALLBACK_DEPTH`]-sowing search of every move: an estimate, in a fraction of a second (the
/// window shows these at once, then the proofs as they come).
pub fn estimate(position: &Position, pit: u8, solver: &Solver) -> Option<MoveReview> {
    let scored = score_moves(
        position,
        Some(solver.endgame().as_ref()),
        FALLBACK_DEPTH,
        &Limits::none(),
    )
    .ok()?;
    let values: Vec<MoveValue> = scored
        .iter()
        .map(|s| MoveValue {
            pit: s.pit,
            value: (s.score as f32 / SCALE as f32).round() as i32,
        })
        .collect();
    Some(rate(position, pit, &values, false))
}

/// Congklak's, Sungka's and Ô ăn quan's sowings are never proved: `pit` rated by a [`CONGKLAK_DEPTH`]-sowing search of every move.
pub fn congklak_estimate(position: &Position, pit: u8) -> Option<MoveReview> {
    let scored = unproved::score_moves(position, CONGKLAK_DEPTH, &Limits::none()).ok()?;
    let values: Vec<MoveValue> = scored
        .iter()
        .map(|s| MoveValue {
            pit: s.pit,
            value: (s.score as f32 / SCALE as f32).round() as i32,
        })
        .collect();
    Some(rate(position, pit, &values, false))
}

/// The review of `pit` from every legal move's value.
pub fn rate(position: &Position, pit: u8, values: &[MoveValue], exact: bool) -> MoveReview {
    let best_value = values.iter().map(|v| v.value).max().unwrap_or(0);
    let value_after = values
        .iter()
        .find(|v| v.pit == pit)
        .map_or(best_value, |v| v.value);
    let best = if value_after == best_value {
        pit
    } else {
        values
            .iter()
            .find(|v| v.value == best_value)
            .map_or(pit, |v| v.pit)
    };
    MoveReview::of(
        position,
        pit,
        best,
        best_value,
        value_after,
        exact,
        values.len(),
    )
}

/// A sowing's share of accuracy, 0 to 100: 100 when it loses nothing, halved for every three seeds lost.
pub fn move_accuracy(loss: i32) -> f64 {
    100.0 * 0.5f64.powf(f64::from(loss.max(0)) / 3.0)
}

/// `side`'s accuracy over the reviewed sowings that had a choice, or `None` if it had none.
pub fn accuracy<'a>(reviews: impl IntoIterator<Item = &'a MoveReview>, side: Side) -> Option<f64> {
    let (sum, count) = reviews
        .into_iter()
        .filter(|review| review.side == side && review.choices > 1)
        .fold((0.0, 0u32), |(sum, count), review| {
            (sum + move_accuracy(review.loss), count + 1)
        });
    (count > 0).then(|| sum / f64::from(count))
}

/// How many of `side`'s sowings have each rating, in the order of [`Rating::ALL`].
pub fn tally<'a>(reviews: impl IntoIterator<Item = &'a MoveReview>, side: Side) -> [usize; 5] {
    let mut counts = [0; 5];
    for review in reviews.into_iter().filter(|review| review.side == side) {
        counts[review.rating as usize] += 1;
    }
    counts
}

/// The value before a move from South's side, as the review's graph draws it.
pub fn for_south(value: i32, mover: Side) -> i32 {
    match mover {
        Side::South => value,
        Side::North => -value,
    }
}
