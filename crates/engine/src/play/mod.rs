//! What plays and teaches, over the rules and the search: Otto's levels (`ai`) and the finer strengths of his
//! ladder (`ladder`), Teach me's hints (`hint`), the coach, the strategy guide, the lessons, the daily puzzle,
//! game records (`record`, a text format of its own), the review of a game and a player's mistakes as puzzles
//! (`mistakes`); the opening explorer's counts of games and values of sowings (`explorer`); the pie rule and
//! balanced starts (`fair`); Congklak's opening, both hands at once (`opening`), and Hard's holes in it
//! (`together`); a game as the flat line of its actions, a Congklak match's rounds and openings included
//! (`match_line`, what the server referees and replays).

pub mod ai;
pub mod coach;
pub mod explorer;
pub mod fair;
pub mod guide;
pub mod hint;
pub mod ladder;
pub mod lessons;
pub mod match_line;
pub mod mistakes;
pub mod opening;
pub mod puzzle;
pub mod record;
pub mod review;
pub mod together;
