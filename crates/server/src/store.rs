//! The server's database, through one code path for SQLite (embedded, the default) and PostgreSQL: sqlx's `Any`
//! driver, the migrations in `crates/server/migrations/`, and SQL that both understand. A sowing is stored (with the clocks it
//! leaves) before anyone is told of it, in one transaction with the other games' sowings that wait at the
//! same moment (`journal`); a game's end stores the result, the record and a ranked game's new ratings in the
//! same transaction as its last sowing, or in one of its own when it ends off the board.
//!
//! An end is stored once: its update of the game is guarded by the game's status, and the players' ratings
//! change only when that update took; the ratings are read under a row lock (PostgreSQL's `FOR UPDATE`, the
//! players of a transaction locked in the order of their ids, so two transactions never wait for each other
//! in a circle; SQLite has one writer at a time and needs none).
//!
//! Here: the pool and its migrations, games begun, sowings stored, games read back after a restart. The
//! players and their ratings are in `players`, a game's end in `finish`.

use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::{AnyPool, Row};

use crate::ids::{GameId, JoinCode, PlayerId};
use crate::names::name_key;
use crate::protocol::{Control, Past, Seat, Standing};
use crate::table::{Finish, Table};

mod explorer;
mod finish;
mod players;
mod sqlite_url;
mod tournaments;
mod vacations;
use crate::otto::{OTTO_LEVELS, otto_id, otto_name};
use crate::rating::{ByFamily, Glicko, PROVISIONAL_DEVIATION, family_named};
use mancala_engine::Family;
use mancala_engine::fair::swap_offered;
use mancala_engine::record::{Ending, Record};
use mancala_engine::{BySide, Position, Side};

/// What new players put in the players table's old Elo column (the first Elo rating), which only the migration
/// to Glicko-2 ratings read.
const OLD_FIRST_ELO: f64 = 1200.0;

static MIGRATOR: sqlx::migrate::Migrator = sqlx::migrate!("./migrations");

#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    sqlite: bool,
}

/// A player as stored: who they are and how many games they have finished. Their ratings are read when they
/// are needed (`Store::glicko`), since a session outlives the games that change them.
#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    pub id: PlayerId,
    pub name: String,
    pub games: i64,
}

impl Player {
    /// The player at a table of a family where they have `glicko`.
    pub fn seat(&self, glicko: &Glicko) -> Seat {
        let shown = glicko.shown();
        Seat {
            id: self.id,
            name: self.name.clone(),
            rating: shown.rating,
            provisional: shown.provisional,
            bot: false,
        }
    }
}

/// A player's rating after one rated game, as their history keeps it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatedGame {
    /// When the game ended (ms since 1970).
    pub at: i64,
    pub game: GameId,
    pub rating: f64,
    pub deviation: f64,
}

/// A row that begins something, stored by the journal beside the sowings waiting at the same moment: when
/// thousands arrive at once, their players and games take a few transactions, not one each.
#[derive(Clone, Debug)]
pub enum Begun {
    /// A new player; refused as a duplicate when another has a name with the same key.
    Player {
        player: Player,
        key: String,
        token_hash: String,
        now: i64,
    },
    /// A new game, waiting (with its code) or already seated.
    Game {
        table: Table,
        code: Option<(JoinCode, i64)>,
    },
    /// The second player sat down: the game is on.
    Seated(Table),
}

/// A game to take up again after a restart, with its code while it can be joined.
pub struct Open {
    pub table: Table,
    pub code: Option<(JoinCode, i64)>,
}

/// What the database holds of a game's progress: how many sowings, whether it is over, and the ratings its
/// end left a ranked game's players.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Progress {
    pub sowings: usize,
    pub over: bool,
    pub ratings: Ratings,
}

/// Ratings after a ranked end, as the protocol tells them.
pub type Ratings = Option<BySide<i32>>;

type Failed = sqlx::Error;

/// Whether `error` is the database refusing a second row with the same unique key.
pub fn is_duplicate(error: &Failed) -> bool {
    matches!(error, sqlx::Error::Database(e) if e.is_unique_violation())
}

