//! The review of whole games: three standard games between two Medium players (made with `mancala best --level
//! medium --seed N` a sowing), each reviewed from its end back along its line with 1.5 s a sowing on average,
//! the way `mancala review` does; the time and how many sowings stayed estimates. With the 20-seed table of the
//! cache folder (built once if missing).
//! `cargo bench --no-default-features --bench review`.

use std::time::{Duration, Instant};

use mancala::engine::endgame::entries_for;
use mancala::engine::review::review_along_the_line;
use mancala::engine::{KALAH, Limits, Record, Solver, SolverConfig};

const GAMES: [&[u8]; 3] = [
    &[
        3, 1, 6, 1, 5, 4, 6, 4, 2, 6, 5, 3, 1, 6, 5, 5, 1, 4, 4, 6, 6, 5, 3, 4, 6, 2, 1, 6, 4, 3,
        6, 3, 2, 5, 2, 4, 1, 6,
    ],
    &[
        3, 1, 6, 5, 2, 6, 3, 1, 6, 1, 2, 4, 5, 2, 2, 1, 1, 4, 3, 5, 1, 5, 2, 6, 5, 3, 1, 4,
    ],
    &[
        2, 3, 4, 2, 1, 6, 3, 1, 2, 4, 4, 6, 2, 1, 5, 1, 3, 2, 4, 3, 1, 4, 5, 1, 4, 5, 2, 5, 4, 3,
        5, 5, 6, 6, 4, 3, 6, 5, 6, 3, 5, 2, 1, 3, 4, 4, 5,
    ],
];

const AVERAGE: Duration = Duration::from_millis(1_500);

fn main() {
    let endgame = mancala::cache::endgame_for(KALAH, 6, entries_for(KALAH), 2);
    for (n, moves) in GAMES.iter().enumerate() {
        let record = Record::new(mancala::engine::Position::standard(), moves.to_vec())
            .expect("the games replay");
        let positions = record.positions();
        let mut solver = Solver::with_endgame(endgame.clone(), SolverConfig::default().table_bytes);
        let began = Instant::now();
        let mut after = None;
        let mut estimates = Vec::new();
        for (reviewed, index) in (0..moves.len()).rev().enumerate() {
            let deadline = began + AVERAGE * (reviewed as u32 + 1);
            let stop = move || Instant::now() >= deadline;
            let limits = Limits {
                nodes: None,
                stop: Some(&stop),
                progress: None,
            };
            let (review, value) =
                review_along_the_line(&positions[index], moves[index], after, &mut solver, &limits)
                    .expect("every sowing is rated");
            after = value;
            if !review.exact {
                estimates.push(index + 1);
            }
        }
        estimates.reverse();
        println!(
            "game {} ({} sowings): {:.1} s, {} estimates {estimates:?}",
            n + 1,
            moves.len(),
            began.elapsed().as_secs_f64(),
            estimates.len()
        );
    }
}
