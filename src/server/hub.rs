//! The server's state and its answers: who is connected, the games in play (each behind its own lock, held
//! while its change is stored), private codes, the queue for a random opponent, and the clocks. The server is
//! the only authority: a client sends a pit and nothing else, and every request is checked against the player
//! and the game before anything changes.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::mpsc;

use super::identity::{check_name, new_code, new_id, new_token, normal_code, token_hash};
use super::journal::Journal;
use super::protocol::{Clocks, Code, Control, Outcome, Reply, Request, Seat, VERSION};
use super::store::{FIRST_RATING, Player, Store};
use super::table::{Refused, Table, index};
use crate::engine::{KALAH, Position, Rules, Side};

/// How long a private game's code can be joined.
pub const CODE_LIFETIME_MS: i64 = 24 * 60 * 60 * 1000;
/// Wrong codes an address may try in a minute (codes cannot be found by trying).
pub const JOINS_PER_MINUTE: u32 = 10;
/// How long a finished game stays in memory after its last sowing, for a rematch.
const KEEP_FINISHED_MS: i64 = 10 * 60 * 1000;
/// How far apart two seekers' ratings may be to be paired at once.
const RATING_WINDOW: f64 = 300.0;

/// The server's time, in ms: the wall clock, or a hand-set one for tests.
#[derive(Clone, Debug)]
pub enum Clock {
    Real { since: Instant, base: i64 },
    Manual(Arc<AtomicI64>),
}

impl Clock {
    pub fn real() -> Clock {
        let base = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_millis() as i64);
        Clock::Real {
            since: Instant::now(),
            base,
        }
    }

    pub fn now(&self) -> i64 {
        match self {
            Clock::Real { since, base } => base + since.elapsed().as_millis() as i64,
            Clock::Manual(now) => now.load(Ordering::SeqCst),
        }
    }
}

/// A connection's way to its client.
pub type Outbox = mpsc::Sender<Reply>;

/// Who a connection is, once `hello` is answered.
pub struct Session {
    pub player: Option<Player>,
    pub outbox: Outbox,
    pub address: IpAddr,
}

struct Seek {
    player: String,
    rating: f64,
    ranked: bool,
    control: Control,
}

pub struct Hub {
    store: Store,
    journal: Journal,
    pub clock: Clock,
    games: Mutex<HashMap<String, Arc<tokio::sync::Mutex<Table>>>>,
    /// The games in memory each player sits at, so that a returning player's games are found without
    /// looking at every game (and waiting for each one's lock).
    seated: Mutex<HashMap<String, Vec<String>>>,
    /// A waiting game's code: its game and when it expires.
    codes: Mutex<HashMap<String, (String, i64)>>,
    online: Mutex<HashMap<String, Vec<Outbox>>>,
    queue: Mutex<Vec<Seek>>,
    joins: Mutex<HashMap<IpAddr, (i64, u32)>>,
    /// Set when the server stops: every connection closes (an upgraded WebSocket outlives axum's serve).
    closing: tokio::sync::watch::Sender<bool>,
}

type Answer = Result<(), Refused>;

fn refused(code: Code, why: impl Into<String>) -> Refused {
    Refused(code, why.into())
}

fn internal(error: sqlx::Error) -> Refused {
    // The database's words stay in the log: they may name paths or servers.
    eprintln!("mancala serve: the database failed: {error}");
    refused(
        Code::Internal,
        "the server could not store that; nothing changed",
    )
}

