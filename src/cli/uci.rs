//! `uci`: Otto as an engine of the Universal Chess Interface, in the adapted form the Mancala engines speak
//! (Aalina's among them), so that a match runner or a desktop interface can drive it over standard input and
//! output. See docs/uci.md for the commands and the move letters.
//!
//! The search runs on a thread of its own, so `stop`, `isready` and `quit` are answered while it thinks.

use std::io::{BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::engine::{Ai, Basis, Budget, Level, Position, Rules, Side};

/// The time a move takes when `go` names none.
const DEFAULT_MOVE_TIME: Duration = Duration::from_secs(1);
/// `go infinite`'s time: until `stop`. (A year: the budget's shares of it are worked out in floating point.)
const THINKING_FOREVER: Duration = Duration::from_secs(365 * 24 * 3600);

/// A sowing as the engines write it: the side to move's pit 1..m as a letter, `A`.. for South and `a`.. for
/// North (the pits are numbered, as everywhere in the game, from the end farthest from their owner's store).
pub fn move_text(side: Side, pit: u8) -> String {
    let first = match side {
        Side::South => b'A',
        Side::North => b'a',
    };
    char::from(first + pit - 1).to_string()
}

/// The pit a move's letter names in `position`, if it is the side to move's letter of a pit that may be sown.
pub fn parse_move(position: &Position, text: &str) -> Result<u8, UciError> {
    let side = position.to_move();
    let letter = match text.as_bytes() {
        [letter] => *letter,
        _ => return Err(UciError::NotALetter(text.to_string())),
    };
    let (first, whose) = match side {
        Side::South => (b'A', "South's moves are A"),
        Side::North => (b'a', "North's moves are a"),
    };
    let last = first + position.pits() - 1;
    if !(first..=last).contains(&letter) {
        return Err(UciError::NotTheMoversLetter {
            text: text.to_string(),
            whose,
            last: char::from(last),
        });
    }
    let pit = letter - first + 1;
    if !position.legal_moves().contains(pit) {
        return Err(UciError::NotSowable {
            text: text.to_string(),
            position: *position,
        });
    }
    Ok(pit)
}

/// The position a `position` command names: `startpos` or `text <position text>`, then optionally `moves` and
/// the moves; with the line of positions the game went through (for Oware's repetitions).
pub fn parse_position_command(
    words: &[&str],
    rules: Rules,
) -> Result<(Position, Vec<Position>), UciError> {
    let (mut position, rest) = match words {
        ["startpos", rest @ ..] => (start(rules), rest),
        ["text", rest @ ..] => {
            // The position's text has spaces of its own: it runs to `moves` or the end of the line.
            let end = rest
                .iter()
                .position(|&word| word == "moves")
                .unwrap_or(rest.len());
            let position = super::parse_position(&rest[..end].join(" "), rules)
                .map_err(|error| UciError::Position(Box::new(error)))?;
            (position, &rest[end..])
        }
        _ => return Err(UciError::NoStart),
    };
    let moves = match rest {
        [] => &[][..],
        ["moves", moves @ ..] => moves,
        _ => {
            return Err(UciError::NotMoves(rest[0].to_string()));
        }
    };
    let mut line = vec![position];
    // Each move is one letter; the engines of this protocol write a game's moves as one word ("AfA"), and
    // chess's drivers a word a move: both are read.
    let letters = moves.iter().flat_map(|word| word.chars());
    for letter in letters {
        let pit = parse_move(&position, letter.encode_utf8(&mut [0; 4]))?;
        position = position
            .play_in_line(pit, &line)
            .expect("parse_move gives only sowable pits")
            .0;
        line.push(position);
    }
    Ok((position, line))
}

/// Why a line of the protocol was not followed: said back as `info string error: ...`, and the engine goes on.
#[derive(Debug, thiserror::Error)]
pub enum UciError {
    #[error("'{0}' is not a move: expected one letter")]
    NotALetter(String),
    #[error("'{text}' is not a move of the side to move: {whose} to {last}")]
    NotTheMoversLetter {
        text: String,
        whose: &'static str,
        last: char,
    },
    #[error("'{text}' may not be sown in {position}")]
    NotSowable { text: String, position: Position },
    #[error("expected 'position startpos' or 'position text <position>'")]
    NoStart,
    #[error("{0}")]
    Position(Box<super::CliError>),
    #[error("expected 'moves' after the position, not '{0}'")]
    NotMoves(String),
    #[error("'movetime' needs a number of milliseconds")]
    MoveTime,
    #[error(transparent)]
    Option(super::choices::UnknownChoice),
    #[error("threads are 1 to {MAX_THREADS}, not '{0}'")]
    Threads(String),
    #[error("no option '{0}'")]
    NoOption(String),
}

/// The start of the game `rules` plays: Oware's 6 pits of 4, Kalah's 6 of 4.
pub fn start(rules: Rules) -> Position {
    Position::standard().with_rules(rules)
}

/// What `go` asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Go {
    /// Think this long.
    MoveTime(Duration),
    /// Think until `stop`.
    Infinite,
}

