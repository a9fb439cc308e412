use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use mancala::cli::{Cli, execute};

fn main() -> ExitCode {
    let cli = Cli::parse();
    match &cli.command {
        Some(command) => match cli
            .house_rules()
            .and_then(|rules| execute(command, cli.json, rules))
        {
            Ok(text) => {
                // A reader that stops early (`| head`) is no error of ours.
                let _ = writeln!(std::io::stdout(), "{text}");
                ExitCode::SUCCESS
            }
            Err(message) => {
                eprintln!("error: {message}");
                ExitCode::from(2)
            }
        },
        None => run_game(&cli),
    }
}

#[cfg(feature = "gui")]
fn run_game(cli: &Cli) -> ExitCode {
    match cli.house_rules().and_then(|rules| cli.window.launch(rules)) {
        Ok(launch) => mancala::app::launch::run(launch),
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}

#[cfg(not(feature = "gui"))]
fn run_game(_: &Cli) -> ExitCode {
    eprintln!("this build has no window (built without the `gui` feature); use a subcommand:\n");
    eprintln!("{}", <Cli as clap::CommandFactory>::command().render_help());
    ExitCode::from(2)
}
