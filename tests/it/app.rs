//! The game's flow without a window: intents in, engine moves, stones that match the engine's counts.

use bevy::prelude::*;
use mancala::app::board::sowing::{Animation, Landed, MAX_SOWING_SECONDS, SkipAnimation, Stage};
use mancala::app::board::stones::{self, Stone};
use mancala::app::data::settings::{Settings, Speed};
use mancala::app::turn::ai_player::Computer;
use mancala::app::turn::game::{Game, GameCommand, Phase, PlayPit};
use mancala::app::turn::setup::{First, Opponent, Setup};
use mancala::engine::{Cell, Level, Position, Side};

use crate::headless::{TWO_PLAYERS, game_against, headless_game, phase, run_until};

fn headless(position: Position) -> App {
    headless_game(Game::from_position(TWO_PLAYERS, position))
}

fn assert_view_matches_engine(app: &mut App) {
    let position = app.world().resource::<Game>().position;
    for (cell, shown, engine) in stones::counts(app.world_mut(), &position) {
        assert_eq!(shown, usize::from(engine), "{cell} in {position}");
    }
}

/// Plays a pit and skips its animation, as a player who clicks again at once.
fn play(app: &mut App, pit: u8) {
    app.world_mut().write_message(PlayPit(pit));
    app.update();
    app.world_mut().write_message(SkipAnimation);
    app.update();
    assert!(!app.world().resource::<Animation>().is_playing());
}

#[test]
fn stones_start_as_the_engine_counts_them() {
    for (pits, seeds) in [(6, 4), (3, 1), (8, 10)] {
        let mut app = headless(Position::start(pits, seeds).unwrap());
        assert_view_matches_engine(&mut app);
    }
}

#[test]
fn a_whole_game_through_intents_ends_as_the_engine_says() {
    let mut app = headless(Position::standard());
    let mut engine = Position::standard();
    let mut turn = 0usize;
    while !engine.is_over() {
        let moves: Vec<u8> = engine.legal_moves().collect();
        // A varied but fixed line: extra turns, captures and laps all come up.
        let pit = moves[(turn * 7 + 3) % moves.len()];
        turn += 1;
        engine = engine.play(pit).unwrap().0;
        play(&mut app, pit);
        assert_eq!(app.world().resource::<Game>().position, engine);
        assert_view_matches_engine(&mut app);
    }
    assert!(turn > 10);
}

#[test]
fn a_burst_of_clicks_in_one_frame_plays_exactly_one_move() {
    let mut app = headless(Position::standard());
    for pit in [1, 2, 1, 4, 6] {
        app.world_mut().write_message(PlayPit(pit));
    }
    app.update();
    app.world_mut().write_message(SkipAnimation);
    let position = app.world().resource::<Game>().position;
    assert_eq!(position.sowings(), 1);
    assert_eq!(position, Position::standard().play(1).unwrap().0);
    app.update();
    assert_eq!(app.world().resource::<Game>().position.sowings(), 1);
    assert_view_matches_engine(&mut app);
}

#[test]
fn moves_wait_for_the_sowing_on_screen_and_a_skip_lands_every_stone() {
    let mut app = headless(Position::standard());
    let resting: Vec<Vec3> = stone_places(&mut app);
    app.world_mut().write_message(PlayPit(1));
    app.update();
    let animation = app.world().resource::<Animation>();
    assert!(animation.is_playing());
    assert!(animation.duration() > 0.0 && animation.duration() <= MAX_SOWING_SECONDS);

    // A click on another pit during the animation plays nothing.
    app.world_mut().write_message(PlayPit(2));
    app.update();
    assert_eq!(app.world().resource::<Game>().position.sowings(), 1);

    app.world_mut().write_message(SkipAnimation);
    app.update();
    assert!(!app.world().resource::<Animation>().is_playing());
    assert_view_matches_engine(&mut app);
    let landed = stone_places(&mut app);
    assert_ne!(landed, resting, "the sown stones moved");
    // Every stone rests inside the board, none left in mid-air above the others.
    assert!(landed.iter().all(|at| at.z < 10.0));

    // Now the next move is taken.
    app.world_mut().write_message(PlayPit(1));
    app.update();
    assert_eq!(app.world().resource::<Game>().position.sowings(), 2);
}

