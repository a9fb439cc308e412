//! Every rule on positions worked out by hand. Each expected position was counted seed by seed on paper.

use super::*;

fn pos(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("test position {text:?}: {e}"))
}

fn play(text: &str, pit: u8) -> (Position, Sowing) {
    pos(text)
        .play(pit)
        .unwrap_or_else(|e| panic!("pit {pit} of {text}: {e}"))
}

fn south(pit: u8) -> Cell {
    Cell::Pit {
        side: Side::South,
        pit,
    }
}

fn north(pit: u8) -> Cell {
    Cell::Pit {
        side: Side::North,
        pit,
    }
}

#[test]
fn start_positions() {
    assert_eq!(Position::standard(), pos("4,4,4,4,4,4,0,4,4,4,4,4,4,0 S"));
    assert_eq!(Position::start(3, 3).unwrap(), pos("3,3,3,0,3,3,3,0 S"));
    assert_eq!(Position::start(8, 10).unwrap().total_seeds(), 160);
    let kalah = |pits| SetupError::PitsOutOfRange {
        pits,
        family: Family::Kalah,
    };
    assert_eq!(Position::start(2, 4), Err(kalah(2)));
    assert_eq!(Position::start(9, 4), Err(kalah(9)));
    assert_eq!(Position::start(6, 0), Err(SetupError::SeedsOutOfRange(0)));
    assert_eq!(Position::start(6, 11), Err(SetupError::SeedsOutOfRange(11)));
}

#[test]
fn from_rows_refuses_unequal_rows_and_too_many_seeds() {
    assert_eq!(
        Position::from_rows(&[1, 1, 1], 0, &[1, 1, 1, 1], 0, Side::South),
        Err(SetupError::RowsDiffer { south: 3, north: 4 })
    );
    assert_eq!(
        Position::from_rows(&[200, 1, 1], 50, &[1, 1, 1], 1, Side::South),
        Err(SetupError::TooManySeeds(255 + 1))
    );
    assert!(Position::from_rows(&[200, 1, 1], 49, &[1, 1, 1], 1, Side::South).is_ok());
}

#[test]
fn rule1_sowing_runs_from_pit_one_toward_own_store() {
    let (next, sowing) = play("4,4,4,4,4,4,0,4,4,4,4,4,4,0 S", 1);
    assert_eq!(next.to_string(), "0,5,5,5,5,4,0,4,4,4,4,4,4,0 N");
    assert_eq!(
        sowing.drops().collect::<Vec<_>>(),
        [south(2), south(3), south(4), south(5)]
    );
    assert_eq!(sowing.last, south(5));
    assert_eq!(
        (sowing.mover, sowing.pit, sowing.seeds),
        (Side::South, 1, 4)
    );
    assert!(!sowing.extra_turn && sowing.capture.is_none() && sowing.sweep.is_none());
}

#[test]
fn rule1_north_sows_into_its_store_then_south_pit_one() {
    let (next, sowing) = play("4,4,4,4,4,4,0,4,4,4,4,4,4,0 N", 5);
    assert_eq!(next.to_string(), "5,5,4,4,4,4,0,4,4,4,4,0,5,1 S");
    assert_eq!(
        sowing.drops().collect::<Vec<_>>(),
        [north(6), Cell::Store(Side::North), south(1), south(2)]
    );
}

#[test]
fn rule2_south_skips_north_store() {
    let (next, sowing) = play("1,1,1,1,1,9,0,1,1,1,1,1,1,5 S", 6);
    assert_eq!(next.to_string(), "2,2,1,1,1,0,1,2,2,2,2,2,2,5 N");
    let drops: Vec<_> = sowing.drops().collect();
    assert_eq!(drops.len(), 9);
    assert!(!drops.contains(&Cell::Store(Side::North)));
    assert_eq!(drops[6..], [north(6), south(1), south(2)]);
}

#[test]
fn rule2_north_skips_south_store() {
    let (next, sowing) = play("1,1,1,1,1,1,5,1,1,1,1,1,9,0 N", 6);
    assert_eq!(next.to_string(), "2,2,2,2,2,2,5,2,2,1,1,1,0,1 S");
    assert!(!sowing.drops().any(|c| c == Cell::Store(Side::South)));
}

