//! `mancala faults`: a real `mancala serve` process under bots that play ranked games, killed outright
//! (SIGKILL) at random moments and started again over the same database, with the database made to fail
//! under it (the SQLite file made unwritable, or a PostgreSQL cluster stopped, then given back), and random
//! bytes and messages from strangers. What it checks, and what a loss would be:
//! - after every start, every sowing any bot was told of is in the database (a told sowing missing is lost);
//! - at the end, no game is left waiting or in play (stuck), none ended by a refusal it did not make (a
//!   stranger's `resign` of a game not theirs), and every player's games and rating are exactly what the
//!   finished games give when their Elo changes are applied once each, in the order they ended;
//! - the server never exits by itself (a panic, or a stranger's bytes that brought it down).

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use rand::RngExt;
use sqlx::Row;
use tokio_tungstenite::tungstenite::Message;

use crate::ids::{GameId, Token};
use crate::protocol::{Code, Control, Reason, Reply, Request};
use crate::rating::{Glicko, after_game, family_named};
use mancala_engine::{BySide, Family, Position, Side};

/// What to do to the server.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The `mancala` program to run as `mancala serve`.
    pub program: PathBuf,
    /// `sqlite://PATH?mode=rwc` or `postgres://...`: the database the server keeps, over all its starts.
    pub database: String,
    /// Games to finish, and kills to make, at least.
    pub games: u64,
    pub kills: u64,
    /// Bots (in pairs of the queue) playing at once.
    pub bots: usize,
    /// Times the database is made to fail under the server.
    pub database_faults: u64,
    /// How the database fails: made unwritable (SQLite) or stopped (a PostgreSQL cluster).
    pub failing: Failing,
    /// Strangers sending random bytes and messages, for this long, while the bots play.
    pub noise: Duration,
}

/// How the database is made to fail and given back.
#[derive(Clone, Debug)]
pub enum Failing {
    /// The SQLite file and its write-ahead log made unwritable (immutable, for a root that ignores modes).
    Unwritable(PathBuf),
    /// A command that stops the database and one that starts it again (`pg_ctlcluster 15 main stop`).
    Commands {
        stop: Vec<String>,
        start: Vec<String>,
    },
}

