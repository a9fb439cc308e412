//! Congklak's match of rounds. When a round ends every seed is in a store. Each player then takes the seeds of
//! their store and fills their holes again, as many a hole as at the match's start, from the hole beside their
//! store outwards (left to right, as players put it: their store is on their left); a hole they cannot fill is
//! burnt for the round, and what is left over stays in the store. Both players pass burnt holes by, and no one
//! plays them. A player who cannot fill one hole has lost the match. The winner of a round starts the next (on
//! equal stores, the player who moved second in the round just played); a player who fills a hole burnt in an
//! earlier round plays it again.

use super::board::{BySide, Side};
use super::errors::SetupError;
use super::position::Position;

/// What follows a round of Congklak.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextRound {
    /// The next round's first position: holes refilled, burnt ones marked, the winner of the round to move.
    Round(Position),
    /// The match is over: `loser` could not fill a hole.
    MatchOver { winner: Side, loser: Side },
}

/// What follows `ended` (a finished Congklak round that `started` moved first in), in a match that began with
/// `seeds` a hole. Refused where the round is not over, or the rules are not Congklak's.
pub fn next_round(ended: &Position, started: Side, seeds: u8) -> Result<NextRound, RoundError> {
    if !ended.rules().is_relay() {
        return Err(RoundError::NotCongklak);
    }
    if !ended.is_over() {
        return Err(RoundError::RoundNotOver);
    }
    if seeds == 0 {
        return Err(RoundError::NoSeeds);
    }
    let holes = usize::from(ended.pits());
    let stores = BySide::from_fn(|side| ended.store(side));
    if let Some(loser) = stores.find(|&store| store < seeds) {
        return Ok(NextRound::MatchOver {
            winner: loser.opponent(),
            loser,
        });
    }
    // Holes are filled from the one beside the store (hole m) outwards, so the burnt ones are the farthest.
    let rows = stores.map(|store| {
        let filled = usize::from(store / seeds).min(holes);
        let mut row = vec![0; holes];
        for hole in &mut row[holes - filled..] {
            *hole = seeds;
        }
        let left = store - seeds * filled as u8;
        (row, left, holes - filled)
    });
    let first = match stores.south.cmp(&stores.north) {
        std::cmp::Ordering::Greater => Side::South,
        std::cmp::Ordering::Less => Side::North,
        std::cmp::Ordering::Equal => started.opponent(),
    };
    let ((south, south_left, _), (north, north_left, _)) = (&rows.south, &rows.north);
    let mut position =
        Position::from_rows_by(ended.rules(), south, *south_left, north, *north_left, first)
            .map_err(RoundError::Setup)?;
    for (side, &(_, _, burnt)) in rows.iter() {
        for pit in 1..=burnt as u8 {
            position = position.burn(side, pit).map_err(RoundError::Setup)?;
        }
    }
    Ok(NextRound::Round(position))
}

/// Why no next round could be set up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundError {
    NotCongklak,
    RoundNotOver,
    NoSeeds,
    Setup(SetupError),
}

impl std::fmt::Display for RoundError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RoundError::NotCongklak => f.write_str("only Congklak is played in rounds"),
            RoundError::RoundNotOver => f.write_str("the round is not over yet"),
            RoundError::NoSeeds => f.write_str("a round needs at least one seed a hole"),
            RoundError::Setup(error) => write!(f, "the next round cannot be set up: {error}"),
        }
    }
}

impl std::error::Error for RoundError {}