fn parse_go(words: &[&str]) -> Result<Go, UciError> {
    let mut go = Go::MoveTime(DEFAULT_MOVE_TIME);
    let mut words = words.iter();
    while let Some(&word) = words.next() {
        match word {
            "movetime" => {
                let ms = words
                    .next()
                    .and_then(|ms| ms.parse::<u64>().ok())
                    .ok_or(UciError::MoveTime)?;
                go = Go::MoveTime(Duration::from_millis(ms));
            }
            "infinite" => go = Go::Infinite,
            // Clock-based controls and the rest: the default time a move.
            _ => {}
        }
    }
    Ok(go)
}

/// Otto at `level`, with the largest endgame table in the cache folder (`mancala endgame` builds a larger one)
/// if the level needs one.
fn otto(settings: UciOptions, rules: Rules, pits: u8) -> Ai {
    let table = settings
        .level
        .needs_endgame()
        .then(|| crate::cache::largest_kept(rules, pits, 2));
    let mut ai = Ai::with_endgame(settings.level, table, settings.seed);
    ai.set_threads(settings.threads);
    ai
}

/// Who Otto is, as the command line and `setoption` set it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UciOptions {
    pub level: Level,
    pub seed: u64,
    /// Hard's search threads.
    pub threads: usize,
}

/// The most search threads `setoption name Threads` takes.
const MAX_THREADS: usize = 64;

/// A search under way.
struct Thinking {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<()>,
    /// `go infinite`: thinks until told to stop.
    infinite: bool,
}

struct Engine<W: Write + Send + 'static> {
    rules: Rules,
    settings: UciOptions,
    ai: Arc<Mutex<Option<Ai>>>,
    position: Position,
    out: Arc<Mutex<W>>,
    thinking: Option<Thinking>,
}

