//! Congklak in the window as its players play it: both hands sowing at once at the start of a round, and the match
//! of rounds, driven through the same messages as the input and the banner, checked against the engine's own
//! `simultaneous` and `rounds` and against the stones on the board.

use bevy::prelude::*;
use mancala::app::board::sowing::{Animation, SkipAnimation};
use mancala::app::board::stones::{self, Held, Stone};
use mancala::app::data::storage::{RestoreError, SavedGame};
use mancala::app::turn::game::{Game, GameCommand, PlayPit};
use mancala::app::turn::replay_error::ReplayError;
use mancala::app::turn::setup::{First, Opponent, Setup};
use mancala::engine::rounds::{NextRound, next_round};
use mancala::engine::simultaneous::SimultaneousStart;
use mancala::engine::{CONGKLAK, Level, Position, Side};

use crate::headless::{headless_game, run_until};

fn congklak(opponent: Opponent, first: First, holes: u8) -> Setup {
    Setup {
        opponent,
        first,
        pits: holes,
        seeds: holes,
        clock: None,
        rules: CONGKLAK,
        fair: mancala::app::turn::setup::Fairness::Usual,
    }
}

fn started(setup: Setup) -> Game {
    let mut game = Game::default();
    game.start(setup, true).unwrap();
    game
}

/// Every cell holds the stones the engine counts, and each hand holds as many stones as the engine's hand.
fn assert_board_matches(app: &mut App) {
    let game = app.world().resource::<Game>().clone();
    for (cell, shown, engine) in stones::counts(app.world_mut(), &game.position) {
        assert_eq!(shown, usize::from(engine), "{cell} in {}", game.position);
    }
    let mut held = app.world_mut().query::<(&Stone, &Held)>();
    for side in Side::BOTH {
        let in_hand: Vec<_> = held
            .iter(app.world())
            .filter(|(_, hand)| hand.0 == side)
            .map(|(stone, _)| stone.cell)
            .collect();
        let engine = game.opening.as_ref().and_then(|o| o.in_hand(side));
        assert_eq!(
            in_hand.len(),
            engine.map_or(0, |(_, seeds)| usize::from(seeds))
        );
        if let Some((cell, _)) = engine {
            assert!(
                in_hand.iter().all(|&at| at == cell),
                "{side:?}'s hand is over {cell}"
            );
        }
    }
}

/// A pit clicked, and its sowing (if any) skipped at once.
fn click(app: &mut App, pit: u8) {
    app.world_mut().write_message(PlayPit(pit));
    app.update();
    app.world_mut().write_message(SkipAnimation);
    app.update();
    app.update();
    assert!(!app.world().resource::<Animation>().is_playing());
}

/// Two people on one screen start a round together: Bottom's hole is hidden until Top has chosen, then both
/// hands sow at once, each store landing asks its player again, the stones and the hands follow the engine at
/// every pause, and the first to finish moves next, from the position the engine's start gives.
#[test]
fn two_people_sow_at_once_and_the_first_to_finish_moves() {
    let mut pauses_with_a_full_hand = 0;
    let boards = (5u8..=9).flat_map(|holes| (0..4usize).map(move |seed| (holes, seed)));
    for (holes, seed) in boards {
        let game = started(congklak(Opponent::Friend, First::Together, holes));
        let round_start = Position::start_by(CONGKLAK, holes, holes).unwrap();
        assert!(game.in_opening());
        assert_eq!(game.position, round_start);
        let mut app = headless_game(game);
        assert_board_matches(&mut app);
        let mut picks = Vec::new();
        let mut turn = seed;
        while app.world().resource::<Game>().in_opening() {
            let game = app.world().resource::<Game>();
            let chooser = game.position.to_move();
            let holes: Vec<u8> = game.position.legal_moves().collect();
            let pit = holes[turn % holes.len()];
            turn = (turn * 5 + 3) % 1009;
            // An empty or burnt hole is refused and changes nothing.
            if let Some(empty) =
                (1..=game.position.pits()).find(|&p| game.position.seeds(chooser, p) == 0)
            {
                let before = game.position;
                click(&mut app, empty);
                assert_eq!(app.world().resource::<Game>().position, before);
            }
            click(&mut app, pit);
            picks.push(pit);
            let game = app.world().resource::<Game>();
            if picks.len() == 1 {
                // Bottom's hole stays in its place, unseen: Top chooses from the same board.
                assert_eq!(game.position, round_start.with_to_move(Side::North));
            }
            assert_board_matches(&mut app);
            let game = app.world().resource::<Game>();
            let opening = game.opening.as_ref().unwrap();
            if Side::BOTH
                .into_iter()
                .any(|side| opening.in_hand(side).is_some())
            {
                pauses_with_a_full_hand += 1;
            }
            assert!(picks.len() < 500, "the opening never ended");
        }
        let game = app.world().resource::<Game>().clone();
        let engine = SimultaneousStart::replay(&round_start, &picks).unwrap();
        assert!(engine.is_done());
        assert_eq!(game.position, engine.position());
        assert_eq!(
            game.start,
            engine.position(),
            "the moves count from the opening's end"
        );
        assert_eq!(game.opening.as_ref().unwrap().picks, picks);
        assert!(
            !game.can_undo(),
            "nothing before the opening's end is taken back"
        );
        if !game.is_finished() {
            assert_eq!(Some(game.position.to_move()), engine.finished_first());
        }
        // The game goes on by turns.
        if let Some(pit) = game.position.legal_moves().next() {
            click(&mut app, pit);
            assert_eq!(app.world().resource::<Game>().moves_played().len(), 1);
            assert_board_matches(&mut app);
        }
    }
    // A hand still holding stones while the other player chooses came up, and its stones were checked.
    assert!(pauses_with_a_full_hand > 0);
}

