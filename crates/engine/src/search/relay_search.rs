//! Congklak's search: alpha-beta over the relay kernel's rows, seen from the mover, a sowing a ply (an extra turn
//! is a ply of the same side). Kalah's and Oware's depth search ([`super::depth`]) and deepening search
//! ([`super::deepening`]) walk 64-bit rows through their kernel; a Congklak row has up to nine holes and burnt
//! ones, and its sowing relays, so it has this search of its own with the same scores: quarter seeds, from the
//! side to move, for the whole round (stores included).
//!
//! Medium and Teach me take [`score_moves`] at a fixed depth. Hard takes [`Deepening`]: depth after depth within
//! its budget, the best move of each depth tried first at the next and a transposition table kept between moves.

use super::alpha_beta::{self, Bound, Entry, MoveList, Node, Slots, Step, Walk};
pub use super::deepening::Found;
use super::depth::Scored;
use super::evaluation::{INFINITY, SCALE};
use super::limits::{Limits, NodeCount, POLL, Unfinished};
use crate::rules::kernel::Landing;
use crate::rules::relay::{self, HOLES, Rows};
use crate::rules::ruleset::Rules;
use crate::rules::{MAX_SOWINGS, Position};

/// Sows own hole `p` with `left` sowings to go before the safety net; the round's end and the pass as
/// [`Position::play`] has them.
fn next(rows: Rows, m: usize, p: usize, left: u32, rules: Rules) -> Step<Rows> {
    let sown = relay::sow(rows, m, p, rules, |_| {});
    let gain = i32::from(sown.gain);
    let own = relay::seeds(&sown.rows.own) as i32;
    let opp = relay::seeds(&sown.rows.opp) as i32;
    let again = sown.landing == Landing::OwnStore;
    // Whose turn it is, after a pass under pass-when-empty.
    let mover_next = match (again, rules.passes_when_empty()) {
        (true, true) if own == 0 => false,
        (false, true) if opp == 0 => true,
        (again, _) => again,
    };
    let stuck = if mover_next { own == 0 } else { opp == 0 };
    if stuck || left <= 1 {
        Step::Final(gain + own - opp)
    } else if mover_next {
        Step::Again(gain, sown.rows)
    } else {
        Step::Turn(gain, sown.rows.swapped())
    }
}

/// A live position's value to the mover beyond the stores, in quarter seeds: half of each row's seeds to its
/// owner. Seeds in the holes change sides with every relay, so only part of them is counted as the owner's.
fn evaluate(rows: &Rows) -> i32 {
    (relay::seeds(&rows.own) as i32 - relay::seeds(&rows.opp) as i32) * SCALE / 2
}

/// The holes to try, best first: `first` (the table's move), then sowings that end in the own store, then the
/// rest from the hole nearest the store.
fn order(rows: &Rows, m: usize, first: Option<usize>) -> MoveList<usize, HOLES> {
    let mut holes = MoveList::new(0);
    let mut push = |hole: usize| {
        if !holes.as_ref().contains(&hole) {
            holes.push(hole);
        }
    };
    let live = |hole: usize| rows.own[hole] != 0 && rows.own[hole] != relay::BURNT;
    if let Some(hole) = first.filter(|&hole| hole < m && live(hole)) {
        push(hole);
    }
    // A first lap that ends in the store: exactly as many seeds as cells to it (burnt holes aside).
    for hole in (0..m).rev().filter(|&hole| live(hole)) {
        let to_store = (hole + 1..m)
            .filter(|&h| rows.own[h] != relay::BURNT)
            .count()
            + 1;
        if usize::from(rows.own[hole]) == to_store {
            push(hole);
        }
    }
    for hole in (0..m).rev().filter(|&hole| live(hole)) {
        push(hole);
    }
    holes
}

/// The score of every legal move of `position` by a `depth`-sowing search, in hole order.
pub fn score_moves(
    position: &Position,
    depth: u32,
    limits: &Limits,
) -> Result<Vec<Scored>, Unfinished> {
    let mut search = Search::new(position, limits, None);
    let rows = position.holes_of_mover();
    let left = u32::from(MAX_SOWINGS.saturating_sub(position.sowings()));
    let mut scores = Vec::new();
    for pit in position.legal_moves() {
        let score = search.child(
            rows,
            usize::from(pit) - 1,
            depth.max(1),
            left,
            -INFINITY,
            INFINITY,
        );
        if search.count.stopped {
            return Err(Unfinished {
                nodes: search.count.nodes,
            });
        }
        scores.push(Scored {
            pit,
            score: search.stores + score,
        });
    }
    Ok(scores)
}

/// Hard's search in Congklak, with its transposition table kept between the moves of a game.
#[derive(Default)]
pub struct Deepening {
    table: Slots,
}

impl Deepening {
    /// The best move of the deepest search that finished within `limits`, up to `max_depth` sowings; `None` if
    /// the first depth did not finish.
    pub fn search(
        &mut self,
        position: &Position,
        max_depth: u32,
        limits: &Limits,
    ) -> Option<Found> {
        let rows = position.holes_of_mover();
        let left = u32::from(MAX_SOWINGS.saturating_sub(position.sowings()));
        let mut search = Search::new(position, limits, Some(&mut self.table));
        let (m, stores) = (search.m, search.stores);
        let holes = |first: Option<u8>| {
            let first = first.map(|pit| usize::from(pit) - 1);
            let holes = order(&rows, m, first);
            holes
                .as_ref()
                .iter()
                .map(|&hole| (hole as u8 + 1, hole))
                .collect()
        };
        alpha_beta::deepen(max_depth, stores, holes, |&hole, depth, alpha| {
            let score = search.child(rows, hole, depth, left, alpha, INFINITY);
            (!search.count.stopped).then_some((score, search.count.nodes))
        })
    }
}

