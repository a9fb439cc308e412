//! The rules section: each game's rules in plain words with worked examples (Kalah's with its house rules,
//! Oware's, Congklak's), the game in play's first, then the review, the clock and the usual questions.

use bevy::prelude::*;
use bevy_egui::egui;

use crate::board::scene::RelayDrawing;
use crate::data::i18n::Texts;
use crate::otto::mascot::MASCOT_NAME;
use crate::review::look_back;
use mancala_engine::Family;

/// "Kalah with empty capture and remaining seeds to the emptier", "Sungka", in the player's language: the
/// family's name, and the switches that are on by their New game labels.
pub fn rules_words(texts: &Texts, rules: mancala_engine::Rules) -> String {
    let family = rules.family.name();
    let switches: Vec<String> = rules
        .switches()
        .map(|name| {
            texts
                .get(&format!("new.{}", name.replace('-', "_")))
                .to_string()
        })
        .collect();
    if switches.is_empty() {
        texts.get(&format!("rules.{family}")).to_string()
    } else {
        texts.fill(
            &format!("rules.{family}_with"),
            &[("switches", &switches.join(", "))],
        )
    }
}

/// One block of a game's rules: a title, the rules in plain words in the order a player meets them, and worked
/// examples (each a `.title` and a `.body`).
struct Block {
    title: &'static str,
    plain: &'static [&'static str],
    examples: &'static [&'static str],
}

/// The side of a relay board's stores as its texts select on it: `left`, the usual drawing, or `right`.
pub fn side_word(drawing: RelayDrawing) -> &'static str {
    if drawing.store_right { "right" } else { "left" }
}

/// Each game's rules: Kalah's with its house rules, Oware's (a chain, a grand slam, feeding, a repetition) and
/// Congklak's (a relay and a capture, a relay into the store).
fn blocks(family: Family) -> &'static [Block] {
    match family {
        Family::Kalah => &[
            Block {
                title: "new.game.kalah",
                plain: &[
                    "rules.board",
                    "rules.sow",
                    "rules.extra",
                    "rules.capture",
                    "rules.end",
                ],
                examples: &["rules.example_extra", "rules.example_capture"],
            },
            Block {
                title: "rules.house.title",
                plain: &[
                    "rules.house.intro",
                    "rules.house.empty_capture",
                    "rules.house.empty_capture.example",
                    "rules.house.emptier",
                    "rules.house.emptier.example",
                ],
                examples: &[],
            },
        ],
        Family::Oware => &[Block {
            title: "rules.oware.title",
            plain: &[
                "rules.oware.intro",
                "rules.oware.sow",
                "rules.oware.capture",
                "rules.oware.grand_slam",
                "rules.oware.feed",
                "rules.oware.end",
                "rules.oware.values",
            ],
            examples: &[
                "rules.oware.example_chain",
                "rules.oware.example_grand_slam",
                "rules.oware.example_feed",
                "rules.oware.example_repetition",
            ],
        }],
        Family::Congklak => &[Block {
            title: "rules.congklak.title",
            plain: &[
                "rules.congklak.intro",
                "rules.congklak.relay",
                "rules.congklak.capture",
                "rules.congklak.end",
                "rules.congklak.burnt",
                "rules.congklak.first",
                "rules.congklak.together",
                "rules.congklak.rounds",
                "rules.congklak.lap_before_capture",
                "rules.congklak.pass_when_empty",
            ],
            examples: &[
                "rules.congklak.example_relay",
                "rules.congklak.example_store",
            ],
        }],
        Family::Sungka => &[Block {
            title: "rules.sungka.title",
            plain: &[
                "rules.sungka.intro",
                "rules.congklak.relay",
                "rules.sungka.capture",
                "rules.sungka.end",
                "rules.congklak.burnt",
                "rules.congklak.first",
                "rules.congklak.together",
                "rules.congklak.rounds",
                "rules.sungka.capture_own_seed",
            ],
            examples: &["rules.sungka.example_capture"],
        }],
        Family::OAnQuan => &[Block {
            title: "rules.oanquan.title",
            plain: &[
                "rules.oanquan.intro",
                "rules.oanquan.sow",
                "rules.oanquan.relay",
                "rules.oanquan.capture",
                "rules.oanquan.refill",
                "rules.oanquan.end",
                "rules.oanquan.small_mandarin",
            ],
            examples: &[
                "rules.oanquan.example_chain",
                "rules.oanquan.example_refill",
            ],
        }],
    }
}

/// The rules in plain words with worked examples, the game in play's first, then the review, the clock and the
/// usual questions.
pub fn rules_section(ui: &mut egui::Ui, texts: &Texts, playing: Family, drawing: RelayDrawing) {
    // Congklak's and Sungka's words say where the store is as the board is drawn.
    let side: &[(&str, &dyn std::fmt::Display)] = &[("side", &side_word(drawing))];
    let name: &dyn std::fmt::Display = &MASCOT_NAME;
    egui::CollapsingHeader::new(texts.get("rules.heading"))
        .id_salt("rules")
        .default_open(true)
        .show(ui, |ui| {
            let others = Family::ON_BOARD
                .into_iter()
                .filter(|&family| family != playing);
            for family in std::iter::once(playing).chain(others) {
                for block in blocks(family) {
                    ui.strong(texts.get(block.title));
                    for key in block.plain {
                        ui.label(texts.fill(key, side));
                    }
                    for example in block.examples {
                        ui.strong(texts.get(&format!("{example}.title")));
                        ui.label(texts.fill(&format!("{example}.body"), side));
                    }
                }
            }
            ui.strong(texts.get("rules.review.title"));
            ui.label(texts.get("rules.review.body"));
            for rating in mancala_engine::Rating::ALL {
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
