//! Ô ăn quan's part of a position: where its mandarin squares, captured mandarins and borrowed citizens are
//! kept, its moves (a square and a direction), the refill of an empty row, its sowing (out of line, so the
//! other families' sowings stay fast), its end and its score. A child of `position.rs`, whose fields it reads.
//!
//! A row's word holds the five squares in bytes 0 to 4 and, in the three bytes Kalah's eight pits would use:
//! the citizens of the mandarin square after the row (byte 5: South's row is followed by the square Kalah calls
//! South's store), whether that square still holds its mandarin (byte 6), and the row's owner's account (byte
//! 7): the mandarins they took in the top two bits, the citizens they borrowed in the low six. The stores hold
//! each player's captured citizens. So a position stays 24 bytes, and [`Position::mirrored`] (rows swapped)
//! stays right.

use super::*;
use crate::rules::board::MOST_BORROWED;
use crate::rules::quan::{self, OPP_END, OWN_END, QuanStep, RING, Ring, square_and_direction};

const END_BYTE: u32 = 5;
const MANDARIN_BYTE: u32 = 6;
const ACCOUNT_BYTE: u32 = 7;
/// The five squares of a row's word.
const SQUARES: u64 = 0xFF_FFFF_FFFF;
/// In the account byte: the mandarins taken (top two bits), the citizens borrowed (low six).
const TAKEN_SHIFT: u32 = 6;
const BORROWED_MASK: u8 = MOST_BORROWED;
/// Citizens a player puts back when all five of their squares are empty: one a square.
const REFILL: u8 = QUAN_SQUARES;

/// What a player of Ô ăn quan has captured: citizens, mandarins, and the citizens they borrowed from the
/// other player to refill their squares (paid back at the end).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pile {
    pub citizens: u8,
    pub mandarins: u8,
    pub borrowed: u8,
}

/// A mandarin square: its citizens, and whether its mandarin is still on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct End {
    pub citizens: u8,
    pub mandarin: bool,
}

/// The citizens a player puts back into their five empty squares before they sow: from their own pile, and
/// borrowed from the other player's when theirs holds fewer than five.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refill {
    pub own: u8,
    pub borrowed: u8,
}

impl Position {
    /// Ô ăn quan: a position from its parts. `ends` names each mandarin square by the row it follows
    /// (South's is the one after South's square 5).
    pub fn quan(
        rules: Rules,
        squares: BySide<[u8; QUAN_SQUARES as usize]>,
        ends: BySide<End>,
        piles: BySide<Pile>,
        to_move: Side,
    ) -> Result<Position, SetupError> {
        debug_assert!(rules.is_quan());
        let mandarins = ends.south.mandarin as u8
            + ends.north.mandarin as u8
            + piles.south.mandarins
            + piles.north.mandarins;
        if mandarins > 2 {
            return Err(SetupError::TooManyMandarins(mandarins));
        }
        if let Some(side) = piles.find(|pile| pile.borrowed > MOST_BORROWED) {
            return Err(SetupError::TooMuchBorrowed {
                side,
                borrowed: piles[side].borrowed,
            });
        }
        let total: u32 = Side::BOTH
            .iter()
            .map(|&side| {
                squares[side].iter().map(|&c| u32::from(c)).sum::<u32>()
                    + u32::from(ends[side].citizens)
                    + u32::from(piles[side].citizens)
            })
            .sum();
        if total > MAX_TOTAL_SEEDS {
            return Err(SetupError::TooManySeeds(total));
        }
        let word = |side: Side| {
            let mut bytes = [0u8; 8];
            bytes[..usize::from(QUAN_SQUARES)].copy_from_slice(&squares[side]);
            bytes[END_BYTE as usize] = ends[side].citizens;
            bytes[MANDARIN_BYTE as usize] = u8::from(ends[side].mandarin);
            bytes[ACCOUNT_BYTE as usize] =
                piles[side].mandarins << TAKEN_SHIFT | piles[side].borrowed;
            u64::from_le_bytes(bytes)
        };
        Ok(Position {
            rows: [word(Side::South), word(Side::North)],
            stores: [piles.south.citizens, piles.north.citizens],
            pits: QUAN_SQUARES,
            to_move,
            sowings: 0,
            ninth: [0; 2],
        }
        .with_rules(rules))
    }

    /// Ô ăn quan: the mandarin square after `row`'s squares.
    pub fn end(&self, row: Side) -> End {
        let word = self.rows[row.index()];
        End {
            citizens: byte(word, END_BYTE),
            mandarin: byte(word, MANDARIN_BYTE) != 0,
        }
    }

    /// Ô ăn quan: what `side` has captured so far.
    pub fn pile(&self, side: Side) -> Pile {
        let account = byte(self.rows[side.index()], ACCOUNT_BYTE);
        Pile {
            citizens: self.stores[side.index()],
            mandarins: account >> TAKEN_SHIFT,
            borrowed: account & BORROWED_MASK,
        }
    }

