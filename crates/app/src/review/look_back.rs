//! Looking back at a game in the drawer's Moves tab: what the player chose (`LookBack`), what the sections read
//! (`LookBackView`), the record desk, and the names and signs the move list, the review and the records share.

use std::path::{Path, PathBuf};

use bevy::prelude::Resource;
use bevy_egui::egui;

use super::reviewer::{Review, ReviewCommand};
use crate::data::history::{History, open_record, save_record};
use crate::data::i18n::Texts;
use crate::otto::mascot::MASCOT_NAME;
use crate::turn::browse::{Browse, BrowseCommand, Line};
use crate::turn::game::Game;
use mancala_engine::{MoveReview, Position, Rating, Record, Side};

/// What the player chose in these sections.
#[derive(Clone, Debug, PartialEq)]
pub enum LookBack {
    Browse(BrowseCommand),
    Review(ReviewCommand),
    /// Save this record in the records folder.
    Save(Record),
    /// Open this record file and review it.
    Open(PathBuf),
}

/// What the records desk says last, in the player's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeskMessage {
    /// Done: a record copied, or saved and where.
    Said(String),
    /// Refused, and why: shown in the warning colour and as a toast.
    Refused(String),
}

/// The records desk: the text pasted in, a file's path typed in, and the last thing that happened (a saved
/// file's path, or why a record was refused).
#[derive(Resource, Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordDesk {
    pub pasted: String,
    pub path: String,
    pub message: Option<DeskMessage>,
    /// The message has been shown as a toast (a refusal is).
    pub toasted: bool,
    /// The record files in the records folder, newest first, as last read (`None`: to be read again).
    pub saved: Option<Vec<PathBuf>>,
}

impl RecordDesk {
    /// Reads a record file for review; one that cannot be read leaves why on the desk.
    pub fn open(&mut self, path: &Path, texts: &Texts) -> Option<Record> {
        match open_record(path) {
            Ok(record) => {
                self.message = None;
                Some(record)
            }
            Err(why) => {
                self.message = Some(DeskMessage::Refused(
                    texts.fill("records.refused", &[("why", &why)]),
                ));
                None
            }
        }
    }

    /// Writes a record into the records folder and says where, or why not; the folder is read again.
    pub fn save(&mut self, folder: &Path, record: &Record, texts: &Texts) {
        self.saved = None;
        self.message = Some(match save_record(folder, record) {
            Ok(path) => {
                DeskMessage::Said(texts.fill("records.saved_as", &[("path", &path.display())]))
            }
            Err(why) => DeskMessage::Refused(texts.fill("records.cannot_save", &[("why", &why)])),
        });
    }
}

/// What these sections read.
pub struct LookBackView<'a> {
    pub texts: &'a Texts,
    pub game: &'a Game,
    pub browse: &'a Browse,
    pub review: &'a Review,
    pub history: &'a History,
    /// Where records are saved, if there is a data folder.
    pub records: Option<PathBuf>,
    pub ratings: [egui::Color32; 5],
    pub warning: egui::Color32,
    pub today: chrono::NaiveDate,
}

/// The sign a rating is known by, as on chess sites.
pub fn rating_sign(rating: Rating) -> &'static str {
    match rating {
        Rating::Best => "★",
        Rating::Good => "✓",
        Rating::Inaccuracy => "?!",
        Rating::Mistake => "?",
        Rating::Blunder => "??",
    }
}

pub fn rating_name(texts: &Texts, rating: Rating) -> &str {
    texts.get(match rating {
        Rating::Best => "review.best",
        Rating::Good => "review.good",
        Rating::Inaccuracy => "review.inaccuracy",
        Rating::Mistake => "review.mistake",
        Rating::Blunder => "review.blunder",
    })
}

