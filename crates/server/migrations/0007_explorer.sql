-- The opening explorer's index: for each position met in the first sowings of a finished game (its text, which
-- names the rules; the sowings played are not in it), each sowing played from it, in how many games, and how
-- those games ended for the side that played it. Kept as games finish, in the transaction that stores the end,
-- so that a question about a position reads at most one row a pit, however many games met it.
CREATE TABLE explorer (
    position TEXT NOT NULL,
    pit BIGINT NOT NULL,
    games BIGINT NOT NULL,
    wins BIGINT NOT NULL,
    draws BIGINT NOT NULL,
    losses BIGINT NOT NULL,
    PRIMARY KEY (position, pit)
);
