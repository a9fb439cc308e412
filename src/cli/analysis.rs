//! `solve`, `analyze`, `best` and `hint`: the solver and the AI on one position, timed by the wall clock.

use std::time::{Duration, Instant};

use serde_json::json;

use super::{CliError, to_json};
use crate::engine::deepening::Deepening;
use crate::engine::endgame::{DEFAULT_ENTRIES, HUGE_ENTRIES, LARGE_ENTRIES, OwareBuild};
use crate::engine::{
    Ai, Basis, Budget, Level, Limits, MoveValue, Position, Progress, Side, Solver, deepening, hint,
    openings, oware_book, puzzle,
};

/// Above this many seeds in the pits, the large endgame table (built once, then read from the cache) and a
/// second search thread pay for themselves.
pub const LARGE_ABOVE: u32 = 40;

/// The solver a command uses: for big positions both cores and, when the command may take its time (the first
/// build of the large table takes about half a minute), the large endgame table.
fn solver_for(position: &Position, time_ms: Option<u64>) -> Solver {
    let in_pits = position.row_seeds(Side::South) + position.row_seeds(Side::North);
    let large = in_pits > LARGE_ABOVE && time_ms.is_none();
    let threads = if large { 2 } else { 1 };
    let entries = if large && in_pits > HUGE_ABOVE {
        HUGE_ENTRIES
    } else if large {
        LARGE_ENTRIES
    } else {
        DEFAULT_ENTRIES
    };
    let endgame = if large && !position.rules().is_oware() {
        crate::cache::largest_at_least(position.rules(), position.pits(), entries, 2)
    } else {
        crate::cache::endgame_for_command(position.rules(), position.pits(), entries, 2)
    };
    // Games bigger than the standard one (Kalah(6,5) has 60 seeds) search for many minutes: a transposition
    // table of 2 GiB keeps far more of that work, within 4 GiB in all. The standard game's solves fill no more
    // than 128 MiB: a bigger table searched as many nodes, only slower (measurements.md).
    let table_bytes = if large && in_pits > HUGE_ABOVE {
        HUGE_TABLE_BYTES
    } else {
        COMMAND_TABLE_BYTES
    };
    Solver::with_endgame(endgame, table_bytes)
        .with_threads(threads)
        .with_proofs(Some(crate::proofs::shared()))
}

/// Above this many seeds in the pits a solve without a time limit gets [`HUGE_TABLE_BYTES`].
pub const HUGE_ABOVE: u32 = 50;
const HUGE_TABLE_BYTES: usize = 2 << 30;
const COMMAND_TABLE_BYTES: usize = 128 << 20;

/// Why a solve gave no answer: the time ran out, or an Oware position holds more seeds than the table, the only
/// way Oware is solved.
fn unsolved(
    solver: &Solver,
    position: &Position,
    what: &'static str,
    source: crate::engine::Unfinished,
) -> CliError {
    if position.rules().is_oware() {
        CliError::BeyondOwareTable {
            table: solver.endgame().seeds(),
            seeds: position.row_seeds(Side::South) + position.row_seeds(Side::North),
            position: *position,
        }
    } else {
        CliError::OutOfTime { what, source }
    }
}

/// How often a long solve says where it stands on standard error.
const PROGRESS_EVERY: Duration = Duration::from_secs(5);

/// Runs `work` with limits that stop it after `time_ms`, if given. A solve without a time limit tells where it
/// stands on standard error every [`PROGRESS_EVERY`] (Ctrl+C stops it; the endgame tables are already saved).
fn timed<T>(time_ms: Option<u64>, work: impl FnOnce(&Limits) -> T) -> (T, Duration) {
    let started = Instant::now();
    let deadline = time_ms.map(|ms| started + Duration::from_millis(ms));
    let stop = move || deadline.is_some_and(|d| Instant::now() >= d);
    let last_told = std::sync::Mutex::new(started);
    let tell = |progress: Progress| {
        let now = Instant::now();
        let Ok(mut last) = last_told.lock() else {
            return;
        };
        if now.duration_since(*last) >= PROGRESS_EVERY {
            *last = now;
            eprintln!("{}", progress_line(progress, now.duration_since(started)));
        }
    };
    let limits = Limits {
        nodes: None,
        stop: Some(&stop),
        progress: time_ms
            .is_none()
            .then_some(&tell as &(dyn Fn(Progress) + Sync)),
    };
    let result = work(&limits);
    (result, started.elapsed())
}

