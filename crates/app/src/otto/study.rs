//! Otto studies Oware's endgames. The matches that measure his Hard give him the 22-seed table; the first time a
//! game of Oware is on the board, the window builds it in the background (`cache::study_oware`: layer by layer
//! from the largest table kept, each kept as it is done, within bounded memory, on both cores), Otto playing with
//! each larger table as it comes. A strip over the board's upper left corner says how far he has come
//! (`screens::study_strip`).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use bevy::prelude::*;

use crate::frame::AppSystems;
use crate::turn::game::Game;
use mancala_engine::endgame::OwareBuild;
use mancala_native::cache::{OWARE_STUDY_SEEDS, Studied};

/// Where a study's progress is kept for the strip (`screens::study_strip`); the gallery sets one up to look at.
pub fn plugin(app: &mut App) {
    app.init_resource::<Study>();
}

/// The study itself, in the window a person plays in (not the gallery's or a screenshot's, whose runs are short
/// and whose cache is not a player's).
pub fn begin_plugin(app: &mut App) {
    app.add_systems(Update, begin_the_study.in_set(AppSystems::React));
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

    fn finish(&self) {
        self.over.store(true, Ordering::Relaxed);
    }

    pub fn is_over(&self) -> bool {
        self.over.load(Ordering::Relaxed)
    }

    pub fn done(&self) -> f32 {
        self.done.load(Ordering::Relaxed) as f32 / 1000.0
    }
}

/// Begins the study the first time a game of Oware is on the board, on a thread of its own (it takes minutes,
/// more than the task pool's work is meant to).
fn begin_the_study(game: Res<Game>, mut study: ResMut<Study>) {
    if study.0.is_some() || !game.position.rules().is_oware() {
        return;
    }
    let pits = game.position.pits();
    let progress = Arc::new(StudyProgress::new(Studied {
        kept: 0,
        target: OWARE_STUDY_SEEDS,
        done: 0.0,
    }));
    study.0 = Some(Arc::clone(&progress));
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(2);
    let spawned = std::thread::Builder::new()
        .name("otto studies".into())
        .spawn(move || {
            study_in_the_background();
            let build = OwareBuild::for_players(threads);
            mancala_native::cache::study_oware(pits, OWARE_STUDY_SEEDS, build, &mut |studied| {
                progress.tell(studied)
            });
            progress.finish();
        });
    if let Err(why) = spawned {
        warn!("Otto's study of Oware's endgames could not begin: {why}");
    }
}

/// Lowers this thread's priority, and so that of the build's threads it starts (on Linux a thread's nice value is
/// its own and passes to the threads it creates): the window and Otto's own searches go first.
#[cfg(target_os = "linux")]
fn study_in_the_background() {
    // SAFETY: setpriority only changes the scheduling priority of the calling thread (`who` 0); a failure leaves
    // it as it was, which is harmless.
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, 10);
    }
}

#[cfg(not(target_os = "linux"))]
fn study_in_the_background() {}
