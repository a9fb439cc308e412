//! The perfect-play solver: the exact value of a position and the moves that keep it.
//!
//! A position's value is the final (side to move minus opponent) seed difference under perfect play. It is the
//! difference of the stores now plus the mover's *future gain*, which depends only on the seeds in the pits, so
//! the search, the transposition table and the endgame table all work on the two rows seen from the mover.
//!
//! The search is a fail-soft negamax with null windows driven by MTD(f): an extra turn keeps the same side (its
//! gain is added, not negated), moves are tried extra turns first (the one nearest the store first, so it
//! disturbs no other), then captures, with the table's best move ahead of all; and a position whose pits hold
//! `s` seeds cannot be worth more than `s` or less than `-s`, which cuts many null-window searches at once.
//! Positions with few seeds in the pits are read from the [`EndgameTable`], a node's children all at once so that
//! their misses to memory overlap, and a child's transposition entry that already decides a node cuts it off
//! (enhanced transposition cutoffs). With more than one thread, each pass shares the root's lines out between
//! them ([`Solver::solve`]).
//!
//! The 400-sowing safety net (rule 6) is followed exactly within [`CAP_HORIZON`] sowings of it, where the search
//! uses neither table; farther away a position's value is taken to be independent of the sowings played, which
//! holds unless perfect play needs more than [`CAP_HORIZON`] further sowings.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicU64, AtomicUsize, Ordering};

use super::endgame::{DEFAULT_ENTRIES, EndgameTable};
use super::kernel::{Child, byte, child, next, seeds_in, sow_rows};
use super::limits::{Limits, POLL, Progress, Unfinished};
use super::rules::{MAX_SOWINGS, Position, Side};
use super::ruleset::Rules;
use super::search::estimate;
use super::table::{Busy, Key, Table};

/// Within this many sowings of the safety net the search follows it exactly, without the tables.
pub const CAP_HORIZON: u32 = 60;

/// Sowings of look-ahead for the first guess at the value, which saves MTD(f) most of its passes.
const GUESS_DEPTH: u32 = 10;

/// How much memory the solver may use.
#[derive(Clone, Copy, Debug)]
pub struct SolverConfig {
    /// The transposition table's size in bytes.
    pub table_bytes: usize,
    /// The endgame table's size in entries (one byte each).
    pub endgame_entries: usize,
    /// Threads for a solve: more than one share out the root's lines and the transposition table.
    pub threads: usize,
}

impl Default for SolverConfig {
    fn default() -> Self {
        SolverConfig {
            table_bytes: 1 << 29,
            endgame_entries: DEFAULT_ENTRIES,
            threads: 1,
        }
    }
}

/// A solved position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    /// Final (side to move minus opponent) seed difference under perfect play.
    pub value: i32,
    /// Every move that keeps that value, in pit order.
    pub best: Vec<u8>,
    pub nodes: u64,
}

/// One legal move and the exact value it leaves for the side that plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveValue {
    pub pit: u8,
    pub value: i32,
}

/// A solver for one board size; its tables persist between positions, so a game's later moves are quick.
pub struct Solver {
    pits: u8,
    /// The rules, the endgame table's.
    rules: Rules,
    table: Table,
    endgame: Arc<EndgameTable>,
    threads: usize,
}

impl Solver {
    /// Builds the endgame table for `pits` pits a side (a second or so for the standard board).
    pub fn new(pits: u8, config: SolverConfig) -> Solver {
        Solver::for_rules(super::ruleset::KALAH, pits, config)
    }

    /// A solver for the game played by `rules`, with its own endgame table.
    pub fn for_rules(rules: Rules, pits: u8, config: SolverConfig) -> Solver {
        let endgame = Arc::new(EndgameTable::build_for(
            rules,
            pits,
            config.endgame_entries,
            config.threads,
        ));
        Solver::with_endgame(endgame, config.table_bytes).with_threads(config.threads)
    }

    /// The rules it solves.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The same solver, solving with `threads` threads.
    pub fn with_threads(mut self, threads: usize) -> Solver {
        self.threads = threads.max(1);
        self
    }

