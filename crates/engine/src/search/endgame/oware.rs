//! Oware's table, built layer by layer (the seeds in the pits): a capture always leads to a smaller layer, already
//! known, and within a layer rounds of value iteration over the sowings that capture nothing settle the values (the
//! parent module says why they are exact). Each layer's positions keep the places of their non-capturing moves
//! for the rounds (4 bytes a move, 1 a position) up to [`OwareBuild::moves_bytes`]; the positions past it are sown
//! again in every round instead, so that the largest tables build within a desktop's memory, only slower. The layers of a smaller
//! table already built are taken as they are, and the caller is told as each layer is done, so that a build can be
//! kept layer by layer and taken up again where it stopped.

use std::sync::atomic::{AtomicBool, AtomicI8, Ordering};

use super::{EndgameTable, OWARE_ROUNDS};
use crate::rules::kernel::{Child, next, playable, seeds_in};
use crate::rules::ruleset::OWARE;

/// Where each non-capturing move of a position leads: the place less the layer's start, [`NONE`] after the last.
type Within = [u32; 8];
const NONE: u32 = u32::MAX;

/// Bytes the game's players' builds may keep of one layer's moves (4 a move and 1 a position).
pub const MOVES_BYTES: usize = 512 << 20;

/// How Oware's table is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OwareBuild {
    /// A line of this many sowings without a capture ends the game as a repetition does.
    pub rounds: u32,
    pub threads: usize,
    /// The most bytes one layer's list of moves may take beside the table.
    pub moves_bytes: usize,
}

/// What a build of Oware's table has just done.
pub enum OwareStep<'a> {
    /// A round of value iteration over the layer of `seeds` seeds (a layer takes tens of rounds, the last ones
    /// minutes each).
    Round { seeds: u32, round: u32 },
    /// The layer of `seeds` seeds is done: [`EndgameTable::prefix_bytes`] of them is the table of that many seeds.
    Layer { table: &'a EndgameTable, seeds: u32 },
}

impl OwareBuild {
    /// The build of the tables the game and the commands keep: [`OWARE_ROUNDS`], [`MOVES_BYTES`].
    pub fn for_players(threads: usize) -> OwareBuild {
        OwareBuild {
            rounds: OWARE_ROUNDS,
            threads,
            moves_bytes: MOVES_BYTES,
        }
    }
}

impl EndgameTable {
    /// Oware's table of `pits` pits a side with at most `max_entries` entries, where a line of `rounds`
    /// sowings without a capture ends the game as a repetition does (the game's players use [`OWARE_ROUNDS`]),
    /// every layer's moves kept in memory.
    pub fn build_oware(pits: u8, max_entries: usize, rounds: u32, threads: usize) -> EndgameTable {
        let build = OwareBuild {
            rounds,
            threads,
            moves_bytes: usize::MAX,
        };
        EndgameTable::build_oware_with(pits, max_entries, build, None, &mut |_| {})
    }

    /// The same as `build` says, the layers of `from` (a smaller table of Oware on this board, built with the same
    /// rounds) taken as they are, and `told` each step as it is done.
    pub fn build_oware_with(
        pits: u8,
        max_entries: usize,
        build: OwareBuild,
        from: Option<&EndgameTable>,
        told: &mut dyn FnMut(OwareStep),
    ) -> EndgameTable {
        let table = EndgameTable::empty(OWARE, pits, max_entries);
        let mut first = 0;
        if let Some(from) = from.filter(|from| from.rules() == OWARE && from.pits() == table.pits())
        {
            let seeds = from.seeds().min(table.seeds());
            let known = from.prefix_bytes(seeds);
            for (cell, &byte) in table.values.writable().iter().zip(known) {
                cell.store(byte as i8, Ordering::Relaxed);
            }
            first = seeds + 1;
        }
        for seeds in first..=table.seeds() {
            table.build_oware_layer(seeds, build, told);
            told(OwareStep::Layer {
                table: &table,
                seeds,
            });
        }
        table
    }

    /// The values of the positions with up to `seeds` seeds (at most the table's): a table's places do not depend
    /// on its size, so these are the values of the table of `seeds` seeds.
    pub fn prefix_bytes(&self, seeds: u32) -> &[u8] {
        let end = self.places.layer(seeds.min(self.seeds())).end;
        &self.as_bytes()[..end as usize]
    }

