//! Hosting in a browser (`host.rs` says what hosting is): a page cannot listen for another computer, so the
//! hosted server is the desktop game's alone, and asking for it here answers why at once.

use std::path::PathBuf;
use std::sync::mpsc;

use super::host::Hosted;

/// A page cannot host: the Play online screen says so in place of its Host button.
pub const CAN_HOST: bool = false;

/// A browser never hosts, so there is never a server to stop.
pub enum StopHosting {}

impl StopHosting {
    pub fn stop(self) {
        match self {}
    }
}

/// Why the page did not host.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    #[error(
        "a game in a browser cannot host: a page cannot be reached by another computer (the desktop game can)"
    )]
    InABrowser,
    #[error("the server stopped as it started")]
    StoppedAtStart,
}

/// Answers at once that a page cannot host.
pub fn start_hosting(_folder: PathBuf) -> mpsc::Receiver<Result<Hosted, HostError>> {
    let (answer, answered) = mpsc::channel();
    let _ = answer.send(Err(HostError::InABrowser));
    answered
}