    /// A solver that shares an endgame table already built.
    pub fn with_endgame(endgame: Arc<EndgameTable>, table_bytes: usize) -> Solver {
        Solver {
            pits: endgame.pits() as u8,
            rules: endgame.rules(),
            table: Table::with_bytes(table_bytes),
            endgame,
            threads: 1,
        }
    }

    pub fn endgame(&self) -> &Arc<EndgameTable> {
        &self.endgame
    }

    pub fn pits(&self) -> u8 {
        self.pits
    }

    /// Bytes held by the transposition and endgame tables.
    pub fn memory(&self) -> usize {
        self.table.bytes() + self.endgame.size()
    }

    /// Forgets every searched position (the endgame table stays).
    pub fn clear(&mut self) {
        self.table.clear();
    }

    fn search<'a>(&'a self, limits: &Limits<'a>) -> Search<'a> {
        Search {
            pits: u32::from(self.pits),
            rules: self.rules,
            table: &self.table,
            endgame: &self.endgame,
            nodes: 0,
            limit: limits.nodes.unwrap_or(u64::MAX),
            stop: limits.stop,
            progress: limits.progress,
            reported: None,
            stopped: false,
            ply: 0,
            busy: None,
            searched: None,
            cache_above: self.endgame.seeds() as i32 + 2,
        }
    }

    /// The exact value of `position` and every move that keeps it.
    pub fn solve(&mut self, position: &Position, limits: &Limits) -> Result<Solution, Unfinished> {
        self.prepare(position);
        let root = Root::of(position);
        if position.is_over() {
            return Ok(Solution {
                value: position.score().margin(position.to_move()),
                best: Vec::new(),
                nodes: 0,
            });
        }
        if self.rules.is_oware() {
            let values = self.oware_values(position)?;
            let value = values.iter().map(|v| v.value).max().unwrap_or(0);
            return Ok(Solution {
                value,
                best: values
                    .iter()
                    .filter(|v| v.value == value)
                    .map(|v| v.pit)
                    .collect(),
                nodes: values.len() as u64,
            });
        }
        let guess = estimate(position, &self.endgame, GUESS_DEPTH) - root.stores;
        if self.threads == 1 {
            let mut search = self.search(limits);
            let future =
                search.exact_reporting(root.own, root.opp, root.left, guess, Some(root.stores))?;
            let value = root.stores + future;
            let mut best = Vec::new();
            for pit in position.legal_moves() {
                if search.move_reaches(&root, pit, value)? {
                    best.push(pit);
                }
            }
            return Ok(Solution {
                value,
                best,
                nodes: search.nodes,
            });
        }
        let lines = self.lines(&root);
        let (future, mut nodes) = self.exact_split(&root, &lines, guess, limits)?;
        let value = root.stores + future;
        // Which moves keep the value: a pass at it over each move's lines, both threads on the one move, as a
        // move that falls short must have every line refuted, as in the last pass.
        let mut best = Vec::new();
        for pit in position.legal_moves() {
            let of_pit: Vec<Line> = lines
                .iter()
                .filter(|line| line.pit == pit)
                .copied()
                .collect();
            let at = Progress {
                low: value,
                high: value,
                testing: value,
                nodes,
            };
            let (reached, more) = self
                .split_pass(&of_pit, future, &left_after(limits, nodes)?, at)
                .map_err(|e| Unfinished {
                    nodes: nodes + e.nodes,
                })?;
            nodes += more;
            if reached >= future {
                best.push(pit);
            }
        }
        Ok(Solution { value, best, nodes })
    }

