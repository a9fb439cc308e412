//! Congklak's traditional start: both players lift a hole at the same moment and sow at once, a seed each at
//! each tick of the clock, each hand by the rules of a move (its own store sown, the other's skipped, burnt holes
//! passed by, a relay from an occupied hole, a capture from an own empty hole). A hand whose last seed lands in
//! its own store waits for its player to choose another hole and sows on; a hand whose last seed lands in an
//! empty hole is done. When both are done the player who finished first moves next, and the game goes on by
//! turns ("the player who finished first waits until the other has finished, and then starts the second move",
//! as the written rules of congkak and sungka put it).
//!
//! Two hands on one board need an order where they meet: within a tick South's seed drops first, then North's.
//! So when both land in the same hole at the same tick, North finds it occupied and relays, lifting South's seed
//! with the rest (a board shown from the other side gives that first drop to North, [`SimultaneousStart::new_first`],
//! so that the mirror of a start is the start of the mirror); a hand sowing past a hole the other hand has just lifted finds it empty. Each hand passes its
//! own store once a circuit and leaves a seed there for good, so neither sows forever: with `s` seeds on the
//! board, the two hands together drop fewer than 2 (s + 1) circuits of the ring.

use super::board::{Cell, Layout, Side};
use super::errors::MoveError;
use super::position::Position;
use super::ruleset::Rules;

/// Where a hand is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Hand {
    /// Sowing: the cell its last seed went into, the seeds in it, and whether it has passed its own store.
    Sowing { at: usize, seeds: u8, passed: bool },
    /// Its last seed landed in its own store: its player chooses the next hole.
    Choosing,
    /// Its last seed landed in an empty hole (or it had nothing left to sow): done, at this tick.
    Done { tick: u32 },
}

/// One thing a hand did, for the animation: cells named as position text names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    /// Seeds lifted from a hole: the hole chosen, or a relay's.
    Lift {
        side: Side,
        from: Cell,
        seeds: u8,
    },
    Drop {
        side: Side,
        into: Cell,
    },
    /// The last seed landed in an own empty hole and took the hole facing it: `seeds` in all to the store, the
    /// capturing seed among them unless it stays (Sungka).
    Capture {
        side: Side,
        pit: u8,
        seeds: u8,
        own_seed: bool,
    },
    /// The last seed landed in the own store: the player chooses another hole.
    Again {
        side: Side,
    },
    /// The hand is done.
    Done {
        side: Side,
    },
}

/// An event and the tick it happened at, counted from the start of the run it belongs to (ticks from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timed {
    pub tick: u32,
    pub event: Event,
}

/// The simultaneous first move of a Congklak round, tick by tick.
#[derive(Clone, Debug, PartialEq)]
pub struct SimultaneousStart {
    /// Every cell, as position text lists them: South's holes, South's store, North's holes, North's store.
    cells: Vec<u8>,
    burnt: Vec<bool>,
    m: usize,
    rules: Rules,
    hands: [Hand; 2],
    /// The side whose seed drops first within a tick, who chooses first when both must, and who counts as
    /// finished first at the same tick: South, or North on a board shown from North's side.
    first: Side,
    tick: u32,
    /// Holes lifted by a player's choice: the sowings the phase counts.
    sowings: u16,
    /// Drops so far, against the bound the module's note gives.
    drops: u32,
    bound: u32,
}

impl SimultaneousStart {
    /// Both players lift their chosen hole of `start` (a Congklak position) at once.
    pub fn new(start: &Position, south: u8, north: u8) -> Result<SimultaneousStart, MoveError> {
        SimultaneousStart::new_first(start, Side::South, south, north)
    }

    /// As [`SimultaneousStart::new`], `first`'s seed dropping first within a tick.
    pub fn new_first(
        start: &Position,
        first: Side,
        south: u8,
        north: u8,
    ) -> Result<SimultaneousStart, MoveError> {
        if !start.rules().is_relay() {
            return Err(MoveError::NotSimultaneous);
        }
        if start.is_over() {
            return Err(MoveError::GameOver);
        }
        let m = usize::from(start.pits());
        let mut cells = Vec::with_capacity(2 * m + 2);
        let mut burnt = Vec::with_capacity(2 * m + 2);
        for side in Side::BOTH {
            for pit in 1..=start.pits() {
                cells.push(start.seeds(side, pit));
                burnt.push(start.is_burnt(side, pit));
            }
            cells.push(start.store(side));
            burnt.push(false);
        }
        let total: u32 = cells.iter().map(|&seeds| u32::from(seeds)).sum();
        let live = 1 + burnt.iter().filter(|&&burnt| !burnt).count() as u32;
        let mut phase = SimultaneousStart {
            cells,
            burnt,
            m,
            rules: start.rules(),
            hands: [Hand::Done { tick: 0 }; 2],
            first,
            tick: 0,
            sowings: 0,
            drops: 0,
            bound: 2 * (total + 1) * live,
        };
        for (side, pit) in [(Side::South, south), (Side::North, north)] {
            phase.check_choice(side, pit)?;
        }
        phase.lift_chosen(Side::South, south);
        phase.lift_chosen(Side::North, north);
        Ok(phase)
    }

