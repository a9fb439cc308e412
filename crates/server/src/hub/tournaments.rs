//! Tournaments in the hub. Their state has one owner, [`Events`], behind one async lock that each change holds
//! from its cause to its storing: a game's end (sent here by the game's end as it is told, taken in by the
//! server's task at once, with any others that came meanwhile), a request (create, join, withdraw), or the
//! clock's look (a tournament's start and end, a Swiss's next round, the operator's schedule). Each change
//! asks the tournaments which pairings to start, makes their games, and stores the tournaments that changed
//! together with those games in one transaction; only then are the games held and announced. When the
//! database fails, the tournaments keep their state in memory and the games wait, to be stored at the next
//! look.

use std::collections::HashMap;

use super::*;
use crate::ids::TournamentId;
use crate::protocol::SystemName;
use crate::schedule::{ANNOUNCE_AHEAD_MS, Scheduled};
use crate::table::Finish;
use crate::tournament::arena::BERSERK_SOWINGS;
use crate::tournament::event::{Event, Play, Spec, Status, System, TournamentError};
use crate::tournament::swiss::{Outcome as Scored, Pairing};
use crate::tournament::view::Summary;

/// Unfinished private tournaments a player may have made.
pub const PRIVATE_PER_PLAYER: usize = 3;
/// Finished tournaments listed.
pub const FINISHED_LISTED: usize = 20;
/// How often a page followed live is sent again while its tournament changes.
pub const PAGE_EVERY_MS: i64 = 2_000;
/// How long a finished tournament stays in memory (then it is read from the database).
pub const KEEP_FINISHED_EVENT_MS: i64 = 10 * 60 * 1000;
/// The furthest ahead a player's tournament may start, in seconds.
pub const MOST_STARTS_IN_S: u32 = 7 * 24 * 60 * 60;

/// A tournament's game that ended, from the game's end to the tournaments.
#[derive(Clone, Copy, Debug)]
pub struct GameEnded {
    pub tournament: TournamentId,
    pub game: GameId,
    pub outcome: Scored,
    /// First's and second's.
    pub berserk: [bool; 2],
}

/// The tournaments, with what is not yet stored of them and who follows their pages.
#[derive(Default)]
pub struct Events {
    by_id: HashMap<TournamentId, Event>,
    codes: HashMap<JoinCode, TournamentId>,
    /// The version of each that the database has.
    saved: HashMap<TournamentId, u64>,
    /// Ends not yet taken in.
    pending: Vec<GameEnded>,
    /// Games made for pairings, waiting to be stored with their tournaments.
    unsaved: Vec<Table>,
    /// Connections following a page, with their player, by tournament.
    pages: HashMap<TournamentId, Vec<(Outbox, PlayerId)>>,
    /// When each page was last sent, and of which version.
    paged: HashMap<TournamentId, (i64, u64)>,
}

impl Events {
    fn add(&mut self, event: Event) {
        if let Some(code) = event.code {
            self.codes.insert(code, event.id);
        }
        self.by_id.insert(event.id, event);
    }

    fn get(&mut self, id: TournamentId) -> Result<&mut Event, Refused> {
        self.by_id
            .get_mut(&id)
            .ok_or_else(|| refused(Code::NoGame, format!("no tournament {id}")))
    }

    /// `outbox` follows no page any more.
    fn unfollow(&mut self, outbox: &Outbox) {
        for followers in self.pages.values_mut() {
            followers.retain(|(theirs, _)| !theirs.same_channel(outbox));
        }
    }

    /// `outbox` follows the page of `id` (and no other), from `player`'s side.
    fn follow(&mut self, id: TournamentId, outbox: &Outbox, player: PlayerId) {
        self.unfollow(outbox);
        self.pages
            .entry(id)
            .or_default()
            .push((outbox.clone(), player));
    }

    fn dirty(&self) -> Vec<&Event> {
        self.by_id
            .values()
            .filter(|event| self.saved.get(&event.id) != Some(&event.version))
            .collect()
    }
}

/// How a tournament's game went: a side that lost on time without a sowing did not come.
pub(super) fn tournament_outcome(table: &Table) -> Scored {
    match table.finish {
        Some(Finish::Aborted) => Scored::NoShow {
            first: true,
            second: true,
        },
        Some(Finish::Time(side)) if table.sowings_of(side) == 0 => Scored::NoShow {
            first: side == Side::South,
            second: side == Side::North,
        },
        finish => match finish.and_then(Finish::winner) {
            Some(Side::South) => Scored::FirstWon,
            Some(Side::North) => Scored::SecondWon,
            None => Scored::Drawn,
        },
    }
}

