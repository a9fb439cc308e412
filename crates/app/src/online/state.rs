//! What online play holds between frames: the line, who the player is on the server, what they wait for, the
//! game on the board (played or watched) with its clocks as the server gave them, and the standings. The
//! session (`session.rs`) changes it; what the server tells of a game is laid out by `told.rs`; the screens
//! read it.

use std::collections::VecDeque;

use bevy::prelude::*;

use super::line::Connection;
use super::standings::Standings;
use mancala_engine::{BySide, Level, Side};
use mancala_protocol::address::{Address, Link};
use mancala_protocol::ids::{GameId, Token, TournamentId};
use mancala_protocol::in_play::GameInPlay;
use mancala_protocol::protocol::{Clocks, Code, Control, Outcome, Request, Seat};

use crate::data::i18n::Texts;

/// What the player waits for.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Waiting {
    #[default]
    Nothing,
    /// A private game's code and the line to share, until a friend joins; the friend link too when the server
    /// serves the browser game.
    Code {
        code: String,
        line: String,
        link: Option<String>,
    },
    Seeking {
        ranked: bool,
        control: Control,
        /// Nobody came in time, and the server offers Otto: the game and clock sought, at this level.
        otto: Option<(String, Level)>,
    },
}

/// Both clocks as the server last gave them, on the board as shown (the player is South).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ShownClocks {
    /// The time each side has left, on the board as shown (the player is South).
    pub left_ms: BySide<i64>,
    /// The side whose clock runs, on the board as shown (the player is South).
    pub running: Option<Side>,
    /// When it was told, in the window's seconds: a running clock counts down from then.
    pub at: f64,
}

impl ShownClocks {
    /// The time `side` has left at `now`, counted down on this side of the line from what the server said
    /// (the server's own clock is the one that flags).
    pub fn left_ms(&self, side: Side, now: f64) -> i64 {
        let told = self.left_ms[side];
        if self.running == Some(side) {
            (told - ((now - self.at) * 1000.0) as i64).max(0)
        } else {
            told
        }
    }
}

/// The online game on the board.
#[derive(Clone, Debug, PartialEq)]
pub struct OnlineGame {
    pub id: GameId,
    /// The player's side on the server: North is shown mirrored, so the player is always South on screen.
    pub you: Side,
    pub me: Seat,
    pub opponent: Seat,
    pub control: Control,
    pub ranked: bool,
    pub clocks: ShownClocks,
    /// Sowings the server has sent, shown or waiting in the queue to be.
    pub sowings_heard: u32,
    /// A draw offered and not yet answered, by the side that offered (on the board as shown).
    pub draw_offer: Option<Side>,
    pub rematch_offer: Option<Side>,
    pub over: Option<Outcome>,
    /// A game watched, not played: South is shown at the bottom and no pit is sent.
    pub watching: Option<Watched>,
    /// Congklak: the player's first hole of the round, sent and kept secret until the opponent's is in.
    pub first_hole: Option<u8>,
    /// Congklak: the opponent has chosen their first hole of the round (which hole stays secret).
    pub their_first_hole: bool,
    /// The tournament the game is a game of: no rematch after it.
    pub tournament: Option<TournamentId>,
    /// An arena's game before the player's first sowing: berserk is offered.
    pub may_berserk: bool,
    /// The pie rule taken: the sowings before the players changed sides.
    pub swap: Option<u32>,
}

/// A game watched: chosen by the TV or by the player, its watchers, and how many sowings behind it is shown
/// (a ranked game's, so that no watcher can relay an engine's help).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Watched {
    pub tv: bool,
    pub watchers: u32,
    pub delay: u32,
}

impl OnlineGame {
    /// The side of the board a server's side is shown on.
    pub(super) fn shown_side(&self, side: Side) -> Side {
        match self.you {
            Side::South => side,
            Side::North => side.opponent(),
        }
    }

    /// A pair of the server's, South's and North's, as shown on the board.
    pub(super) fn shown<T>(&self, pair: BySide<T>) -> BySide<T> {
        match self.you {
            Side::South => pair,
            Side::North => pair.swapped(),
        }
    }

    /// Whether the player won, lost (`Some(false)`) or drew (`None`), once it is over.
    pub fn won(&self) -> Option<bool> {
        let winner = self.over.as_ref()?.winner?;
        Some(self.shown_side(winner) == Side::South)
    }
}

/// Whether `you` is to act in the position the server wrote.
pub(super) fn to_act(position: &str, you: Side) -> bool {
    position
        .parse::<mancala_engine::Position>()
        .is_ok_and(|position| position.to_move() == you)
}

