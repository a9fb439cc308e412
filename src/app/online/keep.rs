//! What online play keeps between runs, in the data folder's `online.ron`: the last server and name the
//! player gave, and the token each server gave them (a player's only key there, so the file is the player's
//! alone to read). Read at start like the other files (a damaged one is set aside), written atomically when it
//! changes.

use std::collections::BTreeMap;

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

use super::online_dialog::OnlineDraft;
use super::state::Online;
use crate::app::data::storage::{Folders, Notices, Saved, load, save_or_note};
use crate::app::frame::AppSystems;
use crate::files::Access;
#[cfg(doc)]
use crate::server::client::Address;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OnlineFile {
    pub server: String,
    pub name: String,
    /// A server, by [`Address::key`] (`ws://HOST:PORT`, `wss://HOST`), to the token it gave. Files written
    /// before the scheme was kept name the host alone: see [`scheme_of_old_key`].
    pub tokens: BTreeMap<String, String>,
}

impl Saved for OnlineFile {
    const FILE: &'static str = "online.ron";
    const VERSION: u32 = 1;
    const ACCESS: Access = Access::Private;
}

pub fn plugin(app: &mut App) {
    app.init_resource::<OnlineDraft>()
        .add_systems(Startup, read_the_file.run_if(resource_exists::<Folders>))
        .add_systems(
            Update,
            keep_the_file
                .in_set(AppSystems::Save)
                .run_if(resource_exists::<Folders>),
        );
}

fn read_the_file(
    folders: Res<Folders>,
    mut online: ResMut<Online>,
    mut draft: ResMut<OnlineDraft>,
    mut notices: ResMut<Notices>,
) {
    let (file, unreadable) = load::<OnlineFile>(&folders);
    if let Some(unreadable) = unreadable {
        notices
            .0
            .push(crate::app::data::storage::Notice::Unreadable(unreadable));
    }
    online.tokens = file
        .tokens
        .into_iter()
        .map(|(server, token)| match server.contains("://") {
            true => (server, token),
            false => (format!("{}://{server}", scheme_of_old_key(&server)), token),
        })
        .collect();
    if !file.server.is_empty() {
        draft.address = file.server;
    }
    if !file.name.is_empty() {
        draft.name = file.name;
    }
}

fn keep_the_file(
    online: Res<Online>,
    draft: Res<OnlineDraft>,
    folders: Res<Folders>,
    mut notices: ResMut<Notices>,
    mut last: Local<Option<OnlineFile>>,
) {
    if !online.is_changed() && !draft.is_changed() {
        return;
    }
    let file = OnlineFile {
        server: draft.address.clone(),
        name: draft.name.clone(),
        tokens: online.tokens.clone(),
    };
    if last.as_ref() == Some(&file) {
        return;
    }
    // The first look only notes what was read.
    if last.is_some() {
        save_or_note(&folders, &file, &mut notices);
    }
    *last = Some(file);
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