/// "solving: the value is between +6 and +12; is it at least +9? 123 million nodes, 15 s", and once the value is
/// proved, "solving: the value is +10; which moves keep it? 2100 million nodes, 320 s".
fn progress_line(progress: Progress, elapsed: Duration) -> String {
    let question = if progress.low == progress.high {
        format!("the value is {:+}; which moves keep it?", progress.low)
    } else {
        format!(
            "the value is between {:+} and {:+}; is it at least {:+}?",
            progress.low, progress.high, progress.testing
        )
    };
    format!(
        "solving: {question} {} million nodes, {:.0} s",
        progress.nodes / 1_000_000,
        elapsed.as_secs_f64()
    )
}

fn list(pits: &[u8]) -> String {
    pits.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

/// The exact value of `position` and its best moves; with `no_book` searched, neither the opening book nor the
/// kept proofs answering (nor keeping what this search proves).
pub fn solve(
    position: &Position,
    time_ms: Option<u64>,
    no_book: bool,
    json: bool,
) -> Result<String, CliError> {
    let mut solver = solver_for(position, time_ms);
    if no_book {
        solver = solver.without_book().with_proofs(None);
    }
    let (result, took) = timed(time_ms, |limits| solver.solve(position, limits));
    let solution = result.map_err(|e| unsolved(&solver, position, "value", e))?;
    let seconds = took.as_secs_f64();
    Ok(if json {
        to_json(&json!({
            "position": position.to_string(),
            "value": solution.value,
            "best": solution.best,
            "nodes": solution.nodes,
            "seconds": seconds,
        }))
    } else {
        format!(
            "value {:+}\nbest {}\nnodes {}\ntime {seconds:.3} s",
            solution.value,
            list(&solution.best),
            solution.nodes
        )
    })
}

/// Every move's exact value: from the opening book for the standard game's first positions, else solved.
pub fn analyze(position: &Position, time_ms: Option<u64>, json: bool) -> Result<String, CliError> {
    let (values, nodes, took) = match openings::move_values(position) {
        Some(book) => {
            let values = book
                .iter()
                .map(|&(pit, value)| MoveValue { pit, value })
                .collect::<Vec<_>>();
            (values, 0, Duration::ZERO)
        }
        None => {
            let mut solver = solver_for(position, time_ms);
            let (result, took) = timed(time_ms, |limits| solver.analyze(position, limits));
            let (values, nodes) = result.map_err(|e| unsolved(&solver, position, "values", e))?;
            (values, nodes, took)
        }
    };
    let seconds = took.as_secs_f64();
    Ok(if json {
        let moves: Vec<_> = values
            .iter()
            .map(|v| json!({"pit": v.pit, "value": v.value}))
            .collect();
        to_json(&json!({
            "position": position.to_string(),
            "moves": moves,
            "nodes": nodes,
            "seconds": seconds,
        }))
    } else {
        let mut text: Vec<String> = values
            .iter()
            .map(|v| format!("pit {}: {:+}", v.pit, v.value))
            .collect();
        text.push(format!("nodes {nodes}\ntime {seconds:.3} s"));
        text.join("\n")
    })
}

pub fn best(
    position: &Position,
    level: Level,
    seed: u64,
    time_ms: u64,
    json: bool,
) -> Result<String, CliError> {
    if position.is_over() {
        return Err(CliError::GameOver(*position));
    }
    let mut ai = Ai::for_rules(level, position.rules(), position.pits(), seed)
        .with_proofs(Some(crate::proofs::shared()));
    let started = Instant::now();
    let elapsed = move || started.elapsed();
    let budget = Budget {
        clock: Some((&elapsed, Duration::from_millis(time_ms))),
        ..Budget::default()
    };
    let choice = ai
        .choose(position, &budget)
        .ok_or(CliError::GameOver(*position))?;
    let (basis, value, depth) = match choice.basis {
        Basis::Proven(value) => ("proven", Some(value), None),
        Basis::Searched(depth) => ("searched", None, Some(depth)),
        Basis::Instinct => ("instinct", None, None),
    };
    Ok(if json {
        to_json(&json!({
            "position": position.to_string(),
            "level": level.name(),
            "pit": choice.pit,
            "basis": basis,
            "value": value,
            "depth": depth,
            "seconds": started.elapsed().as_secs_f64(),
        }))
    } else {
        let why = match choice.basis {
            Basis::Proven(value) => format!("proven value {value:+}"),
            Basis::Searched(depth) => format!("searched {depth} sowings deep"),
            Basis::Instinct => "by instinct".to_string(),
        };
        // Ô ăn quan's move numbers name a square and a way: say which.
        match position.rules().is_quan() {
            true => format!(
                "{} ({}; {why})",
                choice.pit,
                hint::move_name(position.rules(), choice.pit)
            ),
            false => format!("{} ({why})", choice.pit),
        }
    })
}

pub fn hint(position: &Position, time_ms: u64, json: bool) -> Result<String, CliError> {
    let (found, _) = if position.rules().is_unprovable() {
        timed(Some(time_ms), |limits| {
            hint::congklak_hint(position, limits)
        })
    } else {
        let mut solver = solver_for(position, Some(time_ms));
        timed(Some(time_ms), |limits| {
            hint::hint(position, &mut solver, limits)
        })
    };
    let hint = found.ok_or(CliError::GameOver(*position))?;
    Ok(if json {
        let (kind, detail) = match hint.reason {
            hint::Reason::ExtraTurn { then } => ("extra turn", json!({"then": then})),
            hint::Reason::Capture { seeds } => ("capture", json!({"seeds": seeds})),
            hint::Reason::RelayToStore { relays, then } => {
                ("relay to store", json!({"relays": relays, "then": then}))
            }
            hint::Reason::RelayCapture { relays, seeds } => {
                ("relay capture", json!({"relays": relays, "seeds": seeds}))
            }
            hint::Reason::Protect { pit, seeds } => {
                ("protect", json!({"pit": pit, "seeds": seeds}))
            }
            hint::Reason::KeepSeeds => ("keep seeds", json!({})),
            hint::Reason::Take { seeds } => ("take", json!({"seeds": seeds})),
            hint::Reason::Chain { pits, seeds } => ("chain", json!({"pits": pits, "seeds": seeds})),
            hint::Reason::Feed => ("feed", json!({})),
            hint::Reason::Reserve => ("reserve", json!({})),
            hint::Reason::Squares {
                squares,
                citizens,
                mandarins,
            } => (
                "squares",
                json!({"squares": squares, "citizens": citizens, "mandarins": mandarins}),
            ),
            hint::Reason::Guard { seeds } => ("guard", json!({"seeds": seeds})),
            hint::Reason::Calculation => ("calculation", json!({})),
        };
        to_json(&json!({
            "position": position.to_string(),
            "pit": hint.pit,
            "reason": kind,
            "detail": detail,
            "value": hint.value,
            "text": hint.to_string(),
        }))
    } else {
        hint.to_string()
    })
}

/// Every position reached from `start` in at most `sowings` sowings (each once, in the order first reached), and
/// its book line; then, with `hard_lines`, each position after more sowings, up to that many, that a side playing
/// a best move at each of its turns can be to move in, with its value and best moves. A line each as it is found,
/// on standard error too, with the time it took.
/// Oware's opening book (the format: see `engine::oware_book`): the best move of a search of `nodes` nodes in
/// every position after 0 to `sowings` sowings from `start`, with the largest endgame table in the cache. Each
/// position is searched with a table of its own, so a line does not depend on which came before it or on
/// `threads`, which share the positions out.
pub fn oware_book(
    start: Position,
    sowings: u32,
    nodes: u64,
    threads: usize,
) -> Result<String, CliError> {
    let mut positions = vec![start.with_sowings(0)];
    let mut layer = positions.clone();
    for _ in 0..sowings {
        let mut next = Vec::new();
        for position in &layer {
            for pit in position.legal_moves() {
                let (after, _) = position.play(pit).expect("a legal move plays");
                let after = after.with_sowings(0);
                if !after.is_over() && !positions.contains(&after) && !next.contains(&after) {
                    next.push(after);
                }
            }
        }
        positions.extend_from_slice(&next);
        layer = next;
    }
    let endgame = crate::cache::largest_kept(start.rules(), start.pits(), threads);
    let taken = std::sync::atomic::AtomicUsize::new(0);
    let lines: Vec<std::sync::Mutex<Option<Result<String, CliError>>>> = positions
        .iter()
        .map(|_| std::sync::Mutex::new(None))
        .collect();
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let n = taken.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(position) = positions.get(n) else {
                        break;
                    };
                    let began = Instant::now();
                    let limits = Limits {
                        nodes: Some(nodes),
                        stop: None,
                        progress: None,
                    };
                    let found = Deepening::new().search(
                        position,
                        Some(&endgame),
                        deepening::MAX_DEPTH,
                        &limits,
                    );
                    let line = found
                        .map(|found| {
                            oware_book::line(&oware_book::BookMove {
                                position: *position,
                                pit: found.pit,
                                depth: found.depth,
                                score: found.score,
                            })
                        })
                        .ok_or(CliError::GameOver(*position));
                    if let Ok(line) = &line {
                        eprintln!(
                            "{} of {}, {:.1} s: {line}",
                            n + 1,
                            positions.len(),
                            began.elapsed().as_secs_f64()
                        );
                    }
                    if let Ok(mut slot) = lines[n].lock() {
                        *slot = Some(line);
                    }
                }
            });
        }
    });
    let mut text = vec![format!(
        "# Oware's opening book: `mancala --rules oware book --sowings {sowings} --nodes {nodes}`, \
         with the {}-seed endgame table",
        endgame.seeds()
    )];
    for line in lines {
        let line = line.into_inner().map_err(|_| CliError::SearchFailed)?;
        text.push(line.ok_or(CliError::SearchFailed)??);
    }
    Ok(text.join("\n"))
}

