//! Game records: a whole game as plain text, to copy, save, open, paste and review.
//!
//! ```text
//! Mancala game record
//! Date: 2026-11-30
//! South: You
//! North: Otto
//! Level: medium
//! Rules: kalah
//! Pits: 6
//! Seeds: 4
//! Start: 4,4,4,4,4,4,0,4,4,4,4,4,4,0 S
//! Result: 28-20
//!
//! 3 6
//! 2
//! ...
//! ```
//!
//! Headers are `Name: value` lines, any of them may be left out, and names are read without regard to case. The
//! moves follow: the pits played, one number per sowing, separated by spaces or line breaks (a record is
//! written with one line per turn, so an extra turn's sowings share a line). A `#` starts a comment that runs to
//! the end of its line. The word `swap` among the moves says that the second player took the first player's
//! side there (the pie rule: only right after the first player's first turn). Reading a record replays it: a
//! move that is not legal, a result that is not what the moves lead to, or a header that disagrees with the
//! start position refuses the whole record, naming the line.
//!
//! A record is written by its `Display` here, read in `parse`, and refused with an `error`.

mod carried;
mod error;
mod parse;

use std::fmt;

use chrono::NaiveDate;

use crate::play::ai::Level;
use crate::rules::{BySide, Position, Side};
pub use error::{Problem, RecordError};

/// The first line of a record as written; reading does not need it.
pub const TITLE: &str = "Mancala game record";
/// The word among the moves where the second player took the first player's side (the pie rule).
pub const SWAP: &str = "swap";

/// A clock for two players: minutes each, and seconds added after each turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct TimeControl {
    pub minutes: u32,
    pub increment: u32,
}

impl TimeControl {
    /// The clocks a game can be played with.
    pub const ALL: [TimeControl; 2] = [
        TimeControl {
            minutes: 3,
            increment: 2,
        },
        TimeControl {
            minutes: 5,
            increment: 5,
        },
    ];
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+{}", self.minutes, self.increment)
    }
}

/// How a game ended other than on the board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Ending {
    /// On the board, or not yet.
    #[default]
    Board,
    Resigned(Side),
    /// This side's time ran out.
    Time(Side),
    /// A draw both players agreed, before the board was done.
    Agreed,
    /// This side left an untimed online game unplayed for too long, and lost it.
    Abandoned(Side),
    /// An online game left before it had begun in earnest: no result.
    Aborted,
}

/// A whole game: who played, how, from where, and the pits played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub date: Option<NaiveDate>,
    /// Each side's player's name (empty when not known).
    pub players: BySide<String>,
    /// The computer's level, in a game against it.
    pub level: Option<Level>,
    pub clock: Option<TimeControl>,
    pub start: Position,
    pub moves: Vec<u8>,
    /// The pie rule taken: after this many sowings (the first player's first turn) the players changed sides.
    /// The names above are the players' sides at the start.
    pub swap: Option<usize>,
    pub ending: Ending,
}

impl Record {
    /// A record of `moves` from `start`, with no names or date; refused if a move is not legal.
    pub fn new(start: Position, moves: Vec<u8>) -> Result<Record, RecordError> {
        let record = Record {
            date: None,
            players: BySide::default(),
            level: None,
            clock: None,
            start,
            moves,
            swap: None,
            ending: Ending::Board,
        };
        record.replay().map(|_| record)
    }

    /// The position before each move and the one after the last: one more than there are moves.
    pub fn positions(&self) -> Vec<Position> {
        self.replay()
            .expect("a record is checked when it is made and read")
    }

    fn replay(&self) -> Result<Vec<Position>, RecordError> {
        let mut positions = Vec::with_capacity(self.moves.len() + 1);
        let mut position = self.start;
        positions.push(position);
        for (index, &pit) in self.moves.iter().enumerate() {
            let number = index + 1;
            if position.is_over() {
                return Err(RecordError::of(0, Problem::MoveAfterEnd { number, pit }));
            }
            let (after, _) = position.play_in_line(pit, &positions).map_err(|refused| {
                RecordError::of(
                    0,
                    Problem::IllegalMove {
                        number,
                        pit,
                        why: refused.to_string(),
                    },
                )
            })?;
            position = after;
            positions.push(position);
        }
        Ok(positions)
    }

