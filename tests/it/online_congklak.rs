//! Congklak online in the game without a window: the headless app plays whole matches against a plain client
//! of the protocol through a real server on 127.0.0.1, from both sides (a rematch swaps them), with the same
//! intents a click sends: each round's first hole chosen while the other's is secret, the hands' next holes,
//! the turns, and the next round opened by itself after its pause (on a stepped clock). Every round, and the
//! match's end, as the board shows it is the server's line seen from the player's side; a third player who
//! watches the first match sees it end as the server has it.

use std::time::{Duration, Instant};

use bevy::prelude::*;
use bevy::time::TimeUpdateStrategy;
use mancala::app::board::sowing::{Animation, SkipAnimation};
use mancala::app::online::session::OnlineCommand;
use mancala::app::turn::game::{Game, PlayPit, SowingOnScreen};
use mancala::engine::match_line::{Due, MatchLine};
use mancala::engine::together::{first_hole, next_hole};
use mancala::engine::{CONGKLAK, Side};
use mancala::server::client::{Address, Connection, Event, Who};
use mancala::server::ids::GameId;
use mancala::server::protocol::{Control, Reply, Request};

use crate::online::{Served, app_creates_a_game, app_with_folders, frames_until, online};

/// The other player: keeps the match as the server's line and plays it by the engine's choices.
struct Opponent {
    line: Connection,
    game: Option<(GameId, Side, MatchLine)>,
    /// The actions the line had when this player last sent one: nothing more is sent until it grows.
    sent_at: Option<usize>,
    /// When it last sent: a person's pace, within the server's ten requests a second.
    sent_when: Instant,
    over: bool,
}

impl Opponent {
    fn connect(host: &str) -> Opponent {
        let who = Who {
            token: None,
            name: "Bo".to_string(),
        };
        Opponent {
            line: Connection::open(Address::parse(host).unwrap(), who, || {}).unwrap(),
            game: None,
            sent_at: None,
            sent_when: Instant::now(),
            over: false,
        }
    }

    /// Takes in what came.
    fn take(&mut self) {
        while let Some(event) = self.line.next_event(Duration::from_millis(1)) {
            match event {
                Event::Reply(Reply::Game {
                    game,
                    you,
                    start,
                    moves,
                    ..
                }) => {
                    let line = MatchLine::replay(start.parse().unwrap(), &moves).unwrap();
                    self.game = Some((game, you, line));
                    (self.sent_at, self.over) = (None, false);
                }
                Event::Reply(Reply::Moved { ply, pit, .. }) => {
                    let (_, _, line) = self.game.as_mut().unwrap();
                    assert_eq!(ply as usize, line.actions().len(), "told in order");
                    line.push(pit).unwrap();
                }
                Event::Reply(Reply::Over { .. }) => self.over = true,
                Event::Reply(Reply::Error { code, message }) => {
                    panic!("Bo was refused: {code:?} {message}")
                }
                _ => {}
            }
        }
    }

    /// Its action when one is due: a first hole at once (South's at the opening's ply, North's at the next), a
    /// hand's next hole, or a sowing.
    fn act(&mut self) {
        let Some((game, side, line)) = &self.game else {
            return;
        };
        let done = line.actions().len();
        let paced = self.sent_when.elapsed() >= Duration::from_millis(110);
        if self.over || self.sent_at == Some(done) || !paced {
            return;
        }
        let board = line.board();
        let (ply, pit) = match line.due() {
            Due::FirstHoles => (
                done + usize::from(*side == Side::North),
                first_hole(&board, *side).unwrap(),
            ),
            Due::Choose(due) if due == *side => {
                (done, next_hole(line.opening_phase().unwrap(), due).unwrap())
            }
            Due::Sow(due) if due == *side => (done, board.legal_moves().last().unwrap()),
            _ => return,
        };
        self.line.send(Request::Play {
            game: *game,
            ply: ply as u32,
            pit,
        });
        (self.sent_at, self.sent_when) = (Some(done), Instant::now());
    }
}

/// What the app met on its way through a match.
#[derive(Default)]
struct Met {
    /// Frames on which the board said the opponent's first hole was in and the player's was not.
    their_first_hole: usize,
    /// Rounds that opened by themselves after the pause, their banner shown meanwhile.
    opened_after_a_pause: usize,
}

/// The app's action when the board awaits the player: the first hole, a hand's next hole, or a sowing.
fn app_acts(app: &mut App) {
    if app.world().resource::<SowingOnScreen>().0 {
        return;
    }
    let game = app.world().resource::<Game>();
    let online = online(app);
    let shown = online.game.as_ref().unwrap();
    let chosen = game.first_holes_due() && shown.first_hole.is_some();
    // Every other round the player is slower than Bo and chooses once Bo's first hole is in.
    let slower = game.first_holes_due() && game.rounds.len() % 2 == 1 && !shown.their_first_hole;
    if !game.awaits_person() || online.sent || chosen || slower {
        return;
    }
    let Some(pit) = game.choosing_board().legal_moves().next() else {
        return;
    };
    app.world_mut().write_message(PlayPit(pit));
}

/// A frame, each sowing's animation skipped (as a player who clicks again).
fn frame(app: &mut App) {
    if app.world().resource::<Animation>().is_playing() {
        app.world_mut().write_message(SkipAnimation);
    }
    app.update();
}

