//! The alpha-beta loop the three searches share: the depth search ([`super::depth`]), Hard's deepening search
//! ([`super::deepening`]) and Congklak's relay search ([`super::relay_search`]). Scores are negamax, in quarter
//! seeds for the side to move, and a sowing's gain is added on the way: an extra turn keeps the side (the
//! child's score is added), a turn that passes flips it (subtracted, the window mirrored).
//!
//! What differs between the searches is a [`Walk`]: the rows it walks (64-bit words through the sowing kernel,
//! or Congklak's holes through the relay kernel), how it orders the moves, what it knows before it searches a
//! node (an endgame table, the horizon, a transposition table) and what it remembers after. Each walk is a
//! type of its own, so the loop is compiled for each and costs nothing for being shared.

use super::evaluation::{INFINITY, SCALE};

/// What a sowing leaves, as the loop sees it: the mover's gain in whole seeds, and what follows.
#[derive(Clone, Copy, Debug)]
pub(super) enum Step<N> {
    /// The game (or round) is over: the exact gain, the rows swept.
    Final(i32),
    /// The same side moves again from `N`.
    Again(i32, N),
    /// The other side moves from `N` (seen from its side).
    Turn(i32, N),
}

/// What a score found at a node says of its value, for a transposition table.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[repr(u8)]
pub(super) enum Bound {
    #[default]
    Empty = 0,
    Exact = 1,
    /// The value is at least the score.
    Lower = 2,
    /// At most the score.
    Upper = 3,
}

impl Bound {
    /// The bound a search of window `(alpha, beta)` that found `best` gives.
    fn of(best: i32, alpha: i32, beta: i32) -> Bound {
        if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        }
    }

    /// Whether a kept `score` with this bound settles a search of window `(alpha, beta)`.
    pub(super) fn settles(self, score: i32, alpha: i32, beta: i32) -> bool {
        match self {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
            Bound::Empty => false,
        }
    }
}

/// A small transposition table, kept between the moves of a game by the searches of the games nothing proves
/// (Congklak's and Ô ăn quan's): 16-byte slots, 16 MB, one slot a key's place, the newest kept.
pub(super) struct Slots {
    slots: Vec<Slot>,
}

/// A slot: the position's hash, the depth searched, the bound, the score and the best move (its index).
#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    score: i32,
    depth: u8,
    bound: Bound,
    best: u8,
}

impl Default for Slots {
    fn default() -> Slots {
        Slots {
            slots: vec![Slot::default(); 1 << 20],
        }
    }
}

impl Slots {
    /// What the slot of `key` tells a node searched `depth` deep in `(alpha, beta)`: its value where the kept
    /// bound settles the window, else the move to try first, if any.
    pub(super) fn entry(&self, key: u64, depth: u32, alpha: i32, beta: i32) -> Entry<u8> {
        let slot = self.slots[key as usize % self.slots.len()];
        let kept = (slot.bound != Bound::Empty && slot.key == key).then_some(slot);
        match kept {
            Some(slot)
                if u32::from(slot.depth) >= depth
                    && slot.bound.settles(slot.score, alpha, beta) =>
            {
                Entry::Known(slot.score)
            }
            slot => Entry::Search(slot.map(|slot| slot.best)),
        }
    }

    /// Keeps what a node's search found, over whatever its slot held.
    pub(super) fn keep(&mut self, key: u64, depth: u32, bound: Bound, score: i32, best: u8) {
        let index = key as usize % self.slots.len();
        self.slots[index] = Slot {
            key,
            score,
            depth: depth.min(u32::from(u8::MAX)) as u8,
            bound,
            best,
        };
    }
}

/// The best move of a finished depth, or of the part of a depth searched before the time ran out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    pub pit: u8,
    /// Quarter seeds for the mover, for the whole game (stores included).
    pub score: i32,
    /// The depth in sowings of the deepest search whose best move this is.
    pub depth: u32,
    /// Nodes searched in all, every depth counted.
    pub nodes: u64,
}