/// Against Otto: the person chooses first, Otto chooses blind (from the board without the person's hole), and
/// the opening runs to its end with Otto choosing again whenever its hand reaches its store.
#[test]
fn otto_chooses_its_holes_in_the_opening() {
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let game = started(congklak(Opponent::Computer(level), First::Together, 7));
        let mut app = headless_game(game);
        let mut turn = 0;
        while app.world().resource::<Game>().in_opening() {
            let game = app.world().resource::<Game>();
            if game.position.to_move() == Side::South {
                let holes: Vec<u8> = game.position.legal_moves().collect();
                click(&mut app, holes[turn % holes.len()]);
                turn += 1;
                continue;
            }
            let picks = game.opening.as_ref().unwrap().picks.len();
            run_until(&mut app, "Otto's choice", |app| {
                let game = app.world().resource::<Game>();
                game.opening.as_ref().unwrap().picks.len() > picks
            });
            assert_board_matches(&mut app);
        }
        let game = app.world().resource::<Game>();
        let opening = game.opening.as_ref().unwrap();
        let replayed = SimultaneousStart::replay(&opening.round_start, &opening.picks).unwrap();
        assert_eq!(game.start, replayed.position(), "{level:?}");
    }
}

/// Hard plays the start out (`together`), and blind: its first hole is the same whichever hole the person chose,
/// and is the one `together` chooses from the round's start.
#[test]
fn hard_chooses_its_first_hole_blind_by_playing_the_start_out() {
    use mancala::engine::together;
    let round_start = Position::start_by(CONGKLAK, 7, 7).unwrap();
    let expected = together::first_hole(&round_start, Side::North).unwrap();
    for person in [1, 4, 7] {
        let game = started(congklak(
            Opponent::Computer(Level::Hard),
            First::Together,
            7,
        ));
        let mut app = headless_game(game);
        click(&mut app, person);
        run_until(&mut app, "Hard's first hole", |app| {
            let game = app.world().resource::<Game>();
            game.opening.as_ref().unwrap().picks.len() == 2
        });
        let game = app.world().resource::<Game>();
        assert_eq!(game.opening.as_ref().unwrap().picks, [person, expected]);
    }
}

/// Plays the round on the board to its end with a fixed varied line, each sowing skipped.
fn finish_round(app: &mut App, seed: usize) {
    let mut turn = seed;
    while !app.world().resource::<Game>().is_finished() {
        let game = app.world().resource::<Game>();
        let holes: Vec<u8> = game.position.legal_moves().collect();
        click(app, holes[turn % holes.len()]);
        turn = (turn * 7 + 1) % 1009;
    }
}

