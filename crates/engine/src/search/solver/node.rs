//! The search of one node and its subtree: fail-soft negamax with null windows, the tables read and written,
//! and the marks that let two threads share a line.

use std::sync::{Mutex, PoisonError};

use crate::rules::kernel::{Child, byte, child, seeds_in, sow_rows};
use crate::rules::ruleset::Rules;
use crate::rules::{MAX_SOWINGS, Position};
use crate::search::endgame::EndgameTable;
use crate::search::limits::{POLL, Progress, Unfinished};
use crate::search::table::{Busy, Key, TranspositionTable};

use super::{CAP_HORIZON, mtdf};

/// threads share out the top of the tree ([`Busy`]); deeper, the marks would cost more than they save.
const BUSY_PLIES: u32 = 20;

/// A root position seen from its mover.
pub(super) struct Root {
    pub(super) own: u64,
    pub(super) opp: u64,
    /// The mover's store minus the opponent's.
    pub(super) stores: i32,
    /// Sowings left before the safety net.
    pub(super) left: u32,
}

impl Root {
    pub(super) fn of(position: &Position) -> Root {
        let me = position.to_move();
        let them = me.opponent();
        Root {
            own: position.row_word(me),
            opp: position.row_word(them),
            stores: i32::from(position.store(me)) - i32::from(position.store(them)),
            left: u32::from(MAX_SOWINGS.saturating_sub(position.sowings())),
        }
    }
}

pub(super) struct Search<'a> {
    pub(super) pits: u32,
    pub(super) rules: Rules,
    pub(super) table: &'a TranspositionTable,
    pub(super) endgame: &'a EndgameTable,
    pub(super) nodes: u64,
    pub(super) limit: u64,
    pub(super) stop: Option<&'a (dyn Fn() -> bool + Sync)>,
    pub(super) progress: Option<&'a (dyn Fn(Progress) + Sync)>,
    /// What the pass under way tells `progress`, in the root position's terms; none outside a root's passes.
    pub(super) reported: Option<Progress>,
    pub(super) stopped: bool,
    /// Sowings from where this search started.
    pub(super) ply: u32,
    /// What the threads of a solve are searching now, when there are several.
    pub(super) busy: Option<&'a Busy>,
    /// Every thread's nodes in the pass under way, for progress reports.
    pub(super) searched: Option<&'a Mutex<u64>>,
    /// Positions with this many seeds in the pits or fewer are searched again rather than cached: their
    /// subtrees are small, and leaving them out keeps the table for the positions that cost.
    pub(super) cache_above: i32,
}

