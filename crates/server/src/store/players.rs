//! The players in the database: a newcomer stored with its token's hash, Otto's levels made once, a player
//! found by token or id, their Glicko-2 ratings per family (each decayed to the moment asked), the history of
//! one rating, and the profile others see.

use super::*;

impl Store {
    /// A new player; refused as a duplicate when another has a name with the same key.
    pub async fn new_player(
        &self,
        player: &Player,
        key: &str,
        token_hash: &str,
        now: i64,
    ) -> Result<(), Failed> {
        let begun = Begun::Player {
            player: player.clone(),
            key: key.to_string(),
            token_hash: token_hash.to_string(),
            now,
        };
        self.stored_together(&[&begun], &[]).await.map(drop)
    }

    /// Otto's players, one a level, made when missing: its games and its profile are a player's like any.
    pub async fn make_otto(&self, now: i64) -> Result<(), Failed> {
        for (level, _) in OTTO_LEVELS {
            let name = otto_name(level);
            sqlx::query(
                "INSERT INTO players (id, name, name_key, token_hash, rating, games, created) \
                 VALUES ($1, $2, $3, $4, $5, 0, $6) ON CONFLICT (id) DO NOTHING",
            )
            .bind(otto_id(level).to_string())
            .bind(&name)
            .bind(name.to_lowercase())
            // Not a SHA-256 in hex: no token has it.
            .bind(format!("otto:{}", level.name()))
            .bind(OLD_FIRST_ELO)
            .bind(now)
            .execute(&self.pool)
            .await?;
        }
        Ok(())
    }

