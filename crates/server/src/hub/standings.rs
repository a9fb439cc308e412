//! Standings: a player's profile with each family's rating and its history, a family's leaderboard of
//! established players who play (lichess's rule: a provisional rating, or one left to sit, is not listed), and
//! the opening explorer's counts of the finished games.

use super::*;
use crate::protocol::{Leader, Rated};
use mancala_engine::Family;

/// Places on a leaderboard.
pub const LEADERBOARD_SIZE: usize = 100;
/// A leader played a rated game of the family within this time (30 days).
pub const ACTIVE_MS: i64 = 30 * 24 * 60 * 60 * 1000;
/// Ratings a profile's history shows a family, the latest.
pub const HISTORY_POINTS: usize = 100;

impl Hub {
    /// Tells `session` the profile of `asked`.
    pub(super) async fn profile(&self, session: &Session, asked: PlayerId) -> Answer {
        let Some((found, recent)) = self.store.profile(asked, 10).await.map_err(internal)? else {
            return Err(refused(Code::NoPlayer, format!("no player {asked}")));
        };
        let ratings = self.ratings_shown(asked).await?;
        let mut history = ByFamily::<Vec<Rated>>::default();
        for family in Family::ALL {
            let rated = self
                .store
                .history(asked, family, HISTORY_POINTS)
                .await
                .map_err(internal)?;
            history[family] = rated
                .into_iter()
                .map(|game| Rated {
                    at: game.at,
                    rating: game.rating.round() as i32,
                    deviation: game.deviation.round() as i32,
                })
                .collect();
        }
        let _ = session.outbox.try_send(Reply::Profile {
            player: Seat {
                rating: ratings.kalah.rating,
                provisional: ratings.kalah.provisional,
                ..found.seat(&Glicko::FIRST)
            },
            games: found.games,
            recent,
            ratings,
            history: Box::new(history),
        });
        Ok(())
    }

    /// Tells `session` the leaderboard of the family named `family`.
    pub(super) async fn leaderboard(&self, session: &Session, family: &str) -> Answer {
        let Some(known) = family_named(family) else {
            return Err(refused(
                Code::BadGame,
                format!("no game family {family:?}: kalah, oware or congklak"),
            ));
        };
        let now = self.clock.now();
        let rows = self
            .store
            .leaderboard(known, now, ACTIVE_MS, LEADERBOARD_SIZE)
            .await
            .map_err(internal)?;
        let leaders = rows
            .into_iter()
            .zip(1..)
            .map(|((player, name, glicko, games), rank)| Leader {
                rank,
                player,
                name,
                rating: glicko.shown().rating,
                games,
            })
            .collect();
        let _ = session.outbox.try_send(Reply::Leaderboard {
            family: known.name().to_string(),
            leaders,
        });
        Ok(())
    }

    /// Tells `session` the sowings played from the position written `position` in the finished games.
    pub(super) async fn explorer(&self, session: &Session, position: &str) -> Answer {
        if position.len() > MAX_POSITION_TEXT {
            return Err(refused(
                Code::BadGame,
                "a position text is shorter than that",
            ));
        }
        let parsed: Position =
            position
                .parse()
                .map_err(|e: mancala_engine::ParsePositionError| {
                    refused(Code::BadGame, e.to_string())
                })?;
        let moves = self.store.explorer(&parsed).await.map_err(internal)?;
        let _ = session.outbox.try_send(Reply::Explorer {
            position: parsed.to_string(),
            moves,
        });
        Ok(())
    }
}

/// The longest position text the explorer reads: 2 x 8 pits and two stores of three digits, the side and the
/// longest rule set's name, with room to spare.
const MAX_POSITION_TEXT: usize = 200;
