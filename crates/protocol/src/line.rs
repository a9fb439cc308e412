//! A client's side of its line to a server, without I/O: the `hello` a new line opens with (the token kept, or
//! the name of a new player), the requests kept while the line is down or the server has not yet welcomed the
//! player and sent once it has, a refusal that ends the tries, the wait before the next try (half a second,
//! doubling to 8 s) and the quiet after which a ping is due. The desktop's connection (tokio, on a thread of its
//! own) and the browser's (the page's WebSocket) both drive one, so both keep the same promises: nothing asked for
//! is lost by a drop, and a sowing sent again cannot count twice (it carries its ply).

use std::collections::VecDeque;
use std::time::Duration;

use crate::address::{Event, Link, Who};
use crate::protocol::{Code, Reply, Request, VERSION};

/// How long a connection may take to open.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(10);
/// A quiet line is pinged this often (the server closes a line idle for 2 minutes).
pub const PING_EVERY: Duration = Duration::from_secs(30);
/// The first wait before connecting again, doubled after each failure up to [`LONGEST_WAIT`].
pub const FIRST_WAIT: Duration = Duration::from_millis(500);
pub const LONGEST_WAIT: Duration = Duration::from_secs(8);

/// One client's line, across its connections.
#[derive(Debug)]
pub struct Line {
    who: Who,
    /// Asked for and not yet sent, oldest first.
    pending: VecDeque<Request>,
    welcomed: bool,
    /// Failed tries since the last welcome.
    attempt: u32,
}

/// What a message from the server comes to.
#[derive(Debug, Default, PartialEq)]
pub struct Heard {
    /// For the caller, in order.
    pub tell: Vec<Event>,
    /// To send now, in order.
    pub send: Vec<Request>,
    /// The server will not take this player (its token is unknown to it, its version or name refused): the
    /// tries end, with this said as `Link::Refused`.
    pub refused: Option<String>,
}

impl Line {
    pub fn new(who: Who) -> Line {
        Line {
            who,
            pending: VecDeque::new(),
            welcomed: false,
            attempt: 0,
        }
    }

    /// A new connection is open: the `hello` it says first.
    pub fn hello(&mut self) -> Request {
        self.welcomed = false;
        Request::Hello {
            version: VERSION,
            token: self.who.token.clone(),
            name: self.who.token.is_none().then(|| self.who.name.clone()),
        }
    }

    /// The caller asks for `request`: to be sent now if the server has welcomed the player, else kept until it has.
    pub fn ask(&mut self, request: Request) -> Option<Request> {
        match self.welcomed {
            true => Some(request),
            false => {
                self.pending.push_back(request);
                None
            }
        }
    }

    /// A request the connection could not take: sent first on the next one.
    pub fn unsent(&mut self, request: Request) {
        self.pending.push_front(request);
    }

    /// A text from the server. One that is not a reply of this protocol is told as a `malformed` error, and the
    /// line goes on.
    pub fn heard(&mut self, text: &str) -> Heard {
        let reply = serde_json::from_str::<Reply>(text).unwrap_or_else(|error| {
            Reply::error(
                Code::Malformed,
                format!("the server sent something this game does not understand: {error}"),
            )
        });
        let mut heard = Heard::default();
        match &reply {
            Reply::Welcome { token, name, .. } => {
                self.welcomed = true;
                self.attempt = 0;
                if let Some(token) = token {
                    self.who.token = Some(token.clone());
                }
                self.who.name = name.clone();
                heard.tell.push(Event::Link(Link::Online));
                heard.send.extend(self.pending.drain(..));
            }
            Reply::Error {
                code: Code::BadToken | Code::Version | Code::BadName,
                message,
            } if !self.welcomed => heard.refused = Some(message.clone()),
            Reply::Pong => return heard,
            _ => {}
        }
        heard.tell.push(Event::Reply(reply));
        heard
    }

