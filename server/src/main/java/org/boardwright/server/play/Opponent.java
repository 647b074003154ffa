package org.boardwright.server.play;

import com.fasterxml.jackson.annotation.JsonValue;
import org.boardwright.server.common.Wire;

/**
 * Who the creator plays: the computer, a friend over an invitation, or a second person at the same
 * screen.
 */
public enum Opponent {
    COMPUTER,
    FRIEND,
    HOTSEAT;

    @JsonValue
    String wire() {
        return Wire.name(this);
    }
}
