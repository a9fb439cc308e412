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

mod node;
mod parallel;

use node::{Root, Search};
use parallel::Line;

use std::sync::Arc;

use crate::rules::kernel::{Child, next, seeds_in};
use crate::rules::ruleset::Rules;
use crate::rules::{Position, Side};
use crate::search::depth::estimate;
use crate::search::endgame::{DEFAULT_ENTRIES, EndgameTable};
use crate::search::limits::{Limits, Progress, Unfinished};
use crate::search::openings;
use crate::search::proofs::{self, Proof, ProofKey, ProofStore, WORTH_KEEPING};
use crate::search::table::TranspositionTable;

/// Within this many sowings of the safety net the search follows it exactly, without the tables.
pub const CAP_HORIZON: u32 = 60;

/// Sowings of look-ahead for the first guess at the value, which saves MTD(f) most of its passes.
const GUESS_DEPTH: u32 = 10;

/// Above this many seeds in the pits a solve takes seconds, and a guess [`DEEP_GUESS_DEPTH`] sowings deep (tens of
/// milliseconds) pays for itself: on three starts with one seed moved it cut the solve's nodes from 134 to 100
/// million (measurements.md, "The solver against CMancala").
const DEEP_GUESS_ABOVE: i32 = 40;
const DEEP_GUESS_DEPTH: u32 = 14;

/// MTD(f)'s first guess at the root mover's future gain (the value less the stores now), from a search as deep
/// as the solve ahead is worth.
fn first_guess(position: &Position, endgame: &EndgameTable, root: &Root) -> i32 {
    let in_pits = seeds_in(root.own) + seeds_in(root.opp);
    let depth = if in_pits > DEEP_GUESS_ABOVE {
        DEEP_GUESS_DEPTH
    } else {
        GUESS_DEPTH
    };
    estimate(position, endgame, depth) - root.stores
}

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
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MoveValue {
    pub pit: u8,
    pub value: i32,
}

/// A solver for one board size; its tables persist between positions, so a game's later moves are quick.
pub struct Solver {
    pits: u8,
    /// The rules, the endgame table's.
    rules: Rules,
    table: TranspositionTable,
    endgame: Arc<EndgameTable>,
    threads: usize,
    /// Proofs kept beyond this solver, read before a search and given each proof after one.
    proofs: Option<Arc<dyn ProofStore>>,
    /// Whether the opening book answers its positions (off to measure the search itself).
    book: bool,
}