fn tournament_refusal(error: TournamentError) -> Refused {
    let code = match error {
        TournamentError::Name | TournamentError::Length | TournamentError::Clock => Code::BadGame,
        TournamentError::Over | TournamentError::Full => Code::Closed,
        TournamentError::AlreadyIn | TournamentError::NotIn | TournamentError::NoGame => {
            Code::NoGame
        }
    };
    refused(code, error.to_string())
}

/// What `create_tournament` asks for.
pub(super) struct Wanted {
    pub name: String,
    pub system: SystemName,
    pub minutes: Option<u32>,
    pub rounds: Option<u32>,
    pub misses_allowed: Option<u32>,
    pub rules: String,
    pub control: Control,
    pub starts_in: u32,
}

impl Hub {
    /// Takes up the stored tournaments not finished: a game of one that ended while the server was away
    /// (stored, but not yet in the tournament's state) is taken in now.
    pub(super) async fn take_up_tournaments(&self) -> Result<(), sqlx::Error> {
        let now = self.clock.now();
        let mut events = self.tournaments.lock().await;
        for mut event in self.store.open_tournaments().await? {
            let games: Vec<GameId> = event.in_play.keys().copied().collect();
            for game in games {
                if self.lobby().room(game).is_some() {
                    continue;
                }
                // A game the database lost, or one that ended without a result, counts as missed by both.
                let end = self.store.stored_end(game).await?;
                let outcome = match end {
                    None => Scored::NoShow {
                        first: true,
                        second: true,
                    },
                    Some(end) if end.aborted => Scored::NoShow {
                        first: true,
                        second: true,
                    },
                    Some(end) => match end.winner {
                        Some(Side::South) => Scored::FirstWon,
                        Some(Side::North) => Scored::SecondWon,
                        None => Scored::Drawn,
                    },
                };
                let berserk = end.map_or([false; 2], |end| [end.berserk.south, end.berserk.north]);
                let _ = event.game_over(game, outcome, berserk, now);
            }
            events.saved.insert(event.id, event.version);
            events.add(event);
        }
        Ok(())
    }

    /// A tournament's game ended: its end goes to the tournaments' task (see [`Hub::take_tournament_ends`]).
    pub(super) fn tournament_game_over(&self, table: &Table) {
        let Some(tournament) = table.tournament else {
            return;
        };
        let _ = self.tournament_ends.send(GameEnded {
            tournament,
            game: table.id,
            outcome: tournament_outcome(table),
            berserk: Side::BOTH
                .map(|side| table.berserk[side] && table.sowings_of(side) >= BERSERK_SOWINGS),
        });
    }

    /// The ends of tournaments' games as they come, for the server's task that takes them in.
    pub fn take_tournament_ends(&self) -> Option<tokio::sync::mpsc::UnboundedReceiver<GameEnded>> {
        self.tournament_ends_rx
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .take()
    }

    /// Takes in games' ends: their tournaments score them and pair the players again at once.
    pub async fn tournament_games_ended(&self, ends: Vec<GameEnded>) {
        let now = self.clock.now();
        let mut events = self.tournaments.lock().await;
        let touched: Vec<TournamentId> = ends.iter().map(|end| end.tournament).collect();
        events.pending.extend(ends);
        self.take_in_ends(&mut events, now);
        for id in touched {
            self.advance(&mut events, id, now).await;
        }
        self.save_and_start(&mut events, now).await;
    }

    fn take_in_ends(&self, events: &mut Events, now: i64) {
        for end in std::mem::take(&mut events.pending) {
            if let Some(event) = events.by_id.get_mut(&end.tournament)
                && let Err(error) = event.game_over(end.game, end.outcome, end.berserk, now)
            {
                tracing::warn!(tournament = %end.tournament, game = %end.game, %error, "an end no tournament expected");
            }
        }
    }

