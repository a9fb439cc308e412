//! The daily endgame puzzle: the same position for everyone on a given date, proven winnable for South.
//!
//! A date seeds a ChaCha generator (the days since 2000-01-01, mixed with a fixed salt); candidates are drawn from
//! it in a fixed order until one passes every test, so the derivation needs no network and no stored list, and
//! stays the same across releases as long as this file's constants and the rules do. A candidate is an endgame of
//! the standard board: 8 to 20 seeds left in the pits (within the 8 to 24 a puzzle may have; larger ones slow the
//! proof down without making better puzzles), stores making the total 48, South to move. It is kept when
//! the solver proves that South wins, South has at least three legal moves and at most a third of them keep the
//! win, and the winning line asks South for at least three decisions. Its rating is measured from the position
//! and the candidate is kept only when that rating is the one the weekday asks for (Monday 1 to Sunday 5).

use chrono::{Datelike, NaiveDate, Weekday};
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

use super::hint::{Reason, reason};
use crate::rules::{Position, Side};
use crate::search::limits::Limits;
use crate::search::solver::Solver;

pub const PITS: u8 = 6;
pub const TOTAL_SEEDS: u32 = 48;
/// The seeds each pit of the game the puzzles come from started with.
pub const SEEDS_A_PIT: u8 = (TOTAL_SEEDS / (2 * PITS as u32)) as u8;
pub const FEWEST_LEFT: u32 = 8;
pub const MOST_LEFT: u32 = 20;
/// What a puzzle may have at most; the generator stays below it (see [`MOST_LEFT`]).
pub const MOST_LEFT_ALLOWED: u32 = 24;

/// A transposition table this size is plenty for the small positions of puzzles.
pub const TABLE_BYTES: usize = 64 << 20;

/// A solver sized for puzzles, with the players' endgame table built now (about a second).
pub fn solver() -> Solver {
    Solver::new(
        PITS,
        crate::search::solver::SolverConfig {
            table_bytes: TABLE_BYTES,
            ..crate::search::solver::SolverConfig::default()
        },
    )
}

/// Changing it changes every puzzle: never do.
const SALT: u64 = 0x4B41_4C41_4844_4159;
/// After this many candidates the closest in rating is taken (it never came to that for the years tested).
const MAX_CANDIDATES: u32 = 4000;

/// How hard the puzzle is, measured along its winning line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Difficulty {
    /// South's turns with more than one legal move.
    pub decisions: u32,
    /// Of those, the turns where exactly one move keeps the win.
    pub narrow: u32,
    /// Tempting moves that lose the win: an extra turn or a capture that throws the game away.
    pub traps: u32,
    /// First moves that do not win.
    pub losing_first_moves: u32,
}

impl Difficulty {
    pub fn score(&self) -> u32 {
        self.decisions + 2 * self.narrow + 2 * self.traps + self.losing_first_moves
    }

