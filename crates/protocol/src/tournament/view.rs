//! A tournament as the protocol shows it: a line for the lists (`Summary`), and the whole of it for its page
//! (`View`): the standings with each player's sheet (the crosstable: whom they met, how it went, what it
//! scored) and the games in play, or the Swiss round's pairings with the results so far.

use serde::{Deserialize, Serialize};

use std::collections::HashMap;

use super::arena::{Arena, ArenaPlayer};
use super::event::{Event, Play, Status, System};
use super::swiss::{Entrant, GameResult, Outcome, Pairing, Swiss};
use crate::control::Control;
use crate::ids::{GameId, JoinCode, PlayerId, TournamentId};

/// The most standings a page shows (the player's own place comes too, wherever it is).
pub const STANDINGS_SHOWN: usize = 30;
/// The latest games of each place's sheet a running tournament's page shows (a finished one's shows all: it
/// is the crosstable).
pub const SHEET_SHOWN: usize = 20;
/// The most games in play a page shows.
pub const GAMES_SHOWN: usize = 50;

/// A tournament in a list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub tournament: TournamentId,
    pub name: String,
    #[serde(flatten)]
    pub system: System,
    pub rules: String,
    pub control: Control,
    pub status: Status,
    pub starts: i64,
    /// An arena's end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ends: Option<i64>,
    /// A Swiss's round in play or last played.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    pub players: u32,
    /// Joined with a code only.
    #[serde(default)]
    pub private: bool,
    /// The leader's name (the winner's once finished).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub leader: Option<String>,
}

/// How a game went for a player, in their sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mark {
    Win,
    Draw,
    Loss,
    /// A Swiss's bye: a win's points without a game.
    Bye,
}

/// One game in a player's sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Cell {
    /// The opponent's place in the standings (1 the first); none for a bye.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opponent: Option<u32>,
    pub mark: Mark,
    /// What it scored: arena points, or a Swiss's half points.
    pub points: u32,
    /// The player moved first.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub first: bool,
    /// Arena: on fire (doubled), berserk (one more for a win).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fire: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub berserk: bool,
    /// Swiss: a round missed.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub missed: bool,
}

/// A player's place.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Place {
    /// 1 for the first.
    pub rank: u32,
    pub player: PlayerId,
    pub name: String,
    /// Arena points, or a Swiss's half points (a win 2, a draw 1).
    pub score: u32,
    /// Swiss: Buchholz in half points and Sonneborn-Berger in quarter points.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub buchholz: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sonneborn_berger: Option<u32>,
    /// Arena: two wins in a row, the next game scores double.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fire: bool,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub withdrawn: bool,
    pub sheet: Vec<Cell>,
    /// The earlier games the sheet leaves out (a running tournament's page shows the latest).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub earlier: u32,
}

/// A game of the tournament: in play, or (a Swiss round's) over with its result.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Board {
    pub game: GameId,
    pub first: PlayerId,
    pub first_name: String,
    pub second: PlayerId,
    pub second_name: String,
    /// "1-0", "½-½", "0-1" once over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
}

/// The pages of one tournament at one moment: the standings made once, each asker's page from them.
pub struct Pages<'a> {
    event: &'a Event,
    places: Vec<Place>,
    base: View,
}

impl Pages<'_> {
    /// The page as `asking` sees it: the code to those in it, their own place when it is not shown.
    pub fn view(&self, asking: PlayerId) -> View {
        let event = self.event;
        let shows_code = event.creator == Some(asking) || event.names.contains_key(&asking);
        let you = self
            .places
            .iter()
            .skip(STANDINGS_SHOWN)
            .find(|place| place.player == asking)
            .map(|place| event.shown(place));
        View {
            code: event.code.filter(|_| shows_code),
            joined: event.plays(asking),
            you,
            ..self.base.clone()
        }
    }
}

/// A tournament's page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    #[serde(flatten)]
    pub summary: Summary,
    /// A private tournament's code, for those who are in it or made it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<JoinCode>,
    /// Whether the player asking is in it (not withdrawn).
    #[serde(default)]
    pub joined: bool,
    /// Whether its games allow berserk.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub berserk: bool,
    pub standings: Vec<Place>,
    /// The player's own place, when it is not among `standings`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub you: Option<Place>,
    pub boards: Vec<Board>,
    /// A Swiss's bye of the round in play.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bye: Option<PlayerId>,
}

impl Event {
    pub fn summary(&self) -> Summary {
        self.summary_of(&self.places())
    }

    fn summary_of(&self, places: &[Place]) -> Summary {
        Summary {
            tournament: self.id,
            name: self.spec.name.clone(),
            system: self.spec.system,
            rules: self.spec.rules.clone(),
            control: self.spec.control,
            status: self.status,
            starts: self.spec.starts,
            ends: self.ends(),
            round: self.round(),
            players: self.names.len() as u32,
            private: self.code.is_some(),
            leader: places
                .first()
                .filter(|place| place.score > 0 || self.status == Status::Finished)
                .map(|place| place.name.clone()),
        }
    }

    /// The page as `asking` sees it.
    pub fn view(&self, asking: PlayerId) -> View {
        self.pages().view(asking)
    }

    /// A place as a page shows it: while the tournament runs, the latest of its sheet.
    fn shown(&self, place: &Place) -> Place {
        let mut place = place.clone();
        let earlier = place.sheet.len().saturating_sub(SHEET_SHOWN);
        if self.status != Status::Finished && earlier > 0 {
            place.sheet.drain(..earlier);
            place.earlier = earlier as u32;
        }
        place
    }

