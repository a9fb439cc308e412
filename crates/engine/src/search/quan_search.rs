//! Ô ăn quan's search: alpha-beta over whole positions, a sowing a ply (the game has no extra turns), with the
//! scores of the other searches: quarter seeds, from the side to move, for the whole game. Nothing proves an Ô ăn
//! quan position (its relays and chained captures give no table a numbering), so every level searches.
//!
//! A node is the [`Position`] itself: the refill of an empty row, the borrowing, the chained captures and the end
//! are the rules' own, in one place. What a player has banked (captured citizens, mandarins at their worth,
//! debts) is counted as it is won; the citizens on the squares change hands with every relay, so only half of
//! them count as their row's owner's at the horizon, as Congklak's search counts its holes.

use super::alpha_beta::{self, Bound, Entry, MoveList, Node, Slots, Step, Walk};
pub use super::deepening::Found;
use super::depth::Scored;
use super::evaluation::{INFINITY, SCALE};
use super::limits::{Limits, NodeCount, Unfinished};
use crate::rules::Position;

/// Moves a node may have: every square both ways.
const MOVES: usize = 10;

/// The banked margin of the side to move ([`Position::quan_banked`]).
fn banked_margin(position: &Position) -> i32 {
    let me = position.to_move();
    position.quan_banked(me) - position.quan_banked(me.opponent())
}

/// A move and what it leaves, worked out when the moves are ordered.
#[derive(Clone, Copy, Debug)]
struct Choice {
    mv: u8,
    step: Step<Position>,
}

/// Plays `mv`: the mover's gain in banked seeds (at the end, in final seeds), and what follows.
fn next(position: &Position, mv: u8) -> Step<Position> {
    let me = position.to_move();
    let (after, _) = position.play(mv).expect("the search plays legal moves");
    let before = banked_margin(position);
    if after.is_over() {
        return Step::Final(after.score().margin(me) - before);
    }
    // The turn passed: the child's banked margin is the opponent's.
    Step::Turn(-banked_margin(&after) - before, after)
}

/// Half of the citizens on each side's squares to its owner, in quarter seeds.
fn evaluate(position: &Position) -> i32 {
    let me = position.to_move();
    let squares = |side| position.row_seeds(side) as i32;
    (squares(me) - squares(me.opponent())) * SCALE / 2
}

/// The moves of `position`, best first: `first` (the table's move), then by what they bank at once.
fn order(position: &Position, first: Option<u8>) -> MoveList<Choice, MOVES> {
    let mut choices = MoveList::new(Choice {
        mv: 0,
        step: Step::Final(0),
    });
    for mv in position.legal_moves() {
        choices.push(Choice {
            mv,
            step: next(position, mv),
        });
    }
    let gain = |choice: &Choice| match choice.step {
        Step::Final(gain) | Step::Again(gain, _) | Step::Turn(gain, _) => gain,
    };
    choices
        .as_mut_slice()
        .sort_by_key(|choice| (Some(choice.mv) != first, -gain(choice)));
    choices
}

/// The score of every legal move of `position` by a `depth`-sowing search, in move order.
pub fn score_moves(
    position: &Position,
    depth: u32,
    limits: &Limits,
) -> Result<Vec<Scored>, Unfinished> {
    let mut search = Search::new(limits, None);
    let banked = banked_margin(position) * SCALE;
    let mut scores = Vec::new();
    for choice in order(position, None).as_ref() {
        let score = search.child(position, choice, depth.max(1), -INFINITY, INFINITY);
        if search.count.stopped {
            return Err(Unfinished {
                nodes: search.count.nodes,
            });
        }
        scores.push(Scored {
            pit: choice.mv,
            score: banked + score,
        });
    }
    scores.sort_by_key(|scored| scored.pit);
    Ok(scores)
}

/// Hard's search in Ô ăn quan, with its transposition table kept between the moves of a game.
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
        let banked = banked_margin(position) * SCALE;
        let mut search = Search::new(limits, Some(&mut self.table));
        let choices = |first: Option<u8>| {
            let choices = order(position, first);
            choices
                .as_ref()
                .iter()
                .map(|&choice| (choice.mv, choice))
                .collect()
        };
        alpha_beta::deepen(max_depth, banked, choices, |choice, depth, alpha| {
            let score = search.child(position, choice, depth, alpha, INFINITY);
            (!search.count.stopped).then_some((score, search.count.nodes))
        })
    }
}

struct Search<'a> {
    count: NodeCount<'a>,
    table: Option<&'a mut Slots>,
}

impl<'a> Search<'a> {
    fn new(limits: &Limits<'a>, table: Option<&'a mut Slots>) -> Search<'a> {
        Search {
            count: NodeCount::new(limits),
            table,
        }
    }

    /// The mover's future gain from `choice`, searched `depth` sowings deep.
    fn child(
        &mut self,
        position: &Position,
        choice: &Choice,
        depth: u32,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        // The safety net is the position's own (it counts its sowings).
        alpha_beta::score_of(self, choice, *position, depth, u32::MAX, 0, (alpha, beta))
    }
}

impl Walk for Search<'_> {
    type Rows = Position;
    type Move = Choice;
    type Moves = MoveList<Choice, MOVES>;
    type Hint = u8;
    const SCOUT: bool = false;

    #[inline]
    fn count_node(&mut self) -> bool {
        self.count.count(|| false)
    }

    fn stopped(&self) -> bool {
        self.count.stopped
    }

    fn enter(&mut self, node: &Node<Position>) -> Entry<u8> {
        if node.depth == 0 {
            return Entry::Known(evaluate(&node.rows));
        }
        match &self.table {
            Some(table) => table.entry(hash(&node.rows), node.depth, node.alpha, node.beta),
            None => Entry::Search(None),
        }
    }

    fn moves(&mut self, node: &Node<Position>, first: Option<u8>) -> MoveList<Choice, MOVES> {
        order(&node.rows, first)
    }

    fn no_move(&self) -> i32 {
        -INFINITY
    }

    #[inline]
    fn sow(&self, _: Position, choice: &Choice, _: u32) -> Step<Position> {
        choice.step
    }

    fn cutoff(&mut self, _: &Choice, _: usize, _: &Node<Position>) {}

    fn leave(&mut self, node: &Node<Position>, best: i32, bound: Bound, choice: &Choice) {
        if let Some(table) = self.table.as_mut() {
            table.keep(hash(&node.rows), node.depth, bound, best, choice.mv);
        }
    }
}

/// A 64-bit hash of a position as the search sees it: the rows (squares, mandarin squares, accounts), the
/// captured citizens and the side to move. (The sowings played are left out: only the safety net, 400 sowings
/// away, reads them.)
fn hash(position: &Position) -> u64 {
    let me = position.to_move();
    let words = position.quan_words();
    let piles = u64::from(position.store(me)) | u64::from(position.store(me.opponent())) << 8;
    let mut hash = words[0] ^ words[1].rotate_left(23) ^ piles.rotate_left(47) ^ me as u64;
    hash ^= hash >> 29;
    hash = hash.wrapping_mul(0xbf58_476d_1ce4_e5b9);
    hash ^= hash >> 32;
    hash = hash.wrapping_mul(0x94d0_49bb_1331_11eb);
    hash ^ (hash >> 31)
}
