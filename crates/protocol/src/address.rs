//! Where a server is and how the line to it stands, as every client reads them: a server's address as a player
//! gives it (`HOST:PORT`, `ws://`, `wss://`, the `mancala://HOST:PORT/CODE` line a private game is shared by), the
//! state of the line, and what a connection tells its caller. No network here: the desktop's connection (on a
//! thread with tokio) and the browser's (the page's WebSocket) both speak through these.

use std::time::Duration;

use crate::ids::Token;
use crate::protocol::Reply;

/// A server's address as a player gives it: `HOST:PORT`, `ws://HOST:PORT`, `wss://HOST`, the line a private
/// game is shared by, `mancala://HOST:PORT/CODE`, or its friend link, `https://HOST/join/CODE` (`http://` for a
/// server without TLS); the last two name the game's code too.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Address {
    /// The WebSocket URL of the server's endpoint.
    pub url: String,
    /// `HOST:PORT`, as the player would say it.
    pub host: String,
    /// A private game's code, when the line named one.
    pub code: Option<String>,
}

/// Where a friend link points on a server that serves the browser game: `/join/CODE`.
pub const JOIN_PATH: &str = "/join/";

/// The port `mancala serve` listens on unless told otherwise.
pub const DEFAULT_PORT: u16 = 7878;

/// Why a text is not a server's address.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AddressError {
    #[error("no server address")]
    Empty,
    #[error("\"{0}://\" is not a server address")]
    Scheme(String),
    #[error("\"{0}\" names no server")]
    NoHost(String),
    #[error("\"{0}\" is not a port")]
    Port(String),
}

impl Address {
    /// Reads an address, or says why it is none.
    pub fn parse(text: &str) -> Result<Address, AddressError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(AddressError::Empty);
        }
        let (scheme, rest) = match text.split_once("://") {
            Some((scheme, rest)) => (scheme.to_ascii_lowercase(), rest),
            None => ("ws".to_string(), text),
        };
        let secure = match scheme.as_str() {
            "ws" | "mancala" | "http" => false,
            "wss" | "mancalas" | "https" => true,
            other => return Err(AddressError::Scheme(other.to_string())),
        };
        let web = matches!(scheme.as_str(), "http" | "https");
        let (host, path) = rest.split_once('/').unwrap_or((rest, ""));
        if host.is_empty() || host.contains(char::is_whitespace) {
            return Err(AddressError::NoHost(text.to_string()));
        }
        let host = match host.rsplit_once(':') {
            // An IPv6 address in brackets has colons of its own.
            Some((_, port)) if !port.ends_with(']') => {
                port.parse::<u16>()
                    .map_err(|_| AddressError::Port(port.to_string()))?;
                host.to_string()
            }
            _ if secure => host.to_string(),
            // A web address without a port is the web's own port, a game server's address its default.
            _ if web => format!("{host}:80"),
            _ => format!("{host}:{DEFAULT_PORT}"),
        };
        let path = path
            .split(['?', '#'])
            .next()
            .unwrap_or_default()
            .trim_matches('/');
        let code = match (scheme.as_str(), path) {
            ("mancala" | "mancalas", code) if !code.is_empty() => Some(code.to_string()),
            ("http" | "https", path) => path
                .strip_prefix(JOIN_PATH.trim_start_matches('/'))
                .filter(|code| !code.is_empty() && !code.contains('/'))
                .map(str::to_string),
            _ => None,
        };
        let url = format!("{}://{host}/v1/ws", if secure { "wss" } else { "ws" });
        Ok(Address { url, host, code })
    }

    /// What a token is kept under: the scheme with the host (`wss://HOST` and `ws://HOST` are two keys), so
    /// that a token a server gave over TLS is never sent in the clear.
    pub fn key(&self) -> String {
        let scheme = if self.url.starts_with("wss:") {
            "wss"
        } else {
            "ws"
        };
        format!("{scheme}://{}", self.host)
    }

    /// The friend link to a private game, for a server that serves the browser game: `https://HOST/join/CODE`
    /// (`http://` without TLS), which any browser opens and this game takes as an address.
    pub fn friend_link(&self, code: &str) -> String {
        let secure = self.url.starts_with("wss:");
        let (scheme, web_port) = if secure {
            ("https", ":443")
        } else {
            ("http", ":80")
        };
        let host = self.host.strip_suffix(web_port).unwrap_or(&self.host);
        format!("{scheme}://{host}{JOIN_PATH}{code}")
    }

    /// The line that shares a private game: `mancala://HOST:PORT/CODE`.
    pub fn share_line(&self, code: &str) -> String {
        let scheme = if self.url.starts_with("wss:") {
            "mancalas"
        } else {
            "mancala"
        };
        format!("{scheme}://{}/{code}", self.host)
    }
}

/// The state of the line to the server.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Link {
    Connecting,
    /// `hello` answered: requests are served.
    Online,
    /// The line dropped (or never opened): the next try comes after `wait`.
    Retrying {
        attempt: u32,
        wait: Duration,
        why: String,
    },
    /// The server will not take this player (its token is unknown to it): no more tries.
    Refused(String),
}

/// What the connection's thread tells its caller.
#[derive(Clone, Debug, PartialEq)]
pub enum Event {
    Link(Link),
    Reply(Reply),
}

/// Who connects: the token of an earlier `welcome`, or the name of a new player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Who {
    pub token: Option<Token>,
    pub name: String,
}