    /// The root's lines: every sequence of its mover's sowings up to where the turn passes or the game ends
    /// (extra turns followed out, unless they branch too far), each with what it gains and where it leads.
    fn lines(&self, root: &Root) -> Vec<Line> {
        let mut lines = Vec::new();
        let mut stack = vec![(None, 0i32, root.own, root.opp, root.left)];
        while let Some((first, gain, own, opp, left)) = stack.pop() {
            for p in 0..u32::from(self.pits) {
                if byte(own, p) == 0 {
                    continue;
                }
                let sown = sow_rows(own, opp, u32::from(self.pits), p, self.rules);
                match child(&sown, left, self.rules) {
                    Child::Final(g) => lines.push(Line {
                        pit: first.unwrap_or(p as u8 + 1),
                        gain: gain + g,
                        next: None,
                        again: false,
                    }),
                    Child::Turn(g, o, q) => lines.push(Line {
                        pit: first.unwrap_or(p as u8 + 1),
                        gain: gain + g,
                        next: Some((o, q, left - 1)),
                        again: false,
                    }),
                    Child::Again(g, o, q) if lines.len() + stack.len() < MAX_LINES => {
                        stack.push((first.or(Some(p as u8 + 1)), gain + g, o, q, left - 1));
                    }
                    Child::Again(g, o, q) => lines.push(Line {
                        pit: first.unwrap_or(p as u8 + 1),
                        gain: gain + g,
                        next: Some((o, q, left - 1)),
                        again: true,
                    }),
                }
            }
        }
        // The likeliest best lines first: the fewer seeds left to the opponent, the sooner a pass can stop.
        lines.sort_by_key(|line| std::cmp::Reverse(line.gain));
        lines
    }

    /// MTD(f) as in `Search::exact`, each pass over the root's lines shared out between the threads: in the pass
    /// that proves the value cannot be higher every line must be refuted, and that pass is most of a solve.
    /// Returns the root's future gain and the nodes searched.
    fn exact_split(
        &self,
        root: &Root,
        lines: &[Line],
        guess: i32,
        limits: &Limits,
    ) -> Result<(i32, u64), Unfinished> {
        let seeds = seeds_in(root.own) + seeds_in(root.opp);
        let mut nodes = 0;
        let future = mtdf(seeds, guess, |low, high, beta| {
            let at = Progress {
                low: low + root.stores,
                high: high + root.stores,
                testing: beta + root.stores,
                nodes,
            };
            if let Some(progress) = limits.progress {
                progress(at);
            }
            let (value, more) = self
                .split_pass(lines, beta, &left_after(limits, nodes)?, at)
                .map_err(|e| Unfinished {
                    nodes: nodes + e.nodes,
                })?;
            nodes += more;
            Ok(value)
        })?;
        Ok((future, nodes))
    }

    /// One null-window pass at `beta` over the root's lines: the best value found (a lower bound if it reaches
    /// beta, else an upper bound) and the nodes searched. The threads take lines in turn, and one with no line
    /// left to take joins a line still being searched (the two then share out its tree, see [`Busy`]): one line
    /// can hold most of a pass's work. The first to finish a line gives its value; one that reaches beta stops
    /// the others.
    fn split_pass(
        &self,
        lines: &[Line],
        beta: i32,
        limits: &Limits,
        at: Progress,
    ) -> Result<(i32, u64), Unfinished> {
        const WAITING: u8 = 0;
        const SEARCHED: u8 = 1;
        const DONE: u8 = 2;
        let next = AtomicUsize::new(0);
        let reached = AtomicBool::new(false);
        let state: Vec<AtomicU8> = lines.iter().map(|_| AtomicU8::new(WAITING)).collect();
        let busy = Busy::new();
        let searched = AtomicU64::new(0);
        let stopped_outside = || limits.stop.is_some_and(|stop| stop());
        let per_thread = limits.nodes.map(|n| n.div_ceil(self.threads as u64));
        let results: Vec<(i32, u64, bool)> = self.on_threads(|_| {
            let mut best = i32::MIN;
            let mut nodes = 0;
            while !reached.load(Ordering::Relaxed) {
                let taken = next.fetch_add(1, Ordering::Relaxed);
                let i = if taken < lines.len() {
                    state[taken].store(SEARCHED, Ordering::Relaxed);
                    taken
                } else if let Some(running) =
                    (0..lines.len()).find(|&i| state[i].load(Ordering::Relaxed) == SEARCHED)
                {
                    running
                } else {
                    break;
                };
                let stop = || {
                    reached.load(Ordering::Relaxed)
                        || state[i].load(Ordering::Relaxed) == DONE
                        || stopped_outside()
                };
                let mut search = self.search(&Limits {
                    nodes: per_thread.map(|n| n.saturating_sub(nodes)),
                    stop: Some(&stop),
                    progress: limits.progress,
                });
                search.reported = Some(at);
                search.busy = Some(&busy);
                search.searched = Some(&searched);
                let line = lines[i];
                let value = match line.next {
                    None => line.gain,
                    Some((o, q, left)) if line.again => {
                        line.gain
                            + search.search(o, q, beta - 1 - line.gain, beta - line.gain, left)
                    }
                    Some((o, q, left)) => {
                        line.gain
                            - search.search(o, q, line.gain - beta, line.gain - beta + 1, left)
                    }
                };
                nodes += search.nodes;
                if search.stopped {
                    let finished_by_another = state[i].load(Ordering::Relaxed) == DONE
                        && search.nodes < search.limit
                        && !stopped_outside();
                    if finished_by_another {
                        continue;
                    }
                    return (best, nodes, true);
                }
                state[i].store(DONE, Ordering::Relaxed);
                best = best.max(value);
                if value >= beta {
                    reached.store(true, Ordering::Relaxed);
                }
            }
            (best, nodes, false)
        });
        let nodes = results.iter().map(|r| r.1).sum();
        let best = results.iter().map(|r| r.0).max().unwrap_or(i32::MIN);
        if best < beta && results.iter().any(|r| r.2) {
            Err(Unfinished { nodes })
        } else {
            Ok((best, nodes))
        }
    }

