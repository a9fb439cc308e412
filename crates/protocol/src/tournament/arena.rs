//! The arena, by lichess's rules: for a fixed time, a player whose game ends is paired again at once, with a
//! free player of near rank and not their last opponent where another can be had. A win scores 2, a draw 1, a
//! loss 0; after two wins in a row a player is on fire, and their games score double (a win 4, a draw 2) until
//! one is not won; a berserk player (half their clock, no increment) adds 1 to a win. Two who just met are
//! not paired again while either has waited less than [`REMATCH_AFTER_MS`] (a third may come free meanwhile).

use serde::{Deserialize, Serialize};

use super::pairing::least_cost_pairs;
use super::swiss::{GameResult, Outcome, Pairing};
use crate::ids::PlayerId;

/// One game of a player's in the arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaGame {
    pub opponent: PlayerId,
    pub first: bool,
    pub result: GameResult,
    pub berserk: bool,
    /// Whether the player was on fire when it began (its points doubled).
    pub on_fire: bool,
    pub points: u32,
}

/// A player of the arena: their games, and whether they wait to be paired.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaPlayer {
    pub id: PlayerId,
    pub rating: i32,
    /// Stored as rows of their own (`arena_games`), not in the tournament's state; a state written before
    /// holds them, and is still read.
    #[serde(default, skip_serializing)]
    pub games: Vec<ArenaGame>,
    /// How many of `games` the database holds as rows.
    #[serde(skip)]
    pub stored: usize,
    /// Free and waiting for a game.
    pub waiting: bool,
    /// Since when (the server's ms) they have waited.
    #[serde(default)]
    pub waiting_since: i64,
    /// Paused or gone: kept in the standings, not paired.
    pub withdrawn: bool,
}

impl ArenaPlayer {
    pub fn score(&self) -> u32 {
        self.games.iter().map(|game| game.points).sum()
    }

    /// Two wins in a row, and every game since won: the next game scores double.
    pub fn on_fire(&self) -> bool {
        let wins = self
            .games
            .iter()
            .rev()
            .take_while(|game| game.result == GameResult::Win)
            .count();
        wins >= 2
    }

    fn last_opponent(&self) -> Option<PlayerId> {
        self.games.last().map(|game| game.opponent)
    }

    fn firsts_less_seconds(&self) -> i32 {
        self.games
            .iter()
            .map(|g| if g.first { 1 } else { -1 })
            .sum()
    }
}

/// What a game scores: 2 a win, 1 a draw, doubled on fire, and 1 more for a berserk win.
pub fn points(result: GameResult, on_fire: bool, berserk: bool) -> u32 {
    let base = match result {
        GameResult::Win => 2,
        GameResult::Draw => 1,
        GameResult::Loss => 0,
    };
    let fire = if on_fire { 2 } else { 1 };
    let bonus = u32::from(berserk && result == GameResult::Win);
    base * fire + bonus
}

/// A player's place in the arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArenaStanding {
    pub id: PlayerId,
    pub score: u32,
    pub games: usize,
    pub on_fire: bool,
    pub withdrawn: bool,
}

/// Why the arena refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ArenaError {
    #[error("no such player in the arena")]
    NoPlayer,
}

/// Costs of a pairing: ranks apart, squared; a rematch of the last game only where nobody else is free.
const RANKS_APART: u32 = 10;
const REMATCH: u32 = 1_000_000;
/// The sowings of their own a berserk player makes before a win earns berserk's extra point (lichess asks
/// seven moves): going berserk and waiting for a resignation earns nothing.
pub const BERSERK_SOWINGS: usize = 7;
/// How long two who just met wait for someone else before they are paired again.
pub const REMATCH_AFTER_MS: i64 = 10_000;

/// An arena's players and their games.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Arena {
    players: Vec<ArenaPlayer>,
}

impl Arena {
    pub fn players(&self) -> &[ArenaPlayer] {
        &self.players
    }

    /// The games not yet stored as rows: each player's, with its number among theirs.
    pub fn unstored(&self) -> impl Iterator<Item = (PlayerId, usize, &ArenaGame)> {
        self.players.iter().flat_map(|player| {
            let new = player.games.iter().enumerate().skip(player.stored);
            new.map(move |(seq, game)| (player.id, seq, game))
        })
    }

    /// Every game is stored now.
    pub fn mark_stored(&mut self) {
        for player in &mut self.players {
            player.stored = player.games.len();
        }
    }

    /// The games read back from their rows, by player, each in order: a player's rows are their games unless
    /// the state itself held more (written before the rows were kept; stored at the next change).
    pub fn take_stored(&mut self, mut rows: std::collections::BTreeMap<PlayerId, Vec<ArenaGame>>) {
        for player in &mut self.players {
            let stored = rows.remove(&player.id).unwrap_or_default();
            player.stored = stored.len();
            if stored.len() >= player.games.len() {
                player.games = stored;
            }
        }
    }

