//! A connection's way to its client: the replies the server queues for it, which the lobby keeps a player's
//! connections by and the watchers' lists send through.

/// The sending end of a connection's queue of replies.
pub type Outbox = tokio::sync::mpsc::Sender<crate::protocol::Reply>;