#[test]
fn rule2_thirteen_seeds_lap_into_the_emptied_pit_and_capture_there() {
    let (next, sowing) = play("1,0,0,0,0,13,0,2,0,0,0,0,0,0 S", 6);
    assert_eq!(next.to_string(), "2,1,1,1,1,0,5,0,1,1,1,1,1,0 N");
    let drops: Vec<_> = sowing.drops().collect();
    assert_eq!(drops.len(), 13);
    assert_eq!(drops.iter().filter(|&&c| c == south(6)).count(), 1);
    assert_eq!(sowing.last, south(6));
    assert_eq!(
        sowing.capture,
        Some(Capture {
            pit: 6,
            opposite: 3
        })
    );
}

#[test]
fn rule2_two_laps_leave_two_seeds_in_the_start_pit_and_capture_nothing() {
    let (next, sowing) = play("0,0,0,0,0,26,0,0,0,0,0,0,1,0 S", 6);
    assert_eq!(next.to_string(), "2,2,2,2,2,2,2,2,2,2,2,2,3,0 N");
    assert_eq!(sowing.drops().filter(|&c| c == south(6)).count(), 2);
    assert_eq!(
        sowing
            .drops()
            .filter(|&c| c == Cell::Store(Side::North))
            .count(),
        0
    );
    assert_eq!(sowing.capture, None);
}

#[test]
fn rule2_laps_on_the_smallest_board() {
    let (next, sowing) = play("0,0,7,0,1,0,0,0 S", 3);
    assert_eq!(next.to_string(), "1,1,0,4,0,1,1,0 N");
    assert_eq!(
        sowing.capture,
        Some(Capture {
            pit: 3,
            opposite: 2
        })
    );
}

#[test]
fn rule2_largest_board_sows_round_the_ring() {
    let (next, _) = Position::start(8, 10).unwrap().play(1).unwrap();
    assert_eq!(
        next.to_string(),
        "0,11,11,11,11,11,11,11,1,11,11,10,10,10,10,10,10,0 N"
    );
}

#[test]
fn rule3_last_seed_in_own_store_moves_again() {
    let (next, sowing) = play("4,4,4,4,4,4,0,4,4,4,4,4,4,0 S", 3);
    assert_eq!(next.to_string(), "4,4,0,5,5,5,1,4,4,4,4,4,4,0 S");
    assert!(sowing.extra_turn);
    assert_eq!(sowing.last, Cell::Store(Side::South));

    let (next, sowing) = play("4,4,4,4,4,4,0,4,4,4,4,4,4,0 N", 3);
    assert_eq!(next.to_string(), "4,4,4,4,4,4,0,4,4,0,5,5,5,1 N");
    assert!(sowing.extra_turn);
}

#[test]
fn rule3_extra_turns_chain_without_limit() {
    let (first, a) = play("1,0,0,0,2,1,0,4,4,4,4,4,4,0 S", 6);
    assert!(a.extra_turn);
    assert_eq!(first.to_string(), "1,0,0,0,2,0,1,4,4,4,4,4,4,0 S");
    let (second, b) = first.play(5).unwrap();
    assert!(b.extra_turn);
    assert_eq!(second.to_string(), "1,0,0,0,0,1,2,4,4,4,4,4,4,0 S");
    let (third, c) = second.play(6).unwrap();
    assert!(c.extra_turn);
    assert_eq!(third.to_string(), "1,0,0,0,0,0,3,4,4,4,4,4,4,0 S");
}

#[test]
fn rule4_capture_takes_the_opposite_seeds_and_the_landing_seed() {
    let (next, sowing) = play("1,0,0,0,0,2,0,1,0,0,0,3,0,0 S", 1);
    assert_eq!(next.to_string(), "0,0,0,0,0,2,4,1,0,0,0,0,0,0 N");
    assert_eq!(
        sowing.capture,
        Some(Capture {
            pit: 2,
            opposite: 3
        })
    );
    assert!(!sowing.extra_turn);
}