    /// `work` on each of the solver's threads (given its number), side by side: their answers in thread order.
    fn on_threads<T: Send>(&self, work: impl Fn(usize) -> T + Sync) -> Vec<T> {
        std::thread::scope(|scope| {
            let workers: Vec<_> = (0..self.threads)
                .map(|thread| {
                    let work = &work;
                    scope.spawn(move || work(thread))
                })
                .collect();
            workers
                .into_iter()
                .map(|worker| worker.join().expect("a search thread panicked"))
                .collect()
        })
    }

    /// `work` on each of `items` on the solver's threads, each with a search of its own (the transposition table
    /// shared): the answers in the order of the items, and the nodes searched.
    fn in_parallel<T: Sync, R: Send + Default + Clone>(
        &self,
        items: &[T],
        limits: &Limits,
        work: impl Fn(&mut Search, &T) -> Result<R, Unfinished> + Sync,
    ) -> Result<(Vec<R>, u64), Unfinished> {
        if self.threads == 1 {
            let mut search = self.search(limits);
            let answers = items
                .iter()
                .map(|item| work(&mut search, item))
                .collect::<Result<_, _>>()?;
            return Ok((answers, search.nodes));
        }
        let next = AtomicUsize::new(0);
        let answers = std::sync::Mutex::new(vec![R::default(); items.len()]);
        let results: Vec<(u64, bool)> = self.on_threads(|_| {
            let mut search = self.search(&Limits {
                nodes: limits.nodes.map(|n| n.div_ceil(self.threads as u64)),
                ..*limits
            });
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(item) = items.get(i) else {
                    break;
                };
                match work(&mut search, item) {
                    Ok(answer) => answers.lock().expect("no thread panics holding it")[i] = answer,
                    Err(_) => return (search.nodes, true),
                }
            }
            (search.nodes, false)
        });
        let nodes = results.iter().map(|r| r.0).sum();
        if results.iter().any(|r| r.1) {
            return Err(Unfinished { nodes });
        }
        Ok((answers.into_inner().expect("no thread panicked"), nodes))
    }

    /// The exact value of every legal move, in pit order.
    pub fn analyze(
        &mut self,
        position: &Position,
        limits: &Limits,
    ) -> Result<(Vec<MoveValue>, u64), Unfinished> {
        self.prepare(position);
        if self.rules.is_oware() {
            let values = self.oware_values(position)?;
            let nodes = values.len() as u64;
            return Ok((values, nodes));
        }
        let root = Root::of(position);
        let pits: Vec<u8> = position.legal_moves().collect();
        // With more than one thread the moves are valued side by side.
        let (values, nodes) =
            self.in_parallel(&pits, limits, |search, &pit| search.move_value(&root, pit))?;
        let values = pits
            .iter()
            .zip(values)
            .map(|(&pit, value)| MoveValue { pit, value })
            .collect();
        Ok((values, nodes))
    }

    /// Whether playing `pit` leaves the mover at least `target`: cheaper than its exact value.
    pub fn move_at_least(
        &mut self,
        position: &Position,
        pit: u8,
        target: i32,
        limits: &Limits,
    ) -> Result<bool, Unfinished> {
        self.prepare(position);
        if self.rules.is_oware() {
            let values = self.oware_values(position)?;
            return Ok(values.iter().any(|v| v.pit == pit && v.value >= target));
        }
        let root = Root::of(position);
        self.search(limits).move_reaches(&root, pit, target)
    }

    /// Oware's move values, read from the endgame table: a line of play can come round again, which a
    /// depth-first proof cannot follow, so only positions the table holds are solved (the others are
    /// `Unfinished` at once, and the players fall back on the depth search). Values count the game played out
    /// to its last seed, as the table does; the game itself stops once a side has more than half, which never
    /// changes who wins.
    fn oware_values(&self, position: &Position) -> Result<Vec<MoveValue>, Unfinished> {
        let root = Root::of(position);
        let m = u32::from(self.pits);
        position
            .legal_moves()
            .map(|pit| {
                let gain = match next(
                    root.own,
                    root.opp,
                    m,
                    u32::from(pit) - 1,
                    root.left,
                    self.rules,
                ) {
                    Child::Final(gain) => gain,
                    Child::Turn(gain, o, q) => {
                        gain - self.endgame.value(o, q).ok_or(Unfinished { nodes: 0 })?
                    }
                    Child::Again(..) => unreachable!("Oware has no extra turns"),
                };
                Ok(MoveValue {
                    pit,
                    value: root.stores + gain,
                })
            })
            .collect()
    }

    /// Checks that `position` is one this solver solves, and keys the transposition table for its positions.
    fn prepare(&mut self, position: &Position) {
        assert_eq!(
            position.pits(),
            self.pits,
            "a solver for {} pits a side was given {position}",
            self.pits
        );
        assert_eq!(
            position.rules(),
            self.rules,
            "a solver for {} was given {position}",
            self.rules
        );
        let seeds = position.row_seeds(Side::South) + position.row_seeds(Side::North);
        self.table.fit(u32::from(self.pits), seeds);
    }
}

