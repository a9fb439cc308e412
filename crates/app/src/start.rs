//! What every start of the game does, on a computer (`launch.rs`) or in a page (`web.rs`): the saved files read
//! and their contents put in place.

use bevy::prelude::*;

use crate::data::i18n::{Language, Texts};
use crate::data::storage::{self, Folders, Notices};
use crate::turn::game::Game;

/// Reads the saved files (what cannot be read is set aside, and the panel says so) and puts their contents in
/// place: settings, language (the system's at the first start), stats, daily results, and the game in
/// progress unless the command line chose one.
pub fn restore_saved_state(app: &mut App, chosen: Option<Game>) {
    let Some(folders) = Folders::locate() else {
        app.insert_resource(chosen.unwrap_or_default());
        return;
    };
    let mut loaded = storage::load_all(&folders);
    // A game chosen on the command line is what the player came for: no welcome stands in front of it.
    if chosen.is_some() {
        loaded.lessons.offered = true;
    }
    let language = loaded.settings.language.unwrap_or_else(Language::of_system);
    let game = chosen
        .or(loaded.game.filter(|game| !game.is_finished()))
        .unwrap_or_else(|| {
            let mut game = Game::default();
            if game.start(loaded.settings.setup, rand::random()).is_err() {
                game = Game::default();
            }
            game
        });
    app.insert_resource(game)
        .insert_resource(loaded.settings.settings)
        .insert_resource(Texts::new(language))
        .insert_resource(loaded.stats)
        .insert_resource(loaded.daily)
        .insert_resource(loaded.lessons)
        .insert_resource(loaded.history)
        .insert_resource(loaded.deck)
        .insert_resource(Notices(loaded.notices))
        .insert_resource(folders);
}
