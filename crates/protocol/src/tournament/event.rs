//! A tournament as the server runs it, still pure data: what it is (`Spec`: a name, an arena of so many
//! minutes or a Swiss of so many rounds, a family and a clock, a start), where it stands (upcoming, running,
//! finished), its players' names and the games of it in play. The hub asks it, at a game's end and at each
//! look of the clock, which pairings to start; it never starts a game itself, so it has no I/O and no clock.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::arena::Arena;
use super::swiss::{Outcome, Pairing, Swiss, SwissError};
use crate::control::Control;
use crate::ids::{GameId, JoinCode, PlayerId, TournamentId};

/// The shortest and longest arena, in minutes.
pub const ARENA_MINUTES: std::ops::RangeInclusive<u32> = 10..=720;
/// The fewest and most rounds of a Swiss.
pub const SWISS_ROUNDS: std::ops::RangeInclusive<u32> = 3..=15;
/// The most rounds a Swiss lets a player miss before withdrawing them.
pub const MOST_MISSES: u32 = 3;
/// The pause between a Swiss round's last game and the next round's pairings.
pub const ROUND_GAP_MS: i64 = 30_000;
/// The most players one tournament takes.
pub const MOST_PLAYERS: usize = 2_000;
/// The longest name a tournament has.
pub const NAME_LENGTH: std::ops::RangeInclusive<usize> = 3..=40;

/// How a tournament is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "system", rename_all = "snake_case", deny_unknown_fields)]
pub enum System {
    /// For `minutes`, each player paired again as soon as their game ends.
    Arena { minutes: u32 },
    /// `rounds` rounds, each paired when the last ended; a player who misses more than `misses_allowed` is
    /// withdrawn.
    Swiss {
        rounds: u32,
        #[serde(default = "one")]
        misses_allowed: u32,
    },
}

fn one() -> u32 {
    1
}

/// What a tournament is: its name and system, the game (a family's usual board, by its rule set's name) and
/// clock, and when it starts (the server's ms).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Spec {
    pub name: String,
    #[serde(flatten)]
    pub system: System,
    pub rules: String,
    pub control: Control,
    pub starts: i64,
}

impl Spec {
    /// Whether the server runs such a tournament: a name a person can read, an arena or Swiss of a length it
    /// offers, on a clock (an arena's a clock of minutes; a Swiss may be by correspondence).
    pub fn check(&self) -> Result<(), TournamentError> {
        let name = self.name.trim();
        if !NAME_LENGTH.contains(&name.chars().count()) || name.chars().any(char::is_control) {
            return Err(TournamentError::Name);
        }
        match self.system {
            System::Arena { minutes } if !ARENA_MINUTES.contains(&minutes) => {
                Err(TournamentError::Length)
            }
            System::Swiss {
                rounds,
                misses_allowed,
            } if !SWISS_ROUNDS.contains(&rounds) || misses_allowed > MOST_MISSES => {
                Err(TournamentError::Length)
            }
            System::Arena { .. } if self.control.is_correspondence() => Err(TournamentError::Clock),
            _ if self.control == Control::Untimed => Err(TournamentError::Clock),
            _ => Ok(()),
        }
    }

    /// Whether a player may go berserk in its games: an arena on a clock of minutes with an increment.
    pub fn berserk_allowed(&self) -> bool {
        matches!(self.system, System::Arena { .. })
            && !self.control.per_sowing()
            && !self.control.is_correspondence()
            && self.control.allowance().is_some()
    }
}

/// Where a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Players may join; it starts at its time.
    Upcoming,
    Running,
    /// Its standings are final.
    Finished,
}

/// Why a tournament refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    #[error("a tournament's name is 3 to 40 characters")]
    Name,
    #[error(
        "an arena lasts 10 to 720 minutes; a Swiss has 3 to 15 rounds and allows at most 3 misses"
    )]
    Length,
    #[error("a tournament is played on a clock; an arena on one of minutes, not days")]
    Clock,
    #[error("the tournament is over")]
    Over,
    #[error("you are in the tournament already")]
    AlreadyIn,
    #[error("you are not in the tournament")]
    NotIn,
    #[error("the tournament is full")]
    Full,
    #[error("no game of this tournament")]
    NoGame,
}

