//! Group commit: the sowings of many games, and the new players, games and seatings that arrive with them,
//! stored in one transaction. A game sends its next table here (or the hub a row that begins something) and
//! waits; one writer task takes everything that is waiting (up to [`MOST_AT_ONCE`]), stores it together and
//! answers each after the commit, so a sowing is still stored before anyone hears of it. While one
//! transaction commits the next writes gather, so under load each commit carries many and a quiet server
//! commits each at once, with no waiting for company.
//!
//! Measured by `mancala loadtest` (docs/measurements.md): with a transaction for each new player and game,
//! 9,980 pairs arriving in the same second waited on SQLite's one connection past the pool's 5 s, and 9,215
//! of them were told `internal`; with those rows in the batches, none were.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use tokio::sync::{mpsc, oneshot};

use crate::metrics::Metrics;
use crate::store::{Begun, Ratings, Store};
use crate::table::Table;

/// The most writes in one transaction: well under both databases' limits on bound values (12 a game, 7 a
/// player, 4 a sowing twice).
pub const MOST_AT_ONCE: usize = 2_000;

/// What the writer answers a game: its table back, and the new ratings if the sowing ended a ranked game.
pub type Stored = (Table, Result<Ratings, sqlx::Error>);

/// One write waiting, with the way to answer it.
enum Entry {
    Sowing {
        table: Table,
        now: i64,
        answer: oneshot::Sender<Stored>,
    },
    Begun {
        begun: Begun,
        answer: oneshot::Sender<Result<(), sqlx::Error>>,
    },
}

impl Entry {
    /// Answers with what a transaction that held this entry gave (the entry's ratings, or the failure).
    fn answer(self, stored: Result<Ratings, sqlx::Error>) {
        match self {
            Entry::Sowing { table, answer, .. } => {
                let _ = answer.send((table, stored));
            }
            Entry::Begun { answer, .. } => {
                let _ = answer.send(stored.map(drop));
            }
        }
    }
}

/// The way to the writer task; the task ends when the last `Journal` is dropped.
#[derive(Clone)]
pub struct Journal {
    entries: mpsc::Sender<Entry>,
    transactions: Arc<AtomicU64>,
}

impl Journal {
    /// Starts the writer over `store` on the current Tokio runtime.
    pub fn start(store: Store, metrics: Arc<Metrics>) -> Journal {
        let (entries, waiting) = mpsc::channel(4 * MOST_AT_ONCE);
        let transactions = Arc::new(AtomicU64::default());
        tokio::spawn(write(store, waiting, transactions.clone(), metrics));
        Journal {
            entries,
            transactions,
        }
    }

    /// How many transactions the writer has begun (a batch, or a sowing on its own after a batch failed).
    pub fn transactions(&self) -> u64 {
        self.transactions.load(Ordering::Relaxed)
    }

    /// Stores `table`'s last sowing (and its end, if it ended the game), played at `now`.
    pub async fn sown(&self, table: Table, now: i64) -> Stored {
        let (answer, stored) = oneshot::channel();
        let sowing = Entry::Sowing { table, now, answer };
        if let Err(mpsc::error::SendError(sowing)) = self.entries.send(sowing).await {
            sowing.answer(Err(sqlx::Error::PoolClosed));
        }
        // The writer answers every entry it takes; it ends only when no `Journal` is left to send. (A sowing
        // the writer could not take was answered just above.)
        stored.await.expect("every sowing is answered")
    }

    /// Stores a row that begins something: a player, a game, a seating.
    pub async fn begun(&self, begun: Begun) -> Result<(), sqlx::Error> {
        let (answer, stored) = oneshot::channel();
        let entry = Entry::Begun { begun, answer };
        if let Err(mpsc::error::SendError(entry)) = self.entries.send(entry).await {
            entry.answer(Err(sqlx::Error::PoolClosed));
        }
        stored.await.expect("every entry is answered")
    }
}

/// Stores `batch` in one transaction; the ratings of its sowings, in its order.
async fn store_together(store: &Store, batch: &[Entry]) -> Result<Vec<Ratings>, sqlx::Error> {
    let mut begun = Vec::new();
    let mut sowings = Vec::new();
    for entry in batch {
        match entry {
            Entry::Sowing { table, now, .. } => sowings.push((table, *now)),
            Entry::Begun { begun: row, .. } => begun.push(row),
        }
    }
    store.stored_together(&begun, &sowings).await
}

async fn write(
    store: Store,
    mut waiting: mpsc::Receiver<Entry>,
    transactions: Arc<AtomicU64>,
    metrics: Arc<Metrics>,
) {
    let mut batch = Vec::with_capacity(MOST_AT_ONCE);
    while waiting.recv_many(&mut batch, MOST_AT_ONCE).await > 0 {
        transactions.fetch_add(1, Ordering::Relaxed);
        let began = std::time::Instant::now();
        let stored = store_together(&store, &batch).await;
        metrics.committed(began.elapsed(), stored.is_ok());
        match stored {
            Ok(ratings) => {
                let mut ratings = ratings.into_iter();
                for entry in batch.drain(..) {
                    let mine = match entry {
                        Entry::Sowing { .. } => ratings.next().flatten(),
                        Entry::Begun { .. } => None,
                    };
                    entry.answer(Ok(mine));
                }
            }
            Err(error) if batch.len() == 1 => {
                batch.pop().expect("one entry").answer(Err(error));
            }
            // One bad entry must not cost the others theirs: each again, in a transaction of its own. (A
            // batch whose commit was stored but reported failed sees each entry refused as a duplicate here;
            // the hub then asks the database what it holds.)
            Err(_) => {
                for entry in batch.drain(..) {
                    transactions.fetch_add(1, Ordering::Relaxed);
                    let stored = store_together(&store, std::slice::from_ref(&entry)).await;
                    entry.answer(stored.map(|mut ratings| ratings.pop().flatten()));
                }
            }
        }
    }
}
