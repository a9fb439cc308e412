//! The Settings dialog, behind the gear: animation, sound, look, text size and language, each under its
//! heading. It edits the settings in place; the caller keeps them only when they changed.

use bevy_egui::egui;

use super::i18n::{Language, Texts};
use super::settings::{Settings, Speed, UI_SCALES};
use crate::look::palette::{StoneColours, Theme};
use crate::online::glancing::TELLS_THE_DESKTOP;
use crate::screens::widgets::{choose_one, dialog_heading};

/// The choices of each setting that is one of a few, and the key of each one's name.
const SPEEDS: [(Speed, &str); 4] = [
    (Speed::Instant, "speed.instant"),
    (Speed::Fast, "speed.fast"),
    (Speed::Normal, "speed.normal"),
    (Speed::Slow, "speed.slow"),
];
const THEMES: [(Theme, &str); 3] = [
    (Theme::Light, "theme.light"),
    (Theme::Dark, "theme.dark"),
    (Theme::HighContrast, "theme.high_contrast"),
];
const STONES: [(StoneColours, &str); 2] = [
    (StoneColours::Jewels, "stones.jewels"),
    (StoneColours::ColourBlindSafe, "stones.colour_blind"),
];

/// What the dialog asks of its caller beyond the settings it edits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SettingsAnswer {
    Language(Language),
    Close,
}

/// The grouped settings; `focus` gives the first choice the keyboard's focus.
pub fn settings_dialog(
    ui: &mut egui::Ui,
    texts: &Texts,
    settings: &mut Settings,
    focus: bool,
) -> Option<SettingsAnswer> {
    let mut answer = None;
    if dialog_heading(ui, texts, texts.get("settings.heading")) {
        answer = Some(SettingsAnswer::Close);
    }
    group(ui, texts, "settings.group.animation", |ui| {
        ui.horizontal_wrapped(|ui| {
            ui.label(texts.get("settings.speed"));
            for (at, &(choice, key)) in SPEEDS.iter().enumerate() {
                let radio = ui.radio_value(&mut settings.speed, choice, texts.get(key));
                if focus && at == 0 {
                    radio.request_focus();
                }
            }
        });
        ui.checkbox(
            &mut settings.reduce_motion,
            texts.get("settings.reduce_motion"),
        );
    });
    group(ui, texts, "settings.group.sound", |ui| {
        ui.checkbox(&mut settings.muted, texts.get("settings.mute"));
    });
    group(ui, texts, "settings.group.notes", |ui| {
        if TELLS_THE_DESKTOP {
            ui.checkbox(
                &mut settings.desktop_notes,
                texts.get("settings.desktop_notes"),
            );
        } else {
            ui.weak(texts.get("settings.desktop_notes.browser"));
        }
    });
    group(ui, texts, "settings.group.look", |ui| {
        choose_one(ui, texts, "settings.theme", &mut settings.theme, &THEMES);
        choose_one(ui, texts, "settings.stones", &mut settings.stones, &STONES);
        ui.checkbox(
            &mut settings.relay_store_right,
            texts.get("settings.relay_store_right"),
        )
        .on_hover_text(texts.get("settings.relay_store_right.tip"));
        ui.weak(texts.get("settings.fullscreen"));
    });
    group(ui, texts, "settings.group.text", |ui| {
        ui.add(
            egui::Slider::new(&mut settings.ui_scale, UI_SCALES)
                .step_by(5.0)
                .suffix(" %")
                .text(texts.get("settings.ui_scale")),
        );
    });
    group(ui, texts, "settings.group.language", |ui| {
        ui.horizontal_wrapped(|ui| {
            for language in Language::ALL {
                if ui
                    .radio(texts.language == language, language.native_name())
                    .clicked()
                    && texts.language != language
                {
                    answer = Some(SettingsAnswer::Language(language));
                }
            }
        });
    });
    ui.separator();
    if ui.button(texts.get("dialog.done")).clicked() {
        answer = Some(SettingsAnswer::Close);
    }
    answer
}

/// A heading and its settings, set in a little from the dialog's edge.
fn group(ui: &mut egui::Ui, texts: &Texts, heading: &str, contents: impl FnOnce(&mut egui::Ui)) {
    ui.add_space(2.0);
    ui.strong(texts.get(heading));
    ui.indent(heading, contents);
}
