//! The Tournaments tab of the Play online screen: the server's tournaments (running, upcoming, the latest
//! finished) each with a button to open it, a private one joined by its code, and an opened tournament's page:
//! what it is and when, join or withdraw, the standings with each player's games (a finished one's are its
//! crosstable) and the games in play.

use bevy_egui::egui;
use chrono::{TimeZone, Utc};

use super::session::OnlineCommand;
use super::standings::{Standings, TournamentLists, control_key, family_key};
use crate::data::i18n::Texts;
use mancala_engine::{Family, Rules};
use mancala_protocol::ids::{PlayerId, TournamentId};
use mancala_protocol::protocol::{Control, Request, SystemName};
use mancala_protocol::tournament::event::{
    ARENA_MINUTES, NAME_LENGTH, SWISS_ROUNDS, Status, System,
};
use mancala_protocol::tournament::view::{Cell, Mark, Place, Summary, View};

const WIN: egui::Color32 = egui::Color32::from_rgb(0x3f, 0xa8, 0x5a);
const LOSS: egui::Color32 = egui::Color32::from_rgb(0xc8, 0x4b, 0x3c);

/// A private tournament's code as typed, and the one the player is making (in `family`, the New game dialog's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentDraft {
    pub code: String,
    pub name: String,
    pub system: SystemName,
    pub minutes: u32,
    pub rounds: u32,
    pub control: Control,
    /// Minutes from now.
    pub starts_in: u32,
}

impl Default for TournamentDraft {
    fn default() -> TournamentDraft {
        TournamentDraft {
            code: String::new(),
            name: String::new(),
            system: SystemName::Arena,
            minutes: 30,
            rounds: 5,
            control: Control::Blitz,
            starts_in: 5,
        }
    }
}

/// Whether a tournament of `system` may be played on `control`: every one on a clock, an arena's a live one
/// (a game by correspondence would hold it for days).
fn clock_allowed(system: SystemName, control: Control) -> bool {
    control != Control::Untimed && (system == SystemName::Swiss || !control.is_correspondence())
}

/// The tab; what the player asked for.
pub fn show_tournaments(
    ui: &mut egui::Ui,
    texts: &Texts,
    standings: &Standings,
    me: Option<PlayerId>,
    family: Family,
    draft: &mut TournamentDraft,
) -> Option<OnlineCommand> {
    match &standings.tournament {
        Some(view) => page(ui, texts, view, me),
        None => {
            let listed = lists(ui, texts, standings.tournaments.as_ref(), &mut draft.code);
            let made = make_one(ui, texts, family, draft);
            listed.or(made).map(OnlineCommand::Ask)
        }
    }
}

