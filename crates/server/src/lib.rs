//! The game server behind `mancala serve`: no Bevy in it. A versioned protocol of JSON messages over a
//! WebSocket (`protocol`, written down in `docs/protocol.md`) with typed ids (`ids`) and checked names
//! (`names`), one online game as pure data (`table`), ratings (`rating`, Glicko-2 a game family), Otto in a bounded pool of searches (`otto`), the shared state with one owner (`lobby`) and the
//! answers over it (`hub`), tournaments as pure data (`tournament`), the database through one code path for SQLite and PostgreSQL (`store`) with the
//! sowings of many games stored together (`journal`), the bounds on what clients can make it hold (`limits`),
//! the accept loop (`listener`), the routes and the WebSocket's defences (`socket`), TLS (`tls`) and what an
//! operator watches (`metrics`); `loadtest` and `faults` put a server under bots, at speed and under kills.
//! The window can start the same server in-process with [`start`].

pub mod challenges;
pub mod client;
pub mod clock;
pub mod faults;
pub mod glance;
pub mod hub;
pub mod journal;
pub mod known;
pub mod limits;
pub mod listener;
pub mod loadtest;
pub mod lobby;
pub mod metrics;
pub mod names;
pub mod otto;
pub mod outbox;
pub mod schedule;
pub mod site;
pub mod socket;
pub mod store;
pub mod table;
pub mod tls;
pub mod watch;

pub use mancala_protocol::{control, ids, protocol, rating, tournament};

use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;

pub use hub::{ACTIVE_MS, Clock, HISTORY_POINTS, Hub, LEADERBOARD_SIZE, Reach};
pub use limits::ServerLimits;
pub use store::Store;

/// Where a server listens and keeps its games, and whom it serves.
#[derive(Clone, Debug)]
pub struct Config {
    pub listen: SocketAddr,
    /// `sqlite://PATH` or `postgres://...`.
    pub database: String,
    pub limits: ServerLimits,
    /// A certificate chain and its private key (PEM files): then the server speaks TLS (`wss://`).
    pub tls: Option<(PathBuf, PathBuf)>,
    pub reach: Reach,
    /// Reverse proxies in front of the server (their own addresses): a connection from one of them is
    /// counted by the client address the proxy appended to `X-Forwarded-For`, and in all, but not by the
    /// proxy's own address. The header is read from nobody else.
    pub trusted_proxies: Vec<std::net::IpAddr>,
    /// The operator's recurring tournaments (`--schedule FILE`).
    pub schedule: hub::Schedule,
    /// The browser game's folder, served at `/` (`--site DIR`).
    pub site: Option<PathBuf>,
}

