//! Game records written, read and replayed; malformed records refused by line; the review's ratings against
//! the solver and against plain minimax.

use chrono::NaiveDate;
use mancala::engine::review::{THRESHOLDS, accuracy, rate, review_move, tally};
use mancala::engine::{
    Ending, Level, Limits, Position, Problem, Rating, Record, Rules, Side, Solver, SolverConfig,
    TimeControl,
};
use rand::{RngExt, SeedableRng};

/// A game of random legal moves from `start`, `length` sowings long at most, fixed by `seed`.
fn random_game(start: Position, length: usize, seed: u64) -> Vec<u8> {
    let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(seed);
    let mut position = start;
    let mut moves = Vec::new();
    while moves.len() < length && !position.is_over() {
        let legal: Vec<u8> = position.legal_moves().collect();
        let pit = legal[rng.random_range(0..legal.len())];
        position = position.play(pit).unwrap().0;
        moves.push(pit);
    }
    moves
}

#[test]
fn a_record_written_and_read_gives_the_same_game() {
    for seed in 0..60 {
        let pits = 3 + (seed % 6) as u8;
        let seeds = 1 + (seed % 7) as u8;
        let start = Position::start(pits, seeds)
            .unwrap()
            .with_to_move(if seed % 2 == 0 {
                Side::South
            } else {
                Side::North
            })
            .with_rules(Rules::all()[(seed % 4) as usize]);
        let length = if seed % 3 == 0 { 12 } else { 1000 };
        let moves = random_game(start, length, seed);
        let mut record = Record::new(start, moves.clone()).unwrap();
        record.date = NaiveDate::from_ymd_opt(2026, 11, 30);
        record.players.south = "Ann: the first".to_string();
        record.players.north = "Otto".to_string();
        record.level = (seed % 4 == 1).then_some(Level::Hard);
        record.clock = (seed % 5 == 2).then_some(TimeControl::ALL[0]);
        let resigned = seed % 3 == 0 && !record.end().is_over();
        if resigned {
            record.ending = Ending::Resigned(Side::North);
        }
        let text = record.to_string();
        let read: Record = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(read, record, "{text}");
        assert_eq!(read.positions().len(), moves.len() + 1);
        // Replayed by hand, the moves lead where the record says.
        let mut position = start;
        for &pit in &moves {
            position = position.play(pit).unwrap().0;
        }
        assert_eq!(read.end(), position);
        assert_eq!(read.is_finished(), resigned || position.is_over());
    }
}

#[test]
fn an_oan_quan_record_written_and_read_gives_the_same_game() {
    for (seed, rules) in (0..20).zip(Rules::quan().into_iter().cycle()) {
        let start = Position::start_usual(rules, None, None).unwrap();
        let moves = random_game(start, 1000, seed);
        assert!(
            moves.iter().any(|&mv| mv > 5),
            "some sowing goes to the left"
        );
        let record = Record::new(start, moves.clone()).unwrap();
        let text = record.to_string();
        let read: Record = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(read, record, "{text}");
        assert!(read.is_finished(), "{text}");
        assert_eq!(read.end().score(), record.end().score());
    }
}

#[test]
fn a_record_groups_an_extra_turn_on_one_line() {
    // Pit 3 ends in the store (an extra turn), pit 6 does not.
    let record = Record::new(Position::standard(), vec![3, 6, 1]).unwrap();
    let text = record.to_string();
    let moves: Vec<&str> = text
        .lines()
        .skip_while(|line| !line.is_empty())
        .skip(1)
        .collect();
    assert_eq!(moves, ["3 6", "1"]);
    assert!(text.contains("Seeds: 4\n"));
    assert!(text.contains("Result: *\n"));
}

#[test]
fn a_short_record_needs_only_its_moves() {
    let read: Record = "3 6 1".parse().unwrap();
    assert_eq!(read.start, Position::standard());
    assert_eq!(read.moves, [3, 6, 1]);
    let read: Record = "# a comment\nPits: 4\nSeeds: 3\n1 # the first move\n"
        .parse()
        .unwrap();
    assert_eq!(read.start, Position::start(4, 3).unwrap());
    assert_eq!(read.moves, [1]);
    // Headers this version does not know are passed over.
    let read: Record = "Event: club night\n3".parse().unwrap();
    assert_eq!(read.moves, [3]);
}

