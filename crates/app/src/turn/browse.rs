//! Looking back: the board shows a position from the game's move list, or from a game under review, without
//! changing the game. Left and Right step through the sowings, Home and End jump to the ends; any other key, a
//! press on the board or "Back to the game" returns to the game (the keys are read in `input`). While the board
//! shows another position the game waits: see [`LookingAt`].

use bevy::prelude::*;

use super::game::{Game, Jumped, Looked, LookingAt, Redraw};
use crate::frame::AppSystems;
use mancala_engine::Position;

/// The sowings being stepped through: the game's own, or a reviewed game's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    /// The position before each sowing and the one after the last.
    pub positions: Vec<Position>,
    pub moves: Vec<u8>,
    /// The game in hand (whose last position is the game itself), or another game.
    pub of_game: bool,
    /// Which position is shown: after this many sowings.
    pub ply: usize,
}

impl Line {
    /// The game's sowings so far.
    pub fn of(game: &Game) -> Line {
        let played = game.moves_played();
        let mut positions: Vec<Position> = played.iter().map(|p| p.before).collect();
        positions.push(game.position);
        Line {
            positions,
            moves: played.iter().map(|p| p.pit).collect(),
            of_game: true,
            ply: played.len(),
        }
    }

    fn looked(&self) -> Looked {
        Looked {
            position: self.positions[self.ply],
            last_move: self
                .ply
                .checked_sub(1)
                .map(|before| (self.positions[before].to_move(), self.moves[before])),
        }
    }

    /// Whether the shown position is the game as it stands, so that there is nothing to look at apart from it.
    fn is_the_game(&self) -> bool {
        self.of_game && self.ply == self.moves.len()
    }
}

/// What the board looks at, when not at the game.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Browse {
    pub line: Option<Line>,
}

impl Browse {
    /// The sowing whose result is shown (1 for the position after the first), if any.
    pub fn shown_ply(&self) -> Option<usize> {
        self.line.as_ref().map(|line| line.ply)
    }
}

/// What the player asks of the move list.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub enum BrowseCommand {
    /// The game's position after this many sowings.
    GameAfter(usize),
    /// Another game's sowings (a review), at the position after this many.
    Other(Line),
    /// The position after this many sowings of the line shown now.
    To(usize),
    /// One sowing back (-1) or on (+1).
    Step(i32),
    /// Back to the game.
    Leave,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Browse>()
        .add_message::<BrowseCommand>()
        .add_systems(
            Update,
            follow_browse_commands
                .in_set(AppSystems::ApplyIntents)
                .after(super::game::play_intended_pit),
        );
}

/// Moves along the line and puts what is shown in [`LookingAt`]; a jump in the game (undo, a new game) or
/// reaching the game's own position ends the looking.
fn follow_browse_commands(
    mut commands: MessageReader<BrowseCommand>,
    mut jumped: MessageReader<Jumped>,
    mut browse: ResMut<Browse>,
    mut looking: ResMut<LookingAt>,
    mut redraw: MessageWriter<Redraw>,
    game: Res<Game>,
) {
    for command in commands.read() {
        match command {
            BrowseCommand::GameAfter(ply) => {
                let mut line = Line::of(&game);
                line.ply = (*ply).min(line.moves.len());
                browse.line = Some(line);
            }
            BrowseCommand::Other(line) => browse.line = Some(line.clone()),
            BrowseCommand::To(ply) => {
                if let Some(line) = &mut browse.line {
                    line.ply = (*ply).min(line.moves.len());
                }
            }
            BrowseCommand::Step(step) => {
                if let Some(line) = &mut browse.line {
                    line.ply = line
                        .ply
                        .saturating_add_signed(*step as isize)
                        .min(line.moves.len());
                }
            }
            BrowseCommand::Leave => browse.line = None,
        }
    }
    if jumped.read().count() > 0 {
        browse.line = None;
    }
    if browse.line.as_ref().is_some_and(Line::is_the_game) {
        browse.line = None;
    }
    // The board is laid out again for another position, or for the game when the looking ends.
    let wanted = LookingAt(browse.line.as_ref().map(Line::looked));
    if *looking != wanted {
        *looking = wanted;
        redraw.write(Redraw);
    }
}
