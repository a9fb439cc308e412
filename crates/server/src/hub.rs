//! The server's answers: each request checked against the player and the game before anything changes, the
//! change made on a copy of the game, stored, and only then put in place and told. The state they share (the
//! games in memory, the seats, the codes, the queue, the connections, the counts by address) is one
//! [`Lobby`] behind one lock; each game is a room behind a lock of its own, held while its change is stored so
//! that two changes of one game cannot cross.
//!
//! A change the database took without saying so (a commit whose answer was lost) is not lost: the room keeps
//! it as unsure, and the next look at the game, a request or the clock's, asks the database whether it was
//! stored, then tells it or lets it go. The server is the only authority: a client sends a pit and nothing
//! else.
//!
//! Here: the hub, the dispatch of requests, games made and joined, the queue, sowings and the clock's tick.
//! The hello is in `entry`, the games against Otto in `otto_games`, a game's end and the rematch in `ending`,
//! the pie rule's swap in `pie`.

use std::net::IpAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

pub use crate::clock::Clock;
use crate::ids::{GameId, JoinCode, PlayerId, Token};
use crate::journal::Journal;
use crate::limits::ServerLimits;
use crate::lobby::{Lobby, Outbox, Phase, Room, Seek, Unsure};
use crate::metrics::Metrics;
use crate::names::check_name;
use crate::otto::{
    Job, OTTO_LEVELS, Thinkers, Thought, level_near, otto_id, otto_level, otto_seat,
};
use crate::protocol::{Clocks, Code, Control, Outcome, Reply, Request, Seat, VERSION};
use crate::rating::{ByFamily, Glicko, Shown, family_named};
use crate::store::{Begun, Player, Ratings, Store, is_duplicate};
use crate::table::{Refused, Table};
use tokio::sync::mpsc::UnboundedReceiver;

use mancala_engine::{BySide, Family, KALAH, Level, Position, Rules, Side};

mod challenging;
mod ending;
mod entry;
mod otto_games;
mod pie;
mod standings;
mod tournaments;
mod vacations;
mod watching;

pub use standings::{ACTIVE_MS, HISTORY_POINTS, LEADERBOARD_SIZE};
pub use tournaments::{GameEnded, Schedule};

/// How long a private game's code can be joined.
pub const CODE_LIFETIME_MS: i64 = 24 * 60 * 60 * 1000;
/// Wrong codes an address may try in a minute (codes cannot be found by trying).
pub const JOINS_PER_MINUTE: u32 = 10;
/// How long a finished game stays in memory after its end, for a rematch.
pub const KEEP_FINISHED_MS: i64 = 10 * 60 * 1000;
/// How far apart two seekers' ratings may be to be paired at once.
const RATING_WINDOW: f64 = 300.0;
/// How long the hub's clock ticker waits between looks at the clocks.
pub const CLOCK_TICK: Duration = Duration::from_millis(100);

/// Who a server is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Reach {
    /// Anyone who can reach it: the queue, ranked play, private games.
    #[default]
    Public,
    /// A game hosted in the window for a friend: only addresses of the local network are let in, and only
    /// private games (joined by a code) are played.
    LocalNetwork,
}

/// What a seeker asks the queue for: a ranked or casual game, its clock, and the game (a family's usual start).
#[derive(Clone, Copy, Debug)]
struct Seeking {
    ranked: bool,
    control: Control,
    start: Position,
}

/// Who a connection is, once `hello` is answered.
pub struct Session {
    pub player: Option<Player>,
    pub outbox: Outbox,
    /// The host the connection comes from (an IPv6 address's /64), as the counts by address key it.
    pub host: IpAddr,
}

pub struct Hub {
    store: Store,
    journal: Journal,
    pub clock: Clock,
    limits: ServerLimits,
    reach: Reach,
    /// The browser game is served at `/`: a welcome says so, for the friend links.
    serves_site: bool,
    lobby: Mutex<Lobby>,
    pub metrics: Arc<Metrics>,
    /// Set when the server stops: every connection closes (an upgraded WebSocket outlives its HTTP
    /// connection).
    closing: tokio::sync::watch::Sender<bool>,
    otto: Thinkers,
    /// Otto's moves as the pool finds them, until the server's task takes them to play.
    otto_moves: Mutex<Option<UnboundedReceiver<Thought>>>,
    /// The tournaments, one owner behind one lock (see `tournaments`).
    tournaments: tokio::sync::Mutex<tournaments::Events>,
    /// The operator's recurring tournaments.
    schedule: Schedule,
    /// Tournaments' games' ends, to the server's task that takes them in.
    tournament_ends: tokio::sync::mpsc::UnboundedSender<GameEnded>,
    tournament_ends_rx: Mutex<Option<UnboundedReceiver<GameEnded>>>,
}

