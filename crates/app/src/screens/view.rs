//! What the screens' parts read (`View`) and what they hand back (`Choice`), shared by the screens and every
//! feature's part of them (a dialog, a tab, a callout), so that neither imports the other.

use bevy::prelude::*;
use bevy_egui::egui;
use chrono::NaiveDate;

use crate::daily::puzzles::{DailyRecords, Puzzles};
use crate::data::i18n::{Language, Texts};
use crate::data::stats::Stats;
use crate::explorer::explorer_tab::ExplorerView;
use crate::explorer::lookup::ExploreCommand;
use crate::learn::lessons::{LearnCommand, Learning, LessonProgress};
use crate::learn::tutor::{Tutor, TutorRequest};
use crate::online::elsewhere::Elsewhere;
use crate::online::host::{Host, HostCommand};
use crate::online::session::OnlineCommand;
use crate::online::state::Online;
use crate::review::look_back::{LookBack, LookBackView};
use crate::trainer::drill::TrainerCommand;
use crate::trainer::mistakes_tab::TrainerView;
use crate::turn::clock::ChessClock;
use crate::turn::game::{Game, GameCommand};

use super::navigation::Dialog;
use super::toasts::Toast;
use crate::turn::setup::Setup;

/// What the player chose on the screens this frame.
#[derive(Clone, Debug, PartialEq)]
pub enum Choice {
    Trainer(TrainerCommand),
    Explore(ExploreCommand),
    Game(GameCommand),
    Tutor(TutorRequest),
    Language(Language),
    DismissNotices,
    Learn(LearnCommand),
    LookBack(LookBack),
    Open(Dialog),
    CloseDialog,
    ToggleDrawer,
    /// This game's review, shown in the drawer's Moves tab.
    Review,
    Online(OnlineCommand),
    Host(HostCommand),
}

/// The setup being edited in the New game dialog; it becomes the game's when the player starts.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Draft(pub Setup);

/// Everything the screens show, read-only, so that the sections can be drawn from a test too.
pub struct View<'a> {
    pub texts: &'a Texts,
    pub game: &'a Game,
    pub tutor: &'a Tutor,
    pub puzzles: &'a Puzzles,
    pub daily: &'a DailyRecords,
    pub stats: &'a Stats,
    pub today: NaiveDate,
    /// Every notice of this session, oldest first, as the bell's list shows them.
    pub notices_seen: &'a [Toast],
    /// Teach me's colour, readable on the panel.
    pub hint_colour: egui::Color32,
    pub learning: &'a Learning,
    pub progress: &'a LessonProgress,
    pub look_back: LookBackView<'a>,
    pub clocks: &'a ChessClock,
    pub online: &'a Online,
    /// The player's games on the other servers the window knows.
    pub elsewhere: &'a Elsewhere,
    pub host: &'a Host,
    /// The window's seconds (real time), which an online clock counts down in.
    pub now: f64,
    /// The player's mistakes as puzzles.
    pub trainer: TrainerView<'a>,
    /// The opening explorer of the position on the board.
    pub explorer: ExplorerView<'a>,
    /// How Congklak's and Sungka's boards are drawn, which their rules' words follow.
    pub drawing: crate::board::scene::RelayDrawing,
}

/// A text with one value in it: `{path}`, `{why}` or the like, whichever the key has.
pub fn view_texts_fill(texts: &Texts, key: &str, value: &dyn std::fmt::Display) -> String {
    texts.fill(key, &[("path", value), ("why", value)])
}
