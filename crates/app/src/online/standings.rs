//! Standings as the server tells them: the player's profile (games, latest results, each family's rating and
//! its history, drawn as a graph), another player's (opened from the leaderboard, with a challenge to them), a
//! family's leaderboard (each player on it challenged with a click), the games in play and the challenges in
//! and out, kept from the replies and shown in the Play online screen.

use bevy_egui::egui;

use crate::data::i18n::Texts;
use mancala_engine::Family;
use mancala_protocol::ids::{PlayerId, TournamentId};
use mancala_protocol::protocol::{
    Challenge, Control, Explored, Leader, Live, Past, Rated, Reply, Request, Seat, Standing,
};
use mancala_protocol::rating::{ByFamily, Shown, family_named};
use mancala_protocol::tournament::view::{Summary, View as TournamentView};

/// The player's own profile, as the server last told it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Profile {
    /// Finished online games.
    pub games: i64,
    /// The latest results, newest first.
    pub recent: Vec<Past>,
    /// Each family's rating after the latest rated games, oldest first.
    pub history: ByFamily<Vec<Rated>>,
}

/// A family's leaderboard, as the server last told it.
#[derive(Clone, Debug, PartialEq)]
pub struct Leaderboard {
    pub family: Family,
    pub leaders: Vec<Leader>,
}

/// What the server said of standings: the player's profile and ratings, and a leaderboard.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Standings {
    pub profile: Option<Profile>,
    /// The player's rating in each family, as the server last said.
    pub ratings: Option<ByFamily<Shown>>,
    /// The leaderboard the player last asked for.
    pub leaderboard: Option<Leaderboard>,
    /// The challenges sent to the player or by them that wait for an answer, oldest first.
    pub challenges: Vec<Challenge>,
    /// Another player's profile, the last one asked for: their seat, profile and ratings.
    pub viewed: Option<(Seat, Profile, ByFamily<Shown>)>,
    /// The games in play, highest rated first, as the server last listed them.
    pub games: Option<Vec<Live>>,
    /// The tournaments, as the server last listed them.
    pub tournaments: Option<TournamentLists>,
    /// The tournament page the player opened, kept up to date while the server sends it again.
    pub tournament: Option<Box<TournamentView>>,
    /// A page the player closed: what the server still sends of it is not shown.
    pub closed_page: Option<TournamentId>,
    /// The player's vacation as the server last answered one: until when (ms since 1970; now, for a return)
    /// and the days left this year.
    pub vacation: Option<(i64, u32)>,
    /// The explorer's last answer: the position's text and the sowings played from it in the server's games.
    pub explorer: Option<(String, Vec<Explored>)>,
}

/// The tournaments the player may see: upcoming, running, and the latest finished.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TournamentLists {
    pub upcoming: Vec<Summary>,
    pub running: Vec<Summary>,
    pub finished: Vec<Summary>,
}

impl Standings {
    /// Keeps a profile (the player's own: `me`'s seat is updated from it; another's as the one viewed), a
    /// leaderboard, the games in play or a challenge the server sent, and lets a challenge that ended go; other
    /// replies are not standings.
    pub fn hear(&mut self, me: &mut Option<Seat>, reply: Reply) {
        match reply {
            Reply::Profile {
                player,
                games,
                recent,
                ratings,
                history,
            } => {
                let profile = Profile {
                    games,
                    recent,
                    history: *history,
                };
                if me.as_ref().is_some_and(|me| me.id == player.id) {
                    *me = Some(player);
                    self.profile = Some(profile);
                    self.ratings = Some(ratings);
                } else {
                    self.viewed = Some((player, profile, ratings));
                }
            }
            Reply::Games { games } => self.games = Some(games),
            Reply::Tournaments {
                upcoming,
                running,
                finished,
            } => {
                self.tournaments = Some(TournamentLists {
                    upcoming,
                    running,
                    finished,
                });
            }
            // A page the player closed, still sent by the server, is not shown again.
            Reply::Tournament(view) if self.closed_page != Some(view.summary.tournament) => {
                self.tournament = Some(view);
            }
            Reply::Explorer { position, moves } => self.explorer = Some((position, moves)),
            Reply::Leaderboard { family, leaders } => {
                if let Some(family) = family_named(&family) {
                    self.leaderboard = Some(Leaderboard { family, leaders });
                }
            }
            Reply::Challenged(challenge) => {
                self.challenges
                    .retain(|c| c.challenge != challenge.challenge);
                self.challenges.push(challenge);
            }
            Reply::ChallengeGone { challenge, .. } => {
                self.challenges.retain(|c| c.challenge != challenge);
            }
            _ => {}
        }
    }
}