impl Hub {
    /// The hub over `store`, with every game that was waiting or in play taken up again: a turn under way
    /// starts afresh at `clock`'s now, so the outage is charged to no one.
    pub async fn new(store: Store, clock: Clock) -> Result<Hub, sqlx::Error> {
        let hub = Hub {
            journal: Journal::start(store.clone()),
            store,
            clock,
            games: Mutex::default(),
            seated: Mutex::default(),
            codes: Mutex::default(),
            online: Mutex::default(),
            queue: Mutex::default(),
            joins: Mutex::default(),
            closing: tokio::sync::watch::Sender::new(false),
        };
        let now = hub.clock.now();
        for mut open in hub.store.open_games().await? {
            if open.table.started() {
                open.table.turn_started = now;
                hub.store.resumed(&open.table).await?;
            }
            if let Some(code) = open.code {
                hub.codes
                    .lock()
                    .expect("codes")
                    .insert(code, (open.table.id.clone(), open.expires));
            }
            hub.hold(open.table);
        }
        Ok(hub)
    }

    /// Closes every connection (the server is stopping).
    pub fn close_all(&self) {
        self.closing.send_replace(true);
    }

    /// Resolves when the server stops.
    pub fn closing(&self) -> tokio::sync::watch::Receiver<bool> {
        self.closing.subscribe()
    }

    pub fn games_in_memory(&self) -> usize {
        self.games.lock().expect("games").len()
    }

    /// Keeps `table` in memory, where its players' requests find it.
    fn hold(&self, table: Table) {
        for seat in table.seats.iter().flatten() {
            self.sit(seat, &table.id);
        }
        let id = table.id.clone();
        self.games
            .lock()
            .expect("games")
            .insert(id, Arc::new(tokio::sync::Mutex::new(table)));
    }

    fn sit(&self, player: &str, game: &str) {
        self.seated
            .lock()
            .expect("seated")
            .entry(player.to_string())
            .or_default()
            .push(game.to_string());
    }

    /// Lets go of the games `gone` (each with its seats) when they leave memory.
    fn let_go(&self, gone: &[(String, [Option<String>; 2])]) {
        let mut seated = self.seated.lock().expect("seated");
        for (game, seats) in gone {
            for seat in seats.iter().flatten() {
                if let Some(games) = seated.get_mut(seat) {
                    games.retain(|id| id != game);
                    if games.is_empty() {
                        seated.remove(seat);
                    }
                }
            }
        }
    }

    fn game(&self, id: &str) -> Result<Arc<tokio::sync::Mutex<Table>>, Refused> {
        self.games
            .lock()
            .expect("games")
            .get(id)
            .cloned()
            .ok_or_else(|| refused(Code::NoGame, format!("no game {id}")))
    }

    /// Sends `reply` to every connection of `player` (one that is too slow to take it loses it, and the
    /// game it follows is given back when it reconnects).
    fn tell(&self, player: &str, reply: &Reply) {
        let mut online = self.online.lock().expect("online");
        if let Some(outboxes) = online.get_mut(player) {
            outboxes.retain(|outbox| !outbox.is_closed());
            for outbox in outboxes.iter() {
                let _ = outbox.try_send(reply.clone());
            }
        }
    }

    fn tell_both(&self, table: &Table, reply: &Reply) {
        for seat in table.seats.iter().flatten() {
            self.tell(seat, reply);
        }
    }

    /// A connection ended.
    pub fn gone(&self, session: &Session) {
        if let Some(player) = &session.player {
            let mut online = self.online.lock().expect("online");
            if let Some(outboxes) = online.get_mut(&player.id) {
                outboxes.retain(|outbox| !outbox.same_channel(&session.outbox));
                if outboxes.is_empty() {
                    online.remove(&player.id);
                    // Nobody is left to be paired.
                    self.queue
                        .lock()
                        .expect("queue")
                        .retain(|seek| seek.player != player.id);
                }
            }
        }
    }

    /// Answers one request of `session`; a refusal is sent back to it alone and changes nothing.
    pub async fn handle(&self, session: &mut Session, request: Request) {
        let answer = match (&session.player, request) {
            (
                None,
                Request::Hello {
                    version,
                    token,
                    name,
                },
            ) => self.hello(session, version, token, name).await,
            (None, _) => Err(refused(Code::Hello, "say hello first")),
            (Some(_), Request::Hello { .. }) => Err(refused(Code::Hello, "hello was already said")),
            (Some(player), request) => {
                let player = player.clone();
                self.request(session, &player, request).await
            }
        };
        if let Err(Refused(code, message)) = answer {
            let _ = session.outbox.try_send(Reply::Error { code, message });
        }
    }

