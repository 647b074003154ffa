-- Bot accounts and API tokens. An account marked bot (by its owner, before it played any game)
-- plays through the bot API with a token instead of a browser.

ALTER TABLE accounts ADD COLUMN bot INT NOT NULL DEFAULT 0;   -- 1: a bot account

-- A personal API token: only the SHA-256 of its 256 random bits is kept. Deleting the row revokes
-- it; every request reads this table, so a revoked token is refused at once on every instance.
CREATE TABLE api_tokens (
    token_hash CHAR(64)     NOT NULL PRIMARY KEY,
    id         VARCHAR(16)  NOT NULL UNIQUE,          -- the public id the owner revokes it by
    account_id VARCHAR(16)  NOT NULL REFERENCES accounts (id),
    label      VARCHAR(40)  NOT NULL,
    scopes     VARCHAR(200) NOT NULL,                 -- space-separated, e.g. "bot:play"
    created_at BIGINT       NOT NULL
);
CREATE INDEX api_tokens_account ON api_tokens (account_id);
