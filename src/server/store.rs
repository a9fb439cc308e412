//! The server's database, through one code path for SQLite (embedded, the default) and PostgreSQL: sqlx's `Any`
//! driver, the migrations in `migrations/`, and SQL that both understand. A sowing is stored (with the clocks it
//! leaves) before anyone is told of it, in one transaction with the other games' sowings that wait at the
//! same moment (`journal`); a game's end stores the result, the record and a ranked game's new ratings in the
//! same transaction as its last sowing, or in one of its own when it ends off the board.

use skillratings::Outcomes;
use skillratings::elo::{EloConfig, EloRating, elo};
use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{AnyPool, Row};

use super::protocol::{Control, Past};
use super::table::{Finish, Table, index};
use crate::engine::record::{Ending, Record};
use crate::engine::{Position, Side};

/// Every player's rating before their first ranked game.
pub const FIRST_RATING: f64 = 1200.0;

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    sqlite: bool,
}

/// A player as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    pub id: String,
    pub name: String,
    pub rating: f64,
    pub games: i64,
}

/// A game to take up again after a restart, with its code while it waits.
pub struct Open {
    pub table: Table,
    pub code: Option<String>,
    pub expires: i64,
}

type Failed = sqlx::Error;

impl Store {
    /// Opens (creating a SQLite file when asked for) and migrates the database at `url`.
    pub async fn open(url: &str) -> Result<Store, Failed> {
        install_default_drivers();
        let sqlite = url.starts_with("sqlite:");
        // SQLite takes one writer at a time: one connection keeps it from being busy.
        let pool = AnyPoolOptions::new()
            .max_connections(if sqlite { 1 } else { 8 })
            .connect(url)
            .await?;
        if sqlite {
            sqlx::query("PRAGMA journal_mode = WAL")
                .execute(&pool)
                .await?;
            sqlx::query("PRAGMA synchronous = FULL")
                .execute(&pool)
                .await?;
        }
        MIGRATOR.run(&pool).await?;
        Ok(Store { pool, sqlite })
    }

