//! Endgame tables kept on disk between runs, in the cache folder ([`Folder::Cache`]), so a large table is built
//! once, and the game uses the largest one there. A file that is damaged, truncated or from another version is
//! kept aside as `NAME.bad` and the table is built again; a cache that cannot be written only costs the next run
//! the build.

use std::fs;
use std::path::Path;
use std::sync::{Arc, Mutex};

use crate::files::{self, Folder};
use mancala_engine::endgame::{HUGE_ENTRIES, entries_for};
use mancala_engine::{EndgameTable, KALAH, Rules};

mod study;
pub use mancala_engine::endgame::Studied;
pub use study::{OWARE_STUDY_SEEDS, study_oware, study_oware_in};

const MAGIC: &[u8; 8] = b"MNCLEGT\0";
/// Raised whenever the table's layout or meaning changes.
const FORMAT: u32 = 1;
const HEADER: usize = 8 + 4 + 1 + 1 + 2 + 8 + 4;

fn file_name(rules: Rules, pits: u8, seeds: u32) -> String {
    let rules = if rules.is_standard() {
        String::new()
    } else {
        format!("{rules}-")
    };
    format!("endgame-{rules}{pits}pits-{seeds}seeds-v{FORMAT}.bin")
}

/// The header's byte for the rules: a bit a switch, so that standard Kalah's files are as they always were.
fn rules_byte(rules: Rules) -> u8 {
    u8::from(rules.empty_capture)
        | u8::from(rules.remaining_to_emptier) << 1
        | u8::from(rules.is_oware()) << 2
}

/// The table for `pits` pits a side and `entries` entries: from the cache if it is there and sound, else built
/// with `threads` threads and saved.
pub fn endgame(pits: u8, entries: usize, threads: usize) -> Arc<EndgameTable> {
    endgame_for(KALAH, pits, entries, threads)
}

/// The same for the game played by `rules`.
pub fn endgame_for(rules: Rules, pits: u8, entries: usize, threads: usize) -> Arc<EndgameTable> {
    endgame_in(
        Folder::Cache.locate().as_deref(),
        rules,
        pits,
        entries,
        threads,
    )
}

/// The table a command proves with: `entries` entries, but for Oware, whose large tables take minutes to build,
/// the largest one in the cache folder (`mancala endgame` builds one of 20 or more seeds), else the game's own.
pub fn endgame_for_command(
    rules: Rules,
    pits: u8,
    entries: usize,
    threads: usize,
) -> Arc<EndgameTable> {
    if rules.is_oware() {
        largest_kept(rules, pits, threads)
    } else {
        endgame_for(rules, pits, entries, threads)
    }
}

/// The table for `rules` and `pits` pits a side that the game and the command-line engines (`uci`, the book,
/// Oware's `solve`, `analyze` and `review`) play with: the largest sound one in the cache folder up to
/// [`MOST_ENTRIES`] (one a `mancala solve` or `mancala endgame` left there knows far more positions), else the
/// game's own small one, built now with `threads` threads and saved for next time. An unusable one is kept aside as
/// `NAME.bad`.
pub fn largest_kept(rules: Rules, pits: u8, threads: usize) -> Arc<EndgameTable> {
    if let Ok(read) = READ.lock()
        && let Some(table) = read.iter().find(|table| same_game(table, rules, pits))
    {
        return Arc::clone(table);
    }
    let folder = Folder::Cache.locate();
    let table = largest_in(folder.as_deref(), rules, pits, threads);
    remember(&table);
    table
}

/// The largest table read: 23 seeds on the standard board (834 MB), 22 in Oware (522 MB). A kept table is mapped
/// from its file, so its memory is the system's cache of the file, shared and given back under pressure, not the
/// reader's own.
pub const MOST_ENTRIES: usize = HUGE_ENTRIES;

/// One copy of each game's table for the whole run (Otto, Teach me, the analysis and the review all ask), kept
/// once read, and replaced when a study keeps a larger one.
static READ: Mutex<Vec<Arc<EndgameTable>>> = Mutex::new(Vec::new());

fn same_game(table: &EndgameTable, rules: Rules, pits: u8) -> bool {
    table.rules() == rules && table.pits() == u32::from(pits)
}

/// Makes `table` the one [`largest_kept`] gives for its game from now on.
fn remember(table: &Arc<EndgameTable>) {
    if let Ok(mut read) = READ.lock() {
        read.retain(|kept| !same_game(kept, table.rules(), table.pits() as u8));
        read.push(Arc::clone(table));
    }
}