/// Iterative deepening at the root, as the searches of the games nothing proves do it (Congklak's and Ô ăn
/// quan's): depth after depth up to `max_depth`, each depth's moves from `moves` (given the last depth's best
/// first), each scored by `score` at that depth above the best so far (`None` once the limits stop it). The
/// deepest finished depth's best move, its score raised by `base` (what is banked at the root); `None` if the
/// first depth did not finish.
pub(super) fn deepen<C>(
    max_depth: u32,
    base: i32,
    mut moves: impl FnMut(Option<u8>) -> Vec<(u8, C)>,
    mut score: impl FnMut(&C, u32, i32) -> Option<(i32, u64)>,
) -> Option<Found> {
    let mut found: Option<Found> = None;
    for depth in 1..=max_depth {
        let mut best: Option<(u8, i32, u64)> = None;
        for (pit, choice) in moves(found.map(|found| found.pit)) {
            let alpha = best.map_or(-INFINITY, |(_, score, _)| score);
            let Some((value, nodes)) = score(&choice, depth, alpha) else {
                return found;
            };
            if best.is_none_or(|(_, best, _)| value > best) {
                best = Some((pit, value, nodes));
            } else if let Some(best) = best.as_mut() {
                best.2 = nodes;
            }
        }
        let (pit, value, nodes) = best?;
        found = Some(Found {
            pit,
            score: base + value,
            depth,
            nodes,
        });
    }
    found
}

/// Where a node's search stands before its moves are tried.
pub(super) enum Entry<H> {
    /// The value is known: an endgame table's, the horizon's, or a kept bound that settles the window.
    Known(i32),
    /// The moves are to be searched, the one this hint names first (a transposition table's best).
    Search(Option<H>),
}

/// A node, searched `depth` sowings deep with `left` sowings to go before the safety net, `ply` sowings from
/// the root, within the window `(alpha, beta)`: what a [`Walk`] is told of it.
#[derive(Clone, Copy, Debug)]
pub(super) struct Node<N> {
    pub rows: N,
    pub depth: u32,
    pub left: u32,
    pub ply: usize,
    pub alpha: i32,
    pub beta: i32,
}

/// One search's part of the loop.
pub(super) trait Walk {
    /// The rows of a position, from the mover's side.
    type Rows: Copy;
    /// A move as the walk tries it (it may carry its child, worked out when the moves were ordered).
    type Move: Copy;
    /// The moves of a node, best first.
    type Moves: AsRef<[Self::Move]>;
    /// The move to try first, as a transposition table keeps it.
    type Hint: Copy;
    /// Whether every move after the first is searched with a null window first (principal variation search),
    /// and again with the whole window only if it may be better.
    const SCOUT: bool;

    /// Counts a node; true once the search is to stop (every value on the way back is then thrown away).
    fn count_node(&mut self) -> bool;
    fn stopped(&self) -> bool;
    fn enter(&mut self, node: &Node<Self::Rows>) -> Entry<Self::Hint>;
    /// The moves of a live node, `first` first.
    fn moves(&mut self, node: &Node<Self::Rows>, first: Option<Self::Hint>) -> Self::Moves;
    /// The value of a live node with no move to try: the depth and relay searches never meet one (the rules end
    /// the game first); Oware's deepening search can, where the mover cannot feed.
    fn no_move(&self) -> i32;
    /// What sowing `choice` leaves, `left` sowings before the safety net.
    /// (Moves are passed by reference: one that carries its child is too large to copy at every node.)
    fn sow(&self, rows: Self::Rows, choice: &Self::Move, left: u32) -> Step<Self::Rows>;
    /// `choice`, the `index`th move tried, refuted the node.
    fn cutoff(&mut self, choice: &Self::Move, index: usize, node: &Node<Self::Rows>);
    /// The node's search found `best` by `choice`, a value `bound` says how to read.
    fn leave(&mut self, node: &Node<Self::Rows>, best: i32, bound: Bound, choice: &Self::Move);
}

