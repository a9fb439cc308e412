//! The Play online screen: the server and the player's name, then, once connected, a tab each for playing
//! (a private game with a code to give, a friend's code to join, an opponent found by the server, Otto), watching
//! (the TV and the games in play), the leaderboard (a name opens that player's profile, with a challenge), the
//! player's profile with a rating graph, the challenges in and out, and the tournaments (a running one's
//! standings and games; join, withdraw, a private one by its code); "Host on this computer" for a friend on
//! the same network.

use bevy::prelude::*;
use bevy_egui::egui;
use chrono::TimeZone;

use super::elsewhere::Elsewhere;
use super::host::Host;
use super::hosting::CAN_HOST;
use super::session::OnlineCommand;
use super::standings::{self, control_key};
use super::state::{Online, Waiting};
use super::tournaments_tab::TournamentDraft;
use super::{tournaments_tab, watch_list};
use crate::data::i18n::Texts;
use crate::screens::widgets::dialog_heading;
use crate::turn::clock::clock_text;
use crate::turn::setup::{Fairness, Setup};
use mancala_protocol::address::Link;
use mancala_protocol::in_play::GameInPlay;
use mancala_protocol::protocol::{Control, Request};

/// What the dialog's fields hold between frames (the server and the name are kept in `online.ron`).
#[derive(Resource, Clone, Debug, PartialEq)]
pub struct OnlineDraft {
    pub address: String,
    pub name: String,
    pub code: String,
    pub ranked: bool,
    pub control: Control,
    pub tab: OnlineTab,
    /// A private tournament's code as typed, and one the player is making.
    pub tournament: TournamentDraft,
    /// Days of vacation to take, as chosen.
    pub vacation_days: u32,
}

/// The Play online screen's tabs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OnlineTab {
    #[default]
    Play,
    Watch,
    Leaderboard,
    Profile,
    Challenges,
    Tournaments,
}

const TABS: [(OnlineTab, &str); 6] = [
    (OnlineTab::Play, "online.tab.play"),
    (OnlineTab::Watch, "online.tab.watch"),
    (OnlineTab::Leaderboard, "online.tab.leaderboard"),
    (OnlineTab::Profile, "online.tab.profile"),
    (OnlineTab::Challenges, "online.tab.challenges"),
    (OnlineTab::Tournaments, "online.tab.tournaments"),
];

impl Default for OnlineDraft {
    fn default() -> Self {
        OnlineDraft {
            address: String::new(),
            name: String::new(),
            code: String::new(),
            ranked: false,
            control: Control::Blitz,
            tab: OnlineTab::Play,
            tournament: TournamentDraft::default(),
            vacation_days: 7,
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
    /// The player's games on the other servers the window knows.
    pub elsewhere: &'a Elsewhere,
    pub host: &'a Host,
    /// The New game dialog's choices: a private game is made with its rules and board.
    pub setup: &'a Setup,
}

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
        ui.colored_label(ui.visuals().warn_fg_color, problem.words(texts));
    }
    answer
}