impl Search<'_> {
    pub(super) fn check_stop(&mut self) {
        if self.nodes >= self.limit || self.stop.is_some_and(|stop| stop()) {
            self.stopped = true;
        }
        self.report_adding(POLL);
    }

    pub(super) fn report(&self) {
        self.report_adding(0);
    }

    /// Tells `progress` where the pass stands, once `more` nodes of this thread's are counted with every
    /// thread's. The threads count and report one at a time, under the shared count, so that no report names
    /// fewer nodes than one before it.
    fn report_adding(&self, more: u64) {
        let Some(searched) = self.searched else {
            self.tell(self.nodes);
            return;
        };
        let mut total = searched.lock().unwrap_or_else(PoisonError::into_inner);
        *total += more;
        self.tell(*total);
    }

    fn tell(&self, nodes: u64) {
        if let (Some(progress), Some(at)) = (self.progress, self.reported) {
            progress(Progress {
                nodes: at.nodes + nodes,
                ..at
            });
        }
    }

    pub(super) fn unfinished(&self) -> Unfinished {
        Unfinished { nodes: self.nodes }
    }

    /// The mover's exact future gain, by MTD(f): null-window searches that close in on it from `guess`.
    pub(super) fn exact(
        &mut self,
        own: u64,
        opp: u64,
        left: u32,
        guess: i32,
    ) -> Result<i32, Unfinished> {
        self.exact_reporting(own, opp, left, guess, None, None)
    }

    /// The same, telling `progress` of each pass in the terms of a root whose stores differ by `stores`, from a
    /// future gain known to be at least `floor` if given.
    pub(super) fn exact_reporting(
        &mut self,
        own: u64,
        opp: u64,
        left: u32,
        guess: i32,
        stores: Option<i32>,
        floor: Option<i32>,
    ) -> Result<i32, Unfinished> {
        let seeds = seeds_in(own) + seeds_in(opp);
        let found = mtdf(seeds, floor, guess, |low, high, beta| {
            self.reported = stores.map(|stores| Progress {
                low: low + stores,
                high: high + stores,
                testing: beta + stores,
                nodes: 0,
            });
            self.report();
            let g = self.search(own, opp, beta - 1, beta, left);
            if self.stopped {
                return Err(self.unfinished());
            }
            Ok(g)
        });
        self.reported = None;
        found
    }

    pub(super) fn root_child(&self, root: &Root, pit: u8) -> Child {
        assert!(
            byte(root.own, u32::from(pit) - 1) > 0,
            "pit {pit} is not a legal move"
        );
        child(
            &sow_rows(
                root.own,
                root.opp,
                self.pits,
                u32::from(pit) - 1,
                self.rules,
            ),
            root.left,
            self.rules,
        )
    }

    pub(super) fn move_value(&mut self, root: &Root, pit: u8) -> Result<i32, Unfinished> {
        let future = match self.root_child(root, pit) {
            Child::Final(gain) => gain,
            Child::Again(gain, own, opp) => gain + self.exact(own, opp, root.left - 1, 0)?,
            Child::Turn(gain, own, opp) => gain - self.exact(own, opp, root.left - 1, 0)?,
        };
        Ok(root.stores + future)
    }

    pub(super) fn move_reaches(
        &mut self,
        root: &Root,
        pit: u8,
        target: i32,
    ) -> Result<bool, Unfinished> {
        let t = target - root.stores;
        let reached = match self.root_child(root, pit) {
            Child::Final(gain) => gain >= t,
            Child::Again(gain, own, opp) => {
                gain + self.search(own, opp, t - gain - 1, t - gain, root.left - 1) >= t
            }
            Child::Turn(gain, own, opp) => {
                gain - self.search(own, opp, gain - t, gain - t + 1, root.left - 1) >= t
            }
        };
        if self.stopped {
            return Err(self.unfinished());
        }
        Ok(reached)
    }

    /// Fail-soft negamax on the mover's future gain.
    pub(super) fn search(
        &mut self,
        own: u64,
        opp: u64,
        mut alpha: i32,
        mut beta: i32,
        left: u32,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL) {
            self.check_stop();
        }
        if self.stopped {
            return 0;
        }
        let far = left > CAP_HORIZON;
        if far && let Some(value) = self.endgame.value(own, opp) {
            return value;
        }
        let seeds = seeds_in(own) + seeds_in(opp);
        if seeds <= alpha {
            return seeds;
        }
        if -seeds >= beta {
            return -seeds;
        }

        let mut first = u8::MAX;
        let key = (far && self.caches(own, opp)).then(|| self.table.key(own, opp));
        if let Some(key) = key
            && let Some(entry) = self.table.probe(key)
        {
            let (lower, upper) = (i32::from(entry.lower), i32::from(entry.upper));
            if lower >= beta {
                return lower;
            }
            if upper <= alpha {
                return upper;
            }
            alpha = alpha.max(lower);
            beta = beta.min(upper);
            if alpha >= beta {
                return alpha;
            }
            first = entry.best;
        }

        let m = self.pits;
        let mut children = [(0u8, 0u8, Child::Final(0), None::<Key>); 8];
        let mut count = 0;
        let mut best = i32::MIN;
        let mut best_pit = u8::MAX;
        // A child the endgame table knows is worth its value at once: read here, the table's misses to memory
        // for all the moves overlap, instead of one after another as each child is searched.
        let child_far = left > CAP_HORIZON + 1;
        for p in 0..m {
            let pit_seeds = byte(own, p);
            if pit_seeds == 0 {
                continue;
            }
            let sown = sow_rows(own, opp, m, p, self.rules);
            let c = child(&sown, left, self.rules);
            let known = match c {
                Child::Final(gain) => Some(gain),
                Child::Again(gain, o, q) if child_far => self.endgame.value(o, q).map(|v| gain + v),
                Child::Turn(gain, o, q) if child_far => self.endgame.value(o, q).map(|v| gain - v),
                _ => None,
            };
            let known = match known {
                Some(value) => Some(value),
                None => {
                    let child_key = match c {
                        Child::Again(_, o, q) | Child::Turn(_, o, q)
                            if child_far && self.caches(o, q) =>
                        {
                            let child_key = self.table.key(o, q);
                            self.table.prefetch(child_key);
                            Some(child_key)
                        }
                        _ => None,
                    };
                    // Lower ranks are tried first.
                    let rank = if p as u8 == first {
                        0
                    } else {
                        match c {
                            Child::Again(..) => 16 - p as u8,
                            _ => 100 - sown.gain.min(50) * 2 - (p as u8 & 1),
                        }
                    };
                    children[count] = (rank, p as u8, c, child_key);
                    count += 1;
                    None
                }
            };
            if let Some(value) = known
                && value > best
            {
                best = value;
                best_pit = p as u8;
            }
        }
        let window = (alpha, beta);
        // The known values first: the best of them may already decide the window.
        if best > alpha {
            alpha = best;
        }
        if alpha >= beta || count == 0 {
            if let Some(key) = key {
                self.store(key, seeds, window, best, best_pit, 1);
            }
            return best;
        }
        let children = &mut children[..count];
        // Enhanced transposition cutoff: a child whose entry already proves this node reaches beta saves
        // searching any of them. (Its bucket was asked for above, so the probe rarely waits.)
        for &(_, p, ref c, child_key) in children.iter() {
            let bound = match (*c, child_key) {
                (Child::Again(gain, ..), Some(child_key)) => self
                    .table
                    .probe(child_key)
                    .map(|e| gain + i32::from(e.lower)),
                (Child::Turn(gain, ..), Some(child_key)) => self
                    .table
                    .probe(child_key)
                    .map(|e| gain - i32::from(e.upper)),
                _ => None,
            };
            if let Some(bound) = bound
                && bound >= beta
            {
                if let Some(key) = key {
                    self.store(key, seeds, window, bound, p, 1);
                }
                return bound;
            }
        }
        children.sort_unstable_by_key(|&(rank, ..)| rank);

        let nodes_before = self.nodes;
        // Near the top of the tree, with other threads searching too: this node is marked as being searched, and
        // a move (but the first) whose position another thread is searching now waits until the others are done.
        let busy = self.busy.filter(|_| self.ply < BUSY_PLIES);
        let marked = match (busy, key) {
            (Some(busy), Some(key)) => busy.enter(key),
            _ => false,
        };
        // The moves in order, then those that waited, once more at the end.
        let mut order = [0usize; 16];
        for (i, slot) in order[..children.len()].iter_mut().enumerate() {
            *slot = i;
        }
        let mut len = children.len();
        let mut at = 0;
        while at < len {
            let i = order[at];
            let may_wait = at > 0 && at < children.len();
            at += 1;
            let (_, p, c, child_key) = children[i];
            if may_wait
                && let (Some(busy), Some(child_key)) = (busy, child_key)
                && busy.is_busy(child_key)
            {
                order[len] = i;
                len += 1;
                continue;
            }
            let value = self.search_child(c, alpha, beta, left);
            if self.stopped {
                break;
            }
            if value > best {
                best = value;
                best_pit = p;
                if value > alpha {
                    alpha = value;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        if marked && let (Some(busy), Some(key)) = (busy, key) {
            busy.leave(key);
        }
        if self.stopped {
            return 0;
        }

        if let Some(key) = key {
            self.store(
                key,
                seeds,
                window,
                best,
                best_pit,
                self.nodes - nodes_before,
            );
        }
        best
    }

    /// The value of one move for the mover, searched with the window `alpha..beta`.
    pub(super) fn search_child(&mut self, child: Child, alpha: i32, beta: i32, left: u32) -> i32 {
        self.ply += 1;
        let value = match child {
            Child::Final(gain) => gain,
            Child::Again(gain, o, q) => {
                gain + self.search(o, q, alpha - gain, beta - gain, left - 1)
            }
            Child::Turn(gain, o, q) => {
                gain - self.search(o, q, gain - beta, gain - alpha, left - 1)
            }
        };
        self.ply -= 1;
        value
    }

    /// Whether a position far from the safety net has its bounds kept in the transposition table.
    pub(super) fn caches(&self, own: u64, opp: u64) -> bool {
        seeds_in(own) + seeds_in(opp) > self.cache_above
    }

    /// Keeps what a search of the window `window` found: fail-soft, so `best` is a bound on the side it fell.
    pub(super) fn store(
        &self,
        key: Key,
        seeds: i32,
        window: (i32, i32),
        best: i32,
        best_pit: u8,
        nodes: u64,
    ) {
        let (lower, upper) = if best <= window.0 {
            (-seeds, best)
        } else if best >= window.1 {
            (best, seeds)
        } else {
            (best, best)
        };
        self.table
            .store(key, lower as i16, upper as i16, best_pit, nodes);
    }
}
