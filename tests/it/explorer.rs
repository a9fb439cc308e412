//! The opening explorer: counts of hand-made records (results by resignation, agreement and the board, an
//! aborted game left out), a position and its mirror image as one, the first 30 sowings only; every sowing's
//! value known from the book, from kept proofs (checked against a negamax of the test's own) and from a game
//! over, the rest estimated and marked; and in a headless window the tab's counts of the player's own games and
//! a click that plays a sowing on an analysis board, which the history does not keep.

use std::collections::{BTreeMap, HashMap};

use mancala::app::data::history::History;
use mancala::app::explorer::lookup::{ExploreCommand, Explorer};
use mancala::app::screens::navigation::{Screens, Tab};
use mancala::app::turn::game::Game;
use mancala::app::turn::setup::Opponent;
use mancala::engine::explorer::{
    EXPLORED_SOWINGS, Tally, Worth, entries, explore, key_of, known_values, tally,
};
use mancala::engine::proofs::key;
use mancala::engine::{
    Ending, Level, Limits, Position, Proof, ProofStore, ProofsInMemory, Record, Side, openings,
};

use crate::headless::{headless_game, run_until, vs_computer};
use crate::negamax::{move_value, value};

/// A record of `moves` from the standard start, ended by `ending`.
fn record(moves: &[u8], ending: Ending) -> Record {
    let mut record = Record::new(Position::standard(), moves.to_vec()).unwrap();
    record.ending = ending;
    record
}

/// The first legal pit of each side, from `position` to the end.
fn first_pits_to_the_end(mut position: Position, mut moves: Vec<u8>) -> Vec<u8> {
    while !position.is_over() {
        let pit = position.legal_moves().next().unwrap();
        position = position.play(pit).unwrap().0;
        moves.push(pit);
    }
    moves
}

fn counted(games: u64, wins: u64, draws: u64, losses: u64) -> Tally {
    Tally {
        games,
        wins,
        draws,
        losses,
    }
}

#[test]
fn hand_made_records_are_counted_by_the_first_sowing_and_its_result() {
    let played_out = first_pits_to_the_end(Position::standard(), Vec::new());
    assert_eq!(played_out[0], 1);
    let board = record(&played_out, Ending::Board);
    let south_won_board = board.end().outcome().unwrap().winner() == Some(Side::South);
    let records = [
        board,
        // North resigned after South's pit 1: a win for pit 1.
        record(&[1], Ending::Resigned(Side::North)),
        // South's pit 3 ends in the store: South sows again, pit 1, then a draw is agreed.
        record(&[3, 1], Ending::Agreed),
        // South ran out of time after pit 5.
        record(&[5], Ending::Time(Side::South)),
        // Aborted: no result, not counted.
        record(&[2], Ending::Aborted),
        // Not over: not counted.
        record(&[6], Ending::Board),
    ];
    let at_start = tally(&records, &Position::standard());
    let pit_one = if south_won_board {
        counted(2, 2, 0, 0)
    } else {
        counted(2, 1, 0, 1)
    };
    assert_eq!(
        at_start,
        BTreeMap::from([
            (1, pit_one),
            (3, counted(1, 0, 1, 0)),
            (5, counted(1, 0, 0, 1)),
        ])
    );
    // After pit 3's extra turn South is still to move: pit 1 from there is counted for South.
    let after_three = Position::standard().play(3).unwrap().0;
    assert_eq!(after_three.to_move(), Side::South);
    assert_eq!(
        tally(&records, &after_three),
        BTreeMap::from([(1, counted(1, 0, 1, 0))])
    );
    // After pit 1 North moves: the played-out game's second sowing, for North.
    let after_one = Position::standard().play(1).unwrap().0;
    let north = if south_won_board {
        counted(1, 0, 0, 1)
    } else {
        counted(1, 1, 0, 0)
    };
    assert_eq!(
        tally(&records, &after_one),
        BTreeMap::from([(played_out[1], north)])
    );
    // The same position seated the other way round is the same for the explorer.
    assert_eq!(key_of(&after_one), key_of(&after_one.mirrored()));
    assert_eq!(
        tally(&records, &after_one.mirrored()),
        tally(&records, &after_one)
    );
}

#[test]
fn only_the_first_sowings_of_a_game_are_counted() {
    // Games of pits picked by a small generator of the test's own, the first longer than the explorer counts.
    let long_game = |seed: u64| {
        let mut state = seed;
        let mut position = Position::standard();
        let mut moves = Vec::new();
        while !position.is_over() {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let legal: Vec<u8> = position.legal_moves().collect();
            let pit = legal[(state >> 33) as usize % legal.len()];
            position = position.play(pit).unwrap().0;
            moves.push(pit);
        }
        moves
    };
    let played_out = (0..1000)
        .map(long_game)
        .find(|moves| moves.len() > EXPLORED_SOWINGS + 1)
        .unwrap();
    assert!(played_out.len() > EXPLORED_SOWINGS + 1, "a long game");
    let game = record(&played_out, Ending::Board);
    let entries = entries(&game);
    assert_eq!(entries.len(), EXPLORED_SOWINGS);
    let positions = game.positions();
    let late = positions[EXPLORED_SOWINGS];
    assert!(tally([&game], &late).is_empty(), "sowing 31 is not counted");
    assert_eq!(tally([&game], &positions[EXPLORED_SOWINGS - 1]).len(), 1);
}

