//! The game server behind `mancala serve`: no Bevy in it. A versioned protocol of JSON messages over a
//! WebSocket (`protocol`, written down in `docs/protocol.md`), identity by token (`identity`), one online game
//! as pure data (`table`), the server's state and answers (`hub`), the database through one code path for
//! SQLite and PostgreSQL (`store`) with the sowings of many games stored together (`journal`), and the socket with its defences (`socket`). The window can start the same
//! server in-process with [`start`].

pub mod client;
pub mod hub;
pub mod identity;
pub mod journal;
pub mod loadtest;
pub mod protocol;
pub mod socket;
pub mod store;
pub mod table;
pub mod tls;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

pub use hub::{Clock, Hub};
pub use socket::Limits;
pub use store::Store;

/// Where a server listens and keeps its games.
#[derive(Clone, Debug)]
pub struct Config {
    pub listen: SocketAddr,
    /// `sqlite://PATH` or `postgres://...`.
    pub database: String,
    pub limits: Limits,
    /// A certificate chain and its private key (PEM files): then the server speaks TLS (`wss://`).
    pub tls: Option<(PathBuf, PathBuf)>,
}

/// A running server: its address, its hub (for tests), and a way to stop it.
pub struct Running {
    pub address: SocketAddr,
    pub hub: Arc<Hub>,
    stop: tokio::sync::oneshot::Sender<()>,
    task: tokio::task::JoinHandle<()>,
}

impl Running {
    /// Stops listening, closes every connection and waits for the server to end; the games stay in the
    /// database.
    pub async fn stop(self) {
        let _ = self.stop.send(());
        let _ = self.task.await;
        self.hub.close_all();
    }
}

/// Opens the database, takes up the games left in it, and listens, in the current tokio runtime.
pub async fn start(config: Config, clock: Clock) -> Result<Running, String> {
    let store = Store::open(&config.database)
        .await
        .map_err(|e| format!("cannot open the database: {e}"))?;
    let hub = Arc::new(
        Hub::new(store, clock.clone())
            .await
            .map_err(|e| format!("cannot read the games in the database: {e}"))?,
    );
    let listener = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|e| format!("cannot listen on {}: {e}", config.listen))?;
    let address = listener.local_addr().map_err(|e| e.to_string())?;
    let tls = match &config.tls {
        Some((cert, key)) => Some(tls::acceptor(cert, key)?),
        None => None,
    };
    let app = socket::router(hub.clone(), config.limits);
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    // The wall clock's flags; a hand-set clock is checked by whoever sets it.
    let ticker = matches!(clock, Clock::Real { .. }).then(|| {
        let hub = hub.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(hub::CLOCK_TICK);
            loop {
                tick.tick().await;
                hub.check_clocks().await;
            }
        })
    });
    let until_stopped = async {
        let _ = stopped.await;
    };
    let task = tokio::spawn(async move {
        let served = match tls {
            Some(acceptor) => {
                let listener = tls::TlsListener::new(listener, acceptor).map_err(|e| e.to_string());
                match listener {
                    Ok(listener) => axum::serve(
                        listener,
                        app.into_make_service_with_connect_info::<tls::Peer>(),
                    )
                    .with_graceful_shutdown(until_stopped)
                    .await
                    .map_err(|e| e.to_string()),
                    Err(e) => Err(e),
                }
            }
            None => axum::serve(
                listener,
                app.into_make_service_with_connect_info::<tls::Peer>(),
            )
            .with_graceful_shutdown(until_stopped)
            .await
            .map_err(|e| e.to_string()),
        };
        if let Err(e) = served {
            eprintln!("mancala serve: {e}");
        }
        if let Some(ticker) = ticker {
            ticker.abort();
        }
    });
    Ok(Running {
        address,
        hub,
        stop,
        task,
    })
}

/// `mancala serve`: runs until interrupted (Ctrl+C) or asked to stop (SIGTERM), then stops gracefully.
pub fn serve(config: Config) -> Result<String, String> {
    let runtime = tokio::runtime::Runtime::new().map_err(|e| e.to_string())?;
    runtime.block_on(async {
        let running = start(config.clone(), Clock::real()).await?;
        let scheme = if config.tls.is_some() { "wss" } else { "ws" };
        eprintln!(
            "mancala serve: listening on {scheme}://{}/v1/ws, games kept in {}",
            running.address,
            redact(&config.database)
        );
        stopped().await;
        eprintln!("mancala serve: stopping");
        running.stop().await;
        Ok("stopped".to_string())
    })
}

/// Ctrl+C, or on Unix a SIGTERM (what a service manager sends).
async fn stopped() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        if let Ok(mut term) = signal(SignalKind::terminate()) {
            tokio::select! {
                _ = tokio::signal::ctrl_c() => {}
                _ = term.recv() => {}
            }
            return;
        }
    }
    let _ = tokio::signal::ctrl_c().await;
}

/// A database URL without its password, for the log.
pub fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let credentials = &url[scheme + 3..at];
            let user = credentials.split(':').next().unwrap_or_default();
            format!("{}{user}:***{}", &url[..scheme + 3], &url[at..])
        }
        _ => url.to_string(),
    }
}