type Answer = Result<(), Refused>;

fn refused(code: Code, why: impl Into<String>) -> Refused {
    Refused(code, why.into())
}

fn internal(error: sqlx::Error) -> Refused {
    // The database's words stay in the log: they may name paths or servers.
    tracing::error!(%error, "the database failed");
    refused(
        Code::Internal,
        "the server could not store that; nothing changed",
    )
}

impl Hub {
    /// The hub over `store`, with every game that was waiting or in play taken up again: a timed turn under
    /// way starts afresh at `clock`'s now, so the outage is charged to no one (an untimed one keeps its
    /// time, which counts towards abandoning it); the tournaments not finished too.
    pub async fn new(
        store: Store,
        clock: Clock,
        limits: ServerLimits,
        reach: Reach,
        metrics: Arc<Metrics>,
        schedule: Schedule,
        serves_site: bool,
    ) -> Result<Hub, sqlx::Error> {
        let (otto, otto_moves) = Thinkers::start(limits.otto_searches, limits.otto_games);
        let (tournament_ends, tournament_ends_rx) = tokio::sync::mpsc::unbounded_channel();
        let hub = Hub {
            tournaments: tokio::sync::Mutex::default(),
            schedule,
            tournament_ends,
            tournament_ends_rx: Mutex::new(Some(tournament_ends_rx)),
            otto,
            otto_moves: Mutex::new(Some(otto_moves)),
            journal: Journal::start(store.clone(), metrics.clone()),
            store,
            clock,
            limits,
            reach,
            serves_site,
            lobby: Mutex::default(),
            metrics,
            closing: tokio::sync::watch::Sender::new(false),
        };
        let now = hub.clock.now();
        hub.store.make_otto(now).await?;
        for mut open in hub.store.open_games().await? {
            // A game on the clock does not charge the time the server was away to the side to move; a game by
            // correspondence keeps its turn's start (its days run from the last sowing, as its players were
            // told), or every restart would give the side to move its days afresh.
            let clocked =
                open.table.control != Control::Untimed && !open.table.control.is_correspondence();
            if open.table.started() && clocked {
                open.table.turn_started = now;
                hub.store.resumed(&open.table).await?;
            }
            hub.otto_turn(&open.table);
            hub.lobby().hold(open.table, open.code);
        }
        hub.take_up_tournaments().await?;
        Ok(hub)
    }

    fn lobby(&self) -> MutexGuard<'_, Lobby> {
        // A panic while the lobby was held leaves it as it was between two whole changes: go on with it.
        self.lobby
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Closes every connection (the server is stopping).
    pub fn close_all(&self) {
        self.closing.send_replace(true);
    }

    /// Resolves when the server stops.
    pub fn closing(&self) -> tokio::sync::watch::Receiver<bool> {
        self.closing.subscribe()
    }

    pub fn limits(&self) -> &ServerLimits {
        &self.limits
    }

    pub fn games_in_memory(&self) -> usize {
        self.lobby().games()
    }

    /// How many players sit at a game in memory (for tests: it falls back to none as games leave).
    pub fn players_seated(&self) -> usize {
        self.lobby().players_seated()
    }

    /// Whether `player` is counted online: a line of theirs said hello (a glance does not count).
    pub fn is_online(&self, player: PlayerId) -> bool {
        self.lobby().is_online(player)
    }

    /// How many addresses the counts of wrong codes and new players remember (for tests).
    pub fn windows(&self) -> usize {
        self.lobby().windows()
    }

    fn room(&self, id: GameId) -> Result<crate::lobby::RoomLock, Refused> {
        self.lobby()
            .room(id)
            .ok_or_else(|| refused(Code::NoGame, format!("no game {id}")))
    }

