-- Every roll thrown in a game, taken back or not: the next throw is roll number rolls_thrown
-- (stored moves keep only the rolls not taken back).
ALTER TABLE games ADD COLUMN rolls_thrown INT NOT NULL DEFAULT 0;

-- A friend game's invitation: the SHA-256 hex of the single-use invite token, exchanged on
-- join for the seat's own token (token_hash stays NULL until then).
ALTER TABLE seats ADD COLUMN invite_hash CHAR(64);
