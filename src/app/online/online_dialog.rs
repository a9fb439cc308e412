//! The Play online dialog: the server and the player's name, then three ways in (a private game with a code to
//! give, a friend's code to join, an opponent found by the server), "Host on this computer" for a friend on the
//! same network, the player's ratings with a graph and latest online games, and the leaderboard.

use bevy::prelude::*;
use bevy_egui::egui;

use super::host::Host;
use super::session::{Online, OnlineCommand, Waiting};
use super::standings;
use crate::app::data::i18n::Texts;
use crate::app::screens::widgets::dialog_heading;
use crate::app::turn::setup::Setup;
use crate::server::client::Link;
use crate::server::protocol::Control;

/// What the dialog's fields hold between frames (the server and the name are kept in `online.ron`).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct OnlineDraft {
    pub address: String,
    pub name: String,
    pub code: String,
    pub ranked: bool,
    pub control: Control,
}

impl Default for OnlineDraft {
    fn default() -> Self {
        OnlineDraft {
            address: String::new(),
            name: String::new(),
            code: String::new(),
            ranked: false,
            control: Control::Blitz,
        }
    }
}

/// What the player chose in the dialog.
#[derive(Clone, Debug, PartialEq)]
pub enum OnlineAnswer {
    Command(OnlineCommand),
    Host,
    StopHosting,
    Close,
}

/// What the dialog shows.
pub struct OnlineView<'a> {
    pub texts: &'a Texts,
    pub online: &'a Online,
    pub host: &'a Host,
    /// The New game dialog's choices: a private game is made with its rules and board.
    pub setup: &'a Setup,
}

const CONTROLS: [(Control, &str); 4] = [
    (Control::Untimed, "online.control.none"),
    (Control::PerSowing, "online.control.30s"),
    (Control::Blitz, "online.control.3+2"),
    (Control::Rapid, "online.control.5+5"),
];

pub fn online_dialog(
    ui: &mut egui::Ui,
    view: &OnlineView,
    draft: &mut OnlineDraft,
    focus: bool,
) -> Option<OnlineAnswer> {
    let texts = view.texts;
    let mut answer = None;
    if dialog_heading(ui, texts, texts.get("online.heading")) {
        answer = Some(OnlineAnswer::Close);
    }
    if !view.online.is_connected() {
        not_connected(ui, view, draft, focus, &mut answer);
    } else {
        connected(ui, view, draft, focus, &mut answer);
    }
    if let Some(problem) = &view.online.problem {
        ui.add_space(4.0);
        ui.colored_label(ui.visuals().warn_fg_color, problem);
    }
    answer
}

fn not_connected(
    ui: &mut egui::Ui,
    view: &OnlineView,
    draft: &mut OnlineDraft,
    focus: bool,
    answer: &mut Option<OnlineAnswer>,
) {
    let texts = view.texts;
    egui::Grid::new("online fields")
        .num_columns(2)
        .spacing([12.0, 8.0])
        .show(ui, |ui| {
            ui.label(texts.get("online.server"));
            ui.add(
                egui::TextEdit::singleline(&mut draft.address)
                    .hint_text(texts.get("online.server.hint"))
                    .desired_width(320.0),
            );
            ui.end_row();
            ui.label(texts.get("online.name"));
            ui.add(
                egui::TextEdit::singleline(&mut draft.name)
                    .hint_text(texts.get("online.name.hint"))
                    .char_limit(24)
                    .desired_width(320.0),
            );
            ui.end_row();
        });
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        let connect = ui.add_enabled(
            !draft.address.trim().is_empty() && !draft.name.trim().is_empty(),
            egui::Button::new(egui::RichText::new(texts.get("online.connect")).strong()),
        );
        if focus {
            connect.request_focus();
        }
        if connect.clicked() {
            *answer = Some(OnlineAnswer::Command(OnlineCommand::Connect {
                address: draft.address.trim().to_string(),
                name: draft.name.trim().to_string(),
            }));
        }
        let host = ui.add_enabled(
            !draft.name.trim().is_empty(),
            egui::Button::new(texts.get("online.host")),
        );
        if host.clicked() {
            *answer = Some(OnlineAnswer::Host);
        }
    });
    ui.add_space(4.0);
    match view.host {
        Host::Starting(_) => {
            ui.weak(texts.get("online.host.starting"));
        }
        Host::Failed(why) => {
            ui.colored_label(
                ui.visuals().warn_fg_color,
                texts.fill("online.host.failed", &[("why", why)]),
            );
        }
        Host::Off | Host::On(_) => {
            ui.weak(texts.get("online.host.about"));
        }
    }
}

