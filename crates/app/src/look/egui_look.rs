//! The panel's look, from the same design as the board's: egui's fonts (the bundled faces) and its visuals and
//! text styles (from the palette and the type scale), zoomed by the UI scale.

use bevy::prelude::*;
use bevy_egui::egui;

use super::palette::{Palette, TYPE, egui_colour};
use super::theme::{FONT_BOLD, FONT_REGULAR};

/// egui's name for the bold face.
const BOLD: &str = "bold";

/// The bundled faces for egui too: the regular one first for all text (egui's own stay behind it for symbols
/// and emoji), the bold one as a family of its own for headings.
pub fn use_bundled_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::default();
    for (name, bytes) in [("regular", FONT_REGULAR), (BOLD, FONT_BOLD)] {
        fonts.font_data.insert(
            name.to_owned(),
            std::sync::Arc::new(egui::FontData::from_static(bytes)),
        );
    }
    if let Some(proportional) = fonts.families.get_mut(&egui::FontFamily::Proportional) {
        proportional.insert(0, "regular".to_owned());
    }
    let mut bold = vec![BOLD.to_owned()];
    bold.extend(
        fonts
            .families
            .get(&egui::FontFamily::Proportional)
            .cloned()
            .unwrap_or_default(),
    );
    fonts
        .families
        .insert(egui::FontFamily::Name(BOLD.into()), bold);
    ctx.set_fonts(fonts);
}

/// The panel in the theme's colours and at the type scale; the UI scale zooms it all.
pub fn style(ctx: &egui::Context, palette: &Palette, scale: f32) {
    ctx.set_zoom_factor(scale);
    let colour = egui_colour;
    let mut visuals = if palette.is_dark() {
        egui::Visuals::dark()
    } else {
        egui::Visuals::light()
    };
    visuals.override_text_color = Some(colour(palette.panel_text));
    visuals.panel_fill = colour(palette.panel);
    visuals.window_fill = colour(palette.panel);
    visuals.faint_bg_color = colour(palette.widget.mix(&palette.panel, 0.6));
    visuals.extreme_bg_color = colour(palette.widget.mix(&palette.panel, 0.4));
    visuals.selection.bg_fill = colour(palette.accent.with_alpha(0.75));
    visuals.selection.stroke.color = colour(palette.panel_text);
    visuals.hyperlink_color = colour(palette.accent);
    visuals.weak_text_color = Some(colour(palette.panel_muted));
    visuals.warn_fg_color = colour(palette.warning);
    visuals.error_fg_color = colour(palette.warning);
    let outline = if palette.is_dark() {
        palette.panel_text.with_alpha(0.25)
    } else {
        palette.panel_text.with_alpha(0.2)
    };
    let high_contrast = palette.table == Color::BLACK;
    for (widgets, lift) in [
        (&mut visuals.widgets.inactive, 0.0),
        (&mut visuals.widgets.hovered, 0.12),
        (&mut visuals.widgets.active, 0.22),
        (&mut visuals.widgets.open, 0.12),
    ] {
        let fill = palette.widget.mix(&palette.accent, lift);
        widgets.bg_fill = colour(fill);
        widgets.weak_bg_fill = colour(fill);
        widgets.fg_stroke.color = colour(palette.panel_text);
        widgets.bg_stroke = egui::Stroke::new(
            if high_contrast { 1.5 } else { 1.0 },
            colour(if high_contrast || lift > 0.0 {
                palette.accent
            } else {
                outline
            }),
        );
        widgets.corner_radius = egui::CornerRadius::same(6);
    }
    // The widget with the keyboard's focus is drawn as active: a strong outline shows where Tab has got to.
    visuals.widgets.active.bg_stroke = egui::Stroke::new(2.0, colour(palette.panel_text));
    visuals.widgets.noninteractive.bg_stroke.color = colour(outline);
    visuals.widgets.noninteractive.fg_stroke.color = colour(palette.panel_text);
    visuals.widgets.noninteractive.bg_fill = colour(palette.panel);
    visuals.window_corner_radius = egui::CornerRadius::same(10);
    ctx.all_styles_mut(|style| {
        style.visuals = visuals.clone();
        style.spacing.item_spacing = egui::vec2(8.0, 7.0);
        style.spacing.button_padding = egui::vec2(9.0, 4.0);
        let regular = egui::FontFamily::Proportional;
        let bold = egui::FontFamily::Name(BOLD.into());
        style.text_styles = [
            (
                egui::TextStyle::Small,
                egui::FontId::new(TYPE.panel_small, regular.clone()),
            ),
            (
                egui::TextStyle::Body,
                egui::FontId::new(TYPE.panel_body, regular.clone()),
            ),
            (
                egui::TextStyle::Button,
                egui::FontId::new(TYPE.panel_button, regular.clone()),
            ),
            (
                egui::TextStyle::Heading,
                egui::FontId::new(TYPE.panel_heading, bold),
            ),
            (
                egui::TextStyle::Monospace,
                egui::FontId::new(TYPE.panel_body - 1.0, egui::FontFamily::Monospace),
            ),
        ]
        .into();
    });
}
