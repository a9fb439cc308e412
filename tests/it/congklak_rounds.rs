//! Congklak's match in the engine, beyond one round's sowing: Otto's levels choose legal holes, records of
//! Congklak games read back the same, rounds refill holes, burn the short and end the match, and the first hand
//! to finish the simultaneous start moves next.

use mancala::engine::{
    Ai, Basis, Budget, CONGKLAK, Cell, Level, Position, Record, Rules, Side, rounds, simultaneous,
};

/// Otto's three levels play Congklak: every choice legal, Hard searching deeper than Medium.
#[test]
fn otto_plays_congklak_at_every_level() {
    let start = Position::start_by(CONGKLAK, 7, 7).unwrap();
    for level in Level::ALL {
        let mut otto = Ai::for_rules(level, CONGKLAK, 7, 1);
        assert!(otto.suits(level, &start));
        assert!(!otto.suits(level, &Position::standard()) || level != Level::Hard);
        let choice = otto
            .choose(
                &start,
                &Budget {
                    nodes: Some(200_000),
                    ..Budget::default()
                },
            )
            .unwrap();
        assert!(start.legal_moves().contains(choice.pit));
        match (level, choice.basis) {
            (Level::Easy, Basis::Instinct) => {}
            (Level::Medium, Basis::Searched(depth)) => assert_eq!(depth, 4),
            (Level::Hard, Basis::Searched(depth)) => assert!(depth > 4, "Hard searched {depth}"),
            (level, basis) => panic!("{level:?} chose by {basis:?}"),
        }
    }
}

/// A Congklak game's record, on every board, with burnt holes and each variant, reads back as the same game;
/// a record whose board the rules do not allow is refused at its Pits line.
#[test]
fn records_of_congklak_games_read_back_the_same() {
    for seed in 0..40u64 {
        let holes = 5 + (seed % 5) as u8;
        let rules = Rules::congklak()[(seed % 4) as usize];
        let mut start = Position::start_by(rules, holes, holes).unwrap();
        if seed % 3 == 0 {
            // A later round's start: a hole burnt on each side, its seeds in the store.
            let row = vec![holes; usize::from(holes) - 1];
            let mut south = row.clone();
            south.push(0);
            let mut north = row;
            north.insert(0, 0);
            start = Position::from_rows_by(rules, &south, holes, &north, holes, Side::North)
                .unwrap()
                .burn(Side::South, holes)
                .unwrap()
                .burn(Side::North, 1)
                .unwrap();
        }
        let mut moves = Vec::new();
        let mut position = start;
        let mut choice = seed;
        while !position.is_over() && moves.len() < 300 {
            let live: Vec<u8> = position.legal_moves().collect();
            choice = choice
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let pit = live[(choice >> 33) as usize % live.len()];
            moves.push(pit);
            position = position.play(pit).unwrap().0;
        }
        let record = Record::new(start, moves.clone()).unwrap();
        let text = record.to_string();
        let read: Record = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(read, record, "{text}");
        assert_eq!(read.end(), position);
    }
    let error = "Rules: congklak\nPits: 4\n\n1\n"
        .parse::<Record>()
        .unwrap_err();
    assert_eq!(error.line, 2);
    assert!(
        error.to_string().contains("a congklak board has 5 to 9"),
        "{error}"
    );
    let nine: Record = "Rules: congklak\nPits: 9\n\n9\n".parse().unwrap();
    assert_eq!(nine.start, Position::start_by(CONGKLAK, 9, 9).unwrap());
}

