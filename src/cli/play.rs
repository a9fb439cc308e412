//! `mancala play`: moves played from a position, printed as the position reached or as JSON with every
//! sowing's trace (its drops, laps, capture and the end's sweep) for scripts that replay a game.

use serde::Serialize;

use super::{CliError, to_json};
use crate::engine::{BySide, Cell, EndReason, Lap, Position, Score, Side, Sowing, Take};

/// Pit numbers separated by spaces or commas, e.g. "3 6 1".
pub fn parse_moves(moves: &str) -> Result<Vec<u8>, CliError> {
    moves
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .enumerate()
        .map(|(index, word)| {
            word.parse().map_err(|_| CliError::NotAPitNumber {
                number: index + 1,
                word: word.to_string(),
            })
        })
        .collect()
}

pub fn play(start: Position, moves: &str, json: bool) -> Result<String, CliError> {
    let mut position = start;
    let mut line = vec![start];
    let mut trace = Vec::new();
    for (index, pit) in parse_moves(moves)?.into_iter().enumerate() {
        let (next, sowing) =
            position
                .play_in_line(pit, &line)
                .map_err(|source| CliError::Refused {
                    number: index + 1,
                    pit,
                    position,
                    source,
                })?;
        let laps = position
            .laps(pit)
            .expect("a move that can be played has laps");
        let takes = position
            .takes(pit)
            .expect("a move that can be played has its takes");
        position = next;
        line.push(next);
        trace.push(SowingJson::new(&sowing, &laps, &takes));
    }
    // A position given over prints as the end it is, as one a sowing ended does.
    let position = position.settled();
    let outcome = position.outcome();
    if json {
        let score = position.score();
        return Ok(to_json(&PlayJson {
            start: start.to_string(),
            position: position.to_string(),
            over: outcome.is_some(),
            score,
            winner: outcome.map(|s| s.winner().map_or("draw", Side::name)),
            trace,
        }));
    }
    let mut text = position.to_string();
    if let Some(score) = outcome {
        let verdict = match score.winner() {
            Some(side) => format!("{side} wins by {}", score.margin(side)),
            None => "a draw".to_string(),
        };
        text.push_str(&format!(
            "\ngame over: South {}, North {}: {verdict}",
            score.south, score.north
        ));
    }
    Ok(text)
}

#[derive(Serialize)]
struct PlayJson {
    start: String,
    position: String,
    over: bool,
    /// Final scores once the game is over; until then each side's store plus its row.
    score: Score,
    /// "South", "North" or "draw" once the game is over.
    winner: Option<&'static str>,
    trace: Vec<SowingJson>,
}

#[derive(Serialize)]
struct SowingJson {
    side: &'static str,
    pit: u8,
    seeds: u8,
    /// Every drop of the sowing, its relays' too.
    drops: Vec<CellJson>,
    /// Each lift and what it dropped: one lap, or in Congklak one more for each relay.
    laps: Vec<LapJson>,
    capture: Option<CaptureJson>,
    /// Oware: the opponent's pits taken.
    taken: Option<TakenJson>,
    /// Ô ăn quan: each square captured, in the order taken (left out in the other families).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    takes: Vec<TakeJson>,
    /// Oware: the sowing would have taken all the opponent's seeds, so it took none.
    grand_slam: bool,
    extra_turn: bool,
    sweep: Option<SweepJson>,
}

#[derive(Serialize)]
struct LapJson {
    from: CellJson,
    seeds: u8,
    drops: Vec<CellJson>,
}

#[derive(Serialize)]
struct CaptureJson {
    pit: u8,
    opposite: u8,
    to_store: u8,
}

#[derive(Serialize)]
struct TakenJson {
    first: u8,
    last: u8,
    seeds: u8,
}

#[derive(Serialize)]
struct TakeJson {
    /// The square (or mandarin square) captured.
    square: CellJson,
    citizens: u8,
    /// Its mandarin went with it.
    mandarin: bool,
}

#[derive(Serialize)]
struct SweepJson {
    reason: &'static str,
    /// Each row's seeds, as `south` and `north` beside `reason`.
    #[serde(flatten)]
    seeds: BySide<u8>,
}

#[derive(Serialize)]
struct CellJson {
    side: &'static str,
    /// The pit number, or `None` for the store.
    pit: Option<u8>,
    /// Ô ăn quan: the mandarin square after `side`'s row (left out elsewhere).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    mandarin: bool,
}

impl SowingJson {
    fn new(sowing: &Sowing, laps: &[Lap], takes: &[Take]) -> SowingJson {
        SowingJson {
            side: sowing.mover.name(),
            pit: sowing.pit,
            seeds: sowing.seeds,
            drops: laps
                .iter()
                .flat_map(|lap| &lap.drops)
                .map(|&cell| CellJson::new(cell))
                .collect(),
            laps: laps
                .iter()
                .map(|lap| LapJson {
                    from: CellJson::new(lap.from),
                    seeds: lap.seeds,
                    drops: lap.drops.iter().map(|&cell| CellJson::new(cell)).collect(),
                })
                .collect(),
            capture: sowing.capture.map(|c| CaptureJson {
                pit: c.pit,
                opposite: c.opposite,
                to_store: sowing.captured().unwrap_or(c.opposite),
            }),
            taken: sowing.taken().map(|t| TakenJson {
                first: t.first,
                last: t.last,
                seeds: t.seeds,
            }),
            takes: takes
                .iter()
                .map(|take| TakeJson {
                    square: CellJson::new(take.cell),
                    citizens: take.citizens,
                    mandarin: take.mandarin,
                })
                .collect(),
            grand_slam: sowing.grand_slam(),
            extra_turn: sowing.extra_turn,
            sweep: sowing.sweep.map(|s| SweepJson {
                reason: match s.reason {
                    EndReason::RowEmpty => "row empty",
                    EndReason::SowingLimit => "sowing limit",
                    EndReason::NoMove => "no move",
                    EndReason::Majority => "more than half taken",
                    EndReason::Repetition => "repetition",
                    EndReason::MandarinsTaken => "mandarins taken",
                },
                seeds: s.seeds,
            }),
        }
    }
}

impl CellJson {
    fn new(cell: Cell) -> CellJson {
        match cell {
            Cell::Pit { side, pit } => CellJson {
                side: side.name(),
                pit: Some(pit),
                mandarin: false,
            },
            Cell::Store(side) => CellJson {
                side: side.name(),
                pit: None,
                mandarin: false,
            },
            Cell::Mandarin(side) => CellJson {
                side: side.name(),
                pit: None,
                mandarin: true,
            },
        }
    }
}