    async fn hello(
        &self,
        session: &mut Session,
        version: u32,
        token: Option<String>,
        name: Option<String>,
    ) -> Answer {
        if version != VERSION {
            return Err(refused(
                Code::Version,
                format!("this server speaks version {VERSION}"),
            ));
        }
        let (player, token) = match (token, name) {
            (Some(token), _) => {
                let found = self
                    .store
                    .player_by_token(&token_hash(&token))
                    .await
                    .map_err(internal)?;
                (
                    found.ok_or_else(|| refused(Code::BadToken, "no player has that token"))?,
                    None,
                )
            }
            (None, Some(name)) => {
                let name = check_name(&name).map_err(|why| refused(Code::BadName, why))?;
                let token = new_token();
                let player = Player {
                    id: new_id(),
                    name,
                    rating: FIRST_RATING,
                    games: 0,
                };
                self.store
                    .new_player(&player, &token_hash(&token), self.clock.now())
                    .await
                    .map_err(internal)?;
                (player, Some(token))
            }
            (None, None) => {
                return Err(refused(Code::BadName, "a new player needs a name"));
            }
        };
        self.online
            .lock()
            .expect("online")
            .entry(player.id.clone())
            .or_default()
            .push(session.outbox.clone());
        let _ = session.outbox.try_send(Reply::Welcome {
            player: player.id.clone(),
            name: player.name.clone(),
            rating: player.rating.round() as i32,
            token,
        });
        session.player = Some(player.clone());
        // Every game of this player's that is not over is given back as it stands.
        let ids = self
            .seated
            .lock()
            .expect("seated")
            .get(&player.id)
            .cloned()
            .unwrap_or_default();
        let tables: Vec<_> = ids.iter().filter_map(|id| self.game(id).ok()).collect();
        for table in tables {
            let table = table.lock().await;
            if table.side_of(&player.id).is_some() && table.finish.is_none() && table.started() {
                let reply = self.game_reply(&table, &player.id).await?;
                let _ = session.outbox.try_send(reply);
            }
        }
        Ok(())
    }

