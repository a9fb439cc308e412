//! Looking at the other servers a player knows, on a computer (`elsewhere.rs` says what for).

use std::sync::Mutex;
use std::sync::mpsc::{Receiver, channel};

use super::state::Waker;
use mancala_protocol::address::Address;
use mancala_protocol::ids::Token;
use mancala_protocol::in_play::Glanced;
use mancala_server::glance::glance_blocking;

/// A game that has become the player's move is told to the desktop (`desktop_notes.rs`).
pub const TELLS_THE_DESKTOP: bool = true;

/// A thread that glances at each of `servers` in turn, telling each look as it comes and waking the window;
/// none when it cannot be started (the next look tries again).
pub fn start_looking(
    servers: Vec<(Address, Token)>,
    wake: Option<Waker>,
) -> Option<Mutex<Receiver<Glanced>>> {
    let (tell, told) = channel();
    std::thread::Builder::new()
        .name("mancala-glance".to_string())
        .spawn(move || {
            for (address, token) in servers {
                let look = glance_blocking(&address, &token).map_err(|why| why.to_string());
                if tell.send((address, look)).is_err() {
                    return;
                }
                if let Some(wake) = &wake {
                    (wake.0)();
                }
            }
        })
        .ok()?;
    Some(Mutex::new(told))
}