fn connected(
    ui: &mut egui::Ui,
    view: &OnlineView,
    draft: &mut OnlineDraft,
    focus: bool,
    answer: &mut Option<OnlineAnswer>,
) {
    let (texts, online) = (view.texts, view.online);
    let server = online
        .address
        .as_ref()
        .map_or(String::new(), |address| address.host.clone());
    let state = match &online.link {
        Some(Link::Online) => match &online.me {
            Some(me) => texts.fill(
                "online.state.online",
                &[
                    ("server", &server),
                    ("name", &me.name),
                    ("rating", &me.rating_text()),
                ],
            ),
            None => texts.fill("online.state.connecting", &[("server", &server)]),
        },
        Some(Link::Retrying { wait, why, .. }) => texts.fill(
            "online.state.retrying",
            &[
                ("server", &server),
                ("seconds", &wait.as_secs_f32().ceil()),
                ("why", why),
            ],
        ),
        Some(Link::Refused(why)) => texts.fill("online.state.refused", &[("why", why)]),
        Some(Link::Connecting) | None => {
            texts.fill("online.state.connecting", &[("server", &server)])
        }
    };
    ui.label(state);
    if let Host::On(hosted) = view.host {
        ui.label(texts.fill("online.host.on", &[("address", &hosted.address())]));
        ui.weak(texts.get("online.host.firewall"));
    }
    let ready = matches!(online.link, Some(Link::Online)) && online.me.is_some();
    ui.separator();
    match &online.waiting {
        Waiting::Code { code, line } => {
            ui.label(texts.get("online.code.give"));
            ui.horizontal(|ui| {
                ui.label(egui::RichText::new(code).monospace().size(28.0).strong());
                let copy = ui.button(texts.get("online.code.copy"));
                if focus {
                    copy.request_focus();
                }
                if copy.clicked() {
                    ui.ctx().copy_text(line.clone());
                }
            });
            ui.monospace(line);
            ui.weak(texts.get("online.code.waiting"));
            if ui.button(texts.get("dialog.cancel")).clicked() {
                *answer = Some(OnlineAnswer::Command(OnlineCommand::Cancel));
            }
        }
        Waiting::Seeking {
            ranked,
            control,
            otto,
        } => {
            let kind = texts.get(if *ranked {
                "online.ranked"
            } else {
                "online.casual"
            });
            ui.label(texts.fill(
                "online.seeking",
                &[("kind", &kind), ("control", &control_name(texts, *control))],
            ));
            if let Some((_, level)) = otto {
                let level_name = texts.get(&format!("level.{}", level.name())).to_string();
                ui.label(texts.fill("online.otto.offer", &[("level", &level_name)]));
            }
            ui.horizontal(|ui| {
                if let Some((rules, level)) = otto
                    && ui.button(texts.get("online.otto.play")).clicked()
                {
                    *answer = Some(OnlineAnswer::Command(OnlineCommand::PlayOtto {
                        rules: rules.clone(),
                        control: *control,
                        level: Some(*level),
                    }));
                }
                let cancel = ui.button(texts.get("dialog.cancel"));
                if focus {
                    cancel.request_focus();
                }
                if cancel.clicked() {
                    *answer = Some(OnlineAnswer::Command(OnlineCommand::Cancel));
                }
            });
        }
        Waiting::Nothing => {
            ui.add_enabled_ui(ready, |ui| ways_in(ui, view, draft, focus, answer));
        }
    }
    if online.standings.profile.is_some() {
        ui.separator();
        standings::show_profile(ui, texts, &online.standings);
    }
    if ready {
        let me = online.me.as_ref().map(|me| me.id);
        if !online.standings.challenges.is_empty() {
            ui.separator();
            if let Some(request) = standings::show_challenges(ui, texts, &online.standings, me) {
                *answer = Some(OnlineAnswer::Command(OnlineCommand::Ask(request)));
            }
        }
        ui.separator();
        let game = (draft.control, draft.ranked);
        if let Some(request) = standings::show_leaderboard(ui, texts, &online.standings, me, game) {
            *answer = Some(OnlineAnswer::Command(OnlineCommand::Ask(request)));
        }
    }
    ui.separator();
    ui.horizontal(|ui| {
        if ui.button(texts.get("online.leave")).clicked() {
            *answer = Some(OnlineAnswer::Command(OnlineCommand::Leave));
        }
        if matches!(view.host, Host::On(_)) && ui.button(texts.get("online.host.stop")).clicked() {
            *answer = Some(OnlineAnswer::StopHosting);
        }
        if ui.button(texts.get("dialog.close")).clicked() {
            *answer = Some(OnlineAnswer::Close);
        }
    });
}