    /// The side whose player must choose a hole before the next tick (the first side's, if both).
    pub fn waiting(&self) -> Option<Side> {
        self.order()
            .into_iter()
            .find(|side| self.hands[side.index()] == Hand::Choosing)
    }

    /// The holes `side` may choose now.
    pub fn choices(&self, side: Side) -> Vec<u8> {
        (1..=self.m as u8)
            .filter(|&pit| self.check_choice(side, pit).is_ok())
            .collect()
    }

    /// `side`'s player, whose hand landed in its store, lifts `pit` and sows on.
    pub fn choose(&mut self, side: Side, pit: u8) -> Result<Event, MoveError> {
        if self.hands[side.index()] != Hand::Choosing {
            return Err(MoveError::NotYourChoice);
        }
        self.check_choice(side, pit)?;
        Ok(self.lift_chosen(side, pit))
    }

    /// Whether both hands are done.
    pub fn is_done(&self) -> bool {
        self.hands
            .iter()
            .all(|hand| matches!(hand, Hand::Done { .. }))
    }

    /// The side that finished first (the first side, if both at the same tick), once both have.
    pub fn finished_first(&self) -> Option<Side> {
        match self.hands {
            [Hand::Done { tick: south }, Hand::Done { tick: north }] => {
                Some(match south.cmp(&north) {
                    std::cmp::Ordering::Less => Side::South,
                    std::cmp::Ordering::Greater => Side::North,
                    std::cmp::Ordering::Equal => self.first,
                })
            }
            _ => None,
        }
    }

    /// The sides in the order their seeds drop within a tick.
    fn order(&self) -> [Side; 2] {
        [self.first, self.first.opponent()]
    }

    /// One tick: South's hand drops a seed, then North's, and each does what its landing calls for. Nothing
    /// happens while a player must choose (see [`SimultaneousStart::waiting`]) or once both are done.
    pub fn step(&mut self) -> Vec<Event> {
        let mut events = Vec::new();
        if self.waiting().is_some() || self.is_done() {
            return events;
        }
        self.tick += 1;
        for side in self.order() {
            self.drop_one(side, &mut events);
        }
        // A hand that reached its store in this tick chooses from the holes it had then; the other hand, in the
        // same tick, may have captured or lifted the last of them. With nothing to choose it is done, as a hand
        // that lands in its store with nothing left is.
        for side in Side::BOTH {
            if self.hands[side.index()] == Hand::Choosing && self.choices(side).is_empty() {
                self.hands[side.index()] = Hand::Done { tick: self.tick };
                events.push(Event::Done { side });
            }
        }
        events
    }

    /// Ticks until a player must choose a hole or both hands are done: what the window shows at once, a
    /// stretch between two choices.
    pub fn run(&mut self) -> Vec<Timed> {
        let mut timed = Vec::new();
        let mut tick = 0;
        while self.waiting().is_none() && !self.is_done() {
            tick += 1;
            timed.extend(self.step().into_iter().map(|event| Timed { tick, event }));
        }
        timed
    }

    /// The start replayed from `start` and the holes chosen in order (South's first, North's first, then each
    /// hole chosen by a hand that reached its store, in the order they were asked for), run to the next choice
    /// or the end. Refused where a hole could not be chosen then.
    pub fn replay(start: &Position, picks: &[u8]) -> Result<SimultaneousStart, MoveError> {
        let [south, north, later @ ..] = picks else {
            return Err(MoveError::NotYourChoice);
        };
        let mut phase = SimultaneousStart::new(start, *south, *north)?;
        phase.run();
        for &pit in later {
            let side = phase.waiting().ok_or(MoveError::NotYourChoice)?;
            phase.choose(side, pit)?;
            phase.run();
        }
        Ok(phase)
    }

    /// The board between two ticks, as a position with the player who must choose to move (else the first to
    /// finish): neither swept nor ended, for the start goes on whatever a row holds. Seeds in a hand are in no
    /// cell (see [`SimultaneousStart::in_hand`]).
    pub fn board(&self) -> Position {
        let to_move = self
            .waiting()
            .or(self.finished_first())
            .unwrap_or(self.first);
        self.unswept(to_move)
    }

    /// The seeds `side`'s hand holds, and the cell its last seed went into; `None` when it holds none.
    pub fn in_hand(&self, side: Side) -> Option<(Cell, u8)> {
        match self.hands[side.index()] {
            Hand::Sowing { at, seeds, .. } if seeds > 0 => Some((self.cell(at), seeds)),
            _ => None,
        }
    }

