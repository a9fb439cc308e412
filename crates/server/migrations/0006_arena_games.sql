-- An arena's games, one row a player's game, apart from the tournament's state: each change of an arena
-- stores only the games new since the last, where rewriting every game in its state made a change cost as much
-- as the games played so far. `seq` counts a player's games from 0; `game` is the game as JSON (opponent,
-- first, result, berserk, on fire, points). States written before keep their games inline and are read as
-- they are; their games move here at their next change.
CREATE TABLE arena_games (
    tournament TEXT NOT NULL,
    player TEXT NOT NULL,
    seq BIGINT NOT NULL,
    game TEXT NOT NULL,
    PRIMARY KEY (tournament, player, seq)
);
