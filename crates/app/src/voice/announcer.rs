//! What a screen reader is told as the game goes: every sowing when its stones have landed (who sowed which
//! pit, what it brought, the stores, then whose turn it is or how the game ended), both hands of a Congklak
//! opening, a new game, an undo, a look back at the move list, an ending without a sowing (a resignation, a
//! clock run out), why a press did nothing, and the coach's warnings and better moves when the coach is on
//! (whichever tab is open). The window's board tree puts the latest in a polite live region.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::words::{score_words, sowing_words, turn_words};
use crate::board::cues::nudge_words;
use crate::data::i18n::Texts;
use crate::data::settings::Settings;
use crate::frame::AppSystems;
use crate::learn::learn_tab::{better_words, threat_lines};
use crate::learn::tutor::{Tutor, coaching};
use crate::turn::browse::Browse;
use crate::turn::game::{
    Game, GameCommand, Jumped, LookingAt, OpeningRun, Phase, SowingOnScreen, Sown,
};
use crate::turn::input::Nudge;
use mancala_engine::{Better, Side};

/// The latest thing to tell, and how many have been told: a screen reader hears each new one once, even when
/// its words are the same as the last's.
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct Announcement {
    pub serial: u64,
    pub text: String,
}

impl Announcement {
    pub fn say(&mut self, text: String) {
        if !text.is_empty() {
            self.serial += 1;
            self.text = text;
        }
    }
}

/// The words of sowings whose stones are still in flight, told when they have landed.
#[derive(Resource, Clone, Debug, Default)]
struct InFlight(Vec<String>);

pub fn plugin(app: &mut App) {
    app.init_resource::<Announcement>()
        .init_resource::<InFlight>()
        .add_systems(
            Update,
            (
                hear_sowings,
                hear_opening_runs,
                // Before a jump's words, which win in a frame that has both (a new game ends a look back).
                tell_looking,
                hear_jumps,
                tell_landed,
                tell_coach_note,
                tell_ending_without_sowing,
            )
                .chain()
                .in_set(AppSystems::Show),
        );
}

/// Why a press did nothing: a nudge needs a window's presses.
pub fn window_plugin(app: &mut App) {
    app.add_systems(
        Update,
        tell_nudges
            .after(tell_ending_without_sowing)
            .in_set(AppSystems::Show),
    );
}

fn hear_sowings(
    mut sown: MessageReader<Sown>,
    game: Res<Game>,
    texts: Res<Texts>,
    mut in_flight: ResMut<InFlight>,
) {
    for Sown {
        before,
        mv,
        sowing,
        after,
    } in sown.read()
    {
        let words = sowing_words(&texts, &game, before, *mv, sowing, after);
        in_flight.0.push(words);
    }
}

/// Congklak's opening: both hands sow at once, from the holes the players chose.
fn hear_opening_runs(
    mut runs: MessageReader<OpeningRun>,
    game: Res<Game>,
    texts: Res<Texts>,
    mut in_flight: ResMut<InFlight>,
) {
    for _ in runs.read() {
        let score = score_words(&texts, &game, &game.position);
        let words = format!("{} {score}", texts.get("voice.both_hands"));
        in_flight.0.push(words);
    }
}

/// What the announcements are made of and where they go: the game, its phase, the player's language, and the
/// latest thing told.
#[derive(SystemParam)]
struct Teller<'w> {
    game: Res<'w, Game>,
    texts: Res<'w, Texts>,
    phase: Res<'w, State<Phase>>,
    told: ResMut<'w, Announcement>,
}

impl Teller<'_> {
    /// Whose turn it is now, or how the game ended.
    fn next(&self) -> String {
        turn_words(&self.texts, &self.game, *self.phase.get())
    }

    /// What each store holds now.
    fn score(&self) -> String {
        score_words(&self.texts, &self.game, &self.game.position)
    }

    fn say(&mut self, text: String) {
        self.told.say(text);
    }
}

