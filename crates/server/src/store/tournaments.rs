//! Tournaments in the database: each one's state as JSON with a version that only grows (an arena's games apart,
//! a row each, only the new ones written at a change), written in one transaction with the games its pairings
//! begin, so that a tournament's games and its record of them are
//! never apart after a crash; read back when the server starts, and the finished ones for their crosstables.

use sqlx::Row;

use super::{Begun, Failed, Store};
use mancala_engine::Side;
use std::collections::BTreeMap;

use crate::ids::{GameId, PlayerId, TournamentId};
use crate::table::Table;
use crate::tournament::arena::ArenaGame;
use crate::tournament::event::{Event, Play, Status};

/// A game's end as the games table keeps it: the winner, whether it ended without a result, and who went
/// berserk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoredEnd {
    pub winner: Option<Side>,
    pub aborted: bool,
    pub berserk: mancala_engine::BySide<bool>,
}

fn status_text(status: Status) -> &'static str {
    match status {
        Status::Upcoming => "upcoming",
        Status::Running => "running",
        Status::Finished => "finished",
    }
}

impl Store {
    /// `events` as they are now, and the games their pairings begin, in one transaction. An event's row is
    /// replaced only by a later version of it.
    pub async fn tournaments_saved(
        &self,
        events: &[&Event],
        games: &[Table],
    ) -> Result<(), Failed> {
        let done = async {
            let mut tx = self.pool.begin().await?;
            let begun: Vec<Begun> = games
                .iter()
                .map(|table| Begun::Game {
                    table: table.clone(),
                    code: None,
                })
                .collect();
            let begun: Vec<&Begun> = begun.iter().collect();
            self.begin_in(&mut tx, &begun).await?;
            for event in events {
                let state = serde_json::to_string(event).expect("an event is plain data");
                sqlx::query(
                    "INSERT INTO tournaments (id, code, scheduled, status, starts, finished, version, state) \
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO UPDATE SET \
                     status = excluded.status, finished = excluded.finished, version = excluded.version, \
                     state = excluded.state WHERE tournaments.version < excluded.version",
                )
                .bind(event.id.to_string())
                .bind(event.code.map(|code| code.to_string()))
                .bind(event.scheduled.clone())
                .bind(status_text(event.status))
                .bind(event.spec.starts)
                .bind(event.finished_at)
                .bind(event.version as i64)
                .bind(state)
                .execute(&mut *tx)
                .await?;
                if let Play::Arena(arena) = &event.play {
                    for (player, seq, game) in arena.unstored() {
                        let game = serde_json::to_string(game).expect("a game is plain data");
                        sqlx::query(
                            "INSERT INTO arena_games (tournament, player, seq, game) VALUES ($1, $2, $3, $4) \
                             ON CONFLICT (tournament, player, seq) DO NOTHING",
                        )
                        .bind(event.id.to_string())
                        .bind(player.to_string())
                        .bind(seq as i64)
                        .bind(game)
                        .execute(&mut *tx)
                        .await?;
                    }
                }
            }
            tx.commit().await?;
            Ok(())
        };
        let done = done.await;
        self.after(done).await
    }

    /// The tournaments not finished, to run again after a restart. One whose state does not read is kept
    /// aside with the status 'unreadable' and said in the log.
    pub async fn open_tournaments(&self) -> Result<Vec<Event>, Failed> {
        let rows = sqlx::query(
            "SELECT id, state FROM tournaments WHERE status IN ('upcoming', 'running') ORDER BY starts",
        )
        .fetch_all(&self.pool)
        .await?;
        let mut events = Vec::new();
        for row in rows {
            let (id, state): (String, String) = (row.try_get("id")?, row.try_get("state")?);
            match serde_json::from_str::<Event>(&state) {
                Ok(mut event) => {
                    self.arena_games_into(&mut event).await?;
                    events.push(event);
                }
                Err(why) => {
                    tracing::error!(tournament = %id, %why, "a stored tournament does not read: kept aside as 'unreadable'");
                    sqlx::query("UPDATE tournaments SET status = 'unreadable' WHERE id = $1")
                        .bind(&id)
                        .execute(&self.pool)
                        .await?;
                }
            }
        }
        Ok(events)
    }

    /// The latest finished tournaments, newest first (at most `most`).
    pub async fn finished_tournaments(&self, most: usize) -> Result<Vec<Event>, Failed> {
        let rows = sqlx::query(
            "SELECT state FROM tournaments WHERE status = 'finished' ORDER BY finished DESC LIMIT $1",
        )
        .bind(most as i64)
        .fetch_all(&self.pool)
        .await?;
        let mut events = Vec::new();
        for row in rows {
            let state: String = row.try_get("state")?;
            if let Ok(mut event) = serde_json::from_str::<Event>(&state) {
                self.arena_games_into(&mut event).await?;
                events.push(event);
            }
        }
        Ok(events)
    }

    /// One tournament, whatever its status.
    pub async fn tournament(&self, id: TournamentId) -> Result<Option<Event>, Failed> {
        let row = sqlx::query("SELECT state FROM tournaments WHERE id = $1")
            .bind(id.to_string())
            .fetch_optional(&self.pool)
            .await?;
        let event = match row {
            Some(row) => serde_json::from_str::<Event>(&row.try_get::<String, _>("state")?).ok(),
            None => None,
        };
        let Some(mut event) = event else {
            return Ok(None);
        };
        self.arena_games_into(&mut event).await?;
        Ok(Some(event))
    }

    /// An arena's games read back from their rows into its state (a Swiss keeps its games in its state).
    async fn arena_games_into(&self, event: &mut Event) -> Result<(), Failed> {
        let Play::Arena(arena) = &mut event.play else {
            return Ok(());
        };
        let rows = sqlx::query(
            "SELECT player, game FROM arena_games WHERE tournament = $1 ORDER BY player, seq",
        )
        .bind(event.id.to_string())
        .fetch_all(&self.pool)
        .await?;
        let mut games: BTreeMap<PlayerId, Vec<ArenaGame>> = BTreeMap::new();
        for row in rows {
            let (player, game): (String, String) = (row.try_get("player")?, row.try_get("game")?);
            let (Ok(player), Ok(game)) = (player.parse(), serde_json::from_str(&game)) else {
                tracing::error!(tournament = %event.id, "an arena's game does not read: left out");
                continue;
            };
            games.entry(player).or_default().push(game);
        }
        arena.take_stored(games);
        Ok(())
    }

    /// How a finished game ended, as stored (none while it is not over): what a tournament that missed its
    /// end (the server stopped between the two) takes up when it starts again.
    pub async fn stored_end(&self, game: GameId) -> Result<Option<StoredEnd>, Failed> {
        let row = sqlx::query("SELECT status, winner, reason, berserk FROM games WHERE id = $1")
            .bind(game.to_string())
            .fetch_optional(&self.pool)
            .await?;
        let Some(row) = row else {
            return Ok(None);
        };
        let status: String = row.try_get("status")?;
        if status != "over" {
            return Ok(None);
        }
        let winner: Option<String> = row.try_get("winner")?;
        let berserk: Option<String> = row.try_get("berserk")?;
        let reason: Option<String> = row.try_get("reason")?;
        Ok(Some(StoredEnd {
            aborted: reason.as_deref() == Some("aborted"),
            winner: match winner.as_deref() {
                Some("S") => Some(Side::South),
                Some("N") => Some(Side::North),
                _ => None,
            },
            berserk: super::berserk_read(berserk.as_deref().unwrap_or("")),
        }))
    }
}
