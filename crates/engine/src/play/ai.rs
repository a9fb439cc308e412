//! The computer player at four levels, with seeded randomness so that a game can be replayed.
//!
//! - Easy: a beginner. Takes an extra turn or a capture when it sees one (not always), otherwise plays anywhere.
//! - Medium: searches six sowings ahead, so it sees extra turns, captures and the opponent's threats, but about
//!   one move in seven (when it has one) it settles for a move within two seeds of its best.
//! - Hard: plays perfectly whenever the solver (or in Oware the endgame table) proves the value within the
//!   budget; otherwise the best move of the deepest search it got to ([`Deepening`]: principal variation, a
//!   table of its own kept between moves, quiescence in Oware). Oware's first positions it plays from its
//!   book of searched moves ([`oware_book`]).
//! - Perfect: the daily puzzle's opponent, always a proven best move (see [`Level::Perfect`]).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use rand::rngs::ChaCha8Rng;
use rand::{RngExt, SeedableRng};

use crate::rules::Position;
use crate::search::deepening::{self, Deepening, Found};
use crate::search::depth::{SCALE, Scored, score_moves};
use crate::search::endgame::{EndgameTable, entries_for};
use crate::search::limits::Limits;
use crate::search::oware_book;
use crate::search::proofs::ProofStore;
use crate::search::solver::Solver;
use crate::search::unproved;

/// The default time the Hard level takes for a move.
pub const HARD_MOVE_TIME: Duration = Duration::from_secs(1);
/// The Hard level's transposition table.
pub const HARD_TABLE_BYTES: usize = 256 << 20;

const MEDIUM_DEPTH: u32 = 6;
/// Medium's depth in the games nothing proves (Congklak, Sungka, Ô ăn quan), where a sowing relays on and an
/// extra turn is a sowing of its own.
const MEDIUM_CONGKLAK_DEPTH: u32 = 4;
/// How often Medium settles for a near-best move, and how near (in seeds) it must be.
const MEDIUM_SLIP: f64 = 0.15;
const MEDIUM_SLIP_SEEDS: i32 = 2;
const EASY_TAKES_EXTRA_TURN: f64 = 0.7;
const EASY_TAKES_CAPTURE: f64 = 0.5;
/// Of Hard's time, the share for the depth-limited search that gives a move to fall back on.
const HARD_FALLBACK_SHARE: f64 = 0.25;
const HARD_MAX_DEPTH: u32 = deepening::MAX_DEPTH;
/// Sowings of the search that orders the opponent's sowings while Hard ponders.
const PONDER_ORDER_DEPTH: u32 = 4;

#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub enum Level {
    Easy,
    Medium,
    Hard,
    /// The daily puzzle's opponent: always a best move, and among the best the one that leaves the fewest
    /// winning answers. Meant for the small positions of puzzles, where the proof takes milliseconds.
    Perfect,
    /// Otto at a player's level: the rung of his ladder ([`super::ladder::RUNGS`]) with this index, picked by
    /// the player's rating against him. Kalah's: the rungs were measured there.
    Rung(u8),
}

impl Level {
    /// The levels a player chooses between for a game.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Medium, Level::Hard];

    /// Whether the level plays with the solver, and so needs an endgame table.
    pub fn needs_endgame(self) -> bool {
        matches!(self, Level::Hard | Level::Perfect)
    }