/// Why a server did not start or run.
#[derive(Debug, thiserror::Error)]
pub enum ServerError {
    #[error("cannot open the database: {0}")]
    Database(#[source] sqlx::Error),
    #[error("cannot read the games in the database: {0}")]
    Games(#[source] sqlx::Error),
    #[error("cannot listen on {address}: {error}")]
    Listen {
        address: SocketAddr,
        #[source]
        error: std::io::Error,
    },
    #[error(transparent)]
    Tls(#[from] tls::TlsError),
    #[error("no runtime for the server: {0}")]
    Runtime(#[source] std::io::Error),
    #[error(transparent)]
    Site(#[from] site::SiteError),
}

/// A running server: its address, its hub (for tests), and a way to stop it.
pub struct Running {
    pub address: SocketAddr,
    pub hub: Arc<Hub>,
    stop: tokio::sync::watch::Sender<bool>,
    gate: Arc<listener::Gate>,
    tasks: Vec<tokio::task::JoinHandle<()>>,
}

impl Running {
    /// Stops listening at once, asks every connection to close, and waits for them at most the limits'
    /// `stop_time`, whatever the clients do; the games stay in the database.
    pub async fn stop(self) {
        self.stop.send_replace(true);
        self.hub.close_all();
        for task in &self.tasks {
            task.abort();
        }
        for task in self.tasks {
            let _ = task.await;
        }
        self.gate.drained(self.hub.limits().stop_time).await;
    }

    /// Connections the server holds now, from their acceptance to their end.
    pub fn connections(&self) -> usize {
        self.gate.held()
    }
}

/// Opens the database, takes up the games left in it, and listens, in the current tokio runtime.
pub async fn start(config: Config, clock: Clock) -> Result<Running, ServerError> {
    let site = config.site.as_deref().map(site::routes).transpose()?;
    let store = Store::open(&config.database)
        .await
        .map_err(ServerError::Database)?;
    let metrics = Arc::new(metrics::Metrics::default());
    let hub = Arc::new(
        Hub::new(
            store,
            clock.clone(),
            config.limits,
            config.reach,
            metrics.clone(),
            config.schedule.clone(),
            site.is_some(),
        )
        .await
        .map_err(ServerError::Games)?,
    );
    let tcp = tokio::net::TcpListener::bind(config.listen)
        .await
        .map_err(|error| ServerError::Listen {
            address: config.listen,
            error,
        })?;
    let address = tcp.local_addr().map_err(|error| ServerError::Listen {
        address: config.listen,
        error,
    })?;
    let tls = match &config.tls {
        Some((cert, key)) => Some(tls::acceptor(cert, key)?),
        None => None,
    };
    let (stop, stopped) = tokio::sync::watch::channel(false);
    let gate = listener::Gate::new(config.limits);
    let door = listener::Door {
        router: match site {
            Some(site) => socket::router(hub.clone()).merge(site),
            None => socket::router(hub.clone()),
        },
        tls,
        gate: gate.clone(),
        limits: config.limits,
        reach: config.reach,
        trusted: config.trusted_proxies.clone().into(),
        metrics,
        stop: stopped,
    };
    let mut tasks = vec![tokio::spawn(listener::accept(tcp, door))];
    // Otto's moves are played as they are found, each in a task of its own, as a request is answered.
    if let Some(mut moves) = hub.take_otto_moves() {
        let hub = hub.clone();
        tasks.push(tokio::spawn(async move {
            while let Some(thought) = moves.recv().await {
                let hub = hub.clone();
                tokio::spawn(async move { hub.otto_played(thought).await });
            }
        }));
    }
    // Tournaments' games' ends are taken in as they come, those that came meanwhile together.
    if let Some(mut ends) = hub.take_tournament_ends() {
        let hub = hub.clone();
        tasks.push(tokio::spawn(async move {
            while let Some(end) = ends.recv().await {
                let mut batch = vec![end];
                while let Ok(more) = ends.try_recv() {
                    batch.push(more);
                }
                hub.tournament_games_ended(batch).await;
            }
        }));
    }
    // The wall clock's flags; a hand-set clock is checked by whoever sets it.
    if matches!(clock, Clock::Real { .. }) {
        let hub = hub.clone();
        tasks.push(tokio::spawn(async move {
            let mut tick = tokio::time::interval(hub::CLOCK_TICK);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                tick.tick().await;
                hub.check_clocks().await;
            }
        }));
    }
    Ok(Running {
        address,
        hub,
        stop,
        gate,
        tasks,
    })
}

/// `mancala serve`: runs until interrupted (Ctrl+C) or asked to stop (SIGTERM), then stops gracefully.
pub fn serve(config: Config) -> Result<String, ServerError> {
    log_to_stderr();
    let runtime = tokio::runtime::Runtime::new().map_err(ServerError::Runtime)?;
    runtime.block_on(async {
        let running = start(config.clone(), Clock::real()).await?;
        let scheme = if config.tls.is_some() { "wss" } else { "ws" };
        tracing::info!(
            url = %format!("{scheme}://{}/v1/ws", running.address),
            database = %redact(&config.database),
            "listening"
        );
        stopped().await;
        tracing::info!("stopping");
        running.stop().await;
        tracing::info!("stopped");
        Ok("stopped".to_string())
    })
}

/// The server's log on standard error (where a service manager's journal reads it): `RUST_LOG` chooses the
/// levels, `info` when it is not set.
fn log_to_stderr() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .try_init();
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

/// A database URL without its secrets, for the log: the password of its user info and any query
/// parameter that carries one (`password`, `sslpassword`, ...) replaced by `***`. A URL that does not
/// parse is not shown at all.
pub fn redact(database: &str) -> String {
    let Ok(mut url) = url::Url::parse(database) else {
        return "(a database URL that does not parse)".to_string();
    };
    if url.password().is_some() {
        let _ = url.set_password(Some("***"));
    }
    let query: Vec<(String, String)> = url
        .query_pairs()
        .map(|(name, value)| {
            let secret = name.to_ascii_lowercase().contains("pass");
            (
                name.into_owned(),
                if secret {
                    "***".to_string()
                } else {
                    value.into_owned()
                },
            )
        })
        .collect();
    if !query.is_empty() {
        url.query_pairs_mut().clear().extend_pairs(query);
    }
    url.to_string().replace("%2A%2A%2A", "***")
}
