//! The panel's New game section: the opponent, the level, who moves first, the game, seeds per pit, the
//! house rules and the clock, edited as a draft until Start.

use bevy::prelude::*;
use bevy_egui::egui;

use super::game::GameCommand;
use super::setup::{First, Opponent, Setup};
use crate::app::data::i18n::{Texts, level_name};
use crate::app::otto::mascot::MASCOT_NAME;
use crate::engine::{Family, Level, MAX_SEEDS, MIN_SEEDS, TimeControl};

/// Opponent, level, who moves first, seeds per pit, and Start.
pub fn new_game_section(
    ui: &mut egui::Ui,
    texts: &Texts,
    setup: &mut Setup,
) -> Option<GameCommand> {
    let name: &dyn std::fmt::Display = &MASCOT_NAME;
    ui.strong(texts.get("new.heading"));
    ui.horizontal(|ui| {
        let computer = matches!(setup.opponent, Opponent::Computer(_));
        if ui
            .selectable_label(computer, texts.fill("new.vs_mascot", &[("name", name)]))
            .clicked()
            && !computer
        {
            setup.opponent = Opponent::Computer(Level::Medium);
        }
        if ui
            .selectable_label(!computer, texts.get("new.two_players"))
            .clicked()
        {
            setup.opponent = Opponent::Friend;
        }
    });
    if let Opponent::Computer(level) = &mut setup.opponent {
        if *level == Level::Perfect {
            *level = Level::Hard;
        }
        ui.horizontal(|ui| {
            ui.label(texts.get("new.level"));
            for choice in Level::ALL {
                ui.radio_value(level, choice, level_name(texts, choice));
            }
        });
    }
    ui.horizontal(|ui| {
        ui.label(texts.get("new.first"));
        let (south, north) = match setup.opponent {
            Opponent::Computer(_) => (
                texts.get("new.first.me").to_string(),
                MASCOT_NAME.to_string(),
            ),
            Opponent::Friend => (
                texts.get("new.first.bottom").to_string(),
                texts.get("new.first.top").to_string(),
            ),
        };
        ui.radio_value(&mut setup.first, First::South, south);
        ui.radio_value(&mut setup.first, First::North, north);
        ui.radio_value(
            &mut setup.first,
            First::Random,
            texts.get("new.first.random"),
        );
    });
    ui.horizontal(|ui| {
        ui.label(texts.get("new.game"));
        for family in Family::ALL {
            let chosen = setup.rules.family == family;
            let label = ui
                .selectable_label(chosen, texts.get(&format!("new.game.{}", family.name())))
                .on_hover_text(texts.get(&format!("new.game.{}.tip", family.name())));
            if label.clicked() && !chosen {
                setup.rules = match family {
                    Family::Kalah => crate::engine::KALAH,
                    Family::Oware => crate::engine::OWARE,
                };
            }
        }
    });
    if setup.rules.is_oware() {
        ui.weak(texts.get("new.oware_board"));
    } else {
        ui.add(
            egui::Slider::new(&mut setup.seeds, MIN_SEEDS..=MAX_SEEDS).text(texts.get("new.seeds")),
        );
        ui.horizontal_wrapped(|ui| {
            ui.label(texts.get("new.rules"));
            ui.checkbox(
                &mut setup.rules.empty_capture,
                texts.get("new.empty_capture"),
            )
            .on_hover_text(texts.get("rules.house.empty_capture"));
            ui.checkbox(
                &mut setup.rules.remaining_to_emptier,
                texts.get("new.remaining_to_emptier"),
            )
            .on_hover_text(texts.get("rules.house.emptier"));
        });
    }
    if setup.opponent == Opponent::Friend {
        ui.horizontal_wrapped(|ui| {
            ui.label(texts.get("new.clock"));
            ui.radio_value(&mut setup.clock, None, texts.get("new.clock.none"));
            for control in TimeControl::ALL {
                ui.radio_value(&mut setup.clock, Some(control), control.to_string());
            }
        })
        .response
        .on_hover_text(texts.get("new.clock.tip"));
    }
    ui.button(texts.get("new.start"))
        .clicked()
        .then_some(GameCommand::NewGame(*setup))
}
