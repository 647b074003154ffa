package org.boardwright.server.play;

import com.fasterxml.jackson.annotation.JsonValue;
import org.boardwright.server.common.Wire;

/** A game's status: being played, finished with a result, or aborted (no result). */
public enum GameStatus {
    ACTIVE,
    FINISHED,
    ABORTED;

    @JsonValue
    String wire() {
        return Wire.name(this);
    }
}