/// `count` balanced starts from the candidates of `seed`, each line as `fair::BALANCED` writes it; the
/// candidates tried, their values and times on standard error.
pub fn fair_starts(count: usize, seed: u64, seconds: u64) -> Result<String, CliError> {
    let mut found = Vec::new();
    let mut solver = solver_for(&Position::standard(), None);
    for (tried, candidate) in crate::engine::fair::candidates(seed).enumerate() {
        if found.len() >= count {
            break;
        }
        let (solved, took) = timed(Some(seconds * 1000), |limits| {
            solver.solve(&candidate, limits)
        });
        let value = solved.ok().map(|solution| solution.value);
        eprintln!(
            "candidate {}: {candidate}: {} in {:.1} s",
            tried + 1,
            value.map_or("unsolved".to_string(), |v| format!("{v:+}")),
            took.as_secs_f64()
        );
        if let Some(value) = value.filter(|&v| crate::engine::fair::is_balanced(v)) {
            found.push(format!("    (\"{candidate}\", {value}),"));
        }
    }
    Ok(found.join("\n") + "\n")
}

pub fn book(start: Position, sowings: u32, hard_lines: Option<u32>) -> Result<String, CliError> {
    let mut layer = vec![start];
    let mut seen: std::collections::HashSet<Position> = layer.iter().copied().collect();
    let mut lines = Vec::new();
    // One solver for the whole book (the start's, the fullest position): its tables serve every later one.
    let mut solver = solver_for(&start, None);
    for depth in 0..=sowings {
        let mut next = Vec::new();
        for (n, position) in layer.iter().enumerate() {
            let began = Instant::now();
            let (values, _) = timed(None, |limits| solver.analyze(position, limits))
                .0
                .map_err(|e| unsolved(&solver, position, "values", e))?;
            let values: Vec<(u8, i32)> = values.iter().map(|v| (v.pit, v.value)).collect();
            let line = openings::line(position, &values);
            eprintln!(
                "after {depth} sowings, {} of {}, {:.1} s: {line}",
                n + 1,
                layer.len(),
                began.elapsed().as_secs_f64()
            );
            lines.push(line);
            for pit in position.legal_moves() {
                let (after, _) = position.play(pit).expect("a legal move plays");
                if !after.is_over() && seen.insert(after.with_sowings(0)) {
                    next.push(after.with_sowings(0));
                }
            }
        }
        layer = next;
    }
    let Some(last) = hard_lines else {
        return Ok(lines.join("\n"));
    };
    let mut solved = std::collections::HashSet::new();
    for side in [Side::South, Side::North] {
        let mut layer = vec![start];
        for depth in 0..=last {
            let mut next = Vec::new();
            for position in &layer {
                let pits: Vec<u8> = if position.to_move() == side {
                    let began = Instant::now();
                    let solution = timed(None, |limits| solver.solve(position, limits))
                        .0
                        .map_err(|e| unsolved(&solver, position, "value", e))?;
                    if depth > sowings && solved.insert(*position) {
                        let line = openings::solved_line(position, solution.value, &solution.best);
                        eprintln!(
                            "{side:?}'s line, after {depth} sowings, {:.1} s: {line}",
                            began.elapsed().as_secs_f64()
                        );
                        lines.push(line);
                    }
                    solution.best
                } else {
                    position.legal_moves().collect()
                };
                for pit in pits {
                    let (after, _) = position.play(pit).expect("a legal move plays");
                    let after = after.with_sowings(0);
                    if !after.is_over() && !next.contains(&after) {
                        next.push(after);
                    }
                }
            }
            layer = next;
        }
    }
    Ok(lines.join("\n"))
}