/// A private tournament of the player's own, folded until opened: its name, arena or Swiss with its length, the
/// clock and when it starts; the family is the New game dialog's.
fn make_one(
    ui: &mut egui::Ui,
    texts: &Texts,
    family: Family,
    draft: &mut TournamentDraft,
) -> Option<Request> {
    let mut asked = None;
    ui.add_space(6.0);
    egui::CollapsingHeader::new(texts.get("online.tournament.make"))
        .id_salt("make a tournament")
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(texts.get("online.tournament.name"));
                ui.add(
                    egui::TextEdit::singleline(&mut draft.name)
                        .char_limit(*NAME_LENGTH.end())
                        .desired_width(260.0),
                );
            });
            ui.horizontal(|ui| {
                ui.radio_value(
                    &mut draft.system,
                    SystemName::Arena,
                    texts.get("online.tournament.kind.arena"),
                );
                ui.radio_value(
                    &mut draft.system,
                    SystemName::Swiss,
                    texts.get("online.tournament.kind.swiss"),
                );
                match draft.system {
                    SystemName::Arena => ui.add(
                        egui::Slider::new(&mut draft.minutes, ARENA_MINUTES)
                            .step_by(5.0)
                            .suffix(" min"),
                    ),
                    SystemName::Swiss => ui.add(
                        egui::Slider::new(&mut draft.rounds, SWISS_ROUNDS)
                            .text(texts.get("online.tournament.rounds")),
                    ),
                };
            });
            let clocks = Control::ALL
                .into_iter()
                .filter(|&control| clock_allowed(draft.system, control));
            if !clock_allowed(draft.system, draft.control) {
                draft.control = Control::Blitz;
            }
            ui.horizontal_wrapped(|ui| {
                ui.label(format!("{} ·", texts.get(family_key(family))));
                for control in clocks {
                    ui.radio_value(&mut draft.control, control, texts.get(control_key(control)));
                }
            });
            ui.add(
                egui::Slider::new(&mut draft.starts_in, 0..=120)
                    .suffix(" min")
                    .text(texts.get("online.tournament.starts_in")),
            );
            let named = NAME_LENGTH.contains(&draft.name.trim().chars().count());
            let make = ui.add_enabled(
                named,
                egui::Button::new(texts.get("online.tournament.create")),
            );
            if make.clicked() {
                asked = Some(Request::CreateTournament {
                    name: draft.name.trim().to_string(),
                    system: draft.system,
                    minutes: (draft.system == SystemName::Arena).then_some(draft.minutes),
                    rounds: (draft.system == SystemName::Swiss).then_some(draft.rounds),
                    misses_allowed: None,
                    rules: family.name().to_string(),
                    control: draft.control,
                    starts_in: draft.starts_in * 60,
                });
            }
            ui.weak(texts.get("online.tournament.make.about"));
        });
    asked
}

/// The lists, with the code field above them.
fn lists(
    ui: &mut egui::Ui,
    texts: &Texts,
    lists: Option<&TournamentLists>,
    code: &mut String,
) -> Option<Request> {
    let mut asked = None;
    ui.horizontal(|ui| {
        if ui.button(texts.get("online.tournament.refresh")).clicked() {
            asked = Some(Request::Tournaments {});
        }
        ui.separator();
        ui.add(
            egui::TextEdit::singleline(code)
                .hint_text(texts.get("online.tournament.code"))
                .desired_width(180.0),
        );
        let typed = !code.trim().is_empty();
        if ui
            .add_enabled(
                typed,
                egui::Button::new(texts.get("online.tournament.join_code")),
            )
            .clicked()
        {
            asked = Some(Request::JoinTournament {
                tournament: None,
                code: Some(code.trim().to_string()),
            });
        }
    });
    ui.add_space(6.0);
    let Some(lists) = lists else {
        ui.weak(texts.get("online.tournament.asking"));
        return asked;
    };
    let sections = [
        ("online.tournament.running", &lists.running),
        ("online.tournament.upcoming", &lists.upcoming),
        ("online.tournament.finished", &lists.finished),
    ];
    egui::ScrollArea::vertical()
        .max_height(420.0)
        .show(ui, |ui| {
            for (key, summaries) in sections {
                ui.label(egui::RichText::new(texts.get(key)).strong().size(16.0));
                if summaries.is_empty() {
                    ui.weak(texts.get("online.tournament.none"));
                }
                for summary in summaries.iter() {
                    if let Some(id) = summary_row(ui, texts, summary) {
                        asked = Some(Request::Tournament { tournament: id });
                    }
                }
                ui.add_space(6.0);
            }
        });
    asked
}

/// One tournament in a list; its id when opened.
fn summary_row(ui: &mut egui::Ui, texts: &Texts, summary: &Summary) -> Option<TournamentId> {
    let mut opened = None;
    ui.horizontal(|ui| {
        if ui.button(texts.get("online.tournament.open")).clicked() {
            opened = Some(summary.tournament);
        }
        ui.label(egui::RichText::new(&summary.name).strong());
        ui.label(facts(texts, summary).join(" · "));
    });
    opened
}

