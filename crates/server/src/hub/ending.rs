//! A game's end and what follows it: the end stored before it is told, a change the database left unsure
//! settled, the next table put in place, the result and the new ratings told, and the rematch.

use super::*;

impl Hub {
    /// `refusal` as it stands, after storing the end its look made (a flag: the time ran out first).
    pub(super) async fn refuse_or_end(
        &self,
        room: &mut Room,
        next: Table,
        refusal: Refused,
        now: i64,
    ) -> Refused {
        if next.finish.is_some()
            && room.table.finish.is_none()
            && let Err(failed) = self.end(room, next, now).await
        {
            return failed;
        }
        refusal
    }

    /// Stores the end `next` of the room's game, then makes it the table's and tells both players.
    pub(super) async fn end(&self, room: &mut Room, next: Table, now: i64) -> Answer {
        match self.store.finished(&next, now).await {
            Ok(ratings) => {
                self.adopt(room, next, ratings);
                Ok(())
            }
            Err(error) => {
                tracing::warn!(game = %next.id, %error, "an end's commit failed; asking the database");
                room.unsure = Some(Unsure { next, now });
                self.settle(room).await?;
                match room.table.finish {
                    Some(_) => Ok(()),
                    None => Err(internal(error)),
                }
            }
        }
    }

    /// Asks the database about a change whose commit gave no clear answer: stored, it is put in place and
    /// told; not stored, it is let go. Refused (and kept unsure) while the database cannot say.
    pub(super) async fn settle(&self, room: &mut Room) -> Answer {
        let Some(unsure) = room.unsure.take() else {
            return Ok(());
        };
        let progress = match self.store.progress(unsure.next.id).await {
            Ok(progress) => progress,
            Err(error) => {
                room.unsure = Some(unsure);
                self.lobby().note(room);
                return Err(internal(error));
            }
        };
        let next = unsure.next;
        let stored =
            progress.sowings == next.moves().len() && (next.finish.is_none() || progress.over);
        if stored {
            tracing::info!(game = %next.id, "a change the database had stored is told now");
            self.adopt(room, next, progress.ratings);
        } else {
            self.lobby().note(room);
        }
        Ok(())
    }

    /// Puts `next`, which is stored, in place of the room's table and tells what it changed.
    pub(super) fn adopt(&self, room: &mut Room, next: Table, ratings: Ratings) {
        let sown = room.table.moves().len()..next.moves().len();
        let ended = next.finish.is_some() && room.table.finish.is_none();
        let before = std::mem::replace(&mut room.table, next);
        room.unsure = None;
        self.lobby().note(room);
        let table = &room.table;
        let now = self.clock.now();
        for ply in sown.clone() {
            self.metrics.sown();
            self.tell_seats(table.id, &crate::watch::moved(table, ply, now));
        }
        if ended {
            self.tell_over(table, ratings);
            self.tournament_game_over(table);
        }
        self.tell_watchers(&before, table, ratings);
        if !sown.is_empty() {
            self.otto_turn(table);
        }
    }

    pub(super) async fn rematch(&self, player: PlayerId, game: GameId, now: i64) -> Answer {
        let room = self.room(game)?;
        let mut room = room.lock().await;
        self.settle(&mut room).await?;
        if room.table.tournament.is_some() {
            return Err(refused(
                Code::BadGame,
                "a tournament's game has no rematch: the tournament pairs you again",
            ));
        }
        let mut asked = room.table.clone();
        let (side, mut both) = asked.ask_rematch(player)?;
        // Otto always plays again.
        let otto = asked
            .seats
            .iter()
            .find_map(|(_, seat)| seat.as_ref().filter(|seat| seat.bot).map(|seat| seat.id));
        if let Some(otto) = otto.filter(|_| !both) {
            both = asked.ask_rematch(otto)?.1;
        }
        if !both {
            room.table = asked;
            self.tell_seats(game, &Reply::RematchOffered { game, by: side });
            return Ok(());
        }
        self.within_cap(player, Phase::Playing)?;
        let mut again = asked.rematch_table(GameId::random(), now);
        // Each seat with the rating the game just ended left.
        for side in Side::BOTH {
            if let Some(seat) = &again.seats[side] {
                let glicko = self
                    .store
                    .glicko(seat.id, again.start().rules().family, now)
                    .await
                    .map_err(internal)?;
                let shown = glicko.shown();
                again.seats[side] = Some(Seat {
                    rating: shown.rating,
                    provisional: shown.provisional,
                    ..seat.clone()
                });
            }
        }
        self.lobby().hold(again.clone(), None);
        self.store_begun(&again, None).await.map_err(internal)?;
        room.table = asked;
        self.lobby().note(&room);
        self.announce(&again);
        self.otto_turn(&again);
        Ok(())
    }

    pub(super) fn tell_over(&self, table: &Table, ratings: Ratings) {
        if let Some(over) = over_reply(table, ratings) {
            self.tell_seats(table.id, &over);
        }
    }

    /// Both players hear that the game begins, each from their own side. Everything it says is in memory,
    /// so a game stored is always announced.
    pub(super) fn announce(&self, table: &Table) {
        let now = self.clock.now();
        let mut lobby = self.lobby();
        for (_, player) in table.players().iter() {
            if let Some(player) = player
                && let Some(reply) = game_reply(table, *player, now)
            {
                lobby.tell(*player, &reply);
            }
        }
    }
}

/// The end of `table` as the protocol tells it, once it is over.
pub(super) fn over_reply(table: &Table, ratings: Ratings) -> Option<Reply> {
    let finish = table.finish?;
    Some(Reply::Over {
        game: table.id,
        result: Outcome {
            winner: finish.winner(),
            reason: finish.reason(),
            score: table.score(),
            ratings,
        },
    })
}
