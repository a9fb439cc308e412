//! The settings section: animation speed, sound, theme, stones, reduce motion, text size.

use bevy_egui::egui;

use super::i18n::Texts;
use super::settings::{Settings, Speed, UI_SCALES};
use crate::app::look::palette::{StoneColours, Theme};

use crate::app::panel::widgets::choose_one;

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

/// Animation speed, sound, the look and the text size.
pub fn settings_section(ui: &mut egui::Ui, texts: &Texts, settings: &mut Settings) {
    ui.strong(texts.get("settings.heading"));
    choose_one(ui, texts, "settings.speed", &mut settings.speed, &SPEEDS);
    ui.checkbox(&mut settings.muted, texts.get("settings.mute"));
    choose_one(ui, texts, "settings.theme", &mut settings.theme, &THEMES);
    choose_one(ui, texts, "settings.stones", &mut settings.stones, &STONES);
    ui.checkbox(
        &mut settings.reduce_motion,
        texts.get("settings.reduce_motion"),
    );
    ui.add(
        egui::Slider::new(&mut settings.ui_scale, UI_SCALES)
            .step_by(5.0)
            .suffix(" %")
            .text(texts.get("settings.ui_scale")),
    );
    ui.weak(texts.get("settings.fullscreen"));
}
