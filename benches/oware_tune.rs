//! Fits Oware's evaluation (`engine::evaluation::OWARE_WEIGHTS`) to positions of real games: quiet positions (no
//! sowing of the mover's captures) with more seeds than the endgame table holds, from games of Hard's search
//! with one random sowing in four, each labelled by a deep search (the endgame table at its leaves) with the
//! weights in the code. Least squares on half the positions; the error of the weights in the code and of the
//! fitted ones on the other half, then the fitted weights to paste. Repeating with the new weights in the code
//! refines the labels. `cargo bench --no-default-features --bench oware_tune`; `POSITIONS=N` (6,000),
//! `DEPTH=D` (10), `SEED=S` (1).

use std::collections::HashSet;
use std::sync::Arc;

use mancala::engine::deepening::Deepening;
use mancala::engine::evaluation::{OWARE_FEATURES, OWARE_WEIGHTS, SCALE, evaluate, oware_features};
use mancala::engine::{EndgameTable, Limits, OWARE, Position, Side};
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

const PLAY_NODES: u64 = 20_000;
/// Ridge: keeps weights of features that hardly vary from growing without bound.
const RIDGE: f64 = 1.0;

fn var(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(default)
}

/// The rows from the mover's side.
fn rows(position: &Position) -> (u64, u64) {
    let me = position.to_move();
    (position.row_word(me), position.row_word(me.opponent()))
}

/// Whether no sowing of the mover's captures.
fn quiet(position: &Position) -> bool {
    position.legal_moves().all(|pit| {
        position
            .play(pit)
            .map(|(_, sowing)| sowing.taken().is_none())
            .unwrap_or(true)
    })
}

/// Positions from games, quiet and beyond the table.
fn positions(count: usize, table: &EndgameTable, seed: u64) -> Vec<Position> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut search = Deepening::new();
    let mut seen = HashSet::new();
    let mut found = Vec::new();
    while found.len() < count {
        let mut position = Position::standard().with_rules(OWARE);
        let mut line = vec![position];
        let opening = rng.random_range(2..8);
        while !position.is_over() && line.len() < 300 {
            let moves: Vec<u8> = position.legal_moves().collect();
            let pit = if line.len() <= opening || rng.random_bool(0.25) {
                moves[rng.random_range(0..moves.len())]
            } else {
                let limits = Limits {
                    nodes: Some(PLAY_NODES),
                    ..Limits::none()
                };
                search
                    .search(&position, Some(table), 64, &limits)
                    .map_or(moves[0], |found| found.pit)
            };
            position = position.play_in_line(pit, &line).expect("legal").0;
            line.push(position);
            if !position.is_over()
                && position.row_seeds(Side::South) + position.row_seeds(Side::North) > table.seeds()
                && quiet(&position)
                && seen.insert(rows(&position))
            {
                found.push(position);
            }
        }
    }
    found.truncate(count);
    found
}

/// The mover's future gain by a `depth` search, in quarter seeds.
fn label(search: &mut Deepening, position: &Position, table: &EndgameTable, depth: u32) -> f64 {
    let me = position.to_move();
    let stores = i32::from(position.store(me)) - i32::from(position.store(me.opponent()));
    let found = search
        .search(position, Some(table), depth, &Limits::none())
        .expect("a live position has a move");
    f64::from(found.score - stores * SCALE)
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let n = b.len();
    for col in 0..n {
        let pivot = (col..n)
            .max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))
            .expect("rows left");
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (above, below) = a.split_at_mut(col + 1);
        let pivot_row = &above[col];
        for (offset, row) in below.iter_mut().enumerate() {
            let factor = row[col] / pivot_row[col];
            for (cell, &top) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                *cell -= factor * top;
            }
            b[col + 1 + offset] -= factor * b[col];
        }
    }
    let mut x = vec![0.0; n];
    for row in (0..n).rev() {
        let sum: f64 = (row + 1..n).map(|k| a[row][k] * x[k]).sum();
        x[row] = (b[row] - sum) / a[row][row];
    }
    x
}

fn main() {
    let count = var("POSITIONS", 6_000) as usize;
    let depth = var("DEPTH", 10) as u32;
    let seed = var("SEED", 1);
    // The largest table in the cache folder: the evaluation is asked only beyond it.
    let table: Arc<EndgameTable> = mancala::cache::largest_kept(OWARE, 6, 2);
    let started = std::time::Instant::now();
    let positions = positions(count, &table, seed);
    eprintln!(
        "{} positions from games in {:.0} s",
        positions.len(),
        started.elapsed().as_secs_f64()
    );
    let started = std::time::Instant::now();
    let labels: Vec<f64> = std::thread::scope(|scope| {
        let halves: Vec<_> = positions
            .chunks(positions.len().div_ceil(2))
            .map(|chunk| {
                let table = &table;
                scope.spawn(move || {
                    let mut search = Deepening::new();
                    chunk
                        .iter()
                        .map(|position| label(&mut search, position, table, depth))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        halves
            .into_iter()
            .flat_map(|half| half.join().expect("labelling does not panic"))
            .collect()
    });
    eprintln!(
        "labelled by {depth}-sowing searches in {:.0} s",
        started.elapsed().as_secs_f64()
    );
    let features: Vec<[f64; 20]> = positions
        .iter()
        .map(|position| {
            let (own, opp) = rows(position);
            oware_features(own, opp, 6).map(f64::from)
        })
        .collect();
    let (fit, test) = (0..positions.len()).partition::<Vec<_>, _>(|i| i % 2 == 0);
    let n = OWARE_FEATURES.len();
    let mut a = vec![vec![0.0; n]; n];
    let mut b = vec![0.0; n];
    for &i in &fit {
        for r in 0..n {
            for c in 0..n {
                a[r][c] += features[i][r] * features[i][c];
            }
            b[r] += features[i][r] * labels[i];
        }
    }
    for (r, row) in a.iter_mut().enumerate().skip(1) {
        row[r] += RIDGE * fit.len() as f64 / 1000.0;
    }
    let weights = solve(a, b);
    let error = |predict: &dyn Fn(usize) -> f64| {
        let sum: f64 = test.iter().map(|&i| (predict(i) - labels[i]).powi(2)).sum();
        (sum / test.len() as f64).sqrt() / f64::from(SCALE)
    };
    let now = error(&|i| {
        let (own, opp) = rows(&positions[i]);
        f64::from(evaluate(own, opp, 6, OWARE))
    });
    let fitted = error(&|i| (0..n).map(|k| weights[k] * features[i][k]).sum());
    let zero = error(&|_| 0.0);
    println!(
        "error in seeds on {} held-out positions: none {zero:.2}, the code's weights {now:.2}, fitted {fitted:.2}",
        test.len()
    );
    for (name, (weight, old)) in OWARE_FEATURES.iter().zip(weights.iter().zip(OWARE_WEIGHTS)) {
        println!("{name:>28}: {:>7.1} (now {old})", weight * 256.0);
    }
    let ints: Vec<String> = weights
        .iter()
        .map(|w| format!("{}", (w * 256.0).round() as i32))
        .collect();
    println!(
        "pub const OWARE_WEIGHTS: [i32; 20] = [{}];",
        ints.join(", ")
    );
}
