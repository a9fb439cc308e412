//! Watching: who watches which game (a connection watches one at a time), what a watcher is shown of a game,
//! and the summary of each game in play that the list of games and the TV choose from. A ranked game is shown
//! [`RANKED_DELAY`] sowings behind, as lichess keeps its live feed behind, so that a watcher cannot relay an
//! engine's help to a player in time; a casual game is shown as it is played. At the end every sowing is
//! shown, then the result.

use std::collections::HashMap;

use crate::ids::GameId;
use crate::outbox::Outbox;
use crate::protocol::{Live, Reply};
use crate::table::Table;
use mancala_engine::BySide;

/// Sowings a ranked game is shown behind.
pub const RANKED_DELAY: usize = 3;

/// Games the list of games in play names, the highest rated first.
pub const LISTED_GAMES: usize = 50;

struct Watcher {
    outbox: Outbox,
    /// Follows the TV: when this game ends, the watcher is moved to the highest-rated game then in play.
    tv: bool,
}

/// The watchers of every game in memory, by game.
#[derive(Default)]
pub struct Watchers {
    by_game: HashMap<GameId, Vec<Watcher>>,
    /// TV watchers whose game ended, to be given the next game at the clock's next look.
    between: Vec<Outbox>,
}

impl Watchers {
    /// `outbox` watches `game` (and no longer any other game).
    pub fn add(&mut self, game: GameId, outbox: Outbox, tv: bool) {
        self.remove(&outbox);
        self.by_game
            .entry(game)
            .or_default()
            .push(Watcher { outbox, tv });
    }

    /// `outbox` watches nothing.
    pub fn remove(&mut self, outbox: &Outbox) {
        self.between.retain(|other| !other.same_channel(outbox));
        self.by_game.retain(|_, watchers| {
            watchers.retain(|watcher| !watcher.outbox.same_channel(outbox));
            !watchers.is_empty()
        });
    }

    pub fn count(&self, game: GameId) -> usize {
        self.by_game.get(&game).map_or(0, Vec::len)
    }

    pub fn watched(&self, game: GameId) -> bool {
        self.by_game.contains_key(&game)
    }

    /// Sends `replies` in order to every watcher of `game` (one too slow to take them loses them); closed
    /// connections are let go.
    pub fn tell(&mut self, game: GameId, replies: &[Reply]) {
        let Some(watchers) = self.by_game.get_mut(&game) else {
            return;
        };
        watchers.retain(|watcher| !watcher.outbox.is_closed());
        for watcher in watchers.iter() {
            for reply in replies {
                let _ = watcher.outbox.try_send(reply.clone());
            }
        }
        if watchers.is_empty() {
            self.by_game.remove(&game);
        }
    }

    /// `game` ended: its watchers stop watching it, and those who follow the TV wait for the next game.
    pub fn ended(&mut self, game: GameId) {
        for watcher in self.by_game.remove(&game).unwrap_or_default() {
            if watcher.tv && !watcher.outbox.is_closed() {
                self.between.push(watcher.outbox);
            }
        }
    }

    /// The TV watchers waiting for a game, taken.
    pub fn take_between(&mut self) -> Vec<Outbox> {
        std::mem::take(&mut self.between)
    }

    /// Puts back TV watchers for whom no game was in play.
    pub fn wait_between(&mut self, outboxes: Vec<Outbox>) {
        self.between.extend(outboxes);
    }
}

/// Sowings of `table` a watcher is shown: all of a casual or finished game's, all but the last
/// [`RANKED_DELAY`] of a ranked game in play.
pub fn shown_sowings(table: &Table) -> usize {
    match table.ranked && table.finish.is_none() {
        true => table.moves().len().saturating_sub(RANKED_DELAY),
        false => table.moves().len(),
    }
}

/// What the players and the watchers are told of the sowing at `ply`, with the clocks as they are `now`.
pub fn moved(table: &Table, ply: usize, now: i64) -> Reply {
    Reply::Moved {
        game: table.id,
        ply: ply as u32,
        pit: table.moves()[ply],
        by: table.line.board_before(ply).to_move(),
        position: table.line.board_before(ply + 1).to_string(),
        clocks: table.clocks_at(now),
    }
}

/// What a watcher who starts to watch `table` is told: the game as far as it is shown.
pub fn watching(table: &Table, now: i64, watchers: usize, tv: bool) -> Option<Reply> {
    let shown = shown_sowings(table);
    Some(Reply::Watching {
        game: table.id,
        tv,
        seats: BySide::new(table.seats.south.clone()?, table.seats.north.clone()?),
        control: table.control,
        ranked: table.ranked,
        start: table.start().to_string(),
        moves: table.moves()[..shown].to_vec(),
        position: table.line.board_before(shown).to_string(),
        clocks: table.clocks_at(now),
        watchers: watchers as u32,
        delay: if table.ranked { RANKED_DELAY as u32 } else { 0 },
    })
}

/// A game in play as the list shows it, when both seats are taken.
pub fn live(table: &Table) -> Option<Live> {
    Some(Live {
        game: table.id,
        rules: table.start().rules().to_string(),
        control: table.control,
        ranked: table.ranked,
        seats: BySide::new(table.seats.south.clone()?, table.seats.north.clone()?),
        ply: shown_sowings(table) as u32,
        watchers: 0,
    })
}