    /// The position after the last move.
    pub fn end(&self) -> Position {
        *self.positions().last().expect("at least the start")
    }

    /// The result as the header writes it: `28-20` (South's seeds, then North's) once the board is done, who
    /// resigned, ran out of time or abandoned the game, `Draw agreed`, `Aborted`, or `*` while the game goes
    /// on.
    pub fn result(&self) -> String {
        match self.ending {
            Ending::Resigned(side) => format!("{} resigned", side.name()),
            Ending::Time(side) => format!("{} lost on time", side.name()),
            Ending::Agreed => "Draw agreed".to_string(),
            Ending::Abandoned(side) => format!("{} abandoned", side.name()),
            Ending::Aborted => "Aborted".to_string(),
            Ending::Board => match self.end().outcome() {
                Some(score) => format!("{}-{}", score.south, score.north),
                None => "*".to_string(),
            },
        }
    }

    /// Whether the game is over: on the board, by resignation or on time.
    pub fn is_finished(&self) -> bool {
        self.ending != Ending::Board || self.end().is_over()
    }

    /// The moves grouped by turn: each run of sowings by one side, as a record writes them, with the index of
    /// the first.
    pub fn turns(&self) -> Vec<(usize, Vec<u8>)> {
        let positions = self.positions();
        let mut turns: Vec<(usize, Vec<u8>)> = Vec::new();
        for (index, &pit) in self.moves.iter().enumerate() {
            let mover = positions[index].to_move();
            let same = index > 0 && positions[index - 1].to_move() == mover;
            match turns.last_mut() {
                Some((_, pits)) if same => pits.push(pit),
                _ => turns.push((index, vec![pit])),
            }
        }
        turns
    }

    /// Seeds per pit, if the game began from a start position (every pit alike, the stores empty).
    pub fn seeds(&self) -> Option<u8> {
        let start = &self.start;
        let seeds = start.seeds(Side::South, 1);
        let alike = Side::BOTH.iter().all(|&side| {
            start.store(side) == 0 && (1..=start.pits()).all(|p| start.seeds(side, p) == seeds)
        });
        (alike && start.sowings() == 0 && seeds > 0).then_some(seeds)
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{TITLE}")?;
        if let Some(date) = self.date {
            writeln!(f, "Date: {}", date.format("%Y-%m-%d"))?;
        }
        for (header, name) in [
            ("South", &self.players.south),
            ("North", &self.players.north),
        ] {
            // A name is one line: a line break would start a header of its own.
            let name = name.replace(['\n', '\r'], " ");
            if !name.trim().is_empty() {
                writeln!(f, "{header}: {}", name.trim())?;
            }
        }
        if let Some(level) = self.level {
            writeln!(f, "Level: {}", level.name())?;
        }
        if let Some(clock) = self.clock {
            writeln!(f, "Clock: {clock}")?;
        }
        writeln!(f, "Rules: {}", self.start.rules())?;
        writeln!(f, "Pits: {}", self.start.pits())?;
        if let Some(seeds) = self.seeds() {
            writeln!(f, "Seeds: {seeds}")?;
        }
        writeln!(f, "Start: {}", self.start)?;
        writeln!(f, "Result: {}", self.result())?;
        writeln!(f)?;
        for (first, pits) in self.turns() {
            if self.swap == Some(first) {
                writeln!(f, "{SWAP}")?;
            }
            let words: Vec<String> = pits.iter().map(u8::to_string).collect();
            writeln!(f, "{}", words.join(" "))?;
        }
        if self.swap.is_some_and(|after| after == self.moves.len()) {
            writeln!(f, "{SWAP}")?;
        }
        Ok(())
    }
}
