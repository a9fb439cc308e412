//! How much the first player can take in the first turn of a round of Congklak, on every board (5 to 9 holes, as
//! many seeds a hole as holes) and rule set: the best chain of sowings that end in the store and the sowing that
//! ends the turn, searched to its end (`relay_search::best_turn`), with the seeds and the line. Then single
//! rounds between Otto's levels from the start, each level first: who moves first wins. Then rounds that begin
//! with the simultaneous start, from random first holes, Medium choosing every later hole on both sides: who
//! finished the start first, and who won. Last, Hard's holes in the start (`together`: each hole played out)
//! against Medium's (its search of the board as if it sowed alone), on every board, each side, against every
//! first hole the other could choose, Medium playing the round after.
//! `cargo bench --no-default-features --bench congklak_first_turn` (`-- together` for the last part alone).

use std::time::{Duration, Instant};

use mancala::engine::relay_search::best_turn;
use mancala::engine::simultaneous::SimultaneousStart;
use mancala::engine::together;
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

/// How a player chooses its holes in the simultaneous start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum StartPlay {
    /// Medium's search of the board, as if it sowed alone.
    Alone,
    /// Hard's: each hole played out (`together`).
    Together,
}

/// A round from `start` in which `side` chooses its start's holes by `play`, the other side's first hole is
/// `other_first` and its later ones Medium's; Medium plays both sides after the start. `side`'s margin.
fn start_round(start: Position, side: Side, play: StartPlay, other_first: u8) -> i32 {
    let mut medium = Ai::for_rules(Level::Medium, start.rules(), start.pits(), 7);
    let budget = Budget::default();
    let mut alone = |board: Position, holes: &[u8]| {
        medium
            .choose(&board, &budget)
            .map(|choice| choice.pit)
            .filter(|pit| holes.contains(pit))
            .unwrap_or(holes[0])
    };
    let own_holes: Vec<u8> = start.with_to_move(side).legal_moves().collect();
    let own_first = match play {
        StartPlay::Alone => alone(start.with_to_move(side), &own_holes),
        StartPlay::Together => together::first_hole(&start, side).expect("a hole to sow"),
    };
    let (south, north) = match side {
        Side::South => (own_first, other_first),
        Side::North => (other_first, own_first),
    };
    let mut phase = SimultaneousStart::new(&start, south, north).expect("live holes");
    loop {
        phase.run();
        let Some(waiting) = phase.waiting() else {
            break;
        };
        let holes = phase.choices(waiting);
        let hole = if waiting == side && play == StartPlay::Together {
            together::next_hole(&phase, waiting).expect("a hole to sow")
        } else {
            alone(phase.board().with_to_move(waiting), &holes)
        };
        phase.choose(waiting, hole).expect("a live hole");
    }
    let mut position = phase.position();
    while !position.is_over() {
        let pit = medium.choose(&position, &budget).expect("a move").pit;
        position = position.play(pit).expect("legal").0;
    }
    position.score().margin(side)
}

fn main() {
    let only_together = std::env::args().any(|arg| arg == "together");
    if !only_together {
        single_rounds();
    }
    starts_compared();
}

/// The first turn on every board and rule set, single rounds between the levels, and the simultaneous start.
fn single_rounds() {
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

/// Hard's holes in the start against Medium's.
fn starts_compared() {
    println!(
        "Hard's holes in the start against Medium's, every board, each side, every first hole of the other:"
    );
    println!("holes  start by  games  won  drawn  lost  mean margin  seconds");
    for holes in 5..=9u8 {
        let start = Position::start_by(mancala::engine::CONGKLAK, holes, holes).expect("a board");
        for play in [StartPlay::Alone, StartPlay::Together] {
            let began = Instant::now();
            let mut margins = Vec::new();
            for side in Side::BOTH {
                for other_first in start.with_to_move(side.opponent()).legal_moves() {
                    margins.push(start_round(start, side, play, other_first));
                }
            }
            let won = margins.iter().filter(|&&m| m > 0).count();
            let drawn = margins.iter().filter(|&&m| m == 0).count();
            let mean = margins.iter().sum::<i32>() as f64 / margins.len() as f64;
            println!(
                "{holes:>5}  {:<8}  {:>5}  {won:>3}  {drawn:>5}  {:>4}  {mean:>+11.1}  {:>7.1}",
                format!("{play:?}"),
                margins.len(),
                margins.len() - won - drawn,
                began.elapsed().as_secs_f64()
            );
        }
    }
}
