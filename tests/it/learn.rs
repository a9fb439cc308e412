//! Learning: the lessons' steps do what they teach and every wrong press is explained; each lesson is completed
//! through the game's own intents; every challenge can be won; every tip of the guide lights one of the
//! solver's best moves; the coach's threats and "what was better" agree with the engine.

use bevy::prelude::App;
use mancala::app::data::i18n::{Language, Texts};
use mancala::app::learn::learn_tab::{outcome, wrong_press};
use mancala::app::learn::lessons::{LearnCommand, Learning, LessonProgress, Stage};
use mancala::app::turn::game::{Game, Phase, PlayPit};
use mancala::app::turn::ways::move_label;
use mancala::engine::coach::{better, threats};
use mancala::engine::depth::SCALE;
use mancala::engine::guide::TIPS;
use mancala::engine::lessons::{LEARNER, LESSONS, judge, walk};
use mancala::engine::{
    Better, KALAH, LastSeed, Limits, OAN_QUAN, Position, Press, Reason, SUNGKA, Side, Solver,
    SolverConfig, Threat, unproved,
};

use crate::headless::{TWO_PLAYERS, headless_game, phase, run_until};

/// What each lesson's steps must do, in order: worked out by hand from the rules.
fn taught(key: &str) -> Vec<LastSeed> {
    use LastSeed::*;
    match key {
        // Pit 1's four seeds end in pit 5; then pit 6's four go to the store and the top row's pits 1 to 3.
        "sowing" => vec![OwnPit(5), OtherPit(3)],
        "extra_turn" => vec![OwnStore],
        // Pit 3, then pit 6 (five seeds: the store and the top row's 1 to 4); then 6, 5 and 4 each reach the
        // store.
        "chain" => vec![OwnStore, OtherPit(4), OwnStore, OwnStore, OwnStore],
        // Pit 2's three seeds end in the empty pit 5, across from four.
        "capture" => vec![Capture { pit: 5, seeds: 5 }],
        // Thirteen seeds end in pit 1, across from the top row's pit 6 (three, and one more from the lap).
        "lap" => vec![Capture { pit: 1, seeds: 5 }],
        // Moving the pile ends in the top row's pit 3.
        "protect" => vec![OtherPit(3)],
        "end" => vec![GameOver],
        // Hole 2's seed lands in hole 3, whose 5 are lifted and reach the store; then hole 1's seed lands in the
        // empty hole 2 and takes the 8 across, staying in its hole.
        "sungka" => vec![OwnStore, CaptureAcross { pit: 2, seeds: 8 }],
        // Square 3 to the left: its 5 citizens end in the top row's square 4; the square after it holds 5, which
        // are lifted and end in the learner's square 4; square 3 after it is empty (it was lifted), so square 2's
        // 6 are taken. Then square 2 to the right: square 5 after the last is empty, so the mandarin square
        // beyond it is taken, then the top row's square 2 (4) beyond the empty square 1.
        "oanquan" => vec![
            Taken {
                citizens: 6,
                mandarins: 0,
            },
            Taken {
                citizens: 4,
                mandarins: 1,
            },
        ],
        other => panic!("no expectation for lesson {other}"),
    }
}

#[test]
fn every_lesson_step_is_the_learner_s_and_does_what_it_teaches() {
    for lesson in &LESSONS {
        let steps = walk(lesson);
        let landings: Vec<LastSeed> = steps
            .iter()
            .map(|(position, step)| {
                assert_eq!(position.to_move(), LEARNER, "{}", lesson.key);
                let (_, sowing) = position.play(step.pit).unwrap_or_else(|e| {
                    panic!("{}: pit {} in {position}: {e}", lesson.key, step.pit)
                });
                LastSeed::of(&sowing)
            })
            .collect();
        assert_eq!(landings, taught(lesson.key), "{}", lesson.key);
    }
}

#[test]
fn protecting_the_pile_takes_away_the_capture_it_was_under() {
    let lesson = LESSONS.iter().find(|l| l.key == "protect").unwrap();
    let (position, step) = walk(lesson)[0];
    assert!(threats(&position).contains(&Threat::Capture {
        with: 3,
        pit: 2,
        seeds: 8
    }));
    let (after, _) = position.play(step.pit).unwrap();
    let after = after.with_to_move(LEARNER);
    assert!(
        !threats(&after)
            .iter()
            .any(|t| matches!(t, Threat::Capture { seeds, .. } if *seeds >= 8)),
        "{:?}",
        threats(&after)
    );
}