/// The player's games, ratings, rating graph and latest results.
pub fn show_profile(ui: &mut egui::Ui, texts: &Texts, standings: &Standings) {
    if let Some(profile) = &standings.profile {
        profile_of(ui, texts, profile, standings.ratings.as_ref(), None);
    }
}

/// Another player's profile, with a challenge to them in `family`'s usual game (the New game dialog's), the
/// dialog's clock and ranked choice; the request made.
pub fn show_viewed(
    ui: &mut egui::Ui,
    texts: &Texts,
    standings: &Standings,
    family: Family,
    game: Terms,
) -> Option<Request> {
    let (seat, profile, ratings) = standings.viewed.as_ref()?;
    let mut asked = None;
    ui.horizontal(|ui| {
        ui.heading(format!("{} {}", seat.name, seat.rating_text()));
        let words = format!(
            "{} · {}",
            texts.get("online.challenge"),
            texts.get(family_key(family))
        );
        if ui.button(words).clicked() {
            asked = Some(challenge(seat.id, family, game));
        }
    });
    profile_of(ui, texts, profile, Some(ratings), Some(&seat.name));
    asked
}

/// A profile: the player's own (`whose` left out) or another's, named.
fn profile_of(
    ui: &mut egui::Ui,
    texts: &Texts,
    profile: &Profile,
    ratings: Option<&ByFamily<Shown>>,
    whose: Option<&str>,
) {
    ui.label(texts.fill("online.record", &[("games", &profile.games)]));
    if let Some(ratings) = ratings {
        // The games the player has been rated in (Kalah's for a newcomer): five ratings at their start say nothing.
        let rated: Vec<Family> = Family::ON_BOARD
            .into_iter()
            .filter(|&family| !profile.history[family].is_empty())
            .collect();
        let shown = if rated.is_empty() {
            vec![Family::Kalah]
        } else {
            rated
        };
        let list = shown
            .iter()
            .map(|&family| format!("{} {}", texts.get(family_key(family)), ratings[family]))
            .collect::<Vec<_>>()
            .join(" · ");
        ui.label(texts.fill("online.ratings", &[("list", &list)]));
    }
    // The family the player has been rated in most: the graph a player most wants to see.
    if let Some(family) = Family::ON_BOARD
        .into_iter()
        .filter(|family| profile.history[*family].len() >= 2)
        .max_by_key(|family| profile.history[*family].len())
    {
        let points = &profile.history[family];
        let values: [(&str, &dyn std::fmt::Display); 3] = [
            ("family", &texts.get(family_key(family))),
            ("games", &points.len()),
            ("name", &whose.unwrap_or_default()),
        ];
        let key = match whose {
            Some(_) => "online.history.theirs",
            None => "online.history",
        };
        ui.weak(texts.fill(key, &values));
        rating_graph(ui, points);
    }
    for past in profile.recent.iter().take(5) {
        let result = texts.get(match past.result {
            Standing::Win => "online.result.win",
            Standing::Loss => "online.result.loss",
            Standing::Draw => "online.result.draw",
        });
        let kind = texts.get(if past.ranked {
            "online.ranked"
        } else {
            "online.casual"
        });
        ui.weak(format!("{result} · {} · {kind}", past.opponent_name));
    }
}

/// The word for a family in the player's language.
pub fn family_key(family: Family) -> &'static str {
    match family {
        Family::Kalah => "online.family.kalah",
        Family::Oware => "online.family.oware",
        Family::Congklak => "online.family.congklak",
        Family::Sungka => "online.family.sungka",
        Family::OAnQuan => "online.family.oanquan",
    }
}