/// Connecting to the draft's server under its name.
fn connect_as(draft: &OnlineDraft) -> OnlineAnswer {
    OnlineAnswer::Command(OnlineCommand::Connect {
        address: draft.address.trim().to_string(),
        name: draft.name.trim().to_string(),
    })
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
            let name = ui.add(
                egui::TextEdit::singleline(&mut draft.name)
                    .hint_text(texts.get("online.name.hint"))
                    .char_limit(24)
                    .desired_width(320.0),
            );
            // The name is what is missing (a friend link's first visit asks only for it): typing starts there,
            // and Enter in it connects.
            if focus && draft.name.trim().is_empty() {
                name.request_focus();
            }
            let entered =
                name.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
            if entered && !draft.address.trim().is_empty() && !draft.name.trim().is_empty() {
                *answer = Some(connect_as(draft));
            }
            ui.end_row();
        });
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        let connect = ui.add_enabled(
            !draft.address.trim().is_empty() && !draft.name.trim().is_empty(),
            egui::Button::new(egui::RichText::new(texts.get("online.connect")).strong()),
        );
        if focus && !draft.name.trim().is_empty() {
            connect.request_focus();
        }
        if connect.clicked() {
            *answer = Some(connect_as(draft));
        }
        if CAN_HOST {
            let host = ui.add_enabled(
                !draft.name.trim().is_empty(),
                egui::Button::new(texts.get("online.host")),
            );
            if host.clicked() {
                *answer = Some(OnlineAnswer::Host);
            }
        }
    });
    ui.add_space(4.0);
    match view.host {
        _ if !CAN_HOST => {
            ui.weak(texts.get("online.host.desktop"));
        }
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
    ui.add_space(6.0);
    elsewhere_games(ui, view, answer);
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
    if ready {
        if let Some(asked) = tabs(ui, view, draft) {
            *answer = Some(OnlineAnswer::Command(asked));
        }
        ui.separator();
        // Every tab takes the same room, so the screen keeps its size from tab to tab.
        let room = (ui.ctx().content_rect().height() - 360.0).clamp(160.0, 400.0);
        let asked = ui.vertical(|ui| {
            ui.set_min_height(room);
            tab_body(ui, view, draft, focus, answer)
        });
        if let Some(asked) = asked.inner {
            *answer = Some(OnlineAnswer::Command(asked));
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

/// What the chosen tab shows; what the player asked of the server there.
fn tab_body(
    ui: &mut egui::Ui,
    view: &OnlineView,
    draft: &mut OnlineDraft,
    focus: bool,
    answer: &mut Option<OnlineAnswer>,
) -> Option<OnlineCommand> {
    let (texts, online) = (view.texts, view.online);
    match draft.tab {
        OnlineTab::Play => {
            play_tab(ui, view, draft, focus, answer);
            None
        }
        OnlineTab::Watch => {
            watch_list::show_watch(ui, texts, &online.standings, online.game.as_ref())
        }
        OnlineTab::Leaderboard => leaderboard_tab(ui, view, draft).map(OnlineCommand::Ask),
        OnlineTab::Profile => {
            standings::show_profile(ui, texts, &online.standings);
            None
        }
        OnlineTab::Challenges => challenges_tab(ui, view).map(OnlineCommand::Ask),
        OnlineTab::Tournaments => {
            let me = online.me.as_ref().map(|me| me.id);
            let family = view.setup.rules.family;
            let tournament = &mut draft.tournament;
            tournaments_tab::show_tournaments(ui, texts, &online.standings, me, family, tournament)
        }
    }
}

/// Ways in, or what the player waits for.
fn play_tab(
    ui: &mut egui::Ui,
    view: &OnlineView,
    draft: &mut OnlineDraft,
    focus: bool,
    answer: &mut Option<OnlineAnswer>,
) {
    let (texts, online) = (view.texts, view.online);
    match &online.waiting {
        Waiting::Code { code, line, link } => {
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
            if let Some(link) = link {
                ui.add_space(6.0);
                ui.label(texts.get("online.code.link"));
                ui.horizontal(|ui| {
                    ui.monospace(link);
                    if ui.button(texts.get("online.code.copy_link")).clicked() {
                        ui.ctx().copy_text(link.clone());
                    }
                });
            }
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
            my_games(ui, view, answer);
            if let Some(asked) = vacation(ui, view, &mut draft.vacation_days) {
                *answer = Some(OnlineAnswer::Command(OnlineCommand::Ask(asked)));
            }
            elsewhere_games(ui, view, answer);
            ways_in(ui, view, draft, focus, answer);
        }
    }
}

/// The player's games in play (several, by correspondence): whose move each is, and Open for one not on the
/// board (the server gives it back).
fn my_games(ui: &mut egui::Ui, view: &OnlineView, answer: &mut Option<OnlineAnswer>) {
    let (texts, online) = (view.texts, view.online);
    if online.my_games.is_empty() {
        return;
    }
    ui.strong(texts.fill("online.mine", &[("n", &online.your_moves())]));
    let shown = online.game.as_ref().map(|game| game.id);
    egui::Grid::new("my_games").striped(true).show(ui, |ui| {
        for mine in &online.my_games {
            ui.label(&mine.opponent);
            ui.weak(control_name(texts, mine.control));
            match mine.your_move {
                true => ui.strong(texts.get("online.mine.your_move")),
                false => {
                    ui.label(texts.fill("online.mine.their_move", &[("name", &mine.opponent)]))
                }
            };
            if shown == Some(mine.id) {
                ui.weak(texts.get("online.mine.shown"));
            } else if ui.button(texts.get("online.mine.open")).clicked() {
                let resume = Request::Resume { game: mine.id };
                *answer = Some(OnlineAnswer::Command(OnlineCommand::Ask(resume)));
            }
            ui.end_row();
        }
    });
    ui.add_space(6.0);
}

/// A vacation from one's games by correspondence, when one has any: days to take (the server keeps 14 a year
/// and says what is left), or an early return; what the server last answered.
fn vacation(ui: &mut egui::Ui, view: &OnlineView, days: &mut u32) -> Option<Request> {
    let texts = view.texts;
    let by_correspondence = view
        .online
        .my_games
        .iter()
        .any(|game| game.control.is_correspondence());
    if !by_correspondence {
        return None;
    }
    let mut asked = None;
    ui.label(texts.get("online.vacation"));
    ui.horizontal(|ui| {
        ui.add(
            egui::Slider::new(days, 1..=14)
                .custom_formatter(|n, _| texts.fill("online.vacation.days", &[("n", &n)]))
                .custom_parser(|typed| typed.split_whitespace().next()?.parse().ok()),
        );
        if ui.button(texts.get("online.vacation.take")).clicked() {
            asked = Some(Request::Vacation { days: *days });
        }
        if ui.button(texts.get("online.vacation.back")).clicked() {
            asked = Some(Request::Vacation { days: 0 });
        }
    });
    if let Some((until, days_left)) = view.online.standings.vacation {
        let until = chrono::Utc
            .timestamp_millis_opt(until)
            .single()
            .map_or_else(String::new, |at| {
                at.format("%a %d %b %H:%M UTC").to_string()
            });
        ui.weak(texts.fill(
            "online.vacation.told",
            &[("until", &until), ("left", &days_left)],
        ));
    }
    ui.add_space(6.0);
    asked
}

/// The player's games on the other servers the window knows, as the last glances told: whose move each is,
/// and Open there, which lets this server's line go for that one's (not while a game on the clock is in play
/// here).
fn elsewhere_games(ui: &mut egui::Ui, view: &OnlineView, answer: &mut Option<OnlineAnswer>) {
    let (texts, elsewhere) = (view.texts, view.elsewhere);
    if elsewhere.servers.is_empty() {
        return;
    }
    // Not connected, every server the window knows is "other".
    let heading = match view.online.is_connected() {
        true => "online.elsewhere",
        false => "online.elsewhere.all",
    };
    ui.strong(texts.fill(heading, &[("n", &elsewhere.your_moves())]));
    let live_here = view.online.in_play()
        && view
            .online
            .game
            .as_ref()
            .is_some_and(|game| !game.control.is_correspondence());
    // Each server under its name, its games in a grid of their own.
    for (key, looked) in &elsewhere.servers {
        let server = &looked.address.host;
        match &looked.problem {
            Some(why) => ui.weak(texts.fill(
                "online.elsewhere.unreachable",
                &[("server", server), ("why", why)],
            )),
            None => ui.weak(server),
        };
        if looked.games.is_empty() {
            continue;
        }
        egui::Grid::new(("elsewhere", key))
            .striped(true)
            .show(ui, |ui| {
                for mine in &looked.games {
                    if elsewhere_row(ui, texts, mine, !live_here) {
                        *answer = Some(OnlineAnswer::Command(OnlineCommand::OpenElsewhere {
                            server: key.clone(),
                            game: mine.id,
                        }));
                    }
                    ui.end_row();
                }
            });
    }
    ui.add_space(6.0);
}

/// One game on another server: the opponent, the game and clock, whose move and the time left, and Open there
/// (true when pressed).
fn elsewhere_row(ui: &mut egui::Ui, texts: &Texts, mine: &GameInPlay, may_open: bool) -> bool {
    ui.label(&mine.opponent);
    let family = mine
        .family
        .map_or("", |family| texts.get(standings::family_key(family)));
    ui.weak(format!("{family} · {}", control_name(texts, mine.control)));
    match mine.your_move {
        true => ui.strong(texts.get("online.mine.your_move")),
        false => ui.label(texts.fill("online.mine.their_move", &[("name", &mine.opponent)])),
    };
    let left = std::time::Duration::from_millis(mine.left_ms.max(0) as u64);
    ui.weak(clock_text(left));
    ui.add_enabled(
        may_open,
        egui::Button::new(texts.get("online.elsewhere.open")),
    )
    .clicked()
}

/// The row of tabs; a tab chosen asks the server for what it shows.
fn tabs(ui: &mut egui::Ui, view: &OnlineView, draft: &mut OnlineDraft) -> Option<OnlineCommand> {
    let standings = &view.online.standings;
    let mut asked = None;
    ui.horizontal_wrapped(|ui| {
        for (tab, key) in TABS {
            let mut words = view.texts.get(key).to_string();
            if tab == OnlineTab::Challenges && !standings.challenges.is_empty() {
                words = format!("{words} ({})", standings.challenges.len());
            }
            let label = egui::RichText::new(words).size(16.0);
            if !ui.selectable_label(draft.tab == tab, label).clicked() || draft.tab == tab {
                continue;
            }
            draft.tab = tab;
            asked = match tab {
                OnlineTab::Watch => Some(Request::Games {}),
                OnlineTab::Leaderboard if standings.leaderboard.is_none() => {
                    Some(Request::Leaderboard {
                        family: view.setup.rules.family.name().to_string(),
                    })
                }
                OnlineTab::Profile => Some(Request::Profile { player: None }),
                OnlineTab::Tournaments if standings.tournament.is_none() => {
                    Some(Request::Tournaments {})
                }
                _ => None,
            };
        }
    });
    asked.map(OnlineCommand::Ask)
}

/// A family's leaderboard and, below it, the profile of a player whose name was clicked.
fn leaderboard_tab(ui: &mut egui::Ui, view: &OnlineView, draft: &OnlineDraft) -> Option<Request> {
    let (texts, standings) = (view.texts, &view.online.standings);
    let me = view.online.me.as_ref().map(|me| me.id);
    let game = standings::Terms {
        control: draft.control,
        ranked: draft.ranked,
        pie: view.setup.fair == Fairness::Pie,
    };
    let other = standings
        .viewed
        .as_ref()
        .is_some_and(|(seat, ..)| Some(seat.id) != me);
    let family = standings
        .leaderboard
        .as_ref()
        .map_or(view.setup.rules.family, |b| b.family);
    if !other {
        return standings::show_leaderboard(ui, texts, standings, me, game);
    }
    // The leaderboard at the left, the profile opened from it at the right (below it in a narrow window).
    let mut asked = None;
    let beside = ui.available_width() > 660.0;
    if beside {
        ui.columns(2, |columns| {
            asked = standings::show_leaderboard(&mut columns[0], texts, standings, me, game);
            let viewed = standings::show_viewed(&mut columns[1], texts, standings, family, game);
            asked = viewed.or(asked.take());
        });
    } else {
        asked = standings::show_leaderboard(ui, texts, standings, me, game);
        ui.separator();
        asked = standings::show_viewed(ui, texts, standings, family, game).or(asked);
    }
    asked
}

/// The challenges in and out, or that there are none.
fn challenges_tab(ui: &mut egui::Ui, view: &OnlineView) -> Option<Request> {
    let standings = &view.online.standings;
    if standings.challenges.is_empty() {
        ui.weak(view.texts.get("online.challenge.none"));
        return None;
    }
    let me = view.online.me.as_ref().map(|me| me.id);
    standings::show_challenges(ui, view.texts, standings, me)
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
    // The clocks of a sitting on one line, those of games played over days on the next.
    let control_choice = |ui: &mut egui::Ui, control: &mut Control| {
        for (label, days) in [("online.control", false), ("online.correspondence", true)] {
            ui.horizontal_wrapped(|ui| {
                ui.label(texts.get(label));
                for choice in Control::ALL
                    .into_iter()
                    .filter(|c| c.is_correspondence() == days)
                {
                    ui.radio_value(control, choice, texts.get(control_key(choice)));
                }
            });
        }
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
                pie: setup.fair == Fairness::Pie,
            }));
        }
        // The pie rule goes with Kalah's game from the New game dialog, and the game made says so.
        if setup.fair == Fairness::Pie && setup.rules.family == mancala_engine::Family::Kalah {
            ui.weak(format!(
                "{} · {}",
                texts.get("online.create.rules"),
                texts.get("new.fair.pie")
            ));
        } else {
            ui.weak(texts.get("online.create.rules"));
        }
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

/// "3+2", "30 s a sowing", "3 days a sowing", "none".
pub fn control_name(texts: &Texts, control: Control) -> String {
    texts.get(control_key(control)).to_string()
}