    async fn request(&self, session: &mut Session, player: &Player, request: Request) -> Answer {
        let now = self.clock.now();
        match request {
            Request::Hello { .. } => unreachable!("answered before"),
            Request::Ping => {
                let _ = session.outbox.try_send(Reply::Pong);
                Ok(())
            }
            Request::Create {
                rules,
                pits,
                seeds,
                control,
            } => {
                let start = start_position(&rules, pits, seeds)?;
                let id = new_id();
                let mut table = Table::new(id.clone(), start, control, false);
                table.seats[index(if rand::random::<bool>() {
                    Side::South
                } else {
                    Side::North
                })] = Some(player.id.clone());
                let code = new_code();
                let expires = now + CODE_LIFETIME_MS;
                self.store
                    .new_game(&table, Some(&code), expires)
                    .await
                    .map_err(internal)?;
                self.codes
                    .lock()
                    .expect("codes")
                    .insert(code.clone(), (id.clone(), expires));
                self.hold(table);
                let _ = session.outbox.try_send(Reply::Created {
                    game: id,
                    code,
                    expires,
                });
                Ok(())
            }
            Request::Join { code } => {
                self.may_join(session.address, now)?;
                let code = normal_code(&code);
                let found = self.codes.lock().expect("codes").get(&code).cloned();
                let Some((id, expires)) = found else {
                    self.wrong_code(session.address);
                    return Err(refused(Code::NoGame, "no game has that code"));
                };
                if now >= expires {
                    self.codes.lock().expect("codes").remove(&code);
                    return Err(refused(Code::Closed, "that code has expired"));
                }
                let game = self.game(&id)?;
                let mut table = game.lock().await;
                let mut seated = table.clone();
                seated.sit(player.id.clone(), now)?;
                self.store.seated(&seated).await.map_err(internal)?;
                *table = seated;
                self.sit(&player.id, &table.id);
                self.codes.lock().expect("codes").remove(&code);
                self.announce(&table).await
            }
            Request::Seek { ranked, control } => {
                let partner = {
                    let mut queue = self.queue.lock().expect("queue");
                    queue.retain(|seek| seek.player != player.id);
                    let best = queue
                        .iter()
                        .enumerate()
                        .filter(|(_, seek)| seek.ranked == ranked && seek.control == control)
                        .filter(|(_, seek)| (seek.rating - player.rating).abs() <= RATING_WINDOW)
                        .min_by(|a, b| {
                            let gap = |seek: &Seek| (seek.rating - player.rating).abs();
                            gap(a.1).total_cmp(&gap(b.1))
                        })
                        .map(|(at, _)| at);
                    match best {
                        Some(at) => Some(queue.remove(at)),
                        None => {
                            queue.push(Seek {
                                player: player.id.clone(),
                                rating: player.rating,
                                ranked,
                                control,
                            });
                            None
                        }
                    }
                };
                let Some(partner) = partner else {
                    let _ = session.outbox.try_send(Reply::Seeking { ranked, control });
                    return Ok(());
                };
                let mut table = Table::new(new_id(), Position::standard(), control, ranked);
                let mut seats = [partner.player, player.id.clone()];
                if rand::random::<bool>() {
                    seats.swap(0, 1);
                }
                table.seats = seats.map(Some);
                table.turn_started = now;
                self.store
                    .new_game(&table, None, now)
                    .await
                    .map_err(internal)?;
                self.hold(table.clone());
                self.announce(&table).await
            }
            Request::Cancel => {
                self.queue
                    .lock()
                    .expect("queue")
                    .retain(|seek| seek.player != player.id);
                Ok(())
            }
            Request::Play { game, ply, pit } => {
                let game = self.game(&game)?;
                let mut table = game.lock().await;
                let mut next = table.clone();
                let played = next.play(&player.id, ply, pit, now);
                if next.finish.is_some() && table.finish.is_none() && played.is_err() {
                    // Time ran out before the sowing came: that is the end, stored and told.
                    return self.end(&mut table, next, now).await;
                }
                let side = played?;
                let (next, stored) = self.journal.sown(next, now).await;
                let ratings = stored.map_err(internal)?;
                *table = next;
                self.tell_both(
                    &table,
                    &Reply::Moved {
                        game: table.id.clone(),
                        ply,
                        pit,
                        by: side.letter(),
                        position: table.position().to_string(),
                        clocks: table.clocks_at(now),
                    },
                );
                if table.finish.is_some() {
                    self.tell_over(&table, ratings);
                }
                Ok(())
            }
            Request::Resign { game } => {
                self.end_by(&game, now, |table| table.resign(&player.id))
                    .await
            }
            Request::OfferDraw { game } => {
                let game = self.game(&game)?;
                let mut table = game.lock().await;
                let side = table.offer_draw(&player.id)?;
                self.tell_both(
                    &table,
                    &Reply::DrawOffered {
                        game: table.id.clone(),
                        by: side.letter(),
                    },
                );
                Ok(())
            }
            Request::AcceptDraw { game } => {
                self.end_by(&game, now, |table| table.accept_draw(&player.id))
                    .await
            }
            Request::Rematch { game } => {
                let game = self.game(&game)?;
                let mut table = game.lock().await;
                let (side, both) = table.ask_rematch(&player.id)?;
                if !both {
                    self.tell_both(
                        &table,
                        &Reply::RematchOffered {
                            game: table.id.clone(),
                            by: side.letter(),
                        },
                    );
                    return Ok(());
                }
                table.rematch = [false; 2];
                let again = table.rematch_table(new_id(), now);
                self.store
                    .new_game(&again, None, now)
                    .await
                    .map_err(internal)?;
                self.hold(again.clone());
                self.announce(&again).await
            }
            Request::Profile { player: asked } => {
                let id = asked.unwrap_or_else(|| player.id.clone());
                let Some(found) = self.store.player(&id).await.map_err(internal)? else {
                    return Err(refused(Code::NoGame, format!("no player {id}")));
                };
                let recent = self.store.recent(&id, 10).await.map_err(internal)?;
                let _ = session.outbox.try_send(Reply::Profile {
                    player: Seat {
                        id: found.id,
                        name: found.name,
                        rating: found.rating.round() as i32,
                    },
                    games: found.games,
                    recent,
                });
                Ok(())
            }
        }
    }

