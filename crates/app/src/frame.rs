//! The order of a frame's work, as one set per stage, chained once by this file's plugin; each plugin puts its
//! systems in the stage they belong to, so the frame reads top to bottom in that one place.

use bevy::prelude::*;

/// The stages of an `Update`, in the order they run.
#[derive(SystemSet, Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AppSystems {
    /// Devices and the computer's finished search become intents: keys, a skip, a chosen pit. (Pointer
    /// presses on pits arrive earlier, through picking's observers in `PreUpdate`.)
    ReadInput,
    /// The game obeys its intents: commands, then at most one move; the phase follows the result.
    ApplyIntents,
    /// The board and its stones follow the engine: a new board for a new size, stones laid out afresh after a
    /// jump, or moved along the trace of a sowing and sent flying.
    LayOut,
    /// The stones in flight move on; the game learns whether a sowing is still on screen.
    Animate,
    /// Work that follows the new position: the computer's search, Teach me and the analysis, the daily puzzles,
    /// the stats.
    React,
    /// What the scene shows: counts, cues, Otto, sounds, the status line.
    Show,
    /// Files written after everything that changes them.
    Save,
}

/// Chains the stages: the one place that says in which order a frame's work runs.
pub fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            AppSystems::ReadInput,
            AppSystems::ApplyIntents,
            AppSystems::LayOut,
            AppSystems::Animate,
            AppSystems::React,
            AppSystems::Show,
            AppSystems::Save,
        )
            .chain(),
    );
}
