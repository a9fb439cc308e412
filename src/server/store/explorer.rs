//! The opening explorer's index: each finished game's first sowings added as the game's end is stored (in its
//! transaction), and a position's sowings read back by its key, one row a pit.

use super::*;
use crate::engine::explorer::{ForMover, entries, key_of};
use crate::server::protocol::Explored;

impl Store {
    /// Adds a finished game's first sowings to the explorer, in `tx` (nothing for a game without a result, or
    /// of Congklak).
    pub(super) async fn explore_in(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        record: &Record,
    ) -> Result<(), Failed> {
        for (before, pit, result) in entries(record) {
            let count = |wanted: ForMover| i64::from(result == wanted);
            sqlx::query(
                "INSERT INTO explorer (position, pit, games, wins, draws, losses) \
                 VALUES ($1, $2, 1, $3, $4, $5) ON CONFLICT (position, pit) DO UPDATE SET \
                 games = explorer.games + 1, wins = explorer.wins + excluded.wins, \
                 draws = explorer.draws + excluded.draws, losses = explorer.losses + excluded.losses",
            )
            .bind(key_of(&before))
            .bind(i64::from(pit))
            .bind(count(ForMover::Won))
            .bind(count(ForMover::Drawn))
            .bind(count(ForMover::Lost))
            .execute(&mut **tx)
            .await?;
        }
        Ok(())
    }

    /// Adds finished games to the explorer, in one transaction: for a server that takes games in from
    /// elsewhere, and for the benchmark that fills an index.
    pub async fn explore_games(&self, records: &[Record]) -> Result<(), Failed> {
        let mut tx = self.pool.begin().await?;
        for record in records {
            Store::explore_in(&mut tx, record).await?;
        }
        tx.commit().await
    }

    /// The sowings played from `position` in the games the explorer holds, by pit.
    pub async fn explorer(&self, position: &Position) -> Result<Vec<Explored>, Failed> {
        let rows = sqlx::query(
            "SELECT pit, games, wins, draws, losses FROM explorer WHERE position = $1 ORDER BY pit",
        )
        .bind(key_of(position))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| {
                let count = |name: &str| -> Result<u64, Failed> {
                    Ok(row.try_get::<i64, _>(name)?.max(0) as u64)
                };
                Ok(Explored {
                    pit: u8::try_from(row.try_get::<i64, _>("pit")?).unwrap_or(0),
                    games: count("games")?,
                    wins: count("wins")?,
                    draws: count("draws")?,
                    losses: count("losses")?,
                })
            })
            .collect()
    }

    /// Empties the explorer's index: for the benchmark, which fills one of its own.
    pub async fn forget_explorer(&self) -> Result<(), Failed> {
        sqlx::query("DELETE FROM explorer")
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}