    pub fn name(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Perfect => "perfect",
            Level::Rung(rung) => RUNG_NAMES.get(usize::from(rung)).copied().unwrap_or("rung"),
        }
    }

    /// The level named `name` (as [`Level::name`] writes it), the ladder's rungs included.
    pub fn named(name: &str) -> Option<Level> {
        let rungs = (0..RUNG_NAMES.len() as u8).map(Level::Rung);
        [Level::Easy, Level::Medium, Level::Hard, Level::Perfect]
            .into_iter()
            .chain(rungs)
            .find(|level| level.name() == name)
    }

    /// The level's rating measured in Otto's pool (`mancala otto-pool`), on the scale where Medium is 1500;
    /// none for the puzzles' perfect player, who plays only puzzles.
    pub fn rating(self) -> Option<f64> {
        use super::ladder::{EASY_RATING, HARD_RATING, MEDIUM_RATING, RUNG_RATINGS};
        match self {
            Level::Easy => Some(EASY_RATING),
            Level::Medium => Some(MEDIUM_RATING),
            Level::Hard => Some(HARD_RATING),
            Level::Perfect => None,
            Level::Rung(rung) => RUNG_RATINGS.get(usize::from(rung)).copied(),
        }
    }

    /// The one of Otto's three levels nearest this one in strength (Perfect is Hard's): what Otto wears at it.
    pub fn nearest_of_three(self) -> Level {
        match (self, self.rating()) {
            (Level::Perfect, _) => Level::Hard,
            (_, Some(rating)) => Level::ALL
                .into_iter()
                .min_by(|a, b| {
                    let gap = |level: Level| (level.rating().unwrap_or(0.0) - rating).abs();
                    gap(*a).total_cmp(&gap(*b))
                })
                .unwrap_or(Level::Medium),
            (_, None) => Level::Medium,
        }
    }

    /// Whether the level is a rung of Otto's ladder.
    pub fn is_rung(self) -> bool {
        matches!(self, Level::Rung(_))
    }
}

/// The rungs' names in records, counted from 1 as a player would.
const RUNG_NAMES: [&str; super::ladder::RUNGS.len()] = [
    "rung-1", "rung-2", "rung-3", "rung-4", "rung-5", "rung-6", "rung-7", "rung-8", "rung-9",
    "rung-10",
];

/// How long a move may take. The engine reads no clock: `elapsed` is the caller's.
#[derive(Clone, Copy, Default)]
pub struct Budget<'a> {
    /// The time since the move began, and how much of it the move may use.
    pub clock: Option<(&'a (dyn Fn() -> Duration + Sync), Duration)>,
    /// Most nodes for the whole move.
    pub nodes: Option<u64>,
    /// Raised by the caller to abandon the move.
    pub cancel: Option<&'a AtomicBool>,
}

/// How a move was chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Basis {
    /// The solver proved this value (for the mover, whole game).
    Proven(i32),
    /// A depth-limited search of this many sowings.
    Searched(u32),
    /// A rule of thumb (Easy), or the only legal move.
    Instinct,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Choice {
    pub pit: u8,
    pub basis: Basis,
}

/// A computer player. Hard keeps its solver between moves, so later moves of a game are quicker.
pub struct Ai {
    level: Level,
    rng: ChaCha8Rng,
    solver: Option<Solver>,
    /// Hard's search where its solver cannot prove a value (its table is 64 MB), made with the player so that
    /// no move pays for it.
    deepening: Option<Box<Deepening>>,
    /// Hard's search in the games nothing proves (its table is 16 MB).
    unproved: Option<unproved::Deepening>,
}

impl Ai {
    /// A player for boards of `pits` pits a side; `seed` fixes its random choices. Hard builds its endgame table
    /// here (a second or two on the standard board); pass one to share it with [`Ai::with_endgame`].
    pub fn new(level: Level, pits: u8, seed: u64) -> Ai {
        Ai::for_rules(level, crate::rules::ruleset::KALAH, pits, seed)
    }

    /// The same for the game played by `rules`.
    pub fn for_rules(level: Level, rules: crate::rules::ruleset::Rules, pits: u8, seed: u64) -> Ai {
        if rules.is_unprovable() {
            assert!(
                level != Level::Perfect,
                "nothing proves a {} position, so no player plays it perfectly",
                rules.family.title()
            );
            return Ai {
                level,
                rng: ChaCha8Rng::seed_from_u64(seed),
                solver: None,
                deepening: None,
                unproved: (level == Level::Hard).then(|| unproved::Deepening::for_rules(rules)),
            };
        }
        let endgame = level
            .needs_endgame()
            .then(|| Arc::new(EndgameTable::build_for(rules, pits, entries_for(rules), 2)));
        Ai::with_endgame(level, endgame, seed)
    }

