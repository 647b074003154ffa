package org.boardwright.server.play;

import com.fasterxml.jackson.annotation.JsonValue;
import org.boardwright.server.common.Wire;

/** How a game is timed: not at all, a clock of minutes plus an increment, or days per move. */
public enum ClockKind {
    NONE,
    CLOCK,
    CORRESPONDENCE;

    @JsonValue
    public String wire() {
        return Wire.name(this);
    }
}
