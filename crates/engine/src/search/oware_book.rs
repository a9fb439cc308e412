//! Oware's opening book: Hard's move in every position after 0 to [`SOWINGS`] sowings from the start, each the
//! best move of a search far longer than a move's time (a fixed number of nodes, so the book is made again the
//! same), kept as data in `oware_book.txt`. Unlike Kalah's book ([`super::openings`]) these are not proved
//! values: Oware's first positions are beyond any solver here, so the book holds what the deepest search found,
//! its depth and its score, and Hard plays its move as a search's.
//!
//! One line a position: its text, `->`, the move (pit), `depth` and the search's depth in sowings, `score` and
//! its score in seeds for the mover (stores included; an estimate), e.g.
//! `4,4,4,4,4,4,0,4,4,4,4,4,4,0 S oware -> 6 depth 21 score +0.75`; `#` begins a comment. It is made with
//! `mancala --rules oware book --sowings 3 --nodes 60000000`.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::evaluation::SCALE;
pub use super::openings::{BookError, BookProblem};
use crate::rules::{MAX_SOWINGS, Position};

/// The book holds every position after 0 to this many sowings from the start.
pub const SOWINGS: u32 = 3;

/// The book itself.
const BOOK: &str = include_str!("oware_book.txt");

/// One position's move, as the book holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BookMove {
    pub position: Position,
    pub pit: u8,
    /// The search's depth in sowings.
    pub depth: u32,
    /// Quarter seeds ([`SCALE`]) for the mover, for the whole game.
    pub score: i32,
}

/// The line of `entry`.
pub fn line(entry: &BookMove) -> String {
    format!(
        "{} -> {} depth {} score {:+.2}",
        entry.position,
        entry.pit,
        entry.depth,
        f64::from(entry.score) / f64::from(SCALE)
    )
}

/// Reads a book's text: each position an Oware position with the move a legal one.
pub fn parse(text: &str) -> Result<Vec<BookMove>, BookError> {
    let mut book = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        book.push(parse_line(line).map_err(|problem| BookError {
            line: n + 1,
            problem,
        })?);
    }
    Ok(book)
}

fn parse_line(line: &str) -> Result<BookMove, BookProblem> {
    let (position, rest) = line
        .split_once("->")
        .ok_or(BookProblem::NoSeparator("`->`"))?;
    let position: Position = position.trim().parse()?;
    if !position.rules().is_oware() {
        return Err(BookProblem::NotOware);
    }
    let words: Vec<&str> = rest.split_whitespace().collect();
    let [pit, "depth", depth, "score", score] = words.as_slice() else {
        return Err(BookProblem::Shape("a pit, then `depth D score S`"));
    };
    let pit = match pit.parse::<u8>() {
        Ok(pit) if position.legal_moves().contains(pit) => pit,
        _ => return Err(BookProblem::NotAMove(pit.to_string())),
    };
    let depth = depth.parse().map_err(|_| BookProblem::NotANumber {
        what: "depth",
        word: depth.to_string(),
    })?;
    let seeds: f64 = score.parse().map_err(|_| BookProblem::NotANumber {
        what: "score",
        word: score.to_string(),
    })?;
    let quarters = seeds * f64::from(SCALE);
    if quarters.fract() != 0.0 || quarters.abs() > 4096.0 {
        return Err(BookProblem::NotQuarters(score.to_string()));
    }
    Ok(BookMove {
        position,
        pit,
        depth,
        score: quarters as i32,
    })
}

/// Every entry of the book, keyed by position with no sowings counted (the book's text counts none).
fn book() -> &'static HashMap<Position, BookMove> {
    static READ: OnceLock<HashMap<Position, BookMove>> = OnceLock::new();
    READ.get_or_init(|| {
        parse(BOOK)
            .expect("the book is valid: the tests read it")
            .into_iter()
            .map(|entry| (entry.position, entry))
            .collect()
    })
}

/// The book's move for `position`, if it is one of its positions (and the sowing limit far off, as it is in the
/// opening).
pub fn move_for(position: &Position) -> Option<BookMove> {
    if position.sowings() >= MAX_SOWINGS / 2 || !position.rules().is_oware() {
        return None;
    }
    book().get(&position.with_sowings(0)).copied()
}

/// Every entry of the book, for the tests.
pub fn entries() -> Vec<BookMove> {
    parse(BOOK).expect("the book is valid")
}
