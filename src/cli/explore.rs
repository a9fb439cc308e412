//! `explore`: the opening explorer on the command line. Every sowing from a position with its value (proved by
//! the book, the kept proofs or the game's end, else a search's estimate, marked `~`) and, from the game records
//! given, how often it was played there and how it scored for the side that played it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Serialize;

use super::{CliError, to_json};
use crate::engine::explorer::{Tally, Worth, explore as explore_position, explores, tally};
use crate::engine::{Limits, Position, Record};

#[derive(Serialize)]
struct ExploreJson {
    position: String,
    /// Records read, and files in the folders given that were not records (with why).
    games: usize,
    skipped: Vec<String>,
    moves: Vec<MoveJson>,
}

#[derive(Serialize)]
struct MoveJson {
    pit: u8,
    value: i32,
    /// Proved; else a depth-limited search's estimate.
    proved: bool,
    games: u64,
    wins: u64,
    draws: u64,
    losses: u64,
}

/// The records in `paths`: a file must be a record; a folder's files are read, those that are not records
/// skipped and named.
fn read_records(paths: &[PathBuf]) -> Result<(Vec<Record>, Vec<String>), CliError> {
    let mut records = Vec::new();
    let mut skipped = Vec::new();
    for path in paths {
        if path.is_dir() {
            let mut files: Vec<PathBuf> = std::fs::read_dir(path)
                .map_err(|source| CliError::Read {
                    what: path.display().to_string(),
                    source,
                })?
                .filter_map(|entry| Some(entry.ok()?.path()))
                .filter(|file| file.is_file())
                .collect();
            files.sort();
            for file in files {
                match read_record(&file) {
                    Ok(record) => records.push(record),
                    Err(why) => skipped.push(why.to_string()),
                }
            }
        } else {
            records.push(read_record(path)?);
        }
    }
    Ok((records, skipped))
}

fn read_record(file: &Path) -> Result<Record, CliError> {
    let what = file.display().to_string();
    let text = std::fs::read_to_string(file).map_err(|source| CliError::Read {
        what: what.clone(),
        source,
    })?;
    text.parse()
        .map_err(|source| CliError::Record { what, source })
}

pub fn explore(position: &Position, games: &[PathBuf], json: bool) -> Result<String, CliError> {
    if position.is_over() {
        return Err(CliError::GameOver(*position));
    }
    let (records, skipped) = read_records(games)?;
    let counts: BTreeMap<u8, Tally> = if explores(position) {
        tally(&records, position)
    } else {
        BTreeMap::new()
    };
    let endgame = crate::cache::largest_kept(position.rules(), position.pits(), 1);
    let proofs = crate::proofs::shared();
    let lines = explore_position(
        position,
        Some(proofs.as_ref()),
        Some(&endgame),
        &Limits::none(),
    );
    let moves: Vec<MoveJson> = lines
        .iter()
        .map(|line| {
            let counted = counts.get(&line.pit).copied().unwrap_or_default();
            MoveJson {
                pit: line.pit,
                value: line.worth.value(),
                proved: matches!(line.worth, Worth::Proved(_)),
                games: counted.games,
                wins: counted.wins,
                draws: counted.draws,
                losses: counted.losses,
            }
        })
        .collect();
    if json {
        return Ok(to_json(&ExploreJson {
            position: position.to_string(),
            games: records.len(),
            skipped,
            moves,
        }));
    }
    let mut text: Vec<String> = moves
        .iter()
        .map(|m| {
            let value = if m.proved {
                format!("{:+}", m.value)
            } else {
                format!("~{:+}", m.value)
            };
            let played = counts
                .get(&m.pit)
                .and_then(|tally| Some((tally.games, tally.score()?)))
                .map_or(String::new(), |(games, score)| {
                    format!(
                        "  played {games}: {}-{}-{} ({:.0}%)",
                        m.wins,
                        m.draws,
                        m.losses,
                        score * 100.0
                    )
                });
            let name = crate::engine::hint::move_name(position.rules(), m.pit);
            format!("{name}: {value:>4}{played}")
        })
        .collect();
    text.push(format!("{} games read; ~ marks an estimate", records.len()));
    text.extend(skipped.iter().map(|why| format!("skipped {why}")));
    Ok(text.join("\n"))
}
