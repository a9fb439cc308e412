//! Oware's large endgame table, built where a person plays. The matches that measure Otto give him the 22-seed
//! table; the window builds it in the background the first time a game of Oware is on the board, layer by layer
//! from the largest table kept, each layer kept as soon as it is done (the table of that many seeds, in place of
//! the one before). So Otto plays with each larger table as it comes, and a study stopped midway (the window
//! closed) goes on from the last layer kept.

use std::path::Path;
use std::sync::Arc;

use super::{entries_of, file_name, largest_in, load, remember, save_values};
use crate::files::Folder;
use mancala_engine::endgame::{OwareBuild, OwareStep, Studied, entries_for};
use mancala_engine::{EndgameTable, OWARE};

/// The seeds of the table the matches' Otto has (docs/measurements.md, "Otto against Aalina").
pub const OWARE_STUDY_SEEDS: u32 = 22;

/// Rounds of value iteration a layer takes, about (83 to 256 in the layers of 13 to 17 seeds): for the progress
/// told, which a layer's rounds move within its share.
const ROUNDS_EXPECTED: u32 = 100;

/// Builds Oware's table of `seeds` seeds on `pits` pits a side in the cache folder as `build` says (nothing to
/// do if one that large is kept), `told` how far it has come after each round; the table at the end. The game
/// reads each layer's table as soon as it is kept.
pub fn study_oware(
    pits: u8,
    seeds: u32,
    build: OwareBuild,
    told: &mut dyn FnMut(Studied),
) -> Arc<EndgameTable> {
    // From the run's copy of the largest table (Otto's, read and checked once).
    let from = super::largest_kept(OWARE, pits, build.threads);
    study_from(Folder::Cache.locate().as_deref(), from, seeds, build, told)
}

/// The same with the tables kept in `folder` (none: built in memory only).
pub fn study_oware_in(
    folder: Option<&Path>,
    pits: u8,
    seeds: u32,
    build: OwareBuild,
    told: &mut dyn FnMut(Studied),
) -> Arc<EndgameTable> {
    let from = largest_in(folder, OWARE, pits, build.threads);
    study_from(folder, from, seeds, build, told)
}

/// The study in `folder` from the table `from`.
fn study_from(
    folder: Option<&Path>,
    from: Arc<EndgameTable>,
    seeds: u32,
    build: OwareBuild,
    told: &mut dyn FnMut(Studied),
) -> Arc<EndgameTable> {
    let pits = from.pits() as u8;
    let (Some(entries), false) = (entries_of(pits, seeds), from.seeds() >= seeds) else {
        told(Studied {
            kept: from.seeds(),
            target: seeds,
            done: 1.0,
        });
        return from;
    };
    let own_seeds = EndgameTable::seeds_for(pits, entries_for(OWARE));
    let positions = |s: u32| entries_of(pits, s).unwrap_or(usize::MAX) as f64;
    let (before, work) = (
        positions(from.seeds()),
        positions(seeds) - positions(from.seeds()),
    );
    let mut kept = from.seeds();
    let mut latest = None;
    let mut step = |step: OwareStep| {
        let done = match step {
            OwareStep::Round { seeds: s, round } => {
                let layer = positions(s) - positions(s - 1);
                let rounds = (round + 1).min(ROUNDS_EXPECTED - 1);
                positions(s - 1) + layer * f64::from(rounds) / f64::from(ROUNDS_EXPECTED)
            }
            OwareStep::Layer { table, seeds: s } => {
                if let Some(read) =
                    folder.and_then(|folder| keep_layer(folder, pits, table, s, own_seeds))
                {
                    kept = s;
                    latest = Some(read);
                }
                positions(s)
            }
        };
        told(Studied {
            kept,
            target: seeds,
            done: ((done - before) / work) as f32,
        });
    };
    let built = EndgameTable::build_oware_with(pits, entries, build, Some(&from), &mut step);
    match latest.filter(|_| kept == seeds) {
        Some(read) => {
            drop(built);
            read
        }
        None => {
            // Not kept on disk: the game plays with the one built, for this run.
            let built = Arc::new(built);
            remember(&built);
            built
        }
    }
}

/// Keeps the table of `seeds` seeds (the first layers of `table`) in `folder`, and has the game read it from
/// there; the one of a seed fewer, made by a study, goes. The table as read, if it is kept.
fn keep_layer(
    folder: &Path,
    pits: u8,
    table: &EndgameTable,
    seeds: u32,
    own_seeds: u32,
) -> Option<Arc<EndgameTable>> {
    let path = folder.join(file_name(OWARE, pits, seeds));
    let entries = entries_of(pits, seeds).unwrap_or(usize::MAX);
    let kept = save_values(&path, OWARE, pits, seeds, table.prefix_bytes(seeds))
        .map_err(|why| why.to_string())
        .and_then(|()| load(&path, OWARE, pits, seeds, entries).map_err(|why| why.to_string()));
    match kept {
        Ok(read) => {
            let read = Arc::new(read);
            remember(&read);
            if seeds - 1 > own_seeds {
                // Read no more (a reader that has it open keeps it until it lets go).
                let _ = std::fs::remove_file(folder.join(file_name(OWARE, pits, seeds - 1)));
            }
            Some(read)
        }
        Err(why) => {
            eprintln!("note: the endgame table of {seeds} seeds could not be kept: {why}");
            None
        }
    }
}
