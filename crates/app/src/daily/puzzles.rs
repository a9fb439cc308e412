//! The daily challenge: today's puzzle and the past 30 days', worked out in the background when the game
//! starts; the tries and the day each was solved, the streak of days solved on the day, and a share line
//! without spoilers.

use std::collections::BTreeMap;

use bevy::prelude::*;
use chrono::{Days, NaiveDate};
use serde::{Deserialize, Serialize};

use super::maker::Maker;
use crate::data::i18n::Texts;
use crate::frame::AppSystems;
use crate::rest::Rest;
use mancala_engine::Puzzle;

/// The date the game takes as today (the local date at start).
#[derive(Resource, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Today(pub NaiveDate);

impl Default for Today {
    fn default() -> Self {
        Today(chrono::Local::now().date_naive())
    }
}

/// One day's puzzle as the player has met it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DayRecord {
    /// Finished attempts, won or lost.
    pub tries: u32,
    /// The date the puzzle was first solved.
    pub solved_on: Option<NaiveDate>,
}

#[derive(Resource, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DailyRecords {
    pub days: BTreeMap<NaiveDate, DayRecord>,
}

impl DailyRecords {
    /// A finished attempt at the puzzle of `date`, made on `today`.
    pub fn count_try(&mut self, date: NaiveDate, solved: bool, today: NaiveDate) {
        let record = self.days.entry(date).or_default();
        record.tries += 1;
        if solved && record.solved_on.is_none() {
            record.solved_on = Some(today);
        }
    }

    pub fn record(&self, date: NaiveDate) -> DayRecord {
        self.days.get(&date).copied().unwrap_or_default()
    }

    fn solved_on_its_day(&self, date: NaiveDate) -> bool {
        self.record(date).solved_on == Some(date)
    }

    /// Days in a row whose puzzle was solved on the day, up to today (or yesterday, while today's is open).
    pub fn streak(&self, today: NaiveDate) -> u32 {
        let mut day = if self.solved_on_its_day(today) {
            today
        } else {
            match today.checked_sub_days(Days::new(1)) {
                Some(yesterday) => yesterday,
                None => return 0,
            }
        };
        let mut streak = 0;
        while self.solved_on_its_day(day) {
            streak += 1;
            match day.checked_sub_days(Days::new(1)) {
                Some(before) => day = before,
                None => break,
            }
        }
        streak
    }

    /// The longest run of days solved on the day.
    pub fn best_streak(&self) -> u32 {
        let mut best = 0;
        let mut run = 0;
        let mut previous: Option<NaiveDate> = None;
        for (&date, _) in self
            .days
            .iter()
            .filter(|(d, _)| self.solved_on_its_day(**d))
        {
            run = match previous {
                Some(p) if p.checked_add_days(Days::new(1)) == Some(date) => run + 1,
                _ => 1,
            };
            best = best.max(run);
            previous = Some(date);
        }
        best
    }

    pub fn solved(&self) -> usize {
        self.days.values().filter(|r| r.solved_on.is_some()).count()
    }
}

/// "★★★☆☆" for a rating of 3.
pub fn stars(rating: u8) -> String {
    (1..=5)
        .map(|i| if i <= rating { '★' } else { '☆' })
        .collect()
}

/// A line to share: the date, the rating and the tries, never the position or the moves.
pub fn share_line(
    texts: &Texts,
    puzzle: &Puzzle,
    records: &DailyRecords,
    today: NaiveDate,
) -> String {
    let record = records.record(puzzle.date);
    let date = puzzle.date.to_string();
    let stars = stars(puzzle.rating);
    if record.solved_on.is_some() {
        texts.fill(
            "daily.share_line",
            &[
                ("date", &date),
                ("stars", &stars),
                ("tries", &record.tries),
                ("streak", &records.streak(today)),
            ],
        )
    } else {
        texts.fill(
            "daily.share_line_unsolved",
            &[("date", &date), ("stars", &stars), ("tries", &record.tries)],
        )
    }
}

/// The puzzles of today and the past days, newest first, once worked out.
#[derive(Resource, Default)]
pub struct Puzzles {
    pub ready: Vec<Puzzle>,
    maker: Option<Maker>,
}

impl Puzzles {
    pub fn of(&self, date: NaiveDate) -> Option<&Puzzle> {
        self.ready.iter().find(|p| p.date == date)
    }

    pub fn is_preparing(&self) -> bool {
        self.maker.is_some()
    }
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Today>()
        .init_resource::<DailyRecords>()
        .init_resource::<Puzzles>()
        .add_systems(Startup, prepare_puzzles)
        .add_systems(Update, collect_puzzles.in_set(AppSystems::React));
}

/// About a second for the endgame table, then a few milliseconds a day: off the main thread.
fn prepare_puzzles(mut puzzles: ResMut<Puzzles>, today: Res<Today>) {
    puzzles.maker = Some(Maker::start(today.0));
}

fn collect_puzzles(mut puzzles: ResMut<Puzzles>, mut rest: ResMut<Rest>) {
    let Some(maker) = puzzles.maker.as_mut() else {
        return;
    };
    rest.wake_now();
    if let Some(ready) = maker.poll() {
        puzzles.ready = ready;
        puzzles.maker = None;
    }
}
