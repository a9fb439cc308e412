//! Everything a new game is started from: who sits across the board, who sows first, the rules and the board.

use mancala_engine::{KALAH, Level, Position, Rules, TimeControl};

/// Who sits across the board from South. A person always plays South, at the bottom of the screen, except in
/// a two-player game where both sides are people.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Opponent {
    /// A second person on the same screen.
    Friend,
    /// The mascot at one of its levels.
    Computer(Level),
    /// Someone at another computer, through a server, which plays both sides' sowings: the player sits at
    /// the bottom, the opponent at the top.
    Online,
}

/// Who sows first.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum First {
    #[default]
    South,
    North,
    /// Decided by a coin when the game starts.
    Random,
    /// Congklak's traditional start: both players choose a hole and sow at once, every round.
    Together,
}

/// A way to take away the first player's edge (Kalah's first player wins by 8 under perfect play).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum Fairness {
    /// The usual start, the first player's edge and all.
    #[default]
    Usual,
    /// The pie rule: after the first player's first turn, the second may take that side.
    Pie,
    /// One of the engine's balanced starts (`engine::fair::BALANCED`), proved worth 0 or +1 to the first player.
    Balanced,
}

/// Oware's board: 6 pits a side, 4 seeds in each.
pub const OWARE_PITS: u8 = 6;
pub const OWARE_SEEDS: u8 = 4;

/// Everything a new game is started from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Setup {
    pub opponent: Opponent,
    pub first: First,
    pub pits: u8,
    pub seeds: u8,
    /// A clock, in a game between two people.
    #[serde(default)]
    pub clock: Option<TimeControl>,
    /// The game (Kalah or Oware) and Kalah's house rules, if any are on.
    #[serde(default)]
    pub rules: Rules,
    /// Kalah: the pie rule or a balanced start.
    #[serde(default)]
    pub fair: Fairness,
}

impl Default for Setup {
    fn default() -> Self {
        Setup {
            opponent: Opponent::Computer(Level::Medium),
            first: First::South,
            pits: 6,
            seeds: 4,
            clock: None,
            rules: KALAH,
            fair: crate::turn::setup::Fairness::Usual,
        }
    }
}

impl Setup {
    /// Otto's ladder was measured in Kalah: in another game "your level" becomes the one of his levels nearest
    /// its rung.
    pub fn keep_the_ladder_to_kalah(&mut self) {
        if let Opponent::Computer(level) = self.opponent
            && level.is_rung()
            && self.rules.family != mancala_engine::Family::Kalah
        {
            self.opponent = Opponent::Computer(level.nearest_of_three());
        }
    }

    /// An analysis board at `position`: the player moves both sides (a two people's game), with no clock.
    pub fn analysis_board(position: &Position) -> Setup {
        Setup {
            opponent: Opponent::Friend,
            first: First::South,
            pits: position.pits(),
            clock: None,
            rules: position.rules(),
            ..Setup::default()
        }
    }
}
