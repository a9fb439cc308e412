//! What a page's worker is asked and what it answers: data only, carried as JSON, so that the searches that
//! would stop the page's frames run in a worker's own thread (the page has no others) with the same code as a
//! computer's pool runs them.

use serde::{Deserialize, Serialize};

use crate::learn::tutoring::{Asked, Told};
use crate::trainer::deck::Source;
use crate::trainer::finding::Mine;
use crate::turn::choosing::{Answer, Request};
use chrono::NaiveDate;
use mancala_engine::explorer::Line;
use mancala_engine::{MistakePuzzle, MoveReview, Position, Puzzle};

/// A worker's errand.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Work {
    /// Otto's move on his turn.
    Choose(Request),
    /// A game's review: its positions (one more than its sowings) and sowings.
    Review {
        positions: Vec<Position>,
        moves: Vec<u8>,
    },
    /// Teach me, the analysis or the coach.
    Tutor(Asked),
    /// The daily puzzles of this day and the month before it.
    Puzzles(NaiveDate),
    /// The explorer's values of every sowing of a position.
    Explore(Position),
    /// One of the player's games looked through for their mistakes.
    Mistakes(Mine),
}

/// What a worker says back; an errand ends with its last reply.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub enum Reply {
    Chosen(Option<Answer>),
    /// A sowing's rating, by its index in the game; the review's last reply is the last rating.
    Rated(usize, Option<MoveReview>),
    /// What the tutor found, as it finds it.
    Told(Told),
    Puzzles(Vec<Puzzle>),
    Explored(Vec<Line>),
    Mistakes(Vec<(MistakePuzzle, Source)>),
    /// The errand is done (a review that stopped, or rated nothing).
    Done,
    /// The errand could not be read: a page and a worker of different builds (a page kept open over a new
    /// site's deployment, its worker fetched new).
    Unreadable(String),
}