    pub async fn new_player(
        &self,
        player: &Player,
        token_hash: &str,
        now: i64,
    ) -> Result<(), Failed> {
        sqlx::query(
            "INSERT INTO players (id, name, token_hash, rating, games, created) VALUES ($1, $2, $3, $4, 0, $5)",
        )
        .bind(&player.id)
        .bind(&player.name)
        .bind(token_hash)
        .bind(player.rating)
        .bind(now)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    fn player_of(row: &sqlx::any::AnyRow) -> Result<Player, Failed> {
        Ok(Player {
            id: row.try_get("id")?,
            name: row.try_get("name")?,
            rating: row.try_get("rating")?,
            games: row.try_get("games")?,
        })
    }

    pub async fn player_by_token(&self, token_hash: &str) -> Result<Option<Player>, Failed> {
        let row = sqlx::query("SELECT id, name, rating, games FROM players WHERE token_hash = $1")
            .bind(token_hash)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(Store::player_of).transpose()
    }

    pub async fn player(&self, id: &str) -> Result<Option<Player>, Failed> {
        let row = sqlx::query("SELECT id, name, rating, games FROM players WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        row.as_ref().map(Store::player_of).transpose()
    }

    /// A new game, waiting (with its code) or already seated.
    pub async fn new_game(
        &self,
        table: &Table,
        code: Option<&str>,
        expires: i64,
    ) -> Result<(), Failed> {
        let status = if table.started() {
            "playing"
        } else {
            "waiting"
        };
        sqlx::query(
            "INSERT INTO games (id, code, expires, start, control, ranked, south, north, south_ms, north_ms, \
             turn_started, status) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)",
        )
        .bind(&table.id)
        .bind(code)
        .bind(expires)
        .bind(table.start.to_string())
        .bind(table.control.name())
        .bind(i64::from(table.ranked))
        .bind(table.seats[0].as_deref())
        .bind(table.seats[1].as_deref())
        .bind(table.left_ms[0])
        .bind(table.left_ms[1])
        .bind(table.turn_started)
        .bind(status)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The second player sat down: the game is on, and its code is spent.
    pub async fn seated(&self, table: &Table) -> Result<(), Failed> {
        sqlx::query(
            "UPDATE games SET south = $1, north = $2, turn_started = $3, status = 'playing', code = NULL \
             WHERE id = $4",
        )
        .bind(table.seats[0].as_deref())
        .bind(table.seats[1].as_deref())
        .bind(table.turn_started)
        .bind(&table.id)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Each table's last sowing, played at its time, with the clocks it leaves; and its end, for a table
    /// whose sowing ended its game (the new ratings of a ranked one, in the tables' order). One transaction
    /// for them all, with two statements however many there are: a game is in it at most once, since a game's
    /// changes are stored one after the other.
    pub async fn sown_together(
        &self,
        sowings: &[(&Table, i64)],
    ) -> Result<Vec<Option<(i32, i32)>>, Failed> {
        let mut tx = self.pool.begin().await?;
        // Hundreds of values a statement: SQLite looks a `$N` up by name, in a time that grows with their
        // number, so it gets plain `?`s (bound in order); PostgreSQL knows only `$N`.
        let rows = |columns: usize| {
            (0..sowings.len())
                .map(|row| {
                    let values: Vec<String> = (1..=columns)
                        .map(|column| match self.sqlite {
                            true => "?".to_string(),
                            false => format!("${}", row * columns + column),
                        })
                        .collect();
                    format!("({})", values.join(", "))
                })
                .collect::<Vec<_>>()
                .join(", ")
        };
        let insert = format!(
            "INSERT INTO moves (game, ply, pit, played) VALUES {}",
            rows(4)
        );
        let mut moves = sqlx::query(&insert).persistent(false);
        for (table, now) in sowings {
            let pit = *table.moves.last().expect("a sowing was played");
            moves = moves
                .bind(&table.id)
                .bind(table.moves.len() as i64 - 1)
                .bind(i64::from(pit))
                .bind(*now);
        }
        moves.execute(&mut *tx).await?;
        // SQLite and PostgreSQL both name a VALUES list's columns column1, column2, ...
        let update = format!(
            "UPDATE games SET south_ms = v.column2, north_ms = v.column3, turn_started = v.column4 \
             FROM (VALUES {}) AS v WHERE games.id = v.column1",
            rows(4)
        );
        let mut clocks = sqlx::query(&update).persistent(false);
        for (table, _) in sowings {
            clocks = clocks
                .bind(&table.id)
                .bind(table.left_ms[0])
                .bind(table.left_ms[1])
                .bind(table.turn_started);
        }
        clocks.execute(&mut *tx).await?;
        let mut ratings = Vec::with_capacity(sowings.len());
        for (table, now) in sowings {
            ratings.push(match table.finish {
                Some(_) => Store::finish_in(&mut tx, table, *now).await?,
                None => None,
            });
        }
        tx.commit().await?;
        Ok(ratings)
    }

    /// A game that ended off the board (resigned, on time, agreed): its result, record and ratings.
    pub async fn finished(&self, table: &Table, now: i64) -> Result<Option<(i32, i32)>, Failed> {
        let mut tx = self.pool.begin().await?;
        let ratings = Store::finish_in(&mut tx, table, now).await?;
        tx.commit().await?;
        Ok(ratings)
    }

    async fn finish_in(
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        table: &Table,
        now: i64,
    ) -> Result<Option<(i32, i32)>, Failed> {
        let finish = table.finish.expect("the game is over");
        let score = table.score();
        let mut names = [String::new(), String::new()];
        let mut ratings = [FIRST_RATING; 2];
        for side in Side::BOTH {
            let id = table.seats[index(side)].clone().unwrap_or_default();
            let row = sqlx::query("SELECT name, rating FROM players WHERE id = $1")
                .bind(&id)
                .fetch_optional(&mut **tx)
                .await?;
            if let Some(row) = row {
                names[index(side)] = row.try_get("name")?;
                ratings[index(side)] = row.try_get("rating")?;
            }
        }
        let record = record_text(table, finish, &names);
        let new = table.ranked.then(|| {
            let outcome = match finish.winner() {
                Some(Side::South) => Outcomes::WIN,
                Some(Side::North) => Outcomes::LOSS,
                None => Outcomes::DRAW,
            };
            let (south, north) = elo(
                &EloRating { rating: ratings[0] },
                &EloRating { rating: ratings[1] },
                &outcome,
                &EloConfig { k: 32.0 },
            );
            [south.rating, north.rating]
        });
        for side in Side::BOTH {
            let rating = new.map_or(ratings[index(side)], |new| new[index(side)]);
            sqlx::query("UPDATE players SET rating = $1, games = games + 1 WHERE id = $2")
                .bind(rating)
                .bind(table.seats[index(side)].as_deref().unwrap_or_default())
                .execute(&mut **tx)
                .await?;
        }
        sqlx::query(
            "UPDATE games SET status = 'over', winner = $1, reason = $2, south_score = $3, north_score = $4, \
             record = $5, finished = $6, south_ms = $7, north_ms = $8, code = NULL WHERE id = $9",
        )
        .bind(finish.winner().map(|side| side.letter().to_string()))
        .bind(finish.reason())
        .bind(i64::from(score.of(Side::South)))
        .bind(i64::from(score.of(Side::North)))
        .bind(record)
        .bind(now)
        .bind(table.left_ms[0])
        .bind(table.left_ms[1])
        .bind(&table.id)
        .execute(&mut **tx)
        .await?;
        Ok(new.map(|[south, north]| (south.round() as i32, north.round() as i32)))
    }

    /// Every game waiting or in play, with its sowings replayed through the rules.
    pub async fn open_games(&self) -> Result<Vec<Open>, Failed> {
        let rows = sqlx::query(
            "SELECT id, code, expires, start, control, ranked, south, north, south_ms, north_ms, turn_started \
             FROM games WHERE status IN ('waiting', 'playing')",
        )
        .fetch_all(&self.pool)
        .await?;
        let mut open = Vec::new();
        for row in rows {
            let id: String = row.try_get("id")?;
            let start: String = row.try_get("start")?;
            let control: String = row.try_get("control")?;
            let (Ok(start), Some(control)) =
                (start.parse::<Position>(), Control::from_name(&control))
            else {
                continue;
            };
            let ranked: i64 = row.try_get("ranked")?;
            let mut table = Table::new(id.clone(), start, control, ranked != 0);
            table.seats = [row.try_get("south")?, row.try_get("north")?];
            let moves = sqlx::query("SELECT pit FROM moves WHERE game = $1 ORDER BY ply")
                .bind(&id)
                .fetch_all(&self.pool)
                .await?;
            for pit in moves {
                let pit: i64 = pit.try_get("pit")?;
                let position = table.position();
                let Ok((next, _)) = position.play_in_line(pit as u8, &table.line) else {
                    break;
                };
                table.moves.push(pit as u8);
                table.line.push(next);
            }
            table.left_ms = [row.try_get("south_ms")?, row.try_get("north_ms")?];
            table.turn_started = row.try_get("turn_started")?;
            open.push(Open {
                table,
                code: row.try_get("code")?,
                expires: row.try_get("expires")?,
            });
        }
        Ok(open)
    }

    /// A private game nobody joined before its code expired: kept with the status 'expired' (beside
    /// 'waiting', 'playing' and 'over'), never taken up again.
    pub async fn expired(&self, game: &str) -> Result<(), Failed> {
        sqlx::query(
            "UPDATE games SET status = 'expired', code = NULL WHERE id = $1 AND status = 'waiting'",
        )
        .bind(game)
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The clock of a game taken up again starts its turn afresh: the outage is not charged to anyone.
    pub async fn resumed(&self, table: &Table) -> Result<(), Failed> {
        sqlx::query("UPDATE games SET turn_started = $1 WHERE id = $2")
            .bind(table.turn_started)
            .bind(&table.id)
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// A player's latest finished games, newest first.
    pub async fn recent(&self, player: &str, most: i64) -> Result<Vec<Past>, Failed> {
        let rows = sqlx::query(
            "SELECT id, south, north, winner, ranked FROM games WHERE status = 'over' AND (south = $1 OR north = $1) \
             ORDER BY finished DESC LIMIT $2",
        )
        .bind(player)
        .bind(most)
        .fetch_all(&self.pool)
        .await?;
        let mut past = Vec::new();
        for row in rows {
            let south: Option<String> = row.try_get("south")?;
            let north: Option<String> = row.try_get("north")?;
            let winner: Option<String> = row.try_get("winner")?;
            let ranked: i64 = row.try_get("ranked")?;
            let mine = if south.as_deref() == Some(player) {
                "S"
            } else {
                "N"
            };
            let opponent = if mine == "S" { north } else { south }.unwrap_or_default();
            let opponent_name = self
                .player(&opponent)
                .await?
                .map_or_else(String::new, |player| player.name);
            past.push(Past {
                game: row.try_get("id")?,
                opponent,
                opponent_name,
                result: match winner.as_deref() {
                    None => "draw",
                    Some(w) if w == mine => "win",
                    Some(_) => "loss",
                }
                .to_string(),
                ranked: ranked != 0,
            });
        }
        Ok(past)
    }

    /// The record kept of a finished game.
    pub async fn record(&self, game: &str) -> Result<Option<String>, Failed> {
        let row = sqlx::query("SELECT record FROM games WHERE id = $1")
            .bind(game)
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(row) => row.try_get("record")?,
            None => None,
        })
    }
}

/// The game in the game record format, with the players' names.
fn record_text(table: &Table, finish: Finish, names: &[String; 2]) -> String {
    let Ok(mut record) = Record::new(table.start, table.moves.clone()) else {
        return String::new();
    };
    record.south = names[0].clone();
    record.north = names[1].clone();
    record.ending = match finish {
        Finish::Resigned(side) => Ending::Resigned(side),
        Finish::Time(side) => Ending::Time(side),
        Finish::Board(_) | Finish::Agreed(_) => Ending::Board,
    };
    record.to_string()
}