/// MTD(f) on a position with `seeds` seeds in its pits (so a value within ±seeds): null-window passes, each
/// `pass(low, high, beta)` returning a fail-soft value against beta, close the bracket `low..=high` from `guess`.
fn mtdf(
    seeds: i32,
    guess: i32,
    mut pass: impl FnMut(i32, i32, i32) -> Result<i32, Unfinished>,
) -> Result<i32, Unfinished> {
    let (mut low, mut high) = (-seeds, seeds);
    let mut g = guess.clamp(low, high);
    while low < high {
        let beta = if g == low { g + 1 } else { g };
        g = pass(low, high, beta)?;
        if g < beta {
            high = g;
        } else {
            low = g;
        }
    }
    Ok(low)
}

/// What is left of `limits` once `used` nodes are searched (the node limit counts every thread's nodes).
fn left_after<'a>(limits: &Limits<'a>, used: u64) -> Result<Limits<'a>, Unfinished> {
    match limits.nodes {
        Some(limit) if used >= limit => Err(Unfinished { nodes: used }),
        limit => Ok(Limits {
            nodes: limit.map(|limit| limit - used),
            ..*limits
        }),
    }
}

/// Nodes fewer sowings than this below where a thread's search started are marked while searched, so that the
/// threads share out the top of the tree ([`Busy`]); deeper, the marks would cost more than they save.
const BUSY_PLIES: u32 = 20;

/// Lines of the root's extra turns followed out before the rest are searched as they stand.
const MAX_LINES: usize = 64;

/// One line of the root mover's sowings up to where the turn passes or the game ends.
#[derive(Clone, Copy, Debug)]
struct Line {
    /// The root's move it starts with.
    pit: u8,
    /// The seeds it gains, or its whole worth when it ends the game.
    gain: i32,
    /// The rows it leads to, from the view of whoever moves next, and the sowings left.
    next: Option<(u64, u64, u32)>,
    /// The same side moves next (an extra turn not followed out): its value is added, not taken away.
    again: bool,
}

