//! Where the player is among the screens: which dialog is open over the board, and which of the drawer's tabs
//! shows. The drawer's being open is a setting (`Settings::panel_open`), kept between runs; these are not.

use bevy::prelude::*;

/// A dialog over the board; one at a time, closed by Esc or a click outside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialog {
    NewGame,
    Settings,
    /// The notices seen this session, to read again.
    Notices,
    /// Play online: the server, a code, the queue.
    Online,
}

/// The drawer's tabs, in the order they stand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Tab {
    /// The moves, the review and its graph, the analysis, records and past games.
    #[default]
    Moves,
    /// The lessons, the coach and the guide.
    Learn,
    Daily,
    /// The opening explorer: every sowing's value, and how the games that met the position went.
    Explorer,
    Stats,
    Rules,
}

impl Tab {
    pub const ALL: [Tab; 6] = [
        Tab::Moves,
        Tab::Learn,
        Tab::Daily,
        Tab::Explorer,
        Tab::Stats,
        Tab::Rules,
    ];

    /// The tab's icon, drawn before its word.
    pub fn icon(self) -> &'static str {
        match self {
            Tab::Moves => "📜",
            Tab::Learn => "🎓",
            Tab::Daily => "📅",
            Tab::Explorer => "🔭",
            Tab::Stats => "📊",
            Tab::Rules => "📖",
        }
    }

    /// The key of its word.
    pub fn key(self) -> &'static str {
        match self {
            Tab::Moves => "tab.moves",
            Tab::Learn => "tab.learn",
            Tab::Daily => "tab.daily",
            Tab::Explorer => "tab.explorer",
            Tab::Stats => "tab.stats",
            Tab::Rules => "tab.rules",
        }
    }
}

#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Screens {
    pub dialog: Option<Dialog>,
    pub tab: Tab,
    /// A dialog just opened: its main button takes the keyboard's focus in the next frame drawn.
    pub focus_pending: bool,
}

impl Screens {
    pub fn open(&mut self, dialog: Dialog) {
        self.dialog = Some(dialog);
        self.focus_pending = true;
    }

    pub fn close(&mut self) {
        self.dialog = None;
        self.focus_pending = false;
    }

    /// Takes the pending focus: true once after a dialog opens.
    pub fn take_focus(&mut self) -> bool {
        std::mem::take(&mut self.focus_pending)
    }
}