#[test]
fn the_longest_sowing_still_fits_the_time_limit() {
    // 40 seeds lap the board three times, then a capture and the sweep of the rows.
    let mut app = headless("0,0,0,0,0,40,0,1,0,0,0,0,0,0 S".parse().unwrap());
    app.world_mut().write_message(PlayPit(6));
    app.update();
    let duration = app.world().resource::<Animation>().duration();
    assert!(
        duration > 1.0 && duration <= MAX_SOWING_SECONDS,
        "{duration}"
    );
}

fn stone_places(app: &mut App) -> Vec<Vec3> {
    let mut query = app.world_mut().query::<(&Stone, &Transform)>();
    let mut places: Vec<(u32, Vec3)> = query
        .iter(app.world())
        .map(|(stone, transform)| (stone.seed, transform.translation))
        .collect();
    places.sort_by_key(|(seed, _)| *seed);
    places.into_iter().map(|(_, at)| at).collect()
}

#[test]
fn an_illegal_intent_changes_nothing() {
    let mut app = headless(Position::standard());
    play(&mut app, 3);
    let after_extra_turn = app.world().resource::<Game>().position;
    play(&mut app, 3); // now empty
    play(&mut app, 9); // no such pit
    assert_eq!(app.world().resource::<Game>().position, after_extra_turn);
    assert_view_matches_engine(&mut app);
}

#[test]
fn phases_follow_the_game_and_a_whole_game_against_the_computer_ends_over() {
    let mut app = headless_game(game_against(Level::Easy));
    assert_eq!(phase(&app), Phase::PersonToMove);
    let mut person_moves = 0;
    let mut seen_thinking = false;
    while !app.world().resource::<Game>().position.is_over() {
        run_until(&mut app, "a still board", |app| {
            matches!(phase(app), Phase::PersonToMove | Phase::Over)
                && !app.world().resource::<Animation>().is_playing()
                && app.world().resource::<Game>().awaits_person()
                    == (phase(app) == Phase::PersonToMove)
        });
        seen_thinking |= app.world().resource::<Computer>().last_choice.is_some();
        let position = app.world().resource::<Game>().position;
        if position.is_over() {
            break;
        }
        assert_eq!(position.to_move(), Side::South, "{position}");
        // The person plays the last legal pit: a fixed line.
        let pit = position.legal_moves().last().unwrap();
        app.world_mut().write_message(PlayPit(pit));
        app.update();
        app.update();
        assert_eq!(phase(&app), Phase::Sowing);
        person_moves += 1;
    }
    run_until(&mut app, "the game-over phase", |app| {
        phase(app) == Phase::Over
    });
    assert!(person_moves > 3 && seen_thinking);
    assert_view_matches_engine(&mut app);
    // Every move of the game is on record and replays to the final position.
    let game = app.world().resource::<Game>();
    let replayed = game
        .moves_played()
        .iter()
        .fold(Position::standard(), |p, m| {
            assert_eq!(p, m.before);
            p.play(m.pit).unwrap().0
        });
    assert_eq!(replayed, game.position);
}

#[test]
fn an_answer_for_an_undone_position_is_thrown_away() {
    let mut app = headless_game(game_against(Level::Hard));
    // Pit 1 ends in South's pit 5: no extra turn, so the computer is to move.
    app.world_mut().write_message(PlayPit(1));
    app.update();
    run_until(&mut app, "the computer to start thinking", |app| {
        app.world().resource::<Computer>().is_thinking()
    });
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    assert_eq!(
        app.world().resource::<Game>().position,
        Position::standard()
    );
    assert!(!app.world().resource::<Computer>().is_thinking());
    // The abandoned search comes back (cancelled, or finished) and its answer is dropped.
    run_until(&mut app, "the stale answer", |app| {
        app.world().resource::<Computer>().stale_answers == 1
    });
    for _ in 0..20 {
        app.update();
    }
    let game = app.world().resource::<Game>();
    assert_eq!(game.position, Position::standard());
    assert!(game.moves_played().is_empty());
    assert_eq!(phase(&app), Phase::PersonToMove);
    assert_view_matches_engine(&mut app);

    // The computer plays on afterwards: a new move gets a fresh answer that is played.
    app.world_mut().write_message(PlayPit(2));
    app.update();
    run_until(&mut app, "the computer's reply", |app| {
        app.world().resource::<Game>().position.to_move() == Side::South
            && !app.world().resource::<Animation>().is_playing()
    });
    let game = app.world().resource::<Game>();
    assert!(game.moves_played().len() >= 2);
    assert_eq!(
        game.moves_played()[1].before.to_move(),
        Side::North,
        "the reply came from the computer's side"
    );
    assert_eq!(app.world().resource::<Computer>().stale_answers, 1);
    assert_view_matches_engine(&mut app);
}

