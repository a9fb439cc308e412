//! Depth-limited search with an evaluation that scores every move exactly at its depth: Medium's search (which
//! needs every move's score to slip to a near one), Teach me's, the review's estimates, the solver's first guess
//! and pondering's order. Hard's deeper search is [`super::deepening`]. Scores are in quarter seeds, from the
//! side to move, for the whole game (stores included); positions the endgame table knows, and finished games,
//! score exactly.

use super::alpha_beta::{self, Bound, Entry, MoveList, Node, Step, Walk};
use super::endgame::EndgameTable;
pub use super::evaluation::SCALE;
use super::evaluation::{INFINITY, evaluate};
use super::limits::{Limits, NodeCount, Unfinished};
use crate::rules::kernel::{Child, byte, next, playable};
use crate::rules::ruleset::Rules;
use crate::rules::{MAX_SOWINGS, Position};

/// A move and its score at some depth.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scored {
    pub pit: u8,
    /// Quarter seeds, from the mover's side, for the whole game.
    pub score: i32,
}

/// The value of `position` in whole seeds as a `depth`-sowing search sees it.
pub fn estimate(position: &Position, endgame: &EndgameTable, depth: u32) -> i32 {
    let scores = score_moves(position, Some(endgame), depth, &Limits::none())
        .expect("a search without limits finishes");
    match scores.iter().map(|s| s.score).max() {
        Some(best) => best.div_euclid(SCALE),
        None => position.score().margin(position.to_move()),
    }
}

/// Every legal move scored by a `depth`-sowing search, in pit order.
pub fn score_moves(
    position: &Position,
    endgame: Option<&EndgameTable>,
    depth: u32,
    limits: &Limits,
) -> Result<Vec<Scored>, Unfinished> {
    let me = position.to_move();
    let them = me.opponent();
    let stores = (i32::from(position.store(me)) - i32::from(position.store(them))) * SCALE;
    let mut search = DepthSearch {
        pits: u32::from(position.pits()),
        rules: position.rules(),
        endgame: endgame
            .filter(|e| e.pits() == u32::from(position.pits()) && e.rules() == position.rules()),
        count: NodeCount::new(limits),
    };
    let own = position.row_word(me);
    let opp = position.row_word(them);
    let left = u32::from(MAX_SOWINGS.saturating_sub(position.sowings()));
    let mut scores = Vec::new();
    for pit in position.legal_moves() {
        let score = search.child_score(
            own,
            opp,
            u32::from(pit) - 1,
            depth.max(1),
            left,
            (-INFINITY, INFINITY),
        );
        if search.count.stopped {
            return Err(Unfinished {
                nodes: search.count.nodes,
            });
        }
        scores.push(Scored {
            pit,
            score: stores + score,
        });
    }
    Ok(scores)
}

struct DepthSearch<'a> {
    pits: u32,
    rules: Rules,
    endgame: Option<&'a EndgameTable>,
    count: NodeCount<'a>,
}

impl DepthSearch<'_> {
    /// The mover's future gain from sowing own pit `p`, searched `depth` sowings deep.
    fn child_score(
        &mut self,
        own: u64,
        opp: u64,
        p: u32,
        depth: u32,
        left: u32,
        (alpha, beta): (i32, i32),
    ) -> i32 {
        alpha_beta::score_of(self, &p, (own, opp), depth, left, 0, (alpha, beta))
    }
}

impl Walk for DepthSearch<'_> {
    type Rows = (u64, u64);
    type Move = u32;
    type Moves = MoveList<u32, 8>;
    type Hint = u32;
    const SCOUT: bool = false;

    #[inline]
    fn count_node(&mut self) -> bool {
        self.count.count(|| false)
    }

    fn stopped(&self) -> bool {
        self.count.stopped
    }

    #[inline]
    fn enter(&mut self, node: &Node<(u64, u64)>) -> Entry<u32> {
        let (own, opp) = node.rows;
        if let Some(value) = self.endgame.and_then(|e| e.value(own, opp)) {
            return Entry::Known(value * SCALE);
        }
        if node.depth == 0 {
            return Entry::Known(evaluate(own, opp, self.pits, self.rules));
        }
        Entry::Search(None)
    }

    /// Extra turns first, the one nearest the store first; then the rest from the store side. Oware has no extra
    /// turns: the pits nearest the opponent first, as those reach them soonest.
    fn moves(&mut self, node: &Node<(u64, u64)>, _: Option<u32>) -> MoveList<u32, 8> {
        let (own, opp) = node.rows;
        let m = self.pits;
        let mut order = MoveList::new(0);
        if self.rules.is_oware() {
            let pits = playable(own, opp, m, self.rules);
            for p in (0..m).rev().filter(|p| pits & (1 << p) != 0) {
                order.push(p);
            }
            return order;
        }
        let lands_in_store = |p: u32| u32::from(byte(own, p)) % (2 * m + 1) == m - p;
        let sowable = |p: &u32| byte(own, *p) != 0;
        for p in (0..m).rev().filter(sowable).filter(|&p| lands_in_store(p)) {
            order.push(p);
        }
        for p in (0..m).rev().filter(sowable).filter(|&p| !lands_in_store(p)) {
            order.push(p);
        }
        order
    }

    fn no_move(&self) -> i32 {
        -INFINITY
    }

    #[inline]
    fn sow(&self, (own, opp): (u64, u64), &p: &u32, left: u32) -> Step<(u64, u64)> {
        match next(own, opp, self.pits, p, left, self.rules) {
            Child::Final(gain) => Step::Final(gain),
            Child::Again(gain, o, q) => Step::Again(gain, (o, q)),
            Child::Turn(gain, o, q) => Step::Turn(gain, (o, q)),
        }
    }

    fn cutoff(&mut self, _: &u32, _: usize, _: &Node<(u64, u64)>) {}

    fn leave(&mut self, _: &Node<(u64, u64)>, _: i32, _: Bound, _: &u32) {}
}
