//! The drawer at the board's right: a row of tabs (icon and word) and one tab's contents at a time, each drawn
//! by its feature. It hides (the bar's ☰, or D) to give the board the window.

use bevy_egui::egui;

use super::navigation::{Screens, Tab};
use super::view::{Choice, View};
use super::widgets::fitted;
use crate::daily::daily_tab::daily_section;
use crate::data::settings::Settings;
use crate::data::stats_tab::stats_section;
use crate::explorer::explorer_tab::explorer_section;
use crate::learn::learn_tab;
use crate::learn::rules_tab::rules_section;
use crate::learn::tutor_words::analysis_section;
use crate::review::look_back::RecordDesk;
use crate::review::{moves_tab, records_tab, review_tab};
use crate::trainer::mistakes_tab::mistakes_section;

/// The row of tabs, each its icon over its word in an equal share of the row; a click, or Enter or Space on
/// the focused tab, shows it.
pub fn tabs(ui: &mut egui::Ui, view: &View, screens: &mut Screens) {
    let gap = 3.0;
    let count = Tab::ALL.len() as f32;
    let width = ((ui.available_width() - gap * (count - 1.0)) / count).floor();
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = gap;
        for tab in Tab::ALL {
            if tab_button(ui, view, tab, screens.tab == tab, width).clicked() {
                screens.tab = tab;
            }
        }
    });
}

fn tab_button(
    ui: &mut egui::Ui,
    view: &View,
    tab: Tab,
    chosen: bool,
    width: f32,
) -> egui::Response {
    let word = view.texts.get(tab.key());
    let small = egui::TextStyle::Small.resolve(ui.style());
    let icon = egui::FontId::proportional(small.size * 1.6);
    let height = icon.size + small.size + 14.0;
    let (rect, response) = ui.allocate_exact_size(egui::vec2(width, height), egui::Sense::click());
    response.widget_info(|| {
        egui::WidgetInfo::selected(egui::WidgetType::SelectableLabel, true, chosen, word)
    });
    if ui.is_rect_visible(rect) {
        let visuals = ui.style().interact_selectable(&response, chosen);
        let fill = if chosen {
            ui.visuals().selection.bg_fill
        } else {
            visuals.weak_bg_fill
        };
        let stroke = if response.has_focus() {
            egui::Stroke::new(2.0, ui.visuals().selection.stroke.color)
        } else {
            visuals.bg_stroke
        };
        let painter = ui.painter();
        painter.rect(rect, 6.0, fill, stroke, egui::StrokeKind::Inside);
        let colour = ui.visuals().text_color();
        painter.text(
            rect.center_top() + egui::vec2(0.0, 5.0),
            egui::Align2::CENTER_TOP,
            tab.icon(),
            icon.clone(),
            colour,
        );
        painter.text(
            rect.center_bottom() - egui::vec2(0.0, 5.0),
            egui::Align2::CENTER_BOTTOM,
            word,
            fitted(painter, word, small, rect.width() - 6.0),
            colour,
        );
    }
    response.on_hover_text(word)
}

/// The chosen tab's contents.
pub fn contents(
    ui: &mut egui::Ui,
    view: &View,
    tab: Tab,
    settings: &mut Settings,
    desk: &mut RecordDesk,
) -> Vec<Choice> {
    let mut choices = Vec::new();
    let look_back = &view.look_back;
    match tab {
        Tab::Moves => {
            choices.extend(
                moves_tab::moves_section(ui, look_back)
                    .into_iter()
                    .chain(review_tab::review_section(ui, look_back))
                    .map(Choice::LookBack),
            );
            ui.separator();
            choices.extend(analysis_section(ui, view));
            ui.separator();
            choices.extend(
                records_tab::records_section(ui, look_back, desk)
                    .into_iter()
                    .chain(records_tab::history_section(ui, look_back))
                    .map(Choice::LookBack),
            );
        }
        Tab::Learn => {
            choices.extend(
                learn_tab::lessons_section(ui, view.texts, view.progress, view.learning.active)
                    .map(Choice::Learn),
            );
            ui.separator();
            // A lesson speaks for itself; the coach waits until it is over.
            if view.learning.active.is_none() {
                ui.strong(view.texts.get("coach.heading"));
                learn_tab::coach_lines(ui, view.texts, view.game, view.tutor, settings);
                ui.separator();
            }
            choices.extend(learn_tab::guide_section(ui, view.texts).map(Choice::Learn));
        }
        Tab::Daily => {
            choices.extend(daily_section(ui, view).map(Choice::Game));
            ui.separator();
            choices.extend(mistakes_section(ui, view.texts, view.trainer).map(Choice::Trainer));
        }
        Tab::Explorer => {
            choices.extend(explorer_section(ui, view.texts, view.explorer).map(Choice::Explore));
        }
        Tab::Stats => stats_section(ui, view),
        Tab::Rules => rules_section(
            ui,
            view.texts,
            view.game.position.rules().family,
            view.drawing,
        ),
    }
    choices
}
