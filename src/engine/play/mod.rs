//! What plays and teaches, over the rules and the search: Otto's levels (`ai`), Teach me's hints (`hint`), the
//! coach, the strategy guide, the lessons, the daily puzzle, game records (`record`, a text format of its own)
//! and the review of a game; Hard's holes in Congklak's start, both hands at once (`together`).

pub mod ai;
pub mod coach;
pub mod guide;
pub mod hint;
pub mod lessons;
pub mod puzzle;
pub mod record;
pub mod review;
pub mod together;