/// A root position seen from its mover.
struct Root {
    own: u64,
    opp: u64,
    /// The mover's store minus the opponent's.
    stores: i32,
    /// Sowings left before the safety net.
    left: u32,
}

impl Root {
    fn of(position: &Position) -> Root {
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

struct Search<'a> {
    pits: u32,
    rules: Rules,
    table: &'a Table,
    endgame: &'a EndgameTable,
    nodes: u64,
    limit: u64,
    stop: Option<&'a (dyn Fn() -> bool + Sync)>,
    progress: Option<&'a (dyn Fn(Progress) + Sync)>,
    /// What the pass under way tells `progress`, in the root position's terms; none outside a root's passes.
    reported: Option<Progress>,
    stopped: bool,
    /// Sowings from where this search started.
    ply: u32,
    /// What the threads of a solve are searching now, when there are several.
    busy: Option<&'a Busy>,
    /// Every thread's nodes in the pass under way, for progress reports.
    searched: Option<&'a AtomicU64>,
    /// Positions with this many seeds in the pits or fewer are searched again rather than cached: their
    /// subtrees are small, and leaving them out keeps the table for the positions that cost.
    cache_above: i32,
}

impl Search<'_> {
    fn check_stop(&mut self) {
        if self.nodes >= self.limit || self.stop.is_some_and(|stop| stop()) {
            self.stopped = true;
        }
        if let Some(searched) = self.searched {
            searched.fetch_add(POLL, Ordering::Relaxed);
        }
        self.report();
    }

    fn report(&self) {
        if let (Some(progress), Some(at)) = (self.progress, self.reported) {
            let nodes = match self.searched {
                Some(searched) => searched.load(Ordering::Relaxed),
                None => self.nodes,
            };
            progress(Progress {
                nodes: at.nodes + nodes,
                ..at
            });
        }
    }

    fn unfinished(&self) -> Unfinished {
        Unfinished { nodes: self.nodes }
    }

    /// The mover's exact future gain, by MTD(f): null-window searches that close in on it from `guess`.
    fn exact(&mut self, own: u64, opp: u64, left: u32, guess: i32) -> Result<i32, Unfinished> {
        self.exact_reporting(own, opp, left, guess, None)
    }

    /// The same, telling `progress` of each pass in the terms of a root whose stores differ by `stores`.
    fn exact_reporting(
        &mut self,
        own: u64,
        opp: u64,
        left: u32,
        guess: i32,
        stores: Option<i32>,
    ) -> Result<i32, Unfinished> {
        let seeds = seeds_in(own) + seeds_in(opp);
        let found = mtdf(seeds, guess, |low, high, beta| {
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

    fn root_child(&self, root: &Root, pit: u8) -> Child {
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

    fn move_value(&mut self, root: &Root, pit: u8) -> Result<i32, Unfinished> {
        let future = match self.root_child(root, pit) {
            Child::Final(gain) => gain,
            Child::Again(gain, own, opp) => gain + self.exact(own, opp, root.left - 1, 0)?,
            Child::Turn(gain, own, opp) => gain - self.exact(own, opp, root.left - 1, 0)?,
        };
        Ok(root.stores + future)
    }

    fn move_reaches(&mut self, root: &Root, pit: u8, target: i32) -> Result<bool, Unfinished> {
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
    fn search(&mut self, own: u64, opp: u64, mut alpha: i32, mut beta: i32, left: u32) -> i32 {
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
    fn search_child(&mut self, child: Child, alpha: i32, beta: i32, left: u32) -> i32 {
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
    fn caches(&self, own: u64, opp: u64) -> bool {
        seeds_in(own) + seeds_in(opp) > self.cache_above
    }

    /// Keeps what a search of the window `window` found: fail-soft, so `best` is a bound on the side it fell.
    fn store(&self, key: Key, seeds: i32, window: (i32, i32), best: i32, best_pit: u8, nodes: u64) {
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
