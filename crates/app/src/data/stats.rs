//! Stats: wins, draws and losses per kind of game, and the best margin; a finished game is counted once, and a
//! finished daily puzzle counts as a try.

use std::collections::BTreeMap;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use crate::daily::puzzles::{DailyRecords, Today};
use crate::frame::AppSystems;
use crate::turn::game::Game;
use crate::turn::setup::Opponent;
use mancala_engine::ladder::rung_for;
use mancala_engine::{Family, KALAH, Level, Rules, Side};
use mancala_protocol::rating::{Glicko, Standing};

/// The kinds of game counted apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Kind {
    Computer(Level),
    /// Otto at the player's level, whichever rung of his ladder he played.
    OttoAtMyLevel,
    TwoPlayers,
}

impl Kind {
    /// The kind a game against Otto at `level` is counted as.
    pub fn against(level: Level) -> Kind {
        if level.is_rung() {
            Kind::OttoAtMyLevel
        } else {
            Kind::Computer(level)
        }
    }
}

/// The player's rating against Otto, from every game of Kalah they finished against him (at a level or at
/// theirs): each game one Glicko-2 period against the level's rating measured in Otto's pool.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct AgainstOtto {
    pub rating: Glicko,
    pub games: u32,
}

impl Default for AgainstOtto {
    fn default() -> Self {
        AgainstOtto {
            rating: Glicko::FIRST,
            games: 0,
        }
    }
}

impl AgainstOtto {
    /// Otto at this player's level: the rung of his ladder whose rating is nearest theirs.
    pub fn level(&self) -> Level {
        Level::Rung(rung_for(self.rating.rating) as u8)
    }
}

/// Against the computer: the person's wins, draws and losses and best winning margin. Between two people:
/// the bottom row's wins as `won`, the top row's as `lost`, and the widest margin.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub won: u32,
    pub drawn: u32,
    pub lost: u32,
    pub best_margin: Option<i32>,
}

#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Stats {
    /// Games by the standard rules.
    pub records: BTreeMap<Kind, Tally>,
    /// Games by house rules, kept apart for each rule set.
    #[serde(default)]
    pub by_rules: BTreeMap<Rules, BTreeMap<Kind, Tally>>,
    #[serde(default)]
    pub against_otto: AgainstOtto,
}

impl Stats {
    /// Counts a finished game: `margin` is South's seeds minus North's.
    pub fn count(&mut self, kind: Kind, winner: Option<Side>, margin: i32) {
        self.count_by(KALAH, kind, winner, margin);
    }

    /// Counts a finished game played by `rules`.
    pub fn count_by(&mut self, rules: Rules, kind: Kind, winner: Option<Side>, margin: i32) {
        let records = if rules.is_standard() {
            &mut self.records
        } else {
            self.by_rules.entry(rules).or_default()
        };
        let record = records.entry(kind).or_default();
        match winner {
            Some(Side::South) => record.won += 1,
            Some(Side::North) => record.lost += 1,
            None => record.drawn += 1,
        }
        let best = match kind {
            Kind::Computer(_) | Kind::OttoAtMyLevel => {
                (winner == Some(Side::South)).then_some(margin)
            }
            Kind::TwoPlayers => Some(margin.abs()),
        };
        if let Some(best) = best {
            record.best_margin = Some(record.best_margin.map_or(best, |b| b.max(best)));
        }
    }

    /// Moves the player's rating against Otto by a game of `rules` against him at `level` that `winner` won
    /// (the player is South). Only Kalah's games count, where Otto's levels were measured.
    pub fn rate_against_otto(&mut self, rules: Rules, level: Level, winner: Option<Side>) {
        let Some(otto) = level.rating().filter(|_| rules.family == Family::Kalah) else {
            return;
        };
        let standing = match winner {
            Some(Side::South) => Standing::Win,
            Some(Side::North) => Standing::Loss,
            None => Standing::Draw,
        };
        let rated = &mut self.against_otto;
        rated.rating = rated.rating.after_otto(otto, standing);
        rated.games += 1;
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Stats>()
        .add_systems(Update, record_finished_game.in_set(AppSystems::React));
}

/// Once per game, when it ends: into the stats, or into the daily records for a puzzle.
pub fn record_finished_game(
    mut game: ResMut<Game>,
    mut stats: ResMut<Stats>,
    mut daily: ResMut<DailyRecords>,
    today: Res<Today>,
) {
    if game.recorded {
        return;
    }
    let Some(finish) = game.finish() else {
        return;
    };
    match (game.puzzle, game.setup.opponent) {
        (Some(date), _) => daily.count_try(date, finish.winner == Some(Side::South), today.0),
        (None, Opponent::Computer(level)) => {
            let rules = game.position.rules();
            let margin = finish.score.margin(Side::South);
            stats.count_by(rules, Kind::against(level), finish.winner, margin);
            stats.rate_against_otto(rules, level, finish.winner);
        }
        (None, Opponent::Friend) => stats.count_by(
            game.position.rules(),
            Kind::TwoPlayers,
            finish.winner,
            finish.score.margin(Side::South),
        ),
        // Online results are the server's: its rating and record of the player's games.
        (None, Opponent::Online) => {}
    }
    game.recorded = true;
}
