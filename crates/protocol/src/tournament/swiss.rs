//! The Swiss system: a fixed number of rounds, each pairing players of equal (or the nearest) score who have not
//! met, the one who moved first less often moving first, an odd player out given a bye (a win's points, once a
//! tournament at most while another can take it); a player who misses a stated number of rounds is withdrawn.
//! Standings by points, then Buchholz (the points of the opponents met), then Sonneborn-Berger (the points of
//! the opponents beaten, and half of those drawn with), then rating.
//!
//! Points are kept in halves: a win 2, a draw 1, a loss 0, a bye 2.

use serde::{Deserialize, Serialize};

use super::pairing::least_cost_pairs;
use crate::ids::PlayerId;

/// How a player's game went, from their side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameResult {
    Win,
    Draw,
    Loss,
}

/// A round of a player's: whom they met (none: a bye), whether they moved first, how it went, and whether
/// they missed it (a no-show loses).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Played {
    pub opponent: Option<PlayerId>,
    pub first: bool,
    pub result: GameResult,
    pub missed: bool,
}

/// A player of the tournament and their rounds so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    pub id: PlayerId,
    pub rating: i32,
    pub rounds: Vec<Played>,
    pub withdrawn: bool,
}

impl Entrant {
    pub fn new(id: PlayerId, rating: i32) -> Entrant {
        Entrant {
            id,
            rating,
            rounds: Vec::new(),
            withdrawn: false,
        }
    }

    /// Half points: a win or a bye 2, a draw 1.
    pub fn points(&self) -> u32 {
        self.rounds
            .iter()
            .map(|round| match (round.opponent, round.result) {
                (None, _) | (_, GameResult::Win) => 2,
                (_, GameResult::Draw) => 1,
                (_, GameResult::Loss) => 0,
            })
            .sum()
    }

    /// Games moved first less games moved second (byes are neither).
    fn colour_balance(&self) -> i32 {
        self.games()
            .map(|round| if round.first { 1 } else { -1 })
            .sum()
    }

    fn games(&self) -> impl Iterator<Item = &Played> {
        self.rounds.iter().filter(|round| round.opponent.is_some())
    }

    fn had_bye(&self) -> bool {
        self.rounds.iter().any(|round| round.opponent.is_none())
    }

    fn met(&self, other: PlayerId) -> bool {
        self.games().any(|round| round.opponent == Some(other))
    }

    fn misses(&self) -> usize {
        self.rounds.iter().filter(|round| round.missed).count()
    }
}

/// Two players paired: `first` moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    pub first: PlayerId,
    pub second: PlayerId,
}

/// A round's pairings and its bye.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    pub pairings: Vec<Pairing>,
    pub bye: Option<PlayerId>,
}

/// How a game of a round ended, as the hub tells it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    FirstWon,
    Drawn,
    SecondWon,
    /// Not played: who did not come (both may not have). One who came wins.
    NoShow {
        first: bool,
        second: bool,
    },
}

impl Outcome {
    /// How it went for the one who moved first and for the other, and whether each missed it: one who did not
    /// come loses, one who came wins against one who did not.
    pub fn by_side(self) -> [(GameResult, bool); 2] {
        use GameResult::{Draw, Loss, Win};
        match self {
            Outcome::FirstWon => [(Win, false), (Loss, false)],
            Outcome::SecondWon => [(Loss, false), (Win, false)],
            // Nobody missing is no no-show: a draw.
            Outcome::Drawn
            | Outcome::NoShow {
                first: false,
                second: false,
            } => [(Draw, false); 2],
            Outcome::NoShow { first, second } => {
                [first, second].map(|missed| if missed { (Loss, true) } else { (Win, false) })
            }
        }
    }
}

/// Why the tournament refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SwissError {
    #[error("the player is in the tournament already")]
    AlreadyIn,
    #[error("a round is in play")]
    RoundInPlay,
    #[error("no round is in play")]
    NoRound,
    #[error("the results are not the round in play's pairings")]
    NotThisRound,
    #[error("every round has been played")]
    Over,
    #[error("fewer than two players to pair")]
    TooFew,
}

/// A player's place: points, then the tie-breaks (Buchholz in half points, Sonneborn-Berger in quarters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    pub id: PlayerId,
    pub points: u32,
    pub buchholz: u32,
    pub sonneborn_berger: u32,
    pub withdrawn: bool,
}

/// A Swiss tournament of `rounds` rounds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Swiss {
    pub rounds: usize,
    /// Rounds a player may miss; one more and they are withdrawn.
    pub misses_allowed: usize,
    entrants: Vec<Entrant>,
    in_play: Option<Round>,
    played: usize,
}

/// Costs of a pairing, in order of weight: a point apart outweighs every colour and place preference.
const SCORE_APART: u32 = 10_000;
const COLOUR_CLASH: u32 = 50;
const OUT_OF_PLACE: u32 = 10;
/// A pair that met before, paired again only where no pairing without one exists.
const MET_AGAIN: u32 = 1_000_000;

