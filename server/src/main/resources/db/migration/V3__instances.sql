-- Several server instances on one PostgreSQL database (see docs/deploy.md).
-- A row exists while the computer owes a move in a game: the instance named in owner thinks
-- for it and keeps expires_at (epoch ms, the database's clock) in the future; once it lapses
-- (the instance died) another instance takes the row over and thinks instead.
-- Written in the same transaction as the change that gives the computer the move.
-- Unused with SQLite (one process). No foreign key: a game's removal need not know of it.

CREATE TABLE computer_turns (
    game_id    VARCHAR(16)  NOT NULL PRIMARY KEY,
    owner      VARCHAR(200) NOT NULL,               -- instance: pid@host#n
    expires_at BIGINT       NOT NULL
);

CREATE INDEX computer_turns_expiry ON computer_turns (expires_at);
