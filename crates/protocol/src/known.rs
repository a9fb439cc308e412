//! The servers a player knows, as the data folder's `online.ron` keeps them: the last server and name the
//! player gave, and the token each server gave them (a player's only key there, so the file is the player's
//! alone to read). The window keeps it (the browser game in the page's storage); `mancala moves` reads it
//! (`mancala_server::known::read`) to look at every one of those servers.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::address::Address;
use crate::ids::Token;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OnlineFile {
    pub server: String,
    pub name: String,
    /// A server, by [`Address::key`] (`ws://HOST:PORT`, `wss://HOST`), to the token it gave. Files written
    /// before the scheme was kept name the host alone: see [`scheme_of_old_key`].
    pub tokens: BTreeMap<String, String>,
}

impl OnlineFile {
    pub const FILE: &'static str = "online.ron";
    pub const VERSION: u32 = 1;

    /// The tokens by their keys as kept today (`SCHEME://HOST`), an old key given its scheme.
    pub fn tokens_by_key(&self) -> BTreeMap<String, String> {
        self.tokens
            .iter()
            .map(|(server, token)| match server.contains("://") {
                true => (server.clone(), token.clone()),
                false => (
                    format!("{}://{server}", scheme_of_old_key(server)),
                    token.clone(),
                ),
            })
            .collect()
    }

    /// Every server with a token that reads as one, and the token: the servers a player has been on.
    pub fn servers(&self) -> Vec<(Address, Token)> {
        known_servers(&self.tokens_by_key())
    }
}

/// The servers among kept tokens (by [`Address::key`]) whose key and token read as such.
pub fn known_servers(tokens: &BTreeMap<String, String>) -> Vec<(Address, Token)> {
    tokens
        .iter()
        .filter_map(|(key, token)| Some((Address::parse(key).ok()?, token.parse().ok()?)))
        .collect()
}

/// The scheme a token kept under the host alone was given over: the address reader then wrote a port for
/// every plain `ws://` server and none for a `wss://` one without a port of its own, so a key without a
/// port, or with 443, was a TLS server's. (A `wss://` server on another port is taken for a plain one: its
/// token is then offered only to a plain connection on that port, which a TLS server never answers.)
pub fn scheme_of_old_key(host: &str) -> &'static str {
    let port = host
        .rsplit_once(':')
        .filter(|(_, port)| !port.ends_with(']'))
        .map(|(_, port)| port);
    match port {
        None | Some("443") => "wss",
        Some(_) => "ws",
    }
}
