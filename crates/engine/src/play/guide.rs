//! "How to win": the strategy guide's tips, each with a position that shows it and the pit to light. The words
//! are the language tables' (`guide.KEY.title`, `guide.KEY.body`); every position is South's to move, and its
//! pit is one of the solver's best moves there (a test proves it).

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tip {
    pub key: &'static str,
    pub position: &'static str,
    pub pit: u8,
}

pub const TIPS: [Tip; 6] = [
    // A pit with as many seeds as steps to the store gives another turn: pit 6 needs one.
    Tip {
        key: "count",
        position: "4,4,1,2,4,1,10,2,2,0,0,1,2,11 S",
        pit: 6,
    },
    // With several such pits, the one nearest the store goes first, so the others still fit.
    Tip {
        key: "nearest_first",
        position: "2,3,2,0,2,1,16,3,1,4,0,1,3,8 S",
        pit: 6,
    },
    // An empty pit of yours across from a pile is a capture waiting for its last seed.
    Tip {
        key: "empty_pits",
        position: "2,3,3,4,0,0,9,1,4,4,4,5,3,10 S",
        pit: 2,
    },
    // Look at the other side's empty pits: a pile across from one is in danger.
    Tip {
        key: "protect",
        position: "5,0,5,2,6,4,13,1,0,2,0,5,3,9 S",
        pit: 3,
    },
    // Thirteen seeds go all the way round and land in the pit they left, empty, capturing.
    Tip {
        key: "count_before_sowing",
        position: "13,1,0,2,1,0,8,3,2,2,1,2,3,10 S",
        pit: 1,
    },
    // Near the end, seeds on your side are yours: keep them there.
    Tip {
        key: "end",
        position: "3,1,2,1,3,0,18,0,1,0,0,0,0,11 S",
        pit: 4,
    },
];
