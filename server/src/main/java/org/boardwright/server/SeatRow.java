package org.boardwright.server;

/** A seat: who sits there, the computer's level, the hash of the seat's token, and whether its player has shown up. */
record SeatRow(int seat, SeatKind kind, String level, String tokenHash, boolean joined) {

    static SeatRow human(int seat, String tokenHash, boolean joined) {
        return new SeatRow(seat, SeatKind.HUMAN, null, tokenHash, joined);
    }

    static SeatRow computer(int seat, String level) {
        return new SeatRow(seat, SeatKind.COMPUTER, level, null, true);
    }

    boolean isComputer() {
        return kind == SeatKind.COMPUTER;
    }

    SeatRow joinedNow() {
        return new SeatRow(seat, kind, level, tokenHash, true);
    }

    /** The same player in the other seat (a rematch swaps colours). */
    SeatRow movedTo(int otherSeat) {
        return new SeatRow(otherSeat, kind, level, tokenHash, joined);
    }
}
