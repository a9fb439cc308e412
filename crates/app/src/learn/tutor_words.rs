//! Teach me's words and the analysis section: what the tutor found, in the player's language.

use bevy::prelude::*;
use bevy_egui::egui;

use super::tutor::{PitValue, TutorRequest, analysis_allowed};
use crate::data::i18n::{Texts, pit_key};
use crate::otto::mascot::MASCOT_NAME;
use crate::turn::ways::move_label;
use mancala_engine::{Hint, Position, Reason};

use crate::screens::view::{Choice, View};

/// "Play pit 3: the last seed lands in your store, so you move again. With perfect play you win by 8." (In
/// Congklak, "Play hole 3".)
pub fn hint_text(texts: &Texts, hint: &Hint, position: &Position) -> String {
    let rules = position.rules();
    let reason = match hint.reason {
        Reason::ExtraTurn { then: 0 } => texts.get("hint.extra_turn").to_string(),
        Reason::ExtraTurn { then } => texts.fill("hint.extra_turn_chain", &[("then", &then)]),
        Reason::Capture { seeds } => texts.fill("hint.capture", &[("seeds", &seeds)]),
        Reason::RelayToStore { relays, then: 0 } => texts.fill(
            "hint.relay_to_store",
            &[("relays", &relays_text(texts, relays))],
        ),
        Reason::RelayToStore { relays, then } => texts.fill(
            "hint.relay_to_store_chain",
            &[("relays", &relays_text(texts, relays)), ("then", &then)],
        ),
        Reason::RelayCapture { relays, seeds } => texts.fill(
            "hint.relay_capture",
            &[("relays", &relays_text(texts, relays)), ("seeds", &seeds)],
        ),
        Reason::Protect { pit, seeds } => {
            texts.fill("hint.protect", &[("pit", &pit), ("seeds", &seeds)])
        }
        Reason::KeepSeeds => texts.get("hint.keep").to_string(),
        Reason::Take { seeds } => texts.fill("hint.take", &[("seeds", &seeds)]),
        Reason::Chain { pits, seeds } => {
            texts.fill("hint.chain", &[("pits", &pits), ("seeds", &seeds)])
        }
        Reason::Feed => texts.get("hint.feed").to_string(),
        Reason::Reserve => texts.get("hint.reserve").to_string(),
        Reason::Squares {
            squares,
            citizens,
            mandarins,
        } => texts.fill(
            "hint.squares",
            &[
                ("squares", &squares),
                ("citizens", &citizens),
                ("mandarins", &mandarins),
            ],
        ),
        Reason::Guard { seeds } => texts.fill("hint.guard", &[("seeds", &seeds)]),
        Reason::Calculation => texts.get("hint.calculation").to_string(),
    };
    let outcome = match hint.value {
        Some(v) if v > 0 => format!(" {}", texts.fill("hint.value.win", &[("n", &v)])),
        Some(v) if v < 0 => format!(" {}", texts.fill("hint.value.lose", &[("n", &-v)])),
        Some(_) => format!(" {}", texts.get("hint.value.draw")),
        None => String::new(),
    };
    format!(
        "{} {reason}{outcome}",
        texts.fill(
            &pit_key("hint.play", rules),
            &[("pit", &move_label(rules, position.to_move(), hint.pit))]
        )
    )
}

/// "the seeds are lifted and sown on once", or "... 3 times".
fn relays_text(texts: &Texts, relays: u16) -> String {
    match relays {
        1 => texts.get("hint.relays.one").to_string(),
        n => texts.fill("hint.relays.many", &[("n", &n)]),
    }
}

pub fn analysis_section(ui: &mut egui::Ui, view: &View) -> Option<Choice> {
    let (texts, game) = (view.texts, view.game);
    let name: &dyn std::fmt::Display = &MASCOT_NAME;
    ui.strong(texts.get("analysis.heading"));
    let allowed = analysis_allowed(game, view.learning);
    let mut on = view.tutor.analysis_on;
    let toggled = ui
        .add_enabled(
            allowed,
            egui::Checkbox::new(&mut on, texts.get("analysis.show")),
        )
        .changed();
    if !allowed {
        ui.weak(if game.puzzle.is_some() {
            texts.get("analysis.off_daily").to_string()
        } else if view.learning.active.is_some() {
            texts.get("analysis.off_lesson").to_string()
        } else if game.remote_side().is_some() {
            texts.get("analysis.off_online").to_string()
        } else if game.in_opening() {
            texts.get("analysis.off_opening").to_string()
        } else {
            texts.fill("analysis.off_vs_mascot", &[("name", name)])
        });
    } else if on {
        ui.weak(texts.get("analysis.legend"));
        if !crate::data::kept::KEEPS_PROOFS {
            ui.weak(texts.get("analysis.legend.browser"));
        }
        if let Some(analysis) = view.tutor.analysis_of(&game.position) {
            let values: Vec<String> = analysis
                .values
                .iter()
                .map(|(pit, value)| match value {
                    PitValue::Exact(v) => format!("{pit}: {v:+}"),
                    PitValue::Estimate(v) => format!("{pit}: ~{v:+}"),
                })
                .collect();
            ui.label(values.join("   "));
            ui.weak(texts.get(if analysis.proved {
                "analysis.proved"
            } else {
                "analysis.proving"
            }));
        }
    }
    toggled.then_some(Choice::Tutor(TutorRequest::ShowAnalysis(on)))
}