/// One match to its end; the board checked against Bo's line at each round's opening and at the end, and a
/// watcher's board (South at the bottom, read-only) at the end.
fn play_the_match(app: &mut App, bo: &mut Opponent, met: &mut Met, mut watcher: Option<&mut App>) {
    let began = Instant::now();
    let mut waiting_since: Option<usize> = None;
    loop {
        bo.take();
        bo.act();
        app_acts(app);
        if let Some(watcher) = watcher.as_deref_mut() {
            frame(watcher);
            // The next round's actions heard during a round's pause wait for it: nothing is taken up again.
            let problem = online(watcher).problem.clone();
            assert_eq!(problem, None, "the watcher's game fell out of step");
        }
        if app.world().resource::<Animation>().is_playing() {
            app.world_mut().write_message(SkipAnimation);
        }
        let rounds_before = app.world().resource::<Game>().rounds.len();
        app.update();
        std::thread::sleep(Duration::from_millis(1));
        let game = app.world().resource::<Game>();
        let shown = online(app).game.clone().unwrap();
        if game.first_holes_due() && shown.their_first_hole && shown.first_hole.is_none() {
            met.their_first_hole += 1;
        }
        // The pause before the next round: counted down on the banner while the board keeps the round's end.
        if online(app).next_round_at.is_some() {
            waiting_since.get_or_insert(rounds_before);
        }
        if game.rounds.len() > rounds_before {
            assert_eq!(
                waiting_since.take(),
                Some(rounds_before),
                "a round opens only after its pause"
            );
            met.opened_after_a_pause += 1;
            assert!(game.in_opening() && game.first_holes_due());
            let (_, side, line) = bo.game.as_ref().unwrap();
            let app_side = side.opponent();
            let round = line.round().unwrap();
            let start = match app_side {
                Side::South => round.start,
                Side::North => round.start.mirrored(),
            };
            assert_eq!(game.opening.as_ref().unwrap().round_start, start);
        }
        if bo.over && shown.over.is_some() && !app.world().resource::<SowingOnScreen>().0 {
            break;
        }
        assert!(
            began.elapsed() < Duration::from_secs(120),
            "the match never ended: {:?}, {} actions heard",
            online(app).problem,
            shown.sowings_heard
        );
    }
    frames_until(app, "the last sowing shown", |app| {
        app.world().resource::<Game>().is_finished()
    });
    let (_, side, line) = bo.game.as_ref().unwrap();
    let game = app.world().resource::<Game>();
    let (position, rounds): (_, Vec<_>) = match side.opponent() {
        Side::South => (line.board(), line.rounds_done().to_vec()),
        Side::North => (
            line.board().mirrored(),
            line.rounds_done().iter().map(|r| r.swapped()).collect(),
        ),
    };
    assert_eq!(game.position, position, "the match's end is the server's");
    assert_eq!(game.rounds, rounds, "the rounds are the server's");
    if let Some(watcher) = watcher {
        frames_until(watcher, "the watcher at the end", |app| {
            app.world().resource::<Game>().is_finished()
                && online(app).game.as_ref().is_some_and(|g| g.over.is_some())
        });
        let watched = watcher.world().resource::<Game>();
        assert_eq!(
            watched.position,
            line.board(),
            "the watcher sees the server's end"
        );
        assert_eq!(watched.rounds, line.rounds_done(), "and its rounds");
        assert!(watched.watched.is_some() && !watched.awaits_person());
    }
}

#[test]
fn the_app_plays_congklak_matches_online_from_both_sides() {
    let served = Served::start("congklak");
    let host = served.host.clone();
    let mut app = app_with_folders("congklak-app");
    // A stepped clock: each frame a quarter of a second, so the pause between rounds is a few frames.
    app.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        250,
    )));
    let code = app_creates_a_game(&mut app, &host, CONGKLAK, (5, 5), Control::Untimed);
    let mut bo = Opponent::connect(&host);
    bo.line.send(Request::Join { code });
    frames_until(&mut app, "the match on the board", |app| {
        online(app).game.is_some()
    });
    // Cy watches the first match from its first holes, on a slower clock: the players' next round begins while
    // Cy's board still pauses on the last one's end.
    let mut cy = app_with_folders("congklak-watcher");
    cy.insert_resource(TimeUpdateStrategy::ManualDuration(Duration::from_millis(
        50,
    )));
    cy.world_mut().write_message(OnlineCommand::Connect {
        address: host.clone(),
        name: "Cy".to_string(),
    });
    frames_until(&mut cy, "Cy's welcome", |app| online(app).me.is_some());
    let id = online(&app).game.as_ref().unwrap().id;
    cy.world_mut()
        .write_message(OnlineCommand::Ask(Request::Watch { game: id }));
    frames_until(&mut cy, "the match watched", |app| {
        online(app).game.is_some()
    });
    let mut met = Met::default();
    let mut sides = Vec::new();
    let mut watcher = Some(&mut cy);
    for _ in 0..2 {
        let shown = online(&app).game.clone().unwrap();
        sides.push(shown.you);
        {
            let game = app.world().resource::<Game>();
            assert!(game.in_opening() && game.first_holes_due());
            assert_eq!(game.opponent_name(), shown.opponent.name);
            assert_eq!((game.position.pits(), game.setup.seeds), (5, 5));
        }
        play_the_match(&mut app, &mut bo, &mut met, watcher.take());
        // The rematch, asked by both: the sides swapped.
        app.world_mut().write_message(OnlineCommand::Rematch);
        app.update();
        bo.line.send(Request::Rematch {
            game: bo.game.as_ref().unwrap().0,
        });
        let old = shown.id;
        frames_until(&mut app, "the rematch", |app| {
            online(app).game.as_ref().is_some_and(|g| g.id != old)
        });
    }
    assert_eq!(sides.len(), 2);
    assert_ne!(sides[0], sides[1], "a match from each side");
    assert!(met.opened_after_a_pause > 0, "no round after the first");
    assert!(
        met.their_first_hole > 0,
        "the opponent's secret first hole was never shown as chosen"
    );
    drop(bo);
    served.stop();
}