#[test]
fn every_wrong_press_gets_its_explanation_in_every_language() {
    for lesson in &LESSONS {
        for (position, step) in walk(lesson) {
            let rules = position.rules();
            // An Ô ăn quan square is pressed on either half: both its moves.
            let presses = if rules.is_quan() {
                2 * position.pits()
            } else {
                position.pits()
            };
            for pit in 1..=presses {
                let press = judge(&position, step.pit, pit);
                if pit == step.pit {
                    assert_eq!(press, Press::Right);
                    continue;
                }
                match press {
                    Press::Right => panic!("{}: pit {pit} is not the step's", lesson.key),
                    Press::Empty => assert_eq!(position.seeds(LEARNER, rules.pit_of(pit)), 0),
                    Press::Elsewhere(landing) => {
                        let (_, sowing) = position.play(pit).unwrap();
                        assert_eq!(landing, LastSeed::of(&sowing));
                    }
                }
                for language in Language::ALL {
                    let texts = Texts::new(language);
                    let said = wrong_press(&texts, rules, pit, step.pit, press);
                    let (pressed, wanted) = (
                        move_label(rules, LEARNER, pit),
                        move_label(rules, LEARNER, step.pit),
                    );
                    assert!(
                        said.contains(&pressed) && said.contains(&wanted),
                        "{language:?}: {said}"
                    );
                    assert!(!said.contains('{'), "{language:?}: {said}");
                    // A missing key would show as its own name.
                    assert!(
                        !said.contains("where.") && !said.contains("wrong."),
                        "{said}"
                    );
                }
            }
        }
    }
}

#[test]
fn every_outcome_is_told_in_every_language() {
    use LastSeed::*;
    for landing in [
        OwnStore,
        Capture { pit: 5, seeds: 5 },
        CaptureAcross { pit: 2, seeds: 8 },
        Taken {
            citizens: 4,
            mandarins: 1,
        },
        OwnPit(4),
        OtherPit(2),
        Mandarin,
        GameOver,
    ] {
        for rules in [KALAH, SUNGKA, OAN_QUAN] {
            for language in Language::ALL {
                let said = outcome(&Texts::new(language), rules, landing);
                assert!(
                    !said.is_empty() && !said.contains('{') && !said.contains("outcome."),
                    "{language:?}: {said}"
                );
            }
        }
    }
    // Each game names its own hollows: a hole in Sungka, a square in Ô ăn quan.
    let english = Texts::new(Language::English);
    assert!(outcome(&english, SUNGKA, OwnPit(4)).contains("hole 4"));
    assert!(outcome(&english, OAN_QUAN, OwnPit(4)).contains("square 4"));
    assert!(outcome(&english, KALAH, OwnPit(4)).contains("pit 4"));
}

fn solver() -> Solver {
    Solver::new(6, SolverConfig::default())
}

#[test]
fn every_challenge_can_be_won_by_the_learner() {
    let mut solver = solver();
    for lesson in &LESSONS {
        let position = lesson.challenge();
        assert_eq!(position.to_move(), Side::South, "{}", lesson.key);
        // Nothing proves a Sungka or Ô ăn quan position: a deep search must find the learner clearly ahead.
        if position.rules().is_unprovable() {
            let scores = unproved::score_moves(&position, 8, &Limits::none()).unwrap();
            let best = scores.iter().map(|s| s.score).max().unwrap() / SCALE;
            assert!(best >= 4, "{}: {best}", lesson.key);
            continue;
        }
        let solution = solver.solve(&position, &Limits::none()).unwrap();
        assert!(solution.value > 0, "{}: {}", lesson.key, solution.value);
    }
}

#[test]
fn every_tip_lights_one_of_the_solver_s_best_moves() {
    let mut solver = solver();
    for tip in &TIPS {
        let position: Position = tip.position.parse().unwrap();
        assert!(!position.is_over(), "{}", tip.key);
        assert_eq!(position.to_move(), Side::South, "{}", tip.key);
        let solution = solver.solve(&position, &Limits::none()).unwrap();
        assert!(
            solution.best.contains(&tip.pit),
            "{}: pit {} is not among {:?}",
            tip.key,
            tip.pit,
            solution.best
        );
    }
}

