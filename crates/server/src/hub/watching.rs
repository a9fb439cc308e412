//! Watching in the hub: the list of games in play, a watcher taken into a game under the game's own lock (so
//! that no sowing falls between what they are shown and what they are told next), the TV that follows the
//! highest-rated game, and each change of a game told to its watchers as far as it is shown.

use super::ending::over_reply;
use super::*;
use crate::watch::{self, LISTED_GAMES, shown_sowings};

impl Hub {
    /// Tells `session` the games in play.
    pub(super) fn games(&self, session: &Session) -> Answer {
        let games = self.lobby().live(LISTED_GAMES);
        let _ = session.outbox.try_send(Reply::Games { games });
        Ok(())
    }

    /// `session` watches `game` (the TV's choice when `tv`).
    pub(super) async fn watch(&self, outbox: &Outbox, game: GameId, tv: bool) -> Answer {
        let room = self.room(game)?;
        let room = room.lock().await;
        let table = &room.table;
        if table.finish.is_some() || !table.started() {
            return Err(refused(Code::NoGame, format!("game {game} is not in play")));
        }
        let mut lobby = self.lobby();
        let count = lobby.watchers.count(game);
        if count >= self.limits.watchers_per_game {
            return Err(refused(
                Code::Limit,
                format!("game {game} has as many watchers as it may"),
            ));
        }
        let reply = watch::watching(table, self.clock.now(), count + 1, tv)
            .ok_or_else(|| refused(Code::NoGame, format!("game {game} is not in play")))?;
        lobby.watchers.add(game, outbox.clone(), tv);
        let _ = outbox.try_send(reply);
        Ok(())
    }

    /// `session` watches the highest-rated game in play, and the next one each time it ends.
    pub(super) async fn tv(&self, outbox: &Outbox) -> Answer {
        let top = self.lobby().top_game();
        match top {
            Some(game) => self.watch(outbox, game, true).await,
            None => Err(refused(Code::NoGame, "no game is in play")),
        }
    }

    /// Tells the watchers of `table` what its change from `before` shows them: the sowings now shown, and
    /// the end; the TV's watchers of a game that ended move on at the clock's next look.
    pub(super) fn tell_watchers(&self, before: &Table, table: &Table, ratings: Ratings) {
        let mut lobby = self.lobby();
        if !lobby.watchers.watched(table.id) {
            return;
        }
        let now = self.clock.now();
        let mut replies: Vec<Reply> = (shown_sowings(before)..shown_sowings(table))
            .map(|ply| watch::moved(table, ply, now))
            .collect();
        let ended = table.finish.is_some() && before.finish.is_none();
        if ended && let Some(over) = over_reply(table, ratings) {
            replies.push(over);
        }
        lobby.watchers.tell(table.id, &replies);
        if ended {
            lobby.watchers.ended(table.id);
        }
    }

    /// Gives each TV watcher whose game ended the highest-rated game in play, if there is one.
    pub(super) async fn move_tv(&self) {
        let between = self.lobby().watchers.take_between();
        if between.is_empty() {
            return;
        }
        let mut waiting = Vec::new();
        for outbox in between {
            if outbox.is_closed() {
                continue;
            }
            if self.tv(&outbox).await.is_err() {
                waiting.push(outbox);
            }
        }
        self.lobby().watchers.wait_between(waiting);
    }
}
