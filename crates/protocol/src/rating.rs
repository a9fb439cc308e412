//! Ratings as lichess keeps them: Glicko-2 (skillratings' update, Glickman's system constant τ = 0.5), one
//! rating a game family, each game its own rating period. A rating's deviation grows while its player is away
//! (lichess's 0.21436 rating periods a day) and shrinks as they play; a rating whose deviation is above 110 is
//! provisional, shown with a "?" and kept off the leaderboard.
//!
//! Pure: the time is given, so that the store, the fault checker and the tests compute the same ratings.

use std::ops::{Index, IndexMut};

use serde::{Deserialize, Serialize};
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2, glicko2_rating_period};

use mancala_engine::ladder::{LEAST_PLAYER_DEVIATION, RUNG_DEVIATION};
use mancala_engine::{BySide, Family, Side};

/// Glicko-2's scale: a deviation of 1 in its internal units is this many rating points.
const SCALE: f64 = 173.7178;
/// The deviation of a rating nobody has played for, and the most a deviation grows to.
pub const WIDEST_DEVIATION: f64 = 350.0;
/// Above this deviation a rating is provisional (lichess's threshold).
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// Rating periods a day of absence counts for (lichess's figure): a deviation of 60 is provisional again
/// after about a year away.
const PERIODS_PER_DAY: f64 = 0.21436;
const DAY_MS: f64 = 86_400_000.0;

/// One player's rating in one family.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Glicko {
    pub rating: f64,
    pub deviation: f64,
    pub volatility: f64,
}

impl Glicko {
    /// A player's rating before their first rated game of a family.
    pub const FIRST: Glicko = Glicko {
        rating: 1500.0,
        deviation: WIDEST_DEVIATION,
        volatility: 0.06,
    };

    pub fn is_provisional(&self) -> bool {
        self.deviation > PROVISIONAL_DEVIATION
    }

    /// The rating after `idle_ms` without a rated game: the deviation grown by the rating periods passed.
    pub fn after_idle(self, idle_ms: i64) -> Glicko {
        if idle_ms <= 0 {
            return self;
        }
        let periods = idle_ms.max(0) as f64 / DAY_MS * PERIODS_PER_DAY;
        let phi = self.deviation / SCALE;
        let grown = (phi * phi + periods * self.volatility * self.volatility).sqrt() * SCALE;
        Glicko {
            deviation: grown.min(WIDEST_DEVIATION),
            ..self
        }
    }

    /// The rating after one rating period's `results` (Glickman's worked example is such a period).
    pub fn after_period(self, results: &[(Glicko, Standing)]) -> Glicko {
        let results: Vec<_> = results
            .iter()
            .map(|(opponent, standing)| (opponent.into(), outcome_of(*standing)))
            .collect();
        glicko2_rating_period(&self.into(), &results, &CONFIG).into()
    }

    /// The rating against Otto after a game with him at a level whose measured rating is `otto` (his pool's
    /// ratings, known within [`RUNG_DEVIATION`]): one rating period, the deviation then kept at least
    /// [`LEAST_PLAYER_DEVIATION`] so that the rating goes on following a person who learns.
    pub fn after_otto(self, otto: f64, standing: Standing) -> Glicko {
        let otto = Glicko {
            rating: otto,
            deviation: RUNG_DEVIATION,
            volatility: Glicko::FIRST.volatility,
        };
        let after = self.after_period(&[(otto, standing)]);
        Glicko {
            deviation: after.deviation.max(LEAST_PLAYER_DEVIATION),
            ..after
        }
    }

    /// As the protocol shows it.
    pub fn shown(&self) -> Shown {
        Shown {
            rating: self.rating.round() as i32,
            deviation: self.deviation.round() as i32,
            provisional: self.is_provisional(),
        }
    }
}

const CONFIG: Glicko2Config = Glicko2Config::new();

impl From<&Glicko> for Glicko2Rating {
    fn from(glicko: &Glicko) -> Glicko2Rating {
        Glicko2Rating {
            rating: glicko.rating,
            deviation: glicko.deviation,
            volatility: glicko.volatility,
        }
    }
}

impl From<Glicko> for Glicko2Rating {
    fn from(glicko: Glicko) -> Glicko2Rating {
        (&glicko).into()
    }
}

impl From<Glicko2Rating> for Glicko {
    fn from(rating: Glicko2Rating) -> Glicko {
        Glicko {
            rating: rating.rating,
            deviation: rating.deviation,
            volatility: rating.volatility,
        }
    }
}

/// How a finished game went for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Standing {
    Win,
    Loss,
    Draw,
}

/// A game's result for one player, as a rating period counts it.
fn outcome_of(standing: Standing) -> Outcomes {
    match standing {
        Standing::Win => Outcomes::WIN,
        Standing::Draw => Outcomes::DRAW,
        Standing::Loss => Outcomes::LOSS,
    }
}

/// Both players' ratings after a rated game between them, from their ratings before it (already grown by
/// their time away).
pub fn after_game(before: BySide<Glicko>, winner: Option<Side>) -> BySide<Glicko> {
    let outcome = match winner {
        Some(Side::South) => Outcomes::WIN,
        Some(Side::North) => Outcomes::LOSS,
        None => Outcomes::DRAW,
    };
    let (south, north) = glicko2(
        &before.south.into(),
        &before.north.into(),
        &outcome,
        &CONFIG,
    );
    BySide::new(south.into(), north.into())
}

/// A rating as the protocol shows it: rounded, and whether it is provisional.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shown {
    pub rating: i32,
    pub deviation: i32,
    pub provisional: bool,
}

