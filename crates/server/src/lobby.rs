//! The hub's shared state, in one place with one owner: the games in memory (each a room behind its own lock,
//! held while its change is stored) with what the lobby must know of each without taking that lock (its
//! seats, its phase, its code, when its clock runs out), who sits where, the codes, the connections of each
//! player, the queue, and the windows that count wrong codes and new players by address. The hub holds it
//! behind one mutex and changes it only through these methods, each of which keeps every map in step with
//! the others: a game that leaves memory leaves the seats, its code and the counts with it.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Arc;

use crate::challenges::Challenges;
use crate::ids::{GameId, JoinCode, PlayerId};
use crate::limits::Window;
pub use crate::outbox::Outbox;
use crate::protocol::{Control, Live, Reply, Seat};
use crate::table::Table;
use crate::watch::{self, Watchers};
use mancala_engine::{BySide, Position};

/// A change to a game that was sent to the database whose answer did not say whether it was stored (a
/// commit that failed, or failed to say it succeeded): the next look at the game asks the database first.
#[derive(Clone, Debug)]
pub struct Unsure {
    pub next: Table,
    pub now: i64,
}

/// One game in memory, behind its lock.
#[derive(Debug)]
pub struct Room {
    pub table: Table,
    pub unsure: Option<Unsure>,
}

pub type RoomLock = Arc<tokio::sync::Mutex<Room>>;

/// Where a game stands, as the lobby counts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    Waiting,
    Playing,
    Over { at: i64 },
}

impl Phase {
    pub fn of(table: &Table) -> Phase {
        match (table.finish, table.started()) {
            (Some(_), _) => Phase::Over {
                at: table.finished_at.unwrap_or(table.turn_started),
            },
            (None, true) => Phase::Playing,
            (None, false) => Phase::Waiting,
        }
    }
}

struct Entry {
    room: RoomLock,
    players: BySide<Option<PlayerId>>,
    phase: Phase,
    deadline: Option<i64>,
    code: Option<JoinCode>,
    /// Set while a change's fate is unknown, so that the clock's look settles it.
    unsure: bool,
    /// The game as the list of games in play shows it, while it is in play.
    live: Option<Live>,
}

/// A seeker in the queue.
#[derive(Clone, Debug)]
pub struct Seek {
    pub seat: Seat,
    /// The seeker's rating in the game's family.
    pub rating: f64,
    pub ranked: bool,
    pub control: Control,
    /// The game: a family's usual start.
    pub start: Position,
    /// When the seeker began to wait (the server's ms), and whether Otto has been offered since.
    pub since: i64,
    pub offered: bool,
}

/// What a sweep found to do outside the lobby's lock.
#[derive(Default, Debug)]
pub struct Swept {
    /// Waiting games whose code expired: to be marked so in the database; they have left memory.
    pub expired: Vec<GameId>,
    /// Games whose clock has run out, or whose change waits to be settled.
    pub due: Vec<RoomLock>,
}

#[derive(Default)]
pub struct Lobby {
    games: HashMap<GameId, Entry>,
    seated: HashMap<PlayerId, Vec<GameId>>,
    codes: HashMap<JoinCode, (GameId, i64)>,
    online: HashMap<PlayerId, Vec<Outbox>>,
    queue: Vec<Seek>,
    wrong_codes: HashMap<IpAddr, Window>,
    new_players: HashMap<IpAddr, Window>,
    pub watchers: Watchers,
    pub challenges: Challenges,
}

/// A game in play for the list and the TV: one with both seats taken, not over.
fn live_of(table: &Table) -> Option<Live> {
    match Phase::of(table) {
        Phase::Playing => watch::live(table),
        _ => None,
    }
}

/// A span of a minute and of an hour, in ms.
pub const MINUTE_MS: i64 = 60_000;
pub const HOUR_MS: i64 = 60 * MINUTE_MS;

impl Lobby {
    /// Takes `table` into memory (with the code it is joined by, until it expires); its room.
    pub fn hold(&mut self, table: Table, code: Option<(JoinCode, i64)>) -> RoomLock {
        let id = table.id;
        let entry = Entry {
            players: table.players(),
            phase: Phase::of(&table),
            deadline: table.deadline(),
            code: code.map(|(code, _)| code),
            unsure: false,
            live: live_of(&table),
            room: Arc::new(tokio::sync::Mutex::new(Room {
                table,
                unsure: None,
            })),
        };
        for player in entry.players.iter().filter_map(|(_, p)| *p) {
            self.seated.entry(player).or_default().push(id);
        }
        if let Some((code, expires)) = code {
            self.codes.insert(code, (id, expires));
        }
        let room = entry.room.clone();
        if let Some(old) = self.games.insert(id, entry) {
            self.unseat(id, old.players);
        }
        room
    }