impl Solver {
    /// Builds the endgame table for `pits` pits a side (a second or so for the standard board).
    pub fn new(pits: u8, config: SolverConfig) -> Solver {
        Solver::for_rules(crate::rules::ruleset::KALAH, pits, config)
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
            table: TranspositionTable::with_bytes(table_bytes),
            endgame,
            threads: 1,
            proofs: None,
            book: true,
        }
    }

    /// The same solver without the opening book: every position is searched (unless a proof store is given
    /// too), so that the search itself can be timed.
    pub fn without_book(mut self) -> Solver {
        self.book = false;
        self
    }

    /// The book's values of `position`'s moves, if the book is on and knows it.
    fn book_values(&self, position: &Position) -> Option<&'static [(u8, i32)]> {
        self.book.then(|| openings::move_values(position)).flatten()
    }

    /// The book's value and best moves of `position`, if the book is on and has it solved.
    fn book_solved(&self, position: &Position) -> Option<(i32, &'static [u8])> {
        self.book.then(|| openings::solved(position)).flatten()
    }

    /// The same solver, reading and keeping proofs in `proofs`.
    pub fn with_proofs(mut self, proofs: Option<Arc<dyn ProofStore>>) -> Solver {
        self.proofs = proofs;
        self
    }

    /// What is known of `position` without a search: the opening book's values, or a proof kept by an earlier
    /// solve with its best moves (with `nodes` 0).
    pub fn recall(&self, position: &Position) -> Option<Solution> {
        if let Some(values) = self.book_values(position) {
            let value = values.iter().map(|&(_, value)| value).max()?;
            let best = values
                .iter()
                .filter(|&&(_, v)| v == value)
                .map(|&(pit, _)| pit)
                .collect();
            return Some(Solution {
                value,
                best,
                nodes: 0,
            });
        }
        if let Some((value, best)) = self.book_solved(position) {
            return Some(Solution {
                value,
                best: best.to_vec(),
                nodes: 0,
            });
        }
        let proof = self.kept(position)?;
        proof.every_best.then(|| Solution {
            value: proof.value(position),
            best: proof.best(),
            nodes: 0,
        })
    }

    /// The proof kept for `position`, if there is a store and it holds one.
    fn kept(&self, position: &Position) -> Option<Proof> {
        self.proofs.as_ref()?.get(&proofs::key(position)?)
    }

    /// The exact value `pit` leaves its mover in `position`, if it is known without a search: the game ends, or
    /// the position it leads to is in the book or the store.
    fn known_move_value(&self, position: &Position, pit: u8) -> Option<i32> {
        let (after, _) = position.play(pit).ok()?;
        let mover = position.to_move();
        let value = if after.is_over() {
            return Some(after.score().margin(mover));
        } else if let Some(values) = self.book_values(&after) {
            values.iter().map(|&(_, value)| value).max()?
        } else if let Some((value, _)) = self.book_solved(&after) {
            value
        } else {
            self.kept(&after)?.value(&after)
        };
        Some(if after.to_move() == mover {
            value
        } else {
            -value
        })
    }

    /// Gives the store these proofs, those worth keeping.
    fn keep(&self, proofs: impl IntoIterator<Item = (Option<ProofKey>, Proof)>) {
        let Some(store) = &self.proofs else {
            return;
        };
        let worth: Vec<(ProofKey, Proof)> = proofs
            .into_iter()
            .filter(|(_, proof)| proof.nodes >= WORTH_KEEPING)
            .filter_map(|(key, proof)| Some((key?, proof)))
            .collect();
        if !worth.is_empty() {
            store.put(&worth);
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

    /// The exact value of `position` and every move that keeps it: recalled if the book or the store has it,
    /// else proved (from the value alone when the store has only that) and kept.
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
        if let Some(known) = self.recall(position) {
            return Ok(known);
        }
        let kept = self.kept(position);
        let solution = if self.threads == 1 {
            let mut search = self.search(limits);
            let value = match kept {
                Some(proof) => proof.value(position),
                None => {
                    let guess = first_guess(position, &self.endgame, &root);
                    root.stores
                        + search.exact_reporting(
                            root.own,
                            root.opp,
                            root.left,
                            guess,
                            Some(root.stores),
                            None,
                        )?
                }
            };
            let mut best = Vec::new();
            for pit in position.legal_moves() {
                if search.move_reaches(&root, pit, value)? {
                    best.push(pit);
                }
            }
            Solution {
                value,
                best,
                nodes: search.nodes,
            }
        } else {
            self.solve_split(position, &root, kept, limits)?
        };
        let proof = Proof::of(position, solution.value, &solution.best, solution.nodes);
        // What the value alone cost was kept with it: the whole proof now is at least as dear.
        let proof = Proof {
            nodes: proof.nodes + kept.map_or(0, |kept| kept.nodes),
            ..proof
        };
        self.keep([(proofs::key(position), proof)]);
        Ok(solution)
    }

    /// [`Solver::solve`]'s search with more than one thread: each pass shares the root's lines out.
    fn solve_split(
        &self,
        position: &Position,
        root: &Root,
        kept: Option<Proof>,
        limits: &Limits,
    ) -> Result<Solution, Unfinished> {
        let lines = self.lines(root);
        let (future, mut nodes) = match kept {
            Some(proof) => (i32::from(proof.gain), 0),
            None => {
                let guess = first_guess(position, &self.endgame, root);
                self.exact_split(root, &lines, guess, None, limits)?
            }
        };
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
}

impl Solver {
    /// The exact value of `position` when one of its moves is proved to leave the mover `floor`, the way a
    /// game's review knows what the sowing played left: and, when the value is more than `floor` (that move was
    /// not best), one move that keeps it. Cheaper than [`Solver::solve`]: the search starts from the floor, so a
    /// best move played costs one null-window pass (is the value more than the floor?) and no search of which
    /// moves keep it. The value is kept in the store (without best moves, which are not all searched).
    pub fn value_from(
        &mut self,
        position: &Position,
        floor: i32,
        limits: &Limits,
    ) -> Result<(i32, Option<u8>), Unfinished> {
        self.prepare(position);
        let above =
            |value: i32, best: &[u8]| (value > floor).then(|| best.first().copied()).flatten();
        if position.is_over() || self.rules.is_oware() {
            let solution = self.solve(position, limits)?;
            return Ok((solution.value, above(solution.value, &solution.best)));
        }
        if let Some(known) = self.recall(position) {
            return Ok((known.value, above(known.value, &known.best)));
        }
        let root = Root::of(position);
        let kept = self.kept(position);
        let (value, nodes) = match kept {
            Some(proof) => (proof.value(position), 0),
            None if self.threads == 1 => {
                let mut search = self.search(limits);
                let future = search.exact_reporting(
                    root.own,
                    root.opp,
                    root.left,
                    floor - root.stores,
                    Some(root.stores),
                    Some(floor - root.stores),
                )?;
                (root.stores + future, search.nodes)
            }
            None => {
                let lines = self.lines(&root);
                let (future, nodes) = self.exact_split(
                    &root,
                    &lines,
                    floor - root.stores,
                    Some(floor - root.stores),
                    limits,
                )?;
                (root.stores + future, nodes)
            }
        };
        // The value is kept first: a search for a move that keeps it may not finish.
        if kept.is_none() {
            self.keep([(
                proofs::key(position),
                Proof::of(position, value, &[], nodes),
            )]);
        }
        if value <= floor {
            return Ok((value, None));
        }
        if let Some(pit) = kept.and_then(|proof| proof.best().first().copied()) {
            return Ok((value, Some(pit)));
        }
        let mut search = self.search(limits);
        for pit in position.legal_moves() {
            if search.move_reaches(&root, pit, value)? {
                let nodes = nodes + search.nodes + kept.map_or(0, |kept| kept.nodes);
                self.keep([(
                    proofs::key(position),
                    Proof::of_some(position, value, &[pit], nodes),
                )]);
                return Ok((value, Some(pit)));
            }
        }
        unreachable!("some move keeps a position's value")
    }
}

impl Solver {
    /// The exact value of every legal move, in pit order: each move's recalled where the position it leads to
    /// is in the book or the store, the others proved, and what was proved kept.
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
        if let Some(values) = self.recall_values(position) {
            return Ok((values, 0));
        }
        let root = Root::of(position);
        // Each move's value where the book or the store knows it (one lookup a move), the others searched.
        let known: Vec<(u8, Option<i32>)> = position
            .legal_moves()
            .map(|pit| (pit, self.known_move_value(position, pit)))
            .collect();
        let unknown: Vec<u8> = known
            .iter()
            .filter(|(_, value)| value.is_none())
            .map(|&(pit, _)| pit)
            .collect();
        // With more than one thread the moves are valued side by side.
        let (proved, nodes) = self.in_parallel(&unknown, limits, |search, &pit| {
            search.move_value(&root, pit)
        })?;
        let mut searched = proved.iter();
        let values: Vec<MoveValue> = known
            .iter()
            .map(|&(pit, value)| MoveValue {
                pit,
                value: value.unwrap_or_else(|| {
                    *searched
                        .next()
                        .expect("a searched value for each unknown move, in pit order")
                }),
            })
            .collect();
        // Each move's proof is the position it leads to (its share of the nodes), and with all of them the
        // position's own, best moves and all.
        let share = nodes / unknown.len().max(1) as u64;
        let mover = position.to_move();
        let children = unknown.iter().zip(&proved).filter_map(|(&pit, &value)| {
            let (after, _) = position.play(pit).ok()?;
            let value = if after.to_move() == mover {
                value
            } else {
                -value
            };
            Some((proofs::key(&after), Proof::of(&after, value, &[], share)))
        });
        let value = values.iter().map(|v| v.value).max().unwrap_or(0);
        let best: Vec<u8> = values
            .iter()
            .filter(|v| v.value == value)
            .map(|v| v.pit)
            .collect();
        let own = (
            proofs::key(position),
            Proof::of(position, value, &best, nodes),
        );
        self.keep(children.chain([own]).collect::<Vec<_>>());
        Ok((values, nodes))
    }

    /// Every legal move's exact value, if each is known without a search (from the book or the store).
    pub fn recall_values(&self, position: &Position) -> Option<Vec<MoveValue>> {
        if let Some(values) = self.book_values(position) {
            return Some(
                values
                    .iter()
                    .map(|&(pit, value)| MoveValue { pit, value })
                    .collect(),
            );
        }
        position
            .legal_moves()
            .map(|pit| {
                self.known_move_value(position, pit)
                    .map(|value| MoveValue { pit, value })
            })
            .collect()
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
        if let Some(value) = self.known_move_value(position, pit) {
            return Ok(value >= target);
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

/// MTD(f) on a position with `seeds` seeds in its pits (so a value within ±seeds), known to be at least `floor`
/// if given: null-window passes, each `pass(low, high, beta)` returning a fail-soft value against beta, close the
/// bracket `low..=high` from `guess`. With a floor that is the value, one pass proves it.
fn mtdf(
    seeds: i32,
    floor: Option<i32>,
    guess: i32,
    mut pass: impl FnMut(i32, i32, i32) -> Result<i32, Unfinished>,
) -> Result<i32, Unfinished> {
    let mut low = floor.map_or(-seeds, |floor| floor.clamp(-seeds, seeds));
    let mut high = seeds;
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