/// A match between two people, the round's winner starting the next: each round is set up as the engine's rounds
/// say (refilled, burnt holes and all), the rounds are counted, the stones follow, a save in the middle of the
/// match restores it, and the match ends when a player cannot fill a hole, with no round after.
#[test]
fn the_match_goes_round_by_round_until_a_player_cannot_fill_a_hole() {
    let game = started(congklak(Opponent::Friend, First::South, 5));
    let mut app = headless_game(game);
    let mut rounds = 0;
    for seed in 0.. {
        finish_round(&mut app, seed);
        let game = app.world().resource::<Game>().clone();
        let expected = next_round(&game.position, game.start.to_move(), 5).unwrap();
        assert_eq!(game.next_round(), Some(expected));
        app.world_mut().write_message(GameCommand::NextRound);
        app.update();
        app.update();
        let after = app.world().resource::<Game>().clone();
        match expected {
            NextRound::Round(position) => {
                rounds += 1;
                assert_eq!(after.position, position);
                assert_eq!(after.rounds.len(), rounds);
                let last = after.rounds.last().unwrap();
                assert_eq!(last.south, game.position.store(Side::South));
                assert_eq!(last.north, game.position.store(Side::North));
                assert!(after.moves_played().is_empty() && !after.is_finished());
                assert_board_matches(&mut app);
                // Saved and restored in the middle of the match: the same round, the same rounds behind it.
                let restored = SavedGame::of(&after).restore().unwrap().unwrap();
                assert_eq!(restored.position, after.position);
                assert_eq!(restored.rounds, after.rounds);
            }
            NextRound::MatchOver { winner, loser } => {
                assert_eq!(winner, loser.opponent());
                assert!(game.position.store(loser) < 5);
                assert_eq!(
                    after.position, game.position,
                    "no round after the match's end"
                );
                assert!(after.is_finished());
                break;
            }
        }
        assert!(seed < 200, "the match never ended");
    }
    assert!(rounds >= 1);
}

/// With the start together, every round of the match opens with both hands at once.
#[test]
fn every_round_opens_together_when_chosen() {
    let game = started(congklak(Opponent::Friend, First::Together, 5));
    let mut app = headless_game(game);
    for seed in 0..3 {
        while app.world().resource::<Game>().in_opening() {
            let game = app.world().resource::<Game>();
            let pit = game.position.legal_moves().next().unwrap();
            click(&mut app, pit);
        }
        finish_round(&mut app, seed);
        let game = app.world().resource::<Game>().clone();
        let Some(NextRound::Round(next)) = game.next_round() else {
            return;
        };
        app.world_mut().write_message(GameCommand::NextRound);
        app.update();
        let game = app.world().resource::<Game>();
        assert!(game.in_opening());
        assert_eq!(
            game.opening.as_ref().unwrap().round_start,
            next.with_to_move(Side::South)
        );
        assert_board_matches(&mut app);
    }
}

/// A game saved in the middle of an opening (Bottom's hidden hole chosen, or a hand waiting for its player)
/// comes back as it was; a save whose holes could not have been chosen is refused with the reason, not played.
#[test]
fn an_opening_is_saved_and_restored_and_a_bad_one_refused() {
    let mut game = started(congklak(Opponent::Friend, First::Together, 7));
    let mut saves = Vec::new();
    let mut turn = 2;
    while game.in_opening() {
        let holes: Vec<u8> = game.position.legal_moves().collect();
        game.choose_hole(holes[turn % holes.len()]).unwrap();
        turn = (turn * 3 + 1) % 1009;
        saves.push((SavedGame::of(&game), game.position));
    }
    assert!(saves.len() >= 2);
    for (saved, position) in &saves {
        let restored = saved.restore().unwrap().unwrap();
        assert_eq!(restored.position, *position);
        assert_eq!(
            restored.opening.as_ref().unwrap().picks,
            saved.opening.clone().unwrap()
        );
    }
    let (saved, _) = &saves[0];
    let mut bad = saved.clone();
    bad.opening = Some(vec![12]);
    let why = bad.restore().unwrap_err();
    assert!(
        matches!(why, RestoreError::Replay(ReplayError::Opening(_))),
        "{why}"
    );
    // Moves after an opening that is not over cannot be.
    let mut bad = saved.clone();
    bad.moves = vec![1];
    assert_eq!(
        bad.restore().unwrap_err(),
        RestoreError::Replay(ReplayError::OpeningNotOver)
    );
}