    /// What every page of the tournament shares, made once for all who follow it.
    pub fn pages(&self) -> Pages<'_> {
        let places = self.places();
        let base = View {
            summary: self.summary_of(&places),
            code: None,
            joined: false,
            berserk: self.spec.berserk_allowed(),
            standings: places
                .iter()
                .take(STANDINGS_SHOWN)
                .map(|place| self.shown(place))
                .collect(),
            you: None,
            boards: self.boards(),
            bye: match &self.play {
                Play::Swiss(swiss) => swiss.round_in_play().and_then(|round| round.bye),
                Play::Arena(_) => None,
            },
        };
        Pages {
            event: self,
            places,
            base,
        }
    }

    fn name(&self, player: PlayerId) -> String {
        self.names.get(&player).cloned().unwrap_or_default()
    }

    fn board(&self, game: GameId, pairing: Pairing, outcome: Option<Outcome>) -> Board {
        Board {
            game,
            first: pairing.first,
            first_name: self.name(pairing.first),
            second: pairing.second,
            second_name: self.name(pairing.second),
            result: outcome.map(|outcome| {
                match outcome.by_side().map(|(result, _)| result) {
                    [GameResult::Win, _] => "1-0",
                    [GameResult::Loss, _] => "0-1",
                    _ => "½-½",
                }
                .to_string()
            }),
        }
    }

    fn boards(&self) -> Vec<Board> {
        let over = self
            .round_so_far
            .iter()
            .map(|ended| self.board(ended.game, ended.pairing, Some(ended.outcome)));
        let playing = self
            .in_play
            .iter()
            .map(|(&game, &pairing)| self.board(game, pairing, None));
        playing.chain(over).take(GAMES_SHOWN).collect()
    }

    /// Everyone's place, best first, with their sheets.
    pub fn places(&self) -> Vec<Place> {
        match &self.play {
            Play::Arena(arena) => self.arena_places(arena),
            Play::Swiss(swiss) => self.swiss_places(swiss),
        }
    }

    fn arena_places(&self, arena: &Arena) -> Vec<Place> {
        let standings = arena.standings();
        let rank_of = rank_lookup(standings.iter().map(|s| s.id).collect());
        let players: HashMap<PlayerId, &ArenaPlayer> =
            arena.players().iter().map(|p| (p.id, p)).collect();
        let rows = standings.iter().map(|standing| {
            let sheet = players[&standing.id]
                .games
                .iter()
                .map(|game| Cell {
                    opponent: rank_of(game.opponent),
                    mark: mark(game.result),
                    points: game.points,
                    first: game.first,
                    fire: game.on_fire,
                    berserk: game.berserk,
                    missed: false,
                })
                .collect();
            let row = Row {
                player: standing.id,
                score: standing.score,
                tie_breaks: None,
                fire: standing.on_fire,
                withdrawn: standing.withdrawn,
            };
            (row, sheet)
        });
        self.rows_to_places(rows)
    }

    fn swiss_places(&self, swiss: &Swiss) -> Vec<Place> {
        let standings = swiss.standings();
        let rank_of = rank_lookup(standings.iter().map(|s| s.id).collect());
        let entrants: HashMap<PlayerId, &Entrant> =
            swiss.entrants().iter().map(|e| (e.id, e)).collect();
        let rows = standings.iter().map(|standing| {
            let sheet = entrants[&standing.id]
                .rounds
                .iter()
                .map(|round| Cell {
                    opponent: round.opponent.and_then(&rank_of),
                    mark: match round.opponent {
                        None => Mark::Bye,
                        Some(_) => mark(round.result),
                    },
                    points: match (round.opponent, round.result) {
                        (None, _) | (_, GameResult::Win) => 2,
                        (_, GameResult::Draw) => 1,
                        (_, GameResult::Loss) => 0,
                    },
                    first: round.first,
                    fire: false,
                    berserk: false,
                    missed: round.missed,
                })
                .collect();
            let row = Row {
                player: standing.id,
                score: standing.points,
                tie_breaks: Some((standing.buchholz, standing.sonneborn_berger)),
                fire: false,
                withdrawn: standing.withdrawn,
            };
            (row, sheet)
        });
        self.rows_to_places(rows)
    }

    /// The places of standings in order, each with its sheet.
    fn rows_to_places(&self, rows: impl Iterator<Item = (Row, Vec<Cell>)>) -> Vec<Place> {
        rows.enumerate()
            .map(|(at, (row, sheet))| Place {
                rank: at as u32 + 1,
                player: row.player,
                name: self.name(row.player),
                score: row.score,
                buchholz: row.tie_breaks.map(|(buchholz, _)| buchholz),
                sonneborn_berger: row.tie_breaks.map(|(_, sonneborn_berger)| sonneborn_berger),
                fire: row.fire,
                withdrawn: row.withdrawn,
                sheet,
                earlier: 0,
            })
            .collect()
    }
}

/// A standing, whichever the system: the player, their score, a Swiss's Buchholz and Sonneborn-Berger.
struct Row {
    player: PlayerId,
    score: u32,
    tie_breaks: Option<(u32, u32)>,
    fire: bool,
    withdrawn: bool,
}

fn mark(result: GameResult) -> Mark {
    match result {
        GameResult::Win => Mark::Win,
        GameResult::Draw => Mark::Draw,
        GameResult::Loss => Mark::Loss,
    }
}

/// A player's place (1 the first) in `order`.
fn rank_lookup(order: Vec<PlayerId>) -> impl Fn(PlayerId) -> Option<u32> {
    let ranks: HashMap<PlayerId, u32> = order
        .into_iter()
        .enumerate()
        .map(|(at, id)| (id, at as u32 + 1))
        .collect();
    move |id| ranks.get(&id).copied()
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}
