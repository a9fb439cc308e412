//! Looking at the other servers a player knows, in a browser (`elsewhere.rs` says what for): the page's game has
//! one line, to the server it plays on, and looks at no other, so the Play online screen lists none; the desktop
//! game looks at them all.

use std::sync::Mutex;
use std::sync::mpsc::Receiver;

use super::state::Waker;
use mancala_protocol::address::Address;
use mancala_protocol::ids::Token;
use mancala_protocol::in_play::Glanced;

/// A page cannot tell the desktop: the tab's title counts the player's moves instead (`web/page.rs`), and the
/// settings say so.
pub const TELLS_THE_DESKTOP: bool = false;

pub fn start_looking(
    _servers: Vec<(Address, Token)>,
    _wake: Option<Waker>,
) -> Option<Mutex<Receiver<Glanced>>> {
    None
}
