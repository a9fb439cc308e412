//! Vacations in the database: what a player took this year (their allowance is counted from it), and what
//! the clocks of their correspondence games must leave out after a restart.

use sqlx::Row;

use super::{Failed, Store};
use crate::ids::PlayerId;

impl Store {
    /// `player`'s vacations that end after `since`, earliest first.
    pub async fn vacations(&self, player: PlayerId, since: i64) -> Result<Vec<(i64, i64)>, Failed> {
        let rows = sqlx::query(
            "SELECT starts, ends FROM vacations WHERE player = $1 AND ends > $2 ORDER BY starts",
        )
        .bind(player.to_string())
        .bind(since)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|row| Ok((row.try_get("starts")?, row.try_get("ends")?)))
            .collect()
    }

    /// Keeps a vacation, or its new end when the player came back early.
    pub async fn vacation_saved(
        &self,
        player: PlayerId,
        (starts, ends): (i64, i64),
    ) -> Result<(), Failed> {
        sqlx::query(
            "INSERT INTO vacations (player, starts, ends) VALUES ($1, $2, $3) \
             ON CONFLICT (player, starts) DO UPDATE SET ends = excluded.ends",
        )
        .bind(player.to_string())
        .bind(starts)
        .bind(ends)
        .execute(&self.pool)
        .await?;
        Ok(())
    }
}