#[test]
fn the_coach_sees_the_threats_the_engine_plays() {
    // At the start the other side's pit 3 reaches its store, and nothing more follows.
    assert_eq!(
        threats(&Position::standard()),
        [Threat::ExtraTurns { with: 3, turns: 1 }]
    );
    // The top row's pits 4, 5 and 6 hold 3, 2 and 1: pits 6, 5, 6 (refilled by 5), 4 and 6 (refilled by 4)
    // each reach the store, a run of five.
    let chain: Position = "4,4,4,4,4,4,0,0,0,0,3,2,1,0 S".parse().unwrap();
    assert_eq!(threats(&chain), [Threat::ExtraTurns { with: 6, turns: 5 }]);
    // Every threat named is what the engine does with that pit.
    for text in [
        "1,8,2,1,3,2,5,3,2,2,1,0,2,6 S",
        "2,3,3,4,0,0,9,1,4,4,4,5,3,10 S",
    ] {
        let position: Position = text.parse().unwrap();
        let theirs = position.with_to_move(position.to_move().opponent());
        for threat in threats(&position) {
            match threat {
                Threat::Capture { with, pit, seeds } => {
                    let (_, sowing) = theirs.play(with).unwrap();
                    let capture = sowing.capture.expect("a capture");
                    assert_eq!((7 - capture.pit, capture.opposite), (pit, seeds));
                }
                Threat::ExtraTurns { with, .. } => {
                    assert!(theirs.play(with).unwrap().1.extra_turn);
                }
            }
        }
    }
}

#[test]
fn the_coach_names_the_better_move_and_how_many_seeds_it_kept() {
    let before: Position = "2,3,3,4,0,0,9,1,4,4,4,5,3,10 S".parse().unwrap();
    let (values, _) = solver().analyze(&before, &Limits::none()).unwrap();
    let value = |pit: u8| values.iter().find(|v| v.pit == pit).unwrap().value;
    assert_eq!(
        better(&before, 1, &values),
        Some(Better {
            played: 1,
            pit: 2,
            seeds: value(2) - value(1),
            reason: Reason::Capture { seeds: 5 },
        })
    );
    assert!(value(2) > value(1));
    assert_eq!(
        better(&before, 2, &values),
        None,
        "the best move needs no note"
    );
}

#[test]
fn every_lesson_is_completed_through_the_game_s_intents() {
    let mut app = headless_game(Game::from_position(TWO_PLAYERS, Position::standard()));
    for (index, lesson) in LESSONS.iter().enumerate() {
        app.world_mut().write_message(LearnCommand::Start(index));
        app.update();
        for (step, (position, wanted)) in walk(lesson).into_iter().enumerate() {
            run_until(&mut app, "the step's position", |app| {
                app.world().resource::<Game>().position == position
            });
            // A wrong press is explained and not played.
            if let Some(wrong) = (1..=6).find(|&pit| pit != wanted.pit) {
                app.world_mut().write_message(PlayPit(wrong));
                app.update();
                app.update();
                let active = app.world().resource::<Learning>().active.unwrap();
                assert_eq!(
                    active.wrong,
                    Some((wrong, judge(&position, wanted.pit, wrong)))
                );
                assert_eq!(
                    app.world().resource::<Game>().position,
                    position,
                    "not played"
                );
            }
            app.world_mut().write_message(PlayPit(wanted.pit));
            run_until(&mut app, "the step's sowing", |app| {
                matches!(
                    app.world().resource::<Learning>().active.map(|a| a.stage),
                    Some(Stage::Told(_))
                )
            });
            let active = app.world().resource::<Learning>().active.unwrap();
            assert_eq!(
                active.stage,
                Stage::Told(taught(lesson.key)[step]),
                "{} step {}",
                lesson.key,
                step + 1
            );
            app.world_mut().write_message(LearnCommand::Next);
            app.update();
        }
        let active = app.world().resource::<Learning>().active.unwrap();
        assert_eq!(active.stage, Stage::Finished, "{}", lesson.key);
        assert!(
            app.world()
                .resource::<LessonProgress>()
                .done
                .contains(lesson.key)
        );
        // The challenge: Otto plays the top row from the lesson's position.
        app.world_mut().write_message(LearnCommand::Challenge);
        run_until(&mut app, "the challenge", |app| {
            app.world().resource::<Game>().position == lesson.challenge()
        });
        let game = app.world().resource::<Game>();
        assert_eq!(game.computer_side(), Some(Side::North));
    }
    let progress = app.world().resource::<LessonProgress>();
    assert_eq!(progress.done.len(), LESSONS.len());
    assert!(progress.offered, "starting a lesson answers the offer");
}