    /// Ô ăn quan: what the side to move puts back before sowing, when all five of its squares are empty.
    pub fn refill(&self) -> Option<Refill> {
        if !self.rules().is_quan() || self.rows[self.to_move.index()] & SQUARES != 0 {
            return None;
        }
        let own = self.stores[self.to_move.index()].min(REFILL);
        Some(Refill {
            own,
            borrowed: REFILL - own,
        })
    }

    /// The board as the kernel sows it, seen from the side to move.
    pub(crate) fn quan_ring(&self) -> Ring {
        let (me, them) = (self.to_move, self.to_move.opponent());
        let mut cells = [0u8; RING];
        cells[..OWN_END].copy_from_slice(&self.rows[me.index()].to_le_bytes()[..OWN_END]);
        cells[OWN_END] = self.end(me).citizens;
        cells[OWN_END + 1..OPP_END]
            .copy_from_slice(&self.rows[them.index()].to_le_bytes()[..OWN_END]);
        cells[OPP_END] = self.end(them).citizens;
        Ring {
            cells,
            mandarins: [self.end(me).mandarin, self.end(them).mandarin],
        }
    }

    /// Sets the board from the kernel's view, seen from the side to move.
    fn set_quan_ring(&mut self, ring: &Ring) {
        let (me, them) = (self.to_move, self.to_move.opponent());
        for (side, from, mandarin) in [
            (me, 0, ring.mandarins[0]),
            (them, OWN_END + 1, ring.mandarins[1]),
        ] {
            let mut bytes = self.rows[side.index()].to_le_bytes();
            bytes[..OWN_END].copy_from_slice(&ring.cells[from..from + OWN_END]);
            bytes[END_BYTE as usize] = ring.cells[from + OWN_END];
            bytes[MANDARIN_BYTE as usize] = u8::from(mandarin);
            self.rows[side.index()] = u64::from_le_bytes(bytes);
        }
    }

    /// Adds to `side`'s account: mandarins taken and citizens borrowed.
    fn add_to_account(&mut self, side: Side, mandarins: u8, borrowed: u8) {
        let pile = self.pile(side);
        let account = (pile.mandarins + mandarins) << TAKEN_SHIFT | (pile.borrowed + borrowed);
        let mut bytes = self.rows[side.index()].to_le_bytes();
        bytes[ACCOUNT_BYTE as usize] = account;
        self.rows[side.index()] = u64::from_le_bytes(bytes);
    }

    /// The position after the side to move refills its empty squares (itself when they are not empty).
    fn refilled(mut self) -> Position {
        if let Some(refill) = self.refill() {
            let (me, them) = (self.to_move.index(), self.to_move.opponent().index());
            self.stores[me] -= refill.own;
            self.stores[them] -= refill.borrowed;
            self.rows[me] |= 0x01_0101_0101;
            self.add_to_account(self.to_move, 0, refill.borrowed);
        }
        self
    }

    /// What `side` has banked, in whole seeds: captured citizens, mandarins at the rules' worth, the citizens
    /// lent to the other player less those borrowed from them (negative for a borrower with little).
    pub fn quan_banked(&self, side: Side) -> i32 {
        let worth = i32::from(self.rules().mandarin_value());
        let pile = self.pile(side);
        let lent = self.pile(side.opponent()).borrowed;
        i32::from(pile.citizens) + i32::from(pile.mandarins) * worth + i32::from(lent)
            - i32::from(pile.borrowed)
    }

    /// Ô ăn quan's score: what each player has banked and the citizens on their squares. What is left on a
    /// mandarin square counts for no one.
    pub(super) fn quan_score(&self) -> Score {
        // A borrower who cannot pay back scores nothing rather than less.
        BySide::from_fn(|side| {
            (self.quan_banked(side) + self.quan_squares(side) as i32).clamp(0, 255) as u8
        })
    }

    /// The end of the game: each player's squares to their captures; what the mandarin squares hold leaves the
    /// board, counting for no one.
    pub(super) fn settle_quan(&mut self, reason: EndReason) -> Sweep {
        let squares = BySide::from_fn(|side| self.quan_squares(side) as u8);
        for side in Side::BOTH {
            self.stores[side.index()] += squares[side];
            let account = byte(self.rows[side.index()], ACCOUNT_BYTE);
            self.rows[side.index()] = u64::from(account) << (8 * ACCOUNT_BYTE);
        }
        Sweep {
            reason,
            seeds: squares,
        }
    }

    /// Both rows' words, South's first: squares, mandarin squares and accounts, for a search's hash.
    pub(crate) fn quan_words(&self) -> [u64; 2] {
        self.rows
    }

