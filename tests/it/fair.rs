//! A fair start: the pie rule's offer and Otto's choice in the engine, a swap in a game record, and every
//! balanced start's value proved again.

use mancala::engine::fair::{
    BALANCED, FIRST_ROW, balanced, candidates, is_balanced, swap_offered, takes_the_other_side,
};
use mancala::engine::{Limits, Position, Problem, Record, Side, Solver, SolverConfig};

fn solver() -> Solver {
    Solver::new(6, SolverConfig::default()).with_threads(2)
}

/// Every first turn from `start`: the sowings of the first player until the other side is to move.
fn first_turns(start: &Position) -> Vec<Vec<u8>> {
    let mut turns = Vec::new();
    let mut open = vec![(*start, Vec::new())];
    while let Some((position, sown)) = open.pop() {
        for pit in position.legal_moves() {
            let (next, _) = position.play(pit).unwrap();
            let mut line = sown.clone();
            line.push(pit);
            if next.to_move() == start.to_move() && !next.is_over() {
                open.push((next, line));
            } else {
                turns.push(line);
            }
        }
    }
    turns
}

#[test]
fn the_pie_is_offered_once_right_after_the_first_turn() {
    let start = Position::standard();
    assert!(!swap_offered(&start, &[]), "nothing sown yet");
    assert!(
        !swap_offered(&start, &[3]),
        "pit 3 ends in the store: still South's turn"
    );
    assert!(swap_offered(&start, &[3, 6]));
    assert!(swap_offered(&start, &[1]));
    assert!(!swap_offered(&start, &[1, 2]), "North has sown: too late");
    assert!(!swap_offered(&start, &[7]), "not a move");
    for turn in first_turns(&start).iter().filter(|turn| turn.len() <= 3) {
        let mut position = start;
        for &pit in turn {
            position = position.play(pit).unwrap().0;
        }
        assert_eq!(swap_offered(&start, turn), !position.is_over(), "{turn:?}");
    }
    // North first: the offer is South's.
    let north_first = start.with_to_move(Side::North);
    assert!(swap_offered(&north_first, &[2]));
}

#[test]
fn otto_takes_the_side_exactly_when_it_is_worth_more_than_his_own() {
    let start = Position::standard();
    let mut solver = solver();
    let mut took = 0;
    let mut kept = 0;
    for turn in first_turns(&start).iter().filter(|turn| turn.len() <= 2) {
        let mut position = start;
        for &pit in turn {
            position = position.play(pit).unwrap().0;
        }
        if position.is_over() {
            continue;
        }
        let value = solver.solve(&position, &Limits::none()).unwrap().value;
        let takes = takes_the_other_side(&position, &mut solver, &Limits::none());
        assert_eq!(
            takes,
            value < 0,
            "after {turn:?} North's value is {value:+}"
        );
        if takes { took += 1 } else { kept += 1 }
    }
    // The best first turns are taken; some poor ones are left to their player.
    assert!(took > 0 && kept > 0, "took {took}, kept {kept}");
}

#[test]
fn a_swap_is_written_in_a_record_and_read_back_only_where_the_pie_offers_it() {
    let mut record = Record::new(Position::standard(), vec![3, 6, 2, 1]).unwrap();
    record.swap = Some(2);
    let text = record.to_string();
    assert!(text.contains("\n3 6\nswap\n2 1\n"), "{text}");
    let read: Record = text.parse().unwrap();
    assert_eq!(read, record);
    assert_eq!(
        read.positions(),
        Record::new(Position::standard(), vec![3, 6, 2, 1])
            .unwrap()
            .positions()
    );

    let refused = |moves: &str| {
        let text = format!("Start: 4,4,4,4,4,4,0,4,4,4,4,4,4,0 S\n\n{moves}\n");
        text.parse::<Record>().unwrap_err()
    };
    let error = refused("3 swap 6 2");
    assert_eq!(error.problem, Problem::SwapNotOffered { after: 1 });
    assert_eq!(error.line, 3);
    assert!(
        error.to_string().contains("swap after 1 sowings"),
        "{error}"
    );
    assert_eq!(
        refused("3 6 2 swap").problem,
        Problem::SwapNotOffered { after: 3 }
    );
    assert_eq!(
        refused("3 6 swap swap").problem,
        Problem::SwapNotOffered { after: 2 }
    );
    assert!(matches!(refused("swap 3").problem, Problem::NotAHeader(_)));
    // Right after the first turn, even as the last word.
    let swapped: Record = "Start: 4,4,4,4,4,4,0,4,4,4,4,4,4,0 S\n\n1\nswap\n"
        .parse()
        .unwrap();
    assert_eq!(swapped.swap, Some(1));
    assert!(swapped.to_string().ends_with("\n1\nswap\n"));
}

#[test]
fn the_candidates_have_the_board_s_seeds_in_every_pit_and_the_lighter_row_first() {
    for position in candidates(7).take(200) {
        let rows = [Side::South, Side::North].map(|side| position.row_seeds(side));
        assert_eq!(rows[0] + rows[1], 48);
        assert!(FIRST_ROW.contains(&rows[0]), "{position}");
        assert!(
            Side::BOTH
                .iter()
                .all(|&side| (1..=6).all(|pit| (1..=8).contains(&position.seeds(side, pit))))
        );
        assert_eq!(position.to_move(), Side::South);
    }
    let again: Vec<Position> = candidates(7).take(5).collect();
    assert_eq!(
        again,
        candidates(7).take(5).collect::<Vec<_>>(),
        "the same seed, the same draw"
    );
}

#[test]
fn every_balanced_start_has_its_value_proved_again() {
    assert!(BALANCED.len() >= 6, "a list to choose from");
    // The 20-seed endgame table the command that found them used (built once, kept in the cache folder): with
    // the default one each start takes half a minute.
    let endgame = mancala::cache::endgame(6, mancala::engine::endgame::LARGE_ENTRIES, 2);
    let mut solver =
        Solver::with_endgame(endgame, SolverConfig::default().table_bytes).with_threads(2);
    for (position, value) in balanced() {
        assert!(is_balanced(value), "{position}");
        assert_eq!(
            position.legal_moves().count(),
            6,
            "every sowing playable: {position}"
        );
        assert_eq!(
            position.row_seeds(Side::South) + position.row_seeds(Side::North),
            48
        );
        let proved = solver.solve(&position, &Limits::none()).unwrap().value;
        assert_eq!(proved, value, "{position}");
    }
}
