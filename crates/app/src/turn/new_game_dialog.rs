//! The New game dialog: the opponent as cards (Otto on each level, or two players on this screen), who moves
//! first, the game and its seeds, and under "More options" the house rules and the clock. It edits a draft,
//! which starts from the last game's choices and becomes the game's at Start.

use bevy_egui::egui;

use super::game::GameCommand;
use super::setup::{Fairness, First, Opponent, Setup};
use crate::data::i18n::{Texts, level_name};
use crate::data::stats::AgainstOtto;
use crate::otto::mascot::MASCOT_NAME;
use crate::otto::portrait;
use crate::screens::widgets::{card, dialog_heading};
use mancala_engine::{Family, Level, MAX_SEEDS, MIN_SEEDS, Rules, TimeControl};

/// What the player did in the dialog this frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum NewGameAnswer {
    Start(GameCommand),
    Cancel,
    /// The Online card: the Play online dialog instead.
    Online,
}

/// The opponents' cards: each of Otto's levels, Otto at the player's level (whichever rung of his ladder that
/// is when the card is drawn) and two players, with the key of the line under each.
const OPPONENTS: [(Opponent, &str); 5] = [
    (Opponent::Computer(Level::Easy), "new.card.easy"),
    (Opponent::Computer(Level::Medium), "new.card.medium"),
    (Opponent::Computer(Level::Hard), "new.card.hard"),
    (Opponent::Computer(Level::Rung(0)), "new.card.at_my_level"),
    (Opponent::Friend, "new.card.friends"),
];

/// Whether two opponents are one card: any two rungs of Otto's ladder are "your level".
fn same_card(a: Opponent, b: Opponent) -> bool {
    match (a, b) {
        (Opponent::Computer(a), Opponent::Computer(b)) => a == b || (a.is_rung() && b.is_rung()),
        _ => a == b,
    }
}

