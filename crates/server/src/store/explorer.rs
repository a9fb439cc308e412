//! The opening explorer's index: each finished game's first sowings added as the game's end is stored (in its
//! transaction), and a position's sowings read back by its key, one row a pit.

use std::collections::BTreeMap;

use super::*;
use crate::protocol::Explored;
use mancala_engine::explorer::{ForMover, entries, key_of};

/// Rows an upsert of the index writes at once (six values each, within both databases' bounds on parameters).
const ROWS_A_STATEMENT: usize = 100;

impl Store {
    /// Adds finished games' first sowings to the explorer, in `tx`: counted together first, so that the games
    /// ending in one transaction cost one statement a hundred (position, pit) pairs, not one a sowing (nothing
    /// for a game without a result, or of Congklak).
    pub(super) async fn explore_in(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        records: &[Record],
    ) -> Result<(), Failed> {
        let mut counts = BTreeMap::<(String, u8), [i64; 3]>::new();
        for record in records {
            for (before, pit, result) in entries(record) {
                let count = counts.entry((key_of(&before), pit)).or_default();
                count[match result {
                    ForMover::Won => 0,
                    ForMover::Drawn => 1,
                    ForMover::Lost => 2,
                }] += 1;
            }
        }
        let rows: Vec<_> = counts.into_iter().collect();
        for chunk in rows.chunks(ROWS_A_STATEMENT) {
            let sql = format!(
                "INSERT INTO explorer (position, pit, games, wins, draws, losses) VALUES {} \
                 ON CONFLICT (position, pit) DO UPDATE SET games = explorer.games + excluded.games, \
                 wins = explorer.wins + excluded.wins, draws = explorer.draws + excluded.draws, \
                 losses = explorer.losses + excluded.losses",
                self.placeholders(chunk.len(), 6)
            );
            let mut query = sqlx::query(&sql);
            for ((position, pit), [wins, draws, losses]) in chunk {
                query = query
                    .bind(position.clone())
                    .bind(i64::from(*pit))
                    .bind(wins + draws + losses)
                    .bind(*wins)
                    .bind(*draws)
                    .bind(*losses);
            }
            query.execute(&mut **tx).await?;
        }
        Ok(())
    }

    /// Adds finished games to the explorer, in one transaction: for a server that takes games in from
    /// elsewhere, and for the benchmark that fills an index.
    pub async fn explore_games(&self, records: &[Record]) -> Result<(), Failed> {
        let mut tx = self.pool.begin().await?;
        self.explore_in(&mut tx, records).await?;
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