    /// Whether `address` may try another code: it gets `JOINS_PER_MINUTE` wrong ones a minute (a right
    /// one costs nothing), so codes cannot be found by trying.
    fn may_join(&self, address: IpAddr, now: i64) -> Answer {
        let mut joins = self.joins.lock().expect("joins");
        let (since, wrong) = joins.entry(address).or_insert((now, 0));
        if now - *since >= 60_000 {
            *since = now;
            *wrong = 0;
        }
        if *wrong >= JOINS_PER_MINUTE {
            return Err(refused(
                Code::RateLimited,
                "too many wrong codes; wait a minute",
            ));
        }
        Ok(())
    }

    fn wrong_code(&self, address: IpAddr) {
        if let Some((_, wrong)) = self.joins.lock().expect("joins").get_mut(&address) {
            *wrong += 1;
        }
    }

    /// Ends `game` by `change` (a resignation, an agreed draw), made on a copy and stored before it counts.
    async fn end_by(
        &self,
        game: &str,
        now: i64,
        change: impl FnOnce(&mut Table) -> Result<Side, Refused>,
    ) -> Answer {
        let game = self.game(game)?;
        let mut table = game.lock().await;
        let mut next = table.clone();
        change(&mut next)?;
        self.end(&mut table, next, now).await
    }

    /// Stores the end `next` of `table`, then makes it the table's and tells both players.
    async fn end(&self, table: &mut Table, next: Table, now: i64) -> Answer {
        let ratings = self.store.finished(&next, now).await.map_err(internal)?;
        *table = next;
        self.tell_over(table, ratings);
        Ok(())
    }

    fn tell_over(&self, table: &Table, ratings: Option<(i32, i32)>) {
        let Some(finish) = table.finish else {
            return;
        };
        let score = table.score();
        self.tell_both(
            table,
            &Reply::Over {
                game: table.id.clone(),
                result: Outcome {
                    winner: finish.winner().map(Side::letter),
                    reason: finish.reason().to_string(),
                    south: score.of(Side::South),
                    north: score.of(Side::North),
                    ratings,
                },
            },
        );
    }

    /// Both players hear that the game begins, each from their own side.
    async fn announce(&self, table: &Table) -> Answer {
        for seat in table.seats.iter().flatten() {
            let reply = self.game_reply(table, seat).await?;
            self.tell(seat, &reply);
        }
        Ok(())
    }

    async fn seat(&self, id: Option<&String>) -> Result<Seat, Refused> {
        let id = id.cloned().unwrap_or_default();
        let found = self.store.player(&id).await.map_err(internal)?;
        Ok(match found {
            Some(player) => Seat {
                id,
                name: player.name,
                rating: player.rating.round() as i32,
            },
            None => Seat {
                id,
                name: String::new(),
                rating: FIRST_RATING as i32,
            },
        })
    }

    async fn game_reply(&self, table: &Table, player: &str) -> Result<Reply, Refused> {
        let you = table.side_of(player).unwrap_or(Side::South);
        Ok(Reply::Game {
            game: table.id.clone(),
            you: you.letter(),
            south: self.seat(table.seats[0].as_ref()).await?,
            north: self.seat(table.seats[1].as_ref()).await?,
            control: table.control,
            ranked: table.ranked,
            start: table.start.to_string(),
            moves: table.moves.clone(),
            position: table.position().to_string(),
            clocks: table.clocks_at(self.clock.now()),
        })
    }