    /// Whether a player has a name with this key.
    pub async fn name_taken(&self, key: &str) -> Result<bool, Failed> {
        let row = sqlx::query("SELECT id FROM players WHERE name_key = $1")
            .bind(key)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.is_some())
    }

    pub(super) fn player_of(row: &sqlx::any::AnyRow) -> Result<Player, Failed> {
        let id: String = row.try_get("id")?;
        Ok(Player {
            id: id.parse().map_err(|e| sqlx::Error::Decode(Box::new(e)))?,
            name: row.try_get("name")?,
            games: row.try_get("games")?,
        })
    }

    pub async fn player_by_token(&self, token_hash: &str) -> Result<Option<Player>, Failed> {
        let row = sqlx::query("SELECT id, name, games FROM players WHERE token_hash = $1")
            .bind(token_hash)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(Store::player_of).transpose()
    }

    pub async fn player(&self, id: PlayerId) -> Result<Option<Player>, Failed> {
        let row = sqlx::query("SELECT id, name, games FROM players WHERE id = $1")
            .bind(id.to_string())
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(Store::player_of).transpose()
    }

    /// `player`'s rating in `family` at `now`: as their last rated game left it, its deviation grown by the
    /// time since; the first rating before their first rated game there.
    pub async fn glicko(
        &self,
        player: PlayerId,
        family: Family,
        now: i64,
    ) -> Result<Glicko, Failed> {
        let mut connection = self.pool.acquire().await?;
        Store::glicko_in(&mut connection, &player.to_string(), family, now).await
    }

    pub(super) fn glicko_of(row: &sqlx::any::AnyRow, now: i64) -> Result<Glicko, Failed> {
        let played: i64 = row.try_get("played")?;
        let glicko = Glicko {
            rating: row.try_get("rating")?,
            deviation: row.try_get("deviation")?,
            volatility: row.try_get("volatility")?,
        };
        Ok(glicko.after_idle(now - played))
    }

    /// `player`'s rating in every family at `now`.
    pub async fn glickos(&self, player: PlayerId, now: i64) -> Result<ByFamily<Glicko>, Failed> {
        let rows = sqlx::query(
            "SELECT family, rating, deviation, volatility, played FROM ratings WHERE player = $1",
        )
        .bind(player.to_string())
        .fetch_all(&self.pool)
        .await?;
        let mut glickos = ByFamily::from_fn(|_| Glicko::FIRST);
        for row in rows {
            let family: String = row.try_get("family")?;
            if let Some(family) = family_named(&family) {
                glickos[family] = Store::glicko_of(&row, now)?;
            }
        }
        Ok(glickos)
    }

    /// `player`'s rating in `family` after each of their `latest` last rated games there, in the order they
    /// were rated.
    pub async fn history(
        &self,
        player: PlayerId,
        family: Family,
        latest: usize,
    ) -> Result<Vec<RatedGame>, Failed> {
        let rows = sqlx::query(
            "SELECT at, game, rating, deviation FROM rating_history \
             WHERE player = $1 AND family = $2 ORDER BY number DESC LIMIT $3",
        )
        .bind(player.to_string())
        .bind(family.name())
        .bind(latest as i64)
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .rev()
            .map(|row| {
                let game: String = row.try_get("game")?;
                Ok(RatedGame {
                    at: row.try_get("at")?,
                    game: game.parse().map_err(|e| sqlx::Error::Decode(Box::new(e)))?,
                    rating: row.try_get("rating")?,
                    deviation: row.try_get("deviation")?,
                })
            })
            .collect()
    }

    /// The leaderboard of `family` at `now`: players whose rating is established (its deviation, grown by
    /// the time since their last rated game, at most the provisional bound) and who played a rated game
    /// there in the last `active_ms`, best first, at most `size`.
    pub async fn leaderboard(
        &self,
        family: Family,
        now: i64,
        active_ms: i64,
        size: usize,
    ) -> Result<Vec<(PlayerId, String, Glicko, i64)>, Failed> {
        // The stored deviation only grows with time, so one at most the bound in the table is a first cut
        // the index serves; the grown one is checked after.
        let rows = sqlx::query(
            "SELECT r.player, p.name, r.rating, r.deviation, r.volatility, r.games, r.played \
             FROM ratings r JOIN players p ON p.id = r.player \
             WHERE r.family = $1 AND r.played >= $2 AND r.deviation <= $3 \
             ORDER BY r.rating DESC LIMIT $4",
        )
        .bind(family.name())
        .bind(now - active_ms)
        .bind(PROVISIONAL_DEVIATION)
        .bind(2 * size as i64)
        .fetch_all(&self.pool)
        .await?;
        let mut leaders = Vec::with_capacity(size);
        for row in &rows {
            let glicko = Store::glicko_of(row, now)?;
            if glicko.is_provisional() {
                continue;
            }
            let player: String = row.try_get("player")?;
            let player = player
                .parse()
                .map_err(|e| sqlx::Error::Decode(Box::new(e)))?;
            leaders.push((player, row.try_get("name")?, glicko, row.try_get("games")?));
            if leaders.len() == size {
                break;
            }
        }
        Ok(leaders)
    }

    /// A player and their latest finished games (aborted ones left out), newest first: two queries, each
    /// seat's games read by its index.
    pub async fn profile(
        &self,
        player: PlayerId,
        most: i64,
    ) -> Result<Option<(Player, Vec<Past>)>, Failed> {
        let Some(found) = self.player(player).await? else {
            return Ok(None);
        };
        let rows = sqlx::query(
            "SELECT r.id, r.mine, r.opponent, r.winner, r.ranked, p.name AS opponent_name FROM ( \
               SELECT * FROM (SELECT id, 'S' AS mine, north AS opponent, winner, ranked, finished FROM games \
                 WHERE south = $1 AND status = 'over' AND reason <> 'aborted' ORDER BY finished DESC LIMIT $2) \
               UNION ALL \
               SELECT * FROM (SELECT id, 'N' AS mine, south AS opponent, winner, ranked, finished FROM games \
                 WHERE north = $1 AND status = 'over' AND reason <> 'aborted' ORDER BY finished DESC LIMIT $2) \
             ) AS r LEFT JOIN players p ON p.id = r.opponent ORDER BY r.finished DESC LIMIT $2",
        )
        .bind(player.to_string())
        .bind(most)
        .fetch_all(&self.pool)
        .await?;
        let mut past = Vec::new();
        for row in rows {
            let (game, opponent): (String, Option<String>) =
                (row.try_get("id")?, row.try_get("opponent")?);
            let (mine, winner): (String, Option<String>) =
                (row.try_get("mine")?, row.try_get("winner")?);
            let ranked: i64 = row.try_get("ranked")?;
            let (Ok(game), Some(Ok(opponent))) = (game.parse(), opponent.map(|o| o.parse())) else {
                continue;
            };
            past.push(Past {
                game,
                opponent,
                opponent_name: row
                    .try_get::<Option<String>, _>("opponent_name")?
                    .unwrap_or_default(),
                result: match winner {
                    None => Standing::Draw,
                    Some(winner) if winner == mine => Standing::Win,
                    Some(_) => Standing::Loss,
                },
                ranked: ranked != 0,
            });
        }
        Ok(Some((found, past)))
    }
}