impl Store {
    /// Opens (creating a SQLite file when asked for) and migrates the database at `url`.
    pub async fn open(url: &str) -> Result<Store, Failed> {
        install_default_drivers();
        let url = &sqlite_url::literal_to_url(url);
        let sqlite = url.starts_with("sqlite:");
        // SQLite takes one writer at a time: one connection keeps it from being busy. Every connection the
        // pool opens (a first one, or one that replaces a connection closed after a failure) is set up the
        // same: a commit is on the disk before it is told.
        let pool = AnyPoolOptions::new()
            .max_connections(if sqlite { 1 } else { 8 })
            .acquire_timeout(std::time::Duration::from_secs(5))
            .after_connect(move |connection, _| {
                Box::pin(async move {
                    if sqlite {
                        use sqlx::Executor;
                        connection.execute("PRAGMA journal_mode = WAL").await?;
                        connection.execute("PRAGMA synchronous = FULL").await?;
                    }
                    Ok(())
                })
            })
            .connect(url)
            .await?;
        MIGRATOR.run(&pool).await?;
        let store = Store { pool, sqlite };
        store.key_old_names().await?;
        Ok(store)
    }

    /// Whether the database answers.
    pub async fn ping(&self) -> Result<(), Failed> {
        sqlx::query("SELECT 1").execute(&self.pool).await?;
        Ok(())
    }

    /// Gives every player made before names had keys their key (see the migration).
    async fn key_old_names(&self) -> Result<(), Failed> {
        let rows =
            sqlx::query("SELECT id, name FROM players WHERE name_key IS NULL ORDER BY created")
                .fetch_all(&self.pool)
                .await?;
        for row in rows {
            let (id, name): (String, String) = (row.try_get("id")?, row.try_get("name")?);
            let keyed = sqlx::query("UPDATE players SET name_key = $1 WHERE id = $2")
                .bind(name_key(&name))
                .bind(&id)
                .execute(&self.pool)
                .await;
            match keyed {
                Err(error) if is_duplicate(&error) => {}
                other => {
                    other?;
                }
            }
        }
        Ok(())
    }

    pub(super) async fn glicko_in(
        connection: &mut sqlx::AnyConnection,
        player: &str,
        family: Family,
        now: i64,
    ) -> Result<Glicko, Failed> {
        let row = sqlx::query(
            "SELECT rating, deviation, volatility, played FROM ratings WHERE player = $1 AND family = $2",
        )
        .bind(player)
        .bind(family.name())
        .fetch_optional(&mut *connection)
        .await?;
        Ok(match row {
            Some(row) => Store::glicko_of(&row, now)?,
            None => Glicko::FIRST,
        })
    }

    /// A new game, waiting (with its code) or already seated.
    pub async fn new_game(
        &self,
        table: &Table,
        code: Option<(JoinCode, i64)>,
    ) -> Result<(), Failed> {
        let begun = Begun::Game {
            table: table.clone(),
            code,
        };
        self.stored_together(&[&begun], &[]).await.map(drop)
    }

    /// The second player sat down: the game is on.
    pub async fn seated(&self, table: &Table) -> Result<(), Failed> {
        let begun = Begun::Seated(table.clone());
        self.stored_together(&[&begun], &[]).await.map(drop)
    }

