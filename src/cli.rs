//! Headless subcommands over the engine, for scripts and tests. Every command prints plain text, or JSON with
//! `--json`; a command that fails returns a [`CliError`] for `main` to print on standard error. The window's own
//! options are `window.rs`.

mod analysis;
mod choices;
mod engine_match;
mod error;
mod explore;
#[cfg(feature = "notify")]
mod moves;
#[cfg(feature = "server")]
mod otto_pool;
mod play;
mod review;
mod selfplay;
pub mod uci;
#[cfg(feature = "gui")]
mod window;

use clap::{Parser, Subcommand};
use serde::Serialize;

use crate::engine::endgame::OwareBuild;
use crate::engine::{Family, Level, Position, Rules, perft};
use choices::one_of;
pub use error::CliError;
pub use selfplay::Player;
#[cfg(feature = "gui")]
pub use window::WindowArgs;

/// Where `mancala serve` listens unless told: this computer only, on the port clients try first
/// (`server::client::DEFAULT_PORT`).
pub const DEFAULT_LISTEN: &str = "127.0.0.1:7878";

#[derive(Debug, Parser)]
#[command(name = "mancala", version, about = "Kalah, Oware, Congklak, Sungka and Ô ăn quan, games of the Mancala family, with a perfect-play solver", long_about = None)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,

    /// Print the answer as JSON.
    #[arg(long, global = true)]
    pub json: bool,

    /// The game: kalah (with the house-rule switches below), oware (Abapa, 6 pits of 4 seeds), congklak
    /// (relay sowing, 7 holes of 7 seeds; 5 to 9 holes), sungka (Congklak's sibling of the Philippines) or
    /// oanquan (Ô ăn quan of Vietnam: 5 squares of 5 citizens between two mandarin squares; moves 1 to 5 sow
    /// squares 1 to 5 to the right, 6 to 10 to the left).
    #[arg(long, global = true, value_name = "GAME", default_value = "kalah", value_parser = one_of::<Family>)]
    pub rules: Family,

    /// House rule: the last seed in an own empty pit captures even when the opposite pit is empty.
    #[arg(long, global = true)]
    pub empty_capture: bool,

    /// House rule: when a row is empty, the seeds left go to the player whose row is empty.
    #[arg(long, global = true)]
    pub remaining_to_emptier: bool,

    /// Congklak variant: a last seed in an own empty hole captures only once the sowing has passed its own store.
    #[arg(long, global = true)]
    pub lap_before_capture: bool,

    /// Congklak variant: a player with empty holes passes; the round ends when every hole is empty.
    #[arg(long, global = true)]
    pub pass_when_empty: bool,

    /// Sungka variant: a capture takes the capturing seed to the store too, as in Congklak.
    #[arg(long, global = true)]
    pub capture_own_seed: bool,

    /// Ô ăn quan variant: a mandarin is worth 5 citizens rather than 10.
    #[arg(long, global = true)]
    pub small_mandarin: bool,

    #[cfg(feature = "gui")]
    #[command(flatten)]
    pub window: WindowArgs,
}

