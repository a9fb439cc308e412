//! The date and time of day the trainer schedules by: the system's, unless a test holds it still and steps it.

use bevy::prelude::Resource;
use chrono::{DateTime, Utc};

#[derive(Resource, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct WallClock {
    /// The time a test set; `None`: the system's clock.
    pub held: Option<DateTime<Utc>>,
}

impl WallClock {
    pub fn now(&self) -> DateTime<Utc> {
        self.held.unwrap_or_else(Utc::now)
    }
}