#[test]
fn lesson_progress_is_saved_and_a_damaged_file_is_kept_aside() {
    use mancala::app::data::storage::{load, save};
    let folders = crate::storage::folders("lessons");
    let mut progress = LessonProgress {
        offered: true,
        ..LessonProgress::default()
    };
    progress.done.insert("capture".to_string());
    progress.won.insert("capture".to_string());
    save(&folders, &progress).unwrap();
    assert_eq!(load::<LessonProgress>(&folders), (progress, None));
    let path = folders.data.join("lessons.ron");
    std::fs::write(&path, "(version: 1, data: (done: [\"capture\"], won: 7))").unwrap();
    let (loaded, problem) = load::<LessonProgress>(&folders);
    assert_eq!(loaded, LessonProgress::default());
    assert!(problem.is_some_and(|p| p.backup.exists()));
}

#[test]
fn a_challenge_won_with_perfect_play_is_kept_in_the_progress() {
    let mut app = headless_game(Game::from_position(TWO_PLAYERS, Position::standard()));
    let lesson = &LESSONS[0];
    app.world_mut()
        .resource_mut::<mancala::app::data::settings::Settings>()
        .coach_two_players = false;
    app.world_mut().write_message(LearnCommand::Start(0));
    app.update();
    for (position, step) in walk(lesson) {
        run_until(&mut app, "the step's position", |app| {
            app.world().resource::<Game>().position == position
        });
        app.world_mut().write_message(PlayPit(step.pit));
        told_then_next(&mut app);
    }
    app.world_mut().write_message(LearnCommand::Challenge);
    run_until(&mut app, "the challenge", |app| {
        app.world().resource::<Game>().position == lesson.challenge()
    });
    let mut solver = solver();
    let over = |app: &App| {
        matches!(
            app.world().resource::<Learning>().active.map(|a| a.stage),
            Some(Stage::ChallengeOver { .. })
        )
    };
    while !over(&app) {
        run_until(&mut app, "the learner's turn or the end", |app| {
            over(app) || phase(app) == Phase::PersonToMove
        });
        if over(&app) {
            break;
        }
        let position = app.world().resource::<Game>().position;
        let best = solver.solve(&position, &Limits::none()).unwrap().best[0];
        app.world_mut().write_message(PlayPit(best));
        app.update();
    }
    let active = app.world().resource::<Learning>().active.unwrap();
    assert_eq!(active.stage, Stage::ChallengeOver { won: true });
    assert!(
        app.world()
            .resource::<LessonProgress>()
            .won
            .contains(lesson.key)
    );
}

#[test]
fn the_coach_is_on_between_two_people_off_against_otto_unless_asked_and_never_in_the_daily_puzzle()
{
    use mancala::app::data::settings::Settings;
    use mancala::app::learn::tutor::coaching;
    let settings = Settings::default();
    let two = Game::from_position(TWO_PLAYERS, Position::standard());
    let otto = crate::headless::game_against(mancala::engine::Level::Easy);
    assert!(coaching(&two, &settings));
    assert!(!coaching(&otto, &settings));
    let asked = Settings {
        coach_vs_otto: true,
        ..settings
    };
    assert!(coaching(&otto, &asked));
    let mut daily = Game::default();
    daily.start_puzzle(
        chrono::NaiveDate::from_ymd_opt(2026, 11, 30).unwrap(),
        "2,3,1,2,0,1,9,0,0,0,1,0,0,9 S".parse().unwrap(),
    );
    let always = Settings {
        coach_vs_otto: true,
        coach_two_players: true,
        ..settings
    };
    assert!(!coaching(&daily, &always));
}