/// The dialog's contents; `focus` gives Start the keyboard's focus (the frame after the dialog opens), so that
/// Enter starts the game chosen last time.
pub fn new_game_dialog(
    ui: &mut egui::Ui,
    texts: &Texts,
    setup: &mut Setup,
    against_otto: &AgainstOtto,
    drawing: crate::board::scene::RelayDrawing,
    focus: bool,
) -> Option<NewGameAnswer> {
    let side: &[(&str, &dyn std::fmt::Display)] =
        &[("side", &crate::learn::rules_tab::side_word(drawing))];
    let mut answer = None;
    if dialog_heading(ui, texts, texts.get("new.heading")) {
        answer = Some(NewGameAnswer::Cancel);
    }
    if let Opponent::Computer(Level::Perfect) = setup.opponent {
        setup.opponent = Opponent::Computer(Level::Hard);
    }
    ui.label(texts.get("new.opponent"));
    let scale = ui.ctx().zoom_factor().max(1.0);
    let card_size = egui::vec2(132.0, 150.0) / scale.sqrt();
    // The ladder is Kalah's (the game's start says so too; here, so that the card chosen is the one shown).
    let kalah = setup.rules.family == Family::Kalah;
    setup.keep_the_ladder_to_kalah();
    let strong = ui.visuals().strong_text_color();
    ui.horizontal_wrapped(|ui| {
        for (card_opponent, line) in OPPONENTS {
            let ladder = same_card(card_opponent, Opponent::Computer(Level::Rung(0)));
            let opponent = if ladder {
                Opponent::Computer(against_otto.level())
            } else {
                card_opponent
            };
            let chosen = same_card(setup.opponent, opponent);
            let title = match opponent {
                Opponent::Computer(level) => level_name(texts, level).to_string(),
                Opponent::Friend => texts.get("new.two_players").to_string(),
                Opponent::Online => texts.get("new.online").to_string(),
            };
            let picture = |painter: &egui::Painter, rect: egui::Rect| match opponent {
                Opponent::Computer(level) => {
                    portrait::paint(painter, rect, level, portrait::card_mood(level));
                    if ladder {
                        rating_badge(painter, rect, level, strong);
                    }
                }
                Opponent::Friend => two_players_picture(painter, rect),
                Opponent::Online => globe_picture(painter, rect),
            };
            let name: &dyn std::fmt::Display = &MASCOT_NAME;
            let line = texts.fill(line, &[("name", name)]);
            let offered = kalah || !ladder;
            let mut response = card(ui, (chosen, offered), card_size, picture, &title, &line);
            if ladder {
                let rating: &dyn std::fmt::Display = &against_otto.rating.rating.round();
                response = response.on_hover_text(if offered {
                    texts.fill(
                        "new.card.at_my_level.tip",
                        &[("name", name), ("rating", rating)],
                    )
                } else {
                    texts.fill("new.card.at_my_level.kalah", &[("name", name)])
                });
            }
            if response.clicked() {
                setup.opponent = opponent;
            }
        }
        // Online play has a dialog of its own: the server, a code, the queue.
        let online = card(
            ui,
            (false, true),
            card_size,
            globe_picture,
            texts.get("new.online"),
            texts.get("new.card.online"),
        );
        if online.clicked() {
            answer = Some(NewGameAnswer::Online);
        }
    });
    ui.add_space(4.0);
    ui.horizontal_wrapped(|ui| {
        ui.label(texts.get("new.first"));
        let (south, north) = match setup.opponent {
            Opponent::Computer(_) => (
                texts.get("new.first.me").to_string(),
                MASCOT_NAME.to_string(),
            ),
            Opponent::Friend | Opponent::Online => (
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
        if setup.rules.is_relay() {
            ui.radio_value(
                &mut setup.first,
                First::Together,
                texts.get("new.first.together"),
            )
            .on_hover_text(texts.get("new.first.together.tip"));
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(texts.get("new.game"));
        for family in Family::ON_BOARD {
            let chosen = setup.rules.family == family;
            let label = ui
                .selectable_label(chosen, texts.get(&format!("new.game.{}", family.name())))
                .on_hover_text(texts.fill(&format!("new.game.{}.tip", family.name()), side));
            if label.clicked() && !chosen {
                setup.rules = family.rules();
                // Congklak's and Sungka's players start together; the other games have no such start.
                setup.first = match (family, setup.first) {
                    (family, _) if family.is_relay() => First::Together,
                    (_, First::Together) => First::Random,
                    (_, first) => first,
                };
                // Each game on its usual board (Congklak: as many seeds a hole as holes).
                let usual = family.boards();
                setup.pits = usual.pits;
                setup.seeds = usual.seeds;
            }
        }
    });
    if setup.rules.is_oware() {
        ui.weak(texts.get("new.oware_board"));
    } else if setup.rules.is_quan() {
        ui.weak(texts.get("new.quan_board"));
    } else if setup.rules.is_relay() {
        let boards = setup.rules.family.boards();
        count_slider(
            ui,
            &mut setup.pits,
            boards.fewest_pits..=boards.most_pits,
            texts.get("new.holes"),
        );
        setup.seeds = setup.pits;
    } else {
        count_slider(
            ui,
            &mut setup.seeds,
            MIN_SEEDS..=MAX_SEEDS,
            texts.get("new.seeds"),
        );
        fair_start(ui, texts, setup);
    }
    more_options(ui, texts, setup);
    ui.separator();
    ui.horizontal(|ui| {
        let start = ui.add(egui::Button::new(
            egui::RichText::new(texts.get("new.start")).strong(),
        ));
        if focus {
            start.request_focus();
        }
        if start.clicked() {
            answer = Some(NewGameAnswer::Start(GameCommand::NewGame(*setup)));
        }
        if ui.button(texts.get("dialog.cancel")).clicked() {
            answer = Some(NewGameAnswer::Cancel);
        }
        ui.weak(texts.get("new.keys"));
    });
    answer
}

/// Kalah's fair starts: the usual one, the pie rule, or a balanced start (the standard board's seeds, with the
/// standard rules).
fn fair_start(ui: &mut egui::Ui, texts: &Texts, setup: &mut Setup) {
    let standard = setup.rules.is_standard() && setup.seeds == 4 && setup.pits == 6;
    if setup.fair == Fairness::Balanced && !standard {
        setup.fair = Fairness::Usual;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(texts.get("new.fair"));
        for (fair, key) in [
            (Fairness::Usual, "new.fair.usual"),
            (Fairness::Pie, "new.fair.pie"),
            (Fairness::Balanced, "new.fair.balanced"),
        ] {
            let enabled = fair != Fairness::Balanced || standard;
            ui.add_enabled_ui(enabled, |ui| {
                ui.radio_value(&mut setup.fair, fair, texts.get(key))
                    .on_hover_text(texts.get(&format!("{key}.tip")))
                    .on_disabled_hover_text(texts.get("new.fair.balanced.standard"));
            });
        }
    });
}

/// Each game's switches as the dialog offers them: the game, the rule set's field, its label and its tooltip.
const SWITCHES: [(Family, fn(&mut Rules) -> &mut bool, &str, &str); 6] = [
    (
        Family::Kalah,
        |rules| &mut rules.empty_capture,
        "new.empty_capture",
        "rules.house.empty_capture",
    ),
    (
        Family::Kalah,
        |rules| &mut rules.remaining_to_emptier,
        "new.remaining_to_emptier",
        "rules.house.emptier",
    ),
    (
        Family::Congklak,
        |rules| &mut rules.lap_before_capture,
        "new.lap_before_capture",
        "rules.congklak.lap_before_capture",
    ),
    (
        Family::Congklak,
        |rules| &mut rules.pass_when_empty,
        "new.pass_when_empty",
        "rules.congklak.pass_when_empty",
    ),
    (
        Family::Sungka,
        |rules| &mut rules.capture_own_seed,
        "new.capture_own_seed",
        "rules.sungka.capture_own_seed",
    ),
    (
        Family::OAnQuan,
        |rules| &mut rules.small_mandarin,
        "new.small_mandarin",
        "rules.oanquan.small_mandarin",
    ),
];

/// The house rules (Kalah's), the variants (Congklak's) and the clock (two players'), folded away until asked
/// for; it opens by itself when the draft already uses one, so that nothing chosen is hidden.
fn more_options(ui: &mut egui::Ui, texts: &Texts, setup: &mut Setup) {
    let family = setup.rules.family;
    let switches: Vec<_> = SWITCHES.iter().filter(|(of, ..)| *of == family).collect();
    let friends = setup.opponent == Opponent::Friend;
    if switches.is_empty() && !friends {
        return;
    }
    let in_use = setup.rules.switches().next().is_some() || (friends && setup.clock.is_some());
    // Open by itself while a house rule or a clock is chosen; otherwise as the player left it.
    egui::CollapsingHeader::new(texts.get("new.more"))
        .id_salt("more options")
        .open(in_use.then_some(true))
        .show(ui, |ui| {
            if !switches.is_empty() {
                ui.horizontal_wrapped(|ui| {
                    ui.label(texts.get(if family == Family::Kalah {
                        "new.rules"
                    } else {
                        "new.variants"
                    }));
                    for (_, switch, label, tip) in &switches {
                        ui.checkbox(switch(&mut setup.rules), texts.get(label))
                            .on_hover_text(texts.get(tip));
                    }
                });
            }
            if friends {
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
        });
}

/// A globe: a circle with its equator and a meridian, for someone at another computer.
fn globe_picture(painter: &egui::Painter, rect: egui::Rect) {
    let visuals = painter.ctx().global_style().visuals.clone();
    let radius = rect.height().min(rect.width()) * 0.38;
    let centre = rect.center();
    let ink = egui::Stroke::new(2.0, visuals.text_color());
    painter.circle_filled(centre, radius, visuals.selection.bg_fill);
    painter.circle_stroke(centre, radius, ink);
    painter.line_segment(
        [
            centre - egui::vec2(radius, 0.0),
            centre + egui::vec2(radius, 0.0),
        ],
        ink,
    );
    for width in [0.45, 0.9] {
        painter.add(egui::Shape::ellipse_stroke(
            centre,
            egui::vec2(radius * width * 0.5, radius),
            ink,
        ));
    }
    for height in [-0.5, 0.5] {
        let y = radius * height;
        let half = (radius * radius - y * y).sqrt();
        painter.line_segment(
            [centre + egui::vec2(-half, y), centre + egui::vec2(half, y)],
            ink,
        );
    }
}

/// Two stones facing each other across a line, for two people at one board.
fn two_players_picture(painter: &egui::Painter, rect: egui::Rect) {
    let visuals = painter.ctx().global_style().visuals.clone();
    let radius = rect.height().min(rect.width() / 2.0) * 0.3;
    let ink = visuals.text_color();
    let accent = visuals.selection.bg_fill;
    for (dx, colour) in [(-1.0, ink), (1.0, accent)] {
        let centre = rect.center() + egui::vec2(dx * radius * 1.3, radius * 0.35);
        // A head and shoulders.
        painter.circle_filled(
            centre - egui::vec2(0.0, radius * 0.9),
            radius * 0.55,
            colour,
        );
        painter.add(egui::Shape::ellipse_filled(
            centre + egui::vec2(0.0, radius * 0.55),
            egui::vec2(radius * 0.95, radius * 0.6),
            colour,
        ));
    }
}

/// The strength Otto plays at on the "your level" card: his rung's measured rating, in the picture's corner.
fn rating_badge(painter: &egui::Painter, rect: egui::Rect, level: Level, colour: egui::Color32) {
    let Some(rating) = level.rating() else {
        return;
    };
    let text = format!("≈{rating:.0}");
    let font = egui::FontId::proportional(12.0);
    painter.text(
        rect.right_top(),
        egui::Align2::RIGHT_TOP,
        text,
        font,
        colour,
    );
}

/// A whole count on a slider a finger can set: about 30 points a value, and each arrow key a step of one (egui's
/// arrows move a slider by a point, which a whole number rounds away), with the keys' focus after a press on it.
fn count_slider(
    ui: &mut egui::Ui,
    count: &mut u8,
    range: std::ops::RangeInclusive<u8>,
    label: &str,
) {
    let values = f32::from(range.end() - range.start() + 1);
    ui.scope(|ui| {
        ui.spacing_mut().slider_width = (30.0 * values).clamp(120.0, 300.0);
        let slider = ui.add(egui::Slider::new(count, range).step_by(1.0).text(label));
        // A press on it gives it the keys too, so that the arrows go on from where the pointer set it.
        if slider.clicked() || slider.drag_started() {
            slider.request_focus();
        }
    });
}
