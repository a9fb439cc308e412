//! Depth-limited search with an evaluation that scores every move exactly at its depth: Medium's search (which
//! needs every move's score to slip to a near one), Teach me's, the review's estimates, the solver's first guess
//! and pondering's order. Hard's deeper search is [`super::deepening`]. Scores are in quarter seeds, from the
//! side to move, for the whole game (stores included); positions the endgame table knows, and finished games,
//! score exactly.

use super::endgame::EndgameTable;
pub use super::evaluation::SCALE;
use super::evaluation::{INFINITY, evaluate};
use super::limits::{Limits, POLL, Unfinished};
use crate::engine::rules::kernel::{Child, byte, next, playable};
use crate::engine::rules::ruleset::Rules;
use crate::engine::rules::{MAX_SOWINGS, Position};

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
        nodes: 0,
        limit: limits.nodes.unwrap_or(u64::MAX),
        stop: limits.stop,
        stopped: false,
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
        if search.stopped {
            return Err(Unfinished {
                nodes: search.nodes,
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
    nodes: u64,
    limit: u64,
    stop: Option<&'a (dyn Fn() -> bool + Sync)>,
    stopped: bool,
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
        match next(own, opp, self.pits, p, left, self.rules) {
            Child::Final(gain) => gain * SCALE,
            Child::Again(gain, o, q) => {
                let gain = gain * SCALE;
                gain + self.search(o, q, depth - 1, left - 1, alpha - gain, beta - gain)
            }
            Child::Turn(gain, o, q) => {
                let gain = gain * SCALE;
                gain - self.search(o, q, depth - 1, left - 1, gain - beta, gain - alpha)
            }
        }
    }

    fn search(
        &mut self,
        own: u64,
        opp: u64,
        depth: u32,
        left: u32,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL)
            && (self.nodes >= self.limit || self.stop.is_some_and(|stop| stop()))
        {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        if let Some(value) = self.endgame.and_then(|e| e.value(own, opp)) {
            return value * SCALE;
        }
        if depth == 0 {
            return evaluate(own, opp, self.pits, self.rules);
        }
        // Extra turns first, the one nearest the store first; then the rest from the store side.
        let m = self.pits;
        let mut order = [0u32; 8];
        let mut count = 0;
        if self.rules.is_oware() {
            // Oware has no extra turns: the pits nearest the opponent first, as those reach them soonest.
            let pits = playable(own, opp, m, self.rules);
            for p in (0..m).rev().filter(|p| pits & (1 << p) != 0) {
                order[count] = p;
                count += 1;
            }
        }
        for p in (0..m).rev().filter(|_| !self.rules.is_oware()) {
            let seeds = u32::from(byte(own, p));
            if seeds != 0 && seeds % (2 * m + 1) == m - p {
                order[count] = p;
                count += 1;
            }
        }
        for p in (0..m).rev().filter(|_| !self.rules.is_oware()) {
            let seeds = u32::from(byte(own, p));
            if seeds != 0 && seeds % (2 * m + 1) != m - p {
                order[count] = p;
                count += 1;
            }
        }
        let mut best = -INFINITY;
        for &p in &order[..count] {
            let score = self.child_score(own, opp, p, depth, left, (alpha, beta));
            if self.stopped {
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
}
