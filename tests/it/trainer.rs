//! The player's mistakes as puzzles: a known blunder becomes a puzzle whose answers a brute-force search of our
//! own confirms, the deck's schedule after a miss and a success on a stepped clock, both ratings' moves, and
//! the whole way in the app: a game that ends with a blunder in it, looked through in the background, the
//! puzzle played on the board and judged.

use std::collections::HashMap;

use chrono::{DateTime, TimeDelta, Utc};
use mancala::app::trainer::deck::{Against, Deck, LEARN_AHEAD, Source};
use mancala::app::trainer::drill::{Drill, Stage, TrainerCommand};
use mancala::app::trainer::finder::Finder;
use mancala::app::trainer::wall_clock::WallClock;
use mancala::app::turn::game::{Game, PlayPit};
use mancala::engine::mistakes::{mistakes_of, puzzle_of, seated};
use mancala::engine::review::review_from_the_end;
use mancala::engine::{
    Level, MistakePuzzle, MoveReview, Position, Rating, Record, Side, Solver, SolverConfig, Verdict,
};

use crate::headless::{headless_game, run_until, vs_computer};
use crate::negamax::{move_value, value};

/// South can take pit 2 of North's (5 seeds) with pit 4's one seed into empty pit 5, at once or after pit 6's
/// extra turn; pit 1 sows two seeds nowhere, and North then empties pit 2 itself.
const BLUNDER_AT: &str = "2,0,0,1,0,1,10,1,5,0,0,0,2,14 S";
const BLUNDER: u8 = 1;

fn solver() -> Solver {
    Solver::new(
        6,
        SolverConfig {
            table_bytes: 16 << 20,
            endgame_entries: 0,
            threads: 1,
        },
    )
}

/// The blunder, then both sides' best sowings to the end: a whole game to review.
fn blundered_game() -> Record {
    let start: Position = BLUNDER_AT.parse().unwrap();
    let mut known = HashMap::new();
    let mut moves = vec![BLUNDER];
    let mut position = start.play(BLUNDER).unwrap().0;
    while !position.is_over() {
        let best = position
            .legal_moves()
            .max_by_key(|&pit| {
                (
                    move_value(&position, pit, &mut known),
                    std::cmp::Reverse(pit),
                )
            })
            .unwrap();
        moves.push(best);
        position = position.play(best).unwrap().0;
    }
    Record::new(start, moves).unwrap()
}

fn puzzle() -> MistakePuzzle {
    let start: Position = BLUNDER_AT.parse().unwrap();
    puzzle_of(&start, BLUNDER, &mut solver(), &Default::default()).expect("a proved blunder")
}

#[test]
fn a_known_blunder_becomes_a_puzzle_with_every_answer_proved() {
    let record = blundered_game();
    let positions = record.positions();
    let mut reviews: Vec<Option<MoveReview>> = vec![None; record.moves.len()];
    review_from_the_end(
        &positions,
        &record.moves,
        &mut solver(),
        &|_| false,
        |index, review| {
            reviews[index] = review;
            true
        },
    );
    let found: Vec<usize> = mistakes_of(&reviews, &[Side::South], None).collect();
    assert_eq!(
        found.first(),
        Some(&0),
        "the blunder is the game's first sowing"
    );
    assert!(
        mistakes_of(&reviews, &[], None).next().is_none(),
        "nobody's mistakes"
    );
    let puzzle = puzzle();
    let start: Position = BLUNDER_AT.parse().unwrap();
    let mut known = HashMap::new();
    let values: Vec<(u8, i32)> = start
        .legal_moves()
        .map(|pit| (pit, move_value(&start, pit, &mut known)))
        .collect();
    let best = values.iter().map(|&(_, v)| v).max().unwrap();
    assert_eq!(puzzle.value(), best);
    assert_eq!(puzzle.value(), value(&start, &mut known));
    let answers: Vec<u8> = values
        .iter()
        .filter(|&&(_, v)| v == best)
        .map(|&(p, _)| p)
        .collect();
    assert_eq!(puzzle.answers(), answers);
    assert!(answers.contains(&4) && answers.contains(&6), "{answers:?}");
    assert!(!answers.contains(&BLUNDER));
    let played = values.iter().find(|&&(p, _)| p == BLUNDER).unwrap().1;
    assert_eq!(puzzle.loss(), best - played);
    assert_eq!(puzzle.rating(), Rating::Blunder);
    assert_eq!(puzzle.judge(4), Verdict::Kept);
    assert_eq!(
        puzzle.judge(BLUNDER),
        Verdict::Lost {
            seeds: best - played
        }
    );
    assert_eq!(puzzle.judge(2), Verdict::NotLegal, "pit 2 is empty");
    assert!(puzzle.answers().contains(&puzzle.answer().0));
}