/// A relay is seen: the hole the last seed lands in shows its whole heap, the seed that came too, for a moment
/// before the stones are lifted and sown on; and the sowing ends with the board as the engine says.
#[test]
fn a_relay_pauses_where_it_lifts_the_stones() {
    use bevy::time::TimeUpdateStrategy;
    use mancala::engine::Cell;
    // South's hole 2: its 7 seeds end in North's hole 1, which held 7; the 8 are lifted and sown on.
    let before: Position = "7,7,7,7,7,7,7,0,7,7,7,7,7,7,7,0 S congklak"
        .parse()
        .unwrap();
    let relay_hole = Cell::Pit {
        side: Side::North,
        pit: 1,
    };
    let laps = before.laps(2).unwrap();
    assert!(laps.len() >= 2 && laps[1].from == relay_hole);
    let setup = congklak(Opponent::Friend, First::South, 7);
    let mut app = headless_game(Game::from_position(setup, before));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(10),
    ));
    app.world_mut().write_message(PlayPit(2));
    app.update();
    let after = app.world().resource::<Game>().position;
    let mut frames_full = 0;
    let mut frames = 0;
    while app.world().resource::<Animation>().is_playing() {
        let shown = app
            .world()
            .resource::<Animation>()
            .shown_count(relay_hole, after.count(relay_hole));
        if shown == 8 {
            frames_full += 1;
        }
        app.update();
        frames += 1;
        assert!(frames < 2_000);
    }
    // At least a tick's pause (0.1 s) with all 8 stones showing in the relay's hole.
    assert!(frames_full >= 10, "{frames_full} frames of 10 ms");
    assert_board_matches(&mut app);
}

/// A Congklak game set up from a position (`--position`, a review's "Play from here") refills as many seeds a
/// hole as holes, whatever seeds the setup it came with said: 38 seeds fill five holes of 7, and two burn.
#[test]
fn a_match_from_a_position_refills_as_many_seeds_a_hole_as_holes() {
    let over: Position = "0,0,0,0,0,0,0,60,0,0,0,0,0,0,0,38 S congklak"
        .parse()
        .unwrap();
    let kalah_setup = Setup {
        seeds: 4,
        ..congklak(Opponent::Friend, First::South, 6)
    };
    let game = Game::from_position(kalah_setup, over);
    assert_eq!(game.setup.seeds, 7);
    let Some(NextRound::Round(next)) = game.next_round() else {
        panic!("the round is over and both can fill a hole");
    };
    let burnt = |side| (1..=7).filter(|&pit| next.is_burnt(side, pit)).count();
    assert_eq!((burnt(Side::South), burnt(Side::North)), (0, 2));
}

/// The server referees a match as one line of actions (`MatchLine`); the window plays it as a game of openings
/// and rounds, from either side (a North player's board mirrored) and laid out afresh from any point of the line
/// (a reconnection). All read the same actions the same way: every round's end, the rounds' scores and the
/// match's end agree, on every board, with equal rounds settled alike.
#[test]
fn the_servers_line_and_the_windows_game_play_a_match_alike() {
    use mancala::app::online::told::replayed;
    use mancala::engine::match_line::{Due, MatchLine};
    use mancala::engine::together::{first_hole, next_hole};
    let boards = [5, 6, 7, 9]
        .into_iter()
        .flat_map(|holes| (1..=6).map(move |seed| (holes, seed)));
    let mut equal_rounds = 0;
    for (holes, seed) in boards {
        let setup = congklak(Opponent::Friend, First::Together, holes);
        let mut game = started(setup);
        let mut line = MatchLine::new(game.round_start());
        // The server's line, played by the engine's choices and a pit drawn from `seed` in the turns.
        let mut turn = seed;
        while line.due() != Due::Over && line.actions().len() < 5_000 {
            let board = line.board();
            match line.due() {
                Due::FirstHoles => {
                    let [south, north] =
                        [Side::South, Side::North].map(|side| first_hole(&board, side).unwrap());
                    line.play_first(south, north).unwrap();
                }
                Due::Choose(side) => {
                    let pit = next_hole(line.opening_phase().unwrap(), side).unwrap();
                    line.play(side, pit).unwrap();
                }
                Due::Sow(side) => {
                    let legal: Vec<u8> = board.legal_moves().collect();
                    turn = (turn * 31 + 7) % 1_000_003;
                    line.play(side, legal[turn % legal.len()]).unwrap();
                }
                Due::Over => unreachable!(),
            }
        }
        assert_eq!(line.due(), Due::Over, "{holes} holes: the match ends");
        // The window's game, fed the same actions, as South sees it and as North does (mirrored, North's
        // choice first); and, before each action, laid out afresh from the line so far as a server gives it
        // back, the same game.
        let mut north = Game::replayed_round(
            setup,
            game.round_start().mirrored(),
            Side::North,
            &[],
            &[],
            Vec::new(),
        )
        .unwrap();
        for (done, &pit) in line.actions().iter().enumerate() {
            for (view, side) in [(&mut game, Side::South), (&mut north, Side::North)] {
                if !view.in_opening() && view.next_round().is_some() {
                    assert!(view.start_next_round(), "{holes} holes: a next round");
                }
                if seed <= 2 {
                    let laid_out = replayed(line.start(), side, &line.actions()[..done]).unwrap();
                    assert_eq!(laid_out.position, view.position, "{holes} holes, {done}");
                    assert_eq!(laid_out.rounds, view.rounds, "{holes} holes, {done}");
                    assert_eq!(laid_out.opening, view.opening, "{holes} holes, {done}");
                }
                if view.in_opening() {
                    view.choose_hole(pit).unwrap();
                } else {
                    view.play(pit).unwrap();
                }
            }
        }
        let mirrored: Vec<_> = line.rounds_done().iter().map(|r| r.swapped()).collect();
        assert_eq!(north.rounds, mirrored, "{holes} holes: North's rounds");
        assert_eq!(north.position, line.board().mirrored(), "{holes} holes");
        assert_eq!(game.rounds, line.rounds_done(), "{holes} holes: the rounds");
        equal_rounds += line
            .rounds_done()
            .iter()
            .filter(|round| round.winner().is_none())
            .count();
        assert_eq!(
            game.position,
            line.board(),
            "{holes} holes: the last round's end"
        );
        assert!(matches!(
            game.next_round(),
            Some(NextRound::MatchOver { .. }) | None
        ));
    }
    assert!(
        equal_rounds > 0,
        "no round ended equal: who starts after one is untested"
    );
}

