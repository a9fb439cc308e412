//! `selfplay`: computer against computer, for measuring the ladder of levels. Games come in pairs from the same
//! random opening with the sides swapped, so neither player gains from the luck of the opening or of moving first.

use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};
use serde_json::json;

use super::to_json;
use crate::engine::endgame::entries_for;
use crate::engine::{Ai, Budget, EndgameTable, Level, Position, Side};

/// A level, or a player that picks any legal move at random.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Random,
    Level(Level),
}

impl Player {
    pub(super) fn name(self) -> &'static str {
        match self {
            Player::Random => "random",
            Player::Level(level) => level.name(),
        }
    }
}

pub struct SelfplayPlan {
    pub first: Player,
    pub second: Player,
    pub games: u32,
    pub start: Position,
    pub seed: u64,
    pub move_time: Duration,
    pub threads: usize,
    /// Random sowings played from the start before a pair of games begins.
    pub opening: u32,
    /// Keep the first player South in every game instead of swapping sides.
    pub keep_sides: bool,
}

#[derive(Default)]
pub struct Report {
    first: &'static str,
    second: &'static str,
    wins: u32,
    draws: u32,
    losses: u32,
    margins: i64,
    games: u32,
    /// Hard's thinking time for every move it made.
    hard_times: Vec<Duration>,
}

impl Report {
    pub fn render(&self, json: bool) -> String {
        let mean = self.margins as f64 / f64::from(self.games.max(1));
        let mut times = self.hard_times.clone();
        times.sort();
        let median = times.get(times.len() / 2).map(Duration::as_secs_f64);
        let worst = times.last().map(Duration::as_secs_f64);
        if json {
            return to_json(&json!({
                "first": self.first,
                "second": self.second,
                "games": self.games,
                "wins": self.wins,
                "draws": self.draws,
                "losses": self.losses,
                "mean_margin": mean,
                "hard_moves": times.len(),
                "hard_median_seconds": median,
                "hard_worst_seconds": worst,
            }));
        }
        let mut text = format!(
            "{} against {}: {} games, {} wins, {} draws, {} losses ({:.1}% won), mean margin {mean:+.2}",
            self.first,
            self.second,
            self.games,
            self.wins,
            self.draws,
            self.losses,
            100.0 * f64::from(self.wins) / f64::from(self.games.max(1)),
        );
        if let (Some(median), Some(worst)) = (median, worst) {
            text.push_str(&format!(
                "\nhard move time: median {:.3} s, worst {:.3} s over {} moves",
                median,
                worst,
                times.len()
            ));
        }
        text
    }
}

/// The pair's opening: the same random sowings for both games of a pair.
fn opening(start: &Position, sowings: u32, seed: u64, pair: u32) -> Position {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ (u64::from(pair) << 32) ^ 0x0BE1);
    let mut position = *start;
    for _ in 0..sowings {
        let moves: Vec<u8> = position.legal_moves().collect();
        if moves.is_empty() {
            break;
        }
        let (next, _) = position
            .play(moves[rng.random_range(0..moves.len())])
            .expect("legal move");
        if next.is_over() {
            break;
        }
        position = next;
    }
    position
}

enum Mover {
    Random(ChaCha8Rng),
    Ai(Ai),
}

fn mover(
    player: Player,
    start: &Position,
    endgame: &Option<Arc<EndgameTable>>,
    seed: u64,
) -> Mover {
    match player {
        Player::Random => Mover::Random(ChaCha8Rng::seed_from_u64(seed)),
        // Congklak's players need no table: nothing proves its positions.
        Player::Level(level) if start.rules().is_unprovable() => {
            Mover::Ai(Ai::for_rules(level, start.rules(), start.pits(), seed))
        }
        Player::Level(level) => {
            let table =
                (level == Level::Hard).then(|| Arc::clone(endgame.as_ref().expect("built")));
            Mover::Ai(Ai::with_endgame(level, table, seed))
        }
    }
}

/// Plays one game; the first player's margin and Hard's move times.
fn play_game(
    settings: &SelfplayPlan,
    endgame: &Option<Arc<EndgameTable>>,
    game: u32,
) -> (i32, Vec<Duration>) {
    let pair = game / 2;
    let first_side = if game.is_multiple_of(2) || settings.keep_sides {
        Side::South
    } else {
        Side::North
    };
    let game_seed = settings
        .seed
        .wrapping_mul(1_000_003)
        .wrapping_add(u64::from(game));
    let mut first = mover(settings.first, &settings.start, endgame, game_seed);
    let mut second = mover(
        settings.second,
        &settings.start,
        endgame,
        game_seed ^ 0x05EC_011D,
    );
    let mut position = opening(&settings.start, settings.opening, settings.seed, pair);
    let mut hard_times = Vec::new();
    let mut line = vec![position];
    while !position.is_over() {
        let side_is_first = position.to_move() == first_side;
        let (current, player) = if side_is_first {
            (&mut first, settings.first)
        } else {
            (&mut second, settings.second)
        };
        let started = Instant::now();
        let pit = match current {
            Mover::Random(rng) => {
                let moves: Vec<u8> = position.legal_moves().collect();
                moves[rng.random_range(0..moves.len())]
            }
            Mover::Ai(ai) => {
                let elapsed = move || started.elapsed();
                let budget = Budget {
                    clock: Some((&elapsed, settings.move_time)),
                    ..Budget::default()
                };
                ai.choose(&position, &budget)
                    .expect("a live position has a move")
                    .pit
            }
        };
        if player == Player::Level(Level::Hard) {
            hard_times.push(started.elapsed());
        }
        position = position
            .play_in_line(pit, &line)
            .expect("players choose legal moves")
            .0;
        line.push(position);
    }
    (position.score().margin(first_side), hard_times)
}

pub fn run(settings: &SelfplayPlan) -> Report {
    let needs_table = [settings.first, settings.second].contains(&Player::Level(Level::Hard))
        && !settings.start.rules().is_unprovable();
    let endgame = needs_table.then(|| {
        Arc::new(EndgameTable::build_for(
            settings.start.rules(),
            settings.start.pits(),
            entries_for(settings.start.rules()),
            settings.threads,
        ))
    });
    let next = AtomicU32::new(0);
    let report = Mutex::new(Report {
        first: settings.first.name(),
        second: settings.second.name(),
        ..Report::default()
    });
    std::thread::scope(|scope| {
        for _ in 0..settings.threads {
            scope.spawn(|| {
                loop {
                    let game = next.fetch_add(1, Ordering::Relaxed);
                    if game >= settings.games {
                        break;
                    }
                    let (margin, times) = play_game(settings, &endgame, game);
                    let mut report = report.lock().expect("no thread panics holding the report");
                    report.games += 1;
                    report.margins += i64::from(margin);
                    match margin.signum() {
                        1 => report.wins += 1,
                        0 => report.draws += 1,
                        _ => report.losses += 1,
                    }
                    report.hard_times.extend(times);
                }
            });
        }
    });
    report
        .into_inner()
        .expect("no thread panics holding the report")
}