impl Swiss {
    pub fn new(rounds: usize, misses_allowed: usize) -> Swiss {
        Swiss {
            rounds,
            misses_allowed,
            entrants: Vec::new(),
            in_play: None,
            played: 0,
        }
    }

    pub fn entrants(&self) -> &[Entrant] {
        &self.entrants
    }

    pub fn round_in_play(&self) -> Option<&Round> {
        self.in_play.as_ref()
    }

    /// Rounds played out.
    pub fn played(&self) -> usize {
        self.played
    }

    pub fn is_over(&self) -> bool {
        self.played >= self.rounds
    }

    /// A player joins (before any round, or late: they start from no points), or one who withdrew comes back.
    pub fn join(&mut self, id: PlayerId, rating: i32) -> Result<(), SwissError> {
        if self.is_over() {
            return Err(SwissError::Over);
        }
        match self.entrants.iter_mut().find(|entrant| entrant.id == id) {
            Some(entrant) if entrant.withdrawn => entrant.withdrawn = false,
            Some(_) => return Err(SwissError::AlreadyIn),
            None => self.entrants.push(Entrant::new(id, rating)),
        }
        Ok(())
    }

    /// A player leaves: not paired again, their games kept for the others' tie-breaks.
    pub fn withdraw(&mut self, id: PlayerId) {
        if let Some(entrant) = self.entrants.iter_mut().find(|e| e.id == id) {
            entrant.withdrawn = true;
        }
    }

    /// The next round's pairings (and bye), kept as the round in play until its results come.
    pub fn pair_next(&mut self) -> Result<&Round, SwissError> {
        if self.is_over() {
            return Err(SwissError::Over);
        }
        if self.in_play.is_some() {
            return Err(SwissError::RoundInPlay);
        }
        let mut ranked: Vec<&Entrant> = self.entrants.iter().filter(|e| !e.withdrawn).collect();
        if ranked.len() < 2 {
            return Err(SwissError::TooFew);
        }
        ranked.sort_by_key(|e| {
            (
                std::cmp::Reverse(e.points()),
                std::cmp::Reverse(e.rating),
                e.id,
            )
        });
        let round = pair(&ranked, self.played + 1);
        Ok(self.in_play.insert(round))
    }

    /// The round in play's results, one for each of its pairings: each player's round recorded, the bye's
    /// too, and a player who has missed more rounds than allowed withdrawn.
    pub fn finish_round(&mut self, results: &[(Pairing, Outcome)]) -> Result<(), SwissError> {
        let round = self.in_play.as_ref().ok_or(SwissError::NoRound)?;
        let mut told: Vec<Pairing> = results.iter().map(|(pairing, _)| *pairing).collect();
        let mut paired = round.pairings.clone();
        told.sort_by_key(|p| (p.first, p.second));
        paired.sort_by_key(|p| (p.first, p.second));
        if told != paired {
            return Err(SwissError::NotThisRound);
        }
        let bye = round.bye;
        self.in_play = None;
        for &(pairing, outcome) in results {
            let sides = [
                (pairing.first, pairing.second, true),
                (pairing.second, pairing.first, false),
            ];
            for ((id, opponent, first), (result, missed)) in
                sides.into_iter().zip(outcome.by_side())
            {
                self.entrant(id).rounds.push(Played {
                    opponent: Some(opponent),
                    first,
                    result,
                    missed,
                });
            }
        }
        if let Some(id) = bye {
            self.entrant(id).rounds.push(Played {
                opponent: None,
                first: false,
                result: GameResult::Win,
                missed: false,
            });
        }
        let allowed = self.misses_allowed;
        for entrant in &mut self.entrants {
            entrant.withdrawn |= entrant.misses() > allowed;
        }
        self.played += 1;
        Ok(())
    }

    pub fn standings(&self) -> Vec<Standing> {
        standings(&self.entrants)
    }

    fn entrant(&mut self, id: PlayerId) -> &mut Entrant {
        self.entrants
            .iter_mut()
            .find(|entrant| entrant.id == id)
            .expect("a paired player is an entrant")
    }
}

/// Pairs `ranked` (best first) for round `number`: the bye first, when their number is odd, then a least-cost
/// matching of the rest. Pairs who met are kept apart unless no pairing could do without one.
fn pair(ranked: &[&Entrant], number: usize) -> Round {
    let (bye, players) = choose_bye(ranked);
    let pairs = pair_all(&players, false)
        .or_else(|| pair_all(&players, true))
        .unwrap_or_default();
    Round {
        pairings: pairs
            .into_iter()
            .map(|(i, j)| {
                let (first, second) = who_moves_first(players[i], players[j], number);
                Pairing {
                    first: first.id,
                    second: second.id,
                }
            })
            .collect(),
        bye: bye.map(|entrant| entrant.id),
    }
}

