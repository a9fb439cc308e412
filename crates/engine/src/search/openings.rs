//! The opening book: the exact value of every move in the standard game's first positions (the start, and each
//! position after its first, second and third sowings), worked out once by the solver and kept as data in
//! `book.txt`. Valuing every move of a position this full takes the solver from 15 s to a minute and a half even
//! with the 20-seed endgame table on two threads (and the game's analysis runs on one), so a new game's analysis
//! and review would otherwise show estimates for that long, and Hard could not play them perfectly in its time.
//! The solver reads the book before it searches ([`crate::Solver::recall`]), so everything that values
//! moves gains from it: the analysis and `mancala analyze`, the review, the coach and Hard.
//!
//! Past those layers it holds Hard's lines: every position after four to nine sowings that Hard can be to move
//! in when it played a best move at each of its turns, with its value and every move that keeps it, so that Hard
//! plays the standard game perfectly from its first move (those positions are too full to prove within Hard's
//! second a move, and its own choices keep their number small: 2,800).
//!
//! The book is one line a position: its text, a colon, and each pit's value in pit order (`-` for a pit that
//! cannot be played), e.g. `4,4,4,4,4,4,0,4,4,4,4,4,4,0 S: -14 -10 +8 -2 -8 +4`; or, for Hard's lines, its text,
//! `=`, its value and the moves that keep it, e.g. `0,7,2,6,6,5,1,4,4,4,4,4,0,1 N = +10 best 3`; `#` begins a
//! comment. It is made with `mancala book --sowings 3 --hard-lines 9`, and the tests check its entries against one
//! another (a move's value is the value of the position it leads to, seen from its mover).

use std::collections::HashMap;
use std::sync::OnceLock;

use crate::rules::{MAX_SOWINGS, ParsePositionError, Position};

/// The book holds every position after 0 to this many sowings from the standard start.
pub const SOWINGS: u32 = 3;

/// Hard's lines go to the positions after this many sowings.
pub const HARD_LINES: u32 = 9;

/// The book itself.
const BOOK: &str = include_str!("book.txt");

/// A book line that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {problem}")]
pub struct BookError {
    /// Counted from 1.
    pub line: usize,
    pub problem: BookProblem,
}