/// Online play's state, read by the screens.
#[derive(Resource, Default)]
pub struct Online {
    pub(super) connection: Option<Connection>,
    /// The server, as the player gave it.
    pub address: Option<Address>,
    pub link: Option<Link>,
    /// Who the server knows this player as: id, name, rating.
    pub me: Option<Seat>,
    pub waiting: Waiting,
    pub game: Option<OnlineGame>,
    /// The player's profile and ratings, and the leaderboard last asked for.
    pub standings: Standings,
    /// The last thing the server refused, or a message it sent that this game did not understand.
    pub problem: Option<Problem>,
    /// The player's sowing is on its way: no other until the server tells it back.
    pub sent: bool,
    /// The player's games in play, in the order the server gave them (`resume` lays one out on the board).
    pub my_games: Vec<GameInPlay>,
    /// Congklak: when the next round opens by itself, a round played out (its banner shows meanwhile).
    pub next_round_at: Option<f64>,
    /// Sowings told and not yet shown, oldest first.
    pub(super) queue: VecDeque<u8>,
    /// A code to join once the line is up (from a shared line or `--online`).
    pub(super) join_when_online: Option<String>,
    /// A game of the player's to lay out once the line is up (one opened from another server's list).
    pub(super) resume_when_online: Option<GameId>,
    /// The `HOST:PORT` a friend reaches the server at, when it is not the one this game connected to (a
    /// server hosted here, connected to at 127.0.0.1).
    pub share_host: Option<String>,
    /// The server serves the browser game (its welcome said so): a private game has a friend link.
    pub site: bool,
    /// Wakes the window when the line has news.
    pub(super) waker: Option<Waker>,
    /// Tokens kept per server (by [`Address::key`]: the scheme too, so that a token given over TLS is never
    /// sent in the clear), so a player is the same player next time.
    pub tokens: std::collections::BTreeMap<String, String>,
}

impl Online {
    /// One of the player's games as the server gives it (`game`): listed, or its line told afresh.
    pub(super) fn list_my_game(&mut self, game: GameInPlay) {
        match self.my_games.iter_mut().find(|mine| mine.id == game.id) {
            Some(mine) => *mine = game,
            None => self.my_games.push(game),
        }
    }

    /// A sowing told in one of the player's games (`moved`), shown or not: whose move it is now.
    pub(super) fn note_my_position(&mut self, id: GameId, position: &str, clocks: &Clocks) {
        if let Some(mine) = self.my_games.iter_mut().find(|mine| mine.id == id) {
            mine.your_move = to_act(position, mine.you);
            mine.left_ms = clocks.left_ms[mine.you];
        }
    }

    /// One of the player's games is over: off the list.
    pub(super) fn forget_my_game(&mut self, id: GameId) {
        self.my_games.retain(|mine| mine.id != id);
    }

    /// The player's games in which they are to act.
    pub fn your_moves(&self) -> usize {
        self.my_games.iter().filter(|game| game.your_move).count()
    }

    /// A line is open or being opened.
    pub fn is_connected(&self) -> bool {
        self.connection.is_some() || self.link.is_some()
    }

    /// Whether the game on the board is an online one still in play.
    pub fn in_play(&self) -> bool {
        self.game.as_ref().is_some_and(|game| game.over.is_none())
    }

    /// The token kept for `address`'s server.
    pub(super) fn token_for(&self, address: &Address) -> Option<Token> {
        self.tokens.get(&address.key())?.parse().ok()
    }

    pub(super) fn send(&self, request: Request) {
        if let Some(connection) = &self.connection {
            connection.send(request);
        }
    }
}

/// How the window is woken when the network has news (the window sleeps between frames it needs).
#[derive(Resource, Clone)]
pub struct Waker(pub std::sync::Arc<dyn Fn() + Send + Sync>);

/// What went wrong online, as the player is told it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The server refused a request, in its words (English); a game's code it does not know, or a game full or
    /// expired, the player is told in their own language, as a friend's link leads there.
    Refused(Code, String),
    /// Anything else, in the words of the part that found it.
    Said(String),
}

impl Problem {
    pub fn words(&self, texts: &Texts) -> String {
        match self {
            Problem::Refused(Code::NoGame, _) => texts.get("online.refused.no_game").to_string(),
            Problem::Refused(Code::Closed, _) => texts.get("online.refused.closed").to_string(),
            Problem::Refused(_, message) | Problem::Said(message) => message.clone(),
        }
    }
}
