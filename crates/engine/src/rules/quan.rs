//! Ô ăn quan's kernel: a sowing on the ring of twelve squares seen from the mover, in the direction the mover
//! chose. Own squares 1..5 are cells 0..4, the mandarin square after them is cell 5, the opponent's squares
//! 1..5 are cells 6..10 and the mandarin square after them is cell 11. "Right" is the way of the mover's
//! squares 1 to 5 (counter-clockwise), "left" the other way.
//!
//! The sowing of square `s` to one side: lift its citizens and drop one in each square after it, the mandarin
//! squares included. Then the square after the last one decides:
//! - a mandarin square: the turn ends;
//! - a square that holds citizens: lift them and sow on from there, the same way (a relay);
//! - an empty square: the square after it is captured, citizens and mandarin, if it holds anything; then,
//!   while the square after a captured one is empty and the one after that holds something, that is captured
//!   too. Two empty squares in a row end the turn with nothing more.
//!
//! A sowing always ends: the hand moves one square a drop and never jumps, so every twelve drops in a row pass
//! both mandarin squares, which are never lifted; each pass leaves a citizen there for the rest of the sowing.
//! The twelve squares held `c` citizens outside the mandarin squares when it began, so a sowing drops fewer
//! than `(c / 2 + 1) * 12` citizens, which the kernel asserts.

use super::ruleset::QUAN_SQUARES as SQUARES;

/// The ring's cells.
pub(crate) const RING: usize = 12;
/// The mandarin squares: after the mover's row, and after the opponent's.
pub(crate) const OWN_END: usize = 5;
pub(crate) const OPP_END: usize = 11;

/// The way a sowing goes, as its player sees it from their side of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// Toward the player's square 5 and on, counter-clockwise.
    Right,
    /// Toward the player's square 1 and on, clockwise.
    Left,
}

impl Direction {
    /// The cell after `at` this way.
    #[inline(always)]
    pub(crate) fn step(self, at: usize) -> usize {
        match self {
            Direction::Right if at + 1 == RING => 0,
            Direction::Right => at + 1,
            Direction::Left if at == 0 => RING - 1,
            Direction::Left => at - 1,
        }
    }
}

/// The board seen from the mover: the citizens of every cell, and which mandarin squares still hold their
/// mandarin (own end first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Ring {
    pub cells: [u8; RING],
    pub mandarins: [bool; 2],
}

impl Ring {
    /// The mandarin on cell `at`, if it is a mandarin square: its index in `mandarins`.
    fn end(at: usize) -> Option<usize> {
        match at {
            OWN_END => Some(0),
            OPP_END => Some(1),
            _ => None,
        }
    }

    /// Nothing on cell `at`: no citizen, and no mandarin.
    fn is_empty(&self, at: usize) -> bool {
        self.cells[at] == 0 && Ring::end(at).is_none_or(|end| !self.mandarins[end])
    }

    /// The citizens outside the mandarin squares.
    pub fn in_squares(&self) -> u32 {
        self.cells
            .iter()
            .enumerate()
            .filter(|&(at, _)| Ring::end(at).is_none())
            .map(|(_, &citizens)| u32::from(citizens))
            .sum()
    }
}

/// One step of a sowing, for its trace.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum QuanStep {
    /// Citizens lifted from a cell: the square played, then each relay's.
    Lift(usize, u8),
    /// One citizen dropped.
    Drop(usize),
    /// A cell captured: its citizens, and its mandarin if it held one.
    Take {
        at: usize,
        citizens: u8,
        mandarin: bool,
    },
}

/// What a sowing leaves.
#[derive(Clone, Copy, Debug)]
pub(crate) struct QuanSown {
    pub ring: Ring,
    /// Citizens captured, and mandarins.
    pub citizens: u8,
    pub mandarins: u8,
    /// The cell the last citizen was dropped in.
    pub last: usize,
}

