package org.boardwright.server;

import com.fasterxml.jackson.annotation.JsonValue;

/**
 * Who the creator plays: the computer, a friend over an invitation, or a second person at the same
 * screen.
 */
enum Opponent {
    COMPUTER,
    FRIEND,
    HOTSEAT;

    @JsonValue
    String wire() {
        return Wire.name(this);
    }
}