impl Cli {
    /// The house rules switched on by the flags (a position's text may switch on more).
    pub fn house_rules(&self) -> Result<Rules, CliError> {
        combine(
            Rules {
                family: self.rules,
                empty_capture: self.empty_capture,
                remaining_to_emptier: self.remaining_to_emptier,
                lap_before_capture: self.lap_before_capture,
                pass_when_empty: self.pass_when_empty,
                capture_own_seed: self.capture_own_seed,
                small_mandarin: self.small_mandarin,
            },
            crate::engine::KALAH,
        )
    }
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Print the start position.
    New {
        /// Pits a side: Kalah and Oware 3 to 8 (6 if left out), Congklak 5 to 9 (7).
        #[arg(long)]
        pits: Option<u8>,
        /// Seeds per pit (1 to 10): 4 if left out, in Congklak as many as the holes a side.
        #[arg(long)]
        seeds: Option<u8>,
    },
    /// Play pits one sowing each and print the resulting position.
    Play {
        /// The position to start from; the standard start if left out.
        #[arg(long, value_name = "POSITION")]
        position: Option<String>,
        /// Pits (1..m of the side to move) separated by spaces or commas, e.g. "3 6 1".
        #[arg(long)]
        moves: String,
    },
    /// Count the sowing sequences of a given length.
    Perft {
        position: String,
        #[arg(long)]
        depth: u32,
    },
    /// The exact value of a position under perfect play, and every move that keeps it.
    Solve {
        position: String,
        /// Give up after this many milliseconds.
        #[arg(long, value_name = "MS")]
        time_ms: Option<u64>,
        /// Search every position: neither the opening book nor the proofs kept in the cache folder answer (to
        /// time the search itself; nothing proved is kept either).
        #[arg(long)]
        no_book: bool,
    },
    /// Every legal move with its exact value.
    Analyze {
        position: String,
        #[arg(long, value_name = "MS")]
        time_ms: Option<u64>,
    },
    /// The opening explorer: every sowing with its value (proved, or an estimate marked ~) and, from the game
    /// records given (files, or folders of them), how often it was played there and how it scored.
    Explore {
        position: String,
        /// A record file, or a folder of them (the window's records folder, say); may be given again.
        #[arg(long, value_name = "PATH")]
        games: Vec<std::path::PathBuf>,
    },
    /// The move the computer player of a level would make.
    Best {
        position: String,
        #[arg(long, default_value = "hard", value_parser = one_of::<Level>)]
        level: Level,
        /// Fixes the player's random choices.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Hard's time for the move.
        #[arg(long, value_name = "MS", default_value_t = 1000)]
        time_ms: u64,
    },
    /// A good move for the side to move, and why.
    Hint {
        position: String,
        /// How long the solver may try to prove the best move before a deep search decides.
        #[arg(long, value_name = "MS", default_value_t = 3000)]
        time_ms: u64,
    },
    /// Builds the endgame table of every position with up to SEEDS seeds in the pits, for the game of --rules,
    /// and keeps it in the cache folder: the game, `uci`, the analysis and the review use the largest one there
    /// (up to 23 seeds).
    Endgame {
        #[arg(long, default_value_t = 6)]
        pits: u8,
        #[arg(long)]
        seeds: u32,
        /// Threads for the build.
        #[arg(long, default_value_t = 2)]
        threads: usize,
        /// Oware: the most memory a layer's list of moves may take, in MiB (the window's builds take the
        /// default); the moves beyond it are sown again each round. 8192 holds every move of the 22-seed table.
        #[arg(long, default_value_t = (crate::engine::endgame::MOVES_BYTES >> 20) as u64)]
        memory_mib: u64,
    },
    /// The opening book's lines: every position of the first sowings from the start and each legal move's exact
    /// value (the book's format: see src/engine/search/book.txt). Positions the book or the kept proofs know are
    /// recalled, so a longer book costs only its new positions. With `--rules oware`, Oware's book instead: each
    /// position's best move by a search of --nodes nodes (see src/engine/search/oware_book.rs).
    Book {
        /// The book holds the positions after 0 to this many sowings.
        #[arg(long, default_value_t = 3)]
        sowings: u32,
        /// Pits a side (3 to 8).
        #[arg(long, default_value_t = 6)]
        pits: u8,
        /// Seeds per pit (1 to 10).
        #[arg(long, default_value_t = 4)]
        seeds: u8,
        /// Then Hard's lines to the positions after this many sowings: each position past the book that a side
        /// playing a best move at each of its turns can be to move in, with its value and best moves.
        #[arg(long, value_name = "SOWINGS")]
        hard_lines: Option<u32>,
        /// Oware: the nodes each position's search may visit (about 6 million a second).
        #[arg(long, default_value_t = 60_000_000)]
        nodes: u64,
        /// Oware: threads, each searching positions of its own.
        #[arg(long, default_value_t = 2)]
        threads: usize,
    },
    /// Balanced starts for Kalah on the standard board: candidates drawn from --seed (48 seeds in the pits, 19
    /// to 22 of them South's, each pit 1 to 8), each solved, and those whose value for South (to move) is 0 or +1 printed as
    /// the engine's list of balanced starts takes them (src/engine/play/fair.rs).
    FairStarts {
        /// How many balanced starts to find.
        #[arg(long, default_value_t = 8)]
        count: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The solver's time for one candidate; a candidate it does not solve in time is passed over.
        #[arg(long, default_value_t = 120)]
        seconds: u64,
    },
    /// Ratings of Otto's levels and of his ladder's rungs, measured in a round robin of their own (Medium 1500).
    #[cfg(feature = "server")]
    OttoPool {
        /// Games each pair plays (in pairs from one opening, sides swapped).
        #[arg(long, default_value_t = 20)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Hard's time for a move.
        #[arg(long, value_name = "MS", default_value_t = 100)]
        hard_ms: u64,
        #[arg(long, default_value_t = 2)]
        threads: usize,
    },
    /// Simulated players (Otto's search at depths 2, 4 and 7) against Otto at their level, each game's rung
    /// picked by their rating against Otto so far.
    #[cfg(feature = "server")]
    OttoAdapts {
        #[arg(long, default_value_t = 30)]
        games: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// The daily endgame puzzle: the position, its rating, its value and the winning first moves.
    Daily {
        /// The day, YYYY-MM-DD; today (local time) if left out.
        #[arg(long)]
        date: Option<String>,
    },
    /// Every sowing of a recorded game (a file in the game record format, or - for standard input) rated against
    /// perfect play: best, good, inaccuracy, mistake or blunder, with the values before and after and the best
    /// move.
    Review {
        file: std::path::PathBuf,
        /// How long the solver may work on each sowing before a deep search rates it instead.
        #[arg(long, value_name = "MS", default_value_t = 2000)]
        time_ms: u64,
    },
    /// Computer against computer: wins, draws and losses of the South level against the North level.
    Selfplay {
        #[arg(long, value_parser = one_of::<Player>)]
        south: Player,
        #[arg(long, value_parser = one_of::<Player>)]
        north: Player,
        #[arg(long, default_value_t = 100)]
        games: u32,
        /// Pits a side: the game's usual board if left out (Congklak: 7).
        #[arg(long)]
        pits: Option<u8>,
        /// Seeds per pit: the game's usual start if left out (Congklak: as many as the holes).
        #[arg(long)]
        seeds: Option<u8>,
        /// Fixes the openings and the players' random choices.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Hard's time per move.
        #[arg(long, value_name = "MS", default_value_t = 1000)]
        time_ms: u64,
        /// Games played at once.
        #[arg(long, default_value_t = 2)]
        threads: usize,
        /// Random sowings from the start before each pair of games.
        #[arg(long, default_value_t = 2)]
        opening: u32,
        /// South plays first in every game (no swapping of sides).
        #[arg(long)]
        keep_sides: bool,
    },
    /// Otto as a UCI engine on standard input and output, for match runners and other interfaces (see
    /// docs/uci.md): `position startpos moves A f ...`, `go movetime 500`, `bestmove ...`.
    Uci {
        /// The level until `setoption name Level value ...` says another.
        #[arg(long, default_value = "hard", value_parser = one_of::<Level>)]
        level: Level,
        /// Fixes Otto's random choices between equal moves.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Hard's search threads until `setoption name Threads value ...` says another (more than one: stronger,
        /// but no longer repeatable move for move).
        #[arg(long, default_value_t = 1)]
        threads: usize,
    },
    /// A match between two UCI engines (pairs of games from the same opening, sides swapped), refereed by
    /// these rules: wins, draws, losses, the mean margin and the Elo difference with its 95% interval.
    Match {
        /// The first engine's command line (run by `sh -c`), e.g. "mancala --rules oware uci".
        #[arg(long)]
        first: String,
        /// The second engine's command line.
        #[arg(long)]
        second: String,
        /// Games in all; a pair is two games from one opening.
        #[arg(long, default_value_t = 40)]
        games: u32,
        /// Each engine's time per move.
        #[arg(long, value_name = "MS", default_value_t = 500)]
        time_ms: u64,
        /// Random sowings from the start before each pair of games but the first.
        #[arg(long, default_value_t = 2)]
        opening: u32,
        /// Fixes the openings.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// The game server: people play each other over a WebSocket at `/v1/ws` (see docs/protocol.md and
    /// docs/server.md). Runs until Ctrl+C or SIGTERM; the games in play are taken up again at the next
    /// start. Every option can be given by its environment variable instead (for a service manager or a
    /// container).
    #[cfg(feature = "server")]
    Serve {
        /// The address and port to listen on.
        #[arg(long, env = "MANCALA_LISTEN", default_value = DEFAULT_LISTEN)]
        listen: std::net::SocketAddr,
        /// The database: `sqlite://PATH`, or `postgres://USER:PASSWORD@HOST/DB`; SQLite in the data folder
        /// (`server.db`) if left out.
        #[arg(long, env = "MANCALA_DB", hide_env_values = true)]
        db: Option<String>,
        /// Connections one address (an IPv6 /64) may hold at once.
        #[arg(long, env = "MANCALA_PER_ADDRESS", default_value_t = 16)]
        per_address: usize,
        /// Connections the server holds at once, in all.
        #[arg(long, env = "MANCALA_CONNECTIONS", default_value_t = 25_000)]
        connections: usize,
        /// Requests a connection may make in a second, on average (three times as many at once).
        #[arg(long, env = "MANCALA_RATE", default_value_t = 10.0)]
        rate: f64,
        /// New players one address may make in an hour.
        #[arg(long, env = "MANCALA_PLAYERS_PER_HOUR", default_value_t = 10)]
        players_per_hour: u32,
        /// Seconds a seeker waits alone in the queue before Otto, the computer, is offered.
        #[arg(long, env = "MANCALA_OTTO_AFTER", default_value_t = 15)]
        otto_after: u64,
        /// Otto's searches at once (a thread each): the rest of its games wait their turn.
        #[arg(long, env = "MANCALA_OTTO_SEARCHES", default_value_t = 1)]
        otto_searches: usize,
        /// The most milliseconds one of Otto's moves may take (less when its clock is short).
        #[arg(long, env = "MANCALA_OTTO_MOVE_MS", default_value_t = 500)]
        otto_move_ms: u64,
        /// Games against Otto in play at once, in all.
        #[arg(long, env = "MANCALA_OTTO_GAMES", default_value_t = 1000)]
        otto_games: usize,
        /// Games against Otto's Hard in play at once (Hard takes his whole time a move); a seeker whose nearest
        /// level is Hard is offered Medium beyond them. Raise it with --otto-searches.
        #[arg(long, env = "MANCALA_OTTO_HARD_GAMES", default_value_t = 8)]
        otto_hard_games: usize,
        /// Connections that may watch one game at once.
        #[arg(long, env = "MANCALA_WATCHERS_PER_GAME", default_value_t = 10_000)]
        watchers_per_game: usize,
        /// A certificate chain (PEM) for TLS; with --key, the server speaks wss://.
        #[arg(long, env = "MANCALA_CERT", requires = "key")]
        cert: Option<std::path::PathBuf>,
        /// The certificate's private key (PEM).
        #[arg(long, env = "MANCALA_KEY", requires = "cert")]
        key: Option<std::path::PathBuf>,
        /// A reverse proxy's address (repeat, or commas in the variable): connections from it are counted
        /// by the client address it appends to X-Forwarded-For. Nobody else's X-Forwarded-For is read.
        #[arg(
            long = "trusted-proxy",
            env = "MANCALA_TRUSTED_PROXIES",
            value_delimiter = ','
        )]
        trusted_proxies: Vec<std::net::IpAddr>,
        /// A RON file of recurring tournaments (arenas and Swiss every hour, day or week at a time of day,
        /// UTC), each announced an hour before it starts; see docs/tournaments.md.
        #[arg(long, env = "MANCALA_SCHEDULE", value_name = "FILE")]
        schedule: Option<std::path::PathBuf>,
        /// The browser game's folder (the one `web/build` writes), served at / with friend links at
        /// /join/CODE; see docs/server.md.
        #[arg(long, env = "MANCALA_SITE", value_name = "DIR")]
        site: Option<std::path::PathBuf>,
    },
    /// Your games in play on every server you have played on (as the window keeps them), those in which it is
    /// your move first, each server asked with a glance that does not count you online there.
    #[cfg(feature = "notify")]
    Moves {
        /// A desktop notification for each game in which it has become your move.
        #[arg(long)]
        notify: bool,
        /// Look again this often, for ever (notifying only of moves new since the last look).
        #[arg(long, value_name = "MINUTES")]
        every: Option<u64>,
    },
    /// Bots that pair up and play random legal games as fast as the server answers: games per second, a
    /// sowing's round trip (p50, p99) and the peak memory. Without --server, against a server in this process
    /// over a fresh SQLite file.
    #[cfg(feature = "server")]
    Loadtest {
        #[arg(long, default_value_t = 100)]
        clients: usize,
        /// `ws://HOST:PORT` of a running `mancala serve`.
        #[arg(long)]
        server: Option<String>,
        #[arg(long, default_value_t = 30)]
        seconds: u64,
        /// Each bot waits this long before each sowing (0: as fast as the server answers).
        #[arg(long, value_name = "MS", default_value_t = 0)]
        think_ms: u64,
        /// Pairs of bots that arrive each second (0: all at once).
        #[arg(long, value_name = "PAIRS", default_value_t = 0)]
        arrive: u32,
        /// Bots beside the pairs that play Otto, game after game, as fast as it answers.
        #[arg(long, value_name = "BOTS", default_value_t = 0)]
        otto: usize,
        /// The level the bots ask Otto for (without it, the one nearest a new player's rating: medium).
        #[arg(long, value_parser = one_of::<Level>)]
        otto_level: Option<Level>,
        /// Bots that watch the first pair's game, each game after the last: the time from its sowing to each
        /// watcher is measured.
        #[arg(long, value_name = "BOTS", default_value_t = 0)]
        watchers: usize,
        /// Bots in one arena of 3+2 beside the pairs, each game resigned after a random pause of up to twice
        /// the time to think: the time from a game's end to the next game is measured.
        #[arg(long, value_name = "BOTS", default_value_t = 0)]
        arena: usize,
    },
    /// A real `mancala serve` under bots playing ranked games, killed (SIGKILL) at random moments and
    /// started again over the same database, with the database made to fail under it and strangers
    /// sending random bytes; then what was checked and what was lost (the goal: nothing). Exits with an
    /// error when anything was lost.
    #[cfg(feature = "server")]
    Faults {
        #[arg(long, default_value_t = 200)]
        games: u64,
        #[arg(long, default_value_t = 100)]
        kills: u64,
        #[arg(long, default_value_t = 16)]
        bots: usize,
        /// Times the database fails under the running server.
        #[arg(long, default_value_t = 10)]
        database_faults: u64,
        /// The database: a fresh SQLite file in the temporary folder when left out (made unwritable to
        /// fail), or `postgres://...` with --stop-database and --start-database.
        #[arg(long)]
        db: Option<String>,
        /// The command that stops the database (words split on spaces), e.g. `pg_ctlcluster 15 main stop`.
        #[arg(long, requires = "start_database", requires = "db")]
        stop_database: Option<String>,
        #[arg(long, requires = "stop_database")]
        start_database: Option<String>,
        /// Seconds of strangers' random bytes and messages.
        #[arg(long, default_value_t = 20)]
        noise_seconds: u64,
    },
}

