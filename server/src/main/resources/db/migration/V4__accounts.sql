-- Accounts (optional: anyone can still play without one), their sign-in sessions, ratings and
-- the lobby's challenges. Ids are random base62 strings, as for games, so both databases read
-- them the same way.

CREATE TABLE accounts (
    id                  VARCHAR(16)  NOT NULL PRIMARY KEY,
    username            VARCHAR(20)  NOT NULL,          -- as the player wrote it
    username_key        VARCHAR(20)  NOT NULL UNIQUE,   -- lower case: unique regardless of case
    password_hash       VARCHAR(200) NOT NULL,          -- Argon2id, in the PHC string format
    created_at          BIGINT       NOT NULL
);

-- A signed-in browser: only the SHA-256 of the cookie's random id is kept.
CREATE TABLE sessions (
    id_hash    CHAR(64)    NOT NULL PRIMARY KEY,
    account_id VARCHAR(16) NOT NULL REFERENCES accounts (id),
    created_at BIGINT      NOT NULL,
    expires_at BIGINT      NOT NULL
);
CREATE INDEX sessions_account ON sessions (account_id);

-- The account that sits in a seat (NULL: a player without an account, or a deleted account);
-- the seat's rating when the game started and its change when the game ended (rated games).
ALTER TABLE seats ADD COLUMN account_id VARCHAR(16);
ALTER TABLE seats ADD COLUMN rating INT;
ALTER TABLE seats ADD COLUMN rating_diff INT;
CREATE INDEX seats_account ON seats (account_id);

-- 1 when the result changes the players' ratings (only between two accounts).
ALTER TABLE games ADD COLUMN rated INT NOT NULL DEFAULT 0;
-- The seat to move while the game is active (NULL otherwise): "your turn" across devices.
-- Games stored before this column have none until their next change.
ALTER TABLE games ADD COLUMN to_move INT;

-- Glicko-2: one rating per account and game (the game's id without parameters).
CREATE TABLE ratings (
    account_id VARCHAR(16)      NOT NULL REFERENCES accounts (id),
    game       VARCHAR(40)      NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games      INT              NOT NULL,
    updated_at BIGINT           NOT NULL,
    PRIMARY KEY (account_id, game)
);
CREATE INDEX ratings_board ON ratings (game, rating);

-- Every rating after a rated game, for the player page's chart.
CREATE TABLE rating_history (
    account_id VARCHAR(16)      NOT NULL REFERENCES accounts (id),
    game       VARCHAR(40)      NOT NULL,
    game_id    VARCHAR(16)      NOT NULL,
    rating     DOUBLE PRECISION NOT NULL,
    deviation  DOUBLE PRECISION NOT NULL,
    at         BIGINT           NOT NULL,
    PRIMARY KEY (account_id, game_id)
);

-- The lobby: open challenges (to_id NULL) and direct challenges to one player. A challenge
-- lives while its author is present: expires_at is pushed forward while the author has a page
-- open, and a lapsed challenge is removed.
CREATE TABLE challenges (
    id              VARCHAR(16)  NOT NULL PRIMARY KEY,
    author_id       VARCHAR(16)  NOT NULL REFERENCES accounts (id),
    to_id           VARCHAR(16)  REFERENCES accounts (id),
    spec            VARCHAR(200) NOT NULL,
    clock_type      VARCHAR(16)  NOT NULL,
    clock_minutes   INT,
    clock_increment INT,
    clock_days      INT,
    color           VARCHAR(10)  NOT NULL,          -- the author's: first | second | random
    rated           INT          NOT NULL,
    rating_min      INT,
    rating_max      INT,
    author_rating   INT          NOT NULL,          -- the author's rating in the game when posted
    author_provisional INT       NOT NULL,          -- 1: that rating is provisional
    quick           INT          NOT NULL,          -- 1: made by quick pairing
    created_at      BIGINT       NOT NULL,
    expires_at      BIGINT       NOT NULL
);
CREATE INDEX challenges_expiry ON challenges (expires_at);
