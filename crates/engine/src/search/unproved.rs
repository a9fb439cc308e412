//! The searches of the games nothing proves, behind one API for Otto, Teach me, the review and the command
//! line: Congklak's and Sungka's over the relay kernel ([`super::relay_search`]), Ô ăn quan's over its positions
//! ([`super::quan_search`]). Both score in quarter seeds, from the side to move, for the whole game.

use super::deepening::Found;
use super::depth::Scored;
use super::limits::{Limits, Unfinished};
use super::{quan_search, relay_search};
use crate::rules::Position;
use crate::rules::ruleset::Rules;

/// The score of every legal move of `position` by a `depth`-sowing search, in move order.
pub fn score_moves(
    position: &Position,
    depth: u32,
    limits: &Limits,
) -> Result<Vec<Scored>, Unfinished> {
    if position.rules().is_quan() {
        quan_search::score_moves(position, depth, limits)
    } else {
        relay_search::score_moves(position, depth, limits)
    }
}

/// The most sowings deep Hard looks.
pub const MAX_DEPTH: u32 = 40;

/// Hard's search, with its transposition table (16 MB) kept between the moves of a game.
pub enum Deepening {
    Relay(Box<relay_search::Deepening>),
    Quan(Box<quan_search::Deepening>),
}

impl Deepening {
    /// The search for the game `rules` plays.
    pub fn for_rules(rules: Rules) -> Deepening {
        if rules.is_quan() {
            Deepening::Quan(Box::default())
        } else {
            Deepening::Relay(Box::default())
        }
    }

    /// Whether this search plays the game of `rules`.
    pub fn suits(&self, rules: Rules) -> bool {
        match self {
            Deepening::Relay(_) => rules.is_relay(),
            Deepening::Quan(_) => rules.is_quan(),
        }
    }

    /// The best move of the deepest search that finished within `limits`; `None` if the first depth did not.
    pub fn search(&mut self, position: &Position, limits: &Limits) -> Option<Found> {
        match self {
            Deepening::Relay(search) => search.search(position, MAX_DEPTH, limits),
            Deepening::Quan(search) => search.search(position, MAX_DEPTH, limits),
        }
    }
}