/// Sows square `square` (a cell from 0 to 4, holding citizens) `direction`-wards, telling `seen` each lift,
/// drop and capture.
#[inline]
pub(crate) fn sow(
    ring: Ring,
    square: usize,
    direction: Direction,
    mut seen: impl FnMut(QuanStep),
) -> QuanSown {
    debug_assert!(square < OWN_END && ring.cells[square] != 0);
    let bound = (ring.in_squares() / 2 + 1) * RING as u32;
    let mut ring = ring;
    let mut at = square;
    let mut hand = ring.cells[at];
    ring.cells[at] = 0;
    seen(QuanStep::Lift(at, hand));
    let mut drops = 0u32;
    let (mut citizens, mut mandarins) = (0u8, 0u8);
    loop {
        while hand > 0 {
            at = direction.step(at);
            ring.cells[at] += 1;
            hand -= 1;
            drops += 1;
            seen(QuanStep::Drop(at));
        }
        let next = direction.step(at);
        if Ring::end(next).is_some() {
            break;
        }
        if ring.cells[next] != 0 {
            hand = ring.cells[next];
            ring.cells[next] = 0;
            at = next;
            seen(QuanStep::Lift(at, hand));
            continue;
        }
        // An empty square: what follows it is captured, as long as empty and full squares alternate.
        let mut empty = next;
        loop {
            let target = direction.step(empty);
            if ring.is_empty(target) {
                break;
            }
            let mandarin = Ring::end(target)
                .is_some_and(|end| std::mem::replace(&mut ring.mandarins[end], false));
            let taken = std::mem::replace(&mut ring.cells[target], 0);
            citizens += taken;
            mandarins += u8::from(mandarin);
            seen(QuanStep::Take {
                at: target,
                citizens: taken,
                mandarin,
            });
            empty = direction.step(target);
            if !ring.is_empty(empty) {
                break;
            }
        }
        break;
    }
    debug_assert!(drops < bound, "a sowing ran past its bound");
    QuanSown {
        ring,
        citizens,
        mandarins,
        last: at,
    }
}

/// A move's square (1 to 5) and direction: moves 1 to 5 sow squares 1 to 5 to the right, moves 6 to 10 sow them
/// to the left.
pub fn square_and_direction(mv: u8) -> Option<(u8, Direction)> {
    match mv {
        1..=SQUARES => Some((mv, Direction::Right)),
        _ if (SQUARES + 1..=2 * SQUARES).contains(&mv) => Some((mv - SQUARES, Direction::Left)),
        _ => None,
    }
}

/// The move that sows `square` (1 to 5) `direction`-wards.
pub fn move_of(square: u8, direction: Direction) -> u8 {
    match direction {
        Direction::Right => square,
        Direction::Left => square + SQUARES,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ring(cells: [u8; RING]) -> Ring {
        Ring {
            cells,
            mandarins: [true; 2],
        }
    }

    #[test]
    fn a_sowing_that_reaches_a_mandarin_square_next_ends() {
        // Square 4's one citizen lands in square 5; the mandarin square follows.
        let sown = sow(
            ring([5, 5, 5, 1, 0, 0, 5, 5, 5, 5, 5, 0]),
            3,
            Direction::Right,
            |_| {},
        );
        assert_eq!(sown.ring.cells[4], 1);
        assert_eq!((sown.citizens, sown.mandarins, sown.last), (0, 0, 4));
    }

    #[test]
    fn an_empty_square_then_a_full_one_is_a_capture_and_captures_chain() {
        // Square 1 sows left: into the opponent's mandarin square (cell 11), then cell 10; cell 9 is empty,
        // cell 8 is captured, cell 7 is empty, cell 6 is captured, cell 5 (own mandarin) is full: the end.
        let sown = sow(
            ring([2, 5, 5, 5, 5, 0, 3, 0, 4, 0, 5, 0]),
            0,
            Direction::Left,
            |_| {},
        );
        assert_eq!(sown.last, 10);
        assert_eq!((sown.citizens, sown.mandarins), (7, 0));
        assert_eq!(sown.ring.cells[8], 0);
        assert_eq!(sown.ring.cells[6], 0);
        assert!(sown.ring.mandarins[0]);
    }

    #[test]
    fn a_capture_takes_a_mandarin_with_its_citizens() {
        // Square 2's two citizens land in squares 3 and 4; square 5 is empty, so the mandarin square after it
        // is taken with its three citizens; the opponent's square 1 after it is full: the end.
        let cells = [5, 2, 5, 0, 0, 3, 5, 5, 5, 5, 5, 0];
        let sown = sow(ring(cells), 1, Direction::Right, |_| {});
        assert_eq!(sown.last, 3);
        assert_eq!((sown.citizens, sown.mandarins), (3, 1));
        assert!(!sown.ring.mandarins[0]);
    }
}
