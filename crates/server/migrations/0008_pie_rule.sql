-- The pie rule as a room option: `pie` is 1 when the second player may take the first player's side after
-- the first player's first turn; `swapped` is the sowings before they did (NULL while they have not). The
-- seats and clocks of a swapped game are stored exchanged, so a game taken up again sits each player where
-- they play.
ALTER TABLE games ADD COLUMN pie BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN swapped BIGINT;