    /// Brings what the lobby knows of a room up to date after `room` changed.
    pub fn note(&mut self, room: &Room) {
        let table = &room.table;
        let Some(entry) = self.games.get_mut(&table.id) else {
            return;
        };
        let players = table.players();
        let newcomers: Vec<PlayerId> = players
            .iter()
            .filter_map(|(side, player)| player.filter(|_| entry.players[side].is_none()))
            .collect();
        entry.players = players;
        entry.phase = Phase::of(table);
        entry.deadline = table.deadline();
        entry.unsure = room.unsure.is_some();
        entry.live = live_of(table);
        if matches!(entry.phase, Phase::Over { .. })
            && let Some(code) = entry.code.take()
        {
            self.codes.remove(&code);
        }
        for player in newcomers {
            self.seated.entry(player).or_default().push(table.id);
        }
    }

    /// The games in play, the highest rated first (at most `most`), with their watchers.
    pub fn live(&self, most: usize) -> Vec<Live> {
        let mut live: Vec<Live> = self
            .games
            .values()
            .filter_map(|entry| entry.live.clone())
            .collect();
        live.sort_by_key(|game| std::cmp::Reverse(game.strength()));
        live.truncate(most);
        for game in &mut live {
            game.watchers = self.watchers.count(game.game) as u32;
        }
        live
    }

    /// The highest-rated game in play, for the TV.
    pub fn top_game(&self) -> Option<GameId> {
        self.games
            .values()
            .filter_map(|entry| entry.live.as_ref())
            .max_by_key(|game| game.strength())
            .map(|game| game.game)
    }

    /// Lets go of a game: its seats, its code and its watchers go with it.
    pub fn forget(&mut self, id: GameId) {
        self.watchers.ended(id);
        if let Some(entry) = self.games.remove(&id) {
            if let Some(code) = entry.code {
                self.codes.remove(&code);
            }
            self.unseat(id, entry.players);
        }
    }

    fn unseat(&mut self, id: GameId, players: BySide<Option<PlayerId>>) {
        for player in players.iter().filter_map(|(_, p)| *p) {
            if let Some(games) = self.seated.get_mut(&player) {
                games.retain(|game| *game != id);
                if games.is_empty() {
                    self.seated.remove(&player);
                }
            }
        }
    }

    pub fn room(&self, id: GameId) -> Option<RoomLock> {
        self.games.get(&id).map(|entry| entry.room.clone())
    }

    /// The rooms of the games `player` sits at that are not over.
    pub fn rooms_of(&self, player: PlayerId) -> Vec<RoomLock> {
        self.seated
            .get(&player)
            .into_iter()
            .flatten()
            .filter_map(|id| self.games.get(id))
            .filter(|entry| !matches!(entry.phase, Phase::Over { .. }))
            .map(|entry| entry.room.clone())
            .collect()
    }

    /// How many games `player` sits at in `phase` (waiting or playing).
    pub fn count(&self, player: PlayerId, phase: Phase) -> usize {
        self.seated
            .get(&player)
            .into_iter()
            .flatten()
            .filter(|id| self.games.get(id).is_some_and(|entry| entry.phase == phase))
            .count()
    }

    /// The game a code names, and when the code expires.
    pub fn code(&self, code: &JoinCode) -> Option<(GameId, i64)> {
        self.codes.get(code).copied()
    }

    pub fn games(&self) -> usize {
        self.games.len()
    }

    pub fn in_play(&self) -> usize {
        self.games
            .values()
            .filter(|entry| entry.phase == Phase::Playing)
            .count()
    }

    pub fn players_seated(&self) -> usize {
        self.seated.len()
    }

    pub fn connect(&mut self, player: PlayerId, outbox: Outbox) {
        self.online.entry(player).or_default().push(outbox);
    }

    /// Whether `player` has a connection open.
    pub fn is_online(&self, player: PlayerId) -> bool {
        self.online
            .get(&player)
            .is_some_and(|outboxes| outboxes.iter().any(|outbox| !outbox.is_closed()))
    }

    /// A connection of `player` ended: when it was their last, they leave the queue too.
    pub fn disconnect(&mut self, player: PlayerId, outbox: &Outbox) {
        if let Some(outboxes) = self.online.get_mut(&player) {
            outboxes.retain(|other| !other.same_channel(outbox));
            if outboxes.is_empty() {
                self.online.remove(&player);
                self.queue.retain(|seek| seek.seat.id != player);
            }
        }
    }

    /// Sends `reply` to every connection of `player` (one that is too slow to take it loses it, and the
    /// game it follows is given back when it reconnects).
    pub fn tell(&mut self, player: PlayerId, reply: &Reply) {
        if let Some(outboxes) = self.online.get_mut(&player) {
            outboxes.retain(|outbox| !outbox.is_closed());
            for outbox in outboxes.iter() {
                let _ = outbox.try_send(reply.clone());
            }
        }
    }