    pub fn with_endgame(level: Level, endgame: Option<Arc<EndgameTable>>, seed: u64) -> Ai {
        let solver = match (level, endgame) {
            (Level::Hard, Some(endgame)) => Some(Solver::with_endgame(endgame, HARD_TABLE_BYTES)),
            (Level::Perfect, Some(endgame)) => {
                Some(Solver::with_endgame(endgame, super::puzzle::TABLE_BYTES))
            }
            (Level::Hard | Level::Perfect, None) => panic!("{level:?} needs an endgame table"),
            _ => None,
        };
        Ai {
            level,
            rng: ChaCha8Rng::seed_from_u64(seed),
            deepening: (level == Level::Hard).then(Box::default),
            solver,
            unproved: None,
        }
    }

    /// The same player, reading and keeping proofs in `proofs` (Hard's solver; the other levels prove nothing).
    pub fn with_proofs(mut self, proofs: Option<Arc<dyn ProofStore>>) -> Ai {
        self.solver = self.solver.map(|solver| solver.with_proofs(proofs));
        self
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// The most seeds in the pits of the positions Hard's endgame table knows, if he has one.
    pub fn endgame_seeds(&self) -> Option<u32> {
        self.solver.as_ref().map(|solver| solver.endgame().seeds())
    }

    /// Whether this player can play `level` in `position` (Hard's tables fit one board size and rule set, and
    /// Hard in Congklak has a search of its own).
    pub fn suits(&self, level: Level, position: &Position) -> bool {
        self.level == level
            && match (&self.solver, &self.unproved) {
                (Some(solver), _) => {
                    solver.pits() == position.pits() && solver.rules() == position.rules()
                }
                (None, Some(search)) => search.suits(position.rules()),
                (None, None) => true,
            }
    }

    /// The move to play, or `None` if the game is over or the move was cancelled.
    pub fn choose(&mut self, position: &Position, budget: &Budget) -> Option<Choice> {
        let moves: Vec<u8> = position.legal_moves().collect();
        match moves.len() {
            0 => None,
            1 => Some(Choice {
                pit: moves[0],
                basis: Basis::Instinct,
            }),
            _ => match self.level {
                Level::Easy => Some(self.easy(position, &moves)),
                Level::Medium => self.medium(position, budget),
                Level::Hard => self.hard(position, budget),
                Level::Rung(rung) => self.rung(position, rung, budget),
                Level::Perfect => {
                    let solver = self.solver.as_mut().expect("Perfect has a solver");
                    let value = solver.solve(position, &Limits::none()).ok()?.value;
                    Some(Choice {
                        pit: super::puzzle::reply(position, solver)?,
                        basis: Basis::Proven(value),
                    })
                }
            },
        }
    }

    fn easy(&mut self, position: &Position, moves: &[u8]) -> Choice {
        let mut extra_turns = Vec::new();
        let mut best_capture: Option<(u8, u8)> = None;
        for &pit in moves {
            let (_, sowing) = position.play(pit).expect("legal moves play");
            if sowing.extra_turn {
                extra_turns.push(pit);
            }
            // Kalah's capture across, Oware's run of 2s and 3s, or Ô ăn quan's squares (a mandarin at its worth).
            let worth = position.rules().mandarin_value();
            let taken = sowing
                .capture
                .map(|c| c.opposite)
                .or(sowing.taken().map(|t| t.seeds))
                .or(sowing
                    .quan_captured()
                    .map(|(citizens, mandarins)| citizens + mandarins * worth));
            if let Some(taken) = taken
                && best_capture.is_none_or(|(_, best)| taken > best)
            {
                best_capture = Some((pit, taken));
            }
        }
        let pit = if !extra_turns.is_empty() && self.rng.random_bool(EASY_TAKES_EXTRA_TURN) {
            extra_turns[self.rng.random_range(0..extra_turns.len())]
        } else if let Some((pit, _)) =
            best_capture.filter(|_| self.rng.random_bool(EASY_TAKES_CAPTURE))
        {
            pit
        } else {
            moves[self.rng.random_range(0..moves.len())]
        };
        Choice {
            pit,
            basis: Basis::Instinct,
        }
    }

    fn medium(&mut self, position: &Position, budget: &Budget) -> Option<Choice> {
        let stop = || budget.cancel.is_some_and(|c| c.load(Ordering::Relaxed));
        let limits = Limits {
            nodes: budget.nodes,
            stop: Some(&stop),
            progress: None,
        };
        let (scores, depth) = if position.rules().is_unprovable() {
            let scores = unproved::score_moves(position, MEDIUM_CONGKLAK_DEPTH, &limits);
            (scores, MEDIUM_CONGKLAK_DEPTH)
        } else {
            (
                score_moves(position, None, MEDIUM_DEPTH, &limits),
                MEDIUM_DEPTH,
            )
        };
        let scores = scores.ok()?;
        let best = scores.iter().map(|s| s.score).max()?;
        let near: Vec<&Scored> = scores
            .iter()
            .filter(|s| s.score < best && s.score >= best - MEDIUM_SLIP_SEEDS * SCALE)
            .collect();
        let pick = if !near.is_empty() && self.rng.random_bool(MEDIUM_SLIP) {
            near[self.rng.random_range(0..near.len())].pit
        } else {
            self.pick_best(&scores)
        };
        Some(Choice {
            pit: pick,
            basis: Basis::Searched(depth),
        })
    }

    /// A rung of the ladder: its search, or now and then a slip.
    fn rung(&mut self, position: &Position, rung: u8, budget: &Budget) -> Option<Choice> {
        let rung = *super::ladder::RUNGS.get(usize::from(rung))?;
        let stop = || budget.cancel.is_some_and(|c| c.load(Ordering::Relaxed));
        let limits = Limits {
            nodes: budget.nodes,
            stop: Some(&stop),
            progress: None,
        };
        let pit = super::ladder::choose_within(position, rung, &mut self.rng, &limits)?;
        Some(Choice {
            pit,
            basis: Basis::Searched(rung.depth),
        })
    }

    /// One of the moves with the highest score, at random.
    fn pick_best(&mut self, scores: &[Scored]) -> u8 {
        let best = scores.iter().map(|s| s.score).max().unwrap_or(0);
        let top: Vec<u8> = scores
            .iter()
            .filter(|s| s.score == best)
            .map(|s| s.pit)
            .collect();
        top[self.rng.random_range(0..top.len())]
    }

    fn hard(&mut self, position: &Position, budget: &Budget) -> Option<Choice> {
        let cancelled = || budget.cancel.is_some_and(|c| c.load(Ordering::Relaxed));
        let out_of_time = |share: f64| {
            budget
                .clock
                .is_some_and(|(elapsed, time)| elapsed() >= time.mul_f64(share))
        };
        let node_share = |share: f64| budget.nodes.map(|n| (n as f64 * share) as u64);

        if cancelled() {
            return None;
        }
        if let Some(search) = self.unproved.as_mut() {
            let stop = || cancelled() || out_of_time(1.0);
            let limits = Limits {
                nodes: budget.nodes,
                stop: Some(&stop),
                progress: None,
            };
            let found = search.search(position, &limits);
            if cancelled() {
                return None;
            }
            return match found {
                Some(found) => Some(Choice {
                    pit: found.pit,
                    basis: Basis::Searched(found.depth),
                }),
                // Not even one sowing deep in the time: a one-sowing search, which finishes at once.
                None => {
                    let scores = unproved::score_moves(position, 1, &Limits::none()).ok()?;
                    Some(Choice {
                        pit: self.pick_best(&scores),
                        basis: Basis::Searched(1),
                    })
                }
            };
        }
        // The standard game's first positions are in the opening book, and many later ones proved already
        // (by an earlier game, its review or the analysis): a best move at once.
        let solver = self.solver.as_mut().expect("Hard has a solver");
        if let Some(known) = solver.recall(position) {
            return Some(Choice {
                pit: known.best[self.rng.random_range(0..known.best.len())],
                basis: Basis::Proven(known.value),
            });
        }
        // Oware's first positions: the book's move, from a search far longer than a move's.
        if let Some(entry) = oware_book::move_for(position) {
            return Some(Choice {
                pit: entry.pit,
                basis: Basis::Searched(entry.depth),
            });
        }
        // Oware is solved only from the endgame table, at once; elsewhere the whole budget is the search's.
        let oware = position.rules().is_oware();
        if oware && let Ok(solution) = solver.solve(position, &Limits::none()) {
            let pit = solution.best[self.rng.random_range(0..solution.best.len())];
            return Some(Choice {
                pit,
                basis: Basis::Proven(solution.value),
            });
        }
        let share = if oware { 1.0 } else { HARD_FALLBACK_SHARE };

        // First a move to fall back on: iterative deepening for a share of the budget.
        let fallback_stop = || cancelled() || out_of_time(share);
        let limits = Limits {
            nodes: node_share(share),
            stop: Some(&fallback_stop),
            progress: None,
        };
        let endgame = Arc::clone(solver.endgame());
        let deepening = self.deepening.get_or_insert_with(Box::default);
        let fallback = deepening.search(position, Some(&endgame), HARD_MAX_DEPTH, &limits);
        if cancelled() {
            return None;
        }

        if oware {
            return self.searched(position, &endgame, fallback);
        }
        // Then the proof, for the rest of the budget.
        let solve_stop = || cancelled() || out_of_time(1.0);
        let limits = Limits {
            nodes: node_share(1.0 - HARD_FALLBACK_SHARE),
            stop: Some(&solve_stop),
            progress: None,
        };
        if let Ok(solution) = solver.solve(position, &limits) {
            let pit = solution.best[self.rng.random_range(0..solution.best.len())];
            return Some(Choice {
                pit,
                basis: Basis::Proven(solution.value),
            });
        }
        if cancelled() {
            return None;
        }
        self.searched(position, &endgame, fallback)
    }

    /// Hard's deepening search on `threads` threads from now on: one by default, whose choices a seed repeats;
    /// more search deeper in the same time, but no longer move for move the same.
    pub fn set_threads(&mut self, threads: usize) {
        if let Some(deepening) = self.deepening.as_mut() {
            deepening.set_threads(threads);
        }
    }

    /// Thinks on the opponent's time (Hard, in Kalah): proves each position an opponent's sowing in `position`
    /// would leave Hard to move in, the opponent's likeliest sowings first (by a short search), and gives each
    /// proof to the solver's store, so that Hard's answer to any of them is at once and perfect. Stops as soon as
    /// `cancel` is raised (the opponent has sowed); the number of those positions proved.
    pub fn ponder(&mut self, position: &Position, cancel: &AtomicBool) -> usize {
        let Some(solver) = self.solver.as_mut().filter(|_| self.level == Level::Hard) else {
            return 0;
        };
        if position.rules().is_oware() || position.is_over() {
            return 0;
        }
        let stop = || cancel.load(Ordering::Relaxed);
        let limits = Limits {
            nodes: None,
            stop: Some(&stop),
            progress: None,
        };
        let endgame = Arc::clone(solver.endgame());
        let Ok(mut likeliest) = score_moves(position, Some(&endgame), PONDER_ORDER_DEPTH, &limits)
        else {
            return 0;
        };
        likeliest.sort_by_key(|scored| std::cmp::Reverse(scored.score));
        let mut proved = 0;
        for scored in likeliest {
            let Ok((after, _)) = position.play(scored.pit) else {
                continue;
            };
            // An extra turn leaves the opponent to move again: not one of Hard's positions.
            if after.is_over() || after.to_move() == position.to_move() {
                continue;
            }
            match solver.solve(&after, &limits) {
                Ok(_) => proved += 1,
                Err(_) => break,
            }
        }
        proved
    }

    /// The deepest search's best move, or a one-sowing search's if not even that search finished its first move.
    fn searched(
        &mut self,
        position: &Position,
        endgame: &EndgameTable,
        fallback: Option<Found>,
    ) -> Option<Choice> {
        if let Some(found) = fallback {
            return Some(Choice {
                pit: found.pit,
                basis: Basis::Searched(found.depth),
            });
        }
        // Look one sowing ahead, which always finishes at once.
        let scores = score_moves(position, Some(endgame), 1, &Limits::none()).ok()?;
        Some(Choice {
            pit: self.pick_best(&scores),
            basis: Basis::Searched(1),
        })
    }
}
