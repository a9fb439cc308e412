//! A friend on the same network: once the server hosted in the game listens, the game connects to it as the
//! player and makes a private game with the New game dialog's rules, whose code and line carry this computer's
//! address on the network (the friend cannot reach 127.0.0.1).

use bevy::prelude::*;

use super::host::HostStarted;
use super::online_dialog::OnlineDraft;
use super::session::OnlineCommand;
use super::state::Online;
use crate::frame::AppSystems;
use crate::screens::view::Draft;

pub fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        play_on_the_hosted_server.in_set(AppSystems::ReadInput),
    );
}

fn play_on_the_hosted_server(
    mut started: MessageReader<HostStarted>,
    mut online: ResMut<Online>,
    draft: Res<OnlineDraft>,
    setup: Option<Res<Draft>>,
    mut commands: MessageWriter<OnlineCommand>,
) {
    // Without the screens (a headless app), the standard game.
    let setup = setup.map(|draft| draft.0).unwrap_or_default();
    for HostStarted { here, for_friend } in started.read() {
        online.share_host = Some(for_friend.clone());
        commands.write(OnlineCommand::Connect {
            address: here.clone(),
            name: draft.name.trim().to_string(),
        });
        commands.write(OnlineCommand::Create {
            rules: setup.rules,
            pits: setup.pits,
            seeds: setup.seeds,
            control: draft.control,
            pie: setup.fair == crate::turn::setup::Fairness::Pie,
        });
    }
}
