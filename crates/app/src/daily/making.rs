//! The daily puzzles as one call on data: today's and the past month's, from the date. The computer's pool makes
//! them beside the window, a browser's page in a worker (`daily/maker_*`).

use chrono::{Days, NaiveDate};

use mancala_engine::{Puzzle, puzzle};

/// How many days back the puzzles can be played.
pub const PAST_DAYS: u64 = 30;

/// The puzzles of `today` and the `PAST_DAYS` before it, newest first.
pub fn make_puzzles(today: NaiveDate) -> Vec<Puzzle> {
    let mut solver = puzzle::solver();
    (0..PAST_DAYS)
        .filter_map(|back| today.checked_sub_days(Days::new(back)))
        .map(|date| puzzle::daily(date, &mut solver))
        .collect()
}
