//! Position text: South pits 1..m, South store, North pits 1..m, North store, comma-separated, a space, the side
//! to move. The standard start is `4,4,4,4,4,4,0,4,4,4,4,4,4,0 S`. A position played by house rules names them
//! after a second space: `4,4,4,4,4,4,0,4,4,4,4,4,4,0 S kalah+empty-capture` (see [`Rules`]). A burnt
//! Congklak hole is written `x`: `7,7,7,7,7,x,x,0,...`.
//!
//! Ô ăn quan's ring has a mandarin square where Kalah has a store (after each row); one that still holds its
//! mandarin is written `Q` before its citizens (`Q`, `Q3`). Each player's captures follow the ring, South's
//! first: citizens, a `Q` for each mandarin taken, and `-n` for citizens borrowed and owed. The start is
//! `5,5,5,5,5,Q,5,5,5,5,5,Q 0,0 S oanquan`; later, say, `0,2,0,1,6,Q4,3,0,0,7,1,0 12Q,9-3 N oanquan`.

use std::fmt;
use std::str::FromStr;

use super::ruleset::{Family, KALAH, Rules, UnknownRules};
use super::{
    BySide, Cell, End, MAX_HOLES, MAX_TOTAL_SEEDS, MIN_PITS, Pile, Position, SetupError, Side,
};

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, cell) in self.rules().ring(self.pits()).enumerate() {
            if index > 0 {
                f.write_str(",")?;
            }
            match cell {
                Cell::Pit { side, pit } if self.is_burnt(side, pit) => f.write_str("x")?,
                Cell::Mandarin(side) if self.end(side).mandarin => match self.end(side).citizens {
                    0 => f.write_str("Q")?,
                    citizens => write!(f, "Q{citizens}")?,
                },
                _ => write!(f, "{}", self.count(cell))?,
            }
        }
        if self.rules().is_quan() {
            let pile = |side| {
                let pile = self.pile(side);
                let owed = match pile.borrowed {
                    0 => String::new(),
                    borrowed => format!("-{borrowed}"),
                };
                let mandarins = "Q".repeat(usize::from(pile.mandarins));
                format!("{}{mandarins}{owed}", pile.citizens)
            };
            write!(f, " {},{}", pile(Side::South), pile(Side::North))?;
        }
        write!(f, " {}", self.to_move().letter())?;
        if !self.rules().is_standard() {
            write!(f, " {}", self.rules())?;
        }
        Ok(())
    }
}

/// What is wrong with a position text, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParsePositionError {
    Empty,
    MissingSide,
    BadSide(String),
    OddLayout {
        numbers: usize,
        family: Family,
    },
    WrongCount {
        numbers: usize,
        family: Family,
    },
    BadNumber {
        index: usize,
        cell: Cell,
        text: String,
        problem: NumberProblem,
    },
    TooManySeeds(u32),
    Rules(UnknownRules),
    /// An `x` (a burnt hole) where the rules burn none, or in a store, or in a hole with seeds.
    Burnt {
        index: usize,
        cell: Cell,
        why: SetupError,
    },
    /// Ô ăn quan: a `Q` (a mandarin) anywhere but on a mandarin square.
    MandarinOnSquare {
        index: usize,
        cell: Cell,
    },
    /// Ô ăn quan: the captures after the ring are missing or not two piles such as `12Q,9-3`.
    Piles(String),
    /// Ô ăn quan: more mandarins than two, or more citizens borrowed than can be owed.
    Quan(SetupError),
}

