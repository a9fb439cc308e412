-- One schema for SQLite and PostgreSQL: only TEXT, BIGINT and DOUBLE PRECISION columns.
CREATE TABLE players (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- SHA-256 of the player's token, in hex: the token itself is never stored.
    token_hash TEXT NOT NULL UNIQUE,
    rating DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    created BIGINT NOT NULL
);

CREATE TABLE games (
    id TEXT PRIMARY KEY,
    -- A private game's code, while it can be joined.
    code TEXT UNIQUE,
    expires BIGINT NOT NULL,
    start TEXT NOT NULL,
    control TEXT NOT NULL,
    ranked BIGINT NOT NULL,
    south TEXT,
    north TEXT,
    south_ms BIGINT NOT NULL,
    north_ms BIGINT NOT NULL,
    turn_started BIGINT NOT NULL,
    -- 'waiting', 'playing' or 'over'.
    status TEXT NOT NULL,
    winner TEXT,
    reason TEXT,
    south_score BIGINT,
    north_score BIGINT,
    -- The finished game in the game record format.
    record TEXT,
    finished BIGINT
);

-- Every sowing, stored before either player hears of it.
CREATE TABLE moves (
    game TEXT NOT NULL,
    ply BIGINT NOT NULL,
    pit BIGINT NOT NULL,
    played BIGINT NOT NULL,
    PRIMARY KEY (game, ply)
);

CREATE INDEX games_by_status ON games (status);
