//! `otto-pool`: the ratings of Otto's levels and of his ladder's rungs, measured in a pool of their own. Every
//! pair of players meets in a stated number of games, in pairs from the same random two-sowing opening with the
//! sides swapped; the ratings that best explain every score (Bradley-Terry's maximum likelihood, Elo's scale)
//! are given with Medium at 1500. And `otto-adapts`: simulated players against Otto at their level, the rung
//! picked before each game by their rating against him (the server's Glicko-2, hence the `server` feature).

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use serde_json::json;

use super::to_json;
use crate::engine::ladder::{RUNG_RATINGS, RUNGS, Rung, choose, fit_ratings, rung_for};
use crate::engine::{Ai, Budget, Level, Position, Side};
use crate::server::rating::{Glicko, Standing};

/// A player of the pool.
#[derive(Clone, Copy, Debug)]
enum Entrant {
    Level(Level),
    Rung(usize, Rung),
}

impl Entrant {
    fn name(self) -> String {
        match self {
            Entrant::Level(level) => level.name().to_string(),
            Entrant::Rung(index, rung) => {
                format!("rung {index} (depth {}, slip {})", rung.depth, rung.slip)
            }
        }
    }
}

enum Mover {
    Ai(Ai),
    Rung(Rung, ChaCha8Rng),
}

impl Mover {
    fn of(entrant: Entrant, seed: u64) -> Mover {
        match entrant {
            Entrant::Level(level) => Mover::Ai(Ai::new(level, 6, seed)),
            Entrant::Rung(_, rung) => Mover::Rung(rung, ChaCha8Rng::seed_from_u64(seed)),
        }
    }

    fn choose(&mut self, position: &Position, hard_time: Duration) -> u8 {
        match self {
            Mover::Ai(ai) => {
                let began = Instant::now();
                let elapsed = move || began.elapsed();
                let budget = Budget {
                    clock: Some((&elapsed, hard_time)),
                    ..Budget::default()
                };
                ai.choose(position, &budget).expect("a move").pit
            }
            Mover::Rung(rung, rng) => choose(position, *rung, rng).expect("a move"),
        }
    }
}

/// Two random sowings from the start (fewer if the second would end the game).
fn opening(seed: u64) -> Position {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut position = Position::standard();
    for _ in 0..2 {
        let moves: Vec<u8> = position.legal_moves().collect();
        let (next, _) = position
            .play(moves[rng.random_range(0..moves.len())])
            .expect("a legal pit");
        position = next;
    }
    position
}

/// One game from `start`, `south` against `north`: South's share of the points.
fn game(start: Position, south: &mut Mover, north: &mut Mover, hard_time: Duration) -> f64 {
    let mut position = start;
    while !position.is_over() {
        let mover = match position.to_move() {
            Side::South => &mut *south,
            Side::North => &mut *north,
        };
        let pit = mover.choose(&position, hard_time);
        position = position.play(pit).expect("a legal pit").0;
    }
    match position.score().winner() {
        Some(Side::South) => 1.0,
        Some(Side::North) => 0.0,
        None => 0.5,
    }
}

pub fn otto_pool(games: u32, seed: u64, hard_ms: u64, threads: usize, json: bool) -> String {
    let mut entrants: Vec<Entrant> = RUNGS
        .iter()
        .enumerate()
        .map(|(index, &rung)| Entrant::Rung(index, rung))
        .collect();
    entrants.extend(Level::ALL.map(Entrant::Level));
    let players = entrants.len();
    let pairs: Vec<(usize, usize)> = (0..players)
        .flat_map(|i| (i + 1..players).map(move |j| (i, j)))
        .collect();
    let points = Mutex::new(vec![vec![0.0; players]; players]);
    let played = Mutex::new(vec![vec![0.0; players]; players]);
    let next = AtomicUsize::new(0);
    let hard_time = Duration::from_millis(hard_ms);
    let began = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&(a, b)) = pairs.get(index) else {
                        break;
                    };
                    let base = seed ^ (index as u64) << 20;
                    let mut first = Mover::of(entrants[a], base ^ 1);
                    let mut second = Mover::of(entrants[b], base ^ 2);
                    let mut a_points = 0.0;
                    for number in 0..games {
                        let start = opening(base ^ u64::from(number / 2) ^ 0x5EED);
                        a_points += if number % 2 == 0 {
                            game(start, &mut first, &mut second, hard_time)
                        } else {
                            1.0 - game(start, &mut second, &mut first, hard_time)
                        };
                    }
                    let n = f64::from(games);
                    if let (Ok(mut points), Ok(mut played)) = (points.lock(), played.lock()) {
                        points[a][b] += a_points;
                        points[b][a] += n - a_points;
                        played[a][b] += n;
                        played[b][a] += n;
                    }
                }
            });
        }
    });
    let points = points.into_inner().unwrap_or_default();
    let played = played.into_inner().unwrap_or_default();
    let medium = players - 2;
    let ratings = fit_ratings(&points, &played, medium, 1500.0);
    let seconds = began.elapsed().as_secs_f64();
    let shares: Vec<f64> = (0..players)
        .map(|i| points[i].iter().sum::<f64>() / played[i].iter().sum::<f64>())
        .collect();
    if json {
        let rows: Vec<_> = (0..players)
            .map(|i| {
                json!({
                    "player": entrants[i].name(),
                    "score": shares[i],
                    "rating": ratings[i].round(),
                })
            })
            .collect();
        return to_json(&json!({
            "games_a_pair": games,
            "hard_ms": hard_ms,
            "seconds": seconds,
            "players": rows,
        }));
    }
    let mut lines: Vec<String> = (0..players)
        .map(|i| {
            format!(
                "{:<28} {:>5.1}%  {:>5.0}",
                entrants[i].name(),
                shares[i] * 100.0,
                ratings[i]
            )
        })
        .collect();
    lines.push(format!(
        "{} games, {games} a pair, Hard at {hard_ms} ms a move; {seconds:.0} s",
        pairs.len() as u32 * games
    ));
    lines.join("\n")
}

