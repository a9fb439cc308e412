//! The player's mistakes as a deck of puzzles, as Anki keeps cards and lichess keeps puzzle ratings: each puzzle
//! comes back on FSRS's schedule (a miss soon, a success later and later), and each answer is a rating period
//! of Glicko-2 between the player and the puzzle, so that both ratings move.
//!
//! No Bevy and no clock here: the time is given, so the tests step it.

use std::collections::BTreeSet;

use bevy::prelude::Resource;
use chrono::{DateTime, NaiveDate, Utc};
use rs_fsrs::{FSRS, Rating as Recall};
use serde::{Deserialize, Serialize};

use mancala_engine::mistakes::Verdict;
use mancala_engine::solver::MoveValue;
use mancala_engine::{Level, MistakePuzzle, Position};
use mancala_protocol::rating::{Glicko, Standing};

/// How far ahead a puzzle still learning may be played when nothing is due (Anki's "learn ahead" limit).
pub const LEARN_AHEAD: chrono::TimeDelta = chrono::TimeDelta::minutes(20);

/// A rating, as serde keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct PuzzleRating {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Default for PuzzleRating {
    fn default() -> Self {
        Glicko::FIRST.into()
    }
}

impl From<Glicko> for PuzzleRating {
    fn from(glicko: Glicko) -> Self {
        PuzzleRating {
            rating: glicko.rating,
            deviation: glicko.deviation,
            volatility: glicko.volatility,
        }
    }
}

impl From<PuzzleRating> for Glicko {
    fn from(rating: PuzzleRating) -> Self {
        Glicko {
            rating: rating.rating,
            deviation: rating.deviation,
            volatility: rating.volatility,
        }
    }
}

impl PuzzleRating {
    /// A new puzzle's rating, before anyone answers it: 1500, more the fewer of its sowings keep the value (a
    /// puzzle one sowing in six solves is as hard as an opponent rated 311 points more: 400 · log10(6)).
    pub fn first(puzzle: &MistakePuzzle) -> PuzzleRating {
        let odds = puzzle.choices() as f64 / puzzle.answers().len().max(1) as f64;
        PuzzleRating {
            rating: Glicko::FIRST.rating + 400.0 * odds.log10(),
            ..PuzzleRating::default()
        }
    }
}

/// Whom a game was played against.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Against {
    Otto(Level),
    /// An online opponent, by name.
    Online(String),
    /// Two people at this screen.
    #[default]
    Friend,
}

/// Where a puzzle's mistake was made.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Source {
    pub date: Option<NaiveDate>,
    pub against: Against,
    /// The sowing's number in the game, from 1.
    pub number: usize,
}

/// One puzzle in the deck.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Card {
    /// The position's text, South to move.
    pub position: String,
    pub played: u8,
    /// Every legal sowing's proved value, in pit order: `(pit, value)`.
    pub values: Vec<(u8, i32)>,
    pub source: Source,
    pub schedule: rs_fsrs::Card,
    pub rating: PuzzleRating,
    pub tries: u32,
    pub solved: u32,
}

impl Card {
    /// The puzzle, if its text still reads as one (a file edited by hand may not).
    pub fn puzzle(&self) -> Option<MistakePuzzle> {
        let position: Position = self.position.parse().ok()?;
        let values = self
            .values
            .iter()
            .map(|&(pit, value)| MoveValue { pit, value })
            .collect();
        MistakePuzzle::new(position, self.played, values)
    }

    /// Due at `now`, and its puzzle still reads (the cheap test first: most cards are not due).
    fn is_playable_at(&self, now: DateTime<Utc>) -> bool {
        self.is_due(now) && self.puzzle().is_some()
    }

    pub fn is_due(&self, now: DateTime<Utc>) -> bool {
        self.schedule.due <= now
    }
}

/// What one answer did.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Answered {
    pub verdict: Verdict,
    /// The player's rating before and after.
    pub before: f64,
    pub after: f64,
    /// When the puzzle comes back.
    pub due: DateTime<Utc>,
}