    /// A connection ended.
    pub fn gone(&self, session: &Session) {
        let mut lobby = self.lobby();
        lobby.watchers.remove(&session.outbox);
        if let Some(player) = &session.player {
            lobby.disconnect(player.id, &session.outbox);
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
            (None, Request::Glance { version, token }) => {
                self.glance(session, version, &token).await
            }
            (None, _) => Err(refused(Code::Hello, "say hello first")),
            (Some(_), Request::Glance { .. }) => {
                Err(refused(Code::Hello, "a glance is instead of hello"))
            }
            (Some(_), Request::Hello { .. }) => Err(refused(Code::Hello, "hello was already said")),
            (Some(player), request) => {
                let player = player.clone();
                self.request(session, &player, request).await
            }
        };
        if let Err(Refused(code, message)) = answer {
            self.metrics.refused(code);
            let _ = session.outbox.try_send(Reply::Error { code, message });
        }
    }

    async fn request(&self, session: &mut Session, player: &Player, request: Request) -> Answer {
        let now = self.clock.now();
        let id = player.id;
        match request {
            Request::Hello { .. } | Request::Glance { .. } => unreachable!("answered before"),
            Request::Ping {} => {
                let _ = session.outbox.try_send(Reply::Pong);
                Ok(())
            }
            Request::Create {
                rules,
                pits,
                seeds,
                control,
                pie,
            } => {
                let start = start_position(&rules, pits, seeds)?;
                pie_allowed(start, pie)?;
                self.create(session, player, (start, pie), control, now)
                    .await
            }
            Request::Join { code } => self.join(session, player, &code, now).await,
            Request::Seek {
                ranked,
                control,
                rules,
            } => {
                let start = start_position(&rules, None, None)?;
                self.seek(
                    session,
                    player,
                    Seeking {
                        ranked,
                        control,
                        start,
                    },
                    now,
                )
                .await
            }
            Request::PlayOtto {
                rules,
                control,
                level,
            } => {
                let start = start_position(&rules, None, None)?;
                self.play_otto(player, start, control, level, now).await
            }
            Request::Cancel {} => {
                self.lobby().cancel(id);
                Ok(())
            }
            Request::Play { game, ply, pit } => self.play(id, game, ply, pit, now).await,
            Request::Swap { game, ply } => self.swap(id, game, ply, now).await,
            Request::Resign { game } => self
                .change(game, now, |t| t.resign(id, now))
                .await
                .map(drop),
            Request::OfferDraw { game } => {
                let side = self.change(game, now, |t| t.offer_draw(id, now)).await?;
                self.tell_seats(game, &Reply::DrawOffered { game, by: side });
                Ok(())
            }
            Request::AcceptDraw { game } => self
                .change(game, now, |t| t.accept_draw(id, now))
                .await
                .map(drop),
            Request::Rematch { game } => self.rematch(id, game, now).await,
            Request::Profile { player: asked } => self.profile(session, asked.unwrap_or(id)).await,
            Request::Leaderboard { family } => self.leaderboard(session, &family).await,
            Request::Explorer { position } => self.explorer(session, &position).await,
            Request::Challenge {
                player: to,
                rules,
                pits,
                seeds,
                control,
                ranked,
                pie,
            } => {
                let offer = challenging::Offer {
                    to,
                    rules,
                    pits,
                    seeds,
                    control,
                    ranked,
                    pie,
                };
                self.challenge(player, offer, now).await
            }
            Request::AcceptChallenge { challenge } => {
                self.accept_challenge(player, challenge, now).await
            }
            Request::DeclineChallenge { challenge } => self.decline_challenge(player, challenge),
            Request::Resume { game } => self.resume(&session.outbox, player.id, game).await,
            Request::Games {} => self.games(session),
            Request::Watch { game } => self.watch(&session.outbox, game, false).await,
            Request::Tv {} => self.tv(&session.outbox).await,
            Request::Unwatch {} => {
                self.lobby().watchers.remove(&session.outbox);
                self.leave_pages(session).await;
                Ok(())
            }
            Request::Tournaments {} => self.list_tournaments(session, id).await,
            Request::Tournament { tournament } => {
                self.tournament_page(session, id, tournament).await
            }
            Request::CreateTournament {
                name,
                system,
                minutes,
                rounds,
                misses_allowed,
                rules,
                control,
                starts_in,
            } => {
                let wanted = tournaments::Wanted {
                    name,
                    system,
                    minutes,
                    rounds,
                    misses_allowed,
                    rules,
                    control,
                    starts_in,
                };
                self.create_tournament(session, player, wanted, now).await
            }
            Request::JoinTournament { tournament, code } => {
                self.join_tournament(session, player, tournament, code, now)
                    .await
            }
            Request::WithdrawTournament { tournament } => {
                self.withdraw_tournament(session, id, tournament, now).await
            }
            Request::Berserk { game } => self.berserk(id, game, now).await,
            Request::Vacation { days } => self.vacation(session, id, days, now).await,
        }
    }

