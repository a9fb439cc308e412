//! A Congklak round's opening, in which both players sow at once, as a sequence of holes chosen: it keeps the
//! choices made, so that a saved game (or an online game on the server) replays them, and says who chooses
//! next and what the board shows meanwhile. The sowing itself is `simultaneous`'s.

use crate::simultaneous::{Event, SimultaneousStart, Timed};
use crate::{BySide, Cell, MoveError, Position, Score, Side};

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
    /// The side that chooses first and whose seed drops first within a tick: South, or North on a board shown
    /// from North's side (the mirror of a South-first opening).
    first: Side,
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
        Opening::new_first(round_start, Side::South)
    }

    /// An opening in which `first` chooses first and drops first: the mirror of a South-first opening, played
    /// on the mirrored board with the same holes in the same order.
    pub fn new_first(round_start: Position, first: Side) -> Opening {
        Opening {
            round_start,
            picks: Vec::new(),
            phase: None,
            first,
        }
    }

    /// An opening replayed from its holes chosen (a saved game); refused where one could not be chosen then.
    pub fn replay(round_start: Position, picks: &[u8]) -> Result<Opening, MoveError> {
        Opening::replay_first(round_start, Side::South, picks)
    }

    /// An opening in which `first` chooses first ([`Opening::new_first`]), replayed from its holes chosen.
    pub fn replay_first(
        round_start: Position,
        first: Side,
        picks: &[u8],
    ) -> Result<Opening, MoveError> {
        let mut opening = Opening::new_first(round_start, first);
        for &pit in picks {
            opening.choose(pit)?;
        }
        Ok(opening)
    }

    /// The side that chooses first and whose seed drops first within a tick.
    pub fn first(&self) -> Side {
        self.first
    }

    /// Whether both first holes are still to be chosen or joined (the players choose them at once).
    pub fn first_holes_due(&self) -> bool {
        self.picks.len() < 2
    }

    /// The side that chooses a hole now; `None` once the opening is over.
    pub fn chooser(&self) -> Option<Side> {
        match (self.picks.len(), &self.phase) {
            (0, _) => Some(self.first),
            (1, _) => Some(self.first.opponent()),
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
                .with_to_move(self.chooser().unwrap_or(self.first)),
        }
    }

    /// The seeds `side`'s hand holds between two choices, and the cell it is over.
    pub fn in_hand(&self, side: Side) -> Option<(Cell, u8)> {
        self.phase.as_ref()?.in_hand(side)
    }

    /// The chooser lifts `pit`. The first side's first choice waits, hidden, for the other's; after that every choice sets
    /// the hands sowing up to the next choice or the end, and that stretch is returned to be shown.
    pub fn choose(&mut self, pit: u8) -> Result<Option<Run>, MoveError> {
        let chooser = self.chooser().ok_or(MoveError::NotYourChoice)?;
        let before = self.board();
        let lifted = match self.picks.as_slice() {
            [] => {
                if !before.legal_moves().any(|legal| legal == pit) {
                    return Err(self.refusal(self.first, pit));
                }
                self.picks.push(pit);
                return Ok(None);
            }
            &[earlier] => {
                let (south, north) = match self.first {
                    Side::South => (earlier, pit),
                    Side::North => (pit, earlier),
                };
                let phase =
                    SimultaneousStart::new_first(&self.round_start, self.first, south, north)?;
                self.phase = Some(phase);
                [(Side::South, south), (Side::North, north)]
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::CONGKLAK;

    /// An opening played out from `picks`: each later hole the first the hand may choose.
    fn played(mut opening: Opening, first_holes: [u8; 2]) -> Vec<Position> {
        let mut boards = vec![opening.board()];
        for pit in first_holes {
            opening.choose(pit).unwrap();
            boards.push(opening.board());
        }
        while let Some(side) = opening.chooser() {
            let phase = opening.phase().unwrap();
            let pit = phase.choices(side)[0];
            opening.choose(pit).unwrap();
            boards.push(opening.board());
        }
        boards.push(opening.outcome().unwrap());
        boards
    }

    /// The window shows a North player's game mirrored: the same holes, in the same order, on the mirrored board
    /// with North's seed dropping first give, step by step, the mirror of the South-first opening, even where
    /// both hands land in one hole at one tick.
    #[test]
    fn the_mirror_of_an_opening_is_the_opening_of_the_mirror() {
        let mut met = 0;
        for (holes, seeds) in [(5, 5), (7, 7), (7, 3), (9, 9)] {
            let start = Position::start_by(CONGKLAK, holes, seeds).unwrap();
            for south in 1..=holes {
                for north in 1..=holes {
                    let here = played(Opening::new(start), [south, north]);
                    let there = played(
                        Opening::new_first(start.mirrored(), Side::North),
                        [south, north],
                    );
                    let mirrored: Vec<Position> =
                        here.iter().map(|board| board.mirrored()).collect();
                    assert_eq!(
                        there, mirrored,
                        "{holes}x{seeds}, holes {south} and {north}"
                    );
                    // Where the South-first order matters, a North-first replay on the same board differs.
                    let swapped = played(Opening::new_first(start, Side::North), [north, south]);
                    met += usize::from(swapped.last() != here.last());
                }
            }
        }
        assert!(
            met > 0,
            "no opening where the order of the drops mattered: the test shows nothing"
        );
    }
}
