//! The opening explorer: for a position, every sowing with what is known of its value (exact where the opening
//! book, a finished game or a kept proof says it; else a search's estimate, marked as one) and, where games
//! reached the position, how often each sowing was played and how it scored for the side that played it.
//!
//! Games are counted by their first [`EXPLORED_SOWINGS`] sowings: an opening explorer, as lichess's, where the
//! positions a player meets again are. Positions are compared as their text writes them, seated with the side to
//! move as South (the rows, the stores and the rules; not the sowings played), so that two orders of the same
//! sowings meet, and so do a position and its mirror image.
//! Congklak and Sungka are left out of the counts: a round starts with both players sowing at once, and later
//! rounds start from the burnt holes of the earlier ones, so their games share no opening to explore; nor are
//! Ô ăn quan's counted, whose values nothing proves. Their sowings are still valued, by an estimate.

use std::collections::BTreeMap;

use crate::play::mistakes::seated;
use crate::play::record::{Ending, Record};
use crate::rules::{Position, Side};
use crate::search::depth::{SCALE, score_moves};
use crate::search::endgame::EndgameTable;
use crate::search::limits::Limits;
use crate::search::openings;
use crate::search::proofs::{ProofStore, key};
use crate::search::unproved;

/// Sowings of a game the explorer counts, from its start.
pub const EXPLORED_SOWINGS: usize = 30;

/// Sowings deep the explorer's estimates look, where nothing proves a value.
pub const ESTIMATE_DEPTH: u32 = 10;

/// How a game went for the side that played a sowing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForMover {
    Won,
    Drawn,
    Lost,
}

/// How often a sowing was played from a position, and how those games ended for the side that played it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Tally {
    pub games: u64,
    pub wins: u64,
    pub draws: u64,
    pub losses: u64,
}

impl Tally {
    pub fn add(&mut self, result: ForMover) {
        self.games += 1;
        match result {
            ForMover::Won => self.wins += 1,
            ForMover::Drawn => self.draws += 1,
            ForMover::Lost => self.losses += 1,
        }
    }

    /// The share of points the sowing's side took (a draw half a point), if it was played.
    pub fn score(&self) -> Option<f64> {
        (self.games > 0).then(|| (self.wins as f64 + self.draws as f64 / 2.0) / self.games as f64)
    }
}

/// What is known of a sowing's value: the final seed difference for the side that plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Worth {
    /// Proved: by the opening book, a kept proof, or the game being over after it.
    Proved(i32),
    /// A depth-limited search's estimate.
    Estimated(i32),
}

impl Worth {
    pub fn value(self) -> i32 {
        match self {
            Worth::Proved(value) | Worth::Estimated(value) => value,
        }
    }

    pub fn is_proved(self) -> bool {
        matches!(self, Worth::Proved(_))
    }
}

/// A sowing as the explorer shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Line {
    pub pit: u8,
    pub worth: Worth,
}

/// Whether the explorer counts games of these rules (see the module's note on Congklak): not the games nothing
/// proves (Congklak's and Sungka's rounds begin with both hands at once; Ô ăn quan's values are estimates only).
pub fn explores(position: &Position) -> bool {
    !position.rules().is_unprovable()
}

/// How a finished record ended for `side`: none for a game without a result (aborted, or not over).
pub fn result_for(record: &Record, side: Side) -> Option<ForMover> {
    let winner = match record.ending {
        Ending::Resigned(loser) | Ending::Time(loser) | Ending::Abandoned(loser) => {
            Some(loser.opponent())
        }
        Ending::Agreed => None,
        Ending::Aborted => return None,
        Ending::Board => record.end().outcome()?.winner(),
    };
    Some(match winner {
        None => ForMover::Drawn,
        Some(won) if won == side => ForMover::Won,
        Some(_) => ForMover::Lost,
    })
}