    /// 1 (easiest) to 5.
    pub fn rating(&self) -> u8 {
        match self.score() {
            0..=9 => 1,
            10..=12 => 2,
            13..=15 => 3,
            16..=19 => 4,
            _ => 5,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Puzzle {
    pub date: NaiveDate,
    pub position: Position,
    pub rating: u8,
    /// South's margin under perfect play.
    pub value: i32,
    /// The first moves that keep the win.
    pub winning_moves: Vec<u8>,
    pub difficulty: Difficulty,
    /// The winning line with the perfect opponent's replies, every sowing in order.
    pub line: Vec<u8>,
}

impl Puzzle {
    /// Whether the player (South) has won the puzzle in `position`, once the game is over: more seeds than the
    /// opponent. A draw is not a win.
    pub fn solved_in(&self, position: &Position) -> Option<bool> {
        position
            .outcome()
            .map(|score| score.margin(Side::South) > 0)
    }
}

/// The rating a weekday asks for: Monday easiest, Sunday hardest.
pub fn rating_for(weekday: Weekday) -> u8 {
    match weekday {
        Weekday::Mon => 1,
        Weekday::Tue | Weekday::Wed => 2,
        Weekday::Thu => 3,
        Weekday::Fri | Weekday::Sat => 4,
        Weekday::Sun => 5,
    }
}

/// Reads a date written YYYY-MM-DD.
pub fn parse_date(text: &str) -> Result<NaiveDate, DateError> {
    NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").map_err(|source| DateError {
        text: text.trim().to_string(),
        source,
    })
}

/// A date that is not one: the text given, and why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("bad date '{text}': {source}; expected YYYY-MM-DD, e.g. 2026-11-29")]
pub struct DateError {
    pub text: String,
    pub source: chrono::ParseError,
}

/// The puzzle of `date`. `solver` must be for 6 pits a side; its tables make the work quick, and the puzzle is
/// the same whatever they held before.
pub fn daily(date: NaiveDate, solver: &mut Solver) -> Puzzle {
    let epoch = NaiveDate::from_ymd_opt(2000, 1, 1).expect("a valid date");
    let days = date.signed_duration_since(epoch).num_days();
    let mut rng = ChaCha8Rng::seed_from_u64(SALT ^ days as u64);
    let target = rating_for(date.weekday());
    let mut closest: Option<Puzzle> = None;
    for _ in 0..MAX_CANDIDATES {
        let position = candidate(&mut rng);
        let Some(puzzle) = examine(date, position, solver, target) else {
            continue;
        };
        if puzzle.rating == target {
            return puzzle;
        }
        let distance = |p: &Puzzle| (i32::from(p.rating) - i32::from(target)).abs();
        if closest
            .as_ref()
            .is_none_or(|c| distance(&puzzle) < distance(c))
        {
            closest = Some(puzzle);
        }
    }
    closest.expect("some candidate among thousands passes")
}

/// A random endgame: the seeds left spread over the pits one by one, the rest split between the stores around an
/// even share, South to move with at least three pits to play.
fn candidate(rng: &mut ChaCha8Rng) -> Position {
    loop {
        let left = rng.random_range(FEWEST_LEFT..=MOST_LEFT);
        let mut pits = [0u8; 2 * PITS as usize];
        for _ in 0..left {
            pits[rng.random_range(0..pits.len())] += 1;
        }
        let (south, north) = pits.split_at(usize::from(PITS));
        let south_moves = south.iter().filter(|&&s| s > 0).count();
        if south_moves < 3 || north.iter().all(|&s| s == 0) {
            continue;
        }
        let rest = TOTAL_SEEDS - left;
        let lean = rng.random_range(-4i32..=4);
        let south_store = (rest as i32 / 2 + lean).clamp(0, rest as i32) as u8;
        let north_store = rest as u8 - south_store;
        return Position::from_rows(south, south_store, north, north_store, Side::South)
            .expect("a standard board");
    }
}

/// The puzzle this position makes, if it is one no harder than `most`. The difficulty only grows along the line,
/// so a candidate past `most` is dropped as soon as it gets there.
fn examine(date: NaiveDate, position: Position, solver: &mut Solver, most: u8) -> Option<Puzzle> {
    let legal = position.legal_moves().count();
    let winning_moves = winning_pits(&position, solver)?;
    let winning = winning_moves.len() as u32;
    if legal < 3 || winning == 0 || 3 * winning > legal {
        return None;
    }
    let solution = solver.solve(&position, &Limits::none()).ok()?;
    let mut difficulty = Difficulty {
        losing_first_moves: legal - winning,
        ..Difficulty::default()
    };
    let mut line = Vec::new();
    let mut here = position;
    while !here.is_over() {
        let pit = if here.to_move() == Side::South {
            let keeping = winning_pits(&here, solver)?;
            if here.legal_moves().count() > 1 {
                difficulty.decisions += 1;
                if keeping.len() == 1 {
                    difficulty.narrow += 1;
                }
                difficulty.traps += here
                    .legal_moves()
                    .filter(|pit| !keeping.contains(pit))
                    .filter(|&pit| {
                        matches!(
                            reason(&here, pit),
                            Reason::ExtraTurn { .. } | Reason::Capture { .. }
                        )
                    })
                    .count() as u32;
            }
            if difficulty.rating() > most {
                return None;
            }
            solver.solve(&here, &Limits::none()).ok()?.best[0]
        } else {
            reply(&here, solver)?
        };
        line.push(pit);
        here = here.play(pit).ok()?.0;
    }
    if difficulty.decisions < 3 {
        return None;
    }
    Some(Puzzle {
        date,
        position,
        rating: difficulty.rating(),
        value: solution.value,
        winning_moves,
        difficulty,
        line,
    })
}

/// The side to move's moves that win, by a threshold test on each (cheaper than their exact values).
fn winning_pits(position: &Position, solver: &mut Solver) -> Option<Vec<u8>> {
    let mut winning = Vec::new();
    for pit in position.legal_moves() {
        if solver
            .move_at_least(position, pit, 1, &Limits::none())
            .ok()?
        {
            winning.push(pit);
        }
    }
    Some(winning)
}

/// The perfect opponent's move: one of the solver's best, and among those the one that leaves South the fewest
/// winning answers (then the lowest pit).
pub fn reply(position: &Position, solver: &mut Solver) -> Option<u8> {
    let best = solver.solve(position, &Limits::none()).ok()?.best;
    let mover = position.to_move();
    let mut hardest: Option<(usize, u8)> = None;
    for pit in best {
        let (next, _) = position.play(pit).ok()?;
        let answers = if next.is_over() || next.to_move() == mover {
            0
        } else {
            winning_pits(&next, solver)?.len()
        };
        if hardest.is_none_or(|(fewest, _)| answers < fewest) {
            hardest = Some((answers, pit));
        }
    }
    hardest.map(|(_, pit)| pit)
}