/// Why the harness could not run (a loss is not an error: it is reported).
#[derive(Debug, thiserror::Error)]
pub enum FaultError {
    #[error("cannot start {program}: {error}")]
    Spawn {
        program: String,
        #[source]
        error: std::io::Error,
    },
    #[error("the server did not listen within 30 s of its start")]
    NoListen,
    #[error("the database: {0}")]
    Database(#[from] sqlx::Error),
    #[error("cannot make the database fail or mend it: {0}")]
    Failing(String),
    #[error("no runtime: {0}")]
    Runtime(#[source] std::io::Error),
    #[error("no free port: {0}")]
    Port(#[source] std::io::Error),
}

/// What happened, and what was lost (the goal is none).
#[derive(Debug, Default, Clone)]
pub struct Report {
    pub games: u64,
    pub kills: u64,
    pub database_faults: u64,
    pub sowings_checked: u64,
    pub sowings_told: u64,
    pub internal_refusals: u64,
    pub noise_messages: u64,
    pub lost_sowings: u64,
    pub stuck_games: u64,
    pub wrong_endings: u64,
    pub wrong_ratings: u64,
    pub server_exits: u64,
}

impl Report {
    pub fn losses(&self) -> u64 {
        self.lost_sowings
            + self.stuck_games
            + self.wrong_endings
            + self.wrong_ratings
            + self.server_exits
    }
}

impl fmt::Display for Report {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "{} games over {} kills and {} database faults; {} strangers' messages",
            self.games, self.kills, self.database_faults, self.noise_messages
        )?;
        writeln!(
            f,
            "{} sowings told, {} checks of a told sowing in the database, {} refusals as internal",
            self.sowings_told, self.sowings_checked, self.internal_refusals
        )?;
        write!(
            f,
            "losses: {} (sowings lost {}, games stuck {}, wrong endings {}, wrong ratings {}, server exits {})",
            self.losses(),
            self.lost_sowings,
            self.stuck_games,
            self.wrong_endings,
            self.wrong_ratings,
            self.server_exits
        )
    }
}

/// What the bots share with the harness.
#[derive(Default)]
struct Shared {
    /// Every sowing a bot was told of, by game.
    told: Mutex<HashMap<GameId, Vec<u8>>>,
    finished: Mutex<HashSet<GameId>>,
    /// Endings no bot made: a resignation, or anything but the board in these untimed games.
    wrong_endings: AtomicU64,
    internal: AtomicU64,
    /// Set when enough games are done: bots finish their games and seek no more.
    enough: AtomicBool,
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Runs the plan; the report.
pub fn run(plan: Plan) -> Result<Report, FaultError> {
    let runtime = tokio::runtime::Runtime::new().map_err(FaultError::Runtime)?;
    runtime.block_on(run_async(plan))
}

async fn run_async(plan: Plan) -> Result<Report, FaultError> {
    sqlx::any::install_default_drivers();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .map_err(FaultError::Port)?
        .port();
    let url = format!("ws://127.0.0.1:{port}/v1/ws");
    let mut server = Server::start(&plan, port).await?;
    let shared = Arc::new(Shared::default());
    let mut report = Report::default();
    let bots: Vec<_> = (0..plan.bots)
        .map(|index| tokio::spawn(bot(url.clone(), index, shared.clone())))
        .collect();
    let noise = tokio::spawn(strangers(url.clone(), plan.noise, shared.clone()));
    let mut faults_wanted = plan.database_faults;
    loop {
        let games = shared.finished.lock().expect("no panic").len() as u64;
        if games >= plan.games
            && report.kills >= plan.kills
            && report.database_faults >= faults_wanted
        {
            break;
        }
        let pause = rand::rng().random_range(80..400);
        tokio::time::sleep(Duration::from_millis(pause)).await;
        if server.exited() {
            report.server_exits += 1;
            server = Server::start(&plan, port).await?;
        }
        // The database's faults spread among the kills, each under a server left running: play must
        // resume by itself once the database is back.
        let fault_due = report.database_faults < faults_wanted
            && report.database_faults * plan.kills.max(1) < (report.kills + 1) * faults_wanted;
        if fault_due {
            let down = Duration::from_millis(rand::rng().random_range(300..1500));
            match fail_database(&plan.failing, down).await? {
                true => report.database_faults += 1,
                // This machine cannot make the file unwritable to the server: no more tries.
                false => faults_wanted = report.database_faults,
            }
            continue;
        }
        if report.kills >= plan.kills {
            continue;
        }
        server.kill();
        report.kills += 1;
        server = Server::start(&plan, port).await?;
        report.sowings_checked += check_told(&plan.database, &shared, &mut report).await?;
    }
    shared.enough.store(true, Ordering::SeqCst);
    for bot in bots {
        let _ = tokio::time::timeout(Duration::from_secs(120), bot).await;
    }
    report.noise_messages = noise.await.unwrap_or(0);
    if server.exited() {
        report.server_exits += 1;
    }
    server.stop();
    report.sowings_checked += check_told(&plan.database, &shared, &mut report).await?;
    check_end(&plan.database, &mut report).await?;
    report.games = shared.finished.lock().expect("no panic").len() as u64;
    report.sowings_told = shared
        .told
        .lock()
        .expect("no panic")
        .values()
        .map(|moves| moves.len() as u64)
        .sum();
    report.wrong_endings += shared.wrong_endings.load(Ordering::SeqCst);
    report.internal_refusals = shared.internal.load(Ordering::SeqCst);
    Ok(report)
}

/// The `mancala serve` process.
struct Server {
    child: Child,
}

impl Server {
    async fn start(plan: &Plan, port: u16) -> Result<Server, FaultError> {
        // Its log only when asked for (MANCALA_FAULTS_LOG=warn, say): under faults it says much.
        let log = std::env::var("MANCALA_FAULTS_LOG").ok();
        let child = Command::new(&plan.program)
            .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
            .env("MANCALA_DB", &plan.database)
            // The bots and the strangers all come from 127.0.0.1.
            .env("MANCALA_PER_ADDRESS", "100000")
            .env("MANCALA_RATE", "100000")
            .env("MANCALA_PLAYERS_PER_HOUR", "100000")
            .env("RUST_LOG", log.as_deref().unwrap_or("error"))
            .stdout(Stdio::null())
            .stderr(match log {
                Some(_) => Stdio::inherit(),
                None => Stdio::null(),
            })
            .spawn()
            .map_err(|error| FaultError::Spawn {
                program: plan.program.display().to_string(),
                error,
            })?;
        let mut server = Server { child };
        for _ in 0..1200 {
            if tokio::net::TcpStream::connect(("127.0.0.1", port))
                .await
                .is_ok()
            {
                return Ok(server);
            }
            tokio::time::sleep(Duration::from_millis(25)).await;
        }
        server.kill();
        Err(FaultError::NoListen)
    }