#[test]
fn values_come_from_the_book_kept_proofs_and_games_over_the_rest_estimated() {
    // The book knows the start.
    let start = Position::standard();
    let book: Vec<(u8, Option<i32>)> = openings::move_values(&start)
        .unwrap()
        .iter()
        .map(|&(pit, value)| (pit, Some(value)))
        .collect();
    assert_eq!(known_values(&start, None), book);

    // A small position with an extra turn (pit 6: one seed into the store) and a capture: nothing known at
    // first but the sowing that ends the game; with each other child's proof kept, every value, signed for
    // the side that sows.
    let position: Position = "2,0,1,1,0,1,10,1,2,0,1,0,2,14 S".parse().unwrap();
    let mut known = HashMap::new();
    let expected: Vec<(u8, i32)> = position
        .legal_moves()
        .map(|pit| (pit, move_value(&position, pit, &mut known)))
        .collect();
    let children: Vec<(u8, Position)> = position
        .legal_moves()
        .map(|pit| (pit, position.play(pit).unwrap().0))
        .collect();
    assert!(
        children.iter().any(|(_, c)| c.to_move() == Side::South),
        "an extra turn"
    );
    let unproved = known_values(&position, None);
    for ((pit, found), (_, child)) in unproved.iter().zip(&children) {
        let over = child.is_over();
        assert_eq!(
            found.is_some(),
            over,
            "pit {pit}: known only when the game ends"
        );
    }
    let store = ProofsInMemory::default();
    let proofs: Vec<_> = children
        .iter()
        .filter(|(_, child)| !child.is_over())
        .map(|(_, child)| {
            let value = value(child, &mut known);
            (key(child).unwrap(), Proof::of(child, value, &[], 200_000))
        })
        .collect();
    store.put(&proofs);
    let from_proofs: Vec<(u8, i32)> = known_values(&position, Some(&store as &dyn ProofStore))
        .into_iter()
        .map(|(pit, value)| (pit, value.expect("every value known")))
        .collect();
    assert_eq!(from_proofs, expected);

    // Without the proofs, the unknown sowings are estimated and marked so.
    let lines = explore(&position, None, None, &Limits::none());
    assert_eq!(lines.len(), expected.len());
    for (line, (_, child)) in lines.iter().zip(&children) {
        assert_eq!(line.worth.is_proved(), child.is_over(), "pit {}", line.pit);
    }
    let with_proofs = explore(
        &position,
        Some(&store as &dyn ProofStore),
        None,
        &Limits::none(),
    );
    assert!(
        with_proofs
            .iter()
            .all(|line| matches!(line.worth, Worth::Proved(_)))
    );
}

/// A finished game against Otto in the history: North resigned after South's pit 1.
fn history_game() -> Record {
    let mut record = record(&[1], Ending::Resigned(Side::North));
    record.level = Some(Level::Easy);
    record
}

#[test]
fn the_tab_counts_the_player_s_games_and_a_click_plays_on_an_analysis_board() {
    let mut game = Game::default();
    game.start(vs_computer(Level::Easy), true).unwrap();
    let mut app = headless_game(game);
    app.world_mut()
        .resource_mut::<History>()
        .keep(&history_game());
    // Off while the game against Otto is in play.
    app.insert_resource(Screens {
        tab: Tab::Explorer,
        ..Screens::default()
    });
    app.update();
    assert_eq!(app.world().resource::<Explorer>().position, None);

    // A two people's game at the start: the tab explores it.
    let mut friends = Game::default();
    friends
        .start(
            mancala::app::turn::setup::Setup {
                opponent: Opponent::Friend,
                ..vs_computer(Level::Easy)
            },
            true,
        )
        .unwrap();
    app.insert_resource(friends);
    run_until(&mut app, "every value worked out", |app| {
        app.world().resource::<Explorer>().lines.is_some()
    });
    let explorer = app.world().resource::<Explorer>();
    assert_eq!(explorer.position, Some(Position::standard()));
    assert_eq!(explorer.own, BTreeMap::from([(1, counted(1, 1, 0, 0))]));
    let lines = explorer.lines.clone().unwrap();
    assert_eq!(lines.len(), 6);
    let book = openings::move_values(&Position::standard()).unwrap();
    for (line, &(pit, value)) in lines.iter().zip(book) {
        assert_eq!((line.pit, line.worth), (pit, Worth::Proved(value)));
    }

    // A click on pit 3 plays it on the board, which is already an analysis board.
    app.world_mut().write_message(ExploreCommand::Play(3));
    let after_three = Position::standard().play(3).unwrap().0;
    run_until(&mut app, "pit 3 played", |app| {
        app.world().resource::<Game>().position == after_three
    });

    // After a finished game against Otto, a click sets up an analysis board at the position and plays there.
    let mut finished = Game::default();
    finished.start(vs_computer(Level::Easy), true).unwrap();
    finished.resign();
    assert!(finished.is_finished());
    let shown = finished.position;
    app.insert_resource(finished);
    run_until(&mut app, "the finished game explored", |app| {
        app.world().resource::<Explorer>().position == Some(shown)
    });
    let kept = app.world().resource::<History>().games.len();
    app.world_mut().write_message(ExploreCommand::Play(1));
    let after_one = shown.play(1).unwrap().0;
    run_until(&mut app, "pit 1 played on an analysis board", |app| {
        let game = app.world().resource::<Game>();
        game.position == after_one && game.setup.opponent == Opponent::Friend
    });
    assert!(
        app.world().resource::<Game>().recorded,
        "not a game to keep"
    );
    for _ in 0..3 {
        app.update();
    }
    assert_eq!(
        app.world().resource::<History>().games.len(),
        kept,
        "the analysis board is not kept in the history"
    );
}
