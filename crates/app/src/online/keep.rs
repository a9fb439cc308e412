//! What online play keeps between runs, in the data folder's `online.ron` ([`OnlineFile`]): read at start like
//! the other files (a damaged one is set aside), written atomically when it changes.

use bevy::prelude::*;

use super::online_dialog::OnlineDraft;
use super::state::Online;
use crate::data::storage::{Folders, Notices, Saved, load, save_or_note};
use crate::frame::AppSystems;
use mancala_native::files::Access;
pub use mancala_protocol::known::{OnlineFile, scheme_of_old_key};

impl Saved for OnlineFile {
    const FILE: &'static str = OnlineFile::FILE;
    const VERSION: u32 = OnlineFile::VERSION;
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
            .push(crate::data::storage::Notice::Unreadable(unreadable));
    }
    online.tokens = file.tokens_by_key();
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
