//! The time controls a game is played on, as the protocol names them: apart from the messages, so that the
//! tournaments' data (which the messages carry) and the messages both read them.

use serde::{Deserialize, Serialize};

/// A time control, as the protocol names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub enum Control {
    /// No clock.
    #[default]
    #[serde(rename = "none")]
    Untimed,
    /// 30 seconds for each sowing, fresh after every sowing (an extra turn too).
    #[serde(rename = "30s")]
    PerSowing,
    /// 3 minutes each, 2 seconds added when a turn passes.
    #[serde(rename = "3+2")]
    Blitz,
    /// 5 minutes each, 5 seconds added.
    #[serde(rename = "5+5")]
    Rapid,
    /// Correspondence: a day for each sowing, fresh after every sowing (an extra turn too).
    #[serde(rename = "1d")]
    Day,
    /// Correspondence: three days a sowing.
    #[serde(rename = "3d")]
    ThreeDays,
    /// Correspondence: a week a sowing.
    #[serde(rename = "7d")]
    Week,
}

const DAY_MS: i64 = 24 * 60 * 60 * 1000;

impl Control {
    pub const ALL: [Control; 7] = [
        Control::Untimed,
        Control::PerSowing,
        Control::Blitz,
        Control::Rapid,
        Control::Day,
        Control::ThreeDays,
        Control::Week,
    ];

    /// The time each side starts with, and what is added when its turn passes to the other, in ms.
    pub fn allowance(self) -> Option<(i64, i64)> {
        match self {
            Control::Untimed => None,
            Control::PerSowing => Some((30_000, 0)),
            Control::Blitz => Some((180_000, 2_000)),
            Control::Rapid => Some((300_000, 5_000)),
            Control::Day => Some((DAY_MS, 0)),
            Control::ThreeDays => Some((3 * DAY_MS, 0)),
            Control::Week => Some((7 * DAY_MS, 0)),
        }
    }

    /// Whether each sowing has its own time, fresh after the last (30 s a sowing, and correspondence).
    pub fn per_sowing(self) -> bool {
        matches!(self, Control::PerSowing) || self.is_correspondence()
    }

    /// Days a sowing: a game played over days, by players who come and go.
    pub fn is_correspondence(self) -> bool {
        matches!(self, Control::Day | Control::ThreeDays | Control::Week)
    }

    pub fn name(self) -> &'static str {
        match self {
            Control::Untimed => "none",
            Control::PerSowing => "30s",
            Control::Blitz => "3+2",
            Control::Rapid => "5+5",
            Control::Day => "1d",
            Control::ThreeDays => "3d",
            Control::Week => "7d",
        }
    }

    pub fn from_name(name: &str) -> Option<Control> {
        Control::ALL.into_iter().find(|c| c.name() == name)
    }
}
