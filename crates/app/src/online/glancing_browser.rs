//! Looking at the other servers a player knows, in a browser (`elsewhere.rs` says what for): the page's game has
//! one line, to the server it plays on, and looks at no other; each is told so, and the desktop game looks at
//! them all.

use std::sync::Mutex;
use std::sync::mpsc::{Receiver, channel};

use super::state::Waker;
use mancala_protocol::address::Address;
use mancala_protocol::ids::Token;
use mancala_protocol::in_play::Glanced;

pub fn start_looking(
    servers: Vec<(Address, Token)>,
    _wake: Option<Waker>,
) -> Option<Mutex<Receiver<Glanced>>> {
    let (tell, told) = channel();
    for (address, _) in servers {
        let why = "looked at from the desktop game only: a page keeps one line, to the server it plays on";
        let _ = tell.send((address, Err(why.to_string())));
    }
    Some(Mutex::new(told))
}
