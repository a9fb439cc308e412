//! The three alpha-beta searches at fixed depths, for before-and-after ratios of a change to their loop: the
//! depth search (Medium's, Teach me's and the solver's first guess) on Kalah and Oware positions, Hard's
//! deepening search on one thread with a fresh table, and Congklak's relay search (`score_moves` and its
//! deepening). Each part prints its seconds and a checksum of the scores and moves, which must not change
//! when only the code's shape does. `cargo bench --no-default-features --bench searches`; with `-- NAME`, only
//! the parts whose name holds NAME (depth, deepening, relay).

use std::time::Instant;

use mancala::engine::deepening::Deepening;
use mancala::engine::depth::score_moves;
use mancala::engine::relay_search;
use mancala::engine::{CONGKLAK, Limits, OWARE, Position};

/// Positions a few sowings into a game, the same every run: the start, then `sowings` moves by a fixed rule.
fn positions(start: Position, sowings: usize, count: usize) -> Vec<Position> {
    (0..count)
        .map(|n| {
            let mut position = start;
            for step in 0..sowings {
                let moves: Vec<u8> = position.legal_moves().collect();
                if moves.is_empty() {
                    break;
                }
                let pit = moves[(n * 7 + step * 3) % moves.len()];
                position = position.play(pit).expect("a legal move").0;
            }
            position
        })
        .filter(|position| !position.is_over())
        .collect()
}

fn timed(name: &str, work: impl FnOnce() -> i64) {
    let started = Instant::now();
    let checksum = work();
    println!(
        "{name}: {:.3} s (checksum {checksum})",
        started.elapsed().as_secs_f64()
    );
}

fn main() {
    let filter = std::env::args().skip(1).find(|a| !a.starts_with("--"));
    let wanted = |name: &str| filter.as_ref().is_none_or(|f| name.contains(f.as_str()));
    let kalah = positions(Position::standard(), 4, 12);
    let oware = positions(Position::standard().with_rules(OWARE), 4, 12);
    let congklak = positions(
        Position::start_usual(CONGKLAK, None, None).expect("Congklak's board"),
        1,
        6,
    );
    let none = Limits::none();
    if wanted("depth") {
        timed("depth search, Kalah, depth 11", || {
            kalah
                .iter()
                .flat_map(|p| score_moves(p, None, 11, &none).expect("no limits"))
                .map(|s| i64::from(s.score) * i64::from(s.pit))
                .sum()
        });
        timed("depth search, Oware, depth 10", || {
            oware
                .iter()
                .flat_map(|p| score_moves(p, None, 10, &none).expect("no limits"))
                .map(|s| i64::from(s.score) * i64::from(s.pit))
                .sum()
        });
    }
    if wanted("deepening") {
        for (name, line, depth) in [("Kalah", &kalah, 15), ("Oware", &oware, 14)] {
            timed(&format!("deepening search, {name}, depth {depth}"), || {
                line.iter()
                    .map(|p| {
                        let found = Deepening::with_slots(1 << 20)
                            .search(p, None, depth, &none)
                            .expect("a move");
                        i64::from(found.score) * i64::from(found.pit) + found.nodes as i64
                    })
                    .sum()
            });
        }
    }
    if wanted("relay") {
        timed("relay search, Congklak, depth 6", || {
            congklak
                .iter()
                .flat_map(|p| relay_search::score_moves(p, 6, &none).expect("no limits"))
                .map(|s| i64::from(s.score) * i64::from(s.pit))
                .sum()
        });
        timed("relay deepening, Congklak, depth 8", || {
            congklak
                .iter()
                .map(|p| {
                    let found = relay_search::Deepening::default()
                        .search(p, 8, &none)
                        .expect("a move");
                    i64::from(found.score) * i64::from(found.pit) + found.nodes as i64
                })
                .sum()
        });
    }
}
