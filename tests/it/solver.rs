//! The solver against published values and against a plain minimax over the rules, on boards small enough to
//! search exhaustively.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};

use mancala::engine::{
    EndgameTable, Limits, MAX_SOWINGS, Position, Progress, Rules, Side, Solver, SolverConfig,
};
use proptest::prelude::*;
use proptest::strategy::ValueTree;

/// Small tables, so that each test builds its solver in a moment.
pub fn small_solver(pits: u8) -> Solver {
    Solver::new(
        pits,
        SolverConfig {
            table_bytes: 16 << 20,
            endgame_entries: 200_000,
            threads: 2,
        },
    )
}

/// The value by trying every line to the end: no pruning and no bounds, only a memory of positions already
/// valued (sowings played included, so the limit of rule 6 is honoured), the rules as `Position::play` has them.
pub fn minimax(position: &Position) -> i32 {
    minimax_with(position, &mut HashMap::new())
}

fn minimax_with(position: &Position, seen: &mut HashMap<Position, i32>) -> i32 {
    if position.is_over() {
        return position.score().margin(position.to_move());
    }
    if let Some(&value) = seen.get(position) {
        return value;
    }
    let value = position
        .legal_moves()
        .map(|pit| {
            let (next, _) = position.play(pit).unwrap();
            let child = minimax_with(&next, seen);
            if next.to_move() == position.to_move() {
                child
            } else {
                -child
            }
        })
        .max()
        .unwrap();
    seen.insert(*position, value);
    value
}

/// The exact value of playing `pit`, for the side that plays it.
pub fn move_value(position: &Position, pit: u8) -> i32 {
    let (next, _) = position.play(pit).unwrap();
    if next.to_move() == position.to_move() {
        minimax(&next)
    } else {
        -minimax(&next)
    }
}

fn small_position() -> impl Strategy<Value = Position> {
    (3u8..=4, any::<bool>()).prop_flat_map(|(m, north)| {
        let cells = proptest::collection::vec(0u8..=if m == 3 { 3 } else { 2 }, 2 * usize::from(m));
        (cells, 0u8..=10, 0u8..=10).prop_map(move |(cells, a, b)| {
            let m = usize::from(m);
            let side = if north { Side::North } else { Side::South };
            Position::from_rows(&cells[..m], a, &cells[m..], b, side).unwrap()
        })
    })
}

#[test]
fn published_values_of_small_boards() {
    for (pits, seeds, value) in [(3, 3, 2), (4, 3, 6), (6, 3, 2)] {
        let start = Position::start(pits, seeds).unwrap();
        let solution = small_solver(pits).solve(&start, &Limits::none()).unwrap();
        assert_eq!(solution.value, value, "{pits} pits, {seeds} seeds");
        assert!(!solution.best.is_empty());
    }
}

#[test]
fn one_thread_and_two_agree() {
    let start = Position::start(5, 2).unwrap();
    let mut one = Solver::new(
        5,
        SolverConfig {
            table_bytes: 16 << 20,
            endgame_entries: 100_000,
            threads: 1,
        },
    );
    let single = one.solve(&start, &Limits::none()).unwrap();
    let double = small_solver(5).solve(&start, &Limits::none()).unwrap();
    assert_eq!((single.value, single.best), (double.value, double.best));
    let a = EndgameTable::build(4, 300_000, 1);
    let b = EndgameTable::build(4, 300_000, 2);
    let mut compared = 0;
    for code in 0u32..6561 {
        // Eight pits of 0 to 2 seeds each, in base 3.
        let cells: Vec<u8> = (0..8).map(|i| (code / 3u32.pow(i) % 3) as u8).collect();
        let own = u64::from_le_bytes([cells[0], cells[1], cells[2], cells[3], 0, 0, 0, 0]);
        let opp = u64::from_le_bytes([cells[4], cells[5], cells[6], cells[7], 0, 0, 0, 0]);
        assert_eq!(a.value(own, opp), b.value(own, opp));
        compared += usize::from(a.value(own, opp).is_some());
    }
    assert!(compared > 6000, "{compared}");
}

