//! How much the first player can take in the first turn of a round of Congklak, on every board (5 to 9 holes, as
//! many seeds a hole as holes) and rule set: the best chain of sowings that end in the store and the sowing that
//! ends the turn, searched to its end (`relay_search::best_turn`), with the seeds and the line. Then single
//! rounds between Otto's levels from the start, each level first: who moves first wins. Then rounds that begin
//! with the simultaneous start, from random first holes, Medium choosing every later hole on both sides: who
//! finished the start first, and who won.
//! `cargo bench --no-default-features --bench congklak_first_turn`.

use std::time::{Duration, Instant};

use mancala::engine::relay_search::best_turn;
use mancala::engine::simultaneous::SimultaneousStart;
use mancala::engine::{Ai, Budget, Level, Limits, Position, Rules, Side};

/// One round from the start, South first, Otto's `south` level against `north`; South's margin.
fn round(start: Position, south: Level, north: Level, seed: u64) -> i32 {
    let mut players = [
        Ai::for_rules(south, start.rules(), start.pits(), seed),
        Ai::for_rules(north, start.rules(), start.pits(), seed ^ 1),
    ];
    let mut position = start;
    while !position.is_over() {
        let started = Instant::now();
        let elapsed = move || started.elapsed();
        let budget = Budget {
            clock: Some((&elapsed, Duration::from_millis(200))),
            ..Budget::default()
        };
        let player = &mut players[usize::from(position.to_move() == Side::North)];
        let pit = player
            .choose(&position, &budget)
            .expect("a live round has a move")
            .pit;
        position = position.play(pit).expect("players choose legal moves").0;
    }
    position.score().margin(Side::South)
}

/// The first turn Hard plays from `start` at a second a sowing: the seeds in its store when the turn passes, and
/// its line.
fn hard_first_turn(start: Position) -> (u8, Vec<u8>) {
    let mut hard = Ai::for_rules(Level::Hard, start.rules(), start.pits(), 1);
    let mover = start.to_move();
    let mut position = start;
    let mut line = Vec::new();
    while position.to_move() == mover && !position.is_over() {
        let started = Instant::now();
        let elapsed = move || started.elapsed();
        let budget = Budget {
            clock: Some((&elapsed, Duration::from_secs(1))),
            ..Budget::default()
        };
        let pit = hard
            .choose(&position, &budget)
            .expect("a live round has a move")
            .pit;
        line.push(pit);
        position = position.play(pit).expect("Hard chooses legal moves").0;
    }
    (position.store(mover), line)
}

/// A round that begins with the simultaneous start from holes `south` and `north`, Medium choosing every later
/// hole on both sides (in the start, by its search of the board as if the other hand were not sowing): who
/// finished the start first, and South's margin.
fn simultaneous_round(start: Position, south: u8, north: u8, seed: u64) -> (Side, i32) {
    let mut medium = Ai::for_rules(Level::Medium, start.rules(), start.pits(), seed);
    let budget = Budget::default();
    let mut phase = SimultaneousStart::new(&start, south, north).expect("live holes");
    while !phase.is_done() {
        if let Some(side) = phase.waiting() {
            let board = phase.position().with_to_move(side);
            let pit = medium.choose(&board, &budget).map(|choice| choice.pit);
            let pit = pit
                .filter(|pit| phase.choices(side).contains(pit))
                .unwrap_or(phase.choices(side)[0]);
            phase.choose(side, pit).expect("a live hole");
        } else {
            phase.step();
        }
    }
    let first = phase.finished_first().expect("done");
    let mut position = phase.position();
    while !position.is_over() {
        let pit = medium.choose(&position, &budget).expect("a move").pit;
        position = position.play(pit).expect("legal").0;
    }
    (first, position.score().margin(Side::South))
}

fn main() {
    println!("holes  rules                              first turn takes (of all)  line  seconds");
    // The variants change neither the first turn's sowings that end in the store nor, on these boards, its
    // take: the common rules and lap-before-capture are enough to show.
    for rules in &Rules::congklak()[..2] {
        let rules = *rules;
        for holes in 5..=9 {
            let start = Position::start_by(rules, holes, holes).expect("a Congklak board");
            let started = Instant::now();
            let limit = Limits {
                nodes: Some(5_000_000),
                ..Limits::none()
            };
            let text = match best_turn(&start, &limit) {
                Some(turn) => format!(
                    "{:>3} of {:>3}  {:?}",
                    turn.seeds,
                    start.total_seeds(),
                    turn.line
                ),
                None => {
                    let (seeds, line) = hard_first_turn(start);
                    format!(
                        "at least {seeds} of {} (Hard's turn; the whole search passed 5 million \
                         positions)  {line:?}",
                        start.total_seeds()
                    )
                }
            };
            println!(
                "{holes:>5}  {:<33}  {text}  {:.2}",
                rules.to_string(),
                started.elapsed().as_secs_f64()
            );
        }
    }
    let start = Position::start_by(mancala::engine::CONGKLAK, 7, 7).expect("the usual board");
    for (south, north) in [
        (Level::Medium, Level::Medium),
        (Level::Easy, Level::Hard),
        (Level::Medium, Level::Hard),
        (Level::Hard, Level::Medium),
        (Level::Hard, Level::Hard),
    ] {
        let margins: Vec<i32> = (0..4)
            .map(|seed| round(start, south, north, seed))
            .collect();
        println!(
            "one round from the start, {} (first) against {}: South's margins {margins:?}",
            south.name(),
            north.name()
        );
    }
    let mut won_by_first = 0;
    let mut margins = Vec::new();
    let mut first_finishers = [0; 2];
    for south in 1..=7 {
        for north in 1..=7 {
            let (first, margin) =
                simultaneous_round(start, south, north, u64::from(south * 8 + north));
            first_finishers[usize::from(first == Side::North)] += 1;
            let first_margin = if first == Side::South {
                margin
            } else {
                -margin
            };
            if first_margin > 0 {
                won_by_first += 1;
            }
            margins.push(margin);
        }
    }
    let south_wins = margins.iter().filter(|&&m| m > 0).count();
    let mean_abs = margins.iter().map(|m| m.abs()).sum::<i32>() as f64 / margins.len() as f64;
    println!(
        "the simultaneous start, all 49 pairs of first holes, Medium after: South finished first {} times, \
         North {}; the first to finish won {won_by_first} of 49; South won {south_wins}; mean winning margin \
         {mean_abs:.1}",
        first_finishers[0], first_finishers[1]
    );
}
