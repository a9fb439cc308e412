//! The proofs kept in the cache folder ([`Folder::Cache`]), in `proofs-v1.redb`: every position a solve or an
//! analysis proved dearly enough
//! ([`WORTH_KEEPING`](mancala_engine::proofs::WORTH_KEEPING)), its value and its best moves, so that the review, the
//! analysis, the coach, Hard and the command line never prove a position twice, in this run or the next.
//!
//! redb makes the store crash-safe (a commit is on disk before it returns, and a half-written one is rolled
//! back at the next open) and lets the window and the command line use it at once (its multi-writer mode). A
//! file redb cannot read is kept aside as `NAME.bad` and a new store begun; a store that cannot be opened at
//! all (no cache folder, a read-only disk) is replaced by one in memory, for the run. The store holds at most
//! [`MOST_KEPT`] proofs: past that, the quarter that were cheapest to prove are let go.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use redb::{
    ConcurrencyMode, Database, DatabaseError, ReadableDatabase, ReadableTable,
    ReadableTableMetadata, StorageError, TableDefinition, TableError,
};

use crate::files::{self, Folder};
use mancala_engine::ProofsInMemory;
use mancala_engine::proofs::{PROOF_BYTES, Proof, ProofKey, ProofStore};

/// Raised whenever a key's or a proof's layout or meaning changes: an old store is then simply not read.
pub const FILE_NAME: &str = "proofs-v1.redb";

/// The most proofs kept: about 90 MB on disk at 89 bytes a proof (docs/measurements.md, "The kept proofs").
pub const MOST_KEPT: u64 = 1_000_000;

const PROOFS: TableDefinition<ProofKey, [u8; PROOF_BYTES]> = TableDefinition::new("proofs");

/// A store of proofs in one redb file.
pub struct KeptProofs {
    db: Database,
    most: u64,
    path: PathBuf,
}

/// Why a store could not be opened.
#[derive(Debug)]
pub enum OpenError {
    /// Another program holds it in a way this one cannot share (an older or newer game).
    InUse,
    /// The file was damaged and is kept aside here; opening again begins a new store.
    SetAside(PathBuf),
    /// The disk refused (no such folder, no permission, full).
    Unavailable(String),
}

impl std::fmt::Display for OpenError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OpenError::InUse => write!(f, "another program has it open"),
            OpenError::SetAside(bad) => {
                write!(f, "it was damaged and is kept as {}", bad.display())
            }
            OpenError::Unavailable(why) => write!(f, "{why}"),
        }
    }
}

impl KeptProofs {
    /// The store in `folder` (made if missing), keeping at most `most` proofs. A damaged file is set aside and
    /// a new store begun in its place.
    pub fn open_in(folder: &Path, most: u64) -> Result<KeptProofs, OpenError> {
        std::fs::create_dir_all(folder).map_err(|e| {
            OpenError::Unavailable(format!("cannot make {}: {e}", folder.display()))
        })?;
        let path = folder.join(FILE_NAME);
        match KeptProofs::open(&path, most) {
            Err(OpenError::SetAside(bad)) => {
                eprintln!(
                    "the kept proofs could not be read and are kept aside as {}; a new store is begun",
                    bad.display()
                );
                KeptProofs::open(&path, most)
            }
            opened => opened,
        }
    }

    fn open(path: &Path, most: u64) -> Result<KeptProofs, OpenError> {
        let opened = Database::builder()
            .set_concurrency_mode(ConcurrencyMode::MultiWriter)
            .create(path);
        match opened {
            Ok(db) => Ok(KeptProofs {
                db,
                most,
                path: path.to_path_buf(),
            }),
            Err(DatabaseError::DatabaseAlreadyOpen | DatabaseError::LockProtocolMismatch) => {
                Err(OpenError::InUse)
            }
            Err(DatabaseError::Storage(StorageError::Io(e))) if !damaged(&e) => Err(
                OpenError::Unavailable(format!("cannot open {}: {e}", path.display())),
            ),
            Err(_) => files::set_aside(path)
                .map(OpenError::SetAside)
                .map_err(|e| {
                    OpenError::Unavailable(format!(
                        "{} is damaged and cannot be moved aside: {e}",
                        path.display()
                    ))
                })
                .and_then(Err),
        }
    }

