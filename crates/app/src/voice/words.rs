//! What a screen reader hears of the board, in the player's language: each cell's name and count in the order
//! a player reads the board, where a sowing would end, and what a sowing did. Plain functions of the game and
//! the texts, so the words are tested without a window.

use crate::board::cues::{nudge_words, opening_line, playable, preview_words, result_line};
use crate::board::scene::Pit;
use crate::data::i18n::{Texts, pit_key};
use crate::turn::game::{Game, LookingAt, Phase};
use crate::turn::input::{PressCell, check_pit};
use crate::turn::ways::{ScreenWay, quan_move, screen_move};
use mancala_engine::{Cell, Position, Side, Sowing};

/// Who a side's cells belong to, as the words say it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Owner {
    You,
    /// Otto, an online opponent, or a player watched.
    Named(String),
    /// Two people at one computer: the bottom row's and the top row's.
    Bottom,
    Top,
}

impl Owner {
    pub fn of(game: &Game, side: Side) -> Owner {
        if let Some(name) = game.watched_name(side) {
            return Owner::Named(name.to_string());
        }
        match (game.opponent_side(), side) {
            (Some(opponent), side) if opponent == side => {
                Owner::Named(game.opponent_name().to_string())
            }
            (Some(_), _) => Owner::You,
            (None, Side::South) => Owner::Bottom,
            (None, Side::North) => Owner::Top,
        }
    }

    /// `$whose` (you, named, bottom or top), which the texts select on.
    fn whose(&self) -> &'static str {
        match self {
            Owner::You => "you",
            Owner::Named(_) => "named",
            Owner::Bottom => "bottom",
            Owner::Top => "top",
        }
    }

    /// `$name`: a named owner's name (the texts that select on `$whose` all take it).
    fn name(&self) -> &str {
        match self {
            Owner::Named(name) => name,
            _ => "",
        }
    }

    /// How the score names this owner: "you", "Otto", "bottom".
    fn short(&self, texts: &Texts) -> String {
        match self {
            Owner::You => texts.get("voice.you").to_string(),
            Owner::Named(name) => name.clone(),
            Owner::Bottom => texts.get("voice.bottom").to_string(),
            Owner::Top => texts.get("voice.top").to_string(),
        }
    }
}

/// One cell of the board as a screen reader meets it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellNode {
    pub cell: Cell,
    /// Owner, number and count: "Your pit 3, 4 seeds".
    pub name: String,
    /// What playing it would do, as the hover preview shows it; or why it cannot be played now.
    pub description: String,
    /// How it is played, if it can be now.
    pub press: Option<PressCell>,
}

/// The cells in the order a player reads the board, which is the order of a sowing: the bottom row from pit 1,
/// its store (in Ô ăn quan the mandarin square after it), the top row from its pit 1, its store; then Ô ăn
/// quan's two piles of captures.
pub fn reading_order(position: &Position) -> Vec<Cell> {
    let quan = position.rules().is_quan();
    let mut cells = Vec::new();
    for side in Side::BOTH {
        cells.extend((1..=position.pits()).map(|pit| Cell::Pit { side, pit }));
        cells.push(match quan {
            true => Cell::Mandarin(side),
            false => Cell::Store(side),
        });
    }
    if quan {
        cells.extend(Side::BOTH.map(Cell::Store));
    }
    cells
}

/// A cell's name without its count: "Your pit 3", "Otto's store", "Right mandarin square".
pub fn cell_title(texts: &Texts, game: &Game, position: &Position, cell: Cell) -> String {
    let rules = position.rules();
    let owner = Owner::of(game, cell.side());
    let whose: [(&str, &dyn std::fmt::Display); 2] =
        [("whose", &owner.whose()), ("name", &owner.name())];
    match cell {
        Cell::Pit { pit, .. } => {
            let values: [(&str, &dyn std::fmt::Display); 3] = [whose[0], whose[1], ("pit", &pit)];
            texts.fill(&pit_key("voice.pit", rules), &values)
        }
        Cell::Store(_) if rules.is_oware() || rules.is_quan() => texts.fill("voice.tray", &whose),
        Cell::Store(_) => texts.fill("voice.store", &whose),
        // South's mandarin square comes after South's square 5, at the screen's right.
        Cell::Mandarin(side) => {
            let at = match side {
                Side::South => "right",
                Side::North => "left",
            };
            texts.fill("voice.mandarin_square", &[("where", &at)])
        }
    }
}

