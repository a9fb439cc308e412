//! What the game keeps and reads: which files it keeps (`storage`) and where (`disk`: a computer's folders or a
//! browser's storage), the settings, the texts in seven languages
//! (`i18n`), the past games and record files (`history`), the stats, the Settings dialog and the Stats tab.

use bevy::prelude::*;

// Where the files are kept: a computer's disk, or the page's storage in a browser; the same functions.
#[cfg_attr(not(target_arch = "wasm32"), path = "disk_native.rs")]
#[cfg_attr(target_arch = "wasm32", path = "disk_browser.rs")]
pub mod disk;
pub mod history;
// What the searches keep between runs: the cache folder's tables and proofs, or a browser page's tables.
pub mod i18n;
#[cfg_attr(not(target_arch = "wasm32"), path = "kept_native.rs")]
#[cfg_attr(target_arch = "wasm32", path = "kept_browser.rs")]
pub mod kept;
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
