//! Property tests over random positions and random games, for every board size and seed count.

use mancala::engine::{
    Cell, MAX_PITS, MAX_SEEDS, MAX_SOWINGS, MIN_PITS, MIN_SEEDS, Position, Rules, Side, perft,
};
use proptest::prelude::*;

use crate::reference;

/// Any position of m pits a side, with at most 14 seeds a cell so the total stays within a byte, played by any
/// of the rule sets.
fn any_position() -> impl Strategy<Value = Position> {
    (MIN_PITS..=MAX_PITS).prop_flat_map(|m| {
        let cells = proptest::collection::vec(0u8..=14, 2 * usize::from(m) + 2);
        (cells, any::<bool>(), 0..Rules::all().len()).prop_map(move |(cells, north, rules)| {
            build(m, &cells, north).with_rules(Rules::all()[rules])
        })
    })
}

/// Positions with one heavy pit, so that sowings lap the board once or more.
fn lapping_position() -> impl Strategy<Value = Position> {
    (MIN_PITS..=MAX_PITS).prop_flat_map(|m| {
        let cells = proptest::collection::vec(0u8..=8, 2 * usize::from(m) + 2);
        (cells, any::<bool>(), 1..=m, 13u8..=100).prop_map(move |(mut cells, north, pit, heavy)| {
            let m = usize::from(m);
            let index = if north {
                m + usize::from(pit)
            } else {
                usize::from(pit) - 1
            };
            cells[index] = heavy;
            build(m as u8, &cells, north)
        })
    })
}

fn build(m: u8, cells: &[u8], north: bool) -> Position {
    let m = usize::from(m);
    let side = if north { Side::North } else { Side::South };
    Position::from_rows(
        &cells[..m],
        cells[m],
        &cells[m + 1..2 * m + 1],
        cells[2 * m + 1],
        side,
    )
    .expect("generated positions stay within a byte")
}

/// A game of m pits and n seeds played with move choices drawn from `choices`.
fn random_game() -> impl Strategy<Value = (u8, u8, Vec<u8>)> {
    (
        MIN_PITS..=MAX_PITS,
        MIN_SEEDS..=MAX_SEEDS,
        proptest::collection::vec(any::<u8>(), 0..600),
    )
}

