//! A look at one's games on a server without coming online there: a short line that says `glance` with the
//! player's token, reads each game the server gives back and ends at `glanced`. The window looks this way at
//! every server it keeps a token for but the one it is connected to, and `mancala moves` at all of them, so that
//! a game by correspondence on any server shows when it is the player's move.

use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio_tungstenite::tungstenite::Message;

use crate::client::Address;
use crate::protocol::{Code, Reply, Request, VERSION};
use mancala_protocol::ids::Token;
pub use mancala_protocol::in_play::{GameInPlay, TurnsSeen};

/// How long a whole glance may take, from connecting to `glanced`.
pub const GLANCE_TIMEOUT: Duration = Duration::from_secs(15);

/// Why a glance told nothing.
#[derive(Debug, thiserror::Error)]
pub enum GlanceError {
    #[error("cannot reach the server: {0}")]
    Unreachable(String),
    #[error("the server did not answer in time")]
    Timeout,
    #[error("the line dropped: {0}")]
    Dropped(String),
    /// The server would not glance for this token (unknown to it), or speaks another version.
    #[error("the server refused: {1}")]
    Refused(Code, String),
    #[error("the server sent something this game does not understand: {0}")]
    Malformed(#[from] serde_json::Error),
    #[error("no network runtime: {0}")]
    Runtime(#[source] std::io::Error),
}

/// The player's games in play on `address`'s server, by the token it gave them.
pub async fn glance(address: &Address, token: &Token) -> Result<Vec<GameInPlay>, GlanceError> {
    tokio::time::timeout(GLANCE_TIMEOUT, look(address, token))
        .await
        .map_err(|_| GlanceError::Timeout)?
}

/// [`glance`] on a runtime of its own, for a caller that is not async (the window's worker thread, the
/// command line).
pub fn glance_blocking(address: &Address, token: &Token) -> Result<Vec<GameInPlay>, GlanceError> {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(GlanceError::Runtime)?
        .block_on(glance(address, token))
}

async fn look(address: &Address, token: &Token) -> Result<Vec<GameInPlay>, GlanceError> {
    let (socket, _) = tokio_tungstenite::connect_async(address.url.as_str())
        .await
        .map_err(|error| GlanceError::Unreachable(error.to_string()))?;
    let (mut sink, mut stream) = socket.split();
    let glance = Request::Glance {
        version: VERSION,
        token: token.clone(),
    };
    let text = serde_json::to_string(&glance).expect("requests serialise");
    let dropped =
        |error: tokio_tungstenite::tungstenite::Error| GlanceError::Dropped(error.to_string());
    sink.send(Message::Text(text.into()))
        .await
        .map_err(dropped)?;
    let mut games = Vec::new();
    while let Some(message) = stream.next().await {
        let text = match message.map_err(dropped)? {
            Message::Text(text) => text,
            Message::Close(_) => break,
            _ => continue,
        };
        match serde_json::from_str::<Reply>(text.as_str())? {
            Reply::Glanced { .. } => {
                let _ = sink.send(Message::Close(None)).await;
                return Ok(games);
            }
            Reply::Error { code, message } => return Err(GlanceError::Refused(code, message)),
            reply => games.extend(GameInPlay::from_reply(&reply)),
        }
    }
    Err(GlanceError::Dropped(
        "the server closed the line".to_string(),
    ))
}
