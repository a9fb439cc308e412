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
//! the end of its line. Reading a record replays it: a move that is not legal, a result that is not what the
//! moves lead to, or a header that disagrees with the start position refuses the whole record, naming the line.

use std::fmt;
use std::str::FromStr;

use chrono::NaiveDate;

use super::ai::Level;
use super::notation::ParsePositionError;
use super::rules::{MAX_PITS, MAX_SEEDS, MIN_PITS, MIN_SEEDS, Position, Side};
use super::ruleset::Rules;

/// The first line of a record as written; reading does not need it.
pub const TITLE: &str = "Mancala game record";

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
}

/// A whole game: who played, how, from where, and the pits played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    pub date: Option<NaiveDate>,
    pub south: String,
    pub north: String,
    /// The computer's level, in a game against it.
    pub level: Option<Level>,
    pub clock: Option<TimeControl>,
    pub start: Position,
    pub moves: Vec<u8>,
    pub ending: Ending,
}

impl Record {
    /// A record of `moves` from `start`, with no names or date; refused if a move is not legal.
    pub fn new(start: Position, moves: Vec<u8>) -> Result<Record, RecordError> {
        let record = Record {
            date: None,
            south: String::new(),
            north: String::new(),
            level: None,
            clock: None,
            start,
            moves,
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
    /// resigned or ran out of time, or `*` while the game goes on.
    pub fn result(&self) -> String {
        match self.ending {
            Ending::Resigned(side) => format!("{} resigned", side.name()),
            Ending::Time(side) => format!("{} lost on time", side.name()),
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
        for (header, name) in [("South", &self.south), ("North", &self.north)] {
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
        for (_, pits) in self.turns() {
            let words: Vec<String> = pits.iter().map(u8::to_string).collect();
            writeln!(f, "{}", words.join(" "))?;
        }
        Ok(())
    }
}

/// What is wrong with a record, and on which line (counted from 1; 0 when it is the record as a whole).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub line: usize,
    pub problem: Problem,
}

impl RecordError {
    fn of(line: usize, problem: Problem) -> RecordError {
        RecordError { line, problem }
    }
}

/// The kinds of wrong record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    Empty,
    NotAHeader(String),
    RepeatedHeader(String),
    EmptyHeader(String),
    BadDate(String),
    BadLevel(String),
    BadClock(String),
    UnknownRules(String),
    BadPits(String),
    BadSeeds(String),
    BadStart(ParsePositionError),
    PitsDisagree { pits: u8, start: u8 },
    SeedsDisagree(u8),
    BadResult(String),
    HeaderAfterMoves(String),
    NotAPit(String),
    IllegalMove { number: usize, pit: u8, why: String },
    MoveAfterEnd { number: usize, pit: u8 },
    WrongResult { written: String, replayed: String },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 {
            write!(f, "line {}: ", self.line)?;
        }
        match &self.problem {
            Problem::Empty => f.write_str("the record is empty: no headers and no moves"),
            Problem::NotAHeader(text) => write!(
                f,
                "'{text}' is neither a header (Name: value) nor a move (a pit number)"
            ),
            Problem::RepeatedHeader(name) => write!(f, "the header '{name}' is given twice"),
            Problem::EmptyHeader(name) => write!(f, "the header '{name}' has no value"),
            Problem::BadDate(text) => {
                write!(f, "the date '{text}' is not a date: expected YYYY-MM-DD")
            }
            Problem::BadLevel(text) => {
                write!(
                    f,
                    "the level '{text}' is not one: expected easy, medium, hard or perfect"
                )
            }
            Problem::BadClock(text) => write!(
                f,
                "the clock '{text}' is not one: expected minutes+seconds, e.g. 3+2"
            ),
            Problem::UnknownRules(text) => write!(
                f,
                "the rules '{text}' are not known: expected Oware, or Kalah optionally with +empty-capture \
                 and +remaining-to-emptier"
            ),
            Problem::BadPits(text) => write!(
                f,
                "'{text}' pits a side cannot be: expected {MIN_PITS} to {MAX_PITS}"
            ),
            Problem::BadSeeds(text) => write!(
                f,
                "'{text}' seeds a pit cannot be: expected {MIN_SEEDS} to {MAX_SEEDS}"
            ),
            Problem::BadStart(error) => write!(f, "the start position is wrong: {error}"),
            Problem::PitsDisagree { pits, start } => write!(
                f,
                "the record says {pits} pits a side, but its start position has {start}"
            ),
            Problem::SeedsDisagree(seeds) => write!(
                f,
                "the record says {seeds} seeds a pit, but its start position is not {seeds} in every pit"
            ),
            Problem::BadResult(text) => write!(
                f,
                "the result '{text}' is not one: expected South's seeds and North's (e.g. 28-20), \
                 'South resigned', 'North lost on time' or *"
            ),
            Problem::HeaderAfterMoves(text) => {
                write!(f, "'{text}' looks like a header, but the moves have begun")
            }
            Problem::NotAPit(text) => write!(f, "'{text}' is not a pit number"),
            Problem::IllegalMove { number, pit, why } => {
                write!(f, "move {number} (pit {pit}) cannot be played: {why}")
            }
            Problem::MoveAfterEnd { number, pit } => {
                write!(f, "move {number} (pit {pit}) comes after the game is over")
            }
            Problem::WrongResult { written, replayed } => write!(
                f,
                "the result says {written}, but the moves lead to {replayed}"
            ),
        }
    }
}

impl std::error::Error for RecordError {}

/// The headers a record may have, by the name it is read under.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Header {
    Date,
    South,
    North,
    Level,
    Clock,
    Rules,
    Pits,
    Seeds,
    Start,
    Result,
}