    /// One layer of Oware's table: every position with `seeds` seeds in the pits, the smaller layers known.
    fn build_oware_layer(&self, seeds: u32, build: OwareBuild, told: &mut dyn FnMut(OwareStep)) {
        let threads = build.threads.max(1);
        let layer = self.places.layer(seeds);
        let (start, size) = (layer.start as usize, (layer.end - layer.start) as usize);
        let cells = &self.values.writable()[start..start + size];
        // Each position's best move whose worth is known now (a capture, to a smaller layer, or the end of the
        // game); and for the first `kept` positions, where their other moves lead within the layer: how many, and
        // the places one after another, as long as they fit in `moves_bytes`.
        let mut known = vec![i8::MIN; size];
        let mut counts: Vec<u8> = Vec::new();
        let mut targets: Vec<u32> = Vec::new();
        let room = build.moves_bytes / size_of::<u32>();
        let mut k = 0;
        self.places.for_each_in_layer(seeds, &mut |own, opp| {
            // No move, or a line without captures stopped here: each side takes its own seeds.
            cells[k].store((seeds_in(own) - seeds_in(opp)) as i8, Ordering::Relaxed);
            let mut moves = [NONE; 8];
            known[k] = self.oware_moves(own, opp, seeds, &mut moves, true);
            let count = moves.iter().take_while(|&&j| j != NONE).count();
            if counts.len() == k && targets.len() + count + counts.len() / 4 <= room {
                counts.push(count as u8);
                targets.extend_from_slice(&moves[..count]);
            }
            k += 1;
        });
        let kept = counts.len();
        // Each thread's share of the kept positions, and where its places begin.
        let chunk = kept.div_ceil(threads).max(1);
        let shares: Vec<(usize, usize)> = (0..threads)
            .scan(0usize, |offset, thread| {
                let ours = (thread * chunk).min(kept)..((thread + 1) * chunk).min(kept);
                let at = *offset;
                *offset += counts[ours.clone()]
                    .iter()
                    .map(|&c| usize::from(c))
                    .sum::<usize>();
                Some((ours.start, at))
            })
            .collect();
        // Rounds of value iteration from every side keeping its own seeds, until nothing changes: each round reads
        // the last one's values (`before`) and writes the table's.
        for round in 0..build.rounds {
            let before: Vec<i8> = cells.iter().map(|c| c.load(Ordering::Relaxed)).collect();
            let changed = AtomicBool::new(false);
            crate::search::threads::side_by_side(shares.len(), |thread| {
                let (first, mut at) = shares[thread];
                let mut moved = false;
                for k in first..(first + chunk).min(kept) {
                    let count = usize::from(counts[k]);
                    moved |= update(known[k], &targets[at..at + count], &before, &cells[k]);
                    at += count;
                }
                // The rest sown again, each thread a part of it.
                let tail = (size - kept).div_ceil(threads);
                let mut k = (kept + thread * tail).min(size);
                let part = k as u64..(kept + (thread + 1) * tail).min(size) as u64;
                self.places
                    .for_each_in_layer_between(seeds, part, &mut |own, opp| {
                        let mut moves = [NONE; 8];
                        self.oware_moves(own, opp, seeds, &mut moves, false);
                        let count = moves.iter().take_while(|&&j| j != NONE).count();
                        moved |= update(known[k], &moves[..count], &before, &cells[k]);
                        k += 1;
                    });
                if moved {
                    changed.store(true, Ordering::Relaxed);
                }
            });
            told(OwareStep::Round { seeds, round });
            if !changed.load(Ordering::Relaxed) {
                break;
            }
        }
    }

    /// Where a position's non-capturing moves lead within its layer (into `within`), and with `worth`, the best
    /// of its other moves, whose values are known (`i8::MIN` if it has none).
    fn oware_moves(&self, own: u64, opp: u64, seeds: u32, within: &mut Within, worth: bool) -> i8 {
        let m = self.pits;
        let start = self.places.layer(seeds).start as usize;
        let pits = playable(own, opp, m, self.rules);
        let mut best = i8::MIN;
        let mut slot = 0;
        for p in (0..m).filter(|p| pits & (1 << p) != 0) {
            match next(own, opp, m, p, u32::MAX, self.rules) {
                Child::Turn(0, o, q) => {
                    within[slot] = (self.index(o, q, seeds) - start) as u32;
                    slot += 1;
                }
                _ if !worth => {}
                Child::Final(gain) => best = best.max(gain as i8),
                Child::Turn(gain, o, q) => {
                    let rest = self
                        .value(o, q)
                        .expect("a capture leads to a smaller layer");
                    best = best.max((gain - rest) as i8);
                }
                Child::Again(..) => unreachable!("Oware has no extra turns"),
            }
        }
        best
    }
}

/// One position's value in a round, from its known best and its moves within the layer valued as last round;
/// whether it changed.
#[inline]
fn update(known: i8, within: &[u32], before: &[i8], cell: &AtomicI8) -> bool {
    if known == i8::MIN && within.is_empty() {
        return false; // no move: each side keeps its own seeds
    }
    let best = within
        .iter()
        .map(|&j| -before[j as usize])
        .fold(known, i8::max);
    let changed = best != cell.load(Ordering::Relaxed);
    if changed {
        cell.store(best, Ordering::Relaxed);
    }
    changed
}
