//! Otto's ladder: strengths finer than his three levels, for an Otto at a player's own level. A rung is a search
//! of a depth (in sowings) and a slip: with that chance a move is any legal one, else the search's best (a tie
//! broken at random). The rungs' ratings are measured in a pool of their own with Otto's levels
//! ([`fit_ratings`] over a round robin, `mancala otto-pool`), on the scale where Medium is 1500.

use rand::RngExt;
use rand::rngs::ChaCha8Rng;

use crate::rules::Position;
use crate::search::depth::score_moves;
use crate::search::limits::Limits;

/// A strength of Otto's between his levels: a search this deep, and a chance of a move played at random.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rung {
    pub depth: u32,
    pub slip: f64,
}

/// The rungs, weakest first.
pub const RUNGS: [Rung; 10] = [
    Rung {
        depth: 1,
        slip: 0.9,
    },
    Rung {
        depth: 1,
        slip: 0.5,
    },
    Rung {
        depth: 2,
        slip: 0.2,
    },
    Rung {
        depth: 2,
        slip: 0.05,
    },
    Rung {
        depth: 3,
        slip: 0.05,
    },
    Rung {
        depth: 4,
        slip: 0.02,
    },
    Rung {
        depth: 6,
        slip: 0.0,
    },
    Rung {
        depth: 7,
        slip: 0.0,
    },
    Rung {
        depth: 9,
        slip: 0.0,
    },
    Rung {
        depth: 12,
        slip: 0.0,
    },
];

/// Each rung's rating, measured in the pool with Otto's levels: `mancala otto-pool --games 40 --seed 1 --hard-ms
/// 100` (3,120 games; Easy 974, Medium 1500, Hard at 100 ms a move 2088; see docs/measurements.md).
pub const RUNG_RATINGS: [f64; RUNGS.len()] = [
    713.0, 864.0, 1109.0, 1147.0, 1283.0, 1390.0, 1569.0, 1720.0, 1790.0, 1937.0,
];

/// Otto's levels' ratings measured in the same pool (Hard at 100 ms a move there: the window's Hard, with a
/// second and pondering, is stronger still, so a result against him is rated as against this).
pub const EASY_RATING: f64 = 974.0;
pub const MEDIUM_RATING: f64 = 1500.0;
pub const HARD_RATING: f64 = 2088.0;

/// How far a rung's measured rating may be off: about the pool's standard error.
pub const RUNG_DEVIATION: f64 = 50.0;

/// The least deviation a player's rating against Otto keeps: a person who plays Otto is learning, so the
/// rating keeps following their results instead of settling as a rating among stable players does. Measured
/// with `mancala otto-adapts` over seeds 1 to 6: Glicko-2 alone left a simulated player 12 games on a rung 170
/// points above them (32% over 30 games); a floor of 80 still 35%; of 120, every run 40% to 58%.
pub const LEAST_PLAYER_DEVIATION: f64 = 120.0;

/// The rung whose measured rating is nearest `rating` (the weaker of two as near): the even game for a player
/// of that rating.
pub fn rung_for(rating: f64) -> usize {
    (0..RUNGS.len())
        .min_by(|&a, &b| {
            let gap = |rung: usize| (RUNG_RATINGS[rung] - rating).abs();
            gap(a).total_cmp(&gap(b))
        })
        .unwrap_or(0)
}

/// The sowing `rung` plays in `position`, if the game goes on.
pub fn choose(position: &Position, rung: Rung, rng: &mut ChaCha8Rng) -> Option<u8> {
    choose_within(position, rung, rng, &Limits::none())
}

/// The same, its search within `limits` (`None` when they stop it).
pub fn choose_within(
    position: &Position,
    rung: Rung,
    rng: &mut ChaCha8Rng,
    limits: &Limits,
) -> Option<u8> {
    let legal: Vec<u8> = position.legal_moves().collect();
    if legal.is_empty() {
        return None;
    }
    if rng.random_bool(rung.slip) {
        return Some(legal[rng.random_range(0..legal.len())]);
    }
    let scores = score_moves(position, None, rung.depth, limits).ok()?;
    let best = scores.iter().map(|scored| scored.score).max()?;
    let best: Vec<u8> = scores
        .iter()
        .filter(|scored| scored.score == best)
        .map(|scored| scored.pit)
        .collect();
    Some(best[rng.random_range(0..best.len())])
}

/// Ratings (Elo's scale: 400 points are odds of 10 to 1) that best explain a round robin's scores, by maximum
/// likelihood (the Bradley-Terry model, fitted by its minorise-maximise iteration, Hunter 2004). `points[i][j]`
/// is what player `i` scored against `j` (a win 1, a draw half), `games[i][j]` how many games they played.
/// The ratings are shifted so that player `anchor` has `anchor_rating`. Every player needs some points and some
/// losses, or no finite rating explains their games.
pub fn fit_ratings(
    points: &[Vec<f64>],
    games: &[Vec<f64>],
    anchor: usize,
    anchor_rating: f64,
) -> Vec<f64> {
    let players = points.len();
    let mut strength = vec![1.0_f64; players];
    for _ in 0..10_000 {
        let mut next = vec![0.0; players];
        for i in 0..players {
            let won: f64 = points[i].iter().sum();
            let against: f64 = (0..players)
                .filter(|&j| j != i && games[i][j] > 0.0)
                .map(|j| games[i][j] / (strength[i] + strength[j]))
                .sum();
            next[i] = if against > 0.0 {
                won / against
            } else {
                strength[i]
            };
        }
        // Keep the scale's middle fixed; only the ratios matter.
        let mean = next.iter().map(|s| s.ln()).sum::<f64>() / players as f64;
        for s in &mut next {
            *s /= mean.exp();
        }
        let moved = next
            .iter()
            .zip(&strength)
            .map(|(a, b)| (a.ln() - b.ln()).abs())
            .fold(0.0, f64::max);
        strength = next;
        if moved < 1e-10 {
            break;
        }
    }
    let elo = |s: f64| 400.0 * s.log10();
    let shift = anchor_rating - elo(strength[anchor]);
    strength.iter().map(|&s| elo(s) + shift).collect()
}