/// A new game, an undo, a redo or the next round: what happened, then whose turn it is. A lesson's step or a
/// tip says itself in the callout.
fn hear_jumps(
    mut jumped: MessageReader<Jumped>,
    mut commands: MessageReader<GameCommand>,
    mut in_flight: ResMut<InFlight>,
    mut teller: Teller,
) {
    let asked: Vec<GameCommand> = commands.read().copied().collect();
    if jumped.read().count() == 0 {
        return;
    }
    // What was on its way is no longer the game's.
    in_flight.0.clear();
    let what = asked.iter().rev().find_map(|command| match command {
        GameCommand::NewGame(_) | GameCommand::AnalysisBoard(_) => Some("voice.new_game"),
        GameCommand::Puzzle(..) => Some("voice.puzzle"),
        GameCommand::Undo => Some("voice.undone"),
        GameCommand::Redo => Some("voice.redone"),
        GameCommand::NextRound => Some("voice.next_round"),
        GameCommand::TakeTheOtherSide => Some("voice.sides_swapped"),
        GameCommand::Practise(..) | GameCommand::Resign => None,
    });
    if let Some(what) = what {
        let words = [
            teller.texts.get(what).to_string(),
            teller.score(),
            teller.next(),
        ];
        teller.say(words.join(" "));
    }
}

/// The sowings whose stones have all landed, what comes next, and the coach's warnings for the player about to
/// move when the coach is on.
fn tell_landed(
    on_screen: Res<SowingOnScreen>,
    settings: Res<Settings>,
    mut in_flight: ResMut<InFlight>,
    mut teller: Teller,
) {
    if on_screen.0 || in_flight.0.is_empty() {
        return;
    }
    let mut words = std::mem::take(&mut in_flight.0);
    words.push(teller.next());
    if coaching(&teller.game, &settings) && teller.game.awaits_person() {
        words.extend(threat_lines(&teller.texts, &teller.game));
    }
    teller.say(words.join(" "));
}

/// The coach's word on the last person's move, when it has worked out a better one.
fn tell_coach_note(
    tutor: Res<Tutor>,
    settings: Res<Settings>,
    mut last: Local<Option<(Side, Better)>>,
    mut teller: Teller,
) {
    if tutor.coach_note == *last {
        return;
    }
    *last = tutor.coach_note;
    let coached = tutor
        .coach_note
        .filter(|_| coaching(&teller.game, &settings));
    if let Some((mover, better)) = coached {
        let words = better_words(&teller.texts, &teller.game, mover, better);
        teller.say(words);
    }
}

/// A game that ends with no sowing to show (a resignation, a clock run out) says how it ended.
fn tell_ending_without_sowing(
    in_flight: Res<InFlight>,
    on_screen: Res<SowingOnScreen>,
    mut was_over: Local<bool>,
    mut teller: Teller,
) {
    let over = teller.game.is_finished();
    let unsaid = in_flight.0.is_empty() && !on_screen.0 && teller.game.finish().is_some();
    // A game whose board ran out was told so with its last sowing (or, opened over, with its opening).
    if over && !*was_over && unsaid && !teller.game.position.is_over() {
        let words = teller.next();
        teller.say(words);
    }
    *was_over = over;
}

/// Looking back through the sowings: each one stepped to, as it was sown; and the game again on the way back.
fn tell_looking(looking: Res<LookingAt>, browse: Res<Browse>, mut teller: Teller) {
    if !looking.is_changed() || looking.is_added() {
        return;
    }
    let Some(looked) = looking.0 else {
        let words = format!(
            "{} {}",
            teller.texts.get("voice.back_to_game"),
            teller.next()
        );
        teller.say(words);
        return;
    };
    let (texts, game) = (&teller.texts, &teller.game);
    // Where in the line (the review's looking back has no line here), then the sowing that led there, or the
    // stores before any.
    let at = browse.line.as_ref().map(|line| {
        texts.fill(
            "status.looking",
            &[("ply", &line.ply), ("total", &line.moves.len())],
        )
    });
    let sowed = browse.line.as_ref().and_then(|line| {
        let before = line.positions.get(line.ply.checked_sub(1)?)?;
        let mv = line.moves[line.ply - 1];
        let (after, sowing) = before.play(mv).ok()?;
        Some(sowing_words(texts, game, before, mv, &sowing, &after))
    });
    let words = sowed.unwrap_or_else(|| score_words(texts, game, &looked.position));
    teller.say(match at {
        Some(at) => format!("{at} {words}"),
        None => words,
    });
}

fn tell_nudges(mut nudges: MessageReader<Nudge>, mut teller: Teller) {
    if let Some(nudge) = nudges.read().last() {
        let words = nudge_words(&teller.game, &teller.texts, nudge.reason);
        teller.say(words);
    }
}
