//! What the game keeps and reads: which files it keeps (`storage`), the settings, the texts in seven languages
//! (`i18n`), the past games and record files (`history`), the stats, the Settings dialog and the Stats tab.

use bevy::prelude::*;

pub mod history;
pub mod i18n;
pub mod settings;
pub mod settings_dialog;
pub mod stats;
pub mod stats_tab;
pub mod storage;

pub fn plugin(app: &mut App) {
    app.add_plugins((
        settings::plugin,
        i18n::plugin,
        stats::plugin,
        history::plugin,
        storage::plugin,
    ));
}
