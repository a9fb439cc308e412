//! The game in a browser's page: the same plugins as on a computer, drawn into the page's canvas (`#mancala`,
//! sized by the page), its files in the page's storage. The server that served the page is the one Play online
//! offers; a friend link (`/join/CODE`) opens the Play online screen on that game, joined at once under the
//! name the page kept, or asking only for a name the first time.

use bevy::prelude::*;

use crate::frame::AppSystems;
use crate::learn::lessons::LessonProgress;
use crate::online::elsewhere::{Elsewhere, your_moves_everywhere};
use crate::online::online_dialog::OnlineDraft;
use crate::online::session::OnlineCommand;
use crate::online::state::Online;
use crate::screens::navigation::{Dialog, Screens};
use crate::turn::game::Game;
use crate::voice::announcer::Announcement;

/// The id of the canvas the page gives the game.
pub const CANVAS: &str = "#mancala";
/// The id of the page's live region, where a screen reader hears what the game says.
const SAID: &str = "said";

/// Runs the game in the page until the page is closed. The same module started in one of the page's workers
/// (no window there) does nothing here: it only answers errands (`web::worker`).
pub fn run() {
    if web_sys::window().is_none() {
        return;
    }
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
    .add_systems(PostStartup, offer_the_page_s_server)
    .add_systems(
        Update,
        (tell_the_page, title_the_tab).in_set(AppSystems::Show),
    );
    app.run();
}

/// What the page says beside the canvas, which a browser's screen reader cannot read: each announcement the
/// desktop's screen reader would hear, in the page's live region (`#said`), and the position on the board as
/// the canvas's `data-position` (for a page's own scripts, and the browser tests).
fn tell_the_page(announcement: Res<Announcement>, game: Res<Game>, mut told: Local<(u64, String)>) {
    let Some(document) = web_sys::window().and_then(|window| window.document()) else {
        return;
    };
    if announcement.serial != told.0 {
        told.0 = announcement.serial;
        if let Some(said) = document.get_element_by_id(SAID) {
            said.set_text_content(Some(&announcement.text));
        }
    }
    let position = game.position.to_string();
    if position != told.1 {
        if let Some(canvas) = document.get_element_by_id(&CANVAS[1..]) {
            _ = canvas.set_attribute("data-position", &position);
        }
        told.1 = position;
    }
}

/// What takes the desktop's notes' place in a page, as on lichess: the tab's title counts the games in which it
/// is the player's move ("(2) Mancala"), so that a tab behind others says so.
fn title_the_tab(online: Res<Online>, elsewhere: Res<Elsewhere>, mut titled: Local<Option<usize>>) {
    let moves = your_moves_everywhere(&online, &elsewhere);
    if *titled == Some(moves) {
        return;
    }
    if let Some(document) = web_sys::window().and_then(|window| window.document()) {
        document.set_title(&tab_title(moves));
        *titled = Some(moves);
    }
}

fn tab_title(moves: usize) -> String {
    match moves {
        0 => "Mancala".to_string(),
        _ => format!("({moves}) Mancala"),
    }
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
/// link's game joined. A friend's game is what the player came for: no first start's welcome stands in front of
/// it (as none does before a game the desktop's command line opens).
fn offer_the_page_s_server(
    mut commands: MessageWriter<OnlineCommand>,
    mut screens: ResMut<Screens>,
    mut draft: ResMut<OnlineDraft>,
    mut lessons: ResMut<LessonProgress>,
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
    lessons.offered = true;
    draft.address = href.clone();
    screens.open(Dialog::Online);
    if !draft.name.trim().is_empty() {
        commands.write(OnlineCommand::Connect {
            address: href,
            name: draft.name.clone(),
        });
    }
}
