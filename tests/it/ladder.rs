//! Otto's ladder: the ratings a round robin's scores give back (scores made from known ratings are explained by
//! those ratings), the rung picked for a rating, and a rung's choice (the search's best without a slip, any
//! legal sowing with a certain one).

use mancala::engine::depth::score_moves;
use mancala::engine::ladder::{RUNG_RATINGS, RUNGS, Rung, choose, fit_ratings, rung_for};
use mancala::engine::{Limits, Position};
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;

/// Elo's expected score of a player rated `a` against one rated `b`.
fn expected(a: f64, b: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf((b - a) / 400.0))
}

#[test]
fn a_round_robin_scored_as_the_model_expects_gives_its_ratings_back() {
    let truth = [1100.0, 1500.0, 1650.0, 2000.0];
    let n = truth.len();
    let games = 40.0;
    let mut points = vec![vec![0.0; n]; n];
    let mut played = vec![vec![0.0; n]; n];
    for i in 0..n {
        for j in 0..n {
            if i != j {
                points[i][j] = games * expected(truth[i], truth[j]);
                played[i][j] = games;
            }
        }
    }
    let fitted = fit_ratings(&points, &played, 1, 1500.0);
    for (fitted, truth) in fitted.iter().zip(truth) {
        assert!((fitted - truth).abs() < 0.5, "{fitted} for {truth}");
    }
    // Anchored elsewhere, the same gaps.
    let shifted = fit_ratings(&points, &played, 0, 1000.0);
    assert!((shifted[3] - 1900.0).abs() < 0.5, "{shifted:?}");
}

#[test]
fn the_rung_for_a_rating_is_the_nearest_measured_one() {
    for (rung, &rating) in RUNG_RATINGS.iter().enumerate() {
        assert_eq!(rung_for(rating), rung);
    }
    assert_eq!(rung_for(0.0), 0);
    assert_eq!(rung_for(5000.0), RUNGS.len() - 1);
    // The measured ratings rise with the rungs.
    assert!(
        RUNG_RATINGS.windows(2).all(|pair| pair[0] < pair[1]),
        "{RUNG_RATINGS:?}"
    );
}

#[test]
fn a_rung_without_a_slip_plays_its_search_s_best_and_with_a_sure_one_any_sowing() {
    let position: Position = "3,0,2,5,1,1,10,2,0,4,1,3,0,16 S".parse().unwrap();
    let depth = 4;
    let scores = score_moves(&position, None, depth, &Limits::none()).unwrap();
    let best = scores.iter().map(|s| s.score).max().unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    for _ in 0..20 {
        let pit = choose(&position, Rung { depth, slip: 0.0 }, &mut rng).unwrap();
        assert_eq!(scores.iter().find(|s| s.pit == pit).unwrap().score, best);
    }
    let legal: Vec<u8> = position.legal_moves().collect();
    let mut seen = std::collections::BTreeSet::new();
    for _ in 0..200 {
        seen.insert(choose(&position, Rung { depth, slip: 1.0 }, &mut rng).unwrap());
    }
    assert_eq!(
        seen.into_iter().collect::<Vec<_>>(),
        legal,
        "every legal sowing, at random"
    );
    let over: Position = "0,0,0,0,0,0,24,1,0,0,0,0,0,23 N".parse().unwrap();
    assert!(over.is_over(), "South's row is empty");
    assert_eq!(choose(&over, Rung { depth, slip: 0.0 }, &mut rng), None);
}

#[test]
fn each_rung_is_a_level_with_a_name_a_record_keeps_and_a_measured_rating() {
    use mancala::engine::Level;
    for rung in 0..RUNGS.len() as u8 {
        let level = Level::Rung(rung);
        assert_eq!(Level::named(level.name()), Some(level), "{}", level.name());
        assert_eq!(level.rating(), Some(RUNG_RATINGS[usize::from(rung)]));
        assert!(level.is_rung());
    }
    assert_eq!(Level::Rung(0).name(), "rung-1", "counted from 1 in records");
    // What Otto wears at a rung is what he wears at the level nearest its strength.
    assert_eq!(Level::Rung(0).nearest_of_three(), Level::Easy);
    assert_eq!(Level::Rung(5).nearest_of_three(), Level::Medium);
    assert_eq!(Level::Rung(9).nearest_of_three(), Level::Hard);
    assert_eq!(Level::Perfect.nearest_of_three(), Level::Hard);
}

