//! The daily puzzle: generating a day's puzzle and the perfect opponent's reply, with the solver and its
//! 14-seed endgame table already built (as the game has them).

use std::hint::black_box;

use chrono::{Duration, NaiveDate};
use criterion::{Criterion, criterion_group, criterion_main};
use mancala::engine::Solver;
use mancala::engine::puzzle::{TABLE_BYTES, daily, reply, solver};

fn puzzles(c: &mut Criterion) {
    let first = NaiveDate::from_ymd_opt(2026, 11, 23).expect("a Monday");
    let week: Vec<NaiveDate> = (0..7).map(|d| first + Duration::days(d)).collect();
    let mut group = c.benchmark_group("daily puzzle");

    // A new solver for every day: nothing left from earlier days in its transposition table.
    let endgame = solver().endgame().clone();
    let mut index = 0;
    group.bench_function(
        "a week of days, each with a fresh transposition table",
        |b| {
            b.iter_batched(
                || {
                    index += 1;
                    (
                        week[index % 7],
                        Solver::with_endgame(endgame.clone(), TABLE_BYTES),
                    )
                },
                |(day, mut solver)| daily(black_box(day), &mut solver),
                criterion::BatchSize::PerIteration,
            )
        },
    );

    let mut warm = solver();
    let replies: Vec<_> = week
        .iter()
        .map(|&day| {
            let puzzle = daily(day, &mut warm);
            puzzle
                .position
                .play(puzzle.winning_moves[0])
                .expect("legal")
                .0
        })
        .filter(|p| !p.is_over() && p.to_move() == mancala::engine::Side::North)
        .collect();
    let mut index = 0;
    group.bench_function("the opponent's reply after South's first move", |b| {
        b.iter_batched(
            || {
                index += 1;
                (
                    replies[index % replies.len()],
                    Solver::with_endgame(endgame.clone(), TABLE_BYTES),
                )
            },
            |(position, mut solver)| reply(black_box(&position), &mut solver),
            criterion::BatchSize::PerIteration,
        )
    });
    group.finish();
}

criterion_group!(benches, puzzles);
criterion_main!(benches);
