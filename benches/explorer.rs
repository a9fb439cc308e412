//! The server's opening explorer: a question about a position met in 100,000 stored games. The index is filled
//! first (100,000 games of pits picked at random from the standard start, each counted by its first 30
//! sowings, in transactions of 1,000 games), then the start (met in every game) and a position four sowings in
//! are asked for. SQLite, the server's default; and PostgreSQL too when `MANCALA_POSTGRES_URL` names one (its
//! `explorer` table is emptied first: use a database of its own).
//!
//! `cargo bench --bench explorer`; `EXPLORER_GAMES` sets another number of games.

use std::hint::black_box;
use std::time::Instant;

use criterion::{Criterion, criterion_group, criterion_main};
use mancala::engine::{Position, Record};
use mancala::server::Store;
use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

const BATCH: usize = 1000;

fn games() -> usize {
    std::env::var("EXPLORER_GAMES")
        .ok()
        .and_then(|games| games.parse().ok())
        .unwrap_or(100_000)
}

/// A whole game of pits picked at random.
fn random_game(random: &mut ChaCha8Rng) -> Record {
    let start = Position::standard();
    let mut position = start;
    let mut moves = Vec::new();
    while !position.is_over() {
        let legal: Vec<u8> = position.legal_moves().collect();
        let pit = legal[random.random_range(0..legal.len())];
        position = position.play(pit).expect("a legal pit").0;
        moves.push(pit);
    }
    Record::new(start, moves).expect("legal moves")
}

/// Fills `store`'s index with `count` games; the seconds it took.
async fn fill(store: &Store, count: usize) -> f64 {
    let began = Instant::now();
    let mut random = ChaCha8Rng::seed_from_u64(7);
    let mut left = count;
    while left > 0 {
        let batch: Vec<Record> = (0..left.min(BATCH))
            .map(|_| random_game(&mut random))
            .collect();
        store.explore_games(&batch).await.expect("stored");
        left -= batch.len();
    }
    began.elapsed().as_secs_f64()
}

fn ask(c: &mut Criterion, runtime: &tokio::runtime::Runtime, store: &Store, name: &str) {
    let start = Position::standard();
    let four_in = [1, 6, 2, 3]
        .iter()
        .fold(start, |position, &pit| position.play(pit).unwrap().0);
    let games_at_start: u64 = runtime
        .block_on(store.explorer(&start))
        .unwrap()
        .iter()
        .map(|explored| explored.games)
        .sum();
    eprintln!("{name}: the start met in {games_at_start} games");
    let mut group = c.benchmark_group(format!("explorer ({name})"));
    group.bench_function("the start", |b| {
        b.iter(|| runtime.block_on(store.explorer(black_box(&start))).unwrap())
    });
    group.bench_function("four sowings in", |b| {
        b.iter(|| {
            runtime
                .block_on(store.explorer(black_box(&four_in)))
                .unwrap()
        })
    });
    group.finish();
}

fn explorer(c: &mut Criterion) {
    let runtime = tokio::runtime::Runtime::new().expect("a runtime");
    let count = games();
    let dir = std::env::temp_dir().join(format!("mancala-explorer-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let url = format!("sqlite://{}?mode=rwc", dir.join("explorer.db").display());
    let store = runtime.block_on(Store::open(&url)).expect("the database");
    let seconds = runtime.block_on(fill(&store, count));
    eprintln!("SQLite: {count} games indexed in {seconds:.1} s");
    ask(c, &runtime, &store, "SQLite");
    if let Ok(url) = std::env::var("MANCALA_POSTGRES_URL") {
        let store = runtime.block_on(Store::open(&url)).expect("the database");
        runtime.block_on(store.forget_explorer()).expect("emptied");
        let seconds = runtime.block_on(fill(&store, count));
        eprintln!("PostgreSQL: {count} games indexed in {seconds:.1} s");
        ask(c, &runtime, &store, "PostgreSQL");
    }
    let _ = std::fs::remove_dir_all(dir);
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(50);
    targets = explorer
}
criterion_main!(benches);