    /// Sends `reply` to both players of `game`.
    pub fn tell_seats(&mut self, game: GameId, reply: &Reply) {
        let Some(players) = self.games.get(&game).map(|entry| entry.players) else {
            return;
        };
        for (_, player) in players.iter() {
            if let Some(player) = player {
                self.tell(*player, reply);
            }
        }
    }

    /// `seek` finds the closest partner within `window` of its rating, who leaves the queue; or waits.
    pub fn seek(&mut self, seek: Seek, window: f64) -> Option<Seek> {
        self.queue.retain(|waiting| waiting.seat.id != seek.seat.id);
        let gap = |other: &Seek| (other.rating - seek.rating).abs();
        let best = self
            .queue
            .iter()
            .enumerate()
            .filter(|(_, other)| {
                other.ranked == seek.ranked
                    && other.control == seek.control
                    && other.start == seek.start
            })
            .filter(|(_, other)| gap(other) <= window)
            .min_by(|a, b| gap(a.1).total_cmp(&gap(b.1)))
            .map(|(at, _)| at);
        match best {
            Some(at) => Some(self.queue.remove(at)),
            None => {
                self.queue.push(seek);
                None
            }
        }
    }

    /// The seekers who have waited `after_ms` or more and have not been offered Otto: marked offered now.
    pub fn offer_otto(&mut self, now: i64, after_ms: i64) -> Vec<Seek> {
        self.queue
            .iter_mut()
            .filter(|seek| !seek.offered && now - seek.since >= after_ms)
            .map(|seek| {
                seek.offered = true;
                seek.clone()
            })
            .collect()
    }

    pub fn cancel(&mut self, player: PlayerId) {
        self.queue.retain(|seek| seek.seat.id != player);
    }

    /// Whether `host` may try another code (`most` wrong ones a minute).
    pub fn may_try_code(&mut self, host: IpAddr, now: i64, most: u32) -> bool {
        let window = self.wrong_codes.entry(host).or_insert(Window::new(now));
        window.allows(now, MINUTE_MS, most)
    }

    pub fn wrong_code(&mut self, host: IpAddr) {
        if let Some(window) = self.wrong_codes.get_mut(&host) {
            window.add();
        }
    }

    /// Whether `host` may make another new player (`most` an hour); counted when it may.
    pub fn may_make_player(&mut self, host: IpAddr, now: i64, most: u32) -> bool {
        let window = self.new_players.entry(host).or_insert(Window::new(now));
        let allowed = window.allows(now, HOUR_MS, most);
        if allowed {
            window.add();
        }
        allowed
    }

    /// Forgets a code that expired; a game still waiting on it goes too (and is returned, to be marked
    /// expired in the database), a game in play only loses its code.
    pub fn expire_code(&mut self, code: JoinCode) -> Option<GameId> {
        let (game, _) = self.codes.remove(&code)?;
        let entry = self.games.get_mut(&game)?;
        if entry.phase != Phase::Waiting {
            entry.code = None;
            return None;
        }
        self.forget(game);
        Some(game)
    }

    /// The lobby's housekeeping at `now`: expired codes forgotten (a waiting game with its code), finished
    /// games that have had their time for a rematch let go, lapsed windows dropped; and which games' clocks
    /// are due or changes unsure, to be looked at under their own locks.
    pub fn sweep(&mut self, now: i64, keep_finished_ms: i64) -> Swept {
        let mut swept = Swept::default();
        let expired: Vec<(JoinCode, GameId)> = self
            .codes
            .iter()
            .filter(|(_, (_, expires))| now >= *expires)
            .map(|(code, (game, _))| (*code, *game))
            .collect();
        for (code, _) in expired {
            swept.expired.extend(self.expire_code(code));
        }
        let finished: Vec<GameId> = self
            .games
            .iter()
            .filter(|(_, entry)| !entry.unsure)
            .filter(|(_, entry)| {
                matches!(entry.phase, Phase::Over { at } if now - at >= keep_finished_ms)
            })
            .map(|(id, _)| *id)
            .collect();
        for game in finished {
            self.forget(game);
        }
        self.wrong_codes
            .retain(|_, window| !window.lapsed(now, MINUTE_MS));
        self.new_players
            .retain(|_, window| !window.lapsed(now, HOUR_MS));
        swept.due = self
            .games
            .values()
            .filter(|entry| entry.unsure || entry.deadline.is_some_and(|due| now >= due))
            .map(|entry| entry.room.clone())
            .collect();
        swept
    }

    /// How many addresses the windows remember (for tests: they are forgotten once they lapse).
    pub fn windows(&self) -> usize {
        self.wrong_codes.len() + self.new_players.len()
    }
}
