-- A name's key (its Unicode skeleton, folded to lower case; see names.rs): two names with one key look alike, so a key is
-- unique. Players made before the key existed get theirs when the server starts (the first of a pair that
-- look alike keeps the key; the other keeps its name but no new player can take it).
ALTER TABLE players ADD COLUMN name_key TEXT;
CREATE UNIQUE INDEX players_by_name_key ON players (name_key);

-- The ratings a ranked game's end left each side, so that an ending stored twice is told the same ratings
-- and applied once.
ALTER TABLE games ADD COLUMN south_rating DOUBLE PRECISION;
ALTER TABLE games ADD COLUMN north_rating DOUBLE PRECISION;

-- A profile's recent games: a player's finished games by either seat, newest first.
CREATE INDEX games_by_south ON games (south, finished);
CREATE INDEX games_by_north ON games (north, finished);