    fn placeholders(&self, rows: usize, count: usize) -> String {
        (0..rows)
            .map(|row| {
                let values: Vec<String> = (1..=count)
                    .map(|column| match self.sqlite {
                        true => "?".to_string(),
                        false => format!("${}", row * count + column),
                    })
                    .collect();
                format!("({})", values.join(", "))
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Rows that begin something (players, games, seatings) and each table's last sowing, played at its
    /// time, with the clocks it leaves; and its end, for a table whose sowing ended its game (the new ratings
    /// of a ranked one, in the tables' order). One transaction for them all, with a statement or two of each
    /// kind however many there are: nothing is in it twice, and nothing in it waits for another of its parts,
    /// since a game's (and a player's) changes are stored one after the other.
    pub async fn stored_together(
        &self,
        begun: &[&Begun],
        sowings: &[(&Table, i64)],
    ) -> Result<Vec<Ratings>, Failed> {
        let done = async {
            let mut tx = self.pool.begin().await?;
            self.begin_in(&mut tx, begun).await?;
            let ratings = match sowings.is_empty() {
                true => Vec::new(),
                false => self.sow_in(&mut tx, sowings).await?,
            };
            tx.commit().await?;
            Ok(ratings)
        };
        let done = done.await;
        self.after(done).await
    }

    async fn begin_in(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        begun: &[&Begun],
    ) -> Result<(), Failed> {
        let players: Vec<_> = begun
            .iter()
            .filter_map(|b| match b {
                Begun::Player {
                    player,
                    key,
                    token_hash,
                    now,
                } => Some((player, key, token_hash, *now)),
                _ => None,
            })
            .collect();
        if !players.is_empty() {
            let insert = format!(
                "INSERT INTO players (id, name, name_key, token_hash, rating, games, created) VALUES {}",
                self.placeholders(players.len(), 7)
            );
            let mut query = sqlx::query(&insert).persistent(false);
            for (player, key, token_hash, now) in players {
                query = query
                    .bind(player.id.to_string())
                    .bind(&player.name)
                    .bind(key)
                    .bind(token_hash)
                    .bind(OLD_FIRST_ELO)
                    .bind(0_i64)
                    .bind(now);
            }
            query.execute(&mut **tx).await?;
        }
        let games: Vec<_> = begun
            .iter()
            .filter_map(|b| match b {
                Begun::Game { table, code } => Some((table, *code)),
                _ => None,
            })
            .collect();
        if !games.is_empty() {
            let insert = format!(
                "INSERT INTO games (id, code, expires, start, control, ranked, south, north, south_ms, \
                 north_ms, turn_started, status, tournament, berserk, pie) VALUES {}",
                self.placeholders(games.len(), 15)
            );
            let mut query = sqlx::query(&insert).persistent(false);
            for (table, code) in games {
                let status = if table.started() {
                    "playing"
                } else {
                    "waiting"
                };
                let players = table.players().map(|p| p.map(|p| p.to_string()));
                query = query
                    .bind(table.id.to_string())
                    .bind(code.map(|(code, _)| code.to_string()))
                    .bind(code.map_or(table.turn_started, |(_, expires)| expires))
                    .bind(table.start().to_string())
                    .bind(table.control.name())
                    .bind(i64::from(table.ranked))
                    .bind(players.south)
                    .bind(players.north)
                    .bind(table.left_ms.south)
                    .bind(table.left_ms.north)
                    .bind(table.turn_started)
                    .bind(status)
                    .bind(table.tournament.map(|t| t.to_string()))
                    .bind(berserk_text(table.berserk))
                    .bind(i64::from(table.pie));
            }
            query.execute(&mut **tx).await?;
        }
        let seated: Vec<&Table> = begun
            .iter()
            .filter_map(|b| match b {
                Begun::Seated(table) => Some(table),
                _ => None,
            })
            .collect();
        if !seated.is_empty() {
            // A game's code stays with it until the end, so that a third player who tries it hears that the
            // game is full.
            let update = format!(
                "UPDATE games SET south = v.column2, north = v.column3, turn_started = v.column4, \
                 status = 'playing' FROM (VALUES {}) AS v WHERE games.id = v.column1 AND games.status = 'waiting'",
                self.placeholders(seated.len(), 4)
            );
            let mut query = sqlx::query(&update).persistent(false);
            for table in seated {
                let players = table
                    .players()
                    .map(|p| p.map(|p| p.to_string()).unwrap_or_default());
                query = query
                    .bind(table.id.to_string())
                    .bind(players.south)
                    .bind(players.north)
                    .bind(table.turn_started);
            }
            query.execute(&mut **tx).await?;
        }
        Ok(())
    }

    async fn sow_in(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        sowings: &[(&Table, i64)],
    ) -> Result<Vec<Ratings>, Failed> {
        let insert = format!(
            "INSERT INTO moves (game, ply, pit, played) VALUES {}",
            self.placeholders(sowings.iter().map(|(table, _)| table.added).sum(), 4)
        );
        let mut moves = sqlx::query(&insert).persistent(false);
        for (table, now) in sowings {
            let actions = table.moves();
            let first = actions.len() - table.added;
            for (ply, &pit) in actions.iter().enumerate().skip(first) {
                moves = moves
                    .bind(table.id.to_string())
                    .bind(ply as i64)
                    .bind(i64::from(pit))
                    .bind(*now);
            }
        }
        moves.execute(&mut **tx).await?;
        // SQLite and PostgreSQL both name a VALUES list's columns column1, column2, ...
        let update = format!(
            "UPDATE games SET south_ms = v.column2, north_ms = v.column3, turn_started = v.column4 \
             FROM (VALUES {}) AS v WHERE games.id = v.column1",
            self.placeholders(sowings.len(), 4)
        );
        let mut clocks = sqlx::query(&update).persistent(false);
        for (table, _) in sowings {
            clocks = clocks
                .bind(table.id.to_string())
                .bind(table.left_ms.south)
                .bind(table.left_ms.north)
                .bind(table.turn_started);
        }
        clocks.execute(&mut **tx).await?;
        let ending: Vec<&Table> = sowings
            .iter()
            .map(|(table, _)| *table)
            .filter(|table| table.finish.is_some())
            .collect();
        self.lock_players(tx, &ending).await?;
        let mut ratings = Vec::with_capacity(sowings.len());
        let mut ended = Vec::new();
        for (table, now) in sowings {
            ratings.push(match table.finish {
                Some(_) => {
                    let (rated, record) = Store::finish_in(tx, table, *now).await?;
                    ended.extend(record);
                    rated
                }
                None => None,
            });
        }
        self.explore_in(tx, &ended).await?;
        Ok(ratings)
    }

    /// Locks the rows of every player of `tables` (PostgreSQL), in the order of their ids.
    async fn lock_players(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        tables: &[&Table],
    ) -> Result<(), Failed> {
        if self.sqlite || tables.is_empty() {
            return Ok(());
        }
        let mut ids: Vec<String> = tables
            .iter()
            .flat_map(|table| {
                table
                    .players()
                    .iter()
                    .filter_map(|(_, p)| *p)
                    .collect::<Vec<_>>()
            })
            .map(|id| id.to_string())
            .collect();
        ids.sort();
        ids.dedup();
        let list: Vec<String> = (1..=ids.len()).map(|n| format!("${n}")).collect();
        let lock = format!(
            "SELECT id FROM players WHERE id IN ({}) ORDER BY id FOR UPDATE",
            list.join(", ")
        );
        let mut query = sqlx::query(&lock).persistent(false);
        for id in &ids {
            query = query.bind(id);
        }
        query.fetch_all(&mut **tx).await?;
        Ok(())
    }

    /// A game that ended off the board (resigned, on time, agreed, abandoned): its result, record and
    /// ratings. Stored once: a second call for the same game changes nothing and answers the same ratings.
    pub async fn finished(&self, table: &Table, now: i64) -> Result<Ratings, Failed> {
        let done = async {
            let mut tx = self.pool.begin().await?;
            self.lock_players(&mut tx, &[table]).await?;
            let (ratings, record) = Store::finish_in(&mut tx, table, now).await?;
            self.explore_in(&mut tx, record.as_slice()).await?;
            tx.commit().await?;
            Ok(ratings)
        };
        let done = done.await;
        self.after(done).await
    }

    /// What a transaction gave, after which a failed one's SQLite connection is closed rather than used
    /// again. (Measured by `mancala faults`: after a commit that met a disk I/O error, the one connection
    /// went on answering every commit as done while writing nothing to the file, so that every sowing told
    /// after it was lost at the next start. A new connection reads the file afresh.)
    async fn after<T>(&self, done: Result<T, Failed>) -> Result<T, Failed> {
        if done.is_err()
            && self.sqlite
            && let Ok(connection) = self.pool.acquire().await
        {
            let _ = connection.close().await;
        }
        done
    }

    /// How far the database has `game`: what settles a change whose commit gave no clear answer.
    pub async fn progress(&self, game: GameId) -> Result<Progress, Failed> {
        let mut connection = self.pool.acquire().await?;
        Store::progress_in(&mut connection, game).await
    }

    async fn progress_in(
        connection: &mut sqlx::AnyConnection,
        game: GameId,
    ) -> Result<Progress, Failed> {
        let id = game.to_string();
        let row = sqlx::query(
            "SELECT status, south_rating, north_rating, \
             (SELECT COUNT(*) FROM moves WHERE moves.game = games.id) AS sowings FROM games WHERE id = $1",
        )
        .bind(&id)
        .fetch_optional(&mut *connection)
        .await?
        .ok_or(sqlx::Error::RowNotFound)?;
        let status: String = row.try_get("status")?;
        let ratings: BySide<Option<f64>> =
            BySide::new(row.try_get("south_rating")?, row.try_get("north_rating")?);
        let sowings: i64 = row.try_get("sowings")?;
        Ok(Progress {
            sowings: sowings as usize,
            over: status == "over",
            ratings: ratings
                .south
                .zip(ratings.north)
                .map(|(south, north)| BySide::new(south, north).map(|r| r.round() as i32)),
        })
    }

    /// Every game waiting or in play, with its sowings replayed through the rules and its players' names. A
    /// game that no longer reads (its start, its clock, or a sowing the rules refuse) is kept aside with the
    /// status 'unreadable', said in the log, and left out: it is never cut short silently.
    pub async fn open_games(&self) -> Result<Vec<Open>, Failed> {
        let rows = sqlx::query(
            "SELECT g.id, g.code, g.expires, g.start, g.control, g.ranked, g.south, g.north, g.south_ms, \
             g.north_ms, g.turn_started, g.tournament, g.berserk, g.pie, g.swapped, s.name AS south_name, \
             n.name AS north_name FROM games g \
             LEFT JOIN players s ON s.id = g.south LEFT JOIN players n ON n.id = g.north \
             WHERE g.status IN ('waiting', 'playing')",
        )
        .fetch_all(&self.pool)
        .await?;
        let mut open = Vec::new();
        for row in rows {
            let id: String = row.try_get("id")?;
            match self.open_game(&row).await? {
                Ok(game) => open.push(game),
                Err(why) => {
                    tracing::error!(game = %id, %why, "a stored game does not read: kept aside as 'unreadable'");
                    sqlx::query("UPDATE games SET status = 'unreadable' WHERE id = $1")
                        .bind(&id)
                        .execute(&self.pool)
                        .await?;
                }
            }
        }
        Ok(open)
    }

    async fn open_game(&self, row: &sqlx::any::AnyRow) -> Result<Result<Open, Unreadable>, Failed> {
        let id: String = row.try_get("id")?;
        let start: String = row.try_get("start")?;
        let control: String = row.try_get("control")?;
        let (id, start, control) = match (
            id.parse::<GameId>(),
            start.parse::<Position>(),
            Control::from_name(&control),
        ) {
            (Ok(id), Ok(start), Some(control)) => (id, start, control),
            _ => return Ok(Err(Unreadable::Header { start, control })),
        };
        let ranked: i64 = row.try_get("ranked")?;
        let mut table = Table::new(id, start, control, ranked != 0);
        let turn_started: i64 = row.try_get("turn_started")?;
        for (side, prefix) in [(Side::South, "south"), (Side::North, "north")] {
            let player: Option<String> = row.try_get(prefix)?;
            let Some(player) = player else { continue };
            let Ok(player) = player.parse::<PlayerId>() else {
                return Ok(Err(Unreadable::Player { side, player }));
            };
            let name: Option<String> = row.try_get(format!("{prefix}_name").as_str())?;
            let glicko = self
                .glicko(player, start.rules().family, turn_started)
                .await?;
            let player = Player {
                id: player,
                name: name.unwrap_or_default(),
                games: 0,
            };
            table.seats[side] = Some(player.seat(&glicko));
        }
        let moves = sqlx::query("SELECT ply, pit FROM moves WHERE game = $1 ORDER BY ply")
            .bind(id.to_string())
            .fetch_all(&self.pool)
            .await?;
        for stored in moves {
            let (ply, pit): (i64, i64) = (stored.try_get("ply")?, stored.try_get("pit")?);
            let played = u8::try_from(pit)
                .ok()
                .filter(|_| ply == table.moves().len() as i64)
                .and_then(|pit| table.line.push(pit).ok());
            if played.is_none() {
                return Ok(Err(Unreadable::Sowing { ply, pit }));
            }
        }
        table.left_ms = BySide::new(row.try_get("south_ms")?, row.try_get("north_ms")?);
        table.turn_started = turn_started;
        let tournament: Option<String> = row.try_get("tournament")?;
        table.tournament = tournament.and_then(|id| id.parse().ok());
        let berserk: Option<String> = row.try_get("berserk")?;
        table.berserk = berserk_read(berserk.as_deref().unwrap_or(""));
        let pie: i64 = row.try_get("pie")?;
        table.pie = pie != 0;
        let swapped: Option<i64> = row.try_get("swapped")?;
        if let Some(sowings) = swapped {
            // Stored only where the rule offered it: right after the first player's first turn.
            let offered = usize::try_from(sowings)
                .ok()
                .filter(|&sowings| sowings <= table.moves().len())
                .filter(|&sowings| swap_offered(&table.start(), &table.moves()[..sowings]));
            match offered {
                Some(sowings) if table.pie => table.swap = Some(sowings),
                _ => return Ok(Err(Unreadable::Swap { sowings })),
            }
        }
        if control.is_correspondence() {
            for side in Side::BOTH {
                if let Some(seat) = &table.seats[side] {
                    table.away[side] = self.vacations(seat.id, turn_started).await?;
                }
            }
        }
        let code: Option<String> = row.try_get("code")?;
        let expires: i64 = row.try_get("expires")?;
        let code = code
            .and_then(|code| JoinCode::typed(&code).ok())
            .map(|code| (code, expires));
        Ok(Ok(Open { table, code }))
    }

    /// A private game nobody joined before its code expired: kept with the status 'expired' (beside
    /// 'waiting', 'playing', 'over' and 'unreadable'), never taken up again.
    pub async fn expired(&self, game: GameId) -> Result<(), Failed> {
        sqlx::query(
            "UPDATE games SET status = 'expired', code = NULL WHERE id = $1 AND status = 'waiting'",
        )
        .bind(game.to_string())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// A player went berserk: the game's sides that did and their clocks.
    pub async fn berserk(&self, table: &Table) -> Result<(), Failed> {
        sqlx::query("UPDATE games SET berserk = $1, south_ms = $2, north_ms = $3 WHERE id = $4")
            .bind(berserk_text(table.berserk))
            .bind(table.left_ms.south)
            .bind(table.left_ms.north)
            .bind(table.id.to_string())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The pie rule taken: the players' seats and clocks exchanged, and after how many sowings.
    pub async fn swapped(&self, table: &Table) -> Result<(), Failed> {
        let players = table.players().map(|p| p.map(|p| p.to_string()));
        sqlx::query(
            "UPDATE games SET south = $1, north = $2, south_ms = $3, north_ms = $4, turn_started = $5, \
             berserk = $6, swapped = $7 WHERE id = $8",
        )
        .bind(players.south)
        .bind(players.north)
        .bind(table.left_ms.south)
        .bind(table.left_ms.north)
        .bind(table.turn_started)
        .bind(berserk_text(table.berserk))
        .bind(table.swap.map(|sowings| sowings as i64))
        .bind(table.id.to_string())
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// The clock of a game taken up again starts its turn afresh: the outage is not charged to anyone.
    pub async fn resumed(&self, table: &Table) -> Result<(), Failed> {
        sqlx::query("UPDATE games SET turn_started = $1 WHERE id = $2")
            .bind(table.turn_started)
            .bind(table.id.to_string())
            .execute(&self.pool)
            .await?;
        Ok(())
    }

    /// The record kept of a finished game.
    pub async fn record(&self, game: GameId) -> Result<Option<String>, Failed> {
        let row = sqlx::query("SELECT record FROM games WHERE id = $1")
            .bind(game.to_string())
            .fetch_optional(&self.pool)
            .await?;
        Ok(match row {
            Some(row) => row.try_get("record")?,
            None => None,
        })
    }
}

/// The sides that went berserk as the games table keeps them: "S", "N", "SN" or "".
fn berserk_text(berserk: BySide<bool>) -> String {
    let letters = [(Side::South, 'S'), (Side::North, 'N')];
    letters
        .into_iter()
        .filter(|(side, _)| berserk[*side])
        .map(|(_, letter)| letter)
        .collect()
}

fn berserk_read(text: &str) -> BySide<bool> {
    BySide::new(text.contains('S'), text.contains('N'))
}

/// Why a stored game cannot be taken up.
#[derive(Debug, thiserror::Error)]
pub enum Unreadable {
    #[error("its id, start {start:?} or clock {control:?} does not read")]
    Header { start: String, control: String },
    #[error("its {side:?} player {player:?} is no player id")]
    Player { side: Side, player: String },
    #[error("its sowing {ply} (pit {pit}) does not replay")]
    Sowing { ply: i64, pit: i64 },
    #[error(
        "its players changed sides after {sowings} sowings, where the pie rule does not offer it"
    )]
    Swap { sowings: i64 },
}
