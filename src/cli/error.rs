//! Why a command of the command line failed: one variant for each way, each saying what to do instead. `main`
//! prints it after "error: " and exits with status 2.

use std::path::PathBuf;

use thiserror::Error;

use crate::engine::{
    MAX_PITS, MIN_PITS, MoveError, ParsePositionError, Position, RecordError, SetupError,
    Unfinished,
};

#[derive(Debug, Error)]
pub enum CliError {
    #[error("bad position '{text}': {source}")]
    Position {
        text: String,
        source: ParsePositionError,
    },
    #[error("the position is {named} but --rules says {flag}: leave out one of them")]
    FamiliesDiffer {
        named: &'static str,
        flag: &'static str,
    },
    #[error("--{switch} is a switch of {owner}'s rules, not of {family}'s")]
    ForeignSwitch {
        switch: &'static str,
        owner: &'static str,
        family: &'static str,
    },
    #[error(
        "{command} is for Kalah and Oware: nothing proves the positions of {family}; for {family} use best, \
         hint, play, perft or selfplay"
    )]
    NotProvable {
        command: &'static str,
        family: &'static str,
    },
    #[error("cannot start that game: {0}")]
    Setup(#[from] SetupError),
    #[error("cannot read {what}: {source}")]
    Read {
        what: String,
        source: std::io::Error,
    },
    #[error("cannot make {}: {source}", folder.display())]
    MakeFolder {
        folder: PathBuf,
        source: std::io::Error,
    },
    #[error("{what}: {source}")]
    Record { what: String, source: RecordError },
    #[error(
        "move {number} ('{word}'): not a pit number; write pits as numbers from 1, e.g. \"3 6 1\""
    )]
    NotAPitNumber { number: usize, word: String },
    #[error("move {number} ('{pit}'): {source} in {position}")]
    Refused {
        number: usize,
        pit: u8,
        position: Position,
        source: MoveError,
    },
    #[error("the game is over in {0}: there is no move to find")]
    GameOver(Position),
    #[error("no {what} within the time: {source}; give it more with --time-ms")]
    OutOfTime {
        what: &'static str,
        source: Unfinished,
    },
    #[error(
        "Oware is solved exactly only with at most {table} seeds in the pits, from its endgame table \
         ({seeds} are in {position}); `best` and `hint` search it instead"
    )]
    BeyondOwareTable {
        table: u32,
        seeds: u32,
        position: Position,
    },
    #[error("{0} pits a side: a board has {MIN_PITS} to {MAX_PITS}")]
    PitsOutOfRange(u8),
    #[error("a table of {seeds} seeds is beyond {limit} positions: ask for fewer seeds")]
    TableTooLarge { seeds: u32, limit: usize },
    #[error(transparent)]
    Date(#[from] crate::engine::puzzle::DateError),
    #[error(
        "a search thread failed; run the command again, with --threads 1 to find which position"
    )]
    SearchFailed,
    #[error(transparent)]
    Match(#[from] super::engine_match::MatchError),
    #[error("'{0}' is not a server's address: {1}")]
    #[cfg(feature = "gui")]
    Address(String, crate::server::client::AddressError),
    #[error(
        "'{0}' is neither a command (see --help) nor a game's link (mancala://HOST:PORT/CODE or https://HOST/join/CODE)"
    )]
    #[cfg(feature = "gui")]
    NotALink(String),
    #[error("no data folder to find the servers you played on in: set MANCALA_HOME")]
    #[cfg(feature = "notify")]
    NoOnlineFolder,
    #[error("cannot read {}: {source}", file.display())]
    #[cfg(feature = "notify")]
    OnlineFile {
        file: PathBuf,
        source: Box<crate::files::ReadError>,
    },
    #[error("no data folder for the database: give --db")]
    #[cfg(feature = "server")]
    NoDataFolder,
    #[error("a PostgreSQL needs --stop-database and --start-database to be failed")]
    #[cfg(feature = "server")]
    PostgresNeedsCommands,
    #[error("cannot find this program's own path to start servers from: {0}")]
    #[cfg(feature = "server")]
    OwnPath(std::io::Error),
    #[error(transparent)]
    #[cfg(feature = "server")]
    Serve(#[from] crate::server::ServerError),
    #[error(transparent)]
    #[cfg(feature = "server")]
    Schedule(#[from] crate::server::schedule::ScheduleError),
    #[error(transparent)]
    #[cfg(feature = "server")]
    Loadtest(#[from] crate::server::loadtest::LoadtestError),
    #[error(transparent)]
    #[cfg(feature = "server")]
    Faults(#[from] crate::server::faults::FaultError),
    /// The fault run finished and found losses: its report, which names them.
    #[error("{0}")]
    #[cfg(feature = "server")]
    Lost(crate::server::faults::Report),
}