struct Search<'a> {
    m: usize,
    rules: Rules,
    /// The stores' difference for the side to move at the root, in quarter seeds.
    stores: i32,
    count: NodeCount<'a>,
    table: Option<&'a mut Slots>,
}

impl<'a> Search<'a> {
    fn new(position: &Position, limits: &Limits<'a>, table: Option<&'a mut Slots>) -> Search<'a> {
        let me = position.to_move();
        Search {
            m: usize::from(position.pits()),
            rules: position.rules(),
            stores: (i32::from(position.store(me)) - i32::from(position.store(me.opponent())))
                * SCALE,
            count: NodeCount::new(limits),
            table,
        }
    }

    /// The mover's future gain from sowing own hole `p`, searched `depth` sowings deep.
    fn child(&mut self, rows: Rows, p: usize, depth: u32, left: u32, alpha: i32, beta: i32) -> i32 {
        alpha_beta::score_of(self, &p, rows, depth, left, 0, (alpha, beta))
    }
}

impl Walk for Search<'_> {
    type Rows = Rows;
    type Move = usize;
    type Moves = MoveList<usize, HOLES>;
    type Hint = usize;
    const SCOUT: bool = false;

    #[inline]
    fn count_node(&mut self) -> bool {
        self.count.count(|| false)
    }

    fn stopped(&self) -> bool {
        self.count.stopped
    }

    fn enter(&mut self, node: &Node<Rows>) -> Entry<usize> {
        if node.depth == 0 {
            return Entry::Known(evaluate(&node.rows));
        }
        let Some(table) = &self.table else {
            return Entry::Search(None);
        };
        match table.entry(hash(&node.rows), node.depth, node.alpha, node.beta) {
            Entry::Known(score) => Entry::Known(score),
            Entry::Search(best) => Entry::Search(best.map(usize::from)),
        }
    }

    fn moves(&mut self, node: &Node<Rows>, first: Option<usize>) -> MoveList<usize, HOLES> {
        order(&node.rows, self.m, first)
    }

    fn no_move(&self) -> i32 {
        -INFINITY
    }

    #[inline]
    fn sow(&self, rows: Rows, &hole: &usize, left: u32) -> Step<Rows> {
        next(rows, self.m, hole, left, self.rules)
    }

    fn cutoff(&mut self, _: &usize, _: usize, _: &Node<Rows>) {}

    fn leave(&mut self, node: &Node<Rows>, best: i32, bound: Bound, &hole: &usize) {
        if let Some(table) = self.table.as_mut() {
            table.keep(hash(&node.rows), node.depth, bound, best, hole as u8);
        }
    }
}

/// A 64-bit hash of both rows (FNV-1a over their bytes, then a final mix).
fn hash(rows: &Rows) -> u64 {
    let mut hash = 0xcbf2_9ce4_8422_2325u64;
    for &byte in rows.own.iter().chain(&rows.opp) {
        hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
    }
    hash ^= hash >> 29;
    hash = hash.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    hash ^ (hash >> 32)
}

/// The most the side to move can take in one turn: its sowings while each ends in its store, and the one that
/// ends the turn. `seeds` is what its store holds when the turn passes (or the round ends, its row swept in);
/// `line` the holes sown, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    pub seeds: u32,
    pub line: Vec<u8>,
}

/// The turn that takes the most (the first of them in hole order), searched to its end: every chain of extra
/// turns, each position of them once. `None` if `limits` stopped it first.
pub fn best_turn(position: &Position, limits: &Limits) -> Option<Turn> {
    let mover = position.to_move();
    let mut known = std::collections::HashMap::new();
    let mut nodes = 0u64;
    let gain = turn_gain(position, &mut known, &mut nodes, limits)?;
    // The line, read back from what each position's best sowing gains.
    let mut line = Vec::new();
    let mut at = *position;
    loop {
        let target = known[&at];
        let (pit, next) = at
            .legal_moves()
            .map(|pit| (pit, at.play(pit).expect("legal moves play").0))
            .find(|(_, next)| {
                let more = if next.to_move() == mover && !next.is_over() {
                    known.get(next).copied()
                } else {
                    Some(0)
                };
                more.is_some_and(|more| {
                    u32::from(next.store(mover)) - u32::from(at.store(mover)) + more == target
                })
            })
            .expect("the best sowing is among the legal ones");
        line.push(pit);
        if next.to_move() != mover || next.is_over() {
            break;
        }
        at = next;
    }
    Some(Turn {
        seeds: u32::from(position.store(mover)) + gain,
        line,
    })
}

/// The most seeds the side to move of `position` adds to its store before its turn ends.
fn turn_gain(
    position: &Position,
    known: &mut std::collections::HashMap<Position, u32>,
    nodes: &mut u64,
    limits: &Limits,
) -> Option<u32> {
    if let Some(&gain) = known.get(position) {
        return Some(gain);
    }
    *nodes += 1;
    if nodes.is_multiple_of(POLL)
        && (limits.nodes.is_some_and(|most| *nodes >= most)
            || limits.stop.is_some_and(|stop| stop()))
    {
        return None;
    }
    let mover = position.to_move();
    let mut best = 0;
    for pit in position.legal_moves() {
        let (next, _) = position.play(pit).expect("legal moves play");
        let mut gain = u32::from(next.store(mover)) - u32::from(position.store(mover));
        if next.to_move() == mover && !next.is_over() {
            gain += turn_gain(&next, known, nodes, limits)?;
        }
        best = best.max(gain);
    }
    known.insert(*position, best);
    Some(best)
}