/// The value of `node` to its mover, in quarter seeds beyond the stores, searched by `walk`'s rules. The node
/// comes in pieces, not as a [`Node`]: a struct that size is passed through memory, and this call is made at
/// every node (it cost the depth search 8% of its speed).
pub(super) fn search<W: Walk>(
    walk: &mut W,
    rows: W::Rows,
    depth: u32,
    left: u32,
    ply: usize,
    (alpha, beta): (i32, i32),
) -> i32 {
    if walk.count_node() {
        return 0;
    }
    let node = Node {
        rows,
        depth,
        left,
        ply,
        alpha,
        beta,
    };
    let first = match walk.enter(&node) {
        Entry::Known(value) => return value,
        Entry::Search(first) => first,
    };
    let moves = walk.moves(&node, first);
    let moves = moves.as_ref();
    if moves.is_empty() {
        return walk.no_move();
    }
    let mut alpha = alpha;
    let mut best = -INFINITY;
    let mut best_index = 0;
    for (index, choice) in moves.iter().enumerate() {
        let score = if index == 0 || !W::SCOUT {
            score_of(walk, choice, rows, depth, left, ply + 1, (alpha, beta))
        } else {
            let probe = score_of(walk, choice, rows, depth, left, ply + 1, (alpha, alpha + 1));
            if probe > alpha && probe < beta && !walk.stopped() {
                score_of(walk, choice, rows, depth, left, ply + 1, (alpha, beta))
            } else {
                probe
            }
        };
        if walk.stopped() {
            return 0;
        }
        if score > best {
            best = score;
            best_index = index;
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    walk.cutoff(choice, index, &node);
                    break;
                }
            }
        }
    }
    walk.leave(
        &node,
        best,
        Bound::of(best, node.alpha, beta),
        &moves[best_index],
    );
    best
}

/// The mover's future gain from sowing `choice` from `rows`, searched `depth` sowings deep in all (this sowing
/// counted) with `left` to go before the safety net, the position after it `ply` sowings from the root: the
/// gain, plus or minus the search of what follows.
#[inline]
pub(super) fn score_of<W: Walk>(
    walk: &mut W,
    choice: &W::Move,
    rows: W::Rows,
    depth: u32,
    left: u32,
    ply: usize,
    (alpha, beta): (i32, i32),
) -> i32 {
    match walk.sow(rows, choice, left) {
        Step::Final(gain) => gain * SCALE,
        Step::Again(gain, rows) => {
            let gain = gain * SCALE;
            gain + search(
                walk,
                rows,
                depth - 1,
                left - 1,
                ply,
                (alpha - gain, beta - gain),
            )
        }
        Step::Turn(gain, rows) => {
            let gain = gain * SCALE;
            gain - search(
                walk,
                rows,
                depth - 1,
                left - 1,
                ply,
                (gain - beta, gain - alpha),
            )
        }
    }
}

/// Up to `N` moves, best first.
#[derive(Clone, Copy, Debug)]
pub(super) struct MoveList<M, const N: usize> {
    moves: [M; N],
    count: usize,
}

impl<M: Copy, const N: usize> MoveList<M, N> {
    pub(super) fn new(empty: M) -> Self {
        MoveList {
            moves: [empty; N],
            count: 0,
        }
    }

    pub(super) fn push(&mut self, choice: M) {
        self.moves[self.count] = choice;
        self.count += 1;
    }

    pub(super) fn as_mut_slice(&mut self) -> &mut [M] {
        &mut self.moves[..self.count]
    }
}

impl<M, const N: usize> AsRef<[M]> for MoveList<M, N> {
    fn as_ref(&self) -> &[M] {
        &self.moves[..self.count]
    }
}
