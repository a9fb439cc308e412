//! Small egui widgets the screens share.

use bevy_egui::egui;

use crate::data::i18n::Texts;

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

/// A card to choose: a picture painted into its top, a title and a line under it, framed more strongly when
/// chosen. It takes the keyboard's focus like a button, and screen readers hear it as a choice and its title.
/// A card not `offered` is faded and only hovered (its tooltip says why), without a scope of its own that would
/// break a wrapping row of cards.
pub fn card(
    ui: &mut egui::Ui,
    (selected, offered): (bool, bool),
    size: egui::Vec2,
    picture: impl FnOnce(&egui::Painter, egui::Rect),
    title: &str,
    line: &str,
) -> egui::Response {
    let sense = if offered {
        egui::Sense::click()
    } else {
        egui::Sense::hover()
    };
    let (rect, response) = ui.allocate_exact_size(size, sense);
    response.widget_info(|| {
        egui::WidgetInfo::selected(egui::WidgetType::RadioButton, offered, selected, title)
    });
    if !ui.is_rect_visible(rect) {
        return response;
    }
    let visuals = ui.style().interact_selectable(&response, selected);
    let stroke = if selected || response.has_focus() {
        egui::Stroke::new(2.5, ui.visuals().selection.stroke.color)
    } else {
        visuals.bg_stroke
    };
    let fill = if selected {
        ui.visuals().selection.bg_fill
    } else {
        visuals.weak_bg_fill
    };
    let mut painter = ui.painter_at(rect.expand(2.0));
    if !offered {
        painter.multiply_opacity(0.4);
    }
    painter.rect(rect, 10.0, fill, stroke, egui::StrokeKind::Inside);
    let text_colour = ui.visuals().text_color();
    let body = egui::TextStyle::Body.resolve(ui.style());
    let small = egui::TextStyle::Small.resolve(ui.style());
    let picture_height = rect.height() - body.size - small.size - 22.0;
    let picture_rect = egui::Rect::from_min_size(
        rect.min + egui::vec2(8.0, 8.0),
        egui::vec2(rect.width() - 16.0, picture_height.max(8.0)),
    );
    picture(&painter, picture_rect);
    let title_at = egui::pos2(rect.center().x, picture_rect.bottom() + 4.0);
    let room = rect.width() - 8.0;
    painter.text(
        title_at,
        egui::Align2::CENTER_TOP,
        title,
        fitted(&painter, title, body.clone(), room),
        text_colour,
    );
    painter.text(
        egui::pos2(rect.center().x, title_at.y + body.size + 2.0),
        egui::Align2::CENTER_TOP,
        line,
        fitted(&painter, line, small, room),
        ui.visuals().weak_text_color(),
    );
    response
}

/// `font`, made smaller where `text` would be wider than `room` at its size: a long word in another language
/// ("Dalawang manlalaro", "Explorador") is set smaller rather than cut by its card's or its tab's edge.
pub fn fitted(painter: &egui::Painter, text: &str, font: egui::FontId, room: f32) -> egui::FontId {
    let wide = painter
        .layout_no_wrap(text.to_string(), font.clone(), egui::Color32::PLACEHOLDER)
        .size()
        .x;
    egui::FontId {
        size: font.size * (room / wide).min(1.0),
        ..font
    }
}

/// A dialog's heading with a close button (×) at its right; returns whether the button was pressed.
pub fn dialog_heading(ui: &mut egui::Ui, texts: &Texts, heading: &str) -> bool {
    let mut close = false;
    ui.horizontal(|ui| {
        ui.heading(heading);
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            close = ui
                .button("✕")
                .on_hover_text(texts.get("dialog.close"))
                .clicked();
        });
    });
    ui.separator();
    close
}

/// The width a banner's lines wrap at.
const BANNER_WIDTH: f32 = 240.0;

/// The banner at a game's end: a popup over the middle of the board (`offset` from the window's centre).
pub fn banner(ctx: &egui::Context, offset: egui::Vec2, contents: impl FnOnce(&mut egui::Ui)) {
    egui::Area::new("result".into())
        .anchor(egui::Align2::CENTER_CENTER, offset)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style())
                .inner_margin(egui::Margin::same(18))
                .show(ui, |ui| {
                    // Its lines wrap at this width, so that it keeps off most of the board; a headline wider than
                    // it widens the banner rather than break (see `banners`).
                    ui.set_max_width(BANNER_WIDTH);
                    ui.vertical_centered(contents);
                });
        });
}

/// Words a screen reader reads out when they appear or change, without the player moving to them: a polite live
/// region. For what speaks as the game goes: a lesson's step, Teach me's answer, the coach's warnings.
pub fn live(response: egui::Response) -> egui::Response {
    response.ctx.accesskit_node_builder(response.id, |node| {
        node.set_live(egui::accesskit::Live::Polite);
    });
    response
}
