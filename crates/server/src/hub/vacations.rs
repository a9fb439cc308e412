//! Vacations, as the federation's correspondence site grants them: up to 14 days a calendar year (UTC) away,
//! during which the clocks of one's correspondence games stop on one's side. A vacation covers the games in play
//! when it is taken (and, after a restart, is read back with them); one may come back early, and only the days
//! begun count against the allowance.

use chrono::{Datelike, TimeZone, Utc};

use super::*;

/// The days of vacation a player has in a calendar year.
pub const VACATION_DAYS: u32 = 14;
const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// The calendar year (UTC) `now` falls in, from its first ms to the next year's.
fn year_of(now: i64) -> (i64, i64) {
    let year = Utc
        .timestamp_millis_opt(now)
        .single()
        .map_or(1970, |at| at.year());
    let first = |year: i32| {
        Utc.with_ymd_and_hms(year, 1, 1, 0, 0, 0)
            .single()
            .map_or(0, |at| at.timestamp_millis())
    };
    (first(year), first(year + 1))
}

/// The days of the allowance `spans` used in the year `(from, to)`: each vacation's days begun in it.
pub fn days_used(spans: &[(i64, i64)], (from, to): (i64, i64)) -> u32 {
    spans
        .iter()
        .map(|&(start, end)| (end.min(to) - start.max(from)).max(0))
        .map(|ms| ((ms + DAY_MS - 1) / DAY_MS) as u32)
        .sum()
}

impl Hub {
    /// `player` goes away for `days` days from `now`, or (`days` 0) comes back now.
    pub(super) async fn vacation(
        &self,
        session: &Session,
        player: PlayerId,
        days: u32,
        now: i64,
    ) -> Answer {
        let year = year_of(now);
        let taken = self
            .store
            .vacations(player, year.0)
            .await
            .map_err(internal)?;
        let current = taken
            .iter()
            .copied()
            .find(|&(start, end)| start <= now && now < end);
        let span = match (days, current) {
            (0, None) => return Err(refused(Code::NoOffer, "you are not on vacation")),
            (0, Some((start, _))) => (start, now),
            (_, Some((_, end))) => {
                return Err(refused(
                    Code::Limit,
                    format!(
                        "you are on vacation until {end} already; come back first to take another"
                    ),
                ));
            }
            (days, None) => {
                let left = VACATION_DAYS.saturating_sub(days_used(&taken, year));
                if days > left {
                    return Err(refused(
                        Code::Limit,
                        format!("{left} days of vacation are left to you this year"),
                    ));
                }
                (now, now + i64::from(days) * DAY_MS)
            }
        };
        self.store
            .vacation_saved(player, span)
            .await
            .map_err(internal)?;
        let mut all = taken;
        all.retain(|&(start, _)| start != span.0);
        all.push(span);
        let rooms = self.lobby().rooms_of(player);
        for room in rooms {
            let mut room = room.lock().await;
            let Some(side) = room.table.side_of(player) else {
                continue;
            };
            if room.table.go_away(side, span.0, span.1) {
                let game = room.table.id;
                let clocks = room.table.clocks_at(now);
                self.lobby().note(&room);
                let until = span.1;
                self.tell_seats(
                    game,
                    &Reply::Away {
                        game,
                        by: side,
                        until,
                        clocks,
                    },
                );
            }
        }
        let _ = session.outbox.try_send(Reply::Vacation {
            until: span.1,
            days_left: VACATION_DAYS.saturating_sub(days_used(&all, year)),
        });
        Ok(())
    }
}
