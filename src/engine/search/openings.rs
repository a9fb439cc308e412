//! The opening book: the exact value of every move in the standard game's first positions (the start, and each
//! position after its first and its second sowing), worked out once by the solver and kept here as data. Valuing
//! every move of a position this full takes the solver from 15 s to a minute and a half even with the 20-seed
//! endgame table on two threads (and the game's analysis runs on one), so the analysis of a new game would
//! otherwise show estimates for that long. Everything that values moves reads it before it solves: the game's
//! analysis and `mancala analyze`, the review (in the game and `mancala review`), the coach and Hard.
//!
//! Each entry was made with `mancala analyze "POSITION"` (two threads, the 20-seed table; the second sowing's 35
//! positions took 1 to 63 s each, 692 s in all); the tests check the entries against one another (a move's value
//! is the value of the position it leads to, seen from its mover).

use crate::engine::rules::{MAX_SOWINGS, Position};
use crate::engine::search::solver::MoveValue;

/// Position text, then each legal move's exact value for the side that plays it (final seed difference), in pit
/// order.
const BOOK: &[(&str, &[(u8, i32)])] = &[
    (
        "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S",
        &[(1, -14), (2, -10), (3, 8), (4, -2), (5, -8), (6, 4)],
    ),
    (
        "0,5,5,5,5,4,0,4,4,4,4,4,4,0 N",
        &[(1, -4), (2, 2), (3, 14), (4, 4), (5, 8), (6, 10)],
    ),
    (
        "4,0,5,5,5,5,0,4,4,4,4,4,4,0 N",
        &[(1, -8), (2, -4), (3, 10), (4, 6), (5, 4), (6, 6)],
    ),
    (
        "4,4,0,5,5,5,1,4,4,4,4,4,4,0 S",
        &[(1, -6), (2, 0), (4, 2), (5, 4), (6, 8)],
    ),
    (
        "4,4,4,0,5,5,1,5,4,4,4,4,4,0 N",
        &[(1, -16), (2, -8), (3, 2), (4, -6), (5, -4), (6, -8)],
    ),
    (
        "4,4,4,4,0,5,1,5,5,4,4,4,4,0 N",
        &[(1, -22), (2, -2), (3, 8), (4, -8), (5, -12), (6, -6)],
    ),
    (
        "4,4,4,4,4,0,1,5,5,5,4,4,4,0 N",
        &[(1, -20), (2, -4), (3, -12), (4, -10), (5, -10), (6, -12)],
    ),
    // After the second sowing.
    (
        "0,5,5,5,5,4,0,0,5,5,5,5,4,0 S",
        &[(2, 4), (3, 0), (4, 0), (5, 2), (6, 2)],
    ),
    (
        "0,5,5,5,5,4,0,4,0,5,5,5,5,0 S",
        &[(2, -2), (3, -2), (4, -2), (5, -2), (6, -6)],
    ),
    (
        "0,5,5,5,5,4,0,4,4,0,5,5,5,1 N",
        &[(1, 0), (2, 8), (4, 12), (5, 10), (6, 14)],
    ),
    (
        "1,5,5,5,5,4,0,4,4,4,0,5,5,1 S",
        &[(1, -16), (2, -4), (3, -16), (4, -12), (5, -10), (6, -12)],
    ),
    (
        "1,6,5,5,5,4,0,4,4,4,4,0,5,1 S",
        &[(1, -20), (2, -10), (3, -12), (4, -16), (5, -8), (6, -14)],
    ),
    (
        "1,6,6,5,5,4,0,4,4,4,4,4,0,1 S",
        &[(1, -22), (2, -16), (3, -14), (4, -12), (5, -10), (6, -14)],
    ),
    (
        "4,0,5,5,5,5,0,0,5,5,5,5,4,0 S",
        &[(1, -2), (3, 2), (4, 4), (5, 8), (6, 6)],
    ),
    (
        "4,0,5,5,5,5,0,4,0,5,5,5,5,0 S",
        &[(1, -6), (3, 0), (4, 2), (5, 4), (6, 0)],
    ),
    (
        "4,0,5,5,5,5,0,4,4,0,5,5,5,1 N",
        &[(1, -2), (2, 2), (4, 4), (5, 4), (6, 10)],
    ),
    (
        "5,0,5,5,5,5,0,4,4,4,0,5,5,1 S",
        &[(1, -14), (3, -8), (4, -6), (5, -6), (6, -8)],
    ),
    (
        "5,1,5,5,5,5,0,4,4,4,4,0,5,1 S",
        &[(1, -12), (2, -10), (3, -6), (4, -4), (5, -6), (6, -8)],
    ),
    (
        "5,1,6,5,5,5,0,4,4,4,4,4,0,1 S",
        &[(1, -12), (2, -18), (3, -12), (4, -12), (5, -6), (6, -6)],
    ),
    (
        "0,5,1,6,6,5,1,4,4,4,4,4,4,0 N",
        &[(1, -10), (2, -2), (3, 6), (4, 0), (5, 4), (6, 0)],
    ),
    (
        "4,0,1,6,6,6,1,4,4,4,4,4,4,0 N",
        &[(1, -12), (2, -8), (3, 0), (4, -2), (5, -6), (6, -4)],
    ),
    (
        "4,4,0,0,6,6,2,5,5,4,4,4,4,0 N",
        &[(1, -12), (2, -4), (3, -2), (4, -6), (5, -8), (6, -14)],
    ),
    (
        "4,4,0,5,0,6,2,5,5,5,4,4,4,0 N",
        &[(1, -16), (2, -4), (3, -8), (4, -8), (5, -8), (6, -20)],
    ),
    (
        "4,4,0,5,5,0,2,5,5,5,5,4,4,0 N",
        &[(1, -18), (2, -8), (3, -12), (4, -10), (5, -10), (6, -18)],
    ),
    (
        "4,4,4,0,5,5,1,0,5,5,5,5,5,0 S",
        &[(1, 0), (2, 6), (3, 16), (5, 16), (6, 16)],
    ),
    (
        "4,4,4,0,5,5,1,5,0,5,5,5,5,0 S",
        &[(1, 0), (2, 4), (3, 8), (5, 6), (6, 4)],
    ),
    (
        "4,4,4,0,5,5,1,5,4,0,5,5,5,1 N",
        &[(1, -6), (2, -4), (4, -2), (5, 2), (6, -2)],
    ),
    (
        "5,4,4,0,5,5,1,5,4,4,0,5,5,1 S",
        &[(1, -12), (2, -6), (3, 6), (5, 6), (6, -2)],
    ),
    (
        "5,5,4,0,5,5,1,5,4,4,4,0,5,1 S",
        &[(1, -10), (2, 0), (3, 4), (5, -2), (6, -2)],
    ),
    (
        "5,5,5,0,5,5,1,5,4,4,4,4,0,1 S",
        &[(1, -10), (2, 8), (3, 0), (5, -2), (6, -6)],
    ),
    (
        "4,4,4,4,0,5,1,0,6,5,5,5,5,0 S",
        &[(1, 8), (2, 4), (3, 22), (4, 14), (6, 10)],
    ),
    (
        "4,4,4,4,0,5,1,5,0,5,5,5,5,1 N",
        &[(1, -12), (3, -6), (4, -2), (5, -4), (6, -6)],
    ),
    (
        "4,4,4,4,0,5,1,5,5,0,5,5,5,1 N",
        &[(1, -12), (2, 8), (4, -2), (5, -6), (6, -6)],
    ),
    (
        "5,4,4,4,0,5,1,5,5,4,0,5,5,1 S",
        &[(1, -16), (2, -10), (3, 8), (4, -12), (6, 4)],
    ),
    (
        "5,5,4,4,0,5,1,5,5,4,4,0,5,1 S",
        &[(1, -14), (2, 2), (3, 12), (4, -6), (6, -4)],
    ),
    (
        "5,5,5,4,0,5,1,5,5,4,4,4,0,1 S",
        &[(1, -12), (2, 6), (3, -4), (4, -2), (6, 2)],
    ),
    (
        "4,4,4,4,4,0,1,0,6,6,5,5,5,0 S",
        &[(1, 0), (2, 4), (3, 20), (4, 12), (5, 12)],
    ),
    (
        "4,4,4,4,4,0,1,5,0,6,5,5,5,1 N",
        &[(1, -14), (3, -22), (4, -16), (5, -4), (6, -6)],
    ),
    (
        "5,4,4,4,4,0,1,5,5,0,5,5,5,1 S",
        &[(1, 0), (2, 2), (3, 12), (4, 0), (5, 6)],
    ),
    (
        "5,4,4,4,4,0,1,5,5,5,0,5,5,1 S",
        &[(1, -4), (2, 4), (3, 10), (4, -2), (5, 8)],
    ),
    (
        "5,5,4,4,4,0,1,5,5,5,4,0,5,1 S",
        &[(1, -2), (2, 8), (3, 10), (4, -4), (5, 6)],
    ),
    (
        "5,5,5,4,4,0,1,5,5,5,4,4,0,1 S",
        &[(1, -4), (2, 12), (3, -4), (4, -2), (5, 2)],
    ),
];

/// The book's move values for `position` (pit, value for the side that plays it), if it is one of its positions
/// and the sowing limit is far off, as it is in the opening.
pub fn move_values(position: &Position) -> Option<&'static [(u8, i32)]> {
    if position.sowings() >= MAX_SOWINGS / 2 {
        return None;
    }
    let text = position.to_string();
    BOOK.iter()
        .find(|(entry, _)| *entry == text)
        .map(|&(_, values)| values)
}

/// The book's values for `position` as the solver gives them ([`MoveValue`]s in pit order), if it holds it.
pub fn book_values(position: &Position) -> Option<Vec<MoveValue>> {
    move_values(position).map(|values| {
        values
            .iter()
            .map(|&(pit, value)| MoveValue { pit, value })
            .collect()
    })
}

/// Every position of the book, for the tests.
pub fn positions() -> impl Iterator<Item = Position> {
    BOOK.iter()
        .map(|(text, _)| text.parse().expect("the book's positions are valid"))
}
