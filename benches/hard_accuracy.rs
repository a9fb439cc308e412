//! How often Hard keeps the exact value: 500 random mid-game positions of the standard game (15 to 30 seeds left
//! in the pits), Hard's move at its default time against the solver's proof without limits.
//! `cargo bench --no-default-features --bench hard_accuracy`.

use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use mancala::engine::ai::HARD_MOVE_TIME;
use mancala::engine::endgame::DEFAULT_ENTRIES;
use mancala::engine::{Ai, Budget, EndgameTable, Level, Limits, Position, Solver};
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

const POSITIONS: usize = 500;

/// A random position of the standard game with 15 to 30 seeds left in the pits and the game still on.
fn mid_game(rng: &mut ChaCha8Rng) -> Position {
    loop {
        let mut position = Position::standard();
        while !position.is_over() {
            let left = position.total_seeds()
                - u32::from(position.store(mancala::engine::Side::South))
                - u32::from(position.store(mancala::engine::Side::North));
            if left <= 30 && rng.random_bool(0.3) {
                break;
            }
            let moves: Vec<u8> = position.legal_moves().collect();
            position = position
                .play(moves[rng.random_range(0..moves.len())])
                .unwrap()
                .0;
        }
        let left = position.row_seeds(mancala::engine::Side::South)
            + position.row_seeds(mancala::engine::Side::North);
        if !position.is_over() && (15..=30).contains(&left) && position.legal_moves().count() > 1 {
            return position;
        }
    }
}

fn main() {
    let mut rng = ChaCha8Rng::seed_from_u64(2026);
    let positions: Vec<Position> = (0..POSITIONS).map(|_| mid_game(&mut rng)).collect();
    let endgame = Arc::new(EndgameTable::build(6, DEFAULT_ENTRIES, 2));
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| {
                let mut judge = Solver::with_endgame(Arc::clone(&endgame), 256 << 20);
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(position) = positions.get(i) else {
                        break;
                    };
                    let mut hard =
                        Ai::with_endgame(Level::Hard, Some(Arc::clone(&endgame)), i as u64);
                    let started = Instant::now();
                    let elapsed = move || started.elapsed();
                    let budget = Budget {
                        clock: Some((&elapsed, HARD_MOVE_TIME)),
                        ..Budget::default()
                    };
                    let choice = hard.choose(position, &budget).unwrap();
                    let took = started.elapsed();
                    let truth = judge.solve(position, &Limits::none()).unwrap();
                    let kept = truth.best.contains(&choice.pit);
                    results.lock().unwrap().push((kept, took));
                }
            });
        }
    });
    let results = results.into_inner().unwrap();
    let kept = results.iter().filter(|(kept, _)| *kept).count();
    let mut times: Vec<Duration> = results.iter().map(|(_, t)| *t).collect();
    times.sort();
    println!(
        "hard kept the exact value in {kept} of {} mid-game positions ({:.1}%); move time median {:.3} s, worst {:.3} s",
        results.len(),
        100.0 * kept as f64 / results.len() as f64,
        times[times.len() / 2].as_secs_f64(),
        times[times.len() - 1].as_secs_f64(),
    );
}
