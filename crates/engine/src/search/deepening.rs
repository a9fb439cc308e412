//! Hard's search where the solver cannot prove a value in time (Oware always, Kalah rarely): iterative
//! deepening of a principal-variation search over a transposition table kept between moves, the endgame
//! table's exact values at every node it knows, and in Oware a quiescence search of captures at the horizon.
//! Moves are tried in the order: the table's move, then by what they take at once, then the killer moves of
//! the ply, then by their history.
//!
//! Scores are in quarter seeds ([`SCALE`]) of the mover's future gain (stores left out), so a position is keyed
//! by its two rows alone, as the solver's are.
//!
//! With more than one thread ([`Deepening::set_threads`]) the others search the same position beside the first,
//! each a depth ahead of the one before, sharing only the table (a lockless one: a slot is two words, the second
//! its data and the first the key's hash mixed with the data, so a slot torn by two writers reads as another
//! position's and is ignored): what they store cuts the first thread's search short. The first thread's move is
//! played, unless a helper finished a deeper depth than it got to; with helpers the search is no longer
//! repeatable move for move.

use super::alpha_beta::{self, Bound, Entry, MoveList, Node, Step, Walk};
use super::endgame::EndgameTable;
use super::evaluation::{INFINITY, SCALE, evaluate};
use super::limits::{Limits, NodeCount};
use crate::rules::kernel::{Child, next, playable};
use crate::rules::ruleset::Rules;
use crate::rules::{MAX_SOWINGS, Position};
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};

/// The deepest search tried.
pub const MAX_DEPTH: u32 = 64;

/// Slots of the transposition table, in pairs (16 bytes each: 64 MB, as many as a search of 2 s visits nodes).
const SLOTS: usize = 1 << 22;

/// Sowings left before the safety net below which the table is not used: there a position's value depends on
/// how many are left, which its key does not hold.
const NEAR_THE_NET: u32 = 2 * MAX_DEPTH;

/// What a slot holds, unpacked.
#[derive(Clone, Copy, Default)]
struct Slot {
    score: i32,
    depth: u8,
    bound: Bound,
    /// The best move found, pit from 0; `NONE` if none.
    best: u8,
    /// The search (move of the game) that wrote it, so older entries give way.
    age: u8,
}

impl Slot {
    /// Score in the low 32 bits, then depth, bound, best move and age a byte each; an empty slot is all zero.
    fn pack(self) -> u64 {
        u64::from(self.score as u32)
            | u64::from(self.depth) << 32
            | (self.bound as u64) << 40
            | u64::from(self.best) << 48
            | u64::from(self.age) << 56
    }

    fn unpack(data: u64) -> Slot {
        Slot {
            score: data as u32 as i32,
            depth: (data >> 32) as u8,
            bound: match (data >> 40) as u8 {
                1 => Bound::Exact,
                2 => Bound::Lower,
                3 => Bound::Upper,
                _ => Bound::Empty,
            },
            best: (data >> 48) as u8,
            age: (data >> 56) as u8,
        }
    }
}

const NONE: u8 = u8::MAX;

/// The transposition table the threads share: per slot, the key's hash XOR the data, then the data.
struct Table {
    words: Box<[AtomicU64]>,
}

impl Table {
    fn new(slots: usize) -> Table {
        Table {
            words: (0..2 * slots).map(|_| AtomicU64::new(0)).collect(),
        }
    }

    fn clear(&mut self) {
        self.words.iter_mut().for_each(|word| *word.get_mut() = 0);
    }

    fn slots(&self) -> usize {
        self.words.len() / 2
    }

    /// The slot at `at` if it holds the position of hash `key`.
    fn read(&self, at: usize, key: u64) -> Option<Slot> {
        let check = self.words[2 * at].load(Ordering::Relaxed);
        let data = self.words[2 * at + 1].load(Ordering::Relaxed);
        (data != 0 && check ^ data == key).then(|| Slot::unpack(data))
    }

    /// The slot at `at` whatever it holds, and whether that is the position of hash `key`.
    fn peek(&self, at: usize, key: u64) -> (Slot, bool) {
        let check = self.words[2 * at].load(Ordering::Relaxed);
        let data = self.words[2 * at + 1].load(Ordering::Relaxed);
        (Slot::unpack(data), data != 0 && check ^ data == key)
    }

