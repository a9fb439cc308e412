//! Starting the hosted server on a computer (`host.rs` says what it is): the same server as `mancala serve`, on a
//! thread of its own with its own Tokio runtime.

use std::net::{IpAddr, SocketAddr, UdpSocket};
use std::path::PathBuf;
use std::sync::mpsc;

use super::host::Hosted;
use mancala_server::{Clock, Config, Reach, ServerLimits, start};

/// A computer can host a game for its network.
pub const CAN_HOST: bool = true;

/// Stops a hosted server once sent (when its `Hosted` is dropped).
pub struct StopHosting(tokio::sync::oneshot::Sender<()>);

impl StopHosting {
    pub fn stop(self) {
        let _ = self.0.send(());
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

/// Starts the server on its own thread; the answer comes on the channel once it listens (or cannot).
pub fn start_hosting(folder: PathBuf) -> mpsc::Receiver<Result<Hosted, HostError>> {
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
                    stop: Some(StopHosting(stop)),
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