/// What a finished game adds to the explorer: each of its first [`EXPLORED_SOWINGS`] sowings, as the position
/// before it, the pit, and how the game went for its mover; a position met again is counted at its first
/// meeting only. None from a game without a result or of Congklak.
pub fn entries(record: &Record) -> Vec<(Position, u8, ForMover)> {
    if !explores(&record.start) || result_for(record, Side::South).is_none() {
        return Vec::new();
    }
    let positions = record.positions();
    let mut seen = std::collections::HashSet::new();
    record
        .moves
        .iter()
        .take(EXPLORED_SOWINGS)
        .zip(&positions)
        .filter(|(_, before)| seen.insert(key_of(before)))
        .filter_map(|(&pit, before)| {
            let mover = before.to_move();
            Some((*before, pit, result_for(record, mover)?))
        })
        .collect()
}

/// The explorer's key of a position: its text seated with the side to move as South, so that a position and its
/// mirror image (the same game with the players' rows swapped, as a window shows a game to the player of North)
/// meet; the text leaves out the sowings played.
pub fn key_of(position: &Position) -> String {
    seated(*position).to_string()
}

/// The sowings played from `position` in `records` (each game once, however often it met the position), and how
/// they scored, by pit.
pub fn tally<'a>(
    records: impl IntoIterator<Item = &'a Record>,
    position: &Position,
) -> BTreeMap<u8, Tally> {
    let wanted = key_of(position);
    let mut tallies = BTreeMap::<u8, Tally>::new();
    for record in records {
        let entries = entries(record);
        let met = entries
            .iter()
            .find(|(before, _, _)| key_of(before) == wanted);
        if let Some(&(_, pit, result)) = met {
            tallies.entry(pit).or_default().add(result);
        }
    }
    tallies
}

/// Every legal sowing's value where it is known without a search: the opening book's, a finished game's, or a
/// kept proof of the position after it. In pit order; `None` where nothing proves it.
pub fn known_values(
    position: &Position,
    proofs: Option<&dyn ProofStore>,
) -> Vec<(u8, Option<i32>)> {
    if let Some(book) = openings::move_values(position) {
        return book
            .iter()
            .map(|&(pit, value)| (pit, Some(value)))
            .collect();
    }
    let mover = position.to_move();
    let unprovable = position.rules().is_unprovable();
    position
        .legal_moves()
        .map(|pit| {
            let Ok((after, _)) = position.play(pit) else {
                return (pit, None);
            };
            let for_next = if after.is_over() {
                Some(after.score().margin(after.to_move()))
            } else if unprovable {
                None
            } else {
                openings::solved(&after)
                    .map(|(value, _)| value)
                    .or_else(|| {
                        let proof = proofs?.get(&key(&after)?)?;
                        Some(proof.value(&after))
                    })
            };
            let sign = if after.to_move() == mover { 1 } else { -1 };
            (pit, for_next.map(|value| sign * value))
        })
        .collect()
}

/// Every legal sowing with its value: the known ones proved, the others estimated by a search of
/// [`ESTIMATE_DEPTH`] sowings (or none, when `limits` stop it first).
pub fn explore(
    position: &Position,
    proofs: Option<&dyn ProofStore>,
    endgame: Option<&EndgameTable>,
    limits: &Limits,
) -> Vec<Line> {
    let known = known_values(position, proofs);
    let estimates = if known.iter().all(|(_, value)| value.is_some()) {
        Vec::new()
    } else if position.rules().is_unprovable() {
        unproved::score_moves(position, ESTIMATE_DEPTH, limits).unwrap_or_default()
    } else {
        score_moves(position, endgame, ESTIMATE_DEPTH, limits).unwrap_or_default()
    };
    known
        .into_iter()
        .filter_map(|(pit, value)| {
            let worth = match value {
                Some(value) => Worth::Proved(value),
                None => {
                    let scored = estimates.iter().find(|scored| scored.pit == pit)?;
                    Worth::Estimated((scored.score as f32 / SCALE as f32).round() as i32)
                }
            };
            Some(Line { pit, worth })
        })
        .collect()
}
