//! The daily puzzle: a year of dates, each checked against every condition by the solver itself.

use std::collections::HashSet;

use chrono::{Datelike, Duration, NaiveDate};
use mancala::engine::puzzle::{
    FEWEST_LEFT, MOST_LEFT_ALLOWED, TOTAL_SEEDS, daily, parse_date, rating_for, reply, solver,
};
use mancala::engine::{Limits, Position, Side};

fn date(text: &str) -> NaiveDate {
    parse_date(text).unwrap()
}

#[test]
fn a_year_of_puzzles_obeys_every_condition() {
    let mut solver = solver();
    let first = date("2026-01-01");
    let mut seen = HashSet::new();
    for day in 0..365 {
        let day = first + Duration::days(day);
        let puzzle = daily(day, &mut solver);
        let p = puzzle.position;
        assert_eq!(puzzle.date, day);
        assert!(seen.insert(p.to_string()), "{day}: {p} came before");

        // The board: standard, 48 seeds, 8 to 24 left in the pits, South to move.
        assert_eq!(p.pits(), 6);
        assert_eq!(p.total_seeds(), TOTAL_SEEDS);
        let left = p.row_seeds(Side::South) + p.row_seeds(Side::North);
        assert!(
            (FEWEST_LEFT..=MOST_LEFT_ALLOWED).contains(&left),
            "{day}: {left} left"
        );
        assert_eq!(p.to_move(), Side::South);
        assert!(!p.is_over());

        // Proven: South wins; at least 3 legal moves; at most a third of them keep the win.
        let (values, _) = solver.analyze(&p, &Limits::none()).unwrap();
        assert!(values.len() >= 3, "{day}: {p}");
        let winning: Vec<u8> = values
            .iter()
            .filter(|v| v.value > 0)
            .map(|v| v.pit)
            .collect();
        assert_eq!(winning, puzzle.winning_moves, "{day}: {p}");
        assert!(
            !winning.is_empty() && 3 * winning.len() <= values.len(),
            "{day}: {p}"
        );
        assert_eq!(puzzle.value, values.iter().map(|v| v.value).max().unwrap());

        // The winning line: legal throughout, South wins at the end, at least 3 South decisions.
        let mut here = p;
        let mut decisions = 0;
        for &pit in &puzzle.line {
            if here.to_move() == Side::South && here.legal_moves().count() > 1 {
                decisions += 1;
            }
            here = here.play(pit).unwrap().0;
        }
        assert!(here.is_over(), "{day}: the line ends the game");
        assert_eq!(puzzle.solved_in(&here), Some(true), "{day}");
        assert_eq!(puzzle.solved_in(&p), None, "{day}: not over yet");
        assert!(
            here.score().margin(Side::South) > 0,
            "{day}: South wins the line"
        );
        assert!(decisions >= 3, "{day}: {decisions} decisions");
        assert_eq!(decisions, puzzle.difficulty.decisions);

        // The rating follows the week and is the one the difficulty measures.
        assert_eq!(puzzle.rating, rating_for(day.weekday()), "{day}");
        assert_eq!(puzzle.rating, puzzle.difficulty.rating(), "{day}");
    }
}

#[test]
fn the_same_date_gives_the_same_puzzle_with_a_fresh_or_a_used_solver() {
    let mut used = solver();
    daily(date("2026-03-03"), &mut used);
    for text in ["2026-11-29", "2027-02-14"] {
        assert_eq!(
            daily(date(text), &mut used),
            daily(date(text), &mut solver())
        );
    }
}

#[test]
fn pinned_dates_keep_their_positions_across_releases() {
    let mut solver = solver();
    for (text, position, rating) in [
        ("2026-01-01", "2,1,1,1,0,2,17,1,3,1,0,1,1,17 S", 3),
        ("2026-06-15", "0,0,1,2,1,1,20,1,0,0,1,0,1,20 S", 1),
        ("2026-11-29", "0,2,1,2,1,1,16,1,4,2,1,1,2,14 S", 5),
        ("2027-03-07", "2,1,2,2,2,0,17,0,1,3,1,0,0,17 S", 5),
        ("2030-12-31", "2,2,0,0,1,0,18,3,2,1,0,0,0,19 S", 2),
    ] {
        let puzzle = daily(date(text), &mut solver);
        assert_eq!(puzzle.position.to_string(), position, "{text}");
        assert_eq!(puzzle.rating, rating, "{text}");
    }
}

#[test]
fn the_opponent_replies_perfectly() {
    let mut solver = solver();
    for text in ["2026-01-05", "2026-01-11"] {
        let puzzle = daily(date(text), &mut solver);
        // South plays its first winning move; every North reply the opponent picks keeps North's best value.
        let mut here = puzzle.position.play(puzzle.winning_moves[0]).unwrap().0;
        while !here.is_over() {
            let pit = if here.to_move() == Side::North {
                let pit = reply(&here, &mut solver).unwrap();
                let best = solver.solve(&here, &Limits::none()).unwrap();
                assert!(
                    best.best.contains(&pit),
                    "{text}: {here}: {pit} not among {:?}",
                    best.best
                );
                pit
            } else {
                solver.solve(&here, &Limits::none()).unwrap().best[0]
            };
            here = here.play(pit).unwrap().0;
        }
        assert!(here.score().margin(Side::South) > 0, "{text}");
        // A losing first move against the same opponent ends in a game South does not win.
        let losing = puzzle
            .position
            .legal_moves()
            .find(|pit| !puzzle.winning_moves.contains(pit))
            .unwrap();
        let mut here = puzzle.position.play(losing).unwrap().0;
        while !here.is_over() {
            let pit = if here.to_move() == Side::North {
                reply(&here, &mut solver).unwrap()
            } else {
                solver.solve(&here, &Limits::none()).unwrap().best[0]
            };
            here = here.play(pit).unwrap().0;
        }
        assert_eq!(puzzle.solved_in(&here), Some(false), "{text}");
    }
    let over: Position = "0,0,0,0,0,0,24,1,1,0,0,0,0,22 N".parse().unwrap();
    assert_eq!(reply(&over, &mut solver), None);
}

#[test]
fn malformed_dates_are_refused_clearly() {
    for bad in [
        "2026-02-30",
        "2026-13-01",
        "29/11/2026",
        "yesterday",
        "",
        "2026-11",
    ] {
        let message = parse_date(bad).unwrap_err().to_string();
        assert!(message.contains("expected YYYY-MM-DD"), "{bad}: {message}");
        assert!(message.contains(&format!("'{bad}'")), "{bad}: {message}");
    }
    assert_eq!(
        parse_date(" 2026-11-29 ").unwrap(),
        NaiveDate::from_ymd_opt(2026, 11, 29).unwrap()
    );
}