    /// The connection failed or dropped, `why`: what to tell, and how long to wait before the next try.
    pub fn dropped(&mut self, why: String) -> (Event, Duration) {
        self.welcomed = false;
        self.attempt += 1;
        let wait = FIRST_WAIT
            .saturating_mul(1 << (self.attempt - 1).min(8))
            .min(LONGEST_WAIT);
        let event = Event::Link(Link::Retrying {
            attempt: self.attempt,
            wait,
            why,
        });
        (event, wait)
    }

    /// Whether the server has welcomed the player on this connection.
    pub fn welcomed(&self) -> bool {
        self.welcomed
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ids::Token;

    fn who() -> Who {
        Who {
            token: None,
            name: "Ada".to_string(),
        }
    }

    const WELCOME: &str = r#"{"type":"welcome","player":"4f1c9a2b7d3e8f60","name":"Ada","rating":1500,
        "ratings":{"kalah":{"rating":1500,"deviation":350,"provisional":true},
                   "oware":{"rating":1500,"deviation":350,"provisional":true},
                   "congklak":{"rating":1500,"deviation":350,"provisional":true},
                   "sungka":{"rating":1500,"deviation":350,"provisional":true},
                   "oanquan":{"rating":1500,"deviation":350,"provisional":true}},
        "token":"9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e"}"#;

    #[test]
    fn requests_wait_for_the_welcome_then_go_in_order_and_a_new_player_comes_back_by_token() {
        let mut line = Line::new(who());
        assert_eq!(
            line.hello(),
            Request::Hello {
                version: VERSION,
                token: None,
                name: Some("Ada".to_string())
            }
        );
        assert_eq!(line.ask(Request::Ping {}), None);
        assert_eq!(line.ask(Request::Games {}), None);
        let heard = line.heard(WELCOME);
        assert_eq!(heard.send, [Request::Ping {}, Request::Games {}]);
        assert_eq!(heard.tell[0], Event::Link(Link::Online));
        assert!(matches!(heard.tell[1], Event::Reply(Reply::Welcome { .. })));
        assert_eq!(line.ask(Request::Ping {}), Some(Request::Ping {}));
        // The line drops: the next hello carries the token the welcome gave, and asks wait again.
        line.dropped("gone".to_string());
        let token: Token = "9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e9c1e"
            .parse()
            .unwrap();
        assert_eq!(
            line.hello(),
            Request::Hello {
                version: VERSION,
                token: Some(token),
                name: None
            }
        );
        line.unsent(Request::Games {});
        assert_eq!(line.ask(Request::Ping {}), None);
        assert_eq!(
            line.heard(WELCOME).send,
            [Request::Games {}, Request::Ping {}]
        );
    }

    #[test]
    fn the_wait_doubles_to_eight_seconds_and_a_welcome_starts_it_again() {
        let mut line = Line::new(who());
        let waits: Vec<u64> = (0..7)
            .map(|_| line.dropped("down".to_string()).1.as_millis() as u64)
            .collect();
        assert_eq!(waits, [500, 1000, 2000, 4000, 8000, 8000, 8000]);
        line.hello();
        line.heard(WELCOME);
        let (event, wait) = line.dropped("down".to_string());
        assert_eq!(wait, FIRST_WAIT);
        assert!(matches!(
            event,
            Event::Link(Link::Retrying { attempt: 1, .. })
        ));
    }

    #[test]
    fn a_refusal_before_the_welcome_ends_the_tries_and_pongs_and_nonsense_are_handled() {
        let mut line = Line::new(who());
        line.hello();
        assert_eq!(line.heard(r#"{"type":"pong"}"#), Heard::default());
        let nonsense = line.heard("{not json");
        assert!(matches!(
            nonsense.tell[..],
            [Event::Reply(Reply::Error {
                code: Code::Malformed,
                ..
            })]
        ));
        assert_eq!(nonsense.refused, None);
        let refused =
            line.heard(r#"{"type":"error","code":"bad_token","message":"no such player"}"#);
        assert_eq!(refused.refused.as_deref(), Some("no such player"));
        // After a welcome, the same error is an answer to a request, not the end of the line.
        line.heard(WELCOME);
        let later = line.heard(r#"{"type":"error","code":"bad_name","message":"taken"}"#);
        assert_eq!(later.refused, None);
    }
}