    /// A player joins (or comes back after a pause) at `now` and waits for a game.
    pub fn join(&mut self, id: PlayerId, rating: i32, now: i64) {
        match self.players.iter_mut().find(|p| p.id == id) {
            Some(player) => player.withdrawn = false,
            None => self.players.push(ArenaPlayer {
                id,
                rating,
                games: Vec::new(),
                stored: 0,
                waiting: true,
                waiting_since: now,
                withdrawn: false,
            }),
        }
    }

    /// Whether `id` plays in the arena (withdrawn or not).
    pub fn has(&self, id: PlayerId) -> bool {
        self.players.iter().any(|p| p.id == id)
    }

    /// Marks a pairing's players busy: their game (taken up again after a restart) is in play.
    pub fn busy(&mut self, pairing: Pairing) {
        for id in [pairing.first, pairing.second] {
            if let Ok(player) = self.player(id) {
                player.waiting = false;
            }
        }
    }

    /// A player pauses or leaves: kept in the standings, not paired again until they join again.
    pub fn withdraw(&mut self, id: PlayerId) -> Result<(), ArenaError> {
        let player = self.player(id)?;
        player.withdrawn = true;
        Ok(())
    }

    /// A game of the arena is over at `now`: both players score it and are free again. Its points for each,
    /// first's and second's.
    pub fn game_over(
        &mut self,
        pairing: Pairing,
        outcome: Outcome,
        berserk: [bool; 2],
        now: i64,
    ) -> Result<[u32; 2], ArenaError> {
        let results = outcome.by_side().map(|(result, _)| result);
        let sides = [
            (pairing.first, pairing.second, true),
            (pairing.second, pairing.first, false),
        ];
        let mut scored = [0; 2];
        for (index, (id, opponent, first)) in sides.into_iter().enumerate() {
            let player = self.player(id)?;
            let on_fire = player.on_fire();
            let points = points(results[index], on_fire, berserk[index]);
            player.games.push(ArenaGame {
                opponent,
                first,
                result: results[index],
                berserk: berserk[index],
                on_fire,
                points,
            });
            player.waiting = true;
            player.waiting_since = now;
            scored[index] = points;
        }
        Ok(scored)
    }

    /// Pairs the players who wait at `now` and are `available` (connected): near in rank, not their last
    /// opponent where another is free (and two who just met not before [`REMATCH_AFTER_MS`]); the one who
    /// moved first less often moves first. An odd one out waits for the next game to end.
    pub fn pair_waiting(&mut self, now: i64, available: impl Fn(PlayerId) -> bool) -> Vec<Pairing> {
        let rank: Vec<PlayerId> = self.standings().iter().map(|s| s.id).collect();
        let free: Vec<(usize, &ArenaPlayer)> = self
            .players
            .iter()
            .filter(|p| p.waiting && !p.withdrawn && available(p.id))
            .map(|p| (rank.iter().position(|&id| id == p.id).unwrap_or(0), p))
            .collect();
        let cost = |i: usize, j: usize| {
            let ((ri, a), (rj, b)) = (free[i], free[j]);
            let apart = ri.abs_diff(rj) as u32;
            let rematch = a.last_opponent() == Some(b.id) || b.last_opponent() == Some(a.id);
            Some(RANKS_APART * apart * apart + if rematch { REMATCH } else { 0 })
        };
        let rematch_now = |i: usize, j: usize| {
            let (a, b) = (free[i].1, free[j].1);
            let met = a.last_opponent() == Some(b.id) || b.last_opponent() == Some(a.id);
            met && now - a.waiting_since.max(b.waiting_since) < REMATCH_AFTER_MS
        };
        let pairs: Vec<Pairing> = least_cost_pairs(free.len(), cost)
            .into_iter()
            .filter(|&(i, j)| !rematch_now(i, j))
            .map(|(i, j)| {
                let (a, b) = (free[i].1, free[j].1);
                match a.firsts_less_seconds() <= b.firsts_less_seconds() {
                    true => Pairing {
                        first: a.id,
                        second: b.id,
                    },
                    false => Pairing {
                        first: b.id,
                        second: a.id,
                    },
                }
            })
            .collect();
        for pairing in &pairs {
            for id in [pairing.first, pairing.second] {
                if let Ok(player) = self.player(id) {
                    player.waiting = false;
                }
            }
        }
        pairs
    }

    /// Everyone's place: score, then rating, best first.
    pub fn standings(&self) -> Vec<ArenaStanding> {
        let mut table: Vec<(ArenaStanding, i32)> = self
            .players
            .iter()
            .map(|p| {
                let standing = ArenaStanding {
                    id: p.id,
                    score: p.score(),
                    games: p.games.len(),
                    on_fire: p.on_fire(),
                    withdrawn: p.withdrawn,
                };
                (standing, p.rating)
            })
            .collect();
        table.sort_by_key(|(s, rating)| {
            (std::cmp::Reverse(s.score), std::cmp::Reverse(*rating), s.id)
        });
        table.into_iter().map(|(standing, _)| standing).collect()
    }

    fn player(&mut self, id: PlayerId) -> Result<&mut ArenaPlayer, ArenaError> {
        self.players
            .iter_mut()
            .find(|p| p.id == id)
            .ok_or(ArenaError::NoPlayer)
    }
}