    /// `player` at a table that starts at `start`, with their rating in its family now.
    async fn seat(&self, player: &Player, start: Position, now: i64) -> Result<Seat, Refused> {
        let family = start.rules().family;
        let glicko = self
            .store
            .glicko(player.id, family, now)
            .await
            .map_err(internal)?;
        Ok(player.seat(&glicko))
    }

    /// Both players of `game`, as the lobby seats them, hear `reply`.
    fn tell_seats(&self, game: GameId, reply: &Reply) {
        self.lobby().tell_seats(game, reply);
    }

    /// Refuses when `player` already has as many games in `phase` as a player may.
    fn within_cap(&self, player: PlayerId, phase: Phase) -> Answer {
        let (most, what) = match phase {
            Phase::Waiting => (self.limits.waiting_per_player, "games waiting"),
            _ => (self.limits.playing_per_player, "games in play"),
        };
        if self.lobby().count(player, phase) >= most {
            return Err(refused(
                Code::Limit,
                format!("you have {most} {what}, as many as a player may"),
            ));
        }
        Ok(())
    }

    async fn create(
        &self,
        session: &Session,
        player: &Player,
        (start, pie): (Position, bool),
        control: Control,
        now: i64,
    ) -> Answer {
        let seat = self.seat(player, start, now).await?;
        let mut table = Table::new(GameId::random(), start, control, false);
        table.pie = pie;
        table.seats[random_side()] = Some(seat);
        table.turn_started = now;
        let code = (JoinCode::random(), now + CODE_LIFETIME_MS);
        // Counted and held in one step, so that two requests at once cannot both pass the count.
        {
            let mut lobby = self.lobby();
            if lobby.count(player.id, Phase::Waiting) >= self.limits.waiting_per_player {
                drop(lobby);
                return self.within_cap(player.id, Phase::Waiting);
            }
            lobby.hold(table.clone(), Some(code));
        }
        self.store_begun(&table, Some(code))
            .await
            .map_err(internal)?;
        let _ = session.outbox.try_send(Reply::Created {
            game: table.id,
            code: code.0,
            expires: code.1,
        });
        Ok(())
    }

    async fn join(&self, session: &Session, player: &Player, typed: &str, now: i64) -> Answer {
        if !self
            .lobby()
            .may_try_code(session.host, now, JOINS_PER_MINUTE)
        {
            return Err(refused(
                Code::RateLimited,
                "too many wrong codes; wait a minute",
            ));
        }
        let found = JoinCode::typed(typed)
            .ok()
            .and_then(|code| Some((code, self.lobby().code(&code)?)));
        let Some((code, (id, expires))) = found else {
            self.lobby().wrong_code(session.host);
            return Err(refused(Code::NoGame, "no game has that code"));
        };
        if now >= expires {
            let waiting = self.lobby().expire_code(code);
            if let Some(waiting) = waiting {
                self.store.expired(waiting).await.map_err(internal)?;
            }
            return Err(refused(Code::Closed, "that code has expired"));
        }
        self.within_cap(player.id, Phase::Playing)?;
        let room = self.room(id)?;
        let mut room = room.lock().await;
        self.settle(&mut room).await?;
        let mut next = room.table.clone();
        next.sit(self.seat(player, next.start(), now).await?, now)?;
        self.journal
            .begun(Begun::Seated(next.clone()))
            .await
            .map_err(internal)?;
        room.table = next;
        self.lobby().note(&room);
        self.announce(&room.table);
        Ok(())
    }