    fn write(&self, at: usize, key: u64, slot: Slot) {
        let data = slot.pack();
        self.words[2 * at].store(key ^ data, Ordering::Relaxed);
        self.words[2 * at + 1].store(data, Ordering::Relaxed);
    }
}

/// What each thread learns of the move order as it searches: the killer moves of each ply and each pit's
/// history (from the mover's side: how often and how deep it caused a cut).
#[derive(Clone)]
struct Order {
    killers: [[u8; 2]; MAX_PLY],
    history: [u32; 8],
}

impl Order {
    fn new() -> Order {
        Order {
            killers: [[NONE; 2]; MAX_PLY],
            history: [0; 8],
        }
    }

    /// A new move of the game: the killers forgotten, the history faded.
    fn next_move(&mut self) {
        self.killers = [[NONE; 2]; MAX_PLY];
        self.history.iter_mut().for_each(|h| *h /= 8);
    }
}

/// The best move of a finished depth (kept beside the loop every search shares, whose root loop makes it too).
pub use super::alpha_beta::Found;

/// The search, with what it keeps between moves of a game: its transposition table, and each thread's move order.
pub struct Deepening {
    table: Table,
    age: u8,
    rules: Option<(Rules, u32)>,
    /// The first thread's, then each helper's.
    orders: Vec<Order>,
}

const MAX_PLY: usize = 128;

impl Default for Deepening {
    fn default() -> Self {
        Deepening::new()
    }
}

impl Deepening {
    pub fn new() -> Deepening {
        Deepening::with_slots(SLOTS)
    }

    /// The same with a table of `slots` slots (a power of two, at least 2), for searches smaller than a move's.
    pub fn with_slots(slots: usize) -> Deepening {
        assert!(slots.is_power_of_two() && slots >= 2, "slots come in pairs");
        Deepening {
            table: Table::new(slots),
            age: 0,
            rules: None,
            orders: vec![Order::new()],
        }
    }

    /// Searches on `threads` threads from now on (at least one: this one).
    pub fn set_threads(&mut self, threads: usize) {
        self.orders.resize(threads.max(1), Order::new());
    }

    /// Iterative deepening from one sowing to `max_depth` until `limits` stop it: the last best move found, or
    /// `None` if not even the first move of the one-sowing search finished (or the game is over). The nodes
    /// limit is each thread's.
    pub fn search(
        &mut self,
        position: &Position,
        endgame: Option<&EndgameTable>,
        max_depth: u32,
        limits: &Limits,
    ) -> Option<Found> {
        let m = u32::from(position.pits());
        let rules = position.rules();
        if self.rules != Some((rules, m)) {
            self.table.clear();
            self.rules = Some((rules, m));
        }
        self.age = self.age.wrapping_add(1);
        self.orders.iter_mut().for_each(Order::next_move);
        let me = position.to_move();
        let stores =
            (i32::from(position.store(me)) - i32::from(position.store(me.opponent()))) * SCALE;
        let own = position.row_word(me);
        let opp = position.row_word(me.opponent());
        let left = u32::from(MAX_SOWINGS.saturating_sub(position.sowings()));
        let endgame = endgame.filter(|e| e.pits() == m && e.rules() == rules);
        let max_depth = max_depth.min(MAX_DEPTH);
        let (table, age) = (&self.table, self.age);
        let (first, helpers) = self.orders.split_first_mut().expect("one thread at least");
        // The helpers stop when the first thread does, and keep ahead of the depth it is on.
        let done = AtomicBool::new(false);
        let first_depth = AtomicU32::new(1);
        let run = |order, ahead: u32| Run {
            table,
            age,
            order,
            m,
            rules,
            endgame,
            count: NodeCount::new(limits),
            done: &done,
            first_depth: &first_depth,
            ahead,
        };
        let (found, nodes) = std::thread::scope(|scope| {
            let helpers: Vec<_> = helpers
                .iter_mut()
                .zip(1..)
                .map(|(order, ahead)| {
                    let mut run = run(order, ahead);
                    scope.spawn(move || {
                        let (_, finished) = run.deepen(own, opp, left, max_depth);
                        (finished, run.count.nodes)
                    })
                })
                .collect();
            let mut run = run(first, 0);
            let (mut found, _) = run.deepen(own, opp, left, max_depth);
            done.store(true, Ordering::Relaxed);
            let mut nodes = run.count.nodes;
            // A helper that finished a deeper depth than the first thread got to has the better move.
            for helper in helpers {
                let Ok((finished, helper_nodes)) = helper.join() else {
                    continue;
                };
                nodes += helper_nodes;
                if let Some(finished) = finished
                    && found.is_none_or(|found| finished.depth > found.depth)
                {
                    found = Some(finished);
                }
            }
            (found, nodes)
        });
        found.map(|found| Found {
            score: stores + found.score,
            nodes,
            ..found
        })
    }
}