    /// The clock's look at the tournaments: the schedule's next ones made, each started, paired, ended as its
    /// time says, the finished let go from memory, and every change stored.
    pub(super) async fn tournament_tick(&self, now: i64) {
        let mut events = self.tournaments.lock().await;
        self.take_in_ends(&mut events, now);
        self.schedule_tournaments(&mut events, now);
        let ids: Vec<TournamentId> = events.by_id.keys().copied().collect();
        for id in ids {
            self.advance(&mut events, id, now).await;
        }
        self.save_and_start(&mut events, now).await;
        let gone: Vec<TournamentId> = events
            .by_id
            .values()
            .filter(|e| {
                e.finished_at
                    .is_some_and(|at| now - at >= KEEP_FINISHED_EVENT_MS)
            })
            .filter(|e| events.saved.get(&e.id) == Some(&e.version))
            .map(|e| e.id)
            .collect();
        for id in gone {
            if let Some(event) = events.by_id.remove(&id)
                && let Some(code) = event.code
            {
                events.codes.remove(&code);
            }
            events.pages.remove(&id);
        }
    }

    fn schedule_tournaments(&self, events: &mut Events, now: i64) {
        for scheduled in self.schedule.iter() {
            let starts = scheduled.next_start(now);
            let key = scheduled.key(starts);
            let made = events
                .by_id
                .values()
                .any(|event| event.scheduled.as_deref() == Some(key.as_str()));
            if starts - now <= ANNOUNCE_AHEAD_MS && !made {
                tracing::info!(name = %scheduled.name, starts, "a scheduled tournament is announced");
                events.add(Event::new(
                    TournamentId::random(),
                    scheduled.spec(starts),
                    None,
                    None,
                    Some(key),
                ));
            }
        }
    }

    /// What tournament `id` does now: the games of the pairings it makes, kept until they are stored.
    async fn advance(&self, events: &mut Events, id: TournamentId, now: i64) {
        let Some(event) = events.by_id.get_mut(&id) else {
            return;
        };
        let pairings = {
            let lobby = self.lobby();
            event.advance(now, |player| lobby.is_online(player))
        };
        for pairing in pairings {
            match self.tournament_table(event, pairing, now).await {
                Ok(table) => {
                    event.begun(table.id, pairing);
                    events.unsaved.push(table);
                }
                Err(error) => {
                    let _ = internal(error);
                }
            }
        }
    }

    /// The game of `pairing` in `event`: the first player South, each seated with their rating now.
    async fn tournament_table(
        &self,
        event: &Event,
        pairing: Pairing,
        now: i64,
    ) -> Result<Table, sqlx::Error> {
        let start = start_position(&event.spec.rules, None, None)
            .unwrap_or_else(|_| Position::start_usual(KALAH, None, None).expect("Kalah"));
        let mut table = Table::new(GameId::random(), start, event.spec.control, true);
        for (side, id) in [(Side::South, pairing.first), (Side::North, pairing.second)] {
            let glicko = self.store.glicko(id, start.rules().family, now).await?;
            let player = Player {
                id,
                name: event.names.get(&id).cloned().unwrap_or_default(),
                games: 0,
            };
            table.seats[side] = Some(player.seat(&glicko));
        }
        table.tournament = Some(event.id);
        table.turn_started = now;
        Ok(table)
    }

    /// Stores the tournaments that changed with the games their pairings made, in one transaction; then the
    /// games begin (held, announced) and the pages followed live are sent.
    async fn save_and_start(&self, events: &mut Events, now: i64) {
        let dirty = events.dirty();
        if !dirty.is_empty() || !events.unsaved.is_empty() {
            let versions: Vec<(TournamentId, u64)> =
                dirty.iter().map(|e| (e.id, e.version)).collect();
            if let Err(error) = self.store.tournaments_saved(&dirty, &events.unsaved).await {
                let _ = internal(error);
                return;
            }
            // An arena's games are rows now: the next change writes only the ones after them.
            for (id, _) in &versions {
                if let Some(Play::Arena(arena)) = events.by_id.get_mut(id).map(|e| &mut e.play) {
                    arena.mark_stored();
                }
            }
            events.saved.extend(versions);
            for table in std::mem::take(&mut events.unsaved) {
                self.lobby().hold(table.clone(), None);
                self.announce(&table);
            }
        }
        self.send_pages(events, now);
    }

    /// Each page followed live whose tournament changed, at most every [`PAGE_EVERY_MS`] (at once when it
    /// finished), to each connection that follows it, from its player's side.
    fn send_pages(&self, events: &mut Events, now: i64) {
        let Events {
            by_id,
            pages,
            paged,
            ..
        } = events;
        for (id, followers) in pages.iter_mut() {
            let Some(event) = by_id.get(id) else { continue };
            let (at, version) = paged.get(id).copied().unwrap_or((i64::MIN / 2, u64::MAX));
            let due = now - at >= PAGE_EVERY_MS || event.status == Status::Finished;
            if version == event.version || !due {
                continue;
            }
            followers.retain(|(outbox, _)| !outbox.is_closed());
            let pages = event.pages();
            for (outbox, player) in followers.iter() {
                let _ = outbox.try_send(Reply::Tournament(Box::new(pages.view(*player))));
            }
            paged.insert(*id, (now, event.version));
        }
    }

