//! Group commit: the sowings of many games stored in one transaction. A game sends its next table here and
//! waits; one writer task takes every sowing that is waiting (up to [`MOST_AT_ONCE`]), stores them together
//! and gives each game its table back after the commit, so a sowing is still stored before anyone hears of it.
//! While one transaction commits the next sowings gather, so under load each commit carries many sowings and
//! a quiet server commits each sowing at once, with no waiting for company.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use tokio::sync::{mpsc, oneshot};

use super::metrics::Metrics;
use super::store::{Ratings, Store};
use super::table::Table;

/// The most sowings in one transaction: well under both databases' limits on bound values (4 a sowing twice).
pub const MOST_AT_ONCE: usize = 500;

/// What the writer answers a game: its table back, and the new ratings if the sowing ended a ranked game.
pub type Stored = (Table, Result<Ratings, sqlx::Error>);

struct Sowing {
    table: Table,
    now: i64,
    answer: oneshot::Sender<Stored>,
}

/// The way to the writer task; the task ends when the last `Journal` is dropped.
#[derive(Clone)]
pub struct Journal {
    sowings: mpsc::Sender<Sowing>,
    transactions: Arc<AtomicU64>,
}

impl Journal {
    /// Starts the writer over `store` on the current Tokio runtime.
    pub fn start(store: Store, metrics: Arc<Metrics>) -> Journal {
        let (sowings, waiting) = mpsc::channel(4 * MOST_AT_ONCE);
        let transactions = Arc::new(AtomicU64::default());
        tokio::spawn(write(store, waiting, transactions.clone(), metrics));
        Journal {
            sowings,
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
        let sowing = Sowing { table, now, answer };
        if let Err(mpsc::error::SendError(sowing)) = self.sowings.send(sowing).await {
            return (sowing.table, Err(sqlx::Error::PoolClosed));
        }
        // The writer answers every sowing it takes; it ends only when no `Journal` is left to send.
        stored.await.expect("the writer answers every sowing")
    }
}

async fn write(
    store: Store,
    mut waiting: mpsc::Receiver<Sowing>,
    transactions: Arc<AtomicU64>,
    metrics: Arc<Metrics>,
) {
    let mut batch = Vec::with_capacity(MOST_AT_ONCE);
    while waiting.recv_many(&mut batch, MOST_AT_ONCE).await > 0 {
        transactions.fetch_add(1, Ordering::Relaxed);
        let tables: Vec<(&Table, i64)> = batch.iter().map(|s| (&s.table, s.now)).collect();
        let began = std::time::Instant::now();
        let stored = store.sown_together(&tables).await;
        metrics.committed(began.elapsed(), stored.is_ok());
        drop(tables);
        match stored {
            Ok(ratings) => {
                for (sowing, ratings) in batch.drain(..).zip(ratings) {
                    let _ = sowing.answer.send((sowing.table, Ok(ratings)));
                }
            }
            Err(error) if batch.len() == 1 => {
                let sowing = batch.pop().expect("one sowing");
                let _ = sowing.answer.send((sowing.table, Err(error)));
            }
            // One bad sowing must not cost the others theirs: each again, in a transaction of its own. (A
            // batch whose commit was stored but reported failed sees each sowing refused as a duplicate here;
            // the hub then asks the database what it holds.)
            Err(_) => {
                for sowing in batch.drain(..) {
                    transactions.fetch_add(1, Ordering::Relaxed);
                    let stored = store.sown_together(&[(&sowing.table, sowing.now)]).await;
                    let ratings = stored.map(|mut ratings| ratings.pop().flatten());
                    let _ = sowing.answer.send((sowing.table, ratings));
                }
            }
        }
    }
}
