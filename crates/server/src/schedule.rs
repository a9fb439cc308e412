//! The operator's schedule of tournaments (`mancala serve --schedule FILE`): a RON list of tournaments that
//! recur every hour, day or week at a time of day (UTC), each made and announced [`ANNOUNCE_AHEAD_MS`] before it
//! starts. For example:
//!
//! ```ron
//! [
//!     (name: "Daily Kalah Blitz Arena", system: Arena(minutes: 60), rules: "kalah", control: "3+2",
//!      every: Day, at: "18:00"),
//!     (name: "Weekly Oware Arena", system: Arena(minutes: 90), rules: "oware", control: "3+2",
//!      every: Week(Sat), at: "16:00"),
//!     (name: "Sunday Kalah Swiss", system: Swiss(rounds: 7, misses_allowed: 1), rules: "kalah",
//!      control: "5+5", every: Week(Sun), at: "14:00"),
//! ]
//! ```

use chrono::{DateTime, Datelike, Duration, NaiveTime, TimeZone, Timelike, Utc, Weekday};
use serde::Deserialize;

use crate::control::Control;
use crate::tournament::event::{Spec, System, TournamentError};

/// How long before its start a scheduled tournament is made, for players to see it and join.
pub const ANNOUNCE_AHEAD_MS: i64 = 60 * 60 * 1000;

/// How often a scheduled tournament recurs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum Every {
    /// Each hour, at the minute of `at`.
    Hour,
    Day,
    Week(Day),
}

/// A day of the week, as the schedule writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum Day {
    Mon,
    Tue,
    Wed,
    Thu,
    Fri,
    Sat,
    Sun,
}

impl Day {
    fn weekday(self) -> Weekday {
        match self {
            Day::Mon => Weekday::Mon,
            Day::Tue => Weekday::Tue,
            Day::Wed => Weekday::Wed,
            Day::Thu => Weekday::Thu,
            Day::Fri => Weekday::Fri,
            Day::Sat => Weekday::Sat,
            Day::Sun => Weekday::Sun,
        }
    }
}

/// A system as the schedule file writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub enum Planned {
    Arena { minutes: u32 },
    Swiss { rounds: u32, misses_allowed: u32 },
}

/// One recurring tournament.
#[derive(Clone, Debug, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scheduled {
    pub name: String,
    pub system: Planned,
    pub rules: String,
    /// As the protocol names it: "3+2", "5+5", "30s", "1d"...
    #[serde(deserialize_with = "control_named")]
    pub control: Control,
    pub every: Every,
    /// The time of day it starts, UTC, as "HH:MM".
    pub at: String,
}

fn control_named<'de, D: serde::Deserializer<'de>>(deserializer: D) -> Result<Control, D::Error> {
    let name = String::deserialize(deserializer)?;
    Control::from_name(&name)
        .ok_or_else(|| serde::de::Error::custom(format!("no time control is called {name:?}")))
}

/// Why a schedule file was refused.
#[derive(Debug, thiserror::Error)]
pub enum ScheduleError {
    #[error("cannot read the schedule {path}: {error}")]
    Read {
        path: String,
        #[source]
        error: std::io::Error,
    },
    #[error("the schedule {path} is not a list of tournaments: {error}")]
    Parse {
        path: String,
        #[source]
        error: Box<ron::error::SpannedError>,
    },
    #[error("the schedule's \"{name}\": its time {at:?} is not HH:MM")]
    Time { name: String, at: String },
    #[error("the schedule's \"{name}\": {error}")]
    Tournament {
        name: String,
        #[source]
        error: TournamentError,
    },
    #[error("the schedule's \"{name}\": no rule set {rules:?}")]
    Rules { name: String, rules: String },
}

/// Reads and checks a schedule file: every entry a tournament the server runs.
pub fn read(path: &std::path::Path) -> Result<Vec<Scheduled>, ScheduleError> {
    let shown = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|error| ScheduleError::Read {
        path: shown.clone(),
        error,
    })?;
    let schedule: Vec<Scheduled> = ron::from_str(&text).map_err(|error| ScheduleError::Parse {
        path: shown,
        error: Box::new(error),
    })?;
    for entry in &schedule {
        entry.check()?;
    }
    Ok(schedule)
}

impl Scheduled {
    fn time(&self) -> Result<NaiveTime, ScheduleError> {
        NaiveTime::parse_from_str(&self.at, "%H:%M").map_err(|_| ScheduleError::Time {
            name: self.name.clone(),
            at: self.at.clone(),
        })
    }

    fn check(&self) -> Result<(), ScheduleError> {
        self.time()?;
        if self.rules.parse::<mancala_engine::Rules>().is_err() {
            return Err(ScheduleError::Rules {
                name: self.name.clone(),
                rules: self.rules.clone(),
            });
        }
        self.spec(0)
            .check()
            .map_err(|error| ScheduleError::Tournament {
                name: self.name.clone(),
                error,
            })
    }

    /// The tournament it makes for the start `starts`.
    pub fn spec(&self, starts: i64) -> Spec {
        Spec {
            name: self.name.clone(),
            system: match self.system {
                Planned::Arena { minutes } => System::Arena { minutes },
                Planned::Swiss {
                    rounds,
                    misses_allowed,
                } => System::Swiss {
                    rounds,
                    misses_allowed,
                },
            },
            rules: self.rules.clone(),
            control: self.control,
            starts,
        }
    }

    /// The key that makes one start of it once: its name and start.
    pub fn key(&self, starts: i64) -> String {
        format!("{}@{starts}", self.name)
    }

    /// Its first start at or after `now` (ms since 1970).
    pub fn next_start(&self, now: i64) -> i64 {
        let Ok(time) = self.time() else {
            return i64::MAX;
        };
        let now_at: DateTime<Utc> = Utc.timestamp_millis_opt(now).single().unwrap_or_default();
        let day = now_at.date_naive();
        let candidates: Vec<DateTime<Utc>> = match self.every {
            Every::Hour => (0..=24)
                .map(|hours| {
                    let midnight = day.and_hms_opt(0, 0, 0).unwrap_or_default().and_utc();
                    midnight + Duration::hours(hours) + Duration::minutes(i64::from(time.minute()))
                })
                .collect(),
            Every::Day => (0..=1)
                .map(|days| (day + Duration::days(days)).and_time(time).and_utc())
                .collect(),
            Every::Week(weekday) => (0..=7)
                .map(|days| day + Duration::days(days))
                .filter(|date| date.weekday() == weekday.weekday())
                .map(|date| date.and_time(time).and_utc())
                .collect(),
        };
        candidates
            .into_iter()
            .map(|start| start.timestamp_millis())
            .find(|&start| start >= now)
            .unwrap_or(i64::MAX)
    }
}
