//! Engine speed: random playouts on the standard board (sowings per second) and perft.

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use mancala::engine::{Position, perft};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

const GAMES: usize = 1000;

/// Plays `GAMES` random games from the standard start; returns the sowings played.
fn random_playouts(seed: u64) -> u64 {
    let mut rng = SmallRng::seed_from_u64(seed);
    let mut sowings = 0;
    for _ in 0..GAMES {
        let mut position = Position::standard();
        loop {
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let pick = rng.random_range(0..moves.len());
            let pit = moves.clone().nth(pick).expect("pick is within the moves");
            position = position.play(pit).expect("legal move").0;
            sowings += 1;
        }
        black_box(position);
    }
    sowings
}

fn playouts(c: &mut Criterion) {
    let sowings = random_playouts(7);
    let mut group = c.benchmark_group("random playouts, 6 pits x 4 seeds");
    group.throughput(Throughput::Elements(sowings));
    group.bench_function(format!("{GAMES} games ({sowings} sowings)"), |b| {
        b.iter(|| random_playouts(black_box(7)))
    });
    group.finish();
}

/// Like perft, but plays every last sowing instead of counting the moves: the count is the sowings played.
fn sow_all(position: &Position, depth: u32) -> u64 {
    if depth == 0 || position.is_over() {
        return 0;
    }
    position
        .legal_moves()
        .map(|pit| {
            let (child, _) = position.play(pit).expect("legal move");
            1 + sow_all(&child, depth - 1)
        })
        .sum()
}

fn perft_standard(c: &mut Criterion) {
    let start = Position::standard();
    let nodes = perft(&start, 9);
    let mut group = c.benchmark_group("perft, 6 pits x 4 seeds");
    group.throughput(Throughput::Elements(nodes));
    group.sample_size(10);
    group.bench_function(format!("depth 9 ({nodes} leaves)"), |b| {
        b.iter(|| perft(black_box(&start), 9))
    });
    group.finish();

    let sowings = sow_all(&start, 8);
    let mut group = c.benchmark_group("every sowing to depth 8, 6 pits x 4 seeds");
    group.throughput(Throughput::Elements(sowings));
    group.sample_size(10);
    group.bench_function(format!("{sowings} sowings"), |b| {
        b.iter(|| sow_all(black_box(&start), 8))
    });
    group.finish();
}

criterion_group!(benches, playouts, perft_standard);
criterion_main!(benches);