/// A private game, a friend's code, or an opponent from the queue.
fn ways_in(
    ui: &mut egui::Ui,
    view: &OnlineView,
    draft: &mut OnlineDraft,
    focus: bool,
    answer: &mut Option<OnlineAnswer>,
) {
    let texts = view.texts;
    let control_choice = |ui: &mut egui::Ui, control: &mut Control| {
        ui.horizontal_wrapped(|ui| {
            ui.label(texts.get("online.control"));
            for (choice, key) in CONTROLS {
                ui.radio_value(control, choice, texts.get(key));
            }
        });
    };
    control_choice(ui, &mut draft.control);
    ui.add_space(4.0);
    ui.strong(texts.get("online.friend"));
    let setup = view.setup;
    ui.horizontal(|ui| {
        let create = ui.button(texts.get("online.create"));
        if focus {
            create.request_focus();
        }
        if create.clicked() {
            *answer = Some(OnlineAnswer::Command(OnlineCommand::Create {
                rules: setup.rules,
                pits: setup.pits,
                seeds: setup.seeds,
                control: draft.control,
            }));
        }
        ui.weak(texts.get("online.create.rules"));
    });
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut draft.code)
                .hint_text(texts.get("online.code.hint"))
                .desired_width(260.0),
        );
        if ui
            .add_enabled(
                !draft.code.trim().is_empty(),
                egui::Button::new(texts.get("online.join")),
            )
            .clicked()
        {
            *answer = Some(OnlineAnswer::Command(OnlineCommand::Join(
                draft.code.trim().to_string(),
            )));
        }
    });
    ui.add_space(6.0);
    ui.strong(texts.get("online.stranger"));
    ui.horizontal(|ui| {
        ui.radio_value(&mut draft.ranked, false, texts.get("online.casual"));
        ui.radio_value(&mut draft.ranked, true, texts.get("online.ranked"));
    });
    // The queue pairs within one family's usual game: the New game dialog's.
    let family = setup.rules.family;
    let find = format!(
        "{} · {}",
        texts.get("online.find"),
        texts.get(&format!("new.game.{}", family.name()))
    );
    ui.horizontal(|ui| {
        if ui.button(find).clicked() {
            *answer = Some(OnlineAnswer::Command(OnlineCommand::Seek {
                ranked: draft.ranked,
                control: draft.control,
                family,
            }));
        }
        if ui
            .button(texts.get("online.otto.now"))
            .on_hover_text(texts.get("online.otto.now.tip"))
            .clicked()
        {
            *answer = Some(OnlineAnswer::Command(OnlineCommand::PlayOtto {
                rules: family.name().to_string(),
                control: draft.control,
                level: None,
            }));
        }
    });
}

/// "3+2", "30 s a sowing", "no clock".
pub fn control_name(texts: &Texts, control: Control) -> String {
    CONTROLS
        .iter()
        .find(|(choice, _)| *choice == control)
        .map_or_else(
            || control.name().to_string(),
            |(_, key)| texts.get(key).to_string(),
        )
}
