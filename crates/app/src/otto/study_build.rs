//! The study itself (`study.rs` says what it is): built with `cache::study_oware`, layer by layer from the largest
//! table kept, each kept in the cache folder as it is done, within bounded memory, on both cores, in the window a
//! person plays in (not the gallery's or a screenshot's, whose runs are short and whose cache is not a player's).

use std::sync::Arc;

use bevy::prelude::*;

use super::study::{Study, StudyProgress};
use crate::frame::AppSystems;
use crate::turn::game::Game;
use mancala_engine::endgame::{OwareBuild, Studied};
use mancala_native::cache::OWARE_STUDY_SEEDS;

pub fn begin_plugin(app: &mut App) {
    app.add_systems(Update, begin_the_study.in_set(AppSystems::React));
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
