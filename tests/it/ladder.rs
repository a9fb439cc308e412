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