    /// How many proofs are kept.
    pub fn len(&self) -> u64 {
        self.read_len().unwrap_or(0)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    fn read_len(&self) -> Result<u64, redb::Error> {
        let read = self.db.begin_read()?;
        match read.open_table(PROOFS) {
            Ok(table) => Ok(table.len()?),
            Err(TableError::TableDoesNotExist(_)) => Ok(0),
            Err(e) => Err(e.into()),
        }
    }

    fn read(&self, key: &ProofKey) -> Result<Option<Proof>, redb::Error> {
        let read = self.db.begin_read()?;
        let table = match read.open_table(PROOFS) {
            Ok(table) => table,
            Err(TableError::TableDoesNotExist(_)) => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        Ok(table.get(key)?.map(|kept| Proof::from_bytes(kept.value())))
    }

    fn write(&self, proofs: &[(ProofKey, Proof)]) -> Result<(), redb::Error> {
        let write = self.db.begin_write()?;
        {
            let mut table = write.open_table(PROOFS)?;
            for (key, proof) in proofs {
                let old = table.get(key)?.map(|kept| Proof::from_bytes(kept.value()));
                let merged = old.map_or(*proof, |old| proof.merged(old));
                table.insert(key, merged.to_bytes())?;
            }
            if table.len()? > self.most {
                // The quarter cheapest to prove again go: what the store saves is the nodes it spares.
                let mut costs: Vec<u64> = table
                    .iter()?
                    .filter_map(|entry| entry.ok())
                    .map(|(_, kept)| Proof::from_bytes(kept.value()).nodes)
                    .collect();
                let at = costs.len() / 4;
                let (_, &mut threshold, _) = costs.select_nth_unstable(at);
                let mut over = table.len()?.saturating_sub(self.most * 3 / 4);
                table.retain(|_, kept| {
                    let cheap = Proof::from_bytes(kept).nodes <= threshold;
                    let goes = cheap && over > 0;
                    over -= u64::from(goes);
                    !goes
                })?;
            }
        }
        write.commit()?;
        Ok(())
    }
}

/// Whether an I/O error opening the store says its file is not a store (rather than that the disk refused).
fn damaged(e: &std::io::Error) -> bool {
    matches!(
        e.kind(),
        std::io::ErrorKind::InvalidData | std::io::ErrorKind::UnexpectedEof
    )
}

impl ProofStore for KeptProofs {
    fn get(&self, key: &ProofKey) -> Option<Proof> {
        self.read(key).ok().flatten()
    }

    fn put(&self, proofs: &[(ProofKey, Proof)]) {
        // A proof that cannot be written costs only its time next run; said once, not at every proof.
        static SAID: OnceLock<()> = OnceLock::new();
        if let Err(e) = self.write(proofs) {
            SAID.get_or_init(|| {
                eprintln!(
                    "cannot keep proofs in {}: {e}; they will be proved again",
                    self.path.display()
                )
            });
        }
    }
}

/// The process's store, in the cache folder: opened on first use and shared by every solver. One that cannot
/// be opened is said once, and the proofs are kept in memory for this run instead.
pub fn shared() -> Arc<dyn ProofStore> {
    static SHARED: OnceLock<Arc<dyn ProofStore>> = OnceLock::new();
    let store = SHARED.get_or_init(|| {
        let opened = match Folder::Cache.locate() {
            Some(folder) => KeptProofs::open_in(&folder, MOST_KEPT).map_err(|e| {
                format!(
                    "the proofs in {} cannot be kept: {e}; they are kept for this run only",
                    folder.join(FILE_NAME).display()
                )
            }),
            None => Err("no cache folder: proofs are kept for this run only".to_string()),
        };
        match opened {
            Ok(kept) => Arc::new(kept),
            Err(why) => {
                eprintln!("{why}");
                Arc::new(ProofsInMemory::default())
            }
        }
    });
    Arc::clone(store)
}