pub fn daily(date: Option<&str>, json: bool) -> Result<String, CliError> {
    let date = match date {
        Some(text) => puzzle::parse_date(text)?,
        None => chrono::Local::now().date_naive(),
    };
    let endgame = crate::cache::endgame(puzzle::PITS, DEFAULT_ENTRIES, 2);
    let mut solver = Solver::with_endgame(endgame, puzzle::TABLE_BYTES);
    let started = Instant::now();
    let found = puzzle::daily(date, &mut solver);
    let seconds = started.elapsed().as_secs_f64();
    Ok(if json {
        to_json(&json!({
            "date": found.date.to_string(),
            "position": found.position.to_string(),
            "rating": found.rating,
            "value": found.value,
            "winning_moves": found.winning_moves,
            "line": found.line,
            "seconds": seconds,
        }))
    } else {
        format!(
            "{} ({})\nposition {}\nrating {} of 5\nvalue {:+} for South\nwinning first moves {}",
            found.date,
            found.date.format("%A"),
            found.position,
            found.rating,
            found.value,
            list(&found.winning_moves)
        )
    })
}

/// `endgame`: the table of every position of `pits` pits a side with up to `seeds` seeds in the pits, built (or
/// found) in the cache folder.
pub fn endgame(
    rules: crate::engine::Rules,
    pits: u8,
    seeds: u32,
    build: OwareBuild,
    json: bool,
) -> Result<String, CliError> {
    let threads = build.threads;
    if !(crate::engine::MIN_PITS..=crate::engine::MAX_PITS).contains(&pits) {
        return Err(CliError::PitsOutOfRange(pits));
    }
    let entries = crate::cache::entries_of(pits, seeds)
        .filter(|&entries| entries <= HUGE_ENTRIES)
        .ok_or(CliError::TableTooLarge {
            seeds,
            limit: HUGE_ENTRIES,
        })?;
    let started = Instant::now();
    let table = if rules.is_oware() {
        // Layer by layer from the largest table kept, each kept as it is done: a build stopped midway goes on
        // from there next time.
        let mut kept = None;
        crate::cache::study_oware(pits, seeds, build, &mut |studied| {
            if kept.is_some_and(|kept| kept != studied.kept) {
                eprintln!(
                    "the table of {} seeds is kept ({:.0}% of the work, {:.0} s)",
                    studied.kept,
                    100.0 * studied.done,
                    started.elapsed().as_secs_f64()
                );
            }
            kept = Some(studied.kept);
        })
    } else {
        crate::cache::endgame_for(rules, pits, entries, threads)
    };
    let seconds = started.elapsed().as_secs_f64();
    Ok(if json {
        to_json(&json!({
            "rules": rules.to_string(),
            "pits": pits,
            "seeds": table.seeds(),
            "positions": table.size(),
            "seconds": seconds,
        }))
    } else {
        format!(
            "{rules}: every position of {pits} pits a side with up to {} seeds in the pits, {} positions ({} MB), \
             ready in {seconds:.1} s",
            table.seeds(),
            table.size(),
            table.size() >> 20
        )
    })
}