#[test]
fn rule4_north_captures_south_pit_across() {
    let (next, sowing) = play("1,0,0,0,5,0,0,1,0,0,0,0,2,0 N", 1);
    assert_eq!(next.to_string(), "1,0,0,0,0,0,0,0,0,0,0,0,2,6 S");
    assert_eq!(
        sowing.capture,
        Some(Capture {
            pit: 2,
            opposite: 5
        })
    );
}

#[test]
fn rule4_empty_opposite_pit_captures_nothing_and_the_seed_stays() {
    let (next, sowing) = play("1,0,0,0,0,2,0,1,1,1,1,0,1,0 S", 1);
    assert_eq!(next.to_string(), "0,1,0,0,0,2,0,1,1,1,1,0,1,0 N");
    assert_eq!(sowing.capture, None);
}

#[test]
fn rule4_landing_in_an_empty_opponent_pit_captures_nothing() {
    let (next, sowing) = play("1,0,0,0,3,0,0,0,0,3,3,3,3,0 S", 5);
    assert_eq!(next.to_string(), "1,0,0,0,0,1,1,1,0,3,3,3,3,0 N");
    assert_eq!(sowing.last, north(1));
    assert_eq!(sowing.capture, None);
}

#[test]
fn rule5_extra_turn_landing_that_empties_own_row_ends_the_game_at_once() {
    let (next, sowing) = play("0,0,0,0,0,1,10,1,2,3,4,5,6,0 S", 6);
    assert_eq!(next.to_string(), "0,0,0,0,0,0,11,0,0,0,0,0,0,21 N");
    assert!(!sowing.extra_turn, "no extra turn once the game is over");
    assert_eq!(
        sowing.sweep,
        Some(Sweep {
            reason: EndReason::RowEmpty,
            seeds: BySide::new(0, 21),
        })
    );
    assert!(next.is_over());
    assert!(next.legal_moves().is_empty());
    let score = next.outcome().unwrap();
    assert_eq!((score.south, score.north), (11, 21));
    assert_eq!(score.winner(), Some(Side::North));
    assert_eq!(score.margin(Side::North), 10);
    assert_eq!(score.margin(Side::South), -10);
}

#[test]
fn rule5_capturing_the_last_opponent_seeds_ends_the_game_and_sweeps_own_row() {
    let (next, sowing) = play("1,0,0,0,0,3,0,0,0,0,0,2,0,5 S", 1);
    assert_eq!(next.to_string(), "0,0,0,0,0,0,6,0,0,0,0,0,0,5 N");
    assert_eq!(
        sowing.capture,
        Some(Capture {
            pit: 2,
            opposite: 2
        })
    );
    assert_eq!(
        sowing.sweep.map(|s| (s.seeds.south, s.seeds.north)),
        Some((3, 0))
    );
    assert_eq!(next.outcome().unwrap().winner(), Some(Side::South));
}

#[test]
fn rule5_sowing_the_last_own_seeds_across_ends_the_game() {
    let (next, sowing) = play("0,0,0,0,0,2,20,1,1,1,1,1,1,0 S", 6);
    assert_eq!(next.to_string(), "0,0,0,0,0,0,21,0,0,0,0,0,0,7 N");
    assert_eq!(sowing.sweep.map(|s| s.seeds.north), Some(7));
}

#[test]
fn rule5_equal_seeds_is_a_draw() {
    let (next, _) = play("0,0,0,0,0,1,5,1,0,0,0,0,0,5 S", 6);
    let score = next.outcome().unwrap();
    assert_eq!((score.south, score.north), (6, 6));
    assert_eq!(score.winner(), None);
}

#[test]
fn rule5_a_position_with_an_empty_row_is_over_and_scores_each_row_to_its_owner() {
    let over = pos("0,0,0,0,0,0,20,1,2,3,0,0,0,22 N");
    assert!(over.is_over());
    assert!(over.legal_moves().is_empty());
    assert_eq!(over.play(1), Err(MoveError::GameOver));
    let score = over.outcome().unwrap();
    assert_eq!((score.south, score.north), (20, 28));
}