/// What a tournament is and when: its system, game and clock, its time, its players, its leader.
fn facts(texts: &Texts, summary: &Summary) -> Vec<String> {
    let mut facts = vec![
        match summary.system {
            System::Arena { minutes } => {
                texts.fill("online.tournament.arena", &[("minutes", &minutes)])
            }
            System::Swiss { rounds, .. } => {
                texts.fill("online.tournament.swiss", &[("rounds", &rounds)])
            }
        },
        match summary.rules.parse::<Rules>() {
            Ok(rules) => texts.get(family_key(rules.family)).to_string(),
            Err(_) => summary.rules.clone(),
        },
        texts.get(control_key(summary.control)).to_string(),
    ];
    facts.extend(when(texts, summary));
    facts.push(texts.fill("online.tournament.players", &[("count", &summary.players)]));
    if let Some(name) = &summary.leader {
        facts.push(texts.fill("online.tournament.leader", &[("name", name)]));
    }
    facts
}

/// When a tournament is: its start to come, a running arena's end, a running Swiss's round.
pub fn when(texts: &Texts, summary: &Summary) -> Option<String> {
    match (summary.status, summary.ends, summary.round) {
        (Status::Upcoming, ..) => Some(texts.fill(
            "online.tournament.starts",
            &[("at", &clock_time(summary.starts))],
        )),
        (Status::Running, Some(ends), _) => {
            Some(texts.fill("online.tournament.ends", &[("at", &clock_time(ends))]))
        }
        (Status::Running, None, Some(round)) => {
            Some(texts.fill("online.tournament.round", &[("round", &round)]))
        }
        _ => None,
    }
}

/// A moment as a day and time, UTC (the server's schedule speaks UTC).
fn clock_time(ms: i64) -> String {
    Utc.timestamp_millis_opt(ms)
        .single()
        .map_or_else(String::new, |at| {
            at.format("%a %d %b %H:%M UTC").to_string()
        })
}

/// An opened tournament's page.
fn page(
    ui: &mut egui::Ui,
    texts: &Texts,
    view: &View,
    me: Option<PlayerId>,
) -> Option<OnlineCommand> {
    let mut asked = None;
    let summary = &view.summary;
    ui.horizontal(|ui| {
        if ui
            .button(format!("← {}", texts.get("online.tournament.back")))
            .clicked()
        {
            asked = Some(OnlineCommand::CloseTournament);
        }
        ui.label(egui::RichText::new(&summary.name).strong().size(20.0));
        let status = match summary.status {
            Status::Upcoming => "online.tournament.status.upcoming",
            Status::Running => "online.tournament.status.running",
            Status::Finished => "online.tournament.status.finished",
        };
        ui.weak(texts.get(status));
    });
    let mut line = facts(texts, summary);
    if let Some(code) = view.code {
        line.push(texts.fill("online.tournament.private", &[("code", &code)]));
    }
    ui.label(line.join(" · "));
    if summary.status != Status::Finished {
        let (key, request) = match view.joined {
            false => (
                "online.tournament.join",
                Request::JoinTournament {
                    tournament: Some(summary.tournament),
                    code: None,
                },
            ),
            true => (
                "online.tournament.withdraw",
                Request::WithdrawTournament {
                    tournament: summary.tournament,
                },
            ),
        };
        if ui.button(texts.get(key)).clicked() {
            asked = Some(OnlineCommand::Ask(request));
        }
    }
    ui.add_space(6.0);
    let swiss = matches!(summary.system, System::Swiss { .. });
    egui::ScrollArea::vertical()
        .max_height(400.0)
        .show(ui, |ui| {
            standings_grid(ui, texts, view, swiss, me);
            boards(ui, texts, view);
        });
    asked
}

/// The standings, the player's own place after them when it is lower.
fn standings_grid(
    ui: &mut egui::Ui,
    texts: &Texts,
    view: &View,
    swiss: bool,
    me: Option<PlayerId>,
) {
    egui::Grid::new("tournament-standings")
        .striped(true)
        .spacing([14.0, 4.0])
        .show(ui, |ui| {
            let mut heads = vec!["rank", "player", "score"];
            if swiss {
                heads.extend(["buchholz", "sonneborn_berger"]);
            }
            heads.push("sheet");
            for head in heads {
                ui.strong(texts.get(&format!("online.tournament.{head}")));
            }
            ui.end_row();
            for place in view.standings.iter().chain(view.you.iter()) {
                place_row(ui, texts, place, swiss, Some(place.player) == me);
                ui.end_row();
            }
        });
}