/// The deck: every puzzle made from the player's games, their rating, and which games were looked through.
#[derive(Resource, Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Deck {
    pub cards: Vec<Card>,
    /// The player's puzzle rating.
    pub rating: PuzzleRating,
    /// The games already looked through for mistakes, by their record's checksum: none is reviewed twice.
    pub mined: BTreeSet<u32>,
}

/// FSRS as Anki sets it up by default: 90% recall asked for, learning steps on the first day, no fuzz (so a
/// schedule can be checked exactly).
fn scheduler() -> FSRS {
    FSRS::default()
}

impl Deck {
    /// The checksum a game is known by (its record's text).
    pub fn key(record_text: &str) -> u32 {
        crc32fast::hash(record_text.as_bytes())
    }

    /// Adds the puzzle of a mistake, due now. The same mistake made again (the same position and sowing) is not
    /// a second card: it counts as a miss of the first, which comes back at once.
    pub fn add(&mut self, puzzle: &MistakePuzzle, source: Source, now: DateTime<Utc>) -> bool {
        let position = puzzle.position.to_string();
        if let Some(card) = self
            .cards
            .iter_mut()
            .find(|card| card.position == position && card.played == puzzle.played)
        {
            card.schedule = scheduler()
                .next(card.schedule.clone(), now, Recall::Again)
                .card;
            card.schedule.due = now;
            card.source = source;
            return false;
        }
        self.cards.push(Card {
            position,
            played: puzzle.played,
            values: puzzle.values.iter().map(|v| (v.pit, v.value)).collect(),
            source,
            schedule: rs_fsrs::Card {
                due: now,
                last_review: now,
                ..rs_fsrs::Card::default()
            },
            rating: PuzzleRating::first(puzzle),
            tries: 0,
            solved: 0,
        });
        true
    }

    /// The cards due by `now`, the longest overdue first (indexes into `cards`).
    pub fn due(&self, now: DateTime<Utc>) -> Vec<usize> {
        let mut due: Vec<usize> = (0..self.cards.len())
            .filter(|&index| self.cards[index].is_playable_at(now))
            .collect();
        due.sort_by_key(|&index| self.cards[index].schedule.due);
        due
    }

    /// How many cards are due at `now`, as [`Deck::due`] lists them, without listing them: what the Puzzle tab
    /// shows every frame.
    pub fn due_count(&self, now: DateTime<Utc>) -> usize {
        self.cards
            .iter()
            .filter(|card| card.is_playable_at(now))
            .count()
    }

    /// Whether any card is due at `now`.
    pub fn any_due(&self, now: DateTime<Utc>) -> bool {
        self.cards.iter().any(|card| card.is_playable_at(now))
    }

    /// When the next card not yet due comes back.
    pub fn next_due(&self, now: DateTime<Utc>) -> Option<DateTime<Utc>> {
        self.cards
            .iter()
            .map(|card| card.schedule.due)
            .filter(|&due| due > now)
            .min()
    }

    /// The answer `pit` to card `index` at `now`: the card rescheduled (a miss is FSRS's Again, a solve its
    /// Good), and the player's and the puzzle's ratings moved by one Glicko-2 period each. `None` if there is
    /// no such card or its puzzle no longer reads.
    pub fn answer(&mut self, index: usize, pit: u8, now: DateTime<Utc>) -> Option<Answered> {
        let card = self.cards.get_mut(index)?;
        let verdict = card.puzzle()?.judge(pit);
        if verdict == Verdict::NotLegal {
            return None;
        }
        let solved = verdict == Verdict::Kept;
        let recall = if solved { Recall::Good } else { Recall::Again };
        card.schedule = scheduler().next(card.schedule.clone(), now, recall).card;
        card.tries += 1;
        card.solved += u32::from(solved);
        let (player, puzzle): (Glicko, Glicko) = (self.rating.into(), card.rating.into());
        let (won, lost) = if solved {
            (Standing::Win, Standing::Loss)
        } else {
            (Standing::Loss, Standing::Win)
        };
        self.rating = player.after_period(&[(puzzle, won)]).into();
        card.rating = puzzle.after_period(&[(player, lost)]).into();
        Some(Answered {
            verdict,
            before: player.rating,
            after: self.rating.rating,
            due: card.schedule.due,
        })
    }
}