/// On the person's turn Hard thinks on their time, and stops the moment they sow: its player comes back at once
/// for the answer, which is played.
#[test]
fn hard_ponders_on_the_person_s_turn_and_stops_when_the_person_sows() {
    use crate::headless::vs_computer;
    // A full middle game with Hard (North) to move: its first search makes its player; then it is South's turn.
    let position: Position = "0,0,0,2,9,8,3,0,7,7,1,1,0,10 N".parse().unwrap();
    let mut app = headless_game(Game::from_position(vs_computer(Level::Hard), position));
    run_until(&mut app, "Hard's sowing and the person's turn", |app| {
        app.world().resource::<Game>().position.to_move() == Side::South
            && !app.world().resource::<Animation>().is_playing()
            && phase(app) == Phase::PersonToMove
    });
    run_until(&mut app, "Hard to ponder", |app| {
        app.world().resource::<Computer>().is_pondering()
    });
    let before = app.world().resource::<Game>().moves_played().len();
    // A sowing that passes the turn, so that the next position is Hard's.
    let now = app.world().resource::<Game>().position;
    let pit = now
        .legal_moves()
        .find(|&pit| now.play(pit).unwrap().0.to_move() == Side::North)
        .expect("a sowing that passes the turn");
    app.world_mut().write_message(PlayPit(pit));
    app.update();
    run_until(&mut app, "the pondering to stop", |app| {
        !app.world().resource::<Computer>().is_pondering()
    });
    run_until(&mut app, "Hard's answer", |app| {
        let game = app.world().resource::<Game>();
        game.is_finished()
            || (game.position.to_move() == Side::South
                && game.moves_played().len() > before + 1
                && !app.world().resource::<Animation>().is_playing())
    });
    assert_eq!(app.world().resource::<Computer>().stale_answers, 0);
    assert_view_matches_engine(&mut app);
}

/// Hard keeps his player (and its hundreds of megabytes of tables) between moves, warm for the next; a game he
/// does not play, between two people, lets it go at once, and with it the memory.
#[test]
fn otto_lets_go_of_his_tables_when_the_game_in_hand_is_not_his() {
    use crate::headless::vs_computer;
    let position: Position = "0,0,0,2,9,8,3,0,7,7,1,1,0,10 N".parse().unwrap();
    let mut app = headless_game(Game::from_position(vs_computer(Level::Hard), position));
    run_until(&mut app, "Hard's sowing and his player kept", |app| {
        app.world().resource::<Game>().position.to_move() == Side::South
            && phase(app) == Phase::PersonToMove
            && (app.world().resource::<Computer>().keeps_a_player()
                || app.world().resource::<Computer>().is_pondering())
    });
    app.world_mut()
        .write_message(GameCommand::NewGame(TWO_PLAYERS));
    run_until(&mut app, "the pondering to stop", |app| {
        !app.world().resource::<Computer>().is_pondering()
    });
    app.update();
    assert!(
        !app.world().resource::<Computer>().keeps_a_player(),
        "no player kept for a game between two people"
    );
}

#[test]
fn undo_against_the_computer_goes_back_to_the_persons_turn_and_redo_replays() {
    let mut app = headless_game(game_against(Level::Medium));
    for pit in [3, 1] {
        // 3 is an extra turn, 1 hands the move to the computer.
        app.world_mut().write_message(PlayPit(pit));
        run_until(&mut app, "the move", |app| {
            !app.world().resource::<Animation>().is_playing()
                && app
                    .world()
                    .resource::<Game>()
                    .moves_played()
                    .last()
                    .map(|m| m.pit)
                    == Some(pit)
        });
    }
    run_until(&mut app, "the computer's reply", |app| {
        app.world().resource::<Game>().awaits_person() && phase(app) == Phase::PersonToMove
    });
    let after_reply = app.world().resource::<Game>().clone();
    let before_pit_1 = after_reply.moves_played()[1].before;

    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    let game = app.world().resource::<Game>();
    // Back to just before pit 1: the person's previous turn, with the computer's reply taken back too.
    assert_eq!(game.position, before_pit_1);
    assert!(game.can_redo());
    assert_view_matches_engine(&mut app);

    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    assert_eq!(
        app.world().resource::<Game>().position,
        Position::standard()
    );
    assert!(!app.world().resource::<Game>().can_undo());

    // Redo replays the same moves, the computer's included, up to the person's turn.
    app.world_mut().write_message(GameCommand::Redo);
    app.update();
    assert_eq!(app.world().resource::<Game>().position, before_pit_1);
    app.world_mut().write_message(GameCommand::Redo);
    app.update();
    assert_eq!(
        app.world().resource::<Game>().position,
        after_reply.position
    );
    assert!(!app.world().resource::<Game>().can_redo());
    assert_view_matches_engine(&mut app);
}