/// A capture in a relay game is seen: the facing hole's stones leave one after another, a breath after the last
/// seed lands, and its count falls one by one, as in Kalah (not all at once in one quick clump).
#[test]
fn a_relay_capture_takes_the_stones_one_after_another() {
    use bevy::time::TimeUpdateStrategy;
    use mancala::engine::{Cell, SUNGKA};
    // South's hole 1: its seed lands in the empty hole 2, which faces North's hole 6 and its 8 seeds.
    let before: Position = "1,0,4,2,6,3,5,30,3,2,5,4,1,8,2,22 S sungka"
        .parse()
        .unwrap();
    let across = Cell::Pit {
        side: Side::North,
        pit: 6,
    };
    let mut setup = congklak(Opponent::Friend, First::South, 7);
    setup.rules = SUNGKA;
    let mut app = headless_game(Game::from_position(setup, before));
    app.insert_resource(TimeUpdateStrategy::ManualDuration(
        std::time::Duration::from_millis(10),
    ));
    let resting = |app: &mut App| -> Vec<(Entity, Vec3)> {
        let mut stones = app.world_mut().query::<(Entity, &Stone, &Transform)>();
        stones
            .iter(app.world())
            .filter(|(_, stone, _)| stone.cell == across)
            .map(|(entity, _, at)| (entity, at.translation))
            .collect()
    };
    let taken = resting(&mut app);
    assert_eq!(taken.len(), 8);
    app.world_mut().write_message(PlayPit(1));
    app.update();
    let after = app.world().resource::<Game>().position;
    assert_eq!(after.count(across), 0);
    let mut counts_seen = Vec::new();
    let mut some_gone_some_still = false;
    let mut frames = 0;
    while app.world().resource::<Animation>().is_playing() {
        let shown = app.world().resource::<Animation>().shown_count(across, 0);
        if counts_seen.last() != Some(&shown) {
            counts_seen.push(shown);
        }
        let mut stones = app.world_mut().query::<&Transform>();
        let moved = taken
            .iter()
            .filter(|(entity, at)| {
                stones
                    .get(app.world(), *entity)
                    .is_ok_and(|now| now.translation.distance(*at) > 1.0)
            })
            .count();
        some_gone_some_still |= moved > 0 && moved < taken.len();
        app.update();
        frames += 1;
        assert!(frames < 2_000);
    }
    assert_eq!(counts_seen, (0..=8).rev().collect::<Vec<u8>>());
    assert!(some_gone_some_still, "the 8 stones left as one clump");
    assert_board_matches(&mut app);
}
