//! A player's games in play on a server as the clients list them: each game as a `game` reply tells it, and which
//! of them became the player's move since the last look (what a glance, the window's badge and `mancala moves`
//! say).

use crate::address::Address;
use crate::control::Control;
use crate::ids::{GameId, TournamentId};
use crate::protocol::Reply;
use mancala_engine::{Family, Position, Side};

/// A glance's result: the server and its games in play, or why none.
pub type Glanced = (Address, Result<Vec<GameInPlay>, String>);

/// One of the player's games in play on a server, as a glance (or the line) tells it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameInPlay {
    pub id: GameId,
    pub you: Side,
    pub opponent: String,
    pub control: Control,
    /// None when the server's position text is not one this game reads.
    pub family: Option<Family>,
    /// Whether the player is to act.
    pub your_move: bool,
    /// The player's time left, as the server told it (ms).
    pub left_ms: i64,
    pub tournament: Option<TournamentId>,
}

impl GameInPlay {
    /// The game a `game` reply gives back; none for any other reply.
    pub fn from_reply(reply: &Reply) -> Option<GameInPlay> {
        let Reply::Game {
            game,
            you,
            seats,
            control,
            position,
            clocks,
            tournament,
            ..
        } = reply
        else {
            return None;
        };
        let position = position.parse::<Position>().ok();
        Some(GameInPlay {
            id: *game,
            you: *you,
            opponent: seats[you.opponent()].name.clone(),
            control: *control,
            family: position.map(|position| position.rules().family),
            your_move: position.is_some_and(|position| position.to_move() == *you),
            left_ms: clocks.left_ms[*you],
            tournament: *tournament,
        })
    }
}

/// The games in which it was the player's move at the last look, server by server, so that each is told once
/// when it becomes the player's move (and again only after the opponent has moved in it).
#[derive(Clone, Debug, Default)]
pub struct TurnsSeen {
    yours: std::collections::BTreeSet<(String, GameId)>,
}

impl TurnsSeen {
    /// The games of `server` (by [`Address::key`]) in which it has become the player's move since the last
    /// look at that server; remembers this look.
    pub fn news<'a>(&mut self, server: &str, games: &'a [GameInPlay]) -> Vec<&'a GameInPlay> {
        let news = games
            .iter()
            .filter(|game| game.your_move && !self.yours.contains(&(server.to_string(), game.id)))
            .collect();
        self.yours.retain(|(kept, _)| kept != server);
        self.yours.extend(
            games
                .iter()
                .filter(|game| game.your_move)
                .map(|game| (server.to_string(), game.id)),
        );
        news
    }
}