    /// Whether it ended by itself.
    fn exited(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(Some(_)))
    }

    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// SIGTERM, and the wait for its graceful stop.
    fn stop(mut self) {
        #[cfg(unix)]
        {
            let _ = Command::new("kill")
                .args(["-TERM", &self.child.id().to_string()])
                .status();
            let _ = self.child.wait();
        }
        #[cfg(not(unix))]
        self.kill();
    }
}

/// Makes the database fail for `down`, then mends it; false when this machine cannot make it fail.
async fn fail_database(failing: &Failing, down: Duration) -> Result<bool, FaultError> {
    match failing {
        Failing::Unwritable(file) => {
            // The server holds the files open, so a file's mode would not stop its writes: the immutable
            // flag does (for root too), and it takes CAP_LINUX_IMMUTABLE to set.
            let files = [
                file.clone(),
                PathBuf::from(format!("{}-wal", file.display())),
            ];
            let files: Vec<_> = files.into_iter().filter(|file| file.exists()).collect();
            let mut flagged = Vec::new();
            for file in &files {
                if !immutable(file, true) {
                    break;
                }
                flagged.push(file);
            }
            let made = flagged.len() == files.len();
            if made {
                tokio::time::sleep(down).await;
            }
            for file in flagged {
                if !immutable(file, false) {
                    return Err(FaultError::Failing(format!(
                        "cannot mend {}",
                        file.display()
                    )));
                }
            }
            Ok(made)
        }
        Failing::Commands { stop, start } => {
            command(stop)?;
            tokio::time::sleep(down).await;
            command(start)?;
            Ok(true)
        }
    }
}

/// Sets or clears a file's immutable flag (`chattr`); whether it could.
fn immutable(file: &std::path::Path, yes: bool) -> bool {
    Command::new("chattr")
        .arg(if yes { "+i" } else { "-i" })
        .arg(file)
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|status| status.success())
}

fn command(words: &[String]) -> Result<(), FaultError> {
    let (program, args) = words
        .split_first()
        .ok_or_else(|| FaultError::Failing("an empty command".into()))?;
    let status = Command::new(program)
        .args(args)
        .stdout(Stdio::null())
        .status()
        .map_err(|error| FaultError::Failing(format!("{program}: {error}")))?;
    match status.success() {
        true => Ok(()),
        false => Err(FaultError::Failing(format!("{words:?} failed: {status}"))),
    }
}

/// Every sowing told is in the database (the stored moves of its game begin with the told ones); how many
/// were checked. A database that does not answer yet is asked again.
async fn check_told(
    database: &str,
    shared: &Shared,
    report: &mut Report,
) -> Result<u64, FaultError> {
    let told = shared.told.lock().expect("no panic").clone();
    let stored = loop {
        match stored_moves(database).await {
            Ok(stored) => break stored,
            Err(_) => tokio::time::sleep(Duration::from_millis(200)).await,
        }
    };
    let mut checked = 0;
    for (game, moves) in &told {
        let kept = stored.get(game).map(Vec::as_slice).unwrap_or(&[]);
        if !kept.starts_with(moves) {
            report.lost_sowings += moves.len().saturating_sub(common(kept, moves)) as u64;
        }
        checked += moves.len() as u64;
    }
    Ok(checked)
}

