//! The review of whole games: six standard games, three between two Medium players (made with `mancala best
//! --level medium --seed N` a sowing) and three of Easy, Medium and Hard against one another, each reviewed from its end back along its line with 1.5 s a sowing on average,
//! the way `mancala review` does; the time and how many sowings stayed estimates. With the 20-seed table of the
//! cache folder (built once if missing) and a store of proofs of its own for each game, empty at first (no
//! proof from an earlier run), on two threads (`REVIEW_THREADS=1` for one); then the same game reviewed again by a
//! new solver over that store.
//! `cargo bench --no-default-features --bench review`.

use std::sync::Arc;
use std::time::{Duration, Instant};

use mancala::engine::endgame::entries_for;
use mancala::engine::review::review_along_the_line;
use mancala::engine::{KALAH, Limits, ProofStore, ProofsInMemory, Record, Solver, SolverConfig};

/// Three games between two Medium players, then Easy against Hard, Hard against Medium and Easy against Medium
/// (South first; Hard at 1 s a move).
const GAMES: [&[u8]; 6] = [
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
    &[
        3, 1, 3, 4, 2, 1, 1, 2, 6, 4, 5, 6, 4, 6, 5, 6, 3, 3, 2, 6, 5, 5, 2, 6, 1, 3, 4, 1,
    ],
    &[
        3, 6, 2, 1, 5, 3, 6, 2, 6, 5, 2, 3, 3, 5, 6, 1, 3, 5, 1, 4, 2, 6, 1, 6,
    ],
    &[
        3, 5, 4, 6, 1, 4, 2, 2, 6, 1, 6, 5, 6, 3, 3, 1, 4, 2, 5, 5, 2, 3, 3, 4, 4, 5, 1, 1, 2, 3, 6,
    ],
];

const AVERAGE: Duration = Duration::from_millis(1_500);

/// The solver's threads: 2, as `mancala review` and the window's review use, or `REVIEW_THREADS`.
fn threads() -> usize {
    std::env::var("REVIEW_THREADS")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(2)
}

fn main() {
    let endgame = mancala::cache::endgame_for(KALAH, 6, entries_for(KALAH), 2);
    for (n, moves) in GAMES.iter().enumerate() {
        let record = Record::new(mancala::engine::Position::standard(), moves.to_vec())
            .expect("the games replay");
        let store = Arc::new(ProofsInMemory::default());
        for pass in ["first review", "again, from the kept proofs"] {
            let mut solver =
                Solver::with_endgame(endgame.clone(), SolverConfig::default().table_bytes)
                    .with_threads(threads())
                    .with_proofs(Some(Arc::clone(&store) as Arc<dyn ProofStore>));
            let (seconds, estimates) = review(&record, &mut solver);
            println!(
                "game {} ({} sowings), {pass}: {seconds:.1} s, {} estimates {estimates:?}",
                n + 1,
                moves.len(),
                estimates.len()
            );
        }
    }
}

/// The game reviewed from its end back at [`AVERAGE`] a sowing: the seconds and the sowings left estimates.
fn review(record: &Record, solver: &mut Solver) -> (f64, Vec<usize>) {
    let moves = &record.moves;
    let positions = record.positions();
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
            review_along_the_line(&positions[index], moves[index], after, solver, &limits)
                .expect("every sowing is rated");
        after = value;
        if !review.exact {
            estimates.push(index + 1);
        }
    }
    estimates.reverse();
    (began.elapsed().as_secs_f64(), estimates)
}