/// The same with the tables kept in `folder` (stale temporary files there are removed), without the run's copy.
pub fn largest_in(
    folder: Option<&Path>,
    rules: Rules,
    pits: u8,
    threads: usize,
) -> Arc<EndgameTable> {
    largest_between(
        folder,
        rules,
        pits,
        threads,
        entries_for(rules),
        MOST_ENTRIES,
    )
}

/// The table a long solve proves with: the largest one kept in the cache folder of at least `entries` entries
/// (up to [`HUGE_ENTRIES`]: `mancala endgame --seeds 23` leaves one that makes the standard board's solves
/// several times quicker), else one of `entries` entries, built now with `threads` threads and kept.
pub fn largest_at_least(
    rules: Rules,
    pits: u8,
    entries: usize,
    threads: usize,
) -> Arc<EndgameTable> {
    let folder = Folder::Cache.locate();
    largest_between(
        folder.as_deref(),
        rules,
        pits,
        threads,
        entries,
        HUGE_ENTRIES,
    )
}

/// The largest sound table kept in `folder` of `least_entries` to `most_entries` entries, else one of
/// `least_entries`, built now and kept.
fn largest_between(
    folder: Option<&Path>,
    rules: Rules,
    pits: u8,
    threads: usize,
    least_entries: usize,
    most_entries: usize,
) -> Arc<EndgameTable> {
    let least_seeds = EndgameTable::seeds_for(pits, least_entries);
    let most_seeds = EndgameTable::seeds_for(pits, most_entries);
    if let Some(folder) = folder {
        files::remove_stale_temporaries(folder, files::STALE_AFTER);
        let mut larger: Vec<u32> = fs::read_dir(folder)
            .into_iter()
            .flatten()
            .filter_map(|entry| {
                seeds_in_name(&entry.ok()?.file_name().to_string_lossy(), rules, pits)
            })
            .filter(|&seeds| seeds > least_seeds && seeds <= most_seeds)
            .collect();
        larger.sort_unstable_by(|a, b| b.cmp(a));
        for seeds in larger {
            let path = folder.join(file_name(rules, pits, seeds));
            if let Some(entries) = entries_of(pits, seeds) {
                match load(&path, rules, pits, seeds, entries) {
                    Ok(table) => return Arc::new(table),
                    // Kept aside, so that the game does not read and check it again at every start.
                    Err(why) => set_aside_unusable(&path, &why, "the game uses a smaller one"),
                }
            }
        }
    }
    load_or_build(folder, rules, pits, least_entries, threads)
}

/// The seeds of a table file's name, if it is one of this board's and rules' tables in this format.
fn seeds_in_name(name: &str, rules: Rules, pits: u8) -> Option<u32> {
    let prefix = file_name(rules, pits, 0);
    let prefix = prefix.strip_suffix(&format!("0seeds-v{FORMAT}.bin"))?;
    name.strip_prefix(prefix)?
        .strip_suffix(&format!("seeds-v{FORMAT}.bin"))?
        .parse()
        .ok()
}

/// The entries of the table of `pits` pits a side that holds up to `seeds` seeds (none if beyond counting).
pub fn entries_of(pits: u8, seeds: u32) -> Option<usize> {
    // Positions with at most s seeds in 2m pits: C(s + 2m, 2m).
    let cells = 2 * u64::from(pits);
    (1..=u64::from(seeds))
        .try_fold(1u64, |count, s| Some(count.checked_mul(s + cells)? / s))
        .and_then(|count| usize::try_from(count).ok())
}

/// Tables that take longer than this many entries to build say so on standard error first.
const TELL_ABOVE: usize = 50_000_000;

/// The same with the tables kept in `folder` (none: built every time).
pub fn endgame_in(
    folder: Option<&Path>,
    rules: Rules,
    pits: u8,
    entries: usize,
    threads: usize,
) -> Arc<EndgameTable> {
    if let Some(folder) = folder {
        files::remove_stale_temporaries(folder, files::STALE_AFTER);
    }
    load_or_build(folder, rules, pits, entries, threads)
}

/// The table from `folder` if it is there and sound, else built and saved there.
fn load_or_build(
    folder: Option<&Path>,
    rules: Rules,
    pits: u8,
    entries: usize,
    threads: usize,
) -> Arc<EndgameTable> {
    let seeds = EndgameTable::seeds_for(pits, entries);
    let path = folder.map(|folder| folder.join(file_name(rules, pits, seeds)));
    if let Some(path) = &path
        && path.exists()
    {
        match load(path, rules, pits, seeds, entries) {
            Ok(table) => return Arc::new(table),
            Err(why) => set_aside_unusable(path, &why, "built again"),
        }
    }
    if entries > TELL_ABOVE {
        eprintln!(
            "building the endgame table of every position with up to {seeds} seeds in the pits (once: it is kept \
             in the cache folder for later runs)"
        );
    }
    let table = EndgameTable::build_for(rules, pits, entries, threads);
    if let Some(path) = &path
        && let Err(why) = save(path, &table)
    {
        eprintln!(
            "note: could not save the endgame cache {}: {why}",
            path.display()
        );
    }
    Arc::new(table)
}

