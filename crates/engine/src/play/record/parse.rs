//! Reading a record: its headers, then its moves replayed through the rules; anything wrong refuses the whole
//! record, naming the line.

use std::str::FromStr;

use chrono::NaiveDate;

use super::{Ending, Problem, Record, RecordError, SWAP, TITLE, TimeControl};
use crate::play::ai::Level;
use crate::play::fair::swap_offered;
use crate::rules::ruleset::Rules;
use crate::rules::{BySide, MAX_HOLES, MAX_SEEDS, MIN_PITS, MIN_SEEDS, Position, Side};

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
            players: BySide::default(),
            level: None,
            clock: None,
            start: Position::standard(),
            moves: Vec::new(),
            swap: None,
            ending: Ending::Board,
        };
        let mut swap_line = 0;
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
                    Header::South => record.players.south = value.to_string(),
                    Header::North => record.players.north = value.to_string(),
                    Header::Level => {
                        record.level = Some(
                            Level::named(&value.to_ascii_lowercase())
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
                            // Each family's own range is checked once the rules are known.
                            number_in(value, MIN_PITS..=MAX_HOLES)
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
                if word.eq_ignore_ascii_case(SWAP) && !move_lines.is_empty() {
                    if record.swap.is_some() {
                        return Err(refuse(Problem::SwapNotOffered {
                            after: record.moves.len(),
                        }));
                    }
                    record.swap = Some(record.moves.len());
                    swap_line = line;
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
            // The family's usual board where the headers leave it out.
            (None, pits, seeds) => Position::start_usual(rules.unwrap_or_default(), pits, seeds)
                .map_err(|refused| {
                    RecordError::of(lines.pits, Problem::BoardNotForRules(refused.to_string()))
                })?,
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
        if let Some(after) = record.swap
            && !swap_offered(&record.start, &record.moves[..after])
        {
            return Err(RecordError::of(
                swap_line,
                Problem::SwapNotOffered { after },
            ));
        }
        if let Some((written, ending)) = result {
            record.ending = ending;
            let replayed = record.result();
            // A finished board is checked to the seed; a resignation or a loss on time only needs the game to
            // have been still going.
            let agrees = match ending {
                Ending::Board => written == replayed,
                Ending::Resigned(_)
                | Ending::Time(_)
                | Ending::Agreed
                | Ending::Abandoned(_)
                | Ending::Aborted => !record.end().is_over(),
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
        ["draw", "agreed"] => Some(("Draw agreed".to_string(), Ending::Agreed)),
        ["aborted"] => Some(("Aborted".to_string(), Ending::Aborted)),
        [who, "abandoned"] => {
            let side = side(who)?;
            Some((
                format!("{} abandoned", side.name()),
                Ending::Abandoned(side),
            ))
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