/// The start of a board of `pits` pits a side and `seeds` seeds a pit under `rules`, or why there is none.
fn start_of(pits: u8, seeds: u8, rules: Rules) -> Result<Position, CliError> {
    Ok(Position::start_by(rules, pits, seeds)?)
}

/// The start a player of `rules` expects when `pits` or `seeds` is left out (see [`Position::start_usual`]).
fn usual_start(pits: Option<u8>, seeds: Option<u8>, rules: Rules) -> Result<Position, CliError> {
    Ok(Position::start_usual(rules, pits, seeds)?)
}

/// Runs one command under the house rules `house` (on top of any a position's text names); the text to print,
/// or the message for standard error.
pub fn execute(command: &Command, json: bool, house: Rules) -> Result<String, CliError> {
    let parse_position = |text: &str| parse_position(text, house);
    match command {
        Command::New { pits, seeds } => {
            let position = usual_start(*pits, *seeds, house)?;
            Ok(if json {
                to_json(&serde_json::json!({ "position": position.to_string() }))
            } else {
                position.to_string()
            })
        }
        Command::Play { position, moves } => {
            let start = match position {
                Some(text) => parse_position(text)?,
                None => usual_start(None, None, house)?,
            };
            play::play(start, moves, json)
        }
        Command::Solve {
            position,
            time_ms,
            no_book,
        } => {
            let position = parse_position(position)?;
            provable(position.rules(), "solve")?;
            analysis::solve(&position, *time_ms, *no_book, json)
        }
        Command::Analyze { position, time_ms } => {
            let position = parse_position(position)?;
            provable(position.rules(), "analyze")?;
            analysis::analyze(&position, *time_ms, json)
        }
        Command::Explore { position, games } => {
            explore::explore(&parse_position(position)?, games, json)
        }
        Command::Best {
            position,
            level,
            seed,
            time_ms,
        } => analysis::best(&parse_position(position)?, *level, *seed, *time_ms, json),
        Command::Hint { position, time_ms } => {
            analysis::hint(&parse_position(position)?, *time_ms, json)
        }
        Command::Selfplay {
            south,
            north,
            games,
            pits,
            seeds,
            seed,
            time_ms,
            threads,
            opening,
            keep_sides,
        } => {
            let start = usual_start(*pits, *seeds, house)?;
            let settings = selfplay::SelfplayPlan {
                first: *south,
                second: *north,
                games: *games,
                start,
                seed: *seed,
                move_time: std::time::Duration::from_millis(*time_ms),
                threads: (*threads).max(1),
                opening: *opening,
                keep_sides: *keep_sides,
            };
            Ok(selfplay::run(&settings).render(json))
        }
        Command::Review { file, time_ms } => {
            let (source, text) = read_input(file)?;
            review::review(&source, &text, *time_ms, json)
        }
        Command::Uci {
            level,
            seed,
            threads,
        } => {
            // UCI's moves are letters A to F, a to f: six pits a side.
            provable(house, "uci")?;
            let settings = uci::UciOptions {
                level: *level,
                seed: *seed,
                threads: (*threads).max(1),
            };
            let stdin = std::io::stdin();
            uci::run(stdin.lock(), std::io::stdout(), house, settings);
            Ok(String::new())
        }
        Command::Match {
            first,
            second,
            games,
            time_ms,
            opening,
            seed,
        } => {
            provable(house, "match")?;
            let settings = engine_match::MatchPlan {
                engines: [first.clone(), second.clone()],
                games: *games,
                move_time: std::time::Duration::from_millis(*time_ms),
                opening: *opening,
                seed: *seed,
                rules: house,
            };
            Ok(engine_match::run(&settings)?.render(json))
        }
        Command::Endgame {
            pits,
            seeds,
            threads,
            memory_mib,
        } => {
            provable(house, "endgame")?;
            let build = OwareBuild {
                moves_bytes: usize::try_from(memory_mib.saturating_mul(1 << 20))
                    .unwrap_or(usize::MAX),
                ..OwareBuild::for_players((*threads).max(1))
            };
            analysis::endgame(house, *pits, *seeds, build, json)
        }
        Command::Daily { date } => analysis::daily(date.as_deref(), json),
        #[cfg(feature = "server")]
        Command::OttoPool {
            games,
            seed,
            hard_ms,
            threads,
        } => Ok(otto_pool::otto_pool(
            *games, *seed, *hard_ms, *threads, json,
        )),
        #[cfg(feature = "server")]
        Command::OttoAdapts { games, seed } => Ok(otto_pool::otto_adapts(*games, *seed, json)),
        Command::FairStarts {
            count,
            seed,
            seconds,
        } => analysis::fair_starts(*count, *seed, *seconds),
        Command::Book {
            sowings,
            pits,
            seeds,
            hard_lines,
            nodes,
            threads,
        } => {
            provable(house, "book")?;
            let start = start_of(*pits, *seeds, house)?;
            if house.is_oware() {
                analysis::oware_book(start, *sowings, *nodes, *threads)
            } else {
                analysis::book(start, *sowings, *hard_lines)
            }
        }
        #[cfg(feature = "notify")]
        Command::Moves { notify, every } => moves::run(
            &moves::MovesPlan {
                notify: *notify,
                every: every.map(|minutes| std::time::Duration::from_secs(minutes.max(1) * 60)),
            },
            json,
        ),
        #[cfg(feature = "server")]
        Command::Loadtest {
            clients,
            server,
            seconds,
            think_ms,
            arrive,
            otto,
            otto_level,
            watchers,
            arena,
        } => crate::server::loadtest::run(crate::server::loadtest::Load {
            clients: *clients,
            server: server.clone(),
            seconds: *seconds,
            think: std::time::Duration::from_millis(*think_ms),
            pairs_per_second: *arrive,
            against_otto: *otto,
            otto_level: *otto_level,
            watchers: *watchers,
            arena: *arena,
        })
        .map_err(CliError::from),
        #[cfg(feature = "server")]
        Command::Faults {
            games,
            kills,
            bots,
            database_faults,
            db,
            stop_database,
            start_database,
            noise_seconds,
        } => {
            use crate::server::faults::{Failing, Plan, run};
            let words = |line: &str| line.split_whitespace().map(str::to_string).collect();
            let (database, failing) = match (db, stop_database, start_database) {
                (Some(db), Some(stop), Some(start)) => (
                    db.clone(),
                    Failing::Commands {
                        stop: words(stop),
                        start: words(start),
                    },
                ),
                (Some(db), _, _) if db.starts_with("postgres") => {
                    return Err(CliError::PostgresNeedsCommands);
                }
                (db, _, _) => {
                    let folder =
                        std::env::temp_dir().join(format!("mancala-faults-{}", std::process::id()));
                    std::fs::create_dir_all(&folder).map_err(|source| CliError::MakeFolder {
                        folder: folder.clone(),
                        source,
                    })?;
                    let file = match db {
                        Some(db) => std::path::PathBuf::from(
                            db.trim_start_matches("sqlite://")
                                .split('?')
                                .next()
                                .unwrap_or(""),
                        ),
                        None => folder.join("server.db"),
                    };
                    (
                        format!("sqlite://{}?mode=rwc", file.display()),
                        Failing::Unwritable(file),
                    )
                }
            };
            let program = std::env::current_exe().map_err(CliError::OwnPath)?;
            let report = run(Plan {
                program,
                database,
                games: *games,
                kills: *kills,
                bots: *bots,
                database_faults: *database_faults,
                failing,
                noise: std::time::Duration::from_secs(*noise_seconds),
            })?;
            match report.losses() {
                0 => Ok(report.to_string()),
                _ => Err(CliError::Lost(report)),
            }
        }
        #[cfg(feature = "server")]
        Command::Serve {
            listen,
            db,
            per_address,
            connections,
            rate,
            players_per_hour,
            otto_after,
            otto_searches,
            otto_move_ms,
            otto_games,
            otto_hard_games,
            watchers_per_game,
            cert,
            key,
            trusted_proxies,
            schedule,
            site,
        } => {
            let schedule = match schedule {
                Some(path) => crate::server::schedule::read(path)?,
                None => Vec::new(),
            };
            let database = match db {
                Some(url) => url.clone(),
                None => {
                    let folder = crate::files::Folder::Data
                        .locate()
                        .ok_or(CliError::NoDataFolder)?;
                    std::fs::create_dir_all(&folder).map_err(|source| CliError::MakeFolder {
                        folder: folder.clone(),
                        source,
                    })?;
                    format!("sqlite://{}?mode=rwc", folder.join("server.db").display())
                }
            };
            crate::server::serve(crate::server::Config {
                listen: *listen,
                database,
                limits: crate::server::ServerLimits {
                    connections_per_address: *per_address,
                    connections: *connections,
                    per_second: *rate,
                    burst: 3.0 * rate,
                    players_per_hour: *players_per_hour,
                    otto_after: std::time::Duration::from_secs(*otto_after),
                    otto_searches: *otto_searches,
                    otto_move_time: std::time::Duration::from_millis(*otto_move_ms),
                    otto_games: *otto_games,
                    otto_hard_games: *otto_hard_games,
                    watchers_per_game: *watchers_per_game,
                    ..crate::server::ServerLimits::default()
                },
                tls: cert.clone().zip(key.clone()),
                reach: crate::server::Reach::Public,
                trusted_proxies: trusted_proxies.clone(),
                schedule,
                site: site.clone(),
            })
            .map_err(CliError::from)
        }
        Command::Perft { position, depth } => {
            let position = parse_position(position)?;
            let nodes = perft(&position, *depth);
            Ok(if json {
                to_json(&serde_json::json!({
                    "position": position.to_string(),
                    "depth": depth,
                    "nodes": nodes,
                }))
            } else {
                nodes.to_string()
            })
        }
    }
}

