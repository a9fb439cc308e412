//! The desktop's side of the protocol: one connection to a server, kept on a thread of its own so that nothing
//! that waits for the network waits on the caller's thread (the window's frames). The caller sends requests
//! and reads events from channels; the thread connects and passes requests and replies through as
//! `mancala_protocol::line::Line` says (the `hello` with the token it has or a new player's name, requests kept
//! until the welcome, a refusal that ends the tries, the wait after each failure, half a second doubling to 8 s),
//! and pings while the line is quiet. The server gives a returning player their games back, so nothing is lost
//! by a drop.

use std::sync::Mutex;
use std::sync::mpsc as std_mpsc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

pub use mancala_protocol::address::{Address, AddressError, DEFAULT_PORT, Event, Link, Who};
use mancala_protocol::line::{CONNECT_TIMEOUT, Line, PING_EVERY};
use mancala_protocol::protocol::Request;

/// Why a connection could not be set going.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error("no network runtime: {0}")]
    Runtime(#[source] std::io::Error),
    #[error("no network thread: {0}")]
    Thread(#[source] std::io::Error),
}

/// A connection to a server, on its own thread; dropping it closes the line and ends the thread.
pub struct Connection {
    pub address: Address,
    requests: mpsc::UnboundedSender<Request>,
    /// Behind a lock only so that a connection can be shared (a Bevy resource); one reader takes from it.
    events: Mutex<std_mpsc::Receiver<Event>>,
}

impl Connection {
    /// Starts connecting to `address` as `who`; `wake` is called after each event is ready, so that a
    /// sleeping caller (a window between frames) looks at once.
    pub fn open(
        address: Address,
        who: Who,
        wake: impl Fn() + Send + 'static,
    ) -> Result<Connection, OpenError> {
        let (requests, asked) = mpsc::unbounded_channel();
        let (tell, events) = std_mpsc::channel();
        let url = address.url.clone();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(OpenError::Runtime)?;
        std::thread::Builder::new()
            .name("mancala-online".to_string())
            .spawn(move || {
                let events = Events {
                    tell,
                    wake: Box::new(wake),
                };
                runtime.block_on(keep_connected(url, who, asked, events));
            })
            .map_err(OpenError::Thread)?;
        Ok(Connection {
            address,
            requests,
            events: Mutex::new(events),
        })
    }

    /// Sends `request` (kept until the line is up, when it is down).
    pub fn send(&self, request: Request) {
        let _ = self.requests.send(request);
    }

    /// The events that came since the last look, oldest first; never waits.
    pub fn events(&self) -> Vec<Event> {
        self.events
            .lock()
            .map_or_else(|_| Vec::new(), |events| events.try_iter().collect())
    }

    /// Waits up to `wait` for the next event (for tests and scripts; the window never waits).
    pub fn next_event(&self, wait: Duration) -> Option<Event> {
        self.events.lock().ok()?.recv_timeout(wait).ok()
    }
}

struct Events {
    tell: std_mpsc::Sender<Event>,
    wake: Box<dyn Fn() + Send>,
}

impl Events {
    /// Passes `event` on; false when the caller is gone.
    fn tell(&self, event: Event) -> bool {
        let sent = self.tell.send(event).is_ok();
        (self.wake)();
        sent
    }
}

/// How a connection ended.
enum Ended {
    /// The caller dropped the connection: stop.
    Closed,
    /// The line failed: try again.
    Dropped(String),
    /// The server refused this player for good.
    Refused(String),
}

async fn keep_connected(
    url: String,
    who: Who,
    mut asked: mpsc::UnboundedReceiver<Request>,
    events: Events,
) {
    let mut line = Line::new(who);
    loop {
        if !events.tell(Event::Link(Link::Connecting)) {
            return;
        }
        let why = match connection(&url, &mut line, &mut asked, &events).await {
            Ended::Closed => return,
            Ended::Refused(why) => {
                events.tell(Event::Link(Link::Refused(why)));
                return;
            }
            Ended::Dropped(why) => why,
        };
        let (retrying, wait) = line.dropped(why);
        if !events.tell(retrying) {
            return;
        }
        // Requests asked for meanwhile are kept for the next connection.
        let again = tokio::time::sleep(wait);
        tokio::pin!(again);
        loop {
            tokio::select! {
                _ = &mut again => break,
                request = asked.recv() => match request {
                    Some(request) => {
                        let _ = line.ask(request);
                    }
                    None => return,
                },
            }
        }
    }
}

/// One connection, from its opening to its end.
async fn connection(
    url: &str,
    line: &mut Line,
    asked: &mut mpsc::UnboundedReceiver<Request>,
    events: &Events,
) -> Ended {
    let socket =
        match tokio::time::timeout(CONNECT_TIMEOUT, tokio_tungstenite::connect_async(url)).await {
            Err(_) => return Ended::Dropped("the server did not answer".to_string()),
            Ok(Err(error)) => return Ended::Dropped(format!("cannot reach the server: {error}")),
            Ok(Ok((socket, _))) => socket,
        };
    let (mut sink, mut stream) = socket.split();
    if let Err(error) = sink.send(text_of(&line.hello())).await {
        return Ended::Dropped(format!("the line dropped: {error}"));
    }
    let mut ping = tokio::time::interval(PING_EVERY);
    ping.tick().await;
    loop {
        let send = tokio::select! {
            request = asked.recv() => match request {
                None => {
                    let _ = sink.send(Message::Close(None)).await;
                    return Ended::Closed;
                }
                Some(request) => line.ask(request).into_iter().collect(),
            },
            _ = ping.tick() => vec![Request::Ping {}],
            message = stream.next() => {
                let text = match message {
                    None => return Ended::Dropped("the server closed the line".to_string()),
                    Some(Err(error)) => return Ended::Dropped(format!("the line dropped: {error}")),
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Close(_))) => {
                        return Ended::Dropped("the server closed the line".to_string())
                    }
                    Some(Ok(_)) => continue,
                };
                let heard = line.heard(text.as_str());
                for event in heard.tell {
                    if !events.tell(event) {
                        return Ended::Closed;
                    }
                }
                if let Some(why) = heard.refused {
                    return Ended::Refused(why);
                }
                heard.send
            }
        };
        let mut send = send.into_iter();
        while let Some(request) = send.next() {
            if let Err(error) = sink.send(text_of(&request)).await {
                // Sent again on the next line (a ping is not): a sowing carries its ply, so it cannot count twice.
                for unsent in std::iter::once(request).chain(send).rev() {
                    if unsent != (Request::Ping {}) {
                        line.unsent(unsent);
                    }
                }
                return Ended::Dropped(format!("the line dropped: {error}"));
            }
            ping.reset();
        }
    }
}

fn text_of(request: &Request) -> Message {
    Message::Text(
        serde_json::to_string(request)
            .expect("requests serialise")
            .into(),
    )
}