impl Shown {
    /// The rating as players read it: "1500", or "1500?" while provisional.
    pub fn text(rating: i32, provisional: bool) -> String {
        match provisional {
            true => format!("{rating}?"),
            false => rating.to_string(),
        }
    }
}

/// A player's first rating, as a family they have not played shows it.
impl Default for Shown {
    fn default() -> Shown {
        Glicko::FIRST.shown()
    }
}

impl std::fmt::Display for Shown {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str(&Shown::text(self.rating, self.provisional))
    }
}

/// One value a game family, as `BySide` is one a side; on the wire as `kalah`, `oware`, `congklak`, `sungka`
/// and `oanquan` (Ô ăn quan, not yet played online: its value stays as it starts; left out, as a server
/// before it wrote, it reads as that start).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ByFamily<T> {
    pub kalah: T,
    pub oware: T,
    pub congklak: T,
    pub sungka: T,
    #[serde(default)]
    pub oanquan: T,
}

impl<T> ByFamily<T> {
    pub fn from_fn(mut value: impl FnMut(Family) -> T) -> ByFamily<T> {
        ByFamily {
            kalah: value(Family::Kalah),
            oware: value(Family::Oware),
            congklak: value(Family::Congklak),
            sungka: value(Family::Sungka),
            oanquan: value(Family::OAnQuan),
        }
    }

    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> ByFamily<U> {
        ByFamily {
            kalah: f(self.kalah),
            oware: f(self.oware),
            congklak: f(self.congklak),
            sungka: f(self.sungka),
            oanquan: f(self.oanquan),
        }
    }
}

impl<T> Index<Family> for ByFamily<T> {
    type Output = T;
    fn index(&self, family: Family) -> &T {
        match family {
            Family::Kalah => &self.kalah,
            Family::Oware => &self.oware,
            Family::Congklak => &self.congklak,
            Family::Sungka => &self.sungka,
            Family::OAnQuan => &self.oanquan,
        }
    }
}

impl<T> IndexMut<Family> for ByFamily<T> {
    fn index_mut(&mut self, family: Family) -> &mut T {
        match family {
            Family::Kalah => &mut self.kalah,
            Family::Oware => &mut self.oware,
            Family::Congklak => &mut self.congklak,
            Family::Sungka => &mut self.sungka,
            Family::OAnQuan => &mut self.oanquan,
        }
    }
}

/// The family a stored name (the rule set's family word) writes, if any.
pub fn family_named(name: &str) -> Option<Family> {
    Family::ALL.into_iter().find(|family| family.name() == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Glickman's worked example (glicko.net/glicko/glicko2.pdf, section 3): a player of 1500, deviation
    /// 200, volatility 0.06 beats 1400 (30), loses to 1550 (100) and to 1700 (300), and comes out at
    /// 1464.06, deviation 151.52, volatility 0.05999.
    #[test]
    fn the_update_is_glickmans_worked_example() {
        let player = Glicko {
            rating: 1500.0,
            deviation: 200.0,
            volatility: 0.06,
        };
        let opponent = |rating, deviation| Glicko {
            rating,
            deviation,
            volatility: 0.06,
        };
        let after = player.after_period(&[
            (opponent(1400.0, 30.0), Standing::Win),
            (opponent(1550.0, 100.0), Standing::Loss),
            (opponent(1700.0, 300.0), Standing::Loss),
        ]);
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_game_moves_both_ratings_as_a_period_of_one_game_each() {
        let before = BySide::new(
            Glicko::FIRST,
            Glicko {
                rating: 1700.0,
                deviation: 80.0,
                volatility: 0.06,
            },
        );
        let after = after_game(before, Some(Side::South));
        let south = before.south.after_period(&[(before.north, Standing::Win)]);
        let north = before.north.after_period(&[(before.south, Standing::Loss)]);
        assert_eq!(after, BySide::new(south, north));
        // The newcomer moves far, the established player little.
        assert!(after.south.rating - 1500.0 > 10.0 * (1700.0 - after.north.rating));
    }

    #[test]
    fn a_deviation_grows_while_away_to_provisional_in_about_a_year_and_never_past_350() {
        let settled = Glicko {
            rating: 1800.0,
            deviation: 60.0,
            volatility: 0.06,
        };
        let day = 86_400_000;
        assert_eq!(settled.after_idle(0), settled);
        assert!(!settled.after_idle(300 * day).is_provisional());
        assert!(settled.after_idle(400 * day).is_provisional());
        assert_eq!(
            settled.after_idle(100_000 * day).deviation,
            WIDEST_DEVIATION
        );
        assert_eq!(settled.after_idle(400 * day).rating, 1800.0);
    }

    #[test]
    fn every_family_is_named_and_found_by_its_name() {
        for family in Family::ALL {
            assert_eq!(family_named(family.name()), Some(family));
        }
        assert_eq!(family_named("chess"), None);
        // A profile written before Ô ăn quan had a rating reads it as a first rating.
        let before: ByFamily<Shown> = serde_json::from_str(
            r#"{"kalah":{"rating":1600,"deviation":80,"provisional":false},
                "oware":{"rating":1500,"deviation":350,"provisional":true},
                "congklak":{"rating":1500,"deviation":350,"provisional":true},
                "sungka":{"rating":1500,"deviation":350,"provisional":true}}"#,
        )
        .unwrap();
        assert_eq!(before.oanquan, Glicko::FIRST.shown());
        let mut by = ByFamily::from_fn(|family| family.name().len());
        by[Family::Oware] += 10;
        assert_eq!(
            by.map(|n| n * 2),
            ByFamily {
                kalah: 10,
                oware: 30,
                congklak: 16,
                sungka: 12,
                oanquan: 14
            }
        );
    }
}