    /// Ends every game whose side to move has run out of time: the clocks are the server's.
    pub async fn check_clocks(&self) {
        let now = self.clock.now();
        let tables: Vec<_> = self
            .games
            .lock()
            .expect("games")
            .values()
            .cloned()
            .collect();
        for game in tables {
            // A game whose lock is taken is being changed (a sowing stored, which looks at the clock
            // itself); the next look, 100 ms on, sees it. Waiting here would hold up every game behind it.
            let Ok(mut table) = game.try_lock() else {
                continue;
            };
            if table.deadline().is_none_or(|deadline| now < deadline) {
                continue;
            }
            let mut next = table.clone();
            next.flag(now);
            if let Err(Refused(_, why)) = self.end(&mut table, next, now).await {
                eprintln!("mancala serve: a flag could not be stored: {why}");
            }
        }
        // Codes nobody used in time are forgotten, and their games with them.
        let expired: Vec<(String, String)> = {
            let mut codes = self.codes.lock().expect("codes");
            let gone: Vec<(String, String)> = codes
                .iter()
                .filter(|(_, (_, expires))| now >= *expires)
                .map(|(code, (game, _))| (code.clone(), game.clone()))
                .collect();
            for (code, _) in &gone {
                codes.remove(code);
            }
            gone
        };
        let mut gone = Vec::new();
        for (_, game) in expired {
            if let Err(error) = self.store.expired(&game).await {
                let _ = internal(error);
            }
            let removed = self.games.lock().expect("games").remove(&game);
            if let Some(table) = removed {
                gone.push((game, table.lock().await.seats.clone()));
            }
        }
        // Finished games leave memory a while after their last sowing (the time for a rematch); their
        // records stay in the database.
        self.games
            .lock()
            .expect("games")
            .retain(|id, game| match game.try_lock() {
                Ok(table)
                    if table.finish.is_some() && now - table.turn_started >= KEEP_FINISHED_MS =>
                {
                    gone.push((id.clone(), table.seats.clone()));
                    false
                }
                _ => true,
            });
        self.let_go(&gone);
    }

    /// How many players sit at a game in memory (for tests: it falls back to none as games leave).
    pub fn players_seated(&self) -> usize {
        self.seated.lock().expect("seated").len()
    }

    /// The record kept of a finished game.
    pub async fn record(&self, game: &str) -> Option<String> {
        self.store.record(game).await.ok().flatten()
    }

    /// The clocks of a game, for tests and the load test.
    pub async fn clocks(&self, game: &str) -> Option<Clocks> {
        let table = self.game(game).ok()?;
        let table = table.lock().await;
        Some(table.clocks_at(self.clock.now()))
    }
}

/// A game's start from the rule set's name and, for Kalah, pits and seeds.
fn start_position(rules: &str, pits: u8, seeds: u8) -> Result<Position, Refused> {
    let rules: Rules = rules
        .parse()
        .map_err(|e: crate::engine::UnknownRules| refused(Code::BadGame, e.to_string()))?;
    if rules.is_congklak() {
        return Err(refused(
            Code::BadGame,
            "Congklak is not played on this server yet: kalah or oware".to_string(),
        ));
    }
    if rules.is_oware() {
        return Ok(Position::start(6, 4)
            .map_err(|e| refused(Code::BadGame, e.to_string()))?
            .with_rules(rules));
    }
    let start = Position::start(pits, seeds).map_err(|e| refused(Code::BadGame, e.to_string()))?;
    Ok(if rules == KALAH {
        start
    } else {
        start.with_rules(rules)
    })
}

/// How long the hub's clock ticker waits between looks at the clocks.
pub const CLOCK_TICK: Duration = Duration::from_millis(100);