fn common(a: &[u8], b: &[u8]) -> usize {
    a.iter().zip(b).take_while(|(a, b)| a == b).count()
}

async fn connect(database: &str) -> Result<sqlx::AnyPool, sqlx::Error> {
    sqlx::any::AnyPoolOptions::new()
        .max_connections(1)
        .acquire_timeout(Duration::from_secs(5))
        .connect(database)
        .await
}

async fn stored_moves(database: &str) -> Result<HashMap<GameId, Vec<u8>>, sqlx::Error> {
    let pool = connect(database).await?;
    let rows = sqlx::query("SELECT game, ply, pit FROM moves ORDER BY game, ply")
        .fetch_all(&pool)
        .await?;
    pool.close().await;
    let mut stored: HashMap<GameId, Vec<u8>> = HashMap::new();
    for row in rows {
        let game: String = row.try_get("game")?;
        let pit: i64 = row.try_get("pit")?;
        if let Ok(game) = game.parse() {
            stored.entry(game).or_default().push(pit as u8);
        }
    }
    Ok(stored)
}

/// No game left open; every rating what the finished games give, applied once each in their order.
async fn check_end(database: &str, report: &mut Report) -> Result<(), FaultError> {
    let pool = connect(database).await?;
    let open: i64 =
        sqlx::query_scalar("SELECT COUNT(*) FROM games WHERE status IN ('waiting', 'playing')")
            .fetch_one(&pool)
            .await?;
    report.stuck_games += open as u64;
    let games = sqlx::query(
        "SELECT id, start, south, north, winner, reason, finished FROM games \
         WHERE status = 'over' AND ranked = 1 ORDER BY finished, id",
    )
    .fetch_all(&pool)
    .await?;
    // Each player's Glicko-2 rating in each family and when it last changed, and their count of games.
    let mut ratings: HashMap<(String, Family), (Glicko, i64)> = HashMap::new();
    let mut counts: HashMap<String, i64> = HashMap::new();
    for game in games {
        let reason: Option<String> = game.try_get("reason")?;
        if reason.as_deref() == Some("aborted") {
            continue;
        }
        let start: String = game.try_get("start")?;
        let family = start
            .parse::<Position>()
            .map_or(Family::Kalah, |start| start.rules().family);
        let finished: i64 = game.try_get("finished")?;
        let seats: BySide<String> = BySide::new(game.try_get("south")?, game.try_get("north")?);
        let winner: Option<String> = game.try_get("winner")?;
        let winner = match winner.as_deref() {
            Some("S") => Some(Side::South),
            Some("N") => Some(Side::North),
            _ => None,
        };
        let before = seats.clone().map(|id| {
            ratings
                .get(&(id, family))
                .map_or(Glicko::FIRST, |(glicko, played)| {
                    glicko.after_idle(finished - played)
                })
        });
        let after = after_game(before, winner);
        for side in Side::BOTH {
            ratings.insert((seats[side].clone(), family), (after[side], finished));
            *counts.entry(seats[side].clone()).or_default() += 1;
        }
    }
    let stored = sqlx::query("SELECT player, family, rating, deviation FROM ratings")
        .fetch_all(&pool)
        .await?;
    let mut found = 0;
    for row in stored {
        let (player, family): (String, String) = (row.try_get("player")?, row.try_get("family")?);
        let (rating, deviation): (f64, f64) = (row.try_get("rating")?, row.try_get("deviation")?);
        let expected = family_named(&family).and_then(|family| ratings.get(&(player, family)));
        match expected {
            Some((glicko, _))
                if (glicko.rating - rating).abs() < 1e-6
                    && (glicko.deviation - deviation).abs() < 1e-6 =>
            {
                found += 1
            }
            _ => report.wrong_ratings += 1,
        }
    }
    report.wrong_ratings += ratings.len().saturating_sub(found) as u64;
    let players = sqlx::query("SELECT id, games FROM players")
        .fetch_all(&pool)
        .await?;
    for player in players {
        let id: String = player.try_get("id")?;
        let games: i64 = player.try_get("games")?;
        if games != counts.get(&id).copied().unwrap_or(0) {
            report.wrong_ratings += 1;
        }
    }
    pool.close().await;
    Ok(())
}

