//! Challenges in the hub: one player challenges another (both hear of it, the one challenged on their next
//! hello too), who accepts (the game begins, as from the queue) or declines; the challenger may withdraw,
//! and the clock's look lets an unanswered challenge expire.

use super::*;
use crate::challenges::CHALLENGE_LIFETIME_MS;
use crate::ids::ChallengeId;
use crate::otto::otto_level;
use crate::protocol::{Challenge, Gone};

/// What a challenge offers: the opponent and the game.
pub(super) struct Offer {
    pub to: PlayerId,
    pub rules: String,
    /// The family's usual board when left out.
    pub pits: Option<u8>,
    pub seeds: Option<u8>,
    pub control: Control,
    pub ranked: bool,
    pub pie: bool,
}

impl Hub {
    /// `player` challenges `offer.to`.
    pub(super) async fn challenge(&self, player: &Player, offer: Offer, now: i64) -> Answer {
        if offer.to == player.id {
            return Err(refused(Code::BadGame, "challenge another player"));
        }
        if otto_level(offer.to).is_some() {
            return Err(refused(Code::BadGame, "Otto is played with play_otto"));
        }
        let start = start_position(&offer.rules, offer.pits, offer.seeds)?;
        pie_allowed(start, offer.pie)?;
        if offer.ranked && !usual_board(start) {
            return Err(refused(
                Code::BadGame,
                "a ranked game is played on the family's usual board (Kalah and Oware 6 pits of 4, \
                 Congklak 7 holes of 7)",
            ));
        }
        let Some(opponent) = self.store.player(offer.to).await.map_err(internal)? else {
            return Err(refused(Code::NoPlayer, format!("no player {}", offer.to)));
        };
        self.within_cap(player.id, Phase::Playing)?;
        let challenge = Challenge {
            challenge: ChallengeId::random(),
            from: self.seat(player, start, now).await?,
            to: offer.to,
            to_name: opponent.name,
            rules: start.rules().to_string(),
            pits: start.pits(),
            // A start has as many seeds in every hole.
            seeds: start.seeds(Side::South, 1),
            control: offer.control,
            ranked: offer.ranked,
            pie: offer.pie,
            expires: now + CHALLENGE_LIFETIME_MS,
        };
        let mut lobby = self.lobby();
        lobby
            .challenges
            .add(challenge.clone())
            .map_err(|(code, why)| refused(code, why))?;
        let told = Reply::Challenged(challenge);
        lobby.tell(player.id, &told);
        lobby.tell(offer.to, &told);
        Ok(())
    }

    /// `player` accepts the challenge `id` they were sent: the game begins.
    pub(super) async fn accept_challenge(
        &self,
        player: &Player,
        id: ChallengeId,
        now: i64,
    ) -> Answer {
        self.within_cap(player.id, Phase::Playing)?;
        let challenge = self.lobby().challenges.take(id, player.id, true);
        let Some(challenge) = challenge else {
            return Err(refused(Code::NoGame, format!("no challenge {id} to you")));
        };
        let start = start_position(
            &challenge.rules,
            Some(challenge.pits),
            Some(challenge.seeds),
        )?;
        let challenger = self
            .store
            .player(challenge.from.id)
            .await
            .map_err(internal)?;
        let Some(challenger) = challenger else {
            return Err(refused(Code::NoPlayer, "the challenger is gone"));
        };
        let mut table = Table::new(GameId::random(), start, challenge.control, challenge.ranked);
        table.pie = challenge.pie;
        table.seats = BySide::new(
            Some(self.seat(&challenger, start, now).await?),
            Some(self.seat(player, start, now).await?),
        );
        if random_side() == Side::North {
            table.seats = table.seats.swapped();
        }
        table.turn_started = now;
        self.lobby().hold(table.clone(), None);
        if let Err(error) = self.store_begun(&table, None).await {
            // The challenge waits again, as it was.
            let _ = self.lobby().challenges.add(challenge);
            return Err(internal(error));
        }
        tell_gone(&mut self.lobby(), &challenge, Gone::Accepted);
        self.announce(&table);
        Ok(())
    }

    /// `player` declines the challenge `id` they were sent, or withdraws their own.
    pub(super) fn decline_challenge(&self, player: &Player, id: ChallengeId) -> Answer {
        let mut lobby = self.lobby();
        let (challenge, reason) = match lobby.challenges.take(id, player.id, true) {
            Some(challenge) => (challenge, Gone::Declined),
            None => match lobby.challenges.take(id, player.id, false) {
                Some(challenge) => (challenge, Gone::Withdrawn),
                None => return Err(refused(Code::NoGame, format!("no challenge {id} of yours"))),
            },
        };
        tell_gone(&mut lobby, &challenge, reason);
        Ok(())
    }

    /// Tells `player`'s new connection the challenges that wait for them or for their answer.
    pub(super) fn tell_challenges(&self, session: &Session, player: PlayerId) {
        for challenge in self.lobby().challenges.of(player) {
            let _ = session.outbox.try_send(Reply::Challenged(challenge));
        }
    }

    /// Lets the challenges unanswered at `now` expire.
    pub(super) fn expire_challenges(&self, now: i64) {
        let mut lobby = self.lobby();
        for challenge in lobby.challenges.expire(now) {
            tell_gone(&mut lobby, &challenge, Gone::Expired);
        }
    }
}

/// Both players of `challenge` hear that it ended, and why.
fn tell_gone(lobby: &mut Lobby, challenge: &Challenge, reason: Gone) {
    let gone = Reply::ChallengeGone {
        challenge: challenge.challenge,
        reason,
    };
    lobby.tell(challenge.from.id, &gone);
    lobby.tell(challenge.to, &gone);
}
