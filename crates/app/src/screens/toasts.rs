//! Notices as toasts: a line that shows for a few seconds at the board's foot and fades, and stays in the list
//! the bell in the bar reopens. The clock is the caller's (seconds of real time), so a test can step it.

use bevy::prelude::*;

use crate::data::i18n::Texts;
use crate::online::standings::incoming;
use crate::online::state::Online;
use mancala_protocol::ids::ChallengeId;

/// How long a toast shows at full strength, then how long it takes to fade.
pub const TOAST_SECONDS: f32 = 6.0;
pub const FADE_SECONDS: f32 = 1.0;
/// At most this many toasts at once; older ones are in the list.
const AT_ONCE: usize = 3;

#[derive(Clone, Debug, PartialEq)]
pub struct Toast {
    pub text: String,
    /// When it appeared.
    pub at: f32,
    /// A warning (something was not read or not saved) rather than news.
    pub warning: bool,
}

/// This session's toasts, oldest first, and how many of the storage's notices have been made into toasts.
#[derive(Resource, Clone, Debug, Default)]
pub struct Toasts {
    pub all: Vec<Toast>,
    pub notices_taken: usize,
}

impl Toasts {
    /// Adds a toast unless the same words are already showing.
    pub fn push(&mut self, text: String, warning: bool, now: f32) {
        if self.live(now).any(|(toast, _)| toast.text == text) {
            return;
        }
        self.all.push(Toast {
            text,
            at: now,
            warning,
        });
    }

    /// The toasts showing now, with their opacity (1 until they begin to fade), newest last.
    pub fn live(&self, now: f32) -> impl Iterator<Item = (&Toast, f32)> {
        let showing: Vec<(&Toast, f32)> = self
            .all
            .iter()
            .filter_map(|toast| {
                let age = now - toast.at;
                let left = TOAST_SECONDS + FADE_SECONDS - age;
                (age >= 0.0 && left > 0.0).then_some((toast, (left / FADE_SECONDS).min(1.0)))
            })
            .collect();
        let skip = showing.len().saturating_sub(AT_ONCE);
        showing.into_iter().skip(skip)
    }

    /// When the toasts next look otherwise: now while one fades, else when the next begins to fade.
    pub fn next_change(&self, now: f32) -> Option<f32> {
        self.live(now)
            .map(|(toast, alpha)| {
                if alpha < 1.0 {
                    0.0
                } else {
                    toast.at + TOAST_SECONDS - now
                }
            })
            .min_by(f32::total_cmp)
    }

    pub fn clear(&mut self) {
        self.all.clear();
    }
}

/// A challenge sent to the player becomes a toast once, so that it is seen with the Play online dialog
/// closed; `told` keeps the ones already toasted while they wait.
pub fn toast_challenges(
    online: Res<Online>,
    texts: Res<Texts>,
    time: Res<Time<Real>>,
    mut toasts: ResMut<Toasts>,
    mut told: Local<Vec<ChallengeId>>,
) {
    let waiting = &online.standings.challenges;
    told.retain(|id| waiting.iter().any(|c| c.challenge == *id));
    let me = online.me.as_ref().map(|me| me.id);
    for challenge in waiting.iter().filter(|c| Some(c.to) == me) {
        if !told.contains(&challenge.challenge) {
            told.push(challenge.challenge);
            let text = incoming(&texts, challenge, "online.challenge.toast");
            toasts.push(text, false, time.elapsed_secs());
        }
    }
}