/// Rounds: random rounds played to their end, then the next round set up by the rules of refilling: every seed
/// kept, each player's holes filled from the one beside the store, the rest burnt, the leftover in the store,
/// the round's winner first; the match over when a player cannot fill a hole.
#[test]
fn rounds_refill_burn_and_end_the_match() {
    for seed in 0..60u64 {
        let holes = 5 + (seed % 5) as u8;
        let rules = Rules::congklak()[(seed % 4) as usize];
        let mut position = Position::start_by(rules, holes, holes).unwrap();
        let mut started = Side::South;
        let mut choice = seed;
        let total = position.total_seeds();
        for _round in 0..30 {
            while !position.is_over() {
                let live: Vec<u8> = position.legal_moves().collect();
                choice = choice
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                position = position
                    .play(live[(choice >> 33) as usize % live.len()])
                    .unwrap()
                    .0;
            }
            let stores = Side::BOTH.map(|side| position.store(side));
            match rounds::next_round(&position, started, holes).unwrap() {
                rounds::NextRound::MatchOver { winner, loser } => {
                    assert!(stores[loser as usize] < holes, "{position}");
                    assert_eq!(winner, loser.opponent());
                    break;
                }
                rounds::NextRound::Round(next) => {
                    assert_eq!(next.total_seeds(), total);
                    for side in Side::BOTH {
                        let store = stores[side as usize];
                        let filled = (store / holes).min(holes);
                        for pit in 1..=holes {
                            let burnt = pit <= holes - filled;
                            assert_eq!(next.is_burnt(side, pit), burnt, "{next}");
                            assert_eq!(next.seeds(side, pit), if burnt { 0 } else { holes });
                        }
                        assert_eq!(next.store(side), store - filled * holes);
                    }
                    let expected_first = match stores[0].cmp(&stores[1]) {
                        std::cmp::Ordering::Greater => Side::South,
                        std::cmp::Ordering::Less => Side::North,
                        std::cmp::Ordering::Equal => started.opponent(),
                    };
                    assert_eq!(next.to_move(), expected_first);
                    assert!(!next.is_over());
                    started = next.to_move();
                    position = next;
                }
            }
        }
    }
    let live = Position::start_by(CONGKLAK, 7, 7).unwrap();
    assert_eq!(
        rounds::next_round(&live, Side::South, 7)
            .unwrap_err()
            .to_string(),
        "the round is not over yet"
    );
    let ended: Position = "0,0,0,0,0,0,0,92,0,0,0,0,0,0,0,6 N congklak"
        .parse()
        .unwrap();
    assert_eq!(
        rounds::next_round(&ended, Side::South, 7).unwrap(),
        rounds::NextRound::MatchOver {
            winner: Side::South,
            loser: Side::North
        }
    );
    let ended: Position = "0,0,0,0,0,0,0,84,0,0,0,0,0,0,0,14 N congklak"
        .parse()
        .unwrap();
    let rounds::NextRound::Round(next) = rounds::next_round(&ended, Side::South, 7).unwrap() else {
        panic!("14 seeds fill two holes");
    };
    assert_eq!(
        next.to_string(),
        "7,7,7,7,7,7,7,35,x,x,x,x,x,7,7,0 S congklak"
    );
}

/// The simultaneous start, worked by hand: South's one seed lands in its empty hole 2 at the first tick, North's
/// two seeds end in its empty hole 3 at the second, so South finished first and moves next.
#[test]
fn the_first_to_finish_the_simultaneous_start_moves_next() {
    use simultaneous::{Event, SimultaneousStart};
    let start: Position = "1,0,0,0,5,0,2,0,0,0,3,0 S congklak".parse().unwrap();
    let mut phase = SimultaneousStart::new(&start, 1, 1).unwrap();
    assert_eq!(
        phase.step(),
        [
            Event::Drop {
                side: Side::South,
                into: Cell::Pit {
                    side: Side::South,
                    pit: 2
                }
            },
            Event::Done { side: Side::South },
            Event::Drop {
                side: Side::North,
                into: Cell::Pit {
                    side: Side::North,
                    pit: 2
                }
            },
        ]
    );
    assert!(!phase.is_done());
    phase.step();
    assert!(phase.is_done());
    assert_eq!(phase.finished_first(), Some(Side::South));
    assert_eq!(
        phase.position().to_string(),
        "0,1,0,0,5,0,0,1,1,0,3,0 S congklak"
    );
    assert_eq!(phase.position().sowings(), 2);
    // The mirror image: North finishes first.
    let start: Position = "2,0,0,0,3,0,1,0,0,0,5,0 S congklak".parse().unwrap();
    let mut phase = SimultaneousStart::new(&start, 1, 1).unwrap();
    while !phase.is_done() {
        phase.step();
    }
    assert_eq!(phase.finished_first(), Some(Side::North));
    assert_eq!(
        phase.position().to_string(),
        "0,1,1,0,3,0,0,1,0,0,5,0 N congklak"
    );
    // Refusals name the hole; a hand still sowing has no choice to make.
    assert_eq!(
        SimultaneousStart::new(&start, 2, 1)
            .unwrap_err()
            .to_string(),
        "pit 2 is empty"
    );
    let mut phase = SimultaneousStart::new(&start, 1, 1).unwrap();
    assert!(phase.choose(Side::South, 1).is_err());
    assert!(SimultaneousStart::new(&Position::standard(), 1, 1).is_err());
}
