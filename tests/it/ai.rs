//! The computer player and "Teach me" on positions built by hand and on small boards solved exhaustively.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use mancala::engine::hint::{hint, reason};
use mancala::engine::{
    Ai, Basis, Budget, EndgameTable, Level, Limits, Position, ProofStore, ProofsInMemory, Reason,
    Side,
};

use crate::solver::{minimax, move_value, small_solver};

fn pos(text: &str) -> Position {
    text.parse().unwrap()
}

fn choose(ai: &mut Ai, position: &Position) -> u8 {
    ai.choose(position, &Budget::default()).unwrap().pit
}

#[test]
fn the_same_seed_replays_the_same_game() {
    for level in [Level::Easy, Level::Medium] {
        let play = |seed| {
            let mut ai = Ai::new(level, 6, seed);
            let mut position = Position::standard();
            let mut pits = Vec::new();
            while !position.is_over() {
                let pit = choose(&mut ai, &position);
                pits.push(pit);
                position = position.play(pit).unwrap().0;
            }
            pits
        };
        assert_eq!(play(7), play(7), "{level:?}");
        assert_ne!(play(7), play(8), "{level:?} should vary with the seed");
    }
}

#[test]
fn hard_plays_a_proven_best_move_on_a_small_board() {
    let mut ai = Ai::new(Level::Hard, 4, 1);
    let start = Position::start(4, 2).unwrap();
    let choice = ai.choose(&start, &Budget::default()).unwrap();
    let value = minimax(&start);
    assert_eq!(choice.basis, Basis::Proven(value));
    assert_eq!(move_value(&start, choice.pit), value);
}

#[test]
fn hard_never_loses_a_won_small_game() {
    // Hard moves first on 3 x 3 (worth +2) against every reply Medium makes, over many seeds.
    for seed in 0..20 {
        let mut hard = Ai::new(Level::Hard, 3, seed);
        let mut medium = Ai::new(Level::Medium, 3, seed);
        let mut position = Position::start(3, 3).unwrap();
        while !position.is_over() {
            let ai = if position.to_move() == Side::South {
                &mut hard
            } else {
                &mut medium
            };
            position = position.play(choose(ai, &position)).unwrap().0;
        }
        assert!(
            position.score().margin(Side::South) >= 2,
            "seed {seed}: {position}"
        );
    }
}

#[test]
fn a_cancelled_move_returns_nothing() {
    let cancel = AtomicBool::new(true);
    let budget = Budget {
        cancel: Some(&cancel),
        ..Budget::default()
    };
    let mut hard = Ai::new(Level::Hard, 6, 1);
    assert_eq!(hard.choose(&Position::standard(), &budget), None);
    let mut medium = Ai::new(Level::Medium, 6, 1);
    assert_eq!(medium.choose(&Position::standard(), &budget), None);
}

#[test]
fn a_single_legal_move_is_played_at_once() {
    let only: Position = pos("0,0,0,0,3,0,0,1,1,1,1,1,1,0 S");
    for level in Level::ALL {
        let choice = Ai::new(level, 6, 1)
            .choose(&only, &Budget::default())
            .unwrap();
        assert_eq!(
            (choice.pit, choice.basis),
            (5, Basis::Instinct),
            "{level:?}"
        );
    }
}

#[test]
fn easy_often_but_not_always_takes_an_extra_turn() {
    // Pit 3 of the start is the extra turn.
    let takes = (0..200)
        .filter(|&seed| choose(&mut Ai::new(Level::Easy, 6, seed), &Position::standard()) == 3)
        .count();
    assert!(
        (100..190).contains(&takes),
        "took the extra turn {takes} times in 200"
    );
}

#[test]
fn medium_sees_a_big_capture() {
    // Pit 1 lands in the empty pit 2 across from North's 9 seeds (pit 6's extra turn may come first).
    let position = pos("1,0,1,1,1,1,0,2,2,2,2,9,2,0 S");
    let captured = (0..20)
        .filter(|&seed| {
            let mut medium = Ai::new(Level::Medium, 6, seed);
            let mut turn = position;
            while turn.to_move() == Side::South && !turn.is_over() {
                turn = turn.play(choose(&mut medium, &turn)).unwrap().0;
            }
            turn.seeds(Side::North, 5) == 0
        })
        .count();
    assert!(captured >= 15, "made the capture {captured} times in 20");
}

#[test]
fn each_reason_on_positions_built_by_hand() {
    assert_eq!(
        reason(&Position::standard(), 3),
        Reason::ExtraTurn { then: 0 }
    );
    // Pit 6 lands in the store; then pit 5 (2 seeds) and pit 4 (3 seeds) chain on.
    assert_eq!(
        reason(&pos("1,0,0,3,2,1,0,4,4,4,4,4,4,0 S"), 6),
        Reason::ExtraTurn { then: 3 }
    );
    assert_eq!(
        reason(&pos("1,0,0,0,0,2,0,1,0,0,0,3,0,0 S"), 1),
        Reason::Capture { seeds: 4 }
    );
    // North's pit 3 would land in its empty pit 4, across from the 5 seeds of South's pit 3.
    assert_eq!(
        reason(&pos("1,0,5,0,0,0,0,0,0,1,0,0,2,0 S"), 3),
        Reason::Protect { pit: 3, seeds: 5 }
    );
    assert_eq!(
        reason(&pos("2,0,0,0,0,3,20,0,0,1,0,0,1,20 S"), 1),
        Reason::KeepSeeds
    );
    assert_eq!(reason(&Position::standard(), 1), Reason::Calculation);
}

