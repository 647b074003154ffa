-- One schema for SQLite and PostgreSQL: only types both read the same way.
-- Times are epoch milliseconds (BIGINT); flags are 0/1 (INT).

CREATE TABLE games (
    id              VARCHAR(16)  NOT NULL PRIMARY KEY,
    spec            VARCHAR(200) NOT NULL,          -- game id with parameters
    start_position  TEXT         NOT NULL,
    opponent        VARCHAR(10)  NOT NULL,          -- computer | friend | hotseat
    seed            BIGINT       NOT NULL,          -- Twist dice; secret until the game ends
    clock_type      VARCHAR(16)  NOT NULL,          -- none | clock | correspondence
    clock_minutes   INT,
    clock_increment INT,
    clock_days      INT,
    remaining_ms_0  BIGINT,
    remaining_ms_1  BIGINT,
    clock_started   INT          NOT NULL,          -- 1 once both seats have moved
    turn_started_at BIGINT       NOT NULL,          -- when the seat to move got the move
    deadline_at     BIGINT,                         -- when the seat to move runs out of time; NULL when no clock runs
    status          VARCHAR(10)  NOT NULL,          -- active | finished | aborted
    result          VARCHAR(8),                     -- 1-0 | 0-1 | 1/2-1/2 | *
    winner          INT,                            -- winning seat
    reason          TEXT,
    engine_policy   INT          NOT NULL,
    draw_offer      INT,                            -- seat that offered a draw
    takeback_request INT,                           -- seat that asked for a takeback
    rematch_offer   INT,                            -- seat that offered a rematch
    rematch_game_id VARCHAR(16),
    ply             INT          NOT NULL,          -- number of moves stored
    version         BIGINT       NOT NULL,          -- bumped by every change: optimistic check between servers
    created_at      BIGINT       NOT NULL,
    updated_at      BIGINT       NOT NULL
);

CREATE INDEX games_deadline ON games (deadline_at);
CREATE INDEX games_status ON games (status);

CREATE TABLE seats (
    game_id    VARCHAR(16) NOT NULL REFERENCES games (id),
    seat       INT         NOT NULL,
    kind       VARCHAR(10) NOT NULL,                -- human | computer
    level      VARCHAR(20),                         -- computer seats
    token_hash CHAR(64),                            -- SHA-256 hex of the seat token; NULL for the computer
    joined     INT         NOT NULL,                -- 1 once the seat has acted or connected
    PRIMARY KEY (game_id, seat)
);

CREATE TABLE moves (
    game_id   VARCHAR(16)  NOT NULL REFERENCES games (id),
    ply       INT          NOT NULL,                -- 0-based index in the move list
    move      VARCHAR(200) NOT NULL,                -- notation
    seat      INT,                                  -- seat that chose it; NULL when the server played it (dice, forced pass)
    played_at BIGINT       NOT NULL,
    PRIMARY KEY (game_id, ply)
);