    /// The tournaments `player` may see: upcoming, running, and the latest finished.
    pub(super) async fn list_tournaments(&self, session: &Session, player: PlayerId) -> Answer {
        let visible = |e: &Event| {
            e.code.is_none() || e.creator == Some(player) || e.names.contains_key(&player)
        };
        let (mut upcoming, mut running) = (Vec::new(), Vec::new());
        {
            let events = self.tournaments.lock().await;
            for event in events.by_id.values().filter(|e| visible(e)) {
                match event.status {
                    Status::Upcoming => upcoming.push(event.summary()),
                    Status::Running => running.push(event.summary()),
                    Status::Finished => {}
                }
            }
        }
        upcoming.sort_by_key(|s: &Summary| (s.starts, s.tournament));
        running.sort_by_key(|s: &Summary| (std::cmp::Reverse(s.players), s.tournament));
        let finished = self
            .store
            .finished_tournaments(FINISHED_LISTED)
            .await
            .map_err(internal)?
            .iter()
            .filter(|e| visible(e))
            .map(Event::summary)
            .collect();
        let _ = session.outbox.try_send(Reply::Tournaments {
            upcoming,
            running,
            finished,
        });
        Ok(())
    }

    /// A tournament's page, followed live from now on by this connection while the tournament is in memory.
    pub(super) async fn tournament_page(
        &self,
        session: &Session,
        player: PlayerId,
        id: TournamentId,
    ) -> Answer {
        let mut events = self.tournaments.lock().await;
        events.unfollow(&session.outbox);
        let event = match events.by_id.get(&id) {
            Some(event) => event.clone(),
            None => {
                let stored = self.store.tournament(id).await.map_err(internal)?;
                stored.ok_or_else(|| refused(Code::NoGame, format!("no tournament {id}")))?
            }
        };
        let hidden = event.code.is_some()
            && event.creator != Some(player)
            && !event.names.contains_key(&player);
        if hidden {
            return Err(refused(Code::NoGame, format!("no tournament {id}")));
        }
        if events.by_id.contains_key(&id) {
            events.follow(id, &session.outbox, player);
        }
        let _ = session
            .outbox
            .try_send(Reply::Tournament(Box::new(event.view(player))));
        Ok(())
    }

    /// This connection stops following a page.
    pub(super) async fn leave_pages(&self, session: &Session) {
        self.tournaments.lock().await.unfollow(&session.outbox);
    }

    /// `player` makes a private tournament, and is its first player.
    pub(super) async fn create_tournament(
        &self,
        session: &Session,
        player: &Player,
        wanted: Wanted,
        now: i64,
    ) -> Answer {
        let system = match wanted.system {
            SystemName::Arena => System::Arena {
                minutes: wanted.minutes.unwrap_or(60),
            },
            SystemName::Swiss => System::Swiss {
                rounds: wanted.rounds.unwrap_or(5),
                misses_allowed: wanted.misses_allowed.unwrap_or(1),
            },
        };
        if wanted.starts_in > MOST_STARTS_IN_S {
            return Err(refused(Code::BadGame, "a tournament starts within a week"));
        }
        let start = start_position(&wanted.rules, None, None)?;
        let spec = Spec {
            name: wanted.name.trim().to_string(),
            system,
            rules: start.rules().to_string(),
            control: wanted.control,
            starts: now + i64::from(wanted.starts_in) * 1000,
        };
        spec.check().map_err(tournament_refusal)?;
        let glicko = self
            .store
            .glicko(player.id, start.rules().family, now)
            .await
            .map_err(internal)?;
        let mut events = self.tournaments.lock().await;
        let made = events
            .by_id
            .values()
            .filter(|e| e.creator == Some(player.id) && e.status != Status::Finished)
            .count();
        if made >= PRIVATE_PER_PLAYER {
            return Err(refused(
                Code::Limit,
                format!(
                    "you have {PRIVATE_PER_PLAYER} tournaments to come or running, as many as a player may make"
                ),
            ));
        }
        let mut event = Event::new(
            TournamentId::random(),
            spec,
            Some(JoinCode::random()),
            Some(player.id),
            None,
        );
        let rating = glicko.shown().rating;
        event
            .join(player.id, &player.name, rating, now)
            .map_err(tournament_refusal)?;
        let id = event.id;
        events.add(event);
        self.advance(&mut events, id, now).await;
        self.save_and_start(&mut events, now).await;
        self.answer_page(&mut events, session, player.id, id)
    }