/// A rating's history as a line, the lowest and highest rating written at its left.
fn rating_graph(ui: &mut egui::Ui, points: &[Rated]) {
    let width = ui.available_width().min(420.0);
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, 96.0), egui::Sense::hover());
    let low = points.iter().map(|p| p.rating).min().unwrap_or(0);
    let high = points.iter().map(|p| p.rating).max().unwrap_or(0);
    // A flat history still gets a band of 20 points, so that it draws in the middle, not on an edge.
    let (low, high) = if high - low < 20 {
        let middle = (low + high) / 2;
        (middle - 10, middle + 10)
    } else {
        (low, high)
    };
    let painter = ui.painter_at(rect);
    let visuals = ui.visuals();
    painter.rect_filled(rect, 4.0, visuals.extreme_bg_color);
    let labels = 44.0;
    let plot = egui::Rect::from_min_max(
        rect.min + egui::vec2(labels, 6.0),
        rect.max - egui::vec2(6.0, 6.0),
    );
    let at = |index: usize, rating: i32| {
        let x = plot.left() + plot.width() * index as f32 / (points.len() - 1).max(1) as f32;
        let y = plot.bottom() - plot.height() * (rating - low) as f32 / (high - low) as f32;
        egui::pos2(x, y)
    };
    let line: Vec<egui::Pos2> = points
        .iter()
        .enumerate()
        .map(|(index, point)| at(index, point.rating))
        .collect();
    let text = visuals.weak_text_color();
    let font = egui::FontId::proportional(11.0);
    for (rating, y) in [(high, plot.top()), (low, plot.bottom())] {
        let place = egui::pos2(rect.left() + 4.0, y);
        painter.text(place, egui::Align2::LEFT_CENTER, rating, font.clone(), text);
    }
    painter.add(egui::Shape::line(
        line,
        egui::Stroke::new(2.0, visuals.selection.bg_fill),
    ));
}

/// A family's leaderboard, or the buttons that ask for one.
pub fn show_leaderboard(
    ui: &mut egui::Ui,
    texts: &Texts,
    standings: &Standings,
    me: Option<PlayerId>,
    game: Terms,
) -> Option<Request> {
    let mut asked = None;
    let shown = standings.leaderboard.as_ref().map(|board| board.family);
    // Wrapped: beside a profile the column is half the dialog, narrower than five games' names.
    ui.horizontal_wrapped(|ui| {
        ui.label(texts.get("online.leaderboard"));
        for family in Family::ON_BOARD {
            let chosen = shown == Some(family);
            if ui
                .selectable_label(chosen, texts.get(family_key(family)))
                .clicked()
            {
                asked = Some(Request::Leaderboard {
                    family: family.name().to_string(),
                });
            }
        }
    });
    let Some(board) = &standings.leaderboard else {
        return asked;
    };
    if board.leaders.is_empty() {
        ui.weak(texts.get("online.leaderboard.empty"));
        ui.weak(texts.get("online.leaderboard.rule"));
        return asked;
    }
    egui::ScrollArea::vertical()
        .max_height(320.0)
        .show(ui, |ui| {
            egui::Grid::new("leaderboard")
                .num_columns(5)
                .striped(true)
                .show(ui, |ui| {
                    for leader in &board.leaders {
                        let name = egui::RichText::new(&leader.name);
                        let name = if Some(leader.player) == me {
                            name.strong()
                        } else {
                            name
                        };
                        ui.label(format!("{}.", leader.rank));
                        // A name opens the player's profile, a challenge to them there too.
                        if ui.link(name).clicked() {
                            asked = Some(Request::Profile {
                                player: Some(leader.player),
                            });
                        }
                        ui.label(leader.rating.to_string());
                        ui.weak(
                            texts.fill("online.leaderboard.games", &[("games", &leader.games)]),
                        );
                        let challengeable = Some(leader.player) != me;
                        if challengeable && ui.small_button(texts.get("online.challenge")).clicked()
                        {
                            asked = Some(challenge(leader.player, board.family, game));
                        }
                        ui.end_row();
                    }
                });
        });
    // The player's own place, which the list may scroll past, or why they are not on it.
    match board
        .leaders
        .iter()
        .find(|leader| Some(leader.player) == me)
    {
        Some(mine) => ui.label(texts.fill("online.leaderboard.you", &[("rank", &mine.rank)])),
        None => ui.weak(texts.get("online.leaderboard.rule")),
    };
    asked
}

/// What a challenge offers besides the game: the Play online dialog's clock and ranked choice, and the pie rule
/// when the New game dialog's fair start is it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terms {
    pub control: Control,
    pub ranked: bool,
    pub pie: bool,
}

/// A challenge to `player` in `family`'s usual game on `terms` (the pie rule only in Kalah, where it is played).
pub fn challenge(player: PlayerId, family: Family, terms: Terms) -> Request {
    Request::Challenge {
        player,
        rules: family.name().to_string(),
        pits: None,
        seeds: None,
        control: terms.control,
        ranked: terms.ranked,
        pie: terms.pie && family == Family::Kalah,
    }
}

