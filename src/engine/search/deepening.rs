//! Hard's search where the solver cannot prove a value in time (Oware always, Kalah rarely): iterative
//! deepening of a principal-variation search over a transposition table kept between moves, the endgame
//! table's exact values at every node it knows, and in Oware a quiescence search of captures at the horizon.
//! Moves are tried in the order: the table's move, then by what they take at once, then the killer moves of
//! the ply, then by their history.
//!
//! Scores are in quarter seeds ([`SCALE`]) of the mover's future gain (stores left out), so a position is keyed
//! by its two rows alone, as the solver's are.

use super::endgame::EndgameTable;
use super::evaluation::{INFINITY, SCALE, evaluate};
use super::limits::{Limits, POLL};
use crate::engine::rules::kernel::{Child, next, playable};
use crate::engine::rules::ruleset::Rules;
use crate::engine::rules::{MAX_SOWINGS, Position};

/// The deepest search tried.
pub const MAX_DEPTH: u32 = 64;

/// Slots of the transposition table, in pairs (24 bytes each: 96 MB, as many as a search of 2 s visits nodes).
const SLOTS: usize = 1 << 22;

/// Sowings left before the safety net below which the table is not used: there a position's value depends on
/// how many are left, which its key does not hold.
const NEAR_THE_NET: u32 = 2 * MAX_DEPTH;

#[derive(Clone, Copy, Default)]
struct Slot {
    own: u64,
    opp: u64,
    score: i32,
    depth: u8,
    bound: Bound,
    /// The best move found, pit from 0; `NONE` if none.
    best: u8,
    /// The search (move of the game) that wrote it, so older entries give way.
    age: u8,
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Bound {
    #[default]
    Empty,
    Exact,
    /// The score is at least this.
    Lower,
    /// At most this.
    Upper,
}

const NONE: u8 = u8::MAX;

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

/// The search, with what it keeps between moves of a game: its transposition table, killers and history.
pub struct Deepening {
    slots: Vec<Slot>,
    age: u8,
    rules: Option<(Rules, u32)>,
    killers: [[u8; 2]; MAX_PLY],
    /// Per pit (from the mover's side), how often and how deep it caused a cut.
    history: [u32; 8],
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
            slots: vec![Slot::default(); slots],
            age: 0,
            rules: None,
            killers: [[NONE; 2]; MAX_PLY],
            history: [0; 8],
        }
    }

    /// Iterative deepening from one sowing to `max_depth` until `limits` stop it: the last best move found, or
    /// `None` if not even the first move of the one-sowing search finished (or the game is over).
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
            self.slots
                .iter_mut()
                .for_each(|slot| *slot = Slot::default());
            self.rules = Some((rules, m));
        }
        self.age = self.age.wrapping_add(1);
        self.killers = [[NONE; 2]; MAX_PLY];
        self.history.iter_mut().for_each(|h| *h /= 8);
        let me = position.to_move();
        let stores =
            (i32::from(position.store(me)) - i32::from(position.store(me.opponent()))) * SCALE;
        let mut run = Run {
            owner: self,
            m,
            rules,
            endgame: endgame.filter(|e| e.pits() == m && e.rules() == rules),
            nodes: 0,
            limit: limits.nodes.unwrap_or(u64::MAX),
            stop: limits.stop,
            stopped: false,
        };
        let own = position.row_word(me);
        let opp = position.row_word(me.opponent());
        let left = u32::from(MAX_SOWINGS.saturating_sub(position.sowings()));
        let mut found: Option<Found> = None;
        for depth in 1..=max_depth.min(MAX_DEPTH) {
            let first = found.map(|found| found.pit - 1);
            let (best, score, complete) = run.root(own, opp, depth, left, first);
            if let Some(pit) = best {
                found = Some(Found {
                    pit: pit as u8 + 1,
                    score: stores + score,
                    depth,
                    nodes: 0,
                });
            }
            if !complete {
                break;
            }
        }
        found.map(|found| Found {
            nodes: run.nodes,
            ..found
        })
    }
}

/// One move's search: the shared state and the counters.
struct Run<'a, 'b> {
    owner: &'a mut Deepening,
    m: u32,
    rules: Rules,
    endgame: Option<&'a EndgameTable>,
    nodes: u64,
    limit: u64,
    stop: Option<&'b (dyn Fn() -> bool + Sync)>,
    stopped: bool,
}

/// The moves of a position, each with its child worked out, in the order to try them.
struct Moves {
    count: usize,
    pits: [u8; 8],
    children: [Child; 8],
}