const HEADERS: [(&str, Header); 10] = [
    ("date", Header::Date),
    ("south", Header::South),
    ("north", Header::North),
    ("level", Header::Level),
    ("clock", Header::Clock),
    ("rules", Header::Rules),
    ("pits", Header::Pits),
    ("seeds", Header::Seeds),
    ("start", Header::Start),
    ("result", Header::Result),
];

/// Where each header was read, so that a disagreement found later names its line.
#[derive(Default)]
struct Lines {
    pits: usize,
    rules: usize,
    seeds: usize,
    result: usize,
}

impl FromStr for Record {
    type Err = RecordError;

    fn from_str(text: &str) -> Result<Record, RecordError> {
        let mut record = Record {
            date: None,
            south: String::new(),
            north: String::new(),
            level: None,
            clock: None,
            start: Position::standard(),
            moves: Vec::new(),
            ending: Ending::Board,
        };
        let mut seen: Vec<Header> = Vec::new();
        let mut lines = Lines::default();
        let (mut pits, mut seeds, mut start, mut result) = (None, None, None, None);
        let mut rules: Option<Rules> = None;
        // The line each move was read on.
        let mut move_lines = Vec::new();
        let mut anything = false;

        for (index, raw) in text.lines().enumerate() {
            let line = index + 1;
            let content = raw.split('#').next().unwrap_or("").trim();
            if content.is_empty() || (index == 0 && content.eq_ignore_ascii_case(TITLE)) {
                anything |= !content.is_empty();
                continue;
            }
            anything = true;
            let refuse = |problem| RecordError::of(line, problem);
            let starts_with_digit = content.starts_with(|c: char| c.is_ascii_digit());
            if let Some((name, value)) = content.split_once(':').filter(|_| !starts_with_digit) {
                let (name, value) = (name.trim(), value.trim());
                if !move_lines.is_empty() {
                    return Err(refuse(Problem::HeaderAfterMoves(content.to_string())));
                }
                let Some(&(_, header)) = HEADERS
                    .iter()
                    .find(|(known, _)| known.eq_ignore_ascii_case(name))
                else {
                    // Headers this version does not know are passed over, so a newer record still opens.
                    continue;
                };
                if seen.contains(&header) {
                    return Err(refuse(Problem::RepeatedHeader(name.to_string())));
                }
                seen.push(header);
                if value.is_empty() && !matches!(header, Header::South | Header::North) {
                    return Err(refuse(Problem::EmptyHeader(name.to_string())));
                }
                match header {
                    Header::Date => {
                        record.date = Some(
                            NaiveDate::parse_from_str(value, "%Y-%m-%d")
                                .map_err(|_| refuse(Problem::BadDate(value.to_string())))?,
                        );
                    }
                    Header::South => record.south = value.to_string(),
                    Header::North => record.north = value.to_string(),
                    Header::Level => {
                        record.level = Some(
                            [Level::Easy, Level::Medium, Level::Hard, Level::Perfect]
                                .into_iter()
                                .find(|level| level.name().eq_ignore_ascii_case(value))
                                .ok_or_else(|| refuse(Problem::BadLevel(value.to_string())))?,
                        );
                    }
                    Header::Clock => {
                        record.clock = Some(
                            parse_clock(value)
                                .ok_or_else(|| refuse(Problem::BadClock(value.to_string())))?,
                        );
                    }
                    Header::Rules => {
                        rules = Some(
                            value
                                .parse::<Rules>()
                                .map_err(|_| refuse(Problem::UnknownRules(value.to_string())))?,
                        );
                        lines.rules = line;
                    }
                    Header::Pits => {
                        pits = Some(
                            number_in(value, MIN_PITS..=MAX_PITS)
                                .ok_or_else(|| refuse(Problem::BadPits(value.to_string())))?,
                        );
                        lines.pits = line;
                    }
                    Header::Seeds => {
                        seeds = Some(
                            number_in(value, MIN_SEEDS..=MAX_SEEDS)
                                .ok_or_else(|| refuse(Problem::BadSeeds(value.to_string())))?,
                        );
                        lines.seeds = line;
                    }
                    Header::Start => {
                        start = Some(
                            value
                                .parse::<Position>()
                                .map_err(|e| refuse(Problem::BadStart(e)))?,
                        );
                    }
                    Header::Result => {
                        result = Some(
                            parse_result(value)
                                .ok_or_else(|| refuse(Problem::BadResult(value.to_string())))?,
                        );
                        lines.result = line;
                    }
                }
                continue;
            }
            for word in content.split(|c: char| c.is_whitespace() || c == ',') {
                if word.is_empty() {
                    continue;
                }
                if move_lines.is_empty() && !word.starts_with(|c: char| c.is_ascii_digit()) {
                    return Err(refuse(Problem::NotAHeader(content.to_string())));
                }
                let pit = word
                    .parse::<u8>()
                    .map_err(|_| refuse(Problem::NotAPit(word.to_string())))?;
                record.moves.push(pit);
                move_lines.push(line);
            }
        }
        if !anything {
            return Err(RecordError::of(0, Problem::Empty));
        }

        record.start = match (start, pits, seeds) {
            (Some(start), Some(pits), _) if start.pits() != pits => {
                return Err(RecordError::of(
                    lines.pits,
                    Problem::PitsDisagree {
                        pits,
                        start: start.pits(),
                    },
                ));
            }
            (Some(start), _, _) => start,
            (None, pits, seeds) => Position::start(pits.unwrap_or(6), seeds.unwrap_or(4))
                .expect("pits and seeds were checked"),
        };
        // The rules header names the rules; a start position that names them must agree.
        match (rules, start.map(|start| start.rules())) {
            (Some(header), Some(named)) if !named.is_standard() && named != header => {
                return Err(RecordError::of(
                    lines.rules,
                    Problem::UnknownRules(format!("{header} (the start position says {named})")),
                ));
            }
            (Some(header), _) => record.start = record.start.with_rules(header),
            (None, _) => {}
        }
        if let Some(seeds) = seeds
            && record.seeds() != Some(seeds)
        {
            return Err(RecordError::of(lines.seeds, Problem::SeedsDisagree(seeds)));
        }
        record.replay().map_err(|mut error| {
            if let Problem::IllegalMove { number, .. } | Problem::MoveAfterEnd { number, .. } =
                error.problem
            {
                error.line = move_lines[number - 1];
            }
            error
        })?;
        if let Some((written, ending)) = result {
            record.ending = ending;
            let replayed = record.result();
            // A finished board is checked to the seed; a resignation or a loss on time only needs the game to
            // have been still going.
            let agrees = match ending {
                Ending::Board => written == replayed,
                Ending::Resigned(_) | Ending::Time(_) => !record.end().is_over(),
            };
            if !agrees {
                record.ending = Ending::Board;
                return Err(RecordError::of(
                    lines.result,
                    Problem::WrongResult {
                        written,
                        replayed: record.result(),
                    },
                ));
            }
        }
        Ok(record)
    }
}