/// The commands that prove values, and those that speak UCI's six-pit moves, play Kalah and Oware: nothing proves
/// a Congklak, Sungka or Ô ăn quan position (98 seeds, or relays and chained captures, are beyond any table). They have `best`, `hint`, `play` and
/// `selfplay`.
fn provable(rules: Rules, command: &'static str) -> Result<(), CliError> {
    if rules.is_unprovable() {
        return Err(CliError::NotProvable {
            command,
            family: rules.family.title(),
        });
    }
    Ok(())
}

/// A file's text, or standard input's for `-`, with the name to give it in messages.
fn read_input(file: &std::path::Path) -> Result<(String, String), CliError> {
    let (what, read) = if file.as_os_str() == "-" {
        let mut text = String::new();
        let read = std::io::Read::read_to_string(&mut std::io::stdin(), &mut text).map(|_| text);
        ("standard input".to_string(), read)
    } else {
        (file.display().to_string(), std::fs::read_to_string(file))
    };
    match read {
        Ok(text) => Ok((what, text)),
        Err(source) => Err(CliError::Read { what, source }),
    }
}

/// A position's text, played by the rules it names with the house rules `house` switched on as well.
fn parse_position(text: &str, house: Rules) -> Result<Position, CliError> {
    // A text of another family than `--rules` asks for is refused as such, before its numbers are read by rules
    // that are not its own (a Sungka text read as Ô ăn quan's would be refused for its count, in the wrong words).
    if let Some(Ok(named)) = crate::engine::notation::named_rules(text)
        && house.family != Family::Kalah
        && named.family != house.family
    {
        return Err(CliError::FamiliesDiffer {
            named: named.family.name(),
            flag: house.family.name(),
        });
    }
    let unnamed = Rules {
        family: house.family,
        ..crate::engine::KALAH
    };
    let position =
        crate::engine::notation::parse(text, unnamed).map_err(|source| CliError::Position {
            text: text.trim().to_string(),
            source,
        })?;
    Ok(position.with_rules(combine(position.rules(), house)?))
}

