//! `mancala loadtest --arena N`: N bots in one arena of the server's, each game ended by a resignation after a
//! random pause (up to twice the time to think), so that games end at all moments as in a real arena; the time
//! from a bot's `over` to its next `game` is counted (the arena's pairing, storing and telling, and any wait
//! for a partner to be free), and apart from it the time from the moment both players of the new game were
//! free (the later of their two ends: the bots share this process's clock) to the game reaching the player.

use std::time::{Duration, Instant};

use rand::RngExt;

use futures_util::StreamExt;

use super::{BotError, Socket, Tally, connect, recv, send};
use crate::ids::PlayerId;
use crate::protocol::{Control, Reply, Request, SystemName};

/// When each bot's last game ended, as the bot heard it.
#[derive(Clone, Default)]
struct Ends(std::sync::Arc<std::sync::Mutex<std::collections::HashMap<PlayerId, Instant>>>);

impl Ends {
    fn ended(&self, player: PlayerId, at: Instant) {
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .insert(player, at);
    }

    fn last(&self, player: PlayerId) -> Option<Instant> {
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .get(&player)
            .copied()
    }
}

/// The arena's maker and every other bot: all join, then each plays until `until`.
pub(super) async fn arena_bots(
    url: &str,
    bots: usize,
    run: u32,
    until: Instant,
    think: Duration,
) -> Result<Vec<tokio::task::JoinHandle<Tally>>, BotError> {
    let mut sockets = Vec::with_capacity(bots);
    for bot in 0..bots {
        let mut socket = connect(url, &format!("Arena {bot} {run:08x}")).await?;
        let id = match recv(&mut socket).await? {
            Reply::Welcome { player, .. } => player,
            other => return Err(BotError::Unexpected(format!("no welcome: {other:?}"))),
        };
        sockets.push((id, socket));
    }
    let ends = Ends::default();
    let code = {
        let maker = &mut sockets[0].1;
        send(
            maker,
            &Request::CreateTournament {
                name: format!("Load {run:08x}"),
                system: SystemName::Arena,
                minutes: Some(60),
                rounds: None,
                misses_allowed: None,
                rules: "kalah".into(),
                control: Control::Blitz,
                starts_in: 0,
            },
        )
        .await?;
        loop {
            match recv(maker).await? {
                Reply::Tournament(view) => {
                    break view
                        .code
                        .ok_or_else(|| BotError::Unexpected("no code".into()))?;
                }
                Reply::Error { code, message } => return Err(BotError::Refused(code, message)),
                _ => {}
            }
        }
    };
    let mut tasks = Vec::with_capacity(bots);
    for (bot, (id, mut socket)) in sockets.into_iter().enumerate() {
        let ends = ends.clone();
        if bot > 0 {
            let join = Request::JoinTournament {
                tournament: None,
                code: Some(code.to_string()),
            };
            send(&mut socket, &join).await?;
        }
        tasks.push(tokio::spawn(async move {
            let mut tally = Tally::default();
            let bot_ends = (id, &ends);
            if let Err(why) = play(socket, bot_ends, until, think, &mut tally).await {
                tally.errors += 1;
                eprintln!(
                    "loadtest: arena bot {bot}: {why} ({:?} before the end)",
                    until.saturating_duration_since(Instant::now())
                );
            }
            tally
        }));
    }
    Ok(tasks)
}

/// One bot: each game it plays North it resigns after a random pause; the time from each end to its next
/// game is counted.
async fn play(
    socket: Socket,
    ends: (PlayerId, &Ends),
    until: Instant,
    think: Duration,
    tally: &mut Tally,
) -> Result<(), BotError> {
    // A resignation goes out by a task of its own: a bot that waited on its send while the server waited on
    // its write to the bot (a page is large) would hold both until the server let the bot go.
    let (mut sink, mut stream) = socket.split();
    let (resigns, mut to_send) = tokio::sync::mpsc::unbounded_channel::<crate::ids::GameId>();
    let writer = tokio::spawn(async move {
        while let Some(game) = to_send.recv().await {
            let text = serde_json::to_string(&Request::Resign { game }).expect("a request");
            let message = tokio_tungstenite::tungstenite::Message::Text(text.into());
            if futures_util::SinkExt::send(&mut sink, message)
                .await
                .is_err()
            {
                break;
            }
        }
    });
    let result = read(&mut stream, &resigns, ends, until, think, tally).await;
    writer.abort();
    result
}

async fn read(
    stream: &mut futures_util::stream::SplitStream<Socket>,
    resigns: &tokio::sync::mpsc::UnboundedSender<crate::ids::GameId>,
    (me, ends): (PlayerId, &Ends),
    until: Instant,
    think: Duration,
    tally: &mut Tally,
) -> Result<(), BotError> {
    let mut ended: Option<Instant> = None;
    // The game to resign and when: the bot reads on meanwhile, as a client does.
    let mut resign: Option<(crate::ids::GameId, Instant)> = None;
    while Instant::now() < until {
        let wake = resign.map_or(until, |(_, at)| at.min(until));
        let message = match tokio::time::timeout_at(wake.into(), stream.next()).await {
            Ok(Some(message)) => message?,
            Ok(None) => return Err(BotError::Closed),
            Err(_) => {
                if let Some((game, _)) = resign.take() {
                    let _ = resigns.send(game);
                }
                continue;
            }
        };
        let tokio_tungstenite::tungstenite::Message::Text(text) = message else {
            continue;
        };
        let reply: Reply = serde_json::from_str(text.as_str())?;
        match reply {
            Reply::Game {
                game,
                you,
                seats,
                tournament: Some(_),
                ..
            } => {
                if let Some(at) = ended.take() {
                    tally.round_trips_us.push(at.elapsed().as_micros() as u64);
                    let theirs = ends.last(seats[you.opponent()].id);
                    let free = theirs.map_or(at, |theirs| theirs.max(at));
                    tally.paired_us.push(free.elapsed().as_micros() as u64);
                }
                if you == mancala_engine::Side::North {
                    let pause = think.mul_f64(2.0 * rand::rng().random::<f64>());
                    resign = Some((game, Instant::now() + pause));
                }
            }
            Reply::Over { .. } => {
                let now = Instant::now();
                ends.ended(me, now);
                ended = Some(now);
                tally.games += 1;
            }
            Reply::Error { code, message } => return Err(BotError::Refused(code, message)),
            _ => {}
        }
    }
    Ok(())
}
