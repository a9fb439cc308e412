//! The pie rule in the hub: the second player, to move right after the first player's first turn, takes that
//! side. The change is checked on a copy of the table, stored (seats and clocks exchanged), and only then put
//! in place: both players are sent `game` again, sitting where they now play, and the watchers `swapped`.

use super::*;

impl Hub {
    /// `player` takes the other side of `game` as its action number `ply`.
    pub(super) async fn swap(&self, player: PlayerId, game: GameId, ply: u32, now: i64) -> Answer {
        let room = self.room(game)?;
        let mut room = room.lock().await;
        self.settle(&mut room).await?;
        let mut next = room.table.clone();
        if let Err(refusal) = next.take_the_other_side(player, ply, now) {
            return Err(self.refuse_or_end(&mut room, next, refusal, now).await);
        }
        self.store.swapped(&next).await.map_err(internal)?;
        room.table = next;
        self.lobby().note(&room);
        self.announce(&room.table);
        let table = &room.table;
        if let (Some(south), Some(north)) = (&table.seats.south, &table.seats.north) {
            let swapped = Reply::Swapped {
                game,
                ply,
                seats: BySide::new(south.clone(), north.clone()),
                clocks: table.clocks_at(now),
            };
            self.lobby().watchers.tell(game, &[swapped]);
        }
        Ok(())
    }
}