    async fn seek(
        &self,
        session: &Session,
        player: &Player,
        Seeking {
            ranked,
            control,
            start,
        }: Seeking,
        now: i64,
    ) -> Answer {
        if self.reach == Reach::LocalNetwork {
            return Err(refused(
                Code::BadGame,
                "this server hosts private games only: create one, or join by its code",
            ));
        }
        self.within_cap(player.id, Phase::Playing)?;
        let glicko = self
            .store
            .glicko(player.id, start.rules().family, now)
            .await
            .map_err(internal)?;
        let seek = Seek {
            seat: player.seat(&glicko),
            rating: glicko.rating,
            ranked,
            control,
            start,
            since: now,
            offered: false,
        };
        let Some(partner) = self.lobby().seek(seek.clone(), RATING_WINDOW) else {
            let _ = session.outbox.try_send(Reply::Seeking { ranked, control });
            return Ok(());
        };
        let mut table = Table::new(GameId::random(), start, control, ranked);
        table.seats.south = Some(partner.seat.clone());
        table.seats.north = Some(seek.seat.clone());
        if random_side() == Side::North {
            table.seats = table.seats.swapped();
        }
        table.turn_started = now;
        self.lobby().hold(table.clone(), None);
        if let Err(error) = self.store_begun(&table, None).await {
            // The partner keeps their place in the queue.
            self.lobby().seek(partner, RATING_WINDOW);
            return Err(internal(error));
        }
        self.announce(&table);
        Ok(())
    }

    /// Stores the beginning of a game the lobby already holds (with its code, if any); when the store
    /// fails, the lobby lets the game go too.
    async fn store_begun(
        &self,
        table: &Table,
        code: Option<(JoinCode, i64)>,
    ) -> Result<(), sqlx::Error> {
        let begun = Begun::Game {
            table: table.clone(),
            code,
        };
        let stored = self.journal.begun(begun).await;
        if stored.is_err() {
            self.lobby().forget(table.id);
        }
        stored
    }

    async fn play(&self, player: PlayerId, game: GameId, ply: u32, pit: u8, now: i64) -> Answer {
        let room = self.room(game)?;
        let mut room = room.lock().await;
        self.settle(&mut room).await?;
        let mut next = room.table.clone();
        let side = match next.play(player, ply, pit, now) {
            Ok(side) => side,
            Err(refusal) => return Err(self.refuse_or_end(&mut room, next, refusal, now).await),
        };
        if next.added == 0 {
            // A Congklak first hole, kept secret until the other's is in: nothing to store yet.
            room.table = next;
            self.lobby().note(&room);
            self.tell_seats(game, &Reply::FirstHoleChosen { game, by: side });
            return Ok(());
        }
        let (next, stored) = self.journal.sown(next, now).await;
        match stored {
            Ok(ratings) => {
                self.adopt(&mut room, next, ratings);
                Ok(())
            }
            Err(error) => {
                tracing::warn!(%game, %error, "a sowing's commit failed; asking the database");
                room.unsure = Some(Unsure { next, now });
                self.settle(&mut room).await?;
                match room.table.moves().len() > ply as usize {
                    true => Ok(()),
                    false => Err(internal(error)),
                }
            }
        }
    }

    /// A change made by `change` on a copy of `game`'s table: a refusal sent back (and a game that the
    /// look found out of time ended on time), a change that ends the game stored before it counts.
    async fn change(
        &self,
        game: GameId,
        now: i64,
        change: impl FnOnce(&mut Table) -> Result<Side, Refused>,
    ) -> Result<Side, Refused> {
        let room = self.room(game)?;
        let mut room = room.lock().await;
        self.settle(&mut room).await?;
        let mut next = room.table.clone();
        let side = match change(&mut next) {
            Ok(side) => side,
            Err(refusal) => return Err(self.refuse_or_end(&mut room, next, refusal, now).await),
        };
        match next.finish {
            Some(_) => self.end(&mut room, next, now).await?,
            None => {
                room.table = next;
                self.lobby().note(&room);
            }
        }
        Ok(side)
    }