#[test]
fn undo_between_two_people_takes_back_one_move_and_a_new_move_forgets_redo() {
    let mut app = headless(Position::standard());
    play(&mut app, 3);
    play(&mut app, 1);
    let after_two = app.world().resource::<Game>().position;
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    let after_one = Position::standard().play(3).unwrap().0;
    assert_eq!(app.world().resource::<Game>().position, after_one);
    assert_view_matches_engine(&mut app);
    app.world_mut().write_message(GameCommand::Redo);
    app.update();
    assert_eq!(app.world().resource::<Game>().position, after_two);
    app.world_mut().write_message(GameCommand::Undo);
    app.update();
    play(&mut app, 2);
    assert!(!app.world().resource::<Game>().can_redo());
}

#[test]
fn a_new_game_takes_its_setup_and_an_intent_in_the_same_frame_is_dropped() {
    let mut app = headless(Position::standard());
    play(&mut app, 1);
    let setup = Setup {
        opponent: Opponent::Friend,
        first: First::North,
        pits: 6,
        seeds: 7,
        clock: None,
        rules: mancala::engine::KALAH,
        fair: mancala::app::turn::setup::Fairness::Usual,
    };
    app.world_mut().write_message(GameCommand::NewGame(setup));
    app.world_mut().write_message(PlayPit(1));
    app.update();
    let game = app.world().resource::<Game>();
    assert_eq!(
        game.position,
        Position::start(6, 7).unwrap().with_to_move(Side::North)
    );
    assert_eq!(game.setup, setup);
    assert_view_matches_engine(&mut app);
}

#[test]
fn the_instant_speed_lands_a_sowing_in_one_frame() {
    let mut app = headless(Position::standard());
    app.world_mut().resource_mut::<Settings>().speed = Speed::Instant;
    app.world_mut().write_message(PlayPit(1));
    app.update();
    app.update();
    assert!(!app.world().resource::<Animation>().is_playing());
    assert_view_matches_engine(&mut app);

    // The same sowing takes twice as long at the slow speed as at the normal one.
    let position = app.world().resource::<Game>().position;
    let duration = |speed: Speed| {
        let mut app = headless(position);
        app.world_mut().resource_mut::<Settings>().speed = speed;
        app.world_mut().write_message(PlayPit(1));
        app.update();
        app.world().resource::<Animation>().duration()
    };
    let normal = duration(Speed::Normal);
    assert!(normal > 0.5 && normal <= MAX_SOWING_SECONDS);
    assert!((duration(Speed::Slow) - 2.0 * normal).abs() < 1e-4);
    assert!((duration(Speed::Fast) - 0.5 * normal).abs() < 1e-4);
}

