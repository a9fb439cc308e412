// On Windows the game is a windowed program, so that opening it from the Start menu or a link shows no console
// beside the board; its command line then writes to the console it was started from (`attach_console`).
#![cfg_attr(all(windows, feature = "gui"), windows_subsystem = "windows")]

use std::io::Write;
use std::process::ExitCode;

use clap::Parser;
use mancala::cli::{Cli, execute};

fn main() -> ExitCode {
    attach_console();
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

/// A windowed program starts with no console: it takes the one of the shell that started it, if any, so that
/// `mancala solve` in a terminal prints there (as Alacritty does). Output sent to a file or a pipe is already
/// the program's own and stays so; opened from the Start menu, there is no console to take.
#[cfg(all(windows, feature = "gui"))]
fn attach_console() {
    use windows_sys::Win32::System::Console::{ATTACH_PARENT_PROCESS, AttachConsole};
    // SAFETY: a plain Win32 call with no pointers; failing (no parent console) leaves the program as it was.
    unsafe {
        AttachConsole(ATTACH_PARENT_PROCESS);
    }
}

#[cfg(not(all(windows, feature = "gui")))]
fn attach_console() {}