#[test]
fn published_value_of_three_by_three_by_exhaustive_minimax() {
    assert_eq!(minimax(&Position::start(3, 3).unwrap()), 2);
}

#[test]
fn a_finished_game_is_worth_its_score() {
    let over: Position = "0,0,0,0,0,0,20,1,2,3,0,0,0,22 N".parse().unwrap();
    let solution = small_solver(6).solve(&over, &Limits::none()).unwrap();
    assert_eq!(solution.value, 28 - 20);
    assert!(solution.best.is_empty());
}

/// A standard middle game that takes millions of nodes to prove, and that the opening book does not hold (its
/// positions are answered without a search).
fn out_of_the_book() -> Position {
    "0,0,0,2,9,8,3,0,7,7,1,1,0,10 N".parse().unwrap()
}

#[test]
fn a_node_limit_stops_the_search_and_says_so() {
    let mut solver = small_solver(6);
    let limits = Limits {
        nodes: Some(10_000),
        stop: None,
        progress: None,
    };
    let error = solver.solve(&out_of_the_book(), &limits).unwrap_err();
    assert!(error.nodes >= 10_000 && error.nodes < 20_000, "{error:?}");
    assert!(error.to_string().contains("before the value was proved"));
}

#[test]
fn a_raised_cancel_flag_stops_the_search() {
    let cancel = AtomicBool::new(true);
    let stop = || cancel.load(Ordering::Relaxed);
    let limits = Limits {
        nodes: None,
        stop: Some(&stop),
        progress: None,
    };
    assert!(small_solver(6).solve(&out_of_the_book(), &limits).is_err());
    cancel.store(false, Ordering::Relaxed);
    let small: Position = "1,0,2,0,0,1,20,0,1,0,2,1,0,20 S".parse().unwrap();
    assert!(small_solver(6).solve(&small, &limits).is_ok());
}

#[test]
fn the_sowing_limit_is_followed_exactly_near_it() {
    // Two sowings before the limit, the game is decided by what the next two sowings put in the stores.
    let position = "3,0,1,4,0,3,1,1,0,2 S"
        .parse::<Position>()
        .unwrap()
        .with_sowings(MAX_SOWINGS - 2);
    let solution = small_solver(4).solve(&position, &Limits::none()).unwrap();
    assert_eq!(solution.value, minimax(&position));
    let unlimited = small_solver(4)
        .solve(&position.with_sowings(0), &Limits::none())
        .unwrap();
    assert_eq!(unlimited.value, minimax(&position.with_sowings(0)));
    assert_ne!(
        solution.value, unlimited.value,
        "the limit must matter in this position"
    );
}