impl Run<'_, '_> {
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
        let moves = self.moves(own, opp, left, first, 0);
        let mut alpha = -INFINITY;
        let mut best = None;
        for i in 0..moves.count {
            let (p, child) = (u32::from(moves.pits[i]), moves.children[i]);
            let score = if i == 0 {
                self.child(child, depth, left, 1, -INFINITY, INFINITY)
            } else {
                let probe = self.child(child, depth, left, 1, alpha, alpha + 1);
                if probe > alpha && !self.stopped {
                    self.child(child, depth, left, 1, alpha, INFINITY)
                } else {
                    probe
                }
            };
            if self.stopped {
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

    /// The mover's future gain after the sowing that gave `child`, searched `depth` sowings deep in all.
    #[inline]
    fn child(
        &mut self,
        child: Child,
        depth: u32,
        left: u32,
        ply: usize,
        alpha: i32,
        beta: i32,
    ) -> i32 {
        match child {
            Child::Final(gain) => gain * SCALE,
            Child::Again(gain, o, q) => {
                let gain = gain * SCALE;
                gain + self.search(o, q, depth - 1, left - 1, ply, alpha - gain, beta - gain)
            }
            Child::Turn(gain, o, q) => {
                let gain = gain * SCALE;
                gain - self.search(o, q, depth - 1, left - 1, ply, gain - beta, gain - alpha)
            }
        }
    }

    /// Whether to stop, asked every [`POLL`] nodes.
    #[inline]
    fn count_node(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes.is_multiple_of(POLL)
            && (self.nodes >= self.limit || self.stop.is_some_and(|stop| stop()))
        {
            self.stopped = true;
        }
        self.stopped
    }

    #[allow(clippy::too_many_arguments)]
    fn search(
        &mut self,
        own: u64,
        opp: u64,
        depth: u32,
        left: u32,
        ply: usize,
        mut alpha: i32,
        beta: i32,
    ) -> i32 {
        if self.count_node() {
            return 0;
        }
        if let Some(value) = self.endgame.and_then(|e| e.value(own, opp)) {
            return value * SCALE;
        }
        if depth == 0 || ply >= MAX_PLY {
            return self.quiescence(own, opp, left, alpha, beta);
        }
        let slot = self.probe(own, opp, left);
        if let Some(slot) = slot
            && u32::from(slot.depth) >= depth
        {
            match slot.bound {
                Bound::Exact => return slot.score,
                Bound::Lower if slot.score >= beta => return slot.score,
                Bound::Upper if slot.score <= alpha => return slot.score,
                _ => {}
            }
        }
        let first = slot.map_or(NONE, |slot| slot.best);
        let moves = self.moves(own, opp, left, first, ply);
        if moves.count == 0 {
            // No move (Oware: the mover cannot feed): the search's caller saw the end already; as the rules end it.
            return 0;
        }
        let start = alpha;
        let mut best = -INFINITY;
        let mut best_pit = NONE;
        for i in 0..moves.count {
            let child = moves.children[i];
            let score = if i == 0 {
                self.child(child, depth, left, ply + 1, alpha, beta)
            } else {
                let probe = self.child(child, depth, left, ply + 1, alpha, alpha + 1);
                if probe > alpha && probe < beta && !self.stopped {
                    self.child(child, depth, left, ply + 1, alpha, beta)
                } else {
                    probe
                }
            };
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_pit = moves.pits[i];
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        self.remember_cutoff(&moves, i, ply, depth);
                        break;
                    }
                }
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > start {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.store(own, opp, depth, best, bound, best_pit, left);
        best
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

    /// The moves in the order to try them: `first` (the table's), then by the seeds they take at once, then
    /// the ply's killers, then by history.
    fn moves(&self, own: u64, opp: u64, left: u32, first: u8, ply: usize) -> Moves {
        let pits = playable(own, opp, self.m, self.rules);
        let mut moves = Moves {
            count: 0,
            pits: [0; 8],
            children: [Child::Final(0); 8],
        };
        let mut keys = [0u64; 8];
        let killers = self.owner.killers[ply.min(MAX_PLY - 1)];
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
                    + u64::from(self.owner.history[p as usize].min(u32::MAX >> 5))
            };
            let i = moves.count;
            moves.pits[i] = p as u8;
            moves.children[i] = child;
            keys[i] = key;
            moves.count += 1;
        }
        // A stable insertion sort of at most 8, highest key first.
        for i in 1..moves.count {
            let mut j = i;
            while j > 0 && keys[j - 1] < keys[j] {
                keys.swap(j - 1, j);
                moves.pits.swap(j - 1, j);
                moves.children.swap(j - 1, j);
                j -= 1;
            }
        }
        moves
    }

    fn remember_cutoff(&mut self, moves: &Moves, i: usize, ply: usize, depth: u32) {
        let pit = moves.pits[i];
        let history = &mut self.owner.history[usize::from(pit)];
        *history = history.saturating_add(depth * depth);
        let killers = &mut self.owner.killers[ply.min(MAX_PLY - 1)];
        if killers[0] != pit {
            killers[1] = killers[0];
            killers[0] = pit;
        }
    }

    /// A hash of the rows, from which the pair of slots a position may be in is taken: the first of the pair
    /// keeps the deepest result of this move's search, the second the latest.
    fn index(own: u64, opp: u64) -> usize {
        let key = own.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ opp.wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
        (key ^ (key >> 29)) as usize
    }

    fn probe(&self, own: u64, opp: u64, left: u32) -> Option<Slot> {
        if left < NEAR_THE_NET {
            return None;
        }
        let at = Run::index(own, opp) & (self.owner.slots.len() - 2);
        self.owner.slots[at..at + 2]
            .iter()
            .find(|slot| slot.bound != Bound::Empty && slot.own == own && slot.opp == opp)
            .copied()
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
        let age = self.owner.age;
        let at = Run::index(own, opp) & (self.owner.slots.len() - 2);
        let deepest = self.owner.slots[at];
        // The first slot gives way to as deep a result, to the same position's, and to any once it is from an
        // earlier move of the game; else the result goes to the second.
        let first = deepest.bound == Bound::Empty
            || deepest.age != age
            || (deepest.own == own && deepest.opp == opp)
            || u32::from(deepest.depth) <= depth;
        self.owner.slots[if first { at } else { at + 1 }] = Slot {
            own,
            opp,
            score,
            depth: depth as u8,
            bound,
            best,
            age,
        };
    }
}