/// A whole number within `range`.
fn number_in(text: &str, range: std::ops::RangeInclusive<u8>) -> Option<u8> {
    text.parse().ok().filter(|n| range.contains(n))
}

fn parse_clock(text: &str) -> Option<TimeControl> {
    let (minutes, increment) = text.split_once('+')?;
    Some(TimeControl {
        minutes: minutes.trim().parse().ok().filter(|&m| m > 0)?,
        increment: increment.trim().parse().ok()?,
    })
}

/// A result header as written and what it says of the ending.
fn parse_result(text: &str) -> Option<(String, Ending)> {
    let words: Vec<String> = text
        .split_whitespace()
        .map(str::to_ascii_lowercase)
        .collect();
    let side = |word: &str| match word {
        "south" => Some(Side::South),
        "north" => Some(Side::North),
        _ => None,
    };
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    match words.as_slice() {
        ["*"] => Some(("*".to_string(), Ending::Board)),
        [who, "resigned"] => {
            let side = side(who)?;
            Some((format!("{} resigned", side.name()), Ending::Resigned(side)))
        }
        [who, "lost", "on", "time"] => {
            let side = side(who)?;
            Some((format!("{} lost on time", side.name()), Ending::Time(side)))
        }
        [score] => {
            let (south, north) = score.split_once('-')?;
            let (south, north): (u8, u8) = (south.parse().ok()?, north.parse().ok()?);
            Some((format!("{south}-{north}"), Ending::Board))
        }
        _ => None,
    }
}