/// One thread's search of a move: the shared table, its own move order and counters.
struct Run<'a, 'b> {
    table: &'a Table,
    age: u8,
    order: &'a mut Order,
    m: u32,
    rules: Rules,
    endgame: Option<&'a EndgameTable>,
    count: NodeCount<'b>,
    /// Raised when the first thread finished: a helper's work is of no more use.
    done: &'a AtomicBool,
    /// The depth the first thread is searching.
    first_depth: &'a AtomicU32,
    /// How many depths ahead of the first thread this one searches (0: it is the first).
    ahead: u32,
}

/// The moves of a position, each pit (from 0) with its child worked out, in the order to try them.
type Moves = MoveList<(u8, Child), 8>;

impl Run<'_, '_> {
    /// The iterative deepening of one thread: its best move (score without the stores), if any depth got one,
    /// and the best move of the deepest depth it finished. A helper goes on from the depth it finished or,
    /// if the first thread has caught up, from its own distance ahead of it.
    fn deepen(
        &mut self,
        own: u64,
        opp: u64,
        left: u32,
        max_depth: u32,
    ) -> (Option<Found>, Option<Found>) {
        let mut found: Option<Found> = None;
        let mut finished = None;
        let mut depth = 1 + self.ahead;
        while depth <= max_depth {
            if self.ahead == 0 {
                self.first_depth.store(depth, Ordering::Relaxed);
            }
            let first = found.map(|found| found.pit - 1);
            let (best, score, complete) = self.root(own, opp, depth, left, first);
            if let Some(pit) = best {
                found = Some(Found {
                    pit: pit as u8 + 1,
                    score,
                    depth,
                    nodes: 0,
                });
            }
            if !complete {
                break;
            }
            finished = found;
            depth = (depth + 1).max(self.first_depth.load(Ordering::Relaxed) + self.ahead);
        }
        (found, finished)
    }

    /// The root at one depth: the best move (from 0), its score, and whether the depth finished. The previous
    /// depth's best (`first`; at the first depth, the table's from an earlier move's search) is tried first, so
    /// a depth cut short still has a best move once that first move is searched; another replaces it only if it
    /// proved better.
    fn root(
        &mut self,
        own: u64,
        opp: u64,
        depth: u32,
        left: u32,
        first: Option<u8>,
    ) -> (Option<u32>, i32, bool) {
        let first =
            first.unwrap_or_else(|| self.probe(own, opp, left).map_or(NONE, |slot| slot.best));
        let moves = self.ordered_moves(own, opp, left, first, 0);
        let mut alpha = -INFINITY;
        let mut best = None;
        for (i, &choice) in moves.as_ref().iter().enumerate() {
            let p = u32::from(choice.0);
            let rows = (own, opp);
            let score = if i == 0 {
                alpha_beta::score_of(self, &choice, rows, depth, left, 1, (-INFINITY, INFINITY))
            } else {
                let probe =
                    alpha_beta::score_of(self, &choice, rows, depth, left, 1, (alpha, alpha + 1));
                if probe > alpha && !self.count.stopped {
                    alpha_beta::score_of(self, &choice, rows, depth, left, 1, (alpha, INFINITY))
                } else {
                    probe
                }
            };
            if self.count.stopped {
                return (best, alpha, false);
            }
            if score > alpha {
                alpha = score;
                best = Some(p);
            }
        }
        if let Some(p) = best {
            self.store(own, opp, depth, alpha, Bound::Exact, p as u8, left);
        }
        (best, alpha, true)
    }

    /// Whether to stop, asked every [`POLL`] nodes.
    #[inline]
    fn count_node(&mut self) -> bool {
        let done = self.done;
        self.count.count(|| done.load(Ordering::Relaxed))
    }

