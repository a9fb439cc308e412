//! A fair start. Kalah's first player wins by 8 under perfect play; two ways take that edge away:
//! - **the pie rule**: once the first player's first turn is over, the second player may take that side (and the
//!   first player then plays the other, to move). The first player must open with a turn they would not mind
//!   being taken; Otto takes the side whenever the position is worth less than nothing to the side to move, by
//!   its proof where the solver finishes, else by a deep search's estimate.
//! - **balanced starts** ([`BALANCED`]): positions of the standard board's 48 seeds, all in the pits, every pit
//!   holding some (so every sowing can be played), the first player's row the lighter (19 to 22 seeds against
//!   29 to 26: with equal rows the first player is ahead by 8 to 14 on most draws), and a proved value of 0 or +1
//!   for South, to move. They were found by [`candidates`] and the solver (`mancala fair-starts`), and the tests
//!   prove each value again.

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

use crate::rules::{Position, Side};
use crate::search::depth::{SCALE, score_moves};
use crate::search::limits::Limits;
use crate::search::solver::Solver;

/// Balanced starts, South to move, each with its proved value for South.
pub const BALANCED: [(&str, i32); 8] = [
    // `mancala fair-starts --count 8 --seed 1 --seconds 90`: the first eight of 153 candidates whose value is
    // 0 (with 48 seeds a value is even: +1 cannot be).
    ("3,4,5,2,4,3,0,5,4,5,2,4,7,0 S", 0),
    ("4,2,2,4,7,2,0,4,4,8,3,3,5,0 S", 0),
    ("1,3,7,4,3,4,0,6,4,5,6,1,4,0 S", 0),
    ("3,3,5,2,4,3,0,3,3,6,2,6,8,0 S", 0),
    ("2,5,5,2,4,3,0,3,3,3,7,8,3,0 S", 0),
    ("4,1,6,3,3,5,0,5,2,7,3,3,6,0 S", 0),
    ("7,4,3,2,3,3,0,5,4,3,8,4,2,0 S", 0),
    ("2,3,2,2,6,5,0,4,4,3,6,6,5,0 S", 0),
];

/// The seeds of a balanced start, as in the standard start.
pub const TOTAL_SEEDS: u32 = 48;
/// The seeds the first player's row may have.
pub const FIRST_ROW: std::ops::RangeInclusive<u32> = 19..=22;
/// The most seeds a pit of a balanced start holds.
pub const MOST_IN_A_PIT: u8 = 8;
/// How deep Otto looks when the solver cannot prove whether to take the side.
const ESTIMATE_DEPTH: u32 = 12;

/// The balanced starts, as positions.
pub fn balanced() -> impl Iterator<Item = (Position, i32)> {
    BALANCED.iter().map(|&(text, value)| {
        (
            text.parse().expect("the balanced starts are positions"),
            value,
        )
    })
}

/// Whether a value makes a start balanced: a draw, or a one-seed edge for the first player.
pub fn is_balanced(value: i32) -> bool {
    value == 0 || value == 1
}

/// Candidates for balanced starts, drawn in a fixed order from `seed`: South's row [`FIRST_ROW`] seeds and
/// North's the rest of [`TOTAL_SEEDS`], six pits a row of 1 to [`MOST_IN_A_PIT`] each, the stores empty, South to
/// move.
pub fn candidates(seed: u64) -> impl Iterator<Item = Position> {
    let mut random = ChaCha8Rng::seed_from_u64(seed);
    std::iter::repeat_with(move || {
        let first = random.random_range(FIRST_ROW);
        let south = row(&mut random, first);
        let north = row(&mut random, TOTAL_SEEDS - first);
        Position::from_rows(&south, 0, &north, 0, Side::South).expect("six pits of at most 8 seeds")
    })
}

/// Six pits of 1 to 8 seeds that add up to `seeds`: one seed each, then the others dropped one by one into pits
/// that have room.
fn row(random: &mut ChaCha8Rng, seeds: u32) -> [u8; 6] {
    let mut pits = [1u8; 6];
    let mut left = seeds - 6;
    while left > 0 {
        let pit = random.random_range(0..6);
        if pits[pit] < MOST_IN_A_PIT {
            pits[pit] += 1;
            left -= 1;
        }
    }
    pits
}

/// Whether the pie rule lets the side to move take the other side now: the first player's first turn is over
/// (every sowing so far was theirs, and now the other side is to move) and the game goes on.
pub fn swap_offered(start: &Position, moves: &[u8]) -> bool {
    let first = start.to_move();
    let mut position = *start;
    for &pit in moves {
        if position.to_move() != first {
            return false;
        }
        match position.play(pit) {
            Ok((next, _)) => position = next,
            Err(_) => return false,
        }
    }
    !moves.is_empty() && !position.is_over() && position.to_move() != first
}

/// Otto's choice under the pie rule, for the side to move in `position` (just offered the other side): take it
/// when the position is worth less than nothing to the side to move. Proved when the solver finishes within
/// `limits`; else a deep search's estimate.
pub fn takes_the_other_side(position: &Position, solver: &mut Solver, limits: &Limits) -> bool {
    match solver.solve(position, limits) {
        Ok(solution) => solution.value < 0,
        Err(_) => {
            let scored = score_moves(
                position,
                Some(solver.endgame().as_ref()),
                ESTIMATE_DEPTH,
                &Limits::none(),
            );
            let best = scored
                .ok()
                .and_then(|moves| moves.iter().map(|m| m.score).max())
                .unwrap_or(0);
            best < 0 && best / SCALE < 0
        }
    }
}