/// The challenges in (Accept, Decline) and out (Withdraw); the answer the player gave.
pub fn show_challenges(
    ui: &mut egui::Ui,
    texts: &Texts,
    standings: &Standings,
    me: Option<PlayerId>,
) -> Option<Request> {
    let mut answer = None;
    for challenge in &standings.challenges {
        let game = offered_game(texts, challenge);
        let id = challenge.challenge;
        ui.horizontal_wrapped(|ui| {
            if Some(challenge.from.id) == me {
                let fill: [(&str, &dyn std::fmt::Display); 2] =
                    [("name", &challenge.to_name), ("game", &game)];
                ui.label(texts.fill("online.challenge.out", &fill));
                if ui.button(texts.get("online.challenge.withdraw")).clicked() {
                    answer = Some(Request::DeclineChallenge { challenge: id });
                }
            } else {
                ui.label(incoming(texts, challenge, "online.challenge.in"));
                if ui.button(texts.get("online.challenge.accept")).clicked() {
                    answer = Some(Request::AcceptChallenge { challenge: id });
                }
                if ui.button(texts.get("online.challenge.decline")).clicked() {
                    answer = Some(Request::DeclineChallenge { challenge: id });
                }
            }
        });
    }
    answer
}

/// A challenge's game in words: "Kalah · 5+5 · ranked", and "· pie rule" when it is played with it.
fn offered_game(texts: &Texts, challenge: &Challenge) -> String {
    let kind = texts.get(if challenge.ranked {
        "online.ranked"
    } else {
        "online.casual"
    });
    let clock = texts.get(control_key(challenge.control));
    let rules = family_named(&challenge.rules).map_or(challenge.rules.clone(), |family| {
        texts.get(family_key(family)).to_string()
    });
    let pie = if challenge.pie {
        format!(" · {}", texts.get("new.fair.pie"))
    } else {
        String::new()
    };
    format!("{rules} · {clock} · {kind}{pie}")
}

/// A challenge sent to the player, in the words of `key` (its challenger with their rating, and the game).
pub fn incoming(texts: &Texts, challenge: &Challenge, key: &str) -> String {
    let from = format!("{} ({})", challenge.from.name, challenge.from.rating_text());
    texts.fill(
        key,
        &[("name", &from), ("game", &offered_game(texts, challenge))],
    )
}

/// The words for a clock.
pub fn control_key(control: Control) -> &'static str {
    match control {
        Control::Untimed => "online.control.none",
        Control::PerSowing => "online.control.30s",
        Control::Blitz => "online.control.blitz",
        Control::Rapid => "online.control.rapid",
        Control::Day => "online.control.1d",
        Control::ThreeDays => "online.control.3d",
        Control::Week => "online.control.7d",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mancala_protocol::ids::ChallengeId;
    use mancala_protocol::protocol::Gone;

    fn seat(id: u64) -> Seat {
        Seat {
            id: PlayerId::numbered(id),
            name: format!("player {id}"),
            rating: 1500,
            provisional: true,
            bot: false,
        }
    }

    fn challenge(id: u64, from: u64, to: u64) -> Challenge {
        Challenge {
            challenge: ChallengeId::numbered(id),
            from: seat(from),
            to: PlayerId::numbered(to),
            to_name: String::new(),
            rules: "kalah".into(),
            pits: 6,
            seeds: 4,
            control: Control::Blitz,
            ranked: false,
            pie: false,
            expires: 0,
        }
    }

    #[test]
    fn challenges_are_kept_once_each_until_gone_and_others_profiles_are_kept_apart() {
        let mut standings = Standings::default();
        let mut me = Some(seat(1));
        for reply in [
            Reply::Challenged(challenge(10, 2, 1)),
            Reply::Challenged(challenge(11, 1, 3)),
            // Told again on a new hello: still one.
            Reply::Challenged(challenge(10, 2, 1)),
        ] {
            standings.hear(&mut me, reply);
        }
        let ids: Vec<ChallengeId> = standings.challenges.iter().map(|c| c.challenge).collect();
        assert_eq!(ids, [ChallengeId::numbered(11), ChallengeId::numbered(10)]);
        standings.hear(
            &mut me,
            Reply::ChallengeGone {
                challenge: ChallengeId::numbered(10),
                reason: Gone::Declined,
            },
        );
        assert_eq!(standings.challenges, [challenge(11, 1, 3)]);
        // Another player's profile changes neither the player nor their own profile: it is the one viewed.
        standings.hear(
            &mut me,
            Reply::Profile {
                player: seat(2),
                games: 3,
                recent: Vec::new(),
                ratings: ByFamily::from_fn(|_| mancala_protocol::rating::Glicko::FIRST.shown()),
                history: Box::default(),
            },
        );
        assert_eq!((me, standings.profile), (Some(seat(1)), None));
        let viewed = standings
            .viewed
            .as_ref()
            .map(|(seat, profile, _)| (seat.id, profile.games));
        assert_eq!(viewed, Some((PlayerId::numbered(2), 3)));
    }
}