impl<W: Write + Send + 'static> Engine<W> {
    fn say(&self, text: &str) {
        let mut out = self
            .out
            .lock()
            .expect("no thread panics holding the output");
        // A driver that has gone away is no error of ours: the loop ends at the end of its input.
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    }

    /// Ends the search under way, if any, once it has said its move.
    fn stop(&mut self) {
        if let Some(thinking) = self.thinking.take() {
            thinking.stop.store(true, Ordering::Relaxed);
            let _ = thinking.thread.join();
        }
    }

    /// One line of the driver's; false at `quit`.
    fn command(&mut self, line: &str) -> bool {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            [] => {}
            ["uci"] => {
                self.say(&format!(
                    "id name Otto (mancala {})",
                    env!("CARGO_PKG_VERSION")
                ));
                self.say("id author the mancala authors");
                self.say("option name Level type combo default hard var easy var medium var hard");
                self.say(&format!(
                    "option name Threads type spin default 1 min 1 max {MAX_THREADS}"
                ));
                self.say("uciok");
            }
            ["isready"] => {
                // Otto is made here when it can be (its endgame table read or built), so that the first move's
                // time is all thinking; while a search runs, at once.
                if self.thinking.is_none() {
                    let (settings, rules, pits) = (self.settings, self.rules, self.position.pits());
                    let mut ai = self.ai.lock().expect("no thread panics holding Otto");
                    ai.get_or_insert_with(|| otto(settings, rules, pits));
                }
                self.say("readyok");
            }
            ["ucinewgame"] => {
                self.stop();
                self.position = start(self.rules);
            }
            ["setoption", "name", name, "value", value] => {
                let settings = if name.eq_ignore_ascii_case("level") {
                    super::choices::one_of::<Level>(value)
                        .map(|level| UciOptions {
                            level,
                            ..self.settings
                        })
                        .map_err(UciError::Option)
                } else if name.eq_ignore_ascii_case("threads") {
                    match value.parse::<usize>() {
                        Ok(threads @ 1..=MAX_THREADS) => Ok(UciOptions {
                            threads,
                            ..self.settings
                        }),
                        _ => Err(UciError::Threads(value.to_string())),
                    }
                } else {
                    Err(UciError::NoOption(name.to_string()))
                };
                match settings {
                    Ok(settings) => {
                        self.stop();
                        let mut ai = self.ai.lock().expect("no thread panics holding Otto");
                        if settings.level != self.settings.level {
                            *ai = None;
                        } else if let Some(ai) = ai.as_mut() {
                            ai.set_threads(settings.threads);
                        }
                        self.settings = settings;
                    }
                    Err(message) => self.say(&format!("info string error: {message}")),
                }
            }
            ["position", rest @ ..] => {
                self.stop();
                match parse_position_command(rest, self.rules) {
                    Ok((position, _)) => self.position = position,
                    Err(message) => self.say(&format!("info string error: {message}")),
                }
            }
            ["go", rest @ ..] => {
                self.stop();
                match parse_go(rest) {
                    Ok(go) => self.go(go),
                    Err(message) => self.say(&format!("info string error: {message}")),
                }
            }
            ["stop"] => self.stop(),
            ["quit"] => {
                self.stop();
                return false;
            }
            // The protocol's commands that change nothing here.
            ["debug", ..] | ["ponderhit"] | ["register", ..] => {}
            _ => self.say(&format!("info string unknown command '{line}'")),
        }
        true
    }

    /// Starts thinking about the current position; says `bestmove` when done.
    fn go(&mut self, go: Go) {
        let position = self.position;
        if position.legal_moves().count() == 0 {
            self.say("info string the game is over");
            self.say("bestmove (none)");
            return;
        }
        let stop = Arc::new(AtomicBool::new(false));
        let (ai, out, settings, rules) = (
            Arc::clone(&self.ai),
            Arc::clone(&self.out),
            self.settings,
            self.rules,
        );
        let cancel = Arc::clone(&stop);
        let thread = std::thread::spawn(move || {
            let started = Instant::now();
            let mut ai = ai.lock().expect("no thread panics holding Otto");
            let ai = ai.get_or_insert_with(|| otto(settings, rules, position.pits()));
            let time = match go {
                Go::MoveTime(time) => time,
                Go::Infinite => THINKING_FOREVER,
            };
            // `stop` reads as the clock running out, which ends every level's search at once.
            let elapsed = || {
                if cancel.load(Ordering::Relaxed) {
                    THINKING_FOREVER
                } else {
                    started.elapsed()
                }
            };
            let budget = Budget {
                clock: Some((&elapsed, time)),
                nodes: None,
                cancel: None,
            };
            let text = match ai.choose(&position, &budget) {
                Some(choice) => {
                    let basis = match choice.basis {
                        Basis::Searched(depth) => format!("info depth {depth}\n"),
                        Basis::Proven(value) => format!("info string proved {value:+}\n"),
                        Basis::Instinct => String::new(),
                    };
                    format!(
                        "{basis}bestmove {}",
                        move_text(position.to_move(), choice.pit)
                    )
                }
                None => "bestmove (none)".to_string(),
            };
            // `go infinite` answers only when told to stop, even when the book or the table answered at once.
            while go == Go::Infinite && !cancel.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(5));
            }
            let mut out = out.lock().expect("no thread panics holding the output");
            let _ = writeln!(out, "{text}");
            let _ = out.flush();
        });
        self.thinking = Some(Thinking {
            stop,
            thread,
            infinite: go == Go::Infinite,
        });
    }
}

/// Reads the driver's commands from `input` until `quit` or its end, answering on `out`.
pub fn run<W: Write + Send + 'static>(
    input: impl BufRead,
    out: W,
    rules: Rules,
    settings: UciOptions,
) {
    let mut engine = Engine {
        rules,
        settings,
        ai: Arc::new(Mutex::new(None)),
        position: start(rules),
        out: Arc::new(Mutex::new(out)),
        thinking: None,
    };
    for line in input.lines() {
        let Ok(line) = line else { break };
        if !engine.command(line.trim()) {
            return;
        }
    }
    // The end of the input: the move being thought about is still said (at once, if it was to think forever).
    if let Some(thinking) = engine.thinking.take() {
        if thinking.infinite {
            thinking.stop.store(true, Ordering::Relaxed);
        }
        let _ = thinking.thread.join();
    }
}
