-- A player's vacations, from `starts` to `ends` (ms since 1970; `ends` moved earlier when one comes back
-- early): while one lasts, the clocks of the player's correspondence games stop on their side. A player has 14
-- days of them a calendar year.
CREATE TABLE vacations (
    player TEXT NOT NULL,
    starts BIGINT NOT NULL,
    ends BIGINT NOT NULL,
    PRIMARY KEY (player, starts)
);