    /// The citizens on a side's five squares.
    pub(super) fn quan_squares(&self, side: Side) -> u32 {
        u32::from(row_sum(self.rows[side.index()] & SQUARES))
    }
}

/// Ô ăn quan's moves: both directions of every square of the side to move that holds citizens, or of every
/// square when the row is empty (it is refilled first; a game that cannot refill is over).
#[cold]
#[inline(never)]
pub(super) fn quan_moves(rows: [u64; 2], to_move: Side) -> Moves {
    let row = rows[to_move.index()] & SQUARES;
    let squares = if row == 0 {
        0x1F
    } else {
        u16::from(non_empty_pits(row))
    };
    Moves(squares | squares << QUAN_SQUARES)
}

/// Ô ăn quan's end: both mandarin squares are empty (their mandarins taken, and no citizen left in them); or
/// the side to move has empty squares and fewer than five citizens are captured in all to refill them; or the
/// safety net.
#[cold]
#[inline(never)]
pub(super) fn quan_end_reason(
    rows: [u64; 2],
    stores: [u8; 2],
    to_move: Side,
    sowings: u16,
) -> Option<EndReason> {
    let ends_empty = rows.iter().all(|&row| row >> (8 * END_BYTE) & 0xFFFF == 0);
    let cannot_refill = rows[to_move.index()] & SQUARES == 0
        && u32::from(stores[0]) + u32::from(stores[1]) < u32::from(REFILL);
    if ends_empty {
        Some(EndReason::MandarinsTaken)
    } else if cannot_refill {
        Some(EndReason::NoMove)
    } else if sowings & SOWING_BITS >= MAX_SOWINGS {
        Some(EndReason::SowingLimit)
    } else {
        None
    }
}

/// An Ô ăn quan move of a live position: the refill if the row is empty, the sowing, and the end if the game is
/// over (each player's squares to their pile; what a mandarin square still holds to no one). Out of line, so
/// that the other families' sowings do not carry it.
#[cold]
#[inline(never)]
pub(super) fn play_quan(
    rows: [u64; 2],
    stores: [u8; 2],
    to_move: Side,
    sowings: u16,
    mv: u8,
) -> Result<QuanPlayed, MoveError> {
    let (square, direction) = square_and_direction(mv).ok_or(MoveError::NoSuchMove {
        mv,
        moves: 2 * QUAN_SQUARES,
    })?;
    let position = Position {
        rows,
        stores,
        pits: QUAN_SQUARES,
        to_move,
        sowings,
        ninth: [0; 2],
    };
    let before = position.refilled();
    let mover = before.to_move;
    let seeds = before.seeds(mover, square);
    if seeds == 0 {
        return Err(MoveError::EmptySquare { square });
    }
    let sown = quan::sow(
        before.quan_ring(),
        usize::from(square) - 1,
        direction,
        |_| {},
    );
    let mut next = before;
    next.set_quan_ring(&sown.ring);
    next.stores[mover.index()] += sown.citizens;
    next.add_to_account(mover, sown.mandarins, 0);
    next.sowings += 1;
    next.to_move = mover.opponent();
    let sweep = quan_end_reason(next.rows, next.stores, next.to_move, next.sowings)
        .map(|reason| next.settle_quan(reason));
    Ok(QuanPlayed {
        rows: next.rows,
        stores: next.stores,
        seeds,
        last: quan_ring_cell(sown.last, mover),
        sweep,
        run: [sown.citizens, sown.mandarins],
    })
}

/// What an Ô ăn quan move leaves, as fields: the board after it, and the trace's facts (the turn passes, and
/// one more sowing is counted).
pub(super) struct QuanPlayed {
    pub(super) rows: [u64; 2],
    pub(super) stores: [u8; 2],
    pub(super) seeds: u8,
    pub(super) last: Cell,
    pub(super) sweep: Option<Sweep>,
    pub(super) run: [u8; 2],
}

/// The cell of the kernel's ring index, seen from `mover`: a mandarin square is named by the row it follows.
pub(crate) fn quan_ring_cell(at: usize, mover: Side) -> Cell {
    let (side, offset) = if at <= OWN_END {
        (mover, at)
    } else {
        (mover.opponent(), at - OWN_END - 1)
    };
    if offset == OWN_END {
        Cell::Mandarin(side)
    } else {
        Cell::Pit {
            side,
            pit: offset as u8 + 1,
        }
    }
}

/// The steps of an Ô ăn quan move, for the laps and the captures the animation shows.
pub(crate) fn quan_steps(position: &Position, mv: u8) -> Result<Vec<QuanStep>, MoveError> {
    position.play(mv)?;
    let (square, direction) = square_and_direction(mv).expect("a legal move has a square");
    let before = position.refilled();
    let mut steps = Vec::new();
    quan::sow(
        before.quan_ring(),
        usize::from(square) - 1,
        direction,
        |step| steps.push(step),
    );
    Ok(steps)
}