#[test]
fn otto_at_a_rung_plays_legal_sowings_repeatably_by_his_seed() {
    use mancala::engine::{Ai, Budget, Level};
    let play_out = |seed: u64| {
        let mut otto = Ai::new(Level::Rung(2), 6, seed);
        let mut position = Position::standard();
        let mut pits = Vec::new();
        while let Some(choice) = otto.choose(&position, &Budget::default()) {
            assert!(position.legal_moves().any(|pit| pit == choice.pit));
            position = position.play(choice.pit).unwrap().0;
            pits.push(choice.pit);
        }
        assert!(position.is_over());
        pits
    };
    assert_eq!(play_out(7), play_out(7));
    assert_ne!(
        play_out(7),
        play_out(8),
        "a slip of 0.2 over a game differs"
    );
}

#[test]
fn a_game_only_of_kalah_against_a_rated_level_moves_the_rating_against_otto() {
    use mancala::app::data::stats::Stats;
    use mancala::engine::{Level, OWARE, Side};
    let mut stats = Stats::default();
    stats.rate_against_otto(OWARE, Level::Medium, Some(Side::South));
    stats.rate_against_otto(mancala::engine::KALAH, Level::Perfect, Some(Side::South));
    assert_eq!(
        stats.against_otto.games, 0,
        "Oware and the puzzles' player are not rated"
    );
    let first = stats.against_otto.rating.rating;
    stats.rate_against_otto(mancala::engine::KALAH, Level::Hard, Some(Side::South));
    let after_win = stats.against_otto.rating;
    assert!(
        after_win.rating > first + 100.0,
        "a win over Hard from 1500: {after_win:?}"
    );
    stats.rate_against_otto(mancala::engine::KALAH, Level::Easy, Some(Side::North));
    assert!(stats.against_otto.rating.rating < after_win.rating);
    assert_eq!(stats.against_otto.games, 2);
    // However many games, the rating keeps following: its deviation stays at least the floor.
    for _ in 0..50 {
        stats.rate_against_otto(mancala::engine::KALAH, Level::Medium, None);
    }
    assert!(stats.against_otto.rating.deviation >= mancala::engine::ladder::LEAST_PLAYER_DEVIATION);
}

#[test]
fn in_the_window_otto_at_the_player_s_level_follows_their_rating_game_by_game() {
    use mancala::app::data::stats::{AgainstOtto, Kind, Stats};
    use mancala::app::turn::ai_player::ComputerSeeds;
    use mancala::app::turn::game::{Game, GameCommand};
    use mancala::app::turn::setup::Opponent;
    use mancala::engine::{Ai, Budget, Level, Record, Side};
    use mancala::server::rating::{Glicko, Standing};

    use crate::headless::{headless_game, play_out_as_south, vs_computer};

    let mut app = headless_game(Game::default());
    // Otto's slips drawn the same every run: a game that plays out the same (his seed is the system's otherwise).
    app.insert_resource(ComputerSeeds::fixed(1));
    let before = Glicko {
        rating: 780.0,
        deviation: 120.0,
        volatility: 0.06,
    };
    app.world_mut().resource_mut::<Stats>().against_otto = AgainstOtto {
        rating: before,
        games: 4,
    };
    // Whichever rung the setup names, the game is played at the player's.
    app.world_mut()
        .write_message(GameCommand::NewGame(vs_computer(Level::Rung(9))));
    app.update();
    let opponent = |app: &bevy::app::App| app.world().resource::<Game>().setup.opponent;
    assert_eq!(opponent(&app), Opponent::Computer(Level::Rung(0)));

    // The person plays as Medium (about 1500) against the rung rated 713, and wins.
    let mut medium = Ai::new(Level::Medium, 6, 3);
    play_out_as_south(&mut app, |position| {
        medium.choose(position, &Budget::default()).unwrap().pit
    });
    let game = app.world().resource::<Game>().clone();
    assert_eq!(game.finish().unwrap().winner, Some(Side::South));
    let record: Record = game
        .record(chrono::NaiveDate::from_ymd_opt(2026, 12, 5).unwrap())
        .to_string()
        .parse()
        .unwrap();
    assert_eq!(
        record.level,
        Some(Level::Rung(0)),
        "the record says which rung"
    );

    let stats = app.world().resource::<Stats>().clone();
    assert_eq!(stats.records[&Kind::OttoAtMyLevel].won, 1);
    assert_eq!(stats.against_otto.games, 5);
    let after = before.after_otto(RUNG_RATINGS[0], Standing::Win);
    assert_eq!(stats.against_otto.rating, after);
    assert!(after.rating > before.rating + 20.0, "{after:?}");

    // Play again: the same setup meets the rung of the rating now, one up.
    app.world_mut()
        .write_message(GameCommand::NewGame(game.setup));
    app.update();
    let next = Level::Rung(rung_for(after.rating) as u8);
    assert_eq!(opponent(&app), Opponent::Computer(next));
    assert_eq!(next, Level::Rung(1));
}