/// Each malformed record, the line it is refused on and the kind of problem.
#[test]
fn malformed_records_are_refused_with_their_line() {
    let finished = {
        let moves = random_game(Position::start(4, 2).unwrap(), 1000, 7);
        Record::new(Position::start(4, 2).unwrap(), moves).unwrap()
    };
    let final_score = finished.result();
    let last_line = finished.to_string().lines().count();
    let cases: Vec<(String, usize, fn(&Problem) -> bool)> = vec![
        ("".into(), 0, |p| matches!(p, Problem::Empty)),
        ("# nothing\n\n".into(), 0, |p| matches!(p, Problem::Empty)),
        ("Date 2026-11-30\n3".into(), 1, |p| {
            matches!(p, Problem::NotAHeader(_))
        }),
        ("Date: 2026-11-31\n3".into(), 1, |p| {
            matches!(p, Problem::BadDate(_))
        }),
        ("South: A\nsouth: B\n".into(), 2, |p| {
            matches!(p, Problem::RepeatedHeader(_))
        }),
        ("Pits:\n".into(), 1, |p| {
            matches!(p, Problem::EmptyHeader(_))
        }),
        ("Level: grandmaster\n".into(), 1, |p| {
            matches!(p, Problem::BadLevel(_))
        }),
        ("Clock: 3 minutes\n".into(), 1, |p| {
            matches!(p, Problem::BadClock(_))
        }),
        ("Rules: Congkak\n".into(), 1, |p| {
            matches!(p, Problem::UnknownRules(_))
        }),
        (
            "Rules: kalah\nStart: 3,3,3,0,3,3,3,0 S kalah+empty-capture\n".into(),
            1,
            |p| matches!(p, Problem::UnknownRules(_)),
        ),
        ("Pits: 12\n".into(), 1, |p| matches!(p, Problem::BadPits(_))),
        ("Seeds: 0\n".into(), 1, |p| {
            matches!(p, Problem::BadSeeds(_))
        }),
        ("Start: 4,4,4,0 S\n".into(), 1, |p| {
            matches!(p, Problem::BadStart(_))
        }),
        ("Pits: 6\nStart: 3,3,3,0,3,3,3,0 S\n".into(), 1, |p| {
            matches!(p, Problem::PitsDisagree { pits: 6, start: 3 })
        }),
        ("Seeds: 4\nStart: 3,3,3,0,3,3,3,0 S\n".into(), 1, |p| {
            matches!(p, Problem::SeedsDisagree(4))
        }),
        ("Result: South won\n".into(), 1, |p| {
            matches!(p, Problem::BadResult(_))
        }),
        ("3\nResult: *\n".into(), 2, |p| {
            matches!(p, Problem::HeaderAfterMoves(_))
        }),
        ("3 6\n1 x\n".into(), 2, |p| matches!(p, Problem::NotAPit(_))),
        ("3 6\n\n\n7\n".into(), 4, |p| {
            matches!(
                p,
                Problem::IllegalMove {
                    number: 3,
                    pit: 7,
                    ..
                }
            )
        }),
        // Pit 3 sown, then pit 3 again: it is empty.
        (
            "Start: 4,4,4,4,4,4,0,4,4,4,4,4,4,0 N\n3\n3\n".into(),
            3,
            |p| {
                matches!(
                    p,
                    Problem::IllegalMove {
                        number: 2,
                        pit: 3,
                        ..
                    }
                )
            },
        ),
        (format!("{finished}1\n"), last_line + 1, |p| {
            matches!(p, Problem::MoveAfterEnd { .. })
        }),
        (
            finished
                .to_string()
                .replace(&format!("Result: {final_score}"), "Result: *"),
            finished
                .to_string()
                .lines()
                .position(|line| line.starts_with("Result"))
                .unwrap()
                + 1,
            |p| matches!(p, Problem::WrongResult { .. }),
        ),
        (
            finished
                .to_string()
                .replace(&format!("Result: {final_score}"), "Result: North resigned"),
            finished
                .to_string()
                .lines()
                .position(|line| line.starts_with("Result"))
                .unwrap()
                + 1,
            |p| matches!(p, Problem::WrongResult { .. }),
        ),
        ("3 6 1\nResult: 28-20".into(), 2, |p| {
            matches!(p, Problem::HeaderAfterMoves(_))
        }),
        ("Result: 28-20\n3 6 1".into(), 1, |p| {
            matches!(p, Problem::WrongResult { .. })
        }),
    ];
    assert!(cases.len() >= 12);
    for (text, line, kind) in cases {
        let error = text
            .parse::<Record>()
            .expect_err(&format!("accepted:\n{text}"));
        assert_eq!(error.line, line, "{error}\n{text}");
        assert!(kind(&error.problem), "{error:?}\n{text}");
        let message = error.to_string();
        if line > 0 {
            assert!(message.starts_with(&format!("line {line}: ")), "{message}");
        }
    }
}

