//! The opening book: the exact value of every move in the standard game's first positions (the start, and each
//! position after its first sowing), worked out once by the solver and kept here as data. Valuing every move of a
//! position this full takes the solver from 15 s to a minute and a half even with the 20-seed endgame table on
//! two threads, so the analysis of a new game would otherwise show estimates for that long. The game's analysis
//! and `mancala analyze` read it before they solve.
//!
//! Each entry was made with `mancala analyze "POSITION"` (two threads, the 20-seed table); the tests check the
//! entries against one another (a move's value is the value of the position it leads to, seen from its mover).

use super::rules::{MAX_SOWINGS, Position};

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

/// Every position of the book, for the tests.
pub fn positions() -> impl Iterator<Item = Position> {
    BOOK.iter()
        .map(|(text, _)| text.parse().expect("the book's positions are valid"))
}
