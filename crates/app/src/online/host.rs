//! "Host on this computer": the same server as `mancala serve`, started inside the game for a friend on the
//! same network, with its database in the data folder. It listens on a free port of the one interface this
//! computer reaches its network by (not every interface: a VPN's or a second network's are left out), lets in
//! only addresses of a local network, and plays only private games joined by a code (no queue, no ranked
//! play): on public Wi-Fi a stranger can reach the port but not a game. It runs on a thread of its own with its
//! own Tokio runtime, so the window never waits for it; the game then connects to it like any other server
//! and the dialog shows the address to give.

use std::net::{IpAddr, SocketAddr, UdpSocket};
use std::path::PathBuf;
use std::sync::mpsc;

use bevy::prelude::*;

use crate::data::storage::Folders;
use crate::frame::AppSystems;
use mancala_server::{Clock, Config, Reach, ServerLimits, start};

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
    stop: Option<tokio::sync::oneshot::Sender<()>>,
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
            let _ = stop.send(());
        }
    }
}

/// Why the window's server for the local network did not start; shown in the Online dialog, which offers to
/// try again.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    #[error("no thread for the server: {0}")]
    Thread(std::io::Error),
    #[error("no runtime for the server: {0}")]
    Runtime(std::io::Error),
    #[error("cannot make {}: {source}", folder.display())]
    Folder {
        folder: PathBuf,
        source: std::io::Error,
    },
    #[error(transparent)]
    Server(mancala_server::ServerError),
    #[error("the server stopped as it started")]
    StoppedAtStart,
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

/// Starts the server on its own thread; the answer comes on the channel once it listens (or cannot).
fn start_hosting(folder: PathBuf) -> mpsc::Receiver<Result<Hosted, HostError>> {
    let (answer, answered) = mpsc::channel();
    let thread = std::thread::Builder::new()
        .name("mancala-host".to_string())
        .spawn(move || {
            let runtime = match tokio::runtime::Builder::new_multi_thread()
                .worker_threads(1)
                .enable_all()
                .build()
            {
                Ok(runtime) => runtime,
                Err(e) => {
                    let _ = answer.send(Err(HostError::Runtime(e)));
                    return;
                }
            };
            runtime.block_on(async move {
                if let Err(e) = std::fs::create_dir_all(&folder) {
                    let _ = answer.send(Err(HostError::Folder {
                        folder: folder.clone(),
                        source: e,
                    }));
                    return;
                }
                let database = format!("sqlite://{}?mode=rwc", folder.join("server.db").display());
                let lan = address_on_the_network().unwrap_or(IpAddr::from([127, 0, 0, 1]));
                let config = Config {
                    listen: SocketAddr::new(lan, 0),
                    database,
                    limits: ServerLimits {
                        connections_per_address: 8,
                        connections: 64,
                        ..ServerLimits::default()
                    },
                    tls: None,
                    reach: Reach::LocalNetwork,
                    trusted_proxies: Vec::new(),
                    schedule: Vec::new(),
                    site: None,
                };
                let running = match start(config, Clock::real()).await {
                    Ok(running) => running,
                    Err(why) => {
                        let _ = answer.send(Err(HostError::Server(why)));
                        return;
                    }
                };
                let (stop, stopped) = tokio::sync::oneshot::channel();
                let hosted = Hosted {
                    listen: running.address,
                    stop: Some(stop),
                };
                if answer.send(Ok(hosted)).is_err() {
                    running.stop().await;
                    return;
                }
                // Until the game stops hosting (or quits): the `Hosted` dropped sends the stop.
                let _ = stopped.await;
                running.stop().await;
            });
        });
    if let Err(e) = thread {
        let (answer, failed) = mpsc::channel();
        let _ = answer.send(Err(HostError::Thread(e)));
        return failed;
    }
    answered
}

/// The address this computer is reached at on its network: the one it would send from to the outside.
/// (Connecting a UDP socket sends nothing; it only picks the interface.)
fn address_on_the_network() -> Option<IpAddr> {
    let socket = UdpSocket::bind("0.0.0.0:0").ok()?;
    socket.connect("192.0.2.1:9").ok()?;
    let ip = socket.local_addr().ok()?.ip();
    (!ip.is_unspecified()).then_some(ip)
}
