//! Desktop notifications (notify-rust): "your move" in a game on any server the player knows, from the window or
//! from `mancala moves --notify`. On Linux and the BSDs through the freedesktop notification service over D-Bus,
//! where a game's note takes the place of its last one; on Windows a toast under the game's app id (its Start
//! menu entry names it), each toast its own. Each call waits for the system's answer, so the window sends them
//! off its main thread.

use notify_rust::Notification;
#[cfg(all(unix, not(target_os = "macos")))]
use notify_rust::{Hint, Timeout, Urgency};

/// The game's id on the desktop: its desktop entry and its icons are named so.
pub const APP_ID: &str = "io.github.mancala_game.Mancala";

/// A notification to show: what it says, and the earlier one it takes the place of (the same game's), so that
/// a game's notes never pile up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    pub summary: String,
    pub body: String,
    pub replaces: Option<u32>,
}

/// Why a notification was not shown.
#[derive(Debug, thiserror::Error)]
pub enum NoteError {
    /// No session bus, or no notification service on it.
    #[error("no desktop notification service: {0}")]
    Service(#[from] notify_rust::error::Error),
}

/// Shows `note`; the service's id for it, for a later note to take its place.
#[cfg(all(unix, not(target_os = "macos")))]
pub fn show(note: &Note) -> Result<Option<u32>, NoteError> {
    let mut notification = Notification::new();
    notification
        .appname("Mancala")
        .summary(&note.summary)
        .body(&note.body)
        .icon(APP_ID)
        .hint(Hint::DesktopEntry(APP_ID.to_string()))
        .hint(Hint::Category("x-mancala.your-move".to_string()))
        .urgency(Urgency::Normal)
        // A move to make waits: the note stays until the player sees it (the service may still let it go).
        .timeout(Timeout::Never);
    if let Some(id) = note.replaces {
        notification.id(id);
    }
    Ok(Some(notification.show()?.id()))
}

/// Shows `note` as a toast; none takes the place of another, so there is no id to keep.
#[cfg(not(all(unix, not(target_os = "macos"))))]
pub fn show(note: &Note) -> Result<Option<u32>, NoteError> {
    let mut notification = Notification::new();
    notification
        .appname("Mancala")
        .summary(&note.summary)
        .body(&note.body);
    #[cfg(windows)]
    notification.app_id(APP_ID);
    notification.show()?;
    Ok(None)
}