/// The names of a game's sides: the ones the game writes in its records in the player's language, or the
/// record's own.
pub fn side_names(texts: &Texts, record: &Record) -> [String; 2] {
    let name = |written: &str, side: Side| -> String {
        match written {
            "Player" => texts.get("store.you").to_string(),
            "Otto" => MASCOT_NAME.to_string(),
            "" | "Bottom" if side == Side::South => texts.get("store.bottom").to_string(),
            "" | "Top" if side == Side::North => texts.get("store.top").to_string(),
            other => other.to_string(),
        }
    };
    [
        name(&record.players.south, Side::South),
        name(&record.players.north, Side::North),
    ]
}

/// The game in hand's sides, as its record would name them (without building the record every frame).
fn names_of_game(texts: &Texts, game: &Game) -> [String; 2] {
    match game.computer_side() {
        Some(_) => [texts.get("store.you").to_string(), MASCOT_NAME.to_string()],
        None => [
            texts.get("store.bottom").to_string(),
            texts.get("store.top").to_string(),
        ],
    }
}

pub fn name_of(names: &[String; 2], side: Side) -> &str {
    match side {
        Side::South => &names[0],
        Side::North => &names[1],
    }
}

/// The sowings the move list shows: the game's, or the reviewed game's with their ratings.
pub struct Listed {
    pub positions: Vec<Position>,
    pub moves: Vec<u8>,
    pub ratings: Vec<Option<MoveReview>>,
    pub names: [String; 2],
    pub of_review: bool,
    /// The game's sowings before the pie rule's swap, listed first (turned round, as the board is now): the
    /// game in hand's own sowings start after them.
    pub before_swap: usize,
}

impl Listed {
    pub fn of(view: &LookBackView) -> Listed {
        match view.review.open.as_ref() {
            Some(reviewed) => Listed {
                positions: reviewed.positions.clone(),
                moves: reviewed.record.moves.clone(),
                ratings: reviewed.moves.clone(),
                names: side_names(view.texts, &reviewed.record),
                of_review: true,
                before_swap: 0,
            },
            None => {
                let (mut positions, mut moves) = first_turn_before_swap(view.game);
                let before_swap = moves.len();
                let played = view.game.moves_played();
                positions.extend(played.iter().map(|p| p.before));
                positions.push(view.game.position);
                moves.extend(played.iter().map(|p| p.pit));
                Listed {
                    positions,
                    moves,
                    ratings: Vec::new(),
                    names: names_of_game(view.texts, view.game),
                    of_review: false,
                    before_swap,
                }
            }
        }
    }

    /// Shows the position after `ply` sowings: of the game, or of the reviewed game (taken up again after
    /// "Back to the game").
    /// A sowing from before a swap is looked at in the whole list, as another game's.
    pub fn go(&self, ply: usize) -> LookBack {
        LookBack::Browse(if self.of_review || ply < self.before_swap {
            BrowseCommand::Other(Line {
                positions: self.positions.clone(),
                moves: self.moves.clone(),
                of_game: false,
                ply,
            })
        } else {
            BrowseCommand::GameAfter(ply - self.before_swap)
        })
    }

    /// The row of the list whose position the board shows, if it looks back: the game's own sowings come after
    /// those before a swap.
    pub fn shown(&self, browse: &Browse) -> Option<usize> {
        let line = browse.line.as_ref()?;
        Some(if line.of_game {
            line.ply + self.before_swap
        } else {
            line.ply
        })
    }
}

/// The first player's first turn of a game where the pie rule was taken: the positions before each sowing and
/// the pits, turned round as the board was at the swap. Empty for any other game.
fn first_turn_before_swap(game: &Game) -> (Vec<Position>, Vec<u8>) {
    let Some(swapped) = &game.swapped else {
        return (Vec::new(), Vec::new());
    };
    let mut position = swapped.start;
    let mut positions = Vec::new();
    for &pit in &swapped.first_turn {
        positions.push(position.mirrored());
        match position.play(pit) {
            Ok((after, _)) => position = after,
            Err(_) => return (Vec::new(), Vec::new()),
        }
    }
    (positions, swapped.first_turn.clone())
}