/// What is wrong with a book line (Kalah's book and Oware's share the words).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BookProblem {
    #[error(transparent)]
    Position(#[from] ParsePositionError),
    #[error("no {0} between the position and what follows it")]
    NoSeparator(&'static str),
    #[error("not an Oware position")]
    NotOware,
    #[error("{0}")]
    Shape(&'static str),
    #[error("{values} values for {pits} pits")]
    ValueCount { values: usize, pits: u8 },
    #[error("pit {0} can be played")]
    Playable(u8),
    #[error("pit {0} cannot be played")]
    NotPlayable(u8),
    #[error("{0:?} is not a pit that can be played")]
    NotAMove(String),
    #[error("the {what} {word:?} is not a number")]
    NotANumber { what: &'static str, word: String },
    #[error("the score {0:?} is not in quarter seeds")]
    NotQuarters(String),
    #[error("no best move")]
    NoBest,
}

/// One position of a book and its moves' values (pit, value for the side that plays it), in pit order.
pub type Entry = (Position, Vec<(u8, i32)>);

/// One position of Hard's lines: its value and every move that keeps it, in pit order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    pub position: Position,
    pub value: i32,
    pub best: Vec<u8>,
}

/// A book as its text holds it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Book {
    /// The positions with every move's value.
    pub entries: Vec<Entry>,
    /// Hard's lines.
    pub solved: Vec<Solved>,
}

/// Reads a book's text: each position with a value for exactly its legal moves, or its value and best moves.
pub fn parse(text: &str) -> Result<Book, BookError> {
    let mut book = Book::default();
    for (n, line) in text.lines().enumerate() {
        let fail = |problem: BookProblem| BookError {
            line: n + 1,
            problem,
        };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some((position, solved)) = line.split_once('=') {
            book.solved
                .push(parse_solved(position, solved).map_err(fail)?);
            continue;
        }
        let (position, values) = line
            .split_once(':')
            .ok_or_else(|| fail(BookProblem::NoSeparator("colon")))?;
        let position: Position = position
            .trim()
            .parse()
            .map_err(|e| fail(BookProblem::Position(e)))?;
        let legal = position.legal_moves();
        let words: Vec<&str> = values.split_whitespace().collect();
        if words.len() != usize::from(position.pits()) {
            return Err(fail(BookProblem::ValueCount {
                values: words.len(),
                pits: position.pits(),
            }));
        }
        let mut moves = Vec::new();
        for (pit, word) in (1..=position.pits()).zip(words) {
            match (legal.contains(pit), word) {
                (false, "-") => {}
                (true, "-") => return Err(fail(BookProblem::Playable(pit))),
                (false, _) => return Err(fail(BookProblem::NotPlayable(pit))),
                (true, word) => moves.push((
                    pit,
                    word.parse().map_err(|_| {
                        fail(BookProblem::NotANumber {
                            what: "value",
                            word: word.to_string(),
                        })
                    })?,
                )),
            }
        }
        book.entries.push((position, moves));
    }
    Ok(book)
}

/// `POSITION = VALUE best PIT...`, split at the `=`.
fn parse_solved(position: &str, solved: &str) -> Result<Solved, BookProblem> {
    let position: Position = position.trim().parse()?;
    let words: Vec<&str> = solved.split_whitespace().collect();
    let [value, "best", best @ ..] = words.as_slice() else {
        return Err(BookProblem::Shape(
            "a value, then `best` and the moves that keep it",
        ));
    };
    let value = value.parse().map_err(|_| BookProblem::NotANumber {
        what: "value",
        word: value.to_string(),
    })?;
    let best = best
        .iter()
        .map(|word| match word.parse::<u8>() {
            Ok(pit) if position.legal_moves().contains(pit) => Ok(pit),
            _ => Err(BookProblem::NotAMove(word.to_string())),
        })
        .collect::<Result<Vec<u8>, BookProblem>>()?;
    if best.is_empty() {
        return Err(BookProblem::NoBest);
    }
    Ok(Solved {
        position,
        value,
        best,
    })
}

/// The line of Hard's lines for `position`, its `value` and `best` moves.
pub fn solved_line(position: &Position, value: i32, best: &[u8]) -> String {
    let best: Vec<String> = best.iter().map(u8::to_string).collect();
    format!("{position} = {value:+} best {}", best.join(" "))
}

/// The book line of `position` and its moves' values.
pub fn line(position: &Position, values: &[(u8, i32)]) -> String {
    let words: Vec<String> = (1..=position.pits())
        .map(|pit| match values.iter().find(|&&(p, _)| p == pit) {
            Some((_, value)) => format!("{value:+}"),
            None => "-".to_string(),
        })
        .collect();
    format!("{position}: {}", words.join(" "))
}

/// The book read once, keyed by position with no sowings counted (the book's text counts none).
struct Read {
    entries: HashMap<Position, Vec<(u8, i32)>>,
    solved: HashMap<Position, (i32, Vec<u8>)>,
}

fn book() -> &'static Read {
    static READ: OnceLock<Read> = OnceLock::new();
    READ.get_or_init(|| {
        let book = parse(BOOK).expect("the book is valid: the tests read it");
        Read {
            entries: book.entries.into_iter().collect(),
            solved: book
                .solved
                .into_iter()
                .map(|solved| (solved.position, (solved.value, solved.best)))
                .collect(),
        }
    })
}

/// Whether the book may answer for `position`: the sowing limit far off, as it is in the opening.
fn answers(position: &Position) -> bool {
    position.sowings() < MAX_SOWINGS / 2
}

/// The book's move values for `position` (pit, value for the side that plays it), if it is one of its positions
/// with every move's value.
pub fn move_values(position: &Position) -> Option<&'static [(u8, i32)]> {
    if !answers(position) {
        return None;
    }
    book()
        .entries
        .get(&position.with_sowings(0))
        .map(|values| values.as_slice())
}

/// The value of `position` and every move that keeps it, if it is one of Hard's lines.
pub fn solved(position: &Position) -> Option<(i32, &'static [u8])> {
    if !answers(position) {
        return None;
    }
    book()
        .solved
        .get(&position.with_sowings(0))
        .map(|(value, best)| (*value, best.as_slice()))
}

/// Every position of the book with every move's value, for the tests.
pub fn positions() -> impl Iterator<Item = Position> {
    parse(BOOK)
        .expect("the book is valid")
        .entries
        .into_iter()
        .map(|(position, _)| position)
}

/// Hard's lines, for the tests.
pub fn hard_lines() -> Vec<Solved> {
    parse(BOOK).expect("the book is valid").solved
}
