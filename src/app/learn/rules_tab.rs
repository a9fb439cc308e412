//! The rules section: Kalah's rules and the game's house rules in plain words, Oware's with worked examples,
//! and the usual questions.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::app::data::i18n::Texts;
use crate::app::otto::mascot::MASCOT_NAME;
use crate::app::review::look_back;

/// "Kalah with empty capture and remaining seeds to the emptier", in the player's language.
pub fn rules_words(texts: &Texts, rules: crate::engine::Rules) -> String {
    if rules.is_oware() {
        return texts.get("rules.oware").to_string();
    }
    if rules.is_congklak() {
        let variants: Vec<&str> = [
            (rules.lap_before_capture, "new.lap_before_capture"),
            (rules.pass_when_empty, "new.pass_when_empty"),
        ]
        .into_iter()
        .filter(|(on, _)| *on)
        .map(|(_, key)| texts.get(key))
        .collect();
        return if variants.is_empty() {
            texts.get("rules.congklak").to_string()
        } else {
            texts.fill("rules.congklak_with", &[("variants", &variants.join(", "))])
        };
    }
    let mut switches = Vec::new();
    if rules.empty_capture {
        switches.push(texts.get("new.empty_capture"));
    }
    if rules.remaining_to_emptier {
        switches.push(texts.get("new.remaining_to_emptier"));
    }
    if switches.is_empty() {
        texts.get("rules.kalah").to_string()
    } else {
        texts.fill("rules.kalah_with", &[("switches", &switches.join(", "))])
    }
}

/// Oware's rules in plain words, in the order a player meets them.
const OWARE_RULES: [&str; 7] = [
    "rules.oware.intro",
    "rules.oware.sow",
    "rules.oware.capture",
    "rules.oware.grand_slam",
    "rules.oware.feed",
    "rules.oware.end",
    "rules.oware.values",
];
/// Oware's worked examples: a chain, a grand slam, feeding, a repetition.
const OWARE_EXAMPLES: [&str; 4] = [
    "rules.oware.example_chain",
    "rules.oware.example_grand_slam",
    "rules.oware.example_feed",
    "rules.oware.example_repetition",
];

/// Congklak's rules in plain words, in the order a player meets them.
const CONGKLAK_RULES: [&str; 6] = [
    "rules.congklak.intro",
    "rules.congklak.relay",
    "rules.congklak.capture",
    "rules.congklak.end",
    "rules.congklak.burnt",
    "rules.congklak.first",
];
/// Congklak's worked examples: a relay and a capture, a relay into the store.
const CONGKLAK_EXAMPLES: [&str; 2] = [
    "rules.congklak.example_relay",
    "rules.congklak.example_store",
];

/// The rules in plain words, two worked examples and the usual questions.
pub fn rules_section(ui: &mut egui::Ui, texts: &Texts) {
    let name: &dyn std::fmt::Display = &MASCOT_NAME;
    egui::CollapsingHeader::new(texts.get("rules.heading"))
        .id_salt("rules")
        .default_open(true)
        .show(ui, |ui| {
            for key in [
                "rules.board",
                "rules.sow",
                "rules.extra",
                "rules.capture",
                "rules.end",
            ] {
                ui.label(texts.get(key));
            }
            for example in ["rules.example_extra", "rules.example_capture"] {
                ui.strong(texts.get(&format!("{example}.title")));
                ui.label(texts.get(&format!("{example}.body")));
            }
            ui.strong(texts.get("rules.house.title"));
            for key in [
                "rules.house.intro",
                "rules.house.empty_capture",
                "rules.house.empty_capture.example",
                "rules.house.emptier",
                "rules.house.emptier.example",
            ] {
                ui.label(texts.get(key));
            }
            ui.strong(texts.get("rules.oware.title"));
            for key in OWARE_RULES {
                ui.label(texts.get(key));
            }
            for example in OWARE_EXAMPLES {
                ui.strong(texts.get(&format!("{example}.title")));
                ui.label(texts.get(&format!("{example}.body")));
            }
            ui.strong(texts.get("rules.congklak.title"));
            for key in CONGKLAK_RULES {
                ui.label(texts.get(key));
            }
            for key in [
                "rules.congklak.lap_before_capture",
                "rules.congklak.pass_when_empty",
            ] {
                ui.label(texts.get(key));
            }
            for example in CONGKLAK_EXAMPLES {
                ui.strong(texts.get(&format!("{example}.title")));
                ui.label(texts.get(&format!("{example}.body")));
            }
            ui.strong(texts.get("rules.review.title"));
            ui.label(texts.get("rules.review.body"));
            for rating in crate::engine::Rating::ALL {
                let range = match rating.losses() {
                    (0, Some(0)) => texts.get("rules.review.none").to_string(),
                    (least, Some(most)) if least == most => {
                        texts.fill("rules.review.one", &[("least", &least)])
                    }
                    (least, Some(most)) => {
                        texts.fill("rules.review.range", &[("least", &least), ("most", &most)])
                    }
                    (least, None) => texts.fill("rules.review.more", &[("least", &least)]),
                };
                ui.label(format!(
                    "{} {}: {range}",
                    look_back::rating_sign(rating),
                    look_back::rating_name(texts, rating)
                ));
            }
            ui.label(texts.get("rules.review.accuracy"));
            ui.strong(texts.get("rules.clock.title"));
            ui.label(texts.get("rules.clock.body"));
            ui.strong(texts.get("rules.faq.heading"));
            for question in ["rules.faq.store", "rules.faq.leftover", "rules.faq.first"] {
                ui.label(egui::RichText::new(texts.get(&format!("{question}.q"))).italics());
                ui.label(texts.fill(&format!("{question}.a"), &[("name", name)]));
            }
        });
}
