-- Glicko-2 ratings, one a player and game family ('kalah', 'oware', 'congklak'); a player without a row for a
-- family has the first rating (1500, deviation 350). `played` is when the rating last changed (ms since 1970):
-- the deviation grows from then while the player is away.
CREATE TABLE ratings (
    player TEXT NOT NULL,
    family TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    played BIGINT NOT NULL,
    PRIMARY KEY (player, family)
);

-- The leaderboard: a family's ratings, best first.
CREATE INDEX ratings_by_family ON ratings (family, rating);

-- Every rated game's rating for each of its players, for a profile's history; `number` counts the player's
-- rated games of the family (1 for the first), the order the ratings were made in.
CREATE TABLE rating_history (
    player TEXT NOT NULL,
    family TEXT NOT NULL,
    number BIGINT NOT NULL,
    at BIGINT NOT NULL,
    game TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (player, game)
);

CREATE INDEX rating_history_by_player ON rating_history (player, family, number);

-- The one Elo rating a player had (from ranked Kalah and Oware games alike) is carried over to both families,
-- with a wide deviation (250: provisional until a few games confirm it). `players.rating` stays as it was, the
-- Elo carried over; nothing reads it for play.
INSERT INTO ratings (player, family, rating, deviation, volatility, games, played)
    SELECT id, 'kalah', rating, 250.0, 0.06, games, created FROM players WHERE rating <> 1200.0;
INSERT INTO ratings (player, family, rating, deviation, volatility, games, played)
    SELECT id, 'oware', rating, 250.0, 0.06, games, created FROM players WHERE rating <> 1200.0;