    /// At the horizon: the evaluation, or in Oware better by a capture (the mover may always choose not to
    /// capture, so the evaluation is a floor). Every capture takes seeds off the board, so this ends.
    fn quiescence(&mut self, own: u64, opp: u64, left: u32, mut alpha: i32, beta: i32) -> i32 {
        let stand = evaluate(own, opp, self.m, self.rules);
        if !self.rules.is_oware() || stand >= beta {
            return stand;
        }
        let mut best = stand;
        alpha = alpha.max(stand);
        let pits = playable(own, opp, self.m, self.rules);
        for p in (0..self.m).rev().filter(|p| pits & (1 << p) != 0) {
            let score = match next(own, opp, self.m, p, left, self.rules) {
                Child::Final(gain) => gain * SCALE,
                Child::Turn(gain, o, q) if gain > 0 => {
                    if self.count_node() {
                        return 0;
                    }
                    let gain = gain * SCALE;
                    let rest = match self.endgame.and_then(|e| e.value(o, q)) {
                        Some(value) => value * SCALE,
                        None => self.quiescence(o, q, left - 1, gain - beta, gain - alpha),
                    };
                    gain - rest
                }
                _ => continue,
            };
            if self.count.stopped {
                return 0;
            }
            if score > best {
                best = score;
                alpha = alpha.max(score);
                if alpha >= beta {
                    break;
                }
            }
        }
        best
    }

    /// The moves in the order to try them: `first` (the table's), then by the seeds they take at once, then
    /// the ply's killers, then by history.
    fn ordered_moves(&self, own: u64, opp: u64, left: u32, first: u8, ply: usize) -> Moves {
        let pits = playable(own, opp, self.m, self.rules);
        let mut moves = Moves::new((0, Child::Final(0)));
        let mut keys = [0u64; 8];
        let killers = self.order.killers[ply.min(MAX_PLY - 1)];
        for p in (0..self.m).filter(|p| pits & (1 << p) != 0) {
            let child = next(own, opp, self.m, p, left, self.rules);
            let gain = match child {
                Child::Final(gain) => gain + 64,
                Child::Again(gain, ..) => gain + 32,
                Child::Turn(gain, ..) => gain,
            };
            let killer = if p as u8 == killers[0] {
                2
            } else {
                u64::from(p as u8 == killers[1])
            };
            let key = if p as u8 == first {
                u64::MAX
            } else {
                ((gain.max(0) as u64) << 40)
                    + (killer << 36)
                    + u64::from(self.order.history[p as usize].min(u32::MAX >> 5))
            };
            keys[moves.as_ref().len()] = key;
            moves.push((p as u8, child));
        }
        // A stable insertion sort of at most 8, highest key first.
        let sorted = moves.as_mut_slice();
        for i in 1..sorted.len() {
            let mut j = i;
            while j > 0 && keys[j - 1] < keys[j] {
                keys.swap(j - 1, j);
                sorted.swap(j - 1, j);
                j -= 1;
            }
        }
        moves
    }

    fn remember_cutoff(&mut self, pit: u8, ply: usize, depth: u32) {
        let history = &mut self.order.history[usize::from(pit)];
        *history = history.saturating_add(depth * depth);
        let killers = &mut self.order.killers[ply.min(MAX_PLY - 1)];
        if killers[0] != pit {
            killers[1] = killers[0];
            killers[0] = pit;
        }
    }