#[test]
fn a_mistake_made_from_the_top_row_is_seated_at_the_bottom() {
    let start: Position = BLUNDER_AT.parse().unwrap();
    let from_the_top = start.mirrored();
    assert_eq!(from_the_top.to_move(), Side::North);
    let puzzle = puzzle_of(&from_the_top, BLUNDER, &mut solver(), &Default::default()).unwrap();
    assert_eq!(puzzle.position, seated(start));
    assert_eq!(puzzle.position.to_move(), Side::South);
    assert_eq!(puzzle.answers(), self::puzzle().answers());
}

#[test]
fn a_sowing_that_loses_less_than_a_mistake_makes_no_puzzle() {
    let start: Position = BLUNDER_AT.parse().unwrap();
    // Pit 6 keeps the value: nothing to learn from it.
    assert!(puzzle_of(&start, 6, &mut solver(), &Default::default()).is_none());
}

fn at(text: &str) -> DateTime<Utc> {
    text.parse().unwrap()
}

fn source() -> Source {
    Source {
        date: None,
        against: Against::Otto(Level::Medium),
        number: 1,
    }
}

#[test]
fn a_missed_puzzle_comes_back_sooner_than_a_solved_one_and_the_ratings_move() {
    let now = at("2026-12-05T10:00:00Z");
    let mut missed = Deck::default();
    assert!(missed.add(&puzzle(), source(), now));
    assert_eq!(missed.due(now), [0], "a new puzzle is due at once");
    let mut solved = missed.clone();

    let miss = missed.answer(0, BLUNDER, now).unwrap();
    let solve = solved.answer(0, 4, now).unwrap();
    assert_eq!(
        miss.verdict,
        Verdict::Lost {
            seeds: puzzle().loss()
        }
    );
    assert_eq!(solve.verdict, Verdict::Kept);
    assert!(miss.due < solve.due, "{} then {}", miss.due, solve.due);
    assert!(miss.after < miss.before && solve.after > solve.before);
    let first = solved.cards[0].rating.rating;
    assert!(
        missed.cards[0].rating.rating > first,
        "the puzzle that won gains"
    );
    assert!(miss.due > now, "not due again at once");
    assert!(missed.due(now).is_empty());
    assert!(missed.due(miss.due).contains(&0), "due when its time comes");
    assert!(
        missed.due(now + LEARN_AHEAD).contains(&0),
        "a miss is learnt again soon"
    );

    // Solved again and again, on the day each time: each interval longer than the last.
    let mut time = solve.due;
    let mut gap = solve.due - now;
    for _ in 0..4 {
        let answered = solved.answer(0, 6, time).unwrap();
        let next_gap = answered.due - time;
        assert!(next_gap > gap, "{next_gap} after {gap}");
        assert!(solved.due(time).is_empty());
        gap = next_gap;
        time = answered.due;
    }
    assert!(gap > TimeDelta::days(2), "weeks away by now: {gap}");
    assert_eq!((solved.cards[0].tries, solved.cards[0].solved), (5, 5));
    // A miss after that brings it back within the day.
    let lapse = solved.answer(0, BLUNDER, time).unwrap();
    assert!(lapse.due - time < TimeDelta::hours(1));
    assert_eq!(solved.cards[0].schedule.lapses, 1);
}

#[test]
fn the_same_mistake_again_is_the_same_puzzle_due_again() {
    let now = at("2026-12-05T10:00:00Z");
    let mut deck = Deck::default();
    deck.add(&puzzle(), source(), now);
    let answered = deck.answer(0, 4, now).unwrap();
    let later = answered.due + TimeDelta::days(3);
    deck.answer(0, 4, answered.due).unwrap();
    let again = now + TimeDelta::hours(1);
    assert!(deck.due(again).is_empty());
    assert!(!deck.add(&puzzle(), source(), again), "not a second card");
    assert_eq!(deck.cards.len(), 1);
    assert_eq!(deck.due(again), [0]);
    assert!(later > again);
    // An empty pit is no answer: nothing moves.
    let before = deck.clone();
    assert_eq!(deck.answer(0, 2, again), None);
    assert_eq!(deck, before);
}

#[test]
fn a_deck_is_kept_in_a_file_and_read_back() {
    use mancala::app::data::storage::{Folders, load, save};
    let folder = std::env::temp_dir().join(format!("mancala-deck-{}", std::process::id()));
    let folders = Folders {
        config: folder.join("config"),
        data: folder.join("data"),
    };
    let now = at("2026-12-05T10:00:00Z");
    let mut deck = Deck::default();
    deck.add(&puzzle(), source(), now);
    deck.answer(0, BLUNDER, now).unwrap();
    deck.mined.insert(7);
    save(&folders, &deck).unwrap();
    let (read, bad) = load::<Deck>(&folders);
    assert!(bad.is_none());
    assert_eq!(read, deck);
    std::fs::remove_dir_all(folder).ok();
}

