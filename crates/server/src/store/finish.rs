//! A game's end in the database: the result, the record, and the players' ratings (Glicko-2 in the game's family,
//! with each rating's history) and counts of games, in the transaction that stores the last sowing or the
//! resignation.

use super::*;
use crate::rating::after_game;

impl Store {
    /// Stores a game's end in `tx`: its result, its record with the players' names, and in a ranked game both
    /// players' new ratings (once: a retried commit answers the ratings stored before). The record too when the
    /// end was stored now and counts, for the explorer, which the caller indexes with the other games ending in
    /// the same transaction (`Store::explore_in`).
    pub(super) async fn finish_in(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        table: &Table,
        now: i64,
    ) -> Result<(Ratings, Option<Record>), Failed> {
        let finish = table.finish.expect("the game is over");
        let score = table.score();
        let players = table
            .players()
            .map(|p| p.map(|p| p.to_string()).unwrap_or_default());
        let family = table.start().rules().family;
        let mut names = BySide::new(String::new(), String::new());
        let mut ratings = BySide::new(Glicko::FIRST, Glicko::FIRST);
        for side in Side::BOTH {
            let row = sqlx::query("SELECT name FROM players WHERE id = $1")
                .bind(&players[side])
                .fetch_optional(&mut **tx)
                .await?;
            if let Some(row) = row {
                names[side] = row.try_get("name")?;
            }
            ratings[side] = Store::glicko_in(tx, &players[side], family, now).await?;
        }
        let new = (table.ranked && finish.counts()).then(|| after_game(ratings, finish.winner()));
        let record = record_of(table, finish, &names);
        let ended = sqlx::query(
            "UPDATE games SET status = 'over', winner = $1, reason = $2, south_score = $3, north_score = $4, \
             record = $5, finished = $6, south_ms = $7, north_ms = $8, code = NULL, south_rating = $9, \
             north_rating = $10 WHERE id = $11 AND status <> 'over'",
        )
        .bind(finish.winner().map(|side| side.letter().to_string()))
        .bind(reason_name(finish))
        .bind(i64::from(score[Side::South]))
        .bind(i64::from(score[Side::North]))
        .bind(record.as_ref().map(Record::to_string).unwrap_or_default())
        .bind(now)
        .bind(table.left_ms.south)
        .bind(table.left_ms.north)
        .bind(new.map(|new| new.south.rating))
        .bind(new.map(|new| new.north.rating))
        .bind(table.id.to_string())
        .execute(&mut **tx)
        .await?;
        if ended.rows_affected() == 0 {
            // Stored before (a retried commit): the ratings then, applied once.
            return Ok((Store::progress_in(tx, table.id).await?.ratings, None));
        }
        if finish.counts() {
            for side in Side::BOTH {
                sqlx::query("UPDATE players SET games = games + 1 WHERE id = $1")
                    .bind(&players[side])
                    .execute(&mut **tx)
                    .await?;
            }
        }
        if let Some(new) = new {
            for side in Side::BOTH {
                Store::rated_in(tx, &players[side], family, table.id, new[side], now).await?;
            }
        }
        let ratings = new.map(|new| new.map(|glicko| glicko.shown().rating));
        Ok((ratings, record.filter(|_| finish.counts())))
    }

    /// A player's new rating in `family` after the rated game `game`, and its line in their history.
    async fn rated_in(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        player: &str,
        family: Family,
        game: GameId,
        glicko: Glicko,
        now: i64,
    ) -> Result<(), Failed> {
        let number: i64 = sqlx::query_scalar(
            "INSERT INTO ratings (player, family, rating, deviation, volatility, games, played) \
             VALUES ($1, $2, $3, $4, $5, 1, $6) ON CONFLICT (player, family) DO UPDATE SET \
             rating = excluded.rating, deviation = excluded.deviation, volatility = excluded.volatility, \
             games = ratings.games + 1, played = excluded.played RETURNING games",
        )
        .bind(player)
        .bind(family.name())
        .bind(glicko.rating)
        .bind(glicko.deviation)
        .bind(glicko.volatility)
        .bind(now)
        .fetch_one(&mut **tx)
        .await?;
        sqlx::query(
            "INSERT INTO rating_history (player, family, number, at, game, rating, deviation) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(player)
        .bind(family.name())
        .bind(number)
        .bind(now)
        .bind(game.to_string())
        .bind(glicko.rating)
        .bind(glicko.deviation)
        .execute(&mut **tx)
        .await?;
        Ok(())
    }
}

/// The reason as the database keeps it: the protocol's word.
fn reason_name(finish: Finish) -> String {
    serde_json::to_value(finish.reason())
        .ok()
        .and_then(|value| value.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// The game as a record, with the players' names: none for a game whose actions the record format does not
/// replay.
fn record_of(table: &Table, finish: Finish, names: &BySide<String>) -> Option<Record> {
    let mut record = Record::new(table.start(), table.moves().to_vec()).ok()?;
    // A record names the players by the sides they began on; after the pie rule's swap they sit exchanged.
    record.players = match table.swap {
        Some(_) => names.clone().swapped(),
        None => names.clone(),
    };
    record.swap = table.swap;
    record.ending = match finish {
        Finish::Resigned(side) => Ending::Resigned(side),
        Finish::Time(side) => Ending::Time(side),
        Finish::Abandoned(side) => Ending::Abandoned(side),
        Finish::Agreed(_) => Ending::Agreed,
        Finish::Aborted => Ending::Aborted,
        Finish::Board(_) => Ending::Board,
    };
    Some(record)
}
