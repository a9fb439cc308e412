//! Otto studies Oware's endgames. The matches that measure his Hard give him the 22-seed table; the first time a
//! game of Oware is on the board, the window builds it in the background (`study_build.rs`, on a computer: a
//! browser's page has no cache folder to keep it in), Otto playing with each larger table as it comes. A strip over
//! the board's upper left corner says how far he has come (`screens::study_strip`); this is the progress it reads.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use bevy::prelude::*;

use mancala_engine::endgame::Studied;

/// Where a study's progress is kept for the strip (`screens::study_strip`); the gallery sets one up to look at.
pub fn plugin(app: &mut App) {
    app.init_resource::<Study>();
}

/// Otto's study of Oware's endgames, once begun in this run.
#[derive(Resource, Default)]
pub struct Study(pub Option<Arc<StudyProgress>>);

/// How far a study has come, written by its thread and read by the strip.
pub struct StudyProgress {
    pub kept: AtomicU32,
    pub target: u32,
    /// Thousandths of the work done.
    done: AtomicU32,
    over: AtomicBool,
}

impl StudyProgress {
    pub fn new(studied: Studied) -> StudyProgress {
        let progress = StudyProgress {
            kept: AtomicU32::new(0),
            target: studied.target,
            done: AtomicU32::new(0),
            over: AtomicBool::new(false),
        };
        progress.tell(studied);
        progress
    }

    pub fn tell(&self, studied: Studied) {
        self.kept.store(studied.kept, Ordering::Relaxed);
        let thousandths = (studied.done.clamp(0.0, 1.0) * 1000.0) as u32;
        self.done.store(thousandths, Ordering::Relaxed);
    }

    pub fn finish(&self) {
        self.over.store(true, Ordering::Relaxed);
    }

    pub fn is_over(&self) -> bool {
        self.over.load(Ordering::Relaxed)
    }

    pub fn done(&self) -> f32 {
        self.done.load(Ordering::Relaxed) as f32 / 1000.0
    }
}
