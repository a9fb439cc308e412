//! The WebSocket at `/v1/ws` (axum): each connection reads JSON requests one at a time and writes replies,
//! with the defences a public server needs: small frames only, a request rate per connection, a number of
//! connections per address, and idle connections closed.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use tokio::sync::mpsc;

use super::hub::{Hub, Session};
use super::protocol::{Code, Reply, Request};
use super::tls::Peer;

/// What a server allows each client.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The largest message (and frame), in bytes: every request of the protocol fits in far less.
    pub max_message: usize,
    /// Requests a connection may make in a second, on average, and in a burst.
    pub per_second: f64,
    pub burst: f64,
    pub connections_per_address: usize,
    /// A connection that says nothing this long is closed (a ping is enough to stay).
    pub idle: Duration,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            max_message: 4096,
            per_second: 10.0,
            burst: 30.0,
            connections_per_address: 16,
            idle: Duration::from_secs(120),
        }
    }
}

#[derive(Clone)]
pub struct Shared {
    pub hub: Arc<Hub>,
    pub limits: Limits,
    connections: Arc<Mutex<HashMap<IpAddr, usize>>>,
}

pub fn router(hub: Arc<Hub>, limits: Limits) -> Router {
    let shared = Shared {
        hub,
        limits,
        connections: Arc::default(),
    };
    Router::new()
        .route("/v1/ws", get(upgrade))
        .with_state(shared)
}

/// A connection's place among its address's, given back when it closes.
struct Counted {
    connections: Arc<Mutex<HashMap<IpAddr, usize>>>,
    address: IpAddr,
}

impl Drop for Counted {
    fn drop(&mut self) {
        let mut connections = self.connections.lock().expect("connections");
        if let Some(count) = connections.get_mut(&self.address) {
            *count -= 1;
            if *count == 0 {
                connections.remove(&self.address);
            }
        }
    }
}

async fn upgrade(
    ws: WebSocketUpgrade,
    State(shared): State<Shared>,
    ConnectInfo(Peer(from)): ConnectInfo<Peer>,
) -> Response {
    let address = from.ip();
    let counted = {
        let mut connections = shared.connections.lock().expect("connections");
        let count = connections.entry(address).or_insert(0);
        if *count >= shared.limits.connections_per_address {
            return (
                StatusCode::TOO_MANY_REQUESTS,
                "too many connections from your address",
            )
                .into_response();
        }
        *count += 1;
        Counted {
            connections: shared.connections.clone(),
            address,
        }
    };
    let limits = shared.limits;
    // Small buffers: the protocol's messages are small, and tungstenite's default of 128 KiB each way would
    // be a quarter of a megabyte for every connection.
    ws.max_message_size(limits.max_message)
        .max_frame_size(limits.max_message)
        .read_buffer_size(limits.max_message)
        .write_buffer_size(0)
        .max_write_buffer_size(16 * limits.max_message)
        .on_upgrade(move |socket| async move {
            connection(socket, shared.hub, limits, address).await;
            drop(counted);
        })
}

/// A token bucket: `burst` requests at once, refilled at `per_second`.
struct Bucket {
    tokens: f64,
    at: tokio::time::Instant,
}

impl Bucket {
    fn take(&mut self, limits: &Limits) -> bool {
        let now = tokio::time::Instant::now();
        let refill = now.duration_since(self.at).as_secs_f64() * limits.per_second;
        self.tokens = (self.tokens + refill).min(limits.burst);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

async fn connection(mut socket: WebSocket, hub: Arc<Hub>, limits: Limits, address: IpAddr) {
    let (outbox, mut replies) = mpsc::channel::<Reply>(64);
    let mut session = Session {
        player: None,
        outbox,
        address,
    };
    let mut bucket = Bucket {
        tokens: limits.burst,
        at: tokio::time::Instant::now(),
    };
    let mut closing = hub.closing();
    loop {
        tokio::select! {
            _ = closing.changed() => {
                let _ = socket.send(Message::Close(None)).await;
                break;
            }
            reply = replies.recv() => {
                let Some(reply) = reply else { break };
                let text = serde_json::to_string(&reply).expect("replies serialise");
                if socket.send(Message::Text(text.into())).await.is_err() {
                    break;
                }
            }
            received = tokio::time::timeout(limits.idle, socket.recv()) => {
                let message = match received {
                    Err(_) => {
                        let _ = socket.send(Message::Close(None)).await;
                        break;
                    }
                    Ok(None) | Ok(Some(Err(_))) => break,
                    Ok(Some(Ok(message))) => message,
                };
                let text = match message {
                    Message::Text(text) => text,
                    Message::Binary(_) => {
                        let _ = session.outbox.try_send(Reply::error(Code::Malformed, "messages are JSON text"));
                        continue;
                    }
                    Message::Close(_) => break,
                    Message::Ping(_) | Message::Pong(_) => continue,
                };
                if !bucket.take(&limits) {
                    let _ = session.outbox.try_send(Reply::error(Code::RateLimited, "too many requests; slow down"));
                    continue;
                }
                match decode(text.as_str()) {
                    Ok(request) => hub.handle(&mut session, request).await,
                    Err(why) => {
                        let _ = session.outbox.try_send(Reply::error(Code::Malformed, why));
                    }
                }
            }
        }
    }
    hub.gone(&session);
}

/// A request from its text, or why it is none (answered as `malformed`).
pub fn decode(text: &str) -> Result<Request, String> {
    // serde's words name the field or the unknown type, never anything of the server's.
    serde_json::from_str(text).map_err(|e| format!("not a request of the protocol: {e}"))
}
