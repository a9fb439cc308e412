//! Otto in the hub: a game against Otto asked for at once or accepted when offered to a seeker who waited
//! alone, Otto asked for its move whenever it is its turn, and its answer played as any player's sowing.

use super::*;
use mancala_engine::match_line::Due;
use mancala_engine::together;

impl Hub {
    /// Otto's moves, for the task that plays them (taken once).
    pub fn take_otto_moves(&self) -> Option<UnboundedReceiver<Thought>> {
        self.otto_moves
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .take()
    }

    /// Plays a move Otto found, as any player's sowing is played; one the game has passed (it ended, or the
    /// server played on) is let go.
    pub async fn otto_played(&self, thought: Thought) {
        let now = self.clock.now();
        let played = self
            .play(thought.otto, thought.game, thought.ply, thought.pit, now)
            .await;
        if let Err(Refused(code, why)) = played {
            tracing::debug!(game = %thought.game, ?code, why, "Otto's move was not played");
        }
    }

    /// Asks Otto for a move when it is Otto's to make at `table` (a sowing, or in a Congklak opening a hole, its
    /// first one in secret beside the person's): a time of its own budget, and at most a twentieth of its clock
    /// (a quarter of a 30-second sowing).
    pub(super) fn otto_turn(&self, table: &Table) {
        if table.finish.is_some() || !table.started() {
            return;
        }
        let Some((side, level)) = Side::BOTH.into_iter().find_map(|side| {
            let seat = table.seats[side].as_ref().filter(|seat| seat.bot)?;
            Some((side, otto_level(seat.id)?))
        }) else {
            return;
        };
        let board = table.position();
        let opening = match table.line.due() {
            Due::Sow(due) if due == side => None,
            Due::Choose(due) if due == side => {
                let phase = table.line.opening_phase().cloned();
                phase.map(together::Opening::Next)
            }
            Due::FirstHoles if table.first_holes[side].is_none() => {
                Some(together::Opening::First(board))
            }
            _ => return,
        };
        let ply = table.next_ply(side);
        let left = Duration::from_millis(table.left_ms[side].max(0) as u64);
        let share = match table.control {
            Control::Untimed => self.limits.otto_move_time,
            control if control.per_sowing() => left / 4,
            _ => left / 20,
        };
        self.otto.ask(Job {
            game: table.id,
            ply: ply as u32,
            level,
            position: board.with_to_move(side),
            opening,
            time: self.limits.otto_move_time.min(share),
        });
    }

    /// A casual game against Otto at `level` (or the one nearest the player's rating in the game's family),
    /// in place of the player's seek.
    pub(super) async fn play_otto(
        &self,
        player: &Player,
        start: Position,
        control: Control,
        level: Option<Level>,
        now: i64,
    ) -> Answer {
        if self.reach == Reach::LocalNetwork {
            return Err(refused(
                Code::BadGame,
                "this server hosts private games only: play Otto in the window",
            ));
        }
        self.within_cap(player.id, Phase::Playing)?;
        let seat = self.seat(player, start, now).await?;
        let near = level_near(f64::from(seat.rating));
        let table = {
            // Counted and held under one lock, so that two requests at once cannot both take the last place.
            let mut lobby = self.lobby();
            let playing = |level: Level| lobby.count(otto_id(level), Phase::Playing);
            let all: usize = OTTO_LEVELS.iter().map(|(level, _)| playing(*level)).sum();
            if all >= self.limits.otto_games {
                return Err(refused(
                    Code::Limit,
                    "Otto is playing as many games as it may; try again soon",
                ));
            }
            let hard = playing(Level::Hard);
            let level = admitted_level(level, near, hard, self.limits.otto_hard_games)?;
            let mut table = Table::new(GameId::random(), start, control, false);
            table.seats = BySide::new(Some(seat), Some(otto_seat(level)));
            if random_side() == Side::North {
                table.seats = table.seats.swapped();
            }
            table.turn_started = now;
            lobby.cancel(player.id);
            lobby.hold(table.clone(), None);
            table
        };
        self.store_begun(&table, None).await.map_err(internal)?;
        self.announce(&table);
        self.otto_turn(&table);
        Ok(())
    }

    /// Each seeker who has waited the operator's `otto_after` alone is offered Otto, once a seek.
    pub(super) fn offer_otto(&self, now: i64) {
        let after = self.limits.otto_after.as_millis() as i64;
        let mut lobby = self.lobby();
        let hard_playing = lobby.count(otto_id(Level::Hard), Phase::Playing);
        for seek in lobby.offer_otto(now, after) {
            let near = level_near(seek.rating);
            let level = admitted_level(None, near, hard_playing, self.limits.otto_hard_games)
                .unwrap_or(Level::Medium);
            let offer = Reply::OttoOffered {
                rules: seek.start.rules().to_string(),
                control: seek.control,
                level,
            };
            lobby.tell(seek.seat.id, &offer);
        }
    }
}

/// The level a game against Otto is played at: the one asked for, else the one nearest the player's rating;
/// but Hard only while he plays fewer than `hard_cap` games (he takes his whole time a move). Beyond them Hard
/// asked for by name is refused, and Hard as the nearest level is Medium.
fn admitted_level(
    asked: Option<Level>,
    near: Level,
    hard_playing: usize,
    hard_cap: usize,
) -> Result<Level, Refused> {
    let hard_full = hard_playing >= hard_cap;
    match asked {
        Some(Level::Hard) if hard_full => Err(refused(
            Code::Limit,
            "Otto plays as many Hard games as he may; Medium is free, or try Hard again soon",
        )),
        Some(level) => Ok(level),
        None if near == Level::Hard && hard_full => Ok(Level::Medium),
        None => Ok(near),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hard_is_played_only_below_his_cap() {
        let (hard, medium) = (Level::Hard, Level::Medium);
        assert_eq!(admitted_level(Some(hard), medium, 7, 8).ok(), Some(hard));
        assert_eq!(admitted_level(None, hard, 7, 8).ok(), Some(hard));
        let refusal = admitted_level(Some(hard), medium, 8, 8).err().map(|r| r.0);
        assert_eq!(refusal, Some(Code::Limit));
        assert_eq!(admitted_level(None, hard, 8, 8).ok(), Some(medium));
        // The other levels are not Hard's to bound.
        let easy = Level::Easy;
        assert_eq!(admitted_level(Some(easy), hard, 99, 8).ok(), Some(easy));
        assert_eq!(admitted_level(None, medium, 99, 8).ok(), Some(medium));
    }
}
