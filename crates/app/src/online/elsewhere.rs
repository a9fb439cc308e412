//! The player's games on every server the window knows: the one it is connected to tells them on its line
//! (`Online::my_games`); every other server it keeps a token for is looked at with a `glance` once a minute, on
//! a thread of its own (`glancing_native.rs`; a browser's page looks only at the server it is connected to,
//! `glancing_browser.rs`), which never counts the player online there. A game in which it has become the
//! player's move, on any server, is said as a [`YourMove`] message (the desktop is told of it while the window
//! is not in front, `desktop_notes.rs`); the bar counts the player's moves everywhere.

use std::collections::BTreeMap;
use std::sync::Mutex;
use std::sync::mpsc::Receiver;

use bevy::prelude::*;

use super::glancing::start_looking;
use super::state::{Online, Waker};
use crate::frame::AppSystems;
use crate::rest::Rest;
use mancala_protocol::address::Address;
use mancala_protocol::in_play::{GameInPlay, Glanced, TurnsSeen};
use mancala_protocol::known::known_servers;

/// How often the other servers are looked at, in seconds.
pub const LOOK_EVERY: f64 = 60.0;

/// What the last glance at one server told.
#[derive(Clone, Debug, PartialEq)]
pub struct Looked {
    pub address: Address,
    /// The player's games in play there, their moves first.
    pub games: Vec<GameInPlay>,
    /// Why the server could not be looked at (its games are then the ones told before).
    pub problem: Option<String>,
}

/// The other servers' games, as their last glances told.
#[derive(Resource, Default)]
pub struct Elsewhere {
    /// By [`Address::key`]; never the server the window is connected to.
    pub servers: BTreeMap<String, Looked>,
    /// When the next look is due, in the window's seconds; none until the first frame.
    next_look: Option<f64>,
    /// The looks under way, one server after another on one thread.
    looking: Option<Mutex<Receiver<Glanced>>>,
    seen: TurnsSeen,
}

impl Elsewhere {
    /// The games on other servers in which the player is to act.
    pub fn your_moves(&self) -> usize {
        self.servers
            .values()
            .flat_map(|looked| &looked.games)
            .filter(|game| game.your_move)
            .count()
    }

    /// Servers' games as told, looked at again only when a token is new (the gallery shows them so).
    pub fn told(servers: BTreeMap<String, Looked>) -> Elsewhere {
        Elsewhere {
            servers,
            next_look: Some(f64::INFINITY),
            ..Elsewhere::default()
        }
    }

    /// Looks again at the next frame (a new server's token, a look asked for).
    pub fn look_soon(&mut self) {
        self.next_look = Some(f64::NEG_INFINITY);
    }
}

/// The games in which the player is to act on every server: the connected one's and the others'.
pub fn your_moves_everywhere(online: &Online, elsewhere: &Elsewhere) -> usize {
    online.your_moves() + elsewhere.your_moves()
}

/// It has become the player's move in a game on a server (by its `HOST:PORT`).
#[derive(Message, Clone, Debug, PartialEq)]
pub struct YourMove {
    pub server: String,
    pub game: GameInPlay,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Elsewhere>()
        .add_message::<YourMove>()
        .add_systems(
            Update,
            (look_elsewhere, take_the_looks, news_here)
                .chain()
                .in_set(AppSystems::React),
        );
}

/// Every other server is looked at when a look is due and none is under way.
fn look_elsewhere(
    mut elsewhere: ResMut<Elsewhere>,
    online: Res<Online>,
    time: Res<Time<Real>>,
    waker: Option<Res<Waker>>,
    mut rest: ResMut<Rest>,
) {
    let now = time.elapsed_secs_f64();
    let here = online.address.as_ref().map(Address::key);
    if online.is_changed() {
        // The server connected to tells its games on its line: never counted twice.
        if let Some(here) = &here {
            elsewhere.servers.remove(here);
        }
        if tokens_changed(&online, &elsewhere) {
            elsewhere.look_soon();
        }
    }
    // Nothing to look at, nothing to wake for: a window at rest stays so.
    if !online.tokens.keys().any(|key| Some(key) != here.as_ref()) {
        return;
    }
    let due = *elsewhere.next_look.get_or_insert(now);
    // A look never due (the gallery's) wakes nothing.
    if let Ok(wait) = std::time::Duration::try_from_secs_f64((due - now).max(0.0)) {
        rest.wake_within(wait);
    }
    if now < due || elsewhere.looking.is_some() {
        return;
    }
    elsewhere.next_look = Some(now + LOOK_EVERY);
    let servers: Vec<_> = known_servers(&online.tokens)
        .into_iter()
        .filter(|(address, _)| Some(address.key()) != here)
        .collect();
    elsewhere.looking = start_looking(servers, waker.as_deref().cloned());
}

/// Whether the window keeps a token for a server it has not looked at yet.
fn tokens_changed(online: &Online, elsewhere: &Elsewhere) -> bool {
    let here = online.address.as_ref().map(Address::key);
    online
        .tokens
        .keys()
        .any(|key| Some(key) != here.as_ref() && !elsewhere.servers.contains_key(key))
}

/// The looks that came back: each server's games kept, and the moves new since its last look said.
fn take_the_looks(
    online: Res<Online>,
    mut elsewhere: ResMut<Elsewhere>,
    mut said: MessageWriter<YourMove>,
) {
    let here = online.address.as_ref().map(Address::key);
    let Some(looking) = &elsewhere.looking else {
        return;
    };
    let (looks, done) = match looking.lock() {
        Ok(told) => drain(&told),
        Err(_) => (Vec::new(), true),
    };
    if done {
        elsewhere.looking = None;
    }
    for (address, look) in looks {
        let key = address.key();
        // A look that was under way when the window connected to that server: its line tells now.
        if Some(&key) == here.as_ref() {
            continue;
        }
        let looked = elsewhere.servers.entry(key.clone()).or_insert(Looked {
            address: address.clone(),
            games: Vec::new(),
            problem: None,
        });
        match look {
            Ok(mut games) => {
                games.sort_by_key(|game| (!game.your_move, game.left_ms));
                looked.games = games;
                looked.problem = None;
            }
            Err(why) => looked.problem = Some(why),
        }
        let games = looked.games.clone();
        for game in elsewhere.seen.news(&key, &games) {
            said.write(YourMove {
                server: address.host.clone(),
                game: game.clone(),
            });
        }
    }
}

/// What the looking thread has told, and whether it is done.
fn drain(told: &Receiver<Glanced>) -> (Vec<Glanced>, bool) {
    let mut looks = Vec::new();
    loop {
        match told.try_recv() {
            Ok(look) => looks.push(look),
            Err(std::sync::mpsc::TryRecvError::Empty) => return (looks, false),
            Err(std::sync::mpsc::TryRecvError::Disconnected) => return (looks, true),
        }
    }
}

/// The connected server's games, as its line tells them: the moves new since the last change said.
fn news_here(
    online: Res<Online>,
    mut elsewhere: ResMut<Elsewhere>,
    mut said: MessageWriter<YourMove>,
) {
    let Some(address) = online.address.as_ref().filter(|_| online.is_changed()) else {
        return;
    };
    for game in elsewhere.seen.news(&address.key(), &online.my_games) {
        said.write(YourMove {
            server: address.host.clone(),
            game: game.clone(),
        });
    }
}
