-- Tournaments: each row one arena or Swiss, its whole state (players, games, standings) as JSON in `state`,
-- written with a `version` that only grows, so that a late write never overwrites a newer one. `code` is a
-- private tournament's; `scheduled` the operator's schedule's key (its name and start), so that a scheduled
-- tournament is made once however often the server restarts.
CREATE TABLE tournaments (
    id TEXT PRIMARY KEY,
    code TEXT UNIQUE,
    scheduled TEXT UNIQUE,
    status TEXT NOT NULL,
    starts BIGINT NOT NULL,
    finished BIGINT,
    version BIGINT NOT NULL,
    state TEXT NOT NULL
);

CREATE INDEX tournaments_by_status ON tournaments (status, finished);

-- A game of a tournament names it; `berserk` holds the sides that went berserk ('S', 'N', 'SN' or '').
ALTER TABLE games ADD COLUMN tournament TEXT;
ALTER TABLE games ADD COLUMN berserk TEXT;