/// What a cell holds, as it is heard: "4 seeds", "burnt", "worth 12", "5 citizens, the mandarin still there".
pub fn cell_count(texts: &Texts, position: &Position, cell: Cell) -> String {
    let rules = position.rules();
    let count = position.count(cell);
    let seeds = |n: i32| match rules.is_quan() {
        true => texts.fill("voice.citizens", &[("n", &n)]),
        false => texts.fill("voice.seeds", &[("n", &n)]),
    };
    match cell {
        Cell::Pit { side, pit } if position.is_burnt(side, pit) => {
            texts.get("voice.burnt").to_string()
        }
        Cell::Store(side) if rules.is_quan() => {
            texts.fill("voice.worth", &[("n", &position.quan_banked(side))])
        }
        Cell::Mandarin(side) => {
            let held = match position.end(side).mandarin {
                true => "voice.mandarin_there",
                false => "voice.mandarin_taken",
            };
            format!("{}, {}", seeds(i32::from(count)), texts.get(held))
        }
        _ => seeds(i32::from(count)),
    }
}

/// Every cell of the board shown, named, in reading order; the pits a person could play now pressable, each
/// with where its last seed would land. An Ô ăn quan square that can be played is two nodes, one a way.
pub fn spoken_board(
    texts: &Texts,
    game: &Game,
    looking: &LookingAt,
    phase: Phase,
) -> Vec<CellNode> {
    let shown = looking.shown(game);
    let mut nodes = Vec::new();
    for cell in reading_order(&shown) {
        let name = format!(
            "{}, {}",
            cell_title(texts, game, &shown, cell),
            cell_count(texts, &shown, cell)
        );
        match cell {
            Cell::Pit { side, pit } => {
                let asked = Asked {
                    game,
                    looking,
                    phase,
                };
                nodes.extend(asked.pit_nodes(texts, side, pit, &name));
            }
            _ => nodes.push(CellNode {
                cell,
                name,
                description: String::new(),
                press: None,
            }),
        }
    }
    nodes
}

/// What a pit's nodes depend on beside its name: the game, what the board shows and the phase.
struct Asked<'a> {
    game: &'a Game,
    looking: &'a LookingAt,
    phase: Phase,
}

impl Asked<'_> {
    /// A pit's node, or an Ô ăn quan square's two when it can be sown (one a way).
    fn pit_nodes(&self, texts: &Texts, side: Side, pit: u8, name: &str) -> Vec<CellNode> {
        let game = self.game;
        let cell = Cell::Pit { side, pit };
        let pressable = playable(game, self.looking, self.phase, Pit { side, index: pit });
        let ways: &[Option<ScreenWay>] = match (pressable, game.position.rules().is_quan()) {
            (true, true) => &[Some(ScreenWay::Left), Some(ScreenWay::Right)],
            _ => &[None],
        };
        let node = |&way: &Option<ScreenWay>| CellNode {
            cell,
            name: match way {
                Some(way) => texts.fill("voice.way", &[("square", &name), ("way", &way.word())]),
                None => name.to_string(),
            },
            description: match (pressable, game.in_opening()) {
                (true, false) => {
                    let mv = way.map_or(pit, |way| quan_move(side, pit, way));
                    let lands = landing_words(texts, game, &game.position, mv);
                    [lands, self.key_words(texts, pit, way)]
                        .join(" ")
                        .trim()
                        .to_string()
                }
                (true, true) => self.key_words(texts, pit, way),
                (false, _) => why_not(texts, game, self.looking, side, pit),
            },
            press: pressable.then_some(PressCell { side, pit, way }),
        };
        ways.iter().map(node).collect()
    }

    /// The digit key that plays a pit, as `press_number_key` reads the keys: its number. None for an Ô ăn quan
    /// square's way (its key only picks the square) or a pit past 9.
    fn key_words(&self, texts: &Texts, pit: u8, way: Option<ScreenWay>) -> String {
        match way.is_none() && pit <= 9 {
            true => texts.fill("voice.key", &[("key", &pit)]),
            false => String::new(),
        }
    }
}