    /// The hub's look every [`CLOCK_TICK`]: the lobby swept (expired codes, finished games let go), every
    /// game whose side to move is out of time ended (the clocks are the server's), and changes left unsure
    /// settled. A game whose lock is taken is being changed, and is seen at the next look; a database that
    /// fails ends this look (the next one tries again) rather than holding it up game by game.
    pub async fn check_clocks(&self) {
        let now = self.clock.now();
        let swept = self.lobby().sweep(now, KEEP_FINISHED_MS);
        for game in swept.expired {
            if let Err(error) = self.store.expired(game).await {
                let _ = internal(error);
            }
        }
        for room in swept.due {
            let Ok(mut room) = room.try_lock() else {
                continue;
            };
            if self.settle(&mut room).await.is_err() {
                break;
            }
            let mut next = room.table.clone();
            if next.flag(now) && self.end(&mut room, next, now).await.is_err() {
                break;
            }
        }
        self.offer_otto(now);
        self.expire_challenges(now);
        self.tournament_tick(now).await;
        self.move_tv().await;
        let (games, in_play) = {
            let lobby = self.lobby();
            (lobby.games(), lobby.in_play())
        };
        self.metrics.games(games, in_play);
    }

    /// Whether the server can serve: not stopping, and its database answering within 2 s.
    pub async fn healthy(&self) -> Result<(), &'static str> {
        if *self.closing.borrow() {
            return Err("stopping");
        }
        match tokio::time::timeout(Duration::from_secs(2), self.store.ping()).await {
            Ok(Ok(())) => Ok(()),
            _ => Err("the database does not answer"),
        }
    }

    /// The record kept of a finished game.
    pub async fn record(&self, game: GameId) -> Option<String> {
        self.store.record(game).await.ok().flatten()
    }

    /// The clocks of a game, for tests and the load test.
    pub async fn clocks(&self, game: GameId) -> Option<Clocks> {
        let room = self.room(game).ok()?;
        let room = room.lock().await;
        Some(room.table.clocks_at(self.clock.now()))
    }
}

fn random_side() -> Side {
    match rand::random::<bool>() {
        true => Side::South,
        false => Side::North,
    }
}

/// The `game` message for `player`, once both seats are taken.
fn game_reply(table: &Table, player: PlayerId, now: i64) -> Option<Reply> {
    Some(Reply::Game {
        game: table.id,
        you: table.side_of(player)?,
        seats: BySide::new(table.seats.south.clone()?, table.seats.north.clone()?),
        control: table.control,
        ranked: table.ranked,
        start: table.start().to_string(),
        moves: table.moves().to_vec(),
        first_hole: table.first_holes[table.side_of(player)?],
        tournament: table.tournament,
        position: table.position().to_string(),
        clocks: table.clocks_at(now),
        pie: table.pie,
        swap: table.swap.map(|sowings| sowings as u32),
    })
}

/// The pie rule is Kalah's: its first player's edge is what the rule takes away.
pub(super) fn pie_allowed(start: Position, pie: bool) -> Result<(), Refused> {
    if pie && start.rules().family != Family::Kalah {
        return Err(refused(
            Code::BadGame,
            "the pie rule is played in Kalah, whose first player it takes the edge from",
        ));
    }
    Ok(())
}

/// A game's start from the rule set's name and, left out, the family's usual board (Kalah and Oware 6 pits of 4,
/// Congklak 7 holes of 7); any board the engine plays otherwise.
pub(super) fn start_position(
    rules: &str,
    pits: Option<u8>,
    seeds: Option<u8>,
) -> Result<Position, Refused> {
    let rules: Rules = rules
        .parse()
        .map_err(|e: mancala_engine::UnknownRules| refused(Code::BadGame, e.to_string()))?;
    if !mancala_engine::Family::ON_BOARD.contains(&rules.family) {
        return Err(refused(
            Code::BadGame,
            format!("{} is not played online yet", rules.family.title()),
        ));
    }
    Position::start_usual(rules, pits, seeds).map_err(|e| refused(Code::BadGame, e.to_string()))
}

/// Whether `start` is its family's usual board, the only one a ranked game is played on.
pub(super) fn usual_board(start: Position) -> bool {
    Position::start_usual(start.rules(), None, None).is_ok_and(|usual| usual == start)
}
