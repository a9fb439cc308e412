//! How much sooner Hard's Oware search finishes a depth on two threads than on one: six positions after six
//! sowings, each searched to `DEPTH` (17) with a table of its own, one thread and two alternately for `ROUNDS`
//! (2) rounds, with the largest Oware endgame table in the cache folder (`mancala --rules oware endgame
//! --seeds 20` builds one). Prints each round's seconds and nodes and the ratio of the medians.
//! `cargo bench --no-default-features --bench oware_threads`.

use std::time::Instant;

use mancala::engine::deepening::Deepening;
use mancala::engine::{EndgameTable, Limits, OWARE, Position};

const LINES: [[u8; 6]; 6] = [
    [4, 4, 3, 3, 5, 1],
    [1, 2, 3, 4, 5, 6],
    [6, 6, 5, 2, 1, 3],
    [3, 1, 4, 1, 5, 2],
    [2, 5, 6, 1, 3, 4],
    [5, 3, 1, 6, 2, 2],
];

fn var(name: &str, default: u32) -> u32 {
    std::env::var(name)
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(default)
}

/// Seconds and nodes to finish `depth` in every position of `LINES` on `threads` threads.
fn run(positions: &[Position], table: &EndgameTable, depth: u32, threads: usize) -> (f64, u64) {
    let started = Instant::now();
    let mut nodes = 0;
    for position in positions {
        let mut search = Deepening::new();
        search.set_threads(threads);
        let found = search
            .search(position, Some(table), depth, &Limits::none())
            .expect("a live position has a move");
        assert_eq!(found.depth, depth);
        nodes += found.nodes;
    }
    (started.elapsed().as_secs_f64(), nodes)
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn main() {
    let depth = var("DEPTH", 17);
    let rounds = var("ROUNDS", 2).max(1);
    let table = mancala::cache::largest_kept(OWARE, 6, 2);
    println!("the {}-seed table, depth {depth}", table.seeds());
    let positions: Vec<Position> = LINES
        .iter()
        .map(|line| {
            line.iter()
                .fold(Position::standard().with_rules(OWARE), |position, &pit| {
                    position.play(pit).map_or(position, |(after, _)| after)
                })
        })
        .collect();
    let (mut one, mut two) = (Vec::new(), Vec::new());
    for round in 1..=rounds {
        for (threads, times) in [(1, &mut one), (2, &mut two)] {
            let (seconds, nodes) = run(&positions, &table, depth, threads);
            println!("round {round}, {threads} thread(s): {seconds:.2} s, {nodes} nodes");
            times.push(seconds);
        }
    }
    println!(
        "two threads finish {:.2} times sooner (medians)",
        median(one) / median(two)
    );
}
