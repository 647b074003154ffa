-- The tag pairs of an imported record (PDN's Event, Site, Round, Black, White, Date, and any other),
-- in the record's order, so that the game's export writes them back. Games made on the server have
-- none. No foreign key, as for computer_turns: the rows go with their game.

CREATE TABLE record_tags (
    game_id VARCHAR(16) NOT NULL,
    seq     INT         NOT NULL,                   -- the tag's place in the imported record, from 0
    name    TEXT        NOT NULL,
    value   TEXT        NOT NULL,
    PRIMARY KEY (game_id, seq)
);
