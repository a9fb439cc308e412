//! Small egui widgets the panel's sections share.

use bevy_egui::egui;

use crate::app::data::i18n::Texts;

/// A setting's name and a radio button for each of its choices.
pub fn choose_one<T: PartialEq + Copy>(
    ui: &mut egui::Ui,
    texts: &Texts,
    name: &str,
    value: &mut T,
    choices: &[(T, &str)],
) {
    ui.horizontal_wrapped(|ui| {
        ui.label(texts.get(name));
        for &(choice, key) in choices {
            ui.radio_value(value, choice, texts.get(key));
        }
    });
}
