//! How far forward each thing on the board is drawn (the z of its translation): a larger layer covers a smaller
//! one. The scene's parts are placed on these, never on bare numbers.

/// The wooden board.
pub const BOARD: f32 = 0.0;
/// Otto sits behind the board's top edge; his parts are stacked a little above this.
pub const MASCOT: f32 = 0.2;
/// The glow round the store of the side to move, under the hollow.
pub const TURN_GLOW: f32 = 0.5;
/// Pits and stores.
pub const HOLLOW: f32 = 1.0;
/// The ring round the last pit played.
pub const LAST_MOVE: f32 = 1.5;
/// The ring round Teach me's pit.
pub const SPOTLIGHT: f32 = 1.6;
/// A capture's flash and a store's glow: they light the hollow and the wood round it, under the stones.
pub const LIGHTS: f32 = 1.7;
/// Resting stones: each one in a cell lies [`STONE_STEP`] above the one before it.
pub const STONES: f32 = 2.0;
pub const STONE_STEP: f32 = 0.001;
/// Counts beside the pits and stores, the players' names, and the status line.
pub const LABELS: f32 = 3.0;
/// The hover preview's rings, above the stones.
pub const PREVIEW: f32 = 9.0;
/// A stone in flight, above every resting one.
pub const FLYING: f32 = 10.0;
/// Words on the board: the preview's "Extra turn!", the analysis' values.
pub const CAPTIONS: f32 = 12.0;
