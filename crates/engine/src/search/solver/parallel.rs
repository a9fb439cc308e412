//! A solve on several threads: the root's lines shared out between them, each pass run over them, and a
//! thread with no line left joining one still being searched.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU8, AtomicUsize, Ordering};

use crate::rules::kernel::{Child, byte, child, seeds_in, sow_rows};
use crate::search::limits::{Limits, Progress, Unfinished};
use crate::search::table::Busy;

use super::{Root, Search, Solver, left_after, mtdf};

/// Lines of the root's extra turns followed out before the rest are searched as they stand.
const MAX_LINES: usize = 64;

/// One line of the root mover's sowings up to where the turn passes or the game ends.
#[derive(Clone, Copy, Debug)]
pub(super) struct Line {
    /// The root's move it starts with.
    pub(super) pit: u8,
    /// The seeds it gains, or its whole worth when it ends the game.
    pub(super) gain: i32,
    /// The rows it leads to, from the view of whoever moves next, and the sowings left.
    pub(super) next: Option<(u64, u64, u32)>,
    /// The same side moves next (an extra turn not followed out): its value is added, not taken away.
    pub(super) again: bool,
}

impl Solver {
    /// The root's lines: every sequence of its mover's sowings up to where the turn passes or the game ends
    /// (extra turns followed out, unless they branch too far), each with what it gains and where it leads.
    pub(super) fn lines(&self, root: &Root) -> Vec<Line> {
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
    pub(super) fn exact_split(
        &self,
        root: &Root,
        lines: &[Line],
        guess: i32,
        floor: Option<i32>,
        limits: &Limits,
    ) -> Result<(i32, u64), Unfinished> {
        let seeds = seeds_in(root.own) + seeds_in(root.opp);
        let mut nodes = 0;
        let future = mtdf(seeds, floor, guess, |low, high, beta| {
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
    pub(super) fn split_pass(
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
        let searched = Mutex::new(0);
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
    pub(super) fn on_threads<T: Send>(&self, work: impl Fn(usize) -> T + Sync) -> Vec<T> {
        crate::search::threads::side_by_side(self.threads, work)
    }

    /// `work` on each of `items` on the solver's threads, each with a search of its own (the transposition table
    /// shared): the answers in the order of the items, and the nodes searched.
    pub(super) fn in_parallel<T: Sync, R: Send + Default + Clone>(
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
}