/// Moves a table file that cannot be used out of the way (to `NAME.bad`) and says so, and what happens instead.
fn set_aside_unusable(path: &Path, why: &TableFileError, instead: &str) {
    match files::set_aside(path) {
        Ok(bad) => eprintln!(
            "note: the endgame cache {} is unusable ({why}); kept as {} and {instead}",
            path.display(),
            bad.display()
        ),
        Err(e) => eprintln!(
            "note: the endgame cache {} is unusable ({why}) and cannot be kept aside ({e}); {instead}",
            path.display()
        ),
    }
}

fn load(
    path: &Path,
    rules: Rules,
    pits: u8,
    seeds: u32,
    entries: usize,
) -> Result<EndgameTable, TableFileError> {
    let file = fs::File::open(path)?;
    // SAFETY: the mapping is undefined if the file changes while mapped. This program never changes a table
    // file in place: it writes a new one beside it and renames it over (`files::write_atomically`), and sets a
    // bad one aside by renaming, neither of which touches the mapped file's contents.
    let map = unsafe { memmap2::Mmap::map(&file)? };
    let bytes: &[u8] = &map;
    if bytes.len() < HEADER || &bytes[..8] != MAGIC {
        return Err(TableFileError::NotATable);
    }
    let word = |at: usize| u32::from_le_bytes(bytes[at..at + 4].try_into().expect("four bytes"));
    if word(8) != FORMAT {
        return Err(TableFileError::Format(word(8)));
    }
    if bytes[12] != pits || u32::from(bytes[13]) != seeds {
        return Err(TableFileError::OtherBoard);
    }
    if bytes[14] != rules_byte(rules) {
        return Err(TableFileError::OtherRules);
    }
    let len = u64::from_le_bytes(bytes[16..24].try_into().expect("eight bytes")) as usize;
    let values = &bytes[HEADER..];
    if values.len() != len {
        return Err(TableFileError::Length {
            found: values.len(),
            expected: len,
        });
    }
    if crc32fast::hash(values) != word(24) {
        return Err(TableFileError::Checksum);
    }
    #[cfg(unix)]
    // Checked front to back above; the search reads it at random from now on, so reading ahead is wasted.
    let _ = map.advise(memmap2::Advice::Random);
    EndgameTable::from_kept_bytes(rules, pits, entries, Box::new(ValuesInFile(map)))
        .ok_or(TableFileError::OutOfRange)
}

/// A table file mapped into memory, seen as its values (the bytes after the header).
struct ValuesInFile(memmap2::Mmap);

impl AsRef<[u8]> for ValuesInFile {
    fn as_ref(&self) -> &[u8] {
        &self.0[HEADER..]
    }
}

/// Why a kept endgame table is not used (it is set aside, and built again or a smaller one used).
#[derive(Debug, thiserror::Error)]
pub enum TableFileError {
    #[error("{0}")]
    Read(#[from] std::io::Error),
    #[error("not an endgame table")]
    NotATable,
    #[error("format {0} instead of {FORMAT}")]
    Format(u32),
    #[error("made for another board")]
    OtherBoard,
    #[error("made for other rules")]
    OtherRules,
    #[error("{found} values instead of {expected}")]
    Length { found: usize, expected: usize },
    #[error("checksum mismatch")]
    Checksum,
    #[error("values out of range")]
    OutOfRange,
}

/// Writes the table atomically: a reader never sees half a file.
fn save(path: &Path, table: &EndgameTable) -> std::io::Result<()> {
    save_values(
        path,
        table.rules(),
        table.pits() as u8,
        table.seeds(),
        table.as_bytes(),
    )
}

/// Writes a table's values atomically: those of the table of `seeds` seeds for `rules` and `pits`.
fn save_values(
    path: &Path,
    rules: Rules,
    pits: u8,
    seeds: u32,
    values: &[u8],
) -> std::io::Result<()> {
    let mut header = Vec::with_capacity(HEADER);
    header.extend_from_slice(MAGIC);
    header.extend_from_slice(&FORMAT.to_le_bytes());
    header.push(pits);
    header.push(seeds as u8);
    header.extend_from_slice(&[rules_byte(rules), 0]);
    header.extend_from_slice(&(values.len() as u64).to_le_bytes());
    header.extend_from_slice(&crc32fast::hash(values).to_le_bytes());
    files::write_atomically(path, &[&header, values])
}