    /// A hash of the rows: its low bits give the pair of slots a position may be in (the first of the pair
    /// keeps the deepest result of this move's search, the second the latest), all of it the key a slot is
    /// checked against.
    fn key(own: u64, opp: u64) -> u64 {
        let key = own.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ opp.wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        let key = (key ^ (key >> 29)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        key ^ (key >> 32)
    }

    fn pair(&self, key: u64) -> usize {
        key as usize & (self.table.slots() - 2)
    }

    fn probe(&self, own: u64, opp: u64, left: u32) -> Option<Slot> {
        if left < NEAR_THE_NET {
            return None;
        }
        let key = Run::key(own, opp);
        let at = self.pair(key);
        self.table
            .read(at, key)
            .or_else(|| self.table.read(at + 1, key))
    }

    #[allow(clippy::too_many_arguments)]
    fn store(
        &mut self,
        own: u64,
        opp: u64,
        depth: u32,
        score: i32,
        bound: Bound,
        best: u8,
        left: u32,
    ) {
        if left < NEAR_THE_NET {
            return;
        }
        let key = Run::key(own, opp);
        let at = self.pair(key);
        let (deepest, same) = self.table.peek(at, key);
        // The first slot gives way to as deep a result, to the same position's, and to any once it is from an
        // earlier move of the game; else the result goes to the second.
        let first = deepest.bound == Bound::Empty
            || deepest.age != self.age
            || same
            || u32::from(deepest.depth) <= depth;
        let slot = Slot {
            score,
            depth: depth as u8,
            bound,
            best,
            age: self.age,
        };
        self.table.write(if first { at } else { at + 1 }, key, slot);
    }
}

impl Walk for Run<'_, '_> {
    type Rows = (u64, u64);
    type Move = (u8, Child);
    type Moves = Moves;
    type Hint = u8;
    const SCOUT: bool = true;

    #[inline]
    fn count_node(&mut self) -> bool {
        Run::count_node(self)
    }

    fn stopped(&self) -> bool {
        self.count.stopped
    }

    #[inline]
    fn enter(&mut self, node: &Node<(u64, u64)>) -> Entry<u8> {
        let (own, opp) = node.rows;
        if let Some(value) = self.endgame.and_then(|e| e.value(own, opp)) {
            return Entry::Known(value * SCALE);
        }
        if node.depth == 0 || node.ply >= MAX_PLY {
            return Entry::Known(self.quiescence(own, opp, node.left, node.alpha, node.beta));
        }
        match self.probe(own, opp, node.left) {
            Some(slot)
                if u32::from(slot.depth) >= node.depth
                    && slot.bound.settles(slot.score, node.alpha, node.beta) =>
            {
                Entry::Known(slot.score)
            }
            slot => Entry::Search(slot.map(|slot| slot.best)),
        }
    }

    fn moves(&mut self, node: &Node<(u64, u64)>, first: Option<u8>) -> Moves {
        let (own, opp) = node.rows;
        self.ordered_moves(own, opp, node.left, first.unwrap_or(NONE), node.ply)
    }

    /// No move (Oware: the mover cannot feed): the search's caller saw the end already; as the rules end it.
    fn no_move(&self) -> i32 {
        0
    }

    #[inline]
    fn sow(&self, _: (u64, u64), &(_, child): &(u8, Child), _: u32) -> Step<(u64, u64)> {
        match child {
            Child::Final(gain) => Step::Final(gain),
            Child::Again(gain, o, q) => Step::Again(gain, (o, q)),
            Child::Turn(gain, o, q) => Step::Turn(gain, (o, q)),
        }
    }

    fn cutoff(&mut self, &(pit, _): &(u8, Child), _: usize, node: &Node<(u64, u64)>) {
        self.remember_cutoff(pit, node.ply, node.depth);
    }

    fn leave(&mut self, node: &Node<(u64, u64)>, best: i32, bound: Bound, &(pit, _): &(u8, Child)) {
        let (own, opp) = node.rows;
        self.store(own, opp, node.depth, best, bound, pit, node.left);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slot_reads_back_as_written_and_a_torn_one_not_at_all() {
        let table = Table::new(4);
        let slot = Slot {
            score: -1234,
            depth: 19,
            bound: Bound::Upper,
            best: 5,
            age: 200,
        };
        let (key, other) = (Run::key(0x0404_0404_0404, 0x0505_0505), Run::key(1, 2));
        table.write(2, key, slot);
        let read = table.read(2, key).expect("written");
        assert_eq!(
            (read.score, read.depth, read.bound, read.best, read.age),
            (-1234, 19, Bound::Upper, 5, 200)
        );
        assert!(table.read(2, other).is_none(), "another position's key");
        assert!(table.read(3, key).is_none(), "an empty slot");
        // A second writer's data over the first's check word: a slot of neither position.
        let theirs = Slot {
            score: 7,
            bound: Bound::Exact,
            ..slot
        };
        table.words[5].store(theirs.pack(), Ordering::Relaxed);
        assert!(table.read(2, key).is_none());
        assert!(table.read(2, other).is_none());
    }
}