#[test]
fn the_counts_follow_the_stones_in_flight_and_end_as_the_engine_says() {
    // South's pit 2 holds one seed: it lands in the empty pit 3 and captures the 5 across, in two legs.
    let before: Position = "0,1,0,5,0,3,20,2,0,4,5,0,6,2 S".parse().unwrap();
    let after = before.play(2).unwrap().0;
    let mut app = headless(before);
    app.world_mut().write_message(PlayPit(2));
    app.update();
    let cells: Vec<_> = Cell::ring(6).collect();
    let shown = |app: &App| -> Vec<u8> {
        let animation = app.world().resource::<Animation>();
        let position = app.world().resource::<Game>().position;
        cells
            .iter()
            .map(|&cell| animation.shown_count(cell, position.count(cell)))
            .collect()
    };
    let store = cells
        .iter()
        .position(|c| *c == Cell::Store(Side::South))
        .unwrap();
    // Nothing has landed yet: the store still shows what it had.
    assert_eq!(shown(&app)[store], before.store(Side::South));
    let mut frames = 0;
    let mut seen: Vec<Vec<u8>> = Vec::new();
    while app.world().resource::<Animation>().is_playing() {
        let now = shown(&app);
        // Stones in the air are in no cell: the shown counts never exceed the seeds on the board.
        assert!(now.iter().map(|&c| u32::from(c)).sum::<u32>() <= before.total_seeds());
        if seen.last() != Some(&now) {
            seen.push(now);
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
        app.update();
        frames += 1;
        assert!(frames < 500);
    }
    let engine: Vec<u8> = cells.iter().map(|&cell| after.count(cell)).collect();
    assert_eq!(shown(&app), engine);
    // On the way, pit 3 held the capturing seed before it went to the store with the captured ones.
    let pit3 = cells
        .iter()
        .position(|c| {
            *c == mancala::engine::Cell::Pit {
                side: Side::South,
                pit: 3,
            }
        })
        .unwrap();
    assert!(seen.iter().any(|counts| counts[pit3] == 1), "{seen:?}");
    assert_view_matches_engine(&mut app);
}

#[derive(Resource, Default)]
struct Heard(Vec<Landed>);

fn listen(mut landed: MessageReader<Landed>, mut heard: ResMut<Heard>) {
    heard.0.extend(landed.read().copied());
}

#[test]
fn every_landing_stone_is_announced_once_for_the_sounds() {
    // One seed dropped into the empty pit 3, then it and the 5 across fly to the store.
    let before: Position = "0,1,0,5,0,3,20,2,0,4,5,0,6,2 S".parse().unwrap();
    let mut app = headless(before);
    app.init_resource::<Heard>().add_systems(Update, listen);
    app.world_mut().write_message(PlayPit(2));
    app.update();
    run_until(&mut app, "the sowing to land", |app| {
        !app.world().resource::<Animation>().is_playing()
    });
    app.update();
    let heard = &app.world().resource::<Heard>().0;
    let count = |stage: Stage, first: bool| {
        heard
            .iter()
            .filter(|l| l.stage == stage && (!first || l.first))
            .count()
    };
    assert_eq!(count(Stage::Sown, false), 1);
    assert_eq!(count(Stage::Captured, false), 6);
    assert_eq!(count(Stage::Swept, false), 0);
    // The capture sound plays once, on the first captured stone.
    assert_eq!(count(Stage::Captured, true), 1);
}

/// Ô ăn quan's pieces on screen: each mandarin where the engine has it (on its square, or in its taker's pile).
fn assert_mandarins_match_engine(app: &mut App) {
    use mancala::app::board::stones::MandarinPiece;
    let position = app.world().resource::<Game>().position;
    let world = app.world_mut();
    let shown: Vec<Cell> = world
        .query::<&MandarinPiece>()
        .iter(world)
        .map(|piece| piece.cell)
        .collect();
    for side in Side::BOTH {
        let on_square = shown.iter().filter(|&&c| c == Cell::Mandarin(side)).count();
        assert_eq!(
            on_square,
            usize::from(position.end(side).mandarin),
            "{position}"
        );
        let in_pile = shown.iter().filter(|&&c| c == Cell::Store(side)).count();
        assert_eq!(
            in_pile,
            usize::from(position.pile(side).mandarins),
            "{position}"
        );
    }
}

#[test]
fn whole_oan_quan_games_through_intents_keep_every_stone_and_mandarin_where_the_engine_has_them() {
    let start: Position = "5,5,5,5,5,Q,5,5,5,5,5,Q 0,0 S oanquan".parse().unwrap();
    let mut refills = 0;
    let mut ends_with_citizens_left = 0;
    for line in 0..12usize {
        let mut app = headless(start);
        let mut engine = start;
        let mut turn = 0usize;
        while !engine.is_over() {
            let moves: Vec<u8> = engine.legal_moves().collect();
            // Varied but fixed lines: chains, mandarins taken, empty rows refilled with borrowed citizens.
            let mv = moves[(turn * (7 + 2 * line) + line) % moves.len()];
            turn += 1;
            refills += usize::from(engine.refill().is_some());
            let (after, sowing) = engine.play(mv).unwrap();
            if sowing.sweep.is_some() && Side::BOTH.iter().any(|&s| engine.end(s).citizens > 0) {
                ends_with_citizens_left += 1;
            }
            engine = after;
            play(&mut app, mv);
            // The stones leaving the board at the end are gone a frame after the sowing.
            app.update();
            assert_eq!(app.world().resource::<Game>().position, engine);
            assert_view_matches_engine(&mut app);
            assert_mandarins_match_engine(&mut app);
        }
    }
    assert!(refills > 0, "some line refills an empty row");
    assert!(
        ends_with_citizens_left > 0,
        "some line ends with citizens on a mandarin square, which leave the board"
    );
}
