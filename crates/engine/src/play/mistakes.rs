//! A player's own mistakes as puzzles: the position before a sowing that the review proved a mistake or a
//! blunder, with every legal sowing's proved value, so that the puzzle ("find the sowing that keeps +N") has a
//! proved answer, and a wrong try says how many seeds it gives away.
//!
//! A puzzle is seated for the player: its side to move is South, the row at the bottom of the board, whichever
//! side the mistake was made from. Its sowings count from zero, as a position's text reads back.

use super::coach::better;
use super::hint::{Reason, explain};
use super::review::{MoveReview, Rating};
use crate::rules::{Position, Side};
use crate::search::limits::Limits;
use crate::search::solver::{MoveValue, Solver};

/// The least rating a sowing must have to become a puzzle.
pub const WORST_KEPT: Rating = Rating::Mistake;

/// The position of a mistake, every legal sowing's proved value there, and the sowing that was played.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MistakePuzzle {
    /// South to move.
    pub position: Position,
    pub played: u8,
    /// Every legal sowing's exact value for the side to move, in pit order.
    pub values: Vec<MoveValue>,
}

/// A try at a puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The sowing keeps the position's value.
    Kept,
    /// It gives away this many seeds against the best.
    Lost { seeds: i32 },
    /// Not a legal sowing there.
    NotLegal,
}

impl MistakePuzzle {
    /// A puzzle of `played` in `values` (every legal sowing's exact value in `position`, for its side to move):
    /// `None` unless `played` loses at least a mistake's seeds.
    pub fn new(position: Position, played: u8, values: Vec<MoveValue>) -> Option<MistakePuzzle> {
        let position = seated(position);
        let puzzle = MistakePuzzle {
            position,
            played,
            values,
        };
        let legal: Vec<u8> = position.legal_moves().collect();
        let valued: Vec<u8> = puzzle.values.iter().map(|v| v.pit).collect();
        (legal == valued && puzzle.rating() >= WORST_KEPT).then_some(puzzle)
    }

    /// The position's value: what the best sowings keep.
    pub fn value(&self) -> i32 {
        self.values.iter().map(|v| v.value).max().unwrap_or(0)
    }

    fn value_of(&self, pit: u8) -> Option<i32> {
        self.values.iter().find(|v| v.pit == pit).map(|v| v.value)
    }

    /// Every sowing that keeps the value: each solves the puzzle.
    pub fn answers(&self) -> Vec<u8> {
        let value = self.value();
        self.values
            .iter()
            .filter(|v| v.value == value)
            .map(|v| v.pit)
            .collect()
    }

    /// Seeds the sowing played gave away.
    pub fn loss(&self) -> i32 {
        self.value() - self.value_of(self.played).unwrap_or(self.value())
    }

    /// The review's rating of the sowing played.
    pub fn rating(&self) -> Rating {
        Rating::of(self.loss())
    }

    /// The coach's answer: the best sowing it would name, and why it is best.
    pub fn answer(&self) -> (u8, Reason) {
        match better(&self.position, self.played, &self.values) {
            Some(better) => (better.pit, better.reason),
            None => (self.played, Reason::Calculation),
        }
    }

    /// Why a sowing that keeps the value is good, in the coach's terms.
    pub fn why(&self, pit: u8) -> Reason {
        explain(&self.position, &[pit], Some(self.value())).reason
    }

    pub fn judge(&self, pit: u8) -> Verdict {
        match self.value_of(pit) {
            None => Verdict::NotLegal,
            Some(value) if value == self.value() => Verdict::Kept,
            Some(value) => Verdict::Lost {
                seeds: self.value() - value,
            },
        }
    }

    /// How many legal sowings there are.
    pub fn choices(&self) -> usize {
        self.values.len()
    }
}

/// `position` turned round if need be, so that its side to move is South; sowings from zero, as text reads back.
pub fn seated(position: Position) -> Position {
    let seated = if position.to_move() == Side::South {
        position
    } else {
        position.mirrored()
    };
    seated.with_sowings(0)
}

/// The sowings of a reviewed game that make puzzles for a player who played `sides` at the start (and the
/// others after `swap` sowings, where the pie rule was taken): proved, and a mistake or worse. Indexes into the
/// game's moves.
pub fn mistakes_of<'a>(
    reviews: &'a [Option<MoveReview>],
    sides: &'a [Side],
    swap: Option<usize>,
) -> impl Iterator<Item = usize> + 'a {
    reviews
        .iter()
        .enumerate()
        .filter_map(move |(index, review)| {
            let review = review.as_ref()?;
            let side = match swap {
                Some(after) if index >= after => review.side.opponent(),
                _ => review.side,
            };
            (review.exact && review.rating >= WORST_KEPT && sides.contains(&side)).then_some(index)
        })
}

/// The puzzle of `played` in `position`: every legal sowing's value proved within `limits`. `None` if the solver
/// did not finish, or `played` gives away less than a mistake's seeds.
pub fn puzzle_of(
    position: &Position,
    played: u8,
    solver: &mut Solver,
    limits: &Limits,
) -> Option<MistakePuzzle> {
    let seated = seated(*position);
    let (values, _) = solver.analyze(&seated, limits).ok()?;
    MistakePuzzle::new(seated, played, values)
}