/// The rules named in two places (the flags and a position's text): the family either names other than Kalah
/// (refused when they name two others), with every switch either turns on; refused when a switch is not the
/// family's.
fn combine(named: Rules, house: Rules) -> Result<Rules, CliError> {
    let family = match (named.family, house.family) {
        (Family::Kalah, family) | (family, Family::Kalah) => family,
        (a, b) if a == b => a,
        (a, b) => {
            return Err(CliError::FamiliesDiffer {
                named: a.name(),
                flag: b.name(),
            });
        }
    };
    let rules = Rules {
        family,
        empty_capture: named.empty_capture || house.empty_capture,
        remaining_to_emptier: named.remaining_to_emptier || house.remaining_to_emptier,
        lap_before_capture: named.lap_before_capture || house.lap_before_capture,
        pass_when_empty: named.pass_when_empty || house.pass_when_empty,
        capture_own_seed: named.capture_own_seed || house.capture_own_seed,
        small_mandarin: named.small_mandarin || house.small_mandarin,
    };
    match rules.foreign_switch() {
        Some((switch, owner)) => Err(CliError::ForeignSwitch {
            switch,
            owner: owner.title(),
            family: family.title(),
        }),
        None => Ok(rules),
    }
}

pub(crate) fn to_json<T: Serialize>(value: &T) -> String {
    serde_json::to_string_pretty(value).expect("plain data serialises")
}
