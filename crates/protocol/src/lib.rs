//! What the game's clients and its server say to each other, and the data the messages carry: the messages
//! (`protocol`, written down in `docs/protocol.md`), typed ids (`ids`), time controls (`control`), ratings
//! (`rating`, Glicko-2 a game family), tournaments as pure data (`tournament`), a server's address with the
//! state of the line to it (`address`) the servers a player knows (`known`), their games in play there (`in_play`) and a client's side of its line
//! to a server, hello, retries and all (`line`). No I/O and no runtime: the server, the desktop game and the browser game
//! build on the same types, so a message means one thing to all three.

pub mod address;
pub mod control;
pub mod ids;
pub mod in_play;
pub mod known;
pub mod line;
pub mod protocol;
pub mod rating;
pub mod tournament;