/// What is wrong with one number of a position text.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberProblem {
    Missing,
    Negative,
    NotAWholeNumber,
    TooLarge,
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let fewest = 2 * usize::from(MIN_PITS) + 2;
        let most = 2 * usize::from(MAX_HOLES) + 2;
        match self {
            ParsePositionError::Empty => f.write_str(
                "the position is empty: expected the seed counts, a space and S or N, \
                 e.g. '4,4,4,4,4,4,0,4,4,4,4,4,4,0 S'",
            ),
            ParsePositionError::MissingSide => f.write_str(
                "the side to move is missing at the end: expected the seed counts, a space and S or N",
            ),
            ParsePositionError::BadSide(side) => {
                write!(f, "the side to move at the end is '{side}': expected S or N")
            }
            ParsePositionError::OddLayout { numbers, family } => {
                let (fewest, most) = match family {
                    Family::Kalah => (fewest, most),
                    family => {
                        let boards = family.boards();
                        let numbers = |pits: u8| 2 * usize::from(pits) + 2;
                        (numbers(boards.fewest_pits), numbers(boards.most_pits))
                    }
                };
                write!(
                    f,
                    "{numbers} numbers cannot be split into two equal rows {}: expected {}",
                    BoardWords::of(*family).ends,
                    counts(fewest, most, "an even count of ")
                )
            }
            ParsePositionError::WrongCount { numbers, family } => {
                let boards = family.boards();
                let words = BoardWords::of(*family);
                write!(
                    f,
                    "{numbers} numbers make {} {} a side: {} board has {} ({})",
                    numbers.saturating_sub(2) / 2,
                    words.pits,
                    words.a_board,
                    counts(usize::from(boards.fewest_pits), usize::from(boards.most_pits), ""),
                    counts(
                        2 * usize::from(boards.fewest_pits) + 2,
                        2 * usize::from(boards.most_pits) + 2,
                        ""
                    ) + " numbers",
                )
            }
            ParsePositionError::BadNumber {
                index,
                cell,
                text,
                problem,
            } => {
                write!(f, "number {index} ({cell}) ")?;
                match problem {
                    NumberProblem::Missing => f.write_str("is missing between two commas"),
                    NumberProblem::Negative => write!(f, "is '{text}': seed counts cannot be negative"),
                    NumberProblem::NotAWholeNumber => write!(f, "is '{text}': not a whole number"),
                    NumberProblem::TooLarge => {
                        write!(f, "is '{text}': larger than the {MAX_TOTAL_SEEDS} seeds a board holds")
                    }
                }
            }
            ParsePositionError::TooManySeeds(total) => {
                write!(f, "{total} seeds in all: a board holds at most {MAX_TOTAL_SEEDS}")
            }
            ParsePositionError::Rules(unknown) => write!(f, "the rules at the end: {unknown}"),
            ParsePositionError::Burnt { index, cell, why } => {
                write!(f, "number {index} ({cell}) is x, a burnt hole: {why}")
            }
            ParsePositionError::MandarinOnSquare { index, cell } => write!(
                f,
                "number {index} ({cell}) has a mandarin (Q): only the mandarin squares, after each \
                 row, hold one"
            ),
            ParsePositionError::Piles(text) => write!(
                f,
                "the captures '{text}': expected South's and North's after the board, such as \
                 '12Q,9-3' (citizens, a Q for each mandarin taken, -n for citizens owed)"
            ),
            ParsePositionError::Quan(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for ParsePositionError {}

/// How a family's board is spoken of when its text has the wrong count.
struct BoardWords {
    /// What a row is made of.
    pits: &'static str,
    /// What follows each row.
    ends: &'static str,
    a_board: &'static str,
}

impl BoardWords {
    fn of(family: Family) -> BoardWords {
        let (pits, ends, a_board) = match family {
            Family::Kalah => ("pits", "with a store each", "a Kalah"),
            Family::Oware => ("pits", "with each player's captures", "an Oware"),
            Family::Congklak => ("holes", "with a store each", "a Congklak"),
            Family::Sungka => ("holes", "with a store each", "a Sungka"),
            Family::OAnQuan => (
                "squares",
                "each followed by its mandarin square",
                "an Ô ăn quan",
            ),
        };
        BoardWords {
            pits,
            ends,
            a_board,
        }
    }
}

/// "5" or "5 to 9", after `lead` ("an even count of ").
fn counts(fewest: usize, most: usize, lead: &str) -> String {
    match fewest == most {
        true => format!("{fewest}"),
        false => format!("{lead}{fewest} to {most}"),
    }
}

/// The rules a position's text names after its side to move, if it names any (`None`: it names none; `Some(Err)`:
/// the words there are no rule set).
pub fn named_rules(text: &str) -> Option<Result<Rules, UnknownRules>> {
    let (rest, last) = text.trim().rsplit_once(char::is_whitespace)?;
    let (_, side) = rest.trim_end().rsplit_once(char::is_whitespace)?;
    (side == "S" || side == "N").then(|| last.parse::<Rules>())
}

impl FromStr for Position {
    type Err = ParsePositionError;

    fn from_str(text: &str) -> Result<Position, ParsePositionError> {
        parse(text, KALAH)
    }
}

/// A position's text, played by the rules it names, or by `unnamed` where it names none (standard Kalah for
/// [`str::parse`]; the command line's `--rules`, so that `--rules congklak` reads a nine-hole board).
pub fn parse(text: &str, unnamed: Rules) -> Result<Position, ParsePositionError> {
    let text = text.trim();
    if text.is_empty() {
        return Err(ParsePositionError::Empty);
    }
    // The rule set, if named, follows the side to move.
    let (text, rules) = match named_rules(text) {
        Some(named) => {
            let (rest, _) = text
                .rsplit_once(char::is_whitespace)
                .expect("named rules follow a space");
            (rest.trim_end(), named.map_err(ParsePositionError::Rules)?)
        }
        None => (text, unnamed),
    };
    let (board, side) = text
        .rsplit_once(char::is_whitespace)
        .ok_or(ParsePositionError::MissingSide)?;
    let (board, piles) = if rules.is_quan() {
        let (board, piles) = board
            .trim_end()
            .rsplit_once(char::is_whitespace)
            .ok_or_else(|| ParsePositionError::Piles(String::new()))?;
        (board, Some(parse_piles(piles)?))
    } else {
        (board, None)
    };
    let to_move = match side {
        "S" => Side::South,
        "N" => Side::North,
        _ if side.contains(',') || side.parse::<i64>().is_ok() => {
            return Err(ParsePositionError::MissingSide);
        }
        other => return Err(ParsePositionError::BadSide(other.to_string())),
    };

    let fields: Vec<&str> = board.split(',').map(str::trim).collect();
    let numbers = fields.len();
    if numbers % 2 == 1 {
        return Err(ParsePositionError::OddLayout {
            numbers,
            family: rules.family,
        });
    }
    let pits = numbers / 2 - 1;
    let boards = rules.family.boards();
    if !(usize::from(boards.fewest_pits)..=usize::from(boards.most_pits)).contains(&pits) {
        return Err(ParsePositionError::WrongCount {
            numbers,
            family: rules.family,
        });
    }

    let mut seeds = Vec::with_capacity(numbers);
    let mut burnt = Vec::new();
    let mut mandarins = BySide::new(false, false);
    for (i, (field, cell)) in fields.iter().zip(rules.ring(pits as u8)).enumerate() {
        let field = match field.strip_prefix(['Q', 'q']) {
            Some(rest) if rules.is_quan() => {
                let Cell::Mandarin(end) = cell else {
                    return Err(ParsePositionError::MandarinOnSquare { index: i + 1, cell });
                };
                mandarins[end] = true;
                if rest.is_empty() { "0" } else { rest }
            }
            _ => field,
        };
        // Only Congklak burns holes; elsewhere an x is just not a number.
        if rules.is_relay() && field.eq_ignore_ascii_case("x") {
            burnt.push((i + 1, cell));
            seeds.push(0);
            continue;
        }
        let problem = if field.is_empty() {
            Some(NumberProblem::Missing)
        } else if field.len() > 1
            && field.starts_with('-')
            && field[1..].bytes().all(|b| b.is_ascii_digit())
        {
            Some(NumberProblem::Negative)
        } else if !field.bytes().all(|b| b.is_ascii_digit()) {
            Some(NumberProblem::NotAWholeNumber)
        } else {
            None
        };
        let value = match problem {
            Some(problem) => Err(problem),
            None => field.parse::<u8>().map_err(|_| NumberProblem::TooLarge),
        };
        match value {
            Ok(value) => seeds.push(value),
            Err(problem) => {
                return Err(ParsePositionError::BadNumber {
                    index: i + 1,
                    cell,
                    text: field.to_string(),
                    problem,
                });
            }
        }
    }

    let (south, north) = seeds.split_at(pits + 1);
    if let Some(piles) = piles {
        let squares = |row: &[u8]| row[..pits].try_into().expect("checked: five squares");
        let end = |row: &[u8], side| End {
            citizens: row[pits],
            mandarin: mandarins[side],
        };
        return Position::quan(
            rules,
            BySide::new(squares(south), squares(north)),
            BySide::new(end(south, Side::South), end(north, Side::North)),
            piles,
            to_move,
        )
        .map_err(|error| match error {
            SetupError::TooManySeeds(total) => ParsePositionError::TooManySeeds(total),
            other => ParsePositionError::Quan(other),
        });
    }
    let position = Position::from_rows_by(
        rules,
        &south[..pits],
        south[pits],
        &north[..pits],
        north[pits],
        to_move,
    )
    .map_err(|error| match error {
        SetupError::TooManySeeds(total) => ParsePositionError::TooManySeeds(total),
        // The layout was checked above, so only the total can be wrong.
        other => unreachable!("checked layout refused: {other}"),
    })?;
    burnt
        .into_iter()
        .try_fold(position, |position, (index, cell)| {
            let refuse = |why| ParsePositionError::Burnt { index, cell, why };
            match cell {
                Cell::Pit { side, pit } => position.burn(side, pit).map_err(refuse),
                Cell::Store(_) | Cell::Mandarin(_) => Err(refuse(SetupError::BurntStore)),
            }
        })
}

/// Ô ăn quan's captures, South's then North's: `12Q,9-3`.
fn parse_piles(text: &str) -> Result<BySide<Pile>, ParsePositionError> {
    let refuse = || ParsePositionError::Piles(text.to_string());
    let pile = |one: &str| -> Option<Pile> {
        let (rest, borrowed) = match one.split_once('-') {
            Some((rest, owed)) => (rest, owed.parse::<u8>().ok()?),
            None => (one, 0),
        };
        let digits = rest.trim_end_matches(['Q', 'q']);
        let mandarins = u8::try_from(rest.len() - digits.len()).ok()?;
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Some(Pile {
            citizens: digits.parse().ok()?,
            mandarins,
            borrowed,
        })
    };
    let (south, north) = text.split_once(',').ok_or_else(refuse)?;
    match (pile(south.trim()), pile(north.trim())) {
        (Some(south), Some(north)) => Ok(BySide::new(south, north)),
        _ => Err(refuse()),
    }
}
