//! What the panel's sections read (`View`) and what they hand back (`Choice`), shared by the panel and
//! every feature's section, so that neither imports the other.

use bevy::prelude::*;
use bevy_egui::egui;
use chrono::NaiveDate;

use crate::app::daily::puzzles::{DailyRecords, Puzzles};
use crate::app::data::i18n::{Language, Texts};
use crate::app::data::stats::Stats;
use crate::app::data::storage::Notice;
use crate::app::learn::lessons::{LearnCommand, Learning, LessonProgress};
use crate::app::learn::tutor::{Tutor, TutorRequest};
use crate::app::review::look_back::{LookBack, LookBackView};
use crate::app::turn::game::{Game, GameCommand};
use crate::app::turn::setup::Setup;

/// What the player chose in the panel this frame.
#[derive(Clone, Debug, PartialEq)]
pub enum Choice {
    Game(GameCommand),
    Tutor(TutorRequest),
    Language(Language),
    DismissNotices,
    Learn(LearnCommand),
    LookBack(LookBack),
}

/// The setup being edited in the panel; it becomes the game's when the player starts.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct Draft(pub Setup);

/// Everything the panel shows, read-only, so that the sections can be drawn from a test too.
pub struct View<'a> {
    pub texts: &'a Texts,
    pub game: &'a Game,
    pub tutor: &'a Tutor,
    pub puzzles: &'a Puzzles,
    pub daily: &'a DailyRecords,
    pub stats: &'a Stats,
    pub today: NaiveDate,
    pub notices: &'a [Notice],
    /// Teach me's colour, readable on the panel.
    pub hint_colour: egui::Color32,
    pub learning: &'a Learning,
    pub progress: &'a LessonProgress,
    pub look_back: LookBackView<'a>,
}

/// A text with one value in it: `{path}`, `{why}` or the like, whichever the key has.
pub fn view_texts_fill(texts: &Texts, key: &str, value: &dyn std::fmt::Display) -> String {
    texts.fill(key, &[("path", value), ("why", value)])
}
