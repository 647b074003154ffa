package org.boardwright.server;

import com.fasterxml.jackson.annotation.JsonValue;

/** How a game is timed: not at all, a clock of minutes plus an increment, or days per move. */
enum ClockKind {
    NONE,
    CLOCK,
    CORRESPONDENCE;

    @JsonValue
    String wire() {
        return Wire.name(this);
    }
}
