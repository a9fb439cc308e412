//! Challenges from one player to another: each waits, with the game it offers, until the one challenged
//! accepts or declines it, the challenger withdraws it, or it expires. Bounded both ways: a player has at most
//! [`OUT_PER_PLAYER`] challenges out and is sent at most [`IN_PER_PLAYER`], so that no one can fill the server
//! or another player's list.

use std::collections::HashMap;

use crate::ids::{ChallengeId, PlayerId};
use crate::protocol::{Challenge, Code};

/// How long a challenge waits for its answer: 10 minutes.
pub const CHALLENGE_LIFETIME_MS: i64 = 10 * 60 * 1000;
/// Challenges a player may have out at once.
pub const OUT_PER_PLAYER: usize = 5;
/// Challenges a player may be sent and not yet have answered.
pub const IN_PER_PLAYER: usize = 20;

/// The challenges waiting for their answer.
#[derive(Default)]
pub struct Challenges {
    waiting: HashMap<ChallengeId, Challenge>,
}

impl Challenges {
    /// Adds `challenge`, or says which bound it would pass.
    pub fn add(&mut self, challenge: Challenge) -> Result<(), (Code, &'static str)> {
        let from = challenge.from.id;
        if self
            .waiting
            .values()
            .any(|c| c.from.id == from && c.to == challenge.to)
        {
            return Err((Code::Limit, "you have already challenged this player"));
        }
        if self.waiting.values().filter(|c| c.from.id == from).count() >= OUT_PER_PLAYER {
            return Err((
                Code::Limit,
                "you have as many challenges out as a player may",
            ));
        }
        if self
            .waiting
            .values()
            .filter(|c| c.to == challenge.to)
            .count()
            >= IN_PER_PLAYER
        {
            return Err((
                Code::Limit,
                "this player has as many challenges waiting as a player may",
            ));
        }
        self.waiting.insert(challenge.challenge, challenge);
        Ok(())
    }

    /// Takes the challenge `id` out, when `player` is the one it was sent to (`to`) or sent by (not `to`).
    pub fn take(&mut self, id: ChallengeId, player: PlayerId, to: bool) -> Option<Challenge> {
        let found = self.waiting.get(&id)?;
        let theirs = match to {
            true => found.to == player,
            false => found.from.id == player,
        };
        theirs.then(|| self.waiting.remove(&id)).flatten()
    }

    /// The challenges `player` sent or was sent.
    pub fn of(&self, player: PlayerId) -> Vec<Challenge> {
        let mut found: Vec<Challenge> = self
            .waiting
            .values()
            .filter(|c| c.to == player || c.from.id == player)
            .cloned()
            .collect();
        found.sort_by_key(|c| c.expires);
        found
    }

    /// The challenges that have expired at `now`, taken out.
    pub fn expire(&mut self, now: i64) -> Vec<Challenge> {
        let expired: Vec<ChallengeId> = self
            .waiting
            .values()
            .filter(|c| now >= c.expires)
            .map(|c| c.challenge)
            .collect();
        expired
            .into_iter()
            .filter_map(|id| self.waiting.remove(&id))
            .collect()
    }
}