/// The bye of an odd number of players, as FIDE's rules give it: to the lowest ranked of the lowest score who
/// has not had one (while another can take it) and whose going out leaves the rest a pairing with no pair twice.
/// The bye is settled before the pairings, so no saving in the pairings' cost moves it up the table. With the
/// bye, the players left to pair.
fn choose_bye<'a>(ranked: &[&'a Entrant]) -> (Option<&'a Entrant>, Vec<&'a Entrant>) {
    if ranked.len().is_multiple_of(2) {
        return (None, ranked.to_vec());
    }
    let anyone_without_a_bye = ranked.iter().any(|e| !e.had_bye());
    let mut candidates: Vec<usize> = (0..ranked.len())
        .filter(|&i| !(ranked[i].had_bye() && anyone_without_a_bye))
        .collect();
    candidates.sort_by_key(|&i| (ranked[i].points(), std::cmp::Reverse(i)));
    let without = |out: usize| -> Vec<&'a Entrant> {
        let others = ranked.iter().enumerate().filter(|&(i, _)| i != out);
        others.map(|(_, entrant)| *entrant).collect()
    };
    let out = candidates
        .iter()
        .copied()
        .find(|&out| pair_all(&without(out), false).is_some())
        .or(candidates.first().copied());
    match out {
        Some(out) => (Some(ranked[out]), without(out)),
        None => (None, ranked.to_vec()),
    }
}

/// Every one of `players` (best first) paired, at the least cost: scores as near as can be, the top half of a
/// score group meeting its bottom half, colours balanced; pairs who met only where `again` allows it, at a cost
/// above all others. None when they cannot all be paired.
fn pair_all(players: &[&Entrant], again: bool) -> Option<Vec<(usize, usize)>> {
    let n = players.len();
    let points: Vec<u32> = players.iter().map(|e| e.points()).collect();
    let groups: Vec<usize> = (0..n)
        .map(|i| points.iter().filter(|&&p| p == points[i]).count())
        .collect();
    let cost = |i: usize, j: usize| -> Option<u32> {
        let (a, b) = (players[i], players[j]);
        let met = a.met(b.id);
        if met && !again {
            return None;
        }
        let apart = points[i].abs_diff(points[j]);
        // Within a score group the top half meets the bottom half: the partner half the group down.
        let place = match apart {
            0 => ((j - i) as i64 - (groups[i] / 2) as i64).unsigned_abs() as u32,
            _ => 0,
        };
        let (ca, cb) = (a.colour_balance(), b.colour_balance());
        let clash = match ca.signum() == cb.signum() && ca != 0 {
            true => COLOUR_CLASH * ca.abs().min(cb.abs()) as u32,
            false => 0,
        };
        let again_cost = if met { MET_AGAIN } else { 0 };
        Some(SCORE_APART * apart * apart + clash + OUT_OF_PLACE * place + again_cost)
    };
    let pairs = least_cost_pairs(n, cost);
    (pairs.len() * 2 == n).then_some(pairs)
}

/// The one who has moved first less often moves first; if even, the one who moved second last time; if that
/// too is even, the higher ranked (`a`) in odd rounds and the lower in even ones.
fn who_moves_first<'a>(
    a: &'a Entrant,
    b: &'a Entrant,
    number: usize,
) -> (&'a Entrant, &'a Entrant) {
    let last = |e: &Entrant| e.games().last().map(|round| round.first);
    let a_first = match a.colour_balance().cmp(&b.colour_balance()) {
        std::cmp::Ordering::Less => true,
        std::cmp::Ordering::Greater => false,
        std::cmp::Ordering::Equal => match (last(a), last(b)) {
            (Some(false), Some(true)) | (Some(false), None) => true,
            (Some(true), Some(false)) | (None, Some(false)) => false,
            _ => number % 2 == 1,
        },
    };
    if a_first { (a, b) } else { (b, a) }
}

/// Everyone's place: points, Buchholz, Sonneborn-Berger, rating, best first.
pub fn standings(entrants: &[Entrant]) -> Vec<Standing> {
    let points_of = |id: PlayerId| {
        entrants
            .iter()
            .find(|entrant| entrant.id == id)
            .map_or(0, Entrant::points)
    };
    let mut table: Vec<(Standing, i32)> = entrants
        .iter()
        .map(|entrant| {
            let (mut buchholz, mut sonneborn_berger) = (0, 0);
            for round in entrant.games() {
                let theirs = round.opponent.map_or(0, points_of);
                buchholz += theirs;
                sonneborn_berger += match round.result {
                    GameResult::Win => 2 * theirs,
                    GameResult::Draw => theirs,
                    GameResult::Loss => 0,
                };
            }
            let standing = Standing {
                id: entrant.id,
                points: entrant.points(),
                buchholz,
                sonneborn_berger,
                withdrawn: entrant.withdrawn,
            };
            (standing, entrant.rating)
        })
        .collect();
    table.sort_by_key(|(s, rating)| {
        use std::cmp::Reverse;
        (
            Reverse(s.points),
            Reverse(s.buchholz),
            Reverse(s.sonneborn_berger),
            Reverse(*rating),
            s.id,
        )
    });
    table.into_iter().map(|(standing, _)| standing).collect()
}
