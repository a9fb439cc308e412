//! Congklak's part of a position: its rows as the relay kernel sees them (nine holes a side, burnt ones
//! marked), its sowing (out of line, so Kalah's and Oware's sowings stay fast), its pass under pass-when-empty,
//! its moves and the end of a round. A child of `position.rs`, whose fields it reads.

use super::*;

impl Position {
    /// Both rows as Congklak's kernel sees them: South's as `own`, North's as `opp`, burnt holes as [`BURNT`].
    pub(crate) fn holes(&self) -> relay::Rows {
        congklak_rows(self.rows, self.ninth)
    }

    /// Both rows seen from the side to move, as Congklak's kernel sows them.
    pub(crate) fn holes_of_mover(&self) -> relay::Rows {
        let rows = self.holes();
        match self.to_move {
            Side::South => rows,
            Side::North => rows.swapped(),
        }
    }

    /// Sets both rows from Congklak's kernel's view (South's as `own`).
    pub(super) fn set_holes(&mut self, rows: relay::Rows) {
        for (side, row) in [(Side::South, rows.own), (Side::North, rows.opp)] {
            let mut word = [0; 8];
            word.copy_from_slice(&row[..8]);
            self.rows[side.index()] = u64::from_le_bytes(word);
            self.ninth[side.index()] = row[8];
        }
    }

    /// Congklak: the same position with the round's end applied if it is over (the seeds left in each row in
    /// their owner's store), as a move that ends the round leaves it; for a position set up otherwise, such as
    /// the end of the simultaneous start.
    pub(crate) fn swept_if_over(mut self) -> Position {
        if self.rules().is_relay()
            && let Some(reason) = self.end_reason()
        {
            sweep_holes(&mut self, reason);
        }
        self
    }

    /// Congklak under the pass-when-empty variant: a side to move with empty holes passes at once, so that a
    /// position that is not over always has a move.
    pub(super) fn passed(mut self) -> Position {
        if self.sowings & PASS_WHEN_EMPTY_BIT != 0
            && self.row_seeds(self.to_move) == 0
            && self.row_seeds(self.to_move.opponent()) != 0
        {
            self.to_move = self.to_move.opponent();
        }
        self
    }
}

/// The rows as Congklak's kernel takes them: South's as `own`, North's as `opp`.
pub(super) fn congklak_rows(rows: [u64; 2], ninth: [u8; 2]) -> relay::Rows {
    let row = |side: usize| {
        let mut bytes = [0; HOLES];
        bytes[..8].copy_from_slice(&rows[side].to_le_bytes());
        bytes[8] = ninth[side];
        bytes
    };
    relay::Rows {
        own: row(0),
        opp: row(1),
    }
}

/// Congklak's moves: the holes of the side to move that hold seeds and are not burnt.
#[cold]
#[inline(never)]
pub(super) fn congklak_moves(rows: [u64; 2], ninth: [u8; 2], to_move: Side) -> Moves {
    Moves(relay::playable(congklak_rows(rows, ninth).of(to_move)))
}

/// Congklak's end: the side to move has no seeds in its holes (the round ends, and what the other row holds
/// goes to its owner; under pass-when-empty a side with no seeds has already passed, so every hole is empty),
/// or the safety net.
#[cold]
#[inline(never)]
pub(super) fn congklak_end_reason(
    rows: [u64; 2],
    ninth: [u8; 2],
    to_move: Side,
    sowings: u16,
) -> Option<EndReason> {
    if relay::seeds(congklak_rows(rows, ninth).of(to_move)) == 0 {
        Some(EndReason::RowEmpty)
    } else if sowings & SOWING_BITS >= MAX_SOWINGS {
        Some(EndReason::SowingLimit)
    } else {
        None
    }
}

/// What a Congklak sowing leaves: the board after it, whose turn it is, and the trace's facts.
pub(super) struct Relayed {
    pub(super) rows: [u64; 2],
    pub(super) ninth: [u8; 2],
    pub(super) stores: [u8; 2],
    pub(super) to_move: Side,
    pub(super) landing: Landing,
    pub(super) capture: Option<Capture>,
    pub(super) relays: u16,
    pub(super) extra_turn: bool,
    pub(super) sweep: Option<Sweep>,
}

/// A Congklak sowing: the relay of `pit` by the side to move, then whose turn it is and whether the round is
/// over. Out of line, and by the position's fields: handed the position whole or handing one back, the call
/// kept Kalah's positions in memory in the sowing that inlines this branch and slowed it by 40%.
#[cold]
#[inline(never)]
pub(super) fn sow_congklak(
    rows: [u64; 2],
    ninth: [u8; 2],
    stores: [u8; 2],
    pits: u8,
    to_move: Side,
    sowings: u16,
    pit: u8,
) -> Relayed {
    let position = Position {
        rows,
        stores,
        pits,
        to_move,
        sowings,
        ninth,
    };
    let mover = to_move;
    let sown = relay::sow(
        position.holes_of_mover(),
        usize::from(pits),
        usize::from(pit) - 1,
        position.rules(),
        |_| {},
    );
    let mut next = position;
    next.set_holes(match mover {
        Side::South => sown.rows,
        Side::North => sown.rows.swapped(),
    });
    next.stores[mover.index()] += sown.gain;
    next.sowings += 1;
    let again = sown.landing == Landing::OwnStore;
    next.to_move = if again { mover } else { mover.opponent() };
    next = next.passed();
    let sweep = next
        .end_reason()
        .map(|reason| sweep_holes(&mut next, reason));
    if sweep.is_some() {
        next.to_move = mover.opponent();
    }
    Relayed {
        rows: next.rows,
        ninth: next.ninth,
        stores: next.stores,
        to_move: next.to_move,
        landing: sown.landing,
        capture: sown.capture,
        relays: sown.relays,
        extra_turn: again && sweep.is_none(),
        sweep,
    }
}

/// Congklak's end of a round: the seeds left in each side's holes go to its own store; burnt holes stay burnt.
pub(super) fn sweep_holes(position: &mut Position, reason: EndReason) -> Sweep {
    let swept = BySide::from_fn(|side| position.row_seeds(side) as u8);
    let mut rows = position.holes();
    for hole in rows.own.iter_mut().chain(rows.opp.iter_mut()) {
        if *hole != BURNT {
            *hole = 0;
        }
    }
    position.set_holes(rows);
    position.stores[0] += swept.south;
    position.stores[1] += swept.north;
    Sweep {
        reason,
        seeds: swept,
    }
}