#[test]
fn hints_speak_plainly() {
    let position = pos("1,0,0,0,0,2,0,1,0,0,0,3,0,0 S");
    let found = hint(&position, &mut small_solver(6), &Limits::none()).unwrap();
    let text = found.to_string();
    assert!(
        text.starts_with(&format!("Play pit {}", found.pit)),
        "{text}"
    );
    assert!(text.contains("With perfect play"), "{text}");
    assert_eq!(found.value, Some(minimax(&position)));
}

#[test]
fn hints_are_always_best_moves() {
    let mut solver = small_solver(4);
    let mut position = Position::start(4, 2).unwrap();
    let mut easy = Ai::new(Level::Easy, 4, 3);
    while !position.is_over() {
        let found = hint(&position, &mut solver, &Limits::none()).unwrap();
        assert_eq!(
            move_value(&position, found.pit),
            minimax(&position),
            "{position}"
        );
        position = position.play(choose(&mut easy, &position)).unwrap().0;
    }
    assert!(hint(&position, &mut solver, &Limits::none()).is_none());
}

/// Hard reads the opening book: in the standard game's first positions it plays a proven best move at once,
/// with no budget at all for a search.
#[test]
fn hard_plays_the_opening_book_s_best_moves_without_searching() {
    use mancala::engine::openings;
    let budget = Budget {
        nodes: Some(0),
        ..Budget::default()
    };
    let endgame = hard_table();
    // The book's positions with every move's value, then Hard's lines with their best moves.
    let mut known: Vec<(Position, i32, Vec<u8>)> = openings::positions()
        .map(|position| {
            let values = openings::move_values(&position).unwrap();
            let best = values.iter().map(|&(_, value)| value).max().unwrap();
            let pits = values
                .iter()
                .filter(|&&(_, v)| v == best)
                .map(|&(p, _)| p)
                .collect();
            (position, best, pits)
        })
        .collect();
    known.extend(
        openings::hard_lines()
            .into_iter()
            .map(|solved| (solved.position, solved.value, solved.best)),
    );
    // Four players with their own random choices among the best moves, each asked every position.
    let mut players: Vec<Ai> = (0..4)
        .map(|seed| Ai::with_endgame(Level::Hard, Some(Arc::clone(&endgame)), seed))
        .collect();
    for (position, best, pits) in known {
        for hard in &mut players {
            let choice = hard.choose(&position, &budget).unwrap();
            assert_eq!(choice.basis, Basis::Proven(best), "{position}");
            assert!(
                pits.contains(&choice.pit),
                "{position}: pit {} is not a best move",
                choice.pit
            );
        }
    }
}

/// Hard's endgame table for the standard board, built once for a test's many players.
fn hard_table() -> Arc<EndgameTable> {
    Arc::new(EndgameTable::build(
        6,
        mancala::engine::endgame::DEFAULT_ENTRIES,
        2,
    ))
}

/// Hard thinks on the opponent's time: after pondering a position with the opponent to move, its answer to each
/// of the opponent's sowings that passes the turn is proved and perfect without a node of search; without
/// pondering, the same budget gives only a search's move.
#[test]
fn hard_s_pondering_proves_its_answers_to_every_sowing_of_the_opponent() {
    let store = Arc::new(ProofsInMemory::default());
    let endgame = hard_table();
    let hard = |seed| {
        Ai::with_endgame(Level::Hard, Some(Arc::clone(&endgame)), seed)
            .with_proofs(Some(Arc::clone(&store) as Arc<dyn ProofStore>))
    };
    // North to move; Hard plays South. Dear enough that the store keeps each answer's proof.
    let position = pos("0,0,0,2,9,8,3,0,7,7,1,1,0,10 N");
    let no_search = Budget {
        nodes: Some(0),
        ..Budget::default()
    };
    let answers: Vec<Position> = position
        .legal_moves()
        .map(|pit| position.play(pit).unwrap().0)
        .filter(|after| !after.is_over() && after.to_move() == Side::South)
        .collect();
    assert!(answers.len() >= 2);
    for after in &answers {
        let choice = hard(1).choose(after, &no_search).unwrap();
        assert!(
            !matches!(choice.basis, Basis::Proven(_)),
            "{after} was proved before pondering"
        );
    }
    let cancel = AtomicBool::new(false);
    let proved = hard(1).ponder(&position, &cancel);
    assert_eq!(proved, answers.len());
    for after in &answers {
        let choice = hard(2).choose(after, &no_search).unwrap();
        assert_eq!(choice.basis, Basis::Proven(proved_value(after)), "{after}");
        assert_eq!(
            proved_move_value(after, choice.pit),
            proved_value(after),
            "{after}: a best move"
        );
    }
    // A raised flag stops it at once, with nothing more proved.
    cancel.store(true, std::sync::atomic::Ordering::Relaxed);
    assert_eq!(
        hard(3).ponder(&pos("0,0,0,2,9,8,3,0,7,7,1,0,1,10 S"), &cancel),
        0
    );
}

/// The exact value by a solver of its own (these positions are too big for plain minimax).
fn proved_value(position: &Position) -> i32 {
    small_solver(6)
        .solve(position, &Limits::none())
        .unwrap()
        .value
}

fn proved_move_value(position: &Position, pit: u8) -> i32 {
    let (after, _) = position.play(pit).unwrap();
    if after.is_over() {
        after.score().margin(position.to_move())
    } else if after.to_move() == position.to_move() {
        proved_value(&after)
    } else {
        -proved_value(&after)
    }
}
