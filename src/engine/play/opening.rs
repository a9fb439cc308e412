//! A Congklak round's opening, in which both players sow at once, as a sequence of holes chosen: it keeps the
//! choices made, so that a saved game (or an online game on the server) replays them, and says who chooses
//! next and what the board shows meanwhile. The sowing itself is `simultaneous`'s.

use crate::engine::simultaneous::{Event, SimultaneousStart, Timed};
use crate::engine::{BySide, Cell, MoveError, Position, Score, Side};

/// A round's opening: each player chooses a hole, and both hands sow at once.
#[derive(Clone, Debug, PartialEq)]
pub struct Opening {
    /// The round's first position, before either hand lifted a hole.
    pub round_start: Position,
    /// The holes chosen, in the order the start asks for them: South's first, North's first, then each hole a
    /// hand that reached its store went on from.
    pub picks: Vec<u8>,
    /// Under way once both first holes are chosen.
    phase: Option<SimultaneousStart>,
}

/// A stretch of the opening for the board to show: the board before it and what both hands did, tick by tick
/// (tick 0 is the lifting of the holes just chosen).
#[derive(Clone, Debug)]
pub struct Run {
    pub before: Position,
    pub events: Vec<Timed>,
}

impl Opening {
    pub fn new(round_start: Position) -> Opening {
        Opening {
            round_start,
            picks: Vec::new(),
            phase: None,
        }
    }

    /// An opening replayed from its holes chosen (a saved game); refused where one could not be chosen then.
    pub fn replay(round_start: Position, picks: &[u8]) -> Result<Opening, MoveError> {
        let mut opening = Opening::new(round_start);
        for &pit in picks {
            opening.choose(pit)?;
        }
        Ok(opening)
    }

    /// The side that chooses a hole now; `None` once the opening is over.
    pub fn chooser(&self) -> Option<Side> {
        match (self.picks.len(), &self.phase) {
            (0, _) => Some(Side::South),
            (1, _) => Some(Side::North),
            (_, Some(phase)) => phase.waiting(),
            (_, None) => None,
        }
    }

    /// Both hands under way, once both first holes are chosen.
    pub fn phase(&self) -> Option<&SimultaneousStart> {
        self.phase.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.phase.as_ref().is_some_and(SimultaneousStart::is_done)
    }

    /// The board as the players see it, the chooser to move. Before both hands start, the round's start: South's
    /// first hole stays hidden from North until North has chosen too.
    pub fn board(&self) -> Position {
        match &self.phase {
            Some(phase) if phase.is_done() => phase.position(),
            Some(phase) => phase.board(),
            None => self
                .round_start
                .with_to_move(self.chooser().unwrap_or(Side::South)),
        }
    }

    /// The seeds `side`'s hand holds between two choices, and the cell it is over.
    pub fn in_hand(&self, side: Side) -> Option<(Cell, u8)> {
        self.phase.as_ref()?.in_hand(side)
    }

    /// The chooser lifts `pit`. South's first choice waits, hidden, for North's; after that every choice sets
    /// the hands sowing up to the next choice or the end, and that stretch is returned to be shown.
    pub fn choose(&mut self, pit: u8) -> Result<Option<Run>, MoveError> {
        let chooser = self.chooser().ok_or(MoveError::NotYourChoice)?;
        let before = self.board();
        let lifted = match self.picks.as_slice() {
            [] => {
                if !before.legal_moves().any(|legal| legal == pit) {
                    return Err(self.refusal(Side::South, pit));
                }
                self.picks.push(pit);
                return Ok(None);
            }
            &[south] => {
                self.phase = Some(SimultaneousStart::new(&self.round_start, south, pit)?);
                [(Side::South, south), (Side::North, pit)]
                    .map(|(side, pit)| Event::Lift {
                        side,
                        from: Cell::Pit { side, pit },
                        seeds: self.round_start.seeds(side, pit),
                    })
                    .to_vec()
            }
            _ => {
                let phase = self.phase.as_mut().ok_or(MoveError::NotYourChoice)?;
                vec![phase.choose(chooser, pit)?]
            }
        };
        self.picks.push(pit);
        let phase = self.phase.as_mut().expect("both first holes are chosen");
        let mut events: Vec<Timed> = lifted
            .into_iter()
            .map(|event| Timed { tick: 0, event })
            .collect();
        events.extend(phase.run());
        Ok(Some(Run { before, events }))
    }

    /// The position the round goes on from, once both hands are done.
    pub fn outcome(&self) -> Option<Position> {
        self.phase
            .as_ref()
            .filter(|phase| phase.is_done())
            .map(SimultaneousStart::position)
    }

    /// Why `pit` cannot be `side`'s first hole, as the engine says it of any move.
    fn refusal(&self, side: Side, pit: u8) -> MoveError {
        self.round_start
            .with_to_move(side)
            .play(pit)
            .err()
            .unwrap_or(MoveError::NotYourChoice)
    }
}

/// The rounds each side has won in `rounds`.
pub fn rounds_won(rounds: &[Score]) -> BySide<usize> {
    BySide::from_fn(|side| {
        rounds
            .iter()
            .filter(|round| round.winner() == Some(side))
            .count()
    })
}
