//! Solving whole games from the start: wall time, nodes and peak memory, printed for the README.
//! One solve of the standard game takes seconds, so this bench times single runs instead of criterion's many
//! samples. `cargo bench --no-default-features --bench solver [BOARD]`, BOARD being a name such as "6x4".
//!
//! The standard game is solved twice, as `mancala solve` does it: first from a cold cache (an empty cache folder
//! of the bench's own: the endgame table is built, saved and used), then warm (the table read from that folder).
//! The other boards use the user's cache folder, as the game's commands do.

use std::path::Path;
use std::time::Instant;

use mancala::engine::endgame::{DEFAULT_ENTRIES, LARGE_ENTRIES};
use mancala::engine::{KALAH, Limits, Position, Solver, SolverConfig};

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

/// Solves the start of `pits` x `seeds` with the tables kept in `folder`, and prints what it took.
fn solve(name: &str, pits: u8, seeds: u8, folder: Option<&Path>) {
    let started = Instant::now();
    // As `mancala solve` does: both cores and the large table only where they pay.
    let large = 2 * u32::from(pits) * u32::from(seeds) > 40;
    let threads = if large { 2 } else { 1 };
    let entries = if large {
        LARGE_ENTRIES
    } else {
        DEFAULT_ENTRIES
    };
    let endgame = match folder {
        Some(folder) => mancala::cache::endgame_in(Some(folder), KALAH, pits, entries, 2),
        None => mancala::cache::endgame(pits, entries, 2),
    };
    let mut solver =
        Solver::with_endgame(endgame, SolverConfig::default().table_bytes).with_threads(threads);
    let ready = started.elapsed();
    let start = Position::start(pits, seeds).expect("valid board");
    let solution = solver
        .solve(&start, &Limits::none())
        .expect("no limits, so it finishes");
    let total = started.elapsed();
    println!(
        "solve {name} ({threads} threads): value {:+}, best {:?}, {} nodes, {:.2} s (endgame table {} seeds ready in \
         {:.2} s, search {:.2} s), peak memory {:.0} MiB",
        solution.value,
        solution.best,
        solution.nodes,
        total.as_secs_f64(),
        solver.endgame().seeds(),
        ready.as_secs_f64(),
        (total - ready).as_secs_f64(),
        peak_memory_mib(),
    );
}

fn main() {
    // `cargo bench` passes `--bench`; a name filter, if any, picks boards such as "6x4".
    let filter = std::env::args().skip(1).find(|a| !a.starts_with("--"));
    let wanted = |name: &str| filter.as_ref().is_none_or(|f| name.contains(f.as_str()));
    for (pits, seeds) in [(4, 4), (5, 4), (6, 3)] {
        let name = format!("{pits}x{seeds}");
        if wanted(&name) {
            solve(&name, pits, seeds, None);
        }
    }
    if wanted("6x4") {
        let folder =
            std::env::temp_dir().join(format!("mancala-solver-bench-{}", std::process::id()));
        std::fs::create_dir_all(&folder).expect("a temporary folder");
        solve("6x4 cold", 6, 4, Some(&folder));
        solve("6x4 warm", 6, 4, Some(&folder));
        let _ = std::fs::remove_dir_all(&folder);
    }
}
