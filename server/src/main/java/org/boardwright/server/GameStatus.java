package org.boardwright.server;

import com.fasterxml.jackson.annotation.JsonValue;

/** A game's status: being played, finished with a result, or aborted (no result). */
enum GameStatus {
    ACTIVE,
    FINISHED,
    ABORTED;

    @JsonValue
    String wire() {
        return Wire.name(this);
    }
}