/// One bot: plays ranked untimed games from the queue, a random legal sowing each turn, over every restart
/// (its token brings it back), until there are enough games.
async fn bot(url: String, index: usize, shared: Arc<Shared>) {
    let mut token: Option<Token> = None;
    let name = format!("Bot {index} {}", std::process::id() % 100_000);
    let mut game: Option<GameId> = None;
    loop {
        if shared.enough.load(Ordering::SeqCst) && game.is_none() {
            return;
        }
        let Ok((mut socket, _)) = tokio_tungstenite::connect_async(&url).await else {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        let hello = Request::Hello {
            version: 1,
            token: token.clone(),
            name: token.is_none().then(|| name.clone()),
        };
        if send(&mut socket, &hello).await.is_err()
            || send(&mut socket, &Request::Ping {}).await.is_err()
        {
            continue;
        }
        let mut bot = Bot {
            socket,
            shared: &shared,
            game: None,
            token: &mut token,
        };
        game = bot.play(game).await;
    }
}

struct Bot<'a> {
    socket: Socket,
    shared: &'a Shared,
    game: Option<(GameId, Side, Position)>,
    token: &'a mut Option<Token>,
}

impl Bot<'_> {
    /// Plays until the connection ends; the game it was in then.
    async fn play(&mut self, was: Option<GameId>) -> Option<GameId> {
        let mut given_back = false;
        let mut silent = 0;
        loop {
            let left = || self.game.map(|game| game.0).or(was.filter(|_| !given_back));
            let reply = match tokio::time::timeout(Duration::from_secs(1), self.socket.next()).await
            {
                Ok(Some(Ok(Message::Text(text)))) => {
                    serde_json::from_str::<Reply>(text.as_str()).ok()
                }
                Ok(Some(Ok(_))) => continue,
                // Waiting in the queue when there are games enough, or silent too long: done here.
                Err(_) => {
                    silent += 1;
                    let done = self.shared.enough.load(Ordering::SeqCst) && self.game.is_none();
                    if done || silent >= 20 {
                        return left();
                    }
                    continue;
                }
                // The server is gone: connect again.
                _ => return left(),
            };
            silent = 0;
            let Some(reply) = reply else { continue };
            match reply {
                // A new player's token, kept for every connection after.
                Reply::Welcome {
                    token: Some(token), ..
                } => *self.token = Some(token),
                Reply::Game {
                    game,
                    you,
                    moves,
                    position,
                    ..
                } => {
                    given_back |= Some(game) == was;
                    self.told(game, &moves);
                    if let Ok(position) = position.parse() {
                        self.game = Some((game, you, position));
                        self.sow().await;
                    }
                }
                // Everything said on hello has come: a game not given back ended meanwhile.
                Reply::Pong if !given_back && self.game.is_none() => {
                    given_back = true;
                    self.seek().await;
                }
                Reply::Moved {
                    game,
                    ply,
                    pit,
                    position,
                    ..
                } => {
                    self.told_one(game, ply, pit);
                    if let Some((current, you, _)) = self.game
                        && current == game
                        && let Ok(position) = position.parse()
                    {
                        self.game = Some((game, you, position));
                        self.sow().await;
                    }
                }
                Reply::Over { game, result } => {
                    if result.reason != Reason::Board {
                        self.shared.wrong_endings.fetch_add(1, Ordering::SeqCst);
                    }
                    self.shared.finished.lock().expect("no panic").insert(game);
                    if self.game.is_some_and(|current| current.0 == game) {
                        self.game = None;
                        self.seek().await;
                    }
                }
                Reply::Error { code, .. } => {
                    if code == Code::Internal {
                        self.shared.internal.fetch_add(1, Ordering::SeqCst);
                    }
                    // The database failed, or a sowing crossed a restart: try again shortly.
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    match self.game {
                        Some(_) => self.sow().await,
                        None => self.seek().await,
                    }
                }
                _ => {}
            }
        }
    }

    fn told(&self, game: GameId, moves: &[u8]) {
        let mut told = self.shared.told.lock().expect("no panic");
        let known = told.entry(game).or_default();
        if moves.len() > known.len() {
            *known = moves.to_vec();
        }
    }

    fn told_one(&self, game: GameId, ply: u32, pit: u8) {
        let mut told = self.shared.told.lock().expect("no panic");
        let known = told.entry(game).or_default();
        if known.len() == ply as usize {
            known.push(pit);
        }
    }

    async fn seek(&mut self) {
        if self.shared.enough.load(Ordering::SeqCst) {
            let _ = self.socket.close(None).await;
            return;
        }
        let seek = Request::Seek {
            ranked: true,
            control: Control::Untimed,
            rules: "kalah".to_string(),
        };
        let _ = send(&mut self.socket, &seek).await;
    }

    /// A random legal sowing, when it is this bot's turn.
    async fn sow(&mut self) {
        let Some((game, you, position)) = self.game else {
            return;
        };
        if position.is_over() || position.to_move() != you {
            return;
        }
        let legal: Vec<u8> = position.legal_moves().collect();
        let pit = legal[rand::rng().random_range(0..legal.len())];
        let ply = self
            .shared
            .told
            .lock()
            .expect("no panic")
            .get(&game)
            .map_or(0, Vec::len) as u32;
        let think = Duration::from_millis(rand::rng().random_range(2..15));
        tokio::time::sleep(think).await;
        let _ = send(&mut self.socket, &Request::Play { game, ply, pit }).await;
    }
}

