//! The desktop told, through its notification service, when it has become the player's move in a game by
//! correspondence on any server while the window is not in front (behind another window, or minimised). A
//! game's note takes the place of its last one; each is sent off the main thread, since the service is asked
//! over D-Bus and answers in its own time. A live game is not told: its player is at the board.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::prelude::*;
use bevy::window::PrimaryWindow;

use super::elsewhere::YourMove;
use super::online_dialog::control_name;
use super::standings::family_key;
use crate::data::i18n::Texts;
use crate::data::settings::Settings;
use crate::frame::AppSystems;
use crate::turn::clock::clock_text;
use mancala_native::notify::{self, Note};
use mancala_protocol::ids::GameId;

/// The service's id of each game's last note.
#[derive(Resource, Default)]
struct DesktopNotes {
    ids: Arc<Mutex<HashMap<GameId, u32>>>,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<DesktopNotes>()
        .add_systems(Update, tell_the_desktop.in_set(AppSystems::Show));
}

fn tell_the_desktop(
    mut news: MessageReader<YourMove>,
    windows: Query<&Window, With<PrimaryWindow>>,
    texts: Res<Texts>,
    settings: Res<Settings>,
    notes: Res<DesktopNotes>,
) {
    let in_front = windows.iter().any(|window| window.focused);
    for news in news.read() {
        if in_front || !settings.desktop_notes || !news.game.control.is_correspondence() {
            continue;
        }
        let ids = notes.ids.clone();
        let game = news.game.id;
        let replaces = ids.lock().ok().and_then(|ids| ids.get(&game).copied());
        let note = your_move_note(&texts, news, replaces);
        let sent = std::thread::Builder::new()
            .name("mancala-note".to_string())
            .spawn(move || match notify::show(&note) {
                Ok(Some(id)) => _ = ids.lock().map(|mut ids| ids.insert(game, id)),
                Ok(None) => {}
                Err(error) => warn!("{error}"),
            });
        if let Err(error) = sent {
            warn!("no thread for a desktop note: {error}");
        }
    }
}

/// The note of a game that has become the player's move, in the player's language.
pub fn your_move_note(texts: &Texts, news: &YourMove, replaces: Option<u32>) -> Note {
    let game = &news.game;
    let family = game.family.map_or_else(String::new, |family| {
        texts.get(family_key(family)).to_string()
    });
    Note {
        summary: texts.fill("notes.your_move", &[("name", &game.opponent)]),
        body: texts.fill(
            "notes.your_move.body",
            &[
                ("game", &family),
                ("control", &control_name(texts, game.control)),
                ("server", &news.server),
                (
                    "left",
                    &clock_text(Duration::from_millis(game.left_ms.max(0) as u64)),
                ),
            ],
        ),
        replaces,
    }
}
