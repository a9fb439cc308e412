//! `mancala loadtest`: bots that pair up in private games and play random legal sowings as fast as the server
//! answers (or after a time to think), for a while; then games finished per second, the round trip of a
//! sowing (sent to stored and told) at the 50th and 99th percentile, and, when the server runs in this
//! process, the process's peak memory. The pairs come all at once, or a given number a second, as players
//! arrive at a real server: ten thousand strangers do not all make their players in the same second. Beside
//! them, bots against Otto, and watchers of the first pair's games, each sowing timed from the moment its
//! mover sent it (the pair and the watchers share this process and its clock) to the moment it reached them.

mod arena;

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use rand::RngExt;
use tokio_tungstenite::tungstenite::Message;

use crate::ids::GameId;
use crate::protocol::{Code, Control, Reply, Request};
use crate::{Clock, Config, Reach, ServerError, ServerLimits, start};
use mancala_engine::{Level, Position};

/// Why the load test could not run.
#[derive(Debug, thiserror::Error)]
pub enum LoadtestError {
    #[error(transparent)]
    Server(#[from] ServerError),
    #[error("no runtime: {0}")]
    Runtime(#[source] std::io::Error),
    #[error("cannot make a folder for the database: {0}")]
    Folder(#[source] std::io::Error),
    #[error("the arena's bots could not begin: {0}")]
    Arena(String),
}

/// Why one pair of bots stopped.
#[derive(Debug, thiserror::Error)]
enum BotError {
    #[error("the line failed: {0}")]
    Line(#[from] tokio_tungstenite::tungstenite::Error),
    #[error("no reply in 30 s")]
    Silent,
    #[error("the server closed the connection")]
    Closed,
    #[error("a reply that is not of the protocol: {0}")]
    Reply(#[from] serde_json::Error),
    #[error("refused: {0:?}: {1}")]
    Refused(Code, String),
    #[error("not the reply expected: {0}")]
    Unexpected(String),
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// One pair's count, merged into the run's at its end (so that thousands of pairs share no lock while they
/// play).
#[derive(Default)]
struct Tally {
    games: u64,
    round_trips_us: Vec<u64>,
    /// Arena: from the moment both players of a game were free to the game reaching the player.
    paired_us: Vec<u64>,
    errors: u64,
}

/// What to run.
#[derive(Clone, Debug)]
pub struct Load {
    /// Bots, in pairs.
    pub clients: usize,
    /// A `ws://HOST:PORT` address; a server in this process over a fresh SQLite file when none.
    pub server: Option<String>,
    /// From the start until the bots stop beginning games.
    pub seconds: u64,
    /// Each bot waits this long before each sowing, as a quick player would.
    pub think: Duration,
    /// Pairs that arrive each second (0: all at once).
    pub pairs_per_second: u32,
    /// Bots beside the pairs, each playing game after game against Otto, thinking as long as the pairs (the
    /// time Otto takes to answer is counted apart).
    pub against_otto: usize,
    /// The level they ask Otto for (the one nearest their rating when none).
    pub otto_level: Option<Level>,
    /// Bots that watch the first pair's games (the time from each sowing to each watcher counted apart).
    pub watchers: usize,
    /// Bots in one arena beside the pairs (the time from a game's end to the next game counted apart).
    pub arena: usize,
}

/// Runs `load`; the report.
pub fn run(load: Load) -> Result<String, LoadtestError> {
    let runtime = tokio::runtime::Runtime::new().map_err(LoadtestError::Runtime)?;
    let Load {
        clients,
        server,
        seconds,
        think,
        pairs_per_second,
        against_otto,
        otto_level,
        watchers,
        arena,
    } = load;
    runtime.block_on(async move {
        let (url, local) = match server {
            Some(url) => (url, None),
            None => {
                let folder = std::env::temp_dir().join(format!("mancala-loadtest-{}", std::process::id()));
                std::fs::create_dir_all(&folder).map_err(LoadtestError::Folder)?;
                let database = format!("sqlite://{}?mode=rwc", folder.join("server.db").display());
                // The bots all come from this address and play as fast as they can: no limits for them.
                let running = start(
                    Config {
                        listen: "127.0.0.1:0".parse().expect("an address"),
                        database,
                        limits: ServerLimits::unbounded(),
                        tls: None,
                        reach: Reach::Public,
                        trusted_proxies: Vec::new(),
                        schedule: Vec::new(),
                        site: None,
                    },
                    Clock::real(),
                )
                .await?;
                (format!("ws://{}", running.address), Some((running, folder)))
            }
        };
        let began = Instant::now();
        let until = began + Duration::from_secs(seconds);
        // Names are unique on a server: each run's bots have names of their own.
        let run: u32 = rand::random();
        let feed = Feed::default();
        let watching = (0..watchers)
            .map(|bot| {
                let (url, feed) = (url.clone(), feed.clone());
                tokio::spawn(async move {
                    let mut tally = Tally::default();
                    let name = format!("Watcher {bot} {run:08x}");
                    if let Err(why) = watch(&url, &name, until, &feed, &mut tally).await {
                        tally.errors += 1;
                        eprintln!("loadtest: watcher {bot}: {why}");
                    }
                    tally
                })
            })
            .collect::<Vec<_>>();
        let mut pairs = Vec::new();
        for pair in 0..clients / 2 {
            let url = url.clone();
            // The first pair's sowings are fed to the watchers.
            let feed = (pair == 0 && watchers > 0).then(|| feed.clone());
            let arrives = match pairs_per_second {
                0 => began,
                rate => began + Duration::from_secs_f64(pair as f64 / f64::from(rate)),
            };
            pairs.push(tokio::spawn(async move {
                tokio::time::sleep_until(arrives.into()).await;
                let mut tally = Tally::default();
                let name = format!("{pair} {run:08x}");
                if let Err(why) = play_pair(&url, &name, until, think, feed.as_ref(), &mut tally).await {
                    tally.errors += 1;
                    eprintln!("loadtest: pair {pair}: {why}");
                }
                tally
            }));
        }
        let arena_bots = match arena {
            0 => Vec::new(),
            bots => arena::arena_bots(&url, bots, run, until, think)
                .await
                .map_err(|why| LoadtestError::Arena(why.to_string()))?,
        };
        let mut ottos = Vec::new();
        for bot in 0..against_otto {
            let url = url.clone();
            ottos.push(tokio::spawn(async move {
                let mut tally = Tally::default();
                let name = format!("Otto bot {bot} {run:08x}");
                if let Err(why) = play_otto(&url, &name, until, think, otto_level, &mut tally).await {
                    tally.errors += 1;
                    eprintln!("loadtest: Otto's bot {bot}: {why}");
                }
                tally
            }));
        }
        let otto = gathered(ottos).await;
        let watched = gathered(watching).await;
        let arena_tally = gathered(arena_bots).await;
        let tally = gathered(pairs).await;
        let trips = &tally.round_trips_us;
        let at = |share: f64| percentile(trips, share);
        let memory = match (&local, peak_memory_mb()) {
            (Some(_), Some(mb)) => format!("{mb:.0} MB (this process: the server and the bots)"),
            _ => "not measured here (the server is another process)".to_string(),
        };
        if let Some((running, folder)) = local {
            running.stop().await;
            let _ = std::fs::remove_dir_all(folder);
        }
        let otto_trips = &otto.round_trips_us;
        let against_otto = match against_otto {
            0 => String::new(),
            bots => format!(
                "; beside them {bots} bots against Otto: {} games finished, {} of Otto's sowings (its answer \
                 p50 {:.1} ms, p99 {:.1} ms), {} failed",
                otto.games,
                otto_trips.len(),
                percentile(otto_trips, 0.5),
                percentile(otto_trips, 0.99),
                otto.errors
            ),
        };
        let watched_trips = &watched.round_trips_us;
        let watchers = match watchers {
            0 => String::new(),
            bots => format!(
                "; {bots} watchers of the first pair's games: {} games watched, {} sowings reached a watcher \
                 (from the sowing sent: p50 {:.1} ms, p99 {:.1} ms), {} failed",
                watched.games,
                watched_trips.len(),
                percentile(watched_trips, 0.5),
                percentile(watched_trips, 0.99),
                watched.errors
            ),
        };
        let arena_waits = &arena_tally.round_trips_us;
        let arena = match arena {
            0 => String::new(),
            bots => format!(
                "; an arena of {bots} bots: {} games finished, from a game's end to the next game p50 {:.1} ms, \
                 p99 {:.1} ms, max {:.1} ms ({} waits); from both players free to the game p50 {:.1} ms, \
                 p99 {:.1} ms, max {:.1} ms; {} failed",
                arena_tally.games / 2,
                percentile(arena_waits, 0.5),
                percentile(arena_waits, 0.99),
                percentile(arena_waits, 1.0),
                arena_waits.len(),
                percentile(&arena_tally.paired_us, 0.5),
                percentile(&arena_tally.paired_us, 0.99),
                percentile(&arena_tally.paired_us, 1.0),
                arena_tally.errors
            ),
        };
        let arrival = match pairs_per_second {
            0 => "all at once".to_string(),
            rate => format!("{rate} a second"),
        };
        Ok(format!(
            "{clients} clients ({} games at once, arriving {arrival}, {} ms to think) for {seconds} s: {} games finished, {:.1} games/s, {} sowings, \
             round trip p50 {:.1} ms, p99 {:.1} ms; peak memory {memory}; {} pairs failed{against_otto}{watchers}{arena}",
            clients / 2,
            think.as_millis(),
            tally.games,
            tally.games as f64 / seconds as f64,
            trips.len(),
            at(0.5),
            at(0.99),
            tally.errors,
        ))
    })
}

/// The tallies of `bots` in one, its round trips sorted (a bot whose task failed counts nothing).
async fn gathered(bots: Vec<tokio::task::JoinHandle<Tally>>) -> Tally {
    let mut all = Tally::default();
    for bot in bots {
        if let Ok(bot) = bot.await {
            all.games += bot.games;
            all.errors += bot.errors;
            all.round_trips_us.extend(bot.round_trips_us);
            all.paired_us.extend(bot.paired_us);
        }
    }
    all.round_trips_us.sort_unstable();
    all.paired_us.sort_unstable();
    all
}

/// The `share` percentile of sorted round trips in µs, in ms.
fn percentile(sorted: &[u64], share: f64) -> f64 {
    sorted
        .get(((sorted.len() as f64 * share) as usize).min(sorted.len().saturating_sub(1)))
        .map_or(0.0, |&us| us as f64 / 1000.0)
}

/// The peak resident memory of this process (Linux), in MB.
fn peak_memory_mb() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kb: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb / 1024.0)
}

async fn connect(url: &str, name: &str) -> Result<Socket, BotError> {
    let (mut socket, _) = tokio_tungstenite::connect_async(format!("{url}/v1/ws")).await?;
    send(
        &mut socket,
        &Request::Hello {
            version: crate::protocol::VERSION,
            token: None,
            name: Some(name.to_string()),
        },
    )
    .await?;
    Ok(socket)
}

async fn send(socket: &mut Socket, request: &Request) -> Result<(), BotError> {
    let text = serde_json::to_string(request)?;
    Ok(socket.send(Message::Text(text.into())).await?)
}

async fn recv(socket: &mut Socket) -> Result<Reply, BotError> {
    loop {
        match tokio::time::timeout(Duration::from_secs(30), socket.next()).await {
            Err(_) => return Err(BotError::Silent),
            Ok(None) => return Err(BotError::Closed),
            Ok(Some(Err(e))) => return Err(e.into()),
            Ok(Some(Ok(Message::Text(text)))) => {
                return Ok(serde_json::from_str(text.as_str())?);
            }
            Ok(Some(Ok(_))) => {}
        }
    }
}

/// Two bots: one creates a game, the other joins; they play it out with random legal sowings, then again,
/// until the time is up.
async fn play_pair(
    url: &str,
    pair: &str,
    until: Instant,
    think: Duration,
    feed: Option<&Feed>,
    tally: &mut Tally,
) -> Result<(), BotError> {
    let mut host = connect(url, &format!("Host {pair}")).await?;
    let mut guest = connect(url, &format!("Guest {pair}")).await?;
    for socket in [&mut host, &mut guest] {
        recv(socket).await?;
    }
    while Instant::now() < until {
        send(
            &mut host,
            &Request::Create {
                rules: "kalah".into(),
                pits: None,
                seeds: None,
                control: Control::Untimed,
                pie: false,
            },
        )
        .await?;
        let code = match recv(&mut host).await? {
            Reply::Created { code, .. } => code,
            other => return Err(BotError::Unexpected(format!("not created: {other:?}"))),
        };
        send(
            &mut guest,
            &Request::Join {
                code: code.to_string(),
            },
        )
        .await?;
        let (game, host_side) = match recv(&mut host).await? {
            Reply::Game { game, you, .. } => (game, you),
            other => return Err(BotError::Unexpected(format!("no game: {other:?}"))),
        };
        recv(&mut guest).await?;
        if let Some(feed) = feed {
            feed.begin(game);
        }
        let mut position = Position::standard();
        let mut ply = 0;
        while !position.is_over() {
            let mover = position.to_move();
            let legal: Vec<u8> = (1..=position.pits())
                .filter(|&pit| position.legal_moves().contains(pit))
                .collect();
            let pit = legal[rand::rng().random_range(0..legal.len())];
            let (me, other) = if mover == host_side {
                (&mut host, &mut guest)
            } else {
                (&mut guest, &mut host)
            };
            if !think.is_zero() {
                tokio::time::sleep(think).await;
            }
            let sent = Instant::now();
            if let Some(feed) = feed {
                feed.sent(ply, sent);
            }
            send(me, &Request::Play { game, ply, pit }).await?;
            // The mover's own `moved` is the round trip: stored, then told.
            loop {
                match recv(me).await? {
                    Reply::Moved { ply: at, .. } if at == ply => break,
                    Reply::Error { code, message } => return Err(BotError::Refused(code, message)),
                    _ => {}
                }
            }
            let trip = sent.elapsed().as_micros() as u64;
            loop {
                if let Reply::Moved { ply: at, .. } = recv(other).await?
                    && at == ply
                {
                    break;
                }
            }
            tally.round_trips_us.push(trip);
            position = position
                .play(pit)
                .map_err(|e| BotError::Unexpected(e.to_string()))?
                .0;
            ply += 1;
        }
        for socket in [&mut host, &mut guest] {
            loop {
                if let Reply::Over { .. } = recv(socket).await? {
                    break;
                }
            }
        }
        tally.games += 1;
    }
    Ok(())
}

/// One bot against Otto: asks for Otto at once, plays random legal sowings after `think`, again and again until
/// the time is up; the time from the bot's sowing (or the game's start) to Otto's is counted.
async fn play_otto(
    url: &str,
    name: &str,
    until: Instant,
    think: Duration,
    level: Option<Level>,
    tally: &mut Tally,
) -> Result<(), BotError> {
    let mut socket = connect(url, name).await?;
    if let Reply::Error { code, message } = recv(&mut socket).await? {
        return Err(BotError::Refused(code, message));
    }
    while Instant::now() < until {
        let otto = Request::PlayOtto {
            rules: "kalah".into(),
            control: Control::Untimed,
            level,
        };
        send(&mut socket, &otto).await?;
        let (game, me) = match recv(&mut socket).await? {
            Reply::Game { game, you, .. } => (game, you),
            other => return Err(BotError::Unexpected(format!("no game: {other:?}"))),
        };
        let mut position = Position::standard();
        let mut ply = 0;
        let mut asked = Instant::now();
        while !position.is_over() {
            if position.to_move() == me {
                if !think.is_zero() {
                    tokio::time::sleep(think).await;
                }
                asked = Instant::now();
                let legal: Vec<u8> = position.legal_moves().collect();
                let pit = legal[rand::rng().random_range(0..legal.len())];
                send(&mut socket, &Request::Play { game, ply, pit }).await?;
            }
            let told = loop {
                match recv(&mut socket).await? {
                    Reply::Moved {
                        ply: at,
                        position,
                        by,
                        ..
                    } if at == ply => break (position, by),
                    Reply::Error { code, message } => return Err(BotError::Refused(code, message)),
                    _ => {}
                }
            };
            if told.1 != me {
                tally
                    .round_trips_us
                    .push(asked.elapsed().as_micros() as u64);
            }
            position = told
                .0
                .parse()
                .map_err(|e: mancala_engine::ParsePositionError| {
                    BotError::Unexpected(e.to_string())
                })?;
            if told.1 != me {
                asked = Instant::now();
            }
            ply += 1;
        }
        loop {
            if let Reply::Over { .. } = recv(&mut socket).await? {
                break;
            }
        }
        tally.games += 1;
    }
    Ok(())
}

/// The watched pair's games: the latest two, each with when each of its sowings was sent.
#[derive(Clone, Default)]
struct Feed(Arc<Mutex<Vec<(GameId, Vec<Instant>)>>>);

impl Feed {
    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<(GameId, Vec<Instant>)>> {
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The pair began `game`.
    fn begin(&self, game: GameId) {
        let mut games = self.lock();
        games.push((game, Vec::new()));
        if games.len() > 2 {
            games.remove(0);
        }
    }

    /// The pair sent the sowing at `ply` of its latest game at `at`.
    fn sent(&self, ply: u32, at: Instant) {
        if let Some((_, sent)) = self.lock().last_mut()
            && sent.len() == ply as usize
        {
            sent.push(at);
        }
    }

    fn latest(&self) -> Option<GameId> {
        self.lock().last().map(|(game, _)| *game)
    }

    fn sent_at(&self, game: GameId, ply: u32) -> Option<Instant> {
        let games = self.lock();
        let (_, sent) = games.iter().find(|(id, _)| *id == game)?;
        sent.get(ply as usize).copied()
    }
}

/// One watcher: each game the pair begins is watched to its end, until the time is up.
async fn watch(
    url: &str,
    name: &str,
    until: Instant,
    feed: &Feed,
    tally: &mut Tally,
) -> Result<(), BotError> {
    let mut socket = connect(url, name).await?;
    if let Reply::Error { code, message } = recv(&mut socket).await? {
        return Err(BotError::Refused(code, message));
    }
    let mut last = None;
    while Instant::now() < until {
        let Some(game) = feed.latest().filter(|game| Some(*game) != last) else {
            tokio::time::sleep(Duration::from_millis(10)).await;
            continue;
        };
        last = Some(game);
        send(&mut socket, &Request::Watch { game }).await?;
        loop {
            match recv(&mut socket).await? {
                Reply::Moved { game: at, ply, .. } if at == game => {
                    if let Some(sent) = feed.sent_at(game, ply) {
                        tally.round_trips_us.push(sent.elapsed().as_micros() as u64);
                    }
                }
                Reply::Over { game: at, .. } if at == game => {
                    tally.games += 1;
                    break;
                }
                // The game ended before the watcher came: the next one.
                Reply::Error { .. } => break,
                _ => {}
            }
        }
    }
    Ok(())
}