/// Why a pit cannot be played now, as a press on it would say: not while the board shows another position
/// (the description stays quiet then), a pit of the other row, an empty pit, Otto's turn, the game over.
fn why_not(texts: &Texts, game: &Game, looking: &LookingAt, side: Side, pit: u8) -> String {
    match check_pit(game, side, pit) {
        Err(reason) if !looking.is_away() => nudge_words(game, texts, reason),
        _ => String::new(),
    }
}

/// Where a move's last seed would land and what that brings: "Extra turn! Last seed: Your store."
pub fn landing_words(texts: &Texts, game: &Game, position: &Position, mv: u8) -> String {
    let Ok((_, sowing)) = position.play(mv) else {
        return String::new();
    };
    let brings = preview_words(texts, position, mv, &sowing);
    let lands = texts.fill(
        "voice.last_seed",
        &[("cell", &cell_title(texts, game, position, sowing.last))],
    );
    match brings.is_empty() {
        true => lands,
        false => format!("{brings} {lands}"),
    }
}

/// Who sowed which pit and what it did, then the stores: "You sowed pit 3. Extra turn! Score: you 1, Otto 0."
pub fn sowing_words(
    texts: &Texts,
    game: &Game,
    before: &Position,
    mv: u8,
    sowing: &Sowing,
    after: &Position,
) -> String {
    let owner = Owner::of(game, sowing.mover);
    let rules = before.rules();
    let (pit, way) = screen_move(rules, sowing.mover, mv);
    let way = way.map_or("", ScreenWay::word);
    let sowed = texts.fill(
        &pit_key("voice.sowed", rules),
        &[
            ("whose", &owner.whose()),
            ("name", &owner.name()),
            ("pit", &pit),
            ("way", &way),
        ],
    );
    let brings = preview_words(texts, before, mv, sowing);
    [sowed, brings, score_words(texts, game, after)]
        .into_iter()
        .filter(|words| !words.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// What each player has in their store (in Ô ăn quan, what their pile is worth): "Score: you 5, Otto 3."
pub fn score_words(texts: &Texts, game: &Game, position: &Position) -> String {
    let banked = |side: Side| match position.rules().is_quan() {
        true => position.quan_banked(side),
        false => i32::from(position.store(side)),
    };
    texts.fill(
        "voice.score",
        &[
            ("bottom", &Owner::of(game, Side::South).short(texts)),
            ("south", &banked(Side::South)),
            ("top", &Owner::of(game, Side::North).short(texts)),
            ("north", &banked(Side::North)),
        ],
    )
}

/// What comes next in the game: whose turn it is, or how it ended.
pub fn turn_words(texts: &Texts, game: &Game, phase: Phase) -> String {
    if let Some(finish) = game.finish() {
        return sentence(result_line(game, texts, finish));
    }
    if game.in_opening() {
        return sentence(opening_line(game, texts, phase, None));
    }
    let to_move = game.choosing_board().to_move();
    sentence(match Owner::of(game, to_move) {
        Owner::You => texts.get("voice.your_turn").to_string(),
        Owner::Named(name) => texts.fill("status.mascot_turn", &[("name", &name)]),
        Owner::Bottom => texts.get("status.bottom_turn").to_string(),
        Owner::Top => texts.get("status.top_turn").to_string(),
    })
}

/// The status line's words as a sentence of an announcement: with a full stop, where the line has none.
fn sentence(words: String) -> String {
    match words.trim_end().ends_with(['.', '!', '?', '…']) {
        true => words,
        false => format!("{}.", words.trim_end()),
    }
}