#[test]
fn ratings_follow_the_thresholds() {
    for (rating, least) in THRESHOLDS {
        assert_eq!(Rating::of(least), rating);
        let (low, high) = rating.losses();
        assert_eq!(low, least);
        if let Some(high) = high {
            assert_eq!(Rating::of(high), rating);
            assert_ne!(Rating::of(high + 1), rating);
        }
    }
    assert_eq!(Rating::of(0), Rating::Best);
    assert_eq!(Rating::of(40), Rating::Blunder);
}

/// Fixed games on boards the solver proves at once: each sowing's review agrees with `Solver::analyze` and with
/// plain minimax.
#[test]
fn the_review_rates_each_sowing_by_the_seeds_it_lost() {
    let games = [
        (
            Position::start(4, 2).unwrap(),
            random_game(Position::start(4, 2).unwrap(), 100, 1),
        ),
        (
            Position::start(3, 3).unwrap(),
            random_game(Position::start(3, 3).unwrap(), 100, 2),
        ),
        (
            "2,1,3,1,1,0,2,2,1,0 N".parse().unwrap(),
            random_game("2,1,3,1,1,0,2,2,1,0 N".parse().unwrap(), 100, 3),
        ),
    ];
    let mut ratings_seen = std::collections::HashSet::new();
    for (start, moves) in games {
        let record = Record::new(start, moves).unwrap();
        let positions = record.positions();
        let small = SolverConfig {
            table_bytes: 1 << 20,
            endgame_entries: 1 << 16,
            threads: 1,
        };
        let mut solver = Solver::new(start.pits(), small);
        // A second solver, so that the review's answers do not come from its own table.
        let mut analyst = Solver::new(start.pits(), small);
        let mut reviews = Vec::new();
        for (position, &pit) in positions.iter().zip(&record.moves) {
            let review = review_move(position, pit, &mut solver, &Limits::none()).unwrap();
            analyst.clear();
            let (values, _) = analyst.analyze(position, &Limits::none()).unwrap();
            let best = values.iter().map(|v| v.value).max().unwrap();
            let played = values.iter().find(|v| v.pit == pit).unwrap().value;
            assert!(review.exact);
            assert_eq!(review.side, position.to_move());
            assert_eq!(review.value_before, best);
            assert_eq!(review.value_before, crate::solver::minimax(position));
            assert_eq!(review.value_after, played);
            assert_eq!(review.value_after, crate::solver::move_value(position, pit));
            assert_eq!(review.loss, best - played);
            assert_eq!(review.rating, Rating::of(best - played));
            assert_eq!(crate::solver::move_value(position, review.best), best);
            assert_eq!(review.best_value, best);
            assert_eq!(review.choices, position.legal_moves().len());
            if review.loss == 0 {
                assert_eq!(
                    review.best, pit,
                    "a move that keeps the value is its own best"
                );
            }
            ratings_seen.insert(review.rating);
            reviews.push(review);
        }
        for side in Side::BOTH {
            let counts = tally(&reviews, side);
            assert_eq!(
                counts.iter().sum::<usize>(),
                reviews.iter().filter(|r| r.side == side).count()
            );
            if let Some(accuracy) = accuracy(&reviews, side) {
                assert!((0.0..=100.0).contains(&accuracy));
                let perfect = reviews
                    .iter()
                    .filter(|r| r.side == side && r.choices > 1)
                    .all(|r| r.loss == 0);
                assert_eq!(accuracy == 100.0, perfect);
            }
        }
    }
    assert!(
        ratings_seen.len() >= 3,
        "random games make more than one kind of move: {ratings_seen:?}"
    );
}

