//! Otto at the player's level: a game begun against any rung of his ladder is played at the rung nearest the
//! player's rating against him as it is when the game begins, so that "Play again" after a win meets a stronger
//! Otto and after a loss a gentler one. The rating is the stats' ([`crate::data::stats::AgainstOtto`]).

use bevy::prelude::*;

use super::game::{Game, obey_commands};
use super::setup::Opponent;
use crate::data::stats::Stats;
use crate::frame::AppSystems;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        pick_the_rung
            .in_set(AppSystems::ApplyIntents)
            .after(obey_commands),
    );
}

/// Before the game's first sowing, the rung nearest the player's rating.
fn pick_the_rung(mut game: ResMut<Game>, stats: Res<Stats>) {
    let Opponent::Computer(level) = game.setup.opponent else {
        return;
    };
    let fresh = game.moves_played().is_empty() && !game.is_finished() && game.puzzle.is_none();
    let wanted = Opponent::Computer(stats.against_otto.level());
    if level.is_rung() && fresh && game.setup.opponent != wanted {
        game.setup.opponent = wanted;
    }
}
