package org.boardwright.server;

import com.fasterxml.jackson.annotation.JsonValue;

/** Who sits in a seat. */
enum SeatKind {
    HUMAN,
    COMPUTER;

    @JsonValue
    String wire() {
        return Wire.name(this);
    }
}