#[test]
fn rule6_the_four_hundredth_sowing_ends_the_game() {
    let late = Position::standard().with_sowings(MAX_SOWINGS - 1);
    let (next, sowing) = late.play(1).unwrap();
    assert_eq!(next.sowings(), MAX_SOWINGS);
    assert_eq!(
        sowing.sweep,
        Some(Sweep {
            reason: EndReason::SowingLimit,
            seeds: BySide::new(24, 24),
        })
    );
    assert_eq!(
        next,
        pos("0,0,0,0,0,0,24,0,0,0,0,0,0,24 N").with_sowings(MAX_SOWINGS)
    );

    let earlier = Position::standard().with_sowings(MAX_SOWINGS - 2);
    let (next, sowing) = earlier.play(1).unwrap();
    assert!(!next.is_over() && sowing.sweep.is_none());

    let capped = Position::standard().with_sowings(MAX_SOWINGS);
    assert!(capped.is_over());
    assert_eq!(capped.play(1), Err(MoveError::GameOver));
    assert_eq!(capped.outcome().map(|s| s.winner()), Some(None));
}

#[test]
fn rule6_an_extra_turn_on_the_last_allowed_sowing_is_not_given() {
    let late = Position::standard().with_sowings(MAX_SOWINGS - 1);
    let (next, sowing) = late.play(3).unwrap();
    assert!(!sowing.extra_turn);
    assert_eq!(sowing.last, Cell::Store(Side::South));
    assert!(next.is_over());
    assert_eq!(next.store(Side::South), 1 + 4 + 4 + 5 + 5 + 5);
}

#[test]
fn illegal_moves_are_refused() {
    let start = Position::standard();
    assert_eq!(start.play(0), Err(MoveError::NoSuchPit { pit: 0, pits: 6 }));
    assert_eq!(start.play(7), Err(MoveError::NoSuchPit { pit: 7, pits: 6 }));
    let (after, _) = start.play(3).unwrap();
    assert_eq!(after.play(3), Err(MoveError::EmptyPit { pit: 3 }));
}

#[test]
fn legal_moves_are_the_non_empty_pits_of_the_side_to_move() {
    let south_moves: Vec<u8> = pos("0,1,0,2,0,3,0,1,1,1,1,1,1,0 S").legal_moves().collect();
    assert_eq!(south_moves, [2, 4, 6]);
    let north_moves: Vec<u8> = pos("0,1,0,2,0,3,0,1,0,1,0,0,1,0 N").legal_moves().collect();
    assert_eq!(north_moves, [1, 3, 6]);
    let moves = pos("0,1,0,2,0,3,0,1,0,1,0,0,1,0 S").legal_moves();
    assert_eq!(moves.count(), 3);
    assert!(moves.contains(4) && !moves.contains(3) && !moves.contains(0) && !moves.contains(9));
}

#[test]
fn cells_are_read_by_name() {
    let p = pos("1,2,3,4,5,6,7,8,9,10,11,12,13,14 N");
    assert_eq!(p.count(south(1)), 1);
    assert_eq!(p.count(Cell::Store(Side::South)), 7);
    assert_eq!(p.count(north(6)), 13);
    assert_eq!(p.store(Side::North), 14);
    assert_eq!(p.row_seeds(Side::North), 8 + 9 + 10 + 11 + 12 + 13);
    assert_eq!(p.score().north, 14 + 63);
    assert_eq!(north(2).to_string(), "North pit 2");
    assert_eq!(Cell::Store(Side::South).to_string(), "South store");
}

#[test]
fn perft_counts_sowing_sequences() {
    use crate::perft;
    let start = Position::standard();
    assert_eq!(perft(&start, 0), 1);
    assert_eq!(perft(&start, 1), 6);
    // Pit 3 gives an extra turn with five pits left to play; the other five moves hand North six.
    assert_eq!(perft(&start, 2), 5 + 5 * 6);
    // A finished game counts once, however deep the count.
    assert_eq!(perft(&pos("0,0,0,0,0,0,20,1,2,3,0,0,0,22 N"), 5), 1);
    // The last move ends the game: one sequence of length one, not more.
    assert_eq!(perft(&pos("0,0,0,0,0,1,10,1,2,3,4,5,6,0 S"), 3), 1);
}