/// The simulated players of `otto-adapts`: Otto's own search at three depths, no slip.
const SIMULATED: [Rung; 3] = [
    Rung {
        depth: 2,
        slip: 0.0,
    },
    Rung {
        depth: 4,
        slip: 0.0,
    },
    Rung {
        depth: 7,
        slip: 0.0,
    },
];

/// One simulated player's games against the adaptive Otto.
struct Adapted {
    player: Rung,
    /// The player's share of each game's points, in order.
    results: Vec<f64>,
    rungs: Vec<usize>,
    rating: Glicko,
}

/// `games` games of a simulated player against Otto at the player's level: before each game the rung nearest
/// the player's rating against Otto, after it the rating moved by the result (one Glicko-2 period against the
/// rung's measured rating).
fn adapt(player: Rung, games: u32, seed: u64) -> Adapted {
    let mut simulated = Mover::Rung(player, ChaCha8Rng::seed_from_u64(seed ^ 0xA11CE));
    let mut rating = Glicko::FIRST;
    let mut results = Vec::new();
    let mut rungs = Vec::new();
    for number in 0..games {
        let rung = rung_for(rating.rating);
        let mut otto = Mover::Rung(
            RUNGS[rung],
            ChaCha8Rng::seed_from_u64(seed ^ u64::from(number)),
        );
        let start = opening(seed ^ u64::from(number) << 8);
        let none = Duration::ZERO;
        let share = if number % 2 == 0 {
            game(start, &mut simulated, &mut otto, none)
        } else {
            1.0 - game(start, &mut otto, &mut simulated, none)
        };
        let standing = match share {
            s if s > 0.5 => Standing::Win,
            s if s < 0.5 => Standing::Loss,
            _ => Standing::Draw,
        };
        rating = rating.after_otto(RUNG_RATINGS[rung], standing);
        results.push(share);
        rungs.push(rung);
    }
    Adapted {
        player,
        results,
        rungs,
        rating,
    }
}

pub fn otto_adapts(games: u32, seed: u64, json: bool) -> String {
    let adapted: Vec<Adapted> = std::thread::scope(|scope| {
        let runs: Vec<_> = SIMULATED
            .iter()
            .map(|&player| scope.spawn(move || adapt(player, games, seed)))
            .collect();
        runs.into_iter().filter_map(|run| run.join().ok()).collect()
    });
    let share = |results: &[f64]| results.iter().sum::<f64>() / results.len().max(1) as f64;
    if json {
        let rows: Vec<_> = adapted
            .iter()
            .map(|a| {
                json!({
                    "player_depth": a.player.depth,
                    "score": share(&a.results),
                    "results": a.results,
                    "rungs": a.rungs,
                    "rating": a.rating.rating.round(),
                })
            })
            .collect();
        return to_json(&json!({ "games": games, "players": rows }));
    }
    let mut lines: Vec<String> = adapted
        .iter()
        .map(|a| {
            let last = &a.results[a.results.len().saturating_sub(20)..];
            format!(
                "depth {}: score {:.0}% over {} games ({:.0}% over the last {}), rating {:.0}, rungs {:?}",
                a.player.depth,
                share(&a.results) * 100.0,
                a.results.len(),
                share(last) * 100.0,
                last.len(),
                a.rating.rating,
                a.rungs
            )
        })
        .collect();
    lines.push(format!("Otto at the player's level, seed {seed}"));
    lines.join("\n")
}