#[test]
fn after_a_move_that_lost_seeds_the_coach_names_the_better_one_in_the_game() {
    use mancala::app::learn::tutor::Tutor;
    let before: Position = "2,3,3,4,0,0,9,1,4,4,4,5,3,10 S".parse().unwrap();
    let mut app = headless_game(Game::from_position(TWO_PLAYERS, before));
    app.world_mut().write_message(PlayPit(1));
    run_until(&mut app, "the coach's note", |app| {
        app.world().resource::<Tutor>().coach_note.is_some()
    });
    let (values, _) = solver().analyze(&before, &Limits::none()).unwrap();
    let (mover, note) = app.world().resource::<Tutor>().coach_note.unwrap();
    assert_eq!(mover, Side::South);
    assert_eq!(Some(note), better(&before, 1, &values));
}

/// The values of every pit, left on from a game between two people, stay off in a lesson: it lights the pit to
/// press itself, and its full boards would keep the solver (and the window) busy for values nobody asked it for.
/// The lesson is played through its steps with the values on; once it is stopped they come back.
#[test]
fn the_values_left_on_stay_off_in_a_lesson_and_the_lesson_plays_on() {
    use mancala::app::learn::tutor::{Tutor, TutorRequest};
    let mut app = headless_game(Game::from_position(TWO_PLAYERS, Position::standard()));
    app.world_mut()
        .write_message(TutorRequest::ShowAnalysis(true));
    app.update();
    app.update();
    let analysed = |app: &App| {
        let game = app.world().resource::<Game>();
        app.world()
            .resource::<Tutor>()
            .analysis_of(&game.position)
            .is_some()
    };
    assert!(
        analysed(&app),
        "between two people the values are worked out"
    );
    app.world_mut().write_message(LearnCommand::Start(0));
    for (position, wanted) in walk(&LESSONS[0]) {
        run_until(&mut app, "the step's position", |app| {
            app.world().resource::<Game>().position == position
        });
        app.update();
        assert!(!analysed(&app), "no values in a lesson");
        // A wrong press first, as the learner of the report did, then the glowing pit.
        let wrong = (1..=6).find(|&pit| pit != wanted.pit).unwrap();
        app.world_mut().write_message(PlayPit(wrong));
        app.update();
        app.world_mut().write_message(PlayPit(wanted.pit));
        told_then_next(&mut app);
    }
    assert_eq!(
        app.world().resource::<Learning>().active.map(|a| a.stage),
        Some(Stage::Finished)
    );
    app.world_mut().write_message(LearnCommand::Stop);
    app.update();
    app.update();
    assert!(analysed(&app), "the values come back with the game");
}

/// "Stop the lesson" gives back the game the player had when the lesson began, as it stood (its moves, its
/// opponent), not a game between two people at the lesson's position.
#[test]
fn stopping_a_lesson_gives_back_the_game_in_hand() {
    use mancala::app::turn::game::GameCommand;
    let mut app = headless_game(crate::headless::game_against(mancala::engine::Level::Easy));
    app.world_mut().write_message(PlayPit(3));
    run_until(&mut app, "the first sowing", |app| {
        app.world().resource::<Game>().moves_played().len() == 1 && phase(app) != Phase::Sowing
    });
    let before = app.world().resource::<Game>().clone();
    app.world_mut().write_message(LearnCommand::Start(1));
    run_until(&mut app, "the lesson's board", |app| {
        app.world().resource::<Game>().computer_side().is_none()
    });
    app.world_mut().write_message(LearnCommand::Stop);
    app.update();
    app.update();
    let game = app.world().resource::<Game>();
    assert_eq!(game.position, before.position);
    assert_eq!(game.moves_played(), before.moves_played());
    assert_eq!(game.setup, before.setup, "Otto on Easy again");
    assert!(app.world().resource::<Learning>().active.is_none());

    // A lesson left for a new game gives back nothing: the new game stays.
    app.world_mut().write_message(LearnCommand::Start(1));
    app.update();
    app.world_mut()
        .write_message(GameCommand::NewGame(crate::headless::TWO_PLAYERS));
    app.update();
    app.update();
    app.world_mut().write_message(LearnCommand::Stop);
    app.update();
    let game = app.world().resource::<Game>();
    assert_eq!(
        game.computer_side(),
        None,
        "the new game between two people"
    );
    assert!(game.moves_played().is_empty());
}

/// Runs until the step's sowing has been told, then goes on to the next step.
fn told_then_next(app: &mut App) {
    run_until(app, "the step's sowing", |app| {
        matches!(
            app.world().resource::<Learning>().active.map(|a| a.stage),
            Some(Stage::Told(_))
        )
    });
    app.world_mut().write_message(LearnCommand::Next);
    app.update();
}