/// The system's own state.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Play {
    Arena(Arena),
    Swiss(Swiss),
}

/// A game of the tournament that ended: its pairing and how it went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ended {
    pub game: GameId,
    pub pairing: Pairing,
    pub outcome: Outcome,
}

/// A tournament as the server runs it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Event {
    pub id: TournamentId,
    pub spec: Spec,
    pub status: Status,
    /// A private tournament's code: joined only with it.
    pub code: Option<JoinCode>,
    /// The player who made it (none: the operator's schedule).
    pub creator: Option<PlayerId>,
    /// The schedule's key (its name and start) for one the operator scheduled, so that it is made once.
    pub scheduled: Option<String>,
    pub play: Play,
    /// Every player's name, as they joined.
    pub names: BTreeMap<PlayerId, String>,
    /// Its games in play, and whom each pairs (the first moves first: South).
    pub in_play: BTreeMap<GameId, Pairing>,
    /// A Swiss round's games that have ended, until the round does.
    pub round_so_far: Vec<Ended>,
    /// When the last Swiss round ended.
    pub round_ended: Option<i64>,
    pub finished_at: Option<i64>,
    /// Counts the changes: the database keeps the latest.
    pub version: u64,
}

impl Event {
    pub fn new(
        id: TournamentId,
        spec: Spec,
        code: Option<JoinCode>,
        creator: Option<PlayerId>,
        scheduled: Option<String>,
    ) -> Event {
        let play = match spec.system {
            System::Arena { .. } => Play::Arena(Arena::default()),
            System::Swiss {
                rounds,
                misses_allowed,
            } => Play::Swiss(Swiss::new(rounds as usize, misses_allowed as usize)),
        };
        Event {
            id,
            spec,
            status: Status::Upcoming,
            code,
            creator,
            scheduled,
            play,
            names: BTreeMap::new(),
            in_play: BTreeMap::new(),
            round_so_far: Vec::new(),
            round_ended: None,
            finished_at: None,
            version: 0,
        }
    }

    /// When an arena stops pairing (games under way then still count).
    pub fn ends(&self) -> Option<i64> {
        match self.spec.system {
            System::Arena { minutes } => Some(self.spec.starts + i64::from(minutes) * 60_000),
            System::Swiss { .. } => None,
        }
    }

    /// The Swiss round in play or last played (1 for the first), none before the first and in an arena.
    pub fn round(&self) -> Option<u32> {
        match &self.play {
            Play::Swiss(swiss) => {
                let number = swiss.played() + usize::from(swiss.round_in_play().is_some());
                (number > 0).then_some(number as u32)
            }
            Play::Arena(_) => None,
        }
    }

    /// `player` joins, or comes back after withdrawing, at `now`.
    pub fn join(
        &mut self,
        player: PlayerId,
        name: &str,
        rating: i32,
        now: i64,
    ) -> Result<(), TournamentError> {
        if self.status == Status::Finished || self.ends().is_some_and(|ends| now >= ends) {
            return Err(TournamentError::Over);
        }
        if !self.names.contains_key(&player) && self.names.len() >= MOST_PLAYERS {
            return Err(TournamentError::Full);
        }
        if self.plays(player) {
            return Err(TournamentError::AlreadyIn);
        }
        match &mut self.play {
            Play::Arena(arena) => arena.join(player, rating, now),
            Play::Swiss(swiss) => swiss.join(player, rating).map_err(|error| match error {
                SwissError::AlreadyIn => TournamentError::AlreadyIn,
                _ => TournamentError::Over,
            })?,
        }
        self.names.insert(player, name.to_string());
        self.version += 1;
        Ok(())
    }

    /// `player` withdraws: not paired again (a game under way goes on), their results kept.
    pub fn withdraw(&mut self, player: PlayerId) -> Result<(), TournamentError> {
        if !self.plays(player) {
            return Err(TournamentError::NotIn);
        }
        match &mut self.play {
            Play::Arena(arena) => arena.withdraw(player).map_err(|_| TournamentError::NotIn)?,
            Play::Swiss(swiss) => swiss.withdraw(player),
        }
        self.version += 1;
        Ok(())
    }

