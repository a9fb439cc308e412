//! Which rules a game is played by: standard Kalah, Kalah with either or both of the house rules rule books
//! disagree on, Oware (Abapa), or Congklak with either or both of its variants. A rule set is data that the
//! kernels, the positions and the searches take, not another copy of the code.
//!
//! Its name, as position text and records write it: the family's name, then each switch joined by `+`, e.g.
//! `kalah+empty-capture+remaining-to-emptier` or `congklak+lap-before-capture`; `oware` has no switches.

use std::fmt;
use std::str::FromStr;

use super::board::{MAX_HOLES, MAX_PITS, MIN_PITS};

/// The game of the family a rule set belongs to.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize,
)]
pub enum Family {
    /// Stores at the ends, extra turns, captures across; the rules of this game's start.
    #[default]
    Kalah,
    /// Oware (Abapa): no stores in the ring, captures of 2s and 3s on the opponent's side, feeding, grand slam.
    Oware,
    /// Congklak (congkak, dakon, sungka): the own store sown, relay sowing from any occupied hole, captures
    /// across, extra turns; 5 to 9 holes a side.
    Congklak,
}

/// What a family's board may be: the pits a side it allows and its usual start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardRange {
    pub fewest_pits: u8,
    pub most_pits: u8,
    /// The usual start: pits a side and seeds a pit.
    pub pits: u8,
    pub seeds: u8,
}

impl Family {
    pub const ALL: [Family; 3] = [Family::Kalah, Family::Oware, Family::Congklak];

    /// The family's name as rule-set text writes it.
    pub fn name(self) -> &'static str {
        match self {
            Family::Kalah => "kalah",
            Family::Oware => "oware",
            Family::Congklak => "congklak",
        }
    }

    /// The boards the family is played on. Kalah and Oware keep a row in one 64-bit word, so 8 pits at most;
    /// Congklak's boards run from 5 to 9 holes (its ninth hole a side is kept apart, see `Position`), and its
    /// usual start has as many seeds a hole as holes.
    pub fn boards(self) -> BoardRange {
        match self {
            Family::Kalah => BoardRange {
                fewest_pits: MIN_PITS,
                most_pits: MAX_PITS,
                pits: 6,
                seeds: 4,
            },
            Family::Oware => BoardRange {
                fewest_pits: MIN_PITS,
                most_pits: MAX_PITS,
                pits: 6,
                seeds: 4,
            },
            Family::Congklak => BoardRange {
                fewest_pits: 5,
                most_pits: MAX_HOLES,
                pits: 7,
                seeds: 7,
            },
        }
    }
}

/// The rules of a game: its family, and its switches: Kalah's two house rules, Congklak's two variants.
#[derive(
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(default)]
pub struct Rules {
    pub family: Family,
    /// Kalah: the last seed in an own empty pit captures even when the opposite pit is empty: the seed itself goes to
    /// the store.
    pub empty_capture: bool,
    /// Kalah: when a row is empty, the seeds left in the other row go to the player whose row is empty, rather than to
    /// the row's owner.
    pub remaining_to_emptier: bool,
    /// Congklak: a last seed in an own empty hole captures only once the sowing (its relays included) has passed
    /// the mover's own store, i.e. gone round the board at least once.
    pub lap_before_capture: bool,
    /// Congklak (as sungka is often played): a player whose holes are empty passes and the other plays on; the
    /// round ends when every hole is empty. Without it the round ends when the player to move has no seeds,
    /// and the seeds left go to the owner of their row.
    pub pass_when_empty: bool,
}

/// The standard rules.
pub const KALAH: Rules = Rules {
    family: Family::Kalah,
    empty_capture: false,
    remaining_to_emptier: false,
    lap_before_capture: false,
    pass_when_empty: false,
};

/// Oware (Abapa), the rules of the world's tournaments.
pub const OWARE: Rules = Rules {
    family: Family::Oware,
    ..KALAH
};

/// Congklak by the common rules (docs/congklak.md says which sources they follow).
pub const CONGKLAK: Rules = Rules {
    family: Family::Congklak,
    ..KALAH
};

/// A switch of a rule set: its name as the text writes it, the family it belongs to, and its field.
type Switch = (&'static str, Family, fn(&mut Rules) -> &mut bool);

/// The switches by name, as the rule set's text writes them.
const SWITCHES: [Switch; 4] = [
    ("empty-capture", Family::Kalah, |rules| {
        &mut rules.empty_capture
    }),
    ("remaining-to-emptier", Family::Kalah, |rules| {
        &mut rules.remaining_to_emptier
    }),
    ("lap-before-capture", Family::Congklak, |rules| {
        &mut rules.lap_before_capture
    }),
    ("pass-when-empty", Family::Congklak, |rules| {
        &mut rules.pass_when_empty
    }),
];

impl Rules {
    pub fn is_standard(self) -> bool {
        self == KALAH
    }

    pub fn is_oware(self) -> bool {
        self.family == Family::Oware
    }

    pub fn is_congklak(self) -> bool {
        self.family == Family::Congklak
    }

    /// The rule set's switches that are on, by name.
    pub fn switches(self) -> impl Iterator<Item = &'static str> {
        SWITCHES.into_iter().filter_map(move |(name, _, switch)| {
            let mut rules = self;
            (*switch(&mut rules)).then_some(name)
        })
    }

    /// Every rule set of Kalah (the standard one first), then Oware.
    pub fn every() -> [Rules; 5] {
        let [a, b, c, d] = Rules::all();
        [a, b, c, d, OWARE]
    }

    /// Every Kalah rule set, the standard one first.
    pub fn all() -> [Rules; 4] {
        [false, true]
            .map(|remaining| {
                [false, true].map(|empty| Rules {
                    empty_capture: empty,
                    remaining_to_emptier: remaining,
                    ..KALAH
                })
            })
            .concat()
            .try_into()
            .expect("two switches make four rule sets")
    }

    /// Every Congklak rule set, the common one first.
    pub fn congklak() -> [Rules; 4] {
        [false, true]
            .map(|pass| {
                [false, true].map(|lap| Rules {
                    lap_before_capture: lap,
                    pass_when_empty: pass,
                    ..CONGKLAK
                })
            })
            .concat()
            .try_into()
            .expect("two switches make four rule sets")
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.family.name())?;
        for name in self.switches() {
            write!(f, "+{name}")?;
        }
        Ok(())
    }
}

/// A rule set's text that names no rule set this game knows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRules(pub String);

impl fmt::Display for UnknownRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a rule set: expected oware; kalah optionally followed by +empty-capture \
             and +remaining-to-emptier; or congklak optionally followed by +lap-before-capture and \
             +pass-when-empty",
            self.0
        )
    }
}

impl std::error::Error for UnknownRules {}

impl FromStr for Rules {
    type Err = UnknownRules;

    fn from_str(text: &str) -> Result<Rules, UnknownRules> {
        let unknown = || UnknownRules(text.to_string());
        let mut parts = text.trim().split('+');
        let family = parts
            .next()
            .and_then(|name| {
                Family::ALL
                    .into_iter()
                    .find(|family| family.name().eq_ignore_ascii_case(name))
            })
            .ok_or_else(unknown)?;
        let mut rules = Rules { family, ..KALAH };
        for part in parts {
            let (_, _, switch) = SWITCHES
                .iter()
                .find(|(name, of, _)| *of == family && name.eq_ignore_ascii_case(part))
                .ok_or_else(unknown)?;
            let on = switch(&mut rules);
            if *on {
                return Err(unknown());
            }
            *on = true;
        }
        Ok(rules)
    }
}