fn spotlight(app: &bevy::app::App) -> mancala::app::board::cues::Spotlight {
    *app.world()
        .resource::<mancala::app::board::cues::Spotlight>()
}

#[test]
fn a_game_with_a_blunder_in_it_becomes_a_puzzle_played_on_the_board() {
    let record = blundered_game();
    let game = Game::replayed(vs_computer(Level::Easy), record.start, &record.moves, &[]).unwrap();
    assert!(game.is_finished());
    let mut app = headless_game(game);
    let now = at("2026-12-05T10:00:00Z");
    app.insert_resource(WallClock { held: Some(now) });
    run_until(&mut app, "the game looked through", |app| {
        app.world().resource::<Finder>().remaining() == 0
            && !app.world().resource::<Deck>().mined.is_empty()
    });
    let deck = app.world().resource::<Deck>().clone();
    assert_eq!(deck.cards.len(), 1, "the blunder, and no sowing of Otto's");
    let card = &deck.cards[0];
    assert_eq!(card.puzzle().unwrap(), puzzle());
    assert_eq!(card.source.against, Against::Otto(Level::Easy));
    assert_eq!(card.source.number, 1);

    app.world_mut().write_message(TrainerCommand::Next);
    run_until(&mut app, "the puzzle on the board", |app| {
        app.world().resource::<Game>().position == puzzle().position
    });
    // A wrong answer: judged, the answer lit, nothing more played.
    app.world_mut().write_message(PlayPit(BLUNDER));
    run_until(&mut app, "the answer judged", |app| {
        matches!(
            app.world().resource::<Drill>().active.map(|a| a.stage),
            Some(Stage::Answered { .. })
        )
    });
    let drill = *app.world().resource::<Drill>();
    let Some(Stage::Answered {
        pit,
        answered,
        shown: false,
    }) = drill.active.map(|a| a.stage)
    else {
        unreachable!()
    };
    assert_eq!(pit, BLUNDER);
    assert_eq!(
        answered.verdict,
        Verdict::Lost {
            seeds: puzzle().loss()
        }
    );

    assert_eq!(
        spotlight(&app).answer,
        None,
        "the board shows what the miss did"
    );
    let position = app.world().resource::<Game>().position;
    app.world_mut().write_message(PlayPit(4));
    app.update();
    app.update();
    assert_eq!(
        app.world().resource::<Game>().position,
        position,
        "no second try"
    );
    assert!(
        app.world().resource::<Game>().recorded,
        "not a game for the stats"
    );

    // The answer shown: the puzzle's position back, a sowing that keeps its value lit and played, not judged.
    app.world_mut().write_message(TrainerCommand::ShowAnswer);
    run_until(&mut app, "the puzzle's position back", |app| {
        app.world().resource::<Game>().position == puzzle().position
    });
    app.update();
    let lit = spotlight(&app).answer.expect("the answer lit").0;
    assert!(puzzle().answers().contains(&lit.index));
    app.world_mut().write_message(PlayPit(lit.index));
    run_until(&mut app, "the answer sown", |app| {
        app.world().resource::<Game>().position == puzzle().position.play(lit.index).unwrap().0
    });
    app.update();
    assert_eq!(app.world().resource::<Deck>().cards[0].tries, 1);
    assert_eq!(app.world().resource::<Drill>().answered, 1);

    // Nothing is due now; learning ahead, the missed puzzle comes back within minutes, and is solved.
    app.insert_resource(WallClock {
        held: Some(answered.due),
    });
    app.world_mut().write_message(TrainerCommand::Next);
    run_until(&mut app, "the puzzle again", |app| {
        app.world().resource::<Drill>().active.map(|a| a.stage) == Some(Stage::Asked)
            && app.world().resource::<Game>().position == puzzle().position
    });
    app.world_mut().write_message(PlayPit(6));
    run_until(&mut app, "solved", |app| {
        app.world().resource::<Drill>().solved == 1
    });
    assert_eq!(app.world().resource::<Drill>().answered, 2);
    // Another game ends the drill.
    app.world_mut()
        .write_message(mancala::app::turn::game::GameCommand::NewGame(vs_computer(
            Level::Easy,
        )));
    run_until(&mut app, "the drill over", |app| {
        app.world().resource::<Drill>().active.is_none()
    });
}