    /// Whether `player` is in the tournament and not withdrawn.
    pub fn plays(&self, player: PlayerId) -> bool {
        match &self.play {
            Play::Arena(arena) => arena
                .players()
                .iter()
                .any(|p| p.id == player && !p.withdrawn),
            Play::Swiss(swiss) => swiss
                .entrants()
                .iter()
                .any(|e| e.id == player && !e.withdrawn),
        }
    }

    /// Everyone who joined, withdrawn or not.
    pub fn players(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.names.keys().copied()
    }

    /// What the tournament does at `now`: it starts at its time, pairs those who wait (an arena the players
    /// `available` now, until its end; a Swiss its next round once the last one ended and its pause passed),
    /// and finishes when its time is up or its rounds are played and no game of it is in play. The pairings to
    /// start as games.
    pub fn advance(&mut self, now: i64, available: impl Fn(PlayerId) -> bool) -> Vec<Pairing> {
        if self.status == Status::Upcoming && now >= self.spec.starts {
            self.status = Status::Running;
            self.version += 1;
        }
        if self.status != Status::Running {
            return Vec::new();
        }
        let ends = self.ends();
        let pairings = match &mut self.play {
            Play::Arena(_) if ends.is_some_and(|ends| now >= ends) => {
                self.finish_when_idle(now);
                return Vec::new();
            }
            Play::Arena(arena) => arena.pair_waiting(now, available),
            Play::Swiss(swiss) => {
                let paused = self
                    .round_ended
                    .is_some_and(|ended| now < ended + ROUND_GAP_MS);
                if swiss.round_in_play().is_some() || paused {
                    return Vec::new();
                }
                match swiss.pair_next() {
                    Ok(round) => round.pairings.clone(),
                    Err(_) => {
                        self.finish_when_idle(now);
                        return Vec::new();
                    }
                }
            }
        };
        if !pairings.is_empty() || matches!(self.play, Play::Swiss(_)) {
            self.version += 1;
        }
        pairings
    }

    fn finish_when_idle(&mut self, now: i64) {
        if self.in_play.is_empty() {
            self.status = Status::Finished;
            self.finished_at = Some(now);
            self.version += 1;
        }
    }

    /// A game was started for `pairing` (or, after a restart, found in play).
    pub fn begun(&mut self, game: GameId, pairing: Pairing) {
        if let Play::Arena(arena) = &mut self.play {
            arena.busy(pairing);
        }
        self.in_play.insert(game, pairing);
        self.version += 1;
    }

    /// A game of the tournament ended at `now`; `berserk` says who went berserk (first, second). An arena
    /// pauses a player who did not come (they may join again); a Swiss's round ends with its last game.
    pub fn game_over(
        &mut self,
        game: GameId,
        outcome: Outcome,
        berserk: [bool; 2],
        now: i64,
    ) -> Result<(), TournamentError> {
        let pairing = self.in_play.remove(&game).ok_or(TournamentError::NoGame)?;
        match &mut self.play {
            Play::Arena(arena) => {
                arena
                    .game_over(pairing, outcome, berserk, now)
                    .map_err(|_| TournamentError::NoGame)?;
                let missed = outcome.by_side().map(|(_, missed)| missed);
                for (player, missed) in [pairing.first, pairing.second].into_iter().zip(missed) {
                    if missed {
                        let _ = arena.withdraw(player);
                    }
                }
            }
            Play::Swiss(swiss) => {
                self.round_so_far.push(Ended {
                    game,
                    pairing,
                    outcome,
                });
                if self.in_play.is_empty() {
                    let results: Vec<(Pairing, Outcome)> = self
                        .round_so_far
                        .drain(..)
                        .map(|ended| (ended.pairing, ended.outcome))
                        .collect();
                    swiss
                        .finish_round(&results)
                        .map_err(|_| TournamentError::NoGame)?;
                    self.round_ended = Some(now);
                }
            }
        }
        self.version += 1;
        Ok(())
    }
}
