//! The routes: the WebSocket at `/v1/ws`, `/healthz` and `/metrics`. Each WebSocket connection reads JSON
//! requests one at a time and writes replies, with the defences a public server needs: small frames only,
//! every frame (text, binary, ping) taken from a token bucket and a connection that floods past it closed, a
//! `hello` within a few seconds, writes that must finish within a few seconds (a client that stops reading
//! is let go), and idle connections closed.

use std::net::SocketAddr;
use std::sync::Arc;

use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Extension, Router};
use tokio::sync::mpsc;

use crate::hub::{Hub, Session};
use crate::limits::{Bucket, ServerLimits, host_of};
use crate::listener::{Ticket, until_set};
use crate::protocol::{Code, Control, Reply, Request};

/// How long a new connection has to say `hello`.
const HELLO_TIME: std::time::Duration = std::time::Duration::from_secs(10);

pub fn router(hub: Arc<Hub>) -> Router {
    Router::new()
        .route("/v1/ws", get(upgrade))
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics))
        .with_state(hub)
}

/// 200 while the server serves and its database answers; 503 with why otherwise.
async fn healthz(State(hub): State<Arc<Hub>>) -> Response {
    match hub.healthy().await {
        Ok(()) => (StatusCode::OK, "ok\n").into_response(),
        Err(why) => (StatusCode::SERVICE_UNAVAILABLE, format!("{why}\n")).into_response(),
    }
}

async fn metrics(State(hub): State<Arc<Hub>>) -> Response {
    (
        [(
            header::CONTENT_TYPE,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
        )],
        hub.metrics.text(),
    )
        .into_response()
}

async fn upgrade(
    ws: WebSocketUpgrade,
    State(hub): State<Arc<Hub>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    Extension(ticket): Extension<Ticket>,
) -> Response {
    let limits = *hub.limits();
    // Small buffers: the protocol's messages are small, and tungstenite's default of 128 KiB each way would
    // be a quarter of a megabyte for every connection.
    ws.max_message_size(limits.max_message)
        .max_frame_size(limits.max_message)
        .read_buffer_size(limits.max_message)
        .write_buffer_size(0)
        .max_write_buffer_size(16 * limits.max_message)
        .on_upgrade(move |socket| async move {
            hub.metrics.connected();
            connection(socket, &hub, limits, from).await;
            hub.metrics.disconnected();
            drop(ticket);
        })
}

/// What the read loop does next.
enum Next {
    Go,
    Close,
}

async fn connection(mut socket: WebSocket, hub: &Hub, limits: ServerLimits, from: SocketAddr) {
    let (outbox, mut replies) = mpsc::channel::<Reply>(64);
    let mut session = Session {
        player: None,
        outbox,
        host: host_of(from.ip()),
    };
    let mut bucket = Bucket::full(&limits);
    let mut strikes = 0.0;
    let mut closing = hub.closing();
    let hello_by = tokio::time::sleep(HELLO_TIME);
    tokio::pin!(hello_by);
    loop {
        let next = tokio::select! {
            _ = until_set(&mut closing) => Next::Close,
            _ = &mut hello_by, if session.player.is_none() => Next::Close,
            reply = replies.recv() => match reply {
                Some(reply) => write(&mut socket, &reply, &limits).await,
                None => Next::Close,
            },
            received = tokio::time::timeout(limits.idle, socket.recv()) => match received {
                Ok(Some(Ok(message))) => {
                    if bucket.take(&limits) {
                        strikes = 0.0;
                        read(message, hub, &mut session).await
                    } else {
                        strikes += 1.0;
                        let _ = session.outbox.try_send(Reply::error(Code::RateLimited, "too many requests; slow down"));
                        // A client that keeps sending past its limit for a whole burst is let go.
                        if strikes > limits.burst { Next::Close } else { Next::Go }
                    }
                }
                Ok(None) | Ok(Some(Err(_))) => break,
                Err(_) => Next::Close,
            },
        };
        if let Next::Close = next {
            let _ =
                tokio::time::timeout(limits.write_time, socket.send(Message::Close(None))).await;
            break;
        }
    }
    hub.gone(&session);
}

/// Writes `reply`, or gives up on a client that does not take it in time.
async fn write(socket: &mut WebSocket, reply: &Reply, limits: &ServerLimits) -> Next {
    let text = serde_json::to_string(reply).expect("replies serialise");
    match tokio::time::timeout(limits.write_time, socket.send(Message::Text(text.into()))).await {
        Ok(Ok(())) => Next::Go,
        _ => Next::Close,
    }
}

async fn read(message: Message, hub: &Hub, session: &mut Session) -> Next {
    let text = match message {
        Message::Text(text) => text,
        Message::Binary(_) => {
            let _ = session
                .outbox
                .try_send(Reply::error(Code::Malformed, "messages are JSON text"));
            return Next::Go;
        }
        Message::Close(_) => return Next::Close,
        // tungstenite answers a ping by itself.
        Message::Ping(_) | Message::Pong(_) => return Next::Go,
    };
    match decode(text.as_str()) {
        Ok(request) => hub.handle(session, request).await,
        Err(why) => {
            hub.metrics.refused(why.code());
            let _ = session
                .outbox
                .try_send(Reply::error(why.code(), why.to_string()));
        }
    }
    Next::Go
}

/// Why a message is not a request.
#[derive(Debug, thiserror::Error)]
pub enum Undecoded {
    /// Not JSON, or not any request's shape (answered `malformed`).
    #[error("not a request of the protocol: {0}")]
    Malformed(#[from] serde_json::Error),
    /// A request of the right shape that names a time control the server does not offer (answered `bad_game`,
    /// as a rule set or board it does not offer is).
    #[error("no such time control here: {0}")]
    Control(String),
}

impl Undecoded {
    pub fn code(&self) -> Code {
        match self {
            Undecoded::Malformed(_) => Code::Malformed,
            Undecoded::Control(_) => Code::BadGame,
        }
    }
}

/// A request from its text, or why it is none.
pub fn decode(text: &str) -> Result<Request, Undecoded> {
    // serde's words name the field or the unknown type, never anything of the server's.
    serde_json::from_str(text).map_err(|refused| {
        // Read again only when refused: a `control` that is not one of the server's is the game refused, not
        // the message's shape.
        let control = serde_json::from_str::<serde_json::Value>(text)
            .ok()
            .and_then(|message| message.get("control").cloned())
            .filter(|control| serde_json::from_value::<Control>(control.clone()).is_err());
        match control {
            Some(control) => Undecoded::Control(control.to_string()),
            None => Undecoded::Malformed(refused),
        }
    })
}