    /// `player` joins a tournament by its id, or a private one by its code.
    pub(super) async fn join_tournament(
        &self,
        session: &Session,
        player: &Player,
        id: Option<TournamentId>,
        code: Option<String>,
        now: i64,
    ) -> Answer {
        let mut events = self.tournaments.lock().await;
        let id = match (code, id) {
            (Some(typed), _) => self.tournament_by_code(&events, session, &typed)?,
            (None, Some(id)) => {
                let event = events.get(id)?;
                if event.code.is_some() && !event.names.contains_key(&player.id) {
                    return Err(refused(Code::NoGame, format!("no tournament {id}")));
                }
                id
            }
            (None, None) => {
                return Err(refused(Code::NoGame, "name a tournament or give its code"));
            }
        };
        let rules: Rules = events.get(id)?.spec.rules.parse().unwrap_or(KALAH);
        let glicko = self
            .store
            .glicko(player.id, rules.family, now)
            .await
            .map_err(internal)?;
        events
            .get(id)?
            .join(player.id, &player.name, glicko.shown().rating, now)
            .map_err(tournament_refusal)?;
        self.advance(&mut events, id, now).await;
        self.save_and_start(&mut events, now).await;
        self.answer_page(&mut events, session, player.id, id)
    }

    fn tournament_by_code(
        &self,
        events: &Events,
        session: &Session,
        typed: &str,
    ) -> Result<TournamentId, Refused> {
        if !self
            .lobby()
            .may_try_code(session.host, self.clock.now(), JOINS_PER_MINUTE)
        {
            return Err(refused(
                Code::RateLimited,
                "too many wrong codes; wait a minute",
            ));
        }
        let found = JoinCode::typed(typed)
            .ok()
            .and_then(|code| events.codes.get(&code).copied());
        found.ok_or_else(|| {
            self.lobby().wrong_code(session.host);
            refused(Code::NoGame, "no tournament has that code")
        })
    }

    /// `player` leaves a tournament.
    pub(super) async fn withdraw_tournament(
        &self,
        session: &Session,
        player: PlayerId,
        id: TournamentId,
        now: i64,
    ) -> Answer {
        let mut events = self.tournaments.lock().await;
        events
            .get(id)?
            .withdraw(player)
            .map_err(tournament_refusal)?;
        self.save_and_start(&mut events, now).await;
        self.answer_page(&mut events, session, player, id)
    }

    /// The page of `id` to this connection, which follows it live from now on.
    fn answer_page(
        &self,
        events: &mut Events,
        session: &Session,
        player: PlayerId,
        id: TournamentId,
    ) -> Answer {
        let view = events.get(id)?.view(player);
        events.follow(id, &session.outbox, player);
        let _ = session.outbox.try_send(Reply::Tournament(Box::new(view)));
        Ok(())
    }

    /// `player` goes berserk in an arena's game, before their first sowing.
    pub(super) async fn berserk(&self, player: PlayerId, game: GameId, now: i64) -> Answer {
        let room = self.room(game)?;
        let mut room = room.lock().await;
        self.settle(&mut room).await?;
        let allowed = match room.table.tournament {
            Some(id) => {
                let events = self.tournaments.lock().await;
                events
                    .by_id
                    .get(&id)
                    .is_some_and(|event| event.spec.berserk_allowed())
            }
            None => false,
        };
        if !allowed {
            return Err(refused(
                Code::BadGame,
                "berserk is for an arena's games on a clock with an increment",
            ));
        }
        let mut next = room.table.clone();
        let side = match next.go_berserk(player, now) {
            Ok(side) => side,
            Err(refusal) => return Err(self.refuse_or_end(&mut room, next, refusal, now).await),
        };
        self.store.berserk(&next).await.map_err(internal)?;
        room.table = next;
        self.lobby().note(&room);
        let clocks = room.table.clocks_at(now);
        self.tell_seats(
            game,
            &Reply::Berserked {
                game,
                by: side,
                clocks,
            },
        );
        Ok(())
    }
}

/// The operator's schedule, as the hub keeps it.
pub type Schedule = Vec<Scheduled>;