    /// The board now: once both hands are done, the position the game goes on from, the first to finish to move
    /// (and the round over if that player has nothing to sow, as after any move).
    pub fn position(&self) -> Position {
        self.unswept(self.finished_first().unwrap_or(self.first))
            .swept_if_over()
    }

    fn unswept(&self, to_move: Side) -> Position {
        let m = self.m;
        let row = |range: std::ops::Range<usize>| self.cells[range].to_vec();
        let mut position = Position::from_rows_by(
            self.rules,
            &row(0..m),
            self.cells[m],
            &row(m + 1..2 * m + 1),
            self.cells[2 * m + 1],
            to_move,
        )
        .expect("the board keeps its seeds")
        .with_sowings(self.sowings);
        for (index, _) in self.burnt.iter().enumerate().filter(|&(_, &burnt)| burnt) {
            if let Cell::Pit { side, pit } = self.cell(index) {
                position = position
                    .burn(side, pit)
                    .expect("a burnt hole holds nothing");
            }
        }
        position
    }

    fn check_choice(&self, side: Side, pit: u8) -> Result<(), MoveError> {
        if !(1..=self.m as u8).contains(&pit) {
            return Err(MoveError::NoSuchPit {
                pit,
                pits: self.m as u8,
            });
        }
        let index = self.hole(side, pit);
        if self.burnt[index] {
            return Err(MoveError::BurntHole { pit });
        }
        if self.cells[index] == 0 {
            return Err(MoveError::EmptyPit { pit });
        }
        Ok(())
    }

    fn lift_chosen(&mut self, side: Side, pit: u8) -> Event {
        let at = self.hole(side, pit);
        let seeds = std::mem::take(&mut self.cells[at]);
        self.sowings += 1;
        self.hands[side.index()] = Hand::Sowing {
            at,
            seeds,
            passed: false,
        };
        Event::Lift {
            side,
            from: self.cell(at),
            seeds,
        }
    }

    fn drop_one(&mut self, side: Side, events: &mut Vec<Event>) {
        let Hand::Sowing { at, seeds, passed } = self.hands[side.index()] else {
            return;
        };
        let n = self.cells.len();
        let own_store = self.store(side);
        let other_store = self.store(side.opponent());
        let mut next = at;
        loop {
            next = (next + 1) % n;
            if next != other_store && !self.burnt[next] {
                break;
            }
        }
        self.cells[next] += 1;
        self.drops += 1;
        debug_assert!(
            self.drops < self.bound,
            "the simultaneous start ran past its bound"
        );
        let passed = passed || next == own_store;
        events.push(Event::Drop {
            side,
            into: self.cell(next),
        });
        if seeds > 1 {
            self.hands[side.index()] = Hand::Sowing {
                at: next,
                seeds: seeds - 1,
                passed,
            };
            return;
        }
        // The last seed: the store, a relay, or the end of this hand.
        if next == own_store {
            let holes = self.holes(side);
            let left = holes
                .filter(|&i| !self.burnt[i] && self.cells[i] > 0)
                .count();
            if left > 0 {
                self.hands[side.index()] = Hand::Choosing;
                events.push(Event::Again { side });
                return;
            }
        } else if self.cells[next] > 1 {
            let lifted = std::mem::take(&mut self.cells[next]);
            self.hands[side.index()] = Hand::Sowing {
                at: next,
                seeds: lifted,
                passed,
            };
            events.push(Event::Lift {
                side,
                from: self.cell(next),
                seeds: lifted,
            });
            return;
        } else if self.holes(side).contains(&next) {
            let facing = 2 * self.m - next;
            let across = self.cells[facing];
            if across > 0 && !self.burnt[facing] && (passed || !self.rules.lap_before_capture) {
                let own_seed = u8::from(self.rules.capture_takes_own_seed());
                self.cells[facing] = 0;
                self.cells[next] -= own_seed;
                self.cells[own_store] += across + own_seed;
                events.push(Event::Capture {
                    side,
                    pit: (next - self.holes(side).start) as u8 + 1,
                    seeds: across + own_seed,
                    own_seed: own_seed == 1,
                });
            }
        }
        self.hands[side.index()] = Hand::Done { tick: self.tick };
        events.push(Event::Done { side });
    }

    // The cells are indexed as the ring of position text (`Layout`).
    fn layout(&self) -> Layout {
        Layout::new(self.m as u8)
    }

    fn store(&self, side: Side) -> usize {
        self.layout().store(side)
    }

    fn holes(&self, side: Side) -> std::ops::Range<usize> {
        let base = self.layout().base(side);
        base..base + self.m
    }

    fn hole(&self, side: Side, pit: u8) -> usize {
        self.layout().pit(side, pit)
    }

    fn cell(&self, index: usize) -> Cell {
        self.layout().cell(index)
    }
}
