//! The game in a browser's page: the same plugins as on a computer, drawn into the page's canvas (`#mancala`,
//! sized by the page), its files in the page's storage. The server that served the page is the one Play online
//! offers; a friend link (`/join/CODE`) opens the Play online screen on that game, joined at once under the
//! name the page kept, or asking only for a name the first time.

use bevy::prelude::*;

use crate::online::online_dialog::OnlineDraft;
use crate::online::session::OnlineCommand;
use crate::screens::navigation::{Dialog, Screens};

/// The id of the canvas the page gives the game.
pub const CANVAS: &str = "#mancala";

/// Runs the game in the page until the page is closed.
pub fn run() {
    let mut app = App::new();
    crate::start::restore_saved_state(&mut app, None);
    let window = Window {
        title: "Mancala".to_string(),
        canvas: Some(CANVAS.to_string()),
        fit_canvas_to_parent: true,
        // The page's keys are the game's (Tab moves through the board, Space sows) while the canvas has focus.
        prevent_default_event_handling: true,
        ..default()
    };
    app.add_plugins(DefaultPlugins.set(WindowPlugin {
        primary_window: Some(window),
        ..default()
    }))
    .add_plugins((MeshPickingPlugin, crate::plugin, crate::window_plugin))
    .add_systems(PostStartup, offer_the_page_s_server);
    app.run();
}

/// The page's own address: its server, and the game a friend link names.
fn page_address() -> Option<(String, bool)> {
    let location = web_sys::window()?.location();
    let href = location.href().ok()?;
    let joins = location
        .pathname()
        .ok()?
        .starts_with(mancala_protocol::address::JOIN_PATH);
    Some((href, joins))
}

/// After the files are read (which fill in the last server and name): the page's server offered, and a friend
/// link's game joined.
fn offer_the_page_s_server(
    mut commands: MessageWriter<OnlineCommand>,
    mut screens: ResMut<Screens>,
    mut draft: ResMut<OnlineDraft>,
) {
    let Some((href, joins)) = page_address() else {
        return;
    };
    if !joins {
        if draft.address.trim().is_empty() {
            draft.address = href;
        }
        return;
    }
    draft.address = href.clone();
    screens.open(Dialog::Online);
    if !draft.name.trim().is_empty() {
        commands.write(OnlineCommand::Connect {
            address: href,
            name: draft.name.clone(),
        });
    }
}
