//! "Host on this computer": the same server as `mancala serve`, started inside the game for a friend on the
//! same network, with its database in the data folder. It listens on a free port of the one interface this
//! computer reaches its network by (not every interface: a VPN's or a second network's are left out), lets in
//! only addresses of a local network, and plays only private games joined by a code (no queue, no ranked
//! play): on public Wi-Fi a stranger can reach the port but not a game. It runs on a thread of its own with its
//! own Tokio runtime (`hosting_native.rs`), so the window never waits for it; the game then connects to it like
//! any other server and the dialog shows the address to give. A page in a browser cannot listen for another
//! computer (`hosting_browser.rs` says so).

use std::net::SocketAddr;
use std::sync::mpsc;

use bevy::prelude::*;

pub use super::hosting::HostError;
use super::hosting::{StopHosting, start_hosting};
use crate::data::storage::Folders;
use crate::frame::AppSystems;

/// What the player asks of the hosted server.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum HostCommand {
    Start,
    Stop,
}

/// A server running inside the game.
pub struct Hosted {
    /// Where it listens: this computer's address on its network (or its own, 127.0.0.1, when it has
    /// none) and a free port.
    pub listen: SocketAddr,
    pub stop: Option<StopHosting>,
}

impl Hosted {
    /// `HOST:PORT` for a friend, and for this game's own connection: the one address it listens on.
    pub fn address(&self) -> String {
        self.listen.to_string()
    }
}

impl Drop for Hosted {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            stop.stop();
        }
    }
}

/// The hosted server, if one runs or is starting.
#[derive(Resource, Default)]
pub enum Host {
    #[default]
    Off,
    Starting(std::sync::Mutex<mpsc::Receiver<Result<Hosted, HostError>>>),
    On(Hosted),
    Failed(HostError),
}

/// A hosted server just began listening: the game connects to it (as the player, by the name given).
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct HostStarted {
    pub here: String,
    pub for_friend: String,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Host>()
        .add_message::<HostCommand>()
        .add_message::<HostStarted>()
        .add_systems(
            Update,
            (obey_host_commands, see_host_start)
                .chain()
                .in_set(AppSystems::ReadInput),
        );
}

fn obey_host_commands(
    mut commands: MessageReader<HostCommand>,
    mut host: ResMut<Host>,
    folders: Option<Res<Folders>>,
) {
    for command in commands.read() {
        match command {
            HostCommand::Start if !matches!(*host, Host::On(_) | Host::Starting(_)) => {
                let folder = folders
                    .as_ref()
                    .map_or_else(std::env::temp_dir, |folders| folders.data.clone());
                *host = Host::Starting(std::sync::Mutex::new(start_hosting(folder)));
            }
            HostCommand::Start => {}
            HostCommand::Stop => *host = Host::Off,
        }
    }
}

fn see_host_start(mut host: ResMut<Host>, mut started: MessageWriter<HostStarted>) {
    let Host::Starting(answer) = &*host else {
        return;
    };
    let answer = match answer.lock() {
        Ok(answer) => answer.try_recv(),
        Err(_) => Err(mpsc::TryRecvError::Disconnected),
    };
    match answer {
        Ok(Ok(hosted)) => {
            started.write(HostStarted {
                here: hosted.address(),
                for_friend: hosted.address(),
            });
            *host = Host::On(hosted);
        }
        Ok(Err(why)) => *host = Host::Failed(why),
        Err(mpsc::TryRecvError::Empty) => {}
        Err(mpsc::TryRecvError::Disconnected) => *host = Host::Failed(HostError::StoppedAtStart),
    }
}
