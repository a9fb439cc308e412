//! The client's side of the protocol: one connection to a server, kept on a thread of its own so that nothing
//! that waits for the network waits on the caller's thread (the window's frames). The caller sends requests
//! and reads events from channels; the thread connects, says `hello` (with the token it has, or the name of a
//! new player), passes requests and replies through, pings while the line is quiet, and when the connection
//! drops it says so and connects again by itself, waiting longer after each failure (half a second, doubling
//! to 8 s). The server gives a returning player their games back, so nothing is lost by a drop.

use std::collections::VecDeque;
use std::sync::Mutex;
use std::sync::mpsc as std_mpsc;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use tokio::sync::mpsc;
use tokio_tungstenite::tungstenite::Message;

pub use mancala_protocol::address::{Address, AddressError, DEFAULT_PORT, Event, Link, Who};
use mancala_protocol::protocol::{Code, Reply, Request, VERSION};

/// How long a connection may take to open.
const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
/// A quiet line is pinged this often (the server closes a line idle for 2 minutes).
const PING_EVERY: Duration = Duration::from_secs(30);
/// The first wait before connecting again, doubled after each failure up to [`LONGEST_WAIT`].
const FIRST_WAIT: Duration = Duration::from_millis(500);
const LONGEST_WAIT: Duration = Duration::from_secs(8);

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
    mut who: Who,
    mut asked: mpsc::UnboundedReceiver<Request>,
    events: Events,
) {
    // Requests asked for while the line is down, sent once it is up again.
    let mut pending = VecDeque::new();
    let mut attempt = 0;
    loop {
        if !events.tell(Event::Link(Link::Connecting)) {
            return;
        }
        let line = Line {
            who: &mut who,
            asked: &mut asked,
            pending: &mut pending,
            events: &events,
            attempt: &mut attempt,
        };
        let why = match line.run(&url).await {
            Ended::Closed => return,
            Ended::Refused(why) => {
                events.tell(Event::Link(Link::Refused(why)));
                return;
            }
            Ended::Dropped(why) => why,
        };
        attempt += 1;
        let wait = FIRST_WAIT
            .saturating_mul(1 << (attempt - 1).min(8))
            .min(LONGEST_WAIT);
        if !events.tell(Event::Link(Link::Retrying { attempt, wait, why })) {
            return;
        }
        let again = tokio::time::sleep(wait);
        tokio::pin!(again);
        loop {
            tokio::select! {
                _ = &mut again => break,
                request = asked.recv() => match request {
                    Some(request) => pending.push_back(request),
                    None => return,
                },
            }
        }
    }
}

/// One connection, from its opening to its end.
struct Line<'a> {
    who: &'a mut Who,
    asked: &'a mut mpsc::UnboundedReceiver<Request>,
    pending: &'a mut VecDeque<Request>,
    events: &'a Events,
    attempt: &'a mut u32,
}

impl Line<'_> {
    async fn run(self, url: &str) -> Ended {
        let Line {
            who,
            asked,
            pending,
            events,
            attempt,
        } = self;
        let socket = match tokio::time::timeout(
            CONNECT_TIMEOUT,
            tokio_tungstenite::connect_async(url),
        )
        .await
        {
            Err(_) => return Ended::Dropped("the server did not answer".to_string()),
            Ok(Err(error)) => return Ended::Dropped(format!("cannot reach the server: {error}")),
            Ok(Ok((socket, _))) => socket,
        };
        let (mut sink, mut stream) = socket.split();
        let hello = Request::Hello {
            version: VERSION,
            token: who.token.clone(),
            name: who.token.is_none().then(|| who.name.clone()),
        };
        if let Err(error) = sink.send(text_of(&hello)).await {
            return Ended::Dropped(format!("the line dropped: {error}"));
        }
        let mut welcomed = false;
        let mut ping = tokio::time::interval(PING_EVERY);
        ping.tick().await;
        loop {
            tokio::select! {
                request = asked.recv(), if welcomed => {
                    let Some(request) = request else {
                        let _ = sink.send(Message::Close(None)).await;
                        return Ended::Closed;
                    };
                    if let Err(error) = sink.send(text_of(&request)).await {
                        // Sent again on the next line: a sowing carries its ply, so it cannot count twice.
                        pending.push_back(request);
                        return Ended::Dropped(format!("the line dropped: {error}"));
                    }
                    ping.reset();
                }
                _ = ping.tick() => {
                    if let Err(error) = sink.send(text_of(&Request::Ping {})).await {
                        return Ended::Dropped(format!("the line dropped: {error}"));
                    }
                }
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
                    let reply = match serde_json::from_str::<Reply>(text.as_str()) {
                        Ok(reply) => reply,
                        // A message of another version or a broken one: said, and the line goes on.
                        Err(error) => Reply::error(Code::Malformed, format!("the server sent something this game does not understand: {error}")),
                    };
                    match &reply {
                        Reply::Welcome { token, name, .. } => {
                            welcomed = true;
                            *attempt = 0;
                            if let Some(token) = token {
                                who.token = Some(token.clone());
                            }
                            who.name = name.clone();
                            if !events.tell(Event::Link(Link::Online)) {
                                return Ended::Closed;
                            }
                            while let Some(request) = pending.pop_front() {
                                if let Err(error) = sink.send(text_of(&request)).await {
                                    pending.push_front(request);
                                    return Ended::Dropped(format!("the line dropped: {error}"));
                                }
                            }
                        }
                        Reply::Error { code: Code::BadToken | Code::Version | Code::BadName, message } if !welcomed => {
                            events.tell(Event::Reply(reply.clone()));
                            return Ended::Refused(message.clone());
                        }
                        Reply::Pong => continue,
                        _ => {}
                    }
                    if !events.tell(Event::Reply(reply)) {
                        return Ended::Closed;
                    }
                }
            }
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
