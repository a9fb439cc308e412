//! Solving whole games from the start: wall time, nodes and peak memory, printed for the README.
//! One solve of the standard game takes seconds to a minute, so this bench times single runs instead of
//! criterion's many samples. `cargo bench --no-default-features --bench solver`; the first run builds the
//! endgame tables and caches them (see `mancala::cli::cache`), later runs read them.

use std::time::Instant;

use mancala::engine::endgame::{DEFAULT_ENTRIES, LARGE_ENTRIES};
use mancala::engine::{Limits, Position, Solver, SolverConfig};

/// The most memory the process has held, from the kernel's own count (Linux only; 0 elsewhere).
fn peak_memory_mib() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            status
                .lines()
                .find(|line| line.starts_with("VmHWM:"))
                .and_then(|line| line.split_whitespace().nth(1))
                .and_then(|kib| kib.parse::<f64>().ok())
        })
        .map_or(0.0, |kib| kib / 1024.0)
}

fn main() {
    // `cargo bench` passes `--bench`; a name filter, if any, picks boards such as "6x4".
    let filter = std::env::args().skip(1).find(|a| !a.starts_with("--"));
    for (pits, seeds) in [(4, 4), (5, 4), (6, 3), (6, 4)] {
        let name = format!("{pits}x{seeds}");
        if filter.as_ref().is_some_and(|f| !name.contains(f.as_str())) {
            continue;
        }
        let started = Instant::now();
        // As `mancala solve` does: both cores and the large table only where they pay. The table comes from the
        // cache when an earlier run saved it; the first run builds it.
        let large = 2 * u32::from(pits) * u32::from(seeds) > 40;
        let threads = if large { 2 } else { 1 };
        let entries = if large {
            LARGE_ENTRIES
        } else {
            DEFAULT_ENTRIES
        };
        let endgame = mancala::cli::cache::endgame(pits, entries, 2);
        let mut solver = Solver::with_endgame(endgame, SolverConfig::default().table_bytes)
            .with_threads(threads);
        let built = started.elapsed();
        let start = Position::start(pits, seeds).expect("valid board");
        let solution = solver
            .solve(&start, &Limits::none())
            .expect("no limits, so it finishes");
        let total = started.elapsed();
        println!(
            "solve {name} ({threads} threads): value {:+}, best {:?}, {} nodes, {:.2} s (endgame table {} seeds ready in {:.2} s), \
             peak memory {:.0} MiB",
            solution.value,
            solution.best,
            solution.nodes,
            total.as_secs_f64(),
            solver.endgame().seeds(),
            built.as_secs_f64(),
            peak_memory_mib(),
        );
    }
}
