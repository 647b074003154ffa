package org.boardwright.server.play;

import com.fasterxml.jackson.annotation.JsonValue;
import org.boardwright.server.common.Wire;

/** Who sits in a seat. */
enum SeatKind {
    HUMAN,
    COMPUTER;

    @JsonValue
    String wire() {
        return Wire.name(this);
    }
}