#[test]
fn a_review_the_solver_cannot_finish_is_marked_an_estimate() {
    let stop = || true;
    let limits = Limits {
        nodes: None,
        stop: Some(&stop),
        progress: None,
    };
    let mut solver = Solver::new(
        6,
        SolverConfig {
            table_bytes: 1 << 20,
            endgame_entries: 1 << 16,
            threads: 1,
        },
    );
    // Five seeds a pit: a full board, and not in the opening book, which the review would read at once.
    let start = Position::start(6, 5).unwrap();
    let review = review_move(&start, 1, &mut solver, &limits).unwrap();
    assert!(!review.exact);
    assert_eq!(review.choices, 6);
    assert!(review.value_before >= review.value_after);
    assert!(review_move(&start, 7, &mut solver, &limits).is_none());
}

#[test]
fn rate_names_the_first_best_move_unless_the_played_one_is_best() {
    use mancala::engine::MoveValue;
    let position = Position::standard();
    let values = [
        MoveValue { pit: 1, value: 2 },
        MoveValue { pit: 2, value: 5 },
        MoveValue { pit: 3, value: 8 },
        MoveValue { pit: 4, value: 8 },
    ];
    let review = rate(&position, 1, &values, true);
    assert_eq!(
        (review.best, review.loss, review.rating),
        (3, 6, Rating::Mistake)
    );
    let review = rate(&position, 4, &values, true);
    assert_eq!(
        (review.best, review.loss, review.rating),
        (4, 0, Rating::Best)
    );
}

/// A game reviewed from its end back along its own line (one proof a position) rates every sowing exactly as
/// valuing every move of every position does, on random games of three boards, house rules included.
#[test]
fn the_review_along_the_line_agrees_with_valuing_every_move() {
    use mancala::engine::review::review_along_the_line;
    let small = SolverConfig {
        table_bytes: 1 << 20,
        endgame_entries: 1 << 16,
        threads: 1,
    };
    let starts = [
        Position::start(4, 3).unwrap(),
        Position::start(5, 2).unwrap(),
        Position::start(4, 3)
            .unwrap()
            .with_rules(mancala::engine::Rules {
                empty_capture: true,
                ..mancala::engine::KALAH
            }),
    ];
    for (n, start) in starts.into_iter().enumerate() {
        for seed in 0..4 {
            let moves = random_game(start, 200, 10 * n as u64 + seed);
            let record = Record::new(start, moves).unwrap();
            let positions = record.positions();
            let mut along = Solver::for_rules(start.rules(), start.pits(), small);
            let mut each = Solver::for_rules(start.rules(), start.pits(), small);
            let mut after = None;
            let mut proved = 0;
            for index in (0..record.moves.len()).rev() {
                let (position, pit) = (&positions[index], record.moves[index]);
                let (review, value) =
                    review_along_the_line(position, pit, after, &mut along, &Limits::none())
                        .unwrap();
                let expected = review_move(position, pit, &mut each, &Limits::none()).unwrap();
                assert_eq!(review, expected, "sowing {} of {start}", index + 1);
                assert_eq!(value, Some(expected.value_before));
                after = value;
                proved += 1;
            }
            assert!(proved > 3, "{start}: a game of {proved} sowings");
        }
    }
}