async fn send(
    socket: &mut Socket,
    request: &Request,
) -> Result<(), tokio_tungstenite::tungstenite::Error> {
    let text = serde_json::to_string(request).expect("requests serialise");
    socket.send(Message::Text(text.into())).await
}

/// Strangers for `time`: random bytes over TCP, random text and frames over WebSockets, and requests of the
/// protocol about the bots' games (resign, draw, sowings) that are not theirs to make. How many they sent.
async fn strangers(url: String, time: Duration, shared: Arc<Shared>) -> u64 {
    let address = url
        .trim_start_matches("ws://")
        .trim_end_matches("/v1/ws")
        .to_string();
    let until = tokio::time::Instant::now() + time;
    let mut sent = 0;
    while tokio::time::Instant::now() < until {
        let mut bytes = vec![0u8; rand::rng().random_range(1..2048)];
        rand::rng().fill(&mut bytes[..]);
        if let Ok(mut tcp) = tokio::net::TcpStream::connect(&address).await {
            use tokio::io::AsyncWriteExt;
            let _ = tcp.write_all(&bytes).await;
            sent += 1;
        }
        let Ok((mut socket, _)) = tokio_tungstenite::connect_async(&url).await else {
            tokio::time::sleep(Duration::from_millis(50)).await;
            continue;
        };
        let name = format!("Stranger {}", rand::rng().random_range(0..u32::MAX));
        let hello = Request::Hello {
            version: 1,
            token: None,
            name: Some(name),
        };
        let _ = send(&mut socket, &hello).await;
        let games: Vec<GameId> = shared
            .told
            .lock()
            .expect("no panic")
            .keys()
            .copied()
            .collect();
        for _ in 0..20 {
            let message = match (rand::rng().random_range(0..4), games.first()) {
                (0, _) => Message::Binary(bytes.clone().into()),
                (1, _) => Message::Text(String::from_utf8_lossy(&bytes).into_owned().into()),
                (_, Some(_)) => {
                    let game = games[rand::rng().random_range(0..games.len())];
                    let request = match rand::rng().random_range(0..4) {
                        0 => Request::Resign { game },
                        1 => Request::AcceptDraw { game },
                        2 => Request::OfferDraw { game },
                        _ => Request::Play {
                            game,
                            ply: rand::rng().random_range(0..60),
                            pit: rand::rng().random_range(0..8),
                        },
                    };
                    Message::Text(serde_json::to_string(&request).expect("serialises").into())
                }
                _ => Message::Text("{\"type\":\"play\"}".into()),
            };
            if socket.send(message).await.is_err() {
                break;
            }
            sent += 1;
        }
        let _ = socket.close(None).await;
    }
    sent
}