/// One place: rank, name (the player's own in bold), score (a Swiss's in whole points), and the sheet.
fn place_row(ui: &mut egui::Ui, texts: &Texts, place: &Place, swiss: bool, mine: bool) {
    ui.label(place.rank.to_string());
    let mut name = egui::RichText::new(&place.name);
    if mine {
        name = name.strong();
    }
    if place.withdrawn {
        name = name.weak();
    }
    ui.horizontal(|ui| {
        ui.label(name);
        if place.fire {
            ui.label("🔥")
                .on_hover_text(texts.get("online.tournament.fire"));
        }
    });
    let points = |halves: u32| match swiss {
        true => halves_shown(halves),
        false => halves.to_string(),
    };
    ui.label(egui::RichText::new(points(place.score)).strong());
    if swiss {
        ui.label(halves_shown(place.buchholz.unwrap_or(0)));
        // Sonneborn-Berger comes in quarter points: shown in halves.
        ui.label(format!(
            "{:.2}",
            f64::from(place.sonneborn_berger.unwrap_or(0)) / 4.0
        ));
    }
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = 3.0;
        if place.earlier > 0 {
            ui.weak(texts.fill("online.tournament.earlier", &[("n", &place.earlier)]));
        }
        for cell in &place.sheet {
            sheet_cell(ui, cell, swiss);
        }
    });
}

/// Half points as points: 5 is "2½".
pub fn halves_shown(halves: u32) -> String {
    match (halves / 2, halves % 2) {
        (0, 1) => "½".to_string(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => whole.to_string(),
    }
}

/// A game in a sheet: its points in the result's colour (an arena's on fire underlined, berserk marked), the
/// opponent's rank on hover.
fn sheet_cell(ui: &mut egui::Ui, cell: &Cell, swiss: bool) {
    let (text, colour) = match (cell.mark, swiss) {
        (Mark::Bye, _) => ("B".to_string(), None),
        (Mark::Win, true) => ("1".to_string(), Some(WIN)),
        (Mark::Draw, true) => ("½".to_string(), None),
        (Mark::Loss, true) => ("0".to_string(), Some(LOSS)),
        (Mark::Win, false) => (cell.points.to_string(), Some(WIN)),
        (mark, false) => (
            cell.points.to_string(),
            (mark == Mark::Loss).then_some(LOSS),
        ),
    };
    let mut shown = egui::RichText::new(text).monospace();
    if let Some(colour) = colour {
        shown = shown.color(colour);
    }
    if cell.fire {
        shown = shown.underline();
    }
    if cell.berserk {
        shown = shown.strong();
    }
    let response = ui.label(shown);
    if let Some(rank) = cell.opponent {
        response.on_hover_text(format!("#{rank}"));
    }
}

/// The games in play (and a Swiss round's finished ones) and the round's bye.
fn boards(ui: &mut egui::Ui, texts: &Texts, view: &View) {
    if view.boards.is_empty() && view.bye.is_none() {
        return;
    }
    ui.add_space(8.0);
    ui.label(egui::RichText::new(texts.get("online.tournament.boards")).strong());
    for board in &view.boards {
        let result = board.result.as_deref().unwrap_or("–");
        ui.label(format!(
            "{} {result} {}",
            board.first_name, board.second_name
        ));
    }
    if let Some(bye) = view.bye {
        let name = view
            .standings
            .iter()
            .find(|place| place.player == bye)
            .map_or(String::new(), |place| place.name.clone());
        ui.weak(texts.fill("online.tournament.bye", &[("name", &name)]));
    }
}