fn check_move_against_reference(position: &Position, pit: u8) {
    let expected = reference::play(position, pit, u32::from(position.sowings()));
    let (next, sowing) = position.play(pit).expect("legal move");
    assert_eq!(next.to_string(), expected.text, "pit {pit} of {position}");
    let m = usize::from(position.pits());
    let ring_index = |cell: Cell| match cell {
        Cell::Pit {
            side: Side::South,
            pit,
        } => usize::from(pit) - 1,
        Cell::Store(Side::South) => m,
        Cell::Pit {
            side: Side::North,
            pit,
        } => m + usize::from(pit),
        Cell::Store(Side::North) => 2 * m + 1,
        Cell::Mandarin(_) => unreachable!("Kalah has no mandarin square"),
    };
    let drops: Vec<usize> = sowing.drops().map(ring_index).collect();
    assert_eq!(drops, expected.drops, "drops of pit {pit} of {position}");
    assert_eq!(
        sowing.capture.map(|c| u32::from(c.opposite) + 1),
        expected.captured,
        "capture of pit {pit} of {position}"
    );
    assert_eq!(sowing.extra_turn, expected.extra_turn);
    assert_eq!(next.is_over(), expected.over);
    assert_eq!(sowing.sweep.is_some(), expected.over);
    assert_eq!(Some(sowing.last), sowing.drops().last());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn every_move_matches_the_reference_rules(position in any_position()) {
        for pit in position.legal_moves() {
            check_move_against_reference(&position, pit);
        }
    }

    #[test]
    fn lapping_moves_match_the_reference_rules(position in lapping_position()) {
        for pit in position.legal_moves() {
            check_move_against_reference(&position, pit);
        }
    }

    #[test]
    fn seeds_are_conserved_and_the_turn_passes_correctly(position in any_position()) {
        for pit in position.legal_moves() {
            let (next, sowing) = position.play(pit).unwrap();
            prop_assert_eq!(next.total_seeds(), position.total_seeds());
            prop_assert_eq!(next.sowings(), position.sowings() + 1);
            prop_assert_eq!(next.pits(), position.pits());
            prop_assert_eq!(usize::from(sowing.seeds), sowing.drops().count());
            prop_assert_eq!(sowing.seeds, position.seeds(position.to_move(), pit));
            if !next.is_over() {
                let expected = if sowing.extra_turn { position.to_move() } else { position.to_move().opponent() };
                prop_assert_eq!(next.to_move(), expected);
            }
            // The mover's store never loses seeds and the opponent's store is never sown into.
            let mover = position.to_move();
            prop_assert!(next.store(mover) >= position.store(mover));
            if sowing.sweep.is_none() {
                prop_assert_eq!(next.store(mover.opponent()), position.store(mover.opponent()));
            }
        }
    }

    /// An online game is shown with the player at the bottom: the mirror of a position plays the same pits
    /// to the mirrors of the same results, under every rule set.
    #[test]
    fn the_mirror_plays_the_same_pits_to_mirrored_results(position in any_position()) {
        let mirror = position.mirrored();
        prop_assert_eq!(mirror.mirrored(), position);
        prop_assert_eq!(mirror.to_move(), position.to_move().opponent());
        prop_assert_eq!(mirror.legal_moves().collect::<Vec<_>>(), position.legal_moves().collect::<Vec<_>>());
        for side in Side::BOTH {
            prop_assert_eq!(mirror.store(side), position.store(side.opponent()));
            for pit in 1..=position.pits() {
                prop_assert_eq!(mirror.seeds(side, pit), position.seeds(side.opponent(), pit));
            }
        }
        for pit in position.legal_moves() {
            let (next, sowing) = position.play(pit).unwrap();
            let (mirrored_next, mirrored_sowing) = mirror.play(pit).unwrap();
            prop_assert_eq!(mirrored_next, next.mirrored());
            prop_assert_eq!(mirrored_sowing.extra_turn, sowing.extra_turn);
        }
    }

    #[test]
    fn text_round_trips(position in any_position()) {
        let text = position.to_string();
        let parsed: Position = text.parse().unwrap();
        prop_assert_eq!(parsed, position);
        prop_assert_eq!(parsed.to_string(), text);
    }

    #[test]
    fn random_games_end_with_every_seed_in_a_store(
        (m, n, choices) in random_game(),
        rules in 0..Rules::all().len(),
    ) {
        let mut position = Position::start(m, n).unwrap().with_rules(Rules::all()[rules]);
        let total = position.total_seeds();
        let mut choices = choices.into_iter().cycle();
        let mut sowings = 0u32;
        while !position.is_over() {
            let moves = position.legal_moves();
            prop_assert!(!moves.is_empty(), "a live position has a move: {}", position);
            let pick = usize::from(choices.next().unwrap_or(0)) % moves.count() as usize;
            let pit = moves.clone().nth(pick).unwrap();
            let mover = position.to_move();
            let (next, sowing) = position.play(pit).unwrap();
            prop_assert_eq!(next.total_seeds(), total);
            prop_assert_eq!(sowing.mover, mover);
            if !next.is_over() {
                prop_assert_eq!(next.to_move() == mover, sowing.extra_turn);
            }
            for side in Side::BOTH {
                prop_assert!(next.row(side).iter().all(|&s| u32::from(s) <= total));
            }
            position = next;
            sowings += 1;
            prop_assert!(sowings <= u32::from(MAX_SOWINGS));
        }
        let score = position.outcome().unwrap();
        prop_assert_eq!(u32::from(score.south) + u32::from(score.north), total);
        prop_assert_eq!(position.row_seeds(Side::South) + position.row_seeds(Side::North), 0);
        prop_assert!(position.legal_moves().is_empty());
        prop_assert_eq!(position.to_string().parse::<Position>().unwrap().to_string(), position.to_string());
    }

    #[test]
    fn perft_one_is_the_number_of_legal_moves(position in any_position()) {
        let expected = if position.is_over() { 1 } else { u64::from(position.legal_moves().count()) };
        prop_assert_eq!(perft(&position, 1), expected);
    }

    #[test]
    fn perft_sums_over_children(position in any_position()) {
        if !position.is_over() {
            let children: u64 = position
                .legal_moves()
                .map(|pit| perft(&position.play(pit).unwrap().0, 2))
                .sum();
            prop_assert_eq!(perft(&position, 3), children);
        }
    }
}

#[test]
fn every_board_size_and_seed_count_plays_out_to_the_cap_or_an_empty_row() {
    // The first legal move every time: a fixed, complete game on every board the game offers.
    for m in MIN_PITS..=MAX_PITS {
        for n in MIN_SEEDS..=MAX_SEEDS {
            let mut position = Position::start(m, n).unwrap();
            while let Some(pit) = position.legal_moves().next() {
                check_move_against_reference(&position, pit);
                position = position.play(pit).unwrap().0;
            }
            assert!(position.is_over(), "{m}x{n}");
            assert!(position.sowings() <= MAX_SOWINGS);
            assert_eq!(
                position.outcome().unwrap().south as u32 + position.outcome().unwrap().north as u32,
                2 * u32::from(m) * u32::from(n)
            );
        }
    }
}
