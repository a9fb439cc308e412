//! Challenges on a real server: one declined, one withdrawn, one accepted (the game begins for both, ranked
//! as asked, on the board asked), one to a player away who hears of it on their next hello, one that expires
//! on the server's clock; and the refusals (oneself, Otto, a stranger, a ranked odd board, the caps).

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use mancala::engine::Level;
use mancala::server::ServerLimits;
use mancala::server::challenges::{CHALLENGE_LIFETIME_MS, OUT_PER_PLAYER};
use mancala::server::ids::{ChallengeId, PlayerId};
use mancala::server::otto::otto_id;
use mancala::server::protocol::{Challenge, Code, Control, Gone, Reply, Request};

use super::{Client, server, sqlite};

/// A casual Kalah 6x4 challenge with a 3+2 clock to `to` (`ranked` as given).
fn challenge(to: PlayerId, ranked: bool) -> Request {
    Request::Challenge {
        pie: false,
        player: to,
        rules: "kalah".into(),
        pits: Some(6),
        seeds: Some(4),
        control: Control::Blitz,
        ranked,
    }
}

async fn challenged(client: &mut Client) -> Challenge {
    client
        .until(|reply| match reply {
            Reply::Challenged(challenge) => Some(challenge.clone()),
            _ => None,
        })
        .await
}

async fn gone(client: &mut Client) -> (ChallengeId, Gone) {
    client
        .until(|reply| match reply {
            Reply::ChallengeGone { challenge, reason } => Some((*challenge, *reason)),
            _ => None,
        })
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_is_declined_withdrawn_accepted_kept_for_later_or_let_expire() {
    let (database, dir) = sqlite("challenges");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut ada, ada_id, _) = Client::new_player(&running, "Ada").await;
    let (mut bo, bo_id, _) = Client::new_player(&running, "Bo").await;
    // Declined: both hear of the challenge, then of its end.
    ada.send(&challenge(bo_id, false)).await;
    let sent = challenged(&mut ada).await;
    let heard = challenged(&mut bo).await;
    assert_eq!(sent, heard);
    assert_eq!((sent.from.id, sent.to, sent.ranked), (ada_id, bo_id, false));
    bo.send(&Request::DeclineChallenge {
        challenge: sent.challenge,
    })
    .await;
    assert_eq!(gone(&mut ada).await, (sent.challenge, Gone::Declined));
    assert_eq!(gone(&mut bo).await, (sent.challenge, Gone::Declined));
    // Withdrawn by the challenger; an answer after that finds nothing.
    ada.send(&challenge(bo_id, false)).await;
    let sent = challenged(&mut ada).await;
    challenged(&mut bo).await;
    ada.send(&Request::DeclineChallenge {
        challenge: sent.challenge,
    })
    .await;
    assert_eq!(gone(&mut bo).await, (sent.challenge, Gone::Withdrawn));
    bo.send(&Request::AcceptChallenge {
        challenge: sent.challenge,
    })
    .await;
    assert_eq!(bo.error().await, Code::NoGame);
    // Accepted: the game begins for both, ranked as asked; only the one challenged may accept.
    ada.send(&challenge(bo_id, true)).await;
    let sent = challenged(&mut ada).await;
    challenged(&mut bo).await;
    ada.send(&Request::AcceptChallenge {
        challenge: sent.challenge,
    })
    .await;
    assert_eq!(ada.error().await, Code::NoGame);
    bo.send(&Request::AcceptChallenge {
        challenge: sent.challenge,
    })
    .await;
    for client in [&mut ada, &mut bo] {
        assert_eq!(gone(client).await, (sent.challenge, Gone::Accepted));
        let (ranked, control, players) = client
            .until(|reply| match reply {
                Reply::Game {
                    ranked,
                    control,
                    seats,
                    ..
                } => Some((*ranked, *control, seats.clone().map(|seat| seat.id))),
                _ => None,
            })
            .await;
        assert!(ranked && control == Control::Blitz);
        let mut ids = [players.south, players.north];
        ids.sort();
        let mut expected = [ada_id, bo_id];
        expected.sort();
        assert_eq!(ids, expected);
    }
    // To a player away: Cy hears of it when they come back.
    let (cy, cy_id, cy_token) = Client::new_player(&running, "Cy").await;
    drop(cy);
    ada.send(&challenge(cy_id, false)).await;
    let sent = challenged(&mut ada).await;
    let mut cy = Client::connect(&running).await;
    cy.send(&Request::Hello {
        version: 1,
        token: Some(cy_token),
        name: None,
    })
    .await;
    assert_eq!(challenged(&mut cy).await, sent);
    // Unanswered past its lifetime, it expires on the server's look at the clock.
    now.fetch_add(CHALLENGE_LIFETIME_MS, Ordering::SeqCst);
    running.hub.check_clocks().await;
    assert_eq!(gone(&mut ada).await, (sent.challenge, Gone::Expired));
    assert_eq!(gone(&mut cy).await, (sent.challenge, Gone::Expired));
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn challenges_that_cannot_be_are_refused_and_capped() {
    let (database, dir) = sqlite("challenge-refusals");
    let now = Arc::new(AtomicI64::new(1_000_000));
    let running = server(&database, ServerLimits::default(), &now).await;
    let (mut ada, ada_id, _) = Client::new_player(&running, "Ada").await;
    let (_bo, bo_id, _) = Client::new_player(&running, "Bo").await;
    for (request, code) in [
        (challenge(ada_id, false), Code::BadGame),
        (challenge(otto_id(Level::Medium), false), Code::BadGame),
        (challenge(PlayerId::random(), false), Code::NoPlayer),
        (
            Request::Challenge {
                pie: false,
                player: bo_id,
                rules: "kalah".into(),
                pits: Some(5),
                seeds: Some(3),
                control: Control::Untimed,
                ranked: true,
            },
            Code::BadGame,
        ),
    ] {
        ada.send(&request).await;
        assert_eq!(ada.error().await, code, "{request:?}");
    }
    // A second challenge to the same player waits for the first's answer.
    ada.send(&challenge(bo_id, false)).await;
    challenged(&mut ada).await;
    ada.send(&challenge(bo_id, false)).await;
    assert_eq!(ada.error().await, Code::Limit);
    // At most a few out at once.
    for _ in 1..OUT_PER_PLAYER {
        let (_other, other_id, _) = Client::new_player(&running, "Other").await;
        ada.send(&challenge(other_id, false)).await;
        challenged(&mut ada).await;
    }
    let (_last, last_id, _) = Client::new_player(&running, "Last").await;
    ada.send(&challenge(last_id, false)).await;
    assert_eq!(ada.error().await, Code::Limit);
    running.stop().await;
    let _ = std::fs::remove_dir_all(dir);
}
