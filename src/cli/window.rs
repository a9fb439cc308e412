//! The window's options, when no subcommand is given: where the game starts (a position, an opponent, the daily
//! puzzle, moves already played), the tools for scripts (a screenshot, the gallery, frame times) and a server
//! to play on; checked before a window opens, so a bad option is said on the terminal.

use super::{CliError, one_of, parse_position, play};
use crate::engine::Rules;

/// How the window starts, when no subcommand is given.
#[derive(Debug, clap::Args)]
#[command(group(clap::ArgGroup::new("opening").args(["online", "link"])))]
pub struct WindowArgs {
    /// Save a screenshot of the window to this file once the board has settled, and exit.
    #[arg(long, value_name = "FILE")]
    pub screenshot: Option<std::path::PathBuf>,
    /// Start from this position instead of a new game.
    #[arg(long, value_name = "POSITION")]
    pub position: Option<String>,
    /// Pits to play at the start, as clicks would, e.g. "3 6 1".
    #[arg(long, value_name = "PITS")]
    pub moves: Option<String>,
    /// Who plays the top row: friend (a second person), easy, medium or hard.
    #[arg(long, value_name = "WHO", value_parser = one_of::<crate::app::turn::setup::Opponent>)]
    pub opponent: Option<crate::app::turn::setup::Opponent>,
    /// Who moves first: south (you), north, random, or together (Congklak: both choose a hole and sow at once).
    #[arg(long, value_name = "SIDE", value_parser = one_of::<crate::app::turn::setup::First>)]
    pub first: Option<crate::app::turn::setup::First>,
    /// Seeds per pit (1 to 10).
    #[arg(long)]
    pub seeds: Option<u8>,
    /// Start with the daily puzzle of this date (YYYY-MM-DD), or of today without a date.
    #[arg(long, value_name = "DATE", num_args = 0..=1, default_missing_value = "today")]
    pub daily: Option<String>,
    /// Measure frame times for this many seconds, print them and exit.
    #[arg(long, value_name = "SECONDS")]
    pub frame_stats: Option<f32>,
    /// Render the states a player sees (opening, hover preview, mid-sowing, capture, extra turn, game over,
    /// ten seeds, the daily puzzle, small windows, each theme and stone palette) to PNG files in this folder,
    /// check that each is a board, and exit (1 if one is not).
    #[arg(long, value_name = "DIR")]
    pub gallery: Option<std::path::PathBuf>,
    /// With --gallery: only the first N shots of its table (for a slow renderer, such as Wine's in the tests).
    #[arg(long, value_name = "N", requires = "gallery")]
    pub gallery_shots: Option<usize>,
    /// Open straight into online play: connect to this server (HOST:PORT, ws://..., wss://...) or join the
    /// game of a shared line (mancala://HOST:PORT/CODE).
    #[arg(long, value_name = "URL")]
    pub online: Option<String>,
    /// A shared game's line or friend link to open in the window (mancala://HOST:PORT/CODE, or
    /// https://HOST/join/CODE), as the system passes one a player followed: the same as `--online LINK`.
    #[arg(value_name = "LINK")]
    pub link: Option<String>,
    /// The name to play online as (the one kept from last time, or "Player", without it).
    #[arg(long, value_name = "NAME", requires = "opening")]
    pub name: Option<String>,
}

impl WindowArgs {
    /// The window's start under the rules the flags chose, or a message naming the bad option.
    pub fn launch(&self, rules: Rules) -> Result<crate::app::launch::Launch, CliError> {
        use crate::app::turn::game::Game;
        use crate::app::turn::setup::Setup;
        // The game's usual board (Congklak: 7 holes of 7), unless the flags say otherwise.
        let usual = rules.family.boards();
        let mut setup = Setup {
            rules,
            pits: usual.pits,
            seeds: usual.seeds,
            ..Setup::default()
        };
        if let Some(opponent) = self.opponent {
            setup.opponent = opponent;
        }
        if let Some(first) = self.first {
            setup.first = first;
        }
        if let Some(seeds) = self.seeds {
            setup.seeds = seeds;
        }
        let chosen = self.position.is_some()
            || !rules.is_standard()
            || self.opponent.is_some()
            || self.first.is_some()
            || self.seeds.is_some();
        let mut game = Game::default();
        game.start(setup, rand::random())?;
        if let Some(text) = &self.position {
            let position = parse_position(text, rules)?;
            setup.pits = position.pits();
            setup.rules = position.rules();
            game = Game::from_position(setup, position);
        }
        if let Some(date) = &self.daily {
            let date = match date.as_str() {
                "today" => chrono::Local::now().date_naive(),
                text => crate::engine::puzzle::parse_date(text)?,
            };
            let puzzle = crate::engine::puzzle::daily(date, &mut crate::engine::puzzle::solver());
            game.start_puzzle(date, puzzle.position);
        }
        // With none of the game options, the saved game is resumed.
        let game = (chosen || self.daily.is_some()).then_some(game);
        if let Some(folder) = &self.gallery {
            std::fs::create_dir_all(folder).map_err(|source| CliError::MakeFolder {
                folder: folder.clone(),
                source,
            })?;
        }
        // A word that is no command must not open a window as though it named a server.
        if let Some(link) = &self.link
            && !["mancala://", "mancalas://", "http://", "https://"]
                .iter()
                .any(|scheme| link.to_ascii_lowercase().starts_with(scheme))
        {
            return Err(CliError::NotALink(link.clone()));
        }
        let moves = match &self.moves {
            Some(text) => play::parse_moves(text)?,
            None => Vec::new(),
        };
        Ok(crate::app::launch::Launch {
            game,
            moves,
            screenshot: self.screenshot.clone(),
            frame_stats: self.frame_stats,
            gallery: self.gallery.clone(),
            gallery_shots: self.gallery_shots,
            online: match self.online.as_ref().or(self.link.as_ref()) {
                Some(url) => {
                    // Said now, before a window opens for an address that cannot be one.
                    crate::server::client::Address::parse(url)
                        .map_err(|e| CliError::Address(url.clone(), e))?;
                    Some((url.clone(), self.name.clone()))
                }
                None => None,
            },
        })
    }
}
