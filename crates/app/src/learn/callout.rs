//! What a lesson, a tip of the guide or Teach me says beside the board, in the callout that points at the pit
//! it is about: the step and its count, why a press was not the one, what the sowing did, what comes next,
//! and Stop. The screens place the callout; these draw its words and return what the learner chose.

use bevy_egui::egui;

use super::learn_tab::{outcome, wrong_press};
use super::lessons::{LearnCommand, Learning, Stage};
use super::tutor::Tutor;
use super::tutor_words::hint_text;
use crate::data::i18n::{MASCOT_NAME, Texts};
use crate::screens::widgets::live;
use crate::turn::game::Game;
use mancala_engine::Side;
use mancala_engine::guide::TIPS;
use mancala_engine::lessons::LESSONS;

/// What the callout speaks for now, and the pit it points at (none: it stands under the board's middle).
pub fn callout_about(
    learning: &Learning,
    tutor: &Tutor,
    game: &Game,
) -> Option<(Callout, Option<(Side, u8)>)> {
    let side = game.position.to_move();
    // An Ô ăn quan move points at its square.
    let square = |mv| game.position.rules().pit_of(mv);
    if let Some(active) = learning.active {
        let pit = match active.stage {
            Stage::Press => Some((side, square(LESSONS[active.lesson].steps[active.step].pit))),
            _ => None,
        };
        // In the challenge the game is Otto's and the learner's: the callout only says so, under the board.
        return Some((Callout::Lesson, pit));
    }
    if let Some((_, _, pit)) = learning.tip {
        return Some((Callout::Tip, Some((side, pit))));
    }
    if tutor.is_teaching() {
        return Some((Callout::Thinking, None));
    }
    tutor
        .hint_for(&game.position)
        .map(|hint| (Callout::Hint, Some((side, square(hint.pit)))))
}

/// Who speaks in the callout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Callout {
    Lesson,
    Tip,
    /// Teach me is looking for a move.
    Thinking,
    /// Teach me's answer.
    Hint,
}

/// The callout's words, by who speaks.
pub fn callout_words(
    ui: &mut egui::Ui,
    texts: &Texts,
    callout: Callout,
    learning: &Learning,
    tutor: &Tutor,
    game: &Game,
    hint_colour: egui::Color32,
) -> Vec<LearnCommand> {
    match callout {
        Callout::Lesson => lesson_words(ui, texts, learning),
        Callout::Tip => {
            tip_words(ui, texts, learning);
            Vec::new()
        }
        Callout::Thinking => {
            live(ui.label(texts.get("game.teach.thinking")));
            Vec::new()
        }
        Callout::Hint => {
            if let Some(hint) = tutor.hint_for(&game.position) {
                ui.strong(texts.get("game.teach"));
                live(ui.colored_label(hint_colour, hint_text(texts, &hint, &game.position)));
            }
            Vec::new()
        }
    }
}

/// The lesson under way: what to press, why a press was not the one, what the sowing did, and what comes next.
pub fn lesson_words(ui: &mut egui::Ui, texts: &Texts, learning: &Learning) -> Vec<LearnCommand> {
    let Some(active) = learning.active else {
        return Vec::new();
    };
    let mut chosen = Vec::new();
    let lesson = &LESSONS[active.lesson];
    let key = lesson.key;
    let rules = lesson.challenge().rules();
    ui.strong(texts.fill(
        "learn.step",
        &[
            ("title", &texts.get(&format!("lesson.{key}.title"))),
            ("n", &(active.step + 1)),
            ("total", &lesson.steps.len()),
        ],
    ));
    match active.stage {
        Stage::Press => {
            live(ui.label(texts.get(&format!("lesson.{key}.step{}", active.step + 1))));
            if let Some((pit, press)) = active.wrong {
                let want = lesson.steps[active.step].pit;
                live(ui.colored_label(
                    ui.visuals().warn_fg_color,
                    wrong_press(texts, rules, pit, want, press),
                ));
            }
        }
        Stage::Told(landing) => {
            live(ui.label(outcome(texts, rules, landing)));
        }
        Stage::Finished => {
            live(ui.label(texts.get(&format!("lesson.{key}.done"))));
            ui.label(texts.fill("learn.challenge", &[("name", &MASCOT_NAME)]));
        }
        Stage::Challenge => {
            live(ui.label(texts.fill("learn.challenge.playing", &[("name", &MASCOT_NAME)])));
        }
        Stage::ChallengeOver { won } => {
            live(ui.label(texts.get(if won {
                "learn.challenge.won"
            } else {
                "learn.challenge.lost"
            })));
        }
    }
    ui.horizontal_wrapped(|ui| {
        // The step's way on first, where Enter reaches it before Stop.
        match active.stage {
            Stage::Told(_) => {
                if ui.button(texts.get("learn.next")).clicked() {
                    chosen.push(LearnCommand::Next);
                }
            }
            Stage::Finished => {
                if ui.button(texts.get("learn.challenge.play")).clicked() {
                    chosen.push(LearnCommand::Challenge);
                }
            }
            Stage::ChallengeOver { won } => {
                if !won && ui.button(texts.get("learn.challenge.again")).clicked() {
                    chosen.push(LearnCommand::Challenge);
                }
                let next = active.lesson + 1;
                if won && next < LESSONS.len() {
                    let title = texts
                        .get(&format!("lesson.{}.title", LESSONS[next].key))
                        .to_string();
                    if ui
                        .button(format!("{} {title}", texts.get("learn.start")))
                        .clicked()
                    {
                        chosen.push(LearnCommand::Start(next));
                    }
                }
            }
            Stage::Press | Stage::Challenge => {}
        }
        if ui.button(texts.get("learn.stop")).clicked() {
            chosen.push(LearnCommand::Stop);
        }
    });
    chosen
}

/// The tip whose position is on the board: what it teaches, and the lit pit to play.
pub fn tip_words(ui: &mut egui::Ui, texts: &Texts, learning: &Learning) {
    let Some((index, _, pit)) = learning.tip else {
        return;
    };
    let key = TIPS[index].key;
    ui.strong(format!(
        "{}: {}",
        texts.get("guide.heading"),
        texts.get(&format!("guide.{key}.title"))
    ));
    live(ui.label(texts.get(&format!("guide.{key}.body"))));
    ui.label(texts.fill("guide.lit", &[("pit", &pit)]));
}