#[test]
fn the_endgame_table_agrees_with_minimax() {
    let table = EndgameTable::build(3, 50_000, 2);
    assert!(table.seeds() >= 8);
    let mut checked = 0;
    for a in 0..=3u8 {
        for b in 0..=2u8 {
            for c in 0..=2u8 {
                for d in 0..=2u8 {
                    let position =
                        Position::from_rows(&[a, 0, b], 0, &[c, d, 1], 0, Side::South).unwrap();
                    if position.is_over() {
                        continue;
                    }
                    assert_table_knows(&table, &position);
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 50);
}

/// The standard board's table (its index has a path of its own for 6 pits) against minimax, on positions with
/// as many seeds as it holds.
#[test]
fn the_standard_boards_endgame_table_agrees_with_minimax() {
    let table = EndgameTable::build(6, 130_000, 2);
    assert_eq!(table.seeds(), 8);
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let cells = proptest::collection::vec(0u8..=3, 12);
    let mut checked = 0;
    while checked < 300 {
        let cells = cells.new_tree(&mut runner).unwrap().current();
        let position = Position::from_rows(&cells[..6], 0, &cells[6..], 0, Side::South).unwrap();
        if position.is_over()
            || position.row_seeds(Side::South) + position.row_seeds(Side::North) > 8
        {
            continue;
        }
        assert_table_knows(&table, &position);
        checked += 1;
    }
}

/// A table read where its bytes are kept (the cache maps its file) answers as the one built, and bytes that
/// cannot be a table's values (too few, a position left unknown, a value beyond the seeds it holds) are refused.
#[test]
fn a_table_on_kept_bytes_is_the_built_one_and_refuses_bad_bytes() {
    use mancala::engine::KALAH;
    let entries = 50_000;
    let built = EndgameTable::build(3, entries, 2);
    let bytes = built.as_bytes().to_vec();
    let kept = |bytes: Vec<u8>| EndgameTable::from_kept_bytes(KALAH, 3, entries, Box::new(bytes));
    let table = kept(bytes.clone()).expect("a built table's bytes are a table");
    assert_eq!(table.as_bytes(), built.as_bytes());
    for a in 0..=3u8 {
        for c in 0..=3u8 {
            let position = Position::from_rows(&[a, 1, 0], 0, &[c, 0, 2], 0, Side::South).unwrap();
            if !position.is_over() {
                assert_table_knows(&table, &position);
            }
        }
    }
    let seeds = built.seeds() as i8;
    let mut damaged = bytes.clone();
    damaged.pop();
    assert!(kept(damaged).is_none(), "one value short");
    for bad in [i8::MIN, seeds + 1, -seeds - 1] {
        let mut damaged = bytes.clone();
        damaged[bytes.len() / 2] = bad as u8;
        assert!(kept(damaged).is_none(), "a value of {bad}");
    }
    let mut extreme = bytes;
    extreme[0] = (-seeds) as u8;
    assert!(
        kept(extreme).is_some(),
        "a value of minus the most seeds fits"
    );
}

/// The table's value of a position with South to move is minimax's.
fn assert_table_knows(table: &EndgameTable, position: &Position) {
    let own = position.row_word(Side::South);
    let opp = position.row_word(Side::North);
    assert_eq!(table.value(own, opp), Some(minimax(position)), "{position}");
}

/// A solve tells how it goes: every report brackets the value it proves, and the brackets only narrow.
#[test]
fn a_solve_reports_its_progress() {
    let reports = std::sync::Mutex::new(Vec::new());
    let tell = |progress: Progress| reports.lock().unwrap().push(progress);
    let limits = Limits {
        nodes: None,
        stop: None,
        progress: Some(&tell),
    };
    let start = Position::start(6, 3).unwrap();
    let value = small_solver(6).solve(&start, &limits).unwrap().value;
    assert_eq!(value, 2);
    let reports = reports.into_inner().unwrap();
    assert!(!reports.is_empty());
    for pair in reports.windows(2) {
        assert!(
            pair[0].low <= pair[1].low && pair[1].high <= pair[0].high,
            "{pair:?}"
        );
        assert!(pair[0].nodes <= pair[1].nodes, "{pair:?}");
    }
    for report in &reports {
        assert!(report.low <= value && value <= report.high, "{report:?}");
        assert!(
            report.low < report.testing && report.testing <= report.high,
            "{report:?}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    #[test]
    fn solve_and_analyze_agree_with_minimax(position in small_position()) {
        let mut solver = small_solver(position.pits());
        let solution = solver.solve(&position, &Limits::none()).unwrap();
        prop_assert_eq!(solution.value, minimax(&position), "{}", position);
        let (values, _) = solver.analyze(&position, &Limits::none()).unwrap();
        for value in &values {
            prop_assert_eq!(value.value, move_value(&position, value.pit), "pit {} of {}", value.pit, position);
        }
        let best: Vec<u8> = values.iter().filter(|v| v.value == solution.value).map(|v| v.pit).collect();
        prop_assert_eq!(solution.best, best);
    }

    #[test]
    fn move_at_least_is_a_threshold_on_the_exact_value(position in small_position(), offset in -2i32..=2) {
        let mut solver = small_solver(position.pits());
        for pit in position.legal_moves() {
            let exact = move_value(&position, pit);
            let target = exact + offset;
            prop_assert_eq!(
                solver.move_at_least(&position, pit, target, &Limits::none()).unwrap(),
                exact >= target
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// The value proved from a floor (what one move leaves, as the review knows it) is the exact value, on one
    /// thread and on two; a move that keeps it is given exactly when the floor's move did not.
    #[test]
    fn the_value_from_a_move_s_floor_is_the_exact_value(position in small_position(), two in any::<bool>()) {
        let exact = minimax(&position);
        for pit in position.legal_moves() {
            let floor = move_value(&position, pit);
            let mut solver = small_solver(position.pits()).with_threads(if two { 2 } else { 1 });
            let (value, better) = solver.value_from(&position, floor, &Limits::none()).unwrap();
            prop_assert_eq!(value, exact, "pit {} of {}", pit, position);
            match better {
                None => prop_assert_eq!(floor, exact, "pit {} of {}", pit, position),
                Some(best) => {
                    prop_assert!(floor < exact);
                    prop_assert_eq!(move_value(&position, best), exact, "pit {} of {}", best, position);
                }
            }
        }
    }
}

/// A small solver for the game played by `rules`.
fn small_solver_for(rules: Rules, pits: u8) -> Solver {
    Solver::for_rules(
        rules,
        pits,
        SolverConfig {
            table_bytes: 1 << 20,
            endgame_entries: 1 << 14,
            threads: 1,
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// Each house rule and both together: the solver, its endgame table and the engine's moves agree with plain
    /// minimax over `Position::play`, itself held to the reference rules by the property tests.
    #[test]
    fn the_house_rules_are_solved_exactly(position in small_position(), rules in 1..Rules::all().len()) {
        let rules = Rules::all()[rules];
        let position = position.with_rules(rules);
        let mut solver = small_solver_for(rules, position.pits());
        let solution = solver.solve(&position, &Limits::none()).unwrap();
        prop_assert_eq!(solution.value, minimax(&position), "{}", position);
        let (values, _) = solver.analyze(&position, &Limits::none()).unwrap();
        for value in &values {
            prop_assert_eq!(value.value, move_value(&position, value.pit), "pit {} of {}", value.pit, position);
        }
    }
}

#[test]
fn the_house_rules_on_fixed_positions() {
    use mancala::engine::Capture;
    let empty_capture = Rules {
        empty_capture: true,
        ..Rules::default()
    };
    let emptier = Rules {
        remaining_to_emptier: true,
        ..Rules::default()
    };
    // South's pit 1 sows its one seed into the empty pit 2; North's pit 2, across, is empty.
    let position: Position = "1,0,0,0,1,0,1,0 S".parse().unwrap();
    let (standard, sowing) = position.play(1).unwrap();
    assert_eq!(sowing.capture, None);
    assert_eq!(standard.to_string(), "0,1,0,0,1,0,1,0 N");
    let (house, sowing) = position.with_rules(empty_capture).play(1).unwrap();
    assert_eq!(
        sowing.capture,
        Some(Capture {
            pit: 2,
            opposite: 0
        })
    );
    // The seed went to the store, South's row is empty and the game is over: North keeps its 2.
    assert_eq!(house.to_string(), "0,0,0,1,0,0,0,2 N kalah+empty-capture");
    assert_eq!(house.outcome().unwrap().margin(Side::South), -1);

    // South's last seed ends in its store and empties its row: North's 6 seeds go to North, or to South.
    let position: Position = "0,0,1,0,2,2,2,0 S".parse().unwrap();
    let (standard, sowing) = position.play(3).unwrap();
    assert_eq!(standard.outcome().unwrap().margin(Side::South), 1 - 6);
    assert_eq!(
        sowing
            .sweep
            .unwrap()
            .store_for(Side::North, Rules::default()),
        Side::North
    );
    let (house, sowing) = position.with_rules(emptier).play(3).unwrap();
    assert_eq!(house.outcome().unwrap().margin(Side::South), 7);
    assert_eq!(
        sowing.sweep.unwrap().store_for(Side::North, emptier),
        Side::South
    );
    assert_eq!(
        sowing.sweep.unwrap().store_for(Side::South, emptier),
        Side::South
    );
    assert_eq!(
        house.to_string(),
        "0,0,0,7,0,0,0,0 N kalah+remaining-to-emptier"
    );

    // The rules' names read and write back; unknown ones are refused.
    for rules in Rules::all() {
        assert_eq!(rules.to_string().parse::<Rules>(), Ok(rules));
        let text = format!("3,3,3,0,3,3,3,0 S {rules}");
        let parsed: Position = text.parse().unwrap();
        assert_eq!(parsed.rules(), rules);
    }
    assert!(
        "kalah+empty-capture+empty-capture"
            .parse::<Rules>()
            .is_err()
    );
    assert!("3,3,3,0,3,3,3,0 S oware+x".parse::<Position>().is_err());
}

#[test]
fn the_values_of_small_boards_under_empty_capture() {
    let empty_capture = Rules {
        empty_capture: true,
        ..Rules::default()
    };
    for (pits, seeds, standard, house) in [
        (4, 3, 6, 8),
        (4, 4, 2, 2),
        (5, 3, 6, 8),
        (5, 4, 10, 12),
        (6, 3, 2, 2),
    ] {
        let start = Position::start(pits, seeds).unwrap();
        let value = small_solver(pits)
            .solve(&start, &Limits::none())
            .unwrap()
            .value;
        assert_eq!(value, standard, "{pits} pits, {seeds} seeds");
        let solver = &mut Solver::for_rules(
            empty_capture,
            pits,
            SolverConfig {
                table_bytes: 16 << 20,
                endgame_entries: 200_000,
                threads: 2,
            },
        );
        let value = solver
            .solve(&start.with_rules(empty_capture), &Limits::none())
            .unwrap()
            .value;
        assert_eq!(value, house, "{pits} pits, {seeds} seeds, empty capture");
    }
}

/// The opening book agrees with itself and with the published value of the standard game: every position after
/// 0 to [`openings::SOWINGS`] sowings is in the book, each move of a position before the last of those sowings is
/// worth what the position it leads to is worth to its mover, and each entry values exactly the legal moves.
#[test]
fn the_opening_book_is_consistent() {
    use mancala::engine::openings;
    let best = |position: &Position| {
        openings::move_values(position)
            .unwrap_or_else(|| panic!("{position} is not in the book"))
            .iter()
            .map(|&(_, value)| value)
            .max()
            .unwrap()
    };
    let start = Position::standard();
    assert_eq!(best(&start), 8, "the published value of the standard game");
    let best_moves: Vec<u8> = openings::move_values(&start)
        .unwrap()
        .iter()
        .filter(|&&(_, value)| value == 8)
        .map(|&(pit, _)| pit)
        .collect();
    assert_eq!(best_moves, vec![3], "the only best first move");
    for position in openings::positions() {
        let pits: Vec<u8> = openings::move_values(&position)
            .unwrap()
            .iter()
            .map(|&(pit, _)| pit)
            .collect();
        assert_eq!(
            pits,
            position.legal_moves().collect::<Vec<_>>(),
            "{position}"
        );
    }
    // Every position up to the book's depth is in it, and nothing else: the book is exactly those layers.
    let mut layers = vec![vec![start]];
    for sowings in 1..=openings::SOWINGS {
        let mut next: Vec<Position> = Vec::new();
        for position in layers.last().unwrap() {
            for pit in position.legal_moves() {
                let child = position.play(pit).unwrap().0.with_sowings(0);
                if !child.is_over() && !next.contains(&child) {
                    next.push(child);
                }
            }
        }
        for position in &next {
            assert!(
                openings::move_values(position).is_some(),
                "{position}, {sowings} sowings in, is not in the book"
            );
        }
        layers.push(next);
    }
    let mut everything: Vec<Position> = layers.concat();
    everything.sort_by_key(|p| p.to_string());
    everything.dedup();
    assert_eq!(openings::positions().count(), everything.len());
    let sizes: Vec<usize> = layers.iter().map(Vec::len).collect();
    assert_eq!(sizes, [1, 6, 35, 185, 942][..=openings::SOWINGS as usize]);
    // Each move of a book position is worth what the book gives the position it leads to, seen from its mover.
    let mut checked = 0;
    for position in openings::positions() {
        for &(pit, value) in openings::move_values(&position).unwrap() {
            let (child, _) = position.play(pit).unwrap();
            if openings::move_values(&child).is_none() {
                continue;
            }
            let worth = if child.to_move() == position.to_move() {
                best(&child)
            } else {
                -best(&child)
            };
            assert_eq!(value, worth, "pit {pit} of {position}");
            checked += 1;
        }
    }
    let moves_before_the_last: usize = layers[..layers.len() - 1]
        .iter()
        .flatten()
        .map(|position| position.legal_moves().count() as usize)
        .sum();
    assert_eq!(
        checked, moves_before_the_last,
        "every move of every layer but the last"
    );
    // Far from the opening, the same seeds are not the book's to answer.
    assert!(openings::move_values(&start.with_sowings(300)).is_none());
}

/// Hard's lines: every position after the book's sowings, up to [`openings::HARD_LINES`], that a side playing a
/// best move of the book (or of Hard's lines) at each of its turns can be to move in, is there, so Hard never has
/// to search in the standard game's first sowings; each value agrees with the book's value of the move that led
/// there, where the book has it.
#[test]
fn hard_s_lines_cover_every_position_hard_can_reach_early() {
    use mancala::engine::openings;
    let lines = openings::hard_lines();
    assert!(lines.len() >= 90, "{} lines", lines.len());
    let best = |position: &Position| -> Vec<u8> {
        if let Some(values) = openings::move_values(position) {
            let top = values.iter().map(|&(_, v)| v).max().unwrap();
            return values
                .iter()
                .filter(|&&(_, v)| v == top)
                .map(|&(p, _)| p)
                .collect();
        }
        let (_, best) = openings::solved(position).unwrap_or_else(|| {
            panic!("{position}: a position of Hard's that neither the book nor its lines hold")
        });
        best.to_vec()
    };
    let mut reached = 0;
    let mut after_the_book = Vec::new();
    for side in [Side::South, Side::North] {
        let mut layer = vec![Position::standard()];
        for depth in 0..=openings::HARD_LINES {
            let mut next = Vec::new();
            for position in &layer {
                let pits = if position.to_move() == side {
                    if depth > openings::SOWINGS {
                        assert!(openings::solved(position).is_some(), "{position}");
                        reached += 1;
                        if depth == openings::SOWINGS + 1 && !after_the_book.contains(position) {
                            after_the_book.push(*position);
                        }
                    }
                    best(position)
                } else {
                    position.legal_moves().collect()
                };
                for pit in pits {
                    let after = position.play(pit).unwrap().0.with_sowings(0);
                    if !after.is_over() && !next.contains(&after) {
                        next.push(after);
                    }
                }
            }
            layer = next;
        }
    }
    assert!(reached >= lines.len(), "every line is one Hard reaches");
    // The book's last layer values each move by the position it leads to: where that is one of Hard's lines, the
    // line's value (found by another search) agrees.
    let mut checked = 0;
    for position in openings::positions() {
        for &(pit, value) in openings::move_values(&position).unwrap() {
            let (after, _) = position.play(pit).unwrap();
            if let Some((worth, best)) = openings::solved(&after) {
                let worth = if after.to_move() == position.to_move() {
                    worth
                } else {
                    -worth
                };
                assert_eq!(value, worth, "pit {pit} of {position}");
                assert!(best.iter().all(|&pit| after.legal_moves().contains(pit)));
                checked += 1;
            }
        }
    }
    assert_eq!(
        checked,
        after_the_book.len(),
        "every line one sowing past the book checked against it"
    );
}

/// The book's text says what is wrong with a line it cannot read, and where.
#[test]
fn a_bad_book_line_is_refused_with_its_number() {
    use mancala::engine::openings::{Solved, line, parse, solved_line};
    let start = Position::standard();
    let solved = solved_line(&start, 8, &[3]);
    assert_eq!(solved, "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S = +8 best 3");
    assert_eq!(
        parse(&solved).unwrap().solved,
        vec![Solved {
            position: start,
            value: 8,
            best: vec![3]
        }]
    );
    let good = line(
        &start,
        &[(1, -14), (2, -10), (3, 8), (4, -2), (5, -8), (6, 4)],
    );
    assert_eq!(good, "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S: -14 -10 +8 -2 -8 +4");
    assert_eq!(
        parse(&good).unwrap().entries,
        vec![(
            start,
            vec![(1, -14), (2, -10), (3, 8), (4, -2), (5, -8), (6, 4)]
        )]
    );
    for (text, problem) in [
        (
            "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S -14 -10 +8 -2 -8 +4",
            "no colon",
        ),
        (
            "4,4,4,4,4,4,0,4,4,4,4,4,4 S: -14 -10 +8 -2 -8 +4",
            "two equal rows",
        ),
        (
            "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S: -14 -10 +8 -2 -8",
            "5 values for 6 pits",
        ),
        (
            "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S: -14 -10 +8 -2 -8 x",
            "not a number",
        ),
        (
            "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S: -14 - +8 -2 -8 +4",
            "pit 2 can be played",
        ),
        (
            "0,4,4,4,4,4,0,4,4,4,4,4,4,0 S: +1 -10 +8 -2 -8 +4",
            "pit 1 cannot be played",
        ),
        ("4,4,4,4,4,4,0,4,4,4,4,4,4,0 S = +8 3", "then `best`"),
        (
            "4,4,4,4,4,4,0,4,4,4,4,4,4,0 S = eight best 3",
            "not a number",
        ),
        ("4,4,4,4,4,4,0,4,4,4,4,4,4,0 S = +8 best", "no best move"),
        (
            "0,4,4,4,4,4,0,4,4,4,4,4,4,0 S = +8 best 1",
            "not a pit that can be played",
        ),
    ] {
        let error = parse(&format!("# a comment\n\n{text}")).unwrap_err();
        assert_eq!(error.line, 3, "{text}");
        assert!(error.to_string().contains(problem), "{text}: {error}");
    }
}

/// The review reads the opening book: every move of the book's positions is rated exactly, by the book's
/// values, even with no budget left for the solver (which would otherwise fall back on an estimate).
#[test]
fn the_review_rates_the_book_s_positions_exactly_at_once() {
    use mancala::engine::openings;
    use mancala::engine::review::review_move;
    let mut solver = small_solver(6);
    let no_budget = Limits {
        nodes: Some(0),
        ..Limits::none()
    };
    for position in openings::positions() {
        let values = openings::move_values(&position).unwrap();
        let best = values.iter().map(|&(_, value)| value).max().unwrap();
        for &(pit, value) in values {
            let review = review_move(&position, pit, &mut solver, &no_budget).unwrap();
            assert!(review.exact, "{position} pit {pit}");
            assert_eq!((review.value_before, review.value_after), (best, value));
            assert_eq!(review.loss, best - value);
        }
    }
}

#[test]
fn a_solver_without_the_book_recalls_nothing_the_book_knows() {
    use mancala::engine::{Solver, SolverConfig};
    let start = Position::standard();
    let solver = Solver::new(6, SolverConfig::default());
    let recalled = solver.recall(&start).expect("the book knows the start");
    assert_eq!((recalled.value, recalled.nodes), (8, 0));
    assert!(solver.recall_values(&start).is_some());
    let searching = solver.without_book();
    assert!(searching.recall(&start).is_none());
    assert!(searching.recall_values(&start).is_none());
}
